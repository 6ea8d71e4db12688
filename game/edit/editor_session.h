#pragma once
// EditorSession: one level file open in the editor, with no window. It owns the document (game/edit/level_doc.h)
// and its undo history, checks the level after every edit with the loader (so its messages are --check's), plays
// the level's solution replay on it headless, and opens, saves, autosaves and recovers the file. The editor's
// screen turns keys and the mouse into its calls and draws what it holds. No SFML.
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/level/diagnostic.h"
#include "engine/level/level.h"
#include "game/edit/beam_preview.h"
#include "game/edit/level_doc.h"
#include "game/replay/replay.h"
#include "game/world/mode_rules.h"

namespace game {

/// Size of a new level, cells.
inline constexpr int kNewLevelWidth = 40, kNewLevelHeight = 17;
/// The largest side of a map the editor makes, cells (a resize stops there).
inline constexpr int kMaxDocSide = engine::kMaxLevelCells;

/// The name the level's check thread carries (/proc/self/task/TID/comm), so a profile can tell its time apart.
inline constexpr const char* kLevelCheckThreadName = "level-check";

/// An entity's parsed place and look, as the editor draws and hit-tests it (cells).
struct EntityBox {
    std::string type; ///< its type name ("" when missing)
    double x = 0.0;   ///< top-left, cells
    double y = 0.0;   ///< top-left, cells
    double w = 1.0;   ///< width, cells
    double h = 1.0;   ///< height, cells
};

/// What a resize would remove: the spawn, an exit, entities (their cells outside the new map).
struct ResizeLoss {
    bool spawn = false;       ///< the '@' cell is cut off
    int exits = 0;            ///< 'E' cells cut off
    std::size_t entities = 0; ///< entities whose cell ends up outside the map
    /// Nothing of the level's content is lost.
    bool none() const { return !spawn && exits == 0 && entities == 0; }
};

/// One level being edited: the document, its history, its check and its files.
class EditorSession {
  public:
    /// Open `path` (a level file; a new level of the first registered mode when it does not exist). A side file
    /// PATH.autosave left by a session that did not save is recovered. Never fails: a file that is not valid JSON
    /// opens with what could be read of it and its error kept among the errors; one with no map to read opens a
    /// new level with the reason, and is not written over without a second save. `trace` gets the `ui: editor`
    /// lines the window tests follow (nullptr: none).
    explicit EditorSession(std::string path, std::function<void(const std::string&)> trace = nullptr);

    // --- The document and its edits -----------------------------------------------------------------------------
    /// The document as it is.
    const LevelDoc& doc() const { return doc_; }
    /// Apply `change(doc)` as one undo step: checked again when the document changed, nothing when it did not.
    template <class F> void edit(F change) {
        beginStroke();
        change(doc_);
        touch();
        endStroke();
    }
    /// Start a stroke (a press of the mouse): what follows until endStroke is one undo step.
    void beginStroke();
    /// The document to change inside a stroke. With `entities` false the caller changes tiles only, and the
    /// entities' parsed boxes stay as they are.
    LevelDoc& strokeDoc(bool entities = true);
    /// Inside a stroke: move one entity so its top-left is at (x, y) cells (only that entity's place is parsed).
    void strokeMoveEntity(std::size_t index, double x, double y);
    /// End the stroke: one undo step when the document changed since beginStroke, and the level checked again.
    void endStroke();
    /// True between beginStroke and endStroke.
    bool inStroke() const { return stroking_; }
    /// Go back one step; false when there is none.
    bool undo();
    /// Go forward one step; false when there is none.
    bool redo();
    /// Counts every change of the document (a drawing cache is stale when it differs).
    std::uint64_t version() const { return version_; }
    /// Counts the changes other than an entity moved inside a stroke (links and paths may differ).
    std::uint64_t shapeVersion() const { return shapeVersion_; }
    /// Counts the checks (the tiles drawn small in the minimap change only with one).
    std::uint64_t checks() const { return checks_; }

