// The merge walk over A ⊕ −B: the exact O(n + m) test every input can fall back on.
//
// A and B collide exactly when the origin lies in A ⊕ −B = {a − b}. For convex A and B that set
// is a convex polygon whose edges are A's edges and −B's edges sorted by direction, so one merge
// pass over both outlines (each started at its lowest vertex, directions measured from east)
// visits every edge of A ⊕ −B; the origin is outside exactly when it is strictly on the outer
// side of one of them. These edges are the book's axes, so the verdict is the book's.
#include <algorithm>
#include <array>
#include <cmath>

#include "collide/fast/detail.hpp"
#include "collide/sat.hpp"

namespace collide::fast::detail {

namespace {

// A convex outline seen counter-clockwise: vertex k is v[k] walked forwards, or backwards for a
// clockwise polygon. A flat polygon is replaced by the two ends of the segment its vertices span
// (stored by the caller).
struct Ring {
  const Vec2* v = nullptr;
  std::size_t n = 0;
  bool reversed = false;
  bool flat = false;
  // The next vertex counter-clockwise after index k (no division: this runs per edge).
  std::size_t next(std::size_t k) const {
    if (reversed) return k == 0 ? n - 1 : k - 1;
    return k + 1 == n ? 0 : k + 1;
  }
};

Ring ring_of(Polygon p, std::array<Vec2, 2>& ends) {
  Ring r;
  const int turn = convex_winding(p);
  if (turn != 0) {
    r.v = p.data(), r.n = p.size(), r.reversed = turn < 0;
    return r;
  }
  // Flat: the lowest and highest vertex along the line (exact comparisons along any direction
  // the vertices span). A single repeated point gives two equal ends.
  r.flat = true;
  std::size_t far = 0;
  while (far < p.size() && p[far] == p[0]) ++far;
  std::size_t lo = 0, hi = 0;
  if (far < p.size()) {
    for (std::size_t k = 1; k < p.size(); ++k) {
      if (sign_dot(p[hi], p[k], p[0], p[far]) > 0) hi = k;
      if (sign_dot(p[lo], p[k], p[0], p[far]) < 0) lo = k;
    }
  }
  ends = {p[lo], p[hi]};
  r.v = ends.data(), r.n = 2;
  return r;
}

// Directions measured from east, counter-clockwise: the half turn [0°, 180°) is 0, the rest 1.
// The sign of a difference of doubles is exact, so this needs no predicate.
inline int half_of(Vec2 from, Vec2 to) { return (to.y < from.y || (to.y == from.y && to.x < from.x)) ? 1 : 0; }

// Index (into v) of the lowest vertex (then leftmost) — or, with `top`, the highest (then
// rightmost), which is the lowest of −B.
std::size_t start_of(const Ring& r, bool top) {
  std::size_t best = 0;
  for (std::size_t k = 1; k < r.n; ++k) {
    const Vec2 v = r.v[k], b = r.v[best];
    const bool better = top ? (v.y > b.y || (v.y == b.y && v.x > b.x)) : (v.y < b.y || (v.y == b.y && v.x < b.x));
    if (better) best = k;
  }
  return best;
}

// The merge walk. For each edge of A ⊕ −B in turn, `edge(is_a, p1, p2, other)` is called with the
// edge's owner, its ends, and the vertex of the other shape it is paired with; the edge has the
// origin on its outer side when orient(p1, p2, other) < 0. It returns false to stop the walk.
template <class Visit>
void merge_walk(const Ring& a, const Ring& b, Visit edge) {
  std::size_t ka = start_of(a, false), kb = start_of(b, true);
  std::size_t i = 0, j = 0;  // edges of A and of B walked so far
  Vec2 a1 = a.v[ka], b1 = b.v[kb];
  ka = a.next(ka), kb = b.next(kb);
  Vec2 a2 = a.v[ka], b2 = b.v[kb];
  while (i < a.n || j < b.n) {
    if (i < a.n && a1 == a2) {  // a repeated vertex: no edge, no direction
      ++i, a1 = a2, ka = a.next(ka), a2 = a.v[ka];
      continue;
    }
    if (j < b.n && b1 == b2) {
      ++j, b1 = b2, kb = b.next(kb), b2 = b.v[kb];
      continue;
    }
    bool take_a;
    if (j == b.n) {
      take_a = true;
    } else if (i == a.n) {
      take_a = false;
    } else {
      // A's edge a1 → a2 against −B's edge, whose direction is b1 − b2.
      const int ha = half_of(a1, a2), hb = half_of(b2, b1);
      take_a = ha != hb ? ha < hb : cross_sign(a1, a2, b2, b1) >= 0;
    }
    if (take_a) {
      if (!edge(true, a1, a2, b1)) return;
      ++i, a1 = a2, ka = a.next(ka), a2 = a.v[ka];
    } else {
      if (!edge(false, b1, b2, a1)) return;
      ++j, b1 = b2, kb = b.next(kb), b2 = b.v[kb];
    }
  }
}

}  // namespace

bool walk_collide(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return false;
  std::array<Vec2, 2> ends_a, ends_b;
  const Ring ra = ring_of(a, ends_a), rb = ring_of(b, ends_b);
  // Two flat shapes: A ⊕ −B may itself be flat, which the walk cannot see; the book's SAT on
  // the two spans is exact and O(1).
  if (ra.flat && rb.flat) { return collide::convex_polygons_collide(ends_a, ends_b, SatOptions{}).collide; }
  bool apart = false;
  merge_walk(ra, rb, [&](bool, Vec2 p1, Vec2 p2, Vec2 other) {
    apart = orient(p1, p2, other) < 0;
    return !apart;
  });
  return !apart;
}

MtvResult walk_mtv(Polygon a, Polygon b) {
  MtvResult result;
  if (a.empty() || b.empty()) return result;
  std::array<Vec2, 2> ends_a, ends_b;
  const Ring ra = ring_of(a, ends_a), rb = ring_of(b, ends_b);
  if (ra.flat && rb.flat) {
    const SatResult sat = collide::convex_polygons_collide(ends_a, ends_b, SatOptions{});
    return {sat.collide, sat.mtv};
  }
  bool apart = false;
  double best = -HUGE_VAL;  // the largest separation (≤ 0): minus the least overlap
  Vec2 best_mtv{};
  merge_walk(ra, rb, [&](bool is_a, Vec2 p1, Vec2 p2, Vec2 other) {
    if (orient(p1, p2, other) < 0) return !(apart = true);
    // The book's separation on this edge's axis: the other shape's deepest vertex beyond the
    // edge's line, in world units (rounded, like the book's).
    const Vec2 d = p2 - p1, w = other - p1;
    const double length = std::sqrt(d.x * d.x + d.y * d.y);
    const double separation = std::min(0.0, -(d.x * w.y - d.y * w.x) / length);
    if (separation > best) {
      best = separation;
      // The outward normal of this edge of A ⊕ −B: A's own outward normal, or minus B's.
      const Vec2 outward = Vec2{d.y, -d.x} / length;
      best_mtv = (is_a ? outward : -outward) * -separation;
    }
    return true;
  });
  if (apart) return result;
  return {true, best_mtv};
}

}  // namespace collide::fast::detail
