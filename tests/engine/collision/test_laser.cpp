// Tests for engine/collision/laser.h: reflections with exact directions, every way a beam ends, extra surfaces,
// buffer reuse, and a property test over random mirror levels (angle preserved, never inside a solid).
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <vector>

#include "engine/collision/laser.h"
#include "engine/collision/raycast.h"
#include "engine/math/rng.h"
#include "engine/math/scalar.h"
#include "grid_test_util.h"

using namespace engine;
using gridtest::kInvSqrt2;
using gridtest::makeGrid;
using gridtest::near;
using gridtest::vecNear;

namespace {

/// Direction of segment i of the path (i >= 1 starts just off the bounce point, along the recorded normal).
Vec2 legDirection(const LaserPath& p, std::size_t i) {
    Vec2 from = p.points[i];
    if (i > 0) from = from + p.normals[i - 1] * kLaserBounceEpsilon;
    return normalize(p.points[i + 1] - from);
}

/// A beam input with the given start, direction and limits through tiles only.
LaserInput beam(Vec2 origin, Vec2 direction, double maxLength = 64.0, int maxBounces = 16) {
    LaserInput in;
    in.origin = origin;
    in.direction = direction;
    in.maxLength = maxLength;
    in.maxBounces = maxBounces;
    return in;
}

/// Sum of the polyline's segment lengths.
double polylineLength(const LaserPath& p) {
    double sum = 0.0;
    for (std::size_t i = 0; i + 1 < p.points.size(); ++i) sum += distance(p.points[i], p.points[i + 1]);
    return sum;
}

} // namespace

TEST_CASE("traceLaser reflects off a mirror wall with r = d - 2(d.n)n", "[collision][laser]") {
    TileGrid g = makeGrid({"......M.", "......M.", "......M.", "......M.", "......M.", "......M."});
    LaserPath p = traceLaser(g, {2.5, 4.5}, {1, -0.5}, 64.0, 16);
    REQUIRE(p.points.size() == 3u);
    REQUIRE(p.normals.size() == 2u);
    REQUIRE(p.surface.size() == 2u);
    SECTION("the beam bounces once on the mirror face and is absorbed by the level's solid boundary") {
        CHECK(vecNear(p.points[1], {6, 2.75}));
        CHECK(p.normals[0] == Vec2{-1, 0});
        CHECK(p.surface[0] == -1);
        CHECK(vecNear(p.points[2], {0.5, 0}, 1e-6));
        CHECK(p.normals[1] == Vec2{0, 1});
        CHECK(p.end == LaserEnd::Absorbed);
        CHECK(p.endKind == TileKind::Solid);
        CHECK(p.endCell == Cell{0, -1});
    }
    SECTION("the outgoing direction is the exact mirror image of the incoming one") {
        CHECK(vecNear(legDirection(p, 0), normalize(Vec2{1, -0.5})));
        CHECK(vecNear(legDirection(p, 1), normalize(Vec2{-1, -0.5}), 1e-9));
    }
    SECTION("the reported length is the length of the polyline") {
        CHECK(p.length == near(polylineLength(p), 1e-6));
        CHECK(p.length == near(std::sqrt(3.5 * 3.5 + 1.75 * 1.75) + std::sqrt(5.5 * 5.5 + 2.75 * 2.75), 1e-6));
    }
}

