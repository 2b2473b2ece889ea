// The concave chapter's running example for the core's tests: the C-shape and a square in its
// notch, in whole numbers so a reader can check each case by hand.
#pragma once
#include <algorithm>
#include <vector>

#include "collide/vec.hpp"

namespace {

// A 6 × 6 square with a notch x ∈ [2, 6], y ∈ [2, 4] cut from its right, counter-clockwise.
const std::vector<collide::Vec2> kC{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 4}, {6, 4}, {6, 6}, {0, 6}};
// A square inside the notch, touching nothing.
const std::vector<collide::Vec2> kInNotch{{3, 2.5}, {5, 2.5}, {5, 3.5}, {3, 3.5}};

// The same outline walked the other way round.
inline std::vector<collide::Vec2> reversed(std::vector<collide::Vec2> polygon) {
  std::reverse(polygon.begin(), polygon.end());
  return polygon;
}

}  // namespace
