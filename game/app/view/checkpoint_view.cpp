#include "game/app/view/checkpoint_view.h"

#include <cmath>
#include <cstring>

#include "engine/render/glow_line.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"
#include "game/world/checkpoints.h"

namespace game {

namespace {

/// The picture's size in pixels (one tile).
constexpr int kArtPixels = 16;
/// Flicker of a lit flame or lamp: brightness swings by this share, at this rate (rad/s).
constexpr float kFlickerDepth = 0.22f, kFlickerRate = 9.0f;

/// Colour of key `k` for a checkpoint dark or lit, flickering at `phase` (radians); alpha 0 when not drawn.
sf::Color keyColor(const CheckpointArt& art, char k, bool lit, float phase) {
    const char* at = std::strchr(art.keys, k);
    if (at == nullptr || k == '\0') return sf::Color::Transparent;
    const std::size_t i = static_cast<std::size_t>(at - art.keys);
    sf::Color c = lit ? art.lit[i] : art.dark[i];
    if (lit && std::strchr(art.flicker, k) != nullptr) {
        const float f = 1.0f - kFlickerDepth * 0.5f * (1.0f + std::sin(phase));
        c.r = static_cast<sf::Uint8>(static_cast<float>(c.r) * f);
        c.g = static_cast<sf::Uint8>(static_cast<float>(c.g) * f);
        c.b = static_cast<sf::Uint8>(static_cast<float>(c.b) * f);
    }
    return c;
}

} // namespace

sf::Vector2f checkpointLightAt(engine::Vec2 position) { return toPixels(position) - sf::Vector2f(0.0f, 3.0f); }

void appendPixelArt(sf::VertexArray& va, const CheckpointArt& art, sf::Vector2f topLeft, bool lit, float phase) {
    if (art.rows == nullptr) return;
    for (int y = 0; y < kArtPixels; ++y) {
        const char* row = art.rows[y];
        for (int x = 0; x < kArtPixels;) {
            // One quad per run of a key along the row.
            int end = x + 1;
            while (end < kArtPixels && row[end] == row[x]) ++end;
            const sf::Color col = keyColor(art, row[x], lit, phase + static_cast<float>(y) * 0.6f);
            if (row[x] != '.' && col.a > 0)
                appendSolid(va, {topLeft.x + static_cast<float>(x), topLeft.y + static_cast<float>(y),
                                 static_cast<float>(end - x), 1.0f}, col);
            x = end;
        }
    }
}

void appendCheckpoints(sf::VertexArray& va, const World& world, const CheckpointArt& art, double seconds) {
    if (art.rows == nullptr) return;
    world.registry.view<Checkpoint, Transform>().each([&](const Checkpoint& c, const Transform& t) {
        const sf::Vector2f topLeft = toPixels(t.position) - sf::Vector2f(8.0f, 8.0f);
        const float phase = static_cast<float>(seconds) * kFlickerRate + static_cast<float>(t.position.x) * 1.7f;
        appendPixelArt(va, art, topLeft, c.lit, phase);
    });
}

void appendCheckpointGlows(sf::VertexArray& va, const World& world, const CheckpointArt& art, double seconds) {
    if (art.rows == nullptr) return;
    const float pulse = 0.75f + 0.25f * static_cast<float>(std::sin(seconds * 3.0));
    world.registry.view<Checkpoint, Transform>().each([&](const Checkpoint& c, const Transform& t) {
        if (!c.lit) return;
        sf::Color g = art.glow;
        g.a = static_cast<sf::Uint8>(static_cast<float>(g.a) * (c.active ? pulse : 0.5f));
        engine::appendGlowDot(va, checkpointLightAt(t.position), 20.0f, g, 20);
    });
}

} // namespace game
