// The grid of vertices (see vertex_grid.hpp).
#include "collide/accel/vertex_grid.hpp"

#include <algorithm>
#include <cmath>

namespace collide::detail {

namespace {
constexpr double kMostCells = 1u << 30;  // per side: cell numbers stay below 2³²
}

std::uint64_t VertexGrid::cell_of(double v, double origin) const {
  // (v − origin)·scale rounds monotonically in v, and so does the clamp: a larger coordinate
  // never lands in an earlier cell.
  const double at = std::floor((v - origin) * scale_);
  if (!(at > 0)) return 0;
  return static_cast<std::uint64_t>(std::min(at, kMostCells));
}

VertexGrid::VertexGrid(Polygon polygon) : gone_(polygon.size(), 0) {
  const std::size_t n = polygon.size();
  if (n == 0) return;
  double x1 = polygon[0].x, y1 = polygon[0].y, length = 0;
  x0_ = x1, y0_ = y1;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = polygon[i], q = polygon[(i + 1) % n];
    x0_ = std::min(x0_, p.x), x1 = std::max(x1, p.x);
    y0_ = std::min(y0_, p.y), y1 = std::max(y1, p.y);
    length += std::hypot(q.x - p.x, q.y - p.y);
  }
  // Cells about one edge long on average (never more than kMostCells across the outline).
  const double extent = std::max(x1 - x0_, y1 - y0_),
               cell = std::max(length / static_cast<double>(n), extent / kMostCells);
  scale_ = cell > 0 && std::isfinite(cell) ? 1 / cell : 0;
  cells_.reserve(n);
  for (std::size_t i = 0; i < n; ++i)
    cells_.emplace_back(key(cell_of(polygon[i].x, x0_), cell_of(polygon[i].y, y0_)), static_cast<std::uint32_t>(i));
  std::sort(cells_.begin(), cells_.end());
}

}  // namespace collide::detail
