// A SAT figure's panel: the counts, the option controls, the axes table, and the key's lines
// (sat_figure.hpp).
#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "captions/convex.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"
#include "figures/sat_axes.hpp"
#include "figures/table_rows.hpp"
#include "panel.hpp"
#include "panel_text.hpp"

namespace lab::figures {

using collide::AxisOwner;
using collide::AxisStep;
using collide::SatResult;

namespace {

/// How many axes each shape brings (a circle brings its own one).
struct AxisCounts {
  int n = 0, from_a = 0, from_b = 0, from_circle = 0;
};

AxisCounts count_axes(const SatRuns& runs) {
  AxisCounts c;
  for (const auto& s : runs.all.steps)
    (s.owner == AxisOwner::A ? c.from_a : s.owner == AxisOwner::B ? c.from_b : c.from_circle)++;
  c.n = static_cast<int>(runs.all.steps.size());
  return c;
}

}  // namespace

std::vector<TallyLine> sat_tally(const SatRuns& runs, const SatLayout& layout, const SceneState& state) {
  const AxisCounts c = count_axes(runs);
  const SatResult& all = runs.all.result;
  const int stop = stop_index(runs, state);
  const int from_b = c.from_circle ? c.from_circle : c.from_b;
  const std::string b_word = c.from_circle ? "circle" : layout.b_name;
  std::vector<TallyLine> out;
  out.push_back(
      {captions::count_number(c.n) + " axes: " + captions::count_number(c.from_a) + " from the " + layout.a_name +
           ", " + captions::count_number(from_b) + " from the " + b_word,
       {{c.n, "axes in all"}, {c.from_a, "axes from the " + layout.a_name}, {from_b, "axes from the " + b_word}}});
  // The tally tries every axis (early exit or not), so say so: the next line may say the walk
  // itself stopped early.
  out.push_back({"Trying them all, " + captions::count_number(all.with_gap) + " of " +
                     captions::count_number(all.tested) + " show a gap",
                 {{all.with_gap, "axes with a gap, trying them all"}, {all.tested, "axes tried, trying them all"}}});
  if (all.duplicates_skipped > 0)
    out.push_back({captions::count_number(all.duplicates_skipped) + " parallel duplicates skipped",
                   {{all.duplicates_skipped, "parallel duplicates skipped"}}});
  if (stop >= 0)
    out.push_back({"Early exit stops at axis #" + std::to_string(stop + 1) +
                       ", the first gap: " + captions::count_number(c.n - 1 - stop) + " of " +
                       captions::count_number(c.n) + " axes are never tried.",
                   {{stop + 1, "the axis an early exit stops at"},
                    {c.n - 1 - stop, "axes an early exit never tries"},
                    {c.n, "axes in all"}}});
  else if (centre_on_vertex(runs))
    out.push_back({"The circle's centre sits on a vertex of the " + layout.a_name +
                       ": the chapter answers \"collide\" there before trying any axis (the circle's axis would "
                       "have no direction). The rows show what the other axes would find.",
                   {}});
  else if (all.collide)
    out.push_back({"No axis shows a gap, so every axis must be tried before saying \"collide\".", {}});
  return out;
}

namespace {

/// The three toggles and the step slider, with what happens at that step; true when one changed.
bool option_controls(SceneState& state, const SatRuns& runs, const SatLayout& layout, int n) {
  bool changed = option_checkbox(state, sat_option::early_exit, "Stop at the first gap (early exit)", 1);
  changed |= option_checkbox(state, sat_option::skip_duplicates, "Skip parallel duplicates");
  changed |= option_checkbox(state, sat_option::all_axes, "Show every axis (off: the deciding one)");
  int step = std::clamp(static_cast<int>(state.option(sat_option::step)), 0, n);
  ImGui::TextWrapped("%s", "Walk the test axis by axis:");
  if (ImGui::SliderInt("##step", &step, 0, n, step == 0 ? "whole test" : "axis #%d")) {
    state.options[sat_option::step] = step;
    changed = true;
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("0 shows the whole test; 1, 2, \u2026 one axis at a time, in the order tried");
  // The same words as the caption under the figure, for the same axis.
  if (step > 0) ImGui::TextWrapped("%s", sat_scene_caption(runs, layout, state).c_str());
  return changed;
}

/// One row of the axes table: the axis and whose edge it is, both shadows, the result.
void axis_row(const AxisStep& s, int i, const SatLayout& layout, bool marked, bool walking, int stop, int exponent) {
  ImGui::TableNextRow();
  if (marked)
    ImGui::TableSetBgColor(
        ImGuiTableBgTarget_RowBg1,
        ImGui::GetColorU32(imgui_color(walking ? palette::text.with_alpha(40) : palette::deciding.with_alpha(60))));
  ImGui::TableNextColumn();
  // The axis number, then whose edge it is, short: "e1" in its shape's colour, "circle", "along".
  // The marked row says so in words too ("▶ #3"), for a reader who cannot tell the colours apart.
  fit_textf(marked ? "\u25B6 #%d" : "#%d", i + 1);
  const std::string who = s.along_line                   ? "along"
                          : s.owner == AxisOwner::Circle ? "circle"
                                                         : captions::numbered("e", s.edge);
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(who.c_str()).x) ImGui::NewLine();  // a narrow column
  whole_text(s.owner == AxisOwner::A ? layout.a_color : layout.b_color, who);
  const captions::AxisRow row = captions::axis_row(s, exponent);
  if (!s.tested) {
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_text(row.verdict);
    ImGui::PopStyleColor();
    return;
  }
  ImGui::TableNextColumn();
  // Whole, never shortened: the column fits itself to its widest shadow (a shortened cell would
  // keep it narrow), and a number is never cut.
  whole_text(layout.a_color, row.a);
  whole_text(layout.b_color, row.b);
  ImGui::TableNextColumn();
  std::string result = row.verdict;
  // "stop" after the result when the line has room, else on a line of its own.
  if (i == stop)
    result += ImGui::CalcTextSize((result + " · stop").c_str()).x <= ImGui::GetContentRegionAvail().x ? " · stop"
                                                                                                      : "\nstop";
  // Below an early exit's stop the walk never looks: neutral, whatever the whole test found there.
  const bool untried = stop >= 0 && i > stop;
  ImGui::PushStyleColor(ImGuiCol_Text, untried ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                               : imgui_color(s.gap ? palette::outside : palette::inside));
  wrapped_text(result);  // at spaces: ImGui's wrap would break "gap 3." / "257"
  ImGui::PopStyleColor();
}

/// The table of axes, under a line saying which rows are whose, and the notes that read it.
void axes_table(const SatRuns& runs, const SatLayout& layout, const AxisCounts& c, int stop, int walked_to) {
  // A single axis from B (the circle's own) is "6", not "6–6".
  const std::string b_axes = c.from_a + 1 == c.n ? std::to_string(c.n)
                                                 : std::to_string(c.from_a + 1) + "–" + std::to_string(c.n);
  ImGui::TextWrapped("Axes 1–%d: the %s's edge normals; %s: the %s's%s.", c.from_a, layout.a_name.c_str(),
                     b_axes.c_str(), c.from_circle ? "circle" : layout.b_name.c_str(),
                     c.from_circle ? " own axis" : " edge normals");
  // Shapes a millionth across (or millions): the numbers in one unit, said once, so each keeps
  // its significant digits.
  const int exponent = captions::shadow_exponent(runs.all.steps);
  if (exponent != 0)
    ImGui::TextWrapped("Shadows and results in units of %s.",
                       captions::unit_text(exponent).substr(2).c_str());  // after "×"
  // Three columns: the axis, both shadows (one line each, in their shapes' colours), and the
  // result, which stretches to the panel's edge and wraps there.
  if (!begin_table("axes", {"axis", "shadows", "result"}, true)) return;
  // The row the figure and the caption speak of: the axis at hand while walking, else the deciding one.
  const int marked = walked_to > 0 ? walked_to - 1 : decided_at(runs);
  table_rows(
      c.n,
      [&](int i) {
    axis_row(runs.all.steps[static_cast<std::size_t>(i)], i, layout, i == marked, walked_to > 0, stop, exponent);
      },
      marked);
  ImGui::EndTable();
  const std::string tie = decided_at(runs) == runs.all.result.deciding ? captions::least_tie_words(runs.all) : "";
  // With a gap, the first gap decides; with no gap the marked axis is the one with the least
  // push-out, which is all the note says of it (the circle's axis with no direction aside: it decides).
  const bool least = runs.all.result.collide && decided_at(runs) == runs.all.result.deciding;
  const std::string axis = captions::numbered("#", decided_at(runs) + 1);
  const std::string marked_words = least ? captions::joined({"No axis shows a gap: ", axis, " has the least push-out"})
                                         : captions::joined({axis, " decides"});
  ImGui::TextWrapped(
      "%s%s. Shadows (the %s's above the %s's) are in world units along each axis scaled to length 1. "
      "Push-out: how far the %s must move along the axis to leave the shapes touching "
      "(not the shadows' shared length when one holds the other). \"stop\" marks where "
      "an early exit ends the test; it never tries the rows below.",
      marked_words.c_str(), tie.c_str(), layout.a_name.c_str(), layout.b_name.c_str(), layout.b_name.c_str());
}

}  // namespace

SatRoles sat_roles(const SatRuns& runs, const SceneState& state) {
  SatRoles roles{false, false, false, false, false};  // the defaults name every role: none is drawn yet
  for (const ShownAxis& a : chosen_axes(runs, state)) {
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    roles.untried = roles.untried || a.untried;
    roles.deciding = roles.deciding || a.is_deciding;
    if (a.untried) continue;
    roles.gap = roles.gap || s.gap;
    roles.overlap = roles.overlap || !s.gap;
    roles.push_out = roles.push_out || shows_push_out(s, a);
  }
  return roles;
}

std::vector<LegendEntry> sat_legend_entries(const SatRoles& roles, std::string_view b_name, std::string_view a_name) {
  // Both shapes are in every SAT figure: which is A, which is B (drawn double), on one row; B
  // alone when `a_name` is empty.
  std::vector<LegendEntry> out = a_name.empty() ? std::vector{double_shape_entry(b_name)}
                                                : both_shapes(first_shape_entry(a_name), double_shape_entry(b_name));
  if (roles.gap) out.push_back({palette::apart, "orange: a gap between shadows, apart"});
  if (roles.overlap) out.push_back({palette::collide, "green: where the shadows overlap"});
  if (roles.push_out)
    out.push_back({palette::text, "dark arrow: the push-out, how far the " + std::string(b_name) + " must move",
                   LegendEntry::Mark::Arrow});
  if (roles.deciding)
    out.push_back({palette::deciding, "dashed vermillion: the deciding axis", LegendEntry::Mark::Dashed});
  if (roles.untried) out.push_back({palette::untested, "light grey: never tried (early exit)"});
  return out;
}

bool sat_panel(SceneState& state, const SatRuns& runs, const SatLayout& layout) {
  const AxisCounts counts = count_axes(runs);
  if (counts.n == 0) return false;
  const int stop = stop_index(runs, state);
  const int walked_to = walk_step(runs, state);
  for (const TallyLine& line : sat_tally(runs, layout, state)) wrapped_text(line.text);
  axes_table(runs, layout, counts, stop, walked_to);
  ImGui::Separator();
  return option_controls(state, runs, layout, counts.n);
}

}  // namespace lab::figures
