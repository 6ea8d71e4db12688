// The editor's panels: the inspector (an entity's or the level's fields, long values wrapped whole), the palette
// of tiles and of the mode's entity kinds as atlas icons (the name under the pointer), and F1's list of keys.
#include <algorithm>
#include <filesystem>
#include <sstream>

#include "engine/level/level.h"

#include "game/app/editor/editor_tools.h"
#include "game/app/editor/editor_view.h"
#include "game/app/ui/collectible_icon.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/view_assets.h"
#include "game/replay/replay_file.h"

namespace game {
namespace {

using editor_layout::kBottomBar;
using editor_layout::kInspectorLine;
using editor_layout::kInspectorTop;
using editor_layout::kInspectorWidth;
using editor_layout::kTopBar;

/// The atlas sprite of a tile character in a mode's look ("" for none).
std::string tileSprite(char c, const ModePresentation& look) {
    const std::string set = look.tileSet;
    switch (c) {
    case '#': return set + "_wall_0";
    case 'M': return "lab_mirror_0";
    case '=': return set + "_oneway";
    case '/': return set + "_slope_up_right";
    case 'L': return set + "_slope_up_left";
    case '^': return set + "_spikes_up";
    case 'v': return set + "_spikes_down";
    case '<': return set + "_spikes_left";
    case '>': return set + "_spikes_right";
    case 'B': return set + "_breakable";
    case 'C': return set + "_cracked";
    case '~': return set + "_crumbling";
    case 'G': return "lab_glass";
    case '@': return std::string(look.heroIdle) + "_0";
    case 'E': return std::string(look.exitSprite) + (look.exitAnimated ? "_0" : "");
    default: return "";
    }
}

/// The atlas sprite of an entity type in a mode's look ("" for none): the mode's own icons, then the shared types.
std::string entitySprite(const std::string& type, const ModePresentation& look) {
    std::istringstream pairs(look.editorIcons);
    for (std::string pair; pairs >> pair;) {
        const std::size_t eq = pair.find('=');
        if (eq != std::string::npos && pair.compare(0, eq, type) == 0 && eq == type.size()) return pair.substr(eq + 1);
    }
    if (type == "sign") return look.signSprite;
    if (type == "platform") return look.platformSprite;
    return "";
}

/// A palette tile's name: "# solid", "@ spawn".
std::string tileName(char c) {
    if (c == '@') return "@ spawn";
    if (c == 'E') return "E exit";
    const std::optional<engine::TileKind> k = engine::tileKindForChar(static_cast<unsigned char>(c));
    return std::string(1, c) + " " + (k ? std::string(engine::tileMeaning(*k)) : std::string("?"));
}

/// Sprite `name` scaled to fit within r, centred; false when the atlas has no such sprite.
bool iconIn(Painter& p, const std::string& name, sf::FloatRect r) {
    const engine::SpriteRect* s = name.empty() ? nullptr : findSprite(name);
    if (!s || s->w <= 0 || s->h <= 0) return false;
    const float k = std::min(r.width / float(s->w), r.height / float(s->h));
    engine::SpritePlacement at;
    at.scale = k;
    at.position = {r.left + (r.width - float(s->w) * k) / 2 + float(s->ox) * k,
                   r.top + (r.height - float(s->h) * k) / 2 + float(s->oy) * k};
    p.sprite(*s, at);
    return true;
}

} // namespace

void EditorView::drawPalette(Painter& p, const EditorSession& s, const EditorUi& ui) {
    const ModePresentation& look = modePresentation(s.mode());
    const auto slotBox = [&](PaletteSlot slot, const std::string& sprite, sf::Color fallback, const std::string& label,
                             bool chosen) {
        const sf::FloatRect r = paletteRect(ui, slot);
        p.rect(r, sf::Color(30, 34, 46));
        if (!iconIn(p, sprite, r)) {
            p.rect(r, fallback);
            p.text(label, {r.left + r.width / 2, r.top + 1}, 1.0f, sf::Color(15, 15, 20), Align::Center,
                   sf::Color::Transparent);
        }
        if (chosen) p.outline({r.left - 1, r.top - 1, r.width + 2, r.height + 2}, sf::Color::White, 1.0f);
    };
    const bool entities = ui.tool == Tool::Entity;
    for (std::size_t i = 0; i < ui.palette.size(); ++i) {
        const char c = ui.palette[i];
        slotBox({false, int(i)}, tileSprite(c, look), c == '.' ? sf::Color(30, 34, 46) : editorTileColor(c),
                std::string(1, c), !entities && int(i) == ui.tile);
    }
    for (std::size_t i = 0; i < ui.entityTypes.size(); ++i) {
        const bool chosen = entities && int(i) == ui.entityType;
        if (ui.entityTypes[i] == "collectible" && look.collectible.rows != nullptr) { // the mode's picture of it
            const sf::FloatRect r = paletteRect(ui, {true, int(i)});
            p.rect(r, sf::Color(30, 34, 46));
            drawCollectibleIcon(p, look.collectible, {r.left + (r.width - r.height) * 0.5f, r.top}, r.height / 16.0f, true);
            if (chosen) p.outline({r.left - 1, r.top - 1, r.width + 2, r.height + 2}, sf::Color::White, 1.0f);
            continue;
        }
        slotBox({true, int(i)}, entitySprite(ui.entityTypes[i], look), sf::Color(150, 160, 180),
                ui.entityTypes[i].substr(0, 1), chosen);
    }
    // The name of the kind under the pointer, just below it.
    const PaletteSlot hover = paletteSlotAt(ui, ui.pointer);
    if (hover.index < 0) return;
    const std::string name = hover.entity ? ui.entityTypes[std::size_t(hover.index)]
                                          : tileName(ui.palette[std::size_t(hover.index)]);
    const sf::FloatRect r = paletteRect(ui, hover);
    const sf::Vector2f size = p.measure(name);
    const float x = std::clamp(r.left + r.width / 2 - size.x / 2 - 2, 1.0f, float(engine::kLogicalWidth) - size.x - 5);
    p.panel({x, kTopBar + 1, size.x + 4, size.y + 2}, sf::Color(12, 14, 22, 245), sf::Color(250, 205, 60));
    p.text(name, {x + 2, kTopBar + 2}, 1.0f, sf::Color(255, 230, 150));
}

void EditorView::drawInspector(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<InspectorRow>& rows) {
    const float x0 = ui.mapRight(), W = kInspectorWidth;
    // Painter::panel with the fill untextured (the same pixels): the panel is a third of the window.
    const sf::FloatRect panel{x0, kTopBar, W, float(engine::kLogicalHeight) - kTopBar - kBottomBar};
    const sf::Color fill(12, 14, 22, 240), border(90, 100, 130);
    p.gradient(panel, fill, fill);
    p.outline(panel, border);
    p.rect({panel.left + 1, panel.top + 1, panel.width - 2, 1}, sf::Color(border.r, border.g, border.b, border.a / 2));
    const std::string title =
        ui.selected >= 0 ? entityType(s.doc().entities[std::size_t(ui.selected)]) : std::string("Level");
    p.text(title, {x0 + 4, kTopBar + 4}, 1.0f, sf::Color(255, 230, 150));
    const std::vector<InspectorLine> lines = inspectorLines(rows, ui);
    const int shown = inspectorVisibleLines();
    if (ui.inspectorScroll > 0) p.text("^", {x0 + W - 4, kTopBar + 4}, 1.0f, sf::Color(160, 170, 190), Align::Right);
    if (int(lines.size()) > ui.inspectorScroll + shown)
        p.text("v", {x0 + W - 12, kTopBar + 4}, 1.0f, sf::Color(160, 170, 190), Align::Right);
    for (int i = 0; i < shown && i + ui.inspectorScroll < int(lines.size()); ++i) {
        const InspectorLine& l = lines[std::size_t(i + ui.inspectorScroll)];
        const InspectorRow& row = rows[std::size_t(l.row)];
        const float y = kInspectorTop + float(i) * kInspectorLine;
        const bool typing = ui.typing && *ui.typing == l.row;
        if (typing)
            p.rect({x0 + 1, y - 1, W - 2, kInspectorLine}, ui.typingError.empty() ? sf::Color(40, 60, 90) : sf::Color(90, 30, 30));
        const sf::Color value = typing ? sf::Color::White : row.given ? sf::Color(170, 230, 255) : sf::Color(110, 115, 130);
        if (l.first) {
            p.text(l.key, {x0 + 4, y}, 1.0f, row.given || typing ? sf::Color::White : sf::Color(140, 145, 160));
            p.text(l.value, {x0 + W - 4, y}, 1.0f, value, Align::Right);
        } else {
            p.text(l.value, {x0 + 10, y}, 1.0f, value);
        }
    }
}

void EditorView::drawSolutionPrompt(Painter& p, const EditorSession& s) {
    const sf::FloatRect r{60, 90, 360, 78};
    p.panel(r, sf::Color(12, 14, 22, 245), sf::Color(250, 205, 60));
    p.text("Saved. The solution replay does not complete the level:", {240, 96}, 1.0f, sf::Color(255, 230, 150),
           Align::Center);
    p.paragraph(s.verdictWhy(), {r.left + 8, 108}, r.width - 16, 1.0f, sf::Color(250, 190, 90));
    p.text("K  keep it (fix the level, or record a new run)", {240, 134}, 1.0f, sf::Color::White, Align::Center);
    p.text("D  drop it (delete " + std::filesystem::path(solutionReplayPathFor(s.path())).filename().string() + ")",
           {240, 146}, 1.0f, sf::Color::White, Align::Center);
}

void EditorView::drawHelp(Painter& p, const EditorUi& ui) {
    const std::vector<std::string> lines = editorHelp(ui.tool);
    const float width = float(engine::kLogicalWidth) - 40, textWidth = width - 12;
    float height = 8;
    for (const std::string& l : lines) height += p.paragraphHeight(l, textWidth) + 1;
    const sf::FloatRect r{20, kTopBar + 4, width, height};
    p.panel(r, sf::Color(12, 14, 22, 245), sf::Color(250, 205, 60));
    float y = r.top + 4;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const sf::Color c = i == 0 ? sf::Color(255, 230, 150) : sf::Color(220, 225, 240);
        y += p.paragraph(lines[i], {r.left + 6, y}, textWidth, 1.0f, c).y + 1;
    }
}

} // namespace game
