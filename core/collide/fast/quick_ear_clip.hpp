// Ear clipping for big outlines: the book's walk (ear_clip.hpp) with the same candidates and
// triangles, its searches for a blocking vertex and a crossing pair of edges made quick.
#pragma once
#include "collide/ear_clip.hpp"

namespace collide::quick {
/// ear_clip, the same candidates in the same order and the same triangles, but a convex corner
/// asks a tree of boxes over the corners that do not turn convex (only those can block an ear,
/// corner_tree.hpp) whether one is in its triangle, and the simplicity check is a sweep line
/// (simple_sweep.hpp): O(n log n) to set up, then O(log n) per candidate for a short ear and
/// about O(√n) for a long thin one (a star with random radii: 10⁵ corners in about 1 s).
/// The walk itself is the book's and goes on round the outline past corners it cannot clip, so
/// its candidates can far outnumber the vertices (a spiral's: each lap clips a few ears at the
/// ends); counting them (EarClipCount) keeps no list and passes a run of dents at once, in
/// O(log n) (dent_runs.hpp); a blocked convex corner asked again with the same neighbours first
/// checks the vertex that blocked it last time (still in the ring: still blocked, O(1)), so such a
/// walk costs about its candidates (a 4·10⁵-vertex spiral: 1.6·10⁷ of them, about 2 s). Traced, a
/// blocked ear's blocking vertex is the book's (the first round the ring after N), found through
/// a grid of all the vertices (vertex_grid.hpp). Tests compare it with ear_clip.
Triangulation ear_clip(Polygon polygon);
Triangulation ear_clip(Polygon polygon, EarClipTrace& trace);
Triangulation ear_clip(Polygon polygon, EarClipCount& count);
}  // namespace collide::quick
