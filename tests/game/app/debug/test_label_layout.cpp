// The debug overlay's label layout: labels never overlap one another, stay inside the bounds, step off the sprites,
// and get a leader line when moved off their first place; panels take the corner with the fewest entities.
#include <catch2/catch.hpp>

#include <random>

#include "game/app/debug/label_layout.h"

namespace {

using game::LabelInput;
using game::PlacedLabel;
using game::ScreenRect;

/// Every shown label inside the bounds and clear of every other.
void requireTidy(const LabelInput& in, const std::vector<PlacedLabel>& out) {
    REQUIRE(out.size() == in.labels.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (!out[i].shown) continue;
        INFO("label " << i << " at " << out[i].box.x << "," << out[i].box.y);
        CHECK(game::contains(in.bounds, out[i].box));
        CHECK(out[i].box.w == in.labels[i].size.w);
        CHECK(out[i].box.h == in.labels[i].size.h);
        for (std::size_t j = i + 1; j < out.size(); ++j)
            if (out[j].shown) CHECK_FALSE(game::overlaps(out[i].box, out[j].box));
    }
}

} // namespace

TEST_CASE("A lone label sits right of and below its anchor, with no leader", "[label_layout]") {
    LabelInput in;
    in.bounds = {0, 0, 480, 200};
    in.labels = {{100, 100, {40, 9}}};
    const auto out = game::layoutLabels(in);
    REQUIRE(out[0].shown);
    CHECK(out[0].box.x == 100 + game::kLabelGap);
    CHECK(out[0].box.y == 100 + game::kLabelGap);
    CHECK_FALSE(out[0].leader);
}

TEST_CASE("Labels on one anchor spread out without overlapping, and the moved ones get leaders", "[label_layout]") {
    LabelInput in;
    in.bounds = {0, 0, 480, 200};
    for (int i = 0; i < 6; ++i) in.labels.push_back({200, 100, {45, 9}});
    const auto out = game::layoutLabels(in);
    requireTidy(in, out);
    CHECK_FALSE(out[0].leader);
    for (std::size_t i = 0; i < out.size(); ++i) {
        REQUIRE(out[i].shown);
        if (i > 0) CHECK(out[i].leader);
        // The leader ends on the box's edge, at the point nearest the anchor.
        if (out[i].leader) {
            CHECK(out[i].leaderX >= out[i].box.x);
            CHECK(out[i].leaderX <= out[i].box.x + out[i].box.w);
            CHECK(out[i].leaderY >= out[i].box.y);
            CHECK(out[i].leaderY <= out[i].box.y + out[i].box.h);
        }
    }
}

TEST_CASE("A label at the screen's edge is pushed inside instead of clipped", "[label_layout]") {
    LabelInput in;
    in.bounds = {0, 0, 480, 200};
    in.labels = {{478, 198, {60, 9}}, {1, 1, {60, 9}}};
    const auto out = game::layoutLabels(in);
    requireTidy(in, out);
    REQUIRE(out[0].shown);
    REQUIRE(out[1].shown);
}

TEST_CASE("A label steps off the sprites around its anchor when there is room", "[label_layout]") {
    LabelInput in;
    in.bounds = {0, 0, 480, 200};
    in.labels = {{100, 100, {40, 9}}};
    in.obstacles = {{95, 95, 60, 30}}; // right of and under the anchor
    const auto out = game::layoutLabels(in);
    REQUIRE(out[0].shown);
    CHECK_FALSE(game::overlaps(out[0].box, in.obstacles[0]));
    CHECK(out[0].leader);
}

