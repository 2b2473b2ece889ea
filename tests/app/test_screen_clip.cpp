// screen_clip: what the canvases cut to the view before ImGui's floats or an SVG's numbers see it
// (issue 16). Every case is a 100 × 100 pixel box, [0, 100] × [0, 100], and shapes whose ends or
// centres lie up to 10¹² pixels away, checked by hand.
#include <doctest/doctest.h>

#include <cmath>

#include "window/screen_clip.hpp"

namespace test_screen_clip {

using lab::ClipBox;
using lab::Vec2;

const ClipBox box{0, 0, 100, 100};

// Twice the area of a polygon (shoelace), either winding.
double area(const std::vector<Vec2>& p) {
  double a = 0;
  for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) a += p[j].x * p[i].y - p[i].x * p[j].y;
  return std::abs(a) / 2;
}

TEST_CASE("clip_segment: a segment 10^12 pixels long each way keeps the part in the box, exactly") {
  const auto cut = lab::clip_segment({-1e12, 5}, {1e12, 5}, box);
  REQUIRE(cut);
  CHECK((*cut)[0] == Vec2{0, 5});
  CHECK((*cut)[1] == Vec2{100, 5});
}

TEST_CASE("clip_segment: a diagonal through the box is cut at two corners; one end inside stays as it is") {
  const auto diagonal = lab::clip_segment({-50, -50}, {150, 150}, box);
  REQUIRE(diagonal);
  CHECK((*diagonal)[0] == Vec2{0, 0});
  CHECK((*diagonal)[1] == Vec2{100, 100});
  const auto half = lab::clip_segment({30, 40}, {30, 1e12}, box);
  REQUIRE(half);
  CHECK((*half)[0] == Vec2{30, 40});
  CHECK((*half)[1] == Vec2{30, 100});
}

TEST_CASE("clip_segment: a segment from 10^40 pixels off meets the left edge where its slope says") {
  // From (−10⁴⁰, 50) to (50, 50.5): at x = 0 it has risen 0.5 · (1 − 50/(10⁴⁰ + 50)) ≈ 0.5.
  const auto cut = lab::clip_segment({-1e40, 50}, {50, 50.5}, box);
  REQUIRE(cut);
  CHECK((*cut)[0].x == 0);
  CHECK((*cut)[0].y == doctest::Approx(50.5));
  CHECK((*cut)[1] == Vec2{50, 50.5});
}

TEST_CASE("clip_segment: both ends 10^46 pixels off, the line y = x still crosses the box corner to corner") {
  // A step of 10⁴⁶ from either end would leave nothing of the 100 pixels in between: the cut is
  // worked out from the line's point nearest the box's middle, (50, 50).
  const auto cut = lab::clip_segment({-1e46, -1e46}, {1e46, 1e46}, box);
  REQUIRE(cut);
  CHECK((*cut)[0].x == doctest::Approx(0).epsilon(1e-9));
  CHECK((*cut)[0].y == doctest::Approx(0).epsilon(1e-9));
  CHECK((*cut)[1].x == doctest::Approx(100));
  CHECK((*cut)[1].y == doctest::Approx(100));
}

TEST_CASE("clip_segment: outside the box, beside it or past a corner, nothing") {
  CHECK_FALSE(lab::clip_segment({-1e12, 150}, {1e12, 150}, box));  // above, parallel
  CHECK_FALSE(lab::clip_segment({150, 0}, {250, 100}, box));       // to the right
  CHECK_FALSE(lab::clip_segment({-10, 90}, {10, 130}, box));       // past the corner (0, 100): x = 0 at y = 110
  CHECK_FALSE(lab::clip_segment({NAN, 0}, {50, 50}, box));         // not a point
}

TEST_CASE("clip_dashes: 9 on, 6 off from A: a line 2·10^12 pixels long gives the 7 dashes in the box") {
  // From (0, 50): dashes [0, 9], [15, 24], …, [90, 99]: seven.
  const auto from_edge = lab::clip_dashes({0, 50}, {1e12, 50}, 9, 6, box);
  REQUIRE(from_edge.size() == 7);
  CHECK(from_edge[0][0] == Vec2{0, 50});
  CHECK(from_edge[0][1] == Vec2{9, 50});
  CHECK(from_edge[6][0] == Vec2{90, 50});
  CHECK(from_edge[6][1] == Vec2{99, 50});
  // From x = −20 the pattern is 20 pixels in at the box's edge, 5 into its second dash: [0, 4], [10, 19], …
  const auto shifted = lab::clip_dashes({-20, 50}, {1e12, 50}, 9, 6, box);
  REQUIRE(shifted.size() == 7);
  CHECK(shifted[0][1] == Vec2{4, 50});
  CHECK(shifted[1][0] == Vec2{10, 50});
  // From 10¹² pixels off (10 past a whole number of periods): still only what the box holds.
  CHECK(lab::clip_dashes({-1e12, 50}, {1e12, 50}, 9, 6, box).size() == 7);
  CHECK(lab::clip_dashes({-1e30, 50}, {1e30, 50}, 9, 6, box).size() <= 8);
}

