#include "game/app/fx/world_lights.h"

#include <cmath>

#include "game/app/fx/flash_limit.h"
#include "game/app/view/checkpoint_view.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"
#include "game/world/checkpoints.h"
#include "game/world/collectibles.h"

namespace game {

bool lightWorld(LightMap& light, sf::RenderTexture& canvas, const sf::View& view, const World& world,
                const WorldLightsInput& in, std::vector<ModeLight>& scratch) {
    if (viewAssets().highContrast) return false;
    light.begin(view, in.ambient);
    if (in.torches != nullptr)
        for (const sf::Vector2f& t : *in.torches) {
            const double swing = 0.08 * (std::sin(in.seconds * 13.0 + t.x) + std::sin(in.seconds * 7.3 + t.y));
            const float flicker = static_cast<float>(shimmerSwing(swing, flashesReduced()));
            light.add(t, 104.0f * flicker, sf::Color(255, 160, 80, 255));
            light.add(t, 40.0f * flicker, sf::Color(255, 220, 160, 255));
        }
    sf::Vector2f feet;
    if (playerFeetPixels(world, in.alpha, feet)) {
        light.add(feet - sf::Vector2f(0, 8), 72.0f, sf::Color(200, 190, 170, 220));
        light.addFull({feet.x - 8, feet.y - 16, 16, 16}); // the explorer keeps its true colours
    }
    scratch.clear();
    collectModeLights(world, scratch);
    for (const ModeLight& l : scratch)
        light.add(toPixels(l.position), static_cast<float>(l.radius) * kTilePixels, l.color);
    const CheckpointArt& art = modePresentation(world.mode).checkpoint;
    world.registry.view<Checkpoint, Transform>().each([&](const Checkpoint& c, const Transform& t) {
        if (c.lit) light.add(checkpointLightAt(t.position), c.active ? 60.0f : 44.0f, art.glow);
    });
    // The collectible in its place gives a small light of its own (carried, the player's light shows it).
    const CheckpointArt& item = modePresentation(world.mode).collectible;
    world.registry.view<Collectible, Transform>().each([&](const Collectible& c, const Transform& t) {
        if (!c.taken && item.rows != nullptr) light.add(toPixels(t.position), 40.0f, item.glow);
    });
    for (const engine::Cell& c : world.level.exitCells)
        light.add({(static_cast<float>(c.x) + 0.5f) * kTilePixels, static_cast<float>(c.y) * kTilePixels}, 56.0f,
                  sf::Color(120, 200, 255, 160));
    canvas.setView(canvas.getDefaultView());
    const bool lit = light.apply(canvas, in.origin, in.vignette);
    canvas.setView(view);
    return lit;
}

} // namespace game
