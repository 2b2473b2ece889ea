// Headless screenshots of the "Convex polygons" scenes through the real binary: each start figure
// carries the colours its point needs (the verdict's words are in the caption, checked elsewhere).
#include <doctest/doctest.h>

#include <string>

#include "screenshot.hpp"

namespace test_convex_screens {

using lab::testing::rendered;
namespace palette = lab::palette;

TEST_CASE("polygon-point screenshot: two orange edges, the blue pentagon" * doctest::test_suite("screens")) {
  const auto image = rendered("polygon-point", "", "1280x800");
  CHECK(image.count_near(palette::outside, 12) > 300);  // the two edges P is beyond
  CHECK(image.count_near(palette::shape_a, 12) > 300);
}

TEST_CASE("polygon-point screenshot: P inside, no orange edge" * doctest::test_suite("screens")) {
  const auto image = rendered("polygon-point", R"({"shapes": {"P": {"points": [[0.5, 0.2]]}}})", "1280x800");
  CHECK(image.count_near(palette::outside, 12) < 20);
}

TEST_CASE("polygon-line screenshot: the line in sky blue beside the pentagon" * doctest::test_suite("screens")) {
  const auto image = rendered("polygon-line", "", "1280x800");
  CHECK(image.count_near(palette::line, 12) > 300);
  CHECK(image.count_near(palette::shape_a, 12) > 300);
}

TEST_CASE("SAT scenes' screenshots: a dashed deciding axis and an orange gap on it" * doctest::test_suite("screens")) {
  for (std::string id : {"separating-axis", "polygon-rect", "polygon-segment", "polygon-circle"}) {
    CAPTURE(id);
    const auto image = rendered(id, "", "1280x800");
    CHECK(image.count_near(palette::deciding, 12) > 100);  // the dashed axis and its edge
    CHECK(image.count_near(palette::outside, 12) > 100);   // the gap between the shadows
    CHECK(image.count_near(palette::shape_a, 12) > 300);
    CHECK(image.count_near(palette::shape_b, 12) > 100);
  }
}

TEST_CASE("separating-axis screenshot: overlapping, no orange gap anywhere" * doctest::test_suite("screens")) {
  const auto image = rendered(
      "separating-axis", R"({"shapes": {"triangle": {"points": [[2.1, 0.6], [4.6, -0.1], [3.9, 2.4]]}}})", "1280x800");
  // The figure only, left of the panel (x ≥ 920 at this size), whose legend writes "orange",
  // "green" and "dashed vermillion" in their colours.
  constexpr int kFigureRight = 900;
  CHECK(image.count_near(palette::outside, 12, 0, 0, kFigureRight, 800) == 0);
  CHECK(image.count_near(palette::inside, 12, 0, 0, kFigureRight, 800) > 50);    // the least overlap
  CHECK(image.count_near(palette::deciding, 12, 0, 0, kFigureRight, 800) > 50);  // its dashed axis
}

}  // namespace test_convex_screens
