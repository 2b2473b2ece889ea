// The swept-test scene: A is the 2 × 4 rectangle (−1, −2)–(1, 2), edges e0 bottom, e1 right,
// e2 top, e3 left. B is a unit square; the point "end" is where B's middle is at t = 1, so the
// velocity is end − B's middle. B at t = 0 (faded), at the time of impact (solid, touching A) and
// at t = 1 (grey ghost), read from the recording canvas; captions for states checked by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "collide/sat.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_swept {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

std::vector<Vec2> square(double x0, double y0) { return {{x0, y0}, {x0 + 1, y0}, {x0 + 1, y0 + 1}, {x0, y0 + 1}}; }

std::unique_ptr<lab::Scene> swept(std::vector<Vec2> b, Vec2 end, double t = 0) {
  return scene_with("swept-test", [&](lab::SceneState& state) {
    state.shape("A").points = {{-1, -2}, {1, -2}, {1, 2}, {-1, 2}};
    state.shape("B").points = std::move(b);
    state.shape("end").points = {end};
    state.options["t"] = t;
  });
}

// Whether an outline with exactly these corners was drawn in `color`.
bool outlined(const RecordingCanvas& c, const std::vector<Vec2>& corners, lab::Color color) {
  return std::any_of(c.calls.begin(), c.calls.end(), [&](const auto& call) {
    return call.kind == "polygon" && call.color == color && call.points == corners;
  });
}

TEST_CASE("swept-test: a square 2 from A's right side moving left at speed 4 first touches at t = 0.5") {
  // B spans x 3 … 4, middle (3.5, 0); end (−0.5, 0): velocity (−4, 0). The gap 3 − 1 = 2 closes
  // at 4 per step: t = 2 / 4 = 0.5, on A's e1.
  auto s = swept(square(3, -0.5), {-0.5, 0});
  CHECK(s->caption() == "B first touches A at t = 0.5 on A's e1 → hit");
  const auto c = drawn(*s);
  // At t = 0.5 B spans x 1 … 2: solid, touching A's right side.
  CHECK(outlined(c, square(1, -0.5), palette::shape_b));
  // At t = 1 it would span x −1 … 0: the grey ghost.
  CHECK(outlined(c, square(-1, -0.5), palette::untested));
  CHECK(c.has_label("t = 0.5"));
  CHECK(c.has_label("t = 1"));
  CHECK(c.has_label("B"));
  // A's e1 decides: dashed in the deciding colour; the velocity arrow from B's middle to the tip.
  CHECK(c.count("dashed_segment", palette::deciding) == 1);
  REQUIRE(c.count("arrow", palette::line) == 1);
  CHECK(c.of("arrow").front().points == std::vector<Vec2>{{3.5, 0}, {-0.5, 0}});
}

TEST_CASE("swept-test: the t slider draws B at that moment along its path") {
  // t = 0.25 of (−4, 0): B moved 1 left, spanning x 2 … 3.
  auto s = swept(square(3, -0.5), {-0.5, 0}, 0.25);
  CHECK(outlined(drawn(*s), square(2, -0.5), palette::shape_b));
  // The option is kept in the state, so a saved state keeps it.
  CHECK(s->state().option("t") == 0.25);
}

TEST_CASE("swept-test: moving straight up beside A never meets it → miss, and no B at impact") {
  // B spans x 3 … 4 and moves by (0, 4): along A's e1 (x = 1), never nearer across it, so the
  // shadows on its axis x −1 … 1 and 3 … 4 stay apart.
  auto s = swept(square(3, -0.5), {3.5, 4});
  CHECK(s->caption() == "B moves parallel to A's e1, never nearer across it: the shadows stay apart → miss");
  const auto c = drawn(*s);
  CHECK_FALSE(outlined(c, square(3, -0.5), palette::shape_b));  // only the faded B at t = 0
  // The axis the caption cites, A's e1 (x = 1), dashed in the deciding colour.
  REQUIRE(c.count("dashed_segment", palette::deciding) == 1);
  for (const auto& d : c.of("dashed_segment"))
    if (d.color == palette::deciding) CHECK(d.points == std::vector<Vec2>{{1, -2}, {1, 2}});
}

