#include "engine/ecs/registry.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

using engine::Entity;
using engine::kNullEntity;
using engine::Registry;

namespace {

struct Pos {
    double x = 0.0;
    double y = 0.0;
};
struct Vel {
    double x = 0.0;
    double y = 0.0;
};
struct Hp {
    int value = 0;
};
struct Tag {};
struct Name {
    std::string text;
};
struct Bag {
    std::vector<int> items;
    std::string label;
};

// A string long enough to live on the heap (no small-string optimisation), so lifetime bugs reach ASan.
std::string longName(int i) { return "entity-with-a-long-heap-allocated-name-number-" + std::to_string(i); }

// Entity indices visited by a range-for over view<Ts...>.
template <class... Ts>
std::vector<std::uint32_t> visitedIndices(Registry& reg) {
    std::vector<std::uint32_t> out;
    for (Entity e : reg.view<Ts...>()) out.push_back(e.index);
    return out;
}

std::vector<std::uint32_t> sorted(std::vector<std::uint32_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

TEST_CASE("create hands out distinct valid entities and destroy invalidates them", "[ecs]") {
    Registry reg;

    SECTION("fresh entities are valid, distinct and counted") {
        Entity a = reg.create();
        Entity b = reg.create();
        Entity c = reg.create();
        CHECK(reg.valid(a));
        CHECK(reg.valid(b));
        CHECK(reg.valid(c));
        CHECK(a != b);
        CHECK(b != c);
        CHECK(a.index == 0);
        CHECK(b.index == 1);
        CHECK(c.index == 2);
        CHECK(reg.alive() == 3);
    }
    SECTION("destroy makes the handle invalid and lowers the live count") {
        Entity a = reg.create();
        Entity b = reg.create();
        reg.destroy(a);
        CHECK_FALSE(reg.valid(a));
        CHECK(reg.valid(b));
        CHECK(reg.alive() == 1);
    }
    SECTION("destroying a stale handle or the null handle is a no-op") {
        Entity a = reg.create();
        Entity b = reg.create();
        reg.destroy(a);
        reg.destroy(a);
        reg.destroy(kNullEntity);
        reg.destroy(Entity{57, 0});
        CHECK(reg.valid(b));
        CHECK(reg.alive() == 1);
    }
    SECTION("the null handle and a default Entity are never valid") {
        reg.create();
        CHECK_FALSE(reg.valid(kNullEntity));
        CHECK_FALSE(reg.valid(Entity{}));
        CHECK(Entity{} == kNullEntity);
    }
    SECTION("a handle with an index never created is invalid") {
        reg.create();
        CHECK_FALSE(reg.valid(Entity{1, 0}));
        CHECK_FALSE(reg.valid(Entity{0, 1}));
    }
}

TEST_CASE("a freed index is reused with a newer generation so the stale handle stays invalid", "[ecs]") {
    Registry reg;
    Entity old = reg.create();
    reg.emplace<Hp>(old, 5);
    reg.destroy(old);
    Entity fresh = reg.create();

    SECTION("the new entity reuses the index with generation + 1") {
        CHECK(fresh.index == old.index);
        CHECK(fresh.generation == old.generation + 1);
        CHECK(reg.valid(fresh));
        CHECK_FALSE(reg.valid(old));
    }
    SECTION("the new entity does not inherit the old entity's components") {
        CHECK_FALSE(reg.has<Hp>(fresh));
        CHECK(reg.count<Hp>() == 0);
    }
    SECTION("operations through the stale handle never touch the new entity") {
        reg.emplace<Hp>(fresh, 9);
        CHECK_FALSE(reg.has<Hp>(old));
        CHECK(reg.tryGet<Hp>(old) == nullptr);
        reg.remove<Hp>(old);
        reg.destroy(old);
        CHECK(reg.valid(fresh));
        REQUIRE(reg.has<Hp>(fresh));
        CHECK(reg.get<Hp>(fresh).value == 9);
    }
    SECTION("emplacing through the stale handle throws and attaches nothing") {
        CHECK_THROWS_AS(reg.emplace<Hp>(old, 1), std::invalid_argument);
        CHECK_THROWS_AS(reg.emplace<Hp>(kNullEntity, 1), std::invalid_argument);
        CHECK(reg.count<Hp>() == 0);
    }
    SECTION("freed indices are reused last-freed first") {
        Entity a = reg.create();
        Entity b = reg.create();
        reg.destroy(a);
        reg.destroy(b);
        CHECK(reg.create().index == b.index);
        CHECK(reg.create().index == a.index);
        CHECK(reg.create().index == 3);
    }
    SECTION("repeated reuse keeps raising the generation") {
        Entity e = fresh;
        for (int i = 0; i < 10; ++i) {
            reg.destroy(e);
            Entity next = reg.create();
            CHECK(next.index == e.index);
            CHECK(next.generation == e.generation + 1);
            e = next;
        }
        CHECK(e.generation == 11);
    }
}

TEST_CASE("components are added, read, replaced and removed per entity", "[ecs]") {
    Registry reg;
    Entity a = reg.create();
    Entity b = reg.create();

    SECTION("emplace uses aggregate initialisation and get returns the stored value") {
        Pos& p = reg.emplace<Pos>(a, 1.5, -2.0);
        CHECK(p.x == 1.5);
        CHECK(p.y == -2.0);
        CHECK(reg.has<Pos>(a));
        CHECK_FALSE(reg.has<Pos>(b));
        CHECK(reg.get<Pos>(a).y == -2.0);
    }
    SECTION("emplace without arguments value-initialises") {
        reg.emplace<Hp>(a);
        CHECK(reg.get<Hp>(a).value == 0);
        reg.emplace<Tag>(a);
        CHECK(reg.has<Tag>(a));
    }
    SECTION("a non-aggregate component is constructed with parentheses") {
        auto& v = reg.emplace<std::vector<int>>(a, 3u, 7);
        CHECK(v == std::vector<int>{7, 7, 7});
    }
    SECTION("changes made through get persist") {
        reg.emplace<Hp>(a, 10);
        reg.get<Hp>(a).value -= 3;
        CHECK(reg.get<Hp>(a).value == 7);
    }
    SECTION("emplace on an entity that already has the component replaces it") {
        reg.emplace<Hp>(a, 10);
        reg.emplace<Hp>(a, 20);
        CHECK(reg.get<Hp>(a).value == 20);
        CHECK(reg.count<Hp>() == 1);
    }
    SECTION("tryGet returns nullptr for an absent component or an invalid entity") {
        reg.emplace<Hp>(a, 4);
        REQUIRE(reg.tryGet<Hp>(a) != nullptr);
        CHECK(reg.tryGet<Hp>(a)->value == 4);
        CHECK(reg.tryGet<Hp>(b) == nullptr);
        CHECK(reg.tryGet<Pos>(a) == nullptr);
        CHECK(reg.tryGet<Hp>(kNullEntity) == nullptr);
        reg.destroy(a);
        CHECK(reg.tryGet<Hp>(a) == nullptr);
    }
    SECTION("the const accessors see the same components") {
        reg.emplace<Hp>(a, 6);
        const Registry& c = reg;
        CHECK(c.get<Hp>(a).value == 6);
        REQUIRE(c.tryGet<Hp>(a) != nullptr);
        CHECK(c.tryGet<Hp>(a)->value == 6);
        CHECK(c.tryGet<Hp>(b) == nullptr);
        CHECK(c.tryGet<Vel>(a) == nullptr);  // type never used: no pool yet
        CHECK_FALSE(c.has<Vel>(a));
        CHECK(c.count<Vel>() == 0);
    }
    SECTION("remove deletes only that component; removing an absent one is a no-op") {
        reg.emplace<Hp>(a, 1);
        reg.emplace<Pos>(a, 2.0, 3.0);
        reg.remove<Hp>(a);
        reg.remove<Hp>(a);
        reg.remove<Vel>(a);
        reg.remove<Hp>(b);
        CHECK_FALSE(reg.has<Hp>(a));
        CHECK(reg.has<Pos>(a));
        CHECK(reg.count<Hp>() == 0);
    }
    SECTION("removing one entity's component keeps every other entity's value (swap-and-pop)") {
        std::vector<Entity> es{a, b};
        for (int i = 0; i < 6; ++i) es.push_back(reg.create());
        for (std::size_t i = 0; i < es.size(); ++i) reg.emplace<Hp>(es[i], static_cast<int>(100 + i));
        reg.remove<Hp>(es[0]);
        reg.remove<Hp>(es[4]);
        CHECK(reg.count<Hp>() == es.size() - 2);
        for (std::size_t i = 0; i < es.size(); ++i) {
            if (i == 0 || i == 4) CHECK_FALSE(reg.has<Hp>(es[i]));
            else CHECK(reg.get<Hp>(es[i]).value == static_cast<int>(100 + i));
        }
    }
    SECTION("destroy removes every component of the entity") {
        reg.emplace<Hp>(a, 1);
        reg.emplace<Pos>(a);
        reg.emplace<Name>(a, longName(1));
        reg.emplace<Hp>(b, 2);
        reg.destroy(a);
        CHECK(reg.count<Hp>() == 1);
        CHECK(reg.count<Pos>() == 0);
        CHECK(reg.count<Name>() == 0);
        CHECK(reg.get<Hp>(b).value == 2);
    }
}

TEST_CASE("a view visits exactly the entities having every listed component", "[ecs]") {
    Registry reg;
    // e0: Pos          e1: Pos Vel       e2: Pos Vel Hp    e3: Vel Hp
    // e4: Pos Vel Hp   e5: Hp            e6: (none)
    std::vector<Entity> e;
    for (int i = 0; i < 7; ++i) e.push_back(reg.create());
    for (int i : {0, 1, 2, 4}) reg.emplace<Pos>(e[i], double(i), 0.0);
    for (int i : {1, 2, 3, 4}) reg.emplace<Vel>(e[i], 0.0, double(i));
    for (int i : {2, 3, 4, 5}) reg.emplace<Hp>(e[i], i);

    SECTION("one component type") {
        CHECK(sorted(visitedIndices<Pos>(reg)) == std::vector<std::uint32_t>{0, 1, 2, 4});
        CHECK(sorted(visitedIndices<Hp>(reg)) == std::vector<std::uint32_t>{2, 3, 4, 5});
    }
    SECTION("two component types") {
        CHECK(sorted(visitedIndices<Pos, Vel>(reg)) == std::vector<std::uint32_t>{1, 2, 4});
        CHECK(sorted(visitedIndices<Vel, Hp>(reg)) == std::vector<std::uint32_t>{2, 3, 4});
    }
    SECTION("three component types") {
        CHECK(sorted(visitedIndices<Pos, Vel, Hp>(reg)) == std::vector<std::uint32_t>{2, 4});
        CHECK(sorted(visitedIndices<Hp, Vel, Pos>(reg)) == std::vector<std::uint32_t>{2, 4});
    }
    SECTION("each passes the entity and references to its components, which can be modified") {
        int calls = 0;
        reg.view<Pos, Vel, Hp>().each([&](Entity ent, Pos& p, Vel& v, Hp& h) {
            ++calls;
            CHECK(p.x == double(ent.index));
            CHECK(v.y == double(ent.index));
            CHECK(h.value == int(ent.index));
            h.value += 1000;
        });
        CHECK(calls == 2);
        CHECK(reg.get<Hp>(e[2]).value == 1002);
        CHECK(reg.get<Hp>(e[4]).value == 1004);
        CHECK(reg.get<Hp>(e[3]).value == 3);
    }
    SECTION("each also accepts a callback without the entity") {
        double sum = 0.0;
        reg.view<Pos>().each([&](Pos& p) { sum += p.x; });
        CHECK(sum == 0.0 + 1.0 + 2.0 + 4.0);
    }
    SECTION("range-for and each visit in the same order") {
        std::vector<std::uint32_t> fromEach;
        reg.view<Vel, Hp>().each([&](Entity ent, Vel&, Hp&) { fromEach.push_back(ent.index); });
        CHECK(fromEach == visitedIndices<Vel, Hp>(reg));
    }
    SECTION("a view over a type nobody has is empty") {
        CHECK(visitedIndices<Tag>(reg).empty());
        CHECK(visitedIndices<Pos, Tag>(reg).empty());
    }
    SECTION("a view drops entities destroyed or stripped before it was made") {
        reg.destroy(e[2]);
        reg.remove<Hp>(e[4]);
        CHECK(visitedIndices<Pos, Vel, Hp>(reg).empty());
    }
}

TEST_CASE("a const view visits the same entities as the mutable view and yields const components", "[ecs]") {
    Registry reg;
    // e0: Pos    e1: Pos Vel    e2: Vel    e3: Pos Vel    e4: Pos
    std::vector<Entity> e;
    for (int i = 0; i < 5; ++i) e.push_back(reg.create());
    for (int i : {0, 1, 3, 4}) reg.emplace<Pos>(e[i], double(i), 0.0);
    for (int i : {1, 2, 3}) reg.emplace<Vel>(e[i], 0.0, double(i) * 10.0);
    reg.destroy(e[4]);
    const Registry& creg = reg;

    SECTION("same entities in the same order as the mutable view") {
        std::vector<std::uint32_t> fromConst;
        for (Entity ent : creg.view<Pos, Vel>()) fromConst.push_back(ent.index);
        CHECK(fromConst == visitedIndices<Pos, Vel>(reg));
        CHECK(sorted(fromConst) == std::vector<std::uint32_t>{1, 3});
    }
    SECTION("each passes const references to the stored components") {
        static_assert(std::is_same_v<decltype(creg.view<Pos, Vel>()), engine::View<const Pos, const Vel>>,
                      "a const registry's view is over const components");
        std::vector<double> seen;
        creg.view<Pos, Vel>().each([&](Entity ent, auto& p, auto& v) {
            static_assert(std::is_const_v<std::remove_reference_t<decltype(p)>>, "Pos is passed as const");
            static_assert(std::is_const_v<std::remove_reference_t<decltype(v)>>, "Vel is passed as const");
            CHECK(&p == &reg.get<Pos>(ent));
            seen.push_back(p.x + v.y);
        });
        std::sort(seen.begin(), seen.end());
        CHECK(seen == std::vector<double>{1.0 + 10.0, 3.0 + 30.0});
    }
    SECTION("a mutable registry gives the same read-only view when asked for const types") {
        std::vector<std::uint32_t> fromConstTypes;
        reg.view<const Pos>().each([&](Entity ent, const Pos&) { fromConstTypes.push_back(ent.index); });
        CHECK(fromConstTypes == visitedIndices<Pos>(reg));
        CHECK(reg.count<Pos>() == 3);
    }
    SECTION("a const view over a type the registry has never seen is empty") {
        int calls = 0;
        creg.view<Tag>().each([&](const Tag&) { ++calls; });
        for (Entity ent : creg.view<Pos, Tag>()) calls += static_cast<int>(ent.index) + 1;
        CHECK(calls == 0);
        CHECK(reg.count<Tag>() == 0);
    }
    SECTION("a const view skips an entity destroyed through the registry before it is reached") {
        REQUIRE(visitedIndices<Pos>(reg) == std::vector<std::uint32_t>{0, 1, 3});
        std::vector<std::uint32_t> visited;
        for (Entity ent : creg.view<Pos>()) {
            visited.push_back(ent.index);
            if (ent == e[0]) reg.destroy(e[3]);
        }
        CHECK(visited == std::vector<std::uint32_t>{0, 1});
    }
}

TEST_CASE("view iteration order is the same for the same sequence of operations", "[ecs]") {
    auto build = [] {
        Registry reg;
        std::vector<Entity> es;
        for (int i = 0; i < 20; ++i) es.push_back(reg.create());
        for (int i = 0; i < 20; i += 2) reg.emplace<Pos>(es[i]);
        for (int i = 0; i < 20; i += 3) reg.emplace<Vel>(es[i]);
        reg.destroy(es[6]);
        reg.remove<Pos>(es[0]);
        reg.emplace<Pos>(reg.create());
        std::vector<std::uint32_t> order;
        for (Entity e : reg.view<Pos, Vel>()) order.push_back(e.index);
        for (Entity e : reg.view<Pos>()) order.push_back(e.index);
        return order;
    };
    std::vector<std::uint32_t> first = build();
    CHECK(first == build());
    CHECK(first.size() > 5);
}

TEST_CASE("destroying or stripping entities during a view follows the documented guarantees", "[ecs]") {
    Registry reg;
    std::vector<Entity> es;
    for (int i = 0; i < 8; ++i) {
        es.push_back(reg.create());
        reg.emplace<Hp>(es.back(), i);
        reg.emplace<Name>(es.back(), longName(i));
    }

    SECTION("destroying the current entity is safe and every other entity is still visited once") {
        std::vector<std::uint32_t> seen;
        for (Entity e : reg.view<Hp, Name>()) {
            seen.push_back(e.index);
            if (reg.get<Hp>(e).value % 2 == 0) reg.destroy(e);
        }
        CHECK(sorted(seen) == std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7});
        CHECK(reg.alive() == 4);
        CHECK(sorted(visitedIndices<Hp>(reg)) == std::vector<std::uint32_t>{1, 3, 5, 7});
        for (Entity e : reg.view<Name>()) CHECK(reg.get<Name>(e).text == longName(reg.get<Hp>(e).value));
    }
    SECTION("destroying the current entity inside each is safe") {
        int calls = 0;
        reg.view<Hp>().each([&](Entity e, Hp&) {
            ++calls;
            reg.destroy(e);
        });
        CHECK(calls == 8);
        CHECK(reg.alive() == 0);
        CHECK(reg.count<Name>() == 0);
    }
    SECTION("destroying an already-visited entity never makes anything be visited twice") {
        std::vector<std::uint32_t> seen;
        std::vector<Entity> visited;
        for (Entity e : reg.view<Hp>()) {
            seen.push_back(e.index);
            if (visited.size() >= 2) reg.destroy(visited[visited.size() - 2]);
            visited.push_back(e);
        }
        CHECK(seen.size() == 8);
        CHECK(sorted(seen) == std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5, 6, 7});
        CHECK(reg.alive() == 2);
    }
    SECTION("destroying a not-yet-visited entity means it is not visited") {
        std::vector<Entity> order;
        for (Entity e : reg.view<Hp>()) order.push_back(e);
        std::vector<std::uint32_t> seen;
        for (Entity e : reg.view<Hp>()) {
            seen.push_back(e.index);
            if (e == order[0]) {
                reg.destroy(order[3]);
                reg.destroy(order[7]);
            }
        }
        CHECK(seen.size() == 6);
        CHECK(std::find(seen.begin(), seen.end(), order[3].index) == seen.end());
        CHECK(std::find(seen.begin(), seen.end(), order[7].index) == seen.end());
        CHECK(std::set<std::uint32_t>(seen.begin(), seen.end()).size() == 6);
    }
    SECTION("removing the iterated component from the current entity is safe") {
        int calls = 0;
        reg.view<Hp, Name>().each([&](Entity e, Hp&, Name&) {
            ++calls;
            reg.remove<Name>(e);
        });
        CHECK(calls == 8);
        CHECK(reg.count<Name>() == 0);
        CHECK(reg.count<Hp>() == 8);
        CHECK(reg.alive() == 8);
    }
    SECTION("removing the iterated component from a not-yet-visited entity means it is not visited") {
        std::vector<Entity> order;
        for (Entity e : reg.view<Hp>()) order.push_back(e);
        std::vector<std::uint32_t> seen;
        for (Entity e : reg.view<Hp, Name>()) {
            seen.push_back(e.index);
            if (e == order[0]) reg.remove<Name>(order[5]);
        }
        CHECK(seen.size() == 7);
        CHECK(std::find(seen.begin(), seen.end(), order[5].index) == seen.end());
    }
    SECTION("random destruction during a view visits each survivor exactly once") {
        std::mt19937 gen(1234);
        for (int round = 0; round < 50; ++round) {
            Registry r;
            std::vector<Entity> all;
            for (int i = 0; i < 40; ++i) {
                all.push_back(r.create());
                r.emplace<Name>(all.back(), longName(i));
            }
            std::vector<Entity> snapshot;
            for (Entity e : r.view<Name>()) snapshot.push_back(e);
            std::set<std::uint32_t> destroyedBeforeReached;
            std::map<std::uint32_t, int> visits;
            std::size_t pos = 0;
            for (Entity e : r.view<Name>()) {
                // Candidates skipped before e must be exactly ones destroyed before they were reached.
                while (pos < snapshot.size() && snapshot[pos] != e) {
                    CHECK(destroyedBeforeReached.count(snapshot[pos].index) == 1);
                    ++pos;
                }
                REQUIRE(pos < snapshot.size());
                ++pos;
                ++visits[e.index];
                for (int k = 0; k < 2; ++k) {
                    Entity victim = all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(gen)];
                    if (!r.valid(victim)) continue;
                    bool reached = false;
                    for (std::size_t q = 0; q < pos; ++q) reached = reached || snapshot[q] == victim;
                    if (!reached) destroyedBeforeReached.insert(victim.index);
                    r.destroy(victim);
                }
            }
            for (auto& kv : visits) CHECK(kv.second == 1);
            CHECK(visits.size() + destroyedBeforeReached.size() == snapshot.size());
        }
    }
}

