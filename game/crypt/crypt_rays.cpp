#include "game/crypt/crypt_rays.h"

namespace game {

void recordRay(World& world, RayKind kind, engine::Vec2 origin, engine::Vec2 end, bool hit,
               std::uint32_t entity) {
    world.debug.raysCast += 1;
    if (world.debug.enabled) world.debug.rays.push_back({kind, origin, end, hit, entity});
}

engine::GridRayOutput castTracked(World& world, const engine::GridRayInput& input, RayKind kind,
                                  std::uint32_t entity) {
    engine::GridRayOutput out = engine::castRay(world.grid, input);
    engine::Vec2 end = out.hit ? out.point : input.origin + input.translation * input.maxFraction;
    recordRay(world, kind, input.origin, end, out.hit, entity);
    return out;
}

const engine::CollisionInfo& moveTracked(World& world, engine::RaycastController& controller,
                                         engine::Vec2 displacement, engine::MoveOptions options,
                                         std::uint32_t entity) {
    std::vector<engine::DebugRay>& rays = world.debug.scratch;
    rays.clear();
    options.debugRays = &rays;
    const engine::CollisionInfo& info = controller.move(world.collision(), displacement, options);
    for (const engine::DebugRay& r : rays)
        recordRay(world, RayKind::Controller, r.origin, r.point, r.hit, entity);
    rays.clear();
    return info;
}

bool clearSight(World& world, engine::Vec2 from, engine::Vec2 to, std::uint32_t entity) {
    return !castTracked(world, {from, to - from, 1.0, engine::kSightMask}, RayKind::Sight, entity).hit;
}

} // namespace game
