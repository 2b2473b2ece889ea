// Issue 11 for the convex chapter's separating-axis figures: true in every position a learner can
// drag them to. Each defect found has its state here as a named regression test; the sweeps drag
// each scene through touching at a vertex, along an edge, one inside the other and far apart,
// and check the figure against numbers the test works out itself from the vertices.
// The pentagon is (0, 3), (−2.9, 0.9), (−1.8, −2.4), (1.8, −2.4), (2.9, 0.9), counter-clockwise.
//
// Index of this file:
//   [SECTION] Helpers: the drawing, the shapes, shadows, printed numbers, dragged places
//   [SECTION] Touching counts, shadows and table rows
//   [SECTION] Names, captions and warnings
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "captions/convex.hpp"
#include "collide/sat.hpp"
#include "scenes/convex/sat_scene.hpp"
#include "scenes/figures/draw.hpp"
#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_convex_sat_truth {

using lab::Vec2;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

namespace {

const std::vector<Vec2> kPentagon{{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}};

const lab::convex::SatScene& sat(const lab::Scene& s) { return dynamic_cast<const lab::convex::SatScene&>(s); }

// [SECTION] Helpers: the drawing, the shapes, shadows, printed numbers, dragged places

RecordingCanvas drawn(const lab::Scene& s) {
  RecordingCanvas canvas;
  s.draw(canvas);
  return canvas;
}

std::unique_ptr<lab::Scene> with(const char* id, const char* shape, std::vector<Vec2> points, double radius = -1) {
  auto s = lab::testing::scene_named(id);
  s->state().shape(shape).points = std::move(points);
  if (radius >= 0) s->state().shape(shape).radius = radius;
  s->update();
  return s;
}

// B as the test sees it: its vertices (a rectangle's four corners; a circle: none).
std::vector<Vec2> b_points(const lab::Scene& s) {
  for (const auto& shape : s.state().shapes) {
    if (shape.name == "pentagon") continue;
    if (shape.kind == lab::ShapeKind::Rect) {
      const auto r = shape.rect();
      return {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}};
    }
    if (shape.kind == lab::ShapeKind::Circle) return {};
    return shape.points;
  }
  return {};
}

const lab::Shape* circle_of(const lab::Scene& s) {
  for (const auto& shape : s.state().shapes)
    if (shape.kind == lab::ShapeKind::Circle) return &shape;
  return nullptr;
}

// The test's own shadow of some points on a unit direction.
collide::Interval shadow(const std::vector<Vec2>& points, Vec2 u) {
  collide::Interval i{1e300, -1e300};
  for (Vec2 p : points) {
    const double d = p.x * u.x + p.y * u.y;
    i.min = std::min(i.min, d), i.max = std::max(i.max, d);
  }
  return i;
}

// How many tested axes show the shadows meeting at one value, by the test's own projections
// (every state here has short decimals, far from any rounding question).
int touching_by_hand(const lab::Scene& s) {
  int count = 0;
  const auto* circle = circle_of(s);
  for (const auto& step : sat(s).runs().all.steps) {
    if (!step.tested) continue;
    const Vec2 u = step.axis / std::hypot(step.axis.x, step.axis.y);
    const collide::Interval a = shadow(kPentagon, u);
    collide::Interval b = shadow(b_points(s), u);
    if (circle) {
      const double c = circle->points[0].x * u.x + circle->points[0].y * u.y;
      b = {c - circle->radius, c + circle->radius};
    }
    count += std::fabs(a.max - b.min) < 1e-9 || std::fabs(b.max - a.min) < 1e-9;
  }
  return count;
}

// "−3.04" → −3.04; the figures write a real minus sign.
double number(std::string text) {
  const std::string minus = "−";
  if (text.rfind(minus, 0) == 0) text = "-" + text.substr(minus.size());
  return std::stod(text);
}

