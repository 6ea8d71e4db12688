#include "game/app/view/crypt_view.h"

#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/view/backdrop.h"
#include "game/app/view/player_anim.h"
#include "game/crypt/crypt_components.h"
#include "game/crypt/crypt_rules.h"
#include "game/crypt/crypt_state.h"

namespace game {

namespace {

/// The crypt's far layer: arches of dark stone in smoky depth.
void cryptLayers(sf::VertexArray& va, sf::Vector2f cam, double t) {
    const float W = static_cast<float>(engine::kLogicalWidth) + 2.0f,
                H = static_cast<float>(engine::kLogicalHeight) + 2.0f;
    appendGradient(va, {0, 0, W, H}, sf::Color(14, 10, 12), sf::Color(30, 20, 18));
    const float farX = cam.x * 0.3f, farY = cam.y * 0.15f;
    for (int i = 0; i < 8; ++i) {
        const float x = parallaxWrap(static_cast<float>(i) * 90.0f, farX, 720.0f);
        if (x > W + 40 || x + 60 < -40) continue;
        appendGradient(va, {x, 30 - farY, 14, H + 200}, sf::Color(34, 26, 24), sf::Color(22, 16, 16));
        appendGradient(va, {x + 14, 30 - farY, 62, 10}, sf::Color(34, 26, 24), sf::Color(30, 22, 20));
    }
    // Drifting haze bands.
    for (int i = 0; i < 3; ++i) {
        const float y =
            60.0f + static_cast<float>(i) * 70.0f + 6.0f * static_cast<float>(std::sin(t * 0.3 + i));
        appendGradient(va, {0, y, W, 24}, sf::Color(60, 44, 40, 0), sf::Color(60, 44, 40, 40));
        appendGradient(va, {0, y + 24, W, 24}, sf::Color(60, 44, 40, 40), sf::Color(60, 44, 40, 0));
    }
}

/// Shells in the blunderbuss and keys in the satchel.
ModeGauges cryptGauges(const World& world) {
    ModeGauges g;
    if (const Blunderbuss* b = world.registry.tryGet<Blunderbuss>(world.player)) {
        g.hasShells = true;
        g.shells = b->shells;
        g.maxShells = kShellCapacity;
    }
    if (const Satchel* s = world.registry.tryGet<Satchel>(world.player)) g.keys = s->keys;
    return g;
}

/// Facing and the time since the last shot, from the blunderbuss.
PlayerLook cryptLook(const World& world) {
    PlayerLook look;
    look.facing = 0;
    if (const Blunderbuss* b = world.registry.tryGet<Blunderbuss>(world.player)) {
        look.facing = b->facing;
        look.sinceShot = b->sinceShot;
    }
    return look;
}

/// Orbs (gold), liches' projectiles, liches (brighter while charging) and keys glow in the dark.
void cryptLights(const World& world, std::vector<ModeLight>& out) {
    const engine::Registry& r = world.registry;
    r.view<Orb, Transform>().each([&](const Orb& o, const Transform& t) {
        if (o.active) out.push_back({t.position, 3.0, sf::Color(255, 200, 90)});
    });
    r.view<Projectile, Transform>().each([&](const Projectile&, const Transform& t) {
        out.push_back({t.position, 2.5, sf::Color(120, 255, 140)});
    });
    r.view<Lich, Transform>().each([&](const Lich& l, const Transform& t) {
        out.push_back({t.position, l.charging ? 3.5 : 2.0,
                       l.charging ? sf::Color(140, 255, 170) : sf::Color(60, 140, 110)});
    });
    r.view<Key, Transform>().each([&](const Key&, const Transform& t) {
        out.push_back({t.position, 2.0, sf::Color(255, 200, 80)});
    });
}

/// Bats waking, liches charging a cast and stood-on crumbling tiles: a "!" over each bat and lich, inside each tile.
void cryptThreats(const World& world, std::vector<ThreatTell>& out) {
    const engine::Registry& r = world.registry;
    r.view<Bat, Transform>().each([&](engine::Entity e, const Bat& b, const Transform& t) {
        if (b.state == BatState::Waking)
            out.push_back({ThreatCue::BatWake, t.position - engine::Vec2{0.0, 0.8}, 1.0 - b.timer / kBatWakeSeconds,
                           threatId(e)});
    });
    r.view<Lich, Transform>().each([&](engine::Entity e, const Lich& l, const Transform& t) {
        if (l.charging)
            out.push_back({ThreatCue::LichCast, t.position - engine::Vec2{0.0, kLichHalf.y + 0.75},
                           1.0 - l.timer / kLichTelegraph, threatId(e)});
    });
    if (const CryptTiles* tiles = cryptTiles(world))
        for (const CrumbleTimer& c : tiles->crumbling)
            if (world.grid.at(c.cell) == engine::TileKind::Crumbling)
                out.push_back({ThreatCue::TileCrumble, {c.cell.x + 0.5, c.cell.y + 0.5}, 1.0 - c.left / kCrumbleDelay,
                               threatId(c.cell)});
}

/// The explorer's animation for this state.
std::string explorerAnimation(const World& world, const PlayerLook& look, engine::Vec2 v,
                              const engine::CollisionInfo& c) {
    if (world.state == RunState::Dying) return "explorer_death";
    if (look.sinceShot < 0.18) return "explorer_shoot";
    if (!c.below) return "explorer_airborne";
    return std::abs(v.x) > kRunThreshold ? "explorer_walk" : "explorer_idle";
}


/// The crypt's checkpoint: an iron brazier on a stone plinth, cold ash until touched, then burning.
constexpr const char* kBrazierRows[16] = {
    "................",
    "................",
    ".......f........",
    "......fFf.......",
    ".....fFYFf......",
    ".....fFYYFf.....",
    "....fFYYYFf.....",
    "...occccccccco..",
    "...oiiiiiiiiio..",
    "....oiiiiiiio...",
    ".....ooiiioo....",
    ".......sss......",
    ".......sss......",
    "......sssss.....",
    ".....sssssss....",
    "....sssssssss...",
};
/// The brazier's keys: flame outside, flame, flame core, coals, iron outline, iron, stone. A cold one has no flame.
constexpr const char* kBrazierKeys = "fFYcois";
const sf::Color kBrazierDark[] = {sf::Color::Transparent, sf::Color::Transparent, sf::Color::Transparent,
                                  sf::Color(92, 88, 84), sf::Color(24, 20, 20), sf::Color(84, 76, 72),
                                  sf::Color(132, 124, 112)};
const sf::Color kBrazierLit[] = {sf::Color(235, 96, 32), sf::Color(255, 166, 54), sf::Color(255, 242, 170),
                                 sf::Color(255, 124, 44), sf::Color(24, 20, 20), sf::Color(84, 76, 72),
                                 sf::Color(132, 124, 112)};

/// The crypt's collectible: a golden relic, a small idol's head with ruby eyes on a stepped base.
constexpr const char* kRelicRows[16] = {
    "................",
    "......oooo......",
    ".....oGGggo.....",
    "....oGHGGggo....",
    "....oGrGGrgo....",
    "....oGGGGggo....",
    ".....oGgggo.....",
    "......oggo......",
    ".....oGGggo.....",
    "....oGHGGgggo...",
    "...oGGGGGggggo..",
    "...oooooooooooo.",
    "....oDDDDDDDo...",
    "...oDDDDDDDDDo..",
    "...ooooooooooo..",
    "................",
};
/// The relic's keys: outline, gold, highlight, shaded gold, ruby, dark base.
constexpr const char* kRelicKeys = "oGHgrD";
const sf::Color kRelicColors[] = {sf::Color(40, 24, 10), sf::Color(255, 204, 70), sf::Color(255, 250, 200),
                                  sf::Color(196, 138, 40), sf::Color(230, 40, 60), sf::Color(120, 84, 40)};

} // namespace

ModePresentation cryptPresentation() {
    ModePresentation p;
    p.mode = kModeCrypt;
    p.music = "catacomb";
    p.title = "RECOIL CRYPTS";
    p.blurb = "One gun, two shells.\nShoot down to fly,\nshoot up to dive.";
    p.heroIdle = "explorer_idle";
    p.heroFocused = "explorer_walk";
    p.cardAccent = sf::Color(255, 170, 70);
    p.cardTop = sf::Color(40, 24, 14, 235);
    p.levelAccent = sf::Color(255, 170, 70);
    p.tileSet = "crypt";
    p.fillPrefix = "crypt_bg_";
    p.fillAlpha = 255;
    p.exitSprite = "crypt_exit";
    p.exitAnimated = false;
    p.exitGlow = false;
    p.signSprite = "crypt_sign";
    p.platformSprite = "crypt_platform";
    p.editorIcons = "skeleton=skeleton_walk_0 bat=bat_hang_0 lich=lich_idle_0 orb=crypt_orb_0 key=crypt_key gate=crypt_gate";
    p.checkpoint = {kBrazierRows, kBrazierKeys, kBrazierDark, kBrazierLit, "fFYc", sf::Color(255, 170, 80, 200)};
    p.collectible = {kRelicRows, kRelicKeys, kRelicColors, kRelicColors, "Hr", sf::Color(255, 200, 90, 170)};
    p.collectibleName = "relic";
    p.torches = true;
    p.threatTypes = "lich skeleton bat";
    p.fixtureTypes = "orb key";
    p.farLayers = cryptLayers;
    p.drawEntities = drawCrypt;
    p.lightMap = true;
    // Dim, not dark: the light stone walls keep 3:1 against the background brick where no light reaches, and the
    // vignette leaves the screen's corners readable (tests/tools/terrain_contrast_check.py).
    p.ambient = sf::Color(225, 215, 230);
    p.vignette = 0.2f;
    p.vignetteBullet = 0.35f;
    p.lights = cryptLights;
    p.playerAnimation = explorerAnimation;
    p.playerLook = cryptLook;
    p.gauges = cryptGauges;
    p.threats = cryptThreats;
    p.particleHot = sf::Color(255, 190, 90);
    p.particleCool = sf::Color(230, 80, 40);
    p.debris = sf::Color(190, 160, 130);
    // What hints and signs may call things, and the colours they are drawn in.
    using engine::TileKind;
    const std::vector<TileKind> spikes{TileKind::SpikesUp, TileKind::SpikesDown, TileKind::SpikesLeft,
                                       TileKind::SpikesRight};
    p.things = {
        {{"orb", "orbs"}, {"gold", "golden"}, {"orb"}, {}},
        {{"key"}, {"gold", "golden"}, {"key"}, {}},
        {{"gate", "gates"}, {}, {"gate"}, {}},
        {{"skeleton", "skeletons", "skull", "skulls"}, {"white"}, {"skeleton"}, {}},
        {{"bat", "bats"}, {"purple"}, {"bat"}, {}},
        {{"lich", "liches"}, {"green"}, {"lich"}, {}},
        {{"bolt", "bolts"}, {"green"}, {"lich"}, {}},
        {{"block", "blocks"}, {"brown"}, {}, {TileKind::Breakable}},
        {{"cracked"}, {}, {}, {TileKind::Cracked}},
        {{"crumbling", "bridge"}, {}, {}, {TileKind::Crumbling}},
        {{"lift", "lifts", "platform", "platforms"}, {}, {"platform"}, {}},
        {{"spikes"}, {"white", "red"}, {}, spikes},  // bone-white, with the hazard-red rim
        {{"sign", "signs"}, {}, {"sign"}, {}},
        {{"exit"}, {}, {}, {}, true},
    };
    p.rims = cryptRims;
    p.playerRim = kExplorerRim;
    p.rimTint = sf::Color::White; // untinted: the bone-white spikes stay brighter than the stone around them
    // The blocks' light stone (a palette step above the walls' old stone) dimmed a step more than the lab's tiles in
    // high contrast: a spike run under a crumbling bridge keeps 7:1 in grey.
    p.contrastTileTint = sf::Color(112, 112, 112);
    return p;
}

} // namespace game
