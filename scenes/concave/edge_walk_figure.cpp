#include "concave/edge_walk_figure.hpp"

#include <imgui.h>

#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "concave/c_notch.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/ray_figure.hpp"

namespace lab::concave {

using collide::EdgeTestTrace;
using collide::Vec2;

std::vector<Vec2> c_outline() { return c_shape().points; }

Shape line_shape(std::string name, Vec2 p1, Vec2 p2) {
  Shape s;
  s.name = std::move(name);
  s.kind = ShapeKind::Line;
  s.points = {p1, p2};
  return s;
}

Shape segment_shape(std::string name, Vec2 a, Vec2 b) {
  Shape s = line_shape(std::move(name), a, b);
  s.kind = ShapeKind::Segment;
  return s;
}

Shape circle_shape(std::string name, Vec2 centre, double radius) {
  Shape s;
  s.name = std::move(name);
  s.kind = ShapeKind::Circle;
  s.points = {centre};
  s.radius = radius;
  return s;
}

Color fill_of(Color color) { return color.with_alpha(40); }

std::optional<std::string> self_crossing_warning(std::string_view name, collide::Polygon polygon) {
  // Ear clipping rejects an outline that crosses itself and names two crossing edges.
  const collide::Triangulation pieces = collide::ear_clip(polygon);
  if (pieces.ok()) return std::nullopt;
  // The core says "the outline crosses itself: edges i and j cross"; name the shape instead.
  std::string problem = pieces.error;
  const std::string_view generic = "the outline ";
  if (problem.rfind(generic, 0) == 0)
    problem = std::string(name) + " " + problem.substr(generic.size());
  else
    problem = std::string(name) + ": " + problem;
  return problem + ". The even–odd rule still defines inside: an odd number of crossings → inside.";
}

void draw_edge_numbers(Canvas& canvas, collide::Polygon polygon, Color color) {
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    canvas.label((a + b) * 0.5, "e" + std::to_string(i), color, TextSize::Small, {4, 4});
  }
}

void draw_warning_lines(Canvas& canvas, std::span<const std::string> warnings) {
  const collide::Rect view = canvas.view();
  const Vec2 top_left{view.x, view.y + view.h};
  float down = 12;
  for (const auto& w : warnings) {
    const auto end = w.find(". ");
    canvas.label(top_left, "Warning: " + w.substr(0, end), palette::deciding, TextSize::Normal,
                 {12, -down});
    down += 26;
  }
}

std::vector<std::string> edge_scene_warnings(std::vector<std::string> problems, bool valid,
                                             std::initializer_list<std::optional<std::string>> self_crossings) {
  if (!valid) return problems;
  for (const auto& warning : self_crossings)
    if (warning) problems.push_back(*warning);
  return problems;
}

void draw_name(Canvas& canvas, collide::Polygon polygon, std::string_view name, Color color) {
  if (polygon.empty()) return;
  Vec2 top = polygon[0];
  for (Vec2 v : polygon)
    if (v.y > top.y || (v.y == top.y && v.x < top.x)) top = v;
  canvas.label(top, name, color, TextSize::Large, {-6, 34});
}

std::vector<EdgeStatus> edge_statuses(const EdgeTestTrace& trace, std::size_t edges, bool of_b,
                                      std::size_t other_edges) {
  std::vector<EdgeStatus> status(edges, EdgeStatus::Untested);
  std::vector<std::size_t> tested(edges, 0);
  const bool pairs = other_edges > 0;
  for (std::size_t k = 0; k < trace.checks.size(); ++k) {
    const auto& check = trace.checks[k];
    const int e = of_b ? check.other_edge : check.edge;
    if (e < 0 || static_cast<std::size_t>(e) >= edges) continue;
    const auto i = static_cast<std::size_t>(e);
    ++tested[i];
    if (check.hit && static_cast<int>(k) == trace.first_hit)
      status[i] = EdgeStatus::Hit;
    else if (status[i] != EdgeStatus::Hit && (!pairs || tested[i] == other_edges))
      status[i] = EdgeStatus::Missed;
  }
  return status;
}

std::vector<Color> edge_colors(std::span<const EdgeStatus> statuses, Color base) {
  std::vector<Color> colors;
  for (EdgeStatus s : statuses)
    colors.push_back(s == EdgeStatus::Hit      ? palette::deciding
                     : s == EdgeStatus::Missed ? palette::outside
                                               : base);
  return colors;
}

void draw_tested_polygon(Canvas& canvas, collide::Polygon polygon, const EdgeTestTrace& trace, bool fill) {
  const auto colors = edge_colors(edge_statuses(trace, polygon.size()), palette::shape_a);
  figures::OutlineStyle style;
  style.width = 2.5f;
  style.edge_colors = colors;
  if (fill) style.fill = fill_of(palette::shape_a);
  figures::draw_outline(canvas, polygon, style);
  draw_edge_numbers(canvas, polygon, palette::muted);
}

