#include "engine/geometry/overlap.h"

#include "engine/geometry/tolerance.h"

namespace engine {

bool pointInAabb(const Aabb& box, Vec2 p) {
    return box.min.x <= p.x && p.x <= box.max.x && box.min.y <= p.y && p.y <= box.max.y;
}

bool pointInCircle(const Circle& c, Vec2 p) {
    // |p − c|² <= r²
    return lengthSquared(p - c.center) <= c.radius * c.radius;
}

Vec2 closestPointOnSegment(const Segment& s, Vec2 p) {
    // t = ((p − p1)·d)/(d·d), clamped to [0, 1]
    Vec2 d = delta(s);
    double dd = dot(d, d);
    if (dd == 0.0) return s.p1;
    double t = clampTo(dot(p - s.p1, d) / dd, 0.0, 1.0);
    return s.p1 + d * t;
}

double distanceSegmentPoint(const Segment& s, Vec2 p) { return distance(closestPointOnSegment(s, p), p); }

bool overlapSegmentCircle(const Segment& s, const Circle& c) {
    return pointInCircle(c, closestPointOnSegment(s, c.center));
}

namespace {

/// Smallest push of interval B out of interval A along one axis: +(aMax − bMin) or −(bMax − aMin); ties +.
struct AxisPush {
    double depth;
    double sign;
};

AxisPush axisPush(double aMin, double aMax, double bMin, double bMax) {
    double plus = aMax - bMin;
    double minus = bMax - aMin;
    if (plus <= minus) return {plus, 1.0};
    return {minus, -1.0};
}

} // namespace

OverlapOutput overlapAabbs(const Aabb& a, const Aabb& b) {
    // Separated on an axis when a.max < b.min or b.max < a.min.
    OverlapOutput out;
    if (a.max.x < b.min.x || b.max.x < a.min.x || a.max.y < b.min.y || b.max.y < a.min.y) return out;
    AxisPush px = axisPush(a.min.x, a.max.x, b.min.x, b.max.x);
    AxisPush py = axisPush(a.min.y, a.max.y, b.min.y, b.max.y);
    bool useX = px.depth <= py.depth;
    out.depth = useX ? px.depth : py.depth;
    out.normal = useX ? Vec2{px.sign, 0.0} : Vec2{0.0, py.sign};
    out.point = center(Aabb{max(a.min, b.min), min(a.max, b.max)});
    out.hit = true;
    return out;
}

OverlapOutput overlapCircles(const Circle& a, const Circle& b) {
    // |cb − ca| <= ra + rb ; depth = ra + rb − |cb − ca|
    OverlapOutput out;
    Vec2 d = b.center - a.center;
    double rsum = a.radius + b.radius;
    if (lengthSquared(d) > rsum * rsum) return out;
    double dist = length(d);
    out.normal = dist > 0.0 ? d * (1.0 / dist) : Vec2{1.0, 0.0};
    out.depth = rsum - dist;
    out.point = ((a.center + out.normal * a.radius) + (b.center - out.normal * b.radius)) * 0.5;
    out.hit = true;
    return out;
}

namespace {

/// Circle centre inside (or on) the box: leave through the nearest face; ties in order −x, +x, −y, +y.
OverlapOutput pushOutOfBox(const Circle& c, const Aabb& box) {
    Vec2 p = c.center;
    const double dist[4] = {p.x - box.min.x, box.max.x - p.x, p.y - box.min.y, box.max.y - p.y};
    const Vec2 normal[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    const Vec2 point[4] = {{box.min.x, p.y}, {box.max.x, p.y}, {p.x, box.min.y}, {p.x, box.max.y}};
    int best = 0;
    for (int i = 1; i < 4; ++i)
        if (dist[i] < dist[best]) best = i;
    return {normal[best], point[best], dist[best] + c.radius, true};
}

} // namespace

OverlapOutput overlapCircleAabb(const Circle& c, const Aabb& box) {
    // q = clamp(centre, box) ; hit when |q − centre| <= r
    OverlapOutput out;
    Vec2 q = max(box.min, min(c.center, box.max));
    if (q == c.center) return pushOutOfBox(c, box);
    Vec2 d = q - c.center;
    if (lengthSquared(d) > c.radius * c.radius) return out;
    double dist = length(d);
    out.normal = d * (1.0 / dist);
    out.depth = c.radius - dist;
    out.point = q;
    out.hit = true;
    return out;
}

namespace {

/// Closed point-in-triangle test for either winding: the three edge cross products never have opposite signs.
bool pointInTriangle(const Triangle& t, Vec2 p) {
    double d1 = cross(t.b - t.a, p - t.a);
    double d2 = cross(t.c - t.b, p - t.b);
    double d3 = cross(t.a - t.c, p - t.c);
    bool hasNeg = d1 < 0 || d2 < 0 || d3 < 0;
    bool hasPos = d1 > 0 || d2 > 0 || d3 > 0;
    return !(hasNeg && hasPos);
}

} // namespace

bool overlapTriangleCircle(const Triangle& t, const Circle& c) {
    // Zero area: the sign test would accept the whole supporting line, so only the edges count.
    bool hasArea = cross(t.b - t.a, t.c - t.a) != 0.0;
    if (hasArea && pointInTriangle(t, c.center)) return true;
    return overlapSegmentCircle({t.a, t.b}, c) || overlapSegmentCircle({t.b, t.c}, c) ||
           overlapSegmentCircle({t.c, t.a}, c);
}

} // namespace engine
