#include "game/app/ui/collectible_icon.h"

#include <cstring>

namespace game {

namespace {

/// The silhouette of a collectible not yet taken.
const sf::Color kSilhouette(70, 74, 96);

} // namespace

void drawCollectibleIcon(Painter& p, const CheckpointArt& art, sf::Vector2f topLeft, float scale, bool taken) {
    if (art.rows == nullptr) return;
    constexpr int kPixels = 16;
    for (int y = 0; y < kPixels; ++y)
        for (int x = 0; x < kPixels;) {
            const char k = art.rows[y][x];
            int end = x + 1;
            while (end < kPixels && art.rows[y][end] == k) ++end;
            const char* at = k == '.' ? nullptr : std::strchr(art.keys, k);
            if (at != nullptr) {
                const sf::Color c = taken ? art.lit[at - art.keys] : kSilhouette;
                p.rect({topLeft.x + static_cast<float>(x) * scale, topLeft.y + static_cast<float>(y) * scale,
                        static_cast<float>(end - x) * scale, scale},
                       c);
            }
            x = end;
        }
}

std::string collectibleTally(const ModePresentation& look, int taken, int total) {
    const std::string name = look.collectibleName[0] != '\0' ? look.collectibleName : "collectible";
    return std::to_string(taken) + " / " + std::to_string(total) + " " + name + (total == 1 ? "" : "s");
}

} // namespace game
