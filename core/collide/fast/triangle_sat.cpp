// Two triangles through the book's SAT loop with early exit (sat.cpp, polygons_sat), keeping only
// the verdict and the count: per axis, each triangle's lowest and highest corner by exact
// comparison, and a gap when one's highest lies strictly below the other's lowest.
#include "collide/fast/triangle_sat.hpp"

#include "collide/exact/predicates.hpp"

namespace collide {

namespace {

using Triangle = std::array<Vec2, 3>;

// The lowest and highest corner along an axis, as the book's pass finds them; compare(u, v) is
// the exact sign of (v − u)·axis.
template <class Compare>
void corner_extremes(const Triangle& t, Compare compare, std::size_t& lo, std::size_t& hi) {
  lo = hi = 0;
  for (std::size_t v = 1; v < 3; ++v) {
    if (compare(t[hi], t[v]) > 0)
      hi = v;
    else if (compare(t[lo], t[v]) < 0)
      lo = v;
  }
}

// Whether the shadows of a and b along the axis `compare` orders by show a gap (exact).
template <class Compare>
bool gap_along(const Triangle& a, const Triangle& b, Compare compare) {
  std::size_t lo_a, hi_a, lo_b, hi_b;
  corner_extremes(a, compare, lo_a, hi_a);
  corner_extremes(b, compare, lo_b, hi_b);
  return compare(a[hi_a], b[lo_b]) > 0 || compare(b[hi_b], a[lo_a]) > 0;
}

}  // namespace

TriangleSatCount count_triangle_sat(const Triangle& a, const Triangle& b) {
  TriangleSatCount count;
  int first_axis = -1;       // the first edge with a direction (0–2 of A, 3–5 of B)
  bool all_parallel = true;  // every edge with a direction is parallel to it
  auto edge = [&](int k) -> std::pair<Vec2, Vec2> {
    const Triangle& t = k < 3 ? a : b;
    const int i = k % 3;
    return {t[static_cast<std::size_t>(i)], t[static_cast<std::size_t>((i + 1) % 3)]};
  };
  for (int k = 0; k < 6; ++k) {
    const auto [p1, p2] = edge(k);
    if (p1 == p2) continue;  // no normal: not tested
    if (first_axis < 0) first_axis = k;
    const auto [f1, f2] = edge(first_axis);
    all_parallel = all_parallel && sign_cross(f1, f2, p1, p2) == 0;
    ++count.tested;
    if (gap_along(a, b, [p1 = p1, p2 = p2](Vec2 u, Vec2 v) { return sign_cross(u, v, p1, p2); })) return count;
  }
  if (all_parallel) {
    // Flat on one line (or points): the direction along the line decides.
    auto [from, to] = first_axis >= 0 ? edge(first_axis) : std::pair{a[0], b[0]};
    if (from != to) {
      ++count.tested;
      if (gap_along(a, b, [from = from, to = to](Vec2 u, Vec2 v) { return sign_dot(u, v, from, to); })) return count;
    }
  }
  count.collide = true;
  return count;
}

}  // namespace collide
