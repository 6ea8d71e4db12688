#include "game/app/fx/vignette.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/render/alpha_image.h"
#include "engine/render/letterbox.h"
#include "engine/render/texel_draw.h"

namespace game {

namespace {

/// Vignette texture size: one texel per logical pixel, sampled nearest (for llvmpipe one fetch per pixel is
/// cheaper than smooth sampling of a smaller texture; the picture is the same within 1/255).
constexpr unsigned kVignetteW = engine::kLogicalWidth, kVignetteH = engine::kLogicalHeight;
/// Elliptical distance where the darkening starts, and how far beyond it it reaches full alpha.
constexpr float kStart = 0.45f, kRamp = 0.85f;

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

} // namespace

sf::Image makeVignetteImage() {
    return engine::makeAlphaImage({kVignetteW, kVignetteH}, [](float dx, float dy) {
        // d = √(0.8·dx² + dy²); t = clamp((d − start) / ramp, 0, 1); alpha = t²·(3 − 2t).
        const float d = std::sqrt(dx * dx * 0.8f + dy * dy);
        const float t = std::clamp((d - kStart) / kRamp, 0.0f, 1.0f);
        return t * t * (3.0f - 2.0f * t);
    });
}

sf::FloatRect transparentMiddle(const sf::Image& img) {
    // Sampling at (u, v) blends texels floor(u − ½) and floor(u − ½) + 1 (and likewise in v), so rows r0 … r1
    // whose transparent runs all span columns A … B are the only ones read for u in [A + ½, B + ½) and v in
    // [r0 + ½, r1 + ½); the rectangle keeps half a texel of margin inside that: u in [A + 1, B], v in [r0 +
    // 1, r1].
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
        const sf::FloatRect r(static_cast<float>(a + 1), static_cast<float>(r0 + 1),
                              static_cast<float>(b) - a - 1, static_cast<float>(r1 - r0 - 1));
        if (all && b >= a + 2 && r.width * r.height > best.width * best.height) best = r;
    }
    return best;
}

bool Vignette::init(bool allowShader) {
    picture_ = makeVignetteImage();
    baked_ = picture_;
    hole_ = transparentMiddle(picture_);
    ok_ = texture_.create(kVignetteW, kVignetteH);
    if (ok_) engine::preferBgraStorage(texture_);
    texture_.setSmooth(false);
    bakedAlpha_ = 0;
    copyOk_ = allowShader && sf::Shader::isAvailable() &&
              copy_.loadFromMemory(engine::kTexelCopyShader, sf::Shader::Fragment);
    if (copyOk_) copy_.setUniform("texture", sf::Shader::CurrentTexture);
    return ok_;
}

void Vignette::bake(sf::Uint8 alpha, sf::Color tint) {
    // a = picture·alpha / 255, colour = tint·a / 255, each rounded: the premultiplied texel of tint at alpha a.
    const sf::Uint8* src = picture_.getPixelsPtr();
    for (unsigned y = 0; y < kVignetteH; ++y)
        for (unsigned x = 0; x < kVignetteW; ++x) {
            const unsigned a = (src[(y * kVignetteW + x) * 4 + 3] * alpha + 127u) / 255u;
            const auto times = [a](sf::Uint8 c) { return static_cast<sf::Uint8>((c * a + 127u) / 255u); };
            baked_.setPixel(x, y, sf::Color(times(tint.r), times(tint.g), times(tint.b), static_cast<sf::Uint8>(a)));
        }
    texture_.update(baked_);
    bakedAlpha_ = alpha;
    bakedTint_ = tint;
}

void Vignette::draw(sf::RenderTarget& target, sf::Vector2f origin, float strength, sf::Color tint) {
    if (!ok_ || !(strength > 0.0f)) return;
    const auto alpha = static_cast<sf::Uint8>(255.0f * std::min(strength, 1.0f));
    tint.a = 255;
    if (alpha == 0) return;
    if (alpha != bakedAlpha_ || tint != bakedTint_) bake(alpha, tint);
    // Four quads around the transparent middle; texture coordinates put the texels on the logical screen
    // starting at origin (beyond it the edge texels repeat: the texture clamps).
    const sf::Vector2f size = target.getView().getSize();
    const float x0 = std::clamp(origin.x + hole_.left, 0.0f, size.x);
    const float x1 = std::clamp(origin.x + hole_.left + hole_.width, x0, size.x);
    const float y0 = std::clamp(origin.y + hole_.top, 0.0f, size.y);
    const float y1 = std::clamp(origin.y + hole_.top + hole_.height, y0, size.y);
    quads_.clear();
    const sf::FloatRect around[4] = {{0, 0, size.x, y0},
                                     {0, y0, x0, y1 - y0},
                                     {x1, y0, size.x - x1, y1 - y0},
                                     {0, y1, size.x, size.y - y1}};
    for (const sf::FloatRect& r : around) {
        if (r.width <= 0.0f || r.height <= 0.0f) continue;
        const sf::Vector2f p[4] = {{r.left, r.top},
                                   {r.left + r.width, r.top},
                                   {r.left + r.width, r.top + r.height},
                                   {r.left, r.top + r.height}};
        for (int i : {0, 1, 2, 0, 2, 3})
            quads_.append(sf::Vertex(p[i], sf::Color::White, p[i] - origin));
    }
    // A scene of its own, one rectangle per draw, premultiplied blending: dst = texel + dst·(1 − texel alpha).
    engine::flushDraws(target);
    const sf::RenderStates states(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::OneMinusSrcAlpha),
                                  sf::Transform(), &texture_, copyOk_ ? &copy_ : nullptr);
    for (std::size_t i = 0; i + 6 <= quads_.getVertexCount(); i += 6)
        target.draw(&quads_[i], 6, sf::Triangles, states);
}

} // namespace game
