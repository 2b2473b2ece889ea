// Chapter "Response and fast objects": the swept tests (time of impact) and the Minkowski
// difference, as `collision-lab query` answers them. The words come from captions/response.
#include <utility>

#include "captions/joined.hpp"
#include "captions/response.hpp"
#include "collide/minkowski.hpp"
#include "collide/fast/quick_time_of_impact.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/time_of_impact.hpp"
#include "collide/validate.hpp"
#include "answers.hpp"

namespace lab::query {
namespace {

Json time_or_null(double t) { return t >= 0 ? Json(t) : Json(nullptr); }

// result, toi and normal, the same for every swept test.
Json time_of_impact_answer(const collide::TimeOfImpactResult& r, const std::string& caption) {
  Json out = verdict(r.hit, caption);
  out["toi"] = r.hit ? Json(r.toi) : Json(nullptr);
  out["normal"] = r.normal != collide::Vec2{0, 0} ? json_point(r.normal) : Json(nullptr);
  return out;
}

std::string_view overlap_word(const collide::TimeOfImpactAxis& s) {
  if (s.degenerate) return "no direction";
  switch (s.overlap) {
    case collide::Overlap::Window: return "window";
    case collide::Overlap::Always: return "always";
    case collide::Overlap::Never: return "never";
  }
  return "?";
}

// B's motion during the step: `velocity`, or exactly from `from` to `to` (never rounded to a
// velocity first, as the swept-test figure passes its arrow). One way or the other, not both.
struct Motion {
  collide::Vec2 from{}, to{};
};

Motion motion(const Args& args) {
  const bool velocity = args.has("velocity"), from = args.has("from"), to = args.has("to");
  if (velocity && (from || to))
    throw Error("give B's motion either as \"velocity\" or as \"from\" and \"to\", not both");
  if (velocity) return {{0, 0}, args.point("velocity")};
  if (from != to)
    throw Error(std::string("\"") + (from ? "from" : "to") + "\" needs \"" + (from ? "to" : "from") +
                "\": B moves by to − from, two points [x, y]");
  if (!from)
    throw Error(
        "missing argument \"velocity\": convex_polygons_time_of_impact needs B's motion, a point [x, y] "
        "there (or \"from\" and \"to\", two points: B moves by to − from, taken exactly)");
  return {args.point("from"), args.point("to")};
}

Json convex_polygons_time_of_impact_answer(const Args& args, const Wants&) {
  return convex_pair_answer(args, [&](collide::Polygon a, collide::Polygon b) {
    const Motion m = motion(args);
    collide::TimeOfImpactTrace trace;
    collide::quick::convex_polygons_time_of_impact(a, b, m.from, m.to, trace);
    Json out = time_of_impact_answer(trace.result, captions::polygons_time_of_impact_caption(trace));
    Json axes = Json::array();
    for (int k = 0; k < static_cast<int>(trace.axes.size()); ++k) {
      const auto& s = trace.axes[static_cast<std::size_t>(k)];
      Json axis;
      axis["name"] = captions::time_of_impact_axis_name(trace.axes, k);
      axis["overlap"] = overlap_word(s);
      const bool window = !s.degenerate && s.overlap == collide::Overlap::Window;
      axis["entry"] = window ? Json(s.entry) : Json(nullptr);
      axis["exit"] = window ? Json(s.exit) : Json(nullptr);
      axes.push_back(std::move(axis));
    }
    out["axes"] = std::move(axes);
    out["deciding_axis"] = trace.result.deciding >= 0 ? Json(trace.result.deciding) : Json(nullptr);
    return out;
  });
}

Json circle_polygon_time_of_impact_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  collide::CirclePolygonTimeOfImpactTrace trace;
  collide::quick::circle_polygon_time_of_impact(args.circle("circle"), args.point("velocity"), polygon, trace);
  Json out = time_of_impact_answer(trace.result, captions::circle_polygon_time_of_impact_caption(trace));
  // Per edge and per vertex of the polygon: when the circle first touches it during the step.
  Json axes = Json::array(), vertices = Json::array();
  for (std::size_t i = 0; i < trace.edge_times.size(); ++i)
    axes.push_back({{"name", captions::numbered("e", i)}, {"touches", time_or_null(trace.edge_times[i])}});
  for (const double t : trace.vertex_times) vertices.push_back(time_or_null(t));
  out["axes"] = std::move(axes);
  out["vertices"] = std::move(vertices);
  warn_unless_convex(out, "polygon", polygon);
  return out;
}

Json circles_time_of_impact_answer(const Args& args, const Wants&) {
  collide::CirclesTimeOfImpactTrace trace;
  collide::circles_time_of_impact(args.circle("a"), args.circle("b"), args.point("velocity"), trace);
  Json out = time_of_impact_answer(trace.result, captions::circles_time_of_impact_caption(trace));
  // The two times the centres are exactly r₁ + r₂ apart on the unbounded path, if ever.
  out["entry"] = trace.meets_line ? Json(trace.entry) : Json(nullptr);
  out["exit"] = trace.meets_line ? Json(trace.exit) : Json(nullptr);
  return out;
}

Json minkowski_difference_answer(const Args& args, const Wants&) {
  return convex_pair_answer(args, [](collide::Polygon a, collide::Polygon b) {
    const std::vector<collide::Vec2> corners = collide::minkowski_difference(a, b);
    // Every axis, counted in about linear time: touching axes say the origin is on A − B's boundary.
    collide::SatTrace counts;
    const collide::SatResult sat = collide::count_every_axis(a, b, counts);
    const bool collide = sat.collide;
    Json out;
    Json result = Json::array();
    for (const collide::Vec2 p : corners) result.push_back(json_point(p));
    out["result"] = result;
    out["caption"] =
        captions::minkowski_caption(static_cast<int>(corners.size()), collide, collide && sat.touching > 0);
    out["collide"] = collide;
    return out;
  });
}

}  // namespace

std::vector<TestEntry> response_tests() {
  using K = Kind;
  // A two-vertex polygon is a segment, a one-vertex one a point, as in the convex chapter.
  return {
      {"convex_polygons_time_of_impact",
       {{"a", K::Polygon, 1},
        {"b", K::Polygon, 1},
        {"velocity", K::Point, 3, true},
        {"from", K::Point, 3, true},
        {"to", K::Point, 3, true}},
       convex_polygons_time_of_impact_answer},
      {"circle_polygon_time_of_impact",
       {{"circle", K::Circle}, {"velocity", K::Point}, {"polygon", K::Polygon, 1}},
       circle_polygon_time_of_impact_answer},
      {"circles_time_of_impact",
       {{"a", K::Circle}, {"b", K::Circle}, {"velocity", K::Point}},
       circles_time_of_impact_answer},
      {"minkowski_difference", {{"a", K::Polygon, 1}, {"b", K::Polygon, 1}}, minkowski_difference_answer},
  };
}

}  // namespace lab::query
