// Lines (the lines chapter): a·x + b·y + c = 0, the line through two points, and which side a point is on.
#pragma once
#include "collide/shapes.hpp"

namespace collide {

/// The line through p1 and p2: a = p2.y − p1.y, b = p1.x − p2.x, c = −(a·p1.x + b·p1.y).
/// Its normal (a, b) points to the right of p1 → p2, so side() is positive on the right.
Line line_through(Vec2 p1, Vec2 p2);

/// a·p.x + b·p.y + c: 0 on the line, and its sign tells the side. The value is rounded;
/// use side_sign() for the exact sign.
double side(Vec2 p, const Line& line);

/// a·p.x + b·p.y + c computed exactly and rounded once at the end, for the line's own
/// coefficients: the number a figure prints, so it is the true value's rounding (side() rounds at
/// every step, and a point 1e−17 off the line can read 1.4e−17 for a true 1.67e−17).
double exact_side(Vec2 p, const Line& line);
/// The same for the true line through p1 and p2 (a, b, c not rounded):
/// (p2.y − p1.y)(p.x − p1.x) − (p2.x − p1.x)(p.y − p1.y).
double exact_side(Vec2 p, Vec2 p1, Vec2 p2);
/// (a2 − a1)·(b2 − b1) computed exactly and rounded once: the dot product a figure prints
/// (a rounded product of rounded differences can be far off, even of the wrong sign, near 0).
double exact_dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2);

/// The exact sign (−1, 0, +1) of side(p, line) for the line's own coefficients.
int side_sign(Vec2 p, const Line& line);

/// The exact sign of side(p, line_through(p1, p2)) for the true line through p1 and p2
/// (no rounding of a, b, c): −orientation(p1, p2, p).
int side_sign(Vec2 p, Vec2 p1, Vec2 p2);

/// Intervals [a_min, a_max] and [b_min, b_max] share a point; touching counts.
inline bool overlap(double a_min, double a_max, double b_min, double b_max) { return a_min <= b_max && b_min <= a_max; }

}  // namespace collide