TEST_CASE("entities created during a view are not visited", "[ecs]") {
    Registry reg;
    for (int i = 0; i < 4; ++i) reg.emplace<Hp>(reg.create(), i);

    SECTION("new entities with the component are not visited by the running view") {
        int calls = 0;
        reg.view<Hp>().each([&](Entity, Hp&) {
            ++calls;
            reg.emplace<Hp>(reg.create(), 99);  // may reallocate the Hp array
        });
        CHECK(calls == 4);
        CHECK(reg.count<Hp>() == 8);
        CHECK(visitedIndices<Hp>(reg).size() == 8);
    }
    SECTION("a new entity reusing the index of one destroyed in the loop is not visited") {
        std::vector<Entity> order;
        for (Entity e : reg.view<Hp>()) order.push_back(e);
        std::vector<Entity> seen;
        for (Entity e : reg.view<Hp>()) {
            seen.push_back(e);
            if (e == order[0]) {
                reg.destroy(order[2]);
                Entity reborn = reg.create();
                CHECK(reborn.index == order[2].index);
                reg.emplace<Hp>(reborn, 42);
            }
        }
        CHECK(seen.size() == 3);
        for (Entity e : seen) CHECK(e.generation == 0);
    }
    SECTION("a candidate that regains the component before it is reached is visited; outsiders are not") {
        std::vector<Entity> order;
        for (Entity e : reg.view<Hp>()) order.push_back(e);
        for (Entity e : order) reg.emplace<Vel>(e);
        Entity outsider = reg.create();
        reg.emplace<Vel>(outsider);  // Vel pool (5) is larger than Hp pool (4), so Hp drives the view
        std::vector<Entity> seen;
        for (Entity e : reg.view<Hp, Vel>()) {
            seen.push_back(e);
            if (e == order[0]) {
                reg.remove<Vel>(order[3]);
                reg.emplace<Hp>(outsider, 7);
            }
            if (e == order[1]) reg.emplace<Vel>(order[3]);
        }
        CHECK(seen == order);
    }
}

