#include "game/world/mode_rules.h"

#include <deque>
#include <stdexcept>
#include <string>

namespace game {

namespace {

/// Throw when `rules` cannot be registered next to `table`.
void checkRules(const std::deque<ModeRules>& table, const ModeRules& rules) {
    const std::string name(rules.name);
    if (rules.name.empty()) throw std::invalid_argument("registerMode: a mode needs a name");
    if (rules.entityTypes == nullptr || rules.spawn == nullptr || rules.step == nullptr || rules.hash == nullptr)
        throw std::invalid_argument("registerMode: mode '" + name + "' lacks entityTypes, spawn, step or hash");
    for (const ModeRules& r : table)
        if (r.name == rules.name) throw std::invalid_argument("registerMode: mode '" + name + "' is registered");
    if (table.size() >= kMaxModes) throw std::invalid_argument("registerMode: no room for mode '" + name + "'");
}

/// Every registered mode, by id: the built-in ones first (a deque, so references stay valid as it grows).
std::deque<ModeRules>& table() {
    static std::deque<ModeRules> modes = [] {
        std::deque<ModeRules> t;
        for (const ModeRules& r : builtInModes()) {
            checkRules(t, r);
            t.push_back(r);
        }
        return t;
    }();
    return modes;
}

} // namespace

ModeId registerMode(const ModeRules& rules) {
    std::deque<ModeRules>& t = table();
    checkRules(t, rules);
    t.push_back(rules);
    return static_cast<ModeId>(t.size() - 1);
}

std::optional<ModeId> findMode(std::string_view name) {
    const std::deque<ModeRules>& t = table();
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i].name == name) return static_cast<ModeId>(i);
    return std::nullopt;
}

const ModeRules& modeRules(ModeId id) { return table().at(id); }

std::size_t modeCount() { return table().size(); }

ModeId modeOf(const engine::Level& level) { return findMode(level.meta.mode).value_or(ModeId{0}); }

} // namespace game
