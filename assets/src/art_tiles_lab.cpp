// Lab tiles. Walls and mirrors are autotiled: variant m = N·1 + E·2 + S·4 + W·8, a bit set when that neighbour
// is ALSO the same material; a clear bit means that side is exposed and gets an edge (ink line + bevel).
// Tiles use origin (0, 0); devices placed as entities use their anchor (noted per sprite).
#include <cmath>
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
void drawLabDevices(ArtSet& set);

Canvas spikesUp(const SpikeColors& c) {
    // Four spikes on a 4-px pitch tapering from a 1-px tip (row 6) to a 4-px base (row 13), lit from the left:
    // each spike's dark right edge against the next one's lit left edge keeps them apart. Base plate below.
    static const char* unit[8] = {".1..", ".t..", ".lm.", ".lm.", "lmd.", "lmd.", "lmdd", "lmdd"};
    Palette pal{{'1', c.tipHi}, {'t', c.tip}, {'l', c.light}, {'m', c.mid}, {'d', c.dark}};
    Canvas t(16, 16);
    for (int k = 0; k < 4; ++k)
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 4; ++x)
                if (unit[y][x] != '.') t.set(k * 4 + x , 6 + y, pal[unit[y][x]]);
    t.fill(0, 14, 16, 1, c.baseHi);
    t.fill(0, 15, 16, 1, c.base);
    outline(t, c.ink);
    return t;
}

namespace {

constexpr int N = 1, E = 2, S = 4, W = 8;

// Exposed-edge bevel shared by walls and mirrors: ink on the border, highlight top/left, shade bottom/right.
void bevel(Canvas& t, int mask, Rgba hiTop, Rgba hiLeft, Rgba shade) {
    bool n = !(mask & N), e = !(mask & E), s = !(mask & S), w = !(mask & W);
    if (n) { t.fill(0, 1, 16, 1, hiTop); }
    if (w) { t.fill(1, 0, 1, 16, hiLeft); }
    if (s) { t.fill(0, 14, 16, 1, shade); }
    if (e) { t.fill(14, 0, 1, 16, shade); }
    if (n) t.fill(0, 0, 16, 1, lab::ink);
    if (s) t.fill(0, 15, 16, 1, lab::ink);
    if (w) t.fill(0, 0, 1, 16, lab::ink);
    if (e) t.fill(15, 0, 1, 16, lab::ink);
    // Round the outer corners: two exposed sides meeting.
    if (n && w) { t.set(1, 1, lab::ink); t.set(2, 2, hiTop); }
    if (n && e) { t.set(14, 1, lab::ink); }
    if (s && w) { t.set(1, 14, lab::ink); }
    if (s && e) { t.set(14, 14, lab::ink); }
}

Canvas labWall(int mask) {
    Canvas t(16, 16);
    // Interior: a steel panel with seams on the right/bottom, a soft top-left sheen and two rivets.
    t.clear(lab::steel1);
    t.fill(0, 15, 16, 1, lab::steel0);
    t.fill(15, 0, 1, 16, lab::steel0);
    t.fill(1, 0, 14, 1, lab::steel2);
    t.fill(0, 1, 1, 14, lab::steel2);
    for (int i = 0; i < 5; ++i) t.set(3 + i, 12 - i, lab::steel2);  // a faint diagonal sheen
    t.set(3, 3, lab::steel0); t.set(12, 12, lab::steel0);
    t.set(3, 2, lab::steel3); t.set(12, 11, lab::steel3);
    bool n = !(mask & N);
    // Floors (exposed top) carry a neon strip under the lip.
    if (n) {
        t.fill(0, 2, 16, 1, lab::steel3);
        t.fill(0, 3, 16, 1, lab::cyan2);
        t.fill(0, 4, 16, 1, lab::cyan0);
        for (int x = 3; x < 16; x += 8) t.set(x, 3, lab::cyan3);
    }
    bevel(t, mask, lab::steel4, lab::steel3, lab::steel0);
    return t;
}

Canvas labMirror(int mask) {
    Canvas t(16, 16);
    t.clear(lab::steel3);
    // Polished face: bright diagonal streaks (from the top-left light) over a cool silver gradient.
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            int d = (x + y) % 16;
            Rgba c = y < 8 ? lab::steel4 : lab::steel3;
            if (d == 3 || d == 4) c = lab::white;
            if (d == 9) c = lab::cyan3;
            t.set(x, y, c);
        }
    bevel(t, mask, lab::white, lab::white, lab::steel2);
    return t;
}

