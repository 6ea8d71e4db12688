#pragma once
// Assists: the player's chosen help, as plain data the simulation reads (World::assists) and a replay's header
// records, so an assisted run plays back exactly as it was played. Written as a comma list, the same on the
// command line (`--assist invincible,speed=0.7`), in a replay header and in the settings file:
//   speed=0.5 .. 1      game speed (real time only: the same ticks, spread over more real seconds)
//   invincible          lasers, spikes, enemies and falls do not kill; a fall or a crush puts the player back on
//                       the last safe ground
//   focus               infinite focus: bullet time never runs out
//   shells              infinite shells: the blunderbuss never empties
//   dash                dash assist: time stops completely while a dash is aimed
#include <optional>
#include <string>
#include <string_view>

namespace game {

/// Slowest game speed an assist sets, percent.
inline constexpr int kAssistMinSpeed = 50;
/// Game speed step, percent.
inline constexpr int kAssistSpeedStep = 10;

/// The assists in force (all off by default).
struct Assists {
    int speedPercent = 100;      ///< game speed, 50..100 in steps of 10
    bool invincible = false;     ///< nothing kills; falls and crushes return the player to safe ground
    bool infiniteFocus = false;  ///< the bullet-time meter never drains
    bool infiniteShells = false; ///< shots never empty the blunderbuss
    bool dashAssist = false;     ///< time stops while a dash is aimed

    /// The game speed as a time scale, 0.5..1.
    double speed() const { return speedPercent / 100.0; }
    /// True when any assist is on (a run with one is an assisted run).
    bool any() const { return speedPercent != 100 || invincible || infiniteFocus || infiniteShells || dashAssist; }
};

/// Two assist sets are equal when every field is.
bool operator==(const Assists& a, const Assists& b);
/// Not equal.
inline bool operator!=(const Assists& a, const Assists& b) { return !(a == b); }

/// A speed percent snapped into 50..100 on the 10 % steps (nearest step).
int snapAssistSpeed(double percent);

/// The comma list of `assists` ("" when none is on), e.g. "invincible,shells,speed=0.7".
std::string assistsText(const Assists& assists);

/// Parse a comma list ("" or "none": no assists). nullopt with *error naming the bad item; a speed must be one
/// of 0.5, 0.6 .. 1 (or 50 .. 100 as percent).
std::optional<Assists> parseAssists(std::string_view text, std::string* error);

} // namespace game