TEST_CASE("swept-test: an arrow exactly parallel to A's slanted edge never nears it, though end − middle rounds") {
  // B's middle is (0.1 / 3, −0.5), a double with many bits; the tip is (3.7, 0.5). A's e0 runs
  // from (0.1 / 3, −3.5) to (3.7, −2.5): the arrow shifted down by 3, exactly parallel to it. In
  // doubles 3.7 − 0.1 / 3 rounds, and the rounded velocity crosses e0's normal at about 1e−17 per
  // step: its table printed entry and exit times near ±1e16. Taken exactly, B never moves across
  // e0's normal and stays 2.5 above the edge: "never" on that row, and a miss.
  const double mx = (0.1 + 0.0 + 0.0) / 3;
  auto s = scene_with("swept-test", [&](lab::SceneState& state) {
    state.shape("A").points = {{mx, -3.5}, {3.7, -2.5}, {3.7, -6}, {mx, -6}};
    state.shape("B").points = {{0.1, -1}, {0, -1}, {0, 0.5}};
    state.shape("end").points = {{3.7, 0.5}};
  });
  CHECK(s->caption() == "B moves parallel to A's e0, never nearer across it: the shadows stay apart → miss");
  for (const auto& p : s->printed()) {
    CAPTURE(p.of);
    CAPTURE(p.text);
    CHECK(p.axis != 1);  // no time on A's e0's row: it reads "never"
    CHECK(std::abs(p.value) <= 10);
  }
}

TEST_CASE("swept-test: too slow: a gap of 4 closed at 2 per step would touch A's right side e1 at t = 2 → miss") {
  // B spans x 5 … 6, middle (5.5, 0), end (3.5, 0): velocity (−2, 0).
  auto s = swept(square(5, -0.5), {3.5, 0});
  CHECK(s->caption() == "B would first touch A at t = 2 on A's e1, after the step ends at t = 1 → miss");
}

TEST_CASE("swept-test: already overlapping at t = 0 is a hit at t = 0") {
  auto s = swept(square(0.5, -0.5), {-3, 0});
  CHECK(s->caption() == "they already meet at t = 0 → hit at t = 0");
}

TEST_CASE("swept-test: B's edge names keep off the motion's arrow (the fast-objects lesson's step 9)") {
  // B spans x 5 … 6, y −0.5 … 0.5, its middle (5.5, 0) moving to (3.5, 0): the arrow leaves B
  // through the middle of its left edge, e3, whose name sat on the arrow, over its line.
  auto s = swept(square(5, -0.5), {3.5, 0});
  REQUIRE(s->caption() == "B would first touch A at t = 2 on A's e1, after the step ends at t = 1 → miss");
  const auto c = drawn(*s, {-3, -4, 11, 8}, 1.0 / 96);
  const std::vector<std::vector<Vec2>> arrow{{{5.5, 0}, {3.5, 0}}};
  int names = 0;
  for (const auto& call : c.calls) {
    if (call.kind != "label" || call.text.size() != 2 || call.text[0] != 'e') continue;
    ++names;
    const double px = c.pixel();
    const Vec2 top_left = call.points[0] + call.offset * px;
    const double w = c.text_width(call.text, call.size) * px, h = lab::Canvas::font_pixels(call.size) * px;
    CAPTURE(call.text);
    CHECK_FALSE(lab::figures::box_crosses({top_left.x, top_left.y - h, top_left.x + w, top_left.y}, arrow));
  }
  CHECK(names == 8);  // A's four and B's four
}

TEST_CASE("swept-test: every preset has a caption ending in a verdict") {
  auto s = lab::testing::scene_named("swept-test");
  const auto presets = s->presets();
  REQUIRE(presets.size() == 6);
  const char* expected[] = {"B first touches A at t = 0.4 on A's e1 → hit",
                            "→ miss",
                            "→ miss",
                            "the circle first touches e1 at t = 0.4 → hit",
                            "the circle first touches vertex 2 at",
                            "→ miss"};
  for (std::size_t i = 0; i < presets.size(); ++i) {
    s->set_state(presets[i].state);
    CHECK(s->caption().find(expected[i]) != std::string::npos);
  }
}


// A crossed A, the bowtie (−1, −2), (1, 2), (1, −2), (−1, 2): e0 runs up the line y = 2x, e1 down
// x = 1, e2 up y = −2x, e3 down x = −1; two triangles meeting at the origin, with empty notches
// above and below it (|y| > 2|x|). The convex test reads only the corners' shadows, those of the
// 2 × 4 box round them, so what it finds is when the shadows first all overlap: B cannot touch
// A before (a touch needs every shadow to overlap), but may later or never.
std::unique_ptr<lab::Scene> swept_past_bowtie(std::vector<Vec2> b, Vec2 end) {
  return scene_with("swept-test", [&](lab::SceneState& state) {
    state.shape("A").points = {{-1, -2}, {1, 2}, {1, -2}, {-1, 2}};
    state.shape("B").points = std::move(b);
    state.shape("end").points = {end};
  });
}

