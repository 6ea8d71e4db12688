#include "game/replay/replay.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

namespace game {

namespace {

using nlohmann::json;

/// Collects errors for one file, each prefixed "FILE:LINE:COL: error: PATH: ".
struct ErrorSink {
    const std::string& file;
    std::vector<std::string>& out;
    /// Record an error at a position (1-based line and column; 0 means unknown).
    void add(int line, int col, const std::string& path, const std::string& message) {
        std::ostringstream s;
        s << file << ':' << line << ':' << col << ": error: " << path << (path.empty() ? "" : ": ") << message;
        out.push_back(s.str());
    }
};

/// 1-based line and column of byte offset `offset` (0-based) in text.
std::pair<int, int> lineColumnAt(std::string_view text, std::size_t offset) {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') { ++line; col = 1; } else { ++col; }
    }
    return {line, col};
}

/// Byte offsets of every value, in document order, recorded while parsing (SAX), keyed by JSON pointer.
struct PositionMap : nlohmann::json_sax<json> {
    std::vector<std::pair<std::string, std::size_t>> positions;  // pointer -> offset of the value's first char
    std::vector<std::string> stack;   // pointer of each open container
    std::vector<std::size_t> index;   // next array index of each open container (or SIZE_MAX for objects)
    std::string pendingKey;
    const std::size_t* cursor = nullptr;  // bytes consumed so far by the parser
    std::string_view text;

    std::string childPointer() {
        if (stack.empty()) return "";
        if (index.back() == SIZE_MAX) return stack.back() + "/" + pendingKey;
        return stack.back() + "/" + std::to_string(index.back()++);
    }
    /// The offset of the token just read: scan back from the cursor over the token's own characters.
    void record(bool container) {
        std::size_t at = *cursor > 0 ? *cursor - 1 : 0;
        if (!container) {
            // The lexer has consumed the token plus one lookahead character; walk back to its start.
            while (at > 0 && (std::isspace(static_cast<unsigned char>(text[at])) || text[at] == ',' ||
                              text[at] == ']' || text[at] == '}'))
                --at;
            if (text[at] == '"') { do { --at; } while (at > 0 && !(text[at] == '"' && text[at - 1] != '\\')); }
            else while (at > 0 && !std::isspace(static_cast<unsigned char>(text[at - 1])) && text[at - 1] != ':' &&
                        text[at - 1] != ',' && text[at - 1] != '[') --at;
        }
        positions.emplace_back(childPointer(), at);
    }
    void open(bool isArray) {
        std::string p = childPointer();
        positions.emplace_back(p, *cursor > 0 ? *cursor - 1 : 0);
        stack.push_back(p);
        index.push_back(isArray ? 0 : SIZE_MAX);
    }
    void close() { stack.pop_back(); index.pop_back(); }
    bool null() override { record(false); return true; }
    bool boolean(bool) override { record(false); return true; }
    bool number_integer(number_integer_t) override { record(false); return true; }
    bool number_unsigned(number_unsigned_t) override { record(false); return true; }
    bool number_float(number_float_t, const string_t&) override { record(false); return true; }
    bool string(string_t&) override { record(false); return true; }
    bool binary(binary_t&) override { record(false); return true; }
    bool start_object(std::size_t) override { open(false); return true; }
    bool key(string_t& k) override { pendingKey = k; return true; }
    bool end_object() override { close(); return true; }
    bool start_array(std::size_t) override { open(true); return true; }
    bool end_array() override { close(); return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
};

/// An input iterator over the text that counts how many bytes the parser has consumed.
struct CountingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;
    const char* p;
    std::size_t* consumed;
    reference operator*() const { return *p; }
    CountingIterator& operator++() { ++p; ++*consumed; return *this; }
    bool operator==(const CountingIterator& o) const { return p == o.p; }
    bool operator!=(const CountingIterator& o) const { return p != o.p; }
};

/// Everything the semantic pass needs: the tree, the value positions, and where to report.
struct Source {
    std::string_view text;
    std::vector<std::pair<std::string, std::size_t>> positions;
    ErrorSink& sink;
    /// Report at the value with JSON pointer `pointer` (human path `path`).
    void error(const std::string& pointer, const std::string& path, const std::string& message) {
        std::size_t offset = 0;
        for (const auto& [p, o] : positions)
            if (p == pointer) { offset = o; break; }
        auto [line, col] = lineColumnAt(text, offset);
        sink.add(line, col, path, message);
    }
};

/// Short description of a JSON value for messages: `"ninety"`, `a number`, `an object`.
std::string describe(const json& v) {
    if (v.is_string()) return '"' + v.get<std::string>() + '"';
    if (v.is_number()) return v.dump();
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_null()) return "null";
    return v.is_array() ? "an array" : "an object";
}