TEST_CASE("Crowded random labels never overlap and never leave the bounds; those without room are left out",
          "[label_layout]") {
    std::mt19937 rng(7);
    for (int round = 0; round < 50; ++round) {
        LabelInput in;
        in.bounds = {0, 0, 160, 60};
        std::uniform_real_distribution<float> x(-10, 170), y(-10, 70), w(10, 70);
        for (int i = 0; i < 30; ++i) in.labels.push_back({x(rng), y(rng), {std::round(w(rng)), 9}});
        for (int i = 0; i < 5; ++i) in.obstacles.push_back({x(rng), y(rng), 12, 12});
        const auto out = game::layoutLabels(in);
        requireTidy(in, out);
        // An anchor outside the bounds has no label; the first label with its anchor inside always finds room.
        for (std::size_t i = 0; i < out.size(); ++i) {
            const auto& l = in.labels[i];
            const bool inside = l.anchorX >= 0 && l.anchorX <= 160 && l.anchorY >= 0 && l.anchorY <= 60;
            if (!inside) CHECK_FALSE(out[i].shown);
        }
        for (std::size_t i = 0; i < out.size(); ++i) {
            const auto& l = in.labels[i];
            if (l.anchorX >= 0 && l.anchorX <= 160 && l.anchorY >= 0 && l.anchorY <= 60) {
                CHECK(out[i].shown);
                break;
            }
        }
    }
}

TEST_CASE("A panel takes the corner with the fewest entities under it, and not another panel's", "[label_layout]") {
    const ScreenRect bounds{0, 0, 480, 200};
    const game::TextSize size{100, 30};
    // Entities in the top-left, top-right and bottom-left corners: the bottom-right is free.
    const std::vector<ScreenRect> entities = {{10, 10, 8, 8}, {460, 5, 8, 8}, {20, 180, 8, 8}, {30, 20, 8, 8}};
    const game::Corner c = game::quietestCorner(bounds, size, 2, entities);
    CHECK(c == game::Corner::BottomRight);
    for (const ScreenRect& e : entities) CHECK_FALSE(game::overlaps(game::cornerBox(bounds, size, 2, c), e));
    // With the bottom-right taken, the next quietest (one entity) is chosen, the earlier corner on a tie.
    const ScreenRect taken = game::cornerBox(bounds, size, 2, game::Corner::BottomRight);
    CHECK(game::quietestCorner(bounds, size, 2, entities, {taken}) == game::Corner::TopRight);
}

TEST_CASE("With something in every corner, a panel slides along the edges to a box clear of all of it",
          "[label_layout]") {
    const ScreenRect bounds{0, 0, 480, 200};
    const game::TextSize size{90, 45};
    const std::vector<ScreenRect> entities = {{5, 5, 8, 8}, {470, 5, 8, 8}, {5, 190, 8, 8}, {470, 190, 8, 8}};
    const ScreenRect box = game::quietestEdgeBox(bounds, size, 2, entities);
    CHECK(game::contains(bounds, box));
    for (const ScreenRect& e : entities) CHECK_FALSE(game::overlaps(box, e));
    // Touching an edge of the bounds, margin px in.
    const bool onEdge = box.x == 2 || box.y == 2 || box.x + box.w == 478 || box.y + box.h == 198;
    CHECK(onEdge);
    // A free corner is kept.
    CHECK(game::quietestEdgeBox(bounds, size, 2, {entities[0], entities[1], entities[2]}).x == 478 - 90);
}

TEST_CASE("Labels never meet a blocker (a panel), and find a free box away from crowded sprites", "[label_layout]") {
    LabelInput in;
    in.bounds = {0, 0, 200, 100};
    // The anchor is surrounded by sprites for 40 px; a panel takes the left half.
    in.obstacles = {{60, 10, 80, 80}};
    in.blockers = {{0, 0, 60, 100}};
    in.labels = {{100, 50, {30, 9}}, {100, 50, {30, 9}}};
    const auto out = game::layoutLabels(in);
    requireTidy(in, out);
    for (const PlacedLabel& l : out) {
        REQUIRE(l.shown);
        CHECK_FALSE(game::overlaps(l.box, in.blockers[0]));
        CHECK_FALSE(game::overlaps(l.box, in.obstacles[0]));
        CHECK(l.leader);
    }
}
