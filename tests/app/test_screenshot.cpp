// Headless screenshots through the real binary: size, and the orange edges of "Polygon vs point".
#include <doctest/doctest.h>

#include "screenshot.hpp"

namespace test_screenshot {

using lab::testing::screenshot;

TEST_CASE("P outside the pentagon: the PNG has the requested size and orange edges" * doctest::test_suite("screens")) {
  const auto shot = screenshot("polygon-point", "", "640x400");
  INFO(shot.output);
  REQUIRE(shot.exit_code == 0);
  CHECK(shot.image.w == 640);
  CHECK(shot.image.h == 400);
  // Two 3-pixel-wide orange edges, several units long at this scale: hundreds of pixels.
  CHECK(shot.image.count_near(lab::palette::outside, 12) > 300);
  CHECK(shot.image.count_near(lab::palette::shape_a, 12) > 300);  // the blue outline
}

TEST_CASE("P inside the pentagon: not one orange pixel" * doctest::test_suite("screens")) {
  const auto shot = screenshot("polygon-point", R"({"shapes": {"P": {"points": [[0.5, 0.2]]}}})", "700x450");
  INFO(shot.output);
  REQUIRE(shot.exit_code == 0);
  CHECK(shot.image.w == 700);
  CHECK(shot.image.h == 450);
  CHECK(shot.image.count_near(lab::palette::outside, 12) == 0);
  CHECK(shot.image.count_near(lab::palette::shape_a, 12) > 300);
}

}  // namespace test_screenshot
