#include "game/app/editor/editor_view.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <unordered_map>

#include "engine/level/json_source.h"
#include "game/app/editor/editor_tools.h"
#include "game/world/level_schema.h"

namespace game {
namespace {

using editor_layout::kBottomBar;
using editor_layout::kInspectorWidth;
using editor_layout::kTopBar;
/// Logical px beyond the window within which an entity is still drawn: its outlines and initials reach past its box.
constexpr float kCullMargin = 16.0f;
/// Characters of the bottom bar that fit the window.
constexpr std::size_t kBottomChars = 96;

} // namespace

sf::Color editorTileColor(char c) {
    switch (c) {
    case '#': return {92, 98, 118};
    case 'M': return {150, 225, 255};
    case '=': return {190, 150, 90};
    case '/': case 'L': return {120, 110, 150};
    case '^': case 'v': case '<': case '>': return {230, 70, 60};
    case 'B': return {150, 105, 70};
    case 'C': return {125, 95, 75};
    case '~': return {180, 140, 80};
    case 'G': return {170, 215, 235};
    case '@': return {80, 225, 120};
    case 'E': return {250, 205, 60};
    default: return {255, 0, 255};
    }
}

namespace {

/// A stable colour per entity type.
sf::Color entityColor(const std::string& type) {
    std::uint32_t h = 2166136261u;
    for (char c : type) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return {static_cast<sf::Uint8>(120 + h % 120), static_cast<sf::Uint8>(120 + (h >> 8) % 120),
            static_cast<sf::Uint8>(120 + (h >> 16) % 120)};
}

/// The entity index or tile row a diagnostic's path points at ("entities[3].angle" -> entity 3).
int pathIndex(const std::string& path, const std::string& list) {
    if (path.rfind(list + "[", 0) != 0) return -1;
    return std::atoi(path.c_str() + list.size() + 1);
}

/// The part of r inside the window's logical area (an empty rectangle when none is).
sf::FloatRect clipToView(sf::FloatRect r) {
    const float left = std::max(r.left, 0.0f), top = std::max(r.top, 0.0f);
    const float right = std::min(r.left + r.width, float(engine::kLogicalWidth));
    const float bottom = std::min(r.top + r.height, float(engine::kLogicalHeight));
    return {left, top, std::max(0.0f, right - left), std::max(0.0f, bottom - top)};
}

/// An opaque rectangle without the atlas (the same pixels as Painter::rect's); nothing when r is empty.
void solidRect(Painter& p, sf::FloatRect r, sf::Color c) {
    if (r.width > 0 && r.height > 0) p.gradient(r, c, c);
}

/// One error as the bottom bar says it: "line:col path: message".
std::string errorLine(const engine::Diagnostic& d) {
    return std::to_string(d.line) + ":" + std::to_string(d.column) + " " + (d.path.empty() ? "" : d.path + ": ") + d.message;
}

} // namespace

std::vector<ErrorPanelLine> errorPanelLines(const std::vector<engine::Diagnostic>& errors) {
    std::vector<ErrorPanelLine> out;
    for (std::size_t i = 0; i < errors.size() && out.size() < kErrorPanelLines; ++i) {
        std::string text = errorLine(errors[i]);
        bool first = true;
        while (!text.empty() && out.size() < kErrorPanelLines) {
            const std::size_t room = first ? kErrorPanelChars : kErrorPanelChars - 4;
            std::size_t cut = text.size() <= room ? text.size() : text.rfind(' ', room);
            if (cut == std::string::npos || cut == 0) cut = std::min(text.size(), room);
            out.push_back({(first ? "" : "    ") + text.substr(0, cut), i});
            text = text.substr(std::min(text.size(), cut + (cut < text.size() && text[cut] == ' ' ? 1 : 0)));
            first = false;
        }
    }
    return out;
}

sf::FloatRect errorPanelRect(std::size_t lines) {
    const float h = float(lines) * kErrorPanelLineHeight + 6.0f;
    return {0, float(engine::kLogicalHeight) - kBottomBar - h, float(engine::kLogicalWidth), h};
}

void EditorView::drawErrorPanel(Painter& p, const EditorSession& s) {
    const std::vector<ErrorPanelLine> lines = errorPanelLines(s.errors());
    const sf::FloatRect r = errorPanelRect(std::max<std::size_t>(lines.size(), 1));
    const sf::Color fill(12, 14, 22, 240);
    p.gradient(r, fill, fill);
    p.outline(r, sf::Color(255, 120, 110));
    if (lines.empty()) p.text("No errors", {3, r.top + 3}, 1.0f, sf::Color(120, 240, 150));
    for (std::size_t i = 0; i < lines.size(); ++i)
        p.text(lines[i].text, {3, r.top + 3 + float(i) * kErrorPanelLineHeight}, 1.0f, sf::Color(255, 150, 140));
}

void EditorView::draw(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<InspectorRow>& rows,
                      sf::Vector2u window) {
    drawMap(p, s, ui, window);
    drawEntities(p, s, ui);
    drawLinks(p, s, ui);
    drawBeams(p, s, ui);
    drawMinimap(p, s, ui);
    if (ui.inspectorOpen() && std::size_t(ui.selected + 1) <= s.doc().entities.size()) drawInspector(p, s, ui, rows);
    drawBars(p, s, ui, rows);
    if (ui.errorPanel) drawErrorPanel(p, s);
    if (ui.help) drawHelp(p, ui);
    if (ui.prompt || ui.saveAs) drawPrompt(p, ui);
    if (ui.solutionPrompt) drawSolutionPrompt(p, s);
}

void EditorView::drawMap(Painter& p, const EditorSession& s, const EditorUi& ui, sf::Vector2u window) {
    const LevelDoc& doc = s.doc();
    const float c = ui.cellPx();
    const int w = docWidth(doc), h = docHeight(doc);
    const float W = float(engine::kLogicalWidth), H = float(engine::kLogicalHeight);
    const sf::Vector2f origin = ui.toScreen(0, 0);
    // The map's backdrop, and the window's around it: opaque, untextured and unblended, since a software
    // rasteriser pays for every texture fetch and blend and these cover the window. When the image fills the
    // window (no letterbox bars to keep black) the map's colour is a clear of the window, the cheapest fill.
    // The rest is culled to the window's logical area: what lies outside it covers no pixel.
    const sf::FloatRect map = clipToView({origin.x, origin.y, w * c, h * c});
    const sf::Color backdrop(18, 20, 28), mapColour(30, 34, 46);
    const sf::FloatRect box = engine::letterboxRect(window);
    const bool fills = box.left <= 0 && box.top <= 0 && box.width >= float(window.x) && box.height >= float(window.y);
    p.setBlend(sf::BlendNone);
    if (map.width <= 0 || map.height <= 0) {
        solidRect(p, {0, 0, W, H}, backdrop);
    } else {
        if (fills) {
            p.flush();
            p.target().clear(mapColour);
        } else {
            solidRect(p, map, mapColour);
        }
        solidRect(p, {0, 0, W, map.top}, backdrop);
        solidRect(p, {0, map.top + map.height, W, H - map.top - map.height}, backdrop);
        solidRect(p, {0, map.top, map.left, map.height}, backdrop);
        solidRect(p, {map.left + map.width, map.top, W - map.left - map.width, map.height}, backdrop);
    }
    p.setBlend(sf::BlendAlpha);
    const int errorRow = s.errors().empty() ? -1 : pathIndex(s.errors().front().path, "tiles");
    for (int y = std::max(0, ui.camY); y < h && ui.toScreen(0, y).y <= H; ++y) {
        for (int x = std::max(0, ui.camX); x < w; ++x) {
            const sf::Vector2f at = ui.toScreen(x, y);
            if (at.x > ui.mapRight() || at.y > engine::kLogicalHeight) break;
            const char t = tileAt(doc, {x, y});
            if (t != '.' && t != ' ') {
                p.rect({at.x, at.y, c, c}, editorTileColor(t));
                if (c >= 8 && t != '#')
                    p.text(std::string(1, t), {at.x + c / 2, at.y + c / 2 - 4}, 1.0f, sf::Color(20, 20, 30), Align::Center,
                           sf::Color::Transparent);
            }
        }
    }
    const float gridTop = std::max(origin.y, 0.0f), gridBottom = std::min(origin.y + h * c, H);
    const float gridLeft = std::max(origin.x, 0.0f), gridRight = std::min(origin.x + w * c, W);
    const sf::Color gridColour(255, 255, 255, 18); // untextured (the same pixels): the lines span the view
    for (int x = 0; x <= w && c >= 8; ++x)
        if (origin.x + x * c > -1.0f && origin.x + x * c < W && gridBottom > gridTop)
            p.gradient({origin.x + x * c, gridTop, 1, gridBottom - gridTop}, gridColour, gridColour);
    for (int y = 0; y <= h && c >= 8; ++y)
        if (origin.y + y * c > -1.0f && origin.y + y * c < H && gridRight > gridLeft)
            p.gradient({gridLeft, origin.y + y * c, gridRight - gridLeft, 1}, gridColour, gridColour);
    if (errorRow >= 0) p.outline({origin.x, origin.y + errorRow * c, w * c, c}, sf::Color(255, 60, 60), 1.0f);
}

/// A box per entity (its w × h for sized ones), its type's initials, the selection, the errors; only those whose
/// box, outlines or initials reach into the window. Then the region, the selected path's points and the pointer.
void EditorView::drawEntities(Painter& p, const EditorSession& s, const EditorUi& ui) {
    const float c = ui.cellPx();
    const float W = float(engine::kLogicalWidth), H = float(engine::kLogicalHeight);
    const std::vector<EntityBox>& boxes = s.entityBoxes();
    std::vector<int> entityErrors(boxes.size(), 0); // errors per entity (one pass over the errors)
    for (const engine::Diagnostic& d : s.errors()) {
        const int i = pathIndex(d.path, "entities");
        if (i >= 0 && std::size_t(i) < entityErrors.size()) ++entityErrors[std::size_t(i)];
    }
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const EntityBox& b = boxes[i];
        const sf::Vector2f at = ui.toScreen(b.x, b.y);
        if (at.x > W + kCullMargin || at.y > H + kCullMargin) continue;
        const float ew = float(b.w), eh = float(b.h);
        if (at.x + ew * c < -kCullMargin || at.y + eh * c < -kCullMargin) continue;
        p.rect({at.x + 1, at.y + 1, ew * c - 2, eh * c - 2}, entityColor(b.type));
        p.text(b.type.substr(0, c >= 12 ? 3 : 1), {at.x + ew * c / 2, at.y + eh * c / 2 - 4}, 1.0f, sf::Color(10, 10, 20),
               Align::Center, sf::Color::Transparent);
        if (int(i) == ui.selected) p.outline({at.x - 1, at.y - 1, ew * c + 2, eh * c + 2}, sf::Color::White, 1.0f);
        for (int k = 0; k < entityErrors[i]; ++k)
            p.outline({at.x - 2, at.y - 2, ew * c + 4, eh * c + 4}, sf::Color(255, 60, 60), 1.0f);
    }
    if (ui.region) {
        const sf::Vector2f a = ui.toScreen(std::min(ui.region->first.x, ui.region->second.x),
                                           std::min(ui.region->first.y, ui.region->second.y));
        const sf::Vector2f b = ui.toScreen(std::max(ui.region->first.x, ui.region->second.x) + 1,
                                           std::max(ui.region->first.y, ui.region->second.y) + 1);
        p.outline({a.x, a.y, b.x - a.x, b.y - a.y}, sf::Color(255, 220, 90), 1.0f);
    }
    if (const engine::FieldSpec* path = selectedPathField(s.doc(), ui.selected))
        for (const auto& [px, py] : selectedPathPoints(s.doc(), ui.selected, *path)) {
            const sf::Vector2f at = ui.toScreen(px + 0.5, py + 0.5);
            p.rect({at.x - 2, at.y - 2, 4, 4}, sf::Color(255, 220, 120));
        }
    if (ui.inMap(ui.pointer)) {
        const DocCell cell = ui.pointerCell();
        const sf::Vector2f at = ui.toScreen(cell.x, cell.y);
        if (ui.rectStart) {
            const sf::Vector2f a = ui.toScreen(std::min(cell.x, ui.rectStart->x), std::min(cell.y, ui.rectStart->y));
            const sf::Vector2f b = ui.toScreen(std::max(cell.x, ui.rectStart->x) + 1, std::max(cell.y, ui.rectStart->y) + 1);
            p.outline({a.x, a.y, b.x - a.x, b.y - a.y}, sf::Color(255, 255, 255, 200), 1.0f);
        } else {
            p.outline({at.x, at.y, c, c}, sf::Color(255, 255, 255, 160), 1.0f);
        }
    }
}

