#pragma once
// Generated alpha images: white texels whose alpha is a function of where they lie in the image, for soft
// shapes made at start-up (light falloffs, vignettes) instead of shipped as art.
#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <cmath>

namespace engine {

/// A size.x × size.y image of white texels with alpha 255·clamp(alphaAt(dx, dy), 0, 1), rounded down, where
/// dx and dy are the texel centre's offsets from the image's centre as fractions of the half width and half
/// height (−1 … 1; ±1 on the image's edges). alphaAt is called once per texel.
template <class AlphaAt> sf::Image makeAlphaImage(sf::Vector2u size, AlphaAt alphaAt) {
    sf::Image img;
    img.create(size.x, size.y, sf::Color::Transparent);
    for (unsigned y = 0; y < size.y; ++y)
        for (unsigned x = 0; x < size.x; ++x) {
            const float dx = (static_cast<float>(x) + 0.5f) / static_cast<float>(size.x) * 2.0f - 1.0f;
            const float dy = (static_cast<float>(y) + 0.5f) / static_cast<float>(size.y) * 2.0f - 1.0f;
            const float a = std::clamp(static_cast<float>(alphaAt(dx, dy)), 0.0f, 1.0f);
            img.setPixel(x, y, sf::Color(255, 255, 255, static_cast<sf::Uint8>(255.0f * a)));
        }
    return img;
}

} // namespace engine
