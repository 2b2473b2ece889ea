// Convex polygons › Polygon vs rectangle.
// Drag the pentagon, or the rectangle by its body or a corner (to resize it). The rectangle is
// run as a four-vertex polygon, so its two directions each appear twice among the axes.
#include "collide/rect.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/validate.hpp"
#include "convex/common.hpp"
#include "convex/sat_scene.hpp"
#include "scene.hpp"

namespace lab::convex {
namespace {

class PolygonRect final : public SatScene {
  // ── state ──
  std::vector<BStart> b_starts() const override {
    return {{"Apart: 6 of 9 axes show a gap", rect_shape("rectangle", {6.5, -1}, {9, 0.5})},
            {"Overlapping", rect_shape("rectangle", {2, -1}, {4.5, 0.5})},
            {"Touching: the rectangle's left side on the pentagon's corner",
             rect_shape("rectangle", {2.9, 0}, {5.4, 1.5})}};
  }

  collide::Rect rect() const { return b_shape().rect(); }

  // ── update ──
  std::optional<std::string> check_b() const override { return collide::check_rect("rectangle", rect()); }
  void run(const collide::SatOptions& options, collide::SatTrace& trace) const override {
    collide::quick::convex_polygon_rect_collide(a(), rect(), options, trace);
  }
  std::vector<Vec2> b_points() const override {
    const auto corners = collide::rect_to_polygon(rect());
    return {corners.begin(), corners.end()};
  }

  // ── draw ──
  void draw_b(figures::LabelLayout& labels) const override {
    const auto corners = collide::rect_to_polygon(rect());
    draw_polygon_shape(labels, corners, palette::shape_b, collide::AxisOwner::B);
  }
};

}  // namespace

std::unique_ptr<Scene> make_polygon_rect() { return std::make_unique<PolygonRect>(); }

}  // namespace lab::convex
