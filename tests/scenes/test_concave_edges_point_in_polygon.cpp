// "Point in polygon (ray casting)": captions, counts and colours for states checked by hand.
// The comb (start polygon) has three teeth pointing up, x ∈ [−5, −3], [−1, 1], [3, 5], joined by
// a base y ∈ [−3, −1]; its vertical edges are e1 (x = 5), e3 (x = 3), e5 (x = 1), e7 (x = −1),
// e9 (x = −3), e11 (x = −5).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "collide/concave.hpp"
#include "scenes/figures/ray_figure.hpp"
#include "recording_canvas.hpp"
#include "scene_test_support.hpp"
#include "scenes/registry.hpp"

namespace test_concave_edges_point_in_polygon {

using namespace lab::testing;
const PresetsOf preset{"point-in-polygon"};
using lab::Vec2;
namespace palette = lab::palette;

namespace {

std::unique_ptr<lab::Scene> scene_at(std::size_t index, Vec2 p) {
  return scene_from_preset("point-in-polygon", index, [&](lab::SceneState& state) { state.shape("P").points[0] = p; });
}

/// Calls of a kind and colour lying on the horizontal line y (the ray), not in the legend.
int on_ray(const lab::testing::RecordingCanvas& canvas, std::string_view kind, lab::Color color, double y) {
  return static_cast<int>(std::count_if(canvas.calls.begin(), canvas.calls.end(), [&](const auto& c) {
    return c.kind == kind && c.color == color &&
           std::all_of(c.points.begin(), c.points.end(), [&](Vec2 q) { return q.y == y; });
  }));
}

}  // namespace

TEST_CASE("point-in-polygon start: P in the comb's middle tooth, 3 crossings") {
  auto scene = preset.start();
  CHECK(scene->info().chapter == "Concave polygons");
  // P = (0, 1.2): the ray crosses x = 1 (out), x = 3 (in), x = 5 (out).
  CHECK(scene->caption() == "3 crossings to P's right, odd → inside");
  CHECK(scene->warnings().empty());
  const auto canvas = drawn(*scene);
  // Three counted crossings (vermillion, numbered 1–3); the three edges left of P in grey.
  CHECK(on_ray(canvas, "point", palette::deciding, 1.2) == 3);
  CHECK(on_ray(canvas, "point", palette::axis, 1.2) == 3);
  for (const char* n : {"1", "2", "3"})
    CHECK(std::any_of(canvas.calls.begin(), canvas.calls.end(),
                      [&](const auto& c) { return c.kind == "label" && c.text == n; }));
  // Stretches, each an arrow pointing along the ray: P→1 in, 1→3 out, 3→5 in, then out to the end.
  CHECK(on_ray(canvas, "arrow", palette::inside, 1.2) == 2);
  CHECK(on_ray(canvas, "arrow", palette::outside, 1.2) == 2);
  CHECK(on_ray(canvas, "segment", palette::inside, 1.2) + on_ray(canvas, "segment", palette::outside, 1.2) == 0);
  CHECK(canvas.count("arrow", palette::outside) == 3);  // and the legend's swatch
  for (const char* words : {"crossing right of P: counts", "meets the line left of P: not counted",
                            "ray inside the polygon", "ray outside the polygon"})
    CHECK(canvas.has_label(words));  // the legend says what each mark means
}

TEST_CASE("point-in-polygon: the panel's table numbers the crossings as the figure does, along the ray") {
  // The start: P = (0, 1.2). Along the ray: 1 on e5 (x = 1), 2 on e3 (x = 3), 3 on e1 (x = 5);
  // then the edges meeting the line left of P, nearest first: e7, e9, e11. (In edge order the
  // table used to read e1, e3, e5 as 1, 2, 3: the opposite of the figure's numbers.)
  auto scene = preset("P in the middle tooth: 3 crossings");
  collide::RayTrace trace;
  collide::point_in_polygon({0, 1.2}, scene->state().shape("polygon").points, trace);
  const auto rows = lab::figures::ray_rows(trace);
  REQUIRE(rows.size() == 6);
  const int numbers[] = {1, 2, 3, 0, 0, 0}, edges[] = {5, 3, 1, 7, 9, 11};
  const double xs[] = {1, 3, 5, -1, -3, -5};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(i);
    CHECK(rows[i].number == numbers[i]);
    CHECK(rows[i].edge == edges[i]);
    CHECK(rows[i].x == doctest::Approx(xs[i]));
  }
  // The figure's number k sits on the crossing the table's row k names.
  const auto canvas = drawn(*scene);
  for (const auto& row : rows) {
    if (row.number == 0) continue;
    CAPTURE(row.number);
    CHECK(std::any_of(canvas.calls.begin(), canvas.calls.end(), [&](const auto& c) {
      return c.kind == "label" && c.text == std::to_string(row.number) && c.points[0].x == doctest::Approx(row.x) &&
             c.points[0].y == doctest::Approx(1.2);
    }));
  }
}

