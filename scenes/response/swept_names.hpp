// Where swept-test's names go: each beside its own shape and clear of the others. B is drawn
// four times (where it starts, touches A and ends, and the arrow between), so a name placed only
// by its own shape lands on another's outline or inside it (A's "e1" at B's corner where the two
// touch; "A" under the arrow when B comes from above). The places clear of every other outline
// and of the arrow are tried first; the figure keeps its own order of preference among them.
#pragma once
#include <span>
#include <string_view>
#include <vector>

#include "collide/rect.hpp"
#include "collide/vec.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/figures/outline_runs.hpp"

namespace lab::response {

/// What a name keeps off: `lines` (the arrow and every outline, in runs) and the inside of `others`
/// (closed outlines of the shapes it does not name).
struct KeptOff {
  KeptOff(const figures::OutlineRuns& lines, std::span<const std::vector<Vec2>> others);
  const figures::OutlineRuns& lines;
  std::span<const std::vector<Vec2>> others;
  /// Each of `others`' bounding box: a 2,000-gon's inside test runs only for a middle in its box.
  std::vector<collide::Rect> boxes;
};

/// Whether `text` at `at` + `offset` is clear of `kept`: it keeps 4 pixels off its lines (a
/// double outline's strokes reach 3.75 pixels either side of its line, role_canvas.hpp) and its
/// middle lies inside none of its other shapes.
bool clear_of(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size, const KeptOff& kept);

/// `offsets` (for a label at `at`) with the ones clear_of `kept` first, each group in its order.
void clear_first(const Canvas& canvas, Vec2 at, std::vector<Vec2>& offsets, std::string_view text, TextSize size,
                 const KeptOff& kept);

/// Offsets from the middle of edge p–q that put a label `first` would put beside the middle
/// (its offset there) beside points slid along the edge instead, nearest the middle first: where
/// the middle is crowded (B's corner on A's edge where they touch), a place further along is free.
std::vector<Vec2> slid_along(const Canvas& canvas, Vec2 p, Vec2 q, std::span<const Vec2> first);

/// `text` beside the vertex of `polygon` farthest along each of `sides` in turn (`gap` pixels
/// out, then round it), the first place clear of `kept` and of the labels taken; else as
/// place() would (drawn over when `must`). Returns whether it was drawn.
bool name_beside(figures::LabelLayout& layout, std::span<const Vec2> polygon, std::span<const Vec2> sides,
                 std::string_view text, Color color, TextSize size, float gap, bool must, const KeptOff& kept);

}  // namespace lab::response