TEST_CASE("traceLaser reflects off both slope diagonals in exact directions", "[collision][laser]") {
    SECTION("a beam moving right onto '/' turns up") {
        TileGrid g = makeGrid({"......", "......", "......", "......", "..../.", "......"});
        LaserPath p = traceLaser(g, {0.5, 4.5}, {1, 0}, 64.0, 16);
        REQUIRE(p.points.size() == 3u);
        CHECK(vecNear(p.points[1], {4.5, 4.5}));
        CHECK(vecNear(p.normals[0], {-kInvSqrt2, -kInvSqrt2}));
        CHECK(vecNear(legDirection(p, 1), {0, -1}, 1e-12));
        CHECK(vecNear(p.points[2], {4.5, 0}, 1e-6));
        CHECK(p.end == LaserEnd::Absorbed);
    }
    SECTION("a beam moving down onto '/' turns left") {
        TileGrid g = makeGrid({".......", ".......", ".......", "....../", "......."});
        LaserPath p = traceLaser(g, {6.5, 0.5}, {0, 1}, 64.0, 16);
        REQUIRE(p.points.size() == 3u);
        CHECK(vecNear(p.points[1], {6.5, 3.5}));
        CHECK(vecNear(legDirection(p, 1), {-1, 0}, 1e-12));
        CHECK(vecNear(p.points[2], {0, 3.5}, 1e-6));
    }
    SECTION("a beam moving left onto '\\' turns up") {
        TileGrid g = makeGrid({"......", "......", ".\\....", "......"});
        LaserPath p = traceLaser(g, {5.5, 2.5}, {-1, 0}, 64.0, 16);
        REQUIRE(p.points.size() == 3u);
        CHECK(vecNear(p.points[1], {1.5, 2.5}));
        CHECK(vecNear(p.normals[0], {kInvSqrt2, -kInvSqrt2}));
        CHECK(vecNear(legDirection(p, 1), {0, -1}, 1e-12));
    }
    SECTION("a beam moving down onto '\\' turns right") {
        TileGrid g = makeGrid({"......", "......", ".\\....", "......"});
        LaserPath p = traceLaser(g, {1.25, 0.5}, {0, 1}, 64.0, 16);
        REQUIRE(p.points.size() == 3u);
        CHECK(vecNear(p.points[1], {1.25, 2.25}));
        CHECK(vecNear(legDirection(p, 1), {1, 0}, 1e-12));
        CHECK(vecNear(p.points[2], {6, 2.25}, 1e-6));
    }
}

TEST_CASE("traceLaser ends where a beam is absorbed", "[collision][laser]") {
    TileGrid g = makeGrid({"........", "...#....", "........"});
    SECTION("a solid wall absorbs the beam on its face") {
        LaserPath p = traceLaser(g, {0.5, 1.5}, {1, 0}, 64.0, 16);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[1] == Vec2{3, 1.5});
        CHECK(p.normals[0] == Vec2{-1, 0});
        CHECK(p.end == LaserEnd::Absorbed);
        CHECK(p.endCell == Cell{3, 1});
        CHECK(p.endKind == TileKind::Solid);
        CHECK(p.length == near(2.5));
    }
    SECTION("a slope's axis leg absorbs: only its diagonal reflects") {
        TileGrid right = makeGrid({"......", "../...", "......"});
        LaserPath fromRight = traceLaser(right, {5.5, 1.5}, {-1, 0}, 64.0, 16);
        REQUIRE(fromRight.points.size() == 2u);
        CHECK(fromRight.points[1] == Vec2{3, 1.5});
        CHECK(fromRight.normals[0] == Vec2{1, 0});
        CHECK(fromRight.end == LaserEnd::Absorbed);
        CHECK(fromRight.endKind == TileKind::SlopeUpRight);
        LaserPath fromBelow = traceLaser(right, {2.5, 2.5}, {0, -1}, 64.0, 16);
        REQUIRE(fromBelow.points.size() == 2u);
        CHECK(fromBelow.normals[0] == Vec2{0, 1});
        CHECK(fromBelow.end == LaserEnd::Absorbed);
    }
    SECTION("glass lets a beam through (not in the laser mask)") {
        TileGrid glass = makeGrid({"..G..#"});
        LaserPath p = traceLaser(glass, {0.5, 0.5}, {1, 0}, 64.0, 16);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[1] == Vec2{5, 0.5});
    }
}

