// Concave polygons › Polygon vs line segment.
// Drag the segment's ends a and b, the C, or its corners.
// Notice: first every edge is tried against the segment; only when none is crossed does one end
// decide, by its ray: a segment that crosses no edge is wholly inside or wholly outside.
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

class PolygonSegment final : public Scene {
 public:
  SceneInfo info() const override {
    return {"concave-polygon-segment", "Concave polygons", "Polygon vs line segment",
            "Slide the segment into the C's notch, across an arm, and wholly inside: a crossed "
            "edge turns vermillion; with none crossed, the ray from end a decides."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 a, Vec2 b) { return c_and(segment_shape("segment", a, b)); };
    return {{"Segment in the notch: apart", make({0, 0}, {2, 0.6})},
            {"Segment wholly inside", make({-2.2, -2.4}, {2.3, -2})},
            {"Segment crossing an arm", make({0.5, 0}, {2, 2.2})}};
  }

  // ── update ──
  void update() override {
    const auto& polygon = state_.shape("C").points;
    const auto& seg = state_.shape("segment").points;
    trace_ = {};
    all_ = {};
    problems_.clear();
    if (auto bad = collide::check_polygon("C", polygon)) problems_.push_back(*bad);
    if (auto bad = collide::check_point("segment end a", seg.at(0))) problems_.push_back(*bad);
    if (auto bad = collide::check_point("segment end b", seg.at(1))) problems_.push_back(*bad);
    valid_ = problems_.empty();
    if (!valid_) return;
    self_crossing_ = self_crossing_warning("the C", polygon);
    // One full pass finds every crossed edge for the figure; the counts are the book's, read
    // from it up to the first hit.
    collide::polygon_segment_collide(polygon, seg[0], seg[1], all_, {.stop_at_first_hit = false});
    trace_ = stopped_at_first_hit(all_);
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const auto& seg = state_.shape("segment").points;
    draw_tested_polygon(canvas, polygon, trace_, !self_crossing_);
    if (valid_) draw_hit_edges(canvas, polygon, all_);
    if (valid_ && trace_.first_hit >= 0) {
      const auto& hit = trace_.checks[static_cast<std::size_t>(trace_.first_hit)];
      const auto [a, b] = collide::edge(polygon, static_cast<std::size_t>(hit.edge));
      canvas.segment(a, b, palette::deciding, 5);
      canvas.label((a + b) * 0.5, "crossed", palette::deciding, TextSize::Normal, {8, -24});
    }
    if (valid_ && trace_.containment_a) figures::draw_ray(canvas, seg[0], *trace_.containment_a);
    canvas.segment(seg[0], seg[1], palette::shape_b, 3.5f);
    if (valid_ && trace_.containment_a)
      figures::draw_ray_start(canvas, seg[0], "a", palette::shape_b,
                              std::vector<std::vector<Vec2>>{polygon, seg});
    else
      figures::draw_point(canvas, seg[0], "a", palette::shape_b);
    figures::draw_point(canvas, seg[1], "b", palette::shape_b);
    draw_warning_lines(canvas, warnings());
  }

  // ── panel ──
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load into C", state_.shape("C"))) update();
    if (!valid_) return;
    ImGui::TextWrapped("Step 1: test the segment against each edge of the polygon (the segments "
                       "test); the first crossing settles it: collide.");
    ImGui::TextWrapped("Step 2, only if no edge is crossed: the segment is then wholly inside or "
                       "wholly outside, so the ray from one end (a) decides.");
    ImGui::Separator();
    edges_tested_lines(trace_, "crossed");
    edge_checks_table("segment_checks", trace_, {"crosses", "misses", false, false});
    if (trace_.containment_a) {
      ImGui::Separator();
      ImGui::TextUnformatted(("End a's ray: " + figures::ray_count_words(*trace_.containment_a)).c_str());
      figures::ray_table("segment_ray", *trace_.containment_a, state_.shape("segment").points[0]);
    }
    verdict_line(trace_.collide);
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return edge_test_caption(trace_, "the segment crosses", "crossed", "a's ray");
  }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;  ///< the one run of the test, past the first hit: every crossed edge
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_segment() { return std::make_unique<PolygonSegment>(); }

}  // namespace lab::concave
