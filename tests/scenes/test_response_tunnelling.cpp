// The tunnelling scene: the wall is the rectangle x 0 … w, y −2 … 2; the ball (radius 0.25) or
// the 0.5 box starts left of it and moves right by speed ÷ fps each frame. Head on it overlaps
// the wall while its middle is within w + 0.5 of the wall's left side minus 0.25, so a step up
// to w + 0.5 always lands a frame on the wall. Frames, colours and captions checked by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "headless_imgui.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/predict_canvas.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_tunnelling {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

std::unique_ptr<lab::Scene> ball(double x, double speed, double wall = 0.25, double fps = 60) {
  return scene_from_preset("tunnelling", 0, [&](lab::SceneState& state) {
    state.options["mode"] = 0;
    state.shape("wall").points = {{0, -2}, {wall, 2}};
    state.shape("ball").points = {{x, 0}};
    state.shape("ball").radius = 0.25;
    state.options["speed"] = speed;
    state.options["fps"] = fps;
  });
}

// The rims drawn in light grey dashes (the frames past the hit): the centre x of each ball of
// radius 0.25 on y = 0 whose rim the dashes lie on (its 32-gon: within 0.0025), left to right,
// once for each rim whose dashes leave gaps (cover 50 … 70 % of it: 9 pixels on, 6 off); a dash
// on no such rim gives a NaN.
std::vector<double> dashed_rims(const RecordingCanvas& c, const std::vector<double>& candidates) {
  std::vector<double> covered(candidates.size(), 0.0);
  std::vector<double> out;
  for (const auto& call : c.of("dashed_segment")) {
    if (!(call.color == palette::untested) || call.legend) continue;
    std::size_t on = candidates.size();
    for (std::size_t i = 0; i < candidates.size(); ++i)
      if (std::all_of(call.points.begin(), call.points.end(),
                      [&](Vec2 p) { return std::abs(std::hypot(p.x - candidates[i], p.y) - 0.25) < 0.0025; }))
        on = i;
    if (on == candidates.size()) return {std::nan("")};
    covered[on] += std::hypot(call.points[1].x - call.points[0].x, call.points[1].y - call.points[0].y);
  }
  const double rim = 2 * 3.14159265358979 * 0.25;  // a little more than the 32-gon's
  for (std::size_t i = 0; i < candidates.size(); ++i)
    if (covered[i] > 0.5 * rim && covered[i] < 0.7 * rim) out.push_back(candidates[i]);
  return out;
}

// The centres of the circles drawn in `color`, left to right.
std::vector<double> circles_x(const RecordingCanvas& c, lab::Color color) {
  std::vector<double> out;
  for (const auto& call : c.of("circle"))
    if (call.color == color) out.push_back(call.points[0].x);
  std::sort(out.begin(), out.end());
  return out;
}

TEST_CASE("tunnelling: 120 units/s at 60 fps steps 2; from x = −5 the frames at −5, −3, −1, 1 all miss") {
  // Step 120 / 60 = 2 > 0.25 + 0.5 = 0.75. Frame 2 (x = −1) ends at −0.75, short of the wall;
  // frame 3 (x = 1) starts at 0.75, past its far side 0.25.
  auto s = ball(-5, 120);
  CHECK(s->caption() == "4 frames, none on the wall: it tunnelled → missed (at 60 fps, safe only up to 45 units/s)");
  const auto c = drawn(*s);
  CHECK(circles_x(c, palette::shape_b) == std::vector<double>{-5});
  CHECK(circles_x(c, palette::muted) == std::vector<double>{-3, -1, 1});
  CHECK(circles_x(c, palette::collide).empty());
  // The step over the wall: frame 2's centre to frame 3's, dashed, with its length against 0.75.
  REQUIRE(c.count("dashed_segment", palette::deciding) == 1);
  CHECK(c.of("dashed_segment").front().points == std::vector<Vec2>{{-1, 0}, {1, 0}});
  CHECK(c.has_label("one step: 2 > 0.75"));
  CHECK(c.has_label("wall"));
}