EdgeTestTrace stopped_at_first_hit(const EdgeTestTrace& all) {
  EdgeTestTrace book = all;
  if (all.first_hit >= 0) {
    book.checks.resize(static_cast<std::size_t>(all.first_hit) + 1);
    book.hits = 1;
  }
  return book;
}

void draw_hit_edges(Canvas& canvas, collide::Polygon polygon, const EdgeTestTrace& all, bool of_b) {
  const std::size_t n = polygon.size();
  std::vector<bool> drawn(n, false);  // an edge in several crossing pairs is drawn once
  for (const auto& check : all.checks) {
    const int e = of_b ? check.other_edge : check.edge;
    if (!check.hit || e < 0 || static_cast<std::size_t>(e) >= n || drawn[static_cast<std::size_t>(e)]) continue;
    drawn[static_cast<std::size_t>(e)] = true;
    const auto [a, b] = collide::edge(polygon, static_cast<std::size_t>(e));
    canvas.segment(a, b, palette::deciding, 3.5f);
  }
}

void edge_checks_table(const char* id, const EdgeTestTrace& trace, const ChecksTableStyle& style) {
  if (trace.checks.empty()) {
    ImGui::TextUnformatted("No checks were made.");
    return;
  }
  const int columns = 3 + (style.pairs ? 1 : 0) + (style.closest ? 1 : 0);
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  ImVec2 size{0, 0};  // as tall as its rows: a fixed height would leave an empty row below them
  constexpr std::size_t kRowsShown = 12;
  if (trace.checks.size() > kRowsShown) {
    // A long walk scrolls under a fixed header; the half row at the bottom says there is more.
    flags |= ImGuiTableFlags_ScrollY;
    size.y = ImGui::GetTextLineHeightWithSpacing() * (static_cast<float>(kRowsShown + 1) + 0.5f);
  }
  if (!ImGui::BeginTable(id, columns, flags, size)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn(style.pairs ? "A's edge" : "edge");
  if (style.pairs) ImGui::TableSetupColumn("B's edge");
  if (style.closest) ImGui::TableSetupColumn("closest point");
  ImGui::TableSetupColumn("result");
  ImGui::TableHeadersRow();
  for (std::size_t k = 0; k < trace.checks.size(); ++k) {
    const auto& check = trace.checks[k];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d", static_cast<int>(k + 1));
    // Edges by the names the figure writes beside them ("e2"), not bare numbers.
    ImGui::TableNextColumn();
    ImGui::Text("e%d", check.edge);
    if (style.pairs) {
      ImGui::TableNextColumn();
      ImGui::Text("e%d", check.other_edge);
    }
    if (style.closest) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(figures::format_point(check.closest).c_str());
    }
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(check.hit ? style.hit_word : style.miss_word);
  }
  ImGui::EndTable();
}

int first_hit_edge(const EdgeTestTrace& trace) {
  return trace.checks[static_cast<std::size_t>(trace.first_hit)].edge;
}

void edges_tested_lines(const EdgeTestTrace& trace, const char* hit_word) {
  const int tested = static_cast<int>(trace.checks.size());
  ImGui::Text("Edges tested: %d of %d", tested, trace.total);
  if (trace.first_hit >= 0 && tested < trace.total)
    ImGui::TextWrapped("The test stops at the first hit: the other %d edges are never tried.",
                       trace.total - tested);
  if (trace.first_hit >= 0)
    convex::colored_text(palette::deciding, "Edge " + std::to_string(first_hit_edge(trace)) + " is " +
                                                hit_word + " → collide");
  else
    ImGui::Text("No edge is %s.", hit_word);
}

std::string edge_test_caption(const EdgeTestTrace& trace, std::string_view hit_sentence,
                              std::string_view hit_word, std::string_view ray_name) {
  const std::string total = std::to_string(trace.total);
  if (trace.first_hit >= 0)
    return std::string(hit_sentence) + " edge " + std::to_string(first_hit_edge(trace)) + " (" +
           std::to_string(trace.checks.size()) + " of " + total + " edges tested) → collide";
  std::string text = "0 of " + total + " edges " + std::string(hit_word);
  if (trace.containment_a)
    text += "; " + std::string(ray_name) + ": " + figures::ray_count_words(*trace.containment_a);
  return text + (trace.collide ? " → collide" : " → apart");
}

void verdict_line(bool collide) {
  convex::colored_text(collide ? palette::deciding : palette::outside, collide ? "→ collide" : "→ apart");
}

}  // namespace lab::concave
