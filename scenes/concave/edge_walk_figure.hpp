// What the concave chapter's edge-walking scenes (point in polygon, polygon vs line, segment,
// circle, polygon) share: checking the input they are given, the self-crossing warning, edge
// numbers, edge colours read from an EdgeTestTrace, and the panel's table of edge checks.
// None of it decides a verdict: that is the core's trace.
#pragma once
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"
#include "collide/concave.hpp"
#include "state.hpp"

namespace lab::concave {

/// The chapter's C (c_shape(), from assets/shapes): a square ring with a notch cut into its
/// right side, counter-clockwise. Edges 2, 3, 4 are the notch's floor, back wall and ceiling.
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

/// The scene's warnings: the input's problems and, once the input is usable, the warning of
/// each outline that crosses itself.
std::vector<std::string> edge_scene_warnings(std::vector<std::string> problems, bool valid,
                                             std::initializer_list<std::optional<std::string>> self_crossings);

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

/// The polygon of a one-shape edge test: each edge coloured by where it stands in the book's
/// test (edge_statuses, edge_colors on shape A's blue), filled unless it crosses itself, and
/// its edges numbered.
void draw_tested_polygon(Canvas& canvas, collide::Polygon polygon, const collide::EdgeTestTrace& trace,
                         bool fill);

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

/// ImGui table of the checks in the order tested, stopping where the test stopped. Edges are
/// named as draw_edge_numbers names them on the figure ("e2").
void edge_checks_table(const char* id, const collide::EdgeTestTrace& trace, const ChecksTableStyle& style);

/// The edge of the trace's first hit; the trace must have one (first_hit ≥ 0).
int first_hit_edge(const collide::EdgeTestTrace& trace);

/// The panel's count for a one-shape edge test: "Edges tested: 3 of 8", how many the early exit
/// never tried, then "Edge 2 is crossed → collide" or "No edge is crossed." (`hit_word`:
/// "crossed", "touched").
void edges_tested_lines(const collide::EdgeTestTrace& trace, const char* hit_word);

/// The caption of a one-shape edge test. A hit: "<hit_sentence> edge 2 (3 of 8 edges tested)
/// → collide" (`hit_sentence`: "the segment crosses"); none: "0 of 8 edges <hit_word>; <ray_name>:
/// 0 crossings, even → outside → apart" (`ray_name`: "a's ray"; left out when no ray was cast).
std::string edge_test_caption(const collide::EdgeTestTrace& trace, std::string_view hit_sentence,
                              std::string_view hit_word, std::string_view ray_name);

/// The panel's last line: "→ collide" or "→ apart", in the verdict's colour.
void verdict_line(bool collide);

}  // namespace lab::concave
