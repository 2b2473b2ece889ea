// Where the SAT figures' axis lines may go: the room in the view that keeps an axis's shadow bars
// in sight, and, with every axis shown, a place for each axis whose bars cross no other axis's.
// Axes of nearly the same direction, each placed just outside the shapes, lay their bars across
// each other (separating-axis lesson steps 8 and 9: #1, #4 and #7 near the top), and a class
// cannot then check "every axis overlaps" bar by bar; so a later axis steps further out, ring by
// ring, on its own side and then on the other, as long as its bars stay in view (issue 26).
#pragma once
#include <limits>
#include <span>
#include <vector>

#include "collide/shapes.hpp"
#include "collide/vec.hpp"
#include "scenes/canvas.hpp"

namespace lab::figures {

/// The offsets s at which the line {s·nrm + t·u} keeps shadows [lo, hi] (in units of u) wholly in
/// the view, less a 16-pixel margin and the caption band along the bottom: s_min ≤ s ≤ s_max.
struct AxisRoom {
  double s_min = -std::numeric_limits<double>::infinity(), s_max = std::numeric_limits<double>::infinity();
  bool possible = true;
  bool holds(double s) const { return possible && s_min <= s && s <= s_max; }
};
AxisRoom axis_room(Vec2 u, Vec2 nrm, double lo, double hi, const collide::Rect& view, double px);

/// One axis line to place: {offset·nrm + t·u}, its bars over lo ≤ t ≤ hi reaching `reach` pixels
/// either side of the line.
struct StackedAxis {
  Vec2 u, nrm;
  double lo = 0, hi = 0;
  float reach = 8;
  double offset = 0;
};

/// The band an axis's bars fill at `offset`, a few pixels past their ends and `margin` pixels past
/// their reach: top-left, … as a closed outline.
std::vector<Vec2> stacked_band(const Canvas& canvas, const StackedAxis& axis, double offset, float margin = 0);

/// The room beside an axis's bars, on the side away from the shapes' `middle`, for a name of
/// `rows` rows of `size` and `width` pixels centred at `centre` along the line (where the name is
/// anchored: the deciding axis's name sits level with the middle of its gap or push-out): a band
/// later axes' bars keep off, so the name still finds its place beside the bars ("deciding axis #5:"
/// over "least push-out 1.40" went past the bars' end where other axes' bars crowded them).
std::vector<Vec2> name_room_band(const Canvas& canvas, const StackedAxis& axis, double middle, TextSize size, int rows,
                                 double width, double centre);

/// Whether every corner of `band` lies in the view less the margins axis_room keeps.
bool band_in_view(const Canvas& canvas, std::span<const Vec2> band);

/// The offset nearest axis.offset, outward from the shapes' `middle` (the bounds' centre along nrm)
/// on the axis's own side, then on the other side as far out as it started, whose band (grown by a
/// few pixels) crosses none of `bands` and keeps the bars in view; axis.offset itself when no such
/// place is in view, and that meets none of `keep_off` (the key's block, the room kept for the
/// deciding axis's name). Where none is clear, the place crossing the fewest, a crossing of
/// `keep_off` counting as ten: bars under the key's card are hidden, not just crowded, and the
/// deciding axis's name is the one the caption speaks of.
double clear_of_bands(const Canvas& canvas, const StackedAxis& axis, double middle,
                      std::span<const std::vector<Vec2>> bands, std::span<const std::vector<Vec2>> keep_off = {});

}  // namespace lab::figures
