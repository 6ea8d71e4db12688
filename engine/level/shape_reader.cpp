#include "engine/level/shape_reader.h"

#include <cstring>

#include "engine/level/json_source.h"

namespace engine {
namespace {

const std::vector<std::string> kShapeFields = {"surface", "points", "vertices", "triangles"};

// Reads a list of [x, y] pairs; false (with an error) at the first value that is not one.
bool readPoints(LevelBuilder& b, const JsonValue& list, const std::string& path, std::vector<Vec2>& out) {
    if (!list.isArray()) {
        b.error(list.pos, path, "expected an array of [x, y] points, got " + describeJson(list));
        return false;
    }
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const JsonValue& p = list.items[i];
        std::string at = path + "[" + std::to_string(i) + "]";
        if (!p.isArray() || p.items.size() != 2 || !p.items[0].isNumber() || !p.items[1].isNumber()) {
            b.error(p.pos, at, "expected a point [x, y] of two numbers (cells), got " + describeJson(p));
            return false;
        }
        out.push_back({p.items[0].number, p.items[1].number});
    }
    return true;
}

bool readTriangles(LevelBuilder& b, const JsonValue& list, const std::string& path,
                   std::vector<std::array<std::int32_t, 3>>& out) {
    if (!list.isArray()) {
        b.error(list.pos, path, "expected an array of [i, j, k] vertex index triples, got " + describeJson(list));
        return false;
    }
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const JsonValue& t = list.items[i];
        std::string at = path + "[" + std::to_string(i) + "]";
        bool ok = t.isArray() && t.items.size() == 3;
        for (std::size_t k = 0; ok && k < 3; ++k) {
            const JsonValue& v = t.items[k];
            ok = v.isNumber() && v.integer && v.number >= -2147483648.0 && v.number <= 2147483647.0;
        }
        if (!ok) {
            b.error(t.pos, at, "expected a triangle [i, j, k] of three whole vertex indices, got " + describeJson(t));
            return false;
        }
        out.push_back({static_cast<std::int32_t>(t.items[0].number), static_cast<std::int32_t>(t.items[1].number),
                       static_cast<std::int32_t>(t.items[2].number)});
    }
    return true;
}

// The segments a shape adds towards kMaxShapeSegments: polygon edges, or three per triangle.
std::size_t segmentCount(const ShapeSpec& s) { return s.isMesh() ? 3 * s.triangles.size() : s.points.size(); }

} // namespace

void readShapes(LevelBuilder& b, const ObjectInput& top, Level& level, bool gridOk) {
    const FieldInput* list = top.find("shapes");
    if (!list) return;
    if (!list->value->isArray()) {
        b.error(list->value->pos, list->path, "expected an array of shapes, got " + describeJson(*list->value));
        return;
    }
    std::size_t segments = 0;
    for (std::size_t i = 0; i < list->value->items.size(); ++i) {
        const JsonValue& item = list->value->items[i];
        std::string path = "shapes[" + std::to_string(i) + "]";
        if (!item.isObject()) {
            b.error(item.pos, path, "expected a shape object {\"surface\": ..., \"points\": [[x, y], ...]}, got " +
                                        describeJson(item));
            continue;
        }
        ObjectInput in = objectInput(item, path);
        b.warnUnknownFields(in, kShapeFields, "shape field");
        ShapeSpec shape;
        if (const FieldInput* s = in.find("surface")) {
            const JsonValue& v = *s->value;
            if (v.isString() && v.text == "solid") shape.surface = Surface::Solid;
            else if (v.isString() && v.text == "mirror") shape.surface = Surface::Mirror;
            else if (v.isString() && v.text == "glass") shape.surface = Surface::Glass;
            else {
                b.error(v.pos, s->path, "expected \"solid\", \"mirror\" or \"glass\", got " + describeJson(v));
                continue;
            }
        }
        const FieldInput* points = in.find("points");
        const FieldInput* vertices = in.find("vertices");
        const FieldInput* triangles = in.find("triangles");
        if (points && (vertices || triangles)) {
            b.error(item.pos, path, "a shape has either \"points\" (a polygon) or \"vertices\" and \"triangles\" "
                                    "(a mesh), not both");
            continue;
        }
        if (!points && !(vertices && triangles)) {
            b.error(item.pos, path, "missing required field \"points\" (a polygon: [[x, y], ...] in cells), or "
                                    "\"vertices\" and \"triangles\" (a mesh)");
            continue;
        }
        bool ok = points ? readPoints(b, *points->value, points->path, shape.points)
                         : readPoints(b, *vertices->value, vertices->path, shape.vertices) &&
                               readTriangles(b, *triangles->value, triangles->path, shape.triangles);
        if (!ok || !gridOk) continue;
        ShapeCheck c = checkShape(shape, level.grid.width(), level.grid.height());
        if (!c.ok()) {
            // Point at the value named by the check: a point, a vertex, a triangle, else the list or the shape.
            const FieldInput* field = points ? points : c.inTriangles ? triangles : vertices;
            const JsonValue& listValue = *field->value;
            if (c.index >= 0 && static_cast<std::size_t>(c.index) < listValue.items.size()) {
                b.error(listValue.items[static_cast<std::size_t>(c.index)].pos,
                        field->path + "[" + std::to_string(c.index) + "]", c.message);
            } else {
                b.error(listValue.pos, field->path, c.message);
            }
            continue;
        }
        segments += segmentCount(shape);
        if (segments > static_cast<std::size_t>(kMaxShapeSegments)) {
            b.error(item.pos, path, "too many shape segments: a level's shapes may have at most " +
                                        std::to_string(kMaxShapeSegments) + " edges in all");
            return;
        }
        level.shapes.push_back(std::move(shape));
    }
}

std::string writeShapes(const Level& level) {
    if (level.shapes.empty()) return "";
    auto point = [](Vec2 p) { return "[" + formatNumber(p.x) + ", " + formatNumber(p.y) + "]"; };
    std::string out = "  \"shapes\": [";
    for (std::size_t i = 0; i < level.shapes.size(); ++i) {
        const ShapeSpec& s = level.shapes[i];
        out += std::string(i ? ",\n    " : "\n    ") + "{\"surface\": " + quoteJson(surfaceName(s.surface));
        const std::vector<Vec2>& pts = s.isMesh() ? s.vertices : s.points;
        out += s.isMesh() ? ", \"vertices\": [" : ", \"points\": [";
        for (std::size_t k = 0; k < pts.size(); ++k) out += (k ? ", " : "") + point(pts[k]);
        out += "]";
        if (s.isMesh()) {
            out += ", \"triangles\": [";
            for (std::size_t k = 0; k < s.triangles.size(); ++k) {
                const auto& t = s.triangles[k];
                out += std::string(k ? ", " : "") + "[" + std::to_string(t[0]) + ", " + std::to_string(t[1]) + ", " +
                       std::to_string(t[2]) + "]";
            }
            out += "]";
        }
        out += "}";
    }
    return out + "\n  ]";
}

} // namespace engine
