#include "engine/render/follow_camera.h"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

/// Move value towards the interval [lo, hi] just enough to be inside it.
float pushInto(float value, float lo, float hi) { return std::clamp(value, lo, hi); }

/// Smooth pseudo-random wave in [-1, 1]: a sum of incommensurate sines (deterministic, no state).
float wave(float t, float seed) {
    return 0.6f * std::sin(t * 29.0f + seed) + 0.4f * std::sin(t * 47.0f + seed * 2.3f);
}

/// The centre coordinate that keeps a view of `view` inside [0, level] on one axis (centred when it cannot).
float clampAxis(float c, float level, float view) {
    if (level <= view) return level * 0.5f;
    return std::clamp(c, view * 0.5f, level - view * 0.5f);
}

} // namespace

float easeFactor(float rate, float dt) {
    if (!(dt > 0.0f) || !(rate > 0.0f)) return 0.0f;
    return 1.0f - std::exp(-rate * dt);
}

sf::Vector2f FollowCamera::clampToLevel(sf::Vector2f c) const {
    return {clampAxis(c.x, level_.x, view_.x), clampAxis(c.y, level_.y, view_.y)};
}

void FollowCamera::setViewSize(sf::Vector2f viewSize) {
    view_ = viewSize;
    center_ = clampToLevel(center_);
}

void FollowCamera::reset(sf::Vector2f target, sf::Vector2f levelSize, sf::Vector2f viewSize) {
    level_ = levelSize;
    view_ = viewSize;
    focus_ = target;
    lead_ = 0.0f;
    leadDown_ = 0.0f;
    fallTime_ = 0.0f;
    kick_ = {};
    trauma_ = 0.0f;
    center_ = clampToLevel(target);
}

void FollowCamera::update(sf::Vector2f target, sf::Vector2f velocity, float dt) {
    if (!std::isfinite(target.x) || !std::isfinite(target.y)) return;
    if (!(dt > 0.0f)) dt = 0.0f;
    // Focus box: pushed by the target, never dragged.
    focus_.x = pushInto(focus_.x, target.x - tuning.focusHalf.x, target.x + tuning.focusHalf.x);
    focus_.y = pushInto(focus_.y, target.y - tuning.focusHalf.y, target.y + tuning.focusHalf.y);
    // Look-ahead: lead in the direction of horizontal motion, proportional to speed.
    const float speed = std::isfinite(velocity.x) ? velocity.x : 0.0f;
    const float want = tuning.lookAhead * std::clamp(speed / tuning.lookAheadSpeed, -1.0f, 1.0f);
    lead_ += (want - lead_) * easeFactor(tuning.lookAheadRate, dt);
    // Horizontal: the focus box plus the lead (the box already damps small moves).
    float x = focus_.x + lead_;
    // Look-down (y grows downwards): after lookDownDelay s of a fast fall,
    //   lead = lookDown · clamp((vy − lookDownFrom) / (lookDownSpeed − lookDownFrom), 0, 1), eased; back to 0 on
    //   landing.
    const float fall = std::isfinite(velocity.y) ? velocity.y : 0.0f;
    fallTime_ = fall > tuning.lookDownFrom ? fallTime_ + dt : 0.0f;
    const bool longFall = fallTime_ >= tuning.lookDownDelay;
    const float span = std::max(1.0f, tuning.lookDownSpeed - tuning.lookDownFrom);
    const float wantDown =
        longFall ? tuning.lookDown * std::clamp((fall - tuning.lookDownFrom) / span, 0.0f, 1.0f) : 0.0f;
    leadDown_ += (wantDown - leadDown_) * easeFactor(tuning.lookDownRate, dt);
    // Vertical: ease towards the focus box (plus the downward lead); faster near the view's edge and during a long
    // fall; the target never leaves the view.
    const float half = view_.y * 0.5f;
    const float fromEdge = half - std::abs(target.y - center_.y);
    const float rate = fromEdge < tuning.edgeMargin || longFall ? tuning.snapRate : tuning.verticalRate;
    float y = center_.y + (focus_.y + leadDown_ - center_.y) * easeFactor(rate, dt);
    y = std::clamp(y, target.y - half + 8.0f, target.y + half - 8.0f);
    center_ = clampToLevel({x, y});
    // Shake decays; kicks spring back.
    time_ += dt;
    trauma_ = std::max(0.0f, trauma_ - tuning.shakeDecay * dt);
    kick_ -= kick_ * easeFactor(tuning.kickReturnRate, dt);
}

void FollowCamera::addTrauma(float amount) {
    if (std::isfinite(amount)) trauma_ = std::clamp(trauma_ + amount, 0.0f, 1.0f);
}

void FollowCamera::kick(sf::Vector2f offset) {
    if (std::isfinite(offset.x) && std::isfinite(offset.y)) kick_ += offset;
}

sf::Vector2f FollowCamera::shakeOffset() const {
    const float amp = tuning.maxShake * trauma_ * trauma_;
    return {kick_.x + amp * wave(time_, 1.3f), kick_.y + amp * wave(time_, 7.1f)};
}

} // namespace engine
