// The editor's error panel: every error listed, long ones wrapped at word boundaries within the window.
#include <catch2/catch.hpp>

#include <algorithm>

#include "game/app/editor/editor_view.h"

TEST_CASE("The error panel lists every error and wraps long ones within its width", "[editor]") {
    std::vector<engine::Diagnostic> errors(3);
    errors[0].line = 12;
    errors[0].column = 48;
    errors[0].path = "entities[0].angle";
    errors[0].message = "must be between -360 and 360 deg, got 900 deg";
    errors[1].line = 13;
    errors[1].column = 50;
    errors[1].path = "entities[1].link";
    errors[1].message = "no door with id \"" + std::string(150, 'x') + "\" in this level (there is no door at all)";
    errors[2].line = 14;
    errors[2].column = 1;
    errors[2].message = "short";
    const std::vector<game::ErrorPanelLine> lines = game::errorPanelLines(errors);
    REQUIRE(lines.size() >= 5);
    CHECK(lines.front().text == "12:48 entities[0].angle: must be between -360 and 360 deg, got 900 deg");
    CHECK(lines.front().error == 0);
    CHECK(lines.back().text == "14:1 short");
    CHECK(lines.back().error == 2);
    std::string second;
    for (const game::ErrorPanelLine& l : lines) {
        CHECK(l.text.size() <= game::kErrorPanelChars);
        if (l.error == 1) second += l.text.substr(l.text.rfind("    ", 0) == 0 ? 4 : 0) + " ";
    }
    CHECK(std::count(second.begin(), second.end(), 'x') == 150); // a word longer than a line is cut, never lost
    CHECK(second.find("(there is no door at all)") != std::string::npos);
    // No more than the panel holds.
    const std::vector<engine::Diagnostic> many(100, errors[2]);
    CHECK(game::errorPanelLines(many).size() == game::kErrorPanelLines);
}
