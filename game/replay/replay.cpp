#include "game/replay/replay.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

#include "engine/level/entity_schema.h"
#include "engine/level/json_source.h"
#include "engine/level/level_reloader.h"
#include "game/replay/input_stream.h"

namespace game {

namespace {

using engine::JsonValue;

/// Collects errors for one file as "FILE:LINE:COL: error: PATH: message", pointing at the value itself.
struct ErrorSink {
    const std::string& file;
    std::vector<std::string>& out;
    /// Record an error at value v (its own line:column).
    void at(const JsonValue& v, const std::string& path, const std::string& message) {
        engine::Diagnostic d{engine::Diagnostic::Error, file, v.pos.line, v.pos.column, path, message};
        out.push_back(d.format());
    }
};

/// Frames equal bit for bit (an aim of −0 differs from 0), so run-length merging never changes a frame.
bool sameFrameBits(const engine::InputFrame& a, const engine::InputFrame& b) {
    return a.held == b.held && std::memcmp(&a.aim.x, &b.aim.x, sizeof(double)) == 0 &&
           std::memcmp(&a.aim.y, &b.aim.y, sizeof(double)) == 0;
}

/// An aim component as JSON text that reads back bit-exact (formatNumber writes −0 as "0").
std::string aimNumber(double v) { return (v == 0.0 && std::signbit(v)) ? "-0" : engine::formatNumber(v); }

/// Read an action-name array into a button mask; reports unknown names.
std::uint32_t readActions(const JsonValue& arr, const std::string& path, ErrorSink& sink) {
    if (!arr.isArray()) {
        sink.at(arr, path, "expected an array of action names, got " + engine::describeJson(arr));
        return 0;
    }
    std::uint32_t mask = 0;
    for (std::size_t i = 0; i < arr.items.size(); ++i) {
        const JsonValue& item = arr.items[i];
        std::optional<engine::Action> a = item.isString() ? engine::actionFromName(item.text) : std::nullopt;
        if (!a) {
            sink.at(item, path + "[" + std::to_string(i) + "]", "unknown action " + engine::describeJson(item) +
                                                                    " (known: left, right, up, down, jump, fire, aim, restart)");
            continue;
        }
        mask |= std::uint32_t{1} << static_cast<unsigned>(*a);
    }
    return mask;
}

/// Read "aim" ([x, y]) or "aimDeg" (degrees clockwise from right) of one entry; zero when absent.
engine::Vec2 readAim(const JsonValue& entry, const std::string& path, ErrorSink& sink) {
    if (const JsonValue* d = entry.find("aimDeg")) {
        if (d->isNumber() && !d->overflow) return engine::fromAngle(engine::degreesToRadians(d->number));
        sink.at(*d, path + ".aimDeg", "expected a finite number, got " + engine::describeJson(*d));
        return {};
    }
    const JsonValue* a = entry.find("aim");
    if (a == nullptr) return {};
    if (a->isArray() && a->items.size() == 2 && a->items[0].isNumber() && a->items[1].isNumber() &&
        !a->items[0].overflow && !a->items[1].overflow)
        // Kept bit-exact (not normalised here): the simulation normalises, so live play and replay agree.
        return {a->items[0].number, a->items[1].number};
    sink.at(*a, path + ".aim", "expected [x, y] with two finite numbers, got " + engine::describeJson(*a));
    return {};
}

/// Expand one RLE entry into frames; returns false to stop (too many ticks).
bool readEntry(const JsonValue& e, std::size_t i, ErrorSink& sink, Replay& out) {
    const std::string path = "inputs[" + std::to_string(i) + "]";
    if (!e.isObject()) { sink.at(e, path, "expected an object like {\"ticks\": 10, \"hold\": [\"right\"]}"); return true; }
    for (const engine::JsonMember& m : e.members)
        if (m.key != "ticks" && m.key != "hold" && m.key != "press" && m.key != "aim" && m.key != "aimDeg")
            sink.at(m.value, path + "." + m.key, "unknown key (known: ticks, hold, press, aim, aimDeg)");
    const JsonValue* ticksValue = e.find("ticks");
    if (ticksValue == nullptr) { sink.at(e, path + ".ticks", "missing: every entry needs \"ticks\""); return true; }
    if (!ticksValue->isNumber() || !ticksValue->integer || ticksValue->number < 1) {
        sink.at(*ticksValue, path + ".ticks", "expected a whole number of ticks >= 1, got " + engine::describeJson(*ticksValue));
        return true;
    }
    if (static_cast<double>(out.frames.size()) + ticksValue->number > static_cast<double>(kMaxReplayTicks)) {
        sink.at(*ticksValue, path + ".ticks", "replay longer than one hour of ticks");
        return false;
    }
    engine::InputFrame f;
    if (const JsonValue* hold = e.find("hold")) f.held = readActions(*hold, path + ".hold", sink);
    std::uint32_t press = 0;
    if (const JsonValue* p = e.find("press")) press = readActions(*p, path + ".press", sink);
    f.aim = readAim(e, path, sink);
    const auto ticks = static_cast<std::uint64_t>(ticksValue->number);
    for (std::uint64_t t = 0; t < ticks; ++t) {
        engine::InputFrame g = f;
        if (t == 0) g.held |= press;
        out.frames.push_back(g);
    }
    return true;
}

/// True for a string of exactly 16 lower-case hex digits.
bool isHex16(const JsonValue& v) {
    if (!v.isString() || v.text.size() != 16) return false;
    for (char c : v.text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

/// Read "result": {"outcome": "complete" | "dead" | "timeout", "ticks": N >= 1}.
void readResult(const JsonValue& r, ErrorSink& sink, Replay& replay) {
    if (!r.isObject()) {
        sink.at(r, "result", "expected {\"outcome\": \"complete\", \"ticks\": N}, got " + engine::describeJson(r));
        return;
    }
    ReplayResult out;
    const JsonValue* outcome = r.find("outcome");
    const JsonValue* ticks = r.find("ticks");
    if (outcome == nullptr || !outcome->isString() ||
        (outcome->text != "complete" && outcome->text != "dead" && outcome->text != "timeout"))
        sink.at(outcome ? *outcome : r, "result.outcome", "expected \"complete\", \"dead\" or \"timeout\"");
    else
        out.outcome = outcome->text;
    if (ticks == nullptr || !ticks->isNumber() || !ticks->integer || ticks->number < 1 ||
        ticks->number > static_cast<double>(kMaxReplayTicks))
        sink.at(ticks ? *ticks : r, "result.ticks",
                "expected a whole number of ticks from 1 to " + std::to_string(kMaxReplayTicks));
    else
        out.ticks = static_cast<std::uint64_t>(ticks->number);
    for (const engine::JsonMember& m : r.members)
        if (m.key != "outcome" && m.key != "ticks") sink.at(m.value, "result." + m.key, "unknown key (known: outcome, ticks)");
    replay.result = out;
}

/// Read "assists": [{"tick": N, "set": "invincible,..."}, ...] with ticks ascending.
void readAssists(const JsonValue& list, ErrorSink& sink, Replay& replay) {
    if (!list.isArray()) {
        sink.at(list, "assists", "expected [{\"tick\": 0, \"set\": \"invincible\"}], got " + engine::describeJson(list));
        return;
    }
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const JsonValue& e = list.items[i];
        const std::string path = "assists[" + std::to_string(i) + "]";
        const JsonValue* tick = e.isObject() ? e.find("tick") : nullptr;
        const JsonValue* set = e.isObject() ? e.find("set") : nullptr;
        if (!e.isObject() || tick == nullptr || set == nullptr) {
            sink.at(e, path, "expected {\"tick\": N, \"set\": \"invincible,speed=0.7\"}");
            continue;
        }
        AssistChange c;
        if (!tick->isNumber() || !tick->integer || tick->number < 0 || tick->number > static_cast<double>(kMaxReplayTicks) ||
            (!replay.assists.empty() && static_cast<std::uint64_t>(tick->number) <= replay.assists.back().tick)) {
            sink.at(*tick, path + ".tick", "expected a whole number of ticks after the previous change's, got " +
                                               engine::describeJson(*tick));
            continue;
        }
        c.tick = static_cast<std::uint64_t>(tick->number);
        std::string why;
        std::optional<Assists> a = set->isString() ? parseAssists(set->text, &why) : std::nullopt;
        if (!a) {
            sink.at(*set, path + ".set", set->isString() ? why : "expected a string like \"invincible,speed=0.7\"");
            continue;
        }
        c.set = *a;
        replay.assists.push_back(c);
    }
}

/// Check "format" and read "level"/"levelName" of the top-level object.
void readHeader(const JsonValue& doc, ErrorSink& sink, Replay& replay) {
    const JsonValue* format = doc.find("format");
    if (format == nullptr) sink.at(doc, "format", "missing: expected \"format\": " + std::to_string(kReplayFormat));
    else if (!format->isNumber() || format->number != kReplayFormat)
        sink.at(*format, "format", "expected replay format " + std::to_string(kReplayFormat) + ", got " + engine::describeJson(*format));
    if (const JsonValue* level = doc.find("level"); level && level->isString()) replay.level = level->text;
    if (const JsonValue* name = doc.find("levelName"); name && name->isString()) replay.levelName = name->text;
    if (const JsonValue* hash = doc.find("levelHash")) {
        if (isHex16(*hash)) replay.levelHash = hash->text;
        else sink.at(*hash, "levelHash", "expected 16 hex digits, got " + engine::describeJson(*hash));
    }
    if (const JsonValue* result = doc.find("result")) readResult(*result, sink, replay);
    if (const JsonValue* assists = doc.find("assists")) readAssists(*assists, sink, replay);
}

} // namespace

namespace {

/// The error for a replay file of `bytes` bytes, over kMaxReplayBytes.
std::string oversizeReplay(const std::string& displayName, std::uintmax_t bytes) {
    return displayName + ":1:1: error: file is " + std::to_string(bytes) +
           " bytes; replay and record files are limited to 4 MiB (" + std::to_string(kMaxReplayBytes) + " bytes)";
}

} // namespace

ReplayLoadResult loadReplayText(std::string_view text, const std::string& displayName) {
    ReplayLoadResult result;
    if (text.size() > kMaxReplayBytes) {
        result.errors.push_back(oversizeReplay(displayName, text.size()));
        return result;
    }
    engine::JsonParseResult parsed = engine::parseJson(text, displayName);
    for (const engine::Diagnostic& d : parsed.diagnostics)
        if (d.severity == engine::Diagnostic::Error) result.errors.push_back(d.format());
    if (!parsed.root) return result;
    ErrorSink sink{displayName, result.errors};
    const JsonValue& doc = *parsed.root;
    if (!doc.isObject()) { sink.at(doc, "", "expected a JSON object with \"format\" and \"inputs\""); return result; }
    Replay replay;
    readHeader(doc, sink, replay);
    const JsonValue* inputs = doc.find("inputs");
    if (const JsonValue* stream = doc.find("stream")) {
        if (inputs != nullptr) sink.at(*inputs, "inputs", "a replay holds \"inputs\" or \"stream\", not both");
        else if (!stream->isString()) sink.at(*stream, "stream", "expected the input stream as a base64 string, got " + engine::describeJson(*stream));
        else if (StreamDecodeResult s = decodeInputStream(stream->text, kMaxReplayTicks); !s.error.empty())
            sink.at(*stream, "stream", s.error);
        else
            replay.frames = std::move(s.frames);
    } else if (inputs == nullptr || !inputs->isArray()) {
        sink.at(inputs ? *inputs : doc, "inputs", "expected an array of input entries (or a \"stream\")");
        return result;
    } else {
        for (std::size_t i = 0; i < inputs->items.size(); ++i)
            if (!readEntry(inputs->items[i], i, sink, replay)) break;
    }
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
    // An oversize file is refused before it is read: its size, and the replay files' limit.
    const auto tooLarge = [&](std::uintmax_t bytes) {
        ReplayLoadResult r;
        r.errors.push_back(oversizeReplay(path, bytes));
        return r;
    };
    std::error_code ec;
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (!ec && size > kMaxReplayBytes) return tooLarge(size);
    std::string text;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxReplayBytes) return tooLarge(text.size()); // a file that grew while read
    }
    return loadReplayText(text, path);
}

