#pragma once
// Diagnostic: one compiler-style message about a level file, pointing at the exact line:column of the problem.
#include <string>
#include <vector>

namespace engine {

/// One error or warning about a source file. Lines and columns are 1-based; columns count Unicode code points
/// (a tab is one column), the way editors number them. line == 0 means "the whole file" (e.g. it cannot be read).
struct Diagnostic {
    /// How bad it is: an Error makes the file invalid, a Warning does not.
    enum Severity { Error, Warning };

    Severity severity = Error;
    std::string file;     ///< the name shown to the user (as given on the command line)
    int line = 0;         ///< 1-based line, 0 when the message concerns the whole file
    int column = 0;       ///< 1-based column in code points, 0 when line is 0
    std::string path;     ///< where in the data: "entities[2].angle", "tiles[3]"; empty for the document itself
    std::string message;  ///< what is wrong and, where possible, how to fix it

    /// "FILE:LINE:COL: error: PATH: message" (the "PATH: " part is left out when path is empty, "LINE:COL:" when
    /// line is 0).
    std::string format() const;
};

/// Number of Error diagnostics in ds.
int countErrors(const std::vector<Diagnostic>& ds);
/// Number of Warning diagnostics in ds.
int countWarnings(const std::vector<Diagnostic>& ds);
/// For on-screen overlays: at most maxLines formatted lines, errors before warnings (each in file order); when
/// some are left out, the last line says "... and N more". maxLines 0 gives nothing.
std::vector<std::string> summarizeDiagnostics(const std::vector<Diagnostic>& ds, std::size_t maxLines);

} // namespace engine
