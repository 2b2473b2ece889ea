// The fast path of every polygon test makes no heap allocation: the trace sink compiles away.
// Counted with the sanitizer allocator's malloc hook, so this runs in the sanitized (dev) build.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "collide/fast/fast.hpp"
#include "collide/sat.hpp"

#if defined(__SANITIZE_ADDRESS__)
#include <cstddef>

namespace test_polygon_fast_path {

// From the sanitizer runtime (declared in <sanitizer/allocator_interface.h>, which GCC omits).
extern "C" int __sanitizer_install_malloc_and_free_hooks(void (*malloc_hook)(const volatile void*, std::size_t),
                                                         void (*free_hook)(const volatile void*));

using namespace collide;

namespace {

thread_local bool counting = false;
thread_local int allocations = 0;

void on_malloc(const volatile void*, std::size_t) {
  if (counting) ++allocations;
}
void on_free(const volatile void*) {}

// The allocations made while running f.
template <class F>
int allocations_in(F f) {
  static const bool installed = __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free) != 0;
  REQUIRE(installed);
  allocations = 0;
  counting = true;
  f();
  counting = false;
  return allocations;
}

}  // namespace

TEST_CASE("fast path: no test allocates") {
  const std::vector<Vec2> pentagon{{0, 0}, {4, 0}, {5, 3}, {2, 5}, {-1, 3}};
  const std::vector<Vec2> c_shape{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 4}, {6, 4}, {6, 6}, {0, 6}};
  const std::vector<Vec2> triangle{{8, -4}, {11, -4}, {9, -1}};
  const Triangulation pieces_c = ear_clip(c_shape), pieces_t = ear_clip(triangle);
  volatile int sink = 0;  // keeps the calls from being dropped
  const int count = allocations_in([&] {
    sink = sink + point_in_convex_polygon({5, -1}, pentagon);
    sink = sink + polygon_line_collide(pentagon, Line{0, 1, -1});
    sink = sink + polygon_line_collide(pentagon, Vec2{0, -1}, Vec2{1, -1});
    sink = sink + winding(pentagon) + is_convex(c_shape);
    sink = sink + convex_polygons_collide(pentagon, triangle);
    sink = sink + convex_polygons_collide(pentagon, triangle, SatOptions{false, true}).with_gap;
    sink = sink + convex_polygon_rect_collide(pentagon, Rect{9, 1, 3, 2});
    sink = sink + convex_polygon_segment_collide(pentagon, {7, -2}, {9, 1});
    sink = sink + convex_polygon_circle_collide(pentagon, Circle{{8, -2}, 1});
    sink = sink + point_in_polygon({1, 3}, c_shape);
    sink = sink + static_cast<int>(classify_point({4, 2}, c_shape));
    sink = sink + polygon_segment_collide(c_shape, {0.5, 1}, {0.5, 5});
    sink = sink + polygon_circle_collide(c_shape, Circle{{4, 3}, 0.5});
    sink = sink + polygons_collide(c_shape, triangle);
    sink = sink + polygon_rect_collide(c_shape, Rect{3, 2.5, 2, 1});
    sink = sink + convex_pieces_collide(c_shape, pieces_c, triangle, pieces_t);
  });
  CHECK(count == 0);
  // The counter does count: a traced run fills vectors.
  SatTrace trace;
  CHECK(allocations_in([&] { convex_polygons_collide(pentagon, triangle, SatOptions{}, trace); }) > 0);
}

// n points on an ellipse centred at c, counter-clockwise (clockwise when `reversed`).
std::vector<Vec2> ellipse(int n, Vec2 c, double rx, double ry, bool reversed = false) {
  std::vector<Vec2> p;
  for (int i = 0; i < n; ++i) {
    const double t = 6.283185307179586 * (reversed ? n - i : i) / n;
    p.push_back(c + Vec2{rx * std::cos(t), ry * std::sin(t)});
  }
  return p;
}

// A star with 2n vertices alternating between radii r and r / 2.
std::vector<Vec2> star(int n, Vec2 c, double r) {
  std::vector<Vec2> p;
  for (int i = 0; i < 2 * n; ++i) {
    const double t = 3.141592653589793 * i / n, radius = i % 2 == 0 ? r : r / 2;
    p.push_back(c + radius * Vec2{std::cos(t), std::sin(t)});
  }
  return p;
}

TEST_CASE("fast paths: no allocation on large, flat or repeated-vertex inputs either" * doctest::test_suite("slow")) {
  // Every branch of fast/fast.hpp: small and large convex pairs (witnesses, climbs, the branch-free
  // and the climbing mtv), flat ones and vertex runs (the merge walk), point in a 10^5-gon, and
  // star outlines far past the hierarchy's stack leaves.
  const auto small_a = ellipse(12, {0, 0}, 2, 1), small_b = ellipse(9, {1.5, 0.5}, 1, 2, true);
  const auto big_a = ellipse(5000, {0, 0}, 2, 1), big_b = ellipse(4000, {3.8, 0.1}, 2, 1, true);
  const auto far_b = ellipse(4000, {9, 0}, 2, 1);
  const std::vector<Vec2> flat{{0, 0}, {1, 1}, {3, 3}, {2, 2}};
  std::vector<Vec2> runs;  // every vertex of a hexagon four times over
  for (const Vec2 v : ellipse(6, {0.5, 0.5}, 1, 1)) runs.insert(runs.end(), 4, v);
  const auto huge = ellipse(100000, {0, 0}, 2, 1);
  const auto star_a = star(5000, {0, 0}, 1), star_b = star(5000, {0.9, 0.2}, 1);
  volatile int sink = 0;
  const int count = allocations_in([&] {
    sink = sink + fast::convex_polygons_collide(small_a, small_b);
    sink = sink + fast::convex_polygons_mtv(small_a, small_b).collide;
    sink = sink + fast::convex_polygons_collide(big_a, big_b);
    sink = sink + fast::convex_polygons_mtv(big_a, big_b).collide;
    sink = sink + fast::convex_polygons_collide(big_a, far_b);
    sink = sink + fast::convex_polygons_mtv(big_a, far_b).collide;
    sink = sink + fast::convex_polygons_collide(flat, small_a);
    sink = sink + fast::convex_polygons_mtv(flat, small_a).collide;
    sink = sink + fast::convex_polygons_collide(flat, flat);
    sink = sink + fast::convex_polygons_mtv(runs, small_b).collide;
    sink = sink + fast::point_in_convex_polygon({1.5, 0.2}, huge);
    sink = sink + fast::point_in_convex_polygon({1, 1}, flat);
    sink = sink + fast::polygons_collide(star_a, star_b);
    sink = sink + fast::polygons_collide(star_a, small_a);
  });
  CHECK(count == 0);
  CHECK(sink == 12);  // the calls ran: everything but the far pair collides or is inside
}

}  // namespace test_polygon_fast_path

#endif  // the namespace opens inside the #if: closed there too, so a build without ASan compiles
