// Enemies: the lab's laser robot; the crypt's skeleton, bat and lich (+ its projectile); a generic death puff.
// Walkers use origin bottom-centre (8, h); flyers and projectiles use their centre.
#include <cmath>
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {

const Palette& robotPalette() {
    static const Palette p{{'k', lab::steel0}, {'s', lab::steel1}, {'S', lab::steel2}, {'T', lab::steel3},
                           {'W', lab::steel4}, {'d', lab::night1}, {'D', lab::night3}, {'r', lab::red1},
                           {'R', lab::red2},   {'q', lab::red3},   {'a', lab::amber1}, {'A', lab::amber2},
                           {'w', lab::white},  {'c', lab::cyan1},  {'C', lab::cyan2},  {'o', lab::ink}};
    return p;
}

const Palette& cryptPalette() {
    static const Palette p{{'W', crypt::bone3},  {'w', crypt::bone2},  {'b', crypt::bone1},  {'B', crypt::bone0},
                           {'o', crypt::ink},    {'r', crypt::eye},    {'l', crypt::lich0},  {'L', crypt::lich1},
                           {'m', crypt::lich2},  {'M', crypt::lich3},  {'g', crypt::spirit1}, {'G', crypt::spirit2},
                           {'H', crypt::spirit3}, {'z', crypt::spirit0}, {'v', crypt::bat0},  {'V', crypt::bat1},
                           {'u', crypt::bat2},   {'t', crypt::wood1},  {'T', crypt::wood2},  {'i', crypt::iron1},
                           {'I', crypt::iron2},  {'f', crypt::fire2},  {'F', crypt::fire3}};
    return p;
}

Canvas robotFrame(const std::vector<std::string>& rows) {
    Canvas img = fromArt(rows, robotPalette());
    outline(img, lab::ink);
    return img;
}

Canvas cryptFrame(const std::vector<std::string>& rows) {
    Canvas img = fromArt(rows, cryptPalette());
    outline(img, crypt::ink);
    return img;
}

// The robot turret: a domed sentry on treads; its lens (right side) is where the beam starts.
std::vector<std::string> robotRows(char lens0, char lens1, char lens2, char antenna) {
    std::vector<std::string> r = {
        "................",
        "................",
        ".......A........",
        ".......k........",
        ".....WTTTTs.....",
        "....WTTTTTTSs...",
        "...WTTddddddSs..",
        "...TTTdd012dSkkT",
        "...TTTddddddSsSS",
        "...STSSSSSSSSs..",
        "....kssssssssk..",
        "......kSSk......",
        "...WTTTTTTTTTs..",
        "..kSsSsSsSsSsSk.",
        "..kokokokokokok.",
        "................",
    };
    for (auto& row : r)
        for (char& ch : row) {
            if (ch == '0') ch = lens0;
            if (ch == '1') ch = lens1;
            if (ch == '2') ch = lens2;
            if (ch == 'A') ch = antenna;
        }
    return r;
}

// Death puff: a flash, then a ring of shaded smoke balls drifting up and fading. f in [0, 5).
Canvas puffFrame(int f) {
    Canvas img(16, 16);
    const Rgba light = hex(0xeeeaf4), mid = hex(0xb4b0c4), dark = hex(0x77738c);
    if (f == 0) {
        img.disc(8, 8, 4.5, mid);
        img.disc(7.5, 7.5, 3.6, light);
        return img;
    }
    const double spread = 1.5 + 1.4 * f, radius = 3.3 - 0.45 * f;
    const std::uint8_t alpha = f < 3 ? 255 : (f == 3 ? 200 : 120);
    for (int i = 0; i < 5; ++i) {
        double a = i * 1.2566370614359172 + 0.6;
        double cx = 8.0 + std::cos(a) * spread, cy = 8.5 + std::sin(a) * spread * 0.8 - f * 0.5;
        Canvas ball(16, 16);
        ball.disc(cx, cy, radius, withAlpha(dark, alpha));
        ball.disc(cx - 0.5, cy - 0.5, radius * 0.75, withAlpha(mid, alpha));
        ball.disc(cx - 1.0, cy - 1.0, radius * 0.4, withAlpha(light, alpha));
        img.blit(ball, 0, 0);
    }
    return img;
}

} // namespace

