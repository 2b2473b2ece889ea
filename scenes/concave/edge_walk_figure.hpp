// What the concave chapter's edge-walking scenes (point in polygon, polygon vs line, segment,
// circle, polygon) share: checking the input they are given, the self-crossing warning, edge
// numbers, edge colours read from an EdgeTestTrace, and the panel's table of edge checks.
// None of it decides a verdict: that is the core's trace.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"
#include "collide/concave.hpp"
#include "state.hpp"

namespace lab::concave {

/// The chapter's C: a square ring with a notch cut into its right side (as assets/shapes),
/// counter-clockwise. Edges 2, 3, 4 are the notch's floor, back wall and ceiling.
std::vector<Vec2> c_outline();

/// A Line shape through p1 and p2, a Segment from a to b, a Circle.
Shape line_shape(std::string name, Vec2 p1, Vec2 p2);
Shape segment_shape(std::string name, Vec2 a, Vec2 b);
Shape circle_shape(std::string name, Vec2 centre, double radius);

/// A translucent fill for a polygon of this colour.
Color fill_of(Color color);

/// The warning for a polygon whose outline crosses itself, or nothing. It says which edges cross
/// (from the core's ear clipping) and that the even–odd rule still defines inside.
std::optional<std::string> self_crossing_warning(std::string_view name, collide::Polygon polygon);

/// Small edge names ("e0", "e1", …, numbered as the core numbers edges) beside each edge's middle.
void draw_edge_numbers(Canvas& canvas, collide::Polygon polygon, Color color);

/// Each warning's first sentence across the top of the view (the panel shows them whole), so a
/// screenshot carries them too.
void draw_warning_lines(Canvas& canvas, std::span<const std::string> warnings);

/// The shape's name above its top-left corner (its middle can be a notch, or the other shape).
void draw_name(Canvas& canvas, collide::Polygon polygon, std::string_view name, Color color);

/// Where an edge stands in an edge test.
enum class EdgeStatus { Untested, Missed, Hit };

/// Each edge's status from the trace: of the polygon (pairs: of A), or of B when `of_b`.
/// For two polygons an edge is Missed once every pair it is in was tested and none crossed.
std::vector<EdgeStatus> edge_statuses(const collide::EdgeTestTrace& trace, std::size_t edges,
                                      bool of_b = false, std::size_t other_edges = 0);

/// Colours for draw_outline: hit → vermillion, missed → orange, untested → `base`.
std::vector<Color> edge_colors(std::span<const EdgeStatus> statuses, Color base);

/// The book's test, which stops at the first hit, read from a full pass
/// (`EdgeTestOptions{.stop_at_first_hit = false}`): the checks up to and including the first hit.
/// The full pass makes the same checks in the same order, and casts no ray once an edge is hit,
/// so this is exactly the trace the early-exit run gives, without running the test twice.
collide::EdgeTestTrace stopped_at_first_hit(const collide::EdgeTestTrace& all);

/// Every edge that a full pass (`EdgeTestOptions{.stop_at_first_hit = false}`) found hit, drawn
/// in the hit colour: of the polygon (pairs: of A), or of B when `of_b`. The book's test stops at
/// the first; the figure shows them all.
void draw_hit_edges(Canvas& canvas, collide::Polygon polygon, const collide::EdgeTestTrace& all,
                    bool of_b = false);

/// How the panel's table names a hit and what else it shows.
struct ChecksTableStyle {
  const char* hit_word = "crosses";  ///< "crosses" / "touches"
  const char* miss_word = "misses";
  bool pairs = false;                ///< rows are edge pairs (A's edge × B's edge)
  bool closest = false;              ///< show each check's closest point (circle tests)
};

/// ImGui table of the checks in the order tested, stopping where the test stopped.
void edge_checks_table(const char* id, const collide::EdgeTestTrace& trace, const ChecksTableStyle& style);

}  // namespace lab::concave
