#pragma once
// FixedTimestep: Glenn Fiedler's "Fix Your Timestep!" accumulator. Real frame time (scaled by the game's
// time scale) is poured into an accumulator and drained in whole simulation ticks of kTickSeconds; the
// leftover fraction is the render interpolation factor alpha(). Pure arithmetic: no clock is read here.
//
//   accumulator += clamp(frameSeconds, 0, kMaxFrameSeconds) · timeScale
//   while accumulator ≥ kTickSeconds and ticks < kMaxStepsPerFrame: accumulator −= kTickSeconds, ticks += 1
//   if the cap was hit: whole ticks still in the accumulator are DROPPED (accumulator = accumulator mod
//   kTickSeconds), so a slow machine runs the game slower instead of spiralling into ever longer frames.
#include <cstdint>

namespace engine {

/// Simulation ticks per second (Hz).
inline constexpr double kTickRate = 120.0;
/// Length of one simulation tick, seconds.
inline constexpr double kTickSeconds = 1.0 / kTickRate;
/// Longest real frame the accumulator accepts, seconds (a longer frame — breakpoint, window drag — is clamped).
inline constexpr double kMaxFrameSeconds = 0.25;
/// Most ticks advance() ever returns at once (16 ticks = 0.133 s of simulation).
inline constexpr int kMaxStepsPerFrame = 16;

/// Fixed-rate tick scheduler with pause and single-step.
class FixedTimestep {
public:
    /// Ticks to simulate for a frame of frameSeconds real seconds at timeScale (0 <= result <= kMaxStepsPerFrame).
    /// frameSeconds: NaN or negative → 0, above kMaxFrameSeconds → kMaxFrameSeconds. timeScale: NaN → 1,
    /// negative → 0, +inf → largest finite double (then the cap applies). Whole ticks beyond the cap are dropped,
    /// the sub-tick remainder is kept. While paused the accumulator is frozen and the result is
    /// min(pending single-steps, kMaxStepsPerFrame); steps beyond the cap carry over to the next call.
    int advance(double frameSeconds, double timeScale);
    /// Render interpolation factor accumulator / kTickSeconds, always in [0, 1); frozen while paused.
    double alpha() const;
    /// Pause or resume. Resuming drops pending single-steps; the accumulator is kept.
    void setPaused(bool paused);
    /// True while paused.
    bool paused() const { return paused_; }
    /// While paused: queue n more ticks for the next advance() (n <= 0 ignored; adds to any already queued).
    /// Ignored when not paused.
    void step(int n = 1);
    /// Accumulator to 0 and no pending steps; keeps the paused state and ticks().
    void reset();
    /// Total ticks handed out by advance() since construction (including single-steps).
    std::uint64_t ticks() const { return ticks_; }

private:
    double accumulator_ = 0.0;   // seconds of simulation owed, in [0, kTickSeconds) between calls
    std::int64_t pendingSteps_ = 0;
    std::uint64_t ticks_ = 0;
    bool paused_ = false;
};

} // namespace engine
