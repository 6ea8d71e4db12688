#include "game/save/atomic_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace game {

namespace {

/// "what PATH: reason" from errno.
std::string failure(const char* what, const std::string& path, int err) {
    return std::string(what) + " " + path + ": " + std::strerror(err);
}

/// True when path names an existing directory.
bool isDirectory(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

/// Write all of text to fd, retrying short writes and EINTR. Returns 0 or the errno.
int writeAll(int fd, std::string_view text) {
    std::size_t done = 0;
    while (done < text.size()) {
        ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return n < 0 ? errno : EIO;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

/// fsync the directory holding path (so a rename in it is durable). Failure is not an error: some file
/// systems refuse to sync directories, and the rename already happened.
void syncDirectory(const std::string& dir) {
    int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

} // namespace

std::string parentDirectory(const std::string& path) {
    std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

bool makeDirectories(const std::string& dir, std::string* error) {
    if (dir.empty()) {
        if (error) *error = "cannot create a directory with an empty name";
        return false;
    }
    if (isDirectory(dir)) return true;
    for (std::size_t pos = dir.find('/', 1);; pos = dir.find('/', pos + 1)) {
        std::string part = dir.substr(0, pos);
        if (!part.empty() && !isDirectory(part) && ::mkdir(part.c_str(), 0755) != 0 && errno != EEXIST) {
            if (error) *error = failure("cannot create", part, errno);
            return false;
        }
        if (pos == std::string::npos) break;
    }
    if (isDirectory(dir)) return true;
    if (error) *error = "cannot create " + dir + ": " + std::strerror(ENOTDIR);
    return false;
}

WriteResult writeFileAtomic(const std::string& path, std::string_view text, WriteFault fault) {
    WriteResult r;
    const std::string dir = parentDirectory(path);
    if (fault == WriteFault::CreateDir) return {false, failure("cannot create", dir, EACCES)};
    if (!makeDirectories(dir, &r.error)) return r;
    const std::string tmp = path + ".tmp";
    // Step 1: a fresh temporary file beside the target (same file system, so the rename is atomic).
    int fd =
        fault == WriteFault::Open ? -1 : ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return {false, failure("cannot write", path, fault == WriteFault::Open ? EACCES : errno)};
    int err = fault == WriteFault::Write ? ENOSPC : writeAll(fd, text);
    // Step 2: its bytes on disk before it may replace the old file.
    if (err == 0 && (fault == WriteFault::Sync || ::fsync(fd) != 0))
        err = fault == WriteFault::Sync ? ENOSPC : errno;
    if (::close(fd) != 0 && err == 0) err = errno;
    // Step 3: the atomic swap.
    if (err == 0 && (fault == WriteFault::Rename || std::rename(tmp.c_str(), path.c_str()) != 0))
        err = fault == WriteFault::Rename ? EACCES : errno;
    if (err != 0) {
        std::remove(tmp.c_str());
        return {false, failure("cannot write", path, err)};
    }
    // Step 4: the rename itself durable.
    syncDirectory(dir);
    return {true, {}};
}

ReadResult readWholeFile(const std::string& path, std::size_t maxBytes) {
    ReadResult r;
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR) return r; // ENOTDIR: a parent is a file, so no file is there
        r.status = ReadResult::Status::Unreadable;
        r.error = failure("cannot read", path, errno);
        return r;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || static_cast<std::size_t>(st.st_size) > maxBytes) {
        int err = S_ISDIR(st.st_mode) ? EISDIR : EFBIG;
        ::close(fd);
        r.status = ReadResult::Status::Unreadable;
        r.error = failure("cannot read", path, err);
        return r;
    }
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 || r.text.size() + static_cast<std::size_t>(n) > maxBytes) {
            int err = n < 0 ? errno : EFBIG;
            ::close(fd);
            return {ReadResult::Status::Unreadable, {}, failure("cannot read", path, err)};
        }
        if (n == 0) break;
        r.text.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    r.status = ReadResult::Status::Ok;
    return r;
}

std::string directoryWriteProblem(const std::string& dir) {
    // Walk up to the nearest existing ancestor: a directory the save could write in (or mkdir under).
    for (std::string p = dir.empty() ? "." : dir;; p = parentDirectory(p)) {
        struct stat st {};
        if (::stat(p.c_str(), &st) == 0) {
            if (!S_ISDIR(st.st_mode)) return std::strerror(ENOTDIR);
            return ::access(p.c_str(), W_OK | X_OK) == 0 ? std::string() : std::strerror(errno);
        }
        if (errno != ENOENT && errno != ENOTDIR) return std::strerror(errno);
        if (parentDirectory(p) == p) return std::strerror(ENOENT); // not even "/" or "." exists
    }
}

namespace {

/// Stamp "YYYYMMDD-HHMMSS" and sequence (1 for none, else N) of a moved-aside name "BASE.STAMP[-N].bak";
/// sequence 0 when name is not a moved-aside copy of base.
std::pair<std::string, long> asideOrder(const std::string& name, const std::string& base) {
    const std::string head = base + ".", tail = ".bak";
    constexpr std::size_t kStamp = 15; // YYYYMMDD-HHMMSS
    if (name.size() < head.size() + kStamp + tail.size() || name.compare(0, head.size(), head) != 0 ||
        name.compare(name.size() - tail.size(), tail.size(), tail) != 0)
        return {{}, 0};
    const std::string stamp = name.substr(head.size(), kStamp);
    for (std::size_t i = 0; i < kStamp; ++i)
        if (i == 8 ? stamp[i] != '-' : (stamp[i] < '0' || stamp[i] > '9')) return {{}, 0};
    const std::string rest = name.substr(head.size() + kStamp, name.size() - head.size() - kStamp - tail.size());
    if (rest.empty()) return {stamp, 1};
    if (rest.size() < 2 || rest.size() > 7 || rest[0] != '-' || rest[1] == '0') return {{}, 0};
    long n = 0;
    for (std::size_t i = 1; i < rest.size(); ++i) {
        if (rest[i] < '0' || rest[i] > '9') return {{}, 0};
        n = n * 10 + (rest[i] - '0');
    }
    return {stamp, n};
}

/// True when something (even a dangling link) is at path.
bool exists(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

} // namespace

std::vector<std::string> asideCopies(const std::string& path) {
    namespace fs = std::filesystem;
    const std::string dir = parentDirectory(path);
    const std::string base = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
    std::vector<std::pair<std::pair<std::string, long>, std::string>> found;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        auto order = asideOrder(name, base);
        if (order.second > 0) found.push_back({order, dir + "/" + name});
    }
    std::sort(found.begin(), found.end());
    std::vector<std::string> out;
    for (auto& f : found) out.push_back(std::move(f.second));
    return out;
}

std::string moveAside(const std::string& path, const PreciousText& precious, std::time_t now) {
    std::tm utc {};
    char stamp[32] = "00000000-000000";
    if (::gmtime_r(&now, &utc) != nullptr) std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &utc);
    std::string bak = path + "." + stamp + ".bak";
    for (int n = 2; exists(bak); ++n) {
        if (n > 999999) return {};
        bak = path + "." + stamp + "-" + std::to_string(n) + ".bak";
    }
    if (std::rename(path.c_str(), bak.c_str()) != 0) return {};
    // Prune, oldest first: a copy goes only when it is not among the newest, and either holds nothing precious
    // or another copy that stays has the same bytes.
    std::vector<std::string> copies = asideCopies(path);
    std::vector<ReadResult> texts;
    if (copies.size() > kKeptAsideCopies)
        for (const std::string& c : copies) texts.push_back(readWholeFile(c));
    std::vector<bool> gone(copies.size(), false);
    for (std::size_t i = 0; i + kKeptAsideCopies < copies.size(); ++i) {
        if (copies[i] == bak || texts[i].status != ReadResult::Status::Ok) continue;
        bool keep = precious && precious(texts[i].text);
        for (std::size_t j = i + 1; keep && j < copies.size(); ++j)
            keep = gone[j] || texts[j].status != ReadResult::Status::Ok || texts[j].text != texts[i].text;
        if (!keep) gone[i] = std::remove(copies[i].c_str()) == 0;
    }
    syncDirectory(parentDirectory(path));
    return bak;
}

} // namespace game
