// The chapter's four separating-axis scenes: captions and counts for states checked by hand,
// and what the figure draws (orange gaps, one dashed deciding axis) from the recording canvas.
// The pentagon is (0, 3), (−2.9, 0.9), (−1.8, −2.4), (1.8, −2.4), (2.9, 0.9), counter-clockwise;
// its right corner (2.9, 0.9) is its largest x.
//
// Index of this file:
//   [SECTION] Helpers
//   [SECTION] separating-axis
//   [SECTION] polygon-rect, polygon-segment, polygon-circle
//   [SECTION] Bad input, the panels, a small scale
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>

#include "collide/vec.hpp"
#include "scenes/convex/sat_scene.hpp"
#include "scenes/figures/draw.hpp"
#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "test_prereq_labels.hpp"
#include "scene_test_support.hpp"

namespace test_convex_sat_scenes {

using lab::Vec2;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

namespace {

// [SECTION] Helpers

/// The scene at its start position, with every axis drawn (the default shows only the deciding one).
std::unique_ptr<lab::Scene> scene(const char* id) {
  auto s = lab::testing::scene_named(id);
  s->state().options["all_axes"] = 1;
  s->update();
  return s;
}

const lab::convex::SatScene& sat(const lab::Scene& s) { return dynamic_cast<const lab::convex::SatScene&>(s); }

RecordingCanvas drawn(const lab::Scene& s) {
  RecordingCanvas canvas;
  s.draw(canvas);
  return canvas;
}

void move_shape(lab::Scene& s, const std::string& name, Vec2 by) {
  for (auto& p : s.state().shape(name).points) p += by;
  s.update();
}

// Calls visit(id, preset name, scene) for every preset of the four convex SAT scenes, with
// every axis shown.
template <class Visit>
void every_sat_preset_with_all_axes(Visit visit) {
  for (const std::string id : {"separating-axis", "polygon-rect", "polygon-segment", "polygon-circle"}) {
    auto s = scene(id.c_str());
    for (const auto& preset : s->presets()) {
      auto state = preset.state;
      state.options["all_axes"] = 1;
      s->set_state(state);
      visit(id, preset.name, *s);
    }
  }
}

}  // namespace

// [SECTION] separating-axis

TEST_CASE("separating-axis start: the triangle right of the pentagon, 6 of 8 axes show a gap") {
  auto s = scene("separating-axis");
  CHECK(s->caption() == "6 of 8 axes show a gap; one is enough → apart");
  const auto& runs = sat(*s).runs();
  // Pentagon edge 0 (top-left) and edge 2 (bottom) overlap; edge 1's normal is the first gap.
  CHECK(runs.all.result.deciding == 1);
  CHECK_FALSE(runs.all.steps[0].gap);
  CHECK(runs.all.steps[1].gap);
  CHECK_FALSE(runs.all.steps[2].gap);
  // With early exit (the book's loop) the test stops at axis #2.
  CHECK(runs.walked.result.tested == 2);
  auto canvas = drawn(*s);
  CHECK(canvas.count("dashed_line", palette::deciding) == 1);
  CHECK(canvas.count("interval", palette::outside) == 6);  // one orange gap per gap axis
  CHECK(canvas.count("line", palette::axis) + canvas.count("line", palette::axis.with_alpha(70)) == 7);
  CHECK(canvas.has_label("deciding axis #2: gap"));
  // The edge whose normal decides is drawn in the deciding colour.
  CHECK(canvas.count("segment", palette::deciding) == 1);
}

TEST_CASE("SAT figures: each axis's name sits beside its own line, clear of the shadow bars, in view") {
  // The bars reach bar + 4 pixels either side of the axis line (7 for the deciding axis, 4 for
  // the others); a name whose box crosses that band is drawn over a shadow or the orange gap, as
  // "deciding axis #2" was over the separating-axis start's gap bar. Every preset, every axis shown.
  every_sat_preset_with_all_axes([](const std::string& id, const std::string& preset, lab::Scene& s) {
    const auto canvas = drawn(s);
    const double px = canvas.pixel();
    const lab::testing::DrawCall *line = nullptr, *dashed = nullptr;
    int checked = 0;
    for (const auto& c : canvas.calls) {
      if (c.kind == "line" || c.kind == "dashed_line") line = &c;
      if (c.kind == "dashed_line") dashed = &c;
      const bool deciding = c.text.rfind("deciding axis", 0) == 0;
      // The deciding axis's name beside the dashed line: drawn after it, or on a card after every
      // axis where other axes' lines cross its place.
      const lab::testing::DrawCall* own = deciding ? dashed : line;
      if (c.kind != "label" || !own || !(deciding || c.text.rfind("#", 0) == 0)) continue;
      CAPTURE(id);
      CAPTURE(preset);
      CAPTURE(c.text);
      const double w = canvas.text_width(c.text, c.size) * px, h = lab::Canvas::font_pixels(c.size) * px;
      const Vec2 top_left = c.points[0] + c.offset * px;
      const Vec2 d = collide::normalize(own->points[1]);
      double nearest = 1e300, farthest = -1e300;
      for (Vec2 corner : {top_left, top_left + Vec2{w, 0}, top_left + Vec2{0, -h}, top_left + Vec2{w, -h}}) {
        const double side = collide::cross(d, corner - own->points[0]) / px;  // pixels, signed
        nearest = std::min(nearest, side);
        farthest = std::max(farthest, side);
      }
      const double band = deciding ? 11 : 8;
      CHECK((nearest >= band || farthest <= -band));
      CHECK(lab::figures::label_in_view(canvas, c.points[0], c.offset, c.text, c.size, 0));
      ++checked;
    }
    CHECK(checked >= 1);
  });
}

TEST_CASE("SAT figures with every axis shown: no axis's name crosses another axis's bars or name") {
  // At the separating-axis start "#4" sat on the triangle's vertical shadow bars, and in
  // polygon-rect "#6 (same as #3)" ran across the bars of #3 and #8 and into "#3". Every preset,
  // at the recording canvas's scale and at about the app's start (1/82 unit per pixel, its view).
  struct View {
    double units_per_pixel;
    collide::Rect visible;
  };
  // The second view is the app's after a reset: the scene's frame() (room for the axes beside the
  // shapes) in a 920 × 740 pixel figure.
  for (int v = 0; v < 2; ++v) {
    every_sat_preset_with_all_axes([&](const std::string& id, const std::string& preset, lab::Scene& s) {
      View view{0.02, {-10, -10, 20, 20}};
      if (v == 1 && s.frame()) {
        const collide::Rect f = *s.frame();
        view.units_per_pixel = std::max(f.w / 920, f.h / 740);
        view.visible = {f.x + f.w / 2 - 460 * view.units_per_pixel, f.y + f.h / 2 - 370 * view.units_per_pixel,
                        920 * view.units_per_pixel, 740 * view.units_per_pixel};
      }
      RecordingCanvas canvas;
      canvas.units_per_pixel = view.units_per_pixel;
      canvas.visible = view.visible;
      s.draw(canvas);
      const double px = canvas.pixel();
      // Every shadow and gap bar as its stretch of the axis line; the bars reach 5 pixels
      // (8 for the deciding axis) either side of it.
      std::vector<std::vector<Vec2>> bars;
      for (const auto& c : canvas.of("interval"))
        bars.push_back({c.points[0] + c.points[1] * c.value, c.points[0] + c.points[1] * c.value2});
      std::vector<std::vector<Vec2>> names;
      for (const auto& c : canvas.of("label")) {
        if (!(c.text.rfind("deciding axis", 0) == 0 || c.text.rfind("#", 0) == 0)) continue;
        CAPTURE(view.units_per_pixel);
        CAPTURE(id);
        CAPTURE(preset);
        CAPTURE(c.text);
        CHECK_FALSE(lab::figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, bars, 5));
        // Two names cross when either box crosses the other's outline (same heights or
        // Small inside Normal: one cannot hold the other whole once grown by 2 pixels).
        CHECK_FALSE(lab::figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, names, 2));
        const double w = canvas.text_width(c.text, c.size) * px, h = lab::Canvas::font_pixels(c.size) * px;
        const Vec2 tl = c.points[0] + c.offset * px;
        names.push_back({tl, tl + Vec2{w, 0}, tl + Vec2{w, -h}, tl + Vec2{0, -h}});
      }
    });
  }
}

