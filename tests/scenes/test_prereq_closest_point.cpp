// "closest-point": AB from A = (−4, −1) to B = (2, 1), so AB = (6, 2) and |AB|² = 40;
// t = (AP · AB) / 40.
#include <doctest/doctest.h>

#include "scene_test_support.hpp"

namespace test_prereq_closest_point {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;

TEST_CASE("closest-point: start, P = (4.5, −2) projects past B and is clamped to B") {
  // AP = (8.5, −1): t = (51 − 2) / 40 = 1.225; Q = B; |PQ| = |(2.5, −3)| = √15.25 ≈ 3.905.
  auto scene = scene_named("closest-point");
  CHECK(scene->caption() == "P projects past B (t = 1.23 > 1) → clamped to B: Q = (2, 1), |PQ| = 3.91");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("Q = B (t = 1)"));
  CHECK(canvas.count("arrow", palette::outside) == 1);  // the clamp, from the projection to B
  const auto drop = canvas.of("dashed_segment");
  REQUIRE(drop.size() == 1);
  CHECK(drop[0].points[1].x == doctest::Approx(-4 + 1.225 * 6));  // the projection
  CHECK(drop[0].points[1].y == doctest::Approx(-1 + 1.225 * 2));
  CHECK(canvas.count("point", palette::inside) == 1);  // Q
}

TEST_CASE("closest-point: P = (−1, 2.5) projects between A and B: no clamp") {
  // AP = (3, 3.5): t = 25/40 = 0.625; Q = (−0.25, 0.25); |PQ|² = 0.5625 + 5.0625 = 5.625.
  auto scene = scene_at_preset("closest-point", "between A and B");
  CHECK(scene->caption() == "P projects between A and B (t = 0.62) → Q = (−0.25, 0.25), |PQ| = 2.37");
  const auto canvas = drawn(*scene);
  CHECK(canvas.count("arrow", palette::outside) == 0);
  CHECK(canvas.has_label("Q"));
  CHECK_FALSE(canvas.has_label("Q = "));
}

TEST_CASE("closest-point: P dragged to (−6, 1.5) is clamped to A") {
  // AP = (−2, 2.5): t = (−12 + 5) / 40 = −0.175; Q = A; |PQ| = |(−2, 2.5)| = √10.25 ≈ 3.2016.
  auto scene = scene_named("closest-point");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("P").points[0] = {-6, 1.5}; });
  CHECK(scene->caption() == "P projects before A (t = −0.17 < 0) → clamped to A: Q = (−4, −1), |PQ| = 3.2");
  CHECK(drawn(*scene).has_label("Q = A (t = 0)"));
}

TEST_CASE("closest-point: exactly over B (t = 1) needs no clamp") {
  // P = (1, 4): AP = (5, 5), AP · AB = 40 = |AB|².
  auto scene = scene_at_preset("closest-point", "right over B (t = 1)");
  CHECK(scene->caption() == "P projects onto B (t = 1) → Q = B = (2, 1), |PQ| = 3.16");
}

TEST_CASE("closest-point: P on the segment is its own closest point") {
  auto scene = scene_at_preset("closest-point", "P on the segment");
  CHECK(scene->caption() == "P lies on AB (t = 0.5) → Q = P = (−1, 0), |PQ| = 0");
}

TEST_CASE("closest-point: A = B is warned about and answered") {
  auto scene = scene_named("closest-point");
  change_state(*scene, [&](lab::SceneState& state) {
    state.shape("AB").points = {{1, 1}, {1, 1}};
    state.shape("P").points[0] = {4, 5};
  });
  CHECK(scene->caption() == "A and B coincide, so the closest point is A: Q = (1, 1), |PQ| = 5");
  CHECK(scene->warnings().size() == 1);
  drawn(*scene);
}

TEST_CASE("closest-point: a t of 10^-20 or 1 − 2^-40 is printed as it is, never as t = 0 or t = 1") {
  // A = (0, 0), B = (1, 0), so t is P's x: 10⁻²⁰ rounds to "0" at any of 2 to 9 decimals, and
  // 1 − 2⁻⁴⁰ = 1 − 9.09…e−13 to "1"; neither is an end of the segment, and the caption says so.
  auto scene = scene_named("closest-point");
  const auto p_at = [&](Vec2 p) {
    change_state(*scene, [&](lab::SceneState& state) {
      state.shape("AB").points = {{0, 0}, {1, 0}};
      state.shape("P").points[0] = p;
    });
    return scene->caption();
  };
  CHECK(p_at({1e-20, 1}) == "P projects between A and B (t = 1e−20) → Q = (1e−20, 0), |PQ| = 1");
  CHECK(p_at({1 - 0x1p-40, 1}) == "P projects between A and B (t = 1 − 9.1e−13) → Q = (1, 0), |PQ| = 1");
  CHECK(p_at({-1e-20, 1}) == "P projects before A (t = −1e−20 < 0) → clamped to A: Q = (0, 0), |PQ| = 1");
  CHECK(p_at({0, 1}) == "P projects onto A (t = 0) → Q = A = (0, 0), |PQ| = 1");
}

}  // namespace test_prereq_closest_point