/// The document's links and paths in drawing order (rebuilt when the document's shape changed).
void EditorView::indexLinks(const EditorSession& s) {
    const LevelDoc& doc = s.doc();
    links_.clear();
    std::unordered_map<std::string, std::vector<std::size_t>> ids;
    for (std::size_t i = 0; i < doc.entities.size(); ++i)
        if (const std::string* id = findMember(doc.entities[i], "id")) ids[*id].push_back(i);
    for (std::size_t i = 0; i < doc.entities.size(); ++i) {
        const DocEntity& e = doc.entities[i];
        const engine::EntityType* type = levelSchema().find(entityType(e));
        if (!type) continue;
        for (const engine::FieldSpec& f : type->fields) {
            const std::string* v = findMember(e, f.name);
            if (!v) continue;
            if (!f.reference.empty()) {
                if (auto it = ids.find(*v); it != ids.end())
                    for (std::size_t to : it->second) links_.push_back({i, to, {}});
            } else if (f.kind == engine::FieldKind::Path) {
                links_.push_back({i, i, pathPoints(*v), true});
            }
        }
    }
    linksVersion_ = s.shapeVersion();
}

/// Links (a receiver's door, a gate's key) and paths drawn as lines; the entities' places are read every frame
/// from the session's parsed boxes (a drag moves them).
void EditorView::drawLinks(Painter& p, const EditorSession& s, const EditorUi& ui) {
    p.flush();
    if (linksVersion_ != s.shapeVersion()) indexLinks(s);
    const std::vector<EntityBox>& boxes = s.entityBoxes();
    sf::VertexArray lines(sf::Lines);
    const auto centre = [&](std::size_t i) { return ui.toScreen(boxes[i].x + 0.5, boxes[i].y + 0.5); };
    for (const LinkLine& l : links_) {
        if (l.from >= boxes.size() || l.to >= boxes.size()) continue;
        if (!l.path) {
            lines.append({centre(l.from), sf::Color(120, 255, 200)});
            lines.append({centre(l.to), sf::Color(120, 255, 200)});
            continue;
        }
        for (std::size_t i = 1; i < l.points.size(); ++i) {
            lines.append({ui.toScreen(l.points[i - 1].first + 0.5, l.points[i - 1].second + 0.5), sf::Color(255, 220, 120)});
            lines.append({ui.toScreen(l.points[i].first + 0.5, l.points[i].second + 0.5), sf::Color(255, 220, 120)});
        }
    }
    if (ui.linkFrom && std::size_t(*ui.linkFrom) < boxes.size()) {
        lines.append({centre(std::size_t(*ui.linkFrom)), sf::Color::White});
        lines.append({ui.pointer, sf::Color::White});
    }
    p.target().draw(lines);
}

