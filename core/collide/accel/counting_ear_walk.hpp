// The quick ear-clipping walk (fast/quick_ear_clip.cpp): the book's walk, step for step
// (ear_clip_steps.hpp's clip_step), except that a counting walk passes a run of dents at once
// (dent_runs.hpp): each is the book's Reflex candidate, changing nothing, so it is only counted.
#pragma once
#include <cstddef>
#include <vector>

#include "collide/ear_clip.hpp"
#include "collide/ear_clip_steps.hpp"

namespace collide::detail {

/// A walk that passes nothing at once: the book's.
struct TakeEachVertex {
  std::size_t operator()(std::size_t, std::size_t&, std::size_t) const { return 0; }
};

/// The book's walk round the ring, but `pass(v, after, most)` may first pass up to `most`
/// vertices from v on at once: how many, with `after` where the walk goes on.
template <class Blocker, class Sink, class Pass>
void clip_ring(Polygon polygon, std::vector<std::size_t>& next, std::vector<std::size_t>& prev, Blocker& blocker,
               Sink& sink, Triangulation& out, Pass pass) {
  EarWalk walk{0, polygon.size(), 0};
  while (walk.remaining >= 3) {
    std::size_t after = walk.v;
    if (const std::size_t passed = pass(walk.v, after, walk.remaining - walk.without_progress); passed > 0) {
      walk.without_progress += passed;
      walk.v = after;
    } else if (!clip_step(polygon, next, prev, blocker, sink, out, walk)) {
      return;
    }
  }
}

}  // namespace collide::detail
