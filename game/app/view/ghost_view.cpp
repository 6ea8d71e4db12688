#include "game/app/view/ghost_view.h"

#include <algorithm>
#include <cmath>

#include "engine/render/glow_line.h"
#include "engine/render/view_cull.h"
#include "engine/render/sprite_batch.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"

namespace game {

namespace {

/// Seconds a death burst takes to grow and fade to its mark.
constexpr double kBurstSeconds = 0.45;
/// The burst's largest radius, px.
constexpr float kBurstRadius = 14.0f;

} // namespace

void GhostView::reset() {
    animators_.clear();
    sinceEnd_.clear();
}

void GhostView::update(const std::vector<GhostRun>& ghosts, double dt) {
    animators_.resize(ghosts.size());
    sinceEnd_.resize(ghosts.size(), 0.0);
    for (std::size_t i = 0; i < ghosts.size(); ++i) {
        if (ghosts[i].end == GhostEnd::Running) {
            animators_[i].update(ghosts[i].world, dt);
            sinceEnd_[i] = 0.0;
        } else {
            sinceEnd_[i] += dt;
        }
    }
}

int GhostView::draw(sf::RenderTarget& target, const std::vector<GhostRun>& ghosts, const std::vector<GhostLook>& looks,
                    double alpha, const sf::FloatRect& rect) {
    if (ghosts.empty() || looks.empty()) return 0;
    sprites_.clear();
    glow_.clear();
    for (std::size_t i = 0; i < ghosts.size(); ++i) {
        const GhostRun& g = ghosts[i];
        const GhostLook& look = looks[std::min(i, looks.size() - 1)];
        const double since = i < sinceEnd_.size() ? sinceEnd_[i] : 0.0;
        if (g.end == GhostEnd::Died) {
            // The burst grows and fades, then a faint mark stays where the attempt ended.
            const float t = static_cast<float>(std::min(1.0, since / kBurstSeconds));
            const sf::Vector2f at = toPixels(g.endPoint);
            const sf::Uint8 a = static_cast<sf::Uint8>(look.tint.a * (1.0f - 0.6f * t));
            engine::appendGlowDot(glow_, at, 4.0f + kBurstRadius * t, sf::Color(255, 120, 90, a), 14);
            continue;
        }
        sf::Vector2f feet;
        if (!playerFeetPixels(g.world, g.end == GhostEnd::Running ? alpha : 0.0, feet)) continue;
        // A soft halo in the ghost's colour keeps it readable on dark art, where a tinted sprite alone fades out.
        engine::appendGlowDot(glow_, feet - sf::Vector2f(0, 7), 14.0f, sf::Color(look.tint.r, look.tint.g, look.tint.b, look.tint.a), 14);
        const PlayerPose& pose = i < animators_.size() ? animators_[i].pose() : PlayerPose{};
        const engine::SpriteRect* frame = animationFrame(pose.animation, pose.time);
        if (frame != nullptr)
            engine::appendSprite(sprites_, *frame, {feet, pose.flipX, 1.0f, 0.0f, look.tint});
    }
    engine::cullTriangles(glow_, rect);
    engine::cullTriangles(sprites_, rect);
    target.draw(glow_, sf::RenderStates(sf::BlendAdd));
    target.draw(sprites_, atlasStates());
    // The same sprites once more, added: the ghost glows in its colour instead of darkening what is behind it.
    target.draw(sprites_, atlasStates(sf::BlendAdd));
    return 3;
}

} // namespace game
