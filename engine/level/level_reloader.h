#pragma once
// LevelReloader: hot reload for `raycrypt --level FILE`. The caller polls it every frame with the current time;
// at most every `interval` seconds it re-reads the file, and when the CONTENT changed (64-bit hash, so rewrites
// within one mtime tick are seen) it loads it. A good load replaces the current level; a broken, missing or
// half-written file never does: the last good level keeps running and the diagnostics say why. A file that is
// broken or missing from the start is watched all the same: current() stays nullptr until it loads.
// No sleeping, no wall clock: time is passed in, so tests drive it step by step. In the background mode (the
// game's window), poll() only reads the file: parsing, checking and building it run on a worker thread, and a
// later poll() takes the result, so a big level never stalls the frame that noticed the save.
#include <cstdint>
#include <future>
#include <optional>
#include <string>
#include <vector>

#include "engine/level/diagnostic.h"
#include "engine/level/entity_schema.h"
#include "engine/level/level.h"
#include "engine/level/level_loader.h"

namespace engine {

/// Default seconds between two checks of the file (reload latency is at most this plus one frame).
inline constexpr double kReloadPollInterval = 0.2;

/// Watches one level file and keeps the last version of it that loaded without errors.
class LevelReloader {
public:
    /// What the most recent check found.
    enum class Status {
        NotLoaded,  ///< not checked yet
        Ok,         ///< the file loaded; current() is it
        Broken,     ///< the file has errors (see lastDiagnostics()); current() is the last good version, if any
        Missing,    ///< no file to load: it does not exist (yet), was deleted or renamed away, or is unreadable;
                    ///< current() is kept
    };

    /// Watches path; schema must outlive the reloader. Nothing is read until the first poll()/reloadNow().
    /// background: poll() loads changed files on a worker thread (see above); checkNow() never does.
    LevelReloader(std::string path, const EntitySchema& schema, double interval = kReloadPollInterval,
                  bool background = false);

    /// Checks the file if `interval` seconds have passed since the last check (the first call always checks).
    /// nowSeconds is any monotonic clock. Returns true when a new level became current().
    bool poll(double nowSeconds);
    /// Checks the file now, whatever the time. Returns true when a new level became current().
    bool checkNow();
    /// True while a background load is running (its result is taken by a later poll()).
    bool loading() const { return pending_.valid(); }

    /// The last level that loaded without errors, or nullptr if none has yet.
    const Level* current() const { return level_ ? &*level_ : nullptr; }
    /// The messages of the most recent load attempt (errors when Broken; a note when Missing; warnings when Ok).
    const std::vector<Diagnostic>& lastDiagnostics() const { return diagnostics_; }
    /// What the most recent check found.
    Status status() const { return status_; }
    /// How many times a level became current (0 before the first good load); +1 on every successful reload.
    std::uint64_t generation() const { return generation_; }
    /// The watched path.
    const std::string& path() const { return path_; }
    /// The diagnostics of a problem not told yet: after a check that found new errors or newly found the file
    /// missing, every message of it, once; empty otherwise (no change, a good load, or already told). The
    /// caller prints them, so a problem is told once however often it polls.
    std::vector<Diagnostic> takeNews();

private:
    std::string path_;
    const EntitySchema& schema_;
    double interval_;
    std::optional<double> lastCheck_;
    std::optional<std::uint64_t> lastHash_;
    std::optional<Level> level_;
    std::vector<Diagnostic> diagnostics_;
    Status status_ = Status::NotLoaded;
    std::uint64_t generation_ = 0;
    bool background_ = false;
    std::future<LoadResult> pending_;  ///< the background load in flight
    bool seen_ = false;     ///< the file existed at some check (so a missing file was deleted or renamed)
    bool newsDue_ = false;  ///< diagnostics_ hold a problem takeNews() has not returned yet

    void markMissing(const std::string& why);
    /// Background poll: take a finished load, or read the file and start loading it on a worker if it changed.
    bool pollBackground();
    /// Make a load's outcome current (a level replaces the last good one; errors keep it). True when it did.
    bool take(LoadResult r);
};

/// 64-bit FNV-1a hash of bytes (content fingerprint for change detection; not cryptographic).
std::uint64_t contentHash(const std::string& bytes);

} // namespace engine
