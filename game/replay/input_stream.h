#pragma once
// The compact input stream: a run's InputFrames packed into bits, written base64 in a replay's "stream" field.
// Ten minutes of mouse play fit in well under 64 KB, where one readable entry per tick would not.
//
// The aim the simulation sees is quantised where input enters the play loop (quantiseAim): a zero aim, or an
// integer vector on the square of half-side kAimSquare, [±512, s] or [s, ±512] with |s| <= 512. That is one of
// 8 × 512 directions (at most 0.11° apart: the aim lands within half a logical pixel of the pointer anywhere on
// the 480-pixel screen) the stream stores as an index, and exact small integers survive every encoding bit for
// bit; the simulation normalises the aim itself. Live play, recording and playback all see
// the same quantised value, so a recorded run plays back to the same state hash.
//
// The aim is stored on every tick, also where no aim or fire is held. The ninja reads it only while Aim is held
// (holdAim; the release dashes along the last held tick's direction), but the crypt's blunderbuss turns to it on
// every tick (Blunderbuss::aim is drawn and is part of the state), and hashWorld covers the input's aim itself, so
// an aim kept still by the recorder between shots would not be invisible to the simulation.
//
// Layout (bits, least significant first within each byte; "gamma" is the Elias gamma code of a number >= 1):
//   ticks + 1 (gamma)
//   the buttons: runs of (length (gamma), held mask) until their lengths add up to ticks; the mask is 1 and the
//     action (3 bits) when one action changed from the run before, else 0 and the whole mask (8 bits)
//   the aim: segments of (length (gamma), kind (2 bits)) until their lengths add up to ticks, kind
//     0 none     no aim (zero) on each tick
//     1 still    one direction index (12 bits) on each tick
//     2 moving   the first index (12 bits), then one residual a tick: the index's step from the last tick minus
//                the previous step (modulo 4096), zig-zag mapped and Rice coded with a parameter that follows the
//                recent residuals (24 or more leading ones: the 12-bit residual follows raw)
//   zero bits to the end of the last byte.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/input/input_frame.h"

namespace game {

/// Half-side of the square a quantised aim lies on (8 × kAimSquare directions).
inline constexpr int kAimSquare = 512;
/// Number of aim directions the stream can store.
inline constexpr int kAimDirections = 8 * kAimSquare;

/// The aim the simulation sees for a device aim: zero for a zero or non-finite aim, else the nearest direction on
/// the square of half-side kAimSquare (exact integers).
engine::Vec2 quantiseAim(engine::Vec2 aim);
/// A frame with its aim quantised (the play loop feeds live input through this).
engine::InputFrame quantiseFrame(engine::InputFrame frame);
/// True when every frame can be stored in a stream: buttons within the 8 actions, aims quantised (bit for bit).
bool streamable(const std::vector<engine::InputFrame>& frames);

/// Pack frames into stream text (base64); nullopt when they are not streamable().
std::optional<std::string> encodeInputStream(const std::vector<engine::InputFrame>& frames);

/// Result of reading a stream: the frames, or what is wrong with it.
struct StreamDecodeResult {
    std::vector<engine::InputFrame> frames; ///< one per tick
    std::string error;                      ///< "" when the stream was read whole
};

/// Unpack stream text; at most maxTicks frames are accepted. Never throws.
StreamDecodeResult decodeInputStream(std::string_view text, std::uint64_t maxTicks);

} // namespace game
