#pragma once
// One frame of the screen stack, drawn the way the app shows it (game/app/shell/app.cpp) and the way raycrypt-bench
// times it (tests/bench/render_bench.cpp):
//   0. createCanvas    once: the world canvas;
//   1. beginFrame      the presentation clock, a cleared window, the letterboxed logical view (480×270);
//   2. drawTopScene    the topmost screen that has a scene draws it into the world canvas; the post effects
//                      (bullet-time desaturation, the vignette) finish it at that resolution and it is shown
//                      scaled up, shifted by the scene's sub-pixel offset;
//   3. drawInterfaces  the interface of every visible screen, bottom first, into one batching Painter.
#include <SFML/Graphics.hpp>

#include <memory>
#include <string>
#include <vector>

#include "game/app/screens/screen.h"

namespace game {

/// A stack of screens, bottom first (the top one is back()).
using ScreenStack = std::vector<std::unique_ptr<Screen>>;

/// Start a frame at `now` (presentation seconds): publish the clock in viewAssets(), set the window's view to the
/// logical 480×270 px, letterboxed at the largest whole scale that fits, and clear the window to black when the
/// image leaves bars (otherwise drawTopScene covers every pixel).
void beginFrame(sf::RenderWindow& window, double now);

/// Create the world canvas, (480 + 2m) × (270 + 2m) px with m = kCanvasMargin, stored in the window's texel order
/// (engine::preferBgraStorage, for a cheaper present). False when the render texture cannot be made.
bool createCanvas(sf::RenderTexture& canvas);

/// Draw the scene of the topmost screen that has one into canvas ((480 + 2m) × (270 + 2m) px), finish it with
/// post's effects at the canvas's resolution and show it in window (its view must be the logical one), covering
/// the whole image. False when no screen has a scene (the window is then cleared to black).
bool drawTopScene(sf::RenderTarget& window, sf::RenderTexture& canvas, PostFx& post, const ScreenStack& stack);

/// Draw the interface of the visible screens with p: from the topmost screen down to the first one that covers
/// those below, drawn bottom first, each in its own text layer, at p's text size (the editor at 100 %). An empty
/// stack draws nothing.
void drawInterfaces(Painter& p, const ScreenStack& stack, double now);

/// The texts of a frame that lie over the level's view (`viewRect`, logical px) though not allowed there
/// (textsOverView), and those over it that hide an actor or a rail drawn this frame (textsOverThings on
/// shownThings), one line each.
std::vector<std::string> textsOverPlay(const std::vector<TextBox>& texts, const sf::FloatRect& viewRect);

} // namespace game