TEST_CASE("clip_outline: a square inside stays closed; one crossing the box is cut into the runs that show") {
  const std::vector<Vec2> inside{{10, 10}, {90, 10}, {90, 90}, {10, 90}};
  const auto whole = lab::clip_outline(inside, true, box, 4096);
  CHECK(whole.closed);
  REQUIRE(whole.runs.size() == 1);
  CHECK(whole.runs[0] == inside);

  // A square from (50, 50) to (10¹², 10¹²): its edges from (50, 50) along x and along y show,
  // one run through the corner (50, 50): (50, 100) → (50, 50) → (100, 50).
  const std::vector<Vec2> far{{50, 50}, {1e12, 50}, {1e12, 1e12}, {50, 1e12}};
  const auto cut = lab::clip_outline(far, true, box, 4096);
  CHECK_FALSE(cut.closed);
  REQUIRE(cut.runs.size() == 1);
  CHECK(cut.runs[0] == std::vector<Vec2>{{50, 100}, {50, 50}, {100, 50}});
}

TEST_CASE("clip_outline: 20,000 vertices in view come out as runs of at most 4,096 points, end to end") {
  std::vector<Vec2> ring;
  for (int i = 0; i < 20000; ++i) {
    const double a = 2 * M_PI * i / 20000;
    ring.push_back({50 + 40 * std::cos(a), 50 + 40 * std::sin(a)});
  }
  const auto cut = lab::clip_outline(ring, true, box, 4096);
  CHECK_FALSE(cut.closed);
  REQUIRE(cut.runs.size() == 5);  // 20,001 points (back to the first) in runs sharing their ends
  std::size_t points = 0;
  for (std::size_t i = 0; i < cut.runs.size(); ++i) {
    CHECK(cut.runs[i].size() <= 4096);
    points += cut.runs[i].size();
    if (i > 0) CHECK(cut.runs[i].front() == cut.runs[i - 1].back());
  }
  CHECK(points == 20001 + cut.runs.size() - 1);
  CHECK(cut.runs.front().front() == ring[0]);
  CHECK(cut.runs.back().back() == ring[0]);
}

TEST_CASE("clip_polygon: a square 10^12 wide over the box fills the box; a triangle keeps its part") {
  const std::vector<Vec2> huge{{-1e12, -1e12}, {1e12, -1e12}, {1e12, 1e12}, {-1e12, 1e12}};
  const auto all = lab::clip_polygon(huge, box);
  CHECK(all.size() == 4);
  CHECK(area(all) == 100 * 100);
  // The triangle (0, 0), (200, 0), (0, 200): the box less its corner beyond x + y = 200, which
  // is the point (100, 100) only: all of the box.
  CHECK(area(lab::clip_polygon(std::vector<Vec2>{{0, 0}, {200, 0}, {0, 200}}, box)) == doctest::Approx(10000));
  // The triangle (0, 0), (100, 0), (0, 100): half the box, whole.
  CHECK(area(lab::clip_polygon(std::vector<Vec2>{{0, 0}, {100, 0}, {0, 100}}, box)) == 5000);
  CHECK(lab::clip_polygon(std::vector<Vec2>{{1e9, 1e9}, {2e9, 1e9}, {1e9, 2e9}}, box).empty());
}

