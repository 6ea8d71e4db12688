#include "engine/ecs/field_hash.h"
#include "engine/ecs/field_json.h"
#include "engine/ecs/field_text.h"
#include "engine/ecs/fields.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace fields_test {

enum class Mood : std::uint8_t { Calm, Angry };

/// A nested value type.
struct Gauge {
    double level = 0.0;
    int notches = 0;
};
constexpr auto fields(engine::Type<Gauge>) {
    return engine::fieldList("Gauge", engine::field("level", &Gauge::level), engine::field("notches", &Gauge::notches));
}

/// A component as it first shipped.
struct Crate {
    engine::Vec2 position;
    int hp = 3;
    Mood mood = Mood::Calm;
    std::string label;
    std::vector<Gauge> gauges;
    engine::Entity owner;
    double glow = 0.0;               ///< presentation only
    std::vector<int>* log = nullptr; ///< a borrowed pointer
};
constexpr auto fields(engine::Type<Crate>) {
    return engine::fieldList("Crate", engine::field("position", &Crate::position), engine::field("hp", &Crate::hp),
                             engine::field("mood", &Crate::mood), engine::field("label", &Crate::label),
                             engine::field("gauges", &Crate::gauges), engine::field("owner", &Crate::owner),
                             engine::presentation("glow", &Crate::glow), engine::skipped("log", &Crate::log));
}

/// The same component after a field was added to it (and to its list).
struct CrateWithHeat {
    engine::Vec2 position;
    int hp = 3;
    Mood mood = Mood::Calm;
    std::string label;
    std::vector<Gauge> gauges;
    engine::Entity owner;
    double glow = 0.0;
    std::vector<int>* log = nullptr;
    double heat = 0.0;  ///< the added field
};
constexpr auto fields(engine::Type<CrateWithHeat>) {
    using C = CrateWithHeat;
    return engine::fieldList("Crate", engine::field("position", &C::position), engine::field("hp", &C::hp),
                             engine::field("mood", &C::mood), engine::field("label", &C::label),
                             engine::field("gauges", &C::gauges), engine::field("owner", &C::owner),
                             engine::presentation("glow", &C::glow), engine::skipped("log", &C::log),
                             engine::field("heat", &C::heat));
}

/// A struct that grew a member its list does not name.
struct Forgotten {
    int a = 0;
    std::vector<double> b;
    bool added = false;
};
constexpr auto fields(engine::Type<Forgotten>) {
    return engine::fieldList("Forgotten", engine::field("a", &Forgotten::a), engine::field("b", &Forgotten::b));
}

/// Hash of one registry holding c on one entity.
template <class C>
std::uint64_t hashOf(const C& c) {
    engine::Registry reg;
    engine::Entity e = reg.create();
    reg.emplace<C>(e, c);
    engine::StateHasher h;
    engine::hashComponents(h, reg, e, engine::ComponentList<C>{});
    return h.value();
}

} // namespace fields_test

using fields_test::Crate;
using fields_test::CrateWithHeat;

TEST_CASE("Member counts come from aggregate initialisation, nested structs and containers counting once",
          "[fields]") {
    CHECK(engine::memberCount<fields_test::Gauge>() == 2);
    CHECK(engine::memberCount<Crate>() == 8);
    CHECK(engine::memberCount<CrateWithHeat>() == 9);
    CHECK(engine::memberCount<engine::Entity>() == 2);
    CHECK(engine::fieldsComplete<Crate>());
    CHECK(engine::fieldsComplete<CrateWithHeat>());
}

TEST_CASE("A struct that grew a member its field list does not name is reported incomplete", "[fields]") {
    CHECK(engine::memberCount<fields_test::Forgotten>() == 3);
    CHECK(engine::fieldCount<fields_test::Forgotten>() == 2);
    CHECK_FALSE(engine::fieldsComplete<fields_test::Forgotten>());
}

TEST_CASE("A field added to a component changes the state hash when its value changes", "[fields][hash]") {
    CrateWithHeat cold, hot;
    hot.heat = 1.5;
    CHECK(fields_test::hashOf(cold) != fields_test::hashOf(hot));
    // Everything the first version hashed is still hashed: each old field moves the hash too.
    CrateWithHeat moved = cold, hurt = cold, renamed = cold, gauged = cold, owned = cold;
    moved.position.x = 1.0;
    hurt.hp = 2;
    renamed.label = "b";
    gauged.gauges.push_back({});
    owned.owner = {4, 1};
    for (const CrateWithHeat& c : {moved, hurt, renamed, gauged, owned}) CHECK(fields_test::hashOf(c) != fields_test::hashOf(cold));
}

TEST_CASE("Presentation and skipped fields stay out of the state hash", "[fields][hash]") {
    std::vector<int> log;
    Crate plain, shown;
    shown.glow = 0.7;
    shown.log = &log;
    CHECK(fields_test::hashOf(plain) == fields_test::hashOf(shown));
}

TEST_CASE("The hash covers a component's presence as well as its fields", "[fields][hash]") {
    engine::Registry reg;
    engine::Entity e = reg.create();
    engine::StateHasher without, with;
    engine::hashComponents(without, reg, e, engine::ComponentList<Crate>{});
    reg.emplace<Crate>(e);
    engine::hashComponents(with, reg, e, engine::ComponentList<Crate>{});
    CHECK(without.value() != with.value());
}

TEST_CASE("The JSON dump names every shown field and no skipped one", "[fields][json]") {
    CrateWithHeat c;
    c.label = "box";
    c.gauges = {{0.5, 2}};
    c.owner = {3, 7};
    const nlohmann::ordered_json j = engine::fieldJson(c);
    std::vector<std::string> keys;
    for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
    CHECK(keys == std::vector<std::string>{"position", "hp", "mood", "label", "gauges", "owner", "glow", "heat"});
    CHECK(j["gauges"][0]["notches"] == 2);
    CHECK(j["owner"]["generation"] == 7);
    CHECK(j["position"] == nlohmann::ordered_json::array({0.0, 0.0}));
}

TEST_CASE("The readout has one line per shown field, nested structs flattened", "[fields][text]") {
    CrateWithHeat c;
    c.hp = 5;
    c.gauges.resize(3);
    std::vector<std::string> lines;
    engine::appendFieldLines(lines, "Crate", c);
    CHECK(lines == std::vector<std::string>{"Crate.position (0, 0)", "Crate.hp 5", "Crate.mood 0", "Crate.label \"\"",
                                            "Crate.gauges [3]", "Crate.owner.index 4294967295",
                                            "Crate.owner.generation 0", "Crate.glow 0", "Crate.heat 0"});
}
