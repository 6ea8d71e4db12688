// The inspector's side of the editor's input tools: the rows of the selected entity or of the level, a value typed
// into one of them and checked by the loader as it is typed, Tab from one given or required row to the next, and
// a click on a row.
#include <algorithm>

#include "engine/level/json_source.h"
#include "engine/level/level_builder.h"
#include "engine/level/level_loader.h"
#include "game/app/editor/editor_tools.h"
#include "game/app/editor/editor_view.h"
#include "game/world/level_schema.h"

namespace game {
namespace {

/// A member's JSON text in a member list, or nullptr.
const std::string* memberIn(const std::vector<DocMember>& members, const std::string& key) {
    for (const DocMember& m : members)
        if (m.first == key) return &m.second;
    return nullptr;
}

/// A string field's text without its quotes (what is typed); any other value as written.
std::string editable(const std::string& json) {
    if (json.size() >= 2 && json.front() == '"' && json.back() == '"') return json.substr(1, json.size() - 2);
    return json;
}

/// `text` cut into pieces of at most `width` characters, at spaces where it can be.
std::vector<std::string> wrapText(std::string text, std::size_t width) {
    std::vector<std::string> out;
    while (!text.empty()) {
        std::size_t cut = text.size() <= width ? text.size() : text.rfind(' ', width);
        if (cut == std::string::npos || cut == 0) cut = std::min(text.size(), width);
        out.push_back(text.substr(0, cut));
        text = text.substr(std::min(text.size(), cut + (cut < text.size() && text[cut] == ' ' ? 1 : 0)));
    }
    return out;
}

/// The members the inspector edits in `doc`: the selected entity's, or the level's header.
std::vector<DocMember>& targetMembers(LevelDoc& doc, const EditorUi& ui) {
    return ui.selected >= 0 ? doc.entities[std::size_t(ui.selected)].members : doc.header;
}

} // namespace

std::vector<InspectorLine> inspectorLines(const std::vector<InspectorRow>& rows, const EditorUi& ui) {
    std::vector<InspectorLine> out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const InspectorRow& r = rows[i];
        const bool typing = ui.typing && std::size_t(*ui.typing) == i;
        const std::string v = typing ? ui.buffer + "_" : r.given ? r.value : r.required ? "required" : "default";
        if (r.key.size() + 1 + v.size() <= editor_layout::kInspectorChars) {
            out.push_back({int(i), r.key, v, true});
            continue;
        }
        out.push_back({int(i), r.key, "", true}); // a long value goes on the lines under its name, whole
        for (const std::string& part : wrapText(v, editor_layout::kInspectorChars - 1)) out.push_back({int(i), "", part, false});
    }
    return out;
}

int inspectorVisibleLines() {
    return int((float(engine::kLogicalHeight) - editor_layout::kBottomBar - editor_layout::kInspectorTop - 2.0f) /
               editor_layout::kInspectorLine);
}

// --- The rows ----------------------------------------------------------------------------------------------------
std::vector<InspectorRow> EditorTools::inspectorRows() const {
    std::vector<InspectorRow> rows;
    const LevelDoc& doc = session_.doc();
    const auto add = [&](const std::vector<DocMember>& members, const std::string& key, bool required, bool text) {
        const std::string* v = memberIn(members, key);
        rows.push_back({key, v ? *v : "", v != nullptr, required, text});
    };
    const auto isText = [](const engine::FieldSpec& f) {
        return f.kind == engine::FieldKind::String || f.kind == engine::FieldKind::Enum;
    };
    if (ui_.selected >= 0 && std::size_t(ui_.selected) < doc.entities.size()) {
        const DocEntity& e = doc.entities[std::size_t(ui_.selected)];
        add(e.members, "id", false, true);
        add(e.members, "x", true, false);
        add(e.members, "y", true, false);
        if (const engine::EntityType* t = levelSchema().find(entityType(e)))
            for (const engine::FieldSpec& f : t->fields) add(e.members, f.name, f.required, isText(f));
    } else if (ui_.levelPanel) {
        for (const engine::FieldSpec& f : engine::levelHeaderFields()) add(doc.header, f.name, f.required, isText(f));
    }
    return rows;
}

/// Type into row `row` (its value as the start of the text), keeping it in view.
void EditorTools::typeRow(int row) {
    const std::vector<InspectorRow> rows = inspectorRows();
    if (row < 0 || row >= int(rows.size())) return;
    ui_.typing = row;
    ui_.buffer = rows[std::size_t(row)].given ? editable(rows[std::size_t(row)].value) : "";
    const std::vector<InspectorLine> lines = inspectorLines(rows, ui_);
    int first = 0, last = 0;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].row == row) last = int(i);
    for (std::size_t i = lines.size(); i-- > 0;)
        if (lines[i].row == row) first = int(i);
    const int shown = inspectorVisibleLines();
    if (first < ui_.inspectorScroll) ui_.inspectorScroll = first;
    if (last >= ui_.inspectorScroll + shown) ui_.inspectorScroll = std::max(0, last - shown + 1);
    checkTyped();
}

