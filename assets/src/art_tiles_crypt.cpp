// Crypt tiles. Walls are autotiled like the lab's: variant m = N·1 + E·2 + S·4 + W·8 (bit set = that neighbour is
// also wall); exposed sides get an ink edge, a warm top highlight (with moss) and a shaded bottom/right.
#include <cmath>
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {

constexpr int N = 1, E = 2, S = 4, W = 8;

// Staggered stone bricks: 8 px tall rows, 8/16 px wide, half-offset every other row. Deterministic per brick.
void bricks(Canvas& t, Rgba mortar, Rgba body0, Rgba body1, Rgba hi, Rgba shade, std::uint32_t seed) {
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            int row = y / 8, ly = y % 8;
            int off = row % 2 ? 4 : 0;
            int bx = (x + off) / 8, lx = (x + off) % 8;
            std::uint32_t h = hash3(bx, row, seed);
            Rgba body = (h & 3) == 0 ? body1 : body0;
            Rgba c = body;
            if (ly == 7 || lx == 7) c = mortar;
            else if (ly == 0 || lx == 0) c = hi;
            else if (ly == 6 || lx == 6) c = shade;
            else if (noise01(x, y, seed + 11) < 0.12) c = mix(body, shade, 128);
            t.set(x, y, c);
        }
}

Canvas cryptWall(int mask) {
    Canvas t(16, 16);
    // Light stone against the near-black background brick: the level's walls read at 3:1 or more under the
    // crypt's ambient light (tests/tools/terrain_contrast_check.py).
    bricks(t, crypt::stone2, mix(crypt::stone3, crypt::stone4, 128), crypt::stone3, crypt::stone4, crypt::stone3, 3);
    bool n = !(mask & N), e = !(mask & E), s = !(mask & S), w = !(mask & W);
    if (n) {
        t.fill(0, 1, 16, 1, crypt::stone4);
        t.fill(0, 2, 16, 1, crypt::stone3);
        // Moss creeping over the lip: a few drips whose lengths come from the hash.
        for (int x = 0; x < 16; ++x) {
            std::uint32_t h = hash3(x, mask, 41);
            if (h % 5 < 2) t.set(x, 1, crypt::moss2);
            if (h % 7 == 0) { t.set(x, 2, crypt::moss1); t.set(x, 3, crypt::moss1); }
            if (h % 5 == 0) t.set(x, 2, crypt::moss2);
        }
    }
    if (w) t.fill(1, n ? 2 : 0, 1, 16, crypt::stone3);
    if (s) t.fill(0, 14, 16, 1, crypt::stone0);
    if (e) t.fill(14, n ? 2 : 0, 1, 16, crypt::stone0);
    if (n) t.fill(0, 0, 16, 1, crypt::ink);
    if (s) t.fill(0, 15, 16, 1, crypt::ink);
    if (w) t.fill(0, 0, 1, 16, crypt::ink);
    if (e) t.fill(15, 0, 1, 16, crypt::ink);
    if (n && w) { t.set(1, 1, crypt::ink); }
    if (n && e) { t.set(14, 1, crypt::ink); }
    if (s && w) { t.set(1, 14, crypt::ink); }
    if (s && e) { t.set(14, 14, crypt::ink); }
    return t;
}

Canvas cryptBackground(int variant) {
    Canvas t(16, 16);
    // Dark and low in contrast, so the walls and blocks in front of it stand out.
    bricks(t, crypt::ink, crypt::soot1, mix(crypt::soot1, crypt::soot0, 110), crypt::soot2, crypt::soot0, 17);
    switch (variant) {
    case 1:  // a hairline crack across a brick
        t.line(3, 10, 5, 12, crypt::soot1); t.line(5, 12, 8, 11, crypt::soot1);
        break;
    case 2:  // a missing brick
        t.fill(4, 8, 7, 7, crypt::soot0); t.fill(4, 8, 7, 1, crypt::ink);
        break;
    case 3:  // a worn, slightly lighter brick
        for (int y = 9; y < 14; ++y)
            for (int x = 5; x < 10; ++x)
                if (t.get(x, y) == crypt::soot2 && (hash3(x, y, 23) & 1)) t.set(x, y, crypt::soot3);
        break;
    default:
        break;
    }
    return t;
}

Canvas cryptSlope(bool upRight) {
    Canvas wall = cryptWall(N | E | S | W);
    Canvas t(16, 16);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            int d = upRight ? x + y - 15 : y - x;
            if (d < 0) continue;
            Rgba c = wall.get(x, y);
            if (d == 0) c = crypt::ink;
            else if (d == 1) c = crypt::stone4;
            else if (d == 2) c = crypt::stone3;
            t.set(x, y, c);
        }
    // The bottom and the high side are left flush: slopes sit on and against walls (autotile walls treating
    // slope cells as wall neighbours, so no edge is drawn between them).
    return t;
}

