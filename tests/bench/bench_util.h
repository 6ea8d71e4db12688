#pragma once
// Small helpers shared by the benchmark sections: a monotonic stopwatch, order statistics, figure lines.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <time.h>
#include <vector>

namespace bench {

/// CPU time of the calling thread in seconds (CLOCK_THREAD_CPUTIME_ID). The benchmark times with this rather than
/// the wall clock so that other processes on a shared machine do not inflate the figures (the code measured is
/// single-threaded and does no I/O, so its CPU time is its run time on an idle core).
inline double nowSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// CPU time of the whole process in seconds (CLOCK_PROCESS_CPUTIME_ID: every thread, e.g. a software
/// rasteriser's worker threads too).
inline double processSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// Nanoseconds on a CPU of every live thread of this process by thread id, from /proc/self/task/TID/schedstat
/// (Linux), leaving out the threads named `skip` (their /proc/self/task/TID/comm).
inline std::map<int, long long> threadCpuNanos(const char* skip) {
    std::map<int, long long> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/task", ec)) {
        std::string name;
        std::ifstream(entry.path() / "comm") >> name;
        if (name == skip) continue;
        long long ns = 0;
        if (std::ifstream(entry.path() / "schedstat") >> ns) out[std::atoi(entry.path().filename().c_str())] = ns;
    }
    return out;
}

/// CPU seconds the threads of `after` ran since `before` (threadCpuNanos snapshots); a thread absent from
/// `before` started between the two, and counts whole.
inline double threadCpuSecondsBetween(const std::map<int, long long>& before, const std::map<int, long long>& after) {
    long long ns = 0;
    for (const auto& [tid, t] : after) {
        const auto it = before.find(tid);
        ns += t - (it == before.end() ? 0 : it->second);
    }
    return static_cast<double>(ns) * 1e-9;
}

/// Monotonic wall clock in seconds since an arbitrary origin (steady_clock).
inline double wallSeconds() {
    using Clock = std::chrono::steady_clock;
    return std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
}

/// The q-quantile (0 = min, 0.5 = median, 1 = max) of v by nearest rank; 0 for an empty vector. Sorts a copy.
inline double quantile(std::vector<double> v, double q) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    double pos = q * static_cast<double>(v.size() - 1);
    return v[static_cast<std::size_t>(pos + 0.5)];
}

/// The median of v (nearest rank), 0 for an empty vector.
inline double median(const std::vector<double>& v) { return quantile(v, 0.5); }

/// Print one result line `name: value unit` (no unit when empty) on stdout (the format docs/performance.md quotes).
inline void printFigure(const std::string& name, double value, const char* unit, int decimals = 2) {
    std::printf("%s: %.*f%s%s\n", name.c_str(), decimals, value, *unit ? " " : "", unit);
    std::fflush(stdout);
}

/// Print one result line whose value is text (`name: n/a (reason)`).
inline void printFigureText(const std::string& name, const std::string& text) {
    std::printf("%s: %s\n", name.c_str(), text.c_str());
    std::fflush(stdout);
}

/// Print an informational line (prefixed with "# ", so figure parsers can skip it) on stdout.
template <typename... Args>
void note(const char* format, Args... args) {
    std::printf("# ");
    std::printf(format, args...);
    std::printf("\n");
    std::fflush(stdout);
}

/// Keeps a value alive so the optimiser cannot drop the computation that produced it.
template <typename T>
inline void keep(const T& value) {
    asm volatile("" : : "g"(&value) : "memory");
}

} // namespace bench
