#include "game/app/editor/editor_tools.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"
#include "game/app/editor/editor_view.h"
#include "game/edit/user_levels.h"
#include "game/world/level_schema.h"

namespace game {
namespace {

/// Free positioning (Shift held) snaps to this fraction of a cell.
constexpr double kFreeSnap = 0.125;

/// The field by which entity e links to another (a receiver's door, a gate's key), or nullptr.
const engine::FieldSpec* linkField(const DocEntity& e) {
    const engine::EntityType* t = levelSchema().find(entityType(e));
    if (!t) return nullptr;
    for (const engine::FieldSpec& f : t->fields)
        if (!f.reference.empty()) return &f;
    return nullptr;
}

} // namespace

std::vector<char> editorTilePalette() {
    std::vector<char> out;
    for (int k = 0; k < engine::kTileKindCount; ++k) out.push_back(engine::tileChar(static_cast<engine::TileKind>(k)));
    out.push_back('@');
    out.push_back('E');
    return out;
}

std::vector<std::string> editorEntityTypes(ModeId mode) {
    std::vector<std::string> own, anyMode;
    for (std::size_t m = 0; m < modeCount(); ++m)
        for (const engine::EntityType& t : modeRules(ModeId(m)).entityTypes())
            (ModeId(m) == mode ? own : anyMode).push_back(t.name);
    std::vector<std::string> out, shared;
    for (const engine::EntityType& t : levelSchema().types) {
        if (std::find(own.begin(), own.end(), t.name) != own.end()) out.push_back(t.name);
        else if (std::find(anyMode.begin(), anyMode.end(), t.name) == anyMode.end()) shared.push_back(t.name);
    }
    out.insert(out.end(), shared.begin(), shared.end());
    return out;
}

std::vector<std::string> editorHelp(Tool tool) {
    std::vector<std::string> out;
    switch (tool) {
    case Tool::Brush:
        out = {"Brush (B)", "left drag  paint the tile in hand      right drag  erase",
               "E  the brush with empty cells (erase)"};
        break;
    case Tool::Rect: out = {"Rectangle (R)", "left drag  fill a rectangle with the tile in hand      right drag  clear one"}; break;
    case Tool::Fill: out = {"Fill (F)", "left click  flood-fill the area with the tile in hand      right click  with empty cells"}; break;
    case Tool::Pick: out = {"Eyedropper (I)", "left click  take the tile under the pointer, then back to the brush"}; break;
    case Tool::Entity:
        out = {"Entities (N)", "left click  place the kind in hand (the icons right of the tiles, or [ and ])"};
        break;
    case Tool::Select:
        out = {"Select (V)", "left on an entity  select and drag it (Shift: free position)",
               "right drag from an entity  link it (a receiver to its door, a gate to its key)",
               "on a path point: left drag  move it   right  remove it   Ctrl+left  add a point",
               "left drag on the map  a region: Ctrl+C copy  Ctrl+X cut  Ctrl+V paste at the pointer",
               "Delete  remove the entity   Ctrl+D  duplicate it   Q / W  turn 15 deg (Shift: 1 deg)"};
        break;
    }
    const std::vector<std::string> shared = {
        "Inspector: click a row, or Tab / Shift+Tab, to type  Enter keeps  Esc drops  empty = default",
        "1-9, 0  tile in hand   [ ]  previous / next tile or kind   L  the level: name, author, par, hint",
        "Arrows  pan   + -  or the wheel  zoom   Alt+arrows  grow the map   Alt+Shift+arrows  shrink it",
        "M  next mode   Ctrl+Z / Ctrl+Y  undo / redo   Ctrl+S  save   Ctrl+Shift+S  save as",
        "F5 or P  playtest   Shift+F5  from the pointer   Ctrl+R  keep the cleared run as the solution",
        "F2  every error   F1  this help   Esc  close",
        "Gamepad: left stick or d-pad  cursor   A  paint (left button)   B  erase (right)   LB / RB  tile or kind   "
        "Y  next tool   X  undo   Start  playtest   Back  close"};
    out.insert(out.end(), shared.begin(), shared.end());
    return out;
}

const engine::FieldSpec* selectedPathField(const LevelDoc& doc, int selected) {
    if (selected < 0 || std::size_t(selected) >= doc.entities.size()) return nullptr;
    const engine::EntityType* t = levelSchema().find(entityType(doc.entities[std::size_t(selected)]));
    if (!t) return nullptr;
    for (const engine::FieldSpec& f : t->fields)
        if (f.kind == engine::FieldKind::Path) return &f;
    return nullptr;
}

std::vector<std::pair<double, double>> selectedPathPoints(const LevelDoc& doc, int selected, const engine::FieldSpec& f) {
    const std::string* v = findMember(doc.entities[std::size_t(selected)], f.name);
    return v ? pathPoints(*v) : std::vector<std::pair<double, double>>{};
}

EditorTools::EditorTools(EditorSession& session, EditorUi& ui, const engine::DeviceState& devices,
                         std::function<void(const std::string&)> trace)
    : session_(session), ui_(ui), devices_(devices), trace_(std::move(trace)) {
    if (ui_.palette.empty()) ui_.palette = editorTilePalette();
    ui_.entityMode = session_.mode();
    ui_.entityTypes = editorEntityTypes(ui_.entityMode);
}

void EditorTools::syncMode() {
    if (session_.mode() == ui_.entityMode) return;
    ui_.entityMode = session_.mode();
    ui_.entityTypes = editorEntityTypes(ui_.entityMode);
    ui_.entityType = 0;
}

// --- Keys ------------------------------------------------------------------------------------------------------
void EditorTools::addToMyLevels() {
    if (session_.dirty()) {
        session_.setMessage("Save first (Ctrl+S): Add to My levels copies the level as saved");
        return;
    }
    const AddedLevel added = addUserLevel(session_.path(), userLevelsDirectory());
    session_.setMessage(added.error.empty() ? "Added to My levels as " + added.path +
                                                  (added.replay ? ", with its solution replay" : "")
                                            : "Not added to My levels: " + added.error);
    if (trace_) trace_("ui: editor " + session_.message());
}

EditorAction EditorTools::key(const sf::Event::KeyEvent& k) {
    using K = sf::Keyboard;
    if (ui_.saveAs) return saveAsKey(k);
    if (ui_.typing) {
        typingKey(k);
        return EditorAction::None;
    }
    if (ui_.prompt) return promptKey(k);
    if (ui_.solutionPrompt) {
        if (k.code == sf::Keyboard::D) session_.dropSolution();
        if (k.code == sf::Keyboard::D || k.code == sf::Keyboard::K || k.code == sf::Keyboard::Escape)
            ui_.solutionPrompt = false;
        return EditorAction::None;
    }
    if (k.control) {
        const int sel = ui_.selected;
        if (k.code == K::Z && !k.shift) {
            if (session_.undo()) ui_.typing.reset();
        } else if (k.code == K::Y || (k.code == K::Z && k.shift)) {
            if (session_.redo()) ui_.typing.reset();
        } else if (k.code == K::S && k.shift) {
            ui_.saveAs = session_.path();
        } else if (k.code == K::S) {
            if (session_.save() && session_.solutionStale()) {
                ui_.solutionPrompt = true;
                say("ui: editor asks about the solution replay: " + session_.verdictWhy());
            }
        } else if (k.code == K::D && sel >= 0) {
            session_.edit([&](LevelDoc& doc) { ui_.selected = int(duplicateEntity(doc, std::size_t(sel))); });
        } else if (k.code == K::R) {
            return EditorAction::SaveRun;
        } else if (k.code == K::M) {
            addToMyLevels();
        } else if ((k.code == K::C || k.code == K::X) && ui_.region) {
            ui_.clip = copyRegion(session_.doc(), ui_.region->first, ui_.region->second);
            const auto region = *ui_.region;
            if (k.code == K::X) session_.edit([&](LevelDoc& doc) { clearRegion(doc, region.first, region.second); });
            session_.setMessage(std::string(k.code == K::X ? "Cut " : "Copied ") +
                                std::to_string(ui_.clip->tiles.empty() ? 0 : ui_.clip->tiles[0].size()) + "x" +
                                std::to_string(ui_.clip->tiles.size()) + " cells and " +
                                std::to_string(ui_.clip->entities.size()) + " entities");
        } else if (k.code == K::V && ui_.clip) {
            const DocCell at = ui_.pointerCell();
            session_.edit([&](LevelDoc& doc) { pasteRegion(doc, *ui_.clip, at); });
        }
        ui_.selected = ui_.selected < int(session_.doc().entities.size()) ? ui_.selected : -1;
        return EditorAction::None;
    }
    if (k.alt) {
        const int n = k.shift ? -1 : 1;
        if (k.code == K::Left) session_.resize(DocEdge::Left, n);
        else if (k.code == K::Right) session_.resize(DocEdge::Right, n);
        else if (k.code == K::Up) session_.resize(DocEdge::Top, n);
        else if (k.code == K::Down) session_.resize(DocEdge::Bottom, n);
        ui_.selected = ui_.selected < int(session_.doc().entities.size()) ? ui_.selected : -1;
        return EditorAction::None;
    }
    switch (k.code) {
    case K::B: ui_.tool = Tool::Brush; break;
    case K::R: ui_.tool = Tool::Rect; break;
    case K::F: ui_.tool = Tool::Fill; break;
    case K::I: ui_.tool = Tool::Pick; break;
    case K::N: ui_.tool = Tool::Entity; break;
    case K::V: ui_.tool = Tool::Select; break;
    case K::E: ui_.tool = Tool::Brush; ui_.tile = 0; break; // erase: paint empty
    case K::LBracket: cycle(-1); break;
    case K::RBracket: cycle(+1); break;
    case K::Left: ui_.camX -= editor_layout::kPanCells; break;
    case K::Right: ui_.camX += editor_layout::kPanCells; break;
    case K::Up: ui_.camY -= editor_layout::kPanCells; break;
    case K::Down: ui_.camY += editor_layout::kPanCells; break;
    case K::Equal: case K::Add: ui_.zoom = std::min(ui_.zoom + 1, 3); break;
    case K::Hyphen: case K::Subtract: ui_.zoom = std::max(ui_.zoom - 1, 0); break;
    case K::M: session_.switchMode(); syncMode(); break;
    case K::Q: case K::W: rotateSelected((k.code == K::Q ? -1 : 1) * (k.shift ? 1 : 15)); break;
    case K::Tab: case K::Return: if (ui_.inspectorOpen()) startTyping(k.shift ? -1 : 1); break;
    case K::L:
        ui_.levelPanel = !(ui_.levelPanel && ui_.selected < 0);
        ui_.selected = -1;
        ui_.inspectorScroll = 0;
        break;
    case K::F1: ui_.help = !ui_.help; break;
    case K::Delete: case K::BackSpace:
        if (ui_.selected >= 0) {
            const int sel = ui_.selected;
            session_.edit([&](LevelDoc& doc) { doc.entities.erase(doc.entities.begin() + sel); });
            ui_.selected = -1;
        }
        break;
    case K::F2: ui_.errorPanel = !ui_.errorPanel; break;
    case K::F5: case K::P: return k.shift ? EditorAction::PlaytestFromCursor : EditorAction::Playtest;
    case K::Escape:
        if (!ui_.help) return EditorAction::Leave;
        ui_.help = false;
        break;
    default:
        if (k.code >= K::Num1 && k.code <= K::Num9) ui_.tile = std::min<int>(k.code - K::Num1 + 1, int(ui_.palette.size()) - 1);
        else if (k.code == K::Num0) ui_.tile = 0;
        else return EditorAction::Unhandled;
    }
    say(std::string("ui: editor tool ") + ui_.toolName() + " tile " + ui_.palette[std::size_t(ui_.tile)]);
    return EditorAction::None;
}

void EditorTools::cycle(int d) {
    if (ui_.tool == Tool::Entity) {
        const int n = int(ui_.entityTypes.size());
        ui_.entityType = (ui_.entityType + d + n) % n;
    } else {
        const int n = int(ui_.palette.size());
        ui_.tile = (ui_.tile + d + n) % n;
    }
}

/// Turn the selected entity's "angle" by `degrees` (clockwise), kept within −360 … 360.
void EditorTools::rotateSelected(int degrees) {
    if (ui_.selected < 0) return;
    const std::size_t sel = std::size_t(ui_.selected);
    const DocEntity& e = session_.doc().entities[sel];
    const engine::EntityType* type = levelSchema().find(entityType(e));
    if (!type || !type->field("angle")) return;
    const std::string* v = findMember(e, "angle");
    const double a = std::fmod((v ? std::atof(v->c_str()) : 0.0) + degrees, 360.0);
    session_.edit([&](LevelDoc& doc) { setMember(doc.entities[sel], "angle", engine::formatNumber(a)); });
}

EditorAction EditorTools::promptKey(const sf::Event::KeyEvent& k) {
    if (k.code == sf::Keyboard::S) {
        session_.save();
        ui_.prompt = false;
        if (!session_.dirty()) return EditorAction::Close;
    } else if (k.code == sf::Keyboard::A) {
        ui_.prompt = false;
        ui_.saveAs = session_.path();
        ui_.skipText = true;
    } else if (k.code == sf::Keyboard::D) {
        session_.discardAutosave();
        ui_.prompt = false;
        return EditorAction::Close;
    } else if (k.code == sf::Keyboard::Escape) {
        ui_.prompt = false;
    }
    return EditorAction::None;
}

EditorAction EditorTools::saveAsKey(const sf::Event::KeyEvent& k) {
    ui_.skipText = false;
    if (k.code == sf::Keyboard::BackSpace) {
        if (!ui_.saveAs->empty()) ui_.saveAs->pop_back();
    } else if (k.code == sf::Keyboard::Escape) {
        ui_.saveAs.reset();
    } else if (k.code == sf::Keyboard::Return) {
        if (session_.saveAs(*ui_.saveAs)) ui_.saveAs.reset();
    }
    return EditorAction::None;
}

void EditorTools::text(std::uint32_t unicode) {
    if (unicode < 32 || unicode == 127 || unicode > 126) return; // printable ASCII; keys do the rest
    if (ui_.skipText) {
        ui_.skipText = false;
        return;
    }
    if (ui_.saveAs) {
        *ui_.saveAs += char(unicode);
        return;
    }
    ui_.buffer += char(unicode);
    checkTyped();
}

// --- Gamepad ---------------------------------------------------------------------------------------------------
EditorAction EditorTools::padButton(unsigned button, bool down) {
    enum : unsigned { A = 0, B = 1, X = 2, Y = 3, LB = 4, RB = 5, Back = 6, Start = 7 };
    if (button == A || button == B) {
        if (!down) return release(), EditorAction::None;
        if (ui_.held) return EditorAction::None;
        const DocCell c = ui_.pointerCell();
        say("ui: editor pad " + std::string(button == A ? "A" : "B") + " at " + std::to_string(c.x) + "," + std::to_string(c.y));
        press(button == A ? sf::Mouse::Left : sf::Mouse::Right);
        return EditorAction::None;
    }
    if (!down) return EditorAction::None;
    switch (button) {
    case LB: case RB: cycle(button == LB ? -1 : 1); break;
    case Y: {
        constexpr Tool kOrder[] = {Tool::Brush, Tool::Rect, Tool::Fill, Tool::Entity, Tool::Select};
        const auto at = std::find(std::begin(kOrder), std::end(kOrder), ui_.tool);
        ui_.tool = at == std::end(kOrder) || at + 1 == std::end(kOrder) ? kOrder[0] : *(at + 1);
        break;
    }
    case X: session_.undo(); break;
    case Start: return EditorAction::Playtest;
    case Back: return EditorAction::Leave;
    default: return EditorAction::None;
    }
    say(std::string("ui: editor pad tool ") + ui_.toolName() + " " +
        (ui_.tool == Tool::Entity ? ui_.entityTypes[std::size_t(ui_.entityType)] : std::string(1, ui_.palette[std::size_t(ui_.tile)])));
    return EditorAction::None;
}

void EditorTools::padStick(float x, float y, double seconds) {
    constexpr float kDeadzone = 0.25f;       // of the stick's travel
    constexpr float kCursorSpeed = 160.0f;   // logical px per second at full travel
    if (std::abs(x) < kDeadzone) x = 0.0f;
    if (std::abs(y) < kDeadzone) y = 0.0f;
    if (x == 0.0f && y == 0.0f) return;
    if (!ui_.inMap(ui_.pointer)) ui_.pointer = {ui_.mapRight() / 2, float(engine::kLogicalHeight) / 2};
    const DocCell before = ui_.pointerCell();
    const float step = kCursorSpeed * float(seconds);
    ui_.pointer.x = std::clamp(ui_.pointer.x + x * step, 0.0f, ui_.mapRight() - 1.0f);
    ui_.pointer.y = std::clamp(ui_.pointer.y + y * step, editor_layout::kTopBar,
                               float(engine::kLogicalHeight) - editor_layout::kBottomBar - 1.0f);
    drag();
    const DocCell now = ui_.pointerCell();
    if (now.x != before.x || now.y != before.y)
        say("ui: editor pad cursor " + std::to_string(now.x) + "," + std::to_string(now.y));
}

// --- Mouse -----------------------------------------------------------------------------------------------------
void EditorTools::wheel(float delta) {
    if (ui_.inspectorOpen() && ui_.pointer.x >= ui_.mapRight()) scrollInspector(delta);
    else ui_.zoom = std::clamp(ui_.zoom + (delta > 0 ? 1 : -1), 0, 3);
}

void EditorTools::press(sf::Mouse::Button button) {
    if (button == sf::Mouse::Left && inspectorClick()) return;
    ui_.typing.reset();
    const LevelDoc& doc = session_.doc();
    if (minimapShown(doc, ui_) && minimapRect(doc).contains(ui_.pointer)) { // jump there
        const sf::FloatRect r = minimapRect(doc);
        const float k = r.width / float(docWidth(doc));
        const sf::Vector2f view = ui_.viewCells();
        ui_.camX = int((ui_.pointer.x - r.left) / k - view.x / 2);
        ui_.camY = int((ui_.pointer.y - r.top) / k - view.y / 2);
        return;
    }
    if (ui_.errorPanel && errorClick()) return;
    if (ui_.pointer.y >= float(engine::kLogicalHeight) - editor_layout::kBottomBar) {
        ui_.errorPanel = !ui_.errorPanel;
        return;
    }
    if (!ui_.inMap(ui_.pointer)) {
        if (ui_.pointer.y < editor_layout::kTopBar) clickBar();
        return;
    }
    session_.beginStroke();
    ui_.held = button;
    const DocCell c = ui_.pointerCell();
    const char paint = button == sf::Mouse::Right ? '.' : ui_.palette[std::size_t(ui_.tile)];
    switch (ui_.tool) {
    case Tool::Brush: paintTile(session_.strokeDoc(false), c, paint); break;
    case Tool::Rect: ui_.rectStart = c; break;
    case Tool::Fill: floodFill(session_.strokeDoc(false), c, paint); break;
    case Tool::Pick: {
        const char t = tileAt(doc, c);
        auto it = std::find(ui_.palette.begin(), ui_.palette.end(), t);
        if (it != ui_.palette.end()) ui_.tile = int(it - ui_.palette.begin());
        ui_.tool = Tool::Brush;
        break;
    }
    case Tool::Entity:
        if (button == sf::Mouse::Left && !ui_.entityTypes.empty()) {
            LevelDoc& d = session_.strokeDoc();
            ui_.selected = int(placeEntity(d, ui_.entityTypes[std::size_t(ui_.entityType)], c, levelSchema()));
        }
        break;
    case Tool::Select: selectPress(button); break;
    }
}

/// The select tool: path points of the selected entity first, then entities, then a region of the map.
///   left on a path point: drag it        Ctrl+left: add a path point     right on a path point: remove it
///   left on an entity: select and drag it (Shift: free position)        right on an entity: drag a link
///   left on empty map: select a region (Ctrl+C, Ctrl+X, Ctrl+V)
void EditorTools::selectPress(sf::Mouse::Button button) {
    const sf::Vector2f at = ui_.pointerCells();
    const bool ctrl = held(sf::Keyboard::LControl, sf::Keyboard::RControl);
    if (const engine::FieldSpec* path = selectedPath()) {
        std::vector<std::pair<double, double>> points = selectedPathPoints(session_.doc(), ui_.selected, *path);
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (std::abs(points[i].first + 0.5 - at.x) > 0.4 || std::abs(points[i].second + 0.5 - at.y) > 0.4) continue;
            if (button == sf::Mouse::Left) ui_.dragPoint = int(i);
            else if (points.size() > path->minItems) {
                points.erase(points.begin() + std::ptrdiff_t(i));
                setMember(session_.strokeDoc().entities[std::size_t(ui_.selected)], path->name, pathJson(points));
            }
            return;
        }
        if (ctrl && button == sf::Mouse::Left && points.size() < path->maxItems) {
            points.emplace_back(std::floor(at.x), std::floor(at.y));
            setMember(session_.strokeDoc().entities[std::size_t(ui_.selected)], path->name, pathJson(points));
            return;
        }
    }
    const int hit = session_.entityAt(at.x, at.y);
    if (button == sf::Mouse::Right) {
        if (hit >= 0 && linkField(session_.doc().entities[std::size_t(hit)])) ui_.linkFrom = hit;
        say("ui: editor right press on " + std::to_string(hit));
        return;
    }
    if (hit != ui_.selected) ui_.inspectorScroll = 0;
    ui_.selected = hit;
    if (hit >= 0) ui_.levelPanel = false;
    ui_.region.reset();
    if (hit >= 0) {
        const EntityBox& b = session_.entityBoxes()[std::size_t(hit)];
        ui_.grab = {float(at.x - b.x), float(at.y - b.y)};
    } else {
        ui_.regionStart = ui_.pointerCell();
    }
}

