// Private helpers for walking a polygon's outline (not part of the public API).
#pragma once
#include <array>
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
    if (n > kSmall) big_.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
      // Keep i when the next vertex (round the end) is a different point.
      if (polygon[i] != polygon[(i + 1) % n]) add(i, n);
    }
    // Every vertex the same point: one vertex stands for all of them.
    if (size_ == 0 && n > 0) add(n - 1, n);
  }
  DistinctVertices(const DistinctVertices&) = delete;
  DistinctVertices& operator=(const DistinctVertices&) = delete;

  std::size_t size() const { return size_; }
  std::size_t operator[](std::size_t k) const { return big_.empty() ? small_[k] : big_[k]; }

 private:
  // Up to kSmall vertices the indices stay on the stack: no allocation for the usual polygon.
  static constexpr std::size_t kSmall = 64;
  void add(std::size_t i, std::size_t n) {
    if (n > kSmall) {
      big_.push_back(i);
    } else {
      small_[size_] = i;
    }
    ++size_;
  }
  std::array<std::size_t, kSmall> small_{};
  std::vector<std::size_t> big_;
  std::size_t size_ = 0;
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
