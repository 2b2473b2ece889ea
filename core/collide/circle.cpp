// Circles: every verdict compares a squared distance with a squared radius through the exact
// predicates; the rounded numbers in the trace are only for display.
#include "collide/circle.hpp"

#include "collide/exact/predicates.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"

namespace collide {

bool point_in_circle(Vec2 p, const Circle& c, CircleTrace& trace) {
  trace.distance_squared = distance_squared(p, c.c);
  trace.limit_squared = c.r * c.r;
  trace.closest = p;
  trace.comparison = compare_distance(p, c.c, c.r);
  trace.collide = trace.comparison <= 0;
  return trace.collide;
}

bool point_in_circle(Vec2 p, const Circle& c) { return compare_distance(p, c.c, c.r) <= 0; }

bool circles_collide(const Circle& a, const Circle& b, CircleTrace& trace) {
  trace.distance_squared = distance_squared(a.c, b.c);
  trace.limit_squared = (a.r + b.r) * (a.r + b.r);
  trace.closest = b.c;
  trace.comparison = compare_distance_sum(a.c, b.c, a.r, b.r);
  trace.collide = trace.comparison <= 0;
  return trace.collide;
}

bool circles_collide(const Circle& a, const Circle& b) { return compare_distance_sum(a.c, b.c, a.r, b.r) <= 0; }

namespace {

// The exact decision: the nearest point of AB is A, B, or the foot of the perpendicular,
// by the signs of (C − A)·(B − A) and (C − B)·(B − A).
// Returns the exact sign of (distance² − r²).
int segment_comparison(const Circle& c, Vec2 a, Vec2 b) {
  if (a == b || sign_dot(a, c.c, a, b) <= 0) return compare_distance(c.c, a, c.r);
  if (sign_dot(b, c.c, a, b) >= 0) return compare_distance(c.c, b, c.r);
  return compare_line_distance(c.c, a, b, c.r);
}

}  // namespace

bool circle_segment_collide(const Circle& c, Vec2 a, Vec2 b, CircleTrace& trace) {
  ClosestPointTrace nearest;
  trace.closest = closest_point_on_segment(c.c, a, b, nearest);
  trace.end = nearest.end;
  trace.distance_squared = distance_squared(c.c, trace.closest);
  trace.limit_squared = c.r * c.r;
  trace.comparison = segment_comparison(c, a, b);
  trace.collide = trace.comparison <= 0;
  return trace.collide;
}

bool circle_segment_collide(const Circle& c, Vec2 a, Vec2 b) { return segment_comparison(c, a, b) <= 0; }

bool line_circle_collide(const Line& line, const Circle& c) { return compare_line_distance(c.c, line, c.r) <= 0; }

bool line_circle_collide(Vec2 p1, Vec2 p2, const Circle& c) { return compare_line_distance(c.c, p1, p2, c.r) <= 0; }

}  // namespace collide
