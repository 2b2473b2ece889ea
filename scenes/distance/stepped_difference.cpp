#include "stepped_difference.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>

#include "collide/minkowski.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "panel.hpp"
#include "response/farthest.hpp"

namespace lab::distance {
namespace {

// A shape's name beside its vertex farthest towards `side`.
void name_shape(Canvas& canvas, figures::LabelLayout& layout, std::span<const Vec2> polygon, Vec2 side,
                const char* text, Color color) {
  layout.place(response::farthest(polygon, side), text, color, TextSize::Large,
               figures::offsets_around(canvas, side, text, TextSize::Large, 6));
}

}  // namespace

std::vector<Named> SteppedDifference::named() const {
  if (!valid_ || steps() == 0) return {};
  const collide::SupportPoint& w = shown_support();
  if (w.a < 0) return {};
  return {{"support_vertex", "A", -1, w.a}, {"support_vertex", "B", -1, w.b}};
}

std::optional<collide::Rect> SteppedDifference::frame() const {
  return response::frame_with_difference(a(), b(), difference_);
}

SceneState SteppedDifference::start(std::vector<Vec2> a, std::vector<Vec2> b, int step, int last) const {
  SceneState s;
  s.shapes = {convex::polygon_shape("A", std::move(a)), convex::polygon_shape("B", std::move(b))};
  s.options = {{option_, static_cast<double>(step)}};
  s.option_ranges = {{option_, {1, static_cast<double>(last), true}}};
  return s;
}

bool SteppedDifference::take_shapes() {
  difference_.clear();
  checks_ = response::check_shapes(state_, {"A", "B"});
  problems_ = checks_.problems, short_ = checks_.short_lines;
  valid_ = checks_.valid, convex_ = checks_.convex;
  if (valid_) difference_ = collide::minkowski_difference(a(), b());
  return valid_;
}

std::size_t SteppedDifference::shown() const {
  const int n = static_cast<int>(steps());
  return static_cast<std::size_t>(std::clamp(static_cast<int>(state_.option(option_, 1)), 1, std::max(n, 1)) - 1);
}

void SteppedDifference::step_slider(const char* tip) {
  int shown_step = static_cast<int>(shown()) + 1;
  if (ImGui::SliderInt(option_, &shown_step, 1, std::max(static_cast<int>(steps()), 1)))
    state_.options[option_] = shown_step;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
}

Color SteppedDifference::table_row(std::size_t k) const {
  const Color color = k == shown() ? palette::deciding : palette::text;
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  colored_text(color, k == shown() ? with_deciding_mark(std::to_string(k + 1)) : std::to_string(k + 1));
  return color;
}

void SteppedDifference::draw_shapes(Canvas& canvas, figures::LabelLayout& layout,
                                    std::span<const figures::LegendEntry> legend) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  convex::draw_polygon(canvas, b(), palette::shape_b);
  layout.reserve({0, 0}, 12, 12);
  // Presenter mode has no panel: the key comes into the figure, before the names.
  if (canvas.legend_in_figure())
    figures::draw_legend(layout, figures::with_double_shape({legend.begin(), legend.end()}, "B"),
                         std::vector<std::vector<Vec2>>{
                             {a().begin(), a().end()}, {b().begin(), b().end()}, difference_, {{0, 0}, {0, 0}}});
  name_shape(canvas, layout, a(), {-1, 1}, "A", palette::shape_a);
  name_shape(canvas, layout, b(), {1, 1}, "B", palette::shape_b);
  response::draw_cited_vertices(layout, checks_, std::array{a(), b()}, std::array{palette::shape_a, palette::shape_b});
}

void SteppedDifference::draw_difference(Canvas& canvas) const {
  if (difference_.size() >= 2) canvas.polygon(difference_, palette::untested, 1.5f);
}

void SteppedDifference::name_origin(Canvas& canvas, figures::LabelLayout& layout) const {
  layout.place({0, 0}, "origin", palette::point, TextSize::Normal,
               figures::offsets_around(canvas, {1, -1}, "origin", TextSize::Normal, 10));
}

void SteppedDifference::draw_simplex_kept(Canvas& canvas, figures::LabelLayout& layout, const collide::GjkStep& s,
                                          Color edge, std::optional<Color> fill) {
  for (int i = 0; i < s.given.count; ++i) canvas.point(s.given.v[static_cast<std::size_t>(i)].w, palette::untested, 5);
  std::vector<Vec2> kept;
  for (int i = 0; i < s.kept.count; ++i) kept.push_back(s.kept.v[static_cast<std::size_t>(i)].w);
  if (fill && kept.size() >= 3) canvas.fill_polygon(kept, *fill);
  if (kept.size() == 2) canvas.segment(kept[0], kept[1], edge, 3);
  if (kept.size() == 3) canvas.polygon(kept, edge, 3);
  for (const Vec2 w : kept) canvas.point(w, edge, 6);
  if (kept.size() >= 2) layout.keep_off(kept);
}

void SteppedDifference::name_difference(Canvas& canvas, figures::LabelLayout& layout) const {
  if (difference_.size() >= 2) name_shape(canvas, layout, difference_, {0, -1}, "A − B", palette::muted);
}

}  // namespace lab::distance
