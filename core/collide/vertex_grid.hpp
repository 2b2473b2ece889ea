// A polygon's vertices in a uniform grid of cells, for ear clipping: the vertices that could lie
// in a candidate ear are those in the cells its box covers, so the others are never looked at.
// A cell is found by the same rounded, monotone steps for a vertex and for a box corner, so a
// vertex inside the box is always in a cell the box covers: nothing is missed.
#pragma once
#include <cstdint>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

class VertexGrid {
 public:
  /// About one vertex per cell. The coordinates must be finite.
  explicit VertexGrid(Polygon polygon);

  /// Leave vertex i out of every later search (clipped off the outline).
  void remove(std::size_t i) { gone_[i] = 1; }

  /// Calls visit(i) for every vertex still in whose cell meets the box lo–hi (and maybe a few
  /// more near it: the caller tests each one exactly).
  template <class Visit>
  void each_near(Vec2 lo, Vec2 hi, Visit visit) const {
    const std::size_t c0 = column(lo.x), c1 = column(hi.x), r0 = row(lo.y), r1 = row(hi.y);
    for (std::size_t r = r0; r <= r1; ++r)
      for (std::size_t c = c0; c <= c1; ++c) {
        const std::size_t cell = r * columns_ + c;
        for (std::uint32_t k = start_[cell]; k < start_[cell + 1]; ++k)
          if (!gone_[items_[k]]) visit(static_cast<std::size_t>(items_[k]));
      }
  }

 private:
  std::size_t column(double x) const { return cell_of(x, x0_, scale_x_, columns_); }
  std::size_t row(double y) const { return cell_of(y, y0_, scale_y_, rows_); }
  static std::size_t cell_of(double v, double origin, double scale, std::size_t count);

  double x0_ = 0, y0_ = 0, scale_x_ = 0, scale_y_ = 0;
  std::size_t columns_ = 1, rows_ = 1;
  std::vector<std::uint32_t> start_, items_;  // cell k holds items_[start_[k] … start_[k + 1])
  std::vector<char> gone_;
};

}  // namespace collide::detail
