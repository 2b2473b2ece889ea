// Private to the contact points (contact.cpp, fast/contact.cpp): the steps both take alike, so
// the fast path rounds every number as the book does.
#pragma once
#include <array>
#include <cmath>
#include <cstddef>

#include "collide/contact.hpp"
#include "collide/convex.hpp"
#include "collide/vec.hpp"

namespace collide::contact_steps {

/// Edge i's outward unit normal; `turn` is the polygon's winding (+1 counter-clockwise). Zero for
/// an edge of no length (a repeated vertex), which no search picks.
inline Vec2 outward_normal(Polygon polygon, std::size_t i, int turn) {
  const Vec2 e = polygon[i + 1 == polygon.size() ? 0 : i + 1] - polygon[i];
  return unit_vector(turn > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x});
}

/// The index of `other`'s vertex least along n, by a scan.
inline std::size_t least_along(Polygon other, Vec2 n) {
  std::size_t best = 0;
  for (std::size_t k = 1; k < other.size(); ++k)
    if (dot(n, other[k]) < dot(n, other[best])) best = k;
  return best;
}

/// The incident edge among `count` edges with these unit normals: the one most opposed to the
/// reference edge's normal n, the least n · u (the first of equals; edges of no length, normal
/// zero, skipped); −1 when none.
inline int most_opposed(Vec2 n, const Vec2* normals, std::size_t count) {
  int incident = -1;
  double least = INFINITY;
  for (std::size_t i = 0; i < count; ++i) {
    if (normals[i] == Vec2{0, 0}) continue;
    if (const double d = dot(n, normals[i]); d < least) least = d, incident = static_cast<int>(i);
  }
  return incident;
}

/// The part of the segment `in` where u · x ≤ c (as b2ClipSegmentToLine: the ends kept first,
/// then the cut). A cut point records the reference vertex `side` its plane passes through.
inline int clip(const std::array<ContactPoint, 2>& in, Vec2 u, double c, int side, std::array<ContactPoint, 2>& out) {
  const double d0 = dot(u, in[0].point) - c, d1 = dot(u, in[1].point) - c;
  int n = 0;
  if (d0 <= 0) out[n++] = in[0];
  if (d1 <= 0) out[n++] = in[1];
  if ((d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0)) {
    const double t = d0 / (d0 - d1);
    out[n++] = {in[0].point + t * (in[1].point - in[0].point), 0, -1, side};
  }
  return n;
}

}  // namespace collide::contact_steps