// "−3.04…2.47" → {−3.04, 2.47}.
collide::Interval ends(const std::string& text) {
  const auto dots = text.find("…");
  return {number(text.substr(0, dots)), number(text.substr(dots + std::string("…").size()))};
}

// The states of the sweeps: start, touching at a vertex, along an edge, inside, far apart.
struct Place {
  const char* id;
  const char* shape;
  std::vector<Vec2> points;
  double radius = -1;
};

std::vector<Place> places() {
  return {
      {"separating-axis", "triangle", {{6.1, 1.6}, {8.6, 0.9}, {7.9, 3.4}}},
      {"separating-axis", "triangle", {{2.9, 0.9}, {6, -1}, {6, 3}}},          // vertex on vertex
      {"separating-axis", "triangle", {{-1.8, -2.4}, {1.8, -2.4}, {0, -5}}},   // along the bottom edge
      {"separating-axis", "triangle", {{-0.5, -0.5}, {0.5, -0.5}, {0, 0.5}}},  // inside
      {"separating-axis", "triangle", {{30, 30}, {32, 30}, {31, 32}}},         // far apart
      {"polygon-rect", "rectangle", {{6.5, -1}, {9, 0.5}}},
      {"polygon-rect", "rectangle", {{2.9, 0.9}, {5, 3}}},
      {"polygon-rect", "rectangle", {{-1.8, -4}, {1.8, -2.4}}},
      {"polygon-rect", "rectangle", {{-5, -5}, {5, 5}}},  // the pentagon inside the rectangle
      {"polygon-segment", "segment", {{0, 3}, {3, 5}}},
      {"polygon-segment", "segment", {{-1, -1}, {1, 1}}},
      {"polygon-segment", "segment", {{-1.8, -2.4}, {1.8, -2.4}}},
      {"polygon-circle", "circle", {{0, 4}}, 1},
      {"polygon-circle", "circle", {{0, 0}}, 0.5},
      {"polygon-circle", "circle", {{4.85, 0.9}}, 1.9},
      {"polygon-circle", "circle", {{20, -15}}, 2},
  };
}

}  // namespace

// [SECTION] Touching counts, shadows and table rows

TEST_CASE("several touching axes were captioned \"one only touching\" (separating-axis)") {
  auto s = with("separating-axis", "triangle", {{2.9, 0.9}, {6, -1}, {6, 3}});
  // The corner (2.9, 0.9) is the extreme of both shapes on pentagon e1, e3, e4 (#2, #4, #5) and,
  // with the triangle's side x = 6 … its left corner x = 2.9, on triangle e1 (#7).
  CHECK(sat(*s).runs().all.result.touching == 4);
  CHECK(touching_by_hand(*s) == 4);
  CHECK(s->caption() == "all 8 axes show the shadows overlapping, 4 only touching → they touch");
}

TEST_CASE("touching counts in polygon-rect, polygon-segment and polygon-circle come from the trace") {
  auto r = with("polygon-rect", "rectangle", {{2.9, 0.9}, {5, 3}});
  r->state().options["skip_duplicates"] = 1;
  r->update();
  CHECK(touching_by_hand(*r) == sat(*r).runs().all.result.touching);
  CHECK(r->caption() == "all 6 axes show the shadows overlapping (3 parallel duplicates skipped), " +
                            std::to_string(touching_by_hand(*r)) + " only touching → they touch");
  auto g = with("polygon-segment", "segment", {{0, 3}, {3, 5}});
  CHECK(touching_by_hand(*g) == sat(*g).runs().all.result.touching);
  CHECK(g->caption().find(std::to_string(touching_by_hand(*g)) + " only touching → they touch") != std::string::npos);
  // The circle's bottom (0, 3) on the pentagon's top corner: the shadows meet at y = 3 on the
  // circle's own axis (straight down) and on the bottom edge e2's normal, parallel to it.
  auto c = with("polygon-circle", "circle", {{0, 4}}, 1);
  CHECK(touching_by_hand(*c) == 2);
  CHECK(c->caption() == "all 6 axes show the shadows overlapping, 2 only touching → they touch");
}

