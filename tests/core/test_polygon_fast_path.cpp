// The fast path of every polygon test makes no heap allocation: the trace sink compiles away.
// Counted with the sanitizer allocator's malloc hook, so this runs in the sanitized (dev) build.
#include <doctest/doctest.h>

#include <vector>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "collide/sat.hpp"

#if defined(__SANITIZE_ADDRESS__)
#include <cstddef>

// From the sanitizer runtime (declared in <sanitizer/allocator_interface.h>, which GCC omits).
extern "C" int __sanitizer_install_malloc_and_free_hooks(
    void (*malloc_hook)(const volatile void*, std::size_t), void (*free_hook)(const volatile void*));

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
  CHECK(allocations_in([&] { convex_polygons_collide(pentagon, triangle, SatOptions{}, trace); }) >
        0);
}

#endif
