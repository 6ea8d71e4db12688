#include "engine/level/level.h"

namespace engine {

namespace {

/// One legend entry: the canonical character, the Tiled kind name and a short description.
struct LegendEntry {
    TileKind kind;
    char ch;
    std::string_view tiledName;
    std::string_view meaning;
};

/// The legend, in TileKind order.
constexpr LegendEntry kLegend[] = {
    {TileKind::Empty, '.', "empty", "empty"},
    {TileKind::Solid, '#', "solid", "solid"},
    {TileKind::Mirror, 'M', "mirror", "mirror"},
    {TileKind::OneWay, '=', "oneway", "one-way platform"},
    {TileKind::SlopeUpRight, '/', "slope_up_right", "slope rising right"},
    {TileKind::SlopeUpLeft, 'L', "slope_up_left", "slope rising left"},
    {TileKind::SpikesUp, '^', "spikes_up", "spikes up"},
    {TileKind::SpikesDown, 'v', "spikes_down", "spikes down"},
    {TileKind::SpikesLeft, '<', "spikes_left", "spikes left"},
    {TileKind::SpikesRight, '>', "spikes_right", "spikes right"},
    {TileKind::Breakable, 'B', "breakable", "breakable"},
    {TileKind::Cracked, 'C', "cracked", "cracked"},
    {TileKind::Crumbling, '~', "crumbling", "crumbling"},
    {TileKind::Glass, 'G', "glass", "glass"},
};

/// True when kLegend[i].kind == TileKind(i) for every i, so a kind indexes its own entry.
constexpr bool legendInKindOrder() {
    for (int i = 0; i < kTileKindCount; ++i)
        if (static_cast<int>(kLegend[i].kind) != i) return false;
    return true;
}

static_assert(legendInKindOrder(), "kLegend must list the kinds in TileKind order");
static_assert(sizeof kLegend / sizeof kLegend[0] == static_cast<std::size_t>(kTileKindCount),
              "every TileKind needs a legend entry");

} // namespace

std::vector<Aabb> Level::exitBoxes() const {
    std::vector<Aabb> boxes;
    for (Cell c : exitCells)
        boxes.push_back({{double(c.x), double(c.y)}, {c.x + 1.0, c.y + 1.0}});
    return boxes;
}

bool sameLevel(const Level& a, const Level& b) {
    const LevelMeta &m = a.meta, &n = b.meta;
    bool meta = m.formatVersion == n.formatVersion && m.name == n.name && m.mode == n.mode &&
                m.author == n.author && m.hint == n.hint && m.parSeconds == n.parSeconds;
    bool tiles = a.grid.width() == b.grid.width() && a.grid.cells() == b.grid.cells();
    bool places = a.spawnCell == b.spawnCell && a.exitCells == b.exitCells;
    if (!meta || !tiles || !places || a.entities.size() != b.entities.size()) return false;
    for (std::size_t i = 0; i < a.entities.size(); ++i)
        if (!sameEntity(a.entities[i], b.entities[i])) return false;
    if (a.shapes.size() != b.shapes.size()) return false;
    for (std::size_t i = 0; i < a.shapes.size(); ++i) {
        const ShapeSpec &s = a.shapes[i], &t = b.shapes[i];
        if (s.surface != t.surface || s.points.size() != t.points.size() || s.vertices.size() != t.vertices.size() ||
            s.triangles != t.triangles)
            return false;
        for (std::size_t k = 0; k < s.points.size(); ++k)
            if (s.points[k] != t.points[k]) return false;
        for (std::size_t k = 0; k < s.vertices.size(); ++k)
            if (s.vertices[k] != t.vertices[k]) return false;
    }
    return true;
}

std::optional<TileKind> tileKindForChar(char32_t c) {
    if (c == U' ') return TileKind::Empty;
    if (c == U'\\') return TileKind::SlopeUpLeft;
    for (const LegendEntry& e : kLegend)
        if (c == static_cast<char32_t>(e.ch)) return e.kind;
    return std::nullopt;
}

char tileChar(TileKind k) { return kLegend[static_cast<int>(k)].ch; }

std::string_view tileMeaning(TileKind k) { return kLegend[static_cast<int>(k)].meaning; }

std::string legendSummary() {
    std::string out;
    for (const LegendEntry& e : kLegend) out += std::string(1, e.ch) + " " + std::string(e.meaning) + ", ";
    return out + "@ spawn, E exit";
}

std::string_view tiledKindName(TileKind k) { return kLegend[static_cast<int>(k)].tiledName; }

std::optional<TileKind> tileKindForName(std::string_view name) {
    for (const LegendEntry& e : kLegend)
        if (name == e.tiledName) return e.kind;
    return std::nullopt;
}

} // namespace engine