/// Where each laser's beam and each robot's aim goes, traced by the game's laser code through the tiles and the
/// mirrors, receivers, closed doors and robots (beamPreviews), so an author sees it swing while rotating.
void EditorView::drawBeams(Painter& p, const EditorSession& s, const EditorUi& ui) {
    p.flush();
    sf::VertexArray lines(sf::Lines);
    for (const BeamPreview& beam : s.beams()) {
        for (std::size_t i = 1; i < beam.points.size(); ++i) {
            lines.append({ui.toScreen(beam.points[i - 1].x, beam.points[i - 1].y), sf::Color(255, 70, 60, 200)});
            lines.append({ui.toScreen(beam.points[i].x, beam.points[i].y), sf::Color(255, 70, 60, 200)});
        }
    }
    if (const std::optional<engine::Vec2>& at = s.divergedAt()) { // where the solution replay stopped: a red cross
        const sf::Vector2f c = ui.toScreen(at->x, at->y);
        const sf::Color red(255, 60, 60);
        for (const float d : {-4.0f, 4.0f}) {
            lines.append({{c.x - 4, c.y - d}, red});
            lines.append({{c.x + 4, c.y + d}, red});
        }
    }
    p.target().draw(lines);
}

/// On a level larger than the view: the whole map in the corner, with the view's rectangle. Rebuilt after each
/// check of the document; a click on it moves the view there.
void EditorView::drawMinimap(Painter& p, const EditorSession& s, const EditorUi& ui) {
    const LevelDoc& doc = s.doc();
    if (!minimapShown(doc, ui)) return;
    const int w = docWidth(doc), h = docHeight(doc);
    if (minimapChecks_ != s.checks()) {
        sf::Image image;
        image.create(unsigned(w), unsigned(h), sf::Color(30, 34, 46));
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const char t = tileAt(doc, {x, y});
                if (t != '.' && t != ' ' && t != '\0') image.setPixel(unsigned(x), unsigned(y), editorTileColor(t));
            }
        minimap_.loadFromImage(image);
        minimapChecks_ = s.checks();
    }
    const sf::FloatRect r = minimapRect(doc);
    p.rect({r.left - 1, r.top - 1, r.width + 2, r.height + 2}, sf::Color(0, 0, 0, 200));
    p.flush();
    sf::Sprite sprite(minimap_);
    sprite.setPosition(r.left, r.top);
    sprite.setScale(r.width / float(w), r.height / float(h));
    p.target().draw(sprite);
    const float k = r.width / float(w);
    const sf::Vector2f view = ui.viewCells();
    p.outline({r.left + float(ui.camX) * k, r.top + float(ui.camY) * k, view.x * k, view.y * k}, sf::Color::White, 1.0f);
}

