// Axis-aligned rectangles: overlap on x and on y.
#pragma once
#include <array>

#include "collide/circle.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// The two intervals the rectangle test compares.
struct RectsTrace {
  Interval ax, bx, ay, by;  ///< shadows on the x axis and on the y axis
  bool x_overlap = false, y_overlap = false;
};

/// x ≤ p.x ≤ x + w and y ≤ p.y ≤ y + h.
bool point_in_rect(Vec2 p, const Rect& r);

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
