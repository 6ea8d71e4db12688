// The editor's input tools without a window: the inspector's rows clicked and tabbed through, long values wrapped
// whole, the level panel, a link shown after it is made, the palette's kinds, and F1's keys.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "game/app/editor/editor_tools.h"
#include "game/app/editor/editor_ui.h"
#include "game/world/mode_rules.h"

namespace fs = std::filesystem;

namespace {

const char* const kLinks = R"({"format": 1, "name": "Links", "mode": "ninja",
 "tiles": ["######################", "#....................#", "#....................#", "#....................#",
           "#....................#", "#....................#", "#....................#", "#@..................E#",
           "######################"],
 "entities": [{"type": "receiver", "x": 10, "y": 2, "link": "d"}, {"type": "door", "id": "d", "x": 16, "y": 5},
              {"type": "door", "id": "gate", "x": 18, "y": 5},
              {"type": "laser", "x": 4, "y": 1, "angle": 90, "kind": "moving",
               "path": [[4, 1], [6, 1], [8, 2], [10, 3], [12, 4], [14, 5]]}]})";

/// An editor on a copy of kLinks (or `text`) in a scratch folder: the session, the window state and the tools.
struct Editor {
    explicit Editor(const std::string& name, const std::string& text = kLinks)
        : path(prepare(name, text)), session(path.string()), tools(session, ui, devices, nullptr) {}

    static fs::path prepare(const std::string& name, const std::string& text) {
        const fs::path dir = fs::temp_directory_path() / ("raycrypt-editor-tools-" + name + "-" + std::to_string(::getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        std::ofstream(dir / "level.json") << text;
        return dir / "level.json";
    }
    void key(sf::Keyboard::Key code, bool shift = false) { tools.key({code, false, false, shift, false}); }
    void type(const std::string& s) {
        for (char c : s) tools.text(std::uint32_t(c));
    }
    /// A left click at logical point (x, y).
    void click(float x, float y, sf::Mouse::Button b = sf::Mouse::Left) {
        ui.pointer = {x, y};
        tools.press(b);
        tools.release();
    }
    /// The inspector row named `key` (its index), or -1.
    int row(const std::string& key) const {
        const std::vector<game::InspectorRow> rows = tools.inspectorRows();
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].key == key) return int(i);
        return -1;
    }
    /// The logical point of the inspector line where row `r` starts.
    sf::Vector2f rowPoint(int r) const {
        const std::vector<game::InspectorLine> lines = game::inspectorLines(tools.inspectorRows(), ui);
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (lines[i].row == r)
                return {ui.mapRight() + 20, game::editor_layout::kInspectorTop +
                                                (float(i) - float(ui.inspectorScroll) + 0.5f) * game::editor_layout::kInspectorLine};
        return {-1, -1};
    }

    fs::path path;
    game::EditorUi ui;
    engine::DeviceState devices;
    game::EditorSession session;
    game::EditorTools tools;
};

} // namespace

TEST_CASE("A click on an inspector row types into that row", "[editor]") {
    Editor e("click");
    e.ui.selected = 3; // the moving laser
    const int speed = e.row("speed");
    REQUIRE(speed > 0);
    const sf::Vector2f at = e.rowPoint(speed);
    e.click(at.x, at.y);
    REQUIRE(e.ui.typing);
    CHECK(*e.ui.typing == speed);
    CHECK(e.ui.buffer.empty()); // speed is not given: the box starts empty, meaning its default
    CHECK(e.ui.typingError.empty());
    e.type("3");
    e.key(sf::Keyboard::Return);
    CHECK(*game::findMember(e.session.doc().entities[3], "speed") == "3");
    // A click on the row of a given text field starts from its value, without quotes.
    const sf::Vector2f kind = e.rowPoint(e.row("kind"));
    e.click(kind.x, kind.y);
    CHECK(e.ui.buffer == "moving");
}

TEST_CASE("Tab passes the unset optional fields and stops at the given and required ones", "[editor]") {
    Editor e("tab");
    e.ui.selected = 3;
    const std::vector<game::InspectorRow> rows = e.tools.inspectorRows();
    std::vector<std::string> visited;
    e.key(sf::Keyboard::Tab);
    for (int i = 0; i < 12 && e.ui.typing; ++i) {
        visited.push_back(rows[std::size_t(*e.ui.typing)].key);
        CHECK(e.ui.typingError.empty());
        e.key(sf::Keyboard::Tab);
    }
    CHECK(std::vector<std::string>(visited.begin(), visited.begin() + 6) ==
          std::vector<std::string>{"x", "y", "angle", "kind", "path", "x"});
    // An unset number field reached by a click and left empty takes its default: Tab moves on.
    e.key(sf::Keyboard::Escape);
    const sf::Vector2f at = e.rowPoint(e.row("sweep"));
    e.click(at.x, at.y);
    REQUIRE(*e.ui.typing == e.row("sweep"));
    e.key(sf::Keyboard::Tab);
    CHECK(e.ui.typingError.empty());
    CHECK(*e.ui.typing == e.row("path"));
    CHECK(game::findMember(e.session.doc().entities[3], "sweep") == nullptr);
}

