#include "game/edit/editor_session.h"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <pthread.h>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"
#include "game/edit/beam_preview.h"
#include "game/edit/level_salvage.h"
#include "game/play/play_session.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/save/atomic_file.h"
#include "game/world/level_schema.h"

namespace game {
namespace {

bool fileExists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec);
}

bool isTiledFile(const std::string& path) { return std::filesystem::path(path).extension() == ".tmj"; }

void removeFile(const std::string& path) {
    std::error_code ec;
    std::filesystem::remove(path, ec);
}

/// The document with the first registered mode's name as its mode: a walled room, spawn and exit.
LevelDoc newDoc() { return newLevelDoc(std::string(modeRules(0).name), kNewLevelWidth, kNewLevelHeight); }

/// What killed the player, as the editor says it.
const char* deathWords(DeathCause cause) {
    switch (cause) {
    case DeathCause::Laser: return "killed by a laser";
    case DeathCause::Spikes: return "killed by spikes";
    case DeathCause::Crushed: return "crushed";
    case DeathCause::Enemy: return "killed by an enemy";
    case DeathCause::Projectile: return "killed by a projectile";
    case DeathCause::Fell: return "fell out of the level";
    case DeathCause::None: break;
    }
    return "died";
}

/// "12.3" (one decimal).
std::string oneDecimal(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

/// A JSON string's text without its quotes ("" when it is not a plain string).
std::string unquoted(const std::string& json) {
    if (json.size() < 2 || json.front() != '"' || json.back() != '"') return "";
    return json.substr(1, json.size() - 2);
}

} // namespace

std::string autosavePathFor(const std::string& path) { return path + ".autosave"; }

EditorSession::EditorSession(std::string path, std::function<void(const std::string&)> trace)
    : path_(std::move(path)), trace_(std::move(trace)) {
    open();
}

void EditorSession::say(const std::string& line) const {
    if (trace_) trace_(line);
}

// --- Opening ---------------------------------------------------------------------------------------------------
void EditorSession::open() {
    const std::string side = autosavePathFor(path_);
    const bool recover = fileExists(side);
    const std::string from = recover ? side : path_;
    ReadResult read = readWholeFile(from, engine::kMaxLevelFileBytes);
    bool clean = true; // the document is the file on disk as it is
    if (read.status == ReadResult::Status::Missing) {
        doc_ = newDoc();
        message_ = "New level: Ctrl+S saves it as " + path_;
    } else if (read.status != ReadResult::Status::Ok) {
        doc_ = newDoc();
        message_ = read.error;
        locked_ = true;
    } else {
        DocLoad loaded = parseLevelDoc(read.text, from, levelSchema());
        if (!loaded.doc && isTiledFile(from)) loaded = openTiled(read.text, from);
        else if (!loaded.doc) loaded = salvage(read.text, from, recover);
        if (loaded.doc) {
            doc_ = std::move(*loaded.doc);
            if (recover) {
                keepIfBroken();
                clean = false;
                message_ = "Recovered unsaved work from " + side + ": Ctrl+S keeps it";
            }
            if (!readErrors_.empty() || (isTiledFile(from) && !fileExists(path_))) clean = false;
        } else {
            doc_ = newDoc();
            message_ = loaded.errors.empty() ? "cannot edit " + from : loaded.errors.front().format();
            locked_ = !recover; // a broken file is never written over by a new level without asking
        }
    }
    if (clean) savedText_ = levelDocText(doc_, levelSchema());
    autosaveDirty_ = !clean && !recover;
    say("ui: editor open " + path_ + (recover ? " recovered" : ""));
    loadSolution();
    revalidate();
}

