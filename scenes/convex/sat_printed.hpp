// What a SAT table prints, as `--report`'s "printed" lists it (scene.hpp's Printed): shared by the
// convex chapter's SAT scenes and the concave chapter's (where SAT breaks), whose panels show the
// same table (figures::sat_panel), so both list its numbers the one way.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "collide/sat.hpp"
#include "scenes/figures/sat_figure.hpp"
#include "scenes/scene.hpp"

namespace lab::convex {

/// Each tested axis's row of the table: the four shadow ends and the gap or push-out, as
/// captions::axis_row prints them, each beside the trace's value (`axis`: 1-based, book order).
/// A table in units of 10⁻⁹ lists "3.26" as "3.26e−9", the number it stands for. Past
/// figures::kMaxShown axes only a sample of rows (figures::shown_sample): always the deciding
/// row and the row `walked_to` (1-based; 0: none) when there is one.
void add_table_rows(std::vector<Printed>& out, const collide::SatTrace& all, std::string_view a_name,
                    std::string_view b_name, int walked_to = 0);

/// The gap or push-out of `step` (axis `axis`, 1-based) where `shown` prints it as its table row
/// does ("gap 3.257" in a label, a caption or a panel line; "gap 3.26×10⁻⁹" for a table in units
/// of 10^exponent, captions::shadow_exponent); nothing when `shown` does not.
void add_amount_shown(std::vector<Printed>& out, const std::string& where, const std::string& shown,
                      const collide::AxisStep& step, int axis, int exponent);

/// A count `shown` prints as a whole word ("6" in "6 of 12 axes"), with what it counts; nothing
/// when `shown` does not print it. Returns where in `shown` the count ends (npos: not shown).
std::size_t add_count_shown(std::vector<Printed>& out, const std::string& where, const std::string& shown,
                            long long count, const std::string& of);

/// The counts of the SAT panel's lines above the table (figures::sat_tally), each found in its
/// line after the one before it.
void add_tally_counts(std::vector<Printed>& out, const std::vector<figures::TallyLine>& lines);

}  // namespace lab::convex
