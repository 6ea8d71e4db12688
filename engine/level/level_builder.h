#pragma once
// LevelBuilder: the checks both level formats share. The native and Tiled readers turn their input into
// ObjectInputs (named values with positions); the builder validates metadata and entities against the schema,
// fills defaults, checks map bounds, solid overlap and cross-references, and collects every diagnostic.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/diagnostic.h"
#include "engine/level/entity_schema.h"
#include "engine/level/json_source.h"
#include "engine/level/level.h"
#include "engine/level/level_loader.h"

namespace engine {

/// One named value handed to the checks: a native object member, or a value synthesised from a Tiled object.
struct FieldInput {
    std::string name;                  ///< the field name (a native key, a Tiled property name or "x", "y", ...)
    const JsonValue* value = nullptr;  ///< never null; positions inside it are used for messages
    SourcePos keyPos;                  ///< where to point for "unknown field" warnings
    std::string path;                  ///< the value's path, e.g. "entities[2].angle"
};

/// An object handed to the checks: its fields (later duplicates win), where it starts, and its path.
struct ObjectInput {
    std::vector<FieldInput> fields;  ///< in file order
    SourcePos pos;                   ///< where the object starts (missing-field errors point here)
    std::string path;                ///< the object's path, e.g. "entities[2]"
    std::string missingHint;  ///< appended to "missing required field" messages (e.g. how to add it in Tiled)

    /// The last field named name, or nullptr.
    const FieldInput* find(std::string_view name) const;
};

/// The member fields of JSON object obj as an ObjectInput whose paths extend `path`.
ObjectInput objectInput(const JsonValue& obj, const std::string& path);

/// The level's own top-level fields (name, mode, author, par, hint), checked like entity fields.
const std::vector<FieldSpec>& levelHeaderFields();

/// The candidate nearest to name by edit distance (transpositions count 1), if close enough to be a likely typo.
std::optional<std::string> nearestName(std::string_view name, const std::vector<std::string>& candidates);

/// Shared checks for both formats; collects diagnostics in order of discovery.
class LevelBuilder {
public:
    /// file names the diagnostics; schema describes the entity types.
    LevelBuilder(std::string file, const EntitySchema& schema);

    /// Records an error at `at`.
    void error(SourcePos at, const std::string& path, const std::string& message);
    /// Records a warning at `at`.
    void warning(SourcePos at, const std::string& path, const std::string& message);
    /// Appends diagnostics produced elsewhere (e.g. the JSON parser).
    void add(const std::vector<Diagnostic>& ds);
    /// True when any error has been recorded.
    bool hasErrors() const { return countErrors(diagnostics_) > 0; }

    /// Warns about every field of `in` not in `known` (fields starting with '_' are comments and ignored).
    void warnUnknownFields(const ObjectInput& in, const std::vector<std::string>& known, const std::string& what);
    /// Checks `format` (when present or required) and name, mode, author, par, hint into meta. Returns false when
    /// the format version is wrong: the rest of the file should then not be checked.
    bool readMeta(const ObjectInput& in, LevelMeta& meta, bool formatRequired);
    /// Checks one entity against the schema (mode from meta; bounds and solids against grid when given).
    /// Returns nullopt when it cannot be built at all (unknown type, or past one of schema.limits: the first
    /// entity over a limit is an error, and every entity after it is skipped unread); other errors still return
    /// the entity.
    std::optional<EntitySpec> readEntity(const ObjectInput& in, const std::string& mode, const TileGrid* grid);
    /// After every entity: duplicate ids and references to missing ids (from what readEntity recorded).
    void checkReferences();
    /// Checks there is exactly one spawn and at least one exit. spawns holds each spawn's position and path;
    /// missing ones are reported at mapPos with the format-specific hint on how to add one.
    void checkSpawnAndExits(const std::vector<std::pair<SourcePos, std::string>>& spawns, std::size_t exitCount,
                            SourcePos mapPos, const std::string& mapPath, const std::string& spawnHint,
                            const std::string& exitHint);

    /// The diagnostics so far, sorted by position (stable).
    std::vector<Diagnostic> takeDiagnostics();
    /// The result: the diagnostics, and the level when `built` and no error was recorded.
    LoadResult finish(Level&& level, bool built);

private:
    /// One id or reference seen in an entity, kept to check across entities at the end.
    struct IdUse {
        std::string value;
        std::string type;   ///< owner type (for ids) or referenced type (for references)
        SourcePos pos;
        std::string path;
    };

    std::string file_;
    const EntitySchema& schema_;
    std::vector<Diagnostic> diagnostics_;
    std::vector<IdUse> ids_;
    std::vector<IdUse> references_;
    std::size_t entityCount_ = 0;          ///< entities read so far (cost limits)
    std::size_t pathPoints_ = 0;           ///< their Path points, added up
    std::vector<std::size_t> groupCounts_; ///< per schema.limits.groups
    bool overLimit_ = false;               ///< a limit was passed: no further entity is read

    bool overLimit(const ObjectInput& in, const EntityType& type, const EntitySpec& e);

    std::optional<PropValue> readField(const FieldSpec& f, const JsonValue& v, const std::string& path);
    std::optional<double> readNumber(const FieldSpec& f, const JsonValue& v, const std::string& path);
    std::optional<Vec2> readPoint(const JsonValue& v, const std::string& path, const char* what);
    std::optional<PropValue> readText(const FieldSpec& f, const JsonValue& v, const std::string& path);
    std::optional<PropValue> readList(const FieldSpec& f, const JsonValue& v, const std::string& path);
    const EntityType* resolveType(const ObjectInput& in, const std::string& mode);
    void readFields(const ObjectInput& in, const EntityType& type, EntitySpec& e, bool& hasX, bool& hasY);
    void recordIds(const ObjectInput& in, const EntityType& type, const EntitySpec& e);
    void readImplicit(const FieldInput& in, EntitySpec& e, bool& hasX, bool& hasY);
    void fillMissing(const ObjectInput& in, const EntityType& type, EntitySpec& e);
    void checkPlacement(const ObjectInput& in, const EntityType& type, const EntitySpec& e, const TileGrid& grid);
    void checkPointsInMap(const ObjectInput& in, const EntityType& type, const EntitySpec& e, const TileGrid& grid);
};

} // namespace engine
