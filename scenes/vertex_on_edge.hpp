// Where a vertex added on a polygon's edge goes (Insert, a double-click): on the edge exactly
// when a double is, else never inside a convex outline (the convex test would see a turn the
// other way); see vertex_on_edge.
#pragma once
#include <optional>
#include <vector>

#include "formats/state.hpp"

namespace lab {

/// Where a new vertex on edge `edge` of `outline` goes, near `target` (the edge's middle, or the
/// point double-clicked): exactly on the edge when a double near there is (the core's exact
/// orientation says 0), as the middle is when it is exact. Often none is (a pentagon's edge, whose
/// ends are rounded decimals, passes between the doubles near its middle): then, in a convex
/// outline, the double a hair (ulps) outside the edge that keeps it convex with the most room to
/// spare (the next vertex put beside it needs room too), never one inside it, so adding a vertex
/// never makes the convex test see a turn the other way; none when no double near there does.
/// Any other outline: `target`.
std::optional<Vec2> vertex_on_edge(const std::vector<Vec2>& outline, int edge, Vec2 target);

}  // namespace lab
