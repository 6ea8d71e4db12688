#pragma once
// EntitySchema: the game's description of its entity types as DATA (fields, kinds, units, defaults, ranges), and
// EntitySpec: one entity as loaded from a level, with every schema field present (defaults filled in).
// The engine validates level entities against a schema without knowing what a "laser" is.
//
// File units are kept as written: x, y, points and paths in CELLS (top-left cell of the entity, may be
// fractional), angles in DEGREES, times in seconds. The accessors convert: position/point()/path() give world
// tiles (the centre of the entity's box), radians() converts degrees (and deg/s to rad/s).
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/math/scalar.h"
#include "engine/math/shapes.h"
#include "engine/math/vec2.h"

namespace engine {

/// What kind of value a field holds and how it is written in a level file.
enum class FieldKind {
    Number,   ///< a JSON number (finite), in `unit`
    Integer,  ///< a JSON number written without a fraction or an exponent (isIntegerLiteral: 1, not 1.0)
    Bool,     ///< true / false
    String,   ///< free text (at most maxLength bytes)
    Enum,     ///< one string out of `choices`
    Point,    ///< [x, y] in cells, like an entity's x, y
    Pair,     ///< [a, b] two plain numbers with a <= b (e.g. a sweep [-45, 45] in degrees)
    Path,     ///< [[x, y], ...] in cells, minItems..maxItems points
};

/// A field's value: Number/Integer → double, Bool → bool, String/Enum → string, Point/Pair → Vec2, Path → list.
using PropValue = std::variant<double, bool, std::string, Vec2, std::vector<Vec2>>;

/// No lower bound.
inline constexpr double kNoMin = -std::numeric_limits<double>::max();
/// No upper bound.
inline constexpr double kNoMax = std::numeric_limits<double>::max();

/// One field of an entity type: its kind, unit, default, allowed range and documentation.
struct FieldSpec {
    std::string name;                        ///< the key in level files (case-sensitive)
    FieldKind kind = FieldKind::Number;      ///< how the value is written and stored
    std::string unit;                        ///< "s", "tiles", "tiles/s", "deg", "deg/s" or "" (shown in messages)
    std::string doc;                         ///< one line for levels/README.md and error messages
    bool required = false;                   ///< must be present in the file
    std::optional<PropValue> defaultValue;   ///< used when absent; no default and not required = optional field
    double min = kNoMin;                     ///< Number/Integer/Pair: each number must be >= min
    double max = kNoMax;                     ///< Number/Integer/Pair: each number must be <= max
    std::vector<double> allowed;             ///< Number/Integer: when not empty, the only values accepted
    std::vector<std::string> choices;        ///< Enum: the accepted strings
    std::size_t maxLength = 256;             ///< String: longest accepted text in bytes
    std::size_t minItems = 2;                ///< Path: fewest points
    std::size_t maxItems = 64;               ///< Path: most points
    std::string whenField;                   ///< with whenValue: required when Enum field whenField == whenValue
    std::string whenValue;                   ///< see whenField
    std::string reference;                   ///< String: must equal the `id` of some entity of this type
    bool fromRotation = false;               ///< Tiled: filled from the object's rotation (degrees) when absent
    bool fromPolyline = false;               ///< Tiled: filled from the object's polyline when absent

    /// This field, required.
    FieldSpec makeRequired() const;
    /// This field, required when Enum field `field` has value `value` (optional otherwise).
    FieldSpec requiredWhen(std::string field, std::string value) const;
    /// This String field, which must name the id of an entity of type `type`.
    FieldSpec refersTo(std::string type) const;
    /// This field, filled from a Tiled object's rotation.
    FieldSpec takesRotation() const;
    /// This Path field, filled from a Tiled object's polyline.
    FieldSpec takesPolyline() const;
};

/// A Number field with a default and inclusive range [min, max], in `unit`.
FieldSpec numberField(std::string name, std::string unit, double def, double min, double max, std::string doc);
/// An Integer field with a default and inclusive range [min, max].
FieldSpec integerField(std::string name, double def, double min, double max, std::string doc);
/// A Bool field with a default.
FieldSpec boolField(std::string name, bool def, std::string doc);
/// A String field with a default (use makeRequired() for mandatory text).
FieldSpec stringField(std::string name, std::string def, std::string doc, std::size_t maxLength = 256);
/// An Enum field: one of choices, default def (which must be one of them).
FieldSpec enumField(std::string name, std::vector<std::string> choices, std::string def, std::string doc);
/// An optional Pair field [a, b] with a <= b, each in [min, max], in `unit`.
FieldSpec pairField(std::string name, std::string unit, double min, double max, std::string doc);
/// An optional Path field: 2..64 points in cells.
FieldSpec pathField(std::string name, std::string doc);
/// An optional Point field [x, y] in cells.
FieldSpec pointField(std::string name, std::string doc);

/// One entity type: its name (the "type" string in files), documentation, which modes may use it and its fields.
/// Every type also has x, y (required, cells) and id (optional string) without listing them. A type that lists
/// Number fields "w" and "h" is SIZED: it occupies the box [x, x+w] × [y, y+h]; others occupy the 1×1 cell box.
struct EntityType {
    std::string name;                 ///< the "type" string in level files
    std::string doc;                  ///< one sentence for levels/README.md
    std::vector<std::string> modes;   ///< level modes allowed to contain it; empty = every mode
    bool idRequired = false;          ///< the `id` field must be present (things that others refer to)
    bool mayOverlapSolid = false;     ///< may sit inside solid tiles (otherwise an error)
    std::vector<FieldSpec> fields;    ///< the type's own fields, in documentation and save order

