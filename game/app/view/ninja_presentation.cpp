#include "game/app/view/ninja_view.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "engine/render/decor.h"
#include "engine/render/letterbox.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/backdrop.h"
#include "game/app/view/player_anim.h"
#include "game/ninja/ninja_components.h"
#include "game/ninja/ninja_rules.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/player_link.h"
#include "game/player/player.h"

namespace game {

namespace {

/// Parallax factors (fraction of the camera's motion each layer follows).
constexpr float kFarFactor = 0.2f;
constexpr float kMidFactor = 0.45f;
/// Alpha of the lab's wall panels over the parallax (the far layers show through a little).
constexpr sf::Uint8 kLabFillAlpha = 200;

/// The lab's far tower i at far scroll farX: its left edge x, width w and top (canvas px, before the vertical
/// scroll); false when it is off a canvas W px wide. Towers are 40 px apart on a 640-px repeating strip and at most
/// 31 px wide, so no two overlap.
bool labTower(int i, float farX, float W, float& x, float& w, float& top) {
    const std::uint32_t h = engine::cellHash(i, 0, 0x1AB);
    w = 18.0f + static_cast<float>(h % 14u);
    top = 40.0f + static_cast<float>((h >> 8) % 90u);
    x = parallaxWrap(static_cast<float>(i) * 40.0f, farX, 640.0f);
    return !(x > W || x + w < 0);
}

/// The lab's mid conduit i at mid scroll midX: its left edge x (canvas px); false when it is off a canvas W px wide.
/// Conduits are 10 px wide, 110 px apart on a 660-px repeating strip.
bool labConduit(int i, float midX, float W, float& x) {
    x = parallaxWrap(static_cast<float>(i) * 110.0f + 30.0f, midX, 660.0f);
    return !(x > W || x + 10.0f < 0);
}

/// The lab's far layers: towers with status lights, then conduits with neon strips. The opaque shapes of a layer
/// come before its translucent ones, which all lie inside their own shape (and no two shapes of a layer overlap),
/// so the picture is the one drawn shape by shape and the opaque ones make long runs (engine::drawOpaqueRuns).
void labLayers(sf::VertexArray& va, sf::Vector2f cam, double t) {
    const float W = static_cast<float>(engine::kLogicalWidth) + 2.0f,
                H = static_cast<float>(engine::kLogicalHeight) + 2.0f;
    appendGradient(va, {0, 0, W, H}, sf::Color(8, 10, 30), sf::Color(24, 14, 46));
    // Far: server towers, then their status lights.
    const float farX = cam.x * kFarFactor, farY = cam.y * kFarFactor * 0.5f;
    float x = 0, w = 0, top = 0;
    for (int i = 0; i < 16; ++i)
        if (labTower(i, farX, W, x, w, top))
            appendGradient(va, {x, top - farY, w, H - top + farY + 200.0f}, sf::Color(22, 26, 58),
                           sf::Color(14, 14, 40));
    for (int i = 0; i < 16; ++i) {
        if (!labTower(i, farX, W, x, w, top)) continue;
        for (int row = 0; row < 12; ++row) {
            const std::uint32_t b = engine::cellHash(i, row, 0x51);
            const bool blink =
                ((b >> 4) % 5u == 0) && std::fmod(t * (0.5 + (b % 7u) * 0.15) + (b % 10u) * 0.1, 1.0) < 0.5;
            const sf::Color c =
                blink ? sf::Color(255, 80, 160, 200)
                      : ((b % 3u) == 0 ? sf::Color(70, 210, 255, 120) : sf::Color(40, 60, 110, 140));
            appendGradient(va,
                 {x + 4.0f + static_cast<float>(b % 3u) * 4.0f,
                  top - farY + 8.0f + static_cast<float>(row) * 10.0f, 3, 2},
                 c, c);
        }
    }
    // Mid: vertical conduits, then their neon strips.
    const float midX = cam.x * kMidFactor;
    for (int i = 0; i < 6; ++i)
        if (labConduit(i, midX, W, x)) appendGradient(va, {x, 0, 10, H}, sf::Color(18, 22, 48), sf::Color(18, 22, 48));
    for (int i = 0; i < 6; ++i) {
        if (!labConduit(i, midX, W, x)) continue;
        const float glow = 0.6f + 0.4f * static_cast<float>(std::sin(t * 1.7 + i));
        const sf::Color neon(60, 200, 255, static_cast<sf::Uint8>(90 * glow));
        appendGradient(va, {x + 4, 0, 2, H}, neon, sf::Color(160, 70, 255, static_cast<sf::Uint8>(70 * glow)));
    }
}

/// Robots locked on (telegraphing), a "!" over each, and pulsing emitters charging, a "!" just past the nozzle.
void ninjaThreats(const World& world, std::vector<ThreatTell>& out) {
    const engine::Registry& r = world.registry;
    r.view<Robot, Transform>().each([&](engine::Entity e, const Robot& robot, const Transform& t) {
        if (robot.state == RobotState::Telegraph && robot.telegraphTicks > 0)
            out.push_back({ThreatCue::RobotLock, t.position - engine::Vec2{0.0, 1.0},
                           1.0 - static_cast<double>(robot.timer) / robot.telegraphTicks, threatId(e)});
    });
    r.view<LaserEmitter, Transform>().each([&](engine::Entity e, const LaserEmitter& l, const Transform& t) {
        if (l.pulse != PulsePhase::Warning || l.warningTicks <= 0) return;
        const double progress = static_cast<double>(l.cycleTick - (l.offTicks - l.warningTicks)) / l.warningTicks;
        out.push_back({ThreatCue::LaserCharge, t.position + engine::fromAngle(l.angle) * 1.1,
                       std::clamp(progress, 0.0, 1.0), threatId(e)});
    });
}

/// Distance from p to segment ab, tiles.
double segmentDistance(engine::Vec2 p, engine::Vec2 a, engine::Vec2 b) {
    const engine::Vec2 ab = b - a;
    const double len2 = engine::dot(ab, ab);
    const double t = len2 > 0.0 ? std::clamp(engine::dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return engine::length(p - (a + ab * t));
}

/// Smallest distance from p to any segment of the path.
double pathDistance(const engine::LaserPath& path, engine::Vec2 p) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < path.points.size(); ++i)
        best = std::min(best, segmentDistance(p, path.points[i - 1], path.points[i]));
    return best;
}

/// Distance in tiles from p to the nearest lethal emitter or robot beam (+inf when there is none).
double lethalBeamDistance(const World& world, engine::Vec2 p) {
    double best = std::numeric_limits<double>::infinity();
    world.registry.view<LaserEmitter>().each([&](const LaserEmitter& e) {
        if (e.lethal) best = std::min(best, pathDistance(e.beam, p));
    });
    world.registry.view<Robot>().each([&](const Robot& r) {
        if (r.lethal) best = std::min(best, pathDistance(r.beam, p));
    });
    return best;
}

/// The bullet-time meter.
ModeGauges ninjaGauges(const World& world) {
    ModeGauges g;
    if (const NinjaAbilities* n = world.registry.tryGet<NinjaAbilities>(world.player)) {
        g.hasMeter = true;
        g.meter01 = std::clamp(n->meter / kMeterCapacity, 0.0, 1.0);
        g.slowActive = n->slowHandle != 0;
    }
    return g;
}

/// Facing, dashing and aiming from the ninja's abilities.
PlayerLook ninjaLook(const World& world) {
    PlayerLook look;
    look.facing = 0;
    if (const NinjaAbilities* n = world.registry.tryGet<NinjaAbilities>(world.player)) {
        look.facing = n->facing;
        look.dashing = dashing(world);
        look.aiming = n->aiming;
    }
    return look;
}

/// Robots' bolts glow.
void ninjaLights(const World& world, std::vector<ModeLight>& out) {
    world.registry.view<Bolt, Transform>().each([&](const Bolt&, const Transform& t) {
        out.push_back({t.position, 2.0, sf::Color(255, 150, 60)});
    });
}

/// The game::Player's state machine state, when the player is one.
std::optional<PlayerStateId> playerState(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p != nullptr ? std::optional<PlayerStateId>(p->state) : std::nullopt;
}

/// The ninja's animation for this state.
std::string ninjaAnimation(const World& world, const PlayerLook& look, engine::Vec2 v,
                           const engine::CollisionInfo& c) {
    const std::optional<PlayerStateId> state = playerState(world);
    if (world.state == RunState::Dying || state == PlayerStateId::Dead) return "ninja_death";
    if (look.dashing || state == PlayerStateId::Dash) return "ninja_dash";
    if (state == PlayerStateId::WallSlide || (!state && !c.below && (c.left || c.right) && v.y > 0.0))
        return "ninja_wallslide";
    if (!c.below) return v.y < 0.0 ? "ninja_jump" : "ninja_fall";
    return std::abs(v.x) > kRunThreshold ? "ninja_run" : "ninja_idle";
}


/// The lab's checkpoint: a beacon on a post, its lamp dark until touched, then lit white-cyan and pulsing.
constexpr const char* kBeaconRows[16] = {
    "................",
    "......oooo......",
    ".....olLLlo.....",
    ".....oLllLo.....",
    ".....olLLlo.....",
    "......oooo......",
    ".....ommmmo.....",
    "......ohmo......",
    "......ohmo......",
    "......ohmo......",
    "......ohmo......",
    "......ohmo......",
    ".....ohhmmo.....",
    "....ohhmmmmo....",
    "...ohhmmmmmmo...",
    "...oooooooooo...",
};
/// The beacon's keys: outline, metal, highlight, lamp glass, lamp core.
constexpr const char* kBeaconKeys = "omhlL";
const sf::Color kBeaconDark[] = {sf::Color(16, 20, 34), sf::Color(74, 88, 116), sf::Color(130, 148, 180),
                                 sf::Color(44, 62, 84), sf::Color(66, 86, 108)};
const sf::Color kBeaconLit[] = {sf::Color(16, 20, 34), sf::Color(74, 88, 116), sf::Color(130, 148, 180),
                                sf::Color(90, 230, 255), sf::Color(235, 255, 255)};

/// The lab's collectible: a data shard, a faceted crystal of light with a bright core.
constexpr const char* kShardRows[16] = {
    "................",
    ".......o........",
    "......oHo.......",
    "......oHco......",
    ".....oHccmo.....",
    ".....oHWcmo.....",
    "....oHcWcmmo....",
    "....oHcWWcmo....",
    "....ocWWcmmo....",
    "....occWcmmo....",
    ".....occcmo.....",
    ".....ocmmmo.....",
    "......ocmo......",
    "......omo.......",
    ".......o........",
    "................",
};
/// The shard's keys: outline, edge highlight, crystal, shade, core.
constexpr const char* kShardKeys = "oHcmW";
const sf::Color kShardColors[] = {sf::Color(20, 16, 48), sf::Color(220, 255, 255), sf::Color(90, 230, 255),
                                  sf::Color(200, 80, 255), sf::Color(255, 255, 255)};

} // namespace

