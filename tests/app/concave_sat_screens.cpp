// Headless screenshots of the concave chapter's SAT scenes, through the real binary: each start
// figure has the colours that carry its point (the words are in the caption).
#include <doctest/doctest.h>

#include "screenshot.hpp"

using lab::testing::screenshot;
namespace palette = lab::palette;

TEST_CASE("sat-breaks screenshot: the square in the notch, every shadow overlapping, no gap") {
  const auto shot = screenshot("sat-breaks", "", "1280x800");
  INFO(shot.output);
  REQUIRE(shot.exit_code == 0);
  CHECK(shot.image.count_near(palette::shape_a, 12) > 500);  // the C's outline and shadows
  CHECK(shot.image.count_near(palette::inside, 12) > 100);   // the overlaps on both directions
  CHECK(shot.image.count_near(palette::deciding, 12) > 50);  // the dashed least-overlap axis
  // No axis shows a gap: the only orange is the panel's line "Edges: … → apart".
  CHECK(shot.image.count_near(palette::outside, 12) < 250);
}

TEST_CASE("sat-breaks screenshot: pulled out of the notch, the gap shows in orange") {
  const auto shot = screenshot(
      "sat-breaks", R"({"shapes": {"square": {"points": [[4, -1], [6, -1], [6, 1], [4, 1]]}}})", "1280x800");
  INFO(shot.output);
  REQUIRE(shot.exit_code == 0);
  CHECK(shot.image.count_near(palette::outside, 12) > 500);  // the gap on the x axes, its label
}

TEST_CASE("convex-pieces screenshot: the C's triangles, each cleared in orange") {
  const auto shot = screenshot("convex-pieces", "", "1280x800");
  INFO(shot.output);
  REQUIRE(shot.exit_code == 0);
  CHECK(shot.image.count_near(palette::outside, 12) > 500);  // six cleared pieces
  CHECK(shot.image.count_near(palette::shape_b, 12) > 200);  // the square
}

TEST_CASE("which-approach screenshot: three columns, overlapping boxes, cleared pieces and edges") {
  const auto shot = screenshot("which-approach", "", "1280x800");
  INFO(shot.output);
  REQUIRE(shot.exit_code == 0);
  CHECK(shot.image.count_near(palette::inside, 12) > 200);   // the boxes' shared part, x and y overlaps
  CHECK(shot.image.count_near(palette::outside, 12) > 500);  // cleared pieces and missed edges
  CHECK(shot.image.count_near(palette::shape_a, 12) > 300);
}