TEST_CASE("every dragged position: the caption's touching count is the test's own count" *
          doctest::test_suite("slow")) {
  for (const Place& p : places()) {
    CAPTURE(p.id);
    CAPTURE(p.points[0].x);
    auto s = with(p.id, p.shape, p.points, p.radius);
    const auto& r = sat(*s).runs().all.result;
    CHECK(r.touching == touching_by_hand(*s));
    const bool says_touch = s->caption().find("→ they touch") != std::string::npos;
    CHECK(says_touch == (r.collide && touching_by_hand(*s) > 0));
  }
}

TEST_CASE("one shape inside the other: green is the shared stretch, the push-out its own arrow") {
  auto s = with("separating-axis", "triangle", {{-0.5, -0.5}, {0.5, -0.5}, {0, 0.5}});
  const auto& all = sat(*s).runs().all;
  const auto& d = all.steps[static_cast<std::size_t>(all.result.deciding)];
  const auto canvas = drawn(*s);
  // The green bar is what the legend says: where the shadows overlap, here the whole of the
  // triangle's shadow, which lies inside the pentagon's.
  const auto bars = canvas.of("interval");
  const auto green = std::find_if(bars.begin(), bars.end(), [](const auto& c) { return c.color == palette::inside; });
  REQUIRE(green != bars.end());
  CHECK(green->value == doctest::Approx(d.b_world.min));
  CHECK(green->value2 == doctest::Approx(d.b_world.max));
  // The push-out the label names is the arrow: from the triangle's end to the pentagon's far end,
  // the shorter way; longer than the shared stretch.
  const double push_out = std::min(d.a_world.max - d.b_world.min, d.b_world.max - d.a_world.min);
  CHECK(push_out > d.b_world.max - d.b_world.min + 1);
  const auto arrows = canvas.of("arrow");
  const auto arrow =
      std::find_if(arrows.begin(), arrows.end(), [](const auto& c) { return c.color == palette::text && !c.legend; });
  REQUIRE(arrow != arrows.end());
  CHECK(std::sqrt(collide::distance_squared(arrow->points[1], arrow->points[0])) == doctest::Approx(push_out));
  const std::string label = lab::captions::deciding_label(all);
  CHECK(label.rfind("deciding axis #2: least push-out ", 0) == 0);
  CHECK(canvas.has_label(label));
}

TEST_CASE("every table row adds up: its gap or push-out is the difference of its own printed ends") {
  for (const Place& p : places()) {
    auto s = with(p.id, p.shape, p.points, p.radius);
    for (const auto& step : sat(*s).runs().all.steps) {
      if (!step.tested) continue;
      const auto row = lab::captions::axis_row(step);
      CAPTURE(p.id);
      CAPTURE(row.a);
      CAPTURE(row.b);
      CAPTURE(row.verdict);
      const collide::Interval a = ends(row.a), b = ends(row.b);
      if (row.verdict == "touching") {
        CHECK((a.max == b.min || b.max == a.min));
        continue;
      }
      const auto space = row.verdict.find(' ');
      const std::string word = row.verdict.substr(0, space), value = row.verdict.substr(space + 1);
      const double expected = word == "gap" ? std::max(b.min - a.max, a.min - b.max)
                                            : std::min(a.max - b.min, b.max - a.min);
      if (value.starts_with("< "))
        CHECK(std::fabs(expected) < 1e-9);
      else
        CHECK(number(value) == doctest::Approx(expected).epsilon(1e-9));
    }
  }
}