TEST_CASE("separating-axis: moved onto the pentagon, every axis overlaps") {
  auto s = scene("separating-axis");
  move_shape(*s, "triangle", {-4, -1});  // (2.1, 0.6) is now inside the pentagon
  CHECK(s->caption() == "all 8 axes show the shadows overlapping → they collide");
  auto canvas = drawn(*s);
  CHECK(canvas.count("interval", palette::outside) == 0);
  CHECK(canvas.count("dashed_line", palette::deciding) == 1);  // the axis of least overlap
  CHECK(canvas.has_label("least push-out"));
  // Green on every axis shown: each shows the shadows overlapping.
  CHECK(canvas.count("interval", palette::inside) == 8);
}

TEST_CASE("separating-axis: a triangle corner on the pentagon's right corner touches") {
  auto s = scene("separating-axis");
  s->state().shape("triangle").points = {{2.9, 0.9}, {5.4, 0.2}, {4.7, 2.7}};
  s->update();
  // Vertex on vertex: the shadows meet at one value on pentagon e1, e3, e4 (#2, #4, #5) and on
  // triangle e1 (#7): the corner (2.9, 0.9) is the extreme of both shapes there (hand-checked).
  CHECK(s->caption() == "all 8 axes show the shadows overlapping, 4 only touching → they touch");
}

