// Chapter "Distance and contact": GJK, EPA and the ray casts, as `collision-lab query` answers
// them. The words come from captions/distance.
#include <string>

#include "captions/distance.hpp"
#include "captions/distance_contact.hpp"
#include "collide/contact.hpp"
#include "captions/distance_support.hpp"
#include "collide/convex.hpp"
#include "collide/epa.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/gjk.hpp"
#include "collide/ray_cast.hpp"
#include "collide/support.hpp"
#include "answers.hpp"

namespace lab::query {
namespace {

Json point_or_null(bool present, collide::Vec2 p) { return present ? json_point(p) : Json(nullptr); }

// A − B's support point along d: A's farthest vertex along d minus B's farthest along −d.
Json support_answer(const Args& args, const Wants&) {
  const auto a = args.polygon("a"), b = args.polygon("b");
  const collide::Vec2 d = args.point("d");
  if (d == collide::Vec2{0, 0}) throw Error("point \"d\" is (0, 0): a support point needs a direction");
  collide::SupportPairTrace t;
  collide::support(a, b, d, t);
  Json out = verdict(json_point(t.point.w), captions::support_caption(t));
  out["a"] = t.point.a;
  out["b"] = t.point.b;
  out["along"] = t.along;
  out["along_a"] = t.a.along;
  out["tied_a"] = t.a.tied;
  out["tied_b"] = t.b.tied;
  out["separates"] = t.sign < 0;  // all of A − B behind the origin along d (exact)
  return out;
}

Json gjk_distance_answer(const Args& args, const Wants&) {
  return convex_pair_answer(args, [](collide::Polygon a, collide::Polygon b) {
    const collide::GjkResult r = collide::gjk_distance(a, b);
    const bool only_touch = r.overlap && collide::convex_polygons_only_touch(a, b);
    Json out = verdict(r.overlap, captions::gjk_distance_caption(r, only_touch));
    out["distance"] = r.distance;
    out["witness_a"] = json_point(r.witness_a);
    out["witness_b"] = json_point(r.witness_b);
    out["iterations"] = r.iterations;
    return out;
  });
}

Json gjk_overlap_answer(const Args& args, const Wants&) {
  return convex_pair_answer(args, [](collide::Polygon a, collide::Polygon b) {
    const collide::GjkResult r = collide::gjk_overlap(a, b);
    const bool only_touch = r.overlap && collide::convex_polygons_only_touch(a, b);
    Json out = verdict(r.overlap, captions::gjk_overlap_caption(r, only_touch));
    out["iterations"] = r.iterations;
    return out;
  });
}

Json epa_penetration_answer(const Args& args, const Wants&) {
  return convex_pair_answer(args, [](collide::Polygon a, collide::Polygon b) {
    const collide::EpaResult r = collide::epa_penetration(a, b);
    Json out = verdict(r.overlap, captions::epa_caption(r));
    out["mtv"] = point_or_null(r.overlap, r.mtv);
    out["depth"] = r.overlap ? Json(r.depth) : Json(nullptr);
    out["steps"] = r.steps;
    return out;
  });
}

Json ray_answer(const collide::RayHit& hit, bool polygon) {
  Json out = verdict(hit.hit, captions::ray_cast_caption(hit, polygon));
  out["fraction"] = hit.hit ? Json(hit.fraction) : Json(nullptr);
  out["point"] = point_or_null(hit.hit, hit.point);
  out["normal"] = point_or_null(hit.hit && !hit.starts_inside, hit.normal);
  out["starts_inside"] = hit.starts_inside;
  return out;
}

Json ray_cast_polygon_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  if (collide::winding(polygon) == 0) {
    throw Error("polygon \"polygon\" has no area (its vertices are on one line): a ray cast needs a polygon with area");
  }
  const collide::RayHit hit = collide::ray_cast_polygon(polygon, args.point("from"), args.point("to"));
  Json out = ray_answer(hit, true);
  out["edge"] = hit.hit && hit.edge >= 0 ? Json(hit.edge) : Json(nullptr);
  out["vertex"] = hit.hit && hit.vertex >= 0 ? Json(hit.vertex) : Json(nullptr);
  out["vertex_edges"] = hit.hit && hit.vertex >= 0 ? Json(hit.vertex_edges) : Json(nullptr);
  warn_unless_convex(out, "polygon", polygon);
  return out;
}

Json ray_cast_circle_answer(const Args& args, const Wants&) {
  return ray_answer(collide::ray_cast_circle(args.circle("circle"), args.point("from"), args.point("to")), false);
}

void refuse_flat(const char* name, collide::Polygon polygon) {
  if (collide::winding(polygon) == 0)
    throw Error("polygon \"" + std::string(name) +
                "\" has no area (its vertices are on one line): contact points need an edge with an inside");
}

/// An edge as {"polygon": "a", "edge": i}.
Json edge_json(bool on_a, int edge) { return Json{{"polygon", on_a ? "a" : "b"}, {"edge", edge}}; }

Json polygon_contact_points_answer(const Args& args, const Wants&) {
  return convex_pair_answer(args, [](collide::Polygon a, collide::Polygon b) {
    refuse_flat("a", a);
    refuse_flat("b", b);
    collide::ContactTrace trace;
    const collide::ContactResult r = collide::polygon_contact_points(a, b, trace);
    Json out = verdict(r.touching, captions::contact_caption(trace));
    out["normal"] = point_or_null(r.touching, r.normal);
    Json points = Json::array();
    for (int i = 0; i < r.count; ++i) {
      const collide::ContactPoint& p = r.points[static_cast<std::size_t>(i)];
      points.push_back(Json{{"point", json_point(p.point)}, {"separation", p.separation}});
    }
    out["points"] = points;
    out["reference_edge"] = r.touching ? edge_json(r.reference_on_a, r.reference_edge) : Json(nullptr);
    out["incident_edge"] = r.touching ? edge_json(!r.reference_on_a, r.incident_edge) : Json(nullptr);
    return out;
  });
}

}  // namespace

std::vector<TestEntry> distance_tests() {
  using K = Kind;
  // A two-vertex polygon is a segment, a one-vertex one a point, as GJK and EPA take them.
  return {
      {"support", {{"a", K::Polygon, 1}, {"b", K::Polygon, 1}, {"d", K::Point}}, support_answer},
      {"gjk_distance", {{"a", K::Polygon, 1}, {"b", K::Polygon, 1}}, gjk_distance_answer},
      {"gjk_overlap", {{"a", K::Polygon, 1}, {"b", K::Polygon, 1}}, gjk_overlap_answer},
      {"epa_penetration", {{"a", K::Polygon, 1}, {"b", K::Polygon, 1}}, epa_penetration_answer},
      {"ray_cast_polygon", {{"polygon", K::Polygon}, {"from", K::Point}, {"to", K::Point}}, ray_cast_polygon_answer},
      {"ray_cast_circle", {{"circle", K::Circle}, {"from", K::Point}, {"to", K::Point}}, ray_cast_circle_answer},
      {"polygon_contact_points", {{"a", K::Polygon}, {"b", K::Polygon}}, polygon_contact_points_answer},
  };
}

}  // namespace lab::query
