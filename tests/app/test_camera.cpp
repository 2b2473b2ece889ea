// The camera's arithmetic, checked by hand: an 800×600 viewport at (0, 0), 50 pixels per unit.
#include <doctest/doctest.h>

#include <cmath>

#include "shell/camera.hpp"

namespace test_camera {

using lab::Camera;
using lab::Vec2;

namespace {
Camera camera() {
  Camera c;
  c.origin = {0, 0};
  c.size = {800, 600};
  c.center = {0, 0};
  c.scale = 50;
  return c;
}
}  // namespace

TEST_CASE("world y-up maps to screen y-down about the viewport's middle") {
  const Camera c = camera();
  CHECK(c.to_screen({0, 0}) == Vec2{400, 300});
  CHECK(c.to_screen({1, 0}) == Vec2{450, 300});
  CHECK(c.to_screen({0, 1}) == Vec2{400, 250});  // up in the world is up on screen
  CHECK(c.to_world({450, 250}) == Vec2{1, 1});
  CHECK(c.to_world_length(25) == 0.5);
}

TEST_CASE("an offset viewport (the canvas right of the sidebar) shifts the screen points") {
  Camera c = camera();
  c.origin = {200, 0};
  CHECK(c.to_screen({0, 0}) == Vec2{600, 300});
  CHECK(c.to_world({600, 300}) == Vec2{0, 0});
}

TEST_CASE("zooming about the cursor keeps the world point under the cursor") {
  Camera c = camera();
  const Vec2 cursor{600, 100};  // world (4, 4)
  REQUIRE(c.to_world(cursor) == Vec2{4, 4});
  c.zoom_at(cursor, 2);
  CHECK(c.scale == 100);
  CHECK(c.to_world(cursor).x == doctest::Approx(4));
  CHECK(c.to_world(cursor).y == doctest::Approx(4));
  // The middle of the view moved halfway towards the cursor's world point.
  CHECK(c.center.x == doctest::Approx(2));
  CHECK(c.center.y == doctest::Approx(2));
}

TEST_CASE("zoom is clamped so the view never degenerates") {
  Camera c = camera();
  c.zoom_at({400, 300}, 1e-12);
  CHECK(c.scale == doctest::Approx(50e-12));  // 10¹² units in 50 pixels
  c.zoom_at({400, 300}, 1e-100);
  CHECK(c.scale == Camera::min_scale);
  c.zoom_at({400, 300}, 1e300);
  CHECK(c.scale == Camera::max_scale);
}

TEST_CASE("fit frames shapes a billion units apart, and shapes 1e-40 across, filling the view") {
  Camera c = camera();  // 800 × 600 pixels
  c.fit({-1e9, -1e9, 2e9, 2e9}, 50);
  CHECK(c.scale == doctest::Approx(500 / 2e9));
  CHECK(c.to_screen({-1e9, 0}).x == doctest::Approx(150));
  c.fit({0, 0, 1e-40, 1e-40}, 50);
  CHECK(c.scale == doctest::Approx(500 / 1e-40));
  CHECK(c.to_screen({1e-40, 0}).x == doctest::Approx(650));
}

TEST_CASE("panning drags the content with the mouse") {
  Camera c = camera();
  c.pan({50, -50});  // mouse moved 1 unit right and 1 unit up
  // What was at the middle is now 50 pixels right and 50 up.
  CHECK(c.to_screen({0, 0}) == Vec2{450, 250});
}

TEST_CASE("fit shows the whole rectangle, centred above the caption strip") {
  Camera c = camera();
  c.fit({-2, -1, 4, 2}, 50, 100);  // 4×2 units into 700×400 free pixels: height limits? no, width: 175 vs 200
  CHECK(c.scale == doctest::Approx(175));
  // Corners land inside the margins.
  const Vec2 lo = c.to_screen({-2, -1}), hi = c.to_screen({2, 1});
  CHECK(lo.x == doctest::Approx(50));
  CHECK(hi.x == doctest::Approx(750));
  // Vertically centred in the 500 pixels above the 100-pixel strip: 250 ± 175.
  CHECK(hi.y == doctest::Approx(250 - 175));
  CHECK(lo.y == doctest::Approx(250 + 175));
}

TEST_CASE("the view is the world rectangle the viewport shows") {
  const auto v = camera().view();
  CHECK(v.x == -8);
  CHECK(v.y == -6);
  CHECK(v.w == 16);
  CHECK(v.h == 12);
}

TEST_CASE("grid steps are 1, 2 or 5 times a power of ten, the smallest at least the pixels asked") {
  CHECK(lab::grid_step(50, 40) == doctest::Approx(1));     // 0.8 units → 1
  CHECK(lab::grid_step(100, 40) == doctest::Approx(0.5));  // 0.4 → 0.5
  CHECK(lab::grid_step(150, 40) == doctest::Approx(0.5));  // 0.27 → 0.5
  CHECK(lab::grid_step(250, 40) == doctest::Approx(0.2));  // 0.16 → 0.2
  CHECK(lab::grid_step(40, 40) == doctest::Approx(1));     // exactly 1
  CHECK(lab::grid_step(1, 40) == doctest::Approx(50));     // 40 → 50
  CHECK(lab::grid_step(0.01, 40) == doctest::Approx(5000));
}

TEST_CASE("a line given by a point 1e30 away still crosses the view where it is: y = x through the origin") {
  // The line through (1e30, 1e30) along (1, 1) is y = x; the view (16 × 12 units round the origin,
  // 20 across the diagonal) is crossed from corner to corner, its ends 20 units from the origin.
  const auto ends = camera().line_across_view({1e30, 1e30}, {1, 1});
  REQUIRE(ends);
  for (const Vec2 end : *ends) {
    CHECK(end.x == end.y);
    CHECK(std::abs(end.x) == doctest::Approx(20 / std::sqrt(2.0)));
  }
  // Along x through (−1e30, 2): the line y = 2, reaching 20 + 2 units either side of x = 0 (the
  // view's diagonal and the line's distance from its centre).
  const auto flat = camera().line_across_view({-1e30, 2}, {1, 0});
  REQUIRE(flat);
  CHECK((*flat)[0] == Vec2{-22, 2});
  CHECK((*flat)[1] == Vec2{22, 2});
}

}  // namespace test_camera