TEST_CASE("separating-axis options: only the deciding axis (the default), and walking step by step") {
  auto s = lab::make_scene("separating-axis");
  auto only = drawn(*s);
  CHECK(only.of("interval").size() == 3);  // both shadows and the gap
  CHECK(only.count("dashed_line", palette::deciding) == 1);
  CHECK(only.count("line", palette::axis) == 0);

  s->state().options["all_axes"] = 1;
  s->state().options["step"] = 1;  // the test has tried axis #1 only: no gap yet, nothing decided
  s->update();
  auto first = drawn(*s);
  CHECK(first.count("line", palette::text) == 1);
  CHECK(first.count("dashed_line", palette::deciding) == 0);
  CHECK(first.count("interval", palette::outside) == 0);
  s->state().options["step"] = 2;  // axis #2 shows the gap: it decides
  s->update();
  CHECK(drawn(*s).count("dashed_line", palette::deciding) == 1);
  // While walking, the caption speaks of the axis at hand, as the figure and the marked row do.
  // 3.257: hundredths would print ends 3.25 apart for a gap of 3.2571 (test_row_truth.cpp).
  CHECK(s->caption() == "axis #2 (normal of pentagon e1): gap 3.257 → apart; the test stops here");
  s->state().options["step"] = 0;
  s->update();
  CHECK(s->caption() == "6 of 8 axes show a gap; one is enough → apart");
}

TEST_CASE("separating-axis: walking with early exit marks the axes it never tries") {
  auto s = scene("separating-axis");
  CHECK_FALSE(drawn(*s).has_label("(not tried)"));  // the whole test shows every axis
  s->state().options["step"] = 8;
  s->update();
  auto with_exit = drawn(*s);
  CHECK(with_exit.has_label("#3 (not tried)"));
  CHECK(with_exit.count("interval", palette::outside) == 1);  // only #2's gap at full strength
  s->state().options["early_exit"] = 0;
  s->update();
  CHECK(sat(*s).runs().walked.result.tested == 8);
  CHECK_FALSE(drawn(*s).has_label("(not tried)"));
  CHECK(s->caption() == "axis #8 (normal of triangle e2): gap 0.21 → apart");
}

TEST_CASE("separating-axis: clockwise input gives the same counts") {
  auto s = scene("separating-axis");
  for (const char* name : {"pentagon", "triangle"}) {
    auto& v = s->state().shape(name).points;
    std::reverse(v.begin(), v.end());
  }
  s->update();
  CHECK(s->caption() == "6 of 8 axes show a gap; one is enough → apart");
}

