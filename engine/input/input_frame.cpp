#include "engine/input/input_frame.h"

#include <array>

namespace engine {

namespace {
constexpr std::array<std::string_view, kActionCount> kNames = {"left", "right", "up",  "down",
                                                              "jump", "fire",  "aim", "restart"};
}

std::string_view actionName(Action a) {
    auto i = static_cast<std::size_t>(a);
    return i < kNames.size() ? kNames[i] : std::string_view{"?"};
}

std::optional<Action> actionFromName(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name) return static_cast<Action>(i);
    return std::nullopt;
}

} // namespace engine
