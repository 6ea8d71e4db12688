#pragma once
// A mode's chapters: levels/<mode>/chapters.json names the campaign's chapters in order, each with its levels
// (file names in the mode folder) in order; that order, not the file names', is the campaign's. The format is in
// levels/README.md ("Chapters"). A folder without chapters.json is one chapter of its levels by file name, so a
// user pack or a test folder needs none.
//
// Bad input never throws: broken JSON, a wrong type, an unknown key, a level listed twice, a chapter naming a
// missing file and a level file in no chapter are each a Diagnostic at the value's line:col with its field path.
// With errors the chapters keep what could be read: missing files are dropped, a level listed again is kept where
// it came first, and the levels in no chapter follow in one more chapter, so every level stays playable.
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/diagnostic.h"

namespace game {

/// The file every mode folder may hold to name its chapters.
inline constexpr std::string_view kChaptersFileName = "chapters.json";
/// The chapters file format this code reads.
inline constexpr int kChaptersFormat = 1;

/// One chapter: its words and its levels in play order.
struct Chapter {
    std::string name;                ///< shown in the level select
    std::string idea;                ///< what the chapter teaches (may be empty)
    std::string twist;               ///< how it turns the idea (may be empty)
    std::string exam;                ///< the room that tests it (may be empty)
    std::vector<std::string> levels; ///< level files relative to the mode folder ("01.json"), in play order
};

/// A mode's chapters and every message about them.
struct ChapterList {
    std::vector<Chapter> chapters;               ///< in play order; every level of the folder is in exactly one
    std::vector<engine::Diagnostic> diagnostics; ///< errors and warnings in file order
    bool fromFile = false;                       ///< read from chapters.json (false: one chapter by file name)
    /// True when no diagnostic is an error.
    bool ok() const { return engine::countErrors(diagnostics) == 0; }
    /// Every level in campaign order.
    std::vector<std::string> order() const;
};

/// Parses chapters text (shown as `file` in messages) against the level files the folder holds (relative to it).
ChapterList parseChapters(std::string_view text, const std::string& file, const std::vector<std::string>& folderLevels);

/// The chapters of mode folder `dir`: dir/chapters.json when it exists, else one chapter (named after the folder)
/// of every level file in it by file name. An unreadable or oversized chapters.json is an error at line 0.
ChapterList loadChapters(const std::string& dir);

/// The level files of mode folder `dir`, relative to it and sorted ("01.json", "extra/a.json").
std::vector<std::string> folderLevelFiles(const std::string& dir);

} // namespace game
