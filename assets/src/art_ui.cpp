// UI icons (shells, bullet-time meter, medals, lock, cursor) and particles (spark, debris, glows, beam).
// Particles are white/grey so the game can tint them with the vertex colour.
#include <cmath>
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {

const Palette& uiPalette() {
    static const Palette p{
        {'r', crypt::scarf1}, {'R', crypt::scarf0}, {'q', crypt::scarf2}, {'g', crypt::brass0},
        {'G', crypt::brass1}, {'h', crypt::brass2}, {'H', crypt::brass3}, {'o', lab::ink},
        {'k', lab::steel0},   {'s', lab::steel1},   {'S', lab::steel2},   {'T', lab::steel3},
        {'W', lab::steel4},   {'w', lab::white},    {'c', lab::cyan1},    {'C', lab::cyan2},
        {'x', lab::cyan3},    {'d', lab::night1},   {'D', lab::night3},   {'1', crypt::gold0},
        {'2', crypt::gold1},  {'3', crypt::gold2},  {'4', crypt::gold3},  {'5', hex(0x5c6470)},
        {'6', hex(0x9aa4b4)}, {'7', hex(0xd4dce8)}, {'8', hex(0xffffff)}, {'a', hex(0x5a2e12)},
        {'b', hex(0x9a5628)}, {'B', hex(0xd08848)}, {'e', hex(0xf4c088)}, {'p', lab::pink2},
        {'P', lab::pink1},    {'n', hex(0x3a3a48)}, {'N', hex(0x5a5a6a)}};
    return p;
}

// Outlined icons get a 1-px margin first so the ink ring is never clipped by the canvas edge.
Canvas icon(const std::vector<std::string>& rows, bool outlined = true) {
    Canvas img = fromArt(rows, uiPalette());
    if (!outlined) return img;
    Canvas padded(img.w() + 2, img.h() + 2);
    padded.blit(img, 1, 1);
    outline(padded, lab::ink);
    return padded;
}

// A medal: ribbon + disc in three shades (c1 dark, c2 mid, c3 light, c4 glint).
Canvas medal(char c1, char c2, char c3, char c4, char rib0, char rib1) {
    std::vector<std::string> rows = {
        ".AB..BA.",
        ".AB..BA.",
        "..AB.A..",
        "..1221..",
        ".123321.",
        "12344321",
        "12343321",
        "12333321",
        ".122221.",
        "..1111..",
    };
    for (auto& r : rows)
        for (char& ch : r) {
            if (ch == '1') ch = c1;
            else if (ch == '2') ch = c2;
            else if (ch == '3') ch = c3;
            else if (ch == '4') ch = c4;
            else if (ch == 'A') ch = rib0;
            else if (ch == 'B') ch = rib1;
        }
    return icon(rows);
}

Canvas radial(int size, double power, double peak) {
    Canvas t(size, size);
    double c = size / 2.0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            double dx = (x + 0.5 - c) / c, dy = (y + 0.5 - c) / c;
            double d = std::sqrt(dx * dx + dy * dy);
            double a = d >= 1.0 ? 0.0 : std::pow(1.0 - d, power) * peak;
            t.set(x, y, withAlpha(hex(0xffffff), static_cast<std::uint8_t>(std::lround(a * 255.0))));
        }
    return t;
}

} // namespace

