#include "game/app/view/hud.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/render/letterbox.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/world_view.h"
#include "game/world/systems.h"

namespace game {

namespace {

constexpr float kW = static_cast<float>(engine::kLogicalWidth);
constexpr float kH = static_cast<float>(engine::kLogicalHeight);

/// Colour with its alpha scaled by a.
sf::Color fade(sf::Color c, float a) {
    return {c.r, c.g, c.b, static_cast<sf::Uint8>(static_cast<float>(c.a) * std::clamp(a, 0.0f, 1.0f))};
}

/// Wrap text to at most width px per line at scale 1.
std::string wrap(const Painter& p, const std::string& text, float width) {
    std::string out, line, word;
    auto flushWord = [&]() {
        if (word.empty()) return;
        std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && p.measure(candidate).x > width) {
            out += line + "\n";
            line = word;
        } else {
            line = candidate;
        }
        word.clear();
    };
    for (char c : text) {
        if (c == ' ' || c == '\n') {
            flushWord();
            if (c == '\n') {
                out += line + "\n";
                line.clear();
            }
        } else {
            word += c;
        }
    }
    flushWord();
    return out + line;
}

/// The bullet-time meter: the atlas frame and fill, or plain bars.
void drawMeter(Painter& p, const ModeGauges& g, double now) {
    const sf::Vector2f at(8, kH - 20);
    const float pulse = g.slowActive ? 0.75f + 0.25f * static_cast<float>(std::sin(now * 14.0)) : 1.0f;
    p.text("FOCUS", {at.x, at.y - 10}, 1.0f, g.slowActive ? ui::kAccent : ui::kDim);
    const engine::SpriteRect* frame = findSprite("ui_meter_frame");
    const engine::SpriteRect* fill = findSprite("ui_meter_fill");
    const sf::Color fillColor = fade(g.meter01 < 0.25 ? ui::kWarn : sf::Color(140, 240, 255), pulse);
    if (frame != nullptr && fill != nullptr && viewAssets().texture != nullptr) {
        p.sprite(*frame, {at});
        engine::SpriteRect part = *fill;
        part.w = static_cast<int>(std::round(fill->w * g.meter01));
        const float inset = (static_cast<float>(frame->h) - static_cast<float>(fill->h)) * 0.5f;
        if (part.w > 0)
            p.sprite(part, {{at.x + static_cast<float>(frame->w - fill->w) - inset, at.y + inset},
                            false,
                            1.0f,
                            0.0f,
                            fillColor});
        return;
    }
    p.rect({at.x, at.y, 56, 8}, ui::kPanel);
    p.outline({at.x, at.y, 56, 8}, ui::kPanelBorder);
    p.rect({at.x + 2, at.y + 2, 52.0f * static_cast<float>(g.meter01), 4}, fillColor);
}

/// Shells in the blunderbuss and keys in the satchel.
void drawShells(Painter& p, const ModeGauges& g) {
    const float y = kH - 20;
    p.text("SHELLS", {8, y - 10}, 1.0f, ui::kDim);
    float x = 8;
    for (int i = 0; i < g.maxShells; ++i) {
        const bool full = i < g.shells;
        if (!p.sprite(full ? "ui_shell_full" : "ui_shell_empty", {{x, y}, false, 1.0f}))
            p.rect({x, y, 5, 8}, full ? sf::Color(230, 80, 50) : sf::Color(80, 80, 90));
        x += 9;
    }
    x += 6;
    for (std::size_t i = 0; i < g.keys.size(); ++i) {
        if (!p.sprite("ui_key", {{x, y + 2}})) p.rect({x, y + 2, 8, 4}, ui::kGold);
        x += 11;
    }
}

/// A speech-bubble panel with wrapped text, its bottom-centre at `at`.
void bubble(Painter& p, const std::string& text, sf::Vector2f at, float alpha) {
    const std::string wrapped = wrap(p, text, 180);
    const sf::Vector2f size = p.measure(wrapped);
    sf::FloatRect r(std::round(at.x - size.x * 0.5f - 6), std::round(at.y - size.y - 12), size.x + 12,
                    size.y + 8);
    r.left = std::clamp(r.left, 4.0f, kW - r.width - 4);
    r.top = std::clamp(r.top, 36.0f, kH - r.height - 4);
    p.panel(r, fade(ui::kPanel, alpha), fade(ui::kPanelBorder, alpha));
    p.text(wrapped, {r.left + 6, r.top + 4}, 1.0f, fade(ui::kText, alpha), Align::Left,
           fade(ui::kShadow, alpha));
}

} // namespace

