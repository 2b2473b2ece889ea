// The grid of vertices (see vertex_grid.hpp).
#include "collide/vertex_grid.hpp"

#include <algorithm>
#include <cmath>

namespace collide::detail {

std::size_t VertexGrid::cell_of(double v, double origin, double scale, std::size_t count) {
  // (v − origin)·scale rounds monotonically in v, and so does the clamp: a larger coordinate
  // never lands in an earlier cell.
  const double at = std::floor((v - origin) * scale);
  if (!(at > 0)) return 0;
  return std::min(count - 1, static_cast<std::size_t>(std::min(at, static_cast<double>(count - 1))));
}

VertexGrid::VertexGrid(Polygon polygon) : gone_(polygon.size(), 0) {
  const std::size_t n = polygon.size();
  if (n == 0) {
    start_.assign(2, 0);
    return;
  }
  double x1 = polygon[0].x, y1 = polygon[0].y;
  x0_ = x1, y0_ = y1;
  for (const Vec2 p : polygon) {
    x0_ = std::min(x0_, p.x), x1 = std::max(x1, p.x);
    y0_ = std::min(y0_, p.y), y1 = std::max(y1, p.y);
  }
  const std::size_t side = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(n))));
  columns_ = rows_ = std::max<std::size_t>(side, 1);
  // Cells per unit of length (0 along a side with no extent: everything in one cell).
  scale_x_ = x1 > x0_ ? static_cast<double>(columns_) / (x1 - x0_) : 0;
  scale_y_ = y1 > y0_ ? static_cast<double>(rows_) / (y1 - y0_) : 0;
  if (!std::isfinite(scale_x_)) scale_x_ = 0, columns_ = 1;  // an extent too small to divide
  if (!std::isfinite(scale_y_)) scale_y_ = 0, rows_ = 1;
  // Counting sort of the vertices by cell.
  std::vector<std::size_t> cell(n);
  start_.assign(columns_ * rows_ + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    cell[i] = row(polygon[i].y) * columns_ + column(polygon[i].x);
    ++start_[cell[i] + 1];
  }
  for (std::size_t k = 1; k < start_.size(); ++k) start_[k] += start_[k - 1];
  items_.resize(n);
  std::vector<std::uint32_t> next(start_.begin(), start_.end() - 1);
  for (std::size_t i = 0; i < n; ++i) items_[next[cell[i]]++] = static_cast<std::uint32_t>(i);
}

}  // namespace collide::detail