TEST_CASE("circle_in_box: a rim of radius 10^12 through the box is drawn as the arc in it, flat to within a pixel") {
  // Centre (50, 10¹² + 50), radius 10¹²: its top reaches y = 50 at x = 50; at x = 0 and 100 it is
  // 50² / (2 · 10¹²) ≈ 10⁻⁹ lower: a straight line across the box, for the eye.
  const auto rim = lab::circle_in_box({50, 1e12 + 50}, 1e12, box, 0.25);
  CHECK_FALSE(rim.closed);
  REQUIRE(rim.runs.size() == 1);
  const auto& arc = rim.runs[0];
  CHECK(arc.size() <= 16);
  CHECK(std::min(arc.front().x, arc.back().x) == 0);
  CHECK(std::max(arc.front().x, arc.back().x) == 100);
  for (const Vec2 p : arc) CHECK(std::abs(p.y - 50) < 1e-3);  // 10¹²'s doubles are 10⁻⁴ apart
  // Its disc fills the box below the rim: 100 × 50.
  CHECK(area(lab::disc_in_box({50, 1e12 + 50}, 1e12, box, 0.25)) == doctest::Approx(5000).epsilon(1e-5));
}

TEST_CASE(
    "circle_in_box: whole in the box, closed; round the box or beside it, no rim; its disc then is the box or "
    "nothing") {
  const auto small = lab::circle_in_box({50, 50}, 20, box, 0.25);
  CHECK(small.closed);
  REQUIRE(small.runs.size() == 1);
  for (const Vec2 p : small.runs[0]) CHECK(std::hypot(p.x - 50, p.y - 50) == doctest::Approx(20));

  CHECK(lab::circle_in_box({50, 50}, 1e12, box, 0.25).runs.empty());  // encloses the box
  CHECK(area(lab::disc_in_box({50, 50}, 1e12, box, 0.25)) == 10000);
  CHECK(lab::circle_in_box({1e9, 50}, 20, box, 0.25).runs.empty());  // far to the right
  CHECK(lab::disc_in_box({1e9, 50}, 20, box, 0.25).empty());
}

TEST_CASE("circle_sides: the fewest sides whose chords stay within a quarter pixel of the rim, 6 at least") {
  // A chord of a side of n leaves the rim by r (1 − cos(π/n)), its sagitta.
  const auto sagitta = [](double r, int n) { return r * (1 - std::cos(M_PI / n)); };
  CHECK(lab::circle_sides(2.75, 0.25) == 8);  // a ring's line (RoleCanvas): 0.21 pixels; 7 sides, 0.27
  CHECK(sagitta(2.75, 8) <= 0.25);
  CHECK(sagitta(2.75, 7) > 0.25);
  CHECK(lab::circle_sides(4, 0.25) == 9);  // a vertex's dot: 0.24 pixels; 8 sides, 0.30
  CHECK(sagitta(4, 9) <= 0.25);
  CHECK(sagitta(4, 8) > 0.25);
  CHECK(lab::circle_sides(5.5, 0.25) == 11);  // its paper halo: 0.22 pixels; 10 sides, 0.27
  CHECK(sagitta(5.5, 11) <= 0.25);
  CHECK(sagitta(5.5, 10) > 0.25);
  CHECK(lab::circle_sides(6.5, 0.25) == 12);  // 0.22 pixels; 11 sides, 0.26
  CHECK(sagitta(6.5, 12) == doctest::Approx(0.2215).epsilon(1e-3));
  CHECK(sagitta(6.5, 11) > 0.25);
  CHECK(lab::circle_sides(0.2, 0.25) == 6);   // under the tolerance: a hexagon, the least drawn
  CHECK(lab::circle_sides(100, 0.25) == 45);  // 0.244 pixels; 44 sides would leave it by 0.255
  CHECK(sagitta(100, 45) <= 0.25);
  CHECK(sagitta(100, 44) > 0.25);
  CHECK(lab::circle_sides(1000, 0.25) == 141);  // 0.248; 140 sides, 0.252
  CHECK(sagitta(1000, 141) <= 0.25);
  CHECK(sagitta(1000, 140) > 0.25);
  CHECK(lab::circle_inside({50, 50}, 50, box));
  CHECK_FALSE(lab::circle_inside({50, 50}, 50.5, box));
}

TEST_CASE("circle_in_box: a circle over one corner shows a quarter arc between two edges") {
  // Centre (0, 0), radius 50: the quarter from (50, 0) to (0, 50); the disc's part is a quarter disc.
  const auto rim = lab::circle_in_box({0, 0}, 50, box, 0.25);
  REQUIRE(rim.runs.size() == 1);
  CHECK(rim.runs[0].front() == Vec2{50, 0});
  CHECK(rim.runs[0].back() == Vec2{0, 50});
  CHECK(area(lab::disc_in_box({0, 0}, 50, box, 0.25)) == doctest::Approx(M_PI * 2500 / 4).epsilon(0.01));
}

}  // namespace test_screen_clip
