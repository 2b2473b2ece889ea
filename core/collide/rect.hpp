// Axis-aligned rectangles: overlap on x and on y. A rectangle's right and top edges are x + w and
// y + h rounded to doubles, the corners of rect_to_polygon (the meaning is stated at Rect).
#pragma once
#include <array>

#include "collide/circle.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// The two intervals the rectangle test compares.
struct RectsTrace {
  Interval ax, bx, ay, by;  ///< shadows on the x axis and on the y axis: [x, x + w], [y, y + h]
  bool x_overlap = false, y_overlap = false;
};

/// x ≤ p.x ≤ x + w and y ≤ p.y ≤ y + h.
bool point_in_rect(Vec2 p, const Rect& r);
/// The same, traced as the rectangle test sees it: P is a rectangle of no size, whose shadows are
/// the single numbers [P.x, P.x] and [P.y, P.y] (trace.bx, trace.by); a and the verdict are r's.
bool point_in_rect(Vec2 p, const Rect& r, RectsTrace& trace);

/// The x shadows overlap and the y shadows overlap.
bool rects_collide(const Rect& a, const Rect& b);
bool rects_collide(const Rect& a, const Rect& b, RectsTrace& trace);

/// Clamp the centre into the rectangle; the circle collides when that point is within r.
/// trace.closest is the clamped centre.
bool circle_rect_collide(const Circle& c, const Rect& r);
bool circle_rect_collide(const Circle& c, const Rect& r, CircleTrace& trace);

/// The rectangle's corners, counter-clockwise from (x, y).
std::array<Vec2, 4> rect_to_polygon(const Rect& r);

}  // namespace collide
