#include "game/app/post_fx.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/render/letterbox.h"
#include "engine/render/sprite_batch.h"
#include "engine/render/texel_draw.h"

namespace game {

namespace {

/// Desaturate towards a cool grey: mix(colour, luma·tint, amount), with a slight darkening.
constexpr const char* kDesaturate = R"(
uniform sampler2D texture;
uniform float amount;
void main() {
    vec4 c = texture2D(texture, gl_TexCoord[0].xy) * gl_Color;
    float luma = dot(c.rgb, vec3(0.299, 0.587, 0.114));
    vec3 grey = luma * vec3(0.82, 0.92, 1.08);
    gl_FragColor = vec4(mix(c.rgb, grey, amount) * (1.0 - 0.12 * amount), c.a);
}
)";

/// Vignette texture size: one texel per logical pixel, sampled nearest (for llvmpipe one fetch per pixel is
/// cheaper than smooth sampling of a smaller texture; the picture is the same within 1/255).
constexpr unsigned kVignetteW = engine::kLogicalWidth, kVignetteH = engine::kLogicalHeight;

/// The run of fully transparent texels of row y through the middle column, as [first, last]; false when the
/// middle texel is not transparent.
bool transparentRun(const sf::Image& img, unsigned y, unsigned& first, unsigned& last) {
    const unsigned w = img.getSize().x;
    first = last = w / 2;
    if (img.getPixel(first, y).a != 0) return false;
    while (first > 0 && img.getPixel(first - 1, y).a == 0)
        --first;
    while (last + 1 < w && img.getPixel(last + 1, y).a == 0)
        ++last;
    return true;
}

/// The largest rectangle (texel units) over rows centred on the middle where smooth sampling of img reads only
/// fully transparent texels (so nearest sampling does too); empty when there is none. Sampling at (u, v) blends
/// texels floor(u − ½) and floor(u − ½) + 1 (and likewise in v), so rows r0 … r1 whose transparent runs all span
/// columns A … B are the only ones read for u in [A + ½, B + ½) and v in [r0 + ½, r1 + ½); the rectangle keeps half
/// a texel of margin inside that: u in [A + 1, B], v in [r0 + 1, r1].
sf::FloatRect transparentMiddle(const sf::Image& img) {
    struct Run {
        unsigned first = 0, last = 0;
        bool ok = false;
    };
    const unsigned h = img.getSize().y;
    std::vector<Run> runs(h); // each row's run, found once
    for (unsigned y = 0; y < h; ++y)
        runs[y].ok = transparentRun(img, y, runs[y].first, runs[y].last);
    sf::FloatRect best;
    for (unsigned r0 = 0; r0 + 2 < h - r0; ++r0) {
        const unsigned r1 = h - 1 - r0;
        unsigned a = 0, b = img.getSize().x;
        bool all = true;
        for (unsigned y = r0; y <= r1 && all; ++y) {
            all = runs[y].ok;
            a = std::max(a, runs[y].first);
            b = std::min(b, runs[y].last);
        }
        const sf::FloatRect r(static_cast<float>(a + 1), static_cast<float>(r0 + 1), static_cast<float>(b) - a - 1,
                              static_cast<float>(r1 - r0 - 1));
        if (all && b >= a + 2 && r.width * r.height > best.width * best.height) best = r;
    }
    return best;
}

} // namespace

void PostFx::init(bool allowShader) {
    const bool shaders = allowShader && sf::Shader::isAvailable();
    shaderOk_ = shaders && shader_.loadFromMemory(kDesaturate, sf::Shader::Fragment);
    if (shaderOk_) shader_.setUniform("texture", sf::Shader::CurrentTexture);
    copyOk_ = shaders && copy_.loadFromMemory(engine::kTexelCopyShader, sf::Shader::Fragment);
    if (copyOk_) copy_.setUniform("texture", sf::Shader::CurrentTexture);
    sf::Image img;
    img.create(kVignetteW, kVignetteH, sf::Color::Transparent);
    for (unsigned y = 0; y < kVignetteH; ++y)
        for (unsigned x = 0; x < kVignetteW; ++x) {
            // Elliptical distance from the centre, 0 at the centre and 1 at the edge midpoints.
            const float dx = (static_cast<float>(x) + 0.5f) / kVignetteW * 2.0f - 1.0f;
            const float dy = (static_cast<float>(y) + 0.5f) / kVignetteH * 2.0f - 1.0f;
            const float d = std::sqrt(dx * dx * 0.8f + dy * dy);
            const float t = std::clamp((d - 0.45f) / 0.85f, 0.0f, 1.0f);
            img.setPixel(
                x, y, sf::Color(255, 255, 255, static_cast<sf::Uint8>(255.0f * t * t * (3.0f - 2.0f * t))));
        }
    vignette_.loadFromImage(img);
    vignette_.setSmooth(false);
    hole_ = transparentMiddle(img);
}