/// Read an action-name array into a button mask; reports unknown names.
std::uint32_t readActions(const json& arr, const std::string& ptr, const std::string& path, Source& src) {
    std::uint32_t mask = 0;
    if (!arr.is_array()) {
        src.error(ptr, path, "expected an array of action names, got " + describe(arr));
        return 0;
    }
    for (std::size_t i = 0; i < arr.size(); ++i) {
        std::string p = ptr + "/" + std::to_string(i), hp = path + "[" + std::to_string(i) + "]";
        std::optional<engine::Action> a = arr[i].is_string() ? engine::actionFromName(arr[i].get<std::string>())
                                                              : std::nullopt;
        if (!a) {
            src.error(p, hp, "unknown action " + describe(arr[i]) +
                                 " (known: left, right, up, down, jump, fire, aim, restart)");
            continue;
        }
        mask |= std::uint32_t{1} << static_cast<unsigned>(*a);
    }
    return mask;
}

/// Read "aim" ([x, y]) or "aimDeg" (degrees clockwise from right) of one entry; zero when absent.
engine::Vec2 readAim(const json& entry, const std::string& ptr, const std::string& path, Source& src) {
    if (entry.contains("aimDeg")) {
        const json& d = entry["aimDeg"];
        if (!d.is_number() || !std::isfinite(d.get<double>())) {
            src.error(ptr + "/aimDeg", path + ".aimDeg", "expected a finite number, got " + describe(d));
            return {};
        }
        return engine::fromAngle(d.get<double>() * (M_PI / 180.0));
    }
    if (!entry.contains("aim")) return {};
    const json& a = entry["aim"];
    if (!a.is_array() || a.size() != 2 || !a[0].is_number() || !a[1].is_number() ||
        !std::isfinite(a[0].get<double>()) || !std::isfinite(a[1].get<double>())) {
        src.error(ptr + "/aim", path + ".aim", "expected [x, y] with two finite numbers, got " + describe(a));
        return {};
    }
    // Kept bit-exact (not normalised here): the simulation normalises, so live play and replay agree.
    return {a[0].get<double>(), a[1].get<double>()};
}

/// Expand one RLE entry into frames; returns false to stop (too many ticks).
bool readEntry(const json& e, std::size_t i, Source& src, Replay& out) {
    std::string ptr = "/inputs/" + std::to_string(i), path = "inputs[" + std::to_string(i) + "]";
    if (!e.is_object()) { src.error(ptr, path, "expected an object like {\"ticks\": 10, \"hold\": [\"right\"]}"); return true; }
    for (auto it = e.begin(); it != e.end(); ++it)
        if (it.key() != "ticks" && it.key() != "hold" && it.key() != "press" && it.key() != "aim" && it.key() != "aimDeg")
            src.error(ptr + "/" + it.key(), path + "." + it.key(), "unknown key (known: ticks, hold, press, aim, aimDeg)");
    if (!e.contains("ticks") || !e["ticks"].is_number_integer() || e["ticks"].get<std::int64_t>() < 1) {
        src.error(e.contains("ticks") ? ptr + "/ticks" : ptr, path + ".ticks",
                  "expected a whole number of ticks >= 1" + (e.contains("ticks") ? ", got " + describe(e["ticks"]) : std::string(", but it is missing")));
        return true;
    }
    std::uint64_t ticks = e["ticks"].get<std::uint64_t>();
    if (out.frames.size() + ticks > kMaxReplayTicks) {
        src.error(ptr + "/ticks", path + ".ticks", "replay longer than one hour of ticks");
        return false;
    }
    engine::InputFrame f;
    f.held = e.contains("hold") ? readActions(e["hold"], ptr + "/hold", path + ".hold", src) : 0;
    std::uint32_t press = e.contains("press") ? readActions(e["press"], ptr + "/press", path + ".press", src) : 0;
    f.aim = readAim(e, ptr, path, src);
    for (std::uint64_t t = 0; t < ticks; ++t) {
        engine::InputFrame g = f;
        if (t == 0) g.held |= press;
        out.frames.push_back(g);
    }
    return true;
}

} // namespace

