#pragma once
// Field lists: one compile-time list of named members per plain struct. Every generic reader of component
// state (the state hash in field_hash.h, the JSON dump in field_json.h, the debug readout in field_text.h)
// walks these lists, so a member cannot be read by one of them and forgotten by another.
//
// A struct declares its list with a free function beside it, found by argument-dependent lookup:
//     struct Door { Aabb box; bool open = false; const Glow* glow = nullptr; };
//     constexpr auto fields(engine::Type<Door>) {
//         return engine::fieldList("Door", engine::field("box", &Door::box), engine::field("open", &Door::open),
//                                  engine::skipped("glow", &Door::glow));
//     }
// Kinds of entry:
//   field(name, &C::m)        simulation state: hashed, dumped and shown
//   presentation(name, &C::m) dumped and shown, not hashed (the simulation never reads it)
//   skipped(name, &C::m)      read by no visitor (a pointer into another object, a reused scratch buffer);
//                             listed so the completeness check counts it
//
// Completeness: forEachField() checks at compile time that the list names exactly as many members as the
// struct has, and no member twice. The member count comes from aggregate initialisation: C{a1, …, aN} with
// arguments convertible to anything compiles for every N up to the number of members and for none beyond.
// So a member added to a struct without an entry in its list stops the build, in every program that hashes,
// dumps or shows that struct. (Structs must be aggregates without base classes or C arrays.)
//
// This header needs nothing but the standard library, so any engine layer may give its plain structs a list.
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace engine {

/// A type as a value: the argument that finds a struct's `fields` function by argument-dependent lookup.
template <class T>
struct Type {
    using type = T;
};

/// What the visitors do with a field (bit flags).
enum FieldUse : std::uint8_t {
    kFieldHashed = 1,  ///< part of the state hash
    kFieldShown = 2,   ///< written by dumps and debug readouts
};

/// One named member of C, of type M; `Use` (FieldUse bits) says which visitors read it, at compile time.
template <class C, class M, std::uint8_t Use>
struct Field {
    using Member = M;
    /// Part of the state hash.
    static constexpr bool kHashed = (Use & kFieldHashed) != 0;
    /// Written by dumps and readouts.
    static constexpr bool kShown = (Use & kFieldShown) != 0;
    const char* name;
    M C::*member;
};

/// Simulation state: hashed, dumped and shown.
template <class C, class M>
constexpr Field<C, M, kFieldHashed | kFieldShown> field(const char* name, M C::*member) {
    return {name, member};
}

/// Presentation only (never read by the simulation): dumped and shown, not hashed.
template <class C, class M>
constexpr Field<C, M, kFieldShown> presentation(const char* name, M C::*member) {
    return {name, member};
}

/// Listed for the completeness check only: no visitor reads it (pointers, scratch buffers).
template <class C, class M>
constexpr Field<C, M, 0> skipped(const char* name, M C::*member) {
    return {name, member};
}

/// A struct's name and its fields, in declaration order.
template <class C, class... Fs>
struct FieldList {
    const char* name;
    std::tuple<Fs...> fields;
};

/// The list of C's fields, named `name` (C is deduced from the fields).
template <class C, class... Ms, std::uint8_t... Us>
constexpr FieldList<C, Field<C, Ms, Us>...> fieldList(const char* name, Field<C, Ms, Us>... fields) {
    return {name, std::tuple<Field<C, Ms, Us>...>(fields...)};
}

/// A list of component types, for the visitors that walk an entity's components.
template <class... Cs>
struct ComponentList {};

/// The component list holding the types of A, then those of B.
template <class A, class B>
struct JoinComponents;
/// The component list holding the types of A, then those of B.
template <class... As, class... Bs>
struct JoinComponents<ComponentList<As...>, ComponentList<Bs...>> {
    using type = ComponentList<As..., Bs...>;
};

namespace fields_detail {

/// Converts to any type; only ever named in unevaluated operands (never defined).
struct AnyMember {
    template <class U>
    constexpr operator U() const noexcept;
};

/// True when T{AnyMember × sizeof...(I)} is well-formed.
template <class T, class Seq, class = void>
struct Initialisable : std::false_type {};
/// True when T{AnyMember × sizeof...(I)} is well-formed.
template <class T, std::size_t... I>
struct Initialisable<T, std::index_sequence<I...>, std::void_t<decltype(T{(static_cast<void>(I), AnyMember{})...})>>
    : std::true_type {};

/// More members than any plain struct here has; the count stops there.
inline constexpr std::size_t kMaxMembers = 64;

/// The number of members of aggregate T: the largest N for which T{a1, …, aN} compiles.
template <class T, std::size_t N = 0>
constexpr std::size_t memberCount() {
    if constexpr (N < kMaxMembers && Initialisable<T, std::make_index_sequence<N + 1>>::value)
        return memberCount<T, N + 1>();
    else
        return N;
}

/// True when a and b name the same member.
template <class A, class B>
constexpr bool sameMember(const A& a, const B& b) {
    if constexpr (std::is_same_v<typename A::Member, typename B::Member>) return a.member == b.member;
    else return false;
}

/// True when no member appears twice in the list.
template <class... Fs>
constexpr bool membersDistinct(const std::tuple<Fs...>& fields) {
    return std::apply(
        [](const auto&... all) {
            std::size_t matches = 0;
            auto count = [&](const auto& one) { ((matches += sameMember(one, all) ? 1 : 0), ...); };
            (count(all), ...);
            return matches == sizeof...(all);
        },
        fields);
}

/// True for std::vector<T, A>.
template <class T>
struct IsVector : std::false_type {};
/// True for std::vector<T, A>.
template <class T, class A>
struct IsVector<std::vector<T, A>> : std::true_type {};

/// Detects a `fields(Type<T>)` function for T.
template <class T, class = void>
struct HasFields : std::false_type {};
/// Detects a `fields(Type<T>)` function for T.
template <class T>
struct HasFields<T, std::void_t<decltype(fields(Type<T>{}))>> : std::true_type {};

} // namespace fields_detail

/// True when T has a field list.
template <class T>
inline constexpr bool kHasFields = fields_detail::HasFields<std::remove_const_t<T>>::value;

/// True for std::vector (the visitors treat it as a sequence).
template <class T>
inline constexpr bool kIsVector = fields_detail::IsVector<T>::value;

/// T's field list.
template <class T>
constexpr auto fieldsOf() {
    return fields(Type<std::remove_const_t<T>>{});
}

/// T's display name (the name in its field list).
template <class T>
constexpr const char* typeName() {
    return fieldsOf<T>().name;
}

/// The number of members of aggregate T (see the header comment).
template <class T>
constexpr std::size_t memberCount() {
    return fields_detail::memberCount<T>();
}

/// The number of entries in T's field list.
template <class T>
constexpr std::size_t fieldCount() {
    return std::tuple_size_v<decltype(fieldsOf<T>().fields)>;
}

/// True when T's field list has one entry per member of T.
template <class T>
constexpr bool fieldsComplete() {
    return fieldCount<T>() == memberCount<T>();
}

/// Fails the build unless T's field list names every member of T exactly once.
template <class T>
constexpr void checkFields() {
    static_assert(std::is_aggregate_v<T>, "a struct with a field list must be a plain aggregate");
    static_assert(fieldsComplete<T>(),
                  "the field list does not name every member of this struct: add the new member to its fields()");
    static_assert(fields_detail::membersDistinct(fieldsOf<T>().fields), "a member appears twice in the field list");
}

/// Calls f(field, value) for each field of `object` in list order; value is `object.*field.member` (const when
/// object is), and the field's type tells kHashed and kShown at compile time. Checks the list's completeness
/// at compile time.
template <class T, class F>
void forEachField(T& object, F&& f) {
    using C = std::remove_const_t<T>;
    checkFields<C>();
    constexpr auto list = fieldsOf<C>();
    std::apply([&](const auto&... entry) { (f(entry, object.*(entry.member)), ...); }, list.fields);
}

} // namespace engine
