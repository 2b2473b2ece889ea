// Chapter "Concave polygons": ray casting, the edge tests (which ignore dents), ear clipping and
// SAT over the convex pieces, as `collision-lab query` answers them.
#include "collide/concave.hpp"
#include "collide/ear_clip.hpp"
#include "collide/rect.hpp"
#include "query_tests.hpp"

// The captions of ear_clip and convex_pieces_collide are the SAT-on-pieces scenes' own.
#include "captions/concave_sat.hpp"

namespace lab::query {
namespace {

std::string_view location_word(collide::Location location) {
  switch (location) {
    case collide::Location::Inside: return "inside";
    case collide::Location::Outside: return "outside";
    case collide::Location::Boundary: return "boundary";
  }
  return "?";
}

Json edge_or_null(int edge) { return edge >= 0 ? Json(edge) : Json(nullptr); }

// The answer of an edge test against one polygon (a segment or a circle): the first edge hit,
// or else where the containment ray put the segment's end / the circle's centre.
Json edge_test_answer(const collide::EdgeTestTrace& t, std::string_view hit_verb,
                      std::string_view other, std::string_view contained) {
  const int tested = static_cast<int>(t.checks.size());
  const auto* hit = t.first_hit >= 0 ? &t.checks[static_cast<std::size_t>(t.first_hit)] : nullptr;
  Json out;
  out["result"] = t.collide;
  if (hit)
    out["caption"] = std::to_string(tested) + " of " + count_of(t.total, "edge", "edges") +
                     " tested, " + std::string(other) + " " + std::string(hit_verb) + " edge " +
                     std::to_string(hit->edge) + " → they collide";
  else
    out["caption"] = "no edge " + std::string(hit_verb == "crosses" ? "crossed" : "touched") + "; " +
                     std::string(contained) + " is " +
                     (t.collide ? "inside → they collide" : "outside → apart");
  out["edges"] = t.total;
  out["edges_tested"] = tested;
  out["first_hit"] = edge_or_null(hit ? hit->edge : -1);
  return out;
}

// The answer of polygons_collide (B named `b_name`): the first crossing edge pair, or else
// which vertex was found inside the other polygon.
Json polygons_answer(const collide::EdgeTestTrace& t, std::string_view b_name) {
  const int tested = static_cast<int>(t.checks.size());
  const auto* hit = t.first_hit >= 0 ? &t.checks[static_cast<std::size_t>(t.first_hit)] : nullptr;
  const std::string b(b_name);
  Json out;
  out["result"] = t.collide;
  if (hit)
    out["caption"] = std::to_string(tested) + " of " + count_of(t.total, "edge pair", "edge pairs") +
                     " tested, first crossing: edge " + std::to_string(hit->edge) + " × edge " +
                     std::to_string(hit->other_edge) + " → they collide";
  else if (t.containment_a && t.containment_a->inside)
    out["caption"] = "no edges cross; A's vertex 0 is inside " + b + " → they collide";
  else if (t.containment_b && t.containment_b->inside)
    out["caption"] = "no edges cross; " + b + "'s vertex 0 is inside A → they collide";
  else
    out["caption"] = "no edges cross, neither is inside the other → apart";
  out["edge_pairs"] = t.total;
  out["edge_pairs_tested"] = tested;
  out["first_crossing"] = hit ? Json::array({hit->edge, hit->other_edge}) : Json(nullptr);
  return out;
}

Json point_in_polygon_answer(const Args& args, const Wants&) {
  collide::RayTrace t;
  collide::point_in_polygon(args.point("p"), args.polygon("polygon"), t);
  Json out;
  out["result"] = t.inside;
  std::string caption = count_of(t.count, "crossing", "crossings") + " to the right, " +
                        (t.count % 2 ? "odd → inside" : "even → outside");
  if (t.location == collide::Location::Boundary)
    caption += "; P is exactly on edge " + std::to_string(t.boundary_edge) + ", the boundary";
  out["caption"] = caption;
  out["crossings"] = t.count;
  out["location"] = location_word(t.location);
  return out;
}

Json polygon_segment_collide_answer(const Args& args, const Wants&) {
  collide::EdgeTestTrace t;
  collide::polygon_segment_collide(args.polygon("polygon"), args.point("a"), args.point("b"), t);
  return edge_test_answer(t, "crosses", "the segment", "end A");
}

Json polygon_circle_collide_answer(const Args& args, const Wants&) {
  collide::EdgeTestTrace t;
  collide::polygon_circle_collide(args.polygon("polygon"), args.circle("circle"), t);
  return edge_test_answer(t, "touches", "the circle", "the centre");
}

Json polygons_collide_answer(const Args& args, const Wants&) {
  collide::EdgeTestTrace t;
  collide::polygons_collide(args.polygon("a"), args.polygon("b"), t);
  return polygons_answer(t, "B");
}

Json polygon_rect_collide_answer(const Args& args, const Wants&) {
  collide::EdgeTestTrace t;
  collide::polygon_rect_collide(args.polygon("polygon"), args.rect("rect"), t);
  return polygons_answer(t, "the rectangle");
}

// The triangulation, or an Error naming the crossing edges (ear clipping needs a simple outline).
collide::Triangulation triangulate(std::string_view name, collide::Polygon polygon,
                                   collide::EarClipTrace* trace = nullptr) {
  collide::Triangulation pieces = trace ? collide::ear_clip(polygon, *trace) : collide::ear_clip(polygon);
  if (!pieces.ok())
    throw Error("polygon \"" + std::string(name) + "\" cannot be split into triangles: " + pieces.error);
  return pieces;
}

Json ear_clip_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  collide::EarClipTrace trace;
  const auto pieces = triangulate("polygon", polygon, &trace);
  int ears = 0;
  for (const auto& candidate : trace.candidates) ears += candidate.verdict == collide::EarVerdict::Ear;
  const int examined = static_cast<int>(trace.candidates.size());
  Json triangles = Json::array();
  for (const auto& t : pieces.triangles) triangles.push_back({t[0], t[1], t[2]});
  Json out;
  out["result"] = triangles;
  out["caption"] = captions::ear_clip_caption(static_cast<int>(polygon.size()), pieces, trace);
  out["triangles"] = static_cast<int>(pieces.triangles.size());
  out["candidates"] = examined;
  out["rejected"] = examined - ears;
  return out;
}

Json convex_pieces_collide_answer(const Args& args, const Wants&) {
  const auto a = args.polygon("a"), b = args.polygon("b");
  const auto pieces_a = triangulate("a", a), pieces_b = triangulate("b", b);
  collide::PiecesTrace t;
  collide::convex_pieces_collide(a, pieces_a, b, pieces_b, t);
  const int pairs = static_cast<int>(pieces_a.triangles.size() * pieces_b.triangles.size());
  const int tested = static_cast<int>(t.pairs.size());
  Json out;
  out["result"] = t.collide;
  out["caption"] = captions::pieces_caption(t, pairs, "A", "B");
  out["pieces_a"] = static_cast<int>(pieces_a.triangles.size());
  out["pieces_b"] = static_cast<int>(pieces_b.triangles.size());
  out["piece_pairs_tested"] = tested;
  out["axes_tested"] = t.axes_tested;
  return out;
}

}  // namespace

std::vector<TestEntry> concave_tests() {
  using K = Kind;
  return {
      {"point_in_polygon", {{"p", K::Point}, {"polygon", K::Polygon}}, point_in_polygon_answer},
      {"polygon_segment_collide", {{"polygon", K::Polygon}, {"a", K::Point}, {"b", K::Point}},
       polygon_segment_collide_answer},
      {"polygon_circle_collide", {{"polygon", K::Polygon}, {"circle", K::Circle}},
       polygon_circle_collide_answer},
      {"polygons_collide", {{"a", K::Polygon}, {"b", K::Polygon}}, polygons_collide_answer},
      {"polygon_rect_collide", {{"polygon", K::Polygon}, {"rect", K::Rect}},
       polygon_rect_collide_answer},
      {"ear_clip", {{"polygon", K::Polygon}}, ear_clip_answer},
      {"convex_pieces_collide", {{"a", K::Polygon}, {"b", K::Polygon}}, convex_pieces_collide_answer},
  };
}

}  // namespace lab::query