TEST_CASE("traceLaser stops at maxLength", "[collision][laser]") {
    TileGrid open = makeGrid({"..........", "..........", "..........", ".........."}, TileKind::Empty);
    SECTION("a beam in open space ends mid-air after exactly maxLength") {
        LaserPath p = traceLaser(open, {0.5, 0.5}, {3, 4}, 2.5, 16);
        REQUIRE(p.points.size() == 2u);
        CHECK(vecNear(p.points[1], {2.0, 2.5}));
        CHECK(p.normals[0] == Vec2{0, 0});
        CHECK(p.surface[0] == -1);
        CHECK(p.end == LaserEnd::MaxLength);
        CHECK(p.length == near(2.5));
        CHECK(p.endKind == TileKind::Empty);
    }
    SECTION("maxLength counts the whole path across bounces") {
        TileGrid g = makeGrid({"M........M"});
        LaserPath p = traceLaser(g, {4.5, 0.5}, {1, 0}, 20.0, 16);  // 4.5 to x = 9, 8 back to x = 1, 7.5 more
        CHECK(p.end == LaserEnd::MaxLength);
        REQUIRE(p.points.size() == 4u);
        CHECK(p.length == near(20.0, 1e-9));
        CHECK(vecNear(p.points.back(), {8.5, 0.5}, 1e-6));
    }
    SECTION("a beam running out exactly on a mirror ends there with MaxLength") {
        TileGrid g = makeGrid({"M........M"});
        LaserPath p = traceLaser(g, {4.5, 0.5}, {1, 0}, 4.5, 16);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[1] == Vec2{9, 0.5});
        CHECK(p.end == LaserEnd::MaxLength);
    }
}

TEST_CASE("traceLaser stops after maxBounces reflections", "[collision][laser]") {
    TileGrid g = makeGrid({"M........M", "M........M", "M........M"});
    SECTION("between parallel mirrors the beam bounces exactly maxBounces times, each leg the full gap") {
        LaserPath p = traceLaser(g, {4.5, 1.5}, {1, 0}, 1000.0, 5);
        CHECK(p.end == LaserEnd::MaxBounces);
        REQUIRE(p.points.size() == 7u);  // origin, 5 bounces, the final contact
        for (std::size_t i = 1; i + 1 < p.points.size(); ++i)
            CHECK(distance(p.points[i], p.points[i + 1]) == near(8.0, 1e-6));
        CHECK(p.points.back().x == 1.0);  // the final segment ends ON the next reflecting surface (6th contact)
        CHECK(p.normals.back() == Vec2{1, 0});
        CHECK(p.endKind == TileKind::Mirror);
        CHECK(p.length == near(4.5 + 5 * 8.0, 1e-5));
    }
    SECTION("bounce epsilon never re-hits the same face, even after many bounces") {
        LaserPath p = traceLaser(g, {4.5, 1.5}, {1, 0}, 10000.0, 200);
        CHECK(p.end == LaserEnd::MaxBounces);
        REQUIRE(p.points.size() == 202u);
        for (std::size_t i = 1; i + 1 < p.points.size(); ++i) CHECK(distance(p.points[i], p.points[i + 1]) > 7.99);
    }
    SECTION("maxBounces 0 stops at the first mirror; a negative count acts as 0") {
        LaserPath p = traceLaser(g, {4.5, 1.5}, {1, 0}, 1000.0, 0);
        CHECK(p.end == LaserEnd::MaxBounces);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[1] == Vec2{9, 1.5});
        LaserPath q = traceLaser(g, {4.5, 1.5}, {1, 0}, 1000.0, -3);
        CHECK(q.points == p.points);
        CHECK(q.end == LaserEnd::MaxBounces);
    }
}

TEST_CASE("traceLaser starting inside a blocking tile returns a zero-length path", "[collision][laser]") {
    TileGrid g = makeGrid({"....", ".#..", "...."});
    SECTION("inside a solid: StartedInside, points {origin, origin}") {
        LaserPath p = traceLaser(g, {1.5, 1.5}, {1, 0}, 10.0, 4);
        CHECK(p.end == LaserEnd::StartedInside);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[0] == Vec2{1.5, 1.5});
        CHECK(p.points[1] == Vec2{1.5, 1.5});
        CHECK(p.normals[0] == Vec2{0, 0});
        CHECK(p.surface[0] == -1);
        CHECK(p.endCell == Cell{1, 1});
        CHECK(p.endKind == TileKind::Solid);
        CHECK(p.length == 0.0);
    }
    SECTION("a zero direction gives a zero-length MaxLength path outside solids") {
        LaserPath p = traceLaser(g, {0.5, 0.5}, {0, 0}, 10.0, 4);
        CHECK(p.end == LaserEnd::MaxLength);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[1] == Vec2{0.5, 0.5});
        CHECK(p.length == 0.0);
    }
    SECTION("non-finite input gives a zero-length MaxLength path") {
        LaserPath p = traceLaser(g, {0.5, 0.5}, {std::nan(""), 0}, 10.0, 4);
        CHECK(p.end == LaserEnd::MaxLength);
        CHECK(p.points.size() == 2u);
        CHECK(p.length == 0.0);
    }
}

