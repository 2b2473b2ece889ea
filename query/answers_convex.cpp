// Chapter "Convex polygons": point in a convex polygon, polygon vs line, and the separating axis
// test against polygons, rectangles, segments and circles, as `collision-lab query` answers them.
#include "captions/convex.hpp"
#include "collide/convex.hpp"
#include "collide/line.hpp"
#include "collide/rect.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/validate.hpp"
#include "answers.hpp"

namespace lab::query {
namespace {

// Every axis is projected (no early exit), so the counts are the chapter's tallies:
// "6 of 8 axes show a gap"; the deciding axis is still the first gap in book order.
// collide::count_every_axis gives the traced run's tally in about linear time.

// The tally of a separating axis test run on every axis, read from its trace; the caption is the
// figure's own (captions::sat_caption).
Json sat_answer(const collide::SatTrace& trace, const Wants& wants) {
  const collide::SatResult& r = trace.result;
  Json out = verdict(r.collide, captions::sat_caption(trace));
  out["axes"] = r.axes;
  out["axes_with_gap"] = r.with_gap;
  // The figure's own (captions::deciding_step): the circle's axis when its centre sits on a vertex.
  const int deciding = captions::deciding_step(trace);
  out["deciding_axis"] = deciding >= 0 ? Json(deciding) : Json(nullptr);
  if (wants.mtv) out["mtv"] = json_point(r.mtv);
  return out;
}

Json point_in_convex_polygon_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  collide::PointInConvexTrace t;
  collide::point_in_convex_polygon(args.point("p"), polygon, t);
  Json out = verdict(t.inside, captions::point_in_convex_caption(t));
  out["outer_edges"] = t.outer_edges;
  out["edges"] = static_cast<int>(t.edges.size());
  out["on_boundary"] = t.on_boundary;
  warn_unless_convex(out, "polygon", polygon);
  return out;
}

Json polygon_line_collide_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  const LineArg& line = args.line("line");
  collide::PolygonLineTrace t;
  if (line.through)
    collide::polygon_line_collide(polygon, line.p1, line.p2, t);
  else
    collide::polygon_line_collide(polygon, line.line, t);
  Json out = verdict(t.collide, captions::polygon_line_caption(t));
  out["plus"] = t.plus;
  out["minus"] = t.minus;
  out["zero"] = t.zero;
  return out;
}

// The SAT tests against a polygon named "polygon" and a second shape: run on every axis, then
// the tally with a warning when that polygon is not convex.
template <class Run>
Json polygon_sat_answer(const Args& args, const Wants& wants, Run run) {
  const auto polygon = args.polygon("polygon");
  collide::SatTrace trace;
  run(polygon, trace);
  Json out = sat_answer(trace, wants);
  warn_unless_convex(out, "polygon", polygon);
  return out;
}

Json convex_polygons_collide_answer(const Args& args, const Wants& wants) {
  return convex_pair_answer(args, [&](collide::Polygon a, collide::Polygon b) {
    collide::SatTrace trace;
    collide::count_every_axis(a, b, trace);
    return sat_answer(trace, wants);
  });
}

Json convex_polygon_rect_collide_answer(const Args& args, const Wants& wants) {
  return polygon_sat_answer(args, wants, [&](collide::Polygon polygon, collide::SatTrace& trace) {
    const auto corners = collide::rect_to_polygon(args.rect("rect"));
    collide::count_every_axis(polygon, corners, trace);
  });
}

Json convex_polygon_segment_collide_answer(const Args& args, const Wants& wants) {
  return polygon_sat_answer(args, wants, [&](collide::Polygon polygon, collide::SatTrace& trace) {
    const std::array<collide::Vec2, 2> segment{args.point("a"), args.point("b")};
    collide::count_every_axis(polygon, segment, trace);
  });
}

Json convex_polygon_circle_collide_answer(const Args& args, const Wants& wants) {
  return polygon_sat_answer(args, wants, [&](collide::Polygon polygon, collide::SatTrace& trace) {
    collide::count_every_axis(polygon, args.circle("circle"), trace);
  });
}

Json is_convex_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  const bool convex = collide::is_convex(polygon);
  const auto problem = collide::check_convex("polygon", polygon);
  Json out;
  out["result"] = convex;
  out["caption"] = convex    ? std::string("the outline turns one way and goes round once → convex")
                   : problem ? *problem + " → not convex"
                             : std::string("the outline turns both ways → not convex");
  out["winding"] = collide::winding(polygon);
  return out;
}

}  // namespace

std::vector<TestEntry> convex_tests() {
  using K = Kind;
  return {
      {"is_convex", {{"polygon", K::Polygon}}, is_convex_answer},
      {"point_in_convex_polygon", {{"p", K::Point}, {"polygon", K::Polygon}}, point_in_convex_polygon_answer},
      {"polygon_line_collide", {{"polygon", K::Polygon}, {"line", K::Line}}, polygon_line_collide_answer},
      // A two-vertex polygon is a segment, as the chapter says.
      {"convex_polygons_collide", {{"a", K::Polygon, 2}, {"b", K::Polygon, 2}}, convex_polygons_collide_answer, true},
      {"convex_polygon_rect_collide",
       {{"polygon", K::Polygon}, {"rect", K::Rect}},
       convex_polygon_rect_collide_answer,
       true},
      {"convex_polygon_segment_collide",
       {{"polygon", K::Polygon}, {"a", K::Point}, {"b", K::Point}},
       convex_polygon_segment_collide_answer,
       true},
      {"convex_polygon_circle_collide",
       {{"polygon", K::Polygon}, {"circle", K::Circle}},
       convex_polygon_circle_collide_answer,
       true},
  };
}

}  // namespace lab::query