    /// Add (count > 0) or remove (count < 0) cells at an edge, one undo step. The map stays within 1 ×
    /// kMaxDocSide a side. A shrink that would cut off the spawn, an exit or entities is refused with a warning
    /// the first time; the same resize asked again right after applies it, removing those entities too.
    /// Returns true when the map changed.
    bool resize(DocEdge edge, int count);
    /// What resizing `edge` by `count` would remove.
    ResizeLoss resizeLoss(DocEdge edge, int count) const;
    /// Switch the level to the next registered mode (one undo step).
    void switchMode();
    /// The level's mode, or the first registered mode when its header names none that is registered.
    ModeId mode() const;

    /// Every entity's parsed box, in document order (kept in step with the document).
    const std::vector<EntityBox>& entityBoxes() const;
    /// The topmost entity whose box covers (x, y) cells, or -1.
    int entityAt(double x, double y) const;

    // --- The check -------------------------------------------------------------------------------------------
    /// --check's errors of the document as it was last checked (a partly read file's reasons first).
    const std::vector<engine::Diagnostic>& errors() const { return errors_; }
    /// The level as the loader builds it from the document (absent when it has errors).
    const std::optional<engine::Level>& level() const { return level_; }
    /// Where each beam goes as the level loads (empty when it does not load or its mode has none).
    const std::vector<BeamPreview>& beams() const { return beams_; }
    /// "verified", "unverified", "unverified (the level has errors)" or "no solution replay".
    const std::string& verdict() const { return verdict_; }
    /// Why a loadable level is "unverified": where the solution replay stopped, on which tick, and what killed it
    /// ("the solution stops at tick 312 (2.6 s) at (14.2, 7.0): killed by spikes"); "" otherwise.
    const std::string& verdictWhy() const { return verdictWhy_; }
    /// Where the solution replay stopped (tiles), when it does not finish the level.
    const std::optional<engine::Vec2>& divergedAt() const { return divergedAt_; }
    /// True when a solution replay file lies beside the level and does not complete it (a save asks about it).
    bool solutionStale() const;
    /// Delete the solution replay file beside the level and forget it: the level has no solution replay.
    bool dropSolution();

    // --- The check on a worker thread ---------------------------------------------------------------------------
    /// With `on`, the check at the end of a stroke (the text, the loader, the beams and the solution replay) runs on
    /// a worker thread, and errors(), level(), beams() and the verdict keep the last check's until poll() takes the
    /// new one; undo, redo, saving and dropping the solution wait for it first. Off (the default), every edit is
    /// checked before it returns.
    void setBackgroundChecks(bool on) { background_ = on; }
    /// Take a finished background check (the window calls it every frame); true when one ended.
    bool poll();
    /// True while a background check runs.
    bool checking() const { return pending_.valid(); }
    /// Wait for a running background check and take it (before a playtest, which needs the level as it is).
    void finishCheck();

    // --- Files -----------------------------------------------------------------------------------------------
    /// The file the level saves to.
    const std::string& path() const { return path_; }
    /// True when the document differs from the file as last saved (or was never saved there).
    bool dirty() const { return dirty_; }
    /// Save to path(). False (and message() says why) when nothing was written: a write failed, or the file on
    /// disk could not be read and this is the first save over it.
    bool save();
    /// Save to `newPath` and edit that file from then on (its solution replay, when one is known, goes with it).
    /// Another file that exists is written over only when asked for twice in a row.
    bool saveAs(const std::string& newPath);
    /// Write PATH.autosave when there are changes since the last autosave.
    void autosave();
    /// True when changes are waiting for the next autosave.
    bool autosavePending() const { return dirty_ && autosaveDirty_; }
    /// Forget the unsaved changes' side file (closing without saving).
    void discardAutosave();
    /// Save the level, then `run` beside it as its solution replay (its `level` relative to the replay's folder).
    bool saveSolution(const Replay& run);
    /// The solution replay in memory (read once when the file opens; replaced when one is saved).
    const std::optional<Replay>& solution() const { return solution_; }

