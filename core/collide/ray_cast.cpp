// Ray casts (ray_cast.hpp): the slab method for a convex polygon, the quadratic for a circle.
#include "collide/ray_cast.hpp"

#include <algorithm>
#include <cmath>

#include "collide/convex.hpp"
#include "collide/exact/expansion.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/vec.hpp"

namespace collide {
namespace {

RayEdgeCut cut(Polygon polygon, std::size_t i, int turn, Vec2 from, Vec2 to);
bool in_before_out(Polygon polygon, int turn, Vec2 from, Vec2 to, int in, int out, double enter, double leave);
std::size_t crossed_edge(Polygon polygon, std::size_t k, Vec2 from, Vec2 to);
void name_vertex(Polygon polygon, RayHit& r, Vec2 from, Vec2 to);

// The slab method: each edge's line cuts the ray (cut); the ray is inside a convex polygon
// between the latest cut where it enters and the earliest where it leaves, so it hits when it
// enters no later than it leaves and never stays outside a line it does not cross inwards.
template <class Sink>
RayHit cast(Polygon polygon, Vec2 from, Vec2 to, Sink&& sink, double& enter, double& leave) {
  const int turn = winding(polygon);
  RayHit r;
  if (turn == 0) return r;  // no area: no inside to enter (query refuses such a polygon)
  enter = 0;
  leave = 1;
  int entered_by = -1, left_by = -1;  // left_by: the edge that gives `leave`, or −1 for the end
  bool missed = false, inside = true;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const RayEdgeCut c = cut(polygon, i, turn, from, to);
    sink(c);
    inside = inside && !c.outside;
    if (c.parallel || !c.entering) {
      missed = missed || c.outside;  // outside a line it never crosses inwards: it never gets in
      if (!c.parallel && c.t < leave) leave = c.t, left_by = c.edge;
    } else if (c.outside && (entered_by < 0 || c.t > enter)) {  // from inside it: t ≤ 0, no bound
      enter = c.t;
      entered_by = c.edge;
    }
  }
  r.starts_inside = inside;
  r.hit = !missed &&
          (inside || (entered_by >= 0 && in_before_out(polygon, turn, from, to, entered_by, left_by, enter, leave)));
  if (!r.hit) return r;
  r.fraction = inside ? 0 : std::min(enter, leave);  // in no later than out, exactly: not past it
  r.edge = inside ? -1 : static_cast<int>(crossed_edge(polygon, static_cast<std::size_t>(entered_by), from, to));
  r.point = r.fraction == 1 ? to : from + r.fraction * (to - from);  // at t = 1, the end itself
  if (!inside) {
    const auto [p, q] = edge(polygon, static_cast<std::size_t>(r.edge));
    r.normal = unit_vector(turn > 0 ? Vec2{q.y - p.y, p.x - q.x} : Vec2{p.y - q.y, q.x - p.x});
    name_vertex(polygon, r, from, to);
  }
  return r;
}

// The slab method's steps.

/// Edge i's cut of the ray from → to; `turn` is the polygon's winding (+1 counter-clockwise).
RayEdgeCut cut(Polygon polygon, std::size_t i, int turn, Vec2 from, Vec2 to) {
  const auto [p, q] = edge(polygon, i);
  RayEdgeCut c;
  c.edge = static_cast<int>(i);
  c.outside = orientation(p, q, from) * turn < 0;
  c.parallel = sign_cross(from, to, p, q) == 0;
  if (c.parallel) return c;
  // Outward normal n: the ray is inside where n·(x − p) ≤ 0, i.e. t·n·r ≤ n·(p − from).
  const Vec2 e = q - p, n = turn > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x}, r = to - from;
  const double across = dot(n, r);
  c.entering = turn * sign_cross(from, to, p, q) < 0;  // n·r = turn · (r × e), exactly
  // A ray that ends (or starts) exactly on the edge's line crosses it at t = 1 (or 0) exactly:
  // decided by the predicate, not by the rounded division, so a ray ending on A's outline hits.
  c.t = orientation(p, q, to) == 0 ? 1 : orientation(p, q, from) == 0 ? 0 : dot(n, p - from) / across;
  return c;
}

/// How far edge i's rounded cut t can be from its exact fraction (ray_cut_error), from the
/// products cut() adds.
double cut_error(Polygon polygon, int i, int turn, Vec2 from, Vec2 to, double t) {
  const auto [p, q] = edge(polygon, static_cast<std::size_t>(i));
  const Vec2 e = q - p, n = turn > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x}, d = p - from, r = to - from;
  const double depth_size = std::fabs(n.x * d.x) + std::fabs(n.y * d.y);
  return ray_cut_error(t, depth_size, std::fabs(n.x * r.x) + std::fabs(n.y * r.y), dot(n, r));
}

/// In by edge `in` no later than out by `out` (−1: the ray's end): the rounded fractions decide
/// when they lie further apart than their rounding, the exact comparison when they do not.
bool in_before_out(Polygon polygon, int turn, Vec2 from, Vec2 to, int in, int out, double enter, double leave) {
  const double doubt =
      cut_error(polygon, in, turn, from, to, enter) + (out < 0 ? 0 : cut_error(polygon, out, turn, from, to, leave));
  if (enter + doubt < leave) return true;
  if (enter - doubt > leave) return false;
  return ray_in_before_out(polygon, from, to, in, out);
}

/// The next (step +1) or previous (−1) edge of non-zero length from edge k.
std::size_t neighbour(Polygon polygon, std::size_t k, int step) {
  const std::size_t n = polygon.size();
  for (std::size_t i = 1; i < n; ++i) {
    const std::size_t j = step > 0 ? (k + i) % n : (k + n - i) % n;
    const auto [p, q] = edge(polygon, j);
    if (p != q) return j;
  }
  return k;
}

