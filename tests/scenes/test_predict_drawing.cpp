// Predict mode, for every scene at every start position: drawn through PredictCanvas, the figure
// shows only the shapes (every outline, dot and fill starts on a point of the state's shapes, one
// neutral ink, names only: no shadows, no numbers, no verdict colours), and the reveal draws the
// very calls normal mode draws.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "colour_vision.hpp"
#include "scenes/palette.hpp"
#include "scenes/predict_canvas.hpp"
#include "scene_test_support.hpp"

namespace lab::testing::test_predict_drawing {
namespace {

// Every point a figure of the bare shapes may start a stroke at: points, vertices, end points,
// a circle's centre, a rectangle's four corners, and a polygon's vertex average (the middle a
// motion arrow starts from).
std::vector<Vec2> shape_points(const SceneState& state) {
  std::vector<Vec2> out;
  for (const Shape& s : state.shapes) {
    if (s.kind == ShapeKind::Rect) {
      const collide::Rect r = s.rect();
      out.insert(
          out.end(),
          {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}, {r.x + r.w / 2, r.y + r.h / 2}});
      continue;
    }
    out.insert(out.end(), s.points.begin(), s.points.end());
    if (s.kind == ShapeKind::Polygon && !s.points.empty()) {
      Vec2 sum{0, 0};
      for (Vec2 p : s.points) sum += p;
      out.push_back(sum / static_cast<double>(s.points.size()));
    }
  }
  return out;
}

bool near(Vec2 a, Vec2 b) { return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9; }

bool on_a_shape(Vec2 p, const std::vector<Vec2>& points, const std::vector<Vec2>& shifts) {
  for (Vec2 s : shifts)
    for (Vec2 q : points)
      if (near(p, q + s)) return true;
  return false;
}

// The shifts by which a figure draws whole copies of its shapes side by side (which-approach's
// three panels, tunnelling's frames): a polygon call whose every point is a shape point moved by
// the same amount, or a circle of a state circle's radius.
std::vector<Vec2> copy_shifts(const std::vector<DrawCall>& calls, const std::vector<Vec2>& points,
                              const std::vector<Shape>& state_circles) {
  std::vector<Vec2> shifts{{0, 0}};
  // A circle of a state circle's radius is that circle moved (tunnelling's frames).
  for (const DrawCall& c : calls)
    if ((c.kind == "circle" || c.kind == "fill_circle") && !c.points.empty())
      for (const Shape& s : state_circles)
        if (c.value == s.radius) shifts.push_back(c.points[0] - s.points[0]);
  for (const DrawCall& c : calls) {
    if ((c.kind != "polygon" && c.kind != "fill_polygon") || c.points.empty()) continue;
    for (Vec2 q : points) {
      const Vec2 s = c.points[0] - q;
      const bool all =
          std::all_of(c.points.begin(), c.points.end(), [&](Vec2 p) { return on_a_shape(p, points, {s}); });
      if (all) shifts.push_back(s);
    }
  }
  return shifts;
}

// A label that says a value or a verdict rather than a name or a title. A warning about the
// input ("Warning: the polygon crosses itself") is about the shapes, not the answer: it stays.
bool gives_a_value(const std::string& text, bool numbering) {
  if (text.starts_with("Warning: ")) return false;
  for (const char* word : {"=",   "\u2192", "collide", "apart", "inside", "outside", "touch", "gap", "overlap", "cross",
                           "hit", "meet",   "met",     "miss",  "side",   "decid",   "axis",  "MTV", "ccw",     "cw"})
    if (text.find(word) != std::string::npos) return true;
  // A lone sign is a value (side-of-line's vertex signs); "0" in a numbering 0, 1, 2… is a name.
  for (const char* sign : {"+", "\u2212", "0"})
    if (text == sign && !(numbering && text == "0")) return true;
  for (std::size_t i = 1; i + 1 < text.size(); ++i)  // a decimal number: 2.5
    if (text[i] == '.' && std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
        std::isdigit(static_cast<unsigned char>(text[i + 1])))
      return true;
  return false;
}

// What is wrong with one call of the predict drawing, or "".
std::string problem(const DrawCall& call, const std::vector<Vec2>& points, const std::vector<Vec2>& shifts,
                    bool numbering) {
  if (call.color.r != PredictCanvas::ink.r || call.color.g != PredictCanvas::ink.g ||
      call.color.b != PredictCanvas::ink.b)
    return "a colour other than the neutral ink";
  if (call.kind == "interval") return "a shadow";
  if (call.kind == "label")
    return gives_a_value(call.text, numbering) ? "the label \"" + call.text + "\" gives a value" : "";
  const bool all = call.kind == "polygon" || call.kind == "fill_polygon";
  for (std::size_t i = 0; i < (all ? call.points.size() : 1); ++i)
    if (!on_a_shape(call.points[i], points, shifts))
      return "a " + call.kind + " that does not start on a shape (" + std::to_string(call.points[i].x) + ", " +
             std::to_string(call.points[i].y) + ")";
  return "";
}

bool same(const DrawCall& a, const DrawCall& b) {
  return a.kind == b.kind && a.points == b.points && a.color == b.color && a.text == b.text && a.value == b.value &&
         a.value2 == b.value2 && a.offset == b.offset && a.size == b.size;
}

}  // namespace