TEST_CASE("clear destroys every entity and keeps old handles invalid", "[ecs]") {
    Registry reg;
    std::vector<Entity> old;
    for (int i = 0; i < 5; ++i) {
        old.push_back(reg.create());
        reg.emplace<Name>(old.back(), longName(i));
        reg.emplace<Hp>(old.back(), i);
    }
    reg.destroy(old[1]);
    reg.clear();

    SECTION("nothing is alive and no component remains") {
        CHECK(reg.alive() == 0);
        CHECK(reg.count<Name>() == 0);
        CHECK(reg.count<Hp>() == 0);
        CHECK(reg.entities().empty());
        CHECK(visitedIndices<Hp>(reg).empty());
    }
    SECTION("old handles stay invalid after their indices are reused") {
        for (int i = 0; i < 5; ++i) reg.create();
        for (Entity e : old) CHECK_FALSE(reg.valid(e));
        CHECK(reg.alive() == 5);
    }
    SECTION("new entities get indices 0, 1, 2, ... again with newer generations") {
        for (std::uint32_t i = 0; i < 6; ++i) {
            Entity e = reg.create();
            CHECK(e.index == i);
            if (i < 5) CHECK(e.generation > old[i].generation);
        }
    }
    SECTION("the registry is fully usable after clear") {
        Entity e = reg.create();
        reg.emplace<Name>(e, longName(7));
        CHECK(reg.get<Name>(e).text == longName(7));
        CHECK(visitedIndices<Name>(reg) == std::vector<std::uint32_t>{e.index});
    }
}