TEST_CASE("tunnelling: 30 units/s steps 0.5; from x = −3 frame 6 lands on x = 0, in the wall") {
  auto s = ball(-3, 30);
  CHECK(s->caption() == "frame 6 overlaps the wall → hit (at 60 fps, safe up to 45 units/s)");
  const auto c = drawn(*s);
  CHECK(circles_x(c, palette::collide) == std::vector<double>{0});
  // Frames 1 … 5 tested and missed; 7 and 8 (x = 0.5, 1), where the ball would go on to the first
  // frame wholly past the wall, never tested (issue 26: so predict mode shows the same ghosts),
  // drawn as those, rubbed out with paper and dashed in light grey (dashed_rims).
  CHECK(circles_x(c, palette::muted) == std::vector<double>{-2.5, -2, -1.5, -1, -0.5, 0.5, 1});
  CHECK(circles_x(c, palette::background) == std::vector<double>{0.5, 1});
  CHECK(dashed_rims(c, {-0.5, 0, 0.5, 1}) == std::vector<double>{0.5, 1});
  CHECK(c.has_label("frame 6 hits"));
  CHECK(c.count("dashed_segment", palette::deciding) == 0);
}

TEST_CASE("tunnelling: at exactly the limit (45 units/s, step 0.75) frame 4 at x = −0.25 just touches") {
  auto s = ball(-3.25, 45);
  CHECK(s->caption() == "frame 4 touches the wall → hit (at 60 fps, safe up to 45 units/s)");
  CHECK(drawn(*s).has_label("frame 4 touches"));
}

TEST_CASE("tunnelling: a wall 0.1 thick and a ball 0.5 across: 30 units/s (step 0.5 ≤ 0.6) never tunnels") {
  // The limit is (0.1 + 0.5) × 60 = 36 units/s. From any start a step of 0.5 lands a frame with
  // its centre in [−0.25, 0.35]; at 60 units/s (step 1) from x = −3.5 the frames −0.5 and 0.5
  // straddle it: −0.5 + 0.25 < 0 and 0.5 − 0.25 > 0.1.
  for (double x : {-3.0, -2.9, -2.8, -2.75, -2.6, -2.55}) {
    auto s = ball(x, 30, 0.1);
    INFO("start x = " << x << ": " << s->caption());
    CHECK(s->caption().find("→ hit (at 60 fps, safe up to 36 units/s)") != std::string::npos);
  }
  auto fast = ball(-3.5, 60, 0.1);
  CHECK(fast->caption() == "5 frames, none on the wall: it tunnelled → missed (at 60 fps, safe only up to 36 units/s)");
}

TEST_CASE("tunnelling: a ball passing above the wall is missed because its path is, not by tunnelling") {
  auto s = ball(-3, 120);
  change_state(*s, [&](lab::SceneState& state) { state.shape("ball").points = {{-3, 3}}; });
  CHECK(s->caption() == "3 frames, none on the wall, nor is the path → missed");
  CHECK(drawn(*s).count("dashed_segment", palette::deciding) == 0);
}

TEST_CASE("tunnelling: the box mode from a state's options draws boxes, and tunnels the same way") {
  auto s = lab::testing::scene_named("tunnelling");
  auto state = s->presets().front().state;  // names every mode's shapes
  state.options["mode"] = 1;
  state.options["speed"] = 120;
  state.shape("box").points = {{-5.25, -0.25}, {-4.75, 0.25}};
  s->set_state(state);
  // Only the wall and the box are kept, so nothing hidden can be dragged.
  REQUIRE(s->state().shapes.size() == 2);
  CHECK(s->state().shapes[1].name == "box");
  CHECK(s->caption() == "4 frames, none on the wall: it tunnelled → missed (at 60 fps, safe only up to 45 units/s)");
  const auto c = drawn(*s);
  const std::vector<Vec2> frame3{{0.75, -0.25}, {1.25, -0.25}, {1.25, 0.25}, {0.75, 0.25}};
  CHECK(std::any_of(c.calls.begin(), c.calls.end(), [&](const auto& call) {
    return call.kind == "polygon" && call.color == palette::muted && call.points == frame3;
  }));
  CHECK(c.of("circle").empty());
}

TEST_CASE("tunnelling: a speed or frame rate that is not a positive number gives no verdict and says which") {
  auto zero = ball(-3, 0);
  CHECK(zero->caption() == "no verdict: option speed is 0: it must be a positive number of units per second");
  auto nan = ball(-3, 30, 0.25, std::nan(""));
  CHECK(nan->caption() == "no verdict: option fps is NaN: it must be a positive number of frames per second");
  CHECK(drawn(*nan).of("circle").empty());
  auto mode = ball(-3, 30);
  change_state(*mode, [&](lab::SceneState& state) { state.options["mode"] = 2; });
  CHECK(mode->caption() == "no verdict: unknown mode 2 (0 ball, 1 box)");
}

