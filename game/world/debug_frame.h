#pragma once
// DebugFrame: what the slow-motion debug overlay draws for one tick, produced by the simulation as plain data
// (so it is unit-tested headless). Collecting the geometry costs time, so it is filled only when `enabled`;
// the counters are always kept (the stats panel shows them). Nothing in here feeds back into the simulation.
#include <cstdint>
#include <vector>

#include "engine/controller/raycast_controller.h"
#include "engine/math/vec2.h"

namespace game {

/// Which system cast a ray.
enum class RayKind : std::uint8_t { Controller, Pellet, Sight, DashPreview, Aim };

/// One ray of any system: from origin to end (end = hit point when it hit).
struct TaggedRay {
    RayKind kind = RayKind::Controller;
    engine::Vec2 origin;
    engine::Vec2 end;
    bool hit = false;
    std::uint32_t entity = 0;  ///< the casting entity's index
};

/// One beam's polyline with the surface normal at every bounce point.
struct DebugBeam {
    std::vector<engine::Vec2> points;
    std::vector<engine::Vec2> normals;  ///< normals[i] at points[i + 1]
    std::uint32_t emitter = 0;          ///< the emitting entity's index
};

/// A contact worth showing: a controller contact, a pellet impact, the killing hit.
struct DebugContact {
    engine::Vec2 point;
    engine::Vec2 normal;
};

/// Everything the overlay needs for one tick.
struct DebugFrame {
    bool enabled = false;                 ///< collect geometry (set by the app; does not affect the simulation)
    std::vector<TaggedRay> rays;          ///< every ray cast this tick (controller rays included)
    std::vector<DebugBeam> beams;         ///< every beam traced this tick
    std::vector<DebugContact> contacts;
    std::vector<engine::DebugRay> scratch;  ///< controller rays of the move being made (copied into rays)
    // Always-on counters for the stats panel.
    std::uint32_t raysCast = 0;
    std::uint32_t beamSegments = 0;

    /// Clear the per-tick data (keeps capacity and `enabled`).
    void clear() {
        rays.clear();
        beams.clear();
        contacts.clear();
        scratch.clear();
        raysCast = 0;
        beamSegments = 0;
    }
};

} // namespace game