TEST_CASE("separating-axis: a dented pentagon is flagged, the verdict is the convex test's") {
  auto s = scene("separating-axis");
  s->state().shape("pentagon").points[0] = {0, -1};
  s->update();
  REQUIRE(s->warnings().size() == 1);
  CHECK(s->warnings()[0].find("pentagon") != std::string::npos);
  CHECK(s->caption().rfind("the convex test says: ", 0) == 0);
  CHECK_FALSE(drawn(*s).has_label("Warning"));  // said once, in the app's panel
}

// [SECTION] polygon-rect, polygon-segment, polygon-circle

TEST_CASE("polygon-rect start: 6 of 9 axes, the rectangle's directions each twice") {
  auto s = scene("polygon-rect");
  CHECK(s->caption() == "6 of 9 axes show a gap; one is enough → apart");
  const auto& steps = sat(*s).runs().all.steps;
  REQUIRE(steps.size() == 9);
  auto canvas = drawn(*s);
  CHECK(canvas.count("interval", palette::outside) == 6);
  // Rectangle edge 0 (#6, normal down) repeats the pentagon's bottom edge (#3); edge 2 (#8, up)
  // is the same direction reversed; edge 3 (#9, left) reverses edge 1 (#7, right).
  CHECK(canvas.has_label("#6 (same as #3)"));
  CHECK(canvas.has_label("#8 (same as #3)"));
  CHECK(canvas.has_label("#9 (same as #7)"));

  // Skipping them leaves 6 axes; #6 and #8 overlapped, #9 had a gap, so 5 of 6 show one.
  s->state().options["skip_duplicates"] = 1;
  s->update();
  CHECK(s->caption() == "5 of 6 axes show a gap (3 parallel duplicates skipped); one is enough → apart");
  CHECK(sat(*s).runs().all.steps[8].duplicate);
}

TEST_CASE("polygon-rect: moved over the pentagon's right corner, then touching it") {
  auto s = scene("polygon-rect");
  s->state().shape("rectangle").points = {{2, -1}, {4.5, 0.5}};
  s->update();
  CHECK(s->caption() == "all 9 axes show the shadows overlapping → they collide");
  // The rectangle's left side x = 2.9 through the corner (2.9, 0.9).
  s->state().shape("rectangle").points = {{5.4, 1.5}, {2.9, 0}};  // corners in either order
  s->update();
  // The rectangle's left side x = 2.9 through the corner: its two horizontal normals (e1, e3) touch.
  CHECK(s->caption() == "all 9 axes show the shadows overlapping, 2 only touching → they touch");
}

TEST_CASE("polygon-segment start: 5 of 7 axes; its two edges add one normal twice") {
  auto s = scene("polygon-segment");
  CHECK(s->caption() == "5 of 7 axes show a gap; one is enough → apart");
  const auto& steps = sat(*s).runs().all.steps;
  REQUIRE(steps.size() == 7);
  CHECK(steps[5].gap == steps[6].gap);
  auto canvas = drawn(*s);
  CHECK(canvas.has_label("#7 (same as #6)"));
  CHECK(canvas.count("interval", palette::outside) == 5);
  CHECK(canvas.count("dashed_line", palette::deciding) == 1);
  CHECK(canvas.has_label("A"));
  CHECK(canvas.has_label("B"));
}

TEST_CASE("polygon-segment: crossing an edge, and A on the corner") {
  auto s = scene("polygon-segment");
  s->state().shape("segment").points[0] = {2, 1};  // inside the pentagon
  s->update();
  CHECK(s->caption() == "all 7 axes show the shadows overlapping → they collide");
  s->state().shape("segment").points[0] = {2.9, 0.9};
  s->update();
  // A on the corner, the segment running away up-right: pentagon e3 and e4 touch, and the
  // segment's own normal once.
  CHECK(s->caption() == "all 7 axes show the shadows overlapping, 3 only touching → they touch");
}

