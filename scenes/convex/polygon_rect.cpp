// Convex polygons › Polygon vs rectangle.
// Drag the pentagon, or the rectangle by its body or a corner (to resize it). The rectangle is
// run as a four-vertex polygon, so its two directions each appear twice among the axes.
#include "collide/rect.hpp"
#include "collide/validate.hpp"
#include "convex/common.hpp"
#include "convex/sat_scene.hpp"
#include "convex/scenes.hpp"

namespace lab::convex {
namespace {

class PolygonRect final : public SatScene {
 public:
  PolygonRect() : SatScene("pentagon", "rectangle") {}

  SceneInfo info() const override {
    return {"polygon-rect", "Convex polygons", "Polygon vs rectangle",
            "Drag or resize the rectangle: its four edges give only two directions, so two of "
            "its axes repeat the other two — tick \"skip parallel duplicates\" to drop them."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 c1, Vec2 c2) {
      Shape rect;
      rect.name = "rectangle";
      rect.kind = ShapeKind::Rect;
      rect.points = {c1, c2};
      return with_options({polygon_shape("pentagon", pentagon()), std::move(rect)});
    };
    return {{"Apart: 6 of 9 axes show a gap", make({6.5, -1}, {9, 0.5})},
            {"Overlapping", make({2, -1}, {4.5, 0.5})},
            {"Touching: the rectangle's left side on the pentagon's corner", make({2.9, 0}, {5.4, 1.5})}};
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("pentagon").points; }
  collide::Rect rect() const { return state_.shape("rectangle").rect(); }

  // ── update ──
  std::vector<std::string> check_input() const override {
    std::vector<std::string> out;
    if (auto bad = collide::check_polygon("pentagon", a())) out.push_back(*bad);
    if (auto bad = collide::check_rect("rectangle", rect())) out.push_back(*bad);
    return out;
  }
  std::vector<std::string> check_convex() const override {
    if (auto bad = collide::check_convex("pentagon", a())) return {*bad};
    return {};
  }
  void run(const collide::SatOptions& options, collide::SatTrace& trace) const override {
    collide::convex_polygon_rect_collide(a(), rect(), options, trace);
  }
  std::vector<Vec2> outline_points() const override {
    std::vector<Vec2> all(a().begin(), a().end());
    for (Vec2 corner : collide::rect_to_polygon(rect())) all.push_back(corner);
    return all;
  }

  // ── draw ──
  void draw_shapes(figures::LabelLayout& labels) const override {
    draw_polygon_shape(labels, a(), palette::shape_a, collide::AxisOwner::A);
    const auto corners = collide::rect_to_polygon(rect());
    draw_polygon_shape(labels, corners, palette::shape_b, collide::AxisOwner::B);
  }
};

}  // namespace

std::unique_ptr<Scene> make_polygon_rect() { return std::make_unique<PolygonRect>(); }

}  // namespace lab::convex
