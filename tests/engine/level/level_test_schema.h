#pragma once
// A small entity schema for the engine's level tests (the real one lives in game/world/level_schema.cpp).
#include <algorithm>
#include <string>
#include <vector>

#include "engine/level/entity_schema.h"
#include "engine/level/level_loader.h"

namespace leveltest {

/// laser (ninja only), door (sized, id required), switch (refers to a door), ghost (crypt only, may sit in walls),
/// sign (required text).
inline const engine::EntitySchema& testSchema() {
    using namespace engine;
    static const EntitySchema schema = [] {
        EntitySchema s;
        s.modes = {"ninja", "crypt"};
        FieldSpec dir = integerField("dir", 1, -1, 1, "walking direction");
        dir.allowed = {-1, 1};
        s.types = {
            {"laser", "an emitter", {"ninja"}, false, false, {
                numberField("angle", "deg", 0, -360, 360, "beam direction").takesRotation(),
                enumField("kind", {"static", "rotating", "moving"}, "static", "behaviour"),
                numberField("period", "s", 1, 0, 10, "cycle time"),
                numberField("speed", "deg/s", 45, -720, 720, "turn rate"),
                pairField("sweep", "deg", -360, 360, "swing range"),
                pathField("path", "waypoints").requiredWhen("kind", "moving").takesPolyline(),
                boolField("latch", false, "stays on"),
            }},
            {"door", "a door", {}, true, false, {
                numberField("w", "tiles", 1, 0.25, 64, "width"),
                numberField("h", "tiles", 2, 0.25, 64, "height"),
            }},
            {"switch", "a switch", {}, false, false, {
                stringField("link", "", "door id").makeRequired().refersTo("door"),
                pointField("target", "where the camera looks"),
            }},
            {"ghost", "a ghost", {"crypt"}, false, true, {dir}},
            {"sign", "a sign", {}, false, false, {stringField("text", "", "the text", 20).makeRequired()}},
        };
        return s;
    }();
    return schema;
}

/// The first diagnostic whose path is `path`, or nullptr.
inline const engine::Diagnostic* findDiag(const engine::LoadResult& r, const std::string& path) {
    auto it = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                           [&](const engine::Diagnostic& d) { return d.path == path; });
    return it == r.diagnostics.end() ? nullptr : &*it;
}

/// All diagnostics as text, one per line (for failure messages).
inline std::string dump(const engine::LoadResult& r) {
    std::string out;
    for (const engine::Diagnostic& d : r.diagnostics) out += d.format() + "\n";
    return out;
}

/// 1-based column where needle starts in line (0 when absent).
inline int columnOf(const std::string& line, const std::string& needle) {
    std::size_t i = line.find(needle);
    return i == std::string::npos ? 0 : static_cast<int>(i) + 1;
}

} // namespace leveltest
