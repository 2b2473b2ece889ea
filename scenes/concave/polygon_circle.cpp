// Concave polygons › Polygon vs circle.
// Drag the circle (its centre, or its rim for the radius), the C, or its corners.
// Notice: each tried edge's point nearest the centre is marked; an edge is touched when d² ≤ r²
// there, and the figure prints that comparison for the deciding edge or the nearest miss.
// With none touched, the circle is wholly inside or wholly outside and its centre's ray decides.
#include <imgui.h>

#include "captions/concave_edges.hpp"
#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_scenes.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/ray_figure.hpp"
#include "shape_library.hpp"

namespace lab::concave {
namespace {

class PolygonCircle final : public Scene {
 public:
  SceneInfo info() const override {
    return {"concave-polygon-circle", "Concave polygons", "Polygon vs circle",
            "Move the circle into the notch and grow it by its rim until it reaches an edge; "
            "each edge's nearest point shows how close it came."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 centre, double r) {
      SceneState s = c_and(circle_shape("circle", centre, r));
      s.options[kFullPass] = 0;  // the book's test: stop at the first hit
      return s;
    };
    return {{"Circle in the notch: apart", make({1, 0}, 1.2)},
            {"Circle wholly inside", make({-2, 0}, 0.7)},
            {"Circle touching the notch's floor", make({1, 0}, 1.5)}};
  }

  // ── update ──
  void update() override {
    const auto& polygon = state_.shape("C").points;
    const collide::Circle circle = state_.shape("circle").circle();
    trace_ = {};
    all_ = {};
    problems_.clear();
    if (auto bad = collide::check_polygon("C", polygon)) problems_.push_back(*bad);
    if (auto bad = collide::check_circle("circle", circle)) problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (!valid_) return;
    self_crossing_ = self_crossing_warning("the C", polygon);
    // One run, past the first hit only when the full pass is asked for (for big outlines it is
    // every check there is); the book's run (what the caption counts and the figure colours) is
    // read from it up to the first hit.
    collide::polygon_circle_collide(polygon, circle, all_, {.stop_at_first_hit = !state_.flag(kFullPass)});
    trace_ = stopped_at_first_hit(all_);
    shown_ = state_.flag(kFullPass) ? all_ : trace_;
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const collide::Circle circle = state_.shape("circle").circle();
    const auto statuses = draw_tested_polygon(canvas, polygon, shown_, !self_crossing_);
    canvas.fill_circle(circle.c, circle.r, fill_of(palette::shape_b));
    canvas.circle(circle.c, circle.r, palette::shape_b, 3);
    const bool ray = valid_ && trace_.containment_a.has_value();
    // Each tried edge's nearest point, joined to the centre, in its edge's colour.
    std::vector<std::vector<Vec2>> shapes{polygon, figures::circle_outline(circle)};
    if (valid_)
      for (std::size_t k = 0; k < shown_.checks.size(); ++k) {
        const auto& check = shown_.checks[k];
        const Color color = check.hit ? palette::collide : palette::apart;
        canvas.dashed_segment(circle.c, check.closest, color, 1.5f);
        canvas.point(check.closest, color, 4);
        shapes.push_back({circle.c, check.closest});
      }
    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, warnings());
    std::vector<std::vector<Vec2>> avoid = shapes;
    if (ray) avoid.push_back(figures::ray_extent(canvas, circle.c, *trace_.containment_a));
    if (valid_)
      draw_edge_legend(layout, statuses, false,
                       ray ? figures::ray_legend(*trace_.containment_a, "the centre")
                           : std::vector<figures::LegendEntry>{},
                       avoid);
    if (ray) figures::draw_ray(layout, circle.c, *trace_.containment_a, shapes);
    figures::draw_ray_start(layout, circle.c, "centre", palette::shape_b, shapes);
    if (const auto* check = deciding_check()) {
      // The numbers that decide: d² against r² for the first hit, or for the nearest miss.
      const std::string words = captions::circle_comparison(*check);
      const Color color = check->hit ? palette::deciding : palette::text;
      canvas.point(check->closest, color, 6);
      layout.place(check->closest, words, color, TextSize::Normal,
                   figures::offsets_around(canvas, check->closest - circle.c, words, TextSize::Normal, 10), true,
                   shapes);
    }
    draw_edge_numbers(layout, polygon, palette::text, avoid, deciding_names(trace_, polygon.size(), "", "first hit"));
    if (ray) figures::draw_ray_words(layout, circle.c, *trace_.containment_a, shapes);
  }

  // ── panel ──
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load into C", state_.shape("C"))) update();
    if (!valid_) return;
    ImGui::TextWrapped("Step 1: for each edge, find its point nearest the centre; the edge is "
                       "touched when that point is within the radius (compared squared, no "
                       "square root). The first touched edge settles it: collide.");
    ImGui::TextWrapped("Step 2, only if no edge is touched: the circle is wholly inside or wholly "
                       "outside, so the ray from its centre decides.");
    ImGui::Separator();
    if (convex::option_checkbox(state_, kFullPass, "Go on past the first hit"))
      update();
    edges_tested_lines(trace_, "touched", state_.flag(kFullPass));
    if (const auto* check = deciding_check())
      ImGui::TextWrapped("%s %s", check->hit ? "Decides:" : "Nearest miss:",
                         captions::circle_check_words(*check).c_str());
    edge_checks_table("circle_checks", shown_, {"touches", "misses", false, true});
    if (trace_.containment_a) {
      ImGui::Separator();
      ImGui::TextUnformatted(("The centre's ray: " + figures::ray_count_words(*trace_.containment_a)).c_str());
      figures::ray_table("circle_ray", *trace_.containment_a, state_.shape("circle").points[0]);
    }
    verdict_line(trace_.collide);
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::polygon_circle_caption(trace_);
  }

  std::optional<collide::Rect> frame() const override { return frame_with_legend_room(state_); }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  /// The check whose d² against r² the figure prints: the first hit, or else the tried edge
  /// nearest the centre (least d², read from the trace).
  const collide::EdgeCheck* deciding_check() const {
    if (!valid_ || trace_.checks.empty()) return nullptr;
    if (trace_.first_hit >= 0) return &trace_.checks[static_cast<std::size_t>(trace_.first_hit)];
    const collide::EdgeCheck* nearest = &trace_.checks.front();
    for (const auto& check : trace_.checks)
      if (check.distance_squared < nearest->distance_squared) nearest = &check;
    return nearest;
  }

  collide::EdgeTestTrace shown_;  ///< what the figure colours: the book's run, or all_ on request
  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;  ///< the one run of the test, past the first hit when kFullPass is on (then shown)
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_circle() { return std::make_unique<PolygonCircle>(); }

}  // namespace lab::concave
