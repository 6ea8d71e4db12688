#include "game/app/shell/input_bindings.h"

#include <algorithm>

#include "engine/platform/key_names.h"

namespace game {

namespace {

/// Index of an action in the binding arrays.
std::size_t slot(engine::Action a) { return static_cast<std::size_t>(a); }

/// Every action.
std::vector<engine::Action> allActions() {
    std::vector<engine::Action> out;
    for (int i = 0; i < engine::kActionCount; ++i)
        out.push_back(static_cast<engine::Action>(i));
    return out;
}

/// Store b's key lists for every action into settings.
void storeKeys(Settings& s, const engine::InputBindings& b) {
    for (engine::Action a : allActions()) {
        std::vector<std::string>& names = s.keys[std::string(engine::actionName(a))];
        names.clear();
        for (sf::Keyboard::Key k : b.keys[slot(a)])
            names.emplace_back(engine::keyName(k));
    }
}

/// Store b's pad lists for every action into settings.
void storePad(Settings& s, const engine::InputBindings& b) {
    for (engine::Action a : allActions()) {
        std::vector<int>& buttons = s.padButtons[std::string(engine::actionName(a))];
        buttons.assign(b.padButtons[slot(a)].begin(), b.padButtons[slot(a)].end());
    }
}

} // namespace

engine::InputBindings bindingsFromSettings(const Settings& s) {
    engine::InputBindings b = engine::defaultBindings();
    for (engine::Action a : allActions()) {
        if (auto it = s.keys.find(std::string(engine::actionName(a))); it != s.keys.end()) {
            std::vector<sf::Keyboard::Key> keys;
            for (const std::string& name : it->second)
                if (auto k = engine::keyFromName(name)) keys.push_back(*k);
            if (!keys.empty()) b.keys[slot(a)] = std::move(keys); // no usable key: the action keeps its defaults
        }
        if (auto it = s.padButtons.find(std::string(engine::actionName(a))); it != s.padButtons.end())
            b.padButtons[slot(a)].assign(it->second.begin(), it->second.end());
    }
    b.deadzone = static_cast<float>(s.deadzone);
    return b;
}

void bindKey(Settings& s, engine::Action action, sf::Keyboard::Key key) {
    engine::InputBindings b = bindingsFromSettings(s);
    for (auto& keys : b.keys)
        keys.erase(std::remove(keys.begin(), keys.end(), key), keys.end());
    b.keys[slot(action)] = {key};
    storeKeys(s, b);
}

void bindPadButton(Settings& s, engine::Action action, unsigned button) {
    engine::InputBindings b = bindingsFromSettings(s);
    for (auto& buttons : b.padButtons)
        buttons.erase(std::remove(buttons.begin(), buttons.end(), button), buttons.end());
    b.padButtons[slot(action)] = {button};
    storePad(s, b);
}

void resetBindings(Settings& s) {
    s.keys.clear();
    s.padButtons.clear();
}

std::string keyBindingLabel(const engine::InputBindings& b, engine::Action action) {
    std::string out;
    for (sf::Keyboard::Key k : b.keys[slot(action)])
        out += (out.empty() ? "" : " / ") + engine::keyLabel(k);
    return out.empty() ? "-" : out;
}

std::string mouseButtonLabel(sf::Mouse::Button m) {
    switch (m) {
    case sf::Mouse::Left: return "LMB";
    case sf::Mouse::Right: return "RMB";
    case sf::Mouse::Middle: return "MMB";
    default: return "Mouse " + std::to_string(static_cast<int>(m) + 1);
    }
}

std::string padBindingLabel(const engine::InputBindings& b, engine::Action action) {
    std::string out;
    // The sticks and the trigger are read directly (engine::InputMapper): the left stick and the d-pad move, the
    // right trigger aims.
    switch (action) {
    case engine::Action::Left:
    case engine::Action::Right:
    case engine::Action::Up:
    case engine::Action::Down: out = "L stick / D-pad"; break;
    case engine::Action::Aim: out = "RT"; break;
    default: break;
    }
    for (unsigned btn : b.padButtons[slot(action)])
        out += (out.empty() ? "" : " / ") + engine::padButtonLabel(btn);
    return out.empty() ? "-" : out;
}

const char* actionLabel(engine::Action a) {
    switch (a) {
    case engine::Action::Left: return "Left";
    case engine::Action::Right: return "Right";
    case engine::Action::Up: return "Up / aim up";
    case engine::Action::Down: return "Down / aim down";
    case engine::Action::Jump: return "Jump";
    case engine::Action::Fire: return "Fire along the aim";
    case engine::Action::Aim: return "Aim (hold)";
    case engine::Action::Restart: return "Restart";
    default: return "?";
    }
}

std::vector<ControlsRow> controlsRows(const engine::InputBindings& b) {
    std::vector<ControlsRow> rows;
    for (engine::Action a : allActions()) {
        ControlsRow row{a, actionLabel(a), keyBindingLabel(b, a), "", padBindingLabel(b, a)};
        for (sf::Mouse::Button m : b.mouse[slot(a)])
            row.mouse += (row.mouse.empty() ? "" : " / ") + mouseButtonLabel(m);
        if (row.mouse.empty()) row.mouse = "-";
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace game
