#include "concave/edge_test_scene.hpp"

#include <imgui.h>

#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/ray_figure.hpp"
#include "shape_library.hpp"

namespace lab::concave {

void EdgeTestScene::update() {
  trace_ = {};
  all_ = {};
  problems_.clear();
  if (auto bad = collide::check_polygon("C", polygon())) problems_.push_back(*bad);
  for (auto& bad : check_b()) problems_.push_back(std::move(bad));
  valid_ = problems_.empty();
  if (!valid_) return;
  self_crossing_ = self_crossing_warning("the C", polygon());
  // One run, past the first hit only when the full pass is asked for; the book's run (what the
  // caption counts and the figure colours) is read from it up to the first hit.
  run_test(all_, state_.flag(kFullPass));
  trace_ = stopped_at_first_hit(all_);
  shown_ = state_.flag(kFullPass) ? all_ : trace_;
}

void EdgeTestScene::draw(Canvas& canvas) const {
  const auto statuses = draw_tested_polygon(canvas, polygon(), shown_, !self_crossing_);
  std::vector<std::vector<Vec2>> shapes{polygon()};
  for (auto& outline : draw_b(canvas)) shapes.push_back(std::move(outline));
  figures::LabelLayout layout(canvas);
  draw_warning_lines(layout, warnings());
  const bool ray = valid_ && trace_.containment_a.has_value();
  std::vector<std::vector<Vec2>> avoid = shapes;
  if (ray) avoid.push_back(figures::ray_extent(canvas, ray_start(), *trace_.containment_a));
  if (valid_)
    draw_edge_legend(layout, statuses, false,
                     ray ? figures::ray_legend(*trace_.containment_a, words_.ray_start)
                         : std::vector<figures::LegendEntry>{},
                     avoid);
  if (ray) figures::draw_ray(layout, ray_start(), *trace_.containment_a, shapes);
  name_b(layout, shapes);
  draw_edge_numbers(layout, polygon(), palette::text, avoid,
                    deciding_names(trace_, polygon().size(), "", "first hit"));
  if (ray) figures::draw_ray_words(layout, ray_start(), *trace_.containment_a, shapes);
}

void EdgeTestScene::panel() {
  // Warnings are shown by the app above the panel (Scene::warnings()).
  if (shape_preset_combo("Load into C", state_.shape("C"))) update();
  if (!valid_) return;
  ImGui::TextWrapped("%s", words_.step_1);
  ImGui::TextWrapped("%s", words_.step_2);
  ImGui::Separator();
  if (option_checkbox(state_, kFullPass, "Go on past the first hit")) update();
  edges_tested_lines(trace_, words_.hit_word, state_.flag(kFullPass));
  panel_lines();
  edge_checks_table(words_.table_id, shown_, {words_.table_hit_word, "misses", false, words_.closest});
  if (trace_.containment_a) {
    ImGui::Separator();
    ImGui::TextWrapped("%s", (words_.ray_title + figures::ray_count_words(*trace_.containment_a)).c_str());
    figures::ray_table(words_.ray_table_id, *trace_.containment_a, ray_start());
  }
  verdict_line(trace_.collide);
}

std::string EdgeTestScene::caption() const {
  if (!valid_) return "no verdict: " + problems_.front();
  return verdict_caption(trace_);
}

std::optional<collide::Rect> EdgeTestScene::frame() const { return frame_with_legend_room(state_); }

std::vector<std::string> EdgeTestScene::warnings() const {
  return edge_scene_warnings(problems_, valid_, {self_crossing_});
}

SceneState EdgeTestScene::c_and_first_hit(Shape b) {
  SceneState s = c_and(std::move(b));
  s.options[kFullPass] = 0;
  return s;
}

}  // namespace lab::concave
