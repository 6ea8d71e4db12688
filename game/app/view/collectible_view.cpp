#include "game/app/view/collectible_view.h"

#include <cmath>

#include "engine/render/glow_line.h"
#include "game/app/view/checkpoint_view.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"
#include "game/world/collectibles.h"

namespace game {

namespace {

/// The bob: up and down by this many pixels, at this rate (rad/s).
constexpr float kBobPixels = 2.0f, kBobRate = 2.6f;
/// The shimmer's rate (rad/s) along the picture's rows.
constexpr float kShimmerRate = 7.0f;
/// Where a carried collectible floats: this far above the player's feet, pixels.
constexpr float kCarryLiftPixels = 30.0f;

/// The picture's centre, world pixels, for a collectible at `position` (tiles): bobbing in its place, or above
/// the player once carried. y(t) = y0 + kBobPixels · sin(kBobRate · t + x0).
sf::Vector2f drawnCentre(const Collectible& c, engine::Vec2 position, sf::Vector2f playerFeet, double seconds) {
    const float bob = kBobPixels * static_cast<float>(std::sin(seconds * kBobRate + position.x));
    if (c.taken) return playerFeet + sf::Vector2f(0.0f, -kCarryLiftPixels + bob);
    return toPixels(position) + sf::Vector2f(0.0f, bob);
}

} // namespace

void appendCollectibles(sf::VertexArray& va, const World& world, const CheckpointArt& art, sf::Vector2f playerFeet,
                        double seconds) {
    if (art.rows == nullptr) return;
    world.registry.view<Collectible, Transform>().each([&](const Collectible& c, const Transform& t) {
        const sf::Vector2f centre = drawnCentre(c, t.position, playerFeet, seconds);
        appendPixelArt(va, art, centre - sf::Vector2f(8.0f, 8.0f), true, static_cast<float>(seconds) * kShimmerRate);
    });
}

void appendCollectibleGlows(sf::VertexArray& va, const World& world, const CheckpointArt& art,
                            sf::Vector2f playerFeet, double seconds) {
    if (art.rows == nullptr) return;
    const float pulse = 0.7f + 0.3f * static_cast<float>(std::sin(seconds * 3.5));
    world.registry.view<Collectible, Transform>().each([&](const Collectible& c, const Transform& t) {
        sf::Color g = art.glow;
        g.a = static_cast<sf::Uint8>(static_cast<float>(g.a) * pulse * (c.taken ? 0.6f : 1.0f));
        engine::appendGlowDot(va, drawnCentre(c, t.position, playerFeet, seconds), c.taken ? 14.0f : 22.0f, g, 20);
    });
}

} // namespace game
