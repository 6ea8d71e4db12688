#include "game/play/play_session.h"

#include <algorithm>
#include <iostream>

#include "engine/level/level_loader.h"
#include "game/play/records.h"
#include "game/replay/input_stream.h"
#include "game/world/collectibles.h"
#include "game/world/level_schema.h"
#include "game/world/waiting_level.h"

namespace game {

std::string formatDiagnostics(const std::vector<engine::Diagnostic>& diagnostics) {
    std::string text;
    for (const engine::Diagnostic& d : diagnostics) text += d.format() + "\n";
    return text.empty() ? "cannot load the level\n" : text;
}

PlaySession::~PlaySession() {
    if (deathsUnsaved_ && book_.save) book_.save();
}

bool PlaySession::open(SessionSetup setup, std::string* error) {
    setup_ = std::move(setup);
    if (setup_.level) {
        loadWorld(world_, std::move(*setup_.level));
        setup_.level.reset();
    } else if (setup_.hotReload) {
        reloader_ = std::make_unique<engine::LevelReloader>(setup_.path, levelSchema(), engine::kReloadPollInterval,
                                                            setup_.reloadInBackground);
        reloader_->checkNow();
        // Broken or missing from the start: the waiting room until the file loads (pollReload tells why).
        loadWorld(world_, reloader_->current() ? *reloader_->current() : waitingLevel());
    } else {
        engine::LoadResult r = engine::loadLevelFile(setup_.path, levelSchema());
        if (!r.ok()) {
            if (error) *error = formatDiagnostics(r.diagnostics);
            return false;
        }
        loadWorld(world_, std::move(*r.level));
    }
    world_.assists = setup_.assists.value_or(Assists{});
    std::optional<Replay> ghost = std::move(setup_.ghost);
    if (!ghost && !setup_.playback && setup_.raceBestRecord)
        ghost = bestRecordFor(setup_.recordsDir, setup_.progressKey, setup_.path);
    raceGhostFile_ = std::move(ghost);
    prepareRaceGhost();
    startVisit();
    return true;
}

void PlaySession::prepareRaceGhost() {
    raceGhost_.reset();
    ghostVerified_ = false;
    if (!raceGhostFile_) return;
    // Re-simulated before it is raced: the ghost runs the replay's last attempt, and says when it does not do what
    // its file claims.
    GhostCheck check = checkGhost(world_.level, *raceGhostFile_);
    ghostVerified_ = check.verified;
    if (!check.verified)
        std::cerr << "raycrypt: ghost " << (raceGhostFile_->level.empty() ? std::string("replay") : raceGhostFile_->level)
                  << " unverified: " << check.why << '\n';
    raceGhost_ = std::move(check.attempt);
}

void PlaySession::startVisit() {
    attemptsSeen_ = world_.attempts;
    deathsBooked_ = world_.deaths;
    recording_.frames.clear();
    recording_.assists.clear();
    results_.reset();
    attempts_.clear();
    restartGhosts();
}

void PlaySession::restartGhosts() {
    ghosts_.clear();
    ghostTrails_.clear();
    if (!raceGhost_) return;
    ghosts_.emplace_back();
    ghostTrails_.emplace_back();
    startGhost(ghosts_.back(), world_.level, *raceGhost_);
}

int PlaySession::due(double frameSeconds, double extraScale) {
    const double speed = watching() ? 1.0 : world_.assists.speed();
    return timestep_.advance(frameSeconds, world_.slowdown.scale() * extraScale * speed);
}

void PlaySession::setAssists(const Assists& assists) {
    if (setup_.playback && !setup_.assists && !setup_.playback->assists.empty()) return;
    world_.assists = assists;
}

void PlaySession::noteAssists() {
    // A replay's own assists take effect at their frames (unless the run was given its own).
    if (setup_.playback && !setup_.assists && !setup_.playback->assists.empty())
        world_.assists = assistsAt(*setup_.playback, world_.totalTicks);
    std::vector<AssistChange>& changes = recording_.assists;
    const std::uint64_t frame = recording_.frames.size();
    if (changes.empty() ? !world_.assists.any() : changes.back().set == world_.assists) return;
    if (!changes.empty() && changes.back().tick == frame) changes.back().set = world_.assists;
    else changes.push_back({frame, world_.assists});
}

engine::InputFrame PlaySession::nextInput(const engine::InputFrame& live) const {
    // Live aims enter the simulation quantised, exactly as a compact replay stores them (game/replay/input_stream.h).
    if (!setup_.playback) return quantiseFrame(live);
    const std::size_t t = static_cast<std::size_t>(world_.totalTicks);
    return t < setup_.playback->frames.size() ? setup_.playback->frames[t] : engine::InputFrame{};
}

void PlaySession::keepAttempt(bool completed, std::uint64_t ticks) {
    AttemptRecord a;
    a.inputs.level = setup_.path;
    a.inputs.levelName = world_.level.meta.name;
    a.inputs.frames = recording_.frames;
    for (const AssistChange& c : recording_.assists)
        if (c.tick < recording_.frames.size()) a.inputs.assists.push_back(c);
    a.completed = completed;
    a.ticks = ticks;
    attempts_.push_back(std::move(a));
    // Over the limit: drop the oldest attempt that did not complete.
    if (attempts_.size() > kAttemptsKept + 1 ||
        (attempts_.size() > kAttemptsKept &&
         std::none_of(attempts_.begin(), attempts_.end(), [](const AttemptRecord& r) { return r.completed; }))) {
        auto oldest = std::find_if(attempts_.begin(), attempts_.end(), [](const AttemptRecord& r) { return !r.completed; });
        if (oldest != attempts_.end()) attempts_.erase(oldest);
    }
}

TickOutcome PlaySession::step(const engine::InputFrame& input) {
    TickOutcome out;
    const std::uint64_t attemptTicks = world_.tick;
    noteAssists();
    recording_.frames.push_back(simulatedInput(world_, input)); // a Restart held on from before is no input of it
    stepWorld(world_, input);
    if (setup_.playback && world_.totalTicks == setup_.playback->frames.size()) out.playbackEnded = true;
    // Deaths: counted for the level's lifetime record, saved on completion or when the visit ends.
    if (world_.deaths > deathsBooked_) {
        out.deaths = world_.deaths - deathsBooked_;
        if (book_.progress && !setup_.progressKey.empty() && !watching()) {
            addDeaths(*book_.progress, setup_.progressKey, out.deaths);
            deathsUnsaved_ = true;
        }
        deathsBooked_ = world_.deaths;
    }
    // A new attempt records afresh.
    if (world_.attempts != attemptsSeen_) {
        attemptsSeen_ = world_.attempts;
        recording_.frames.pop_back(); // the tick that restarted (Restart, or the end of the death burst) is no part of it
        keepAttempt(false, attemptTicks);
        recording_.frames.clear();
        recording_.assists.clear();
        out.newAttempt = true;
        restartGhosts();
    } else {
        for (std::size_t i = 0; i < ghosts_.size(); ++i) stepGhostKept(ghosts_[i], ghostTrails_[i]);
    }
    if (world_.state == RunState::Complete && !results_) {
        keepAttempt(true, world_.tick);
        complete();
        out.completed = true;
    }
    return out;
}

void PlaySession::resync() {
    if (!recording_.frames.empty()) recording_.frames.pop_back();
    while (!recording_.assists.empty() && recording_.assists.back().tick >= recording_.frames.size())
        recording_.assists.pop_back();
    // The ghost has stepped once for every tick of the attempt's recording.
    for (std::size_t i = 0; i < ghosts_.size(); ++i) rewindGhost(ghosts_[i], ghostTrails_[i], recording_.frames.size());
    deathsBooked_ = world_.deaths;
    if (world_.state != RunState::Complete) results_.reset();
}

void PlaySession::restart() {
    engine::Level level = world_.level;
    loadWorld(world_, std::move(level));
    startVisit();
}

ReloadOutcome PlaySession::pollReload(double nowSeconds) {
    if (!reloader_) return ReloadOutcome::Unchanged;
    const bool reloaded = reloader_->poll(nowSeconds);
    // Every new problem goes to stderr once, as well as to the banner.
    for (const engine::Diagnostic& d : reloader_->takeNews()) std::cerr << d.format() << '\n';
    if (!reloaded) {
        if (reloader_->status() == engine::LevelReloader::Status::Ok || reloader_->lastDiagnostics().empty())
            return ReloadOutcome::Unchanged;
        const std::string message = reloader_->lastDiagnostics().front().format();
        if (message == reloadMessage_) return ReloadOutcome::Unchanged;
        reloadMessage_ = message;
        return ReloadOutcome::Broken;
    }
    reloadMessage_.clear();
    const int deaths = world_.deaths;
    loadWorld(world_, *reloader_->current());
    world_.deaths = deaths;
    prepareRaceGhost();
    startVisit();
    return ReloadOutcome::Reloaded;
}

void PlaySession::complete() {
    SessionResults r;
    r.levelName = world_.level.meta.name;
    r.mode = world_.mode;
    r.seconds = world_.clockSeconds();
    r.parSeconds = world_.level.meta.parSeconds;
    r.deaths = world_.deaths;
    r.checkpoints = world_.checkpoint.count;
    r.checkpointsUsed = world_.checkpoint.respawns;
    r.hasCollectible = hasCollectible(world_);
    r.collectible = collectibleTaken(world_);
    r.assisted = replayAssisted(recording_);
    if (setup_.record && !recording_.frames.empty()) {
        Replay replay = recording_;
        replay.level = setup_.path;
        replay.levelName = world_.level.meta.name;
        std::string error;
        if (saveReplayFile(replay, *setup_.record, &error))
            std::cerr << "raycrypt: recorded " << replay.frames.size() << " ticks to " << *setup_.record << '\n';
        else
            std::cerr << "raycrypt: " << error << '\n';
    }
    if (book_.progress && !setup_.progressKey.empty() && !watching()) {
        if (const LevelRecord* before = book_.progress->find(setup_.progressKey); before && before->completed)
            r.unassistedBest = before->bestSeconds;
        r.record = r.assisted ? recordAssistedCompletion(*book_.progress, setup_.progressKey, r.seconds)
                              : recordCompletion(*book_.progress, setup_.progressKey, r.seconds, r.deaths, r.parSeconds);
        if (r.collectible) r.newCollectible = recordCollectible(*book_.progress, setup_.progressKey);
        if (!r.assisted && book_.progress->find(setup_.progressKey))
            r.unassistedBest = book_.progress->find(setup_.progressKey)->bestSeconds;
        r.recorded = true;
        const bool saved = !book_.save || book_.save();
        deathsUnsaved_ = false;
        // A record is kept beside the progress: where the progress cannot be saved, neither can it. A finish with
        // no input (the clock never started) is no run to race: it is booked, not kept.
        if (saved && !setup_.recordsDir.empty() && world_.clockTicks > 0) {
            std::string error;
            r.keptAsRecord = keepRecord(setup_.recordsDir, setup_.progressKey, setup_.path, recording_, world_.clockTicks, &error);
            if (!error.empty()) std::cerr << "raycrypt: cannot keep the record: " << error << '\n';
        }
    } else {
        r.record.medal = r.assisted ? Medal::None : medalFor(r.seconds, r.parSeconds);
    }
    results_ = std::move(r);
}

} // namespace game