TEST_CASE("stepping to #3 with early exit off left the row, the label and the caption on #2") {
  auto s = lab::make_scene("separating-axis");
  s->state().options["step"] = 3;
  s->state().options["early_exit"] = 0;
  s->update();
  CHECK(s->caption() == "axis #3 (normal of pentagon e2): push-out 2.1; #2 already showed a gap");
  const auto canvas = drawn(*s);
  CHECK(canvas.has_label("#3: push-out 2.1"));
  CHECK_FALSE(canvas.has_label("deciding axis #2"));
  // The edge whose normal is #3, named as the caption names it, drawn marked with its normal.
  CHECK(canvas.has_label("e2"));
  // Its normal leaving the edge as a plain dark line (issue 26: a dark arrow is the key's
  // push-out), beside the edge drawn thick; the push-out's arrow beside the triangle's bar is the
  // one dark arrow (the key's swatches aside).
  CHECK(canvas.count_in_figure("segment", palette::text) == 2);
  CHECK(canvas.count_in_figure("arrow", palette::text) == 1);
}

// Issue 25: the triangle replaced by a 2 × 2 square centred in a 4 × 4 "pentagon": every one of
// the 8 axes has push-out 3. #1 decides, as the book's loop keeps the first; the panel says the
// others are as deep (in words: a count there would be one more number to audit).
TEST_CASE("separating-axis with every push-out 3: the panel says #1 is the first of several as deep") {
  auto s = lab::testing::scene_with("separating-axis", [](lab::SceneState& state) {
    state.shape("pentagon").points = {{-2, -2}, {2, -2}, {2, 2}, {-2, 2}};
    state.shape("triangle").points = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
  });
  const HeadlessImGui imgui;
  const std::string panel = panel_text([&] { s->panel(); });
  CHECK(
      panel.find("#1 has the least push-out (the first of several axes with that push-out: the loop keeps the first it "
                 "finds)") != std::string::npos);
  // Off the middle: one least push-out, and no such words.
  lab::testing::change_state(*s, [](lab::SceneState& state) {
    state.shape("triangle").points = {{-0.5, -1}, {1.5, -1}, {1.5, 1}, {-0.5, 1}};
  });
  CHECK(panel_text([&] { s->panel(); }).find("the first of") == std::string::npos);
}

TEST_CASE("every dragged position: no axis line or shadow bar lies on a shape, and each bar is the trace's" *
          doctest::test_suite("slow")) {
  for (const Place& p : places()) {
    for (int all_axes : {0, 1}) {
      CAPTURE(p.id);
      CAPTURE(p.points[0].x);
      auto s = with(p.id, p.shape, p.points, p.radius);
      s->state().options["all_axes"] = all_axes;
      s->update();
      const auto canvas = drawn(*s);
      const auto& steps = sat(*s).runs().all.steps;
      std::vector<Vec2> points = kPentagon;
      for (Vec2 v : b_points(*s)) points.push_back(v);
      const auto* circle = circle_of(*s);
      for (const auto& c : canvas.of("interval")) {
        const Vec2 origin = c.points[0], u = c.points[1];
        // Every vertex strictly on one side of the axis line (a circle: its rim too).
        double lo = 1e300, hi = -1e300;
        auto side = [&](Vec2 q, double r) {
          const double d = u.x * (q.y - origin.y) - u.y * (q.x - origin.x);
          lo = std::min(lo, d - r), hi = std::max(hi, d + r);
        };
        for (Vec2 q : points) side(q, 0);
        if (circle) side(circle->points[0], circle->radius);
        CHECK((lo > 0 || hi < 0));
        // The shape-coloured bars are a step's shadows, exactly as the trace has them.
        if (c.color != palette::shape_a && c.color != palette::shape_b) continue;
        const bool found = std::any_of(steps.begin(), steps.end(), [&](const collide::AxisStep& st) {
          const auto& i = c.color == palette::shape_a ? st.a_world : st.b_world;
          return st.tested && st.unit == u && i.min == c.value && i.max == c.value2;
        });
        CHECK(found);
      }
    }
  }
}

// [SECTION] Names, captions and warnings

