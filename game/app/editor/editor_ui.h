#pragma once
// What the level editor's window shows besides the level: the tool, the tile and entity type in hand, the
// selection, the view (zoom and scroll), the pointer and what is being typed. The input tools
// (game/app/editor/editor_tools.h) change it; the view (game/app/editor/editor_view.h) draws it with the session
// (game/edit/editor_session.h).
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics.hpp>

#include "engine/render/letterbox.h"
#include "game/edit/level_doc.h"
#include "game/world/mode_rules.h"

namespace game {

/// The editor's layout, logical px unless said otherwise (what a test or a bench driving it needs to know).
namespace editor_layout {
/// Zoom steps: logical pixels per cell, and the step the editor opens at.
inline constexpr float kZooms[] = {4.0f, 8.0f, 12.0f, 16.0f};
inline constexpr int kFirstZoom = 1;
/// The bar at the top (tools and status) and the one at the bottom (validation).
inline constexpr float kTopBar = 22.0f;
inline constexpr float kBottomBar = 12.0f;
/// The inspector's width at the right, when an entity is selected.
inline constexpr float kInspectorWidth = 150.0f;
/// The largest side of the minimap.
inline constexpr float kMinimapMax = 96.0f;
/// Cells panned per arrow key press.
inline constexpr int kPanCells = 4;
/// The first cell the view shows, in x and y (one cell of margin above and left of the level).
inline constexpr int kFirstCam = -1;
/// Width of one palette swatch in the top bar, and the row it sits on.
inline constexpr float kSwatch = 14.0f;
inline constexpr float kPaletteTop = 11.0f;
/// The file's name at the left of the top bar: a click there opens the level panel.
inline constexpr float kTitleWidth = 120.0f;
/// The inspector's first row (under its title) and the height of one of its lines.
inline constexpr float kInspectorTop = kTopBar + 15.0f;
inline constexpr float kInspectorLine = 9.0f;
/// Characters of one inspector line: its width over the font's widest advance (6 px), so any text fits.
inline constexpr std::size_t kInspectorChars = 23;
} // namespace editor_layout

/// What the mouse does in the map.
enum class Tool { Brush, Rect, Fill, Pick, Entity, Select };

/// One row of the inspector: a field of the selected entity or of the level, and its value as written.
struct InspectorRow {
    std::string key;       ///< the member's name ("id", "x", "angle"; "name", "par" in the level panel)
    std::string value;     ///< its JSON text, "" when the file does not give it
    bool given = false;    ///< the file gives it
    bool required = false; ///< the format requires it
    bool text = false;     ///< a string or a choice: typed without quotes
};

/// The editor's window state (everything but the level).
struct EditorUi {
    std::vector<char> palette;             ///< every legend character, then spawn and exit
    std::vector<std::string> entityTypes;  ///< the types the level's mode can hold, then the shared ones
    ModeId entityMode = 0;                 ///< the mode entityTypes was made for
    Tool tool = Tool::Brush;               ///< the mouse's tool
    int tile = 1;                          ///< palette index in hand (1: the solid wall)
    int entityType = 0;                    ///< entityTypes index placed by the entity tool
    int selected = -1;                     ///< the selected entity, -1 for none
    int zoom = editor_layout::kFirstZoom;  ///< index into kZooms
    int camX = editor_layout::kFirstCam;   ///< the first cell in view
    int camY = editor_layout::kFirstCam;   ///< the first cell in view
    sf::Vector2f pointer{-1, -1};          ///< the mouse, logical px
    sf::Vector2f grab;                     ///< where the dragged entity was taken, cells from its corner
    std::optional<sf::Mouse::Button> held; ///< the button held in the map
    std::optional<DocCell> rectStart;      ///< where a rectangle started
    std::optional<int> typing;             ///< the inspector row being typed in
    std::optional<int> dragPoint;          ///< the selected entity's path point being dragged
    std::optional<int> linkFrom;           ///< the entity a link is being dragged from
    std::optional<DocCell> regionStart;    ///< where a region selection started
    std::optional<std::pair<DocCell, DocCell>> region; ///< the selected region (corners, inclusive)
    std::optional<DocClip> clip;           ///< the copied region
    std::string buffer;                    ///< what has been typed in the inspector
    std::string typingError;               ///< the loader's message for the typed value ("" when it is good)
    std::optional<std::string> saveAs;     ///< the file name being typed for Save As
    bool prompt = false;                   ///< the unsaved-changes question is open
    bool skipText = false;                 ///< the key that opened a text box also types: drop its character
    bool errorPanel = false;               ///< the panel listing every error is open (F2, a click on the bottom bar)
    bool levelPanel = false;               ///< the inspector shows the level's own fields (L, a click on the title)
    bool solutionPrompt = false;           ///< a save asks whether to keep the solution replay that does not complete
    bool help = false;                     ///< the keys of the current tool are shown (F1)
    int inspectorScroll = 0;               ///< inspector lines scrolled past at its top
    int paletteHover = -1;                 ///< the palette icon under the pointer, -1 for none

