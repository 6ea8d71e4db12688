#include "engine/render/letterbox.h"

#include <algorithm>
#include <cmath>

namespace engine {

float letterboxScale(sf::Vector2u window, sf::Vector2u logical) {
    if (logical.x == 0 || logical.y == 0) return 1.0f;
    float fit = std::min(static_cast<float>(window.x) / static_cast<float>(logical.x),
                         static_cast<float>(window.y) / static_cast<float>(logical.y));
    if (fit < 1.0f) return std::max(fit, 0.01f);
    return std::floor(fit);
}

sf::FloatRect letterboxRect(sf::Vector2u window, sf::Vector2u logical) {
    float s = letterboxScale(window, logical);
    float w = static_cast<float>(logical.x) * s, h = static_cast<float>(logical.y) * s;
    return {std::floor((static_cast<float>(window.x) - w) * 0.5f), std::floor((static_cast<float>(window.y) - h) * 0.5f), w, h};
}

sf::Vector2f windowToLogical(sf::Vector2i windowPixel, sf::Vector2u window, sf::Vector2u logical) {
    sf::FloatRect r = letterboxRect(window, logical);
    float s = letterboxScale(window, logical);
    return {(static_cast<float>(windowPixel.x) - r.left) / s, (static_cast<float>(windowPixel.y) - r.top) / s};
}

} // namespace engine
