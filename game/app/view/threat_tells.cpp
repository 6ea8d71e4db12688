#include "game/app/view/threat_tells.h"

#include <algorithm>
#include <cmath>

#include "game/app/fx/flash_limit.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/world_view.h"

namespace game {

namespace {

/// The "!" glyph, canvas px: a bar and a dot, each kGlyphWidth wide, with a dark rim kGlyphRim px thick.
constexpr float kGlyphWidth = 2.0f, kGlyphBar = 6.0f, kGlyphGap = 1.0f, kGlyphRim = 1.0f;
/// A new tell pops in this much larger, shrinking back over the first kPopShare of its warning.
constexpr float kPopScale = 0.6f;
constexpr double kPopShare = 0.2;
/// From this far through its warning the glyph blinks, kBlinkStartHz up to kBlinkEndHz.
constexpr double kBlinkFrom = 0.5, kBlinkStartHz = 6.0, kBlinkEndHz = 14.0;
const sf::Color kGlyphEarly(255, 220, 60), kGlyphLate(255, 60, 40), kGlyphRimColour(24, 8, 8);
/// Entity ids use the low 63 bits; cell ids set the top bit.
constexpr std::uint64_t kCellBit = std::uint64_t{1} << 63;

/// An axis-aligned rectangle (canvas px).
void appendRect(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f z, sf::Color c) {
    for (sf::Vector2f p : {a, sf::Vector2f(z.x, a.y), z, a, z, sf::Vector2f(a.x, z.y)}) va.append(sf::Vertex(p, c));
}

/// a + (b − a)·t per channel.
sf::Color mix(sf::Color a, sf::Color b, double t) {
    auto ch = [t](sf::Uint8 x, sf::Uint8 y) { return static_cast<sf::Uint8>(std::lround(x + (y - x) * t)); };
    return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), 255};
}

/// Sort key of a tell: its id and cue together.
std::uint64_t keyOf(const ThreatTell& t) { return t.id * 8u + static_cast<std::uint64_t>(t.cue); }

} // namespace

std::uint64_t threatId(engine::Entity e) {
    return (static_cast<std::uint64_t>(e.generation & 0x7FFFFFFFu) << 32) | e.index;
}

std::uint64_t threatId(engine::Cell c) {
    return kCellBit | (static_cast<std::uint64_t>(static_cast<std::uint32_t>(c.y) & 0x7FFFFFFFu) << 32) |
           static_cast<std::uint32_t>(c.x);
}

std::vector<ThreatTell> readThreats(const World& world) {
    std::vector<ThreatTell> out;
    if (const auto threats = modePresentation(world.mode).threats) threats(world, out);
    return out;
}

std::vector<ThreatTell> startedThreats(ThreatWatch& watch, const std::vector<ThreatTell>& now) {
    std::vector<ThreatTell> started;
    std::vector<std::uint64_t> keys;
    keys.reserve(now.size());
    for (const ThreatTell& t : now) {
        keys.push_back(keyOf(t));
        if (!std::binary_search(watch.seen.begin(), watch.seen.end(), keys.back())) started.push_back(t);
    }
    std::sort(keys.begin(), keys.end());
    watch.seen = std::move(keys);
    return started;
}

void appendThreatGlyphs(sf::VertexArray& va, const std::vector<ThreatTell>& tells, double seconds) {
    for (const ThreatTell& t : tells) {
        const double p = std::clamp(t.progress, 0.0, 1.0);
        if (p >= kBlinkFrom) {
            const double hz = kBlinkStartHz + (kBlinkEndHz - kBlinkStartHz) * (p - kBlinkFrom) / (1.0 - kBlinkFrom);
            if (!blinkOn(seconds, hz, 0.6, flashesReduced())) continue;
        }
        const float s = 1.0f + kPopScale * static_cast<float>(std::max(0.0, 1.0 - p / kPopShare));
        const sf::Vector2f c = toPixels(t.at);
        const float w = 0.5f * kGlyphWidth * s, top = c.y - 0.5f * (kGlyphBar + kGlyphGap + kGlyphWidth) * s;
        const float barEnd = top + kGlyphBar * s, dot = barEnd + kGlyphGap * s, end = dot + kGlyphWidth * s;
        const sf::Color fill = mix(kGlyphEarly, kGlyphLate, p);
        appendRect(va, {c.x - w - kGlyphRim, top - kGlyphRim}, {c.x + w + kGlyphRim, barEnd + kGlyphRim}, kGlyphRimColour);
        appendRect(va, {c.x - w - kGlyphRim, dot - kGlyphRim}, {c.x + w + kGlyphRim, end + kGlyphRim}, kGlyphRimColour);
        appendRect(va, {c.x - w, top}, {c.x + w, barEnd}, fill);
        appendRect(va, {c.x - w, dot}, {c.x + w, end}, fill);
    }
}

int drawThreatTells(sf::RenderTarget& target, const World& world) {
    if (world.state != RunState::Playing) return 0;
    static thread_local sf::VertexArray va(sf::Triangles);
    va.clear();
    appendThreatGlyphs(va, readThreats(world), world.attemptSeconds());
    if (va.getVertexCount() == 0) return 0;
    target.draw(va);
    return 1;
}

} // namespace game