/// Edges on one straight stretch share a line, so they cross the ray at the same fraction: the
/// edge named is the one whose stretch the ray crosses, walking over vertices it passes (exact).
std::size_t crossed_edge(Polygon polygon, std::size_t k, Vec2 from, Vec2 to) {
  for (const int step : {+1, -1}) {
    for (std::size_t hops = 0; hops < polygon.size(); ++hops) {
      const auto [p, q] = edge(polygon, k);
      const std::size_t j = neighbour(polygon, k, step);
      const auto [pj, qj] = edge(polygon, j);
      const bool straight = sign_cross(p, q, pj, qj) == 0 && sign_dot(p, q, pj, qj) > 0 &&
                            orientation(p, q, step > 0 ? qj : pj) == 0;
      // Where the ray crosses the line, past the shared vertex v along the edge: the sign of
      // −(r × (v − from)) · (r × e).
      const Vec2 v = step > 0 ? q : p;
      const int past = -orientation(from, to, v) * sign_cross(from, to, p, q) * step;
      if (!straight || past <= 0) break;
      k = j;
    }
  }
  return k;
}

/// A hit by edge k: if the ray's line passes exactly through an end of k, the hit point is that
/// vertex (the line crosses k's line only once), where k and its neighbour of non-zero length meet.
void name_vertex(Polygon polygon, RayHit& r, Vec2 from, Vec2 to) {
  const auto k = static_cast<std::size_t>(r.edge);
  const auto [p, q] = edge(polygon, k);
  const int before = static_cast<int>(neighbour(polygon, k, -1)), after = static_cast<int>(neighbour(polygon, k, +1));
  if (orientation(from, to, p) == 0) r.vertex = r.edge, r.vertex_edges = {before, r.edge};
  if (orientation(from, to, q) == 0)
    r.vertex = static_cast<int>((k + 1) % polygon.size()), r.vertex_edges = {r.edge, after};
}

// Edge i's cut as an exact fraction of the ray: from + t·(to − from) on the line p → q where
// t = cross(p − from, q − p) / cross(to − from, q − p).
auto cut_numerator(Vec2 p, Vec2 q, Vec2 from) {
  return exact::diff(p.x, from.x) * exact::diff(q.y, p.y) - exact::diff(p.y, from.y) * exact::diff(q.x, p.x);
}
auto cut_denominator(Vec2 p, Vec2 q, Vec2 from, Vec2 to) {
  return exact::diff(to.x, from.x) * exact::diff(q.y, p.y) - exact::diff(to.y, from.y) * exact::diff(q.x, p.x);
}

// Whether the segment from → to comes within r of the circle's centre, exactly: its point nearest
// the centre is an end, or the foot of the perpendicular from the centre.
bool reaches(const Circle& circle, Vec2 from, Vec2 to) {
  if (from == to || sign_dot(from, to, from, circle.c) <= 0) return compare_distance(from, circle.c, circle.r) <= 0;
  if (sign_dot(to, from, to, circle.c) <= 0) return compare_distance(to, circle.c, circle.r) <= 0;
  return compare_line_distance(circle.c, from, to, circle.r) <= 0;
}

}  // namespace

// Whether the ray gets in by edge `in` no later than it leaves by edge `out` (or, out < 0, at its
// end), exactly: the rounded fractions of a ray ending on a corner, or through one, can be an ulp
// the wrong way round.
bool ray_in_before_out(Polygon polygon, Vec2 from, Vec2 to, int in, int out) {
  const auto [p, q] = edge(polygon, static_cast<std::size_t>(in));
  const auto n_in = cut_numerator(p, q, from), d_in = cut_denominator(p, q, from, to);
  if (out < 0) return (n_in - d_in).sign() * d_in.sign() <= 0;
  const auto [r, s] = edge(polygon, static_cast<std::size_t>(out));
  const auto n_out = cut_numerator(r, s, from), d_out = cut_denominator(r, s, from, to);
  return (n_in * d_out - n_out * d_in).sign() * d_in.sign() * d_out.sign() <= 0;
}

RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to) {
  double enter, leave;
  return cast(
      polygon, from, to, [](const RayEdgeCut&) {}, enter, leave);
}

RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to, RayCastTrace& trace) {
  trace.cuts.clear();
  trace.result = cast(
      polygon, from, to, [&](const RayEdgeCut& c) { trace.cuts.push_back(c); }, trace.enter, trace.leave);
  return trace.result;
}

RayHit ray_cast_circle(const Circle& circle, Vec2 from, Vec2 to) {
  RayHit h;
  if (compare_distance(from, circle.c, circle.r) <= 0) {
    h.hit = h.starts_inside = true;
    h.point = from;
    return h;
  }
  if (!reaches(circle, from, to)) return h;  // stops short, heads away or passes by (exact)
  const Vec2 r = to - from, m = from - circle.c;
  const double a = dot(r, r), b = dot(m, r), c = dot(m, m) - circle.r * circle.r;
  // The smaller root, without cancellation. The segment does reach the circle, so a root rounded
  // past the end (a ray ending on the rim) or a grazing one rounded away (b² − a·c < 0) is t in [0, 1].
  double t = c / (-b + std::sqrt(std::max(b * b - a * c, 0.0)));
  if (!(t <= 1)) t = 1;
  if (!(t >= 0)) t = 0;
  h.hit = true;
  h.fraction = t;
  h.point = from + t * r;
  h.normal = normalize(h.point - circle.c);
  return h;
}

}  // namespace collide
