// The deciding axis's name beside the middle of its shadow bars, where the eye looks for it (it
// sat past the bars' end, or far out beside a sloping line), else at the nearest clear place
// beside the line along the axis (issue 26).
#pragma once
#include <optional>
#include <span>
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

}  // namespace lab::figures