TEST_CASE("traceLaser meets extra segment surfaces as well as tiles", "[collision][laser]") {
    TileGrid g = makeGrid({"..........", "..........", "..........", "..........", "..........",
                           "..........", "......#...", "..........", "..........", ".........."});
    SECTION("a reflective surface sends the beam back; its index is recorded") {
        LaserSurface s[] = {{{{5, 0.5}, {5, 9.5}}, true, 42}};
        LaserInput in = beam({1.5, 5.25}, {1, 0});
        in.surfaces = s;
        in.surfaceCount = 1;
        LaserPath p;
        traceLaser(g, in, p);
        REQUIRE(p.points.size() == 3u);
        CHECK(vecNear(p.points[1], {5, 5.25}));
        CHECK(p.normals[0] == Vec2{-1, 0});
        CHECK(p.surface[0] == 0);
        CHECK(vecNear(legDirection(p, 1), {-1, 0}, 1e-12));
        CHECK(vecNear(p.points[2], {0, 5.25}, 1e-6));
        CHECK(p.surface[1] == -1);
        CHECK(p.end == LaserEnd::Absorbed);
    }
    SECTION("a surface is two-sided: from the other side the normal faces the beam") {
        LaserSurface s[] = {{{{5, 0.5}, {5, 9.5}}, true, 1}};
        LaserInput in = beam({8.5, 2.5}, {-1, 0});
        in.surfaces = s;
        in.surfaceCount = 1;
        LaserPath p;
        traceLaser(g, in, p);
        REQUIRE(p.points.size() >= 2u);
        CHECK(p.normals[0] == Vec2{1, 0});
        CHECK(vecNear(legDirection(p, 1), {1, 0}, 1e-12));
    }
    SECTION("an absorbing surface ends the beam on it and reports which one (userId via the index)") {
        LaserSurface s[] = {{{{9, 0}, {9, 1}}, false, 7}, {{{3, 4}, {3, 6}}, false, 99}};
        LaserInput in = beam({0.5, 5.0}, {1, 0});
        in.surfaces = s;
        in.surfaceCount = 2;
        LaserPath p;
        traceLaser(g, in, p);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.points[1] == Vec2{3, 5});
        CHECK(p.end == LaserEnd::Absorbed);
        REQUIRE(p.surface[0] == 1);
        CHECK(s[p.surface[0]].userId == 99u);
    }
    SECTION("a diagonal reflective surface turns the beam by 90°") {
        LaserSurface s[] = {{{{3, 2}, {5, 4}}, true, 0}};
        LaserInput in = beam({0.5, 3.0}, {1, 0});
        in.surfaces = s;
        in.surfaceCount = 1;
        LaserPath p;
        traceLaser(g, in, p);
        REQUIRE(p.points.size() >= 3u);
        CHECK(vecNear(p.points[1], {4, 3}));
        CHECK(vecNear(p.normals[0], {-kInvSqrt2, kInvSqrt2}));
        CHECK(vecNear(legDirection(p, 1), {0, 1}, 1e-12));
    }
    SECTION("a surface flush with a wall's face wins the tie; one behind the wall is never reached") {
        LaserSurface flush[] = {{{{6, 6}, {6, 7}}, false, 5}};
        LaserInput in = beam({0.5, 6.5}, {1, 0});
        in.surfaces = flush;
        in.surfaceCount = 1;
        LaserPath p;
        traceLaser(g, in, p);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.surface[0] == 0);
        LaserSurface behind[] = {{{{8, 6}, {8, 7}}, true, 5}};
        in.surfaces = behind;
        traceLaser(g, in, p);
        REQUIRE(p.points.size() == 2u);
        CHECK(p.surface[0] == -1);
        CHECK(p.endKind == TileKind::Solid);
        CHECK(p.points[1] == Vec2{6, 6.5});
    }
}

