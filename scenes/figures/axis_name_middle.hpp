// The deciding axis's name beside the middle of its shadow bars, where the eye looks for it (it
// sat past the bars' end, or far out beside a sloping line), else at the nearest clear place
// beside the line along the axis (issue 26). With every axis shown (separating-axis steps 7 and
// 8) the other axes' bars and the view's edge leave no room beside the middle for the name on one
// row: there it takes two rows ("deciding axis #5:" over "least push-out 1.40"), else lies on a
// card of paper over the other axes' lines it would cross, as a key lies on one where no corner
// is clear.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/figures/outline_runs.hpp"
#include "scenes/figures/sat_figure.hpp"

namespace lab::figures {

/// The place of `text` beside the axis line of `bars`, nearest the middle of its bars (their
/// stretch near … far), that is in view and crosses none of `taken` (bars and names) and none
/// of `shapes`: tried along the line either way in 8-pixel steps up to 240 pixels past the bars'
/// ends, on the `outward` side first, then one and two text heights further out. Its offset in pixels from
/// bars.origin + bars.unit·anchor (as draw_placed_name takes it); none when no place is clear.
std::optional<Vec2> place_beside_bars_middle(const Canvas& canvas, const AxisBars& bars, Vec2 outward, double anchor,
                                             std::string_view text, TextSize size,
                                             std::span<const std::vector<Vec2>> taken, const OutlineRuns& shapes);

/// A name placed as a block of rows beside an axis, maybe on a card: drawn by draw_name_rows.
struct NameRows {
  Vec2 at, shift;                 ///< the anchor, and the first row's top-left offset in pixels (y up)
  std::vector<std::string> rows;  ///< top first
  Color color;
  TextSize size = TextSize::Normal;
  bool card = false;  ///< on a card of paper: drawn after every axis, over the lines under it
};

/// `text` in `count` rows: one, or two broken after its first ": " (kept on the first row);
/// none when it has no ": " to break at.
std::optional<std::vector<std::string>> name_in_rows(std::string_view text, int count);

/// The place of `rows` (as one block, left-aligned) beside the axis line of `bars` within
/// `slide` pixels along the line of its bars' middle (8-pixel steps), on the `outward` side first,
/// then one and two text heights further out; in view (with its paper, 3 pixels round the words,
/// when on a `card`) and 3 pixels clear of `taken` and of `shapes`. Its first row's offset from bars.origin +
/// bars.unit·anchor; none when no place is clear.
std::optional<Vec2> place_rows_beside_bars_middle(const Canvas& canvas, const AxisBars& bars, Vec2 outward,
                                                  double anchor, std::span<const std::string> rows, TextSize size,
                                                  double slide, const OutlineRuns& taken, const OutlineRuns& shapes,
                                                  bool card = false);

/// The block the name covers in world units (its card's paper when on a card), as an outline
/// later names keep clear of: a rectangle, corners 0 and 2 opposite.
std::vector<Vec2> name_rows_box(const Canvas& canvas, const NameRows& name);

/// Draw the rows (on their card of paper with a faint edge, as the key's card, when `card`).
void draw_name_rows(Canvas& canvas, const NameRows& name);

}  // namespace lab::figures
