#pragma once
// The shipped levels as the window shows them, without a window: each level file under levels/ (found by glob),
// its solution replay, the atlas's pixel font for text sizes, and one frame of the HUD layout under the play
// camera. Shared by the overlay layout and camera framing tests.
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/level/level_loader.h"
#include "engine/render/atlas.h"
#include "engine/render/bitmap_font.h"
#include "engine/time/timestep.h"
#include "game/app/view/camera.h"
#include "game/app/view/hud.h"
#include "game/play/play_session.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/world/level_schema.h"

namespace shipped {

/// Every level file under levels/ (both modes, whatever their number).
inline std::vector<std::string> levelFiles() { return engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels"); }

/// The atlas's pixel font (manifest only: no texture, no display), measuring like the window's.
struct Font {
    engine::Atlas atlas;
    engine::BitmapFont font;
    bool ok = false;

    Font() {
        std::ifstream in(RAYCRYPT_SOURCE_DIR "/assets/atlas.json");
        const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
        if (j.is_discarded() || !j.contains("size")) return;
        const int w = j["size"][0].get<int>(), h = j["size"][1].get<int>();
        ok = atlas.loadManifest(RAYCRYPT_SOURCE_DIR "/assets/atlas.json", w, h, nullptr) &&
             font.init(&atlas) == engine::FontSource::Atlas;
    }

    /// The layout's text measure.
    game::TextMeasure measure() const {
        return [this](std::string_view text) {
            const sf::Vector2f s = font.measure(text);
            return game::TextSize{s.x, s.y};
        };
    }
};

/// One level played by its solution replay, with the play screen's camera and HUD layout following it.
struct Run {
    game::PlaySession session;
    game::GameCamera camera;
    game::CaptionLayout caption;
    std::uint64_t ticks = 0;
    double hintSeconds = 0.0; ///< seconds the hint has shown (as the play screen counts them)

    /// Open `file` with its solution replay; false when either does not load.
    bool open(const std::string& file) {
        engine::LoadResult loaded = engine::loadLevelFile(file, game::levelSchema());
        game::ReplayLoadResult replay = game::loadReplayFile(game::solutionReplayPathFor(file));
        if (!loaded.level || !replay.ok()) return false;
        game::SessionSetup setup;
        setup.level = std::move(*loaded.level);
        setup.playback = std::move(*replay.replay);
        if (!session.open(std::move(setup), nullptr)) return false;
        camera.reset(session.world());
        return true;
    }

    /// Lay out the caption strip with measure, and the camera sees the level through what it leaves (as the play
    /// screen does), from the level's start.
    void useCaption(const game::TextMeasure& measure) {
        caption = game::captionLayoutOf(session.world(), measure);
        camera.setViewSize(session.world(), {caption.view.w, caption.view.h});
        camera.reset(session.world());
    }

    /// True while the replay has not yet finished the level.
    bool playing() const {
        return session.world().state != game::RunState::Complete && ticks < session.playback()->frames.size() + 240;
    }

    /// One tick of the replay, and the camera follows it for one tick of time.
    void step() {
        if (game::signAtPlayer(session.world()).empty()) hintSeconds += engine::kTickSeconds;
        session.step(session.nextInput({}));
        ++ticks;
        camera.update(session.world(), 1.0, static_cast<float>(engine::kTickSeconds));
    }

    /// The HUD as the play screen fills it this frame.
    game::HudInfo hud() const {
        const game::World& world = session.world();
        game::HudInfo h = game::hudInfoOf(world, hintSeconds);
        h.inSight = game::sightRects(game::sightMarks(world, 1.0), camera.topLeft());
        return h;
    }

    /// This frame's overlay layout, as drawHud makes it.
    game::OverlayLayout layout(const game::HudInfo& h, const game::TextMeasure& measure) const {
        return game::layoutOverlays(game::overlayInputOf(h, measure));
    }
};

} // namespace shipped
