#pragma once
// Registry: an EnTT-like entity/component store. Components are plain structs kept in one sparse set per type
// (dense array of entity indices + parallel dense component array + sparse index → dense position).
// Systems are free functions that iterate views: `for (Entity e : reg.view<A, B>())` or
// `reg.view<A, B>().each([](Entity e, A& a, B& b) { ... })`. Read-only code iterates a const registry:
// `creg.view<A, B>()` is a View<const A, const B> whose each() passes `const A&, const B&`.
//
// Determinism: every container is a vector driven only by the sequence of calls, so the same sequence of
// create/destroy/emplace/remove gives the same indices, generations and iteration order on every run.
// Component type ids come from a first-use counter and may differ between programs; nothing that is
// iterated depends on them.
//
// Handles: an Entity is (index, generation). destroy() bumps the slot's generation, so every older handle
// to that slot becomes invalid. Freed indices are reused last-freed-first (LIFO). Generation wraparound:
// a slot whose generation reaches 0xFFFFFFFF on destroy is RETIRED (never reused), so a stale handle can
// never alias a newer entity; this costs one slot per ~4 billion destroys of the same index.
//
// References: get/emplace/tryGet return references into a std::vector. emplace<T> (on any entity) and
// remove<T>/destroy may move other T components, so do not keep a T& or T* across those calls.
//
// Mutation during view iteration — exact guarantees (tested in tests/engine/ecs/test_registry.cpp):
//   A view takes a snapshot of the candidate handles when view() is called (the dense order of the SMALLEST
//   pool among Ts; ties go to the first such type in Ts). Each candidate is checked again at the moment the
//   iteration reaches it: it is visited only if it is still valid (same generation) and still has every T.
//   Therefore, during a loop over a view:
//   - destroying (or removing a T from) the CURRENT entity is safe; its component references from the
//     callback arguments dangle afterwards, so don't touch them after the destroy/remove;
//   - destroying an ALREADY-VISITED entity is safe and never causes any entity to be visited twice;
//   - destroying (or removing a T from) a NOT-YET-VISITED entity is safe; it is simply not visited;
//   - entities CREATED during the loop are never visited (not in the snapshot), even when they reuse the
//     index of an entity destroyed during the loop (their generation differs);
//   - adding a T to a not-yet-visited candidate that lacked another T makes it visited when reached;
//     entities outside the snapshot are never visited;
//   - every entity is visited at most once, and the order is the snapshot order.
//   Nested views are fine (each has its own snapshot).
#include <atomic>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/ecs/fields.h"

namespace engine {

/// A handle to an entity: slot index plus the slot's generation when the handle was made.
struct Entity {
    std::uint32_t index = 0xFFFFFFFF;
    std::uint32_t generation = 0;
};

/// Entity's fields (engine/ecs/fields.h).
constexpr auto fields(Type<Entity>) {
    return fieldList("Entity", field("index", &Entity::index), field("generation", &Entity::generation));
}

/// Handles are equal when index and generation are both equal.
inline constexpr bool operator==(Entity a, Entity b) { return a.index == b.index && a.generation == b.generation; }
/// Negation of ==.
inline constexpr bool operator!=(Entity a, Entity b) { return !(a == b); }

/// The null handle (index 0xFFFFFFFF): never valid; create() never hands out that index.
inline constexpr Entity kNullEntity{};

class Registry;

namespace ecs_detail {

/// Marker for "entity index not in this pool".
inline constexpr std::uint32_t kAbsent = 0xFFFFFFFF;

/// Next free component type id (process-wide, thread-safe).
inline std::size_t nextTypeId() {
    static std::atomic<std::size_t> counter{0};
    return counter.fetch_add(1, std::memory_order_relaxed);
}

/// Stable id for component type T, assigned on first use.
template <class T>
std::size_t typeId() {
    static const std::size_t id = nextTypeId();
    return id;
}

/// Type-erased pool interface, so destroy()/clear() can reach every pool.
class PoolBase {
public:
    virtual ~PoolBase() = default;
    /// Removes the component of entity index i if present.
    virtual void erase(std::uint32_t i) = 0;
    /// Drops every component.
    virtual void clearAll() = 0;
    /// True when entity index i has a component here.
    virtual bool has(std::uint32_t i) const = 0;
    /// A deep copy of this pool (components are copied; components must be copyable).
    virtual std::unique_ptr<PoolBase> clone() const = 0;
};

/// Sparse set of T components keyed by entity index.
template <class T>
class Pool final : public PoolBase {
public:
    /// True when entity index i has a T here.
    bool contains(std::uint32_t i) const { return i < sparse_.size() && sparse_[i] != kAbsent; }
    /// Number of T components.
    std::size_t size() const { return dense_.size(); }
    /// Entity indices in dense order.
    const std::vector<std::uint32_t>& indices() const { return dense_; }
    /// The T of entity index i (precondition: contains(i)).
    T& at(std::uint32_t i) { return data_[sparse_[i]]; }
    /// The T of entity index i (precondition: contains(i)).
    const T& at(std::uint32_t i) const { return data_[sparse_[i]]; }

