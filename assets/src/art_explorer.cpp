// The explorer: wide-brim hat, red scarf, khaki shirt, blue-grey trousers. Faces right.
// The blunderbuss is its own sprite, rotated at runtime around its grip (the sprite origin).
#include <cmath>
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {

const Palette& explorerPalette() {
    static const Palette p{
        {'a', crypt::wood0},  {'b', crypt::wood1},  {'B', crypt::wood2},  {'c', crypt::wood3},
        {'d', crypt::skin0},  {'s', crypt::skin1},  {'S', crypt::skin2},  {'e', crypt::ink},
        {'R', crypt::scarf0}, {'r', crypt::scarf1}, {'q', crypt::scarf2}, {'x', crypt::khaki0},
        {'y', crypt::khaki1}, {'Y', crypt::khaki2}, {'i', crypt::iron0},  {'j', crypt::iron1},
        {'J', crypt::iron2},  {'g', crypt::brass1}, {'G', crypt::brass2}, {'h', crypt::brass3},
        {'o', crypt::ink},    {'w', crypt::bone3},  {'f', crypt::fire2},  {'F', crypt::fire3},
        {'W', crypt::fire4}};
    return p;
}

Canvas frame(const std::vector<std::string>& rows) {
    Canvas img = fromArt(rows, explorerPalette());
    outline(img, crypt::ink);
    return img;
}

} // namespace