    // --- Messages --------------------------------------------------------------------------------------------
    /// The latest notice or refusal ("Saved ...", "Not saved: ..."); cleared by the next edit.
    const std::string& message() const { return message_; }
    /// Set the notice shown until the next edit.
    void setMessage(std::string text) { message_ = std::move(text); }

  private:
    void open();
    DocLoad openTiled(const std::string& text, const std::string& from);
    DocLoad salvage(const std::string& text, const std::string& from, bool recovering);
    void keepIfBroken();
    void loadSolution();
    /// What one check of the level's text finds.
    struct CheckResult {
        std::string text;
        std::vector<engine::Diagnostic> errors;
        std::optional<engine::Level> level;
        std::vector<BeamPreview> beams;
        std::string verdict;
        std::string why;
        std::optional<engine::Vec2> divergedAt;
    };
    static CheckResult runCheck(std::string text, const std::string& path, const Replay* solution);
    static void judgeSolution(CheckResult& out, const Replay* solution);
    void revalidate(const std::string* text = nullptr);
    void apply(CheckResult r);
    void takeVerdict(CheckResult& r);
    void launchCheck();
    void setErrors();
    void settle(const std::string& text);
    void touch();
    void rebuildBoxes() const;
    void say(const std::string& line) const;

    std::string path_;
    std::function<void(const std::string&)> trace_;
    LevelDoc doc_;
    EditHistory history_;
    LevelDoc before_;                          ///< the document when the stroke began
    std::optional<std::string> beforeText_;    ///< before_'s text, when it was the one last checked
    bool stroking_ = false;
    std::string checkedText_;                  ///< the text revalidate last checked
    bool docChecked_ = false;                  ///< the document's text is checkedText_
    std::optional<std::string> savedText_;     ///< the document's text as on disk (absent: never saved there)
    std::vector<engine::Diagnostic> loadErrors_;  ///< the loader's errors of checkedText_
    std::vector<engine::Diagnostic> readErrors_;  ///< why the file on disk was only partly read (until saved)
    std::vector<engine::Diagnostic> errors_;      ///< readErrors_ then loadErrors_
    std::optional<std::string> brokenOriginal_;   ///< the bytes of a partly read file, kept as PATH.broken on save
    std::optional<engine::Level> level_;
    std::vector<BeamPreview> beams_;
    std::optional<Replay> solution_;
    std::shared_ptr<const Replay> solutionShared_; ///< the solution as the worker reads it
    bool solutionChanged_ = true;                  ///< solutionShared_ is to be made again
    bool background_ = false;
    std::future<CheckResult> pending_;   ///< the running background check
    std::uint64_t launchedVersion_ = 0;  ///< the document's version it checks
    bool stale_ = false;                 ///< the document changed while it ran
    std::string verdict_;
    std::string verdictWhy_;
    std::optional<engine::Vec2> divergedAt_;
    std::string message_;
    std::uint64_t version_ = 0;
    std::uint64_t shapeVersion_ = 0;
    std::uint64_t checks_ = 0;
    mutable std::vector<EntityBox> boxes_;
    mutable std::uint64_t boxesVersion_ = ~std::uint64_t(0);
    std::optional<std::pair<DocEdge, int>> pendingResize_; ///< a lossy resize refused once, applied if asked again
    bool dirty_ = false;
    bool autosaveDirty_ = false;
    bool locked_ = false;           ///< the file on disk could not be read: the first save asks again
    bool confirmOverwrite_ = false; ///< the next save writes over a locked file
    std::string confirmSaveAs_;     ///< an existing file Save As was asked for once (the next ask writes over it)
};

/// The side file the editor autosaves `path` to every 30 s while there are unsaved changes.
std::string autosavePathFor(const std::string& path);

} // namespace game
