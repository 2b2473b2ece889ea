#include "response/swept_axis_table.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "captions/response.hpp"
#include "captions/text.hpp"
#include "figures/table_rows.hpp"
#include "palette.hpp"
#include "panel.hpp"

namespace lab::response {
namespace {

float width_of(const std::string& text) { return ImGui::CalcTextSize(text.c_str()).x; }

// The widest text true_number(t, 3) can print for a time t: a sign, the whole part's digits, a
// point and three places, each at the widest glyph. Only for 0.001 ≤ |t| < 10⁶, where it prints
// that form (a smaller time may round to 0 and be written otherwise, a larger one differently).
std::optional<float> widest_time(double t, float digit, float sign_and_point) {
  const double size = std::fabs(t);
  if (!(size >= 1e-3 && size < 1e6)) return std::nullopt;
  const int whole = 1 + static_cast<int>(std::floor(std::log10(size + 1)));  // 9.9996 prints 10.000
  return sign_and_point + static_cast<float>(whole + 3) * digit;
}

// The widest of `times` printed as the table prints them, no narrower than `width`. Only the times
// whose widest possible text is wider than the widest so far are written out, widest first: two
// 2,000-gons give 8,000 times a frame while one is dragged, each a long double's text.
float widest_of(const std::vector<double>& times, float width) {
  float digit = 0;
  for (const char* d : {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}) digit = std::max(digit, width_of(d));
  const float sign_and_point = width_of("−") + width_of(".");
  std::vector<std::pair<float, double>> bounded;
  for (const double t : times) {
    if (const auto bound = widest_time(t, digit, sign_and_point))
      bounded.emplace_back(*bound, t);
    else
      width = std::max(width, width_of(captions::true_number(t, 3)));
  }
  std::sort(bounded.begin(), bounded.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [bound, t] : bounded) {
    if (bound <= width) break;  // nor can any after it
    width = std::max(width, width_of(captions::true_number(t, 3)));
  }
  return width;
}

void measure(const collide::TimeOfImpactTrace& trace, TimeColumns& columns) {
  columns = {ImGui::GetFontSize(), width_of("entry"), width_of("exit")};
  std::vector<double> entries, exits;
  for (const collide::TimeOfImpactAxis& s : trace.axes) {
    if (!s.degenerate && s.overlap == collide::Overlap::Window) {
      entries.push_back(s.entry), exits.push_back(s.exit);
      continue;
    }
    const auto [entry, exit] = window_cells(s);  // words
    columns.entry = std::max(columns.entry, width_of(entry));
    columns.exit = std::max(columns.exit, width_of(exit));
  }
  columns.entry = widest_of(entries, columns.entry);
  columns.exit = widest_of(exits, columns.exit);
}

// A cited row's name after with_deciding_mark's ▶, its space narrowed to a hair space: the marks'
// column fits beside the times 3 pixels sooner (swept-test dragged far at 800×600, UI scale 1).
std::string marked_name(const std::string& name) {
  std::string mark = with_deciding_mark("");
  if (mark.ends_with(' ')) mark.replace(mark.size() - 1, 1, "\u200A");
  return mark + name;
}

// The rows the caption cites, each read on its acting edge's own axis.
struct CitedRows {
  int entry = -1, exit = -1, never = -1;
  int last() const { return std::max({entry, exit, never}); }
};

CitedRows cited_rows(const collide::TimeOfImpactTrace& trace) {
  CitedRows rows;
  for (const captions::TimeOfImpactCited& c : captions::time_of_impact_cited(trace)) {
    const int row = captions::time_of_impact_cited_row(trace.axes, c);
    (c.entry ? rows.entry : c.exit ? rows.exit : rows.never) = row;
  }
  return rows;
}

}  // namespace

std::pair<std::string, std::string> window_cells(const collide::TimeOfImpactAxis& s) {
  if (s.degenerate) return {"no direction", "no direction"};
  if (s.overlap == collide::Overlap::Always) return {"always", "always"};
  if (s.overlap == collide::Overlap::Never) return {"never", "never"};
  return {captions::true_number(s.entry, 3), captions::true_number(s.exit, 3)};
}

void swept_axis_table(const collide::TimeOfImpactTrace& trace, TimeColumns& columns) {
  if (columns.font_size != ImGui::GetFontSize()) measure(trace, columns);
  const CitedRows cited = cited_rows(trace);
  // The widest mark shown: one row may be both the last in and the first out.
  float mark_width = 0;
  if (cited.entry >= 0) mark_width = width_of(cited.entry == cited.exit ? "last in, first out" : "last in");
  if (cited.exit >= 0) mark_width = std::max(mark_width, width_of("first out"));
  float name_width = width_of("axis");
  for (int i = 0; i < static_cast<int>(trace.axes.size()); ++i) {  // a cited row's name marked ▶
    const std::string name = captions::time_of_impact_axis_name(trace.axes, i);
    const bool marked = i == cited.entry || i == cited.exit || i == cited.never;
    name_width = std::max(name_width, width_of(marked ? marked_name(name) : name));
  }
  // A column costs its text, the cell padding either side and a border; the table one more border.
  const float padding = 2 * ImGui::GetStyle().CellPadding.x + 1;
  const float times = columns.entry + columns.exit, marks = mark_width > 0 ? mark_width + padding : 0;
  // The marks in a column of their own where it fits; else under the times they mark.
  const bool beside = name_width + times + 3 * padding + marks + 1 <= ImGui::GetContentRegionAvail().x;
  const bool mark_column = beside && mark_width > 0;
  if (!ImGui::BeginTable("axes", mark_column ? 4 : 3,
                         ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit))
    return;
  const float under_entry = beside || cited.entry < 0 ? 0 : width_of("last in");
  const float under_exit = beside || cited.exit < 0 ? 0 : width_of("first out");
  ImGui::TableSetupColumn("axis", ImGuiTableColumnFlags_WidthFixed, name_width);
  ImGui::TableSetupColumn("entry", ImGuiTableColumnFlags_WidthFixed, std::max(columns.entry, under_entry));
  ImGui::TableSetupColumn("exit", ImGuiTableColumnFlags_WidthFixed, std::max(columns.exit, under_exit));
  if (mark_column) ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, mark_width);
  ImGui::TableHeadersRow();
  // Past figures::kWholeTableRows axes only the rows in sight are laid out (and the cited one).
  figures::table_rows(
      static_cast<int>(trace.axes.size()),
      [&](int row) {
    const collide::TimeOfImpactAxis& s = trace.axes[static_cast<std::size_t>(row)];
    const bool latest = row == cited.entry, earliest = row == cited.exit;
    // The cited rows in the deciding colour: the entry is the time of impact (for a hit).
    const Color color = latest || earliest || row == cited.never ? palette::deciding
                        : s.overlap == collide::Overlap::Never   ? palette::apart
                                                                 : palette::text;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const std::string name = captions::time_of_impact_axis_name(trace.axes, row);
    colored_text(color, color == palette::deciding ? marked_name(name) : name);
    const auto [entry, exit] = window_cells(s);
    ImGui::TableNextColumn();
    colored_text(color, entry);
    if (latest && !beside) colored_text(color, "last in");
    ImGui::TableNextColumn();
    colored_text(color, exit);
    if (earliest && !beside) colored_text(color, "first out");
    if (!mark_column) return;
    ImGui::TableNextColumn();
    colored_text(color, latest && earliest ? "last in, first out" : latest ? "last in" : earliest ? "first out" : "");
      },
      cited.last());
  ImGui::EndTable();
}

}  // namespace lab::response