TEST_CASE("tunnelling: a ball clipping the wall's corner has this path's limit, under the head-on one") {
  // Centre 0.1 above the wall's top: the ball reaches the top edge while its centre is within
  // √(0.25² − 0.1²) = 0.2291 of x 0 … 0.25, a stretch 0.7083 long: 0.7083 × 60 = 42.50 units/s,
  // under the head-on 45. Steps of 0.74 (44.4 units/s) from x = −1.71 put frames at −0.23 and
  // 0.51, just outside it either side: over this path's limit, it tunnels.
  auto s = ball(-1.71, 44.4);
  change_state(*s, [&](lab::SceneState& state) { state.shape("ball").points = {{-1.71, 2.1}}; });
  CHECK(s->caption() == "4 frames, none on the wall: it tunnelled → missed (at 60 fps, safe only up to 42.5 units/s)");
}

TEST_CASE("tunnelling: a hair off the corner at 45 units/s, the limit 44.99999999 is not printed as the speed, 45.0") {
  // A ball of radius 0.3125 whose centre is 0.1875 above the wall's top reaches its top edge
  // while its centre is within √(0.3125² − 0.1875²) = 0.25 of x 0 … 0.25: a stretch 0.75 long,
  // the step at 45 units/s, so frame 4 at x = −0.25 touches the corner (0, 2) exactly. 10⁻¹⁰
  // higher the stretch is 0.25 + 2·√(0.3125² − 0.1875000001²) = 0.74999999985 (by hand, to
  // first order: 0.75 − 2·0.1875·10⁻¹⁰/0.25), and the limit 60 times that, 44.999999991:
  // frames 4 and 5 (x −0.25 and 0.5) miss by a hair either side and it tunnels. Three
  // significant digits printed "safe only up to 45.0" beside a speed of 45, and the step
  // "0.75 > 0.750"; each now prints until it reads on its own side.
  auto s = ball(-3.25, 45);
  change_state(*s, [&](lab::SceneState& state) {
    state.shape("ball").points = {{-3.25, 2.1875}};
    state.shape("ball").radius = 0.3125;
  });
  CHECK(s->caption() == "frame 4 touches the wall → hit (at 60 fps, safe up to 45 units/s)");
  change_state(*s, [&](lab::SceneState& state) { state.shape("ball").points = {{-3.25, 2.1875000001}}; });
  CHECK(s->caption() ==
        "7 frames, none on the wall: it tunnelled → missed (at 60 fps, safe only up to 44.99999999 units/s)");
  CHECK(drawn(*s).has_label("one step: 0.75 > 0.7499999998"));
  const HeadlessImGui imgui;
  const std::string panel = panel_text([&] { s->panel(); });
  INFO(panel);
  CHECK(panel.find("overlaps the wall for 0.7499999998:") != std::string::npos);
  CHECK(panel.find("tunnels up to 0.7499999998 × 60 = 44.99999999 units/s.") != std::string::npos);
}

// A ball of radius 0.25 centred at `centre`, at `speed` and 60 fps, past the wall x 0 … 0.25.
std::unique_ptr<lab::Scene> ball_at(Vec2 centre, double speed) {
  auto s = ball(centre.x, speed);
  change_state(*s, [&](lab::SceneState& state) { state.shape("ball").points = {centre}; });
  return s;
}

// The frame table's x, as printed() lists it (the very strings the table draws).
std::string frame_x(const lab::Scene& s, int frame) {
  for (const auto& p : s.printed())
    if (p.of == "frame " + std::to_string(frame) + "'s middle, x") return p.text;
  return "";
}

TEST_CASE("tunnelling: an x of exactly 0 reads 0; one a rounding off 0 reads 0.0000") {
  // −3 + 6 × 30 ÷ 60 = 0 (the first preset), and −1 + 10 × 6 ÷ 60 = 0 though the step 0.1 is a
  // rounded double (a ball passing above the wall, so no frame stops the table): each is exactly
  // 0 in the numbers given, and reads as itself, "0".
  auto s = ball(-3, 30);
  CHECK(frame_x(*s, 5) == "−0.5");
  CHECK(frame_x(*s, 6) == "0");
  const HeadlessImGui imgui;
  CHECK(panel_text([&] { s->panel(); }).find("0.0000") == std::string::npos);
  CHECK(frame_x(*ball_at({-1, 3}, 6), 10) == "0");
  // A box from −2.3 to −1.7 (its middle −1.99999999999999989 in doubles), four steps of 0.5 on:
  // 1.1e−16, not 0, though its rounded middle plus 2 comes out 0. "0.0000" is true of it.
  auto box = scene_from_preset("tunnelling", 0, [&](lab::SceneState& state) {
    state.options["mode"] = 1;
    state.options["speed"] = 30;
    state.options["fps"] = 60;
    state.shape("wall").points = {{0, -2}, {0.25, 2}};
    state.shape("box").points = {{-2.3, -0.3}, {-1.7, 0.3}};
  });
  CHECK(frame_x(*box, 4) == "0.0000");
}

