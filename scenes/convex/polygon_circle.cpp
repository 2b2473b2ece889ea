// Convex polygons › Polygon vs circle.
// Drag the pentagon, the circle, or its rim (radius). A circle has no edges, so it brings one
// axis of its own: from its centre towards the pentagon's nearest vertex. Try "just off a corner".
#include <cmath>
#include <numbers>

#include "captions/joined.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/validate.hpp"
#include "convex/common.hpp"
#include "convex/sat_scene.hpp"
#include "figures/draw.hpp"
#include "scene.hpp"

namespace lab::convex {
namespace {

class PolygonCircle final : public SatScene {
  // ── state ──
  std::vector<BStart> b_starts() const override {
    return {{"Apart: 5 of 6 axes show a gap", circle_shape("circle", {7.5, -0.5}, 1.25)},
            {"Just off a corner: only the circle's axis shows a gap", circle_shape("circle", {4.85, 0.9}, 1.9)},
            {"Overlapping an edge", circle_shape("circle", {3, -1.5}, 1.25)},
            {"Touching the bottom edge", circle_shape("circle", {0, -3.65}, 1.25)}};
  }

  collide::Circle circle() const { return b_shape().circle(); }

  // ── update ──
  std::optional<std::string> check_b() const override { return collide::check_circle("circle", circle()); }
  void run(const collide::SatOptions& options, collide::SatTrace& trace) const override {
    collide::quick::convex_polygon_circle_collide(a(), circle(), options, trace);
  }
  std::vector<Vec2> b_points() const override { return figures::circle_outline(circle(), 16); }

  // ── draw ──
  void draw_b(figures::LabelLayout& labels) const override {
    Canvas& canvas = labels.canvas();
    const auto c = circle();
    canvas.fill_circle(c.c, c.r, palette::shape_b.with_alpha(40));
    canvas.circle(c.c, c.r, palette::shape_b, 2.5f);
    figures::draw_point(canvas, c.c, "", palette::shape_b, 4);
    if (!valid_ || runs_.all.steps.empty()) return;
    const AnswerPart answer(canvas);
    // The circle's own axis: from the centre towards the nearest vertex of the pentagon.
    const auto& last = runs_.all.steps.back();
    if (last.owner != collide::AxisOwner::Circle) return;
    if (last.degenerate) {
      // The chapter's early return: a centre on a vertex has no axis, and they collide. Named with
      // its row's number, as the walk's caption cites it.
      const std::string text =
          captions::numbered("#", runs_.all.steps.size()) + ": the circle's centre sits on a vertex";
      labels.place(c.c, text, palette::deciding, TextSize::Normal,
                   figures::offsets_around(canvas, c.c - layout_.bounds.c, text, TextSize::Normal, 12));
      return;
    }
    const Vec2 vertex = runs_.all.result.circle_axis_vertex;
    const int index = static_cast<int>(runs_.all.steps.size()) - 1;
    const bool marked = marked_axis() == index;
    const Color color = marked && figures::decided_at(runs_) == index ? palette::deciding : palette::text;
    // An arrow only when it decides: a dark arrow is the push-out's look in the key.
    if (color == palette::deciding)
      canvas.arrow(c.c, vertex, color, 3.f);
    else
      canvas.segment(c.c, vertex, color, marked ? 3.f : 2.f);
    // Beside the arrow's head, off the arrow (it is cited when it decides).
    const char* text = "the circle's axis";
    std::vector<std::vector<Vec2>> arrow = layout_.outlines;  // off the shapes too where it can
    arrow.push_back({c.c, vertex});
    std::vector<Vec2> offsets{{12, 14}};
    for (float gap : {8.f, 20.f})
      for (Vec2 o : figures::offsets_around(canvas, vertex - c.c, text, TextSize::Normal, gap)) offsets.push_back(o);
    labels.place(vertex, text, color, TextSize::Normal, offsets, true, arrow);
  }
};

}  // namespace

std::unique_ptr<Scene> make_polygon_circle() { return std::make_unique<PolygonCircle>(); }

}  // namespace lab::convex
