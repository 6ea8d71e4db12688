#include <catch2/catch.hpp>

#include <cmath>

#include "engine/render/particles.h"

using engine::Particle;
using engine::ParticleBurst;
using engine::ParticleSystem;

TEST_CASE("A burst emits its count with speeds inside the range and a cone around the direction",
          "[render]") {
    ParticleSystem ps;
    ParticleBurst b;
    b.count = 200;
    b.speedMin = 50;
    b.speedMax = 100;
    b.spread = 0.5f;
    ps.emit(b, {10, 10}, {0, -1});
    REQUIRE(ps.size() == 200);
    for (const Particle& p : ps.particles()) {
        float speed = std::sqrt(p.velocity.x * p.velocity.x + p.velocity.y * p.velocity.y);
        CHECK(speed >= 50.0f - 1e-3f);
        CHECK(speed <= 100.0f + 1e-3f);
        float off = std::abs(std::atan2(p.velocity.y, p.velocity.x) - std::atan2(-1.0f, 0.0f));
        CHECK(off <= 0.25f + 1e-4f);
        CHECK(p.position == sf::Vector2f(10, 10));
    }
}

TEST_CASE("A burst without a direction goes all round", "[render]") {
    ParticleSystem ps;
    ParticleBurst b;
    b.count = 400;
    b.spread = 0.1f; // ignored without a direction
    ps.emit(b, {0, 0}, {0, 0});
    int left = 0, right = 0;
    for (const Particle& p : ps.particles())
        (p.velocity.x < 0 ? left : right)++;
    CHECK(left > 100);
    CHECK(right > 100);
}

TEST_CASE("Particles move, fall with gravity and die at the end of their life", "[render]") {
    ParticleSystem ps;
    Particle p;
    p.velocity = {10, 0};
    p.gravity = 100;
    p.life = 0.5f;
    ps.add(p);
    ps.update(0.25f);
    REQUIRE(ps.size() == 1);
    CHECK(ps.particles()[0].position.x == Approx(2.5f));
    CHECK(ps.particles()[0].velocity.y == Approx(25.0f));
    CHECK(ps.particles()[0].position.y > 0.0f);
    ps.update(0.25f);
    CHECK(ps.size() == 0);
    SECTION("a zero or NaN time step changes nothing") {
        ps.add(p);
        ps.update(0.0f);
        ps.update(std::nanf(""));
        CHECK(ps.particles()[0].age == 0.0f);
    }
}

TEST_CASE("Bouncing particles do not pass through solids", "[render]") {
    ParticleSystem ps;
    ps.setSolidTest([](sf::Vector2f q) { return q.y >= 100.0f; });
    Particle p;
    p.position = {0, 90};
    p.velocity = {0, 200};
    p.bounce = 0.5f;
    p.life = 10;
    ps.add(p);
    for (int i = 0; i < 100; ++i) {
        ps.update(1.0f / 60.0f);
        CHECK(ps.particles()[0].position.y < 100.0f);
    }
}

TEST_CASE("A full pool replaces particles instead of growing", "[render]") {
    ParticleSystem ps(16);
    ParticleBurst b;
    b.count = 40;
    ps.emit(b, {0, 0}, {});
    CHECK(ps.size() == 16);
}

TEST_CASE("append writes quads only for the requested pass", "[render]") {
    ParticleSystem ps;
    Particle a, b;
    a.additive = true;
    b.additive = false;
    b.size0 = b.size1 = 4;
    b.position = {10, 10};
    ps.add(a);
    ps.add(b);
    ps.add(b);
    sf::VertexArray add(sf::Triangles), alpha(sf::Triangles);
    ps.append(add, true, {1.5f, 1.5f});
    ps.append(alpha, false, {1.5f, 1.5f});
    CHECK(add.getVertexCount() == 6);
    REQUIRE(alpha.getVertexCount() == 12);
    CHECK(alpha[0].position == sf::Vector2f(8, 8));
    CHECK(alpha[0].texCoords == sf::Vector2f(1.5f, 1.5f));
}
