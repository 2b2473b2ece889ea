// Issue 25 in the response chapter's scenes: a named edge is the one where it happens (parallel
// edges share an axis), and a printed number is the true value at the places printed. Each case
// is a reproducer from the issue, its answer worked out by hand in the comment above it.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "captions/response.hpp"
#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_true_names {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

using Points = std::vector<Vec2>;

// The figure's dashed segments in the deciding colour, each as its two ends.
std::vector<Points> dashed(const RecordingCanvas& c) {
  std::vector<Points> out;
  for (const auto& call : c.of("dashed_segment"))
    if (call.color == palette::deciding) out.push_back(call.points);
  return out;
}

// Whether a segment was dashed between p and q (either way round).
bool dashed_between(const RecordingCanvas& c, Vec2 p, Vec2 q) {
  const auto all = dashed(c);
  return std::any_of(all.begin(), all.end(), [&](const Points& s) {
    return s.size() == 2 && ((s[0] == p && s[1] == q) || (s[0] == q && s[1] == p));
  });
}

std::string panel_of(lab::Scene& scene) {
  const HeadlessImGui imgui;
  return panel_text([&] { scene.panel(); });
}

std::unique_ptr<lab::Scene> swept(Points a, Points b, Vec2 end) {
  return scene_with("swept-test", [&](lab::SceneState& state) {
    state.options["mode"] = 0;
    state.shape("A").points = std::move(a);
    state.shape("B").points = std::move(b);
    state.shape("end").points = {end};
  });
}

const Points kTall{{-1, -2}, {1, -2}, {1, 2}, {-1, 2}};  // swept-test's A: e0 bottom, e1 right, e2 top, e3 left
Points unit_square(double x0, double y0) { return {{x0, y0}, {x0 + 1, y0}, {x0 + 1, y0 + 1}, {x0, y0 + 1}}; }

TEST_CASE("swept-test: B coming from the left first touches A's left edge e3, not e1") {
  // A spans x 0 … 2; B x −5 … −4, middle (−4.5, 0.5), end (1, 0.5): velocity (5.5, 0). B's right
  // side reaches A's left side x = 0 at t = 4 / 5.5 = 0.727…, moving +x: through A's e3 (the
  // edge from (0, 2) to (0, −2), outward normal (−1, 0)). It leaves A's shadow at 7 / 5.5 = 1.273.
  auto s = swept({{0, -2}, {2, -2}, {2, 2}, {0, 2}}, {{-5, 0}, {-4, 0}, {-4, 1}, {-5, 1}}, {1, 0.5});
  CHECK(s->caption() == "B first touches A at t = 0.73 on A's e3 → hit");
  const auto c = drawn(*s);
  REQUIRE(dashed(c).size() == 1);
  CHECK(dashed_between(c, {0, 2}, {0, -2}));
  // The table: the e3 row is the one marked "last in" (its times are e1's, the same axis), its
  // name after ▶ and a hair space (swept_axis_table's marked_name).
  const std::string panel = panel_of(*s);
  CHECK(panel.find("| ▶\u200AA's e3 | 0.727 | 1.273 | last in |") != std::string::npos);
  CHECK(panel.find("| A's e1 | 0.727 | 1.273 | |") != std::string::npos);
}

TEST_CASE("swept-test: B falling onto A's top touches e2; passing above it, e2 is the edge cited") {
  // B x −0.5 … 0.5, y 4 … 5, middle (0, 4.5), end (0, 1): velocity (0, −3.5). The gap 4 − 2 = 2
  // closes at 3.5: t = 0.571…, through A's top e2.
  auto down = swept(kTall, {{-0.5, 4}, {0.5, 4}, {0.5, 5}, {-0.5, 5}}, {0, 1});
  CHECK(down->caption() == "B first touches A at t = 0.57 on A's e2 → hit");
  CHECK(dashed_between(drawn(*down), {1, 2}, {-1, 2}));
  // B y 3 … 4 moving left by 7: it never moves along y, and stays 1 above A's top. It moves, so
  // not "does not move": parallel to e2, the edge whose side it is on.
  auto above = swept(kTall, unit_square(3, 3), {-3.5, 3.5});
  CHECK(above->caption() == "B moves parallel to A's e2, never nearer across it: the shadows stay apart → miss");
  const auto c = drawn(*above);
  REQUIRE(dashed(c).size() == 1);
  CHECK(dashed_between(c, {1, 2}, {-1, 2}));
}

