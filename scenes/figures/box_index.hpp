// The boxes a figure's labels have taken, indexed by a grid of cells so that asking "is this
// place free?" looks only at the boxes near it: placing n labels costs about n tries, not n², so
// a figure with many names stays interactive (issue 15).
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace lab::figures {

/// A label's box in world coordinates: [x0, x1] × [y0, y1].
struct LabelBox {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool overlaps(const LabelBox& other) const {
    return x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1;
  }
};

class BoxIndex {
 public:
  /// `cell`: the grid's cell size in world units (a few labels wide); not positive or not finite:
  /// no grid, every query looks at every box (still correct, only slower).
  explicit BoxIndex(double cell) : cell_(cell > 0 && cell < 1e300 ? cell : 0) {}

  void add(const LabelBox& box);
  /// Whether `box` overlaps (LabelBox::overlaps) any box added so far.
  bool overlaps_any(const LabelBox& box) const;
  const std::vector<LabelBox>& boxes() const { return boxes_; }

 private:
  struct Cells {
    std::int64_t x0, y0, x1, y1;
    bool few;  // few enough cells to visit one by one
  };
  Cells cells_of(const LabelBox& box) const;
  static std::uint64_t key(std::int64_t x, std::int64_t y);

  double cell_;
  std::vector<LabelBox> boxes_;
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> grid_;
  std::vector<std::uint32_t> wide_;  // boxes over too many cells (or not finite): always checked
};

}  // namespace lab::figures
