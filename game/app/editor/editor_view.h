#pragma once
// The level editor's picture: the map and its entities, links, paths and beams, the minimap, the inspector, the
// bars and the questions, drawn from an EditorSession and the window state. Reads both, never changes them; what
// it derives from the document (the minimap's image, the links) it keeps until the document changes.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics.hpp>

#include "game/app/editor/editor_ui.h"
#include "game/app/ui/painter.h"
#include "game/edit/editor_session.h"

namespace game {

/// One line of the error panel: its text and the error it belongs to.
struct ErrorPanelLine {
    std::string text;       ///< up to kErrorPanelChars characters (continuation lines indented within them)
    std::size_t error = 0;  ///< index into EditorSession::errors()
};
/// Characters per line of the error panel.
inline constexpr std::size_t kErrorPanelChars = 94;
/// Most lines the panel shows (the rest are counted on its last line).
inline constexpr std::size_t kErrorPanelLines = 20;
/// Logical px per line of the panel.
inline constexpr float kErrorPanelLineHeight = 9.0f;
/// Every error as "line:col path: message", wrapped at kErrorPanelChars (at most kErrorPanelLines lines).
std::vector<ErrorPanelLine> errorPanelLines(const std::vector<engine::Diagnostic>& errors);
/// The panel's area (logical px): above the bottom bar, as tall as its lines.
sf::FloatRect errorPanelRect(std::size_t lines);

/// Colour of a tile character in the editor's map and minimap.
sf::Color editorTileColor(char c);

/// Draws the editor.
class EditorView {
  public:
    /// Draw everything; `rows` are the inspector's rows (EditorTools::inspectorRows), `window` the window's size.
    void draw(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<InspectorRow>& rows,
              sf::Vector2u window);

  private:
    void drawMap(Painter& p, const EditorSession& s, const EditorUi& ui, sf::Vector2u window);
    void drawEntities(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawLinks(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawBeams(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawMinimap(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawInspector(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<InspectorRow>& rows);
    void drawPalette(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawHelp(Painter& p, const EditorUi& ui);
    void drawSolutionPrompt(Painter& p, const EditorSession& s);
    void drawBars(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<InspectorRow>& rows);
    void drawPrompt(Painter& p, const EditorUi& ui);
    void drawErrorPanel(Painter& p, const EditorSession& s);
    void indexLinks(const EditorSession& s);

    /// A link (entity `from` to entity `to`) or a path (entity `from`'s points, cells) as drawLinks draws it.
    struct LinkLine {
        std::size_t from = 0;
        std::size_t to = 0;
        std::vector<std::pair<double, double>> points;
        bool path = false;
    };
    std::vector<LinkLine> links_;               ///< the document's links and paths, in document and schema order
    std::uint64_t linksVersion_ = ~std::uint64_t(0); ///< the session's shapeVersion links_ was built for
    sf::Texture minimap_;
    std::uint64_t minimapChecks_ = ~std::uint64_t(0); ///< the session's check the minimap was built for
};

} // namespace game
