#pragma once
// Flash limiting: the full-screen flash envelope, the blink gate of flickering tells and the WCAG 2.3.1
// "general flash" count that tests measure them with. No SFML: plain numbers in, plain numbers out.
//   A flash is a pair of opposing changes in relative luminance of kFlashStep (10 %) or more of the maximum
//   where the darker state is below kFlashDarkBelow (0.80); no more than three flashes in any one second.
// With flash reduction on:
//   - the full-screen flash (death, finish, shot) peaks at kReducedPeak, so its overlay changes the screen's
//     luminance by less than kFlashStep, and its level moves no faster than kReducedSlewPerSecond;
//   - a blink (warning dashes, threat glyphs, telegraphs) runs at kReducedBlinkHz at most;
//   - local flashes (the muzzle flash) are left out, and shimmers (beam halos, torches) keep kReducedShimmer of
//     their swing.
#include <vector>

namespace game {

/// Most flashes allowed in any one second (WCAG 2.3.1).
inline constexpr int kMaxFlashesPerSecond = 3;
/// A change in relative luminance this large (of the maximum 1.0) counts as one half of a flash.
inline constexpr double kFlashStep = 0.10;
/// A change counts only when its darker state is below this relative luminance.
inline constexpr double kFlashDarkBelow = 0.80;
/// Opacity of the full-screen flash overlay at level 1.
inline constexpr double kFlashOverlayOpacity = 200.0 / 255.0;
/// The full-screen flash fades this much of its level per second.
inline constexpr double kFlashFadePerSecond = 2.5;
/// Flash reduction: the highest level of the full-screen flash (overlay opacity 0.078: less than a 10 % change).
inline constexpr double kReducedPeak = 0.10;
/// Flash reduction: the full-screen flash level changes by at most this much per second.
inline constexpr double kReducedSlewPerSecond = 0.5;
/// Flash reduction: fastest blink, Hz (one flash per blink: two a second stays under the limit).
inline constexpr double kReducedBlinkHz = 2.0;
/// Flash reduction: share of a shimmer's swing kept (beam halos, torch light).
inline constexpr double kReducedShimmer = 0.25;

/// The full-screen flash: a level 0..1 that events raise and time fades.
struct ScreenFlash {
    double level = 0.0;  ///< 0..1, drawn as a white overlay of kFlashOverlayOpacity × level
    double target = 0.0; ///< with reduction: where the level is heading (it follows at the slew limit)
};

/// Raise the flash to strength (0..1): at once, or with reduce capped at kReducedPeak and reached gradually.
void kickScreenFlash(ScreenFlash& flash, double strength, bool reduce);

/// Fade the flash over dt seconds (with reduce, the level follows its target at kReducedSlewPerSecond at most).
void stepScreenFlash(ScreenFlash& flash, double dt, bool reduce);

/// Opacity 0..1 of the white overlay the flash draws.
double screenFlashOpacity(const ScreenFlash& flash);

/// True in the lit part of a blink at hz (lit for the first onShare of each period, from t = 0); with reduce the
/// blink slows to kReducedBlinkHz at most.
bool blinkOn(double seconds, double hz, double onShare, bool reduce);

/// A shimmer factor 1 + swing (swing in −1..1 times its amplitude), with reduce narrowed to kReducedShimmer.
double shimmerSwing(double swing, bool reduce);

/// Whether local flashes (the muzzle flash) are drawn: not with reduce.
bool drawLocalFlashes(bool reduce);

/// The most flashes (WCAG 2.3.1 general flash) in any one second of a relative-luminance trace sampled at
/// sampleHz (values 0..1).
int maxFlashesInAnySecond(const std::vector<double>& luminance, double sampleHz);

/// Flash reduction for the views this frame (the app sets it from the settings).
bool flashesReduced();

/// Set flash reduction for the frames that follow.
void setFlashesReduced(bool reduce);

} // namespace game
