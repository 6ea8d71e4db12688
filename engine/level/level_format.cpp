#include "engine/level/level_format.h"

#include <algorithm>
#include <functional>

#include "engine/level/json_source.h"
#include "engine/level/tiled_loader.h"

namespace engine {
namespace {

/// Header fields of a native level, in canonical order.
const std::vector<std::string> kHeaderOrder = {"format", "name", "mode", "author", "par", "hint"};
/// Keys every entity has, in canonical order, before its type's own fields.
const std::vector<std::string> kEntityHead = {"type", "id", "x", "y"};

} // namespace

std::string inlineJson(const JsonValue& v) {
    switch (v.kind) {
    case JsonValue::Kind::Null: return "null";
    case JsonValue::Kind::Bool: return v.boolean ? "true" : "false";
    case JsonValue::Kind::Number: return v.text;
    case JsonValue::Kind::String: return quoteJson(v.text);
    case JsonValue::Kind::Array: {
        std::string out = "[";
        for (std::size_t i = 0; i < v.items.size(); ++i) out += (i ? ", " : "") + inlineJson(v.items[i]);
        return out + "]";
    }
    case JsonValue::Kind::Object: {
        std::string out = "{";
        for (std::size_t i = 0; i < v.members.size(); ++i)
            out += (i ? ", " : "") + quoteJson(v.members[i].key) + ": " + inlineJson(v.members[i].value);
        return out + "}";
    }
    }
    return "null";
}

namespace {

/// The members of `object` in canonical order: those named in `first` in that order, then the rest in file order.
std::vector<const JsonMember*> ordered(const JsonValue& object, const std::vector<std::string>& first) {
    std::vector<const JsonMember*> out;
    for (const std::string& key : first)
        if (const JsonMember* m = object.findMember(key)) out.push_back(m);
    for (const JsonMember& m : object.members)
        if (std::find(first.begin(), first.end(), m.key) == first.end()) out.push_back(&m);
    return out;
}

/// One entity on one line: type, id, x, y, the type's fields in schema order, then any other key.
std::string entityLine(const JsonValue& entity, const EntitySchema& schema) {
    if (!entity.isObject()) return inlineJson(entity);
    std::vector<std::string> order = kEntityHead;
    const JsonValue* type = entity.find("type");
    if (const EntityType* t = type && type->isString() ? schema.find(type->text) : nullptr)
        for (const FieldSpec& f : t->fields) order.push_back(f.name);
    std::string out = "{";
    bool firstMember = true;
    for (const JsonMember* m : ordered(entity, order)) {
        out += (firstMember ? "" : ", ") + quoteJson(m->key) + ": " + inlineJson(m->value);
        firstMember = false;
    }
    return out + "}";
}

/// `items` as a block: "[", one item per line indented by four spaces, "  ]" (or "[]" when empty).
std::string block(const std::vector<JsonValue>& items, const std::function<std::string(const JsonValue&)>& line) {
    if (items.empty()) return "[]";
    std::string out = "[\n";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += "    " + line(items[i]) + (i + 1 < items.size() ? ",\n" : "\n");
    return out + "  ]";
}

/// A key given twice anywhere in `v`, or nullptr.
const JsonMember* duplicateKey(const JsonValue& v) {
    for (std::size_t i = 0; i < v.members.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j)
            if (v.members[j].key == v.members[i].key) return &v.members[i];
        if (const JsonMember* d = duplicateKey(v.members[i].value)) return d;
    }
    for (const JsonValue& item : v.items)
        if (const JsonMember* d = duplicateKey(item)) return d;
    return nullptr;
}

} // namespace

FormatResult formatLevelText(std::string_view text, const std::string& file, const EntitySchema& schema) {
    FormatResult r;
    auto refuse = [&](SourcePos pos, const std::string& message) {
        r.diagnostics.push_back({Diagnostic::Error, file, pos.line, pos.column, "", message});
        return r;
    };
    JsonParseResult parsed = parseJson(text, file);
    if (!parsed.root) {
        for (Diagnostic& d : parsed.diagnostics)
            if (d.severity == Diagnostic::Error) r.diagnostics.push_back(std::move(d));
        return r;
    }
    const JsonValue& root = *parsed.root;
    if (!root.isObject()) return refuse(root.pos, "expected the level to be a JSON object {...}, got " + describeJson(root));
    if (isTiledMap(root))
        return refuse(root.pos, "this is a Tiled map: it keeps Tiled's own layout (open it in the editor and save "
                                "it as native JSON to format it)");
    if (const JsonMember* d = duplicateKey(root))
        return refuse(d->keyPos, "the key \"" + d->key + "\" is given twice in one object; keep one of them "
                                 "before formatting (formatting would drop the other value)");

    std::string out = "{\n";
    std::vector<std::string> lines;
    for (const JsonMember* m : ordered(root, kHeaderOrder)) {
        if (m->key == "tiles" || m->key == "entities") continue;
        lines.push_back("  " + quoteJson(m->key) + ": " + inlineJson(m->value));
    }
    if (const JsonValue* tiles = root.find("tiles"))
        lines.push_back("  \"tiles\": " + (tiles->isArray() ? block(tiles->items, inlineJson) : inlineJson(*tiles)));
    if (const JsonValue* entities = root.find("entities")) {
        auto line = [&schema](const JsonValue& e) { return entityLine(e, schema); };
        lines.push_back("  \"entities\": " + (entities->isArray() ? block(entities->items, line) : inlineJson(*entities)));
    }
    for (std::size_t i = 0; i < lines.size(); ++i) out += lines[i] + (i + 1 < lines.size() ? ",\n" : "\n");
    r.text = out + "}\n";
    return r;
}

int firstDifferentLine(std::string_view a, std::string_view b) {
    std::size_t n = std::min(a.size(), b.size()), i = 0;
    while (i < n && a[i] == b[i]) ++i;
    if (i == n && a.size() == b.size()) return 0;
    return 1 + static_cast<int>(std::count(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(i), '\n'));
}

} // namespace engine
