#include "figures/ray_figure.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "figures/draw.hpp"

namespace lab::figures {

using collide::RayCrossing;
using collide::RayTrace;
using collide::Vec2;

std::vector<RayCrossing> counted_crossings(const RayTrace& trace) {
  std::vector<RayCrossing> counted;
  for (const auto& c : trace.crossings)
    if (c.toggled) counted.push_back(c);
  // Sorting only orders the labels along the ray; which crossings count is the trace's answer.
  std::stable_sort(counted.begin(), counted.end(),
                   [](const RayCrossing& a, const RayCrossing& b) { return a.point.x < b.point.x; });
  return counted;
}

std::string ray_count_words(const RayTrace& trace) {
  const int n = trace.count;
  return std::to_string(n) + (n == 1 ? " crossing, " : " crossings, ") + (n % 2 ? "odd" : "even") +
         " → " + (trace.inside ? "inside" : "outside");
}

std::string_view location_word(collide::Location location) {
  switch (location) {
    case collide::Location::Inside: return "inside";
    case collide::Location::Outside: return "outside";
    case collide::Location::Boundary: return "on the boundary";
  }
  return "outside";
}

void draw_ray(Canvas& canvas, Vec2 p, const RayTrace& trace) {
  const double px = canvas.pixel();
  const collide::Rect view = canvas.view();
  const auto counted = counted_crossings(trace);

  // The part of the horizontal line left of P: edges meeting it there do not count.
  double left = std::min(view.x, p.x);
  for (const auto& c : trace.crossings)
    if (!c.toggled) left = std::min(left, c.point.x - 20 * px);
  if (left < p.x) canvas.dashed_segment({left, p.y}, p, palette::axis, 1);
  for (const auto& c : trace.crossings)
    if (!c.toggled) canvas.point(c.point, palette::axis, 4);

  // Stretches of the ray between crossings. The far end is outside; each crossing flips it.
  double far = std::max(view.x + view.w - 12 * px, p.x + 60 * px);
  if (!counted.empty()) far = std::max(far, counted.back().point.x + 60 * px);
  std::vector<double> stops{p.x};
  for (const auto& c : counted) stops.push_back(std::max(c.point.x, stops.back()));
  stops.push_back(far);
  const int stretches = static_cast<int>(stops.size()) - 1;
  for (int i = 0; i < stretches; ++i) {
    const bool in = (trace.count - i) % 2 != 0;
    const Color color = in ? palette::inside : palette::outside;
    const Vec2 a{stops[i], p.y}, b{stops[i + 1], p.y};
    if (i == stretches - 1)
      canvas.arrow(a, b, color, 3);
    else
      canvas.segment(a, b, color, 3);
    if ((b.x - a.x) > 44 * px)
      canvas.label({(a.x + b.x) / 2, p.y}, in ? "in" : "out", color, TextSize::Small, {-8, 20});
  }

  // Counted crossings, numbered along the ray; coincident ones (a ray through a vertex whose
  // two edges both count) share a label so the numbers stay readable.
  for (std::size_t i = 0; i < counted.size();) {
    std::size_t j = i;
    std::string numbers;
    while (j < counted.size() && std::abs(counted[j].point.x - counted[i].point.x) < 2 * px) {
      numbers += (numbers.empty() ? "" : ", ") + std::to_string(j + 1);
      ++j;
    }
    canvas.point(counted[i].point, palette::deciding, 6);
    // Above the dot, centred: below the ray sit the edges' own names ("e5"), and "1" beside
    // "e5" read as "1e5".
    canvas.label(counted[i].point, numbers, palette::deciding, TextSize::Normal,
                 {-canvas.text_width(numbers, TextSize::Normal) * 0.5, 30});
    i = j;
  }
}

void draw_ray_start(Canvas& canvas, Vec2 p, std::string_view name, Color color,
                    std::span<const std::vector<Vec2>> obstacles) {
  canvas.point(p, color, 5);
  const double w = canvas.text_width(name, TextSize::Large), h = Canvas::font_pixels(TextSize::Large);
  // The words "in" / "out" reach 20 pixels above the ray; the name on the right clears them.
  const std::array<Vec2, 2> offsets{Vec2{-w - 8, h + 6}, Vec2{8, h + 22}};
  const Vec2 offset = first_clear_offset(canvas, p, offsets, name, TextSize::Large, obstacles);
  canvas.label(p, name, color, TextSize::Large, offset);
}

std::vector<RayRow> ray_rows(const RayTrace& trace) {
  std::vector<RayRow> rows;
  const auto counted = counted_crossings(trace);
  for (std::size_t i = 0; i < counted.size(); ++i)
    rows.push_back({static_cast<int>(i) + 1, counted[i].edge, counted[i].point.x});
  std::vector<RayCrossing> left;
  for (const auto& c : trace.crossings)
    if (!c.toggled) left.push_back(c);
  std::stable_sort(left.begin(), left.end(),
                   [](const RayCrossing& a, const RayCrossing& b) { return a.point.x > b.point.x; });
  for (const auto& c : left) rows.push_back({0, c.edge, c.point.x});
  return rows;
}

void ray_table(const char* id, const RayTrace& trace, Vec2 p) {
  if (trace.crossings.empty()) {
    ImGui::TextWrapped("No edge has one end above the line through the point and the other not, "
                       "so nothing meets the ray: 0 crossings.");
    return;
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable(id, 4, flags)) return;
  ImGui::TableSetupColumn("crossing");
  ImGui::TableSetupColumn("edge");
  ImGui::TableSetupColumn("meets at");
  ImGui::TableSetupColumn("counts?", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();
  const ImVec4 numbered = ImGui::ColorConvertU32ToFloat4(
      IM_COL32(palette::deciding.r, palette::deciding.g, palette::deciding.b, 255));
  for (const auto& row : ray_rows(trace)) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    // The same number, in the same colour, as the dot on the ray.
    if (row.number > 0)
      ImGui::TextColored(numbered, "%d", row.number);
    else
      ImGui::TextDisabled("–");
    ImGui::TableNextColumn();
    ImGui::Text("e%d", row.edge);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(("x = " + format_number(row.x)).c_str());
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", row.number > 0 ? "yes" : "no: left of the start");
  }
  ImGui::EndTable();
  ImGui::TextWrapped("%s", ("Crossings are numbered along the ray, as on the figure; the ray starts at x = " +
                            format_number(p.x) + ".").c_str());
}

}  // namespace lab::figures
