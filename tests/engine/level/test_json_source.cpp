#include <catch2/catch.hpp>

#include <string>

#include "engine/level/json_source.h"

using engine::JsonValue;
using engine::parseJson;

namespace {

/// Parses text that must be valid JSON.
JsonValue parseOk(const std::string& text) {
    auto r = parseJson(text, "t.json");
    REQUIRE(r.root);
    return *r.root;
}

/// The single diagnostic of a parse that must fail.
engine::Diagnostic parseFail(const std::string& text) {
    auto r = parseJson(text, "t.json");
    REQUIRE_FALSE(r.root);
    REQUIRE(r.diagnostics.size() == 1);
    return r.diagnostics[0];
}

} // namespace

TEST_CASE("parseJson records the line and column of every value and key", "[json]") {
    JsonValue root = parseOk("{\n  \"a\": 1,\n  \"list\": [true, \"x\",\n    null]\n}");
    CHECK(root.pos.line == 1);
    CHECK(root.pos.column == 1);
    const engine::JsonMember* a = root.findMember("a");
    REQUIRE(a);
    CHECK(a->keyPos.line == 2);
    CHECK(a->keyPos.column == 3);
    CHECK(a->value.pos.column == 8);
    const JsonValue* list = root.find("list");
    REQUIRE(list);
    REQUIRE(list->items.size() == 3);
    CHECK(list->items[1].pos.line == 3);
    CHECK(list->items[1].pos.column == 18);
    CHECK(list->items[2].pos.line == 4);
    CHECK(list->items[2].pos.column == 5);
}

TEST_CASE("parseJson counts columns in code points, so accented text does not shift them", "[json]") {
    JsonValue root = parseOk("[\"\xC3\xA9\xC3\xA9\", 7]");  // ["éé", 7]
    CHECK(root.items[0].text == "\xC3\xA9\xC3\xA9");
    CHECK(root.items[1].pos.column == 8);
}

TEST_CASE("parseJson treats CRLF line ends as one line break", "[json]") {
    JsonValue root = parseOk("{\r\n\"k\":\r\n 5}");
    CHECK(root.find("k")->pos.line == 3);
    CHECK(root.find("k")->pos.column == 2);
}

TEST_CASE("parseJson reports syntax errors at the offending character", "[json]") {
    SECTION("a missing comma points at the next key") {
        auto d = parseFail("{\n  \"a\": 1\n  \"b\": 2\n}");
        CHECK(d.line == 3);
        CHECK(d.column == 3);
        CHECK(d.message == "expected ',' or '}' after an object member, found '\"'");
    }
    SECTION("a trailing comma points at the closing bracket") {
        auto d = parseFail("[1, 2,\n]");
        CHECK(d.line == 2);
        CHECK(d.column == 1);
        CHECK(d.message == "trailing comma before ']' is not allowed in JSON");
    }
    SECTION("an unterminated string points at its opening quote") {
        auto d = parseFail("{\"name\": \"abc\n}");
        CHECK(d.line == 1);
        CHECK(d.column == 10);
        CHECK(d.path == "name");
    }
    SECTION("NaN is refused with a reason") {
        auto d = parseFail("{\"x\": NaN}");
        CHECK(d.column == 7);
        CHECK(d.path == "x");
        CHECK(d.message == "NaN, Infinity and '+' signs are not valid in JSON numbers");
    }
    SECTION("Infinity with either sign, and -NaN, get the same reason as NaN") {
        for (const char* bad : {"{\"x\": -Infinity}", "{\"x\": Infinity}", "{\"x\": +Infinity}", "{\"x\": -NaN}"}) {
            INFO(bad);
            auto d = parseFail(bad);
            CHECK(d.column == 7);
            CHECK(d.path == "x");
            CHECK(d.message == "NaN, Infinity and '+' signs are not valid in JSON numbers");
        }
    }
    SECTION("comments are refused with the alternative") {
        auto d = parseFail("{\n // note\n}");
        CHECK(d.line == 2);
        CHECK(d.column == 2);
        CHECK(d.message.find("\"_comment\"") != std::string::npos);
    }
    SECTION("text after the document") {
        auto d = parseFail("{} x");
        CHECK(d.column == 4);
    }
    SECTION("an empty file") {
        auto d = parseFail("");
        CHECK(d.line == 1);
        CHECK(d.column == 1);
        CHECK(d.message == "unexpected end of file; expected a value");
    }
    SECTION("a truncated file names the unclosed object") {
        auto d = parseFail("{\n  \"a\": [1, 2],\n");
        CHECK(d.line == 1);
        CHECK(d.column == 1);
        CHECK(d.message == "unterminated object: missing '}'");
    }
    SECTION("a bad escape points at the backslash") {
        auto d = parseFail("[\"a\\qb\"]");
        CHECK(d.column == 4);
    }
    SECTION("leading zeros") {
        auto d = parseFail("[012]");
        CHECK(d.message == "numbers must not have leading zeros");
    }
}