Canvas labBackground(int variant) {
    Canvas t(16, 16);
    t.clear(lab::night1);
    // Grid: 1-px panel seams at the top and left of each tile; a lighter bevel under them.
    t.fill(0, 0, 16, 1, lab::night0);
    t.fill(0, 0, 1, 16, lab::night0);
    t.fill(1, 1, 15, 1, lab::night2);
    t.fill(1, 1, 1, 15, lab::night2);
    switch (variant) {
    case 1:  // vent slats
        for (int y = 6; y <= 10; y += 2) { t.fill(5, y, 7, 1, lab::night0); t.fill(5, y + 1, 7, 1, lab::night2); }
        break;
    case 2:  // a dim status light
        t.set(12, 4, lab::cyan0); t.set(13, 4, lab::night3);
        break;
    case 3:  // bolts in the corners
        t.set(3, 3, lab::night3); t.set(12, 3, lab::night3); t.set(3, 12, lab::night3); t.set(12, 12, lab::night3);
        break;
    default:
        break;
    }
    return t;
}

Canvas rotate(const Canvas& c, int quarters) {
    Canvas r = c;
    for (int i = 0; i < quarters; ++i) r = r.rotatedCW();
    return r;
}

void addSpikes(ArtSet& set, const std::string& prefix, const Canvas& up) {
    set.add(prefix + "_spikes_up", up);
    set.add(prefix + "_spikes_right", rotate(up, 1));
    set.add(prefix + "_spikes_down", rotate(up, 2));
    set.add(prefix + "_spikes_left", rotate(up, 3));
}

// A 45° slope: solid where inside(x, y); the exposed diagonal gets ink + a bright lip.
Canvas labSlope(bool upRight) {
    Canvas wall = labWall(N | E | S | W);
    Canvas t(16, 16);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            int d = upRight ? x + y - 15 : y - x;  // ≥ 0 inside, 0 on the diagonal
            if (d < 0) continue;
            Rgba c = wall.get(x, y);
            if (d == 0) c = lab::ink;
            else if (d == 1) c = lab::steel4;
            else if (d == 2) c = lab::cyan2;
            else if (d == 3) c = lab::cyan0;
            t.set(x, y, c);
        }
    // Outer edge of the slope's vertical side and the floor line.
    // The bottom and the high side are left flush: slopes sit on and against walls (autotile walls treating
    // slope cells as wall neighbours, so no edge is drawn between them).
    return t;
}

Canvas labOneWay() {
    Canvas t(16, 16);
    t.fill(0, 0, 16, 1, lab::ink);
    t.fill(0, 1, 16, 1, lab::steel4);
    t.fill(0, 2, 16, 1, lab::steel2);
    for (int x = 1; x < 16; x += 3) t.set(x, 2, lab::steel0);
    t.fill(0, 3, 16, 1, lab::steel1);
    t.fill(0, 4, 16, 1, lab::ink);
    // Brackets under the grating.
    for (int x : {3, 12}) { t.fill(x, 5, 1, 2, lab::steel1); t.set(x, 7, lab::ink); t.fill(x - 1, 5, 1, 2, lab::ink); t.fill(x + 1, 5, 1, 2, lab::ink); }
    return t;
}

