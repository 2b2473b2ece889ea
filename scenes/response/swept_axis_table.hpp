// The swept test's table of axes (polygon mode): on each axis, when B's shadow starts and stops
// overlapping A's, with the rows the caption cites marked "last in" and "first out". Each cell
// prints its whole number: the columns are as wide as their widest text, and when the marks do
// not fit beside the times (an 800 × 600 window, an entry of −21.429) each goes under its time.
#pragma once
#include <string>
#include <utility>

#include "collide/time_of_impact.hpp"

namespace lab::response {

/// An axis's entry and exit as the table prints them: times at 3 places, or the words for none.
std::pair<std::string, std::string> window_cells(const collide::TimeOfImpactAxis& s);

/// The widths of the time columns at the font they were measured in: the widest entry and exit
/// of every row (not only those in sight, so the columns keep their width as the table scrolls).
/// Measured again when the font size changes; a new trace needs a new TimeColumns.
struct TimeColumns {
  float font_size = 0;
  float entry = 0, exit = 0;
};

/// The table, in the panel (between ImGui's Begin and End).
void swept_axis_table(const collide::TimeOfImpactTrace& trace, TimeColumns& columns);

}  // namespace lab::response
