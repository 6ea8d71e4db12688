#pragma once
// Text readouts of plain structs, driven by their field lists (engine/ecs/fields.h), for debug overlays: one
// line per shown field, "path value", nested structs flattened into dotted paths ("body.collider.min").
//
// Values: bool as 0/1; integers in decimal (an enum as its underlying integer); floating point with 4
// significant digits; Vec2 as (x, y); std::string in quotes; std::vector as its size in brackets, "[3]".
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/ecs/fields.h"
#include "engine/ecs/registry.h"
#include "engine/math/vec2.h"

namespace engine {

/// v as a short text (see the header comment); only for values that are not structs with a field list.
template <class T>
std::string fieldText(const T& v) {
    char buf[64];
    if constexpr (std::is_same_v<T, bool>) {
        return v ? "1" : "0";
    } else if constexpr (std::is_enum_v<T>) {
        return fieldText(static_cast<long long>(v));
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(v));
    } else if constexpr (std::is_integral_v<T>) {
        std::snprintf(buf, sizeof buf, "%llu", static_cast<unsigned long long>(v));
    } else if constexpr (std::is_floating_point_v<T>) {
        std::snprintf(buf, sizeof buf, "%.4g", static_cast<double>(v));
    } else if constexpr (std::is_same_v<T, Vec2>) {
        std::snprintf(buf, sizeof buf, "(%.4g, %.4g)", v.x, v.y);
    } else if constexpr (std::is_same_v<T, std::string>) {
        return '"' + v + '"';
    } else {
        static_assert(kIsVector<T>, "a struct with a field list is written by appendFieldLines");
        std::snprintf(buf, sizeof buf, "[%zu]", v.size());
    }
    return buf;
}

/// Append one "path value" line per shown field of v (a struct with a field list), nested structs flattened.
template <class T>
void appendFieldLines(std::vector<std::string>& out, const std::string& path, const T& v) {
    forEachField(v, [&](const auto& f, const auto& value) {
        using M = std::remove_cv_t<std::remove_reference_t<decltype(value)>>;
        if constexpr (std::decay_t<decltype(f)>::kShown) {
            const std::string sub = path.empty() ? std::string(f.name) : path + "." + f.name;
            if constexpr (kHasFields<M>) appendFieldLines(out, sub, value);
            else out.push_back(sub + " " + fieldText(value));
        }
    });
}

/// Append the lines of e's components of the types in the list, each under its type name ("Door.open 1").
template <class... Cs>
void appendComponentLines(std::vector<std::string>& out, const Registry& registry, Entity e, ComponentList<Cs...>) {
    auto one = [&](const char* name, const auto* component) {
        if (component) appendFieldLines(out, name, *component);
    };
    (one(typeName<Cs>(), registry.tryGet<Cs>(e)), ...);
}

} // namespace engine