void drawEnemies(ArtSet& set) {
    set.group("robot");
    set.addAnim("robot_idle", {robotFrame(robotRows('r', 'R', 'r', 'r')), robotFrame(robotRows('r', 'r', 'R', 'R'))},
                2, true, 8, 16);
    set.addAnim("robot_telegraph",
                {robotFrame(robotRows('R', 'q', 'R', 'A')), robotFrame(robotRows('q', 'w', 'q', 'a'))}, 12, true,
                8, 16);
    set.addAnim("robot_fire", {robotFrame(robotRows('w', 'w', 'w', 'A'))}, 1, false, 8, 16);

    set.group("enemies");
    // Skeleton: bone white, red pinprick eyes, walks right.
    std::vector<Canvas> skelWalk = {
        cryptFrame({
            "................",
            "................",
            "................",
            "......WWWW......",
            ".....WWWWWw.....",
            ".....WWorWo.....",
            ".....wWWWWw.....",
            "......wBwB......",
            ".......b........",
            ".....wWWWb......",
            "....w.bwb.w.....",
            "....b.wWw..b....",
            "......bwb.......",
            ".....w...w......",
            "....Bw....wB....",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            "......WWWW......",
            ".....WWWWWw.....",
            ".....WWorWo.....",
            ".....wWWWWw.....",
            "......wBwB......",
            ".....wWWWb......",
            ".....wbwbw......",
            ".....bwWwb......",
            "......bwb.......",
            "......w.w.......",
            ".....Bw.wB......",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "......WWWW......",
            ".....WWWWWw.....",
            ".....WWorWo.....",
            ".....wWWWWw.....",
            "......wBwB......",
            ".......b........",
            ".....wWWWb......",
            "...w..bwb..w....",
            "...b..wWw.b.....",
            "......bwb.......",
            ".....w...w......",
            "....Bw....wB....",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            "......WWWW......",
            ".....WWWWWw.....",
            ".....WWorWo.....",
            ".....wWWWWw.....",
            "......wBwB......",
            ".....wWWWb......",
            ".....wbwbw......",
            ".....bwWwb......",
            "......bwb.......",
            "......w.w.......",
            "......wBBw......",
            "................",
        }),
    };
    set.addAnim("skeleton_walk", skelWalk, 6, true, 8, 16);
    std::vector<Canvas> skelDeath = {
        cryptFrame({
            "................",
            "................",
            "................",
            ".......WWWW.....",
            "......WWWWWw....",
            "......WWoWWo....",
            "......wWWWWw....",
            ".......wBwB.....",
            "....w..b........",
            ".....wWWWb.w....",
            "......bwb.......",
            "......wWw.......",
            "......bwb.......",
            ".....w...w......",
            "....Bw....wB....",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            "................",
            "........WWWW....",
            ".......WWWWWw...",
            "..w....WWoWWo...",
            "...w...wWWWWw...",
            "........wBwB....",
            ".....wWWWb......",
            "......bwb...w...",
            "......bwb.......",
            ".....w...w......",
            "....Bw....wB....",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            ".........WWWW...",
            "........WWWWWw..",
            "..w.....WoWWow..",
            "...w.wb.wWBwB...",
            ".wWb..bwbw..w...",
            "BwbwWwb..Bw.wB..",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
            "..........WWWW..",
            "...w.....WoWWow.",
            ".wWb.wb.wbwBwB..",
            "BwbwWwbBwBwwbwB.",
            "................",
        }),
    };
    set.addAnim("skeleton_death", skelDeath, 8, false, 8, 16);

    // Bat: hangs wrapped in its wings, then flaps. Origin: centre.
    std::vector<Canvas> batHang = {
        cryptFrame({
            "................",
            "......v..v......",
            "......vVVv......",
            ".....vVuuVv.....",
            ".....VuVVuV.....",
            ".....VVuuVV.....",
            ".....vVVVVv.....",
            "......VrrV......",
            "......vVVv......",
            ".......vv.......",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
        }),
        cryptFrame({
            "................",
            "......v..v......",
            "......vVVv......",
            ".....vVuuVv.....",
            ".....VuVVuV.....",
            ".....VVuuVV.....",
            ".....vVVVVv.....",
            "......VvvV......",
            "......vVVv......",
            ".......vv.......",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
        }),
    };
    set.addAnim("bat_hang", batHang, 1.5, true, 8, 8);
    std::vector<Canvas> batFly = {
        cryptFrame({
            "................",
            "................",
            "..v..........v..",
            "..Vv........vV..",
            "..uVv..vv..vVu..",
            "...uVvVuuVvVu...",
            "...vuVVuuVVuv...",
            "....v.VrVrV.v...",
            "......vVVv......",
            ".......vv.......",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            ".......vv.......",
            ".vvVVvVuuVvVVvv.",
            "..vuuVVuuVVuuv..",
            "...v.vVrVrVv.v..",
            "......vVVv......",
            ".......vv.......",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            ".......vv.......",
            "......vuuv......",
            "....vVVuuVVv....",
            "...vuVVrVrVuv...",
            "..vuVv.VVv.vVuv.",
            "..uV...vv...Vu..",
            "..v..........v..",
            "................",
            "................",
            "................",
            "................",
            "................",
        }),
        cryptFrame({
            "................",
            "................",
            "................",
            "................",
            ".......vv.......",
            ".vvVVvVuuVvVVvv.",
            "..vuuVVuuVVuuv..",
            "...v.vVrVrVv.v..",
            "......vVVv......",
            ".......vv.......",
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
        }),
    };
    set.addAnim("bat_fly", batFly, 12, true, 8, 8);

    // Lich: a hooded skull in tattered robes with a spirit-fire staff. 16×20, origin bottom-centre.
    auto lich = [](char eye, char orb0, char orb1, char hand, int bob) {
        std::vector<std::string> r = {
            "................",
            ".......LL.....G.",
            "......LmmL...GHG",
            ".....LmMmmL..1G1",
            "....LmMooomL..t.",
            "....LmoWWWoL..T.",
            "....LmWeWeWL..t.",
            "...LLmoWwWoLL.T.",
            "..LmmLLowoLLmLt.",
            "..LmMmLLLLLmmhh.",
            "..LmMmmLLLmmmLT.",
            "..LmmmLmmLLmLLt.",
            "...LmmLmmLLmL.T.",
            "...LmmLmmLLmL.t.",
            "...LmmLmmLLmL.T.",
            "...LmmLmmLLLL.t.",
            "..LLmLLmmLLmLLt.",
            "..L.LmL.mLL.L.T.",
            "..L..L..L.L..L..",
            "................",
        };
        for (auto& row : r)
            for (char& ch : row) {
                if (ch == 'e') ch = eye;
                if (ch == '1') ch = orb0;
                if (ch == 'G') ch = orb1;
                if (ch == 'h') ch = hand;
            }
        if (bob) r.insert(r.begin(), std::string(16, '.')), r.pop_back();
        return r;
    };
    set.addAnim("lich_idle", {cryptFrame(lich('g', 'g', 'g', 'w', 0)), cryptFrame(lich('g', 'g', 'g', 'w', 1))}, 2,
                true, 8, 20);
    // Casting: eyes and staff flare; a spirit halo gathers around the orb.
    auto castFrame = [&](int f) {
        Canvas img = cryptFrame(lich('G', f == 1 ? 'H' : 'G', f == 1 ? 'H' : 'G', 'W', 0));
        const double r = 2.0 + f;
        for (int y = 0; y < 8; ++y)
            for (int x = 8; x < 16; ++x) {
                double dx = x + 0.5 - 14.5, dy = y + 0.5 - 2.5, d = std::sqrt(dx * dx + dy * dy);
                if (d > r - 0.7 && d < r + 0.3 && !img.solid(x, y))
                    img.set(x, y, withAlpha(crypt::spirit2, static_cast<std::uint8_t>(200 - 50 * f)));
            }
        return img;
    };
    set.addAnim("lich_cast", {castFrame(0), castFrame(1), castFrame(2)}, 8, false, 8, 20);

    // Lich projectile: a slow spirit-fire skull-wisp, 8×8, origin centre.
    set.addAnim("lich_bolt",
                {cryptFrame({
                     "........",
                     "..gGGg..",
                     ".gGHHGg.",
                     "gGHHHHGg",
                     ".gGHHGg.",
                     "..gGGgz.",
                     "...zz...",
                     "........",
                 }),
                 cryptFrame({
                     "........",
                     "..gGGg..",
                     ".gGHHGgz",
                     ".GHHHHG.",
                     "gGGHHGg.",
                     ".zgGGg..",
                     "....z...",
                     "........",
                 })},
                10, true, 4, 4);

    set.group("fx");
    std::vector<Canvas> puff;
    for (int f = 0; f < 5; ++f) puff.push_back(puffFrame(f));
    set.addAnim("death_puff", puff, 14, false, 8, 8);
}

} // namespace art
