#include "game/app/shell/frame.h"

#include "engine/render/letterbox.h"
#include "engine/render/texel_draw.h"
#include "game/app/view/camera.h"
#include "game/app/view/rim_pass.h"
#include "game/app/view/view_assets.h"

namespace game {

void beginFrame(sf::RenderWindow& window, double now) {
    ViewAssets assets = viewAssets();
    assets.seconds = now;
    setViewAssets(assets);
    shownActors().clear();
    shownOverlays().clear();
    shownBeams().clear();
    shownRails().clear();
    shownEdges().clear();
    shownPlatforms().clear();
    const sf::Vector2u win = window.getSize();
    const sf::FloatRect box = engine::letterboxRect(win);
    // Bars around the image are cleared; a window the image fills is covered by the scene (drawTopScene).
    if (box.left > 0.0f || box.top > 0.0f || box.width < static_cast<float>(win.x) ||
        box.height < static_cast<float>(win.y))
        window.clear(sf::Color::Black);
    sf::View logical(sf::FloatRect(0, 0, static_cast<float>(engine::kLogicalWidth),
                                   static_cast<float>(engine::kLogicalHeight)));
    logical.setViewport({box.left / static_cast<float>(win.x), box.top / static_cast<float>(win.y),
                         box.width / static_cast<float>(win.x), box.height / static_cast<float>(win.y)});
    window.setView(logical);
}

bool createCanvas(sf::RenderTexture& canvas) {
    if (!canvas.create(engine::kLogicalWidth + 2 * kCanvasMargin, engine::kLogicalHeight + 2 * kCanvasMargin))
        return false;
    engine::preferBgraStorage(canvas);
    return true;
}

bool drawTopScene(sf::RenderTarget& window, sf::RenderTexture& canvas, PostFx& post, const ScreenStack& stack) {
    for (std::size_t i = stack.size(); i-- > 0;) {
        if (!stack[i]->hasScene()) continue;
        SceneFrame frame{canvas, {}};
        canvas.setView(canvas.getDefaultView());
        canvas.clear(sf::Color::Black);
        stack[i]->drawScene(frame);
        const sf::Vector2f origin = canvasOrigin(frame.subpixel);
        const sf::Texture& image =
            post.finish(canvas, origin, frame.desaturate, frame.vignette, frame.vignetteTint, frame.topShade);
        post.present(window, image, origin);
        return true;
    }
    window.clear(sf::Color::Black);  // no scene: the interface goes over black
    return false;
}

void drawInterfaces(Painter& p, const ScreenStack& stack, double now) {
    if (stack.empty()) return;
    std::size_t first = stack.size() - 1;
    while (first > 0 && !stack[first]->coversBelow())
        --first;
    const float textScale = p.textScale();
    for (std::size_t i = first; i < stack.size(); ++i) {
        p.nextLayer();
        // The editor's dense tool panels keep their 100 % text.
        p.setTextScale(stack[i]->kind() == ScreenKind::Editor ? 1.0f : textScale);
        stack[i]->drawUi(p, now);
    }
    p.setTextScale(textScale);
}

std::vector<std::string> textsOverPlay(const std::vector<TextBox>& texts, const sf::FloatRect& viewRect) {
    const ScreenRect view{viewRect.left, viewRect.top, viewRect.width, viewRect.height};
    std::vector<std::string> out = textsOverView(texts, view);
    std::vector<NamedBox> things;
    for (const ShownThing& t : shownThings()) things.push_back({t.kind, t.box});
    const std::vector<std::string> hiding = textsOverThings(texts, things, view);
    out.insert(out.end(), hiding.begin(), hiding.end());
    return out;
}

} // namespace game
