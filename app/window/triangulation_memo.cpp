#include "window/triangulation_memo.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "collide/fast/quick_ear_clip.hpp"

namespace lab {

bool TriangulationMemo::moved_copy(std::span<const collide::Vec2> a, std::span<const collide::Vec2> b) {
  if (a.size() != b.size() || a.empty()) return false;
  double largest = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    largest = std::max({largest, std::fabs(a[i].x), std::fabs(a[i].y), std::fabs(b[i].x), std::fabs(b[i].y)});
  // Each vertex and the first rounded once when moved, and their offsets once each: 8 units.
  const double slack = 8 * DBL_EPSILON * largest;
  for (std::size_t i = 1; i < a.size(); ++i) {
    const collide::Vec2 da = a[i] - a[0], db = b[i] - b[0];
    if (!(std::fabs(da.x - db.x) <= slack && std::fabs(da.y - db.y) <= slack)) return false;
  }
  return true;
}

collide::Triangulation TriangulationMemo::get(std::span<const collide::Vec2> outline) {
  if (outline.size() < kWorthKeeping) return collide::quick::ear_clip(outline);
  for (auto e = entries_.begin(); e != entries_.end(); ++e)
    if (moved_copy(e->outline, outline)) {
      std::rotate(e, e + 1, entries_.end());
      return entries_.back().triangles;
    }
  collide::Triangulation made = collide::quick::ear_clip(outline);
  if (!made.ok()) return made;
  if (entries_.size() == kKept) entries_.erase(entries_.begin());
  entries_.push_back({{outline.begin(), outline.end()}, made});
  return made;
}

}  // namespace lab