const engine::FieldSpec* EditorTools::selectedPath() const { return selectedPathField(session_.doc(), ui_.selected); }

/// A position under the pointer, snapped to the grid (to kFreeSnap with Shift).
double EditorTools::snapped(double v) const {
    const double snap = held(sf::Keyboard::LShift, sf::Keyboard::RShift) ? kFreeSnap : 1.0;
    return std::round(v / snap) * snap;
}

void EditorTools::drag() {
    if (!ui_.held) return;
    if (ui_.dragPoint) {
        if (const engine::FieldSpec* path = selectedPath()) {
            std::vector<std::pair<double, double>> points = selectedPathPoints(session_.doc(), ui_.selected, *path);
            const sf::Vector2f at = ui_.pointerCells();
            if (*ui_.dragPoint < int(points.size()))
                points[std::size_t(*ui_.dragPoint)] = {snapped(at.x - 0.5), snapped(at.y - 0.5)};
            setMember(session_.strokeDoc().entities[std::size_t(ui_.selected)], path->name, pathJson(points));
        }
        return;
    }
    if (ui_.regionStart) ui_.region = std::make_pair(*ui_.regionStart, ui_.pointerCell());
    const DocCell c = ui_.pointerCell();
    const char paint = *ui_.held == sf::Mouse::Right ? '.' : ui_.palette[std::size_t(ui_.tile)];
    if (ui_.tool == Tool::Brush && ui_.inMap(ui_.pointer) && tileAt(session_.doc(), c) != paint)
        paintTile(session_.strokeDoc(false), c, paint);
    if (ui_.tool == Tool::Select && ui_.selected >= 0 && *ui_.held == sf::Mouse::Left) {
        const sf::Vector2f at = ui_.pointerCells();
        session_.strokeMoveEntity(std::size_t(ui_.selected), snapped(at.x - ui_.grab.x), snapped(at.y - ui_.grab.y));
    }
}

