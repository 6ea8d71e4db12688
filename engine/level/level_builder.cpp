#include "engine/level/level_builder.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace engine {

namespace {

/// v followed by its unit: "0.2 s", "3 tiles", "7".
std::string withUnit(double v, const std::string& unit) {
    return formatNumber(v) + (unit.empty() ? "" : " " + unit);
}

/// "\"a\", \"b\" or \"c\"".
std::string quotedChoices(const std::vector<std::string>& xs) {
    std::string out;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (i > 0) out += i + 1 == xs.size() ? " or " : ", ";
        out += quoteJson(xs[i]);
    }
    return out;
}

/// "; did you mean \"x\"?" when a candidate is close to name, else "".
std::string didYouMean(std::string_view name, const std::vector<std::string>& candidates) {
    auto near = nearestName(name, candidates);
    return near ? "; did you mean " + quoteJson(*near) + "?" : "";
}

/// Kinds an entity may not sit inside: everything that blocks movement except one-ways and slopes.
bool blocksPlacement(TileKind k) {
    return inMask(kMovementMask, k) && k != TileKind::OneWay && !isSlope(k);
}

/// Optimal-string-alignment distance between a and b, compared case-insensitively.
std::size_t editDistance(std::string_view a, std::string_view b) {
    auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            std::size_t cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1]))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.size()][b.size()];
}

} // namespace

const std::vector<FieldSpec>& levelHeaderFields() {
    static const std::vector<FieldSpec> fields = {
        stringField("name", "", "the level's title", 64).makeRequired(),
        stringField("mode", "", "the game mode").makeRequired(),
        stringField("author", "", "who made the level", 64),
        numberField("par", "s", 0.0, 0.0, 86400.0, "par time; 0 = none"),
        stringField("hint", "", "text shown when the level starts", 500),
    };
    return fields;
}

const FieldInput* ObjectInput::find(std::string_view name) const {
    const FieldInput* found = nullptr;
    for (const FieldInput& f : fields)
        if (f.name == name) found = &f;
    return found;
}

ObjectInput objectInput(const JsonValue& obj, const std::string& path) {
    ObjectInput in;
    in.pos = obj.pos;
    in.path = path;
    for (const JsonMember& m : obj.members)
        in.fields.push_back({m.key, &m.value, m.keyPos, path.empty() ? m.key : path + "." + m.key});
    return in;
}

