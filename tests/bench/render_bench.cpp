#include "render_bench.h"

#include <cstdlib>
#include <vector>

#include "bench_util.h"

#ifdef RAYCRYPT_BENCH_RENDER
#include <SFML/Graphics.hpp>

#include "engine/render/tile_map.h"
#include "game/world/world.h"
#endif

namespace bench {

#ifdef RAYCRYPT_BENCH_RENDER

namespace {

constexpr int kTilePixels = 16;
constexpr unsigned kWindowWidth = 1280, kWindowHeight = 720;

/// Flat colours: walls, mirrors, hazards and the rest (the look does not matter, the vertex count does).
engine::TileVisual flatVisual(const engine::TileGrid& grid, int x, int y) {
    using engine::TileKind;
    using engine::TileShape;
    switch (grid.at(x, y)) {
    case TileKind::Empty: return {};
    case TileKind::Mirror: return {{}, sf::Color(170, 220, 255), TileShape::Full, true};
    case TileKind::OneWay: return {{}, sf::Color(120, 130, 170), TileShape::TopStrip, true};
    case TileKind::SlopeUpRight: return {{}, sf::Color(52, 58, 94), TileShape::SlopeUpRight, true};
    case TileKind::SlopeUpLeft: return {{}, sf::Color(52, 58, 94), TileShape::SlopeUpLeft, true};
    case TileKind::SpikesUp: return {{}, sf::Color(230, 80, 90), TileShape::BottomHalf, true};
    default: return {{}, sf::Color(52, 58, 94), TileShape::Full, true};
    }
}

/// One flat quad (two triangles) per entity with a Transform, 0.8 tiles wide (the registry view needs a mutable World).
void entityQuads(game::World& world, sf::VertexArray& out) {
    out.clear();
    const float half = 0.4f * kTilePixels;
    world.registry.view<game::Transform>().each([&](engine::Entity, game::Transform& t) {
        float x = static_cast<float>(t.position.x) * kTilePixels, y = static_cast<float>(t.position.y) * kTilePixels;
        sf::Color c(240, 200, 80);
        sf::Vertex a({x - half, y - half}, c), b({x + half, y - half}, c), d({x - half, y + half}, c),
            e({x + half, y + half}, c);
        for (const sf::Vertex& v : {a, b, d, b, e, d}) out.append(v);
    });
}

} // namespace

RenderFigures runRenderBench(const engine::Level& level, int frames) {
    RenderFigures f;
    if (std::getenv("DISPLAY") == nullptr) {
        f.why = "no display (run under xvfb-run)";
        return f;
    }
    game::World world;
    game::loadWorld(world, level);
    sf::RenderWindow window(sf::VideoMode(kWindowWidth, kWindowHeight), "raycrypt-bench", sf::Style::Default);
    window.setVerticalSyncEnabled(false);
    engine::TileMapRenderer map;
    map.build(world.grid, nullptr, flatVisual, kTilePixels);
    sf::VertexArray quads(sf::Triangles);
    std::vector<double> ms;
    const float levelW = static_cast<float>(level.grid.width() * kTilePixels);
    for (int i = 0; i < frames; ++i) {
        double t0 = wallSeconds();
        game::stepWorld(world, engine::InputFrame{});  // keep entities moving (not timed separately)
        double t1 = wallSeconds();
        float panX = static_cast<float>(i) / static_cast<float>(frames) * (levelW - kWindowWidth);
        sf::View view(sf::FloatRect(panX, 8.0f * kTilePixels, kWindowWidth, kWindowHeight));
        window.setView(view);
        window.clear(sf::Color(12, 12, 20));
        sf::FloatRect rect(view.getCenter() - view.getSize() / 2.0f, view.getSize());
        int calls = map.draw(window, sf::RenderStates::Default, rect);
        entityQuads(world, quads);
        window.draw(quads);
        window.display();
        ms.push_back((wallSeconds() - t1) * 1e3);
        f.drawCalls = calls + 1;
        (void)t0;
        sf::Event e;
        while (window.pollEvent(e)) {}
    }
    f.ran = true;
    f.frames = frames;
    f.medianFrameMs = median(ms);
    f.p99FrameMs = quantile(ms, 0.99);
    return f;
}

#else

RenderFigures runRenderBench(const engine::Level&, int) {
    RenderFigures f;
    f.why = "render bench not built (configure with RAYCRYPT_APP=ON)";
    return f;
}

#endif

} // namespace bench