void EditorTools::release() {
    if (!ui_.held) return;
    if (ui_.tool == Tool::Rect && ui_.rectStart)
        paintRect(session_.strokeDoc(false), *ui_.rectStart, ui_.pointerCell(),
                  *ui_.held == sf::Mouse::Right ? '.' : ui_.palette[std::size_t(ui_.tile)]);
    ui_.rectStart.reset();
    std::string refusal;
    if (ui_.linkFrom) { // a link dropped on an entity of the type the field names
        const sf::Vector2f at = ui_.pointerCells();
        const int to = session_.entityAt(at.x, at.y);
        const std::size_t from = std::size_t(*ui_.linkFrom);
        const engine::FieldSpec* f = linkField(session_.doc().entities[from]);
        if (to >= 0 && f && entityType(session_.doc().entities[std::size_t(to)]) == f->reference) {
            LevelDoc& doc = session_.strokeDoc();
            setMember(doc.entities[from], f->name, ensureId(doc, std::size_t(to)));
            ui_.selected = int(from); // the inspector shows the link just made
        } else if (f) {
            refusal = "A " + entityType(session_.doc().entities[from]) + " links to a " + f->reference;
        }
        say("ui: editor link from " + std::to_string(*ui_.linkFrom) + " to " + std::to_string(to));
    }
    ui_.linkFrom.reset();
    ui_.dragPoint.reset();
    ui_.regionStart.reset();
    ui_.held.reset();
    session_.endStroke();
    if (!refusal.empty()) session_.setMessage(refusal);
}

