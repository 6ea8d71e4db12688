#pragma once
// Text that matches the screen: each mode's presentation lists the things its hints and signs may name
// (ModePresentation::things: the words for a thing, the colours it is drawn in, and what in a level shows it).
// textProblems reads a level's hint and sign texts and names every colour word that does not describe a thing the
// level shows in that colour ("blue orbs" where orbs are gold), and every thing named that the level does not
// contain ("beams" in a level without an emitter or robot).
#include <string>
#include <vector>

#include "engine/collision/tile_grid.h"
#include "engine/level/level.h"

namespace game {

/// One nameable thing of a mode.
struct ThingWords {
    std::vector<std::string> names;       ///< lower-case words for it, singular and plural ("orb", "orbs")
    std::vector<std::string> colours;     ///< colour words it is drawn in ("gold")
    std::vector<std::string> entities;    ///< level entity types that show it ("orb")
    std::vector<engine::TileKind> tiles;  ///< tile kinds that show it
    bool exit = false;                    ///< every level's exit shows it
};

/// The colour words a text is checked for.
const std::vector<std::string>& colourWords();

/// Words a colour word may stand before the thing it colours ("red spinning beams"): the nearest thing name within
/// this many words after it is the one it describes.
inline constexpr int kColourReach = 3;

/// The problems of level's hint and sign texts against things, each "where: what" ("sign at 3,15: 'blue orbs':
/// orbs are gold"); empty when every colour and thing named is on screen as said.
std::vector<std::string> textProblems(const engine::Level& level, const std::vector<ThingWords>& things);

} // namespace game