const sf::Texture& PostFx::finish(sf::RenderTexture& canvas, sf::Vector2f origin, float desaturate, float vignette,
                                  sf::Color tint) {
    desaturate = std::clamp(desaturate, 0.0f, 1.0f);
    sf::RenderTexture* out = &canvas;
    canvas.setView(canvas.getDefaultView());
    if (desaturate > 0.0f && shaderOk_ && (post_.getSize() == canvas.getSize() || createPost(canvas.getSize()))) {
        // The shaded canvas over black, as it would have been drawn into the (black) window.
        canvas.display();
        post_.setView(post_.getDefaultView());
        post_.clear(sf::Color::Black);
        shader_.setUniform("amount", desaturate);
        post_.draw(sf::Sprite(canvas.getTexture()), &shader_);
        out = &post_;
    } else if (desaturate > 0.0f) {
        // Fallback: a cool translucent wash over the plain image.
        sf::RectangleShape wash(sf::Vector2f(canvas.getSize()));
        wash.setFillColor(sf::Color(70, 84, 110, static_cast<sf::Uint8>(120.0f * desaturate)));
        canvas.draw(wash);
    }
    drawVignette(*out, origin, vignette, tint);
    out->display();
    return out->getTexture();
}

void PostFx::drawVignette(sf::RenderTarget& target, sf::Vector2f origin, float strength, sf::Color tint) {
    strength = std::clamp(strength, 0.0f, 1.0f);
    if (strength <= 0.0f) return;
    // Four quads around the vignette's transparent middle (blending nothing there is work saved per pixel); texture
    // coordinates put the vignette's 160 × 90 texels on the logical 480 × 270 screen starting at origin (beyond it
    // the edge texels repeat: the texture clamps).
    const sf::Vector2f size = target.getView().getSize();
    const float sx = static_cast<float>(kVignetteW) / static_cast<float>(engine::kLogicalWidth);
    const float sy = static_cast<float>(kVignetteH) / static_cast<float>(engine::kLogicalHeight);
    const sf::Color c(tint.r, tint.g, tint.b, static_cast<sf::Uint8>(255.0f * strength));
    const float x0 = std::clamp(origin.x + hole_.left / sx, 0.0f, size.x);
    const float x1 = std::clamp(origin.x + (hole_.left + hole_.width) / sx, x0, size.x);
    const float y0 = std::clamp(origin.y + hole_.top / sy, 0.0f, size.y);
    const float y1 = std::clamp(origin.y + (hole_.top + hole_.height) / sy, y0, size.y);
    quad_.clear();
    const sf::FloatRect around[4] = {
        {0, 0, size.x, y0}, {0, y0, x0, y1 - y0}, {x1, y0, size.x - x1, y1 - y0}, {0, y1, size.x, size.y - y1}};
    for (const sf::FloatRect& r : around) {
        if (r.width <= 0.0f || r.height <= 0.0f) continue;
        const sf::Vector2f p[4] = {
            {r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height}, {r.left, r.top + r.height}};
        for (int i : {0, 1, 2, 0, 2, 3})
            quad_.append(sf::Vertex(p[i], c, {(p[i].x - origin.x) * sx, (p[i].y - origin.y) * sy}));
    }
    target.draw(quad_, sf::RenderStates(&vignette_));
}

bool PostFx::createPost(sf::Vector2u size) {
    if (!post_.create(size.x, size.y)) return false;
    engine::preferBgraStorage(post_); // presented like the canvas
    return true;
}

void PostFx::present(sf::RenderTarget& target, const sf::Texture& finished, sf::Vector2f origin) {
    // Two triangles (not a sprite's strip: llvmpipe recognises a screen-aligned rectangle only in a triangle list),
    // white, over an opaque image: its texels replace the window's, copied by the one-line shader with blending
    // off. From a BGRA-stored canvas (preferBgraStorage) llvmpipe copies them a row at a time.
    const sf::Vector2f size(finished.getSize());
    image_.clear();
    engine::appendTexturedRect(image_, {-origin, size}, {{0, 0}, size});
    engine::drawTexelCopy(target, image_, sf::RenderStates(&finished), copyOk_ ? &copy_ : nullptr);
}

} // namespace game
