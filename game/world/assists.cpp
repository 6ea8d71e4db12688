#include "game/world/assists.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace game {

bool operator==(const Assists& a, const Assists& b) {
    return a.speedPercent == b.speedPercent && a.invincible == b.invincible && a.infiniteFocus == b.infiniteFocus &&
           a.infiniteShells == b.infiniteShells && a.dashAssist == b.dashAssist;
}

int snapAssistSpeed(double percent) {
    if (!(percent == percent)) return 100;
    const double steps = std::round(std::clamp(percent, double(kAssistMinSpeed), 100.0) / kAssistSpeedStep);
    return static_cast<int>(steps) * kAssistSpeedStep;
}

std::string assistsText(const Assists& a) {
    std::string out;
    auto add = [&](const std::string& item) { out += (out.empty() ? "" : ",") + item; };
    if (a.invincible) add("invincible");
    if (a.infiniteFocus) add("focus");
    if (a.infiniteShells) add("shells");
    if (a.dashAssist) add("dash");
    if (a.speedPercent != 100) add("speed=0." + std::to_string(a.speedPercent / 10));
    return out;
}

namespace {

/// Parse the value of speed=V: 0.5..1 in tenths, or 50..100 in tens; -1 when it is not one of them.
int parseSpeed(const std::string& value) {
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    if (value.empty() || end != value.c_str() + value.size() || !std::isfinite(v)) return -1;
    const double percent = v <= 1.0 ? v * 100.0 : v;
    const double snapped = std::round(percent / kAssistSpeedStep) * kAssistSpeedStep;
    if (std::fabs(percent - snapped) > 1e-6 || snapped < kAssistMinSpeed || snapped > 100) return -1;
    return static_cast<int>(snapped);
}

} // namespace

std::optional<Assists> parseAssists(std::string_view text, std::string* error) {
    Assists a;
    if (text == "none") return a;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item(text.substr(start, comma - start));
        start = comma + 1;
        if (item.empty()) {
            if (comma >= text.size()) break;
            continue;
        }
        if (item == "invincible") a.invincible = true;
        else if (item == "focus") a.infiniteFocus = true;
        else if (item == "shells") a.infiniteShells = true;
        else if (item == "dash") a.dashAssist = true;
        else if (item.rfind("speed=", 0) == 0) {
            const int speed = parseSpeed(item.substr(6));
            if (speed < 0) {
                if (error) *error = "assist \"" + item + "\": speed is one of 0.5, 0.6, 0.7, 0.8, 0.9, 1";
                return std::nullopt;
            }
            a.speedPercent = speed;
        } else {
            if (error) *error = "unknown assist \"" + item + "\" (known: invincible, focus, shells, dash, speed=0.5..1)";
            return std::nullopt;
        }
    }
    return a;
}

} // namespace game