// How many of the figure's labels (not the key's) hold `words`, in `color` when given.
int labels_of(const RecordingCanvas& c, const std::string& words, std::optional<lab::Color> color = {}) {
  return static_cast<int>(std::count_if(c.calls.begin(), c.calls.end(), [&](const auto& call) {
    return call.kind == "label" && !call.legend && call.text.find(words) != std::string::npos &&
           (!color || call.color == *color);
  }));
}

TEST_CASE("swept-test, A crossed: B dropped into its top notch is never touched; the caption says what was found") {
  // B, 0.2 across round x = 0, from y 3 … 3.2 down by 2: its bottom reaches the box's top y = 2 at
  // t = 0.5, so every shadow overlaps from then on. At t = 1 it spans y 1 … 1.2, |x| ≤ 0.1, inside
  // the notch (there |x| < y / 2 = 0.5): it never touches A.
  auto s = swept_past_bowtie({{-0.1, 3}, {0.1, 3}, {0.1, 3.2}, {-0.1, 3.2}}, {0, 1.1});
  CHECK(s->caption() ==
        "the convex test says: the shadows first all overlap at t = 0.5 → hit; with a shape not convex, B touches A "
        "then or later, or not at all");
  // Never touched, by the book's convex test on each of A's two triangles: B's path lies
  // between x = −0.1 and 0.1 from y = 3.2 down to 1 (B at t = 1 is the deepest it goes).
  const std::vector<Vec2> at_end{{-0.1, 1}, {0.1, 1}, {0.1, 1.2}, {-0.1, 1.2}};
  const std::vector<Vec2> path{{-0.1, 1}, {0.1, 1}, {0.1, 3.2}, {-0.1, 3.2}};
  for (const std::vector<Vec2>& triangle : {std::vector<Vec2>{{-1, -2}, {0, 0}, {-1, 2}}, {{1, -2}, {1, 2}, {0, 0}}})
    CHECK_FALSE(collide::convex_polygons_collide(triangle, path));
  CHECK(collide::convex_polygons_collide(std::vector<Vec2>{{-1, -2}, {1, -2}, {1, 2}, {-1, 2}}, at_end));  // the box
  // No place is named where they touch (there is none), in the figure, its key or --report.
  CHECK(s->named().empty());
  const auto c = drawn(*s);
  CHECK(labels_of(c, "vertex", palette::deciding) == 0);
  CHECK(c.count("dashed_segment", palette::deciding) == 0);
  // Presenting, the key says what the solid B is.
  RecordingCanvas presenting;
  presenting.panel_hidden = true;
  s->draw(presenting);
  CHECK(presenting.has_label("B when the shadows first all overlap"));
  CHECK_FALSE(presenting.has_label("where they first touch"));
}

TEST_CASE("swept-test, A crossed: B meeting its right side names vertex 1 once, the convexity warning's") {
  // The start's B (x 3 … 4) moving by (−5, −1.5): its left side reaches e1 (x = 1) at t = 0.4,
  // where it does touch A. The convex test's place, "A's vertex 1" (1, 2), is not where B is
  // (B spans y −0.1 … 0.9 then); the warning's "vertex 1" (where A turns clockwise) is the one name.
  auto s = swept_past_bowtie({{3, 0.5}, {4, 0.5}, {4, 1.5}, {3, 1.5}}, {-1.5, -0.5});
  CHECK(s->caption() ==
        "the convex test says: the shadows first all overlap at t = 0.4 → hit; with a shape not convex, B touches A "
        "then or later, or not at all");
  const auto c = drawn(*s);
  CHECK(labels_of(c, "vertex 1") == 1);
  CHECK(labels_of(c, "vertex 1", palette::shape_a) == 1);
  CHECK(s->named().empty());
}

TEST_CASE("swept-test, A crossed, touching only after the step: the shadows' time, no place") {
  // The start's B (x 3 … 4) moving by (−1, 0): its left side would reach x = 1 at t = 2.
  auto s = swept_past_bowtie({{3, 0.5}, {4, 0.5}, {4, 1.5}, {3, 1.5}}, {2.5, 1});
  CHECK(s->caption() ==
        "the convex test says: the shadows would first all overlap at t = 2, after the step ends at t = 1 → miss");
  CHECK(s->named().empty());
}

}  // namespace test_response_swept
