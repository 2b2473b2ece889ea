// Chapter "Concave polygons": ray casting, the edge tests (which ignore dents), ear clipping and
// SAT over the convex pieces, as `collision-lab query` answers them.
#include "captions/concave_edges.hpp"
#include "collide/concave.hpp"
#include "collide/fast/quick_ear_clip.hpp"
#include "collide/fast/first_crossing.hpp"
#include "collide/fast/piece_pairs.hpp"
#include "collide/rect.hpp"
#include "answers.hpp"

// The captions of ear_clip and convex_pieces_collide are the SAT-on-pieces scenes' own.
#include "captions/concave_sat.hpp"

namespace lab::query {
namespace {

Json edge_or_null(int edge) { return edge >= 0 ? Json(edge) : Json(nullptr); }

// The counts of an edge test against one polygon (a segment or a circle); the caption is the
// scene's own (captions/concave_edges).
Json edge_test_answer(const collide::EdgeTestTrace& t, std::string caption) {
  const auto* hit = t.first_hit >= 0 ? &t.checks[static_cast<std::size_t>(t.first_hit)] : nullptr;
  Json out = verdict(t.collide, std::move(caption));
  out["edges"] = t.total;
  out["edges_tested"] = static_cast<int>(t.checks.size());
  out["first_hit"] = edge_or_null(hit ? hit->edge : -1);
  return out;
}

// The answer of polygons_collide: the first crossing edge pair, or none. B is the second polygon
// (the rectangle's 4 corners for polygon_rect_collide), as the polygon-polygon scene names it.
// The book's counts come from count_edge_pairs: the same pair, without trying all n·m.
Json polygons_answer(collide::Polygon a, collide::Polygon b) {
  const collide::EdgePairCount t = collide::count_edge_pairs(a, b);
  Json out = verdict(t.collide, captions::polygons_caption(t));
  out["edge_pairs"] = t.total;
  out["edge_pairs_tested"] = t.tested;
  out["first_crossing"] = t.edge_a >= 0 ? Json::array({t.edge_a, t.edge_b}) : Json(nullptr);
  return out;
}

Json point_in_polygon_answer(const Args& args, const Wants&) {
  collide::RayTrace t;
  collide::point_in_polygon(args.point("p"), args.polygon("polygon"), t);
  // The ray rule's answer; `location` is the exact one.
  Json out = verdict(t.inside, captions::point_in_polygon_caption(t));
  out["crossings"] = t.count;
  out["location"] = captions::location_name(t.location);
  return out;
}

Json polygon_segment_collide_answer(const Args& args, const Wants&) {
  collide::EdgeTestTrace t;
  collide::polygon_segment_collide(args.polygon("polygon"), args.point("a"), args.point("b"), t);
  return edge_test_answer(t, captions::polygon_segment_caption(t));
}

Json polygon_circle_collide_answer(const Args& args, const Wants&) {
  collide::EdgeTestTrace t;
  collide::polygon_circle_collide(args.polygon("polygon"), args.circle("circle"), t);
  return edge_test_answer(t, captions::polygon_circle_caption(t));
}

Json polygons_collide_answer(const Args& args, const Wants&) {
  return polygons_answer(args.polygon("a"), args.polygon("b"));
}

Json polygon_rect_collide_answer(const Args& args, const Wants&) {
  const auto corners = collide::rect_to_polygon(args.rect("rect"));
  return polygons_answer(args.polygon("polygon"), corners);
}

// The triangulation, or an Error naming the crossing edges (ear clipping needs a simple outline).
// The walk is counted, not traced: its candidates can outnumber the vertices many times over.
collide::Triangulation triangulate(std::string_view name, collide::Polygon polygon,
                                   collide::EarClipCount* count = nullptr) {
  collide::Triangulation pieces = count ? collide::quick::ear_clip(polygon, *count) : collide::quick::ear_clip(polygon);
  if (!pieces.ok())
    throw Error("polygon \"" + std::string(name) + "\" cannot be split into triangles: " + pieces.error);
  return pieces;
}

Json ear_clip_answer(const Args& args, const Wants&) {
  const auto polygon = args.polygon("polygon");
  collide::EarClipCount count;
  const auto pieces = triangulate("polygon", polygon, &count);
  Json triangles = Json::array();
  for (const auto& t : pieces.triangles) triangles.push_back({t[0], t[1], t[2]});
  Json out = verdict(triangles, captions::ear_clip_caption(static_cast<int>(polygon.size()), pieces, count));
  out["triangles"] = static_cast<long long>(pieces.triangles.size());
  out["candidates"] = count.candidates;
  out["rejected"] = count.rejected;
  return out;
}

// The book's pairs through count_piece_pairs (piece_pairs.hpp): past its first 10⁶ pairs the
// axes are not counted, and the answer says up to which pair they were.
Json convex_pieces_collide_answer(const Args& args, const Wants&) {
  const auto a = args.polygon("a"), b = args.polygon("b");
  const auto pieces_a = triangulate("a", a), pieces_b = triangulate("b", b);
  const collide::PiecePairCount t = collide::count_piece_pairs(a, pieces_a, b, pieces_b);
  collide::PiecePair last;  // the colliding pair, for the caption's names
  last.piece_a = t.piece_a, last.piece_b = t.piece_b;
  std::string caption = captions::pieces_caption(t.tested, t.total, t.collide ? &last : nullptr, "A", "B");
  if (!t.axes_tested) caption += captions::pieces_axes_note(t.axes_counted_pairs);
  Json out = verdict(t.collide, std::move(caption));
  out["pieces_a"] = static_cast<long long>(pieces_a.triangles.size());
  out["pieces_b"] = static_cast<long long>(pieces_b.triangles.size());
  out["piece_pairs_tested"] = t.tested;
  out["axes_tested"] = t.axes_tested ? Json(*t.axes_tested) : Json(nullptr);
  if (!t.axes_tested) out["axes_counted_pairs"] = t.axes_counted_pairs;
  return out;
}

}  // namespace

std::vector<TestEntry> concave_tests() {
  using K = Kind;
  return {
      {"point_in_polygon", {{"p", K::Point}, {"polygon", K::Polygon}}, point_in_polygon_answer},
      {"polygon_segment_collide",
       {{"polygon", K::Polygon}, {"a", K::Point}, {"b", K::Point}},
       polygon_segment_collide_answer},
      {"polygon_circle_collide", {{"polygon", K::Polygon}, {"circle", K::Circle}}, polygon_circle_collide_answer},
      {"polygons_collide", {{"a", K::Polygon}, {"b", K::Polygon}}, polygons_collide_answer},
      {"polygon_rect_collide", {{"polygon", K::Polygon}, {"rect", K::Rect}}, polygon_rect_collide_answer},
      {"ear_clip", {{"polygon", K::Polygon}}, ear_clip_answer},
      {"convex_pieces_collide", {{"a", K::Polygon}, {"b", K::Polygon}}, convex_pieces_collide_answer},
  };
}

}  // namespace lab::query
