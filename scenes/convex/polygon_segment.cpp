// Convex polygons › Polygon vs line segment.
// Drag the pentagon, A or B. The segment goes into the same test as a two-vertex polygon: its
// two "edges" (A→B and back) give the same normal twice, the one extra axis a segment needs.
#include "collide/fast/quick_trace.hpp"
#include "collide/validate.hpp"
#include "convex/common.hpp"
#include "convex/sat_scene.hpp"
#include "figures/draw.hpp"
#include "scene.hpp"

namespace lab::convex {
namespace {

class PolygonSegment final : public SatScene {
  // ── state ──
  std::vector<BStart> b_starts() const override {
    return {{"Apart: 5 of 7 axes show a gap", segment_shape("segment", {4, 1}, {4.8, 3.9})},
            {"Crossing an edge", segment_shape("segment", {2, 1}, {5, 4})},
            {"Touching: A on the pentagon's corner", segment_shape("segment", {2.9, 0.9}, {5, 4})}};
  }

  std::span<const Vec2> segment() const { return b_shape().points; }

  // ── update ──
  std::optional<std::string> check_b() const override {
    if (segment().size() != 2) return "segment: needs exactly 2 end points, has " + std::to_string(segment().size());
    if (auto bad = collide::check_point("segment end A", segment()[0])) return bad;
    return collide::check_point("segment end B", segment()[1]);
  }
  void run(const collide::SatOptions& options, collide::SatTrace& trace) const override {
    collide::quick::convex_polygon_segment_collide(a(), segment()[0], segment()[1], options, trace);
  }
  std::vector<Vec2> b_points() const override { return {segment().begin(), segment().end()}; }

  // ── draw ──
  void draw_b(figures::LabelLayout& labels) const override {
    Canvas& canvas = labels.canvas();
    if (segment().size() != 2) return;
    draw_polygon_shape(labels, segment(), palette::shape_b, collide::AxisOwner::B);
    // The ends' names off the segment, each facing away from the other end.
    const std::vector<std::vector<Vec2>> stroke{std::vector<Vec2>(segment().begin(), segment().end())};
    for (std::size_t k = 0; k < 2; ++k) {
      const char* name = k == 0 ? "A" : "B";
      const Vec2 end = segment()[k], away = end - segment()[1 - k];
      canvas.point(end, palette::shape_b, 5);
      // Close beside the end; a little further out where the words crowd (a tiny figure).
      std::vector<Vec2> offsets;
      for (float gap : {8.f, 20.f, 34.f})
        for (Vec2 o : figures::offsets_around(canvas, Vec2{-away.y, away.x} + away, name, TextSize::Large, gap))
          offsets.push_back(o);
      labels.place(end, name, palette::shape_b, TextSize::Large, offsets, true, stroke);
    }
  }
};

}  // namespace

std::unique_ptr<Scene> make_polygon_segment() { return std::make_unique<PolygonSegment>(); }

}  // namespace lab::convex