TEST_CASE("polygon-circle start: 5 of 6 axes, and the circle's own axis is drawn") {
  auto s = scene("polygon-circle");
  CHECK(s->caption() == "5 of 6 axes show a gap; one is enough → apart");
  const auto& runs = sat(*s).runs();
  REQUIRE(runs.all.steps.size() == 6);
  CHECK(runs.all.steps[5].owner == collide::AxisOwner::Circle);
  CHECK(runs.all.result.circle_axis_vertex == Vec2{2.9, 0.9});  // nearest to (7.5, −0.5)
  auto canvas = drawn(*s);
  CHECK(canvas.has_label("circle's axis"));
  CHECK(canvas.count("interval", palette::outside) == 5);
}

TEST_CASE("polygon-circle just off a corner: only the circle's axis shows the gap") {
  auto s = scene("polygon-circle");
  s->set_state(s->presets().at(1).state);
  // Centre (4.85, 0.9), r = 1.9: 1.95 from the corner (2.9, 0.9), so a 0.05 gap along that axis,
  // while every edge normal's shadows overlap.
  CHECK(s->caption() == "1 of 6 axes shows a gap; one is enough → apart");
  const auto& runs = sat(*s).runs();
  CHECK(runs.all.result.deciding == 5);
  auto canvas = drawn(*s);
  CHECK(canvas.count_in_figure("arrow", palette::deciding) == 1);          // the circle's axis decides
  CHECK(canvas.has_label("vermillion arrow: the circle's axis decides"));  // and the key says so
  CHECK(canvas.count("interval", palette::outside) == 1);
}

TEST_CASE("polygon-circle: overlapping, and touching the bottom edge") {
  auto s = scene("polygon-circle");
  s->state().shape("circle").points[0] = {3, -1.5};
  s->update();
  CHECK(s->caption() == "all 6 axes show the shadows overlapping → they collide");
  s->state().shape("circle").points[0] = {0, -3.65};  // 1.25 below the edge y = −2.4
  s->update();
  CHECK(s->caption() == "all 6 axes show the shadows overlapping, 1 only touching → they touch");
}

// [SECTION] Bad input, the panels, a small scale

TEST_CASE("SAT scenes: a negative radius or a NaN corner gives no verdict, never a crash") {
  auto s = scene("polygon-circle");
  s->state().shape("circle").radius = -1;
  s->update();
  CHECK(s->caption().rfind("no verdict: ", 0) == 0);
  CHECK(s->caption().find("circle") != std::string::npos);
  CHECK(drawn(*s).of("interval").empty());

  auto r = scene("polygon-rect");
  r->state().shape("rectangle").points[1].y = std::numeric_limits<double>::quiet_NaN();
  r->update();
  CHECK(r->caption().rfind("no verdict: ", 0) == 0);
  CHECK(r->caption().find("rectangle") != std::string::npos);
}

TEST_CASE("SAT panels say which rows are whose axes; one axis is a number, not a range") {
  // polygon-circle's panel read "6–6: the circle's own axis".
  const HeadlessImGui imgui;
  auto text = [](const char* id) {
    auto s = scene(id);
    return panel_text([&] { s->panel(); });
  };
  CHECK(text("polygon-circle").find("Axes 1–5: the pentagon's edge normals; 6: the circle's own axis.") !=
        std::string::npos);
  CHECK(text("separating-axis").find("Axes 1–5: the pentagon's edge normals; 6–8: the triangle's edge normals.") !=
        std::string::npos);
}

// Issue 11 regression (figure audit, separating-axis seed 5): the start position scaled by 1e-3,
// the triangle's corner on the pentagon's right corner (they touch), in the view the app fits
// (about 560 px a unit, so the pentagon is 3 px wide): the edge names "e0" and "e2" were drawn
// over each other. Now every name has a place of its own, and the deciding axis's name is drawn.
TEST_CASE("separating-axis scaled by 1e-3, touching at a corner: no two labels overlap") {
  auto s = lab::testing::scene_named("separating-axis");
  s->state().shape("pentagon").points = {
      {0, 0.003}, {-0.0029, 0.0009}, {-0.0018, -0.0024}, {0.0018, -0.0024}, {0.0029, 0.0009}};
  s->state().shape("triangle").points = {{0.0029, 0.0009}, {0.0054, 0.0002}, {0.0047, 0.0027}};
  s->update();
  const auto c = lab::testing::drawn(*s, {-0.59, -0.75, 1.19, 1.42}, 1 / 563.0);
  CHECK(lab::testing::overlapping_labels(c).empty());
  CHECK(lab::testing::labels_out_of_view(c).empty());
  bool deciding_named = false;
  for (const auto& call : c.of("label")) deciding_named |= call.text.rfind("deciding axis", 0) == 0;
  CHECK(deciding_named);
}

}  // namespace test_convex_sat_scenes

