// The triangles of a concave fill (collide::quick::ear_clip), kept for the outlines drawn last and
// found again for the same outline moved. which-approach draws each of its shapes in three cells,
// each copy moved, and a shape dragged whole moves every vertex alike: a 2,000-corner star's ear
// clipping was most of what such a frame cost. A triangulation depends only on the outline's
// shape, and whichever diagonals cut an outline, its triangles cover it once: the same pixels.
// "Moved" is to within rounding: each vertex's offset from the first as the kept outline's, to a
// few units in the last place of the largest coordinate (what adding one shift to every vertex
// changes). An outline that cannot be cut (it crosses itself) is not kept: checked afresh.
#pragma once
#include <span>
#include <vector>

#include "collide/ear_clip.hpp"

namespace lab {

class TriangulationMemo {
 public:
  /// collide::quick::ear_clip(outline), or the triangles kept for this outline or a copy of it moved.
  collide::Triangulation get(std::span<const collide::Vec2> outline);

  /// Whether `b` is `a` moved: as many vertices, each offset from the first the same to rounding.
  static bool moved_copy(std::span<const collide::Vec2> a, std::span<const collide::Vec2> b);

 private:
  static constexpr std::size_t kKept = 8;           // which-approach: two shapes in three cells
  static constexpr std::size_t kWorthKeeping = 64;  // below this, clipping is as cheap as comparing
  struct Entry {
    std::vector<collide::Vec2> outline;
    collide::Triangulation triangles;
  };
  std::vector<Entry> entries_;  // the one used last, last
};

}  // namespace lab
