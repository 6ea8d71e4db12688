#include "engine/level/json_source.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cmath>
#include <cstdint>
#include <limits>

namespace engine {

const JsonMember* JsonValue::findMember(std::string_view key) const {
    const JsonMember* found = nullptr;
    for (const JsonMember& m : members)
        if (m.key == key) found = &m;
    return found;
}

const JsonValue* JsonValue::find(std::string_view key) const {
    const JsonMember* m = findMember(key);
    return m ? &m->value : nullptr;
}

namespace {

/// True for a UTF-8 continuation byte (10xxxxxx), which does not start a new column.
bool isContinuation(unsigned char c) { return (c & 0xC0) == 0x80; }

/// A cursor over the text that keeps line and column up to date as it moves forward.
struct Cursor {
    std::string_view s;
    SourcePos pos;

    bool atEnd() const { return pos.offset >= s.size(); }
    char peek() const { return atEnd() ? '\0' : s[pos.offset]; }
    /// Moves past one byte. The column of a byte is the number of code-point starts from the line start up to
    /// and including it, so continuation bytes share their lead byte's column.
    void advance() {
        unsigned char c = static_cast<unsigned char>(s[pos.offset++]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if (pos.offset >= s.size() || !isContinuation(static_cast<unsigned char>(s[pos.offset]))) {
            ++pos.column;
        }
    }
    /// Moves past one whole code point (lead byte and its continuation bytes).
    void advanceCodePoint() {
        advance();
        while (!atEnd() && isContinuation(static_cast<unsigned char>(peek()))) advance();
    }
};

/// Length of the well-formed UTF-8 sequence starting at s[i] (1 to 4), or 0 when the bytes there are not one
/// (a stray continuation byte, a truncated sequence, an overlong form, a surrogate, or past U+10FFFF).
std::size_t utf8Length(std::string_view s, std::size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size()) return 0;
    std::uint32_t cp = n == 1 ? c : c & (0x7Fu >> n);
    for (std::size_t k = 1; k < n; ++k) {
        const auto d = static_cast<unsigned char>(s[i + k]);
        if (!isContinuation(d)) return 0;
        cp = (cp << 6) | (d & 0x3Fu);
    }
    constexpr std::uint32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};  // shorter forms are overlong
    if (cp < kLeast[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

/// "0xFF": a byte in hex, for messages about bytes that are not text.
std::string hexByte(char b) {
    const char* hex = "0123456789ABCDEF";
    const auto c = static_cast<unsigned char>(b);
    return std::string("0x") + hex[c >> 4] + hex[c & 0xF];
}

/// Human text for the character at the cursor, for "found X" in messages.
std::string describeChar(const Cursor& c) {
    if (c.atEnd()) return "end of file";
    char ch = c.peek();
    if (ch == '\n' || ch == '\r') return "end of line";
    if (static_cast<unsigned char>(ch) < 0x20) return "a control character";
    std::size_t n = utf8Length(c.s, c.pos.offset);
    if (n == 0) return "the byte " + hexByte(ch) + ", which is not UTF-8";
    return "'" + std::string(c.s.substr(c.pos.offset, n)) + "'";
}


/// Value of a hex digit, or -1.
int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/// The one message for the non-numbers JavaScript writes and JSON refuses (NaN, ±Infinity, a leading '+').
constexpr const char* kNotJsonNumber = "NaN, Infinity and '+' signs are not valid in JSON numbers";

/// Thrown inside the parser to unwind on the first syntax error (caught in parseJson, never escapes it).
struct SyntaxError {};

/// The recursive-descent parser. Each parse* function starts at the value's first character.
class Parser {
public:
    Parser(std::string_view text, const std::string& file, const std::string& prefix, JsonParseResult& out)
        : cur_{text, {}}, file_(file), path_(prefix), out_(out) {}

    JsonValue parseDocument() {
        if (cur_.s.substr(0, 3) == "\xEF\xBB\xBF") { cur_.pos.offset = 3; }
        skipSpace();
        JsonValue root = parseValue(0);
        skipSpace();
        if (!cur_.atEnd()) fail("unexpected " + describeChar(cur_) + " after the end of the JSON document");
        return root;
    }

private:
    Cursor cur_;
    const std::string& file_;
    std::string path_;
    JsonParseResult& out_;

    void report(Diagnostic::Severity sev, SourcePos at, const std::string& msg) {
        out_.diagnostics.push_back({sev, file_, at.line, at.column, path_, msg});
    }
    [[noreturn]] void fail(const std::string& msg) { failAt(cur_.pos, msg); }
    [[noreturn]] void failAt(SourcePos at, const std::string& msg) {
        report(Diagnostic::Error, at, msg);
        throw SyntaxError{};
    }

    void skipSpace() {
        for (;;) {
            char c = cur_.peek();
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') { cur_.advance(); continue; }
            if (c == '/' && !cur_.atEnd()) fail("comments are not allowed in JSON; use a \"_comment\" key instead");
            return;
        }
    }

    JsonValue parseValue(int depth) {
        if (depth > kMaxJsonDepth) fail("nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels");
        char c = cur_.peek();
        if (c == '{') return parseObject(depth);
        if (c == '[') return parseArray(depth);
        if (c == '"') return parseString();
        if (c == '-' || (c >= '0' && c <= '9')) return parseNumber();
        return parseLiteral();
    }

    JsonValue parseLiteral() {
        JsonValue v;
        v.pos = cur_.pos;
        std::string_view rest = cur_.s.substr(cur_.pos.offset);
        auto word = [&](std::string_view w) { return rest.substr(0, w.size()) == w; };
        if (word("true")) { v.kind = JsonValue::Kind::Bool; v.boolean = true; skip(4); return v; }
        if (word("false")) { v.kind = JsonValue::Kind::Bool; skip(5); return v; }
        if (word("null")) { skip(4); return v; }
        if (word("NaN") || word("Infinity") || word("+")) fail(kNotJsonNumber);
        if (cur_.peek() == '\'') fail("JSON strings must use double quotes, not single quotes");
        if (cur_.atEnd()) fail("unexpected end of file; expected a value");
        fail("expected a value (a number, string, true, false, null, array or object), found " + describeChar(cur_));
    }

    void skip(int n) { for (int i = 0; i < n; ++i) cur_.advance(); }

    /// Reads the digits of a number literal per the JSON grammar; fails on a malformed one.
    void scanNumber() {
        auto digit = [&] { return cur_.peek() >= '0' && cur_.peek() <= '9'; };
        auto digits = [&](const char* what) {
            if (!digit()) fail(std::string("expected a digit ") + what + ", found " + describeChar(cur_));
            while (digit()) cur_.advance();
        };
        if (cur_.peek() == '-') cur_.advance();
        if (cur_.peek() == '0') {
            cur_.advance();
            if (digit()) fail("numbers must not have leading zeros");
        } else {
            digits("in the number");
        }
        if (cur_.peek() == '.') { cur_.advance(); digits("after the decimal point"); }
        if (cur_.peek() == 'e' || cur_.peek() == 'E') {
            cur_.advance();
            if (cur_.peek() == '+' || cur_.peek() == '-') cur_.advance();
            digits("in the exponent");
        }
    }

    JsonValue parseNumber() {
        JsonValue v;
        v.kind = JsonValue::Kind::Number;
        v.pos = cur_.pos;
        std::string_view rest = cur_.s.substr(cur_.pos.offset);
        if (rest.substr(0, 9) == "-Infinity" || rest.substr(0, 4) == "-NaN") fail(kNotJsonNumber);
        scanNumber();
        v.text = std::string(cur_.s.substr(v.pos.offset, cur_.pos.offset - v.pos.offset));
        v.integer = isIntegerLiteral(v.text);
        auto [end, ec] = std::from_chars(v.text.data(), v.text.data() + v.text.size(), v.number);
        (void)end;
        if (ec == std::errc::result_out_of_range) resolveOutOfRange(v);
        return v;
    }

    /// from_chars refused a literal whose magnitude is outside double: tell overflow (an error) from underflow (0).
    void resolveOutOfRange(JsonValue& v) {
        // Decimal magnitude ≈ (digits before the point, after leading zeros) − (leading zeros after it) + exponent.
        const std::string& t = v.text;
        std::size_t e = t.find_first_of("eE");
        long exponent = e == std::string::npos ? 0 : std::strtol(t.c_str() + e + 1, nullptr, 10);
        exponent = std::max(-1000000000L, std::min(1000000000L, exponent));
        std::string mant = t.substr(t[0] == '-' ? 1 : 0, e == std::string::npos ? std::string::npos : e - (t[0] == '-'));
        std::size_t point = mant.find('.');
        std::string intPart = mant.substr(0, point);
        long magnitude = intPart == "0" ? 0 : static_cast<long>(intPart.size());
        if (magnitude == 0 && point != std::string::npos) {
            std::size_t firstNonZero = mant.find_first_not_of('0', point + 1);
            magnitude = firstNonZero == std::string::npos ? 0 : -static_cast<long>(firstNonZero - point - 1);
        }
        double sign = t[0] == '-' ? -1.0 : 1.0;
        if (magnitude + exponent > 0) {
            v.number = sign * std::numeric_limits<double>::infinity();
            v.overflow = true;
            report(Diagnostic::Error, v.pos, "number " + t + " is too large to represent (it would be infinite)");
        } else {
            v.number = sign * 0.0;
        }
    }

    /// Reads 4 hex digits of a \u escape.
    std::uint32_t hex4() {
        std::uint32_t cp = 0;
        for (int i = 0; i < 4; ++i) {
            int h = hexValue(cur_.peek());
            if (h < 0) fail("expected 4 hex digits after \\u, found " + describeChar(cur_));
            cp = cp * 16 + static_cast<std::uint32_t>(h);
            cur_.advance();
        }
        return cp;
    }

    /// Decodes one escape (cursor just past the backslash) into out.
    void parseEscape(std::string& out, SourcePos at) {
        char c = cur_.peek();
        const char* simple = "\"\"\\\\//b\bf\fn\nr\rt\t";
        for (const char* p = simple; *p; p += 2)
            if (c == p[0]) { out += p[1]; cur_.advance(); return; }
        if (c != 'u') failAt(at, "invalid escape '\\" + std::string(1, c) + "' in string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
        cur_.advance();
        std::uint32_t cp = hex4();
        // A surrogate is half of a character: \uD800-\uDBFF must be followed by \uDC00-\uDFFF (RFC 8259 §7).
        if (cp >= 0xD800 && cp <= 0xDBFF && cur_.s.substr(cur_.pos.offset, 2) == "\\u") {
            SourcePos second = cur_.pos;
            skip(2);
            std::uint32_t lo = hex4();
            if (lo >= 0xDC00 && lo <= 0xDFFF) cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            else {
                loneSurrogate(at, cp);
                appendUtf8(out, 0xFFFD);
                cp = lo;
                at = second;
            }
        }
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            loneSurrogate(at, cp);
            cp = 0xFFFD;
        }
        appendUtf8(out, cp);
    }

    /// Reports the escape at `at` (code unit cp) as half of a surrogate pair standing alone.
    void loneSurrogate(SourcePos at, std::uint32_t cp) {
        const char* hex = "0123456789abcdef";
        std::string esc = "\\u";
        for (int shift = 12; shift >= 0; shift -= 4) esc += hex[(cp >> shift) & 0xF];
        report(Diagnostic::Error, at,
               "lone surrogate " + esc + " in string: " +
                   (cp <= 0xDBFF ? "a \\uD800-\\uDBFF escape must be followed by a \\uDC00-\\uDFFF escape"
                                 : "a \\uDC00-\\uDFFF escape must follow a \\uD800-\\uDBFF escape") +
                   " (write the character itself, or both halves of its pair)");
    }

    std::string parseStringBody(SourcePos open) {
        std::string out;
        bool badBytes = false;  // one message per string for bytes that are not UTF-8
        cur_.advance();  // opening quote
        for (;;) {
            if (cur_.atEnd()) failAt(open, "unterminated string: missing closing '\"'");
            char c = cur_.peek();
            if (c == '"') { cur_.advance(); return out; }
            if (c == '\n') failAt(open, "unterminated string: missing closing '\"' before the end of the line");
            if (static_cast<unsigned char>(c) < 0x20)
                fail("control character in string; write it as an escape such as \\t or \\n");
            if (c == '\\') {
                SourcePos at = cur_.pos;
                cur_.advance();
                parseEscape(out, at);
                continue;
            }
            if (static_cast<unsigned char>(c) >= 0x80) {
                std::size_t n = utf8Length(cur_.s, cur_.pos.offset);
                if (n == 0) {
                    // A stray continuation byte shares its column with the character before it (Cursor): it
                    // is reported one column on, where an editor shows it.
                    SourcePos at = cur_.pos;
                    if (isContinuation(static_cast<unsigned char>(c))) ++at.column;
                    if (!badBytes)
                        report(Diagnostic::Error, at,
                               "invalid UTF-8 in string (the byte " + hexByte(c) +
                                   "); save the file as UTF-8, or write the character as a \\u escape");
                    badBytes = true;
                    appendUtf8(out, 0xFFFD);
                    cur_.advance();
                    continue;
                }
                out.append(cur_.s.substr(cur_.pos.offset, n));
                for (std::size_t k = 0; k < n; ++k) cur_.advance();
                continue;
            }
            out += c;
            cur_.advance();
        }
    }

    JsonValue parseString() {
        JsonValue v;
        v.kind = JsonValue::Kind::String;
        v.pos = cur_.pos;
        v.text = parseStringBody(v.pos);
        return v;
    }

    JsonValue parseArray(int depth) {
        JsonValue v;
        v.kind = JsonValue::Kind::Array;
        v.pos = cur_.pos;
        cur_.advance();
        skipSpace();
        if (cur_.peek() == ']') { cur_.advance(); return v; }
        std::size_t base = path_.size();
        for (;;) {
            path_ += "[" + std::to_string(v.items.size()) + "]";
            skipSpace();
            if (cur_.peek() == ']') { path_.resize(base); fail("trailing comma before ']' is not allowed in JSON"); }
            v.items.push_back(parseValue(depth + 1));
            path_.resize(base);
            skipSpace();
            if (cur_.peek() == ',') { cur_.advance(); continue; }
            if (cur_.peek() == ']') { cur_.advance(); return v; }
            if (cur_.atEnd()) failAt(v.pos, "unterminated array: missing ']'");
            fail("expected ',' or ']' after an array element, found " + describeChar(cur_));
        }
    }

    void parseKey(JsonMember& m) {
        if (cur_.peek() == '\'') fail("object keys must be in double quotes, not single quotes");
        if (cur_.peek() != '"') fail("expected a key in double quotes, found " + describeChar(cur_));
        m.keyPos = cur_.pos;
        m.key = parseStringBody(m.keyPos);
        skipSpace();
        if (cur_.peek() != ':') fail("expected ':' after key \"" + m.key + "\", found " + describeChar(cur_));
        cur_.advance();
        skipSpace();
    }

    void warnDuplicate(const JsonValue& obj, const JsonMember& m) {
        for (std::size_t i = 0; i + 1 < obj.members.size(); ++i) {
            if (obj.members[i].key != m.key) continue;
            report(Diagnostic::Warning, m.keyPos,
                   "duplicate key \"" + m.key + "\" (first at line " + std::to_string(obj.members[i].keyPos.line) +
                       "); the later value is used");
            return;
        }
    }

    JsonValue parseObject(int depth) {
        JsonValue v;
        v.kind = JsonValue::Kind::Object;
        v.pos = cur_.pos;
        cur_.advance();
        skipSpace();
        if (cur_.peek() == '}') { cur_.advance(); return v; }
        std::size_t base = path_.size();
        for (;;) {
            skipSpace();
            if (cur_.peek() == '}') fail("trailing comma before '}' is not allowed in JSON");
            if (cur_.atEnd()) failAt(v.pos, "unterminated object: missing '}'");
            v.members.emplace_back();
            parseKey(v.members.back());
            path_ += (path_.empty() ? "" : ".") + v.members.back().key;
            warnDuplicate(v, v.members.back());
            v.members.back().value = parseValue(depth + 1);
            path_.resize(base);
            skipSpace();
            if (cur_.peek() == ',') { cur_.advance(); continue; }
            if (cur_.peek() == '}') { cur_.advance(); return v; }
            if (cur_.atEnd()) failAt(v.pos, "unterminated object: missing '}'");
            fail("expected ',' or '}' after an object member, found " + describeChar(cur_));
        }
    }
};

} // namespace

std::optional<Diagnostic> checkJsonLimits(std::string_view text, const std::string& file) {
    if (text.size() > kMaxLevelFileBytes)
        return Diagnostic{Diagnostic::Error, file, 0, 0, "",
                          "file is " + std::to_string(text.size()) + " bytes; level files are limited to 4 MiB (" +
                              std::to_string(kMaxLevelFileBytes) + " bytes)"};
    Cursor c{text, {}};
    int depth = 0;
    bool inString = false;
    while (!c.atEnd()) {
        char ch = c.peek();
        if (inString) {
            if (ch == '\\') c.advance();
            else if (ch == '"' || ch == '\n') inString = false;
        } else if (ch == '"') {
            inString = true;
        } else if (ch == '[' || ch == '{') {
            if (++depth > kMaxJsonDepth)
                return Diagnostic{Diagnostic::Error, file, c.pos.line, c.pos.column, "",
                                  "nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels is not allowed"};
        } else if (ch == ']' || ch == '}') {
            --depth;
        }
        if (!c.atEnd()) c.advance();
    }
    return std::nullopt;
}

JsonParseResult parseJson(std::string_view text, const std::string& file, const std::string& pathPrefix) {
    JsonParseResult out;
    if (auto limit = checkJsonLimits(text, file)) {
        out.diagnostics.push_back(*limit);
        return out;
    }
    Parser parser(text, file, pathPrefix, out);
    try {
        out.root = parser.parseDocument();
    } catch (const SyntaxError&) {
        out.root.reset();
    }
    return out;
}

SourcePos stringCharPos(std::string_view source, const JsonValue& s, std::size_t k) {
    Cursor c{source, s.pos};
    if (c.atEnd() || c.peek() != '"') return s.pos;
    c.advance();
    for (std::size_t i = 0; i < k && !c.atEnd() && c.peek() != '"'; ++i) {
        if (c.peek() != '\\') { c.advanceCodePoint(); continue; }
        c.advance();
        bool unicode = c.peek() == 'u';
        for (int n = unicode ? 5 : 1; n > 0 && !c.atEnd(); --n) c.advance();
        std::uint32_t hi = 0;
        if (unicode) std::from_chars(source.data() + c.pos.offset - 4, source.data() + c.pos.offset, hi, 16);
        if (unicode && hi >= 0xD800 && hi <= 0xDBFF && source.substr(c.pos.offset, 2) == "\\u")
            for (int n = 6; n > 0 && !c.atEnd(); --n) c.advance();
    }
    return c.pos;
}

std::string describeJson(const JsonValue& v) {
    switch (v.kind) {
    case JsonValue::Kind::Null: return "null";
    case JsonValue::Kind::Bool: return v.boolean ? "true" : "false";
    case JsonValue::Kind::Number: return v.text.empty() ? formatNumber(v.number) : v.text;
    case JsonValue::Kind::Array: return "an array";
    case JsonValue::Kind::Object: return "an object";
    case JsonValue::Kind::String: break;
    }
    constexpr std::size_t kMaxShown = 32;
    if (v.text.size() <= kMaxShown) return quoteJson(v.text);
    std::size_t cut = kMaxShown;
    while (cut > 0 && isContinuation(static_cast<unsigned char>(v.text[cut]))) --cut;
    return quoteJson(v.text.substr(0, cut)) + "...";
}

std::string quoteJson(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                const char* hex = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 0xF];
                out += hex[c & 0xF];
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

bool isIntegerLiteral(std::string_view text) {
    return !text.empty() && text.find_first_of(".eE") == std::string_view::npos;
}

std::string formatNumber(double x) {
    if (x == 0.0) return "0";
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
    if (ec != std::errc()) return "0";
    return std::string(buf, end);
}

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

} // namespace engine