TEST_CASE("parseJson keeps number literals, marks integers and catches overflow to infinity", "[json]") {
    SECTION("integers and decimals") {
        JsonValue root = parseOk("[3758096385, 2.5, 1e2, -0]");
        CHECK(root.items[0].number == 3758096385.0);
        CHECK(root.items[0].integer);
        CHECK(root.items[1].number == 2.5);
        CHECK_FALSE(root.items[1].integer);
        CHECK_FALSE(root.items[2].integer);
        CHECK(root.items[2].text == "1e2");
    }
    SECTION("1e999 is an error at its position, but parsing continues") {
        auto r = parseJson("[1e999, -2E+400, 3]", "t.json");
        REQUIRE(r.root);
        REQUIRE(r.diagnostics.size() == 2);
        CHECK(r.diagnostics[0].column == 2);
        CHECK(r.diagnostics[0].path == "[0]");
        CHECK(r.diagnostics[0].message == "number 1e999 is too large to represent (it would be infinite)");
        CHECK(r.diagnostics[1].column == 9);
        CHECK(r.root->items[0].overflow);
        CHECK(std::isinf(r.root->items[1].number));
        CHECK(r.root->items[1].number < 0);
        CHECK(r.root->items[2].number == 3);
    }
    SECTION("tiny numbers underflow to zero without an error") {
        auto r = parseJson("[1e-999, 0.0000e-5000]", "t.json");
        REQUIRE(r.root);
        CHECK(r.diagnostics.empty());
        CHECK(r.root->items[0].number == 0.0);
        CHECK_FALSE(r.root->items[0].overflow);
    }
}

TEST_CASE("parseJson warns about duplicate keys and keeps the last value", "[json]") {
    auto r = parseJson("{\"a\": 1,\n \"a\": 2}", "t.json");
    REQUIRE(r.root);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].severity == engine::Diagnostic::Warning);
    CHECK(r.diagnostics[0].line == 2);
    CHECK(r.diagnostics[0].column == 2);
    CHECK(r.root->find("a")->number == 2);
}

TEST_CASE("parseJson decodes escapes including surrogate pairs", "[json]") {
    JsonValue root = parseOk("[\"a\\\"b\\\\c\\/\\n\\u00e9\\ud83d\\ude00\"]");
    CHECK(root.items[0].text == "a\"b\\c/\n\xC3\xA9\xF0\x9F\x98\x80");
}

TEST_CASE("checkJsonLimits rejects deep nesting and huge files before parsing", "[json]") {
    SECTION("65 nested arrays fail at the 65th bracket") {
        std::string deep = std::string(64, '[') + "\n  [" + std::string(65, ']');
        auto d = engine::checkJsonLimits(deep, "deep.json");
        REQUIRE(d);
        CHECK(d->line == 2);
        CHECK(d->column == 3);
        CHECK(d->message == "nesting deeper than 64 levels is not allowed");
        CHECK_FALSE(parseJson(deep, "deep.json").root);
    }
    SECTION("64 levels are fine") {
        std::string ok = std::string(64, '[') + std::string(64, ']');
        CHECK_FALSE(engine::checkJsonLimits(ok, "ok.json"));
        CHECK(parseJson(ok, "ok.json").root);
    }
    SECTION("brackets inside strings do not count") {
        std::string s = "[\"" + std::string(100, '[') + "\\\"\"]";
        CHECK_FALSE(engine::checkJsonLimits(s, "s.json"));
    }
    SECTION("a file over 4 MiB") {
        std::string big(engine::kMaxLevelFileBytes + 1, ' ');
        auto d = engine::checkJsonLimits(big, "big.json");
        REQUIRE(d);
        CHECK(d->line == 0);
        CHECK(d->message.find("limited to 4 MiB") != std::string::npos);
    }
}

TEST_CASE("stringCharPos maps a decoded character back to its source column", "[json]") {
    std::string src = "[\n  \"ab\\\\c\\u00e9d\"\n]";  // "ab\\c\u00e9d" decodes to a b \ c é d
    JsonValue root = parseOk(src);
    const JsonValue& s = root.items[0];
    CHECK(engine::stringCharPos(src, s, 0).column == 4);  // a
    CHECK(engine::stringCharPos(src, s, 2).column == 6);  // backslash escape starts here
    CHECK(engine::stringCharPos(src, s, 3).column == 8);  // c
    CHECK(engine::stringCharPos(src, s, 5).column == 15); // d, after the 6-character \u00e9
    CHECK(engine::stringCharPos(src, s, 5).line == 2);
}

