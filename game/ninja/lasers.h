#pragma once
// Lasers: emitters (static, rotating, sweeping, pulsing, moving), mirror entities, and the beams traced through
// the tiles and the mode's extra surfaces (mirrors reflect; receivers, doors, moving platforms and robots absorb)
// every tick.
#include <vector>

#include "engine/collision/laser.h"
#include "engine/level/entity_schema.h"
#include "game/ninja/ninja_components.h"
#include "game/world/world.h"

namespace game {

/// The extra beam surfaces of one moment of a tick, with the entity owning each one (same index).
struct SurfaceSet {
    std::vector<engine::LaserSurface> surfaces;
    std::vector<engine::Entity> owners;
    engine::LaserSurfaceIndex index; ///< a broadphase over surfaces, for a tick's many beams (traceBeams)
    /// Empty the lists and forget the index, keeping their capacity.
    void clear() {
        surfaces.clear();
        owners.clear();
        index.clear();
    }
};

/// A beam's source during one tick: it moves from (origin0, angle0) to (origin1, angle1), linearly.
struct BeamPose {
    engine::Vec2 origin0, origin1;  ///< tiles
    double angle0 = 0.0, angle1 = 0.0;  ///< rad
    double range = 64.0;            ///< tiles
};

/// Create a laser emitter from a level entity of type "laser".
void spawnLaser(World& world, const engine::EntitySpec& spec);

/// Create a mirror entity from a level entity of type "mirror".
void spawnMirror(World& world, const engine::EntitySpec& spec);

/// Advance one emitter by one tick: turn (bouncing at sweep ends), count its pulse cycle, move along its path.
/// `origin` is its Transform position (moved for Moving emitters). Returns true when a warning starts this tick.
bool advanceEmitter(LaserEmitter& emitter, engine::Vec2& origin);

/// The pulse phase of cycle tick c of an emitter: Off, then Warning for its last warningTicks, then On.
PulsePhase pulsePhaseAt(const LaserEmitter& emitter, int c);

/// Advance every emitter and mirror one tick (emits LaserCharge when a pulsing emitter starts its warning).
void updateEmittersAndMirrors(World& world);

/// Fill `out` with the surfaces as they are at fraction f in [0, 1] of this tick: mirrors (reflective; spinning
/// ones interpolated from prevAngle to angle), then receivers, solids (closed doors, moving platforms: every
/// live solid that is not one-way) and robots, all absorbing and taken as they are now.
void buildSurfaces(World& world, double f, SurfaceSet& out);

/// The surfaces for re-tracing this tick's beams at any fraction f of it (the swept damage test): buildSurfaces at
/// f = 1, indexed once with every spinning mirror filed under the whole square it turns in, so moveMirrorsTo can
/// then move those mirrors to any f without rebuilding the index. `spinning` gets their surface indices.
void buildSweepSurfaces(World& world, SurfaceSet& out, std::vector<std::size_t>& spinning);

/// Put the spinning mirrors (surface indices from buildSweepSurfaces) where they are at fraction f of this tick:
/// the set is then buildSurfaces(world, f), its index still valid.
void moveMirrorsTo(World& world, double f, const std::vector<std::size_t>& spinning, SurfaceSet& set);

/// The segment of a mirror at fraction f of this tick.
engine::Segment mirrorSegment(const MirrorEntity& m, engine::Vec2 centre, double f = 1.0);

/// Trace the beam of `pose` at fraction f of the tick against the tiles and `set` into `out` (no allocation once
/// `out` has grown).
void traceBeamAt(const World& world, const BeamPose& pose, double f, const SurfaceSet& set, engine::LaserPath& out);

/// The pose of an emitter during this tick.
BeamPose emitterPose(const LaserEmitter& e, const Transform& t);

/// Trace every emitter's and firing robot's beam for this tick (last tick's kept for the sweep test), and light
/// the receivers that lethal beams end on. Fills world.debug.beams when enabled; always counts beamSegments.
void traceBeams(World& world);

/// Trace every emitter's beam as it stands at load (no receivers lit, nothing counted), so the first tick's swept
/// damage test has a start-of-tick beam: a beam crossing the ninja during tick 1 kills in tick 1.
void primeBeams(World& world);

/// Light the receiver `path` ends on, if it ends on one (path traced against `set`).
void lightReceiverAtEnd(World& world, const SurfaceSet& set, const engine::LaserPath& path);

/// The shared surface set of the current tick (built by traceBeams; valid until the next build).
SurfaceSet& tickSurfaces();

} // namespace game
