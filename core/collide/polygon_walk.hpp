// Private helpers for walking a polygon's outline (not part of the public API).
#pragma once
#include <cstddef>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

/// The polygon's vertices with runs of repeated points collapsed to one, round the closing edge
/// too. Each run keeps the index of its last copy, so distinct edge k is input edge at(k).
class DistinctVertices {
public:
  explicit DistinctVertices(Polygon polygon) {
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
      // Keep i when the next vertex (round the end) is a different point.
      if (polygon[i] != polygon[(i + 1) % n]) index_.push_back(i);
    }
    // Every vertex the same point: one vertex stands for all of them.
    if (index_.empty() && n > 0) index_.push_back(n - 1);
  }
  std::size_t size() const { return index_.size(); }
  std::size_t operator[](std::size_t k) const { return index_[k]; }

private:
  std::vector<std::size_t> index_;
};

/// Clears a trace for a new run but keeps its list's memory, so a scene redrawing every frame
/// (or a test looping) does not allocate again.
template <class Trace, class Step>
void reset_keeping(Trace& trace, std::vector<Step> Trace::*list) {
  std::vector<Step> keep = std::move(trace.*list);
  keep.clear();
  trace = Trace{};
  trace.*list = std::move(keep);
}

/// P lies on the closed segment AB, exactly (A = B allowed).
bool on_segment(Vec2 p, Vec2 a, Vec2 b);

}  // namespace collide::detail