TEST_CASE("swept-test: a B that does not move says so, across the edge on its side") {
  // B x 3 … 4 to A's right, end at its own middle: no motion; the first axis apart is x (A's e1
  // and e3), and B is on e1's side.
  auto s = swept(kTall, unit_square(3, -0.5), {3.5, 0});
  CHECK(s->caption() == "B does not move and the shadows on A's e1 stay apart → miss");
}

TEST_CASE("swept-test: a miss by the corner cites A's top and left edges, in caption and table alike") {
  // B x 2 … 3, y 5 … 6, middle (2.5, 5.5), end (−2.5, 3.5): velocity (−5, −2). On y B's bottom
  // meets A's top (2) at t = 3 / 2 = 1.5, coming down through e2; on x B's right passes A's left
  // (−1) at t = 4 / 5 = 0.8, leaving through e3. 1.5 > 0.8: never all at once. The table rows:
  // y enters at 1.5 and exits when B's top (6) passes A's bottom (−2), at 8 / 2 = 4; x enters
  // when B's left (2) reaches A's right (1), at 1 / 5 = 0.2.
  auto s = swept(kTall, unit_square(2, 5), {-2.5, 3.5});
  CHECK(s->caption() ==
        "the shadows overlap on A's e2 from t = 1.5 but on A's e3 only until t = 0.8: never all at once → miss");
  const auto c = drawn(*s);
  CHECK(dashed(c).size() == 2);
  CHECK(dashed_between(c, {1, 2}, {-1, 2}));
  CHECK(dashed_between(c, {-1, 2}, {-1, -2}));
  const std::string panel = panel_of(*s);
  CHECK(panel.find("| ▶\u200AA's e2 | 1.5 | 4 | last in |") != std::string::npos);
  CHECK(panel.find("| ▶\u200AA's e3 | 0.2 | 0.8 | first out |") != std::string::npos);
}

TEST_CASE("swept-test circle mode: a circle sliding along A's top touches e2 from t = 0.375") {
  // Radius 0.5, centre y 2.5: exactly r above the top edge y = 2. From x = 4 to x = −4 (8 per
  // step) its lowest point is on the edge x −1 … 1 while 4 − 8t is in [−1, 1]: t 0.375 … 0.625.
  // From the circle preset, which names the circle.
  auto s = scene_from_preset("swept-test", 3, [&](lab::SceneState& state) {
    state.shape("A").points = kTall;
    state.shape("circle B").points = {{4, 2.5}};
    state.shape("circle B").radius = 0.5;
    state.shape("end").points = {{-4, 2.5}};
  });
  const std::string panel = panel_of(*s);
  CHECK(panel.find("| e2 | t = 0.375 |") != std::string::npos);
  CHECK(panel.find("| e2 | never |") == std::string::npos);
}

std::unique_ptr<lab::Scene> push(Points b) {
  return scene_with("push-apart", [&](lab::SceneState& state) {
    state.options["mode"] = 0;
    state.shape("A").points = {{-3, -2}, {3, -2}, {3, 2}, {-3, 2}};
    state.shape("B").points = std::move(b);
  });
}

TEST_CASE("push-apart: B sunk 0.5 into A's left side leaves through e3, to the left") {
  // A x −3 … 3; B x −5.5 … −2.5: out to the left by −2.5 − (−3) = 0.5 (to the right it is 5.5).
  auto s = push({{-5.5, -1}, {-2.5, -1}, {-2.5, 1}, {-5.5, 1}});
  CHECK(s->caption() == "least push-out 0.5, on A's e3: the arrow moves B out of A by 0.5 → they collide");
  const auto c = drawn(*s);
  REQUIRE(dashed(c).size() == 1);
  CHECK(dashed_between(c, {-3, 2}, {-3, -2}));
  REQUIRE(c.count("arrow", palette::deciding) == 1);
  CHECK(c.of("arrow").front().points == Points{{-4, 0}, {-4.5, 0}});
  const std::string panel = panel_of(*s);
  CHECK(panel.find("| ▶ A's e3 (least) | 0.5 |") != std::string::npos);
}

TEST_CASE("push-apart: B far above and right: the gap the caption cites is across A's top, not 'least'") {
  // B x 3.5 … 5.5, y 10 … 12: gap 0.5 in x, 8 in y. The first axis with a gap in book order is
  // y (A's e0 and e2); B is above, across A's e2. Nothing to push, so no overlap is "least".
  auto s = push({{3.5, 10}, {5.5, 10}, {5.5, 12}, {3.5, 12}});
  CHECK(s->caption() == "a gap on A's e2: nothing to push → apart");
  CHECK(dashed_between(drawn(*s), {3, 2}, {-3, 2}));
  const std::string panel = panel_of(*s);
  CHECK(panel.find("(least)") == std::string::npos);
  CHECK(panel.find("| ▶ A's e2 | gap 8 |") != std::string::npos);
  CHECK(panel.find("| A's e1 | gap 0.5 |") != std::string::npos);
}

