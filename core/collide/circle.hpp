// Circles: every test compares squared distances with squared radii, so none needs a square root.
#pragma once
#include "collide/shapes.hpp"

namespace collide {

/// The numbers a circle test compares (drawn by the scenes beside each other).
struct CircleTrace {
  double distance_squared = 0;  ///< |P − C|², or from C to the closest point
  double limit_squared = 0;     ///< r², or (r1 + r2)²
  Vec2 closest{};               ///< the point the distance was measured to
  bool collide = false;         ///< decided exactly
  /// The exact sign of (distance² − limit²): −1 within, 0 exactly touching, +1 apart. collide is
  /// comparison ≤ 0; the figures say "touch" on 0 only, never from the rounded numbers above.
  int comparison = 0;
  /// circle_segment_collide: 0 or 1 when `closest` is that end of the segment (decided exactly),
  /// −1 when it lies strictly between them; −1 for the other tests.
  int end = -1;
};

/// |p − c| ≤ r.
bool point_in_circle(Vec2 p, const Circle& c);
bool point_in_circle(Vec2 p, const Circle& c, CircleTrace& trace);

/// |c1 − c2| ≤ r1 + r2.
bool circles_collide(const Circle& a, const Circle& b);
bool circles_collide(const Circle& a, const Circle& b, CircleTrace& trace);

/// The segment AB comes within r of the centre (closest point on the segment).
bool circle_segment_collide(const Circle& c, Vec2 a, Vec2 b);
bool circle_segment_collide(const Circle& c, Vec2 a, Vec2 b, CircleTrace& trace);

/// The infinite line comes within r of the centre.
bool line_circle_collide(const Line& line, const Circle& c);
/// The same for the line through p1 and p2, exactly.
bool line_circle_collide(Vec2 p1, Vec2 p2, const Circle& c);

}  // namespace collide
