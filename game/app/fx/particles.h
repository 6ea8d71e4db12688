#pragma once
// WorldFx: the particles and one-shot effect sprites driven by World events (presentation only: the World
// never reads them, and they may differ between runs without touching determinism).
//   Spark       sparks sprayed along the surface normal          BlockBreak / Crumble  debris that bounces,
//   dust Shot        muzzle flash, smoke, sparks down the barrel       Death        a burst in the mode's
//   colours, a puff, EnemyDeath  bone chips and a puff                             Zap          white-hot
//   sparks Jump/Land/WallKick/Stomp  dust                                Dash         a streak of
//   after-sparks LaserCharge / RobotTelegraph  glints                          Pickup/KeyPickup/Exit sparkles
// Particles live in world pixels and run on the simulation's time scale (bullet time slows them too).
#include <SFML/Graphics.hpp>

#include <string>
#include <vector>

#include "engine/render/particles.h"
#include "game/app/fx/flash_limit.h"
#include "game/world/world.h"

namespace game {

/// A one-shot animated sprite (a muzzle flash, a puff of smoke).
struct EffectSprite {
    std::string animation; ///< atlas animation name
    sf::Vector2f position; ///< world px
    float rotation = 0.0f; ///< radians
    bool flipX = false;    ///< mirrored
    bool additive = false; ///< drawn in the additive pass
    double age = 0.0;      ///< s
};

/// Event-driven particles for one play session.
class WorldFx {
  public:
    /// Drop everything (new level).
    void clear();
    /// Spawn the effects of this tick's events.
    void onEvents(const World& world);
    /// Advance by dt seconds (already scaled by the world's time scale).
    void update(const World& world, float dt);
    /// Draw the normal (alpha-blended) particles and sprites (world view set on target).
    void drawAlpha(sf::RenderTarget& target);
    /// Draw the additive ones (sparks, flashes, glows).
    void drawAdditive(sf::RenderTarget& target);
    /// 0..1: opacity of the white flash after a death, a shot or a finish (fades by itself; flash_limit.h
    /// softens it when flashes are reduced).
    float flash() const { return static_cast<float>(screenFlashOpacity(flash_)); }

  private:
    void onEvent(const World& world, const WorldEvent& e);
    void effect(const std::string& animation, sf::Vector2f at, float rotation = 0.0f, bool additive = false,
                bool flip = false);
    engine::ParticleSystem particles_{3000};
    std::vector<EffectSprite> sprites_;
    sf::VertexArray va_{sf::Triangles};
    ScreenFlash flash_;
};

} // namespace game
