// SolidIndex: uniform-grid buckets of solid entity AABBs.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "engine/controller/solid_index.h"

using namespace engine;

namespace {

/// Ids of the solids touching box.
std::vector<SolidId> hits(const SolidIndex& index, const Aabb& box) {
    std::vector<SolidId> out;
    index.query(box, out);
    return out;
}

} // namespace

TEST_CASE("SolidIndex finds the solids a box touches, each once, in id order", "[solid_index]") {
    SolidIndex index(2.0);
    SolidId a = index.add({{0.0, 0.0}, {1.0, 1.0}}, 10);
    SolidId big = index.add({{-3.0, -3.0}, {9.0, 9.0}}, 11);  // spans many buckets
    SolidId far = index.add({{50.0, 50.0}, {51.0, 51.0}}, 12);
    CHECK(index.size() == 3);
    CHECK(index.body(a).userId == 10u);
    SECTION("overlap and touching both count") {
        CHECK(hits(index, {{0.5, 0.5}, {0.6, 0.6}}) == std::vector<SolidId>{a, big});
        CHECK(hits(index, {{1.0, 1.0}, {1.5, 1.5}}) == std::vector<SolidId>{a, big});  // corner touch
        CHECK(hits(index, {{1.0001, 1.0001}, {1.5, 1.5}}) == std::vector<SolidId>{big});
    }
    SECTION("far boxes find only what is near them") {
        CHECK(hits(index, {{50.5, 50.5}, {50.6, 50.6}}) == std::vector<SolidId>{far});
        CHECK(hits(index, {{30.0, 30.0}, {31.0, 31.0}}).empty());
    }
    SECTION("negative coordinates bucket correctly") {
        SolidId neg = index.add({{-20.5, -7.25}, {-19.5, -6.0}}, 13);
        CHECK(hits(index, {{-20.0, -7.0}, {-20.0, -7.0}}) == std::vector<SolidId>{neg});
    }
    SECTION("a NaN box finds nothing") {
        double nan = std::nan("");
        CHECK(hits(index, {{nan, 0.0}, {1.0, 1.0}}).empty());
    }
}

TEST_CASE("SolidIndex moves, removes and reuses solids", "[solid_index]") {
    SolidIndex index(4.0);
    SolidId a = index.add({{0.0, 0.0}, {1.0, 1.0}}, 1, kSolidPlatform);
    SolidId b = index.add({{2.0, 0.0}, {3.0, 1.0}}, 2);
    SECTION("setBox re-buckets") {
        index.setBox(a, {{40.0, 40.0}, {41.0, 41.0}});
        CHECK(hits(index, {{0.0, 0.0}, {1.0, 1.0}}).empty());
        CHECK(hits(index, {{40.5, 40.5}, {40.5, 40.5}}) == std::vector<SolidId>{a});
        index.setBox(a, {{40.5, 40.0}, {41.5, 41.0}});  // same buckets: just the box changes
        CHECK(index.body(a).box.max.x == 41.5);
        CHECK(hits(index, {{41.2, 40.5}, {41.2, 40.5}}) == std::vector<SolidId>{a});
    }
    SECTION("remove, then the slot is reused") {
        index.remove(a);
        CHECK_FALSE(index.contains(a));
        CHECK(index.size() == 1);
        CHECK(hits(index, {{0.0, 0.0}, {3.0, 1.0}}) == std::vector<SolidId>{b});
        index.remove(a);  // twice: ignored
        CHECK(index.size() == 1);
        SolidId c = index.add({{5.0, 5.0}, {6.0, 6.0}}, 3, kSolidOneWay);
        CHECK(c == a);
        CHECK(isOneWay(index.body(c)));
        CHECK(hits(index, {{0.0, 0.0}, {1.0, 1.0}}).empty());
    }
    SECTION("invalid ids are ignored") {
        index.setBox(99, {{0.0, 0.0}, {1.0, 1.0}});
        index.setFlags(kNoSolid, kSolidOneWay);
        CHECK_FALSE(index.contains(99));
        CHECK(index.size() == 2);
    }
    SECTION("flags can change") {
        index.setFlags(b, kSolidOneWay);
        CHECK(isOneWay(index.body(b)));
    }
}

TEST_CASE("A SolidIndex query examines only the solids in the buckets it overlaps", "[solid_index]") {
    SolidIndex index(4.0);
    for (int i = 0; i < 10000; ++i) index.add({{(i % 100) * 4.0, (i / 100) * 4.0}, {(i % 100) * 4.0 + 1.0, (i / 100) * 4.0 + 1.0}}, i);
    std::vector<SolidId> out;
    index.query({{200.5, 200.5}, {201.0, 201.0}}, out);
    CHECK(out.size() == 1);
    CHECK(index.lastQueryExamined() == 1);
    index.query({{198.0, 198.0}, {206.0, 206.0}}, out);
    CHECK(out.size() == 4);
    CHECK(index.lastQueryExamined() <= 9);
    SECTION("a query bigger than the whole index scans the slots and gives the same answer") {
        index.query({{-1e9, -1e9}, {1e9, 1e9}}, out);
        CHECK(out.size() == 10000);
        CHECK(index.lastQueryExamined() == 10000);
    }
}
