#pragma once
// A strict JSON reader (RFC 8259) that remembers where every value and key came from, so later checks can point
// at the offending value's own line:column. Objects keep their members in file order, duplicates included.
// Limits (size, nesting) are checked by a bracket scan BEFORE parsing, so hostile files cost one linear pass.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/diagnostic.h"

namespace engine {

/// Largest level file accepted, in bytes (4 MiB); bigger files are rejected before parsing.
inline constexpr std::size_t kMaxLevelFileBytes = std::size_t{4} * 1024 * 1024;
/// Deepest array/object nesting accepted; deeper files are rejected before parsing.
inline constexpr int kMaxJsonDepth = 64;

/// A place in the source text: 1-based line, 1-based column in code points, and the 0-based byte offset.
struct SourcePos {
    int line = 1;            ///< 1-based line
    int column = 1;          ///< 1-based column in code points
    std::size_t offset = 0;  ///< 0-based byte offset into the text
};

struct JsonMember;

/// One parsed JSON value with the position of its first character.
struct JsonValue {
    /// The six JSON types.
    enum class Kind { Null, Bool, Number, String, Array, Object };

    Kind kind = Kind::Null;         ///< which of the members below is meaningful
    bool boolean = false;           ///< Bool: the value
    double number = 0.0;            ///< Number: the value (±inf when the literal overflows; see `overflow`)
    bool integer = false;           ///< Number: isIntegerLiteral(text) ("12", not "12.0")
    bool overflow = false;          ///< Number: the literal is too large for a double (e.g. 1e999)
    std::string text;               ///< String: decoded UTF-8; Number: the literal exactly as written
    std::vector<JsonValue> items;   ///< Array: elements in order
    std::vector<JsonMember> members;///< Object: members in file order (duplicate keys kept; find() takes the last)
    SourcePos pos;                  ///< first character of the value (the quote of a string, '{' of an object)

    /// True for Kind::Object (and so on).
    bool isObject() const { return kind == Kind::Object; }
    /// True for Kind::Array.
    bool isArray() const { return kind == Kind::Array; }
    /// True for Kind::String.
    bool isString() const { return kind == Kind::String; }
    /// True for Kind::Number.
    bool isNumber() const { return kind == Kind::Number; }
    /// True for Kind::Bool.
    bool isBool() const { return kind == Kind::Bool; }
    /// The member named key (the LAST one when the key is duplicated), or nullptr; nullptr for non-objects.
    const JsonMember* findMember(std::string_view key) const;
    /// The value of member key, or nullptr (see findMember).
    const JsonValue* find(std::string_view key) const;
};

/// One "key": value pair of an object, with the position of the key's opening quote.
struct JsonMember {
    std::string key;   ///< decoded key
    SourcePos keyPos;  ///< the key's opening quote
    JsonValue value;   ///< the value (its own pos is where the value starts)
};

/// The outcome of parsing: a root value when the text is well-formed JSON, and every message produced on the way
/// (a syntax error stops the parse; duplicate keys are warnings; overflowing numbers are errors but parsing goes on).
struct JsonParseResult {
    std::optional<JsonValue> root;        ///< absent after a syntax error or a limit violation
    std::vector<Diagnostic> diagnostics;  ///< in order of discovery
};

/// Checks the size and nesting limits with a bracket scan outside strings (no parse). Returns the error, if any,
/// at the first bracket that goes too deep (or 1:1 for size).
std::optional<Diagnostic> checkJsonLimits(std::string_view text, const std::string& file);

/// Parses text as strict JSON: no comments, no trailing commas, no NaN/Infinity, no single quotes, one value
/// followed only by whitespace. A UTF-8 byte-order mark is skipped. `file` names the diagnostics; `pathPrefix`
/// is prepended to their paths. Limits are checked first (checkJsonLimits).
JsonParseResult parseJson(std::string_view text, const std::string& file, const std::string& pathPrefix = "");

/// Where the code point with index k (0-based, counted in the DECODED string) of string value s begins in
/// `source` (the text s was parsed from). Escapes such as \" count as one code point. Past the end: the closing quote.
SourcePos stringCharPos(std::string_view source, const JsonValue& s, std::size_t k);

/// What a value is, for "expected X, got Y" messages: `"ninety"` (quoted, long strings cut), `12.5` (as written),
/// `true`, `null`, `an array`, `an object`.
std::string describeJson(const JsonValue& v);

/// Appends code point cp to out as UTF-8 (1 to 4 bytes; cp must be <= 0x10FFFF).
void appendUtf8(std::string& out, std::uint32_t cp);

/// s as a JSON string literal, with quotes and escapes (UTF-8 passes through unescaped).
std::string quoteJson(std::string_view s);

/// True when number literal text is written as an integer: no fraction and no exponent ("12", "-3"; not "12.0",
/// "1e1"). The one rule for every integer field of a level, a Tiled map and a replay.
bool isIntegerLiteral(std::string_view text);

/// The shortest decimal text that reads back as exactly x ("0.1", "3", "1e+300"); "nan"/"inf" are never produced
/// for finite x. Locale-independent.
std::string formatNumber(double x);

} // namespace engine