std::unique_ptr<lab::Scene> minkowski(Points a, Points b) {
  return scene_with("minkowski-difference", [&](lab::SceneState& state) {
    state.shape("A").points = std::move(a);
    state.shape("B").points = std::move(b);
  });
}

TEST_CASE("minkowski-difference: shapes 0.0001 apart in size list four corners, each true") {
  // A x −10 … −6, y −2 … 2; B x −10 … −5.9999, y −2 … 2.0001. A − B: x from −10 − (−5.9999) =
  // −4.0001 to −6 − (−10) = 4, y from −2 − 2.0001 = −4.0001 to 2 − (−2) = 4.
  auto s =
      minkowski({{-10, -2}, {-6, -2}, {-6, 2}, {-10, 2}}, {{-10, -2}, {-5.9999, -2}, {-5.9999, 2.0001}, {-10, 2.0001}});
  const std::string panel = panel_of(*s);
  for (const char* corner : {"(−4.0001, −4.0001)", "(4, −4.0001)", "(4, 4)", "(−4.0001, 4)"}) {
    CAPTURE(corner);
    CHECK(panel.find(corner) != std::string::npos);
  }
  CHECK(panel.find("(−4, ") == std::string::npos);
}

TEST_CASE("minkowski-difference: the MTV's edge is the one B leaves through (A's e3, to the left)") {
  // B x −11 … −9.5 is 0.5 into A's left side (A x −10 … −6): out to the left by 0.5.
  auto s = minkowski({{-10, -2}, {-6, -2}, {-6, 2}, {-10, 2}}, {{-11, -1}, {-9.5, -1}, {-9.5, 1}, {-11, 1}});
  const std::string panel = panel_of(*s);
  CHECK(panel.find("| ▶ A's e3 (MTV) | inside by 0.5 |") != std::string::npos);
  CHECK(panel.find("A's e1 (MTV)") == std::string::npos);
  CHECK(drawn(*s).has_label("MTV 0.5"));
}

TEST_CASE("the origin on A − B's edge and B touching A read alike: 'they touch'") {
  // The triangle's left corner (−6, −1) and its base lie on A's right side x = −6.
  const Points a{{-10, -2}, {-6, -2}, {-6, 2}, {-10, 2}}, b{{-6, -1}, {-3, -1}, {-4.5, 2.5}};
  CHECK(minkowski(a, b)->caption() == "A − B has 6 corners and the origin on its boundary → they touch");
  auto pushed = scene_with("push-apart", [&](lab::SceneState& state) {
    state.options["mode"] = 0;
    state.shape("A").points = a;
    state.shape("B").points = b;
  });
  CHECK(pushed->caption() == "least push-out 0, on A's e1: they only touch, nothing to push → they touch");
}

std::unique_ptr<lab::Scene> ball(Vec2 centre, double speed) {
  return scene_with("tunnelling", [&](lab::SceneState& state) {
    state.options["mode"] = 0;
    state.options["speed"] = speed;
    state.options["fps"] = 60;
    state.shape("wall").points = {{0, -2}, {0.25, 2}};
    state.shape("ball").points = {centre};
    state.shape("ball").radius = 0.25;
  });
}

TEST_CASE("tunnelling: the sliders and the table print the options and positions true") {
  // 45.6 units/s reads 45.6 (not 46), 0.001 reads 0.001 (not 0); a start at x = −3.0001 reads
  // −3.0001 (not −3), and frame 1 at −3.0001 + 0.76 = −2.2401.
  auto s = ball({-3.0001, 0}, 45.6);
  std::string panel = panel_of(*s);
  CHECK(panel.find("45.6 units/s") != std::string::npos);
  CHECK(panel.find("−3.0001") != std::string::npos);
  CHECK(panel.find("−2.2401") != std::string::npos);
  auto slow = ball({-3, 0}, 0.001);
  panel = panel_of(*slow);
  CHECK(panel.find("0.001 units/s") != std::string::npos);
}

