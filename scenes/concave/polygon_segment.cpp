// Concave polygons › Polygon vs line segment.
// Drag the segment's ends a and b, the C, or its corners.
// Notice: first every edge is tried against the segment; only when none is crossed does one end
// decide, by its ray: a segment that crosses no edge is wholly inside or wholly outside.
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

class PolygonSegment final : public Scene {
 public:
  SceneInfo info() const override {
    return {"concave-polygon-segment", "Concave polygons", "Polygon vs line segment",
            "Slide the segment into the C's notch, across an arm, and wholly inside: the first "
            "edge it meets decides (dashed); with none met, the ray from end a decides."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 a, Vec2 b) {
      SceneState s = c_and(segment_shape("segment", a, b));
      s.options[kFullPass] = 0;  // the book's test: stop at the first hit
      return s;
    };
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
    // One run, past the first hit only when the full pass is asked for (for big outlines it is
    // every check there is); the book's run (what the caption counts and the figure colours) is
    // read from it up to the first hit.
    collide::polygon_segment_collide(polygon, seg[0], seg[1], all_, {.stop_at_first_hit = !state_.flag(kFullPass)});
    trace_ = stopped_at_first_hit(all_);
    shown_ = state_.flag(kFullPass) ? all_ : trace_;
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const auto& seg = state_.shape("segment").points;
    const auto statuses = draw_tested_polygon(canvas, polygon, shown_, !self_crossing_);
    canvas.segment(seg[0], seg[1], palette::shape_b, 3.5f);
    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, warnings());
    const bool ray = valid_ && trace_.containment_a.has_value();
    const std::vector<std::vector<Vec2>> shapes{polygon, seg};
    std::vector<std::vector<Vec2>> avoid = shapes;
    if (ray) avoid.push_back(figures::ray_extent(canvas, seg[0], *trace_.containment_a));
    if (valid_)
      draw_edge_legend(layout, statuses, false,
                       ray ? figures::ray_legend(*trace_.containment_a, "a") : std::vector<figures::LegendEntry>{},
                       avoid);
    if (ray) figures::draw_ray(layout, seg[0], *trace_.containment_a, shapes);
    figures::draw_ray_start(layout, seg[0], "a", palette::shape_b, shapes);
    figures::draw_ray_start(layout, seg[1], "b", palette::shape_b, shapes);
    draw_edge_numbers(layout, polygon, palette::text, avoid, deciding_names(trace_, polygon.size(), "", "first hit"));
    if (ray) figures::draw_ray_words(layout, seg[0], *trace_.containment_a, shapes);
  }

  // ── panel ──
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load into C", state_.shape("C"))) update();
    if (!valid_) return;
    ImGui::TextWrapped("Step 1: test the segment against each edge of the polygon (the segments "
                       "test: crossing or touching both count); the first edge it meets settles it: "
                       "collide.");
    ImGui::TextWrapped("Step 2, only if no edge is met: the segment is then wholly inside or "
                       "wholly outside, so the ray from one end (a) decides.");
    ImGui::Separator();
    if (convex::option_checkbox(state_, kFullPass, "Go on past the first hit")) update();
    edges_tested_lines(trace_, "met", state_.flag(kFullPass));
    edge_checks_table("segment_checks", shown_, {"meets", "misses", false, false});
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
    return captions::polygon_segment_caption(trace_);
  }

  std::optional<collide::Rect> frame() const override { return frame_with_legend_room(state_); }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_});
  }

 private:
  collide::EdgeTestTrace shown_;  ///< what the figure colours: the book's run, or all_ on request
  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;  ///< the one run of the test, past the first hit when kFullPass is on (then shown)
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_segment() { return std::make_unique<PolygonSegment>(); }

}  // namespace lab::concave