ModePresentation ninjaPresentation() {
    ModePresentation p;
    p.mode = kModeNinja;
    p.music = "lab";
    p.title = "NINJA VS LASERS";
    p.blurb = "Dodge the beams.\nHold AIM to slow time,\nrelease to dash.";
    p.heroIdle = "ninja_idle";
    p.heroFocused = "ninja_run";
    p.cardAccent = sf::Color(90, 230, 255);
    p.cardTop = sf::Color(16, 24, 60, 235);
    p.levelAccent = ui::kAccent;
    p.tileSet = "lab";
    p.fillPrefix = "lab_bg_";
    p.fillAlpha = kLabFillAlpha;
    p.exitSprite = "lab_exit";
    p.exitAnimated = true;
    p.exitGlow = true;
    p.signSprite = "lab_sign";
    p.platformSprite = "lab_platform";
    p.editorIcons = "laser=lab_emitter mirror=lab_mirror_0 receiver=lab_receiver_off door=lab_door_0 robot=robot_idle_0";
    p.checkpoint = {kBeaconRows, kBeaconKeys, kBeaconDark, kBeaconLit, "lL", sf::Color(90, 230, 255, 150)};
    p.collectible = {kShardRows, kShardKeys, kShardColors, kShardColors, "HW", sf::Color(120, 200, 255, 150)};
    p.collectibleName = "shard";
    p.threatTypes = "robot laser";
    p.fixtureTypes = "mirror receiver";
    p.farLayers = labLayers;
    p.drawEntities = drawNinja;
    p.vignette = 0.15f; // gentle: the rims at the screen's corners keep their 3:1
    p.vignetteBullet = 0.6f;
    p.lights = ninjaLights;
    p.playerAnimation = ninjaAnimation;
    p.wallAnimation = "ninja_wallslide";
    p.playerLook = ninjaLook;
    p.gauges = ninjaGauges;
    p.nearestLethalBeam = lethalBeamDistance;
    p.threats = ninjaThreats;
    p.particleHot = sf::Color(255, 90, 170);
    p.particleCool = sf::Color(90, 220, 255);
    p.debris = sf::Color(170, 190, 230);
    p.hitRadius = kHitRadius;
    // What hints and signs may call things, and the colours they are drawn in.
    using engine::TileKind;
    const std::vector<TileKind> spikes{TileKind::SpikesUp, TileKind::SpikesDown, TileKind::SpikesLeft,
                                       TileKind::SpikesRight};
    p.things = {
        {{"beam", "beams", "laser", "lasers", "blade", "blades", "curtain", "curtains"}, {"red"}, {"laser", "robot"}, {}},
        {{"bolt", "bolts"}, {"red"}, {"robot"}, {}},
        {{"robot", "robots"}, {"grey", "gray"}, {"robot"}, {}},
        {{"mirror", "mirrors"}, {}, {"mirror"}, {TileKind::Mirror}},
        {{"receiver", "receivers"}, {"green"}, {"receiver"}, {}},
        {{"door", "doors"}, {}, {"door"}, {}},
        {{"lift", "lifts", "platform", "platforms"}, {}, {"platform"}, {}},
        {{"spikes"}, {"red"}, {}, spikes},
        {{"sign", "signs"}, {}, {"sign"}, {}},
        {{"exit"}, {"green"}, {}, {}, true},
    };
    p.rims = ninjaRims;
    p.playerRim = sf::Color(120, 235, 255);
    p.rimTint = sf::Color::White;
    return p;
}

} // namespace game