    /// Logical px per cell.
    float cellPx() const { return editor_layout::kZooms[zoom]; }
    /// True when the inspector is open: an entity is selected, or the level panel is asked for.
    bool inspectorOpen() const { return selected >= 0 || levelPanel; }
    /// The right edge of the map's area (the inspector's left edge when it is open).
    float mapRight() const {
        return float(engine::kLogicalWidth) - (inspectorOpen() ? editor_layout::kInspectorWidth : 0.0f);
    }
    /// True when logical point p is over the map's area.
    bool inMap(sf::Vector2f p) const {
        return p.y >= editor_layout::kTopBar && p.y < float(engine::kLogicalHeight) - editor_layout::kBottomBar &&
               p.x < mapRight();
    }
    /// The pointer in cells (fractional).
    sf::Vector2f pointerCells() const {
        return {pointer.x / cellPx() + float(camX), (pointer.y - editor_layout::kTopBar) / cellPx() + float(camY)};
    }
    /// The cell under the pointer.
    DocCell pointerCell() const {
        const sf::Vector2f c = pointerCells();
        return {int(std::floor(c.x)), int(std::floor(c.y))};
    }
    /// Logical px of cell corner (x, y).
    sf::Vector2f toScreen(double x, double y) const {
        return {float((x - camX) * cellPx()), float(editor_layout::kTopBar + (y - camY) * cellPx())};
    }
    /// Cells of the map's area, across and down.
    sf::Vector2f viewCells() const {
        return {mapRight() / cellPx(),
                (float(engine::kLogicalHeight) - editor_layout::kTopBar - editor_layout::kBottomBar) / cellPx()};
    }
    /// The tool's name as the top bar and the trace say it.
    const char* toolName() const {
        switch (tool) {
        case Tool::Brush: return "brush";
        case Tool::Rect: return "rect";
        case Tool::Fill: return "fill";
        case Tool::Pick: return "pick";
        case Tool::Entity: return "entity";
        case Tool::Select: return "select";
        }
        return "?";
    }
};

/// A place in the palette: a tile (index into EditorUi::palette) or an entity type (into entityTypes).
struct PaletteSlot {
    bool entity = false; ///< an entity type, not a tile
    int index = -1;      ///< -1: no slot
};

/// The icon of palette slot `slot` in the top bar (logical px): the tiles, a gap, then the mode's entity types.
inline sf::FloatRect paletteRect(const EditorUi& ui, PaletteSlot slot) {
    const float column = float(slot.index) + (slot.entity ? float(ui.palette.size()) + 1.0f : 0.0f);
    return {column * editor_layout::kSwatch + 1, editor_layout::kPaletteTop, editor_layout::kSwatch - 2, 10};
}

/// The palette slot under logical point p (index -1 when none).
inline PaletteSlot paletteSlotAt(const EditorUi& ui, sf::Vector2f p) {
    if (p.y < editor_layout::kPaletteTop || p.y >= editor_layout::kTopBar || p.x < 0) return {};
    const int column = int(p.x / editor_layout::kSwatch), tiles = int(ui.palette.size());
    if (column < tiles) return {false, column};
    if (column > tiles && column - tiles - 1 < int(ui.entityTypes.size())) return {true, column - tiles - 1};
    return {};
}

/// On a level larger than the view: where the whole map is drawn in the corner (logical px).
inline sf::FloatRect minimapRect(const LevelDoc& doc) {
    const float w = float(docWidth(doc)), h = float(docHeight(doc));
    const float scale = std::min({1.0f, editor_layout::kMinimapMax / w, editor_layout::kMinimapMax / h});
    return {4.0f, float(engine::kLogicalHeight) - editor_layout::kBottomBar - 4.0f - h * scale, w * scale, h * scale};
}

/// True when the minimap is shown: the level (with a cell of margin) does not fit the view.
inline bool minimapShown(const LevelDoc& doc, const EditorUi& ui) {
    const sf::Vector2f view = ui.viewCells();
    return float(docWidth(doc) + 2) > view.x || float(docHeight(doc) + 2) > view.y;
}

/// The tile palette: every legend character, then spawn and exit.
std::vector<char> editorTilePalette();

/// The entity types a level of `mode` can hold, in schema order: the mode's own, then the ones every mode shares.
std::vector<std::string> editorEntityTypes(ModeId mode);

} // namespace game
