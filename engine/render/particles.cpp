#include "engine/render/particles.h"

#include <algorithm>
#include <cmath>

#include "engine/render/sprite_batch.h"

namespace engine {

namespace {

/// Linear blend of two colours at t in [0, 1].
sf::Color mix(sf::Color a, sf::Color b, float t) {
    auto ch = [t](sf::Uint8 x, sf::Uint8 y) {
        return static_cast<sf::Uint8>(
            std::lround(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t));
    };
    return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), ch(a.a, b.a)};
}

/// Move p by its velocity for dt, bouncing off solids per axis.
void moveWithBounce(Particle& p, float dt, const SolidTest& solid) {
    if (p.bounce <= 0.0f || !solid) {
        p.position += p.velocity * dt;
        return;
    }
    sf::Vector2f next{p.position.x + p.velocity.x * dt, p.position.y};
    if (solid(next)) {
        p.velocity.x *= -p.bounce;
        next.x = p.position.x;
    }
    next.y += p.velocity.y * dt;
    if (solid(next)) {
        p.velocity.y *= -p.bounce;
        p.velocity.x *= 0.7f; // friction on the surface it hit
        p.spin *= 0.5f;
        next.y = p.position.y;
    }
    p.position = next;
}

} // namespace

ParticleSystem::ParticleSystem(std::size_t capacity, std::uint32_t seed)
    : capacity_(std::max<std::size_t>(capacity, 1)), state_(seed == 0 ? 1u : seed) {
    live_.reserve(capacity_);
}

float ParticleSystem::random(float lo, float hi) {
    // xorshift32: presentation-only randomness.
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    const float u = static_cast<float>(state_ >> 8) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * u;
}

void ParticleSystem::add(const Particle& p) {
    if (live_.size() < capacity_) {
        live_.push_back(p);
        return;
    }
    live_[nextReplace_ % live_.size()] = p; // full: replace in turn (roughly the oldest)
    nextReplace_ = (nextReplace_ + 1) % live_.size();
}

void ParticleSystem::emit(const ParticleBurst& b, sf::Vector2f at, sf::Vector2f direction) {
    const bool aimed = direction.x != 0.0f || direction.y != 0.0f;
    const float base = aimed ? std::atan2(direction.y, direction.x) : 0.0f;
    const float spread = aimed ? b.spread : 6.2831853f;
    for (int i = 0; i < b.count; ++i) {
        Particle p;
        const float theta = base + random(-0.5f, 0.5f) * spread;
        const float speed = random(b.speedMin, b.speedMax);
        p.position = at + sf::Vector2f(random(-b.jitter, b.jitter), random(-b.jitter, b.jitter));
        p.velocity = {std::cos(theta) * speed, std::sin(theta) * speed};
        p.life = std::max(0.001f, random(b.lifeMin, b.lifeMax));
        p.size0 = random(b.sizeMin, b.sizeMax);
        p.size1 = p.size0 * b.endSize;
        p.color0 = b.color0;
        p.color1 = b.color1;
        p.gravity = b.gravity;
        p.drag = b.drag;
        p.spin = random(-b.spinMax, b.spinMax);
        p.rotation = b.spinMax > 0.0f ? random(0.0f, 6.2831853f) : 0.0f;
        p.bounce = b.bounce;
        p.stretch = b.stretch;
        p.additive = b.additive;
        if (!b.sprites.empty())
            p.sprite =
                b.sprites[std::min(b.sprites.size() - 1, static_cast<std::size_t>(random(
                                                             0.0f, static_cast<float>(b.sprites.size()))))];
        add(p);
    }
}

void ParticleSystem::update(float dt) {
    if (!(dt > 0.0f)) return;
    for (Particle& p : live_) {
        p.velocity.y += p.gravity * dt;
        p.velocity *= std::exp(-p.drag * dt);
        moveWithBounce(p, dt, solid_);
        p.rotation += p.spin * dt;
        p.age += dt;
    }
    live_.erase(std::remove_if(live_.begin(), live_.end(), [](const Particle& p) { return p.age >= p.life; }),
                live_.end());
    if (nextReplace_ >= live_.size()) nextReplace_ = 0;
}

void ParticleSystem::append(sf::VertexArray& va, bool additive, sf::Vector2f whiteTexel) const {
    for (const Particle& p : live_) {
        if (p.additive != additive) continue;
        const float t = std::clamp(p.age / p.life, 0.0f, 1.0f);
        const float size = p.size0 + (p.size1 - p.size0) * t;
        const sf::Color color = mix(p.color0, p.color1, t);
        if (p.sprite != nullptr) {
            appendSprite(va, *p.sprite, {p.position, false, size, p.rotation, color});
            continue;
        }
        const float speed = std::sqrt(p.velocity.x * p.velocity.x + p.velocity.y * p.velocity.y);
        if (p.stretch > 0.0f && speed > 1e-3f) {
            // A streak: from the particle back along its velocity, `size` thick.
            const sf::Vector2f d = p.velocity / speed, n{-d.y * size * 0.5f, d.x * size * 0.5f};
            const sf::Vector2f tail = p.position - d * std::max(size, speed * p.stretch);
            const sf::Vector2f q[4] = {tail + n, p.position + n, p.position - n, tail - n};
            const sf::Color tailColor(color.r, color.g, color.b, 0);
            appendSolidQuad(va, q, {tailColor, color, color, tailColor}, whiteTexel);
            continue;
        }
        appendSolidRect(va, {p.position.x - size * 0.5f, p.position.y - size * 0.5f, size, size}, color,
                        whiteTexel);
    }
}

} // namespace engine
