#pragma once
// Label layout: where the debug overlay's labels go so that none overlaps another, none covers a sprite or a panel
// that must stay readable, and none is clipped by the edge of the level's view. Greedy in the order given: each label
// tries candidate boxes around its anchor (right-below first, then the other sides, ring by ring further out), each
// pushed inside the bounds; it takes the first that meets no placed label, blocker or obstacle, else the free box of
// the bounds nearest its anchor, else the candidate (or box) meeting no label or blocker that covers the least of the
// obstacles, else it is left out. A label moved off its first candidate gets a leader line to its anchor.
// quietestCorner picks the corner of a region where a panel covers the fewest entities (quietestEdgeBox slides it
// along the edges when every corner covers one). Pure geometry on plain
// structs, no SFML: the overlay (debug_overlay.cpp) and the unit tests call the same functions.
#include <vector>

#include "game/app/view/overlay_layout.h"

namespace game {

/// px between an anchor and its label's nearest edge on the first ring of candidates.
inline constexpr float kLabelGap = 3.0f;
/// px kept free between two labels.
inline constexpr float kLabelSpacing = 1.0f;
/// Rings of candidates tried around an anchor before the whole bounds are searched.
inline constexpr int kLabelRings = 4;

/// One label to place: the point it names and its text's size, px.
struct LabelRequest {
    float anchorX = 0.0f, anchorY = 0.0f; ///< the point named (logical px)
    TextSize size;                        ///< the text's box
};

/// What to lay out.
struct LabelInput {
    std::vector<LabelRequest> labels;  ///< in priority order (the first gets the best place)
    std::vector<ScreenRect> obstacles; ///< sprites the labels should not cover (covered only when no room is left)
    std::vector<ScreenRect> blockers;  ///< panels and the HUD, which labels never meet
    ScreenRect bounds;                 ///< where labels may lie (the level's view)
};

/// Where one label went.
struct PlacedLabel {
    bool shown = false;                   ///< false: no room anywhere in the bounds (or the anchor is outside them)
    ScreenRect box;                       ///< the text's box (shown only)
    bool leader = false;                  ///< moved off its first candidate: draw a line to the anchor
    float leaderX = 0.0f, leaderY = 0.0f; ///< the leader's end on the box's edge (the other end is the anchor)
};

/// Place every label (output in the order of the input).
std::vector<PlacedLabel> layoutLabels(const LabelInput& in);

/// The four corners of a region, in the order quietestCorner prefers them.
enum class Corner { TopLeft, TopRight, BottomLeft, BottomRight };

/// A box of `size` in `corner` of `bounds`, `margin` px in from its edges.
ScreenRect cornerBox(const ScreenRect& bounds, TextSize size, float margin, Corner corner);

/// The corner of `bounds` where a box of `size` (margin px in) meets the fewest `entities` (ties: the earlier in
/// Corner's order), skipping boxes that meet `taken` (another panel) unless every corner does.
Corner quietestCorner(const ScreenRect& bounds, TextSize size, float margin, const std::vector<ScreenRect>& entities,
                      const std::vector<ScreenRect>& taken = {});

/// Where a panel of `size` goes in `bounds` (margin px in): the quietest corner when no entity is under it; else the
/// first box clear of entities found sliding along the edges from the corners (every kEdgeStep px: the bottom, the
/// top, the left and the right edge); else the corner, or the edge box, with the fewest entities under it. Boxes
/// meeting `taken` come last.
ScreenRect quietestEdgeBox(const ScreenRect& bounds, TextSize size, float margin,
                           const std::vector<ScreenRect>& entities, const std::vector<ScreenRect>& taken = {});

/// px between the boxes quietestEdgeBox tries along an edge.
inline constexpr float kEdgeStep = 4.0f;

} // namespace game
