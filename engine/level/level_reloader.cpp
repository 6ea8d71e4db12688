#include "engine/level/level_reloader.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"

namespace engine {

std::uint64_t contentHash(const std::string& bytes) {
    std::uint64_t h = 1469598103934665603ull;  // FNV-1a 64: h = (h ^ byte) * prime, byte by byte
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

LevelReloader::LevelReloader(std::string path, const EntitySchema& schema, double interval, bool background)
    : path_(std::move(path)), schema_(schema), interval_(interval), background_(background) {}

bool LevelReloader::poll(double nowSeconds) {
    constexpr double kSlack = 1e-9;  // so 10.2 − 10.0 (= 0.19999…) counts as a full 0.2 s interval
    if (background_ && pending_.valid()) return pollBackground();
    if (lastCheck_ && nowSeconds - *lastCheck_ < interval_ - kSlack) return false;
    lastCheck_ = nowSeconds;
    return background_ ? pollBackground() : checkNow();
}

bool LevelReloader::take(LoadResult r) {
    diagnostics_ = std::move(r.diagnostics);
    if (!r.level) {
        status_ = Status::Broken;
        newsDue_ = true;
        return false;
    }
    level_ = std::move(r.level);
    status_ = Status::Ok;
    ++generation_;
    return true;
}

bool LevelReloader::pollBackground() {
    try {
        if (pending_.valid()) {
            if (pending_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return false;
            return take(pending_.get());
        }
        namespace fs = std::filesystem;
        std::error_code ec;
        // Missing, unreadable or oversized files are answered at once (nothing to parse): as checkNow does.
        if (!fs::is_regular_file(path_, ec)) return checkNow();
        seen_ = true;
        std::uintmax_t size = fs::file_size(path_, ec);
        if (ec || size > kMaxLevelFileBytes) return checkNow();
        std::ifstream in(path_, std::ios::binary);
        std::ostringstream buf;
        if (!in || (size > 0 && !(buf << in.rdbuf()))) return checkNow();
        std::string text = buf.str();
        std::uint64_t hash = contentHash(text);
        if (lastHash_ && *lastHash_ == hash) return false;
        lastHash_ = hash;
        pending_ = std::async(std::launch::async, [text = std::move(text), path = path_, &schema = schema_] {
            return loadLevelText(text, path, schema);
        });
        return false;
    } catch (const std::exception& e) {
        status_ = Status::Broken;
        newsDue_ = true;
        diagnostics_ = {{Diagnostic::Error, path_, 0, 0, "", std::string("cannot reload: ") + e.what()}};
        return false;
    }
}

void LevelReloader::markMissing(const std::string& why) {
    lastHash_.reset();  // whatever appears at the path next is new, even if it equals the old content
    std::string keep = level_ ? "; the last good version keeps running" : "; waiting for it to appear";
    std::vector<Diagnostic> now = {{Diagnostic::Error, path_, 0, 0, "", why + keep}};
    if (status_ != Status::Missing || diagnostics_.empty() || diagnostics_[0].message != now[0].message)
        newsDue_ = true;  // told once, not at every poll while the file stays away
    status_ = Status::Missing;
    diagnostics_ = std::move(now);
}

std::vector<Diagnostic> LevelReloader::takeNews() {
    if (!newsDue_ || status_ == Status::Ok) return {};
    newsDue_ = false;
    return diagnostics_;
}

bool LevelReloader::checkNow() {
    try {
        namespace fs = std::filesystem;
        std::error_code ec;
        if (!fs::is_regular_file(path_, ec)) {
            if (fs::exists(path_, ec))
                markMissing("this is not a regular file");
            else
                markMissing(seen_ ? "the file is missing (deleted or renamed)" : "the file does not exist");
            return false;
        }
        seen_ = true;
        std::uintmax_t size = fs::file_size(path_, ec);
        std::string text;
        if (!ec && size <= kMaxLevelFileBytes) {
            std::ifstream in(path_, std::ios::binary);
            std::ostringstream buf;
            if (!in || (size > 0 && !(buf << in.rdbuf()))) {
                markMissing("the file cannot be read");
                return false;
            }
            text = buf.str();
        }
        std::uint64_t hash = contentHash(text) ^ (ec ? 1u : 0u) ^ (size > kMaxLevelFileBytes ? size : 0u);
        if (lastHash_ && *lastHash_ == hash) return false;
        lastHash_ = hash;
        LoadResult r = size > kMaxLevelFileBytes ? loadLevelFile(path_, schema_) : loadLevelText(text, path_, schema_);
        return take(std::move(r));
    } catch (const std::exception& e) {
        status_ = Status::Broken;
        newsDue_ = true;
        diagnostics_ = {{Diagnostic::Error, path_, 0, 0, "", std::string("cannot reload: ") + e.what()}};
        return false;
    }
}

} // namespace engine
