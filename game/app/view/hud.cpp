#include "game/app/view/hud.h"

#include "game/app/view/rim_pass.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/render/letterbox.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/world_view.h"
#include "game/world/systems.h"

namespace game {

namespace {

using engine::kScreenW;

/// Colour with its alpha scaled by a.
sf::Color fade(sf::Color c, float a) {
    return {c.r, c.g, c.b, static_cast<sf::Uint8>(static_cast<float>(c.a) * std::clamp(a, 0.0f, 1.0f))};
}

/// Painter text sizes for the layout.
TextMeasure measureWith(const Painter& p) {
    return [&p](std::string_view text) {
        const sf::Vector2f size = p.measure(text);
        return TextSize{size.x, size.y};
    };
}

/// Logical px: the gauges' meter or shells, below their label's line (gaugeLabel).
constexpr float kGaugeRow = 10.0f;

/// Logical px from the gauges' top to their meter or shells: the label's line at the player's text size.
float gaugeLabel(float lineHeight) { return std::floor(lineHeight) - 1.0f; }

/// Logical px: widest the level name in the top bar may be.
constexpr float kNameWidth = 150.0f;

/// A logical-px rect as SFML's.
sf::FloatRect toSf(const ScreenRect& r) { return {r.x, r.y, r.w, r.h}; }

/// The bullet-time meter under its label, the label's top-left at topLeft: the atlas frame and fill, or plain bars.
void drawMeter(Painter& p, const ModeGauges& g, sf::Vector2f topLeft, float alpha, double now) {
    const float label = gaugeLabel(p.lineHeight());
    const sf::Vector2f at(topLeft.x, topLeft.y + label);
    const float pulse = alpha * (g.slowActive ? 0.75f + 0.25f * static_cast<float>(std::sin(now * 14.0)) : 1.0f);
    p.text("FOCUS", {at.x, at.y - label}, 1.0f, fade(g.slowActive ? ui::kAccent : ui::kDim, alpha),
           Align::Left, fade(ui::kShadow, alpha));
    const engine::SpriteRect* frame = findSprite("ui_meter_frame");
    const engine::SpriteRect* fill = findSprite("ui_meter_fill");
    const sf::Color fillColor = fade(g.meter01 < 0.25 ? ui::kWarn : sf::Color(140, 240, 255), pulse);
    if (frame != nullptr && fill != nullptr && viewAssets().texture != nullptr) {
        p.sprite(*frame, {at, false, 1.0f, 0.0f, fade(sf::Color::White, alpha)});
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
    p.rect({at.x, at.y, 56, 8}, fade(ui::kPanel, alpha));
    p.outline({at.x, at.y, 56, 8}, fade(ui::kPanelBorder, alpha));
    p.rect({at.x + 2, at.y + 2, 52.0f * static_cast<float>(g.meter01), 4}, fillColor);
}

/// Shells in the blunderbuss and keys in the satchel under their label, the label's top-left at topLeft.
void drawShells(Painter& p, const ModeGauges& g, sf::Vector2f topLeft, float alpha) {
    const float label = gaugeLabel(p.lineHeight());
    const float left = topLeft.x, y = topLeft.y + label;
    const sf::Color tint = fade(sf::Color::White, alpha);
    p.text("SHELLS", {left, y - label}, 1.0f, fade(ui::kDim, alpha), Align::Left, fade(ui::kShadow, alpha));
    float x = left;
    for (int i = 0; i < g.maxShells; ++i) {
        const bool full = i < g.shells;
        if (!p.sprite(full ? "ui_shell_full" : "ui_shell_empty", {{x, y}, false, 1.0f, 0.0f, tint}))
            p.rect({x, y, 5, 8}, fade(full ? sf::Color(230, 80, 50) : sf::Color(80, 80, 90), alpha));
        x += 9;
    }
    x += 6;
    for (std::size_t i = 0; i < g.keys.size(); ++i) {
        if (!p.sprite("ui_key", {{x, y + 2}, false, 1.0f, 0.0f, tint})) p.rect({x, y + 2, 8, 4}, fade(ui::kGold, alpha));
        x += 11;
    }
}

/// The gauges' width, px (label or row of shells and keys, whichever is wider).
float gaugesWidth(const ModeGauges& g, const TextMeasure& measure) {
    if (g.hasMeter) return std::max(56.0f, measure("FOCUS").w);
    if (!g.hasShells) return 0.0f;
    float row = 9.0f * static_cast<float>(g.maxShells) - 2.0f;
    if (!g.keys.empty()) row += 6.0f + 11.0f * static_cast<float>(g.keys.size()) - 1.0f;
    return std::max(row, measure("SHELLS").w);
}

/// The level name as the top bar shows it (shortened with "..." to fit kNameWidth px).
std::string shownName(const std::string& full, const TextMeasure& measure) {
    return fitLine(full, kNameWidth, [&](std::string_view s) { return measure(s).w; });
}

/// The deaths counter's text.
std::string deathsText(const HudInfo& info) { return "DEATHS " + std::to_string(info.deaths); }

/// The mark of a race ghost that does not do what its file claims.
constexpr const char* kGhostUnverified = "GHOST UNVERIFIED";

/// Where the top bar's second-row items go at the player's text size (their sizes come from measure).
struct HudPlaces {
    TextSize clock;                 ///< the clock's size (drawn at scale 2)
    float parY = 22.0f;             ///< the par line's top
    sf::Vector2f assist;            ///< the assist mark's anchor
    Align assistAlign = Align::Left; ///< beside the clock, or right-aligned under the deaths
    float replayY = 34.0f;          ///< the REPLAY mark's top
};

/// The top bar's places: PAR under the clock, the assist mark beside the clock (under the deaths when it does not
/// fit there), REPLAY below both.
HudPlaces hudPlaces(const HudInfo& info, const TextMeasure& measure) {
    HudPlaces h;
    const TextSize one = measure(formatTime(info.seconds));
    const float line = measure("X").h, grow = line / 11.0f; // 11: the line at 100 %
    h.clock = {one.w * 2.0f / std::max(1.0f, grow) * (1.0f + (grow - 1.0f) * kHeadingGrowth),
               one.h * 2.0f / std::max(1.0f, grow) * (1.0f + (grow - 1.0f) * kHeadingGrowth)};
    h.parY = std::round(3.0f + h.clock.h - 3.0f * grow);
    const float clockRight = kScreenW * 0.5f + h.clock.w * 0.5f, mark = measure(ui::kAssistMark).w;
    const float deathsLeft = kScreenW - 7.0f - measure(deathsText(info)).w;
    float below = 6.0f + line;
    if (clockRight + 4.0f + mark <= deathsLeft - 4.0f) {
        h.assist = {std::max(kScreenW * 0.5f + 46.0f, clockRight + 4.0f), 8.0f};
    } else {
        h.assist = {kScreenW - 7.0f, 6.0f + line};
        h.assistAlign = Align::Right;
        below += line;
    }
    h.replayY = std::max(34.0f, below + 2.0f);
    return h;
}

/// The top bar item's slot: text of size `size` at `at` aligned by `align`.
ScreenRect textSlot(TextSize size, sf::Vector2f at, Align align) {
    const float x = align == Align::Left ? at.x : align == Align::Center ? at.x - size.w * 0.5f : at.x - size.w;
    return {std::round(x), at.y, size.w, size.h};
}

} // namespace

std::string formatTime(double seconds) {
    if (!std::isfinite(seconds) || seconds < 0.0) return "-:--.--";
    const long long cs = static_cast<long long>(std::floor(seconds * 100.0 + 1e-6));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld:%02lld.%02lld", cs / 6000, (cs / 100) % 60, cs % 100);
    return buf;
}

OverlayInput overlayInputOf(const HudInfo& info, const TextMeasure& measure) {
    OverlayInput in;
    in.inSight = info.inSight;
    auto slot = [&in](HudItem item) -> ScreenRect& { return in.hud[static_cast<std::size_t>(item)]; };
    slot(HudItem::Title) = textSlot(measure(shownName(info.levelName, measure)), {7, 6}, Align::Left);
    const HudPlaces at = hudPlaces(info, measure);
    slot(HudItem::Clock) = textSlot(at.clock, {kScreenW * 0.5f, 3}, Align::Center);
    if (info.parSeconds > 0)
        slot(HudItem::Par) = textSlot(measure("PAR " + formatTime(info.parSeconds)), {kScreenW * 0.5f, at.parY}, Align::Center);
    slot(HudItem::Deaths) = textSlot(measure(deathsText(info)), {kScreenW - 7, 6}, Align::Right);
    if (info.replay) slot(HudItem::Replay) = textSlot(measure("REPLAY"), {kScreenW - 30, at.replayY}, Align::Right);
    else if (info.ghostUnverified)
        slot(HudItem::Replay) = textSlot(measure(kGhostUnverified), {kScreenW - 30, at.replayY}, Align::Right);
    return in;
}

TextSize gaugesSize(const ModeGauges& gauges, const TextMeasure& measure) {
    const float w = gaugesWidth(gauges, measure);
    if (w <= 0.0f) return {};
    return {w, gaugeLabel(measure("X").h) + kGaugeRow};
}

CaptionLayout captionLayoutOf(const World& world, const TextMeasure& measure, float reserve) {
    CaptionTexts texts;
    texts.hint = world.level.meta.hint;
    world.registry.view<Sign>().each([&texts](const Sign& s) { texts.signs.push_back(s.text); });
    return captionLayout(texts, gaugesSize(readModeGauges(world), measure), measure, reserve);
}

std::vector<ScreenRect> hudItemRects(const Painter& p, const HudInfo& info) {
    const OverlayInput in = overlayInputOf(info, measureWith(p));
    std::vector<ScreenRect> out;
    for (const ScreenRect& r : in.hud)
        if (r.w > 0.0f && r.h > 0.0f) out.push_back(r);
    return out;
}

void drawHud(Painter& p, const HudInfo& info, const CaptionLayout& caption, double now) {
    const TextMeasure measure = measureWith(p);
    const OverlayLayout layout = layoutOverlays(overlayInputOf(info, measure));
    auto alpha = [&layout](HudItem item) { return layout.hudAlpha[static_cast<std::size_t>(item)]; };
    // The top bar's text reads on the scene's top shade (kHudShadeHeight, drawn by PostFx at the canvas's
    // resolution). An item with something in sight under it is ghosted.
    p.allowOverView(true);
    const float titleA = alpha(HudItem::Title), clockA = alpha(HudItem::Clock);
    p.text(shownName(info.levelName, measure), {7, 6}, 1.0f, fade(ui::kText, titleA), Align::Left,
           fade(ui::kShadow, titleA));
    const bool overPar = info.parSeconds > 0 && info.seconds > info.parSeconds;
    const HudPlaces at = hudPlaces(info, measure);
    p.text(formatTime(info.seconds), {kScreenW * 0.5f, 3}, 2.0f,
           fade(overPar ? sf::Color(255, 200, 150) : sf::Color::White, clockA), Align::Center,
           fade(ui::kShadow, clockA));
    if (info.parSeconds > 0)
        p.text("PAR " + formatTime(info.parSeconds), {kScreenW * 0.5f, at.parY}, 1.0f, fade(ui::kDim, alpha(HudItem::Par)),
               Align::Center, fade(ui::kShadow, alpha(HudItem::Par)));
    if (info.assisted)
        p.text(ui::kAssistMark, at.assist, 1.0f, fade(ui::kAssist, alpha(HudItem::Clock)), at.assistAlign);
    const float deathsA = alpha(HudItem::Deaths);
    p.text(deathsText(info), {kScreenW - 7, 6}, 1.0f, fade(info.deaths > 0 ? ui::kHot : ui::kText, deathsA),
           Align::Right, fade(ui::kShadow, deathsA));
    if (info.replay)
        p.text("REPLAY", {kScreenW - 30, at.replayY}, 1.0f,
               fade(ui::kAccent, alpha(HudItem::Replay) * (0.6f + 0.4f * static_cast<float>(std::sin(now * 4)))),
               Align::Right);
    else if (info.ghostUnverified)
        p.text(kGhostUnverified, {kScreenW - 30, at.replayY}, 1.0f, fade(ui::kHot, alpha(HudItem::Replay)), Align::Right,
               fade(ui::kShadow, alpha(HudItem::Replay)));
    p.allowOverView(false);
    // The caption strip under the level's view: an opaque band, its top rule, the gauges and the words.
    const ScreenRect& strip = caption.strip;
    p.rect(toSf(strip), sf::Color(8, 9, 20));
    p.rect({strip.x, strip.y, strip.w, 1.0f}, ui::kPanelBorder);
    shownOverlays().push_back(toSf(strip)); // the contrast test measures no actor under it
    const ScreenRect& gauges = caption.gauges;
    if (info.gauges.hasMeter) drawMeter(p, info.gauges, {gauges.x, gauges.y}, 1.0f, now);
    if (info.gauges.hasShells) drawShells(p, info.gauges, {gauges.x, gauges.y}, 1.0f);
    if (!info.caption.text.empty()) {
        const std::string lines = captionLines(info.caption.text, caption, measure);
        const float y = std::round(caption.text.y + (caption.text.h - p.measure(lines).y) * 0.5f);
        const sf::Color colour = info.caption.kind == CaptionKind::Sign ? ui::kGold
                                 : info.caption.bright                  ? ui::kText
                                                                        : ui::kDim;
        p.text(lines, {caption.text.x, y}, 1.0f, colour);
    }
    if (!info.error.empty()) {
        const std::string wrapped = wrapText(info.error, kScreenW - 24, measure);
        const sf::Vector2f size = p.measure(wrapped);
        p.panel({6, 34, kScreenW - 12, size.y + 8}, sf::Color(40, 6, 10, 230), ui::kWarn);
        p.text(wrapped, {12, 38}, 1.0f, sf::Color(255, 200, 190));
    }
}

HudInfo hudInfoOf(const World& world, double hintSeconds) {
    HudInfo h;
    h.levelName = world.level.meta.name;
    h.seconds = world.clockSeconds();
    h.parSeconds = world.level.meta.parSeconds;
    h.deaths = world.deaths;
    h.assisted = world.assists.any();
    h.gauges = readModeGauges(world);
    h.caption = captionOf(world.level.meta.hint, signAtPlayer(world), hintSeconds);
    return h;
}

std::string signAtPlayer(const World& world) {
    std::string text;
    const Transform* player = world.registry.tryGet<Transform>(world.player);
    if (player == nullptr) return text;
    world.registry.view<Sign, Transform>().each([&](const Sign& s, const Transform& t) {
        if (text.empty() && engine::length(t.position - player->position) < kSignReach) text = s.text;
    });
    return text;
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