TEST_CASE("point-in-polygon: two crossings at one corner share a label and keep a row each") {
  // A box with a spike hanging down to the ray: (−2, −2) (6, −2) (6, 2) (5, 2) (4, 0) (3, 2)
  // (−2, 2), P = (0, 0). Both edges at the spike's tip (4, 0) have their other end above, so both
  // count there (1 and 2), then e1 at x = 6 (3); e6 at x = −2 is left of P.
  const std::vector<Vec2> spiked{{-2, -2}, {6, -2}, {6, 2}, {5, 2}, {4, 0}, {3, 2}, {-2, 2}};
  collide::RayTrace trace;
  collide::point_in_polygon({0, 0}, spiked, trace);
  REQUIRE(trace.count == 3);
  const auto rows = lab::figures::ray_rows(trace);
  REQUIRE(rows.size() == 4);
  CHECK((rows[0].number == 1 && rows[0].edge == 3 && rows[0].x == doctest::Approx(4)));
  CHECK((rows[1].number == 2 && rows[1].edge == 4 && rows[1].x == doctest::Approx(4)));
  CHECK((rows[2].number == 3 && rows[2].edge == 1 && rows[2].x == doctest::Approx(6)));
  CHECK((rows[3].number == 0 && rows[3].edge == 6));
  lab::testing::RecordingCanvas canvas;
  lab::figures::draw_ray(canvas, {0, 0}, trace);
  auto label_at = [&](const std::string& text, double x) {
    return std::any_of(canvas.calls.begin(), canvas.calls.end(), [&](const auto& c) {
      return c.kind == "label" && c.text == text && c.points[0].x == doctest::Approx(x);
    });
  };
  CHECK(label_at("1, 2", 4));
  CHECK(label_at("3", 6));
}

TEST_CASE("point-in-polygon: P in a notch of the comb, 4 crossings → outside") {
  auto scene = preset("P in a notch: 4 crossings");
  CHECK(scene->caption() == "4 crossings to P's right, even → outside");
  CHECK(on_ray(drawn(*scene), "point", palette::deciding, 1.2) == 4);
}

TEST_CASE("point-in-polygon: the same point in a clockwise comb gives the same count") {
  auto scene = preset("P in the middle tooth: 3 crossings");
  change_state(*scene, [&](lab::SceneState& state) {
    auto& v = state.shape("polygon").points;
    std::reverse(v.begin(), v.end());
  });
  CHECK(scene->caption() == "3 crossings to P's right, odd → inside");
}

TEST_CASE("point-in-polygon: ray through two corners, strict-above rule") {
  // (−4,−3) (−1,−3) (0,0) (1,−3) (4,−3) (5,0) (4,3) (−4,3) with P = (−2, 0): the ray meets the
  // dent's tip (0, 0), whose edges both go down (0 counted), and the corner (5, 0), where the
  // outline passes through (edge 5 goes up, edge 4 down: 1 counted).
  auto scene = preset("Ray through two corners");
  CHECK(scene->caption() == "1 crossing to P's right, odd → inside");
  const auto canvas = drawn(*scene);
  CHECK(on_ray(canvas, "point", palette::deciding, 0) == 1);
  int level_labels = 0;
  for (const auto& c : canvas.calls) level_labels += c.kind == "label" && c.text == "level: counts as below";
  CHECK(level_labels == 2);
  collide::RayTrace trace;
  const auto& polygon = scene->state().shape("polygon").points;
  collide::point_in_polygon({-2, 0}, polygon, trace);
  REQUIRE(trace.crossings.size() == 2);  // edge 5 (right of P) and edge 7 (left of P)
  CHECK(trace.crossings[0].edge == 5);
  CHECK(trace.crossings[0].toggled);
  CHECK(trace.crossings[1].edge == 7);
  CHECK_FALSE(trace.crossings[1].toggled);
}

