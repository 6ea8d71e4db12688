#include "game/app/post_fx.h"

#include <algorithm>
#include <cmath>

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

/// Vignette texture size (stretched over the screen; smooth sampling hides its resolution).
constexpr unsigned kVignetteW = 160, kVignetteH = 90;

} // namespace

void PostFx::init(bool allowShader) {
    shaderOk_ =
        allowShader && sf::Shader::isAvailable() && shader_.loadFromMemory(kDesaturate, sf::Shader::Fragment);
    if (shaderOk_) shader_.setUniform("texture", sf::Shader::CurrentTexture);
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
    vignette_.setSmooth(true);
}

void PostFx::drawWorld(sf::RenderTarget& target, const sf::Sprite& world, float desaturate) {
    desaturate = std::clamp(desaturate, 0.0f, 1.0f);
    if (desaturate <= 0.0f) {
        target.draw(world);
        return;
    }
    if (shaderOk_) {
        shader_.setUniform("amount", desaturate);
        target.draw(world, &shader_);
        return;
    }
    // Fallback: the plain image under a cool translucent wash.
    target.draw(world);
    sf::RectangleShape wash(sf::Vector2f(world.getGlobalBounds().width, world.getGlobalBounds().height));
    wash.setPosition(world.getPosition());
    wash.setFillColor(sf::Color(70, 84, 110, static_cast<sf::Uint8>(120.0f * desaturate)));
    target.draw(wash);
}

void PostFx::drawVignette(sf::RenderTarget& target, sf::FloatRect area, float strength, sf::Color tint) {
    strength = std::clamp(strength, 0.0f, 1.0f);
    if (strength <= 0.0f) return;
    sf::Sprite s(vignette_);
    s.setPosition(area.left, area.top);
    s.setScale(area.width / kVignetteW, area.height / kVignetteH);
    s.setColor(sf::Color(tint.r, tint.g, tint.b, static_cast<sf::Uint8>(255.0f * strength)));
    target.draw(s);
}

} // namespace game