/// A click on the error panel: the view moves to the place the clicked error names (an entity is selected).
bool EditorTools::errorClick() {
    const std::vector<ErrorPanelLine> lines = errorPanelLines(session_.errors());
    const sf::FloatRect r = errorPanelRect(std::max<std::size_t>(lines.size(), 1));
    if (!r.contains(ui_.pointer)) return false;
    const std::size_t line = std::size_t((ui_.pointer.y - r.top - 3) / kErrorPanelLineHeight);
    if (line >= lines.size()) return true;
    const engine::Diagnostic& d = session_.errors()[lines[line].error];
    const sf::Vector2f view = ui_.viewCells();
    const auto indexIn = [&](const std::string& list) {
        return d.path.rfind(list + "[", 0) == 0 ? std::atoi(d.path.c_str() + list.size() + 1) : -1;
    };
    if (const int e = indexIn("entities"); e >= 0 && std::size_t(e) < session_.doc().entities.size()) {
        ui_.selected = e;
        const EntityBox& b = session_.entityBoxes()[std::size_t(e)];
        ui_.camX = int(b.x - view.x / 2);
        ui_.camY = int(b.y - view.y / 2);
    } else if (const int row = indexIn("tiles"); row >= 0) {
        ui_.camY = int(row - view.y / 2);
    }
    say("ui: editor error clicked: " + d.path);
    return true;
}

/// The top bar: a click on the file's name opens the level panel; one on the palette picks a tile.
void EditorTools::clickBar() {
    if (ui_.pointer.y < editor_layout::kPaletteTop && ui_.pointer.x < editor_layout::kTitleWidth) {
        ui_.levelPanel = true;
        ui_.selected = -1;
        ui_.inspectorScroll = 0;
        say("ui: editor level panel");
        return;
    }
    const PaletteSlot slot = paletteSlotAt(ui_, ui_.pointer);
    if (slot.index < 0) return;
    if (slot.entity) {
        ui_.entityType = slot.index;
        ui_.tool = Tool::Entity;
    } else {
        ui_.tile = slot.index;
        if (ui_.tool != Tool::Rect && ui_.tool != Tool::Fill) ui_.tool = Tool::Brush;
    }
    say(std::string("ui: editor palette ") + (slot.entity ? ui_.entityTypes[std::size_t(slot.index)] : std::string(1, ui_.palette[std::size_t(slot.index)])));
}

} // namespace game
