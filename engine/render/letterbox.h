#pragma once
// Letterboxing: the game renders at a fixed logical size (480×270) and is shown scaled by the largest whole
// factor that fits the window, centred, with black bars. Windows smaller than the logical size scale down.
#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace engine {

/// Logical resolution in pixels.
inline constexpr unsigned kLogicalWidth = 480;
/// Logical resolution in pixels.
inline constexpr unsigned kLogicalHeight = 270;
/// The logical width as a float, px, for layout arithmetic.
inline constexpr float kScreenW = static_cast<float>(kLogicalWidth);
/// The logical height as a float, px, for layout arithmetic.
inline constexpr float kScreenH = static_cast<float>(kLogicalHeight);

/// Where the logical image goes in a window of `window` pixels: a rectangle in window pixels.
sf::FloatRect letterboxRect(sf::Vector2u window, sf::Vector2u logical = {kLogicalWidth, kLogicalHeight});

/// The scale letterboxRect uses: the largest integer >= 1 that fits, or the exact fit (< 1) for tiny windows.
float letterboxScale(sf::Vector2u window, sf::Vector2u logical = {kLogicalWidth, kLogicalHeight});

/// Window pixel → logical pixel (may fall outside [0, logical) in the bars).
sf::Vector2f windowToLogical(sf::Vector2i windowPixel, sf::Vector2u window,
                             sf::Vector2u logical = {kLogicalWidth, kLogicalHeight});

} // namespace engine