namespace test_convex_sat_scenes {

namespace {

/// The edge names ("e0" … "e9") drawn in the figure in `colours`, in the order drawn.
std::vector<std::string> edge_names(const RecordingCanvas& c, std::initializer_list<lab::Color> colours) {
  std::vector<std::string> out;
  for (const auto& call : c.of("label"))
    if (!call.legend && call.text.size() == 2 && call.text[0] == 'e' && std::isdigit(call.text[1]) &&
        std::find(colours.begin(), colours.end(), call.color) != colours.end())
      out.push_back(call.text);
  return out;
}

/// What the scene draws in its own frame fitted to a 920 × 740 figure (a 1280 × 800 window).
RecordingCanvas drawn_fitted(const lab::Scene& s) {
  const auto frame = s.frame();
  REQUIRE(frame);
  return lab::testing::drawn(s, *frame, std::max(frame->w / 920, frame->h / 740));
}

}  // namespace

TEST_CASE("polygon-rect, the rectangle 10⁶ across: the pentagon, under a pixel, names only its deciding edge e2") {
  // Fitted to the square, the pentagon (5.8 across) is 0.002 px: its five names drew in a clump
  // ("e0e1", "e2" over the arrow). The deciding axis is the pentagon's e2 (the bottom, normal
  // down: least push-out 500002.4), so that name stays; the square's four are drawn as before.
  auto s = lab::testing::scene_named("polygon-rect");
  const auto start = drawn_fitted(*s);
  CHECK(edge_names(start, {palette::shape_a, palette::deciding}).size() == 5);  // room at the start
  s->state().shape("rectangle").points = {{-5e5, -5e5}, {5e5, 5e5}};
  s->update();
  REQUIRE(s->caption() == "all 9 axes show the shadows overlapping → they collide");
  const auto c = drawn_fitted(*s);
  CHECK(edge_names(c, {palette::shape_a, palette::deciding}) == std::vector<std::string>{"e2"});
  CHECK(edge_names(c, {palette::shape_b}).size() == 4);
  // That name keeps off e2's normal arrow, which leaves from the same pixel.
  const auto labels = c.of("label"), arrows = c.of("arrow");
  const auto name = std::find_if(labels.begin(), labels.end(),
                                 [](const auto& l) { return l.text == "e2" && l.color != palette::shape_b; });
  const auto arrow = std::find_if(arrows.begin(), arrows.end(),
                                  [](const auto& a) { return a.color == palette::deciding && !a.legend; });
  REQUIRE(name != labels.end());
  REQUIRE(arrow != arrows.end());
  const std::vector<std::vector<Vec2>> shaft{arrow->points};
  CHECK_FALSE(lab::figures::rect_crosses(lab::testing::label_box(c, *name), shaft));
}

TEST_CASE("separating-axis, the triangle 10⁶ to the right: neither shape is named but for the deciding edge") {
  // Both shapes are under a pixel in the frame round them; the deciding axis is the pentagon's e0.
  auto s = lab::testing::scene_named("separating-axis");
  for (Vec2& p : s->state().shape("triangle").points) p.x += 1e6;
  s->update();
  const auto c = drawn_fitted(*s);
  CHECK(edge_names(c, {palette::shape_a, palette::deciding}) == std::vector<std::string>{"e0"});
  CHECK(edge_names(c, {palette::shape_b}).empty());
}

}  // namespace test_convex_sat_scenes
