#pragma once
// The canonical form of a native level file: one form for every file, whoever wrote it, so diffs show only what
// changed.
//   {
//     "format": 1,                      the header fields, in the order format, name, mode, author, par, hint,
//     "name": "Hello",                  one per line, then any other top-level key (an author's "_comment",
//     ...                               an unknown key) where it was written among them
//     "tiles": [                        one tile row per line
//       "##########",
//       "#@......E#"
//     ],
//     "entities": [                     one entity per line: type, id, x, y, then the type's fields in schema
//       {"type": "laser", "x": 4, ...}  order, then any other key ("_comment" included) in file order
//     ]
//   }
// Values keep their meaning exactly: numbers are written as they were typed ("0.50" stays "0.50"), strings are
// re-escaped only where JSON requires it. Indent is two spaces; the file ends with one newline.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/diagnostic.h"
#include "engine/level/entity_schema.h"
#include "engine/level/json_source.h"

namespace engine {

/// The canonical text of a level, or why it has none.
struct FormatResult {
    std::optional<std::string> text;     ///< the canonical text; absent when the file cannot be formatted
    std::vector<Diagnostic> diagnostics; ///< why not: a syntax error, a key given twice, a Tiled map, not an object
};

/// The canonical text of native level JSON `text` (named `file` in messages). Schema errors do not stop it, so
/// work in progress can be formatted; text that is not JSON, a key given twice (one value would be lost) and a
/// Tiled map are refused.
FormatResult formatLevelText(std::string_view text, const std::string& file, const EntitySchema& schema);

/// `v` written on one line as the canonical form writes values: [a, b], {"k": v}, numbers as typed.
std::string inlineJson(const JsonValue& v);

/// The first 1-based line where `a` and `b` differ (0 when equal).
int firstDifferentLine(std::string_view a, std::string_view b);

} // namespace engine