TEST_CASE("edge names are at least two thirds of body text, and what the caption cites is named") {
  auto s = with("separating-axis", "triangle", {{2.9, 0.9}, {6, -1}, {6, 3}});
  s->state().options["step"] = 2;
  s->update();
  CHECK(s->caption().find("pentagon e1") != std::string::npos);
  const auto canvas = drawn(*s);
  int names = 0;
  for (const auto& c : canvas.of("label")) {
    if (c.text.size() < 2 || c.text[0] != 'e' || !std::isdigit(static_cast<unsigned char>(c.text[1]))) continue;
    ++names;
    CHECK(lab::Canvas::font_pixels(c.size) >= lab::Canvas::font_pixels(lab::TextSize::Normal) * 2 / 3);
  }
  CHECK(names == 8);  // five pentagon edges, three triangle edges
  CHECK(canvas.has_label("e1"));
  CHECK(canvas.has_label("#2"));
  // A dot on every vertex: they can be dragged. (The key's blue dot says which shape is A.)
  CHECK(canvas.count_in_figure("point", palette::shape_a) == 5);
  CHECK(canvas.count_in_figure("point", palette::shape_b) == 3);
}

TEST_CASE("polygon-circle with the centre on a vertex hid the chapter's early return") {
  auto s = with("polygon-circle", "circle", {{2.9, 0.9}}, 0.5);
  CHECK(s->caption() == "the circle's centre sits on a vertex, so its axis #6 has no direction → they collide");
  CHECK(drawn(*s).has_label("#6: the circle's centre sits on a vertex"));
  // The same words as `query` (captions::sat_caption on the core's run over every axis).
  collide::SatTrace trace;
  collide::convex_polygon_circle_collide(kPentagon, {{2.9, 0.9}, 0.5}, {.early_exit = false}, trace);
  CHECK(lab::captions::sat_caption(trace) == s->caption());
}

TEST_CASE("the figure said \"they touch\" where query said \"they collide\"; now one caption") {
  // Touching at a vertex, as query runs it: every axis, the core's trace, the caption module.
  const std::vector<Vec2> triangle{{2.9, 0.9}, {6, -1}, {6, 3}};
  collide::SatTrace trace;
  collide::convex_polygons_collide(kPentagon, triangle, {.early_exit = false}, trace);
  auto s = with("separating-axis", "triangle", triangle);
  CHECK(lab::captions::sat_caption(trace) == s->caption());
  CHECK(s->caption().find("→ they touch") != std::string::npos);
}

TEST_CASE("with normals shown, vertex 0's number sat on the y axis's tick \"3\"") {
  auto s = lab::make_scene("polygon-point");
  s->state().options["show_normals"] = 1;
  s->update();
  const auto canvas = drawn(*s);
  for (const auto& c : canvas.of("label")) {
    if (c.text != "0" || c.points[0] != Vec2{0, 3}) continue;
    // Straight above the corner, clear of it: the tick's number sits beside the axis at y = 3.
    CHECK(c.offset.y - lab::Canvas::font_pixels(c.size) >= 8 - 1e-9);
  }
  CHECK(canvas.count("point", palette::shape_a) == 5);  // the corners that drag
}

TEST_CASE("with normals shown, the SAT figures' key names the grey normals and the winding arrows") {
  // The option draws a grey arrow per edge and an arrow along each edge: arrows the key must name.
  const auto key_says = [](const RecordingCanvas& canvas, std::string_view words) {
    for (const auto& c : canvas.of("label"))
      if (c.text.find(words) != std::string::npos) return true;
    return false;
  };
  for (const char* id : {"separating-axis", "polygon-rect", "polygon-circle"}) {
    CAPTURE(id);
    auto s = lab::make_scene(id);
    CHECK_FALSE(key_says(drawn(*s), "outward normal"));  // off at the start: no key line for it
    s->state().options["show_normals"] = 1;
    s->update();
    const auto canvas = drawn(*s);
    CHECK(key_says(canvas, "grey arrows"));
    CHECK(key_says(canvas, "winding"));
  }
}

