// Preview sheets for judging the art: one PNG per sprite group at 4×, plus two mock scenes at 2×.
// Not part of the atlas; written only with --preview.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {


Rgba bgFor(const std::string& group) {
    if (group.rfind("lab", 0) == 0 || group == "ninja" || group == "robot") return lab::night1;
    if (group.rfind("crypt", 0) == 0 || group == "explorer" || group == "enemies") return crypt::soot1;
    return hex(0x34343f);
}

void blitScaled(Canvas& dst, const Canvas& src, int x, int y, int s) {
    for (int j = 0; j < src.h(); ++j)
        for (int i = 0; i < src.w(); ++i) {
            Rgba c = src.get(i, j);
            if (c.a == 0) continue;
            for (int v = 0; v < s; ++v)
                for (int u = 0; u < s; ++u) dst.blend(x + i * s + u, y + j * s + v, c);
        }
}

Canvas groupSheet(const ArtSet& set, const std::string& group) {
    const int kScale = group == "font" ? 4 : 6;
    constexpr int kWidth = 1400, kPad = 10, kLabel = 2;
    std::vector<const Sprite*> items;
    for (const Sprite& s : set.sprites())
        if (s.group == group) items.push_back(&s);
    // Lay out in rows: cell width = max(sprite, label) + pad.
    struct Cell { const Sprite* s; int x, y; };
    std::vector<Cell> cells;
    int x = kPad, y = kPad + 24, rowH = 0;
    for (const Sprite* s : items) {
        int lw = textWidth(set, s->name) * kLabel;
        int cw = std::max(s->img.w() * kScale, lw), ch = s->img.h() * kScale + 11 * kLabel + 4;
        if (x + cw > kWidth - kPad) { x = kPad; y += rowH + kPad; rowH = 0; }
        cells.push_back({s, x, y});
        x += cw + kPad;
        rowH = std::max(rowH, ch);
    }
    Canvas out(kWidth, y + rowH + kPad);
    out.clear(bgFor(group));
    drawText(out, set, kPad, 6, group, hex(0xffe080), 2);
    for (const Cell& c : cells) {
        blitScaled(out, c.s->img, c.x, c.y, kScale);
        drawText(out, set, c.x, c.y + c.s->img.h() * kScale + 4, c.s->name, hex(0xc8c8d0), kLabel);
    }
    return out;
}

const Sprite* spriteOr(const ArtSet& set, const std::string& name) { return set.find(name); }

void put(Canvas& dst, const ArtSet& set, const std::string& name, int x, int y) {
    if (const Sprite* s = spriteOr(set, name)) dst.blit(s->img, x - s->ox, y - s->oy);
}

// A mock 480×270 scene from a character map; walls are autotiled with the N=1,E=2,S=4,W=8 mask.
Canvas scene(const ArtSet& set, const std::vector<std::string>& map, const std::string& mode,
             const std::map<char, std::string>& legend) {
    Canvas out(480, 270);
    int rows = static_cast<int>(map.size()), cols = static_cast<int>(map[0].size());
    auto at = [&](int c, int r) -> char {
        if (r < 0 || r >= rows || c < 0 || c >= cols) return '#';
        return map[r][c];
    };
    auto solidWall = [&](char ch) { return ch == '#' || ch == '/' || ch == '\\'; };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            std::string bg = mode + "_bg_" + std::to_string((hash3(c, r, 7) >> 4) % 4);
            put(out, set, bg, c * 16, r * 16);
        }
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            char ch = at(c, r);
            if (ch == '#' || ch == 'M') {
                auto same = [&](char o) { return ch == '#' ? solidWall(o) : o == 'M'; };
                int m = (same(at(c, r - 1)) ? 1 : 0) | (same(at(c + 1, r)) ? 2 : 0) | (same(at(c, r + 1)) ? 4 : 0) |
                        (same(at(c - 1, r)) ? 8 : 0);
                put(out, set, (ch == '#' ? mode + "_wall_" : std::string("lab_mirror_")) + std::to_string(m),
                    c * 16, r * 16);
            } else if (legend.count(ch)) {
                const std::string& name = legend.at(ch);
                const Sprite* s = set.find(name);
                if (s && s->oy == 16 && s->ox == 8)
                    put(out, set, name, c * 16 + 8, r * 16 + 16);
                else
                    put(out, set, name, c * 16 + (s ? s->ox : 0), r * 16 + (s ? s->oy : 0));
            }
        }
    return out;
}