std::string saveReplayJson(const Replay& replay, ReplayForm form) {
    std::ostringstream s;
    s << "{\n  \"format\": " << kReplayFormat << ",\n  \"level\": " << engine::quoteJson(replay.level)
      << ",\n  \"levelName\": " << engine::quoteJson(replay.levelName);
    if (!replay.levelHash.empty()) s << ",\n  \"levelHash\": " << engine::quoteJson(replay.levelHash);
    if (replay.result)
        s << ",\n  \"result\": {\"outcome\": " << engine::quoteJson(replay.result->outcome)
          << ", \"ticks\": " << replay.result->ticks << "}";
    for (std::size_t i = 0; i < replay.assists.size(); ++i)
        s << (i == 0 ? ",\n  \"assists\": [" : ", ") << "{\"tick\": " << replay.assists[i].tick
          << ", \"set\": " << engine::quoteJson(assistsText(replay.assists[i].set)) << "}"
          << (i + 1 == replay.assists.size() ? "]" : "");
    if (form == ReplayForm::Compact)
        if (std::optional<std::string> stream = encodeInputStream(replay.frames)) {
            s << ",\n  \"stream\": \"" << *stream << "\"\n}\n";
            return s.str();
        }
    s << ",\n  \"inputs\": [";
    for (std::size_t i = 0; i < replay.frames.size();) {
        std::size_t j = i;
        while (j < replay.frames.size() && sameFrameBits(replay.frames[j], replay.frames[i])) ++j;
        const engine::InputFrame& f = replay.frames[i];
        s << (i == 0 ? "\n    " : ",\n    ") << "{\"ticks\": " << (j - i);
        std::string hold;
        for (int a = 0; a < engine::kActionCount; ++a)
            if (f.isHeld(static_cast<engine::Action>(a)))
                hold += (hold.empty() ? "" : ", ") + engine::quoteJson(engine::actionName(static_cast<engine::Action>(a)));
        if (!hold.empty()) s << ", \"hold\": [" << hold << "]";
        if (!sameFrameBits({0, f.aim}, {})) s << ", \"aim\": [" << aimNumber(f.aim.x) << ", " << aimNumber(f.aim.y) << "]";
        s << "}";
        i = j;
    }
    s << "\n  ]\n}\n";
    return s.str();
}

Assists assistsAt(const Replay& replay, std::uint64_t frame) {
    Assists in;
    for (const AssistChange& c : replay.assists)
        if (c.tick <= frame) in = c.set;
    return in;
}

bool replayAssisted(const Replay& replay) {
    for (const AssistChange& c : replay.assists)
        if (c.set.any()) return true;
    return false;
}

std::string levelHashOf(const std::string& bytes) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(engine::contentHash(bytes)));
    return hex;
}

bool saveReplayFile(const Replay& replay, const std::string& path, std::string* error, ReplayForm form) {
    std::string text = saveReplayJson(replay, form);
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
