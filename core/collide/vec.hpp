// Vector helpers the chapters use by name.
#pragma once
#include <cmath>

#include "collide/shapes.hpp"

namespace collide {

/// a·b
inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// The z of the 3D cross product: positive when b is counter-clockwise from a.
inline double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
/// a − b
inline Vec2 subtract(Vec2 a, Vec2 b) { return a - b; }
/// |a − b|², no square root needed to compare distances.
inline double distance_squared(Vec2 a, Vec2 b) { return dot(a - b, a - b); }
/// v scaled to length 1; the zero vector stays zero.
Vec2 normalize(Vec2 v);
/// normalize(v) by one square root of |v|² where that is a normal double; hypot (several times
/// slower) only where |v|² would overflow or underflow. May differ from normalize in the last bit.
inline Vec2 unit_vector(Vec2 v) {
  const double squared = v.x * v.x + v.y * v.y;
  if (std::isnormal(squared) && squared < 1e300) return v / std::sqrt(squared);
  return normalize(v);
}

}  // namespace collide
