// The convex chapter's words: each verdict line and each table row written once, from the core's
// trace, for the scenes (caption, panel, figure labels) and for `collision-lab query` alike.
// UI-free: no ImGui, no canvas.
#pragma once
#include <string>
#include <string_view>

#include "collide/convex.hpp"
#include "collide/sat.hpp"

namespace lab::captions {

/// "P is on the outer side of 2 of the 5 edges → outside"; on an edge: "… and on the line of 1
/// → inside (on the boundary)"; a polygon with no area, P off the stretch it covers: "P is on the
/// line of all 3 edges, but the polygon has no area and P lies beyond … → outside".
std::string point_in_convex_caption(const collide::PointInConvexTrace& trace);

/// "vertices on both sides → they collide", "every vertex on the + side → apart",
/// "1 vertex on the line → they touch", "every vertex on the line → they touch".
std::string polygon_line_caption(const collide::PolygonLineTrace& trace);

/// The separating axis test's verdict line, from a run over every axis (no early exit):
/// "6 of 8 axes show a gap; one is enough → apart",
/// "all 8 axes show the shadows overlapping → they collide",
/// "all 8 axes show the shadows overlapping, 4 of them only touching → they touch" (the count
/// is the trace's: axes whose shadows meet at one value, exactly),
/// "the circle's centre sits on a vertex → they collide", and the cases of flat shapes and
/// zero-length edges; "(2 parallel duplicates skipped)" after the count when there were any.
std::string sat_caption(const collide::SatTrace& all);

/// Whose edge an axis is the normal of, in the figure's names: "pentagon e3", "the circle's axis",
/// "the line both shapes lie on".
std::string axis_owner(const collide::AxisStep& step, std::string_view a_name, std::string_view b_name);

/// One axis as a table row: both shadows along the unit axis and what they show, each number its
/// value correctly rounded, to as many places as it takes for the gap or push-out printed to be the
/// difference of two printed ends too (row_places).
/// a = "−3…2.5", b = "0.9…3.3", verdict = "push-out 1.6" / "gap 0.41" / "touching" /
/// "skipped: parallel duplicate" / "no direction: not tested" / "not tried".
struct AxisRow {
  std::string a, b, verdict;
  int decimals = 0;  ///< the places the numbers are rounded to (trailing zeros are not printed)
};
AxisRow axis_row(const collide::AxisStep& step);

/// The deciding axis's name in the figure: "deciding axis #2: gap 3.26",
/// "deciding axis #5: least push-out 2.78", "deciding axis #4: touching".
std::string deciding_label(const collide::SatTrace& all);

/// What the test does at axis i (0-based) while walking it, one line for the caption and the
/// panel alike. `stop` is where an early exit ends the walk (−1: no early exit, or no gap).
/// "axis #3 (normal of pentagon e2): push-out 2.1, so try the next axis".
std::string sat_step_caption(const collide::SatTrace& all, int i, int stop, std::string_view a_name,
                             std::string_view b_name);

}  // namespace lab::captions