TEST_CASE("formatNumber writes the shortest text that reads back exactly", "[json]") {
    CHECK(engine::formatNumber(0.1) == "0.1");
    CHECK(engine::formatNumber(3.0) == "3");
    CHECK(engine::formatNumber(-0.0) == "0");
    for (double x : {0.1, 1.0 / 3.0, 1e300, -2.5e-7, 3758096385.0}) {
        JsonValue v = parseOk("[" + engine::formatNumber(x) + "]");
        CHECK(v.items[0].number == x);
    }
}

TEST_CASE("describeJson shows values the way the file wrote them", "[json]") {
    JsonValue root = parseOk("[\"ninety\", 1.50, true, null, [], {}]");
    CHECK(engine::describeJson(root.items[0]) == "\"ninety\"");
    CHECK(engine::describeJson(root.items[1]) == "1.50");
    CHECK(engine::describeJson(root.items[2]) == "true");
    CHECK(engine::describeJson(root.items[3]) == "null");
    CHECK(engine::describeJson(root.items[4]) == "an array");
    CHECK(engine::describeJson(root.items[5]) == "an object");
}

TEST_CASE("parseJson reports bytes that are not UTF-8 inside a string as an error at the byte", "[json]") {
    struct Case {
        std::string bytes;  // what follows "ab" inside the string
        const char* shown;
    };
    for (const Case& c : {Case{"\xFF", "0xFF"}, Case{"\xC3", "0xC3"}, Case{"\xC0\xAF", "0xC0"},
                          Case{"\xED\xA0\x80", "0xED"}, Case{"\xF4\x90\x80\x80", "0xF4"}, Case{"\x80", "0x80"}}) {
        INFO(c.shown);
        auto r = parseJson("{\n  \"name\": \"\xC3\xA9" "ab" + c.bytes + "z\",\n  \"k\": 1\n}", "t.json");
        REQUIRE(r.diagnostics.size() == 1);
        const engine::Diagnostic& d = r.diagnostics[0];
        CHECK(d.severity == engine::Diagnostic::Error);
        CHECK(d.line == 2);
        CHECK(d.column == 15);  // `  "name": "éab` is 14 code points
        CHECK(d.path == "name");
        CHECK(d.message.find(std::string("the byte ") + c.shown) != std::string::npos);
        for (char ch : d.message) CHECK(static_cast<unsigned char>(ch) < 0x80);
    }
    SECTION("well-formed UTF-8 of every length is accepted") {
        JsonValue root = parseOk("[\"\x7F \xC2\x80 \xE0\xA0\x80 \xEF\xBF\xBF \xF0\x90\x80\x80 \xF4\x8F\xBF\xBF\"]");
        CHECK(root.items[0].text == "\x7F \xC2\x80 \xE0\xA0\x80 \xEF\xBF\xBF \xF0\x90\x80\x80 \xF4\x8F\xBF\xBF");
    }
    SECTION("a stray byte outside strings is named in hex") {
        auto r = parseJson("[1, \xFF]", "t.json");
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message.find("the byte 0xFF, which is not UTF-8") != std::string::npos);
    }
}

TEST_CASE("parseJson reports lone surrogate escapes as errors at the escape", "[json]") {
    SECTION("a high surrogate with nothing after it") {
        auto r = parseJson("{\"a\": \"x\\ud800\"}", "t.json");
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].severity == engine::Diagnostic::Error);
        CHECK(r.diagnostics[0].line == 1);
        CHECK(r.diagnostics[0].column == 9);
        CHECK(r.diagnostics[0].message.rfind("lone surrogate \\ud800 in string", 0) == 0);
    }
    SECTION("a high surrogate followed by an escape that is not a low one") {
        auto r = parseJson("[\"\\uD83D\\u0041\"]", "t.json");
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].column == 3);
        REQUIRE(r.root);
        CHECK(r.root->items[0].text == "\xEF\xBF\xBD" "A");
    }
    SECTION("a low surrogate alone, in a key") {
        auto r = parseJson("{\"k\\udc00\": 1}", "t.json");
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].column == 4);
        CHECK(r.diagnostics[0].message.find("must follow") != std::string::npos);
    }
    SECTION("two lone high surrogates in a row are two errors") {
        auto r = parseJson("[\"\\ud800\\ud800\"]", "t.json");
        CHECK(r.diagnostics.size() == 2);
    }
}
