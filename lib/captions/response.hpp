// Chapter "Response and fast objects": the swept tests' verdicts in words, one place for the
// scenes and `collision-lab query` alike. UI-free.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "captions/text.hpp"
#include "collide/frames.hpp"
#include "collide/time_of_impact.hpp"

namespace lab::captions {

/// An edge or vertex by the book's names: "A's e3", "B's vertex 2" ("" for none).
std::string feature_name(const collide::Feature& feature);

/// An axis of the moving SAT by the book's names: "A's e2", "B's e0", "the axis along their
/// common line", "the x axis", "the y axis".
std::string time_of_impact_axis_name(const std::vector<collide::TimeOfImpactAxis>& axes, int index);

/// One axis the swept test's caption cites: the axis (an index into the trace's axes), the
/// feature where it happens on it, and whether B's shadow enters there or leaves.
struct TimeOfImpactCited {
  int axis = -1;
  collide::Feature feature;
  bool entry = false, exit = false;
};

/// The axes polygons_time_of_impact_caption cites, in its order: the latest entry for a hit or a touch
/// after the step, the axis that never overlaps, the entry and the exit that never meet, the
/// exit before the step. None when they already meet at t = 0. With a shape not `convex`, none for
/// a hit or a touch after the step either: the feature where the latest entry acts is where a
/// convex A would be touched, and a crossed or dented one need not be touched there.
std::vector<TimeOfImpactCited> time_of_impact_cited(const collide::TimeOfImpactTrace& trace, bool convex = true);

/// The row of the table of axes a cited axis is read in: its acting edge's own axis (a
/// parallel copy of the one cited, with the same times), else the one cited.
int time_of_impact_cited_row(const std::vector<collide::TimeOfImpactAxis>& axes, const TimeOfImpactCited& cited);

/// convex_polygons_time_of_impact's verdict: "B first touches A at t = 0.4 on A's e2 → hit",
/// "the shadows never all overlap at once: … → miss", … With a shape not `convex`, a hit or a
/// touch after the step is told as what the test found, the moment the shadows first all overlap,
/// and what that means: B touches A then or later, or not at all (a touch needs every shadow to
/// overlap; a shape's shadows are its corners' whatever its outline, so a miss still holds).
std::string polygons_time_of_impact_caption(const collide::TimeOfImpactTrace& trace, bool convex = true);

/// circles_time_of_impact's verdict.
std::string circles_time_of_impact_caption(const collide::CirclesTimeOfImpactTrace& trace);

/// circle_polygon_time_of_impact's verdict: "the circle first touches e3 at t = 0.56 → hit".
std::string circle_polygon_time_of_impact_caption(const collide::CirclePolygonTimeOfImpactTrace& trace);

/// minkowski_difference's reading: "A − B has 4 corners and holds the origin → they collide",
/// "… and the origin on its boundary → they touch" (the words push_apart_caption uses),
/// "…; the origin lies outside it → apart".
std::string minkowski_caption(int corners, bool collide, bool touching);

/// The separating axis test's deciding axis by where it acts (SatResult::acting): "A's e3" (of
/// parallel edges, the one B leaves through or lies across a gap from), "the axis of A's e0,
/// at A's vertex 2", or sat_axis_name's words.
std::string sat_acting_name(const collide::SatTrace& trace);

/// The ways B leaves A by the least push-out (SatTrace::least), one per feature: a parallel
/// copy of an axis gives the same ways again and is left out; A's features, then B's, each by
/// index, then a circle's or the along-line axis. Empty when apart.
std::vector<collide::LeastPush> least_ways(const collide::SatTrace& trace);

/// Where the least push-out acts, for a caption: sat_acting_name's words when one way is the
/// shortest; with a tie, every way: "A's e0, e1, e2 and e3 equally".
std::string least_ways_name(const collide::SatTrace& trace);

/// A separating axis test's axis by the book's names: "A's e1", "B's e0", "the axis along their
/// common line", "the circle's axis (to A's vertex 2)", "the line through the centres".
std::string sat_axis_name(const collide::AxisStep& step);

/// An overlapping axis's depth as push-apart prints it: "0" only when its shadows touch (exact);
/// "ε" when they overlap by less than the doubles kept (a circle over A's corner by 9e−17).
std::string overlap_text(const collide::AxisStep& step);

/// The push-apart figure's verdict, from a SAT trace run on every axis: "least push-out 0.5, on
/// A's e1: the arrow moves B out of A by 0.5 → they collide", "… → they touch", "a gap on A's e0:
/// nothing to push → apart".
/// `a` and `b` name the shapes ("A", "circle B"): the arrow always moves b out of a.
std::string push_apart_caption(const collide::SatTrace& trace, std::string_view a = "A", std::string_view b = "B");

/// A speed, a frame rate or a length with three significant digits (0.045, 45.6, 45000), so
/// tiny and huge figures print true numbers alike; as true_number writes them, so 45.0001 reads
/// "45.0", not "45".
std::string format_significant(double value);
/// `value` as format_significant writes it, with places added until it reads on the same side of
/// `other` as it is: beside a speed of 45 that tunnels, a limit of 44.999999991 reads
/// "44.99999999", not "45.0" (up to 14 places; a value equal to `other` prints as it is).
std::string format_significant_beside(double value, double other);

/// The largest speed (units per second) that cannot tunnel on this path at `fps` frames per
/// second: one frame's step may be as long as the stretch of the path where the mover meets the
/// wall (the trace's path_span); −1 when the path never meets it.
double tunnel_free_speed(const collide::FramesResult& frames, double fps);

/// The tunnelling figure's verdict, from the per-frame trace and whether the swept test finds
/// the path meeting the wall: "4 frames, none on the wall: it tunnelled → missed (at 60 fps, safe
/// only up to 45 units/s)", "frame 6 overlaps the wall → hit (at 60 fps, safe up to 45 units/s)";
/// the limit is this path's, and a path that never meets the wall says so instead.
std::string tunnelling_caption(const collide::FramesResult& frames, bool path_crosses, double speed, double fps);

}  // namespace lab::captions
