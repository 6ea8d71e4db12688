#include "engine/level/entity_schema.h"

#include <algorithm>
#include <stdexcept>

namespace engine {

FieldSpec FieldSpec::makeRequired() const {
    FieldSpec f = *this;
    f.required = true;
    f.defaultValue.reset();
    return f;
}

FieldSpec FieldSpec::requiredWhen(std::string field, std::string value) const {
    FieldSpec f = *this;
    f.whenField = std::move(field);
    f.whenValue = std::move(value);
    return f;
}

FieldSpec FieldSpec::refersTo(std::string type) const {
    FieldSpec f = *this;
    f.reference = std::move(type);
    return f;
}

FieldSpec FieldSpec::takesRotation() const {
    FieldSpec f = *this;
    f.fromRotation = true;
    return f;
}

FieldSpec FieldSpec::takesPolyline() const {
    FieldSpec f = *this;
    f.fromPolyline = true;
    return f;
}

FieldSpec numberField(std::string name, std::string unit, double def, double min, double max, std::string doc) {
    FieldSpec f;
    f.name = std::move(name);
    f.unit = std::move(unit);
    f.doc = std::move(doc);
    f.defaultValue = def;
    f.min = min;
    f.max = max;
    return f;
}

FieldSpec integerField(std::string name, double def, double min, double max, std::string doc) {
    FieldSpec f = numberField(std::move(name), "", def, min, max, std::move(doc));
    f.kind = FieldKind::Integer;
    return f;
}

FieldSpec boolField(std::string name, bool def, std::string doc) {
    FieldSpec f;
    f.name = std::move(name);
    f.kind = FieldKind::Bool;
    f.doc = std::move(doc);
    f.defaultValue = def;
    return f;
}

FieldSpec stringField(std::string name, std::string def, std::string doc, std::size_t maxLength) {
    FieldSpec f;
    f.name = std::move(name);
    f.kind = FieldKind::String;
    f.doc = std::move(doc);
    f.defaultValue = std::move(def);
    f.maxLength = maxLength;
    return f;
}

FieldSpec enumField(std::string name, std::vector<std::string> choices, std::string def, std::string doc) {
    FieldSpec f;
    f.name = std::move(name);
    f.kind = FieldKind::Enum;
    f.doc = std::move(doc);
    f.choices = std::move(choices);
    f.defaultValue = std::move(def);
    return f;
}

FieldSpec pairField(std::string name, std::string unit, double min, double max, std::string doc) {
    FieldSpec f;
    f.name = std::move(name);
    f.kind = FieldKind::Pair;
    f.unit = std::move(unit);
    f.doc = std::move(doc);
    f.min = min;
    f.max = max;
    return f;
}

FieldSpec pathField(std::string name, std::string doc) {
    FieldSpec f;
    f.name = std::move(name);
    f.kind = FieldKind::Path;
    f.unit = "cells";
    f.doc = std::move(doc);
    return f;
}

FieldSpec pointField(std::string name, std::string doc) {
    FieldSpec f;
    f.name = std::move(name);
    f.kind = FieldKind::Point;
    f.unit = "cells";
    f.doc = std::move(doc);
    return f;
}

const FieldSpec* EntityType::field(std::string_view fieldName) const {
    for (const FieldSpec& f : fields)
        if (f.name == fieldName) return &f;
    return nullptr;
}

bool EntityType::sized() const {
    const FieldSpec* w = field("w");
    const FieldSpec* h = field("h");
    return w && h && w->kind == FieldKind::Number && h->kind == FieldKind::Number;
}

bool EntityType::allowedIn(std::string_view mode) const {
    return modes.empty() || std::find(modes.begin(), modes.end(), mode) != modes.end();
}

const EntityType* EntitySchema::find(std::string_view typeName) const {
    for (const EntityType& t : types)
        if (t.name == typeName) return &t;
    return nullptr;
}

namespace {

/// The prop named name holding a T, or throws std::out_of_range naming the entity and field.
template <class T>
const T& propAs(const EntitySpec& e, std::string_view name) {
    auto it = e.props.find(name);
    if (it == e.props.end())
        throw std::out_of_range("entity '" + e.type + "' has no field '" + std::string(name) + "'");
    if (const T* v = std::get_if<T>(&it->second)) return *v;
    throw std::out_of_range("entity '" + e.type + "' field '" + std::string(name) + "' has another kind");
}

} // namespace

bool EntitySpec::has(std::string_view name) const { return props.find(name) != props.end(); }

double EntitySpec::number(std::string_view name) const { return propAs<double>(*this, name); }

double EntitySpec::radians(std::string_view name) const { return degreesToRadians(number(name)); }

bool EntitySpec::flag(std::string_view name) const { return propAs<bool>(*this, name); }

const std::string& EntitySpec::text(std::string_view name) const { return propAs<std::string>(*this, name); }

Vec2 EntitySpec::pair(std::string_view name) const { return propAs<Vec2>(*this, name); }

Vec2 EntitySpec::point(std::string_view name) const { return propAs<Vec2>(*this, name) + size * 0.5; }

const std::vector<Vec2>& EntitySpec::pathCells(std::string_view name) const {
    return propAs<std::vector<Vec2>>(*this, name);
}

std::vector<Vec2> EntitySpec::path(std::string_view name) const {
    std::vector<Vec2> world = pathCells(name);
    for (Vec2& p : world) p += size * 0.5;
    return world;
}

bool sameEntity(const EntitySpec& a, const EntitySpec& b) {
    return a.type == b.type && a.id == b.id && a.cell == b.cell && a.size == b.size && a.props == b.props;
}

} // namespace engine
