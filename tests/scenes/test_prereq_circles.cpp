// "circles": every test compares a squared distance with a squared radius.
#include <doctest/doctest.h>

#include <cmath>

#include "collide/vec.hpp"
#include "scenes/figures/draw.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_circles {

using namespace lab;
using namespace lab::testing;

TEST_CASE("circles: start, C₁ = (−2, −1) r 2 and C₂ = (2, 0.5) r 3 overlap") {
  // |C₁C₂|² = 4² + 1.5² = 18.25 ≤ (2 + 3)² = 25.
  auto scene = scene_named("circles");
  CHECK(scene->caption() == "|C₁C₂|² = 18.25 < (r₁ + r₂)² = 25 → they collide");
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("segment", palette::inside) == 1);  // the centre line, green: collide
  CHECK(canvas.has_label("|C₁C₂|² = 18.25"));
  CHECK(canvas.has_label("r₁ = 2"));
  CHECK(canvas.has_label("r₂ = 3"));
  CHECK(canvas.count("circle", palette::shape_a) == 1);
  CHECK(canvas.count("circle", palette::shape_b) == 1);
}

TEST_CASE("circles: each centre's name is clear of the distance line and of its radius") {
  // "C₁" was drawn up and to the right of its dot, on the centre line to C₂ (start position).
  // Every preset, at the app's start scale (1/82 unit per pixel) and the recording canvas's 0.02.
  auto scene = scene_named("circles");
  for (double units_per_pixel : {1.0 / 82, 0.02})
    for (const auto& preset : scene->presets()) {
      CAPTURE(units_per_pixel);
      CAPTURE(preset.name);
      scene->set_state(preset.state);
      RecordingCanvas canvas;
      canvas.units_per_pixel = units_per_pixel;
      scene->draw(canvas);
      int names = 0;
      for (const auto& c : canvas.of("label")) {
        if (c.text != "C₁" && c.text != "C₂" && c.text != "C") continue;
        CAPTURE(c.text);
        ++names;
        // The lines that end at this centre: the distance line (solid or dashed) and the radius.
        std::vector<std::vector<collide::Vec2>> lines;
        for (const auto& s : canvas.calls)
          if ((s.kind == "segment" || s.kind == "dashed_segment") &&
              (s.points[0] == c.points[0] || s.points[1] == c.points[0]))
            lines.push_back(s.points);
        CHECK(lines.size() == 2);
        CHECK_FALSE(figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, lines, 2));
        CHECK(figures::label_in_view(canvas, c.points[0], c.offset, c.text, c.size));
      }
      CHECK(names == (preset.name.rfind("circles", 0) == 0 ? 2 : 1));
    }
}

TEST_CASE("circles: the squared distance and limit beside the distance line are clear of it") {
  // With C₂ below and to the right of C₁ the line ran through "(r₁ + r₂)² = …" (and, steeper,
  // through "|C₁C₂|² = …"), both hung below and to the right of its middle. Every preset, and
  // C₂ moved round C₁, at the app's start scale and the recording canvas's.
  auto scene = scene_named("circles");
  std::vector<SceneState> states;
  for (const auto& preset : scene->presets()) states.push_back(preset.state);
  for (Vec2 c2 : {Vec2{2, -2}, Vec2{3, -1}, Vec2{1, -4}, Vec2{4, -0.5}, Vec2{-3, -3}, Vec2{0.5, 4}}) {
    auto moved = scene->presets().front().state;  // circles overlap
    moved.shape("C₁").points = {{-2, 1}};
    moved.shape("C₂").points = {c2};
    states.push_back(moved);
  }
  for (double units_per_pixel : {1.0 / 82, 0.02})
    for (const auto& state : states) {
      CAPTURE(units_per_pixel);
      scene->set_state(state);
      RecordingCanvas canvas;
      canvas.units_per_pixel = units_per_pixel;
      scene->draw(canvas);
      int found = 0;
      for (const auto& c : canvas.of("label")) {
        if (c.text.find("|² = ") == std::string::npos && c.text.find(")² = ") == std::string::npos &&
            c.text.rfind("r² = ", 0) != 0)
          continue;
        CAPTURE(c.text);
        ++found;
        // The distance line: the segment (solid or dashed) whose middle the texts hang from.
        std::vector<std::vector<collide::Vec2>> lines;
        for (const auto& s : canvas.calls)
          if ((s.kind == "segment" || s.kind == "dashed_segment") && s.points.size() == 2 &&
              collide::dot((s.points[0] + s.points[1]) * 0.5 - c.points[0],
                           (s.points[0] + s.points[1]) * 0.5 - c.points[0]) < 1e-18)
            lines.push_back(s.points);
        REQUIRE(lines.size() == 1);
        CHECK_FALSE(figures::label_crosses(canvas, c.points[0], c.offset, c.text, c.size, lines, 2));
        CHECK(figures::label_in_view(canvas, c.points[0], c.offset, c.text, c.size));
      }
      CHECK(found == 2);
    }
}

TEST_CASE("circles: touching and apart") {
  auto scene = scene_at_preset("circles", "circles touch");  // |C₁C₂|² = 3² + 4² = 25
  CHECK(scene->caption() == "|C₁C₂|² = 25 = (r₁ + r₂)² = 25 → they touch");
  // Dragging C₂'s rim in from 3 to 2.5: (2 + 2.5)² = 20.25 < 25.
  change_state(*scene, [&](lab::SceneState& state) { state.shape("C₂").radius = 2.5; });
  CHECK(scene->caption() == "|C₁C₂|² = 25 > (r₁ + r₂)² = 20.25 → apart");
  CHECK(drawn(*scene).count("segment", palette::outside) == 1);  // orange: apart
}