void drawExplorer(ArtSet& set) {
    set.group("explorer");
    std::vector<Canvas> idle = {
        frame({
            "................",
            "................",
            "................",
            "......cBBb......",
            ".....cBBBBb.....",
            ".....aaaaaa.....",
            "...cBBBBBBBBa...",
            ".....dsSSes.....",
            ".....ddssss.....",
            ".....qrrrrR.....",
            "....yYYyyyyx....",
            "....yYygGyyx....",
            ".....jjjjji.....",
            ".....jJi.ji.....",
            "....bBa..bBa....",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "................",
            "......cBBb......",
            ".....cBBBBb.....",
            ".....aaaaaa.....",
            "...cBBBBBBBBa...",
            ".....dsSSes.....",
            ".....qrrrrR.....",
            "....yYYyyyyx....",
            "....yYygGyyx....",
            ".....jjjjji.....",
            ".....jJi.ji.....",
            "....bBa..bBa....",
            "................",
        }),
    };
    set.addAnim("explorer_idle", idle, 2, true, 8, 16);

    // Death: a white flash of the silhouette, then the hat tumbles up out of a dust cloud.
    {
        std::vector<Canvas> death;
        Canvas flash = idle[0];
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                if (flash.solid(x, y) && flash.get(x, y) != crypt::ink) flash.set(x, y, crypt::bone3);
        death.push_back(flash);
        Canvas hat = frame({"............", "....cBBb....", "...cBBBBb...", "...aaaaaa...", ".cBBBBBBBBa.",
                            "............"});
        for (int f = 1; f < 4; ++f) {
            Canvas img(16, 16);
            // Dust: three shaded balls spreading along the floor, thinning out.
            const double spread = 1.0 + 1.6 * f, radius = 3.4 - 0.6 * f;
            for (int i = -1; i <= 1; ++i) {
                double cx = 8.0 + i * spread, cy = 12.0 - (i == 0 ? 1.0 : 0.0) - 0.3 * f;
                Canvas ball(16, 16);
                ball.disc(cx, cy, radius, crypt::khaki0);
                ball.disc(cx - 0.4, cy - 0.5, radius * 0.75, crypt::khaki1);
                ball.disc(cx - 0.9, cy - 1.0, radius * 0.35, crypt::khaki2);
                img.blit(ball, 0, 0);
            }
            Canvas tilted = f == 2 ? hat.flippedX() : hat;
            img.blit(tilted, 2 + f, 4 - 2 * f + (f == 3 ? 1 : 0));
            death.push_back(img);
        }
        set.addAnim("explorer_death", death, 10, false, 8, 16);
    }

    std::vector<Canvas> walk = {
        frame({
            "................",
            "................",
            "................",
            ".......cBBb.....",
            "......cBBBBb....",
            "......aaaaaa....",
            "....cBBBBBBBBa..",
            "......dsSSes....",
            "......ddssss....",
            ".....qrrrrR.....",
            ".....YYyyyyx....",
            ".....YygGyyx....",
            ".....jjjjjji....",
            "....jJi...ji....",
            "...bBa.....bBa..",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "................",
            ".......cBBb.....",
            "......cBBBBb....",
            "......aaaaaa....",
            "....cBBBBBBBBa..",
            "......dsSSes....",
            ".....qrrrrsR....",
            ".....YYyyyyx....",
            ".....YygGyyx....",
            "......jjjjji....",
            "......jJjji.....",
            ".....bBabBa.....",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            ".......cBBb.....",
            "......cBBBBb....",
            "......aaaaaa....",
            "....cBBBBBBBBa..",
            "......dsSSes....",
            "......ddssss....",
            ".....qrrrrR.....",
            ".....YYyyyyx....",
            ".....YygGyyx....",
            ".....jjjjjji....",
            "....ji...jJi....",
            "...bBa.....bBa..",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "................",
            ".......cBBb.....",
            "......cBBBBb....",
            "......aaaaaa....",
            "....cBBBBBBBBa..",
            "......dsSSes....",
            ".....qrrrrsR....",
            ".....YYyyyyx....",
            ".....YygGyyx....",
            "......jjjjji....",
            ".......jJjji....",
            "......bBabBa....",
            "................",
        }),
    };
    set.addAnim("explorer_walk", walk, 8, true, 8, 16);

    std::vector<Canvas> air = {
        frame({
            "................",
            "................",
            "......cBBb......",
            ".....cBBBBb.....",
            ".....aaaaaa.....",
            "...cBBBBBBBBa...",
            ".....dsSSes.....",
            ".q...ddssss.....",
            "..qrrrrrrR......",
            "...yYYyyyyx.....",
            "..syYygGyyxs....",
            ".....jjjjji.....",
            "....jJi..jJi....",
            "...bBa....bBa...",
            "................",
            "................",
        }),
        frame({
            "................",
            "................",
            "......cBBb......",
            ".....cBBBBb.....",
            ".....aaaaaa.....",
            "...cBBBBBBBBa...",
            "..q..dsSSes.....",
            ".qr..ddssss.....",
            "...rrrrrrR......",
            "..syYYyyyyxs....",
            "....YygGyyx.....",
            ".....jjjjji.....",
            ".....jJjJji.....",
            ".....bBabBa.....",
            "................",
            "................",
        }),
    };
    set.addAnim("explorer_airborne", air, 6, true, 8, 16);

    // Shoot: the body rocks back from the recoil (the gun sprite carries the muzzle flash).
    std::vector<Canvas> shoot = {
        frame({
            "................",
            "................",
            "................",
            ".....cBBb.......",
            "....cBBBBb......",
            "....aaaaaa......",
            "..cBBBBBBBBa....",
            "....dsSSes......",
            "....ddssss......",
            "..q.qrrrrR......",
            "...yYYyyyyx.....",
            "...yYygGyyx.....",
            "....jjjjjji.....",
            "....jJi..jJi....",
            "...bBa...bBa....",
            "................",
        }),
        frame({
            "................",
            "................",
            "................",
            "......cBBb......",
            ".....cBBBBb.....",
            ".....aaaaaa.....",
            "...cBBBBBBBBa...",
            ".....dsSSes.....",
            ".....ddssss.....",
            "...q.qrrrrR.....",
            "....yYYyyyyx....",
            "....yYygGyyx....",
            ".....jjjjji.....",
            ".....jJi.jJi....",
            "....bBa..bBa....",
            "................",
        }),
    };
    set.addAnim("explorer_shoot", shoot, 12, false, 8, 16);

    // The blunderbuss points right (angle 0); origin = the grip, where the hand holds it.
    Canvas gun = frame({
        "............Gh..",
        "...........GhHh.",
        ".cBBBBGhhhhhhHHg",
        "aBBBbbGGGGGGGgGg",
        ".aab.sSg.....Ggg",
        "....dsS.....gg..",
    });
    // Pivot = the hand on the grip (5, 4); the muzzle (where pellets and the flash start) is at (15, 2).
    set.add("blunderbuss", gun, 5, 4);
    // Muzzle flash drawn at the bell, separate so the game can show it for a couple of frames.
    std::vector<Canvas> flash = {
        fromArt({
            "..f.....",
            ".fFf.f..",
            "fFWWFFf.",
            "FWWWWWFf",
            "fFWWFFf.",
            ".fFf.f..",
            "..f.....",
        }, explorerPalette()),
        fromArt({
            "........",
            "..f.....",
            ".fFf.f..",
            "fFWFFf..",
            ".fFf.f..",
            "..f.....",
            "........",
        }, explorerPalette()),
    };
    set.addAnim("muzzle_flash", flash, 20, false, 0, 3);
}

} // namespace art