TEST_CASE("with normals shown, each shape's winding is named in that shape's colour") {
  // Two "counter-clockwise" in one grey read as one shape's: the triangle's sat over the pentagon
  // in the separating-axis lesson's step 8. The start: pentagon (blue, A) and triangle (purple, B).
  auto s = lab::make_scene("separating-axis");
  s->state().options["show_normals"] = 1;
  s->update();
  int blue = 0, purple = 0;
  for (const auto& c : drawn(*s).of("label")) {
    if (c.text != "counter-clockwise") continue;
    blue += c.color == palette::shape_a;
    purple += c.color == palette::shape_b;
  }
  CHECK(blue == 1);
  CHECK(purple == 1);
}

TEST_CASE("a concave pentagon's warning was printed three times") {
  for (const char* id : {"polygon-point", "separating-axis", "polygon-circle"}) {
    auto s = lab::make_scene(id);
    s->state().shape("pentagon").points[0] = {0, -1};
    s->update();
    CAPTURE(id);
    CHECK(s->warnings().size() == 1);             // the app's panel lists it, once
    CHECK_FALSE(drawn(*s).has_label("Warning"));  // the figure does not repeat it
  }
}

TEST_CASE("every dragged position: the axes' names stay in view and clear of the edges' names" *
          doctest::test_suite("slow")) {
  for (const Place& p : places()) {
    auto s = with(p.id, p.shape, p.points, p.radius);
    // The app's view after F: the scene's frame in a 920 × 740 pixel figure.
    REQUIRE(s->frame());
    const collide::Rect f = *s->frame();
    RecordingCanvas canvas;
    canvas.units_per_pixel = std::max(f.w / 920, f.h / 740);
    const double px = canvas.units_per_pixel;
    canvas.visible = {f.x + f.w / 2 - 460 * px, f.y + f.h / 2 - 370 * px, 920 * px, 740 * px};
    s->draw(canvas);
    std::vector<std::vector<Vec2>> edge_names;
    for (const auto& c : canvas.of("label")) {
      if (c.text.size() < 2 || c.text[0] != 'e' || !std::isdigit(static_cast<unsigned char>(c.text[1]))) continue;
      const double w = canvas.text_width(c.text, c.size) * px, h = lab::Canvas::font_pixels(c.size) * px;
      const Vec2 tl = c.points[0] + c.offset * px;
      edge_names.push_back({tl, tl + Vec2{w, 0}, tl + Vec2{w, -h}, tl + Vec2{0, -h}});
    }
    for (const auto& c : canvas.of("label")) {
      if (!(c.text.rfind("deciding axis", 0) == 0 || c.text.rfind("#", 0) == 0)) continue;
      CAPTURE(p.id);
      CAPTURE(p.points[0].x);
      CAPTURE(c.text);
      CHECK(lab::figures::label_in_view(canvas, c.points[0], c.offset, c.text, c.size, 0));
      CHECK_FALSE(lab::figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, edge_names, 0));
    }
  }
}

TEST_CASE("the panel's walk line and the caption speak of the same axis, in the same words") {
  HeadlessImGui imgui;
  auto s = lab::make_scene("separating-axis");
  s->state().options["step"] = 3;
  s->state().options["early_exit"] = 0;
  s->update();
  const std::string text = panel_text([&] { s->panel(); });
  CHECK(text.find(s->caption()) != std::string::npos);
  // The table row the caption cites, with the numbers it cites: −3 … 2.4 and −3.4 … −0.9.
  CHECK(text.find("#3") != std::string::npos);
  CHECK(text.find("−3…2.4") != std::string::npos);
  CHECK(text.find("−3.4…−0.9") != std::string::npos);
  CHECK(text.find("push-out 2.1") != std::string::npos);
}

}  // namespace test_convex_sat_truth