TEST_CASE("point-in-polygon: ray along a horizontal edge counts the step once") {
  // (−4,−3) (4,−3) (4,0) (2,0) (2,3) (−4,3), P = (−2, 0): edge 2 runs along the ray and never
  // counts; of edges 1 and 3 only edge 3 (going up) counts.
  auto scene = preset("Ray along a horizontal edge");
  CHECK(scene->caption() == "1 crossing to P's right, odd → inside");
  const auto canvas = drawn(*scene);
  const auto points = canvas.of("point");
  const auto counted = std::count_if(points.begin(), points.end(), [](const auto& c) {
    return c.color == palette::deciding && c.points[0] == Vec2{2, 0};
  });
  CHECK(counted == 1);
  // Just above the step, the ray crosses edge 3 (x = 2) only: inside.
  auto above = scene_at(3, {-2, 0.5});
  CHECK(above->caption() == "1 crossing to P's right, odd → inside");
  // Just below it, edge 1 (x = 4) is the only one: inside as well.
  auto below = scene_at(3, {-2, -0.5});
  CHECK(below->caption() == "1 crossing to P's right, odd → inside");
}

TEST_CASE("point-in-polygon: P exactly on an edge is on the boundary, not a coin flip") {
  auto scene = preset("P exactly on an edge");  // P = (1, 1.2) on edge 5, x = 1
  // Both answers, each for what it is: the ray rule's (query's "result", false) and the exact
  // check's (its "location"); the words said "→ on the boundary, counted as on the polygon", as if
  // the rule's verdict were true.
  CHECK(scene->caption() ==
        "P lies on e5: the ray rule alone says 2 crossings (even: outside); the exact check puts P on the boundary, "
        "which counts as touching");
  CHECK(collide::classify_point({1, 1.2}, scene->state().shape("polygon").points) == collide::Location::Boundary);
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("dashed_segment", palette::deciding) == 2);  // e5 dashed, and its legend swatch
  CHECK(canvas.has_label("e5: P is on it"));
  // On a vertex: (3, −1) is where e3 and e4 meet.
  auto corner = scene_at(0, {3, -1});
  CHECK(corner->caption().ends_with("; the exact check puts P on the boundary, which counts as touching"));
}

TEST_CASE("point-in-polygon: a self-crossing star is warned about; its middle is outside") {
  auto scene = preset("Self-crossing star: the middle is outside");  // pentagram, P = (0, 0.2) in the middle pentagon
  CHECK(scene->caption() == "2 crossings to P's right, even → outside");
  REQUIRE(scene->warnings().size() == 1);
  CHECK(scene->warnings()[0].find("crosses itself") != std::string::npos);
  CHECK(scene->warnings()[0].find("even–odd") != std::string::npos);
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("Warning: "));
  CHECK(canvas.of("fill_polygon").empty());  // no fill for an outline that crosses itself
}

TEST_CASE("point-in-polygon: bad input gets a message naming the shape, not a crash") {
  auto scene = preset("P in the middle tooth: 3 crossings");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("P").points[0] = {std::nan(""), 0}; });
  CHECK(scene->caption().rfind("no verdict: ", 0) == 0);
  CHECK(scene->caption().find("P") != std::string::npos);
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("point", palette::deciding) == 0);
  CHECK_FALSE(canvas.has_label("crossing right of P"));  // no legend without a verdict
}

TEST_CASE("point-in-polygon: 'level: counts as below' sits under the level edges it explains") {
  // The ray-casting lesson's step 6: P = (−4, −1) in the comb, its ray along both gaps' floors
  // (e8 from x = −3 to −1, e4 from 1 to 3). Each label was placed round the floor's first corner
  // and, that place taken by the crossing's number, ended under the middle tooth (x ≈ 0) and the
  // right one (x ≈ 4): under the "in" arrows, naming no floor.
  auto scene = preset("P in the middle tooth: 3 crossings");
  change_state(*scene, [](lab::SceneState& state) {
    state.shape("polygon").points = {{-5, -3}, {5, -3}, {5, 3},   {3, 3},   {3, -1}, {1, -1},
                                     {1, 3},   {-1, 3}, {-1, -1}, {-3, -1}, {-3, 3}, {-5, 3}};
    state.shape("P").points[0] = {-4, -1};
  });
  REQUIRE(scene->caption() == "5 crossings to P's right, odd → inside");
  const auto canvas = drawn(*scene, {-8, -5, 16, 10}, 1.0 / 96);
  std::vector<double> middles;
  for (const auto& c : canvas.calls) {
    if (c.kind != "label" || c.text != "level: counts as below") continue;
    const double width = canvas.text_width(c.text, c.size);
    middles.push_back(c.points[0].x + (c.offset.x + width / 2) * canvas.units_per_pixel);
    CHECK(c.points[0].y + c.offset.y * canvas.units_per_pixel < -1);  // the text's top under the floor
  }
  std::sort(middles.begin(), middles.end());
  REQUIRE(middles.size() == 2);
  CHECK(std::abs(middles[0] - -2) < 0.5);
  CHECK(std::abs(middles[1] - 2) < 0.5);
}

}  // namespace test_concave_edges_point_in_polygon
