// Convex polygons › The separating axis theorem.
// Drag the pentagon, the triangle, or any corner. Every edge normal is an axis with both shadows
// on it; orange marks a gap. One gap is enough for "apart"; the dashed axis is the one that decides.
#include "collide/convex.hpp"
#include "collide/accel/sat_memo.hpp"
#include "collide/validate.hpp"
#include "convex/common.hpp"
#include "convex/sat_scene.hpp"
#include "scene.hpp"

namespace lab::convex {
namespace {

class SeparatingAxis final : public SatScene {
  // ── state ──
  std::vector<BStart> b_starts() const override {
    return {{"Apart: 6 of 8 axes show a gap", polygon_shape("triangle", {{6.1, 1.6}, {8.6, 0.9}, {7.9, 3.4}})},
            {"Overlapping", polygon_shape("triangle", {{2.1, 0.6}, {4.6, -0.1}, {3.9, 2.4}})},
            {"Touching at a corner", polygon_shape("triangle", {{2.9, 0.9}, {5.4, 0.2}, {4.7, 2.7}})}};
  }

  std::span<const Vec2> b() const { return b_shape().points; }

  // ── update ──
  std::optional<std::string> check_b() const override { return collide::check_polygon("triangle", b()); }
  std::optional<std::string> check_b_convex() const override { return collide::check_convex("triangle", b()); }
  void run(const collide::SatOptions& options, collide::SatTrace& trace) const override {
    collide::quick::convex_polygons_collide(a(), b(), options, trace, memo_);
  }
  bool walk_read_from_tally() const override { return true; }
  std::vector<Vec2> b_points() const override { return {b().begin(), b().end()}; }

  // ── draw ──
  void draw_b(figures::LabelLayout& labels) const override {
    draw_polygon_shape(labels, b(), palette::shape_b, collide::AxisOwner::B);
  }

  /// The unmoved polygon's share of the SAT walk, kept between frames of a drag (sat_memo.hpp):
  /// a cache of work, not state; run() stays a function of the shapes.
  mutable collide::quick::SatMemo memo_;
};

}  // namespace

std::unique_ptr<Scene> make_separating_axis() { return std::make_unique<SeparatingAxis>(); }

}  // namespace lab::convex