Canvas labBlock(int kind) {  // 0 breakable, 1 cracked, 2 crumbling
    Canvas t(16, 16);
    t.clear(lab::steel1);
    t.fill(1, 1, 14, 1, lab::steel3);
    t.fill(1, 1, 1, 14, lab::steel3);
    t.fill(1, 14, 14, 1, lab::steel0);
    t.fill(14, 1, 1, 14, lab::steel0);
    if (kind == 0) {
        // Hazard-striped crate panel: amber/ink diagonal stripes in an inset.
        for (int y = 4; y < 12; ++y)
            for (int x = 4; x < 12; ++x) t.set(x, y, ((x + y) / 2) % 2 ? lab::amber1 : lab::night0);
        t.fill(3, 3, 10, 1, lab::steel0); t.fill(3, 3, 1, 10, lab::steel0);
        t.fill(3, 12, 10, 1, lab::steel3); t.fill(12, 3, 1, 10, lab::steel3);
    } else if (kind == 1) {
        // Cracked glass-fibre panel.
        t.fill(3, 3, 10, 10, lab::steel2);
        t.line(4, 2, 7, 6, lab::ink); t.line(7, 6, 6, 10, lab::ink); t.line(7, 6, 12, 8, lab::ink);
        t.line(6, 10, 9, 14, lab::ink); t.set(5, 3, lab::steel4); t.set(8, 7, lab::steel4);
    } else {
        // Crumbling: a grate held by two pins, with gaps.
        for (int y = 3; y < 13; y += 3) { t.fill(3, y, 10, 2, lab::steel2); t.fill(3, y, 10, 1, lab::steel3); }
        t.set(2, 2, lab::amber2); t.set(13, 2, lab::amber2); t.set(2, 13, lab::amber1); t.set(13, 13, lab::amber1);
    }
    t.fill(0, 0, 16, 1, lab::ink); t.fill(0, 15, 16, 1, lab::ink);
    t.fill(0, 0, 1, 16, lab::ink); t.fill(15, 0, 1, 16, lab::ink);
    return t;
}

Canvas labGlass() {
    Canvas t(16, 16);
    Rgba pane = withAlpha(lab::cyan2, 56), frame = lab::steel3, glint = withAlpha(lab::white, 190);
    t.fill(0, 0, 16, 16, pane);
    t.fill(0, 0, 16, 1, frame); t.fill(0, 15, 16, 1, lab::steel1);
    t.fill(0, 0, 1, 16, frame); t.fill(15, 0, 1, 16, lab::steel1);
    t.line(3, 12, 12, 3, glint); t.line(6, 12, 12, 6, withAlpha(lab::cyan3, 120));
    return t;
}

// Exit hatch: a tall lit doorway 16×32, pulsing. Origin bottom-centre (8, 32).
Canvas labExit(int f) {
    Canvas t(16, 32);
    const Rgba glow[4] = {lab::green1, lab::green2, withAlpha(lab::green2, 255), lab::green1};
    t.fill(0, 2, 16, 30, lab::steel1);
    t.fill(1, 3, 14, 1, lab::steel3);
    t.fill(1, 3, 1, 29, lab::steel3);
    t.fill(14, 3, 1, 29, lab::steel0);
    // Doorway.
    t.fill(3, 7, 10, 25, lab::night0);
    for (int y = 8; y < 32; ++y) {
        int band = (y + 32 - f * 2) % 8;
        Rgba c = band < 2 ? glow[f] : (band < 4 ? lab::green0 : mix(lab::night0, lab::green0, 90));
        t.fill(4, y, 8, 1, c);
    }
    t.fill(3, 6, 10, 1, lab::ink);
    t.fill(2, 6, 1, 26, lab::ink); t.fill(13, 6, 1, 26, lab::ink);
    // EXIT light above the door.
    t.fill(5, 3, 6, 2, f % 2 ? lab::green2 : lab::green1);
    t.fill(0, 1, 16, 1, lab::ink); t.fill(0, 1, 1, 31, lab::ink); t.fill(15, 1, 1, 31, lab::ink);
    t.set(0, 1, kClear); t.set(15, 1, kClear);
    return t;
}

} // namespace

