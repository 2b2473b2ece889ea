#include "concave/edge_test_scene.hpp"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "captions/concave_edges.hpp"
#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_printed.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/ray_figure.hpp"
#include "figures/sampling.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"

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
  if (ray)  // the line's ink: "e7" 2 pixels under the dashed line read as lying on it
    for (auto& side : figures::ray_ink(canvas, ray_start(), *trace_.containment_a)) avoid.push_back(std::move(side));
  if (valid_) {
    std::vector<figures::LegendEntry> more{figures::double_shape_entry(words_.b_key)};
    if (ray)
      for (auto& e : figures::ray_legend(*trace_.containment_a, words_.ray_start, ray_start())) more.push_back(e);
    draw_edge_legend(layout, statuses, false, std::move(more), avoid);
  }
  if (ray) figures::draw_ray(layout, ray_start(), *trace_.containment_a, shapes);
  name_b(layout, shapes);
  draw_edge_numbers(layout, polygon(), palette::text, avoid, deciding_names(trace_, polygon().size(), "", "first hit"));
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
  edge_checks_table(words_.table_id, shown_, {words_.table_hit_word, "misses", false, words_.closest, d2_noise()});
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

std::vector<Printed> EdgeTestScene::printed() const {
  std::vector<Printed> out;
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  // The ray's name as the panel titles it: "End a's ray: " → "end a's ray".
  std::string ray(words_.ray_title);
  ray = static_cast<char>(std::tolower(ray[0])) + ray.substr(1, ray.size() - 3);
  const auto tested = static_cast<long long>(trace_.checks.size());
  const bool hit = trace_.first_hit >= 0;
  // The caption: "… e4 (5 of 8 edges tested)", or "0 of 8 edges met; end a's ray: 1 crossing, …".
  add_count(out, "caption", hit ? tested : 0, hit ? "edges tested" : std::string("edges ") + words_.hit_word);
  add_count(out, "caption", trace_.total, "edges in all");
  if (!hit && trace_.containment_a) add_ray_count(out, "caption", *trace_.containment_a, ray);
  // The panel's counts (edges_tested_lines), the checks table's numbers, the ray's title and table.
  add_count(out, "panel", tested, "edges tested");
  add_count(out, "panel", trace_.total, "edges in all");
  if (hit && tested < trace_.total) add_count(out, "panel", trace_.total - tested, "edges never tried");
  add_b_printed(out);
  if (words_.closest) {
    // Past figures::kMaxShown checks, a sample of the table's rows: always the first hit's and
    // the nearest misses' (test_big_printed).
    std::vector<std::size_t> cited(shown_.nearest.begin(), shown_.nearest.end());
    if (shown_.first_hit >= 0) cited.push_back(static_cast<std::size_t>(shown_.first_hit));
    const double noise = d2_noise();  // a pass over every vertex: once, not once a row
    for (const std::size_t i : figures::shown_sample(shown_.checks.size(), cited)) {
      const collide::EdgeCheck& check = shown_.checks[i];
      add_point(out, "table", check.closest, captions::edge_name(check.edge) + "'s point nearest the centre");
      add_circle_numbers(out, "table", captions::circle_numbers(check, noise), check);
    }
  }
  if (trace_.containment_a) {
    add_ray_count(out, "panel", *trace_.containment_a, ray);
    add_ray_table(out, *trace_.containment_a, ray_start(), ray);
  }
  return out;
}

std::vector<Named> EdgeTestScene::named() const {
  std::vector<Named> out;
  if (!valid_) return out;
  if (trace_.first_hit >= 0) out.push_back({"first_hit", "C", first_hit_edge(trace_)});
  add_b_named(out);
  if (trace_.containment_a) add_ray_named(out, *trace_.containment_a, "C");
  return out;
}

double EdgeTestScene::d2_noise() const {
  double scale = std::max(std::fabs(ray_start().x), std::fabs(ray_start().y));
  for (Vec2 v : polygon()) scale = std::max({scale, std::fabs(v.x), std::fabs(v.y)});
  return captions::squared_distance_noise(scale);
}

SceneState EdgeTestScene::c_and_first_hit(Shape b) {
  SceneState s = c_and(std::move(b));
  s.options[kFullPass] = 0;
  return s;
}

}  // namespace lab::concave