TEST_CASE("circles: point in circle, C = (0, 0) r 5") {
  auto scene = scene_at_preset("circles", "P inside");  // 2² + 3² = 13
  CHECK(scene->caption() == "|CP|² = 13 < r² = 25 → P is inside");
  load_preset(*scene, "P on the rim");  // 3² + 4² = 25
  CHECK(scene->caption() == "|CP|² = 25 = r² = 25 → P is on the circle (inside)");
  load_preset(*scene, "P outside");  // 5² + 4² = 41
  CHECK(scene->caption() == "|CP|² = 41 > r² = 25 → P is outside");
  CHECK(drawn(*scene).has_label("|CP|² = 41"));
}

TEST_CASE("circles: segment vs circle measures to the closest point Q") {
  auto scene = scene_at_preset("circles", "segment touches");  // y = 3 from x = −4 to 4: Q = (0, 3), 9 = 9
  CHECK(scene->caption() == "Q is AB's point nearest C: |CQ|² = 9 = r² = 9 → they touch");
  const auto canvas = drawn(*scene);
  const auto q = canvas.of("dashed_segment");
  REQUIRE(q.size() == 1);
  CHECK(q[0].points[1] == collide::Vec2{0, 3});
  load_preset(*scene, "segment apart, end nearest");  // Q = A = (4, 0): 16 > 9
  CHECK(scene->caption() == "Q is AB's point nearest C: |CQ|² = 16 > r² = 9 → apart");
  load_preset(*scene, "segment crosses");
  CHECK(scene->caption().find("→ they collide") != std::string::npos);
}

TEST_CASE("circles: a squared distance just above the limit is not printed as equal") {
  // C₂ one hair (one ulp of 1) to the right of touching.
  auto scene = scene_at_preset("circles", "circles touch");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("C₂").points[0].x = std::nextafter(1.0, 2.0); });
  // (3 + 2⁻⁵²)² + 4² rounds to exactly 25, but the exact comparison says apart.
  CHECK(scene->caption() == "|C₁C₂|² = 25 + ε > (r₁ + r₂)² = 25 → apart");
}

TEST_CASE("circles: a negative radius is refused with its name") {
  auto scene = scene_named("circles");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("C₂").radius = -1; });
  CHECK(scene->caption().rfind("No verdict: ", 0) == 0);
  CHECK(scene->warnings().at(0).find("C₂") != std::string::npos);
  CHECK(drawn(*scene).calls.empty());
}

// Presenting at 1920×1080 the text is 1080/800 × 18/13 larger for a figure that fills the window,
// fitted as the app fits it (the circles' box, 50 px round it, the caption's strip below): the
// circles fill the view's height, and "(r₁ + r₂)² = 4" went over C₂'s rim for C₁ (0, 0) r 1 and
// C₂ (1, 0) r 1, there being no place clear of both rims within 120 px of the distance line's
// middle. Both numbers are clear of both rims, beside the circles where need be.
TEST_CASE("circles presenting at 1920×1080: the squared distance and limit are clear of both rims") {
  const double k = 1080.0 / 800 * 18 / 13, w = 1920 / k, h = 1080 / k, margin = 50, bottom = 63;
  for (Vec2 c2 : {Vec2{1, 0}, Vec2{1.5, 0.5}, Vec2{2, 0}, Vec2{0.5, 1}, Vec2{1.2, -1}, Vec2{0, 1.5}})
    for (double r2 : {1.0, 0.6, 1.5}) {
      auto scene = scene_with("circles", [&](SceneState& state) {
        state.shape("C₁").points = {{0, 0}};
        state.shape("C₁").radius = 1;
        state.shape("C₂").points = {c2};
        state.shape("C₂").radius = r2;
      });
      const collide::Circle a{{0, 0}, 1}, b{c2, r2};
      const Vec2 lo{std::min(-1.0, c2.x - r2), std::min(-1.0, c2.y - r2)};
      const Vec2 hi{std::max(1.0, c2.x + r2), std::max(1.0, c2.y + r2)};
      const double scale = std::min((w - 2 * margin) / (hi.x - lo.x), (h - 2 * margin - bottom) / (hi.y - lo.y));
      const Vec2 mid{(lo.x + hi.x) / 2, (lo.y + hi.y) / 2 - bottom / 2 / scale};
      RecordingCanvas canvas;
      canvas.panel_hidden = true;  // presenting: no panel, the key in the figure
      canvas.units_per_pixel = 1 / scale;
      canvas.visible = {mid.x - w / 2 / scale, mid.y - h / 2 / scale, w / scale, h / scale};
      scene->draw(canvas);
      CAPTURE(c2.x);
      CAPTURE(c2.y);
      CAPTURE(r2);
      const std::vector<std::vector<Vec2>> rims{figures::circle_outline(a, 64), figures::circle_outline(b, 64)};
      int numbers = 0;
      for (const auto& l : canvas.of("label"))
        if (l.text.starts_with("(r₁ + r₂)² = ") || l.text.starts_with("|C₁C₂|² = ")) {
          CAPTURE(l.text);
          CHECK(figures::label_in_view(canvas, l.points[0], l.offset, l.text, l.size));
          CHECK_FALSE(figures::label_crosses(canvas, l.points[0], l.offset, l.text, l.size, rims));
          ++numbers;
        }
      CHECK(numbers == 2);
    }
}

}  // namespace test_prereq_circles
