// Headless screenshots of the concave chapter's edge-walking scenes, through the real binary:
// each start figure has the colours that carry its verdict (the words are in the caption).
#include <doctest/doctest.h>

#include "screenshot.hpp"

namespace test_concave_edges_screens {

using lab::testing::rendered;
namespace palette = lab::palette;

TEST_CASE("point-in-polygon screenshot: the ray's crossings and its in/out stretches" *
          doctest::test_suite("screens")) {
  const auto image = rendered("point-in-polygon", "", "640x400");
  CHECK(image.count_near(palette::deciding, 12) > 60);  // three numbered crossing dots
  CHECK(image.count_near(palette::inside, 12) > 50);    // stretches inside the comb
  CHECK(image.count_near(palette::outside, 12) > 50);   // stretches outside it
  CHECK(image.count_near(palette::shape_a, 12) > 300);  // the comb's outline
}

TEST_CASE("point-in-polygon screenshot: P on an edge highlights that edge" * doctest::test_suite("screens")) {
  // P = (1, 1.2) lies on the middle tooth's right side, edge 5.
  const auto image = rendered("point-in-polygon", R"({"shapes": {"P": {"points": [[1, 1.2]]}}})", "640x400");
  CHECK(image.count_near(palette::deciding, 12) > 35);  // the edge and two crossing dots
}

TEST_CASE("concave-polygon-line screenshot: the edges where the signs flip" * doctest::test_suite("screens")) {
  const auto image = rendered("concave-polygon-line", "", "640x400");
  CHECK(image.count_near(palette::collide, 12) > 170);  // edges 0, 2, 4, 6: met, evidence for "collide"
  CHECK(image.count_near(palette::apart, 12) > 170);    // edges 1, 3, 5, 7: wholly on one side
  CHECK(image.count_near(palette::deciding, 12) == 0);  // no single step decides this test
  CHECK(image.count_near(palette::line, 12) > 200);     // the line itself
}

TEST_CASE("concave-polygon-segment screenshot: every edge missed, the ray says outside" *
          doctest::test_suite("screens")) {
  const auto image = rendered("concave-polygon-segment", "", "640x400");
  CHECK(image.count_near(palette::outside, 12) > 400);  // 8 missed edges and the ray
  CHECK(image.count_near(palette::shape_b, 12) > 50);   // the segment
  CHECK(image.count_near(palette::deciding, 12) == 0);  // nothing crossed
}

TEST_CASE("concave-polygon-segment screenshot: the first edge met, dashed vermillion" *
          doctest::test_suite("screens")) {
  const auto image =
      rendered("concave-polygon-segment", R"({"shapes": {"segment": {"points": [[0.5, 0], [2, 2.2]]}}})", "640x400");
  CHECK(image.count_near(palette::deciding, 12) > 150);  // edge 4, met first: dashed
  CHECK(image.count_near(palette::untested, 8) > 150);   // e5–e7, never tried
}

TEST_CASE("concave-polygon-circle screenshot: nearest points out of reach, circle drawn" *
          doctest::test_suite("screens")) {
  const auto image = rendered("concave-polygon-circle", "", "640x400");
  CHECK(image.count_near(palette::outside, 12) > 400);
  CHECK(image.count_near(palette::shape_b, 12) > 200);  // the circle's rim
  CHECK(image.count_near(palette::deciding, 12) == 0);
}

TEST_CASE("polygon-polygon screenshot: both outlines; as a rectangle crossing the arm" *
          doctest::test_suite("screens")) {
  const auto start = rendered("polygon-polygon", "", "640x400");
  CHECK(start.count_near(palette::outside, 12) > 400);  // all 32 pairs missed
  CHECK(start.count_near(palette::deciding, 12) == 0);
  const auto rect = rendered(
      "polygon-polygon",
      R"({"shapes": {"B": {"points": [[0.5, -0.5], [2.5, -0.5], [2.5, 2], [0.5, 2]]}}, "options": {"b_is_rect": 1}})",
      "640x400");
  CHECK(rect.count_near(palette::deciding, 12) > 150);  // the crossing pair
}

}  // namespace test_concave_edges_screens
