// The concave chapter's edge tests in words: ray casting, polygon vs line, segment, circle and
// polygon. The scenes' captions and panels and `collision-lab query` call these, so a figure and
// `query` never word the same verdict differently. Edges are named as the figures label them:
// "e4" (edge 4 runs from vertex 4 to vertex 5). UI-free.
#pragma once
// polygon_line_caption, shared with the convex chapter, is in captions/convex.hpp.
#include <string>
#include <string_view>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/fast/first_crossing.hpp"

namespace lab::captions {

/// "e4": an edge's name, the same in figure, panel, caption and `query`.
std::string edge_name(int edge);


/// The ray rule's own answer: "3 crossings, odd → inside", "0 crossings, even → outside".
std::string ray_count_words(const collide::RayTrace& trace);

/// "inside", "outside" or "boundary": the exact location's one-word name (`query`'s "location").
std::string_view location_name(collide::Location location);
/// "inside", "outside" or "on the boundary" (the exact location), for a sentence.
std::string_view location_words(collide::Location location);

/// Point in polygon. Off the boundary: "3 crossings to P's right, odd → inside". On it, the
/// rule's count and answer (query's "result"), then the exact check's (its "location"): "P lies
/// on e5: the ray rule alone says 2 crossings (even: outside); the exact check puts P on the
/// boundary, which counts as touching".
std::string point_in_polygon_caption(const collide::RayTrace& trace);
/// Where on the boundary P is: "e4", or "vertex 5, where e4 and e5 meet" when P is a vertex.
std::string boundary_words(const collide::RayTrace& trace);

/// Polygon vs segment, from the book's run (stopping at the first hit): "the segment meets e4
/// (5 of 8 edges tested) → collide", or "0 of 8 edges met; end a's ray: 1 crossing, odd →
/// inside → collide".
std::string polygon_segment_caption(const collide::EdgeTestTrace& book);

/// Polygon vs circle, the same with "touches" / "touched" and the centre's ray.
std::string polygon_circle_caption(const collide::EdgeTestTrace& book);

/// Two polygons (B may be a rectangle's 4 corners): "5 of 16 edge pairs tested; A's e1 meets
/// B's e0 → collide", or "none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is
/// outside A → apart".
std::string polygons_caption(const collide::EdgeTestTrace& book);
/// The same words from the book's counts alone (collide::count_edge_pairs), for `query`.
std::string polygons_caption(const collide::EdgePairCount& count);

/// Polygon vs line by vertex signs (any polygon, convex or not): "all 8 vertices on the + side →
/// apart", "1 vertex on the line, the rest + → they touch", "3 vertices +, 5 − → the
/// line crosses the outline → collide".


/// The ray table's words for one edge meeting the line through the ray's start (its crossing
/// `c`), with the meeting point's x and the start's x printed so the words never contradict the
/// printed numbers: `x` "1.2", `relation` "> 1", `counts` "yes: right of the start".
struct RayRowWords {
  std::string x, relation, counts;
};
RayRowWords ray_row_words(const collide::RayCrossing& c, double p_x);

/// `text`, a rounding of `value` at `places` whose trailing zeros were dropped (format_number,
/// format_compared), with the zeros back that `value` does not have, as true_number writes them:
/// "4.00" for 4.0004, "4" for 4. Other texts ("1e−7", "… + ε") are returned as they are.
std::string with_own_zeros(const std::string& text, double value, int places);

/// Two numbers printed (format_compared) so that the printed values differ whenever the numbers
/// do, so "1.2 < 1.2" never appears; `first`, `second` receive the texts.
void format_apart(double a, double b, std::string& first, std::string& second);

/// The circle test's deciding numbers for one edge: "e2: d² = 1.44 ≤ r² = 2.25 → touches", or
/// "e2: d² = 2.56 > r² = 2.25 → out of reach". `hit` is the core's exact answer; the printed
/// comparison follows it, with decimals enough to agree with it. `noise`: the d² below which the
/// rounded d² is only rounding (the centre on the edge, or a hair from it, at the figure's
/// scale): such a d² reads "d² ≈ 0", never a made-up "1.8e−43".
std::string circle_check_words(const collide::EdgeCheck& check, double noise = 0);

/// "e2", "e2 and e4", "e1, e2 and e4": edges in the order given.
std::string edge_names(const std::vector<int>& edges);

/// A circle test that touched no edge: its nearest miss from the trace (`book.nearest`), every
/// edge of an exact tie named: "Nearest miss: e2: d² = 2.56 > r² = 2.25 → out of reach", or
/// "Nearest misses, equally near: e2 and e4: d² = 2.25 > r² = 1.96 → out of reach".
/// Empty when an edge was touched.
std::string circle_nearest_miss_words(const collide::EdgeTestTrace& book, double noise = 0);

/// The comparison alone: "d² = 2.56 > r² = 2.25" (the same rules).
std::string circle_comparison(const collide::EdgeCheck& check, double noise = 0);

/// The comparison's numbers only, for a table column headed "d² vs r²": "2.56 > 2.25", "≈ 0 ≤ 2.25".
std::string circle_numbers(const collide::EdgeCheck& check, double noise = 0);

/// The `noise` for circle_comparison when the coordinates are at most `scale` in size: what
/// rounding may leave in a squared distance computed from them.
double squared_distance_noise(double scale);

}  // namespace lab::captions
