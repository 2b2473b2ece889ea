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
  /// The boxes that may meet or touch `box`, by their place in boxes(), each once, in no order:
  /// every one that does (a box touching another shares a cell with it), and some that do not.
  std::vector<std::uint32_t> near(const LabelBox& box) const;
  /// Whether `f(id)` holds for one of near(box)'s boxes, asked until one does (a box over several
  /// cells may be asked more than once).
  template <class F>
  bool any_near(const LabelBox& box, F&& f) const {
    const Cells c = cells_of(box);
    if (!c.few) {
      for (std::uint32_t id = 0; id < boxes_.size(); ++id)
        if (f(id)) return true;
      return false;
    }
    for (const std::uint32_t id : wide_)
      if (f(id)) return true;
    for (std::int64_t x = c.x0; x <= c.x1; ++x)
      for (std::int64_t y = c.y0; y <= c.y1; ++y)
        if (const auto it = grid_.find(key(x, y)); it != grid_.end())
          for (const std::uint32_t id : it->second)
            if (f(id)) return true;
    return false;
  }

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
