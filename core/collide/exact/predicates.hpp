// Exact signs: every sign that decides a verdict comes from here.
// Each predicate first tries plain double arithmetic with a proven error bound and falls back
// to exact expansion arithmetic (expansion.hpp) only when the bound cannot decide. The answer
// is exact for every input the validators (validate.hpp) accept.
#pragma once
#include "collide/shapes.hpp"

namespace collide {

/// +1 when a → b → c turns counter-clockwise (c left of a→b, y up), −1 clockwise, 0 collinear.
int orientation(Vec2 a, Vec2 b, Vec2 c);

/// Sign of cross(a2 − a1, b2 − b1).
int sign_cross(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2);

/// Sign of dot(a2 − a1, b2 − b1).
int sign_dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2);

/// Sign of a·p.x + b·p.y + c for the line's own coefficients.
int sign_side(Vec2 p, const Line& line);

/// Sign of |p − q|² − r².  (r ≥ 0)
int compare_distance(Vec2 p, Vec2 q, double r);

/// Sign of |p − q|² − (r1 + r2)².  (r1, r2 ≥ 0)
int compare_distance_sum(Vec2 p, Vec2 q, double r1, double r2);

/// Sign of |p − q1|² − |p − q2|²: which of q1, q2 is nearer to p.
int compare_distances(Vec2 p, Vec2 q1, Vec2 q2);

/// Sign of dist(c, segment p1q1)² − dist(c, segment p2q2)²: which segment is nearer to c, or a
/// tie (0). A segment whose ends coincide is that point.
int compare_segment_distances(Vec2 c, Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2);

/// Sign of (distance from c to the infinite line through a and b)² − r².  (a ≠ b)
int compare_line_distance(Vec2 c, Vec2 a, Vec2 b, double r);

/// Sign of (distance from c to the line a·x + b·y + c = 0)² − r².  ((a, b) ≠ 0)
int compare_line_distance(Vec2 c, const Line& line, double r);

/// Sign of dot(v − c, n) − r·|n|, where n = to − from, or its perpendicular
/// (to.y − from.y, from.x − to.x) when `edge_normal` is set. (r ≥ 0)
/// This is "does v's shadow lie beyond the circle's shadow" on the axis n, exactly.
int compare_projection(Vec2 v, Vec2 c, double r, Vec2 from, Vec2 to, bool edge_normal);

/// A signed length along an axis: dot(to − from, n) / |n|, where n = axis_to − axis_from, or its
/// perpendicular (n.y, −n.x) when `edge_normal` is set (the SAT's edge normal). (n ≠ 0)
struct AlongAxis {
  Vec2 from, to;
  Vec2 axis_from, axis_to;
  bool edge_normal = true;
};

/// Sign of length(x) − length(y), exactly: which of two lengths along axes of any lengths is
/// the longer, or a tie (0). The SAT's depths on different axes compare through it.
int compare_along_axis(const AlongAxis& x, const AlongAxis& y);

}  // namespace collide
