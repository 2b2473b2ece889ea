#include "figures/edge_index.hpp"

#include <algorithm>
#include <cmath>

#include "figures/draw.hpp"

namespace lab::figures {

namespace edge_index {

constexpr std::int64_t kMaxCells = 64;  // an edge over more cells than this is kept in the wide list
constexpr double kFarCell = 1e9;        // cell indices are clamped to ±this

std::int64_t cell_of(double v, double cell) {
  return static_cast<std::int64_t>(std::clamp(std::floor(v / cell), -kFarCell, kFarCell));
}

std::uint64_t key(std::int64_t x, std::int64_t y) {
  return (static_cast<std::uint64_t>(x) << 32) ^ static_cast<std::uint64_t>(y & 0xffffffff);
}

}  // namespace edge_index

EdgeIndex::Cells EdgeIndex::cells_of(collide::Vec2 lo, collide::Vec2 hi) const {
  const bool finite = std::isfinite(lo.x) && std::isfinite(lo.y) && std::isfinite(hi.x) && std::isfinite(hi.y);
  if (cell_ == 0 || !finite) return {0, 0, 0, 0, false};
  Cells c{edge_index::cell_of(lo.x, cell_), edge_index::cell_of(lo.y, cell_), edge_index::cell_of(hi.x, cell_),
          edge_index::cell_of(hi.y, cell_), true};
  c.few = (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) <= edge_index::kMaxCells;
  return c;
}

EdgeIndex::EdgeIndex(std::span<const std::vector<collide::Vec2>> outlines, double cell)
    : cell_(cell > 0 && cell < 1e300 ? cell : 0) {
  for (const auto& outline : outlines)
    for (std::size_t i = 0; i < outline.size(); ++i) {
      const collide::Vec2 a = outline[i], b = outline[(i + 1) % outline.size()];
      const auto id = static_cast<std::uint32_t>(edges_.size());
      edges_.emplace_back(a, b);
      const Cells c = cells_of({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)});
      if (!c.few) {
        wide_.push_back(id);
        continue;
      }
      for (std::int64_t x = c.x0; x <= c.x1; ++x)
        for (std::int64_t y = c.y0; y <= c.y1; ++y) grid_[edge_index::key(x, y)].push_back(id);
    }
}

bool EdgeIndex::crosses(const collide::Rect& box) const {
  const auto hits = [&](std::uint32_t id) { return edge_crosses_rect(edges_[id].first, edges_[id].second, box); };
  if (std::any_of(wide_.begin(), wide_.end(), hits)) return true;
  const Cells c = cells_of({box.x, box.y}, {box.x + box.w, box.y + box.h});
  if (!c.few) {
    for (std::uint32_t id = 0; id < edges_.size(); ++id)
      if (hits(id)) return true;
    return false;
  }
  for (std::int64_t x = c.x0; x <= c.x1; ++x)
    for (std::int64_t y = c.y0; y <= c.y1; ++y) {
      const auto it = grid_.find(edge_index::key(x, y));
      if (it != grid_.end() && std::any_of(it->second.begin(), it->second.end(), hits)) return true;
    }
  return false;
}

}  // namespace lab::figures
