// Headless screenshots of the concave chapter's SAT scenes, through the real binary: each start
// figure has the colours that carry its point (the words are in the caption).
#include <doctest/doctest.h>

#include "screenshot.hpp"

namespace test_concave_sat_screens {

using lab::testing::rendered;
namespace palette = lab::palette;

TEST_CASE("sat-breaks screenshot: the square in the notch, every shadow overlapping, no gap" *
          doctest::test_suite("screens")) {
  const auto image = rendered("sat-breaks", "", "1280x800");
  CHECK(image.count_near(palette::shape_a, 12) > 500);  // the C's outline and shadows
  CHECK(image.count_near(palette::inside, 12) > 100);   // the overlaps on both directions
  CHECK(image.count_near(palette::deciding, 12) > 50);  // the dashed least-overlap axis
  // No axis shows a gap: the only orange is the panel's line "Edges: … → apart".
  CHECK(image.count_near(palette::outside, 12) < 250);
}

TEST_CASE("sat-breaks screenshot: pulled out of the notch, the gap shows in orange" * doctest::test_suite("screens")) {
  const auto image =
      rendered("sat-breaks", R"({"shapes": {"square": {"points": [[4, -1], [6, -1], [6, 1], [4, 1]]}}})", "1280x800");
  CHECK(image.count_near(palette::outside, 12) > 500);  // the gap on the x axes, its label
}

TEST_CASE("convex-pieces screenshot: the C's triangles, each cleared in orange" * doctest::test_suite("screens")) {
  const auto image = rendered("convex-pieces", "", "1280x800");
  CHECK(image.count_near(palette::outside, 12) > 500);  // six cleared pieces
  CHECK(image.count_near(palette::shape_b, 12) > 200);  // the square
}

TEST_CASE("which-approach screenshot: three columns, overlapping boxes, cleared pieces and edges" *
          doctest::test_suite("screens")) {
  const auto image = rendered("which-approach", "", "1280x800");
  CHECK(image.count_near(palette::inside, 12) > 200);   // the boxes' shared part, x and y overlaps
  CHECK(image.count_near(palette::outside, 12) > 500);  // cleared pieces and missed edges
  CHECK(image.count_near(palette::shape_a, 12) > 300);
}

}  // namespace test_concave_sat_screens
