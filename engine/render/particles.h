#pragma once
// ParticleSystem: sparks, debris, smoke and flashes. Presentation only: it has its own random generator and
// never touches the simulation, so particles can differ between runs without affecting determinism. Per
// particle and update of dt seconds (semi-implicit Euler, in pixels):
//   v.y += gravity·dt;  v *= e^(−drag·dt);  p += v·dt;  age += dt   (dead once age >= life)
// A particle with bounce > 0 that moves into a solid point (the solid test) has the velocity component along
// the axis it crossed reflected and scaled by bounce, the other one by (1 − friction); it stays where it was.
// Size and colour interpolate linearly from birth (size0, color0) to death (size1, color1).
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/render/atlas.h"

namespace engine {

/// One live particle.
struct Particle {
    sf::Vector2f position; ///< px
    sf::Vector2f velocity; ///< px/s
    float age = 0.0f;      ///< s since birth
    float life = 1.0f;     ///< s; dead once age >= life
    float size0 = 2.0f,
          size1 = 0.0f; ///< side of the square (or sprite scale when sprite is set) at birth/death
    sf::Color color0 = sf::Color::White, color1 = sf::Color::Transparent; ///< colour at birth and at death
    float gravity = 0.0f;                                                 ///< px/s², +y down
    float drag = 0.0f;                                                    ///< 1/s
    float rotation = 0.0f, spin = 0.0f;                                   ///< radians, radians/s
    float bounce = 0.0f;  ///< 0: passes through solids; else restitution 0..1
    float stretch = 0.0f; ///< > 0: drawn as a streak along the velocity, length = speed·stretch px
    const SpriteRect* sprite = nullptr; ///< nullptr: a solid square
    bool additive = false;              ///< drawn in the additive pass
};

/// A burst of particles: ranges are sampled uniformly per particle.
struct ParticleBurst {
    int count = 8;                            ///< particles per burst
    float speedMin = 20.0f, speedMax = 80.0f; ///< px/s
    float spread = 6.2831853f;                ///< cone width around the direction, radians (2π: all round)
    float lifeMin = 0.2f, lifeMax = 0.5f;     ///< s
    float sizeMin = 1.0f, sizeMax = 2.0f;     ///< px (or sprite scale)
    float endSize = 0.0f;                     ///< size at death as a fraction of the birth size
    sf::Color color0 = sf::Color::White, color1 = sf::Color::Transparent; ///< colour at birth and at death
    float gravity = 0.0f, drag = 0.0f;                                    ///< px/s² down; 1/s
    float spinMax = 0.0f;                                                 ///< |spin| up to this, radians/s
    float jitter = 0.0f;                    ///< birth position spread, px (square)
    float bounce = 0.0f;                    ///< restitution against solids; 0: no collision
    float stretch = 0.0f;                   ///< streak length per px/s of speed; 0: squares
    std::vector<const SpriteRect*> sprites; ///< picked at random; empty: solid squares
    bool additive = false;                  ///< drawn in the additive pass
};

/// Answers whether a pixel position is inside something solid (for bouncing debris).
using SolidTest = std::function<bool(sf::Vector2f)>;

/// A bounded pool of particles.
class ParticleSystem {
  public:
    /// At most capacity live particles (a full pool replaces its oldest); seed drives the random generator.
    explicit ParticleSystem(std::size_t capacity = 2048, std::uint32_t seed = 0x9E3779B9u);
    /// Emit burst.count particles at `at` (px), fanned within burst.spread around direction (zero direction:
    /// all round). Velocities are speed·(cos θ, sin θ), θ measured clockwise from +x.
    void emit(const ParticleBurst& burst, sf::Vector2f at, sf::Vector2f direction);
    /// Add one particle as given.
    void add(const Particle& p);
    /// Advance every particle by dt seconds (dt <= 0 or NaN: nothing) and drop the dead.
    void update(float dt);
    /// Use this solid test for bouncing particles (empty: none bounce).
    void setSolidTest(SolidTest test) { solid_ = std::move(test); }
    /// Append the particles of one pass (additive or not) as quads (6 vertices each). Solid squares sample
    /// whiteTexel (see sprite_batch.h), sprites their own texels.
    void append(sf::VertexArray& va, bool additive, sf::Vector2f whiteTexel) const;
    /// Live particles.
    const std::vector<Particle>& particles() const { return live_; }
    /// Number of live particles.
    std::size_t size() const { return live_.size(); }
    /// Remove every particle.
    void clear() { live_.clear(); }
    /// A uniform random number in [lo, hi) from this system's generator.
    float random(float lo, float hi);

  private:
    std::vector<Particle> live_;
    std::size_t capacity_;
    std::size_t nextReplace_ = 0;
    std::uint32_t state_;
    SolidTest solid_;
};

} // namespace engine