std::string formatTime(double seconds) {
    if (!std::isfinite(seconds) || seconds < 0.0) return "-:--.--";
    const long long cs = static_cast<long long>(std::floor(seconds * 100.0 + 1e-6));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld:%02lld.%02lld", cs / 6000, (cs / 100) % 60, cs % 100);
    return buf;
}

void drawHud(Painter& p, const HudInfo& info, double now) {
    // The top bar's text reads on the scene's top shade (kHudShadeHeight, drawn by PostFx at the canvas's
    // resolution).
    std::string name = info.levelName;
    while (name.size() > 3 && p.measure(name).x > 150)
        name = name.substr(0, name.size() - 4) + "...";
    p.text(name, {7, 6}, 1.0f, ui::kText);
    const bool overPar = info.parSeconds > 0 && info.seconds > info.parSeconds;
    p.text(formatTime(info.seconds), {kW * 0.5f, 3}, 2.0f,
           overPar ? sf::Color(255, 200, 150) : sf::Color::White, Align::Center);
    if (info.parSeconds > 0)
        p.text("PAR " + formatTime(info.parSeconds), {kW * 0.5f, 22}, 1.0f, ui::kDim, Align::Center);
    const std::string deaths = "DEATHS " + std::to_string(info.deaths);
    p.text(deaths, {kW - 7, 6}, 1.0f, info.deaths > 0 ? ui::kHot : ui::kText, Align::Right);
    if (info.replay)
        p.text("REPLAY", {kW - 30, 34}, 1.0f,
               fade(ui::kAccent, 0.6f + 0.4f * static_cast<float>(std::sin(now * 4))), Align::Right);
    // Gauges.
    if (info.gauges.hasMeter) drawMeter(p, info.gauges, now);
    if (info.gauges.hasShells) drawShells(p, info.gauges);
    // Texts in the level.
    if (!info.sign.empty())
        bubble(p, info.sign, info.signAt, 1.0f);
    else if (!info.hint.empty() && info.hintAlpha > 0.0f)
        bubble(p, info.hint, {kW * 0.5f, 76}, info.hintAlpha);
    if (!info.error.empty()) {
        const std::string wrapped = wrap(p, info.error, kW - 24);
        const sf::Vector2f size = p.measure(wrapped);
        p.panel({6, 34, kW - 12, size.y + 8}, sf::Color(40, 6, 10, 230), ui::kWarn);
        p.text(wrapped, {12, 38}, 1.0f, sf::Color(255, 200, 190));
    }
}

HudInfo hudInfoOf(const World& world, double levelSeconds) {
    HudInfo h;
    h.levelName = world.level.meta.name;
    h.seconds = world.clockSeconds();
    h.parSeconds = world.level.meta.parSeconds;
    h.deaths = world.deaths;
    h.gauges = readModeGauges(world);
    h.hint = world.level.meta.hint;
    h.hintAlpha = static_cast<float>(std::clamp((kHintSeconds - levelSeconds) / 0.8, 0.0, 1.0));
    return h;
}

void findNearbySign(const World& world, sf::Vector2f cameraTopLeft, HudInfo& info) {
    const Transform* player = world.registry.tryGet<Transform>(world.player);
    if (player == nullptr) return;
    world.registry.view<Sign, Transform>().each([&](const Sign& s, const Transform& t) {
        if (info.sign.empty() && engine::length(t.position - player->position) < kSignReach) {
            info.sign = s.text;
            info.signAt = toPixels({t.position.x, t.position.y - 0.6}) - cameraTopLeft;
        }
    });
}

sf::FloatRect pauseButtonRect() { return {static_cast<float>(engine::kLogicalWidth) - 24, 30, 17, 15}; }

void drawPauseButton(Painter& p, bool hover) {
    const sf::FloatRect b = pauseButtonRect();
    p.panel(b, ui::kPanel, hover ? ui::kAccent : ui::kPanelBorder);
    p.rect({b.left + 5, b.top + 4, 2, b.height - 8}, ui::kText);
    p.rect({b.left + b.width - 7, b.top + 4, 2, b.height - 8}, ui::kText);
}

void drawCrosshair(Painter& p, sf::Vector2f at) {
    const sf::Color c(255, 255, 255, 200);
    const float x = std::round(at.x), y = std::round(at.y);
    p.rect({x - 4, y, 3, 1}, c);
    p.rect({x + 2, y, 3, 1}, c);
    p.rect({x, y - 4, 1, 3}, c);
    p.rect({x, y + 2, 1, 3}, c);
}

} // namespace game
