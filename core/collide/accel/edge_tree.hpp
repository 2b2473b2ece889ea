// A tree of boxes over a run of segments (edges 0, 1, 2, … of an outline), for finding the
// lowest-numbered segment that meets a given one without trying every segment: a complete
// binary tree whose leaf j holds segment j's box and each node the box of its two children, so a
// node covers a run of consecutive segments. A walk depth first, left child first, into every
// node whose box meets the given segment's box visits the leaves in segment order. A box is
// skipped only when closed boxes are apart (comparisons only): exact. About O(log k + hits).
// Used by the book's first crossing pair (first_crossing.hpp) and the simplicity check
// (validate.hpp's crossing_edges).
#pragma once
#include <utility>
#include <vector>

#include "collide/accel/box.hpp"
#include "collide/shapes.hpp"

namespace collide::detail {

class EdgeTree {
 public:
  /// Segment j runs from ends[j].first to ends[j].second.
  explicit EdgeTree(std::vector<std::pair<Vec2, Vec2>> ends);

  const std::pair<Vec2, Vec2>& segment(std::size_t j) const { return ends_[j]; }

  /// The lowest j ≥ `from` whose box meets the box of s–t and for which meets(j) holds, or −1.
  /// `stack` is scratch space, kept between calls to save allocations.
  template <class Meets>
  int first_meeting(Vec2 s, Vec2 t, std::size_t from, Meets meets, std::vector<std::size_t>& stack) const {
    Box box;
    box.add(s), box.add(t);
    stack.assign(1, 1);
    while (!stack.empty()) {
      const std::size_t k = stack.back();
      stack.pop_back();
      if (last_leaf(k) < from || !meet(node_[k], box)) continue;
      if (k >= leaves_) {
        if (meets(k - leaves_)) return static_cast<int>(k - leaves_);
        continue;
      }
      stack.push_back(2 * k + 1);  // the right child after the whole left one
      stack.push_back(2 * k);
    }
    return -1;
  }

  /// The same, counting each meets(j) asked against `budget` (below 0: no limit); −2 when the
  /// budget ran out before the answer was known.
  template <class Meets>
  int first_meeting(Vec2 s, Vec2 t, std::size_t from, Meets meets, std::vector<std::size_t>& stack,
                    long long& budget) const {
    bool spent = false;
    const auto counted = [&](std::size_t j) {
      if (budget >= 0 && --budget < 0) return spent = true;
      return meets(j);
    };
    const int j = first_meeting(s, t, from, counted, stack);
    return spent ? -2 : j;
  }

 private:
  // The last segment under node k (node 1 the root, node k's children 2k and 2k + 1).
  std::size_t last_leaf(std::size_t k) const {
    while (k < leaves_) k = 2 * k + 1;
    return k - leaves_;
  }

  std::vector<std::pair<Vec2, Vec2>> ends_;
  std::size_t leaves_ = 1;
  std::vector<Box> node_;
};

}  // namespace collide::detail
