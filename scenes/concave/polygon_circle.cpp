// Concave polygons › Polygon vs circle.
// Drag the circle (its centre, or its rim for the radius), the C, or its corners.
// Notice: each edge's point nearest the centre is marked; an edge within the radius is touched.
// With none touched, the circle is wholly inside or wholly outside and its centre's ray decides.
#include <imgui.h>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_scenes.hpp"
#include "concave/edge_walk_figure.hpp"
#include "figures/draw.hpp"
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
    auto make = [](Vec2 centre, double r) { return c_and(circle_shape("circle", centre, r)); };
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
    // One full pass finds every touched edge for the figure; the counts are the book's, read
    // from it up to the first hit.
    collide::polygon_circle_collide(polygon, circle, all_, {.stop_at_first_hit = false});
    trace_ = stopped_at_first_hit(all_);
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const collide::Circle circle = state_.shape("circle").circle();
    draw_tested_polygon(canvas, polygon, trace_, !self_crossing_);
    if (valid_ && trace_.containment_a) figures::draw_ray(canvas, circle.c, *trace_.containment_a);
    canvas.fill_circle(circle.c, circle.r, fill_of(palette::shape_b));
    canvas.circle(circle.c, circle.r, palette::shape_b, 3);
    if (valid_) {
      draw_hit_edges(canvas, polygon, all_);
      // Each tested edge's nearest point, joined to the centre: inside the circle means touched.
      for (std::size_t k = 0; k < trace_.checks.size(); ++k) {
        const auto& check = trace_.checks[k];
        const Color color = check.hit ? palette::deciding : palette::outside;
        canvas.dashed_segment(circle.c, check.closest, color.with_alpha(check.hit ? 255 : 150), 1.5f);
        canvas.point(check.closest, color, check.hit ? 6.f : 4.f);
      }
      if (trace_.first_hit >= 0) {
        const auto& hit = trace_.checks[static_cast<std::size_t>(trace_.first_hit)];
        const auto [a, b] = collide::edge(polygon, static_cast<std::size_t>(hit.edge));
        canvas.segment(a, b, palette::deciding, 5);
        canvas.label(hit.closest, "touched", palette::deciding, TextSize::Normal, {8, -24});
      }
    }
    if (valid_ && trace_.containment_a) {
      // The name keeps off the polygon and the dashed lines to each edge's nearest point.
      std::vector<std::vector<Vec2>> obstacles{polygon};
      for (const auto& check : trace_.checks) obstacles.push_back({circle.c, check.closest});
      figures::draw_ray_start(canvas, circle.c, "centre", palette::shape_b, obstacles);
    } else {
      figures::draw_point(canvas, circle.c, "centre", palette::shape_b);
    }
    draw_warning_lines(canvas, warnings());
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
    edges_tested_lines(trace_, "touched");
    edge_checks_table("circle_checks", trace_, {"touches", "out of reach", false, true});
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
    return edge_test_caption(trace_, "the circle touches", "touched", "centre's ray");
  }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;  ///< the one run of the test, past the first hit: every touched edge
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_circle() { return std::make_unique<PolygonCircle>(); }

}  // namespace lab::concave