void EditorView::drawBars(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<InspectorRow>& rows) {
    const LevelDoc& doc = s.doc();
    const float W = float(engine::kLogicalWidth), H = float(engine::kLogicalHeight);
    solidRect(p, {0, 0, W, kTopBar}, sf::Color(10, 12, 18));
    const std::string name = std::filesystem::path(s.path()).filename().string();
    std::string head = name + (s.dirty() ? "*" : "") + "  " + std::string(modeRules(s.mode()).name) + "  " + ui.toolName();
    if (ui.tool == Tool::Entity && !ui.entityTypes.empty()) head += ": " + ui.entityTypes[std::size_t(ui.entityType)];
    p.text(head, {3, 1}, 1.0f, sf::Color(220, 225, 240));
    // The verdict, and why a loadable level is unverified, in the room the title leaves.
    const float headWidth = p.measure(head).x + 12;
    const std::string verdict = s.verdictWhy().empty() ? s.verdict() : s.verdict() + ": " + s.verdictWhy();
    p.text(p.fit(verdict, W - 3 - headWidth), {W - 3, 1}, 1.0f,
           s.verdict() == "verified" ? sf::Color(120, 240, 150) : sf::Color(250, 190, 90), Align::Right);
    drawPalette(p, s, ui);
    const DocCell c = ui.pointerCell();
    p.text(std::to_string(docWidth(doc)) + "x" + std::to_string(docHeight(doc)) + "  " + std::to_string(c.x) + "," +
               std::to_string(c.y),
           {W - 3, 12}, 1.0f, sf::Color(160, 170, 190), Align::Right);
    solidRect(p, {0, H - kBottomBar, W, kBottomBar}, sf::Color(10, 12, 18));
    // The typed field's refusal; else the latest notice (until the next edit), then the errors; else the errors.
    std::string bottom = s.message();
    sf::Color colour(200, 205, 220);
    const std::vector<engine::Diagnostic>& errors = s.errors();
    const std::string count = std::to_string(errors.size()) + " error" + (errors.size() > 1 ? "s" : "");
    if (ui.typing && !ui.typingError.empty() && std::size_t(*ui.typing) < rows.size()) {
        bottom = rows[std::size_t(*ui.typing)].key + ": " + ui.typingError;
        colour = sf::Color(255, 120, 110);
    } else if (!errors.empty() && bottom.empty()) {
        bottom = count + (errors.size() > 1 && !ui.errorPanel ? " (F2 lists them)" : "") + ": " + errorLine(errors.front());
        colour = sf::Color(255, 120, 110);
    } else if (!errors.empty()) {
        bottom += "  |  " + count + ": " + errorLine(errors.front());
        colour = sf::Color(255, 120, 110);
    }
    if (bottom.size() > kBottomChars) bottom = bottom.substr(0, kBottomChars - 1) + "~";
    p.text(bottom, {3, H - kBottomBar + 2}, 1.0f, colour);
}