TEST_CASE("A long value is shown whole, wrapped over the inspector's lines", "[editor]") {
    Editor e("wrap");
    e.ui.selected = 3;
    const std::vector<game::InspectorRow> rows = e.tools.inspectorRows();
    const int path = e.row("path");
    std::string shown;
    for (const game::InspectorLine& l : game::inspectorLines(rows, e.ui)) {
        CHECK(l.key.size() + (l.key.empty() ? 0 : 1) + l.value.size() <= game::editor_layout::kInspectorChars);
        if (l.row == path) shown += (l.first || shown.empty() ? "" : " ") + l.value;
    }
    CHECK(shown == "[[4, 1], [6, 1], [8, 2], [10, 3], [12, 4], [14, 5]]");
}

TEST_CASE("After a link is dragged, the inspector shows the entity that links", "[editor]") {
    Editor e("link");
    e.ui.tool = game::Tool::Select;
    e.ui.selected = 2; // a door selected before
    e.ui.pointer = e.ui.toScreen(10.5, 2.5); // the receiver
    e.tools.press(sf::Mouse::Right);
    e.ui.pointer = e.ui.toScreen(18.5, 5.5); // the door "gate"
    e.tools.drag();
    e.tools.release();
    CHECK(*game::findMember(e.session.doc().entities[0], "link") == "\"gate\"");
    CHECK(e.ui.selected == 0);
    const std::vector<game::InspectorRow> rows = e.tools.inspectorRows();
    CHECK(rows[std::size_t(e.row("link"))].value == "\"gate\"");
}

TEST_CASE("The level panel edits every field of the level's header", "[editor]") {
    Editor e("level");
    e.key(sf::Keyboard::L);
    REQUIRE(e.ui.levelPanel);
    std::vector<std::string> keys;
    for (const game::InspectorRow& r : e.tools.inspectorRows()) keys.push_back(r.key);
    CHECK(keys == std::vector<std::string>{"name", "mode", "author", "par", "hint"});
    // The name: Tab starts on it; emptied, it is refused (a level needs one); typed, it is kept.
    e.key(sf::Keyboard::Tab);
    REQUIRE(*e.ui.typing == 0);
    CHECK(e.ui.buffer == "Links");
    for (int i = 0; i < 5; ++i) e.key(sf::Keyboard::BackSpace);
    CHECK_FALSE(e.ui.typingError.empty());
    e.type("Cave");
    e.key(sf::Keyboard::Tab); // kept, and on to the mode (given and required)
    CHECK(*e.ui.typing == 1);
    e.key(sf::Keyboard::Escape);
    // An unset optional field, clicked: the par, typed as a number.
    const sf::Vector2f par = e.rowPoint(3);
    e.click(par.x, par.y);
    REQUIRE(*e.ui.typing == 3);
    e.type("12.5");
    e.key(sf::Keyboard::Return);
    const std::vector<game::DocMember>& h = e.session.doc().header;
    const auto value = [&](const std::string& k) {
        auto it = std::find_if(h.begin(), h.end(), [&](const game::DocMember& m) { return m.first == k; });
        return it == h.end() ? std::string() : it->second;
    };
    CHECK(value("name") == "\"Cave\"");
    CHECK(value("par") == "12.5");
    CHECK(e.session.errors().empty());
    // A click on the file's name in the top bar opens the panel too.
    e.key(sf::Keyboard::L);
    CHECK_FALSE(e.ui.levelPanel);
    e.click(10, 4);
    CHECK(e.ui.levelPanel);
}