Canvas upscale(const Canvas& src, int s) {
    Canvas out(src.w() * s, src.h() * s);
    blitScaled(out, src, 0, 0, s);
    return out;
}

} // namespace

bool writePreviews(const ArtSet& set, const std::string& dir) {
    std::vector<std::string> groups;
    for (const Sprite& s : set.sprites())
        if (std::find(groups.begin(), groups.end(), s.group) == groups.end()) groups.push_back(s.group);
    for (const std::string& g : groups)
        if (!savePng(groupSheet(set, g), dir + "/preview_" + g + ".png")) return false;

    std::vector<std::string> labMap = {
        "##############################",
        "#....L.............#.........#",
        "#..................#....S....#",
        "#..........MMM.....G.........#",
        "#..........MMM.....G.....R...#",
        "#.....=====........G.....#####",
        "#..................#.........#",
        "#.N..........#######.........#",
        "####.........#.....#....^^^..#",
        "#............#.....######....#",
        "#............D..........#....#",
        "#....../###\\.......X...#..E.#",
        "#..B../#####\\..........#....#",
        "#######################^^#####",
        "#.............................",
        "##############################",
        "##############################",
    };
    std::map<char, std::string> labLegend = {
        {'=', "lab_oneway"}, {'/', "lab_slope_up_right"}, {'\\', "lab_slope_up_left"}, {'^', "lab_spikes_up"},
        {'G', "lab_glass"}, {'B', "lab_breakable"}, {'D', "lab_door"}, {'E', "lab_exit_0"},
        {'L', "lab_emitter"}, {'R', "robot_idle_0"}, {'N', "ninja_idle_0"}, {'S', "lab_sign"},
        {'X', "ninja_run_2"}};
    if (!savePng(upscale(scene(set, labMap, "lab", labLegend), 2), dir + "/scene_lab.png")) return false;

    std::vector<std::string> cryptMap = {
        "##############################",
        "#.........T.......#..........#",
        "#.................#....b.....#",
        "#...O.......L.....#.........##",
        "#.................G.....T....#",
        "#......====.......G..........#",
        "#T...............####..K.....#",
        "#.........T............#######",
        "###....#####..........##.....#",
        "#......#...#....s.....#...E..#",
        "#..P...#...CCC........#......#",
        "#....../#..........\\..#......#",
        "#...../##BB..........\\#..vv..#",
        "######################^^######",
        "#............................#",
        "##############################",
        "##############################",
    };
    std::map<char, std::string> cryptLegend = {
        {'=', "crypt_oneway"}, {'/', "crypt_slope_up_right"}, {'\\', "crypt_slope_up_left"},
        {'^', "crypt_spikes_up"}, {'v', "crypt_spikes_down"}, {'G', "crypt_gate"}, {'B', "crypt_breakable"},
        {'C', "crypt_crumbling"}, {'E', "crypt_exit"}, {'T', "crypt_torch_0"}, {'K', "crypt_key"},
        {'O', "crypt_orb_0"}, {'P', "explorer_idle_0"}, {'s', "skeleton_walk_0"}, {'b', "bat_fly_0"},
        {'L', "lich_idle_0"}};
    return savePng(upscale(scene(set, cryptMap, "crypt", cryptLegend), 2), dir + "/scene_crypt.png");
}

} // namespace art
