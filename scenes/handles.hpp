// Generic handles on a scene's state: what the mouse can grab, and what dragging it does.
// Pure functions of SceneState in world units, so every scene gets dragging for free and
// tests can drive it without a window. The app converts pixels to world units (the camera
// has one scale for x and y, so a radius of r pixels is r / scale world units).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "formats/state.hpp"

namespace lab {

enum class HandleKind {
  Vertex,  ///< one point of the shape: a polygon vertex, P, an end point, a circle centre, a rect corner
  Rim,     ///< a circle's outline: dragging changes the radius
  Body,    ///< the whole shape: dragging moves every point
};

/// Something the mouse can grab: shape `shape` of the state, and for Vertex which point.
/// Rect corners are numbered 0, 1 (points[0], points[1]), 2 = (p0.x, p1.y), 3 = (p1.x, p0.y).
struct Handle {
  int shape = 0;
  HandleKind kind = HandleKind::Body;
  int index = 0;
  friend bool operator==(const Handle&, const Handle&) = default;
};

/// `v` rounded to the nearest multiple of `step` (step ≤ 0: unchanged), the decimal one (0.3, not
/// 3 × 0.1 = 0.30000000000000004).
Vec2 snap_to_grid(Vec2 v, double step);

/// The points a shape can be grabbed by, in handle index order.
std::vector<Vec2> handle_points(const Shape& shape);

/// The handle under `at`, within `tolerance` world units. Points win over rims, rims over
/// bodies; among points the nearest wins; among bodies the last shape (drawn on top) wins.
std::optional<Handle> hit_test(const SceneState& state, Vec2 at, double tolerance);

/// The shape `before` after its handle `h` was grabbed at `from` and dragged to `to`.
/// With `snap` > 0 the moved point (or the body's first point, or the radius) lands on
/// multiples of `snap`.
Shape dragged(const Shape& before, const Handle& h, Vec2 from, Vec2 to, double snap = 0);

/// The edge of polygon `shape` (edge i joins vertex i to i + 1) within `tolerance` of `at`.
std::optional<int> hit_edge(const Shape& shape, Vec2 at, double tolerance);

/// Editable polygons only: insert a vertex on the edge near `at` (at the closest point of the
/// edge). Returns the new vertex's index, or nothing when no edge is that near.
std::optional<int> insert_vertex(Shape& shape, Vec2 at, double tolerance);

/// Editable polygons only, and never below min_vertices: remove vertex `index`.
/// Returns whether it was removed.
bool remove_vertex(Shape& shape, int index);

/// Every handle of the state in keyboard order (Tab): shape by shape as drawn, each shape's body
/// first (none for a point or a circle, whose centre already moves the whole), then a circle's
/// rim, then its points in handle index order.
std::vector<Handle> handle_order(const SceneState& state);

/// The shape `before` with its handle `h` nudged by `by` world units (an arrow key): a point,
/// vertex or body moves by `by`; a rim grows by by.x + by.y (→ and ↑ grow it, ← and ↓ shrink it,
/// never below 0). With `snap` > 0 the moved point (the body's first point, the radius) lands on
/// multiples of `snap`, as a drag's does. A value that was a short decimal moves to the decimal
/// a user expects (decimal_steps.hpp): r = 3 nudged by 0.05, 0.05, 0.5 is 3.6, not 3.5999999999999996.
Shape nudged(const Shape& before, const Handle& h, Vec2 by, double snap = 0);

/// Editable polygons only: insert a vertex at the middle of edge `edge` (from vertex `edge` to
/// the next). Returns the new vertex's index, or nothing for a shape that takes no vertices.
/// A vertex inserted (here or by insert_vertex) lies exactly on its edge when a double near
/// there does; else, in a convex polygon, it is the nearest double that keeps it convex.
std::optional<int> insert_vertex_on_edge(Shape& shape, int edge);

/// Why vertex `index` of `shape` cannot be removed, in words for the user ("the triangle keeps at
/// least 3 vertices"); empty when it can.
std::string why_vertex_stays(const Shape& shape, int index);

}  // namespace lab
