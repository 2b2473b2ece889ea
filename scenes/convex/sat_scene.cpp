#include "convex/sat_scene.hpp"

#include <imgui.h>

#include <cmath>

#include "convex/common.hpp"
#include "figures/draw.hpp"

namespace lab::convex {

SceneState SatScene::with_options(std::vector<Shape> shapes) {
  SceneState s;
  s.shapes = std::move(shapes);
  figures::add_sat_options(s);
  s.options[kShowNormals] = 0;
  return s;
}

void SatScene::update() {
  runs_ = {};
  problems_ = check_input();
  valid_ = problems_.empty();
  convex_ = true;
  if (!valid_) return;
  for (auto& w : check_convex()) {
    problems_.push_back(std::move(w));
    convex_ = false;
  }
  run(figures::tally_options(state_), runs_.all);
  run(figures::walk_options(state_), runs_.walked);
  layout_.bounds = enclosing_circle(outline_points());
  // The shapes' outlines, which the axes' names keep clear of.
  layout_.outlines.clear();
  for (const Shape& shape : state_.shapes) {
    if (shape.kind == ShapeKind::Circle) {
      layout_.outlines.push_back(figures::circle_outline({shape.points.at(0), shape.radius}));
    } else if (shape.kind == ShapeKind::Rect) {
      const collide::Rect r = shape.rect();
      layout_.outlines.push_back({{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}});
    } else {
      layout_.outlines.push_back(shape.points);
    }
  }
}

void SatScene::draw(Canvas& canvas) const {
  if (valid_) figures::draw_sat(canvas, runs_, layout_, state_);
  draw_shapes(canvas);
  draw_warnings(canvas, problems_);
}

void SatScene::panel() {
  panel_warnings(problems_);
  bool changed = option_checkbox(state_, kShowNormals, "Show winding and outward normals");
  if (valid_) changed |= figures::sat_panel(state_, runs_, layout_);
  if (changed) update();
}

void SatScene::draw_polygon_shape(Canvas& canvas, std::span<const Vec2> polygon, Color color,
                                  collide::AxisOwner owner) const {
  draw_polygon(canvas, polygon, color);
  const int deciding = runs_.all.result.deciding;
  const int step = static_cast<int>(state_.option(figures::sat_option::step));
  const bool shown = deciding >= 0 && (step == 0 || deciding < step);
  for (std::size_t i = 0; polygon.size() >= 2 && i < polygon.size(); ++i) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
    // A segment's two "edges" are the same stroke there and back.
    bool decides = false;
    if (shown && valid_) {
      const auto& s = runs_.all.steps[static_cast<std::size_t>(deciding)];
      decides = s.owner == owner && s.edge == static_cast<int>(i) && !s.along_line;
    }
    if (decides) {
      // This edge's normal is the deciding axis: show it leaving the edge.
      canvas.segment(a, b, palette::deciding, 5);
      const Vec2 axis = runs_.all.steps[static_cast<std::size_t>(deciding)].axis;
      const double length = std::sqrt(axis.x * axis.x + axis.y * axis.y);
      if (length > 0 && polygon.size() > 2)
        canvas.arrow((a + b) * 0.5, (a + b) * 0.5 + axis / length * (50 * canvas.pixel()), palette::deciding, 2.5f);
    }
    if (polygon.size() > 2)
      canvas.label((a + b) * 0.5, "e" + std::to_string(i), decides ? palette::deciding : color,
                   TextSize::Small, {4, 4});
  }
  if (state_.flag(kShowNormals)) draw_winding_and_normals(canvas, polygon, color);
}

std::string SatScene::caption() const {
  if (!valid_) return "no verdict: " + problems_.front();
  return qualified(figures::sat_caption(runs_.all.result), convex_);
}

}  // namespace lab::convex
