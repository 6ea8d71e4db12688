#include "bench_window.h"

#ifdef RAYCRYPT_BENCH_RENDER
#include <cstdlib>
#include <string>

#include <SFML/System/Err.hpp>

#include "bench_util.h"
#include "engine/render/letterbox.h"
#include "engine/render/sprite_batch.h"
#include "game/app/shell/paths.h"
#include "game/app/view/view_assets.h"

namespace bench {

namespace {
/// The game's default window scale of the logical 480×270 canvas (game/app/shell/app.cpp: kWindowScale):
/// 1440×810.
constexpr unsigned kWindowScale = 3;
} // namespace

bool loadAssets(game::Resources& res) {
    res.paths = game::findDataPaths();
    std::string error;
    const bool atlas = res.atlas.load(res.paths.assets, &error);
    if (!atlas) note("render: %s - flat shapes instead", error.c_str());
    game::ViewAssets a;
    a.atlas = &res.atlas;
    a.texture = res.atlas.texturePtr();
    if (a.texture != nullptr) a.whiteTexel = engine::findWhiteTexel(a.texture->copyToImage());
    game::setViewAssets(a);
    res.font.init(&res.atlas);
    const char* noShader = std::getenv("RAYCRYPT_NO_SHADER");
    res.post.init(noShader == nullptr || std::string(noShader) != "1");
    return atlas;
}

sf::VideoMode gameWindowMode() {
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    unsigned scale = kWindowScale;
    while (scale > 1 &&
           (engine::kLogicalWidth * scale > desktop.width || engine::kLogicalHeight * scale > desktop.height))
        --scale;
    return sf::VideoMode(engine::kLogicalWidth * scale, engine::kLogicalHeight * scale);
}

void openGameWindow(sf::RenderWindow& window, const char* title) {
    window.create(gameWindowMode(), title, sf::Style::Default);
    window.setKeyRepeatEnabled(false);
    std::streambuf* err = sf::err().rdbuf(nullptr); // Xvfb: "Setting vertical sync not supported", every time
    window.setVerticalSyncEnabled(false); // unpaced (no v-sync, no frame limiter): the frame's own cost
    sf::err().rdbuf(err);
}

} // namespace bench
#endif
