#include "game/app/world_view.h"

#include "game/app/crypt_view.h"
#include "game/app/ninja_view.h"
#include "game/world/systems.h"

namespace game {

namespace {

using engine::TileKind;
using engine::TileShape;

/// Flat-colour look of each tile kind (the placeholder until the atlas art is wired in).
engine::TileVisual flatVisual(const engine::TileGrid& grid, int x, int y) {
    switch (grid.at(x, y)) {
    case TileKind::Empty: return {};
    case TileKind::Solid: return {{}, sf::Color(52, 58, 94), TileShape::Full, true};
    case TileKind::Mirror: return {{}, sf::Color(170, 220, 255), TileShape::Full, true};
    case TileKind::OneWay: return {{}, sf::Color(120, 130, 170), TileShape::TopStrip, true};
    case TileKind::SlopeUpRight: return {{}, sf::Color(52, 58, 94), TileShape::SlopeUpRight, true};
    case TileKind::SlopeUpLeft: return {{}, sf::Color(52, 58, 94), TileShape::SlopeUpLeft, true};
    case TileKind::SpikesUp: return {{}, sf::Color(230, 80, 90), TileShape::BottomHalf, true};
    case TileKind::SpikesDown: return {{}, sf::Color(230, 80, 90), TileShape::TopHalf, true};
    case TileKind::SpikesLeft: return {{}, sf::Color(230, 80, 90), TileShape::RightHalf, true};
    case TileKind::SpikesRight: return {{}, sf::Color(230, 80, 90), TileShape::LeftHalf, true};
    case TileKind::Breakable: return {{}, sf::Color(150, 110, 70), TileShape::Full, true};
    case TileKind::Cracked: return {{}, sf::Color(120, 100, 90), TileShape::Full, true};
    case TileKind::Crumbling: return {{}, sf::Color(140, 120, 80), TileShape::Full, true};
    case TileKind::Glass: return {{}, sf::Color(120, 200, 220, 110), TileShape::Full, true};
    default: return {};
    }
}

/// Append an axis-aligned rectangle (pixels) as two triangles.
void appendRect(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b, sf::Color c) {
    sf::Vector2f p1{b.x, a.y}, p3{a.x, b.y};
    for (sf::Vector2f p : {a, p1, b, a, b, p3}) va.append(sf::Vertex(p, c));
}

/// Draw the exits as soft green boxes.
void appendExits(sf::VertexArray& va, const World& world) {
    for (const engine::Cell& c : world.level.exitCells)
        appendRect(va, toPixels({double(c.x), double(c.y)}), toPixels({c.x + 1.0, c.y + 1.0}), sf::Color(90, 230, 140, 160));
}

} // namespace

void WorldView::rebuild(const World& world) { tiles_.build(world.grid, nullptr, flatVisual, static_cast<int>(kTilePixels)); }

int WorldView::draw(sf::RenderTarget& target, const World& world, double alpha, const sf::View& view) {
    tiles_.update(world.grid);
    sf::FloatRect rect(view.getCenter() - view.getSize() * 0.5f, view.getSize());
    int calls = tiles_.draw(target, sf::RenderStates::Default, rect);
    shapes_.clear();
    appendExits(shapes_, world);
    auto& registry = const_cast<engine::Registry&>(world.registry);  // views are non-const; nothing is written
    registry.view<SolidRef>().each([&](const SolidRef& s) {
        if (!world.solids.contains(s.id)) return;
        const engine::Aabb& b = world.solids.body(s.id).box;
        appendRect(shapes_, toPixels(b.min), toPixels(b.max), sf::Color(200, 200, 220));
    });
    engine::Aabb box = playerBox(world);
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (t != nullptr) {
        engine::Vec2 shift = engine::lerp(t->previous, t->position, alpha) - t->position;
        sf::Color c = world.state == RunState::Dying ? sf::Color(255, 90, 90) : sf::Color(240, 240, 255);
        appendRect(shapes_, toPixels(box.min + shift), toPixels(box.max + shift), c);
    }
    target.draw(shapes_);
    calls += 1;
    calls += world.mode == GameMode::Ninja ? drawNinja(target, world, alpha) : drawCrypt(target, world, alpha);
    return calls;
}

} // namespace game