TEST_CASE("tunnelling: a ball grazing the wall's end at 40 units/s: this path's limit is 33, and 4 → 5 jumped") {
  // Centre 0.2 above the wall's top (y = 2): the ball reaches the wall while its centre is within
  // √(0.25² − 0.2²) = 0.15 of x 0 … 0.25: the stretch −0.15 … 0.4, 0.55 long; 0.55 × 60 = 33.
  // Steps of 40 / 60 = 0.667 from x = −2.9: frame 4 at −0.233 (short of −0.15), frame 5 at 0.433
  // (past 0.4), frame 6 at 1.1 wholly past the wall.
  auto s = ball({-2.9, 2.2}, 40);
  CHECK(s->caption() == "7 frames, none on the wall: it tunnelled → missed (at 60 fps, safe only up to 33 units/s)");
  const auto c = drawn(*s);
  REQUIRE(dashed(c).size() == 1);
  const Points step = dashed(c).front();
  CHECK(step[0].x == doctest::Approx(-2.9 + 4 * 40.0 / 60));
  CHECK(step[1].x == doctest::Approx(-2.9 + 5 * 40.0 / 60));
  CHECK(c.has_label("one step: 0.667 > 0.55"));
  const std::string panel = panel_of(*s);
  CHECK(panel.find("nothing on this path tunnels up to 0.55 × 60 = 33 units/s") != std::string::npos);
  CHECK(panel.find("up to 45") == std::string::npos);
}

TEST_CASE("true_number keeps the places a value needs and drops only zeros it really has") {
  using lab::captions::true_number;
  CHECK(true_number(-3.0001, 2) == "−3.00");
  CHECK(true_number(-3.0001, 4) == "−3.0001");
  CHECK(true_number(-3, 2) == "−3");
  CHECK(true_number(2.5, 3) == "2.5");
  CHECK(true_number(0.1 + 0.2, 2) == "0.3");  // 0.30000000000000004: the sum's rounding only
  CHECK(true_number(45.6, 0) == "46");
  CHECK(true_number(1e-5, 2) == "1e−5");
  CHECK(lab::captions::format_significant(45.0001) == "45.0");
  CHECK(lab::captions::format_significant(45.6) == "45.6");
  CHECK(lab::captions::format_significant(0.001) == "0.001");
  CHECK(lab::captions::places_apart({-2, -2.0001, 3}, 2, 9) == 4);
}

// Whether the figure strokes or fills anything in `color`.
bool draws(const RecordingCanvas& c, lab::Color color) {
  return std::any_of(c.calls.begin(), c.calls.end(), [&](const auto& call) {
    return call.kind != "label" && call.color.r == color.r && call.color.g == color.g && call.color.b == color.b;
  });
}

TEST_CASE("tunnelling: the panel's key names only what the figure draws") {
  // The grazing ball tunnels: no frame hits, so nothing is green, and the step 4 → 5 is dashed.
  auto tunnelled = ball({-2.9, 2.2}, 40);
  std::string panel = panel_of(*tunnelled);
  CHECK(panel.find("Green:") == std::string::npos);
  CHECK(!draws(drawn(*tunnelled), palette::collide));
  CHECK(panel.find("Dashed: the step that jumped the wall.") != std::string::npos);
  // Head on at 30 units/s frame 6 lands in the wall: green, and no step is dashed.
  auto hit = ball({-3, 0}, 30);
  panel = panel_of(*hit);
  CHECK(panel.find("Green: a frame that hits.") != std::string::npos);
  CHECK(draws(drawn(*hit), palette::collide));
  CHECK(panel.find("Dashed:") == std::string::npos);
}

TEST_CASE("swept-test: the panel's key names only what the figure draws") {
  // Passing above A: a miss, so no solid B where it first touches; t = 0, so no thin B either.
  auto miss = swept(kTall, unit_square(3, 3), {-3.5, 3.5});
  std::string panel = panel_of(*miss);
  CHECK(panel.find("Faded: B at t = 0. Grey: B at t = 1.") != std::string::npos);
  CHECK(panel.find("Solid:") == std::string::npos);
  CHECK(panel.find("Thin:") == std::string::npos);
  // The head-on preset hits; with the slider at 0.5 the thin B is drawn too.
  auto hit = scene_from_preset("swept-test", 0, [](lab::SceneState& state) { state.options["t"] = 0.5; });
  panel = panel_of(*hit);
  CHECK(panel.find("Solid: B when it first touches A.") != std::string::npos);
  CHECK(panel.find("Thin: B at the slider's t.") != std::string::npos);
}

}  // namespace test_response_true_names
