// Splitting a polygon into convex pieces (triangles) by ear clipping, and SAT piece by piece.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "collide/sat.hpp"
#include "collide/shapes.hpp"

namespace collide {

enum class EarVerdict {
  Ear,             ///< convex corner with no other vertex inside: clipped
  Reflex,          ///< the corner turns the wrong way (a dent)
  ContainsVertex,  ///< another vertex lies inside or on the candidate triangle
  Degenerate,      ///< collinear or duplicate vertex: dropped without a triangle
};

struct EarCandidate {
  int prev = 0, vertex = 0, next = 0;  ///< indices into the input polygon
  EarVerdict verdict = EarVerdict::Ear;
  int blocking_vertex = -1;  ///< for ContainsVertex: the vertex inside
};

struct EarClipTrace {
  std::vector<EarCandidate> candidates;  ///< in the order examined
};

struct Triangulation {
  std::vector<std::array<int, 3>> triangles;  ///< indices into the input polygon, counter-clockwise
  std::string error;  ///< empty on success; otherwise names the problem (e.g. edges 2 and 5 cross)
  bool ok() const { return error.empty(); }
};

/// The corners of a triangle given as vertex numbers into `polygon`, in the order given (so its
/// edge i runs from corner i to corner i + 1, as SAT on the piece tests it).
std::array<Vec2, 3> triangle_corners(Polygon polygon, const std::array<int, 3>& t);

/// Ear clipping. Either winding; collinear and repeated vertices (and spikes folding back along
/// an edge) are dropped as Degenerate; input whose edges cross or touch is rejected with an
/// error naming two of them ("edges 2 and 5 cross"), and so is input with no area.
/// Time: the simplicity check is the book's loop over every pair of edges, O(n²) (validate.hpp's
/// crossing_edges; quick::ear_clip's, fast/quick_ear_clip.hpp, is about O(n log n)); each
/// candidate checks the remaining vertices, O(n), and a walk round the outline usually finds an
/// ear in a few candidates: O(n²) typically, O(n³) at worst.
Triangulation ear_clip(Polygon polygon);
Triangulation ear_clip(Polygon polygon, EarClipTrace& trace);

/// What `query` reports of a walk, without keeping its candidates (the walk round a spiral of 10
/// turns and 10⁵ vertices examines 5·10⁶ of them).
struct EarClipCount {
  long long candidates = 0;  ///< examined, in the book's order
  long long rejected = 0;    ///< of those, not clipped as an ear (dents, blocked, degenerate)
};

/// One SAT run between a piece of A and a piece of B.
struct PiecePair {
  int piece_a = 0, piece_b = 0;
  SatResult result;
  std::vector<AxisStep> steps;  ///< the pair's SAT run axis by axis (early exit, as tested)
};

struct PiecesTrace {
  std::vector<PiecePair> pairs;  ///< in the order tested, up to the first colliding pair
  int axes_tested = 0;           ///< summed over pairs
  bool collide = false;
  std::string error;  ///< set (and nothing tested) when a triangulation is unusable
};

/// Concave polygons as convex pieces: they collide when some piece of A collides with some piece
/// of B (SAT on each pair). Triangulations come from ear_clip and must be ok() and belong to
/// their polygon; otherwise the answer is false and the trace's error says why.
bool convex_pieces_collide(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b);
bool convex_pieces_collide(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b,
                           PiecesTrace& trace);

// Counted for big outlines (`query`, the piece scenes): piece_pairs.hpp's count_piece_pairs.

namespace detail {
/// Why A's or B's triangulation cannot be used with its polygon (A's first): failed, or a
/// triangle naming a vertex the polygon does not have; "" when both can. Every run of SAT on
/// pieces (the book's, the counted one, the piece scenes) checks its pieces with it first.
std::string pieces_error(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b);
}  // namespace detail

}  // namespace collide