TEST_CASE("traceLaser reuses the path's buffers without allocating", "[collision][laser]") {
    TileGrid g = makeGrid({"M......../", "..........", "\\.......M."});
    LaserInput in = beam({4.5, 1.25}, {1, 0.3}, 500.0, 12);
    LaserPath p;
    traceLaser(g, in, p);
    const std::size_t points = p.points.size();
    REQUIRE(points >= 3u);
    REQUIRE(p.points.capacity() >= 14u);
    const Vec2* pointData = p.points.data();
    const Vec2* normalData = p.normals.data();
    const std::int32_t* surfaceData = p.surface.data();
    const std::size_t cap[] = {p.points.capacity(), p.normals.capacity(), p.surface.capacity()};
    SECTION("tracing the same beam again keeps capacity and data pointers, and gives the same path") {
        std::vector<Vec2> first = p.points;
        traceLaser(g, in, p);
        CHECK(p.points.data() == pointData);
        CHECK(p.normals.data() == normalData);
        CHECK(p.surface.data() == surfaceData);
        CHECK(p.points.capacity() == cap[0]);
        CHECK(p.normals.capacity() == cap[1]);
        CHECK(p.surface.capacity() == cap[2]);
        CHECK(p.points == first);
    }
    SECTION("tracing a different beam into the same buffers allocates nothing either") {
        traceLaser(g, beam({1.5, 1.5}, {-1, -1}, 500.0, 12), p);
        CHECK(p.points.data() == pointData);
        CHECK(p.normals.data() == normalData);
        CHECK(p.surface.data() == surfaceData);
        CHECK(p.points.capacity() == cap[0]);
    }
    SECTION("the convenience form gives the same path") {
        LaserPath q = traceLaser(g, in.origin, in.direction, in.maxLength, in.maxBounces);
        CHECK(q.points == p.points);
        CHECK(q.end == p.end);
        CHECK(q.length == p.length);
    }
}

