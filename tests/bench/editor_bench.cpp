#include "editor_bench.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>
#include <vector>

#include "bench_util.h"
#include "engine/level/level_loader.h"
#include "engine/math/rng.h"
#include "game/world/level_schema.h"

namespace bench {

namespace {

/// The mix of entity types, per 2,000 entities (scaled to the count asked for): beam sources (lasers, robots) 250
/// of at most 300, beam surfaces (mirrors, receivers, doors, robots) 350 of at most 400, movers (platforms) 200 of
/// at most 400; signs fill the rest.
struct TypeShare {
    const char* type;
    int per2000;
};
constexpr TypeShare kEntityMix[] = {
    {"laser", 200}, {"robot", 50}, {"mirror", 200}, {"receiver", 50}, {"door", 50}, {"platform", 200},
};
constexpr const char* kFillType = "sign";

} // namespace

game::LevelDoc generateEditorDoc(int width, int height, int entities, std::uint64_t seed) {
    game::LevelDoc doc = game::newLevelDoc("ninja", width, height);
    std::vector<std::string> types;
    for (const TypeShare& s : kEntityMix)
        for (int i = 0; i < s.per2000 * entities / 2000; ++i) types.push_back(s.type);
    while (static_cast<int>(types.size()) < entities) types.push_back(kFillType);
    engine::Rng rng(seed);
    std::set<std::pair<int, int>> taken;
    for (const std::string& type : types) {
        // The whole box inside the walls and above the row of the spawn and the exit, on a cell of its own.
        const auto [w, h] = game::entitySize(game::makeEntity(type, {0, 0}, game::levelSchema()), game::levelSchema());
        const int maxX = width - 1 - static_cast<int>(std::ceil(w)), maxY = height - 2 - static_cast<int>(std::ceil(h));
        game::DocCell c;
        do {
            c = {rng.rangeInt(1, maxX), rng.rangeInt(1, maxY)};
        } while (game::tileAt(doc, c) != '.' || !taken.insert({c.x, c.y}).second);
        doc.entities.push_back(game::makeEntity(type, c, game::levelSchema()));
    }
    // Each receiver opens a door of its own (the k-th receiver the k-th door), as in the shipped levels.
    std::vector<std::size_t> doors, receivers;
    for (std::size_t i = 0; i < doc.entities.size(); ++i) {
        const std::string type = game::entityType(doc.entities[i]);
        if (type == "door") doors.push_back(i);
        if (type == "receiver") receivers.push_back(i);
    }
    for (std::size_t k = 0; k < receivers.size() && k < doors.size(); ++k)
        game::setMember(doc.entities[receivers[k]], "link", game::ensureId(doc, doors[k]));
    return doc;
}

EditorFigures measureEditorValidate(const game::LevelDoc& doc, int runs) {
    EditorFigures f;
    std::vector<double> total, text, load;
    for (int r = 0; r < std::max(1, runs); ++r) {
        const double t0 = nowSeconds();
        const std::string json = game::levelDocText(doc, game::levelSchema());
        const double t1 = nowSeconds();
        engine::LoadResult result = engine::loadLevelText(json, "editor.json", game::levelSchema());
        const double t2 = nowSeconds();
        keep(result);
        total.push_back((t2 - t0) * 1000.0);
        text.push_back((t1 - t0) * 1000.0);
        load.push_back((t2 - t1) * 1000.0);
        if (r > 0) continue;
        f.bytes = json.size();
        for (const engine::Diagnostic& d : result.diagnostics) {
            if (d.severity != engine::Diagnostic::Error) continue;
            if (f.errors++ == 0) f.firstError = d.format();
        }
    }
    f.validateMs = median(total);
    f.textMs = median(text);
    f.loadMs = median(load);
    return f;
}

} // namespace bench