Canvas cryptOneWay() {
    Canvas t(16, 16);
    t.fill(0, 0, 16, 1, crypt::ink);
    t.fill(0, 1, 16, 1, crypt::wood3);
    t.fill(0, 2, 16, 2, crypt::wood2);
    t.fill(0, 4, 16, 1, crypt::wood1);
    t.fill(0, 5, 16, 1, crypt::ink);
    t.set(7, 1, crypt::wood2); t.fill(7, 2, 1, 3, crypt::wood0); t.fill(15, 1, 1, 4, crypt::wood0);
    t.set(3, 3, crypt::wood0); t.set(11, 3, crypt::wood0);  // nail heads
    for (int x : {3, 12}) {  // rope lashings hanging below
        t.fill(x, 6, 1, 2, crypt::khaki1); t.set(x, 8, crypt::khaki0);
    }
    return t;
}

Canvas cryptBlock(int kind) {  // 0 breakable, 1 cracked, 2 crumbling
    Canvas t(16, 16);
    if (kind == 0) {
        // Brittle brown clay with a skull-sized weak spot: warmer and browner than the walls (hints call them brown).
        t.clear(crypt::wood3);
        t.fill(1, 1, 14, 1, crypt::brass2); t.fill(1, 1, 1, 14, crypt::brass2);
        t.fill(1, 14, 14, 1, crypt::wood2); t.fill(14, 1, 1, 14, crypt::wood2);
        t.line(3, 4, 7, 8, crypt::wood1); t.line(7, 8, 12, 5, crypt::wood1); t.line(7, 8, 8, 12, crypt::wood1);
        t.set(4, 4, crypt::brass2); t.set(8, 9, crypt::brass2);
        for (int i = 0; i < 6; ++i) t.set(3 + (int)(hash3(i, 0, 5) % 10), 3 + (int)(hash3(i, 1, 5) % 10), crypt::wood1);
    } else if (kind == 1) {
        t.clear(crypt::stone3);
        t.fill(1, 1, 14, 1, crypt::stone4); t.fill(1, 1, 1, 14, crypt::stone4);
        t.fill(1, 14, 14, 1, crypt::stone2); t.fill(14, 1, 1, 14, crypt::stone2);
        t.line(2, 1, 6, 6, crypt::ink); t.line(6, 6, 5, 10, crypt::ink); t.line(6, 6, 13, 9, crypt::ink);
        t.line(5, 10, 8, 14, crypt::ink); t.line(13, 9, 14, 13, crypt::ink);
        t.set(3, 1, crypt::stone4); t.set(7, 6, crypt::stone4); t.set(6, 10, crypt::stone4);
    } else {
        // Loose stones stacked with dark gaps.
        t.clear(crypt::soot0);
        const int stones[5][4] = {{1, 1, 7, 6}, {9, 1, 6, 5}, {1, 8, 5, 7}, {7, 7, 8, 4}, {8, 12, 7, 3}};
        for (const auto& r : stones) {
            t.fill(r[0], r[1], r[2], r[3], crypt::stone3);
            t.fill(r[0], r[1], r[2], 1, crypt::stone4); t.fill(r[0], r[1], 1, r[3], crypt::stone4);
            t.fill(r[0], r[1] + r[3] - 1, r[2], 1, crypt::stone2);
        }
    }
    t.fill(0, 0, 16, 1, crypt::ink); t.fill(0, 15, 16, 1, crypt::ink);
    t.fill(0, 0, 1, 16, crypt::ink); t.fill(15, 0, 1, 16, crypt::ink);
    return t;
}

Canvas rotate(const Canvas& c, int quarters) {
    Canvas r = c;
    for (int i = 0; i < quarters; ++i) r = r.rotatedCW();
    return r;
}

const Palette& propPalette() {
    static const Palette p{
        {'a', crypt::wood0},  {'b', crypt::wood1},  {'B', crypt::wood2},  {'c', crypt::wood3},
        {'i', crypt::iron0},  {'j', crypt::iron1},  {'J', crypt::iron2},  {'K', crypt::iron3},
        {'1', crypt::fire0},  {'2', crypt::fire1},  {'3', crypt::fire2},  {'4', crypt::fire3},
        {'5', crypt::fire4},  {'g', crypt::gold0},  {'G', crypt::gold1},  {'h', crypt::gold2},
        {'H', crypt::gold3},  {'s', crypt::stone1}, {'S', crypt::stone2}, {'t', crypt::stone3},
        {'T', crypt::stone4}, {'d', crypt::stone0}, {'o', crypt::ink},    {'k', crypt::soot0},
        {'y', crypt::khaki1}, {'Y', crypt::khaki2}, {'m', crypt::moss1},  {'M', crypt::moss2},
        {'x', crypt::khaki0}};
    return p;
}

