#include "stress_level.h"

#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/level/level_loader.h"
#include "engine/math/rng.h"
#include "game/crypt/crypt_rules.h"
#include "game/ninja/ninja_rules.h"
#include "game/world/level_schema.h"

namespace bench {

namespace {

using Json = nlohmann::ordered_json;

constexpr int kBlock = 16;        // block size, tiles
constexpr int kFloorRow = 15;     // a block's floor row
constexpr int kFurnitureRow = 10; // first furniture row
constexpr int kGapWidth = 3;      // the hole in every floor

/// The tile rows being built, plus the random source every placement draws from.
struct Builder {
    std::vector<std::string> rows;
    engine::Rng rng;
    int blocksX = 0, blocksY = 0;

    /// Tile character at (x, y).
    char& at(int x, int y) { return rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; }
    /// Uniform integer in [lo, hi].
    int pick(int lo, int hi) { return rng.rangeInt(lo, hi); }
    /// A random block other than the bunker (0, 0) and the exit block.
    void randomBlock(int& bx, int& by) {
        do {
            bx = pick(0, blocksX - 1), by = pick(0, blocksY - 1);
        } while ((bx == 0 && by == 0) || (bx == blocksX - 1 && by == blocksY - 1));
    }
};

/// Floor with a gap, open air, mirrors near the top (ninja) and furniture in rows 10–14 of block (bx, by).
void buildBlock(Builder& b, int bx, int by, bool ninja) {
    const int x0 = bx * kBlock, y0 = by * kBlock;
    int gap = b.pick(1, kBlock - kGapWidth - 1);
    for (int x = 0; x < kBlock; ++x)
        if (x < gap || x >= gap + kGapWidth) b.at(x0 + x, y0 + kFloorRow) = '#';
    for (int i = 0; i < 3; ++i) {  // pillars and walls standing on the floor
        int x = b.pick(1, kBlock - 2), h = b.pick(1, 4);
        for (int y = kFloorRow - h; y < kFloorRow; ++y) b.at(x0 + x, y0 + y) = ninja ? (i == 0 ? 'M' : '#') : (i == 0 ? 'B' : '#');
    }
    b.at(x0 + b.pick(1, kBlock - 2), y0 + kFloorRow - 1) = '/';
    b.at(x0 + b.pick(1, kBlock - 2), y0 + kFloorRow - 1) = 'L';
    int ledge = b.pick(1, kBlock - 6);
    for (int x = ledge; x < ledge + 4; ++x) b.at(x0 + x, y0 + kFurnitureRow + 1) = ninja ? '=' : '~';
    b.at(x0 + b.pick(1, kBlock - 2), y0 + kFloorRow - 1) = '^';
    b.at(x0 + b.pick(1, kBlock - 2), y0 + kFurnitureRow) = ninja ? 'G' : 'C';
    if (ninja) b.at(x0 + b.pick(1, kBlock - 2), y0 + 1) = 'M';
}

/// The sealed spawn bunker in block (0, 0) and the exit in the last block.
void placeSpawnAndExit(Builder& b) {
    for (int y = 0; y < kBlock; ++y)
        for (int x = 0; x < kBlock; ++x) b.at(x, y) = (x == kBlock - 1 || y == kFloorRow) ? '#' : '.';
    for (int x = 0; x < kBlock; ++x) b.at(x, 0) = '#';
    b.at(3, kFloorRow - 1) = '@';
    int ex = (b.blocksX - 1) * kBlock + 2, ey = (b.blocksY - 1) * kBlock + kFloorRow - 1;
    b.at(ex, ey) = 'E';
}

/// A map of spec's size with every block built, the bunker and the exit; border solid.
Builder buildMap(const StressSpec& spec, bool ninja) {
    Builder b{{}, engine::Rng(spec.seed), spec.width / kBlock, spec.height / kBlock};
    const int w = b.blocksX * kBlock, h = b.blocksY * kBlock;
    b.rows.assign(static_cast<std::size_t>(h), std::string(static_cast<std::size_t>(w), '.'));
    for (int by = 0; by < b.blocksY; ++by)
        for (int bx = 0; bx < b.blocksX; ++bx) buildBlock(b, bx, by, ninja);
    placeSpawnAndExit(b);
    for (int x = 0; x < w; ++x) b.at(x, 0) = b.at(x, h - 1) = '#';
    for (int y = 0; y < h; ++y) b.at(0, y) = b.at(w - 1, y) = '#';
    return b;
}

/// An entity at cell (x, y) of the given type.
Json entity(const char* type, int x, int y) { return Json{{"type", type}, {"x", x}, {"y", y}}; }

/// A random open-air cell (rows 2–8) of a random block: clear of every tile.
void airCell(Builder& b, int& x, int& y) {
    int bx = 0, by = 0;
    b.randomBlock(bx, by);
    x = bx * kBlock + b.pick(2, kBlock - 8);
    y = by * kBlock + b.pick(2, 8);
}

/// Moving platforms: 3 × 0.5 tiles, horizontal or vertical paths inside the open air of their block.
void addPlatforms(Builder& b, const StressSpec& spec, Json& out) {
    for (int i = 0; i < spec.platforms; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        Json p = entity("platform", x, y);
        p["w"] = 3;
        p["h"] = 0.5;
        p["path"] = (i % 2 == 0) ? Json::array({{x, y}, {x + 4, y}}) : Json::array({{x, y}, {x, y - 1}, {x + 2, y - 1}});
        if (spec.platformPathPoints > 0) {
            // A loop around a 4 × 2 box in the open air, as many points as this platform's share.
            const int n = spec.platformPathPoints / spec.platforms + (i < spec.platformPathPoints % spec.platforms);
            const int corners[4][2] = {{0, 0}, {4, 0}, {4, -2}, {0, -2}};
            Json path = Json::array();
            for (int k = 0; k < n; ++k) path.push_back({x + corners[k % 4][0], y + corners[k % 4][1]});
            p["path"] = path;
        }
        p["speed"] = 1.0 + i % 4;
        p["pathMode"] = (i % 3 == 0) ? "loop" : "pingpong";
        out.push_back(p);
    }
}

/// Lasers: static, rotating (every other one sweeping), pulsing, moving — in turn.
void addLasers(Builder& b, const StressSpec& spec, Json& out) {
    for (int i = 0; i < spec.emitters; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        Json l = entity("laser", x, y);
        l["angle"] = b.pick(-180, 180);
        l["range"] = 16 + 16 * (i % 4);
        switch (i % 4) {
        case 0: break;  // static
        case 1:
            l["kind"] = "rotating";
            l["speed"] = (i % 8 == 1) ? 45 : -90;
            if (i % 8 == 5) l["sweep"] = Json::array({-60, 60});
            break;
        case 2:
            l["kind"] = "pulsing";
            l["on"] = 1.0, l["off"] = 1.5, l["phase"] = 0.1 * (i % 10);
            break;
        default:
            l["kind"] = "moving";
            l["path"] = Json::array({{x, y}, {x + 5, y}});
            l["pathSpeed"] = 2;
            break;
        }
        out.push_back(l);
    }
}

/// Robots on the open air rows, beam and bolt in turn; free-standing mirrors, some spinning.
void addRobotsAndMirrors(Builder& b, const StressSpec& spec, Json& out) {
    for (int i = 0; i < spec.enemies; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        Json r = entity("robot", x, y);
        r["range"] = 12;
        r["fire"] = (i % 2 == 0) ? "beam" : "bolt";
        out.push_back(r);
    }
    for (int i = 0; i < spec.mirrors; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        Json m = entity("mirror", x, y);
        m["angle"] = 45 + 90 * (i % 2);
        m["length"] = 2;
        if (i % 3 == 0) m["spin"] = 30;
        out.push_back(m);
    }
}

/// Undead in turn (skeletons walk the floors, bats sleep in the air, liches stand on floors), and orbs.
void addUndead(Builder& b, const StressSpec& spec, Json& out) {
    for (int i = 0; i < spec.enemies; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        const char* type = i % 3 == 0 ? "skeleton" : i % 3 == 1 ? "bat" : "lich";
        Json e = entity(type, x, y);
        if (i % 3 == 0) e["dir"] = (i % 2 == 0) ? 1 : -1;
        out.push_back(e);
    }
    for (int i = 0; i < spec.orbs; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        out.push_back(entity("orb", x, y));
    }
}

/// Signs in the open air.
void addSigns(Builder& b, const StressSpec& spec, Json& out) {
    for (int i = 0; i < spec.signs; ++i) {
        int x = 0, y = 0;
        airCell(b, x, y);
        Json e = entity("sign", x, y);
        e["text"] = "sign " + std::to_string(i);
        out.push_back(e);
    }
}

/// The document around rows and entities.
std::string levelText(const char* name, const char* mode, const Builder& b, const Json& entities) {
    Json doc = {{"format", 1}, {"name", name}, {"mode", mode}, {"author", "raycrypt-bench"}};
    doc["tiles"] = b.rows;
    doc["entities"] = entities;
    return doc.dump();
}

} // namespace

StressSpec ninjaLimitsSpec() {
    StressSpec s;
    s.width = s.height = engine::kMaxLevelCells;
    s.enemies = 50;                                                      // robots
    s.emitters = static_cast<int>(game::kMaxLevelBeams) - s.enemies;     // lasers, a quarter of them moving
    s.mirrors = static_cast<int>(game::kMaxLevelBeamSurfaces) - s.enemies;
    s.platforms = static_cast<int>(game::kMaxLevelMovers);
    const int laserPathPoints = 2 * (s.emitters / 4);                    // every fourth laser moves, 2 points
    s.platformPathPoints = static_cast<int>(game::kMaxLevelPathPoints) - laserPathPoints;
    s.signs = static_cast<int>(game::kMaxLevelEntities) - s.emitters - s.enemies - s.mirrors - s.platforms;
    return s;
}

StressSpec cryptLimitsSpec() {
    StressSpec s;
    s.width = s.height = engine::kMaxLevelCells;
    s.enemies = static_cast<int>(game::kMaxLevelMovers) * 3 / 4;         // skeletons, bats, liches
    s.platforms = static_cast<int>(game::kMaxLevelMovers) - s.enemies;
    s.platformPathPoints = static_cast<int>(game::kMaxLevelPathPoints);
    s.orbs = 100;
    s.signs = static_cast<int>(game::kMaxLevelEntities) - s.enemies - s.platforms - s.orbs;
    return s;
}

std::string ninjaStressLevelJson(const StressSpec& spec) {
    Builder b = buildMap(spec, true);
    Json entities = Json::array();
    addLasers(b, spec, entities);
    addRobotsAndMirrors(b, spec, entities);
    addPlatforms(b, spec, entities);
    addSigns(b, spec, entities);
    return levelText("Stress (ninja)", game::kModeNinja, b, entities);
}

std::string cryptStressLevelJson(const StressSpec& spec) {
    Builder b = buildMap(spec, false);
    Json entities = Json::array();
    addUndead(b, spec, entities);
    addPlatforms(b, spec, entities);
    addSigns(b, spec, entities);
    return levelText("Stress (crypt)", game::kModeCrypt, b, entities);
}

engine::Level loadStressLevel(const std::string& json, const std::string& name) {
    engine::LoadResult r = engine::loadLevelText(json, name, game::levelSchema());
    if (r.level) return std::move(*r.level);
    std::string message = name + " does not load:";
    for (std::size_t i = 0; i < r.diagnostics.size() && i < 10; ++i) message += "\n  " + r.diagnostics[i].format();
    throw std::runtime_error(message);
}

} // namespace bench
