// Headless screenshots of the chapter "Before polygons", through the real binary: each figure has
// the colours that carry its verdict (the verdict's words are in the caption, tested in tests/scenes).
#include <doctest/doctest.h>

#include <cstdint>

#include "screenshot.hpp"

namespace test_prereq_screens {

using lab::testing::rendered;
namespace palette = lab::palette;

namespace {
/// `ink` at `alpha` (of 255) over the paper, rounded.
constexpr std::uint8_t over_paper(int ink, int paper, int alpha) {
  return static_cast<std::uint8_t>((ink * alpha + paper * (255 - alpha) + 127) / 255);
}
/// The + side's shading: palette::line at alpha 45 over the paper.
constexpr lab::Color shaded_plus_side{over_paper(palette::line.r, palette::background.r, 45),
                                      over_paper(palette::line.g, palette::background.g, 45),
                                      over_paper(palette::line.b, palette::background.b, 45)};
}  // namespace

TEST_CASE("side-of-line screenshot: the line, its shaded + side, P" * doctest::test_suite("screens")) {
  const auto image = rendered("side-of-line", "", "640x400");
  CHECK(image.count_near(palette::line, 12) > 300);      // the line and the normal arrow
  CHECK(image.count_near(shaded_plus_side, 6) > 20000);  // about half the canvas
  CHECK(image.count_near(palette::point, 30) > 40);      // P, P₁, P₂ and the words
}

TEST_CASE("side-of-line screenshot: no shading when the option is off" * doctest::test_suite("screens")) {
  const auto image = rendered("side-of-line", R"({"options": {"shade": 0}})", "640x400");
  CHECK(image.count_near(shaded_plus_side, 3) < 500);
}

TEST_CASE("segments-crossing screenshot: four green triangles when they cross" * doctest::test_suite("screens")) {
  const auto image = rendered("segments-crossing", "", "640x400");
  CHECK(image.count_near(palette::inside, 12) > 150);   // the arrows walking the small triangles
  CHECK(image.count_near(palette::outside, 12) == 0);   // no pair says apart
  CHECK(image.count_near(palette::shape_a, 12) > 200);  // AB
  CHECK(image.count_near(palette::shape_b, 12) > 200);  // CD
}

TEST_CASE("segments-crossing screenshot: C and D on one side turn AB's pair orange" * doctest::test_suite("screens")) {
  const auto image = rendered("segments-crossing", R"({"shapes": {"CD": {"points": [[-2, 3], [-1, 1]]}}})", "640x400");
  CHECK(image.count_near(palette::outside, 12) > 60);
}

TEST_CASE("closest-point screenshot: the orange clamp and the green distance to Q" * doctest::test_suite("screens")) {
  const auto image = rendered("closest-point", "", "640x400");
  CHECK(image.count_near(palette::outside, 12) > 40);   // the clamp arrow and its word
  CHECK(image.count_near(palette::inside, 12) > 100);   // P to Q, and Q
  CHECK(image.count_near(palette::shape_a, 12) > 300);  // the segment
}

TEST_CASE("closest-point screenshot: no clamp between A and B" * doctest::test_suite("screens")) {
  const auto image = rendered("closest-point", R"({"shapes": {"P": {"points": [[-1, 2.5]]}}})", "640x400");
  CHECK(image.count_near(palette::outside, 12) == 0);
}

TEST_CASE("circles screenshot: both rims and a green centre line (collide)" * doctest::test_suite("screens")) {
  const auto image = rendered("circles", "", "640x400");
  CHECK(image.count_near(palette::shape_a, 12) > 200);
  CHECK(image.count_near(palette::shape_b, 12) > 200);
  CHECK(image.count_near(palette::inside, 12) > 100);
  CHECK(image.count_near(palette::outside, 12) == 0);
}

TEST_CASE("circles screenshot: an orange centre line when C₂ moves away" * doctest::test_suite("screens")) {
  const auto image = rendered("circles", R"({"shapes": {"C₂": {"points": [[3, 3]]}}})", "640x400");
  CHECK(image.count_near(palette::outside, 12) > 100);
  CHECK(image.count_near(palette::inside, 12) == 0);
}

TEST_CASE("rectangles screenshot: a green overlap on x, an orange gap on y" * doctest::test_suite("screens")) {
  // At full size: the overlap band is a double line (green's second channel, issue 26), whose two
  // 2.5-pixel lines a half-size picture blurs into the paper.
  const auto image = rendered("rectangles", "", "1280x800");
  CHECK(image.count_near(palette::inside, 12) > 60);    // the x overlap band
  CHECK(image.count_near(palette::outside, 12) > 30);   // the y gap band
  CHECK(image.count_near(palette::shape_a, 12) > 300);  // A and its shadows
  CHECK(image.count_near(palette::shape_b, 12) > 300);  // B and its shadows
}

}  // namespace test_prereq_screens
