// Chapter "Response and fast objects": the swept tests' verdicts in words, one place for the
// scenes and `collision-lab query` alike. UI-free.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "collide/frames.hpp"
#include "collide/sweep.hpp"

namespace lab::captions {

/// An axis of the moving SAT by the book's names: "A's e2", "B's e0", "the axis along their
/// common line", "the x axis", "the y axis".
std::string sweep_axis_name(const std::vector<collide::SweepAxis>& axes, int index);

/// convex_polygons_time_of_impact's verdict: "B first touches A at t = 0.4 on A's e2 → hit",
/// "the shadows never all overlap at once: … → miss", …
std::string polygons_sweep_caption(const collide::SweepTrace& trace);

/// circles_time_of_impact's verdict.
std::string circles_sweep_caption(const collide::CirclesSweepTrace& trace);

/// circle_polygon_time_of_impact's verdict: "the circle first touches e3 at t = 0.56 → hit".
std::string circle_polygon_sweep_caption(const collide::CirclePolygonSweepTrace& trace);

/// minkowski_difference's reading: "A − B has 4 corners and holds the origin → they collide".
std::string minkowski_caption(int corners, bool collide);

/// A separating axis test's axis by the book's names: "A's e1", "B's e0", "the axis along their
/// common line", "the circle's axis (to A's vertex 2)", "the line through the centres".
std::string sat_axis_name(const collide::AxisStep& step);

/// The push-apart figure's verdict, from a SAT trace run on every axis: "least overlap 0.5, on
/// A's e1: the arrow moves B out of A by 0.5 → they collide", "… → they touch", "a gap on A's e0:
/// nothing to push → apart".
/// `a` and `b` name the shapes ("A", "circle B"): the arrow always moves b out of a.
std::string push_apart_caption(const collide::SatTrace& trace, std::string_view a = "A", std::string_view b = "B");

/// A speed, a frame rate or a length with three significant digits (0.045, 45, 45000), so
/// tiny and huge figures print true numbers alike.
std::string format_significant(double value);

/// The largest speed (units per second) that cannot tunnel at `fps` frames per second: one
/// frame's step may be as long as the stretch the mover overlaps the wall (the trace's span).
double tunnel_free_speed(const collide::FramesResult& frames, double fps);

/// The tunnelling figure's verdict, from the per-frame trace and whether the swept test finds
/// the path meeting the wall: "4 frames, none on the wall: it tunnelled → missed (at 60 fps, safe
/// up to 45 units/s)", "frame 6 overlaps the wall → hit (at 60 fps, safe up to 45 units/s)".
std::string tunnelling_caption(const collide::FramesResult& frames, bool path_crosses, double speed, double fps);

}  // namespace lab::captions