ReplayLoadResult loadReplayText(std::string_view text, const std::string& displayName) {
    ReplayLoadResult result;
    ErrorSink sink{displayName, result.errors};
    if (text.size() > kMaxReplayBytes) {
        sink.add(1, 1, "", "file is larger than 8 MiB");
        return result;
    }
    // Syntax first: nlohmann reports the byte offset of the failing character.
    json doc;
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        auto [line, col] = lineColumnAt(text, e.byte > 0 ? e.byte - 1 : 0);
        std::string what = e.what();
        std::size_t colon = what.rfind(": ");
        sink.add(line, col, "", "syntax error: " + (colon == std::string::npos ? what : what.substr(colon + 2)));
        return result;
    }
    // Positions of every value, for pointing schema errors at the value itself.
    PositionMap map;
    std::size_t consumed = 0;
    map.cursor = &consumed;
    map.text = text;
    json::sax_parse(CountingIterator{text.data(), &consumed}, CountingIterator{text.data() + text.size(), &consumed}, &map);
    Source src{text, std::move(map.positions), sink};

    if (!doc.is_object()) { src.error("", "", "expected a JSON object with \"format\" and \"inputs\""); return result; }
    if (!doc.contains("format") || doc["format"] != kReplayFormat)
        src.error(doc.contains("format") ? "/format" : "", "format",
                  "expected replay format " + std::to_string(kReplayFormat) +
                      (doc.contains("format") ? ", got " + describe(doc["format"]) : ", but it is missing"));
    Replay replay;
    if (doc.contains("level") && doc["level"].is_string()) replay.level = doc["level"].get<std::string>();
    if (doc.contains("levelName") && doc["levelName"].is_string()) replay.levelName = doc["levelName"].get<std::string>();
    if (!doc.contains("inputs") || !doc["inputs"].is_array()) {
        src.error(doc.contains("inputs") ? "/inputs" : "", "inputs", "expected an array of input entries");
        return result;
    }
    const json& inputs = doc["inputs"];
    for (std::size_t i = 0; i < inputs.size(); ++i)
        if (!readEntry(inputs[i], i, src, replay)) break;
    if (result.errors.empty()) result.replay = std::move(replay);
    return result;
}

ReplayLoadResult loadReplayFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ReplayLoadResult r;
        r.errors.push_back(path + ":1:1: error: cannot open replay file");
        return r;
    }
    std::string text;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxReplayBytes) break;
    }
    return loadReplayText(text, path);
}

std::string saveReplayJson(const Replay& replay) {
    std::ostringstream s;
    s << "{\n  \"format\": " << kReplayFormat << ",\n  \"level\": " << json(replay.level).dump()
      << ",\n  \"levelName\": " << json(replay.levelName).dump() << ",\n  \"inputs\": [";
    std::size_t i = 0;
    bool first = true;
    while (i < replay.frames.size()) {
        std::size_t j = i;
        while (j < replay.frames.size() && replay.frames[j] == replay.frames[i]) ++j;
        const engine::InputFrame& f = replay.frames[i];
        json entry = json::object();
        entry["ticks"] = j - i;
        json hold = json::array();
        for (int a = 0; a < engine::kActionCount; ++a)
            if (f.isHeld(static_cast<engine::Action>(a))) hold.push_back(std::string(engine::actionName(static_cast<engine::Action>(a))));
        if (!hold.empty()) entry["hold"] = hold;
        if (f.aim != engine::Vec2{}) entry["aim"] = json::array({f.aim.x, f.aim.y});
        s << (first ? "\n    " : ",\n    ") << entry.dump();
        first = false;
        i = j;
    }
    s << "\n  ]\n}\n";
    return s.str();
}

bool saveReplayFile(const Replay& replay, const std::string& path, std::string* error) {
    std::string text = saveReplayJson(replay);
    std::string tmp = path + ".tmp";
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) { if (error) *error = "cannot write " + tmp; return false; }
    bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()) && ::fsync(fd) == 0;
    ok = (::close(fd) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        if (error) *error = "cannot write " + path;
        return false;
    }
    return true;
}

} // namespace game