TEST_CASE("non-trivial components survive swap-and-pop, replacement and destruction", "[ecs]") {
    Registry reg;
    std::vector<Entity> es;
    for (int i = 0; i < 32; ++i) {
        es.push_back(reg.create());
        reg.emplace<Bag>(es.back(), std::vector<int>(static_cast<std::size_t>(i + 1), i), longName(i));
    }

    SECTION("removing from the middle moves the last component intact") {
        for (int i = 0; i < 32; i += 3) reg.remove<Bag>(es[static_cast<std::size_t>(i)]);
        for (int i = 0; i < 32; ++i) {
            const Bag* b = reg.tryGet<Bag>(es[static_cast<std::size_t>(i)]);
            if (i % 3 == 0) {
                CHECK(b == nullptr);
            } else {
                REQUIRE(b != nullptr);
                CHECK(b->items == std::vector<int>(static_cast<std::size_t>(i + 1), i));
                CHECK(b->label == longName(i));
            }
        }
    }
    SECTION("replacing a component frees the old value and stores the new one") {
        reg.emplace<Bag>(es[5], std::vector<int>{1, 2, 3}, longName(500));
        CHECK(reg.get<Bag>(es[5]).label == longName(500));
        CHECK(reg.get<Bag>(es[5]).items == std::vector<int>{1, 2, 3});
        CHECK(reg.count<Bag>() == 32);
    }
    SECTION("copying a component from another entity of the same type is safe even if the array grows") {
        Entity e = reg.create();
        reg.emplace<Bag>(e, reg.get<Bag>(es[3]));
        CHECK(reg.get<Bag>(e).label == longName(3));
    }
    SECTION("destroying every other entity then clearing releases everything") {
        for (std::size_t i = 0; i < es.size(); i += 2) reg.destroy(es[i]);
        CHECK(reg.count<Bag>() == 16);
        for (Entity e : reg.view<Bag>()) CHECK(reg.get<Bag>(e).label == longName(reg.get<Bag>(e).items.front()));
        reg.clear();
        CHECK(reg.count<Bag>() == 0);
    }
    SECTION("std::string components by themselves") {
        Entity e = reg.create();
        reg.emplace<std::string>(e, longName(1));
        reg.emplace<std::string>(es[0], longName(2));
        reg.remove<std::string>(e);
        CHECK(reg.get<std::string>(es[0]) == longName(2));
    }
}

