#pragma once
// The level editor's input tools: keys and the mouse turned into edits of an EditorSession (brush, rectangle,
// fill, eyedropper, entities, select, regions, links, paths, the inspector's typed fields, Save As). What needs the
// screen stack (a playtest, closing) comes back as an EditorAction for the screen to do.
#include <functional>
#include <string>

#include <SFML/Window/Event.hpp>

#include "engine/platform/device_state.h"
#include "game/app/editor/editor_ui.h"
#include "game/edit/editor_session.h"

namespace game {

/// What the screen does after a key: nothing more, or something only it can do.
enum class EditorAction { None, Playtest, PlaytestFromCursor, SaveRun, Leave, Close, Unhandled };

/// The editor's input: reads the devices for held modifiers, changes the session and the window state.
class EditorTools {
  public:
    /// Tools on `session` and `ui`; `devices` says which modifier keys are held; `trace` gets `ui: editor` lines.
    EditorTools(EditorSession& session, EditorUi& ui, const engine::DeviceState& devices,
                std::function<void(const std::string&)> trace);

    /// A key press; what the screen has to do after it.
    EditorAction key(const sf::Event::KeyEvent& k);
    /// A typed character (the inspector's field or the Save As name).
    void text(std::uint32_t unicode);
    /// The mouse pressed at the pointer.
    void press(sf::Mouse::Button button);
    /// The mouse moved to the pointer.
    void drag();
    /// The mouse released.
    void release();
    /// The wheel turned (zoom).
    void wheel(float delta);
    /// A gamepad button pressed (`down`) or released: A paints or acts as the left button at the cursor, B erases
    /// as the right button, LB / RB take the previous / next tile or kind, Y the next tool, X undoes, Start
    /// playtests, Back closes.
    EditorAction padButton(unsigned button, bool down);
    /// The left stick or the d-pad held at (x, y), each -1…1, for `seconds`: the cursor moves (a held A or B paints
    /// along, as a drag does).
    void padStick(float x, float y, double seconds);
    /// Keep the entity types in step with the level's mode.
    void syncMode();
    /// True while keys go to a text box (the inspector's field or the Save As name).
    bool typing() const { return ui_.typing.has_value() || ui_.saveAs.has_value(); }

    /// The inspector's rows: the selected entity's id, x, y, then its type's fields in schema order; or, in the
    /// level panel, the level's own fields (name, mode, author, par, hint).
    std::vector<InspectorRow> inspectorRows() const;

  private:
    EditorAction promptKey(const sf::Event::KeyEvent& k);
    EditorAction saveAsKey(const sf::Event::KeyEvent& k);
    void typingKey(const sf::Event::KeyEvent& k);
    void addToMyLevels();
    void cycle(int d);
    void rotateSelected(int degrees);
    void startTyping(int direction);
    void typeRow(int row);
    bool commitTyped();
    bool inspectorClick();
    void scrollInspector(float delta);
    std::string typedJson() const;
    LevelDoc typedDoc() const;
    void checkTyped();
    void selectPress(sf::Mouse::Button button);
    void clickBar();
    bool errorClick();
    const engine::FieldSpec* selectedPath() const;
    double snapped(double v) const;
    bool held(sf::Keyboard::Key a, sf::Keyboard::Key b) const { return devices_.keyHeld(a) || devices_.keyHeld(b); }
    void say(const std::string& line) const {
        if (trace_) trace_(line);
    }

    EditorSession& session_;
    EditorUi& ui_;
    const engine::DeviceState& devices_;
    std::function<void(const std::string&)> trace_;
};

/// One line of the inspector as drawn: a row's name and its value on the right, or a further piece of a long value.
struct InspectorLine {
    int row = 0;          ///< index into the rows
    std::string key;      ///< the row's name on its first line, "" on the lines a long value continues on
    std::string value;    ///< the value (or its piece), at most kInspectorChars characters with the name
    bool first = true;    ///< the row's first line
};
/// The inspector's lines for `rows`: a value too long for the name's line goes whole on the lines under it, wrapped
/// at kInspectorChars (the row being typed shows the typed text).
std::vector<InspectorLine> inspectorLines(const std::vector<InspectorRow>& rows, const EditorUi& ui);
/// How many inspector lines fit between its first row and the bottom bar.
int inspectorVisibleLines();

/// What F1 shows: every key and button of `tool`, then the keys every tool shares, one line each.
std::vector<std::string> editorHelp(Tool tool);

/// The points of the selected entity's path field `f` (empty when it has none).
std::vector<std::pair<double, double>> selectedPathPoints(const LevelDoc& doc, int selected, const engine::FieldSpec& f);

/// The selected entity's first path field, or nullptr.
const engine::FieldSpec* selectedPathField(const LevelDoc& doc, int selected);

} // namespace game
