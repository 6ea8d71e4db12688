#include "game/app/fx/post_fx.h"

#include <algorithm>

#include "engine/render/sprite_batch.h"
#include "engine/render/texel_draw.h"
#include "game/app/view/view_assets.h"

namespace game {

namespace {

/// Desaturate towards a cool grey: mix(colour, luma·tint, amount), with a slight darkening; except the hazard
/// red (a texel whose red stands well above its green and above its blue, like every beam, its pink-white core
/// included, bolt and hazard rim; not an orange flame), which keeps its colour: bullet time greys the world, never what kills.
constexpr const char* kDesaturate = R"(
uniform sampler2D texture;
uniform float amount;
void main() {
    vec4 c = texture2D(texture, gl_TexCoord[0].xy) * gl_Color;
    float luma = dot(c.rgb, vec3(0.299, 0.587, 0.114));
    vec3 grey = luma * vec3(0.82, 0.92, 1.08);
    float hazard = smoothstep(0.2, 0.35, c.r - c.g) * smoothstep(0.1, 0.2, c.r - c.b);
    float a = amount * (1.0 - hazard);
    gl_FragColor = vec4(mix(c.rgb, grey, a) * (1.0 - 0.12 * a), c.a);
}
)";

/// The top shade's alpha at its top edge (it fades to 0 at its bottom edge).
constexpr sf::Uint8 kTopShadeAlpha = 150;

} // namespace

void PostFx::init(bool allowShader) {
    const bool shaders = allowShader && sf::Shader::isAvailable();
    shaderOk_ = shaders && shader_.loadFromMemory(kDesaturate, sf::Shader::Fragment);
    if (shaderOk_) shader_.setUniform("texture", sf::Shader::CurrentTexture);
    copyOk_ = shaders && copy_.loadFromMemory(engine::kTexelCopyShader, sf::Shader::Fragment);
    if (copyOk_) copy_.setUniform("texture", sf::Shader::CurrentTexture);
    vignette_.init(allowShader);
}

const sf::Texture& PostFx::finish(sf::RenderTexture& canvas, sf::Vector2f origin, float desaturate,
                                  float vignette, sf::Color tint, float topShade) {
    desaturate = std::clamp(desaturate, 0.0f, 1.0f);
    sf::RenderTexture* out = &canvas;
    canvas.setView(canvas.getDefaultView());
    if (desaturate > 0.0f && shaderOk_ &&
        (post_.getSize() == canvas.getSize() || createPost(canvas.getSize()))) {
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
    if (!viewAssets().highContrast) vignette_.draw(*out, origin, vignette, tint); // high contrast: no dark corners
    drawTopShade(*out, origin, topShade);
    out->display();
    return out->getTexture();
}

void PostFx::drawTopShade(sf::RenderTarget& target, sf::Vector2f origin, float height) {
    if (!(height > 0.0f)) return;
    // Across the whole canvas (its margin columns show in part when the image is shifted): black at
    // kTopShadeAlpha down to the logical screen's top edge, then fading to clear over `height` px.
    const float w = target.getView().getSize().x, y1 = origin.y + height;
    const sf::Color top(0, 0, 0, kTopShadeAlpha), clear(0, 0, 0, 0);
    const sf::Vertex v[6] = {{{0, 0}, top},        {{w, 0}, top},    {{0, origin.y}, top},
                             {{w, origin.y}, top}, {{0, y1}, clear}, {{w, y1}, clear}};
    shade_.clear();
    for (int i : {0, 1, 3, 0, 3, 2, 2, 3, 5, 2, 5, 4})
        shade_.append(v[i]);
    target.draw(shade_);
}

bool PostFx::createPost(sf::Vector2u size) {
    if (!post_.create(size.x, size.y)) return false;
    engine::preferBgraStorage(post_); // presented like the canvas
    return true;
}

void PostFx::present(sf::RenderTarget& target, const sf::Texture& finished, sf::Vector2f origin) {
    // Two triangles (not a sprite's strip: llvmpipe recognises a screen-aligned rectangle only in a triangle
    // list), white, over an opaque image: its texels replace the window's, copied by the one-line shader with
    // blending off. From a BGRA-stored canvas (preferBgraStorage) llvmpipe copies them a row at a time.
    const sf::Vector2f size(finished.getSize());
    image_.clear();
    engine::appendTexturedRect(image_, {-origin, size}, {{0, 0}, size});
    engine::drawTexelCopy(target, image_, sf::RenderStates(&finished), copyOk_ ? &copy_ : nullptr);
}

} // namespace game
