// "Polygon vs line segment" on the C, checked by hand. Edges: e0 bottom, e1 and e5 the short
// right ends of the arms, e2 the notch's floor (y = −1.5), e3 its back (x = −1), e4 its
// ceiling (y = 1.5), e6 top, e7 left.
#include <doctest/doctest.h>

#include "concave_edges_support.hpp"

namespace test_concave_edges_segment {

using namespace lab::testing;
using namespace concave_test;  // Vec2, palette and the edge readers
const PresetsOf preset{"concave-polygon-segment"};

TEST_CASE("concave-polygon-segment start: a segment in the notch crosses nothing and is outside") {
  auto scene = preset.start();
  // (0, 0)–(2, 0.6): inside the notch; a's ray leaves through the notch's open mouth.
  CHECK(scene->caption() == "0 of 8 edges met; end a's ray: 0 crossings, even → outside → apart");
  const auto canvas = drawn(*scene);
  CHECK(concave_test::edges_in(canvas, scene->state().shape("C").points, palette::apart) == 8);  // all tried, none met
  CHECK(canvas.count("arrow", palette::outside) == 2);   // a's ray, outside all the way, and the legend's swatch
  CHECK(canvas.count("point", palette::deciding) == 0);  // no crossing on it
}

TEST_CASE("concave-polygon-segment: a segment wholly inside the lower arm") {
  auto scene = preset("Segment wholly inside");  // (−2.2, −2.4)–(2.3, −2): a's ray crosses e1 (x = 3) once
  CHECK(scene->caption() == "0 of 8 edges met; end a's ray: 1 crossing, odd → inside → collide");
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("point", palette::deciding) == 2);  // the ray's crossing, and its legend dot
  CHECK(canvas.count("arrow", palette::inside) == 2);    // the ray's stretch inside the C, its legend swatch
  CHECK(canvas.has_label("ray inside the polygon"));
}

TEST_CASE("concave-polygon-segment: a segment crossing the notch's ceiling") {
  auto scene = preset("Segment crossing an arm");  // (0.5, 0)–(2, 2.2) crosses y = 1.5 at x ≈ 1.52, on e4
  CHECK(scene->caption() == "the segment meets e4 (5 of 8 edges tested) → collide");
  const auto canvas = drawn(*scene);
  const auto& c = scene->state().shape("C").points;
  CHECK(concave_test::edges_in(canvas, c, palette::apart) == 4);     // e0–e3 tried and missed
  CHECK(concave_test::edges_in(canvas, c, palette::untested) == 3);  // e5–e7 never tried
  CHECK(concave_test::dashed_edges(canvas, c, palette::deciding) == std::vector<int>{4});
  CHECK(canvas.has_label("e4: first hit"));
  CHECK(canvas.count("arrow", palette::outside) == 0);  // no ray needed
}

TEST_CASE("concave-polygon-segment: touching an edge with an end counts") {
  auto scene = preset("Segment in the notch: apart");
  auto state = scene->state();
  state.shape("segment").points = {Vec2{0, 0}, Vec2{0, 1.5}};  // b on the ceiling, e4
  scene->set_state(state);
  CHECK(scene->caption() == "the segment meets e4 (5 of 8 edges tested) → collide");
}

}  // namespace test_concave_edges_segment