TEST_CASE("entities lists every live entity in ascending index order", "[ecs]") {
    Registry reg;
    std::vector<Entity> es;
    for (int i = 0; i < 6; ++i) es.push_back(reg.create());
    reg.destroy(es[4]);
    reg.destroy(es[1]);
    Entity reused = reg.create();  // index 1, generation 1

    std::vector<Entity> live = reg.entities();
    REQUIRE(live.size() == 5);
    CHECK(live[0] == es[0]);
    CHECK(live[1] == reused);
    CHECK(live[1].generation == 1);
    CHECK(live[2] == es[2]);
    CHECK(live[3] == es[3]);
    CHECK(live[4] == es[5]);
    CHECK(reg.alive() == live.size());
}

TEST_CASE("A copied registry is an independent deep copy with the same entities and components", "[ecs]") {
    engine::Registry a;
    engine::Entity e1 = a.create();
    engine::Entity e2 = a.create();
    engine::Entity e3 = a.create();
    a.emplace<std::string>(e1, "one");
    a.emplace<int>(e2, 2);
    a.destroy(e3);
    engine::Registry b = a;
    SECTION("the copy sees the same live entities, components and free slots") {
        CHECK(b.valid(e1));
        CHECK(b.valid(e2));
        CHECK_FALSE(b.valid(e3));
        CHECK(b.get<std::string>(e1) == "one");
        CHECK(b.get<int>(e2) == 2);
        CHECK(b.create().index == a.create().index);
    }
    SECTION("changing the copy leaves the original untouched") {
        b.get<std::string>(e1) = "changed";
        b.destroy(e2);
        CHECK(a.get<std::string>(e1) == "one");
        CHECK(a.valid(e2));
        CHECK(a.get<int>(e2) == 2);
    }
    SECTION("assigning back restores the earlier state") {
        engine::Registry snapshot = a;
        a.get<int>(e2) = 99;
        a.destroy(e1);
        a = snapshot;
        CHECK(a.valid(e1));
        CHECK(a.get<int>(e2) == 2);
    }
}

TEST_CASE("componentCount counts an entity's components of every type", "[ecs]") {
    Registry reg;
    Entity a = reg.create(), b = reg.create();
    reg.emplace<Pos>(a);
    reg.emplace<Vel>(a);
    reg.emplace<Hp>(b);
    CHECK(reg.componentCount(a) == 2);
    CHECK(reg.componentCount(b) == 1);
    reg.remove<Vel>(a);
    CHECK(reg.componentCount(a) == 1);
    reg.destroy(b);
    CHECK(reg.componentCount(b) == 0);
    CHECK(reg.componentCount(kNullEntity) == 0);
}
