// "Polygon vs circle" on the C, checked by hand (edges as in test_concave_edges_segment.cpp).
#include <doctest/doctest.h>

#include <algorithm>

#include "concave_edges_support.hpp"
#include "headless_imgui.hpp"

namespace test_concave_edges_circle {

using namespace lab::testing;
using namespace concave_test;  // Vec2, palette and the edge readers
const PresetsOf preset{"concave-polygon-circle"};

TEST_CASE("concave-polygon-circle start: a circle in the notch reaches no edge and is outside") {
  auto scene = preset.start();
  // Centre (1, 0), radius 1.2: the floor and ceiling are 1.5 away, the back 2.
  CHECK(scene->caption() == "0 of 8 edges touched; the centre's ray: 0 crossings, even → outside → apart");
  const auto canvas = drawn(*scene);
  CHECK(concave_test::edges_in(canvas, scene->state().shape("C").points, palette::apart) == 8);
  // Each edge's nearest point ends an orange line from the centre (out of reach); no dot, as
  // vermillion's dots are the ray's crossings (issue 26), and none here.
  const auto lines = canvas.of("segment");
  CHECK(std::count_if(lines.begin(), lines.end(), [](const auto& c) {
          return c.color == palette::apart && c.points[0] == Vec2{1, 0};
        }) == 8);
  CHECK(canvas.count("point", palette::apart) == 0);
  CHECK(canvas.count("point", palette::deciding) == 0);
  // The nearest miss's numbers: e2 (the floor) is 1.5 away, 2.25 against 1.2² = 1.44.
  CHECK(canvas.has_label("d² = 2.25 > r² = 1.44"));
}

// The edges nearest the centre as the figure marks them (dark dots) and `named` names them.
std::vector<Vec2> nearest_dots(const lab::Scene& scene) {
  std::vector<Vec2> out;
  for (const auto& dot : drawn(scene).of("point"))
    if (dot.color == palette::text) out.push_back(dot.points[0]);
  std::sort(out.begin(), out.end(), [](Vec2 a, Vec2 b) { return a.y < b.y; });
  return out;
}
std::vector<int> nearest_named(const lab::Scene& scene) {
  std::vector<int> out;
  for (const auto& n : scene.named())
    if (n.role == "nearest_miss") out.push_back(n.edge);
  return out;
}

TEST_CASE("concave-polygon-circle: the floor and ceiling, equally near, are both the nearest miss") {
  const HeadlessImGui imgui;
  // Centre (1, 0): the floor e2 (y = −1.5, x in [−1, 3]) and the ceiling e4 (y = 1.5) are both
  // exactly 1.5 away, d² = 2.25; the back of the notch, e3 at x = −1, is 2 away.
  auto scene = preset.start();
  CHECK(nearest_named(*scene) == std::vector<int>{2, 4});
  CHECK(nearest_dots(*scene) == std::vector<Vec2>{{1, -1.5}, {1, 1.5}});
  CHECK(panel_text([&] {
          scene->panel();
        }).find("Nearest misses, equally near: e2 and e4: d² = 2.25 > r² = 1.44 → out of reach") != std::string::npos);
  // A zero radius at the same centre: the same tie.
  change_state(*scene, [&](lab::SceneState& state) { state.shape("circle").radius = 0; });
  CHECK(nearest_named(*scene) == std::vector<int>{2, 4});
  CHECK(nearest_dots(*scene) == std::vector<Vec2>{{1, -1.5}, {1, 1.5}});
  CHECK(panel_text([&] { scene->panel(); }).find("e2 and e4: d² = 2.25 > r² = 0 → out of reach") != std::string::npos);
  // A hair lower, (1, −1e−9): the floor alone is nearest.
  change_state(*scene, [&](lab::SceneState& state) { state.shape("circle").points = {{1, -1e-9}}; });
  CHECK(nearest_named(*scene) == std::vector<int>{2});
  CHECK(nearest_dots(*scene).size() == 1);
  CHECK(panel_text([&] { scene->panel(); }).find("Nearest miss: e2: d² = 2.25 > r² = 0 → out of reach") !=
        std::string::npos);
}

TEST_CASE("concave-polygon-circle: a circle wholly inside the C's back") {
  auto scene = preset("Circle wholly inside");  // centre (−2, 0), radius 0.7: 1 from x = −3 and from x = −1
  CHECK(scene->caption() == "0 of 8 edges touched; the centre's ray: 1 crossing, odd → inside → collide");
  CHECK(drawn(*scene).count("point", palette::deciding) == 2);  // the ray's one crossing (x = −1), the legend's dot
}

TEST_CASE("concave-polygon-circle: radius 1.5 touches the notch's floor exactly") {
  auto scene = preset("Circle touching the notch's floor");  // centre (1, 0): the floor y = −1.5 is exactly 1.5 away
  CHECK(scene->caption() == "the circle touches e2 (3 of 8 edges tested) → collide");
  const auto canvas = drawn(*scene);
  const auto rings = canvas.of("circle");
  const bool marked = std::any_of(rings.begin(), rings.end(), [](const auto& c) {
    return c.color == palette::deciding && c.points[0] == Vec2{1, -1.5};
  });
  CHECK(marked);  // the floor's nearest point, on the circle, in a vermillion ring (issue 26)
  CHECK(canvas.has_label("e2: first hit"));
  CHECK(canvas.has_label("d² = 2.25 ≤ r² = 2.25"));
  // A hair smaller and the floor is out of reach again.
  change_state(*scene, [&](lab::SceneState& state) { state.shape("circle").radius = 1.4999999; });
  CHECK(scene->caption().rfind("0 of 8 edges touched", 0) == 0);
}

TEST_CASE("concave-polygon-circle: a negative radius is refused with a message") {
  auto scene = preset("Circle in the notch: apart");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("circle").radius = -1; });
  CHECK(scene->caption().rfind("no verdict: ", 0) == 0);
}

}  // namespace test_concave_edges_circle
