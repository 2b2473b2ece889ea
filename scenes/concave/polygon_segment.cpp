// Concave polygons › Polygon vs line segment.
// Drag the segment's ends a and b, the C, or its corners.
// Notice: first every edge is tried against the segment; only when none is crossed does one end
// decide, by its ray: a segment that crosses no edge is wholly inside or wholly outside.
#include <imgui.h>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/validate.hpp"
#include "concave/edge_scenes.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
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
    auto make = [](Vec2 a, Vec2 b) {
      SceneState s;
      s.shapes = {convex::polygon_shape("C", c_outline()), segment_shape("segment", a, b)};
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
    // One full pass finds every crossed edge for the figure; the counts are the book's, read
    // from it up to the first hit.
    collide::polygon_segment_collide(polygon, seg[0], seg[1], all_, {.stop_at_first_hit = false});
    trace_ = stopped_at_first_hit(all_);
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& polygon = state_.shape("C").points;
    const auto& seg = state_.shape("segment").points;
    const auto statuses = edge_statuses(trace_, polygon.size());
    const auto colors = edge_colors(statuses, palette::shape_a);
    figures::OutlineStyle style;
    style.width = 2.5f;
    style.edge_colors = colors;
    if (!self_crossing_) style.fill = fill_of(palette::shape_a);
    figures::draw_outline(canvas, polygon, style);
    draw_edge_numbers(canvas, polygon, palette::muted);
    if (valid_) draw_hit_edges(canvas, polygon, all_);
    if (valid_ && trace_.first_hit >= 0) {
      const auto& hit = trace_.checks[static_cast<std::size_t>(trace_.first_hit)];
      const auto [a, b] = collide::edge(polygon, static_cast<std::size_t>(hit.edge));
      canvas.segment(a, b, palette::deciding, 5);
      canvas.label((a + b) * 0.5, "crossed", palette::deciding, TextSize::Normal, {8, -24});
    }
    if (valid_ && trace_.containment_a) figures::draw_ray(canvas, seg[0], *trace_.containment_a);
    canvas.segment(seg[0], seg[1], palette::shape_b, 3.5f);
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
    ImGui::Text("Edges tested: %zu of %d", trace_.checks.size(), trace_.total);
    if (trace_.first_hit >= 0 && static_cast<int>(trace_.checks.size()) < trace_.total)
      ImGui::TextWrapped("The test stops at the first hit: the other %d edges are never tried.",
                         trace_.total - static_cast<int>(trace_.checks.size()));
    if (trace_.first_hit >= 0)
      convex::colored_text(palette::deciding,
                           "Edge " + std::to_string(hit_edge()) + " is crossed → collide");
    else
      ImGui::TextUnformatted("No edge is crossed.");
    edge_checks_table("segment_checks", trace_, {"crosses", "misses", false, false});
    if (trace_.containment_a) {
      ImGui::Separator();
      ImGui::TextUnformatted(("End a's ray: " + figures::ray_count_words(*trace_.containment_a)).c_str());
      figures::ray_table("segment_ray", *trace_.containment_a, state_.shape("segment").points[0]);
    }
    convex::colored_text(trace_.collide ? palette::deciding : palette::outside,
                         trace_.collide ? "→ collide" : "→ apart");
  }

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    if (trace_.first_hit >= 0)
      return "the segment crosses edge " + std::to_string(hit_edge()) + " (" +
             std::to_string(trace_.checks.size()) + " of " + std::to_string(trace_.total) +
             " edges tested) → collide";
    std::string text = "0 of " + std::to_string(trace_.total) + " edges crossed";
    if (trace_.containment_a) text += "; a's ray: " + figures::ray_count_words(*trace_.containment_a);
    return text + (trace_.collide ? " → collide" : " → apart");
  }

  std::vector<std::string> warnings() const override {
    std::vector<std::string> all = problems_;
    if (valid_ && self_crossing_) all.push_back(*self_crossing_);
    return all;
  }

 private:
  int hit_edge() const { return trace_.checks[static_cast<std::size_t>(trace_.first_hit)].edge; }

  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;  ///< the one run of the test, past the first hit: every crossed edge
  std::optional<std::string> self_crossing_;
  std::vector<std::string> problems_;
  bool valid_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_segment() { return std::make_unique<PolygonSegment>(); }

}  // namespace lab::concave