    /// Constructs (or replaces) the T of entity index i from args: aggregates by T{args...}, others by T(args...).
    template <class... Args>
    T& put(std::uint32_t i, Args&&... args) {
        if (contains(i)) return data_[sparse_[i]] = make(std::forward<Args>(args)...);
        data_.push_back(make(std::forward<Args>(args)...));
        if (i >= sparse_.size()) sparse_.resize(std::size_t{i} + 1, kAbsent);
        sparse_[i] = static_cast<std::uint32_t>(dense_.size());
        dense_.push_back(i);
        return data_.back();
    }

    // Swap-and-pop: the last element moves into the hole, so the dense arrays stay packed.
    void erase(std::uint32_t i) override {
        if (!contains(i)) return;
        std::uint32_t pos = sparse_[i];
        std::uint32_t lastPos = static_cast<std::uint32_t>(dense_.size() - 1);
        if (pos != lastPos) {
            data_[pos] = std::move(data_[lastPos]);
            dense_[pos] = dense_[lastPos];
            sparse_[dense_[pos]] = pos;
        }
        data_.pop_back();
        dense_.pop_back();
        sparse_[i] = kAbsent;
    }

    void clearAll() override {
        data_.clear();
        dense_.clear();
        sparse_.clear();
    }

    std::unique_ptr<PoolBase> clone() const override { return std::make_unique<Pool<T>>(*this); }

    bool has(std::uint32_t i) const override { return contains(i); }

private:
    template <class... Args>
    static T make(Args&&... args) {
        if constexpr (std::is_aggregate_v<T>) return T{std::forward<Args>(args)...};
        else return T(std::forward<Args>(args)...);
    }

    std::vector<std::uint32_t> sparse_;  // entity index → dense position, kAbsent if none
    std::vector<std::uint32_t> dense_;   // dense position → entity index
    std::vector<T> data_;                // dense position → component
};

/// The pool a view over T reads: Pool<U> for T = U, const Pool<U> for T = const U.
template <class T>
using PoolOf = std::conditional_t<std::is_const_v<T>, const Pool<std::remove_const_t<T>>, Pool<T>>;

/// A pool with no components, standing in for a type a const registry has never seen.
template <class T>
const Pool<T>& emptyPool() {
    static const Pool<T> empty;
    return empty;
}

} // namespace ecs_detail

/// Entities having every component in Ts; see the header comment for the mutation-during-iteration rules.
/// A const T in Ts makes the view read-only for that type (each() passes `const T&`).
template <class... Ts>
class View {
    static_assert(sizeof...(Ts) >= 1, "a view needs at least one component type");

public:
    /// Forward iterator over the snapshot; it skips candidates that stopped matching before it reached them.
    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Entity;
        using difference_type = std::ptrdiff_t;
        using pointer = const Entity*;
        using reference = Entity;

        Iterator() = default;
        /// Positioned at pos, skipped forward to the first match.
        Iterator(const View* v, std::size_t pos) : view_(v), pos_(pos) { skip(); }
        /// The current entity.
        Entity operator*() const { return view_->candidates_[pos_]; }
        /// Advances to the next candidate that still matches.
        Iterator& operator++() { ++pos_; skip(); return *this; }
        /// Post-increment.
        Iterator operator++(int) { Iterator old = *this; ++*this; return old; }
        /// Same position.
        bool operator==(const Iterator& o) const { return pos_ == o.pos_; }
        /// Different position.
        bool operator!=(const Iterator& o) const { return pos_ != o.pos_; }

    private:
        void skip() {
            while (pos_ < view_->candidates_.size() && !view_->matches(view_->candidates_[pos_])) ++pos_;
        }
        const View* view_ = nullptr;
        std::size_t pos_ = 0;
    };

    /// Snapshot of candidates taken now (smallest pool among Ts).
    View(const Registry& reg, ecs_detail::PoolOf<Ts>&... pools);

    /// First matching entity.
    Iterator begin() const { return Iterator(this, 0); }
    /// Past the end.
    Iterator end() const { return Iterator(this, candidates_.size()); }