DocLoad EditorSession::openTiled(const std::string& text, const std::string& from) {
    DocLoad r;
    engine::LoadResult level = engine::loadLevelText(text, from, levelSchema());
    if (!level.level) {
        for (engine::Diagnostic& d : level.diagnostics)
            if (d.severity == engine::Diagnostic::Error) r.errors.push_back(std::move(d));
        return r;
    }
    r = parseLevelDoc(engine::saveLevelJson(*level.level, levelSchema()), from, levelSchema());
    if (r.doc) {
        path_ = std::filesystem::path(path_).replace_extension(".json").string();
        message_ = "Opened the Tiled map " + from + ": Ctrl+S saves it as native JSON to " + path_;
    }
    return r;
}

DocLoad EditorSession::salvage(const std::string& text, const std::string& from, bool recovering) {
    DocLoad r = salvageLevelDoc(text, from, levelSchema());
    if (!r.doc) return r;
    readErrors_ = r.errors;
    for (engine::Diagnostic& d : readErrors_) { // their paths are the file's, not the document's: no marks
        if (!d.path.empty()) d.message = d.path + ": " + d.message;
        if (d.severity == engine::Diagnostic::Error) d.message = "not JSON: " + d.message;
        d.path.clear();
    }
    if (!recovering) brokenOriginal_ = text;
    message_ = "Opened what could be read of " + from;
    say("ui: editor salvaged " + std::to_string(r.doc->tiles.size()) + " rows, " +
        std::to_string(r.doc->entities.size()) + " entities: " + r.errors.front().format());
    return r;
}

void EditorSession::keepIfBroken() {
    ReadResult original = readWholeFile(path_, engine::kMaxLevelFileBytes);
    if (original.status == ReadResult::Status::Ok && !isTiledFile(path_) &&
        !parseLevelDoc(original.text, path_, levelSchema()).doc)
        brokenOriginal_ = original.text;
}

void EditorSession::loadSolution() {
    solutionChanged_ = true;
    solution_.reset();
    const std::string file = solutionReplayPathFor(path_);
    if (!fileExists(file)) return;
    ReplayLoadResult replay = loadReplayFile(file);
    solution_ = replay.ok() ? std::move(replay.replay) : std::optional<Replay>(Replay{});
    if (!replay.ok()) solution_->frames.clear(); // an unreadable replay completes nothing
}

// --- The check -------------------------------------------------------------------------------------------------
/// The level's check as one value: the loader's errors, the level, its beams and the solution's verdict.
EditorSession::CheckResult EditorSession::runCheck(std::string text, const std::string& path, const Replay* solution) {
    CheckResult out;
    out.text = std::move(text);
    engine::LoadResult r = engine::loadLevelText(out.text, path, levelSchema());
    for (engine::Diagnostic& d : r.diagnostics)
        if (d.severity == engine::Diagnostic::Error) out.errors.push_back(std::move(d));
    out.level = std::move(r.level);
    if (out.level) out.beams = beamPreviews(*out.level);
    judgeSolution(out, solution);
    return out;
}

/// Play the solution replay on the level: the verdict, and where and why a run that does not finish stopped.
void EditorSession::judgeSolution(CheckResult& out, const Replay* solution) {
    out.verdict = "no solution replay";
    out.why.clear();
    out.divergedAt.reset();
    if (!out.level) {
        out.verdict = "unverified (the level has errors)";
        return;
    }
    if (!solution) return;
    if (solution->frames.empty()) {
        out.verdict = "unverified";
        out.why = "the solution replay cannot be read";
        return;
    }
    PlaySession run;
    SessionSetup setup;
    setup.level = *out.level;
    setup.playback = *solution;
    run.open(std::move(setup), nullptr);
    const HeadlessSummary s = runReplay(run);
    if (s.outcome == "complete" && s.deaths == 0) {
        out.verdict = "verified";
        return;
    }
    out.verdict = "unverified";
    const World& world = run.world();
    const engine::Vec2 at = s.outcome == "dead" ? world.deathPoint : s.player;
    out.divergedAt = at;
    out.why = "the solution " + std::string(s.outcome == "dead" ? "stops" : "runs out") + " at tick " +
              std::to_string(s.ticks) + " (" + oneDecimal(s.seconds) + " s) at (" + oneDecimal(at.x) + ", " +
              oneDecimal(at.y) + "): " + (s.outcome == "dead" ? deathWords(world.lastDeath) : "the exit is not reached");
}

