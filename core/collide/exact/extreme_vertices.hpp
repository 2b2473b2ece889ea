// A polygon's lowest and highest vertex along an axis, decided exactly: the separating axis
// test's "project" step as the verdict needs it (sat.cpp). compare(u, v) is the exact sign of
// (v − u)·axis; the first of tied vertices (the smallest index) is kept, as the book's pass keeps it.
//
// A rounding filter makes it quicker without changing the answer: rounded dot products with
// `axis` rule out every vertex that cannot be extreme, and exact comparisons settle only the
// near-ties.
#pragma once
#include <cmath>
#include <cstddef>

#include "collide/exact/bounds.hpp"
#include "collide/shapes.hpp"

namespace collide::detail {

/// The book's pass: every vertex compared exactly with the lowest and highest so far.
template <class Compare>
void exact_extremes(Polygon polygon, Compare compare, std::size_t& lo, std::size_t& hi) {
  lo = hi = 0;
  for (std::size_t v = 1; v < polygon.size(); ++v) {
    if (compare(polygon[hi], polygon[v]) > 0) {
      hi = v;
    } else if (compare(polygon[lo], polygon[v]) < 0) {
      lo = v;
    }
  }
}

/// Coordinates in this range keep every product below normal-number trouble.
inline bool tame(double x) {
  return x == 0 || (std::fabs(x) > bounds::kTameSmallest && std::fabs(x) < bounds::kTameLargest);
}

/// The same answer as exact_extremes, faster for small tame polygons. `axis` has each component
/// one rounded difference of inputs, so it is within one rounding of the exact direction.
/// A rounded dot product is within 3 roundings of its terms' magnitudes; 8 leaves slack for the
/// bookkeeping itself.
template <class Compare>
void extreme_vertices(Polygon polygon, Vec2 axis, Compare compare, std::size_t& lo, std::size_t& hi) {
  constexpr std::size_t kMax = 64;
  const std::size_t n = polygon.size();
  bool filter = n <= kMax && tame(axis.x) && tame(axis.y);
  for (std::size_t v = 0; v < n && filter; ++v) filter = tame(polygon[v].x) && tame(polygon[v].y);
  if (!filter) return exact_extremes(polygon, compare, lo, hi);

  constexpr double kSlack = 8 * bounds::kUnitRoundoff;
  double value[kMax], error[kMax];
  std::size_t top = 0, bottom = 0;
  for (std::size_t v = 0; v < n; ++v) {
    const double x = polygon[v].x * axis.x, y = polygon[v].y * axis.y;
    value[v] = x + y;
    error[v] = kSlack * (std::fabs(x) + std::fabs(y));
    if (value[v] > value[top]) top = v;
    if (value[v] < value[bottom]) bottom = v;
  }
  // A vertex can be the exact highest only if its value could reach the top one's.
  hi = n;
  lo = n;
  for (std::size_t v = 0; v < n; ++v) {
    if (value[v] + error[v] + error[top] >= value[top]) {
      if (hi == n || compare(polygon[hi], polygon[v]) > 0) hi = v;
    }
    if (value[v] - error[v] - error[bottom] <= value[bottom]) {
      if (lo == n || compare(polygon[lo], polygon[v]) < 0) lo = v;
    }
  }
}

}  // namespace collide::detail
