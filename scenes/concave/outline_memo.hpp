// A result that depends on one outline only (does it cross itself? can it be split?), kept for
// the last few outlines seen: dragging the other shape past a polygon of thousands of corners
// then does not redo an O(n²) walk on every move (issue 15). A changed outline is computed afresh.
#pragma once
#include <algorithm>
#include <cstddef>
#include <vector>

#include "collide/shapes.hpp"

namespace lab::concave {

template <class Result>
class OutlineMemo {
 public:
  /// `compute()` for `outline`, or the result kept from an equal outline (every coordinate ==).
  template <class Compute>
  Result get(collide::Polygon outline, Compute&& compute) {
    if (outline.size() < kWorthKeeping) return compute();
    for (const Entry& e : entries_)
      if (std::equal(e.outline.begin(), e.outline.end(), outline.begin(), outline.end())) return e.result;
    if (entries_.size() == kKept) entries_.erase(entries_.begin());
    entries_.push_back({{outline.begin(), outline.end()}, compute()});
    return entries_.back().result;
  }

 private:
  static constexpr std::size_t kKept = 4;           // a scene's two shapes, and the ones before
  static constexpr std::size_t kWorthKeeping = 64;  // below this, computing is as cheap as comparing
  struct Entry {
    std::vector<collide::Vec2> outline;
    Result result;
  };
  std::vector<Entry> entries_;
};

}  // namespace lab::concave