void EditorSession::revalidate(const std::string* text) {
    finishCheck();
    apply(runCheck(text ? *text : levelDocText(doc_, levelSchema()), path_, solution_ ? &*solution_ : nullptr));
}

/// Take a check's results as the document's.
void EditorSession::apply(CheckResult r) {
    checkedText_ = std::move(r.text);
    docChecked_ = true;
    ++checks_;
    ++shapeVersion_;
    loadErrors_ = std::move(r.errors);
    level_ = std::move(r.level);
    beams_ = std::move(r.beams);
    takeVerdict(r);
    settle(checkedText_);
}

void EditorSession::takeVerdict(CheckResult& r) {
    verdict_ = std::move(r.verdict);
    verdictWhy_ = std::move(r.why);
    divergedAt_ = r.divergedAt;
    if (!verdictWhy_.empty()) say("ui: editor unverified: " + verdictWhy_);
}

// --- The check on a worker thread ----------------------------------------------------------------------------
void EditorSession::launchCheck() {
    launchedVersion_ = version_;
    stale_ = false;
    // The worker gets copies: the document, the path and the solution (shared, made again only when it changes).
    if (solutionChanged_) solutionShared_ = solution_ ? std::make_shared<const Replay>(*solution_) : nullptr;
    solutionChanged_ = false;
    pending_ = std::async(std::launch::async, [doc = doc_, path = path_, solution = solutionShared_] {
        pthread_setname_np(pthread_self(), kLevelCheckThreadName);
        return runCheck(levelDocText(doc, levelSchema()), path, solution.get());
    });
}

