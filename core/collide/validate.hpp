// Checking shapes before a test sees them: a clear message naming the shape, the vertex and the
// problem, never a crash or a silently wrong answer.
//
// Coordinates and radii must be finite and, so that the exact predicates stay exact (no
// overflow or underflow inside them), 0 or between 1e-50 and 1e50 in magnitude.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// A problem with an input, in words: e.g. "polygon \"a\": vertex 3 has a NaN x coordinate".
using Problem = std::optional<std::string>;

Problem check_number(std::string_view what, double value);
Problem check_point(std::string_view name, Vec2 p);
/// At least min_vertices vertices, every coordinate acceptable.
Problem check_polygon(std::string_view name, Polygon polygon, int min_vertices = 3);
/// Finite centre, radius ≥ 0.
Problem check_circle(std::string_view name, const Circle& circle);
/// Finite corner, w > 0 and h > 0.
Problem check_rect(std::string_view name, const Rect& rect);
/// (a, b) not both zero, all finite.
Problem check_line(std::string_view name, const Line& line);
/// The two points that define a line or segment are distinct (for a line) and acceptable.
Problem check_line_points(std::string_view name, Vec2 p1, Vec2 p2);

/// An outline's edges: edge k runs from edges[k].first to edges[k].second == edges[k + 1].first,
/// round the outline, repeated points collapsed.
using OutlineEdges = std::vector<std::pair<Vec2, Vec2>>;
/// The first pair of edges (k, l) that meet in the book's order: the least k, then the least
/// l ≥ k + 2 (not k = 0 with the last edge, its neighbour); or nothing. Exact.
using FirstMeetingPair = std::optional<std::pair<std::size_t, std::size_t>> (*)(const OutlineEdges& edges);
/// The book's loop over every pair, O(n²). An accelerator finds the same pair quicker
/// (quick::first_meeting_pair, fast/quick_outline.hpp) and is passed in where that matters.
std::optional<std::pair<std::size_t, std::size_t>> first_meeting_pair_by_loop(const OutlineEdges& edges);

/// Two edges of the outline that meet other than neighbours at their shared vertex, in words
/// ("edges 2 and 5 cross", "… touch"), or nothing for a simple outline. Exact. `first` finds the
/// pair (by default the book's loop).
std::optional<std::string> crossing_edges(Polygon polygon, FirstMeetingPair first = first_meeting_pair_by_loop);

/// A clear problem when the outline crosses or touches itself:
/// `polygon "C": crosses itself: edges 2 and 5 cross`.
Problem check_simple(std::string_view name, Polygon polygon, FirstMeetingPair first = first_meeting_pair_by_loop);

/// For convex-only tests: a clear warning when the polygon is not convex or crosses itself.
Problem check_convex(std::string_view name, Polygon polygon);

}  // namespace collide
