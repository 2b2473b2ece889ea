// A − B = A + (−B). Each convex outline, walked counter-clockwise from its lowest-leftmost
// corner, has its edge directions in increasing angle; merging the two sorted lists (parallel
// edges taken together) walks the outline of the sum. Every decision is an exact sign.
#include "collide/minkowski.hpp"

#include <algorithm>

#include "collide/exact/predicates.hpp"

namespace collide {
namespace {

// (y, x) lexicographic: the lowest, then leftmost, point first.
bool lower(Vec2 p, Vec2 q) { return p.y < q.y || (p.y == q.y && p.x < q.x); }

// Rotates the ring so it starts at its lowest-leftmost corner.
void start_at_lowest(std::vector<Vec2>& ring) {
  const auto lowest = std::min_element(ring.begin(), ring.end(), lower);
  std::rotate(ring.begin(), lowest, ring.end());
}

// The outline's corners counter-clockwise from the lowest-leftmost, without repeats or straight
// corners. An outline with no area becomes its two ends (or one point).
std::vector<Vec2> clean_outline(Polygon polygon) {
  std::vector<Vec2> ring;
  for (std::size_t i = 0; i < polygon.size(); ++i)
    if (polygon[i] != polygon[(i + polygon.size() - 1) % polygon.size()]) ring.push_back(polygon[i]);
  if (ring.empty() && !polygon.empty()) ring.push_back(polygon[0]);  // every vertex the same
  const std::size_t n = ring.size();
  int turn = 0;
  for (std::size_t i = 0; i < n && turn == 0; ++i)
    turn = orientation(ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]);
  if (turn == 0) {  // flat: a segment between the extreme points, or a point
    if (ring.size() <= 1) return ring;
    const auto [lo, hi] = std::minmax_element(ring.begin(), ring.end(), lower);
    return {*lo, *hi};
  }
  if (turn < 0) std::reverse(ring.begin(), ring.end());
  std::vector<Vec2> corners;
  for (std::size_t i = 0; i < n; ++i)
    if (orientation(ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]) != 0) corners.push_back(ring[i]);
  start_at_lowest(corners);
  return corners;
}

// The direction of an edge, as the pair of points it runs between (compared exactly).
struct Direction {
  Vec2 from, to;
  // Angles in [0, π) are the first half turn, [π, 2π) the second: (dy > 0) or (dy = 0, dx > 0).
  int half() const { return (to.y > from.y || (to.y == from.y && to.x > from.x)) ? 0 : 1; }
};

// Sign of angle(d) − angle(e), both measured counter-clockwise from +x in [0, 2π).
int compare_angle(const Direction& d, const Direction& e) {
  if (d.half() != e.half()) return d.half() < e.half() ? -1 : 1;
  return -sign_cross(d.from, d.to, e.from, e.to);  // same half turn: e left of d means d first
}

}  // namespace

std::vector<Vec2> minkowski_difference(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return {};
  const std::vector<Vec2> p = clean_outline(a);
  std::vector<Vec2> q = clean_outline(b);
  // −B: negating every point turns the outline half round, still counter-clockwise.
  for (Vec2& v : q) v = -v;
  start_at_lowest(q);
  const std::size_t n = p.size(), m = q.size();
  auto edge_p = [&](std::size_t i) { return Direction{p[i % n], p[(i + 1) % n]}; };
  auto edge_q = [&](std::size_t j) { return Direction{q[j % m], q[(j + 1) % m]}; };
  const std::size_t edges_p = n > 1 ? n : 0, edges_q = m > 1 ? m : 0;

  std::vector<Vec2> out;
  out.reserve(n + m);
  std::size_t i = 0, j = 0;
  while (true) {
    out.push_back(p[i % n] + q[j % m]);
    if (i == edges_p && j == edges_q) break;
    int order = 0;  // < 0: P's edge comes first, > 0: Q's, 0: parallel, both at once
    if (i == edges_p)
      order = 1;
    else if (j == edges_q)
      order = -1;
    else
      order = compare_angle(edge_p(i), edge_q(j));
    if (order <= 0) ++i;
    if (order >= 0) ++j;
  }
  out.pop_back();  // back at the start
  if (out.empty()) out.push_back(p[0] + q[0]);
  return out;
}

}  // namespace collide