    /// Calls f(Entity, Ts&...) — or f(Ts&...) — for each matching entity, in snapshot order.
    template <class F>
    void each(F&& f) const {
        for (Entity e : *this) {
            if constexpr (std::is_invocable_v<F&, Entity, Ts&...>) f(e, std::get<ecs_detail::PoolOf<Ts>*>(pools_)->at(e.index)...);
            else f(std::get<ecs_detail::PoolOf<Ts>*>(pools_)->at(e.index)...);
        }
    }

    /// True when e is (still) valid and has every T.
    bool matches(Entity e) const;

private:
    const Registry* reg_;
    std::tuple<ecs_detail::PoolOf<Ts>*...> pools_;
    std::vector<Entity> candidates_;
};

/// Owns entities and their components. Not thread-safe.
class Registry {
public:
    Registry() = default;
    /// A deep copy: same entities, generations, free list and components (for snapshots and rewind).
    Registry(const Registry& other) { *this = other; }
    /// Deep copy assignment (see the copy constructor).
    Registry& operator=(const Registry& other) {
        if (this == &other) return *this;
        generation_ = other.generation_;
        alive_ = other.alive_;
        free_ = other.free_;
        aliveCount_ = other.aliveCount_;
        pools_.clear();
        pools_.reserve(other.pools_.size());
        for (const auto& p : other.pools_) pools_.push_back(p ? p->clone() : nullptr);
        return *this;
    }
    Registry(Registry&&) = default;
    Registry& operator=(Registry&&) = default;

    /// A new live entity: reuses the most recently freed index (its generation already bumped by destroy), else a new index.
    Entity create() {
        if (!free_.empty()) {
            std::uint32_t i = free_.back();
            free_.pop_back();
            alive_[i] = 1;
            ++aliveCount_;
            return {i, generation_[i]};
        }
        if (generation_.size() >= kNullEntity.index) throw std::length_error("Registry: out of entity indices");
        std::uint32_t i = static_cast<std::uint32_t>(generation_.size());
        generation_.push_back(0);
        alive_.push_back(1);
        ++aliveCount_;
        return {i, 0};
    }

    /// Removes e's components and frees its index (generation + 1, or retired at 0xFFFFFFFF). Stale/null: no-op.
    void destroy(Entity e) {
        if (!valid(e)) return;
        for (auto& p : pools_)
            if (p) p->erase(e.index);
        release(e.index);
        --aliveCount_;
    }

    /// True when e is live and its generation is current; false for null and stale handles.
    bool valid(Entity e) const {
        return e.index < generation_.size() && alive_[e.index] && generation_[e.index] == e.generation;
    }

    /// Gives e a T built from args (T{args...} for aggregates, else T(args...)), replacing any existing T.
    /// Throws std::invalid_argument when e is null or stale (never attaches a component to a dead slot).
    template <class T, class... Args>
    T& emplace(Entity e, Args&&... args) {
        if (!valid(e)) throw std::invalid_argument("Registry::emplace on an invalid entity");
        return pool<T>().put(e.index, std::forward<Args>(args)...);
    }

    /// e's T. Precondition: has<T>(e) (asserted in debug builds).
    template <class T>
    T& get(Entity e) {
        assert(has<T>(e) && "get<T> on an entity without T");
        return pool<T>().at(e.index);
    }
    /// e's T. Precondition: has<T>(e) (asserted in debug builds).
    template <class T>
    const T& get(Entity e) const {
        assert(has<T>(e) && "get<T> on an entity without T");
        return findPool<T>()->at(e.index);
    }

    /// e's T, or nullptr when e is invalid or has no T.
    template <class T>
    T* tryGet(Entity e) {
        return has<T>(e) ? &pool<T>().at(e.index) : nullptr;
    }
    /// e's T, or nullptr when e is invalid or has no T.
    template <class T>
    const T* tryGet(Entity e) const {
        return has<T>(e) ? &findPool<T>()->at(e.index) : nullptr;
    }

    /// Removes e's T; no-op if absent or e invalid. May move another entity's T (swap-and-pop).
    template <class T>
    void remove(Entity e) {
        if (has<T>(e)) pool<T>().erase(e.index);
    }

    /// True when e is valid and has a T.
    template <class T>
    bool has(Entity e) const {
        const ecs_detail::Pool<T>* p = findPool<T>();
        return p && valid(e) && p->contains(e.index);
    }