/// The next row in `direction` that the file gives or the format requires (unset optional rows are passed).
void EditorTools::startTyping(int direction) {
    const std::vector<InspectorRow> rows = inspectorRows();
    const int n = int(rows.size());
    if (n == 0) return;
    int at = ui_.typing ? *ui_.typing : (direction > 0 ? -1 : n);
    for (int step = 0; step < n; ++step) {
        at = ((at + direction) % n + n) % n;
        if (rows[std::size_t(at)].given || rows[std::size_t(at)].required) break;
    }
    typeRow(at);
}

/// The typed text as a JSON value for the field: text fields need no quotes.
std::string EditorTools::typedJson() const {
    const InspectorRow row = inspectorRows()[std::size_t(*ui_.typing)];
    return row.text && (ui_.buffer.empty() || ui_.buffer.front() != '"') ? engine::quoteJson(ui_.buffer) : ui_.buffer;
}

/// The document with the typed value in place (or the field removed, when the box is empty).
LevelDoc EditorTools::typedDoc() const {
    LevelDoc doc = session_.doc();
    std::vector<DocMember>& members = targetMembers(doc, ui_);
    const std::string key = inspectorRows()[std::size_t(*ui_.typing)].key;
    if (ui_.buffer.empty())
        members.erase(std::remove_if(members.begin(), members.end(), [&](const DocMember& m) { return m.first == key; }),
                      members.end());
    else if (DocMember* m = [&]() -> DocMember* {
                 for (DocMember& x : members)
                     if (x.first == key) return &x;
                 return nullptr;
             }())
        m->second = typedJson();
    else members.emplace_back(key, typedJson());
    return doc;
}

/// The loader's verdict on the typed value: its first error at this field, or "". An empty box means the field's
/// default, which a required field has none of.
void EditorTools::checkTyped() {
    ui_.typingError.clear();
    const InspectorRow row = inspectorRows()[std::size_t(*ui_.typing)];
    if (ui_.buffer.empty() && row.required) {
        ui_.typingError = "required: type a value";
        return;
    }
    const std::string json = typedJson();
    if (!ui_.buffer.empty() && !engine::parseJson(json, "value").root) {
        ui_.typingError = "not a value: write a number, true/false, [x, y] or text";
        return;
    }
    const std::string at = (ui_.selected >= 0 ? "entities[" + std::to_string(ui_.selected) + "]." : "") + row.key;
    engine::LoadResult r = engine::loadLevelText(levelDocText(typedDoc(), levelSchema()), session_.path(), levelSchema());
    for (const engine::Diagnostic& d : r.diagnostics)
        if (d.severity == engine::Diagnostic::Error && d.path.rfind(at, 0) == 0) {
            ui_.typingError = d.message;
            return;
        }
    say("ui: editor field " + at + " = " + (ui_.buffer.empty() ? std::string("default") : json) + " ok");
}

/// Put the typed value in the document (one undo step); false when the loader refuses it.
bool EditorTools::commitTyped() {
    if (!ui_.typingError.empty()) {
        say("ui: editor field refused: " + ui_.typingError);
        return false;
    }
    LevelDoc next = typedDoc();
    session_.edit([&](LevelDoc& doc) { doc = std::move(next); });
    syncMode();
    return true;
}

void EditorTools::typingKey(const sf::Event::KeyEvent& k) {
    if (k.code == sf::Keyboard::BackSpace) {
        if (!ui_.buffer.empty()) ui_.buffer.pop_back();
        checkTyped();
    } else if (k.code == sf::Keyboard::Escape) {
        ui_.typing.reset();
    } else if (k.code == sf::Keyboard::Return || k.code == sf::Keyboard::Tab) {
        if (!commitTyped()) return;
        if (k.code == sf::Keyboard::Tab) startTyping(k.shift ? -1 : 1);
        else ui_.typing.reset();
    }
}

/// A click in the inspector: on a row, type into it (what was being typed is kept first when it is good).
bool EditorTools::inspectorClick() {
    if (!ui_.inspectorOpen() || ui_.pointer.x < ui_.mapRight() || ui_.pointer.y < editor_layout::kTopBar ||
        ui_.pointer.y >= float(engine::kLogicalHeight) - editor_layout::kBottomBar)
        return false;
    const float dy = ui_.pointer.y - editor_layout::kInspectorTop;
    const std::vector<InspectorLine> lines = inspectorLines(inspectorRows(), ui_);
    const int line = dy < 0 ? -1 : int(dy / editor_layout::kInspectorLine) + ui_.inspectorScroll;
    if (line < 0 || line >= int(lines.size()) || int(dy / editor_layout::kInspectorLine) >= inspectorVisibleLines())
        return true;
    const int row = lines[std::size_t(line)].row;
    if (ui_.typing && *ui_.typing != row && !commitTyped()) return true;
    typeRow(row);
    say("ui: editor inspector row " + inspectorRows()[std::size_t(row)].key);
    return true;
}

/// The wheel over the inspector scrolls its lines.
void EditorTools::scrollInspector(float delta) {
    const int lines = int(inspectorLines(inspectorRows(), ui_).size());
    ui_.inspectorScroll = std::clamp(ui_.inspectorScroll + (delta > 0 ? -2 : 2), 0,
                                     std::max(0, lines - inspectorVisibleLines()));
}

} // namespace game
