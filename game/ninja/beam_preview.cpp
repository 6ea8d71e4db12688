#include "game/ninja/beam_preview.h"

#include <algorithm>
#include <utility>

#include "game/ninja/lasers.h"
#include "game/ninja/robots.h"
#include "game/world/world.h"

namespace game {
namespace {

/// Indices in `level.entities` of the entities of one type, in file order.
std::vector<std::size_t> specsOfType(const engine::Level& level, const char* type) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < level.entities.size(); ++i)
        if (level.entities[i].type == type) out.push_back(i);
    return out;
}

/// The world's entities with component C, in the order they were spawned (the level's entity order).
template <class C> std::vector<engine::Entity> spawnedWith(World& world) {
    std::vector<engine::Entity> out;
    world.registry.view<C>().each([&](engine::Entity e, C&) { out.push_back(e); });
    std::sort(out.begin(), out.end(), [](engine::Entity a, engine::Entity b) { return a.index < b.index; });
    return out;
}

/// Trace the beam of `pose` against the tiles and `set`, as the game's first tick does, into a preview.
BeamPreview trace(const World& world, std::size_t entity, const BeamPose& pose, const SurfaceSet& set) {
    engine::LaserPath path;
    traceBeamAt(world, pose, 1.0, set, path);
    return {entity, std::move(path.points)};
}

} // namespace

std::vector<BeamPreview> ninjaBeamPreviews(const engine::Level& level) {
    std::vector<BeamPreview> out;
    const std::vector<std::size_t> lasers = specsOfType(level, "laser"), robots = specsOfType(level, "robot");
    if (lasers.empty() && robots.empty()) return out;
    World world;
    loadWorld(world, level);
    const std::vector<engine::Entity> emitters = spawnedWith<LaserEmitter>(world), sentries = spawnedWith<Robot>(world);
    if (emitters.size() != lasers.size() || sentries.size() != robots.size()) return out; // not a ninja level
    SurfaceSet set;
    buildSurfaces(world, 1.0, set);
    engine::buildSurfaceIndex(set.surfaces.data(), set.surfaces.size(), set.index);
    for (std::size_t i = 0; i < emitters.size(); ++i) {
        const engine::Entity e = emitters[i];
        const BeamPose pose = emitterPose(world.registry.get<LaserEmitter>(e), world.registry.get<Transform>(e));
        out.push_back(trace(world, lasers[i], pose, set));
    }
    for (std::size_t i = 0; i < sentries.size(); ++i) {
        const engine::Entity e = sentries[i];
        out.push_back(trace(world, robots[i], robotPose(world.registry.get<Robot>(e), world.registry.get<Transform>(e)), set));
    }
    std::sort(out.begin(), out.end(), [](const BeamPreview& a, const BeamPreview& b) { return a.entity < b.entity; });
    return out;
}

} // namespace game
