#include "figures/box_index.hpp"

#include <algorithm>
#include <cmath>

namespace lab::figures {

namespace {

constexpr std::int64_t kMaxCells = 64;  // a box over more cells than this is kept in the wide list
constexpr double kFarCell = 1e9;        // cell indices are clamped to ±this (boxes far off view)

std::int64_t cell_index(double v, double cell) {
  return static_cast<std::int64_t>(std::clamp(std::floor(v / cell), -kFarCell, kFarCell));
}

}  // namespace

std::uint64_t BoxIndex::key(std::int64_t x, std::int64_t y) {
  return (static_cast<std::uint64_t>(x) << 32) ^ static_cast<std::uint64_t>(y & 0xffffffff);
}

BoxIndex::Cells BoxIndex::cells_of(const LabelBox& b) const {
  const bool finite = std::isfinite(b.x0) && std::isfinite(b.y0) && std::isfinite(b.x1) && std::isfinite(b.y1);
  if (cell_ == 0 || !finite || b.x0 > b.x1 || b.y0 > b.y1) return {0, 0, 0, 0, false};
  Cells c{cell_index(b.x0, cell_), cell_index(b.y0, cell_), cell_index(b.x1, cell_), cell_index(b.y1, cell_), true};
  c.few = (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1) <= kMaxCells;
  return c;
}

void BoxIndex::add(const LabelBox& box) {
  const auto id = static_cast<std::uint32_t>(boxes_.size());
  boxes_.push_back(box);
  const Cells c = cells_of(box);
  if (!c.few) {
    wide_.push_back(id);
    return;
  }
  for (std::int64_t x = c.x0; x <= c.x1; ++x)
    for (std::int64_t y = c.y0; y <= c.y1; ++y) grid_[key(x, y)].push_back(id);
}

bool BoxIndex::overlaps_any(const LabelBox& box) const {
  for (std::uint32_t id : wide_)
    if (box.overlaps(boxes_[id])) return true;
  const Cells c = cells_of(box);
  if (!c.few) return std::any_of(boxes_.begin(), boxes_.end(), [&](const LabelBox& b) { return box.overlaps(b); });
  for (std::int64_t x = c.x0; x <= c.x1; ++x)
    for (std::int64_t y = c.y0; y <= c.y1; ++y) {
      const auto it = grid_.find(key(x, y));
      if (it == grid_.end()) continue;
      for (std::uint32_t id : it->second)
        if (box.overlaps(boxes_[id])) return true;
    }
  return false;
}

std::vector<std::uint32_t> BoxIndex::near(const LabelBox& box) const {
  std::vector<std::uint32_t> ids;
  std::vector<bool> seen(boxes_.size());  // a box over several cells is listed in each
  any_near(box, [&](std::uint32_t id) {
    if (!seen[id]) ids.push_back(id);
    seen[id] = true;
    return false;
  });
  return ids;
}

}  // namespace lab::figures