void drawUi(ArtSet& set) {
    set.group("ui");
    // Shell icons (HUD ammo), 6×10 plus outline.
    set.add("ui_shell_full", icon({
                                 ".qrR.",
                                 "qqrrR",
                                 "qrrrR",
                                 "qrrrR",
                                 "qrrrR",
                                 "qrrrR",
                                 "HhhhG",
                                 "hhhGg",
                             }));
    // Same 7×10 footprint as the full shell: a dim hollow outline.
    set.add("ui_shell_empty", icon({
                                  ".......",
                                  "..NNN..",
                                  ".N...N.",
                                  ".N...N.",
                                  ".N...N.",
                                  ".N...N.",
                                  ".N...N.",
                                  ".NNNNN.",
                                  ".NNNNN.",
                                  ".......",
                              }, false));
    // Bullet-time meter: 56×10 frame with an hourglass; the fill area is x ∈ [11, 54), y ∈ [2, 7) (43×5 px),
    // exactly the size of ui_meter_fill (draw its left `fraction` part there).
    {
        Canvas f = icon({
            "oooooooooooooooooooooooooooooooooooooooooooooooooooooooo",
            "oWTTTTTTTTWTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTo",
            "oTxxxxxxkTkdddddddddddddddddddddddddddddddddddddddddddSo",
            "oTkCCCCkkTkdddddddddddddddddddddddddddddddddddddddddddSo",
            "oTskCCkskTkdddddddddddddddddddddddddddddddddddddddddddSo",
            "oTskcckskTkdddddddddddddddddddddddddddddddddddddddddddSo",
            "oTkcCCckkTkdddddddddddddddddddddddddddddddddddddddddddSo",
            "oTxxxxxxkTkSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSo",
            "oSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSo",
            "oooooooooooooooooooooooooooooooooooooooooooooooooooooooo",
        }, false);
        set.add("ui_meter_frame", f);
        Canvas fill(43, 5);
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 43; ++x) fill.set(x, y, y == 0 ? lab::cyan3 : (y == 4 ? lab::cyan1 : lab::cyan2));
        set.add("ui_meter_fill", fill);
    }
    set.add("ui_medal_gold", medal('1', '2', '3', '4', 'R', 'r'));
    set.add("ui_medal_silver", medal('5', '6', '7', '8', 's', 'c'));
    set.add("ui_medal_bronze", medal('a', 'b', 'B', 'e', 'R', 'r'));
    // Same 10×12 footprint as the medals: an empty dashed socket.
    set.add("ui_medal_none", icon({
                                 "..........",
                                 "..........",
                                 "..........",
                                 "..........",
                                 "...NNNN...",
                                 "..N....N..",
                                 ".N......N.",
                                 ".N......N.",
                                 ".N......N.",
                                 "..N....N..",
                                 "...NNNN...",
                                 "..........",
                             }, false));
    set.add("ui_lock", icon({
                           "..TTTT..",
                           ".T....s.",
                           ".T....s.",
                           ".T....s.",
                           "HhhhhhhG",
                           "hhhGGhhG",
                           "hhhggGhg",
                           "hhhGghhg",
                           "GGGGGGGg",
                       }));
    set.add("ui_cursor", icon({"w....", "ww...", "www..", "wwww.", "www..", "ww...", "w...."}));
    set.add("ui_key", icon({".33.....", "3..32222", "3..3.3.3", ".33....."}));

    set.group("fx");
    set.addAnim("fx_spark",
                {icon({"..8..", "..8..", "88888", "..8..", "..8.."}, false),
                 icon({".....", "..7..", ".787.", "..7..", "....."}, false),
                 icon({".....", ".....", "..6..", ".....", "....."}, false)},
                20, false, 2, 2);
    set.add("fx_debris_0", icon({".77.", "7776", "7666", ".66."}, false), 2, 2);
    set.add("fx_debris_1", icon({"776.", "7666", ".66."}, false), 2, 1);
    set.add("fx_debris_2", icon({"76", "66"}, false), 1, 1);
    set.add("fx_debris_3", icon({".7..", "7776", "666.", ".6.."}, false), 2, 2);
    set.add("fx_glow", radial(8, 1.5, 1.0), 4, 4);
    set.add("fx_light", radial(32, 1.8, 0.9), 16, 16);
    // Laser beam cross-section, 4 px long (stretch along x), 7 px thick: soft edge, hot white core.
    {
        Canvas beam(4, 7);
        const std::uint8_t a[7] = {40, 110, 230, 255, 230, 110, 40};
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 4; ++x) {
                Rgba c = (y == 3) ? hex(0xffffff) : (y == 2 || y == 4 ? hex(0xffd0c8) : hex(0xff4030));
                beam.set(x, y, withAlpha(c, a[y]));
            }
        set.add("fx_beam", beam, 0, 3);
    }
}

} // namespace art
