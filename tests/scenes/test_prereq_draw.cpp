// The shared figure helpers: number format, sign glyphs, outlines with per-edge colours.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "collide/vec.hpp"
#include "scenes/figures/draw.hpp"
#include "recording_canvas.hpp"

namespace test_prereq_draw {

using namespace lab;
using namespace lab::figures;
using collide::Vec2;

TEST_CASE("format_number writes numbers as a reader would") {
  CHECK(format_number(1.25) == "1.25");
  CHECK(format_number(3.0) == "3");
  CHECK(format_number(2.5) == "2.5");
  CHECK(format_number(-0.5) == "−0.5");
  CHECK(format_number(-0.004) == "−4e−3");  // not 0, so never "0" nor "−0"
  CHECK(format_number(2e-40) == "2e−40");
  CHECK(format_number(-1e-9) == "−1e−9");
  CHECK(format_number(0.0) == "0");
  CHECK(format_number(-0.0) == "0");
  CHECK(format_number(1.0 / 3.0, 3) == "0.333");
  CHECK(format_number(20.25, 1) == "20.2");  // printf rounding of the binary value 20.25
  CHECK(format_point({1.5, -2}) == "(1.5, −2)");
}

TEST_CASE("format_number from 10⁷ up keeps a mantissa's end zeros unless the value is that number") {
  // Three significant digits; "2e+12" would claim the value is 2·10¹² itself.
  CHECK(format_number(1999997000000.0) == "2.00e+12");
  CHECK(format_number(-1999997000000.0) == "−2.00e+12");
  CHECK(format_number(2500000001.0) == "2.50e+09");
  CHECK(format_number(2e12) == "2e+12");
  CHECK(format_number(2.5e9) == "2.5e+09");
  CHECK(format_number(1e7) == "1e+07");
  CHECK(format_number(12340000.0) == "1.23e+07");  // three digits: not the value, no zero to keep
  // A compared pair never reads as two numbers when it is one: "4.00e+80 > 4e+80" would.
  CHECK(captions::format_compared(4.0000000000004e80, 4e80, 1) ==
        std::pair<std::string, std::string>{"4.0000000000004e+80", "4e+80"});
  CHECK(captions::format_compared(1999997000000.0, 2e12, -1) ==
        std::pair<std::string, std::string>{"1.999997e+12", "2e+12"});
}

TEST_CASE("format_signed never contradicts the exact sign") {
  CHECK(format_signed(16, 1) == "16");
  CHECK(format_signed(1e-17, 1) == "1e−17");
  CHECK(format_signed(-2.5e-9, -1) == "−2.5e−9");
  CHECK(format_signed(3e-16, 0) == "0");   // the exact sign says 0: rounding residue hidden
  CHECK(format_signed(-1e-20, 1) == "ε");  // rounded value has the wrong sign: only "tiny" is known
  CHECK(format_signed(0.0, -1) == "−ε");   // rounded to 0, exactly negative
}

TEST_CASE("sign glyphs and subscripts") {
  CHECK(sign_glyph(1) == "+");
  CHECK(sign_glyph(-1) == "−");
  CHECK(sign_glyph(0) == "0");
  CHECK(sign_comparison(-1) == "< 0");
  CHECK(subscript(1) == "₁");
  CHECK(subscript(12) == "₁₂");
}

TEST_CASE("ascii_minus: every minus sign a caption prints, as strtod reads it") {
  CHECK(captions::ascii_minus("−3.5e−7") == "-3.5e-7");  // the sign and the exponent's
  CHECK(captions::ascii_minus("(−1, −2)") == "(-1, -2)");
  CHECK(captions::ascii_minus("2e+12") == "2e+12");
  CHECK(captions::ascii_minus("") == "");
  // A compared pair read back whole: "1e−20" is 10⁻²⁰, not 1, so the short texts already differ
  // (read as far as the "e", both were 1 and the pair went on to 17 digits).
  CHECK(captions::format_compared(1e-20, 1e-21, 1) == std::pair<std::string, std::string>{"1e−20", "1e−21"});
}

TEST_CASE("draw_outline: a triangle with its middle edge orange and a sign at every vertex") {
  const std::array<Vec2, 3> tri{Vec2{0, 0}, Vec2{4, 0}, Vec2{0, 3}};
  const std::array<Color, 3> edges{palette::shape_a, palette::outside, palette::shape_a};
  const std::array<std::string, 3> signs{"+", "−", "0"};
  testing::RecordingCanvas canvas;
  draw_outline(canvas, tri, {.color = palette::shape_a, .edge_colors = edges, .vertex_labels = signs, .name = "A"});
  REQUIRE(canvas.of("segment").size() == 3);
  CHECK(canvas.count("segment", palette::outside) == 1);
  // Edge 1 runs from vertex 1 to vertex 2.
  const auto orange = canvas.of("segment")[1];
  CHECK(orange.color == palette::outside);
  CHECK(orange.points[0] == Vec2{4, 0});
  CHECK(orange.points[1] == Vec2{0, 3});
  CHECK(canvas.count("point", palette::shape_a) == 3);
  CHECK(canvas.has_label("−"));
  CHECK(canvas.has_label("A"));
}

TEST_CASE("draw_outline: a two-point outline is one segment") {
  const std::array<Vec2, 2> seg{Vec2{0, 0}, Vec2{1, 1}};
  testing::RecordingCanvas canvas;
  draw_outline(canvas, seg, {.color = palette::shape_b});
  CHECK(canvas.count("segment", palette::shape_b) == 1);
}

TEST_CASE("shade_half_plane fills the + side of the view only") {
  testing::RecordingCanvas canvas;  // view [−10, 10]²
  // x − 2 ≥ 0: the strip 2 ≤ x ≤ 10.
  shade_half_plane(canvas, {1, 0, -2}, palette::inside.with_alpha(40));
  const auto fills = canvas.of("fill_polygon");
  REQUIRE(fills.size() == 1);
  for (Vec2 p : fills[0].points) CHECK(p.x >= 2 - 1e-12);
  // A line with (a, b) = (0, 0) is not a line: nothing drawn.
  testing::RecordingCanvas empty;
  shade_half_plane(empty, {0, 0, 1}, palette::inside);
  CHECK(empty.calls.empty());
}

TEST_CASE("label_crosses and first_clear_offset: a label's box against segments, with a clearance") {
  // At 0.02 units per pixel a Normal "AB" (2 glyphs, 19.2 pixels wide, 16 high) with its top-left
  // at the anchor (0, 0) spans x ∈ [0, 0.384], y ∈ [−0.32, 0].
  testing::RecordingCanvas canvas;
  const std::vector<std::vector<Vec2>> across{{{-1, -0.1}, {1, -0.1}}};     // through the box
  const std::vector<std::vector<Vec2>> inside{{{0.1, -0.2}, {0.2, -0.2}}};  // wholly inside it
  const std::vector<std::vector<Vec2>> below{{{-1, -0.36}, {1, -0.36}}};    // 2 pixels under it
  CHECK(label_crosses(canvas, {0, 0}, {0, 0}, "AB", TextSize::Normal, across));
  CHECK(label_crosses(canvas, {0, 0}, {0, 0}, "AB", TextSize::Normal, inside));
  CHECK_FALSE(label_crosses(canvas, {0, 0}, {0, 0}, "AB", TextSize::Normal, below));
  CHECK(label_crosses(canvas, {0, 0}, {0, 0}, "AB", TextSize::Normal, below, 3));  // 3 pixels clear asked
  // The first offset crosses the line through the box; the second (20 pixels higher) is clear.
  const std::array<Vec2, 2> offsets{Vec2{0, 0}, Vec2{0, 20}};
  CHECK(first_clear_offset(canvas, {0, 0}, offsets, "AB", TextSize::Normal, across) == Vec2{0, 20});
  CHECK(first_clear_offset(canvas, {0, 0}, offsets, "AB", TextSize::Normal, below) == Vec2{0, 0});
  // None clear (both cross a closed square around them): the first.
  const std::vector<std::vector<Vec2>> square{{{0.1, -0.5}, {0.3, -0.5}, {0.3, 0.5}, {0.1, 0.5}}};
  CHECK(first_clear_offset(canvas, {0, 0}, offsets, "AB", TextSize::Normal, square) == Vec2{0, 0});
}

TEST_CASE("vertex dots: none where a vertex crowds a neighbour closer than a dot's width (12 px)") {
  testing::RecordingCanvas canvas;  // 0.02 units a pixel: 12 px is 0.24 units
  // A unit square: every vertex 50 px from both neighbours, four dots.
  const std::vector<Vec2> square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  draw_vertex_dots(canvas, square, palette::shape_a);
  CHECK(canvas.of("point").size() == 4);
  // Two extra corners on its top edge, 0.1 (5 px) apart: those two lose their dots; (1, 1) and
  // (0, 1) are 0.45 (22.5 px) from them and keep theirs.
  canvas.calls.clear();
  const std::vector<Vec2> notched{{0, 0}, {1, 0}, {1, 1}, {0.55, 1}, {0.45, 1}, {0, 1}};
  draw_vertex_dots(canvas, notched, palette::shape_a);
  const auto dots = canvas.of("point");
  REQUIRE(dots.size() == 4);
  CHECK(dots[2].points[0] == Vec2{1, 1});
  CHECK(dots[3].points[0] == Vec2{0, 1});
  // A regular 2,000-gon of radius 3: neighbours 0.0094 apart (under half a pixel): no dots, so
  // the outline and its edge colours stay visible.
  canvas.calls.clear();
  const auto ring = circle_outline({{0, 0}, 3}, 2000);
  draw_vertex_dots(canvas, ring, palette::shape_a);
  CHECK(canvas.of("point").empty());
  // draw_outline follows the same rule.
  draw_outline(canvas, ring, {.color = palette::shape_a});
  CHECK(canvas.of("point").empty());
  CHECK(canvas.of("segment").size() == 2000);
}

TEST_CASE("vertex dots: none on a dot already drawn (a 2,000-pointed star's tips, a pixel apart)") {
  testing::RecordingCanvas canvas;  // 0.02 units a pixel: a dot's width, 12 px, is 0.24 units
  // A star of 2,000 corners, tips at radius 5, the corners between at 3 (as the frame bench's):
  // each corner is 2 units (100 px) from its neighbours, so the neighbour rule keeps every dot,
  // but tip k and tip k + 1 are 2π·5/1,000 = 0.0314 units (1.6 px) apart. Before: 2,000 dots.
  std::vector<Vec2> star;
  for (int i = 0; i < 2000; ++i) {
    const double a = 2 * std::numbers::pi * i / 2000, r = i % 2 == 0 ? 5 : 3;
    star.push_back({r * std::cos(a), r * std::sin(a)});
  }
  draw_vertex_dots(canvas, star, palette::shape_a);
  const auto dots = canvas.of("point");
  // Going round, a tip gets a dot when 8 tips (0.251 units) from the last: 125 on the tips; the
  // inner corners are 0.0188 apart, a dot every 13 (0.245), 77 round but the last, 12 short of
  // the first: 76 (counted by a separate walk in Python); at most 2π·5 / 0.24 = 131 fit the tips.
  CHECK(dots.size() == 125 + 76);
  for (std::size_t i = 0; i < dots.size(); ++i)
    for (std::size_t j = i + 1; j < dots.size(); ++j)
      CHECK(collide::distance_squared(dots[i].points[0], dots[j].points[0]) >= 0.24 * 0.24);
  // Every corner still lies under a dot: within a dot's width of one drawn.
  for (const Vec2 v : star) {
    double nearest = 1e9;
    for (const auto& d : dots) nearest = std::min(nearest, collide::distance_squared(v, d.points[0]));
    CHECK(nearest < 0.24 * 0.24);
  }
}

}  // namespace test_prereq_draw
