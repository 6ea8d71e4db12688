#pragma once
// The level editor's check after every edit (game/edit/level_doc.h): the document written as level text and that
// text loaded through the real loader and schema, on a large generated level.
#include <cstddef>
#include <cstdint>
#include <string>

#include "game/edit/level_doc.h"

namespace bench {

/// What measureEditorValidate found (CPU ms, medians of the runs).
struct EditorFigures {
    double validateMs = 0.0;  ///< levelDocText + loadLevelText, the median run
    double textMs = 0.0;      ///< of which levelDocText (median of the runs' text parts)
    double loadMs = 0.0;      ///< of which loadLevelText (median of the runs' load parts)
    std::size_t bytes = 0;    ///< the level text's size
    std::size_t errors = 0;   ///< errors the loader reported (0: the level is valid)
    std::string firstError;   ///< the first of them, formatted
};

/// A ninja LevelDoc of width × height cells (newLevelDoc's walled room) with `entities` entities of the types the
/// shipped ninja levels use (lasers, robots, mirrors, receivers, doors, platforms, signs; within the cost limits
/// of game/world/level_schema.h), each made by makeEntity on its own empty cell picked with engine::Rng `seed`;
/// each receiver is linked to a door of its own.
game::LevelDoc generateEditorDoc(int width, int height, int entities, std::uint64_t seed);

/// Time what the editor runs after every edit on `doc`: levelDocText then engine::loadLevelText, `runs` times.
EditorFigures measureEditorValidate(const game::LevelDoc& doc, int runs);

} // namespace bench
