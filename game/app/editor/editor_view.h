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

/// Draws the editor.
class EditorView {
  public:
    /// Draw everything; `rows` are the inspector's rows (EditorTools::inspectorRows), `window` the window's size.
    void draw(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<std::string>& rows,
              sf::Vector2u window);

  private:
    void drawMap(Painter& p, const EditorSession& s, const EditorUi& ui, sf::Vector2u window);
    void drawEntities(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawLinks(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawBeams(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawMinimap(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawInspector(Painter& p, const EditorSession& s, const EditorUi& ui);
    void drawBars(Painter& p, const EditorSession& s, const EditorUi& ui, const std::vector<std::string>& rows);
    void drawPrompt(Painter& p, const EditorUi& ui);
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