Canvas prop(const std::vector<std::string>& rows, bool outlined = true) {
    Canvas img = fromArt(rows, propPalette());
    if (outlined) outline(img, crypt::ink);
    return img;
}

// Torch on a wall bracket; flame frames differ, bracket is shared. 16×16, origin (0, 0) like a tile.
Canvas torch(int f) {
    static const std::vector<std::vector<std::string>> flames = {
        {"......3.........", ".....343........", ".....3443.......", "....34543.......", "....34553.......",
         ".....454........"},
        {".......3........", "......34........", ".....3443.......", ".....34543......", "....345543......",
         ".....4554......."},
        {"................", ".....3.3........", ".....3443.......", "....345433......", "....345543......",
         ".....4554.......", },
        {"......3.........", "......43........", ".....3453.......", "....344543......", "....34553.......",
         ".....454........"},
    };
    std::vector<std::string> rows(16, std::string(16, '.'));
    const std::vector<std::string> bracket = {
        "................",
        "................",
        "................",
        "................",
        "................",
        "................",
        "................",
        "....2222........",
        "....bBBa........",
        ".....Bb.........",
        ".....Ba.........",
        "...jJBajj.......",
        "....jjjj........",
        ".....Jj.........",
        ".....jj.........",
        "................",
    };
    for (int y = 0; y < 16; ++y) rows[y] = bracket[y];
    const auto& fl = flames[f];
    for (std::size_t y = 0; y < fl.size(); ++y)
        for (int x = 0; x < 16; ++x)
            if (fl[y][x] != '.') rows[y + 1][x] = fl[y][x];
    Canvas img = prop(rows, false);
    // Outline only the bracket (the flame glows without an ink edge).
    Canvas bracketOnly = prop(bracket, false);
    Canvas ring = bracketOnly;
    outline(ring, crypt::ink);
    Canvas out(16, 16);
    out.blit(ring, 0, 0);
    out.blit(img, 0, 0);
    return out;
}

Canvas orb(int f) {
    Canvas t(16, 16);
    // A floating brass-gold orb holding a shell; the glint walks around its rim, the orb bobs 1 px.
    int bob = f == 1 || f == 2 ? 1 : 0;
    t.disc(8, 8 + bob, 4.6, crypt::gold1);
    t.disc(7.4, 7.4 + bob, 3.5, crypt::gold2);
    t.disc(6.8, 6.8 + bob, 1.6, crypt::gold3);
    const int gl[4][2] = {{6, 5}, {5, 6}, {6, 5}, {7, 5}};
    t.set(gl[f][0], gl[f][1] + bob, hex(0xffffff));
    t.fill(8, 6 + bob, 2, 3, crypt::scarf1); t.set(8, 6 + bob, crypt::scarf2); t.set(8, 7 + bob, crypt::scarf2);
    t.fill(8, 9 + bob, 2, 1, crypt::brass1);
    outline(t, crypt::gold0);
    outline(t, withAlpha(crypt::ink, 200));
    return t;
}

} // namespace

