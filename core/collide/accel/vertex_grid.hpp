// A polygon's vertices in a grid of square cells about one edge long, for ear clipping: the
// vertices that could lie in a candidate ear are those in the cells its box covers, so the
// others are never looked at. Only the cells that hold a vertex are stored (sorted by cell), so
// an outline along a thin ring costs no more than a round blob. A cell is found by the same
// rounded, monotone steps for a vertex and for a box corner, so a vertex inside the box is always
// in a cell the box covers: nothing is missed.
#pragma once
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

class VertexGrid {
 public:
  /// The coordinates must be finite.
  explicit VertexGrid(Polygon polygon);

  /// Leave vertex i out of every later search (clipped off the outline).
  void remove(std::size_t i) { gone_[i] = 1; }

  /// Calls visit(i) for every vertex still in whose cell meets the box lo–hi (and maybe a few
  /// more near it: the caller tests each one exactly) and returns true; or visits nothing and
  /// returns false when the box covers more than `most_cells` cells (then a plain pass is quicker).
  template <class Visit>
  bool each_near(Vec2 lo, Vec2 hi, std::size_t most_cells, Visit visit) const {
    const std::uint64_t c0 = cell_of(lo.x, x0_), c1 = cell_of(hi.x, x0_), r0 = cell_of(lo.y, y0_),
                        r1 = cell_of(hi.y, y0_);
    if ((c1 - c0 + 1) > most_cells || (c1 - c0 + 1) * (r1 - r0 + 1) > most_cells) return false;
    for (std::uint64_t c = c0; c <= c1; ++c) {
      // The cells of column c from row r0 to r1 are consecutive in the sorted list.
      auto it = std::lower_bound(cells_.begin(), cells_.end(), std::pair{key(c, r0), std::uint32_t{0}});
      for (; it != cells_.end() && it->first <= key(c, r1); ++it)
        if (!gone_[it->second]) visit(static_cast<std::size_t>(it->second));
    }
    return true;
  }

 private:
  static std::uint64_t key(std::uint64_t column, std::uint64_t row) { return column << 32 | row; }
  std::uint64_t cell_of(double v, double origin) const;

  double x0_ = 0, y0_ = 0, scale_ = 0;                          // cells per unit of length
  std::vector<std::pair<std::uint64_t, std::uint32_t>> cells_;  // (cell, vertex), sorted
  std::vector<char> gone_;
};

}  // namespace collide::detail