TEST_CASE("The palette offers the mode's own entity kinds, and a click on one takes it", "[editor]") {
    Editor e("palette");
    const std::vector<std::string>& ninja = e.ui.entityTypes;
    CHECK(std::find(ninja.begin(), ninja.end(), "laser") != ninja.end());
    for (const char* crypt : {"bat", "skeleton", "orb", "lich", "key", "gate"})
        CHECK(std::find(ninja.begin(), ninja.end(), crypt) == ninja.end());
    const int mirror = int(std::find(ninja.begin(), ninja.end(), "mirror") - ninja.begin());
    const sf::FloatRect r = game::paletteRect(e.ui, {true, mirror});
    e.click(r.left + 2, r.top + 2);
    CHECK(e.ui.tool == game::Tool::Entity);
    CHECK(e.ui.entityTypes[std::size_t(e.ui.entityType)] == "mirror");
    // In a crypt level, the crypt's kinds and no laser.
    e.key(sf::Keyboard::M);
    const std::vector<std::string>& crypt = e.ui.entityTypes;
    CHECK(crypt.front() == "skeleton");
    CHECK(std::find(crypt.begin(), crypt.end(), "laser") == crypt.end());
}

TEST_CASE("F1 shows every key of the current tool in the editor", "[editor]") {
    Editor e("help");
    e.key(sf::Keyboard::F1);
    CHECK(e.ui.help);
    e.key(sf::Keyboard::Escape); // closes the help, not the editor
    CHECK_FALSE(e.ui.help);
    const auto says = [](game::Tool t, const std::string& what) {
        for (const std::string& l : game::editorHelp(t))
            if (l.find(what) != std::string::npos) return true;
        return false;
    };
    CHECK(says(game::Tool::Select, "Ctrl+C"));
    CHECK(says(game::Tool::Select, "Ctrl+left"));
    CHECK(says(game::Tool::Brush, "right drag"));
    CHECK(says(game::Tool::Entity, "place"));
    CHECK_FALSE(says(game::Tool::Brush, "Ctrl+left"));
    for (game::Tool t : {game::Tool::Brush, game::Tool::Rect, game::Tool::Fill, game::Tool::Pick, game::Tool::Entity,
                         game::Tool::Select})
        CHECK(says(t, "F5"));
}

TEST_CASE("A gamepad moves the cursor with the stick, paints and erases on buttons and picks on the shoulders", "[editor]") {
    Editor e("pad");
    e.tools.padStick(0.1f, 0.1f, 1.0); // inside the deadzone: nothing
    CHECK(e.ui.pointer == sf::Vector2f(-1, -1));
    e.tools.padStick(1.0f, 0.0f, 0.05); // the cursor comes into the map and moves right
    REQUIRE(e.ui.inMap(e.ui.pointer));
    const float x0 = e.ui.pointer.x;
    e.tools.padStick(1.0f, 0.0f, 0.1);
    CHECK(e.ui.pointer.x > x0);
    // Onto a cell inside the room: (5, 3).
    e.ui.pointer = e.ui.toScreen(5.5, 3.5);
    const int tile = e.ui.tile;
    CHECK(e.tools.padButton(5, true) == game::EditorAction::None); // RB: the next tile
    e.tools.padButton(5, false);
    CHECK(e.ui.tile == tile + 1);
    e.tools.padButton(4, true); // LB: back to the wall
    CHECK(e.ui.tile == tile);
    e.tools.padButton(0, true); // A paints, and paints along while the stick moves it
    e.tools.padStick(0.0f, 1.0f, 8.0 / 160.0);
    e.tools.padButton(0, false);
    CHECK(game::tileAt(e.session.doc(), {5, 3}) == '#');
    CHECK(game::tileAt(e.session.doc(), {5, 4}) == '#');
    e.tools.padButton(1, true); // B erases
    e.tools.padButton(1, false);
    CHECK(game::tileAt(e.session.doc(), {5, 4}) == '.');
    e.tools.padButton(3, true); // Y: the next tool
    CHECK(e.ui.tool == game::Tool::Rect);
    e.tools.padButton(2, true); // X: undo (the erase)
    CHECK(game::tileAt(e.session.doc(), {5, 4}) == '#');
    CHECK(e.tools.padButton(7, true) == game::EditorAction::Playtest); // Start
    CHECK(e.tools.padButton(6, true) == game::EditorAction::Leave);    // Back
}

TEST_CASE("The entity palette of both modes offers the checkpoint and the collectible", "[editor][checkpoint][collectible]") {
    for (const char* mode : {"ninja", "crypt"}) {
        INFO(mode);
        const std::optional<game::ModeId> id = game::findMode(mode);
        REQUIRE(id);
        const std::vector<std::string> types = game::editorEntityTypes(*id);
        CHECK(std::count(types.begin(), types.end(), "checkpoint") == 1);
        CHECK(std::count(types.begin(), types.end(), "collectible") == 1);
        CHECK(std::count(types.begin(), types.end(), "sign") == 1);
    }
}
