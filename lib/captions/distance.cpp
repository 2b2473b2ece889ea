// The distance chapter's captions (distance.hpp). Numbers are printed with true_number: the value
// the core computed, correctly rounded at the places shown.
#include "captions/distance.hpp"

#include "captions/joined.hpp"
#include "captions/text.hpp"

namespace lab::captions {
namespace {

constexpr int kPlaces = 4;

std::string iterations(int n) { return count_of(n, "iteration", "iterations"); }

}  // namespace

std::string support_name(const collide::SupportPoint& s) {
  return "A's v" + std::to_string(s.a) + " − B's v" + std::to_string(s.b);
}

std::string support_vertices(const collide::SupportPoint& s) {
  return joined({numbered("v", s.a), ", ", numbered("v", s.b)});
}

std::string simplex_shape(int count) {
  if (count == 1) return "a point";
  if (count == 2) return "a segment";
  return "a triangle";
}

std::string region_words(const collide::GjkStep& step) {
  const collide::Simplex& k = step.kept;
  switch (step.region) {
    case collide::GjkRegion::Inside: return "inside the triangle";
    case collide::GjkRegion::Edge:
      return "nearest the edge (" + support_name(k.v[0]) + ")–(" + support_name(k.v[1]) + ")";
    case collide::GjkRegion::Vertex:
      return step.given.count == 1 ? "nearest the point" : "nearest the corner " + support_name(k.v[0]);
  }
  return "";
}

std::string stop_words(collide::GjkStop stop) {
  switch (stop) {
    case collide::GjkStop::Continue: return "";
    case collide::GjkStop::Inside: return "the triangle holds the origin";
    case collide::GjkStop::OnSimplex: return "the origin lies on the simplex";
    case collide::GjkStop::NoCloser: return "the support point comes no nearer the origin";
    case collide::GjkStop::NotPastOrigin: return "the support point fails to reach the origin";
    case collide::GjkStop::IterationCap: return "the iteration limit is reached";
    case collide::GjkStop::Empty: return "a shape has no vertices";
  }
  return "";
}

std::string_view meeting_verdict(bool only_touch) { return only_touch ? "→ they touch" : "→ they collide"; }

std::string gjk_distance_caption(const collide::GjkResult& r, bool only_touch) {
  const std::string after = " after " + iterations(r.iterations);
  if (r.stop == collide::GjkStop::Empty) return "a shape has no vertices → apart";
  if (r.overlap)
    return stop_words(r.stop) + after + (only_touch ? "; they only touch " : " ") +
           std::string(meeting_verdict(only_touch));
  return "distance " + true_number(r.distance, kPlaces) + " between A's " + true_point(r.witness_a, kPlaces) +
         " and B's " + true_point(r.witness_b, kPlaces) + ": " + stop_words(r.stop) + after + " → apart";
}

std::string gjk_overlap_caption(const collide::GjkResult& r, bool only_touch) {
  if (r.stop == collide::GjkStop::Empty) return "a shape has no vertices → apart";
  if (!r.overlap) return "GJK: " + stop_words(r.stop) + " after " + iterations(r.iterations) + " → apart";
  return "GJK: " + gjk_distance_caption(r, only_touch);
}

std::string epa_caption(const collide::EpaResult& r) {
  if (!r.overlap) return "EPA: GJK finds them apart, nothing to push → apart";
  if (r.depth == 0) return "EPA: they only touch, depth 0 " + std::string(meeting_verdict(true));
  return "EPA: " + count_of(r.steps, "step", "steps") + "; B leaves A by " + true_point(r.mtv, kPlaces) + ", depth " +
         true_number(r.depth, kPlaces) + " " + std::string(meeting_verdict(false));
}

std::string ray_entry_words(const collide::RayHit& hit) {
  // Appended, not "e" + std::to_string(i): GCC 12 at -O2 misreads that insert at the front as
  // a copy of 2^63 bytes (-Wstringop-overflow, a false alarm in libstdc++'s inlined memcpy).
  const auto e = [](int i) { return std::string("e").append(std::to_string(i)); };
  if (hit.vertex < 0) return e(hit.edge);
  // The point is the end of two edges: naming one would say it went through that edge's side.
  return "vertex v" + std::to_string(hit.vertex) + " (where " + e(hit.vertex_edges[0]) + " and " +
         e(hit.vertex_edges[1]) + " meet)";
}

std::string ray_cast_caption(const collide::RayHit& hit, bool polygon) {
  if (!hit.hit) return "the ray never gets inside → miss";
  if (hit.starts_inside) return "the ray starts inside → hit";
  const std::string where = polygon ? " through " + ray_entry_words(hit) : "";
  return "the ray enters" + where + ", " + true_number(hit.fraction, kPlaces) + " of the way along → hit";
}

}  // namespace lab::captions
