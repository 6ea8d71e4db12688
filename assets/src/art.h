#pragma once
// The generator's drawing passes: each adds its sprites and animations to the ArtSet.
#include <vector>

#include "art_set.h"

namespace art {

/// Pixel font glyphs font_32..font_126 (white, tinted at runtime) and the "small" font metrics.
void drawFont(ArtSet& set);
/// The ninja (neon lab player).
void drawNinja(ArtSet& set);
/// The explorer (crypt player) and the blunderbuss.
void drawExplorer(ArtSet& set);
/// Robot turret, skeleton, bat, lich, lich projectile, death puff.
void drawEnemies(ArtSet& set);
/// Lab tiles: autotiled walls and mirrors, background, hazards, devices.
void drawLabTiles(ArtSet& set);
/// Crypt tiles: autotiled walls, background, hazards, torch, gate, key, orb.
void drawCryptTiles(ArtSet& set);
/// UI icons and particles.
void drawUi(ArtSet& set);

/// Colours of a spike strip.
struct SpikeColors {
    Rgba light, mid, dark, tip, tipHi, base, baseHi, ink;
};
/// Spikes pointing up in a tile's bottom half (rotate for the other directions); shared by both tile sets.
Canvas spikesUp(const SpikeColors& c);

/// Text drawn with the font glyphs already in `set` (for the preview sheets), white × tint, at integer scale.
void drawText(Canvas& dst, const ArtSet& set, int x, int y, const std::string& text, Rgba tint, int scale);
/// Width in px of text at scale 1.
int textWidth(const ArtSet& set, const std::string& text);
/// One square application icon.
struct Icon {
    int size = 0; ///< width and height in px
    Canvas img;
};
/// The 16×16 icon master: the ninja dashing over a beam, from the sprites already in `set`.
Canvas iconMaster16(const ArtSet& set);
/// The 32×32 icon master: the same scene with the emitter, for 32 px and its whole multiples.
Canvas iconMaster32(const ArtSet& set);
/// Every icon size the desktop needs (16, 32, 48, 64, 128, 256), drawn from the masters.
std::vector<Icon> drawIcons(const ArtSet& set);

/// Write one preview PNG per sprite group plus two mock scenes into dir; false on failure.
bool writePreviews(const ArtSet& set, const std::string& dir);

} // namespace art
