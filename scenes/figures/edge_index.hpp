// The edges of a figure's outlines, indexed by a grid of cells, so that asking "does this label's
// box cross an outline?" looks only at the edges near it: with two 2,000-vertex outlines, every
// place tried for every edge name would otherwise test all 4,000 edges (issue 15).
#pragma once
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "collide/shapes.hpp"

namespace lab::figures {

class EdgeIndex {
 public:
  /// The edges of `outlines` (closed; a two-point one is a segment), in cells `cell` world units
  /// wide; not positive or not finite: no grid (every query tests every edge).
  EdgeIndex(std::span<const std::vector<collide::Vec2>> outlines, double cell);

  /// rect_crosses(box, outlines) (draw.hpp), testing only the edges in the box's cells.
  bool crosses(const collide::Rect& box) const;

 private:
  struct Cells {
    std::int64_t x0, y0, x1, y1;
    bool few;  // few enough cells to visit one by one
  };
  Cells cells_of(collide::Vec2 lo, collide::Vec2 hi) const;

  double cell_;
  std::vector<std::pair<collide::Vec2, collide::Vec2>> edges_;
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> grid_;
  std::vector<std::uint32_t> wide_;  // edges over too many cells: always tested
};

}  // namespace lab::figures