void drawLabTiles(ArtSet& set) {
    set.group("lab_tiles");
    for (int m = 0; m < 16; ++m) set.add("lab_wall_" + std::to_string(m), labWall(m));
    for (int m = 0; m < 16; ++m) set.add("lab_mirror_" + std::to_string(m), labMirror(m));
    for (int v = 0; v < 4; ++v) set.add("lab_bg_" + std::to_string(v), labBackground(v));
    set.add("lab_oneway", labOneWay());
    set.add("lab_slope_up_right", labSlope(true));
    set.add("lab_slope_up_left", labSlope(false));
    addSpikes(set, "lab", spikesUp({lab::steel4, lab::steel3, lab::steel1, lab::red2, lab::red3, lab::steel0, lab::steel2, lab::ink}));
    set.add("lab_breakable", labBlock(0));
    set.add("lab_cracked", labBlock(1));
    set.add("lab_crumbling", labBlock(2));
    set.add("lab_glass", labGlass());
    set.addAnim("lab_exit", {labExit(0), labExit(1), labExit(2), labExit(3)}, 6, true, 8, 32);
    drawLabDevices(set);
}

} // namespace art

namespace art {
namespace {

const Palette& devicePalette() {
    static const Palette p{{'k', lab::steel0}, {'s', lab::steel1}, {'S', lab::steel2}, {'T', lab::steel3},
                           {'W', lab::steel4}, {'d', lab::night0}, {'D', lab::night2}, {'E', lab::night3},
                           {'r', lab::red1},   {'R', lab::red2},   {'q', lab::red3},   {'a', lab::amber1},
                           {'A', lab::amber2}, {'w', lab::white},  {'c', lab::cyan1},  {'C', lab::cyan2},
                           {'x', lab::cyan3},  {'z', lab::cyan0},  {'g', lab::green1}, {'G', lab::green2},
                           {'h', lab::green0}, {'o', lab::ink},    {'p', lab::pink2},  {'P', lab::pink1}};
    return p;
}

Canvas device(const std::vector<std::string>& rows, bool outlined = true) {
    Canvas img = fromArt(rows, devicePalette());
    if (outlined) outline(img, lab::ink);
    return img;
}

Canvas receiver(bool lit) {
    Canvas t = device({
        "................",
        "................",
        ".....WTTTTS.....",
        "....WTSSSSSk....",
        "...WTk1111kSk...",
        "...TS122221Sk...",
        "...TS123321Sk...",
        "...TS123321Sk...",
        "...TS122221Sk...",
        "...SSk1111kSk...",
        "....SSSSSSkk....",
        ".....skkkks.....",
        "................",
        "................",
        "................",
        "................",
    });
    const Rgba c1 = lit ? lab::green0 : lab::night2, c2 = lit ? lab::green1 : lab::night3,
               c3 = lit ? lab::green2 : lab::steel0;
    Palette inner{{'1', c1}, {'2', c2}, {'3', c3}};
    Canvas core = fromArt({"................", "................", "................", "................",
                           "......1111......", ".....122221.....", ".....123321.....", ".....123321.....",
                           ".....122221.....", "......1111......"},
                          inner);
    t.stamp(core, 0, 0);
    t.set(6, 6, lit ? lab::white : lab::steel1);
    return t;
}

Canvas doorField(int f) {
    Canvas t(16, 16);
    // Rails on both sides; between them a cyan force field with scanlines drifting down.
    for (int y = 0; y < 16; ++y) {
        int band = (y + f * 2) % 4;
        Rgba c = band == 0 ? withAlpha(lab::cyan3, 230) : (band == 1 ? withAlpha(lab::cyan2, 180)
                                                                     : withAlpha(lab::cyan1, 120));
        t.fill(4, y, 8, 1, c);
        t.set(7 + ((y * 5 + f * 3) % 3) - 1, y, withAlpha(lab::white, 220));
    }
    Canvas rails = device({"oTso........oTso", "oTso........oTso", "oWso........oTko", "oTso........oTso",
                           "oTso........oTso", "oTso........oTso", "oTso........oTso", "oTso........oTso",
                           "oTso........oTso", "oTso........oTso", "oWso........oTko", "oTso........oTso",
                           "oTso........oTso", "oTso........oTso", "oTso........oTso", "oTso........oTso"},
                          false);
    rails.set(2, 2, lab::cyan2); rails.set(2, 10, lab::cyan2);
    rails.set(13, 2, lab::cyan2); rails.set(13, 10, lab::cyan2);
    t.blit(rails, 0, 0);
    return t;
}

} // namespace

void drawLabDevices(ArtSet& set) {
    set.group("lab_props");
    // Laser emitter: beam leaves through the nozzle at the right edge centre. Origin: centre (8, 8).
    set.add("lab_emitter", device({
                               "................",
                               "..WTTTTTTs......",
                               "..TSSSSSSsk.....",
                               "..TSkkkkSsk.....",
                               "..TSkrrkSsTTTs..",
                               "..TSkrRrSsSSSsr.",
                               "..TSkRqRSsdddsR.",
                               "..TSkRqRSsdddsR.",
                               "..TSkrRrSsSSSsr.",
                               "..TSkrrkSskkks..",
                               "..TSkkkkSsk.....",
                               "..SSSSSSSsk.....",
                               "..skkkkkkkk.....",
                               "...a.a.a.a......",
                               "................",
                               "................",
                           }),
            8, 8);
    // Rotatable mirror: 16×4, the bright top face reflects; rotate around the centre (8, 2).
    set.add("lab_mirror_rot", fromArt({"owxwwxwwxwwxwwxo", "oxCxxCxxCxxCxxCo", "oTTSSSSSSSSSSTTo",
                                       "oooooooooooooooo"},
                                      devicePalette()),
            8, 2);
    set.add("lab_mirror_pivot", device({"..kk..", ".kTSk.", "kTWSsk", "kSSssk", ".kssk.", "..kk.."}), 3, 3);
    set.add("lab_receiver_off", receiver(false), 8, 8);
    set.add("lab_receiver_on", receiver(true), 8, 8);
    set.addAnim("lab_door", {doorField(0), doorField(1)}, 10, true, 0, 0);
    set.add("lab_door_open", device({"oTso........oTso", "oTso........oTso", "oWso........oTko", "oTso........oTso",
                                     "oTso........oTso", "oTso........oTso", "oTso........oTso", "oTso........oTso",
                                     "oTso........oTso", "oTso........oTso", "oWso........oTko", "oTso........oTso",
                                     "oTso........oTso", "oTso........oTso", "oTso........oTso", "oTso........oTso"},
                                    false));
    set.add("lab_sign", device({
                            "................",
                            "................",
                            ".dddddddddddddd.",
                            ".dEEEEEEEEEEEEd.",
                            ".dEzzzzCCzzzzEd.",
                            ".dEzzzzCCzzzzEd.",
                            ".dEzzzzzzzzzzEd.",
                            ".dEzzzzCCzzzzEd.",
                            ".dEzzzzCCzzzzEd.",
                            ".dEEEEEEEEEEEEd.",
                            ".ddddddTsddddd..",
                            ".......Ts.......",
                            ".......Ts.......",
                            ".......Ts.......",
                            ".....WTTSSk.....",
                            "................",
                        }),
            8, 16);
    set.add("lab_platform", device({
                                "WTTTTTTTTTTTTTTT",
                                "TSSSSSSSSSSSSSSk",
                                "SaaddaaddaaddaaS",
                                "skkkkkkkkkkkkkks",
                                "..dCCd....dCCd..",
                            }, false));
}

} // namespace art
