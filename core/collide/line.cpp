// Lines: a·x + b·y + c = 0 through two points, and the side a point is on.
#include "collide/line.hpp"

#include "collide/predicates.hpp"

namespace collide {

Line line_through(Vec2 p1, Vec2 p2) {
  const double a = p2.y - p1.y;
  const double b = p1.x - p2.x;
  return {a, b, -(a * p1.x + b * p1.y)};
}

double side(Vec2 p, const Line& line) { return line.a * p.x + line.b * p.y + line.c; }

int side_sign(Vec2 p, const Line& line) { return sign_side(p, line); }

// The normal (a, b) = (p2.y − p1.y, p1.x − p2.x) points to the right of p1 → p2, where the
// turn p1 → p2 → p is clockwise: the side is positive exactly when the orientation is negative.
int side_sign(Vec2 p, Vec2 p1, Vec2 p2) { return -orientation(p1, p2, p); }

}  // namespace collide