TEST_CASE("predict mode: in every scene at every preset, only the shapes are drawn, in one ink") {
  for_every_preset([](Scene& scene) {
    RecordingCanvas out;
    PredictCanvas predict(out);
    scene.draw(predict);
    const auto points = shape_points(scene.state());
    std::vector<Shape> circles;
    for (const Shape& s : scene.state().shapes)
      if (s.kind == ShapeKind::Circle) circles.push_back(s);
    const auto shifts = copy_shifts(out.calls, points, circles);
    const bool numbering = std::any_of(out.calls.begin(), out.calls.end(),
                                       [](const DrawCall& c) { return c.kind == "label" && c.text == "1"; });
    int shapes_drawn = 0;
    for (const DrawCall& call : out.calls) {
      const std::string p = problem(call, points, shifts, numbering);
      CHECK_MESSAGE(p.empty(), p);
      shapes_drawn += call.kind != "label";
    }
    CHECK(shapes_drawn > 0);  // the shapes themselves are still there
  });
}

TEST_CASE("predict mode: the reveal draws what normal mode draws; predict leaves out exactly the answer parts") {
  for_every_preset([](Scene& scene) {
    const RecordingCanvas normal = drawn(scene);
    RecordingCanvas hidden;
    PredictCanvas predict(hidden);
    scene.draw(predict);
    const RecordingCanvas revealed = drawn(scene);
    REQUIRE(revealed.calls.size() == normal.calls.size());
    for (std::size_t i = 0; i < normal.calls.size(); ++i) CHECK(same(revealed.calls[i], normal.calls[i]));
    CHECK(normal.answer_depth == 0);  // every AnswerPart closed
    // The predict drawing is normal mode's calls outside the answer parts, in the ink.
    std::vector<DrawCall> kept;
    for (const DrawCall& c : normal.calls)
      if (!c.answer) kept.push_back(c);
    REQUIRE(kept.size() == hidden.calls.size());
    for (std::size_t i = 0; i < kept.size(); ++i) {
      CHECK(kept[i].kind == hidden.calls[i].kind);
      // Where: a label may say only its name in predict mode ("C" for "C (ABC: ccw)") and sit
      // elsewhere, and push-apart draws B where it was dragged, not where the push leaves it.
      const bool fill = kept[i].kind == "fill_polygon" || kept[i].kind == "fill_circle";
      const std::uint8_t alpha = fill ? std::min<std::uint8_t>(kept[i].color.a, 32) : kept[i].color.a;
      CHECK(hidden.calls[i].color == PredictCanvas::ink.with_alpha(alpha));
    }
    // Something was left out: every figure shows its answer somewhere.
    CHECK(kept.size() < normal.calls.size());
  });
}

// A shape's name inside its own fill (sat-breaks step 2's "square", on screen and in a handout)
// read poorly on the mid grey the dark ink made at a tint's alpha (#b8b8b8 under the square's
// name: 4.8:1, its paper halo showing white). Fills are a light grey now: the ink over the
// square's fill on the paper is at least 7:1 (WCAG AAA for small text), by the standard formula.
TEST_CASE("predict mode: a shape's name reads on its own fill, ink over the fill at least 7:1") {
  const auto scene = scene_named("sat-breaks");
  RecordingCanvas hidden;
  PredictCanvas predict(hidden);
  scene->draw(predict);
  int fills = 0;
  for (const DrawCall& call : hidden.calls) {
    if (call.kind != "fill_polygon") continue;
    ++fills;
    const double a = call.color.a / 255.0;  // the fill over the paper, as the canvas blends it
    auto over = [&](std::uint8_t ink, std::uint8_t paper) {
      return static_cast<std::uint8_t>(std::lround(a * ink + (1 - a) * paper));
    };
    const Color under{over(call.color.r, palette::background.r), over(call.color.g, palette::background.g),
                      over(call.color.b, palette::background.b)};
    CHECK(colour::contrast(PredictCanvas::ink, under) >= 7.0);
  }
  CHECK(fills >= 2);  // the C and the square
}

}  // namespace lab::testing::test_predict_drawing
