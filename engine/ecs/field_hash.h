#pragma once
// The state hash of plain structs, driven by their field lists (engine/ecs/fields.h): every hashed field, in
// list order, nested structs field by field.
//
// Encoding, on top of StateHasher's (engine/math/hash.h):
//   bool: 1 byte;  enum: as its underlying integer;  integers of up to 4 bytes: 4 bytes, wider: 8 bytes;
//   floating point: the double's bit pattern;  Vec2: x then y;  std::string: length then bytes;
//   std::vector: its size (8 bytes) then every element;  a struct with a field list: its hashed fields.
// An entity's components (hashComponents): for each type of the list in order, 1 byte (has it) and then,
// when it has one, the component.
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/ecs/fields.h"
#include "engine/ecs/registry.h"
#include "engine/math/hash.h"

namespace engine {

/// Fold v into h (see the header comment for the encoding).
template <class T>
void hashValue(StateHasher& h, const T& v) {
    if constexpr (std::is_same_v<T, bool>) {
        h.add(v);
    } else if constexpr (std::is_enum_v<T>) {
        hashValue(h, static_cast<std::underlying_type_t<T>>(v));
    } else if constexpr (std::is_integral_v<T>) {
        if constexpr (sizeof(T) <= 4 && std::is_signed_v<T>) h.add(static_cast<int>(v));
        else if constexpr (sizeof(T) <= 4) h.add(static_cast<std::uint32_t>(v));
        else if constexpr (std::is_signed_v<T>) h.add(static_cast<std::int64_t>(v));
        else h.add(static_cast<std::uint64_t>(v));
    } else if constexpr (std::is_floating_point_v<T>) {
        h.add(static_cast<double>(v));
    } else if constexpr (std::is_same_v<T, Vec2>) {
        h.add(v);
    } else if constexpr (std::is_same_v<T, std::string>) {
        h.add(std::string_view(v));
    } else if constexpr (kIsVector<T>) {
        h.add(static_cast<std::uint64_t>(v.size()));
        for (const auto& item : v) hashValue(h, item);
    } else {
        static_assert(kHasFields<T>, "this type has no field list: give it a fields(engine::Type<T>) function");
        forEachField(v, [&](const auto& f, const auto& value) {
            if constexpr (std::decay_t<decltype(f)>::kHashed) hashValue(h, value);
        });
    }
}

/// Fold e's components of the types in the list into h: per type, 1 byte (has it), then the component.
template <class... Cs>
void hashComponents(StateHasher& h, const Registry& registry, Entity e, ComponentList<Cs...>) {
    auto one = [&](const auto* component) {
        h.add(component != nullptr);
        if (component) hashValue(h, *component);
    };
    (one(registry.tryGet<Cs>(e)), ...);
}

} // namespace engine
