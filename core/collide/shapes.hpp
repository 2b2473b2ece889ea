// The value types every test in the chapters takes.
// Conventions, stated once:
//  * world coordinates are y-up; every test also gives the same answer for a y-down caller;
//  * polygons are vertices in order around the outline, either winding;
//  * touching counts as colliding, as in the chapters.
#pragma once
#include <glm/vec2.hpp>
#include <span>

namespace collide {

using Vec2 = glm::dvec2;

/// Vertices in order around the outline (either winding); the last joins back to the first.
using Polygon = std::span<const Vec2>;

/// The line a·x + b·y + c = 0. (a, b) is its normal; side() is positive on the side it points to.
struct Line {
  double a = 0, b = 0, c = 0;
};

struct Segment {
  Vec2 a{}, b{};
};

/// Centre c, radius r ≥ 0.
struct Circle {
  Vec2 c{};
  double r = 0;
};

/// Axis-aligned rectangle: corner (x, y), width w > 0 and height h > 0.
/// One meaning for every test that takes one: the rectangle is the polygon with corners
/// (x, y), (x + w, y), (x + w, y + h), (x, y + h), where x + w and y + h are the sums rounded
/// to doubles (as C++ computes them), i.e. exactly rect_to_polygon's corners. So rects_collide,
/// point_in_rect and circle_rect_collide answer for the same four corners the polygon tests
/// (convex_polygon_rect_collide, polygon_rect_collide) and the figures use: {0.1, 0, 0.2, 1}
/// reaches x = 0.1 + 0.2 = 0.30000000000000004, not the real number 0.3.
struct Rect {
  double x = 0, y = 0, w = 0, h = 0;
};

/// A closed interval [min, max], e.g. a shape's shadow on an axis.
struct Interval {
  double min = 0, max = 0;
};

}  // namespace collide