namespace {

/// True when p lies inside a laser-blocking tile's solid area by more than `inset` tiles (independent check).
bool deepInsideSolid(const TileGrid& g, Vec2 p, double inset) {
    int x = static_cast<int>(std::floor(p.x)), y = static_cast<int>(std::floor(p.y));
    double u = p.x - x, v = p.y - y;
    TileKind k = g.at(x, y);
    if (!inMask(kLaserMask, k)) return false;
    bool inCell = u > inset && u < 1 - inset && v > inset && v < 1 - inset;
    bool outsideDeep = !g.inBounds(x, y) && (p.x < -inset || p.y < -inset || p.x > g.width() + inset ||
                                             p.y > g.height() + inset);
    if (!g.inBounds(x, y)) return outsideDeep;
    if (!inCell) return false;
    if (k == TileKind::SlopeUpRight) return u + v > 1.0 + inset * 1.5;
    if (k == TileKind::SlopeUpLeft) return v - u > inset * 1.5;
    return true;
}

/// Counters of what checkInvariants looked at.
struct InvariantCounts {
    int beams = 0, bounces = 0, samples = 0;
};

/// The property every traced path must have: at each bounce the angle to the normal is preserved (in and out on
/// the correct sides, out = reflect(in, n)); the length adds up; no sample every 0.01 tiles is inside a solid.
void checkInvariants(const TileGrid& g, const LaserPath& p, double maxLength, int maxBounces, InvariantCounts& n) {
    ++n.beams;
    REQUIRE(p.end != LaserEnd::StartedInside);
    REQUIRE(p.normals.size() + 1 == p.points.size());
    REQUIRE(p.surface.size() + 1 == p.points.size());
    CHECK(p.points.size() <= static_cast<std::size_t>(maxBounces) + 2);
    CHECK(p.length <= maxLength + 1e-9);
    CHECK(p.length == near(polylineLength(p), 1e-5));
    for (std::size_t i = 1; i + 1 < p.points.size(); ++i) {
        Vec2 normal = p.normals[i - 1];
        // A leg of (near) zero length has no direction: a beam starting on a slope's diagonal, or absorbed on restart.
        if (distance(p.points[i - 1], p.points[i]) < 1e-6 || distance(p.points[i], p.points[i + 1]) < 1e-6) continue;
        Vec2 din = legDirection(p, i - 1), dout = legDirection(p, i);
        CHECK(length(normal) == near(1.0, 1e-12));
        CHECK(dot(din, normal) < 0.0);
        CHECK(dot(dout, normal) > 0.0);
        CHECK(std::fabs(dot(din, normal)) == near(std::fabs(dot(dout, normal)), 1e-5));
        CHECK(vecNear(dout, reflect(din, normal), 1e-5));
        ++n.bounces;
    }
    for (std::size_t i = 0; i + 1 < p.points.size(); ++i) {
        Vec2 a = p.points[i], b = p.points[i + 1];
        int steps = static_cast<int>(distance(a, b) / 0.01);
        for (int s = 0; s <= steps; ++s) {
            Vec2 q = lerp(a, b, steps > 0 ? static_cast<double>(s) / steps : 0.0);
            ++n.samples;
            if (deepInsideSolid(g, q, 1e-6)) FAIL_CHECK("sample inside a solid at (" << q.x << ", " << q.y << ")");
        }
    }
}

/// A random mirror level: a quarter of the cells filled, mostly mirrors, with solids, slopes, glass, one-ways.
TileGrid randomMirrorLevel(Rng& rng, int w, int h) {
    static const TileKind kinds[] = {TileKind::Mirror, TileKind::Mirror, TileKind::Mirror, TileKind::Solid,
                                     TileKind::SlopeUpRight, TileKind::SlopeUpLeft, TileKind::Glass,
                                     TileKind::OneWay};
    TileGrid g(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (rng.uniform01() < 0.25) g.set(x, y, kinds[rng.rangeInt(0, 7)]);
    return g;
}

} // namespace

TEST_CASE("traceLaser on random mirror levels keeps the angle at every bounce and never enters a solid",
          "[collision][laser]") {
    Rng rng(4242);
    InvariantCounts n;
    LaserPath p;
    for (int gi = 0; gi < 30; ++gi) {
        int w = rng.rangeInt(8, 24), h = rng.rangeInt(8, 24);
        TileGrid g = randomMirrorLevel(rng, w, h);
        g.outsideKind = gi % 2 == 0 ? TileKind::Mirror : TileKind::Solid;
        for (int bi = 0; bi < 60; ++bi) {
            Vec2 o{rng.range(0.0, w), rng.range(0.0, h)};
            if (pointInBlockingCell(g, o, kLaserMask)) continue;
            double angle = rng.range(0.0, 2.0 * engine::kPi);
            traceLaser(g, beam(o, {std::cos(angle), std::sin(angle)}, 300.0, 30), p);
            INFO("grid " << gi << " beam " << bi << " origin (" << o.x << ", " << o.y << ") angle " << angle);
            checkInvariants(g, p, 300.0, 30, n);
        }
    }
    INFO("beams " << n.beams << ", bounces checked " << n.bounces << ", samples " << n.samples);
    CHECK(n.beams >= 1000);
    CHECK(n.bounces >= 2000);
}

TEST_CASE("traceLaser from tile centres along the 8 aim directions keeps the same invariants through corners",
          "[collision][laser]") {
    // 45° beams from tile centres pass exactly through grid vertices again and again: every corner rule is hit.
    static const Vec2 aims[] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    Rng rng(9001);
    InvariantCounts n;
    LaserPath p;
    for (int gi = 0; gi < 20; ++gi) {
        int w = rng.rangeInt(6, 16), h = rng.rangeInt(6, 16);
        TileGrid g = randomMirrorLevel(rng, w, h);
        g.outsideKind = gi % 2 == 0 ? TileKind::Mirror : TileKind::Solid;
        for (int ci = 0; ci < 12; ++ci) {
            Vec2 o{rng.rangeInt(0, w - 1) + 0.5, rng.rangeInt(0, h - 1) + 0.5};
            if (pointInBlockingCell(g, o, kLaserMask)) continue;
            for (const Vec2& aim : aims) {
                traceLaser(g, beam(o, aim, 200.0, 24), p);
                INFO("grid " << gi << " origin (" << o.x << ", " << o.y << ") aim (" << aim.x << ", " << aim.y << ")");
                checkInvariants(g, p, 200.0, 24, n);
            }
        }
    }
    INFO("beams " << n.beams << ", bounces checked " << n.bounces << ", samples " << n.samples);
    CHECK(n.beams >= 1000);
    CHECK(n.bounces >= 1000);
}

namespace {

/// True when the two paths are the same in every field, bit for bit.
bool samePath(const LaserPath& a, const LaserPath& b) {
    if (a.points.size() != b.points.size() || a.end != b.end || a.endKind != b.endKind || !(a.endCell == b.endCell))
        return false;
    if (std::memcmp(&a.length, &b.length, sizeof a.length) != 0) return false;
    for (std::size_t i = 0; i < a.points.size(); ++i)
        if (std::memcmp(&a.points[i], &b.points[i], sizeof(Vec2)) != 0) return false;
    for (std::size_t i = 0; i < a.normals.size(); ++i)
        if (std::memcmp(&a.normals[i], &b.normals[i], sizeof(Vec2)) != 0 || a.surface[i] != b.surface[i])
            return false;
    return true;
}

/// n random surfaces over a w × h level: short mirror segments, axis-aligned box edges (absorbing, as the game's
/// robots and platforms are), long segments across many buckets, exact duplicates (ties broken by index), and a
/// few on the 1/8 lattice (contacts on bucket and tile lines).
std::vector<LaserSurface> randomSurfaces(Rng& rng, int w, int h, int n) {
    std::vector<LaserSurface> s;
    while (static_cast<int>(s.size()) < n) {
        const Vec2 c{rng.range(-2.0, w + 2.0), rng.range(-2.0, h + 2.0)};
        switch (rng.rangeInt(0, 4)) {
        case 0: { // a mirror
            const Vec2 half = fromAngle(rng.range(0.0, 6.3)) * rng.range(0.2, 1.5);
            s.push_back({{c - half, c + half}, true, static_cast<std::uint32_t>(s.size())});
            break;
        }
        case 1: { // a box's four edges
            const Aabb b = aabbFromCenter(c, {rng.range(0.2, 1.0), rng.range(0.2, 1.0)});
            const Vec2 k[4] = {b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
            for (int i = 0; i < 4; ++i)
                s.push_back({{k[i], k[(i + 1) % 4]}, false, static_cast<std::uint32_t>(s.size())});
            break;
        }
        case 2: { // long, across many buckets
            const Vec2 d = fromAngle(rng.range(0.0, 6.3)) * rng.range(5.0, 20.0);
            s.push_back({{c - d, c + d}, rng.uniform01() < 0.5, static_cast<std::uint32_t>(s.size())});
            break;
        }
        case 3: // on the 1/8 lattice, axis-aligned
            s.push_back({{{std::floor(c.x * 8) / 8, std::floor(c.y * 8) / 8},
                          {std::floor(c.x * 8) / 8 + rng.rangeInt(0, 16) / 8.0, std::floor(c.y * 8) / 8}},
                         true,
                         static_cast<std::uint32_t>(s.size())});
            break;
        default: // a duplicate of an earlier one
            if (!s.empty()) s.push_back(s[static_cast<std::size_t>(rng.rangeInt(0, static_cast<int>(s.size()) - 1))]);
        }
    }
    return s;
}

} // namespace

TEST_CASE("buildSurfaceIndex lists each surface in the buckets its box overlaps", "[collision][laser]") {
    SECTION("a short surface is in one bucket, a long one in every bucket along its box") {
        const LaserSurface s[] = {{{{0, 0}, {1, 1}}, true, 0}, {{{0.5, 2}, {17.5, 2}}, false, 1}};
        LaserSurfaceIndex ix;
        buildSurfaceIndex(s, 2, ix);
        REQUIRE(ix.covers(s, 2));
        CHECK(ix.origin == Vec2{0, 0});
        CHECK(ix.bucketSize == kLaserBucketTiles);
        CHECK(ix.columns == 5); // 17.5 tiles wide: buckets 0 … 4
        CHECK(ix.rows == 1);
        REQUIRE(ix.start.size() == 6u);
        CHECK(ix.start[1] - ix.start[0] == 2); // bucket 0 lists both
        for (int b = 1; b < 5; ++b) {
            REQUIRE(ix.start[b + 1] - ix.start[b] == 1);
            CHECK(ix.entries[ix.start[b]] == 1u);
        }
        CHECK(ix.firstColumn[1] == 0);
    }
    SECTION("a set spanning more than 256 buckets gets larger buckets") {
        const LaserSurface s[] = {{{{0, 0}, {5000, 1}}, true, 0}};
        LaserSurfaceIndex ix;
        buildSurfaceIndex(s, 1, ix);
        CHECK(ix.bucketSize > kLaserBucketTiles);
        CHECK(ix.columns <= 256);
    }
    SECTION("a set with a non-finite coordinate, or an empty one, gets no buckets") {
        const LaserSurface s[] = {{{{0, 0}, {1, 1}}, true, 0}, {{{0, 0}, {std::nan(""), 1}}, true, 1}};
        LaserSurfaceIndex ix;
        buildSurfaceIndex(s, 2, ix);
        CHECK_FALSE(ix.covers(s, 2));
        buildSurfaceIndex(s, 0, ix);
        CHECK_FALSE(ix.covers(s, 0));
    }
    SECTION("an index covers only the set it was built from") {
        const LaserSurface s[] = {{{{0, 0}, {1, 1}}, true, 0}, {{{3, 0}, {4, 1}}, true, 1}};
        LaserSurfaceIndex ix;
        buildSurfaceIndex(s, 2, ix);
        CHECK(ix.covers(s, 2));
        CHECK_FALSE(ix.covers(s, 1));
        CHECK_FALSE(ix.covers(s + 1, 1));
        ix.clear();
        CHECK_FALSE(ix.covers(s, 2));
    }
}

TEST_CASE("traceLaser with a surface index gives the same paths, bit for bit, as without", "[collision][laser]") {
    Rng rng(9090);
    LaserPath with, without;
    int beams = 0, onSurface = 0;
    for (int gi = 0; gi < 24; ++gi) {
        const int w = rng.rangeInt(8, 48), h = rng.rangeInt(8, 48);
        TileGrid g = randomMirrorLevel(rng, w, h);
        g.outsideKind = gi % 2 == 0 ? TileKind::Mirror : TileKind::Solid;
        const std::vector<LaserSurface> surfaces = randomSurfaces(rng, w, h, rng.rangeInt(1, 200));
        LaserSurfaceIndex ix;
        buildSurfaceIndex(surfaces.data(), surfaces.size(), ix);
        REQUIRE(ix.covers(surfaces.data(), surfaces.size()));
        for (int bi = 0; bi < 250; ++bi) {
            const bool lattice = bi % 4 == 0; // origins and directions that put contacts on bucket lines
            Vec2 o{rng.range(0.0, w), rng.range(0.0, h)};
            if (lattice) o = {std::floor(o.x) + 0.5, std::floor(o.y) + 0.5};
            const double angle = lattice ? rng.rangeInt(0, 7) * 0.78539816339744831 : rng.range(0.0, 6.3);
            LaserInput in = beam(o, fromAngle(angle), 200.0, 24);
            in.surfaces = surfaces.data();
            in.surfaceCount = surfaces.size();
            traceLaser(g, in, without);
            in.surfaceIndex = &ix;
            traceLaser(g, in, with);
            INFO("grid " << gi << " beam " << bi << " origin (" << o.x << ", " << o.y << ") angle " << angle);
            REQUIRE(samePath(with, without));
            ++beams;
            for (std::int32_t s : with.surface)
                onSurface += s >= 0 ? 1 : 0;
        }
    }
    INFO("beams " << beams << ", contacts on surfaces " << onSurface);
    CHECK(beams == 24 * 250);
    CHECK(onSurface > 2000); // the surfaces were really in the beams' way
}

TEST_CASE("traceLaser ignores a surface index built from other surfaces", "[collision][laser]") {
    TileGrid g = makeGrid({"..........", "..........", "..........", "..........", ".........."});
    const LaserSurface a[] = {{{{5, 0}, {5, 5}}, true, 0}};
    const LaserSurface b[] = {{{{3, 0}, {3, 5}}, false, 0}, {{{7, 0}, {7, 5}}, false, 1}};
    LaserSurfaceIndex ix;
    buildSurfaceIndex(a, 1, ix);
    LaserInput in = beam({1.5, 2.5}, {1, 0});
    in.surfaces = b;
    in.surfaceCount = 2;
    in.surfaceIndex = &ix; // built from a: not used
    LaserPath p;
    traceLaser(g, in, p);
    REQUIRE(p.points.size() == 2u);
    CHECK(vecNear(p.points[1], {3, 2.5}));
    CHECK(p.surface[0] == 0);
    CHECK(p.end == LaserEnd::Absorbed);
}