void EditorView::drawPrompt(Painter& p, const EditorUi& ui) {
    if (ui.saveAs) {
        const sf::FloatRect r{40, 100, 400, 46};
        p.panel(r, sf::Color(12, 14, 22, 245), sf::Color(250, 205, 60));
        p.text("Save as (Enter saves, Esc cancels)", {240, 108}, 1.0f, sf::Color(255, 230, 150), Align::Center);
        std::string name = *ui.saveAs + "_";
        if (name.size() > 76) name = "~" + name.substr(name.size() - 75);
        p.text(name, {46, 126}, 1.0f, sf::Color::White);
        return;
    }
    const sf::FloatRect r{110, 100, 260, 66};
    p.panel(r, sf::Color(12, 14, 22, 245), sf::Color(250, 205, 60));
    p.text("Unsaved changes", {240, 108}, 1.0f, sf::Color(255, 230, 150), Align::Center);
    p.text("S  save and close", {240, 122}, 1.0f, sf::Color::White, Align::Center);
    p.text("A  save as another file", {240, 132}, 1.0f, sf::Color::White, Align::Center);
    p.text("D  close without saving", {240, 142}, 1.0f, sf::Color::White, Align::Center);
    p.text("Esc  keep editing", {240, 152}, 1.0f, sf::Color::White, Align::Center);
}

} // namespace game