TEST_CASE("tunnelling: grazing the wall's top at 40 units/s, the name 'wall' keeps clear of every frame and the path") {
  // The app's view at 1280×800, about 115 pixels a unit: a ball 0.25 in radius is 29 pixels, and
  // the name (38 × 22 pixels in the app's font) fitted whole inside frame 5 at (0.433, 2.2), over
  // the path, crossing none of its outline. Every ball here lies across y = 2.2, its rim 0.25 out.
  auto s = ball_at({-2.9, 2.2}, 40);
  RecordingCanvas c;
  c.visible = {-4.98, -2.95, 920.0 / 115, 740.0 / 115};
  c.units_per_pixel = 1.0 / 115;
  // DejaVu Sans's "wall" is 0.43 em a glyph (the font-free estimate's 0.6 would not fit in a ball).
  c.measure = [](std::string_view text, lab::TextSize size) {
    return 0.43 * lab::Canvas::font_pixels(size) * static_cast<double>(text.size());
  };
  s->draw(c);
  int walls = 0, balls = 0;
  for (const auto& l : c.of("label")) {
    if (l.text != "wall") continue;
    ++walls;
    const auto box = lab::figures::label_box(c, l.points[0], l.offset, l.text, l.size);
    CAPTURE(box.x0);
    CAPTURE(box.y0);
    CHECK((box.y0 > 2.2 || box.y1 < 2.2));  // off the path
    for (const auto& circle : c.of("circle")) {
      ++balls;
      const Vec2 p = circle.points[0];
      const Vec2 nearest{std::clamp(p.x, box.x0, box.x1), std::clamp(p.y, box.y0, box.y1)};
      CHECK(std::hypot(nearest.x - p.x, nearest.y - p.y) > circle.value);
    }
  }
  CHECK(walls == 1);
  CHECK(balls >= 7);
}

TEST_CASE("predict mode shows the ball at frame 0 and its path, no ghost: where a frame lands is the answer") {
  // 30 units/s from x = −3 steps 0.5: frame 6 (x = 0) hits and the test stops there. Predict mode
  // once drew every ghost, frame 6's inside the wall, so "hit or miss?" was answered by looking
  // (issue 26; the fast-objects lesson's step 5). Now it draws the ball where it starts and the
  // path's arrow to the first frame wholly past the wall, as a miss's does: frame 8, x = 1
  // (1 − 0.25 > 0.25), so the arrow's length gives nothing away either. No frame numbers.
  auto hit = ball(-3, 30);
  RecordingCanvas c;
  lab::PredictCanvas predict(c);
  hit->draw(predict);
  CHECK(circles_x(c, lab::PredictCanvas::ink) == std::vector<double>{-3});
  for (const char* number : {"0", "1", "5", "6", "7", "8"}) CHECK_FALSE(c.has_label(number));
  REQUIRE(c.of("arrow").size() == 1);
  CHECK(c.of("arrow").front().points.back().x == doctest::Approx(1));
  REQUIRE(hit->frame());
  CHECK(hit->frame()->x + hit->frame()->w > 1.25);
  // The reveal draws the ghosts, and says the two past the hit were never tested.
  const auto whole = drawn(*hit);
  CHECK(circles_x(whole, palette::muted) == std::vector<double>{-2.5, -2, -1.5, -1, -0.5, 0.5, 1});
  CHECK(circles_x(whole, palette::background) == std::vector<double>{0.5, 1});
  CHECK(dashed_rims(whole, {-0.5, 0, 0.5, 1}) == std::vector<double>{0.5, 1});
  CHECK(circles_x(whole, palette::collide) == std::vector<double>{0});
  CHECK(whole.has_label("not tested after the hit"));
  CHECK(whole.has_label("6"));
  // The tunnelling ball (120 units/s from −5, frames at −5, −3, −1, 1): the same, its arrow to 1.
  auto fast = ball(-5, 120);
  RecordingCanvas f;
  lab::PredictCanvas fast_predict(f);
  fast->draw(fast_predict);
  CHECK(circles_x(f, lab::PredictCanvas::ink) == std::vector<double>{-5});
  REQUIRE(f.of("arrow").size() == 1);
  CHECK(f.of("arrow").front().points.back().x == doctest::Approx(1));
  CHECK(circles_x(drawn(*fast), palette::muted) == std::vector<double>{-3, -1, 1});
}

}  // namespace test_response_tunnelling