bool EditorSession::poll() {
    if (!pending_.valid() || pending_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return false;
    CheckResult r = pending_.get();
    if (launchedVersion_ == version_ && !stale_) apply(std::move(r));
    else if (!stroking_) launchCheck(); // the document changed meanwhile: check it as it is
    return true;
}

void EditorSession::finishCheck() {
    if (!pending_.valid()) return;
    CheckResult r = pending_.get();
    if (launchedVersion_ == version_ && !stale_) apply(std::move(r));
}

bool EditorSession::solutionStale() const {
    return level_ && solution_ && verdict_ == "unverified" && fileExists(solutionReplayPathFor(path_));
}

bool EditorSession::dropSolution() {
    finishCheck();
    const std::string file = solutionReplayPathFor(path_);
    std::error_code ec;
    if (!std::filesystem::remove(file, ec) || ec) {
        message_ = "The solution replay " + file + " could not be removed" + (ec ? ": " + ec.message() : "");
        return false;
    }
    solution_.reset();
    solutionChanged_ = true;
    CheckResult r;
    r.level = level_;
    judgeSolution(r, nullptr);
    takeVerdict(r);
    message_ = "Dropped the solution replay " + file;
    say("ui: editor dropped the solution replay");
    settle(checkedText_);
    return true;
}

void EditorSession::setErrors() {
    errors_ = readErrors_;
    errors_.insert(errors_.end(), loadErrors_.begin(), loadErrors_.end());
}

/// After a check or a save: the errors, whether the document differs from the file, and the trace line.
void EditorSession::settle(const std::string& text) {
    setErrors();
    const bool was = dirty_;
    dirty_ = brokenOriginal_.has_value() || !savedText_ || text != *savedText_;
    if (was && !dirty_) { // back to the file as saved: its side file holds nothing to recover
        removeFile(autosavePathFor(path_));
        autosaveDirty_ = false;
    }
    say("ui: editor " + std::to_string(errors_.size()) + " errors, " + verdict_ + ", " + std::to_string(docWidth(doc_)) +
        "x" + std::to_string(docHeight(doc_)) + ", " + std::to_string(doc_.entities.size()) + " entities");
}

// --- Edits -----------------------------------------------------------------------------------------------------
void EditorSession::touch() {
    ++version_;
    ++shapeVersion_;
    docChecked_ = false;
}

void EditorSession::beginStroke() {
    before_ = doc_;
    beforeText_ = docChecked_ ? std::optional<std::string>(checkedText_) : std::nullopt;
    stroking_ = true;
    pendingResize_.reset();
}

LevelDoc& EditorSession::strokeDoc(bool entities) {
    const bool current = boxesVersion_ == version_;
    touch();
    if (!entities && current) boxesVersion_ = version_;
    return doc_;
}

void EditorSession::strokeMoveEntity(std::size_t index, double x, double y) {
    if (index >= doc_.entities.size()) return;
    const bool current = boxesVersion_ == version_;
    moveEntity(doc_, index, x, y);
    ++version_;
    docChecked_ = false;
    if (current && index < boxes_.size()) { // only this entity's place changed
        const auto [ex, ey] = entityCell(doc_.entities[index]);
        boxes_[index].x = ex;
        boxes_[index].y = ey;
        boxesVersion_ = version_;
    }
}

void EditorSession::endStroke() {
    stroking_ = false;
    LevelDoc before = std::move(before_);
    const auto sameMembers = [](const DocEntity& a, const DocEntity& b) { return a.members == b.members; };
    if (before.header == doc_.header && before.tiles == doc_.tiles &&
        std::equal(before.entities.begin(), before.entities.end(), doc_.entities.begin(), doc_.entities.end(),
                   sameMembers)) {
        if (!docChecked_ && beforeText_) { // nothing changed: the check still holds
            checkedText_ = *beforeText_;
            docChecked_ = true;
        }
        return;
    }
    std::optional<std::string> text;
    // (On the worker's side a stroke whose text comes out the same is one undo step: its text is not made here.)
    if (!background_ && before.tiles == doc_.tiles && before.entities.size() == doc_.entities.size()) {
        text = levelDocText(doc_, levelSchema());
        if ((beforeText_ ? *beforeText_ : levelDocText(before, levelSchema())) == *text) {
            checkedText_ = *text;
            docChecked_ = true;
            return;
        }
    }
    pushHistory(history_, std::move(before));
    autosaveDirty_ = true;
    message_.clear();
    ++version_;
    if (!background_) revalidate(text ? &*text : nullptr);
    else if (pending_.valid()) stale_ = true; // poll() checks the document again once the running check ends
    else launchCheck();
}

bool EditorSession::undo() {
    finishCheck();
    if (!undoEdit(history_, doc_)) return false;
    touch();
    autosaveDirty_ = true;
    message_ = "Undo";
    pendingResize_.reset();
    revalidate();
    return true;
}

bool EditorSession::redo() {
    finishCheck();
    if (!redoEdit(history_, doc_)) return false;
    touch();
    autosaveDirty_ = true;
    message_ = "Redo";
    pendingResize_.reset();
    revalidate();
    return true;
}

ResizeLoss EditorSession::resizeLoss(DocEdge edge, int count) const {
    ResizeLoss loss;
    if (count >= 0) return loss;
    const int w = docWidth(doc_), h = docHeight(doc_);
    const bool columns = edge == DocEdge::Left || edge == DocEdge::Right;
    const int cut = std::min(-count, (columns ? w : h) - 1);
    // The cells cut off: [lo, hi) along the resized axis.
    const int lo = edge == DocEdge::Left || edge == DocEdge::Top ? 0 : (columns ? w : h) - cut;
    const int hi = edge == DocEdge::Left || edge == DocEdge::Top ? cut : (columns ? w : h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int along = columns ? x : y;
            if (along < lo || along >= hi) continue;
            const char t = tileAt(doc_, {x, y});
            loss.spawn = loss.spawn || t == '@';
            loss.exits += t == 'E';
        }
    for (const DocEntity& e : doc_.entities) {
        const auto [x, y] = entityCell(e);
        const double along = std::floor(columns ? x : y);
        if (edge == DocEdge::Left || edge == DocEdge::Top ? along < hi : along >= lo) ++loss.entities;
    }
    return loss;
}

bool EditorSession::resize(DocEdge edge, int count) {
    const bool columns = edge == DocEdge::Left || edge == DocEdge::Right;
    const int side = columns ? docWidth(doc_) : docHeight(doc_);
    if (count > 0 && side >= kMaxDocSide) {
        message_ = "The map is " + std::to_string(kMaxDocSide) + " cells " + (columns ? "wide" : "tall") +
                   ", the largest a level can be";
        return false;
    }
    const ResizeLoss loss = resizeLoss(edge, count);
    if (!loss.none() && pendingResize_ != std::make_pair(edge, count)) {
        std::string what;
        const auto add = [&](const std::string& part) { what += (what.empty() ? "" : ", ") + part; };
        if (loss.spawn) add("the spawn");
        if (loss.exits > 0) add(loss.exits == 1 ? "the exit" : std::to_string(loss.exits) + " exits");
        if (loss.entities > 0) add(std::to_string(loss.entities) + (loss.entities == 1 ? " entity" : " entities"));
        message_ = "This resize removes " + what + ": the same keys again do it";
        pendingResize_ = std::make_pair(edge, count);
        return false;
    }
    const int w0 = docWidth(doc_), h0 = docHeight(doc_);
    edit([&](LevelDoc& doc) {
        if (!resizeDoc(doc, edge, count)) return;
        const int w = docWidth(doc), h = docHeight(doc);
        doc.entities.erase(std::remove_if(doc.entities.begin(), doc.entities.end(),
                                          [&](const DocEntity& e) {
                                              const auto [x, y] = entityCell(e);
                                              const double along = std::floor(columns ? x : y);
                                              return count < 0 && (along < 0 || along >= (columns ? w : h));
                                          }),
                           doc.entities.end());
    });
    return docWidth(doc_) != w0 || docHeight(doc_) != h0;
}

void EditorSession::switchMode() {
    const ModeId next = ModeId((mode() + 1) % modeCount());
    edit([&](LevelDoc& doc) {
        for (DocMember& m : doc.header)
            if (m.first == "mode") m.second = engine::quoteJson(std::string(modeRules(next).name));
    });
}

ModeId EditorSession::mode() const {
    for (const DocMember& m : doc_.header)
        if (m.first == "mode")
            if (std::optional<ModeId> id = findMode(unquoted(m.second))) return *id;
    return 0;
}

// --- Parsed entities -------------------------------------------------------------------------------------------
void EditorSession::rebuildBoxes() const {
    boxes_.resize(doc_.entities.size());
    for (std::size_t i = 0; i < doc_.entities.size(); ++i) {
        const DocEntity& e = doc_.entities[i];
        EntityBox& b = boxes_[i];
        b.type = entityType(e);
        std::tie(b.x, b.y) = entityCell(e);
        std::tie(b.w, b.h) = entitySize(e, levelSchema());
    }
    boxesVersion_ = version_;
}

const std::vector<EntityBox>& EditorSession::entityBoxes() const {
    if (boxesVersion_ != version_) rebuildBoxes();
    return boxes_;
}

int EditorSession::entityAt(double x, double y) const {
    const std::vector<EntityBox>& boxes = entityBoxes();
    for (int i = int(boxes.size()) - 1; i >= 0; --i) {
        const EntityBox& b = boxes[std::size_t(i)];
        if (x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h) return i;
    }
    return -1;
}

// --- Files -----------------------------------------------------------------------------------------------------
bool EditorSession::save() {
    finishCheck();
    const std::string text = docChecked_ ? checkedText_ : levelDocText(doc_, levelSchema());
    if (locked_ && !confirmOverwrite_) {
        message_ = "The file on disk could not be edited; Ctrl+S again writes this level over it";
        confirmOverwrite_ = true;
        return false;
    }
    if (brokenOriginal_) {
        WriteResult kept = writeFileAtomic(path_ + ".broken", *brokenOriginal_);
        if (!kept.ok) {
            message_ = "Not saved: the original could not be kept as " + path_ + ".broken: " + kept.error;
            return false;
        }
    }
    WriteResult w = writeFileAtomic(path_, text);
    if (!w.ok) {
        message_ = "Not saved: " + w.error + " (Ctrl+Shift+S saves it elsewhere)";
        return false;
    }
    removeFile(autosavePathFor(path_));
    autosaveDirty_ = locked_ = confirmOverwrite_ = false;
    message_ = "Saved " + path_ + (brokenOriginal_ ? " (the file as it was: " + path_ + ".broken)" : "");
    brokenOriginal_.reset();
    readErrors_.clear();
    savedText_ = text;
    say("ui: editor saved " + path_);
    if (docChecked_) settle(text); // the text was checked already: only the read errors went
    else revalidate(&text);
    return true;
}

bool EditorSession::saveAs(const std::string& newPath) {
    if (newPath.empty()) {
        message_ = "Not saved: no file name";
        return false;
    }
    if (newPath != path_ && fileExists(newPath) && confirmSaveAs_ != newPath) {
        message_ = newPath + " exists: Enter again writes this level over it";
        confirmSaveAs_ = newPath;
        return false;
    }
    confirmSaveAs_.clear();
    const std::string oldPath = path_;
    const bool wasLocked = locked_;
    std::optional<std::string> broken = std::move(brokenOriginal_);
    path_ = newPath;
    locked_ = false; // the file being written over is another one
    brokenOriginal_.reset(); // the broken file stays as it is where it is
    if (!save()) {
        path_ = oldPath;
        locked_ = wasLocked;
        brokenOriginal_ = std::move(broken);
        return false;
    }
    removeFile(autosavePathFor(oldPath));
    if (solution_ && !solution_->frames.empty() && !fileExists(solutionReplayPathFor(path_))) {
        Replay run = *solution_;
        ReadResult bytes = readWholeFile(path_, engine::kMaxLevelFileBytes);
        run.level = std::filesystem::path(path_).filename().string();
        run.levelHash = levelHashOf(bytes.text);
        std::string error;
        if (!saveReplayFile(run, solutionReplayPathFor(path_), &error)) message_ += "; its replay was not: " + error;
    }
    loadSolution();
    revalidate();
    return true;
}

void EditorSession::autosave() {
    WriteResult w = writeFileAtomic(autosavePathFor(path_), levelDocText(doc_, levelSchema()));
    if (w.ok) autosaveDirty_ = false;
    say("ui: editor autosave " + (w.ok ? std::string("ok") : w.error));
}

void EditorSession::discardAutosave() {
    removeFile(autosavePathFor(path_));
    dirty_ = false;
}

bool EditorSession::saveSolution(const Replay& played) {
    if (!save()) return false;
    Replay run = played;
    // The level beside the replay: its path relative to the replay's folder.
    run.level = std::filesystem::path(path_).filename().string();
    ReadResult bytes = readWholeFile(path_, engine::kMaxLevelFileBytes);
    run.levelHash = levelHashOf(bytes.text);
    std::string error;
    if (!saveReplayFile(run, solutionReplayPathFor(path_), &error)) {
        message_ = "Replay not saved: " + error;
        return false;
    }
    solution_ = std::move(run);
    solutionChanged_ = true;
    message_ = "Saved the solution replay " + solutionReplayPathFor(path_);
    revalidate();
    return true;
}

} // namespace game
