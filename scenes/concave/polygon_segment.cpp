// Concave polygons › Polygon vs line segment.
// Drag the segment's ends a and b, the C, or its corners.
// Notice: first every edge is tried against the segment; only when none is crossed does one end
// decide, by its ray: a segment that crosses no edge is wholly inside or wholly outside.
#include "captions/concave_edges.hpp"
#include "collide/concave.hpp"
#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_test_scene.hpp"
#include "concave/edge_walk_figure.hpp"
#include "figures/ray_figure.hpp"
#include "scene.hpp"

namespace lab::concave {
namespace {

class PolygonSegment final : public EdgeTestScene {
 public:
  PolygonSegment()
      : EdgeTestScene({.step_1 = "Step 1: test the segment against each edge of the polygon (the segments "
                                 "test: crossing or touching both count); the first edge it meets settles it: "
                                 "collide.",
                       .step_2 = "Step 2, only if no edge is met: the segment is then wholly inside or "
                                 "wholly outside, so the ray from one end (a) decides.",
                       .hit_word = "met",
                       .table_id = "segment_checks",
                       .table_hit_word = "meets",
                       .ray_start = "a",
                       .ray_title = "End a's ray: ",
                       .ray_table_id = "segment_ray",
                       .b_key = "the segment"}) {}

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 a, Vec2 b) { return c_and_first_hit(segment_shape("segment", a, b)); };
    return {{"Segment in the notch: apart", make({0, 0}, {2, 0.6})},
            {"Segment wholly inside", make({-2.2, -2.4}, {2.3, -2})},
            {"Segment crossing an arm", make({0.5, 0}, {2, 2.2})}};
  }

 private:
  const std::vector<Vec2>& seg() const { return state_.shape("segment").points; }

  // ── update ──
  std::vector<std::string> check_b() const override {
    std::vector<std::string> out;
    if (auto bad = collide::check_point("segment end a", seg().at(0))) out.push_back(*bad);
    if (auto bad = collide::check_point("segment end b", seg().at(1))) out.push_back(*bad);
    return out;
  }
  void run_test(collide::EdgeTestTrace& all, bool full_pass) const override {
    collide::polygon_segment_collide(polygon(), seg()[0], seg()[1], all, {.stop_at_first_hit = !full_pass});
  }
  Vec2 ray_start() const override { return seg()[0]; }

  // ── draw ──
  std::vector<std::vector<Vec2>> draw_b(Canvas& canvas) const override {
    canvas.segment(seg()[0], seg()[1], palette::shape_b, 3.5f);
    return {seg()};
  }
  void name_b(figures::LabelLayout& layout, std::span<const std::vector<Vec2>> shapes) const override {
    figures::draw_ray_start(layout, seg()[0], "a", palette::shape_b, shapes);
    figures::draw_ray_start(layout, seg()[1], "b", palette::shape_b, shapes);
  }

  // ── caption ──
  std::string verdict_caption(const collide::EdgeTestTrace& book) const override {
    return captions::polygon_segment_caption(book);
  }
};

}  // namespace

std::unique_ptr<Scene> make_polygon_segment() { return std::make_unique<PolygonSegment>(); }

}  // namespace lab::concave
