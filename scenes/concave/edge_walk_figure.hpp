// What the concave chapter's edge-walking scenes (point in polygon, polygon vs line, segment,
// circle, polygon) share: checking the input they are given, the self-crossing warning, edge
// numbers, edge colours read from an EdgeTestTrace, and the panel's table of edge checks.
// None of it decides a verdict: that is the core's trace.
#pragma once
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/canvas.hpp"
#include "scenes/figures/edge_index.hpp"
#include "scenes/figures/label_layout.hpp"
#include "collide/concave.hpp"
#include "scenes/shape_factory.hpp"
#include "formats/state.hpp"

namespace lab::concave {

/// The chapter's C (c_shape(), from assets/shapes): a square ring with a notch cut into its
/// right side, counter-clockwise. Edges 2, 3, 4 are the notch's floor, back wall and ceiling.
std::vector<Vec2> c_outline();

/// The shapes' bounds (a circle with its radius) with room below them for the legend, which
/// goes in a corner clear of the shapes: the frame the view fits on F and reset.
collide::Rect frame_with_legend_room(const SceneState& state);

/// A translucent fill for a polygon of this colour.
Color fill_of(Color color);

/// The warning for a polygon whose outline crosses itself, or nothing. It says which edges cross
/// (from the core's ear clipping) and that the even–odd rule still defines inside.
std::optional<std::string> self_crossing_warning(std::string_view name, collide::Polygon polygon);

/// How an edge is named on the figure: its text ("e4", or "A's e4 (first hit)") and colour.
struct EdgeName {
  std::string text;
  Color color;
};

/// Edge names ("e0", "e1", …, numbered as the core numbers edges) beside each edge, at body-text
/// size so they read from the back of a room, each placed clear of the labels already in
/// `layout` and of `avoid` when it can be (along the edge, outside first). `names[i]`, when
/// given and not empty, replaces edge i's name (the deciding edge says so in its own colour).
/// Past figures::kMaxShown edges only those and an even sample are named, and a note says so
/// ("naming 24 of 2,000 edges of `owner`").
/// `which`: every name, or only the cited ones (`names[i]` given), or only the rest (with the
/// note), so a figure of two shapes names both shapes' cited edges before any plain number takes
/// their room (sat-breaks step 8: A's "e2" took the place beside B's e0's "first pair").
/// `spacing`: what a figure of two shapes with names all round them asks more (push-apart).
enum class EdgeNamesPass { All, Cited, Rest };
struct EdgeNameSpacing {
  /// Pixels each name keeps from the labels placed before it, ink to ink: another shape's name
  /// nearer reads as one phrase with it ("e1 e0" at 800 × 600, 9 pixels apart on one line; a
  /// plain number 5 pixels after "B's e0: first pair" read as part of it).
  float apart = 0;
  /// Every place outside its shape before any inside: inside, a name stood by the push's arrow
  /// and read as the arrow's (the book's edge names stand outside, convex::edge_label_offset).
  bool outside_first = false;
  /// Where every place beside its edge lies on another shape (B's left side inside A: its "e3"
  /// stood on A's tint, read as A's), places further into its own shape, past the other's stroke,
  /// before any on the other's fill.
  bool own_tint = false;
};
void draw_edge_numbers(figures::LabelLayout& layout, collide::Polygon polygon, Color color,
                       std::span<const std::vector<Vec2>> avoid = {}, std::span<const EdgeName> names = {},
                       std::string_view owner = {}, EdgeNamesPass which = EdgeNamesPass::All,
                       EdgeNameSpacing spacing = {});
/// The same, with `avoid`'s edges already indexed (edge_name_index): a figure naming two shapes'
/// edges in two passes indexes a 2,000-gon's edges once, not four times.
void draw_edge_numbers(figures::LabelLayout& layout, collide::Polygon polygon, Color color,
                       std::span<const std::vector<Vec2>> avoid, const figures::EdgeIndex& obstacles,
                       std::span<const EdgeName> names, std::string_view owner, EdgeNamesPass which,
                       EdgeNameSpacing spacing = {});
/// `avoid`'s edges as draw_edge_numbers indexes them.
figures::EdgeIndex edge_name_index(const figures::LabelLayout& layout, std::span<const std::vector<Vec2>> avoid);

/// Each warning's first sentence across the top of the view (the panel shows them whole), so a
/// screenshot carries them too; placed first, so every other label keeps off them.
void draw_warning_lines(figures::LabelLayout& layout, std::span<const std::string> warnings);

/// The scene's warnings: the input's problems and, once the input is usable, the warning of
/// each outline that crosses itself.
std::vector<std::string> edge_scene_warnings(std::vector<std::string> problems, bool valid,
                                             std::initializer_list<std::optional<std::string>> self_crossings);

/// The shape's name above its top-left corner (its middle can be a notch, or the other shape),
/// or the nearest clear place round that corner; off the `avoid` outlines (the other shape) where
/// a place is; `gap` pixels from the labels placed before it (a name beside another label on its
/// line reads as one phrase with it); its ink (a framed name's frame) `keep` pixels from the
/// `avoid` outlines' lines at its first corners, where a place is (their strokes are drawn wide).
void draw_name(figures::LabelLayout& layout, collide::Polygon polygon, std::string_view name, Color color,
               std::span<const std::vector<Vec2>> avoid = {}, float gap = 0, float keep = 0);

/// Where an edge stands in an edge test, read from the checks the trace made.
enum class EdgeStatus {
  Untested,  ///< in no check: the test never tried it
  Partial,   ///< (pairs) tried against some edges, none met, not against all
  Missed,    ///< every check it is in was made and none hit
  Hit,       ///< in a check that hit, not the first (only a full pass goes on past the first)
  Deciding,  ///< in the first check that hit: the verdict's step
};

/// Each edge's status from the trace: of the polygon (pairs: of A), or of B when `of_b`.
/// For two polygons (`other_edges` > 0) an edge is Missed once all its `other_edges` pairs were
/// tested and none met.
std::vector<EdgeStatus> edge_statuses(const collide::EdgeTestTrace& trace, std::size_t edges, bool of_b = false,
                                      std::size_t other_edges = 0);

/// The colour language (palette.hpp): Hit and Deciding → collide (draw_deciding_edges dashes the
/// deciding one over), Missed → apart, Untested → untested, Partial → `base` (the shape's own
/// colour: evidence for neither).
std::vector<Color> edge_colors(std::span<const EdgeStatus> statuses, Color base);

/// The deciding edge (status Deciding) again on top, dashed and thicker, as the palette says
/// the deciding step is drawn.
void draw_deciding_edges(Canvas& canvas, collide::Polygon polygon, std::span<const EdgeStatus> statuses);

/// The legend of an edge test's colours: an entry for each status `statuses` hold (of every
/// shape), in the palette's words. `pairs`: the checks are edge pairs.
std::vector<figures::LegendEntry> edge_legend(std::span<const EdgeStatus> statuses, bool pairs, Color base);

/// The legend of a two-polygon edge test (pairs): edge_legend of both shapes' statuses, except
/// that an edge tried against some edges only stays in its own shape's colour (edge_colors), so
/// each shape that has one gets its own line in that colour ("A's edges: tried against some only").
std::vector<figures::LegendEntry> pair_edge_legend(std::span<const EdgeStatus> a, std::span<const EdgeStatus> b,
                                                   std::string_view a_name, std::string_view b_name);

/// edge_legend and then `more` (a ray's marks), in a corner of the view clear of `avoid`.
void draw_edge_legend(figures::LabelLayout& layout, std::span<const EdgeStatus> statuses, bool pairs,
                      std::vector<figures::LegendEntry> more, std::span<const std::vector<Vec2>> avoid,
                      Color base = palette::shape_a);

/// Names for draw_edge_numbers: the deciding edge of the book's run (of A, or of B when `of_b`)
/// says what it did, in the deciding colour ("e4: first hit", "A's e1: first pair");
/// the others keep their plain names.
std::vector<EdgeName> deciding_names(const collide::EdgeTestTrace& book, std::size_t n, std::string_view owner,
                                     std::string_view what, bool of_b = false);

/// The book's test, which stops at the first hit, read from a full pass
/// (`EdgeTestOptions{.stop_at_first_hit = false}`): the checks up to and including the first hit.
/// The full pass makes the same checks in the same order, and casts no ray once an edge is hit,
/// so this is exactly the trace the early-exit run gives, without running the test twice.
collide::EdgeTestTrace stopped_at_first_hit(const collide::EdgeTestTrace& all);

/// The polygon of a one-shape edge test: each edge coloured by where it stands in `shown` (the
/// book's run, or the full pass when the scene asks for it), filled unless it crosses itself.
/// Returns the statuses, for the legend and the edge names.
std::vector<EdgeStatus> draw_tested_polygon(Canvas& canvas, collide::Polygon polygon,
                                            const collide::EdgeTestTrace& shown, bool fill);

/// The option that makes an edge test go on past its first hit ("full_pass", off by default:
/// the book's test stops at the first hit).
inline constexpr const char* kFullPass = "full_pass";

/// How the panel's table names a hit and what else it shows.
struct ChecksTableStyle {
  const char* hit_word = "crosses";  ///< "crosses" / "touches"
  const char* miss_word = "misses";
  bool pairs = false;    ///< rows are edge pairs (A's edge × B's edge)
  bool closest = false;  ///< show each check's closest point and d² vs r² (circle tests)
  double noise = 0;      ///< circle tests: a d² this small is only rounding (captions::circle_numbers)
};

/// ImGui table of the checks in the order tested, stopping where the test stopped. Edges are
/// named as draw_edge_numbers names them on the figure ("e2").
void edge_checks_table(const char* id, const collide::EdgeTestTrace& trace, const ChecksTableStyle& style);
/// The same table for a run kept as counts (edge_pair_count.hpp): `rows` checks, `check(k)` the
/// k-th, `marked` the row of the first hit (kept in the layout) or −1.
void edge_checks_table(const char* id, int rows, const std::function<collide::EdgeCheck(int)>& check, int marked,
                       const ChecksTableStyle& style);

/// The edge of the trace's first hit; the trace must have one (first_hit ≥ 0).
int first_hit_edge(const collide::EdgeTestTrace& trace);

/// The panel's count for a one-shape edge test: "Edges tested: 3 of 8", how many the early exit
/// never tried, then "Edge 2 is crossed → collide" or "No edge is crossed." (`hit_word`:
/// "met", "touched"). `full_pass`: the checks shown went on past the first hit.
void edges_tested_lines(const collide::EdgeTestTrace& book, const char* hit_word, bool full_pass);

/// The panel's last line: "→ collide" or "→ apart", in the verdict's colour (collide / apart).
void verdict_line(bool collide);

}  // namespace lab::concave
