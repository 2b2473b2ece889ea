// Lines: a·x + b·y + c = 0 through two points, and the side a point is on.
#include "collide/line.hpp"

#include "collide/exact/expansion.hpp"
#include "collide/exact/predicates.hpp"

namespace collide {

Line line_through(Vec2 p1, Vec2 p2) {
  const double a = p2.y - p1.y;
  const double b = p1.x - p2.x;
  return {a, b, -(a * p1.x + b * p1.y)};
}

double side(Vec2 p, const Line& line) { return line.a * p.x + line.b * p.y + line.c; }

namespace {

// An exact expansion's value rounded to a double: its components summed smallest first in long
// double (64 significant bits), so only the last rounding to double loses anything.
template <int N>
double rounded(const exact::Expansion<N>& value) {
  long double sum = 0;
  for (int i = 0; i < value.n; ++i) sum += value.e[i];
  return static_cast<double>(sum);
}

}  // namespace

double exact_side(Vec2 p, const Line& line) {
  return rounded(exact::product(line.a, p.x) + exact::product(line.b, p.y) + exact::E(line.c));
}

double exact_side(Vec2 p, Vec2 p1, Vec2 p2) {
  return rounded(exact::diff(p2.y, p1.y) * exact::diff(p.x, p1.x) - exact::diff(p2.x, p1.x) * exact::diff(p.y, p1.y));
}

double exact_dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  return rounded(exact::diff(a2.x, a1.x) * exact::diff(b2.x, b1.x) + exact::diff(a2.y, a1.y) * exact::diff(b2.y, b1.y));
}

int side_sign(Vec2 p, const Line& line) { return sign_side(p, line); }

// The normal (a, b) = (p2.y − p1.y, p1.x − p2.x) points to the right of p1 → p2, where the
// turn p1 → p2 → p is clockwise: the side is positive exactly when the orientation is negative.
int side_sign(Vec2 p, Vec2 p1, Vec2 p2) { return -orientation(p1, p2, p); }

}  // namespace collide
