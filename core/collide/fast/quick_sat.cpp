// The book's separating axis loop (sat.cpp) with each axis's extremes handed over ready-made:
// every polygon walked round once for all its axes (accel/sat_extremes.hpp), the parallel copies
// found by sorting the edges by direction (accel/parallel_axes.hpp), a dragged shape's partner
// kept between frames (accel/sat_memo.hpp). The same steps as the book's loop records, in about
// linear time: quick:: (the traces, quick_trace.hpp) and count_every_axis (the tallies).
#include <array>
#include <vector>

#include "collide/accel/parallel_axes.hpp"
#include "collide/accel/sat_extremes.hpp"
#include "collide/accel/sat_memo.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/rect.hpp"
#include "collide/sat_steps.hpp"

namespace collide {
namespace {

using sat_steps::KnownExtremes;
using sat_steps::Record;

// The edges of a polygon, then of a second one, in book order: the axes SAT tries.
void add_edges(Polygon polygon, std::vector<detail::AxisEdge>& out) {
  for (std::size_t i = 0; i < polygon.size(); ++i) out.emplace_back(polygon[i], polygon[(i + 1) % polygon.size()]);
}

// The edges of A then B: the book's axes in order.
std::vector<detail::AxisEdge> book_edges(Polygon a, Polygon b) {
  std::vector<detail::AxisEdge> book_axes;
  book_axes.reserve(a.size() + b.size());
  add_edges(a, book_axes);
  add_edges(b, book_axes);
  return book_axes;
}

// What the walks found, as the loop takes it (a walk that did not apply hands over nothing).
KnownExtremes handed_over(const detail::AxisExtremes& a, const detail::AxisExtremes& b,
                          const std::vector<int>& parallel) {
  KnownExtremes known;
  if (a.ready) known.a_lo = a.lo, known.a_hi = a.hi;
  if (b.ready) known.b_lo = b.lo, known.b_hi = b.hi;
  known.parallel = parallel;
  return known;
}

// Two polygons' walks, then the book's loop recording `record`.
SatResult polygons_walked(Polygon a, Polygon b, const SatOptions& options, Record record, SatTrace& trace,
                          bool parallel) {
  const std::vector<detail::AxisEdge> axes = book_edges(a, b);
  const auto [in_a, in_b] = detail::extremes_along(a, b, axes);
  const std::vector<int> copies = parallel ? detail::first_parallel(axes) : std::vector<int>{};
  const KnownExtremes known = handed_over(in_a, in_b, copies);
  return sat_steps::polygons_sat(a, b, options, record, &trace, &known);
}

}  // namespace

SatResult count_every_axis(Polygon a, Polygon b, SatTrace& counts) {
  return polygons_walked(a, b, SatOptions{.early_exit = false}, Record::Counts, counts, false);
}

bool convex_polygons_only_touch(Polygon a, Polygon b) {
  SatTrace counts;
  const SatResult r = count_every_axis(a, b, counts);
  return r.collide && r.touching > 0;
}

SatResult count_every_axis(Polygon polygon, const Circle& circle, SatTrace& counts) {
  std::vector<detail::AxisEdge> axes;
  axes.reserve(polygon.size());
  add_edges(polygon, axes);
  const detail::AxisExtremes in_polygon = detail::extremes_along(polygon, axes);
  const KnownExtremes known = handed_over(in_polygon, {}, {});
  return sat_steps::circle_sat(polygon, circle, SatOptions{.early_exit = false}, Record::Counts, &counts, &known);
}

namespace quick {

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace, SatMemo& memo) {
  const auto [in_a, in_b] = detail::extremes_along_edges(a, b, memo.a, memo.b);
  const std::vector<int> copies = detail::first_parallel(book_edges(a, b));
  const KnownExtremes known = handed_over(in_a, in_b, copies);
  return sat_steps::polygons_sat(a, b, options, Record::Everything, &trace, &known);
}

SatResult count_every_axis(Polygon a, Polygon b, SatTrace& counts, SatMemo& memo) {
  const auto [in_a, in_b] = detail::extremes_along_edges(a, b, memo.a, memo.b);
  const KnownExtremes known = handed_over(in_a, in_b, {});
  return sat_steps::polygons_sat(a, b, SatOptions{.early_exit = false}, Record::Counts, &counts, &known);
}

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace) {
  return polygons_walked(a, b, options, Record::Everything, trace, true);
}

SatResult convex_polygon_rect_collide(Polygon polygon, const Rect& rect, const SatOptions& options, SatTrace& trace) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return quick::convex_polygons_collide(polygon, corners, options, trace);
}

SatResult convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, const SatOptions& options, SatTrace& trace) {
  const std::array<Vec2, 2> segment{a, b};
  return quick::convex_polygons_collide(polygon, segment, options, trace);
}

SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options,
                                        SatTrace& trace) {
  std::vector<detail::AxisEdge> axes;
  add_edges(polygon, axes);
  const auto [in_polygon, none] = detail::extremes_along(polygon, {}, axes);
  const std::vector<int> copies = detail::first_parallel(axes);
  const KnownExtremes known = handed_over(in_polygon, none, copies);
  return sat_steps::circle_sat(polygon, circle, options, Record::Everything, &trace, &known);
}

}  // namespace quick
}  // namespace collide
