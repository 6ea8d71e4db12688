#pragma once
// JSON dumps of plain structs, driven by their field lists (engine/ecs/fields.h): every shown field, in list
// order, as an object keyed by the field names.
//
// Values: bool and numbers as JSON numbers (an enum as its underlying integer; a non-finite double as null);
// Vec2 as [x, y]; std::string as a string; std::vector as an array; a struct with a field list as an object.
#include <string>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/ecs/fields.h"
#include "engine/ecs/registry.h"
#include "engine/math/vec2.h"

namespace engine {

/// v as JSON (see the header comment).
template <class T>
nlohmann::ordered_json fieldJson(const T& v) {
    if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, std::string>) {
        return v;
    } else if constexpr (std::is_enum_v<T>) {
        return static_cast<long long>(v);
    } else if constexpr (std::is_integral_v<T>) {
        if constexpr (std::is_signed_v<T>) return static_cast<long long>(v);
        else return static_cast<unsigned long long>(v);
    } else if constexpr (std::is_floating_point_v<T>) {
        return static_cast<double>(v);
    } else if constexpr (std::is_same_v<T, Vec2>) {
        return nlohmann::ordered_json::array({v.x, v.y});
    } else if constexpr (kIsVector<T>) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const auto& item : v) out.push_back(fieldJson(item));
        return out;
    } else {
        static_assert(kHasFields<T>, "this type has no field list: give it a fields(engine::Type<T>) function");
        nlohmann::ordered_json out = nlohmann::ordered_json::object();
        forEachField(v, [&](const auto& f, const auto& value) {
            if constexpr (std::decay_t<decltype(f)>::kShown) out[f.name] = fieldJson(value);
        });
        return out;
    }
}

/// Add e's components of the types in the list to `out`, each under its type name.
template <class... Cs>
void componentsJson(nlohmann::ordered_json& out, const Registry& registry, Entity e, ComponentList<Cs...>) {
    auto one = [&](const char* name, const auto* component) {
        if (component) out[name] = fieldJson(*component);
    };
    (one(typeName<Cs>(), registry.tryGet<Cs>(e)), ...);
}

} // namespace engine
