// The convex chapter's words: each verdict line and each table row written once, from the core's
// trace, for the scenes (caption, panel, figure labels) and for `collision-lab query` alike.
// UI-free: no ImGui, no canvas.
#pragma once
#include <span>
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

/// The step (0-based) the whole test is decided at, the one the figure dashes, the table marks, the
/// caption cites and `--report` names: the circle's axis when the circle's centre sits on a vertex
/// (the chapter returns "collide" there, before any axis: the least overlap of the edge axes, the
/// core's `deciding`, decides nothing), else the core's deciding axis; −1 when there is none.
int deciding_step(const collide::SatTrace& all);

/// Whose edge an axis is the normal of, in the figure's names: "pentagon e3", "the circle's axis",
/// "the line both shapes lie on".
std::string axis_owner(const collide::AxisStep& step, std::string_view a_name, std::string_view b_name);

/// One axis as a table row: both shadows along the unit axis and what they show, each number its
/// value correctly rounded, to as many places as it takes for the gap or push-out printed to be the
/// difference of two printed ends too (row_places).
/// a = "−3…2.5", b = "0.9…3.3", verdict = "push-out 1.6" / "gap 0.41" / "touching" /
/// "skipped: parallel duplicate" / "no direction: not tested" / "not tried".
/// With `exponent` ≠ 0 (shadow_exponent) every number is in units of 10^exponent: "−3.04…2.47"
/// and "gap 3.26" for shapes 10⁻⁹ across, where plain places would print "−0.000000003"; `unit`
/// then says so ("×10⁻⁹"), for the table's note and for a verdict quoted outside the table.
struct AxisRow {
  std::string a, b, verdict;
  int decimals = 0;  ///< the places the numbers are rounded to (trailing zeros are not printed)
  int exponent = 0;  ///< the numbers are in units of 10^exponent
  std::string unit;  ///< "×10⁻⁹" for exponent −9; "" for 0
  /// The verdict as a text outside the table quotes it, with its unit: "gap 3.26×10⁻⁹".
  std::string verdict_in_units() const;
};
AxisRow axis_row(const collide::AxisStep& step, int exponent = 0);

/// The power of ten a SAT table prints its rows in: 0 for shapes of everyday size; when every
/// shadow's end lies within 10⁻² of 0 (shapes a millionth across) or some end is 10⁴ or more, the
/// multiple of 3 that puts the largest end between 1 and 1000, so a row keeps three significant
/// digits and more, as a careful table gives its unit once ("×10⁻⁹") rather than rows of zeros,
/// and a narrow result column holds "gap 3.26", where "gap 3257145.99" broke across three lines.
/// A large unit is kept only while every end that is not 0 still reads 0.01 or more in it: a
/// pentagon's −3 beside a square 10⁶ across reads "−3.0" in world units, not "−0.0000030"
/// in units of 10⁶ (or a smaller multiple of 3 that keeps them all so), provided the largest
/// end reads below 5·10⁶ in it (plain decimals); shapes 10⁹ across keep their unit.
int shadow_exponent(std::span<const collide::AxisStep> steps);

/// "×10⁻⁹", "×10⁶": the unit a table's numbers are in; "" for exponent 0.
std::string unit_text(int exponent);

/// Colliding with several axes exactly as deep as the least (SatTrace::least): " (the first of
/// several axes with that push-out: the loop keeps the first it finds)", for the words after "#1
/// decides"; "" when one axis is the least, or only its parallel copies are as deep.
std::string least_tie_words(const collide::SatTrace& all);
/// How many axes least_tie_words counts: 0 when one axis is the least (or none).
int least_tie_count(const collide::SatTrace& all);

/// The deciding axis's name in the figure: "deciding axis #2: gap 3.26",
/// "deciding axis #5: least push-out 2.78", "deciding axis #4: touching".
std::string deciding_label(const collide::SatTrace& all);

/// What the test does at axis i (0-based) while walking it, one line for the caption and the
/// panel alike. `stop` is where an early exit ends the walk (−1: no early exit, or no gap).
/// "axis #3 (normal of pentagon e2): push-out 2.1, so try the next axis".
std::string sat_step_caption(const collide::SatTrace& all, int i, int stop, std::string_view a_name,
                             std::string_view b_name);

}  // namespace lab::captions