    /// The field named name, or nullptr (x, y and id are not listed here).
    const FieldSpec* field(std::string_view name) const;
    /// True when the type lists both "w" and "h".
    bool sized() const;
    /// True when a level of `mode` may contain this type.
    bool allowedIn(std::string_view mode) const;
};

/// A cap on how many entities of some types one level may hold (e.g. "beams": lasers and robots).
struct TypeLimit {
    std::string what;                 ///< the group's name in messages, plural ("beams")
    std::vector<std::string> types;   ///< the entity types counted
    std::size_t max = 0;              ///< most allowed
};

/// A level's cost limits, checked while its entities are read: the first entity over a limit is an error at its
/// position, and no entity after it is built. 0 = no limit.
struct LevelLimits {
    std::size_t entities = 0;         ///< entities of any type
    std::size_t pathPoints = 0;       ///< points of every Path field of every entity, added up
    std::vector<TypeLimit> groups;    ///< per group of types
};

/// All entity types a game knows, in documentation order, and the level modes it has.
struct EntitySchema {
    std::vector<std::string> modes;   ///< accepted values of a level's "mode"; empty = any non-empty string
    std::vector<EntityType> types;    ///< every entity type
    LevelLimits limits;               ///< what one level may hold

    /// The type named name, or nullptr.
    const EntityType* find(std::string_view name) const;
};

/// Names of the fields every entity has besides its type's own: "type", "id", "x", "y".
inline constexpr const char* kImplicitFields[] = {"type", "id", "x", "y"};

/// One entity of a loaded level. props holds every field of the type that is present in the file or has a
/// default; optional fields without a default are absent unless written (check with has()).
struct EntitySpec {
    std::string type;               ///< the entity type's name
    std::string id;                 ///< "" when not given
    Vec2 cell;                      ///< x, y as written: the top-left cell of the entity's box (may be fractional)
    Vec2 size{1.0, 1.0};            ///< w, h in tiles for sized types; 1 × 1 otherwise
    Vec2 position;                  ///< world tiles: the centre of the box, cell + size / 2
    std::map<std::string, PropValue, std::less<>> props;  ///< field name → value, in the file's units
    int line = 0;                   ///< where the entity begins in its file (1-based; 0 if synthesised)
    int column = 0;                 ///< see line

    /// True when props holds name.
    bool has(std::string_view name) const;
    /// Number/Integer field name, in the file's unit. Throws std::out_of_range when absent or not a number.
    double number(std::string_view name) const;
    /// Number field name given in degrees (or deg/s), converted to radians (rad/s), clockwise from +x (y down).
    double radians(std::string_view name) const;
    /// Bool field name. Throws std::out_of_range when absent or not a bool.
    bool flag(std::string_view name) const;
    /// String/Enum field name. Throws std::out_of_range when absent or not text.
    const std::string& text(std::string_view name) const;
    /// Pair field name as written ({a, b}). Throws std::out_of_range when absent.
    Vec2 pair(std::string_view name) const;
    /// Point field name in world tiles: the position this entity's centre would have with its x, y there.
    Vec2 point(std::string_view name) const;
    /// Path field name as written, in cells. Throws std::out_of_range when absent.
    const std::vector<Vec2>& pathCells(std::string_view name) const;
    /// Path field name in world tiles: each point is where this entity's centre goes (cell + size / 2).
    std::vector<Vec2> path(std::string_view name) const;
    /// The box the entity occupies in world tiles: [cell, cell + size].
    Aabb box() const { return {cell, cell + size}; }
};

/// True when a and b describe the same entity (type, id, cell, size, props); source positions are ignored.
bool sameEntity(const EntitySpec& a, const EntitySpec& b);

/// Degrees to radians.
inline constexpr double degreesToRadians(double deg) { return deg * (kPi / 180.0); }

} // namespace engine