    /// Entities having every T (snapshot now; see header for mutation-during-iteration guarantees).
    /// A `const T` in Ts reads the T pool without write access.
    template <class... Ts>
    View<Ts...> view() {
        return View<Ts...>(*this, pool<std::remove_const_t<Ts>>()...);
    }
    /// Read-only view: the same entities in the same order as view<Ts...>() on a mutable registry, components
    /// as `const T&`; empty (creates no pool) when some T was never emplaced in this registry.
    template <class... Ts>
    View<const Ts...> view() const {
        return View<const Ts...>(*this, readPool<Ts>()...);
    }

    /// Number of live entities.
    std::size_t alive() const { return aliveCount_; }

    /// Number of T components.
    template <class T>
    std::size_t count() const {
        const ecs_detail::Pool<T>* p = findPool<T>();
        return p ? p->size() : 0;
    }

    /// Number of components e has, of any type (0 for an invalid handle); lets a test check that every
    /// component type a program attaches is in its component lists.
    std::size_t componentCount(Entity e) const {
        if (!valid(e)) return 0;
        std::size_t n = 0;
        for (const auto& p : pools_)
            if (p && p->has(e.index)) ++n;
        return n;
    }

    /// Every live entity in ascending index order (for state hashing and debugging).
    std::vector<Entity> entities() const {
        std::vector<Entity> out;
        out.reserve(aliveCount_);
        for (std::uint32_t i = 0; i < generation_.size(); ++i)
            if (alive_[i]) out.push_back({i, generation_[i]});
        return out;
    }

    /// Destroys every entity (generations bump, so old handles stay invalid). Afterwards create() hands out
    /// indices 0, 1, 2, … again (in ascending order), like a fresh registry but with newer generations.
    void clear() {
        for (auto& p : pools_)
            if (p) p->clearAll();
        for (std::uint32_t i = 0; i < generation_.size(); ++i)
            if (alive_[i]) bumpGeneration(i);
        free_.clear();
        for (std::uint32_t i = static_cast<std::uint32_t>(generation_.size()); i-- > 0;)
            if (generation_[i] != kRetired) free_.push_back(i);
        aliveCount_ = 0;
    }

private:
    template <class... Ts>
    friend class View;

    /// A slot with this generation is dead forever.
    static constexpr std::uint32_t kRetired = 0xFFFFFFFF;

    // Marks slot i dead with a newer generation (retired at kRetired).
    void bumpGeneration(std::uint32_t i) {
        alive_[i] = 0;
        ++generation_[i];
    }
    // Kills slot i and queues it for reuse unless its generation is exhausted.
    void release(std::uint32_t i) {
        bumpGeneration(i);
        if (generation_[i] != kRetired) free_.push_back(i);
    }

    template <class T>
    ecs_detail::Pool<T>& pool() {
        std::size_t id = ecs_detail::typeId<T>();
        if (id >= pools_.size()) pools_.resize(id + 1);
        if (!pools_[id]) pools_[id] = std::make_unique<ecs_detail::Pool<T>>();
        return static_cast<ecs_detail::Pool<T>&>(*pools_[id]);
    }
    template <class T>
    const ecs_detail::Pool<T>* findPool() const {
        std::size_t id = ecs_detail::typeId<T>();
        return id < pools_.size() ? static_cast<const ecs_detail::Pool<T>*>(pools_[id].get()) : nullptr;
    }
    // The T pool, or a shared empty one when this registry has none (const access never creates a pool).
    template <class T>
    const ecs_detail::Pool<std::remove_const_t<T>>& readPool() const {
        const ecs_detail::Pool<std::remove_const_t<T>>* p = findPool<std::remove_const_t<T>>();
        return p ? *p : ecs_detail::emptyPool<std::remove_const_t<T>>();
    }

    std::vector<std::uint32_t> generation_;  // per slot: current generation
    std::vector<std::uint8_t> alive_;        // per slot: 1 when live
    std::vector<std::uint32_t> free_;        // reusable slots, LIFO
    std::size_t aliveCount_ = 0;
    std::vector<std::unique_ptr<ecs_detail::PoolBase>> pools_;  // by type id; pools live as long as the registry
};

template <class... Ts>
View<Ts...>::View(const Registry& reg, ecs_detail::PoolOf<Ts>&... pools) : reg_(&reg), pools_(&pools...) {
    const std::vector<std::uint32_t>* driver = nullptr;
    ((driver = (!driver || pools.size() < driver->size()) ? &pools.indices() : driver), ...);
    candidates_.reserve(driver->size());
    for (std::uint32_t i : *driver) candidates_.push_back({i, reg.generation_[i]});
}

template <class... Ts>
bool View<Ts...>::matches(Entity e) const {
    return reg_->valid(e) && (std::get<ecs_detail::PoolOf<Ts>*>(pools_)->contains(e.index) && ...);
}

} // namespace engine
