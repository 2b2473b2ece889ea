// Concave polygons › Polygon vs circle.
// Drag the circle (its centre, or its rim for the radius), the C, or its corners.
// Notice: each tried edge's point nearest the centre is marked; an edge is touched when d² ≤ r²
// there, and the figure prints that comparison for the deciding edge or the nearest miss (every
// edge of an exact tie).
// With none touched, the circle is wholly inside or wholly outside and its centre's ray decides.
#include <imgui.h>

#include <vector>

#include "captions/concave_edges.hpp"
#include "collide/concave.hpp"
#include "collide/validate.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_printed.hpp"
#include "concave/edge_test_scene.hpp"
#include "concave/edge_walk_figure.hpp"
#include "figures/draw.hpp"
#include "figures/ray_figure.hpp"
#include "scene.hpp"
#include "panel_text.hpp"

namespace lab::concave {
namespace {

class PolygonCircle final : public EdgeTestScene {
 public:
  PolygonCircle()
      : EdgeTestScene({.step_1 = "Step 1: for each edge, find its point nearest the centre; the edge is "
                                 "touched when that point is within the radius (compared squared, no "
                                 "square root). The first touched edge settles it: collide.",
                       .step_2 = "Step 2, only if no edge is touched: the circle is wholly inside or wholly "
                                 "outside, so the ray from its centre decides.",
                       .hit_word = "touched",
                       .table_id = "circle_checks",
                       .table_hit_word = "touches",
                       .closest = true,
                       .ray_start = "the centre",
                       .ray_title = "The centre's ray: ",
                       .ray_table_id = "circle_ray",
                       .b_key = "the circle"}) {}

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 centre, double r) { return c_and_first_hit(circle_shape("circle", centre, r)); };
    return {{"Circle in the notch: apart", make({1, 0}, 1.2)},
            {"Circle wholly inside", make({-2, 0}, 0.7)},
            {"Circle touching the notch's floor", make({1, 0}, 1.5)}};
  }

 private:
  collide::Circle circle() const { return state_.shape("circle").circle(); }

  // ── update ──
  std::vector<std::string> check_b() const override {
    if (auto bad = collide::check_circle("circle", circle())) return {*bad};
    return {};
  }
  void run_test(collide::EdgeTestTrace& all, bool full_pass) const override {
    collide::polygon_circle_collide(polygon(), circle(), all, {.stop_at_first_hit = !full_pass});
  }
  Vec2 ray_start() const override { return circle().c; }

  // ── draw ──
  std::vector<std::vector<Vec2>> draw_b(Canvas& canvas) const override {
    const collide::Circle c = circle();
    canvas.fill_circle(c.c, c.r, fill_of(palette::shape_b));
    canvas.circle(c.c, c.r, palette::shape_b, 3);
    // Each tried edge's nearest point, joined to the centre, in its edge's colour: the line ends
    // there, with no dot (dots are the ray's counted crossings, in vermillion).
    std::vector<std::vector<Vec2>> outlines{figures::circle_outline(c)};
    if (valid_)
      for (const auto& check : shown_.checks) {
        const AnswerPart answer(canvas);  // each tried edge's nearest point
        const Color color = check.hit ? palette::collide : palette::apart;
        canvas.segment(c.c, check.closest, color, 1.5f);  // solid: dashes are the deciding edge's
        outlines.push_back({c.c, check.closest});
      }
    return outlines;
  }
  void name_b(figures::LabelLayout& layout, std::span<const std::vector<Vec2>> shapes) const override {
    Canvas& canvas = layout.canvas();
    const Vec2 centre = circle().c;
    figures::draw_ray_start(layout, centre, "centre", palette::shape_b, shapes);
    const AnswerPart answer(canvas);
    // The numbers that decide: d² against r² for the first hit, or for the nearest miss (each
    // edge of an exact tie marked, so the figure never picks one of two equally near edges). Off
    // the centre's ray too: a nearest point on it (the circle wholly inside, its nearest edges
    // left and right of it) had its numbers struck through by the ray and its dashed line.
    std::vector<std::vector<Vec2>> avoid(shapes.begin(), shapes.end());
    if (valid_ && trace_.containment_a) avoid.push_back(figures::ray_extent(canvas, centre, *trace_.containment_a));
    for (const auto* check : deciding_checks()) {
      const std::string words = captions::circle_comparison(*check, d2_noise());
      const Color color = check->hit ? palette::deciding : palette::text;
      // The first hit's point in a vermillion ring, a mark orange and green are never drawn as (a
      // colour-blind reader may not tell them apart by colour); a nearest miss's a dark dot.
      if (check->hit)
        canvas.circle(check->closest, 8 * canvas.pixel(), color, 3);
      else
        canvas.point(check->closest, color, 6);
      // Round the point away from the centre, then with a corner of the words by it, slid along
      // the ray up to 44 pixels (round a point on the ray every place centred on a side of it
      // straddles the ray or the edge; beside it, the lines to the other edges' nearest points).
      auto offsets = figures::offsets_around(canvas, check->closest - centre, words, TextSize::Normal, 10);
      const double w = canvas.text_width(words, TextSize::Normal), h = Canvas::font_pixels(TextSize::Normal);
      for (const double along : {8, 20, 32, 44})
        offsets.insert(offsets.end(), {{-w - along, h + 6}, {along, h + 6}, {-w - along, -6}, {along, -6}});
      // 4 pixels from the other labels: flush after the crossing's "1" it read "1d² = 1 > …".
      layout.place(check->closest, words, color, TextSize::Normal, offsets, true, avoid, 4);
    }
  }

  // ── panel ──
  void panel_lines() const override {
    if (!valid_) return;
    if (trace_.first_hit >= 0)  // wrapped at spaces: "r² = 1." / "44" no more
      wrapped_text("Decides: " +
                   captions::circle_check_words(trace_.checks[static_cast<std::size_t>(trace_.first_hit)], d2_noise()));
    else if (const std::string miss = captions::circle_nearest_miss_words(trace_, d2_noise()); !miss.empty())
      wrapped_text(miss);
  }

  // ── printed, named ──
  // The deciding d² against r² (the first hit's, or each nearest miss's), in the figure and the
  // panel; the panel prints a tie's comparison once, for every edge in it.
  void add_b_printed(std::vector<Printed>& out) const override {
    for (const auto* check : deciding_checks())
      for (const char* where : {"figure", "panel"})
        add_circle_numbers(out, where, captions::circle_comparison(*check, d2_noise()), *check);
  }
  void add_b_named(std::vector<Named>& out) const override {
    for (const auto* check : deciding_checks())
      if (!check->hit) out.push_back({"nearest_miss", "C", check->edge});
  }

  // ── caption ──
  std::string verdict_caption(const collide::EdgeTestTrace& book) const override {
    return captions::polygon_circle_caption(book);
  }

  /// The checks whose d² against r² the figure prints: the first hit, or else every tried edge
  /// nearest the centre (the core's exact `nearest`, a tie all of it).
  std::vector<const collide::EdgeCheck*> deciding_checks() const {
    std::vector<const collide::EdgeCheck*> out;
    if (!valid_ || trace_.checks.empty()) return out;
    if (trace_.first_hit >= 0) return {&trace_.checks[static_cast<std::size_t>(trace_.first_hit)]};
    for (int k : trace_.nearest) out.push_back(&trace_.checks[static_cast<std::size_t>(k)]);
    return out;
  }
};

}  // namespace

std::unique_ptr<Scene> make_polygon_circle() { return std::make_unique<PolygonCircle>(); }

}  // namespace lab::concave