std::optional<std::string> nearestName(std::string_view name, const std::vector<std::string>& candidates) {
    std::size_t allowed = name.size() <= 3 ? 1 : name.size() <= 6 ? 2 : 3;
    std::optional<std::string> best;
    std::size_t bestDistance = allowed + 1;
    for (const std::string& c : candidates) {
        std::size_t common = 0;
        while (common < name.size() && common < c.size() && name[common] == c[common]) ++common;
        bool prefix = common >= 4 && common + 1 >= std::min(name.size(), c.size());  // "rotate" ~ "rotating"
        std::size_t d = prefix ? 1 : editDistance(name, c);
        if (d < bestDistance && d < c.size()) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

LevelBuilder::LevelBuilder(std::string file, const EntitySchema& schema) : file_(std::move(file)), schema_(schema) {}

void LevelBuilder::error(SourcePos at, const std::string& path, const std::string& message) {
    diagnostics_.push_back({Diagnostic::Error, file_, at.line, at.column, path, message});
}

void LevelBuilder::warning(SourcePos at, const std::string& path, const std::string& message) {
    diagnostics_.push_back({Diagnostic::Warning, file_, at.line, at.column, path, message});
}

void LevelBuilder::add(const std::vector<Diagnostic>& ds) {
    diagnostics_.insert(diagnostics_.end(), ds.begin(), ds.end());
}

std::vector<Diagnostic> LevelBuilder::takeDiagnostics() {
    std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    return std::move(diagnostics_);
}

LoadResult LevelBuilder::finish(Level&& level, bool built) {
    LoadResult r;
    bool ok = built && !hasErrors();
    r.diagnostics = takeDiagnostics();
    if (ok) r.level = std::move(level);
    return r;
}

void LevelBuilder::warnUnknownFields(const ObjectInput& in, const std::vector<std::string>& known,
                                     const std::string& what) {
    for (const FieldInput& f : in.fields) {
        if (f.name.rfind('_', 0) == 0 || std::find(known.begin(), known.end(), f.name) != known.end()) continue;
        std::string hint = didYouMean(f.name, known);
        warning(f.keyPos, f.path, "unknown " + what + " " + quoteJson(f.name) +
                                      (hint.empty() ? " is ignored" : hint));
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Metadata

bool LevelBuilder::readMeta(const ObjectInput& in, LevelMeta& meta, bool formatRequired) {
    const FieldInput* fmt = in.find("format");
    if (!fmt && formatRequired) {
        error(in.pos, in.path, "missing required field \"format\" (the level format version; this game reads " +
                                   std::to_string(kLevelFormatVersion) + ")" + in.missingHint);
    } else if (fmt) {
        const JsonValue& v = *fmt->value;
        if (!v.isNumber() || !v.integer) {
            error(v.pos, fmt->path, "expected the format version as an integer (" +
                                        std::to_string(kLevelFormatVersion) + "), got " + describeJson(v));
            return false;
        }
        if (v.number != kLevelFormatVersion) {
            bool newer = v.number > kLevelFormatVersion;
            error(v.pos, fmt->path, "format version " + v.text +
                                        (newer ? " is newer than this game supports (" : " is not supported (") +
                                        "this game reads version " + std::to_string(kLevelFormatVersion) + ")" +
                                        (newer ? "; update Raycrypt" : ""));
            return false;
        }
    }
    for (const FieldSpec& spec : levelHeaderFields()) {
        const FieldInput* f = in.find(spec.name);
        if (!f) {
            if (spec.required) error(in.pos, in.path, "missing required field " + quoteJson(spec.name) + " (" +
                                                          spec.doc + ")" + in.missingHint);
            continue;
        }
        FieldSpec checked = spec;
        if (spec.name == "mode" && !schema_.modes.empty()) {
            checked.kind = FieldKind::Enum;
            checked.choices = schema_.modes;
        }
        auto value = readField(checked, *f->value, f->path);
        if (!value) continue;
        if (spec.name == "par") { meta.parSeconds = std::get<double>(*value); continue; }
        const std::string& s = std::get<std::string>(*value);
        if ((spec.name == "name" || spec.name == "mode") && s.empty())
            error(f->value->pos, f->path, spec.name + " must not be empty");
        if (spec.name == "name") meta.name = s;
        if (spec.name == "mode") meta.mode = s;
        if (spec.name == "author") meta.author = s;
        if (spec.name == "hint") meta.hint = s;
    }
    return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Values

std::optional<double> LevelBuilder::readNumber(const FieldSpec& f, const JsonValue& v, const std::string& path) {
    bool wantInt = f.kind == FieldKind::Integer;
    if (!v.isNumber()) {
        error(v.pos, path, std::string(wantInt ? "expected an integer" : "expected a number") + ", got " +
                               describeJson(v));
        return std::nullopt;
    }
    if (v.overflow) return std::nullopt;  // the parser already reported it
    if (!std::isfinite(v.number)) {
        error(v.pos, path, "expected a finite number, got " + describeJson(v));
        return std::nullopt;
    }
    if (wantInt && !v.integer) {  // one rule for integer fields: written without a fraction or an exponent
        error(v.pos, path, "expected an integer, got " + describeJson(v));
        return std::nullopt;
    }
    double x = v.number;
    if (!f.allowed.empty() && std::find(f.allowed.begin(), f.allowed.end(), x) == f.allowed.end()) {
        std::vector<std::string> names;
        for (double a : f.allowed) names.push_back(formatNumber(a));
        std::string list;
        for (std::size_t i = 0; i < names.size(); ++i) list += (i ? (i + 1 == names.size() ? " or " : ", ") : "") + names[i];
        error(v.pos, path, "must be " + list + ", got " + describeJson(v));
        return std::nullopt;
    }
    if (x >= f.min && x <= f.max) return x;
    if (f.unit == "s" && x < 0 && f.min >= 0) {
        error(v.pos, path, "time must not be negative, got " + withUnit(x, f.unit));
    } else if (f.min > kNoMin && f.max < kNoMax) {
        error(v.pos, path, "must be between " + formatNumber(f.min) + " and " + withUnit(f.max, f.unit) + ", got " +
                               withUnit(x, f.unit));
    } else if (f.min > kNoMin) {
        error(v.pos, path, "must be at least " + withUnit(f.min, f.unit) + ", got " + withUnit(x, f.unit));
    } else {
        error(v.pos, path, "must be at most " + withUnit(f.max, f.unit) + ", got " + withUnit(x, f.unit));
    }
    return std::nullopt;
}

std::optional<PropValue> LevelBuilder::readText(const FieldSpec& f, const JsonValue& v, const std::string& path) {
    if (f.kind == FieldKind::Enum) {
        if (v.isString() && std::find(f.choices.begin(), f.choices.end(), v.text) != f.choices.end()) return v.text;
        std::string hint = v.isString() ? didYouMean(v.text, f.choices) : "";
        error(v.pos, path, "expected " + quotedChoices(f.choices) + ", got " + describeJson(v) + hint);
        return std::nullopt;
    }
    if (!v.isString()) {
        error(v.pos, path, "expected a string, got " + describeJson(v));
        return std::nullopt;
    }
    if (v.text.size() > f.maxLength) {
        error(v.pos, path, "text is " + std::to_string(v.text.size()) + " bytes long; at most " +
                               std::to_string(f.maxLength) + " are allowed");
        return std::nullopt;
    }
    return v.text;
}

std::optional<Vec2> LevelBuilder::readPoint(const JsonValue& v, const std::string& path, const char* what) {
    if (!v.isArray() || v.items.size() != 2) {
        std::string got = v.isArray() ? "an array of " + std::to_string(v.items.size()) : describeJson(v);
        error(v.pos, path, std::string("expected ") + what + ", got " + got);
        return std::nullopt;
    }
    FieldSpec any;
    auto x = readNumber(any, v.items[0], path + "[0]");
    auto y = readNumber(any, v.items[1], path + "[1]");
    if (!x || !y) return std::nullopt;
    return Vec2{*x, *y};
}

std::optional<PropValue> LevelBuilder::readList(const FieldSpec& f, const JsonValue& v, const std::string& path) {
    if (f.kind == FieldKind::Pair) {
        if (!v.isArray() || v.items.size() != 2) {
            error(v.pos, path, "expected a pair [min, max], got " +
                                   (v.isArray() ? "an array of " + std::to_string(v.items.size()) : describeJson(v)));
            return std::nullopt;
        }
        auto a = readNumber(f, v.items[0], path + "[0]");
        auto b = readNumber(f, v.items[1], path + "[1]");
        if (!a || !b) return std::nullopt;
        if (*a > *b) {
            error(v.pos, path, "the first value (" + formatNumber(*a) + ") must not be greater than the second (" +
                                   formatNumber(*b) + ")");
            return std::nullopt;
        }
        return Vec2{*a, *b};
    }
    if (!v.isArray()) {
        error(v.pos, path, "expected a path: a list of points [[x, y], ...], got " + describeJson(v));
        return std::nullopt;
    }
    if (v.items.size() < f.minItems || v.items.size() > f.maxItems) {
        error(v.pos, path, "a path needs " + std::to_string(f.minItems) + " to " + std::to_string(f.maxItems) +
                               " points, got " + std::to_string(v.items.size()));
        return std::nullopt;
    }
    std::vector<Vec2> points;
    bool ok = true;
    for (std::size_t i = 0; i < v.items.size(); ++i) {
        auto p = readPoint(v.items[i], path + "[" + std::to_string(i) + "]", "a point [x, y] in cells");
        if (p) points.push_back(*p);
        ok = ok && p.has_value();
    }
    if (!ok) return std::nullopt;
    return points;
}

std::optional<PropValue> LevelBuilder::readField(const FieldSpec& f, const JsonValue& v, const std::string& path) {
    switch (f.kind) {
    case FieldKind::Number:
    case FieldKind::Integer: {
        auto x = readNumber(f, v, path);
        if (!x) return std::nullopt;
        return *x;
    }
    case FieldKind::Bool:
        if (v.isBool()) return v.boolean;
        error(v.pos, path, "expected true or false, got " + describeJson(v));
        return std::nullopt;
    case FieldKind::String:
    case FieldKind::Enum: return readText(f, v, path);
    case FieldKind::Point: {
        auto p = readPoint(v, path, "a point [x, y] in cells");
        if (!p) return std::nullopt;
        return *p;
    }
    case FieldKind::Pair:
    case FieldKind::Path: return readList(f, v, path);
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------------------------
// Entities

void LevelBuilder::readImplicit(const FieldInput& in, EntitySpec& e, bool& hasX, bool& hasY) {
    const JsonValue& v = *in.value;
    if (in.name == "id") {
        FieldSpec idSpec = stringField("id", "", "", 64);
        auto id = readText(idSpec, v, in.path);
        if (id && std::get<std::string>(*id).empty()) error(v.pos, in.path, "id must not be empty");
        else if (id) e.id = std::get<std::string>(*id);
        return;
    }
    FieldSpec cellSpec = numberField(in.name, "cells", 0.0, kNoMin, kNoMax, "");
    auto x = readNumber(cellSpec, v, in.path);
    if (!x) return;
    (in.name == "x" ? e.cell.x : e.cell.y) = *x;
    (in.name == "x" ? hasX : hasY) = true;
}

void LevelBuilder::fillMissing(const ObjectInput& in, const EntityType& type, EntitySpec& e) {
    if (type.idRequired && !in.find("id"))
        error(in.pos, in.path, "missing required field \"id\" (the name other entities use to refer to this " +
                                   type.name + ")" + in.missingHint);
    for (const FieldSpec& f : type.fields) {
        if (e.has(f.name) || in.find(f.name)) continue;
        if (f.required) {
            error(in.pos, in.path, "missing required field " + quoteJson(f.name) + " (" + f.doc + ")" + in.missingHint);
            continue;
        }
        if (!f.whenField.empty() && e.has(f.whenField)) {
            const auto* sel = std::get_if<std::string>(&e.props.find(f.whenField)->second);
            if (sel && *sel == f.whenValue)
                error(in.pos, in.path, "missing field " + quoteJson(f.name) + ", required when " + f.whenField +
                                           " is " + quoteJson(f.whenValue) + " (" + f.doc + ")" + in.missingHint);
        }
        if (f.defaultValue) e.props[f.name] = *f.defaultValue;
    }
}

void LevelBuilder::checkPlacement(const ObjectInput& in, const EntityType& type, const EntitySpec& e,
                                  const TileGrid& grid) {
    const double limits[2] = {grid.width() - e.size.x, grid.height() - e.size.y};
    const double coords[2] = {e.cell.x, e.cell.y};
    const char* names[2] = {"x", "y"};
    bool inside = true;
    const char* sizes[2] = {"w", "h"};
    const int cells[2] = {grid.width(), grid.height()};
    for (int axis = 0; axis < 2; ++axis) {
        if (coords[axis] >= 0.0 && coords[axis] <= limits[axis]) continue;
        const FieldInput* f = in.find(names[axis]);
        if (limits[axis] < 0.0) {  // no x or y can hold it: the size is what is wrong
            const FieldInput* size = in.find(sizes[axis]);
            const FieldInput* at = size ? size : f;
            error(at->value->pos, at->path,
                  "this " + type.name + " is " + formatNumber(axis == 0 ? e.size.x : e.size.y) + " tiles " +
                      (axis == 0 ? "wide, wider" : "tall, taller") + " than the map (" +
                      std::to_string(cells[axis]) + " cells); " + sizes[axis] + " must be at most " +
                      std::to_string(cells[axis]));
            inside = false;
            continue;
        }
        error(f->value->pos, f->path, std::string(names[axis]) + " = " + formatNumber(coords[axis]) +
                                          " puts this " + type.name + " outside the map (" + names[axis] +
                                          " must be between 0 and " + formatNumber(std::max(0.0, limits[axis])) +
                                          " on a map of " + std::to_string(grid.width()) + " x " +
                                          std::to_string(grid.height()) + " cells)");
        inside = false;
    }
    if (!inside || type.mayOverlapSolid) return;
    int x0 = static_cast<int>(std::floor(e.cell.x)), x1 = static_cast<int>(std::ceil(e.cell.x + e.size.x)) - 1;
    int y0 = static_cast<int>(std::floor(e.cell.y)), y1 = static_cast<int>(std::ceil(e.cell.y + e.size.y)) - 1;
    for (int cy = y0; cy <= y1; ++cy) {
        for (int cx = x0; cx <= x1; ++cx) {
            if (!blocksPlacement(grid.at(cx, cy))) continue;
            error(in.pos, in.path, "this " + type.name + " at (" + formatNumber(e.cell.x) + ", " +
                                       formatNumber(e.cell.y) + ") is inside the solid tile '" +
                                       std::string(1, tileChar(grid.at(cx, cy))) + "' at cell (" +
                                       std::to_string(cx) + ", " + std::to_string(cy) +
                                       "); entities must be placed in open cells");
            return;
        }
    }
}

void LevelBuilder::checkPointsInMap(const ObjectInput& in, const EntityType& type, const EntitySpec& e,
                                    const TileGrid& grid) {
    auto check = [&](Vec2 p, const JsonValue& v, const std::string& path) {
        if (p.x >= 0 && p.y >= 0 && p.x + e.size.x <= grid.width() && p.y + e.size.y <= grid.height()) return;
        error(v.pos, path, "point (" + formatNumber(p.x) + ", " + formatNumber(p.y) + ") puts this " + type.name +
                               " outside the map of " + std::to_string(grid.width()) + " x " +
                               std::to_string(grid.height()) + " cells");
    };
    for (const FieldSpec& f : type.fields) {
        const FieldInput* in2 = in.find(f.name);
        if (!in2 || !e.has(f.name)) continue;
        if (f.kind == FieldKind::Point) check(std::get<Vec2>(e.props.find(f.name)->second), *in2->value, in2->path);
        if (f.kind != FieldKind::Path) continue;
        const std::vector<Vec2>& pts = e.pathCells(f.name);
        for (std::size_t i = 0; i < pts.size(); ++i)
            check(pts[i], in2->value->items[i], in2->path + "[" + std::to_string(i) + "]");
    }
}

const EntityType* LevelBuilder::resolveType(const ObjectInput& in, const std::string& mode) {
    std::vector<std::string> typeNames;
    for (const EntityType& t : schema_.types) typeNames.push_back(t.name);
    const FieldInput* typeIn = in.find("type");
    if (!typeIn) {
        error(in.pos, in.path, "missing required field \"type\" (one of " + quotedChoices(typeNames) + ")" +
                                   in.missingHint);
        return nullptr;
    }
    const JsonValue& tv = *typeIn->value;
    const EntityType* type = tv.isString() ? schema_.find(tv.text) : nullptr;
    if (!type) {
        std::string hint = tv.isString() ? didYouMean(tv.text, typeNames) : "";
        error(tv.pos, typeIn->path, (tv.isString() ? "unknown entity type " + describeJson(tv)
                                                   : "expected an entity type name, got " + describeJson(tv)) +
                                        (hint.empty() ? " (known types: " + quotedChoices(typeNames) + ")" : hint));
        return nullptr;
    }
    if (!mode.empty() && !type->allowedIn(mode))
        error(tv.pos, typeIn->path, quoteJson(type->name) + " entities cannot be used in " + mode +
                                        " levels (allowed in: " + quotedChoices(type->modes) + ")");
    return type;
}

void LevelBuilder::readFields(const ObjectInput& in, const EntityType& type, EntitySpec& e, bool& hasX, bool& hasY) {
    std::vector<std::string> known(std::begin(kImplicitFields), std::end(kImplicitFields));
    for (const FieldSpec& f : type.fields) known.push_back(f.name);
    for (const FieldInput& f : in.fields) {
        if (in.find(f.name) != &f || f.name == "type" || f.name.rfind('_', 0) == 0) continue;  // later duplicate wins
        if (f.name == "id" || f.name == "x" || f.name == "y") { readImplicit(f, e, hasX, hasY); continue; }
        if (const FieldSpec* spec = type.field(f.name)) {
            if (auto v = readField(*spec, *f.value, f.path)) e.props[spec->name] = *v;
            continue;
        }
        std::string hint = didYouMean(f.name, known);
        warning(f.keyPos, f.path, "unknown field " + quoteJson(f.name) + " for " + type.name +
                                      (hint.empty() ? " is ignored" : hint));
    }
    for (const char* axis : {"x", "y"})
        if (!in.find(axis))
            error(in.pos, in.path, std::string("missing required field \"") + axis + "\" (the " +
                                       (axis[0] == 'x' ? "column" : "row") + ", in cells)" + in.missingHint);
}

void LevelBuilder::recordIds(const ObjectInput& in, const EntityType& type, const EntitySpec& e) {
    if (!e.id.empty()) {
        const FieldInput* idIn = in.find("id");
        ids_.push_back({e.id, type.name, idIn->value->pos, idIn->path});
    }
    for (const FieldSpec& f : type.fields) {
        const FieldInput* refIn = in.find(f.name);
        if (f.reference.empty() || !refIn || !e.has(f.name)) continue;
        references_.push_back({e.text(f.name), f.reference, refIn->value->pos, refIn->path});
    }
}

bool LevelBuilder::overLimit(const ObjectInput& in, const EntityType& type, const EntitySpec& e) {
    const LevelLimits& limits = schema_.limits;
    const std::string see = " (the cost limits in levels/README.md)";
    auto fail = [&](const std::string& message) {
        error(in.pos, in.path, message + see);
        overLimit_ = true;
        return true;
    };
    if (limits.entities > 0 && ++entityCount_ > limits.entities)
        return fail("too many entities: a level may hold at most " + std::to_string(limits.entities) +
                    "; this is one more");
    groupCounts_.resize(limits.groups.size(), 0);
    for (std::size_t g = 0; g < limits.groups.size(); ++g) {
        const TypeLimit& t = limits.groups[g];
        if (std::find(t.types.begin(), t.types.end(), type.name) == t.types.end()) continue;
        if (++groupCounts_[g] > t.max)
            return fail("too many " + t.what + ": a level may hold at most " + std::to_string(t.max) +
                        "; this " + type.name + " is one more");
    }
    for (const auto& [name, value] : e.props)
        if (const auto* points = std::get_if<std::vector<Vec2>>(&value)) pathPoints_ += points->size();
    if (limits.pathPoints > 0 && pathPoints_ > limits.pathPoints)
        return fail("too many path points: a level's paths may hold at most " + std::to_string(limits.pathPoints) +
                    " points in all; this entity's path brings them to " + std::to_string(pathPoints_));
    return false;
}

std::optional<EntitySpec> LevelBuilder::readEntity(const ObjectInput& in, const std::string& mode,
                                                   const TileGrid* grid) {
    if (overLimit_) return std::nullopt;
    const EntityType* type = resolveType(in, mode);
    if (!type) return std::nullopt;
    EntitySpec e;
    e.type = type->name;
    e.line = in.pos.line;
    e.column = in.pos.column;
    bool hasX = false, hasY = false;
    readFields(in, *type, e, hasX, hasY);
    if (overLimit(in, *type, e)) return std::nullopt;
    fillMissing(in, *type, e);
    if (type->sized() && e.has("w") && e.has("h")) e.size = {e.number("w"), e.number("h")};
    e.position = e.cell + e.size * 0.5;
    if (grid && hasX && hasY) checkPlacement(in, *type, e, *grid);
    if (grid) checkPointsInMap(in, *type, e, *grid);
    recordIds(in, *type, e);
    return e;
}

void LevelBuilder::checkReferences() {
    for (std::size_t i = 0; i < ids_.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (ids_[j].value != ids_[i].value) continue;
            error(ids_[i].pos, ids_[i].path, "duplicate id " + quoteJson(ids_[i].value) + "; " + ids_[j].path +
                                                 " (line " + std::to_string(ids_[j].pos.line) + ") already uses it");
            break;
        }
    }
    for (const IdUse& r : references_) {
        std::vector<std::string> sameType;
        const IdUse* other = nullptr;
        for (const IdUse& id : ids_) {
            if (id.type == r.type) sameType.push_back(id.value);
            if (id.value == r.value) other = &id;
        }
        if (std::find(sameType.begin(), sameType.end(), r.value) != sameType.end()) continue;
        if (other) {
            error(r.pos, r.path, quoteJson(r.value) + " is the id of a " + other->type + ", not of a " + r.type);
            continue;
        }
        std::string hint = didYouMean(r.value, sameType);
        error(r.pos, r.path, "no " + r.type + " with id " + quoteJson(r.value) + " in this level" +
                                 (hint.empty() && sameType.empty() ? " (there is no " + r.type + " at all)" : hint));
    }
}

void LevelBuilder::checkSpawnAndExits(const std::vector<std::pair<SourcePos, std::string>>& spawns,
                                      std::size_t exitCount, SourcePos mapPos, const std::string& mapPath,
                                      const std::string& spawnHint, const std::string& exitHint) {
    if (spawns.empty()) error(mapPos, mapPath, "the level has no spawn; " + spawnHint);
    for (std::size_t i = 1; i < spawns.size(); ++i)
        error(spawns[i].first, spawns[i].second,
              "a second spawn; a level has exactly one (the first is at line " +
                  std::to_string(spawns[0].first.line) + ", column " + std::to_string(spawns[0].first.column) + ")");
    if (exitCount == 0) error(mapPos, mapPath, "the level has no exit; " + exitHint);
}

} // namespace engine