void drawCryptTiles(ArtSet& set) {
    set.group("crypt_tiles");
    for (int m = 0; m < 16; ++m) set.add("crypt_wall_" + std::to_string(m), cryptWall(m));
    for (int v = 0; v < 4; ++v) set.add("crypt_bg_" + std::to_string(v), cryptBackground(v));
    set.add("crypt_oneway", cryptOneWay());
    set.add("crypt_slope_up_right", cryptSlope(true));
    set.add("crypt_slope_up_left", cryptSlope(false));
    // Bone-white spikes: their lit faces and tips (bone4, luminance 0.97) reach 3:1 even over light stone in full
    // torchlight (0.26), and the shaded faces keep each spike's shape.
    Canvas up = spikesUp({crypt::bone4, crypt::iron3, crypt::iron2, crypt::bone2, crypt::bone4, crypt::stone0,
                          crypt::stone2, crypt::ink});
    set.add("crypt_spikes_up", up);
    set.add("crypt_spikes_right", rotate(up, 1));
    set.add("crypt_spikes_down", rotate(up, 2));
    set.add("crypt_spikes_left", rotate(up, 3));
    set.add("crypt_breakable", cryptBlock(0));
    set.add("crypt_cracked", cryptBlock(1));
    set.add("crypt_crumbling", cryptBlock(2));

    set.group("crypt_props");
    set.addAnim("crypt_torch", {torch(0), torch(1), torch(2), torch(3)}, 10, true, 0, 0);
    set.addAnim("crypt_orb", {orb(0), orb(1), orb(2), orb(3)}, 6, true, 8, 8);
    // Gate: a closed portcullis tile (tiles vertically), origin (0, 0).
    set.add("crypt_gate", prop({
                              "odddddddddddddo.",
                              "dsjJjsjJjsjJjsd.",
                              ".jJj.jJj.jJj.j..",
                              ".jJj.jJj.jJj.j..",
                              "ojjjojjjojjjojjo",
                              "JKJJJKJJJKJJJKJJ",
                              ".jJj.jJj.jJj.j..",
                              ".jJj.jJj.jJj.j..",
                              ".jJj.jJj.jJj.j..",
                              ".jJj.jJj.jJj.j..",
                              "ojjjojjjojjjojjo",
                              "JKJJJKJJJKJJJKJJ",
                              ".jJj.jJj.jJj.j..",
                              ".jJj.jJj.jJj.j..",
                              ".jJj.jJj.jJj.j..",
                              ".JKJ.JKJ.JKJ.J..",
                          }, false));
    set.add("crypt_key", prop({
                             "................",
                             "................",
                             "................",
                             "................",
                             "...GGh..........",
                             "..GhHhG.........",
                             "..Gh.GhGGGGGGg..",
                             "..GG.GGhhhhhhg..",
                             "..gGGGg...hg.h..",
                             "...ggg....g..g..",
                             "................",
                             "................",
                             "................",
                             "................",
                             "................",
                             "................",
                         }), 8, 8);
    // Stone archway exit, 32×32, origin bottom-centre (16, 32).
    {
        Canvas arch(32, 32);
        for (int y = 0; y < 32; ++y)
            for (int x = 0; x < 32; ++x) {
                double dx = x + 0.5 - 16, dy = y + 0.5 - 14;
                bool outer = (y >= 14 ? std::abs(dx) <= 15 : dx * dx + dy * dy <= 15.5 * 15.5);
                bool inner = (y >= 14 ? std::abs(dx) <= 9 : dx * dx + dy * dy <= 9.5 * 9.5);
                if (!outer) continue;
                if (inner) {
                    // The way out: deep shadow with a faint cool light at the far end.
                    double g = std::max(0.0, 1.0 - std::abs(dx) / 9.0) * (y / 32.0);
                    arch.set(x, y, mix(crypt::soot0, hex(0x4a5a78), static_cast<int>(g * 150)));
                    continue;
                }
                // Voussoir stones: radial joints on the arch, courses on the jambs.
                double ang = std::atan2(dy, dx);
                bool joint = y < 14 ? (std::fmod(ang + 10.0, 0.45) < 0.07) : (y % 6 == 0);
                Rgba c = joint ? crypt::stone0 : (hash3(x / 4, y / 4, 3) % 3 == 0 ? crypt::stone3 : crypt::stone2);
                if (x < 16 && !joint && (y < 14 ? dx * dx + dy * dy > 14.0 * 14.0 : x <= 2)) c = crypt::stone4;
                arch.set(x, y, c);
            }
        // Keystone with a carved skull.
        arch.fill(13, 0, 6, 6, crypt::stone3);
        arch.fill(15, 2, 2, 1, crypt::ink); arch.set(15, 4, crypt::bone1); arch.set(16, 4, crypt::bone1);
        Canvas out = arch;
        outline(out, crypt::ink);
        set.add("crypt_exit", out, 16, 32);
    }
    set.add("crypt_sign", prop({
                              "................",
                              "................",
                              "................",
                              "..cccccccccccc..",
                              "..cBBBBBBBBBBb..",
                              "..cBaaBaaaBBBb..",
                              "..cBBBBBBBBBBb..",
                              "..cBaaaBBaaBBb..",
                              "..bbbbbbbbbbbb..",
                              "......cBb.......",
                              "......cBb.......",
                              "......cBb.......",
                              "......cBb.......",
                              ".....McBbm......",
                              "....mMcBbmM.....",
                              "................",
                          }), 8, 16);
    set.add("crypt_platform", prop({
                                  "TTTTTTTTTTTTTTTT",
                                  "tTTTTtTTTTTtTTTd",
                                  "tTTTTdTTTTTdTTTd",
                                  "tTTTTdTTTTTdTTTd",
                                  "tttttttttttttttt",
                                  "SSSSSSSSSSSSSSSS",
                                  "..j..........j..",
                                  "..J..........J..",
                              }, false));
}

} // namespace art
