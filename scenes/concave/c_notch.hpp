// The chapter's running example, shared by the SAT scenes: the C-shape (assets/shapes/c-shape.json)
// and a square that starts in its notch, plus the words for the two tests' verdicts.
// Nothing here decides a verdict: the words are read from the core's traces.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/concave.hpp"
#include "collide/ear_clip.hpp"
#include "collide/sat.hpp"
#include "scenes/scene.hpp"

namespace lab::concave {

/// Square centres for the start positions (the C's notch is x ∈ [−1, 3], y ∈ [−1.5, 1.5]).
inline constexpr Vec2 kInNotch{1, 0};        ///< in the notch, 1 from its back, 0.5 from each arm
inline constexpr Vec2 kPulledOut{5, 0};      ///< right of the C, a gap of 1
inline constexpr Vec2 kOnTheArm{1.5, -1.8};  ///< overlapping the C's lower arm
inline constexpr Vec2 kFarAway{8, 5};        ///< even the bounding boxes are apart

/// The C-shape as an editable polygon named "C".
Shape c_shape();
/// A square of side 2 centred at `centre`, named "square" (its corners can be dragged).
Shape square_at(Vec2 centre);
/// A start state: the C and one other shape (the edge scenes' line, segment or circle).
SceneState c_and(Shape other);
/// A start state: the C and the square at `centre`.
SceneState c_and_square(Vec2 centre);

/// The C and the square, each split into convex pieces by ear clipping, as the SAT-on-pieces
/// scenes start (an engine splits once per shape; a scene, once per edit).
struct CAndSquarePieces {
  std::vector<std::string> problems;            ///< a shape that is not a usable polygon, or cannot be split
  bool valid = false;                           ///< both are usable polygons, so ear clipping was tried
  collide::EarClipTrace ears;                   ///< the C's corners examined, in order
  collide::Triangulation c, square;             ///< the pieces
  std::vector<Vec2> c_outline, square_outline;  ///< the outlines split (to reuse a split)
  bool ok() const { return valid && c.ok() && square.ok(); }
};
/// Checks the state's "C" and "square" and splits them. `c_cannot` begins the problem line for a
/// C that cannot be split ("C cannot be split"), followed by ": " and ear clipping's reason.
/// A shape whose outline is the one `previous` split keeps its pieces: dragging the square past
/// a C of thousands of corners does not clip the C's ears again on every move.
CAndSquarePieces split_c_and_square(const SceneState& state, std::string_view c_cannot,
                                    const CAndSquarePieces& previous = {});

/// The box round the C and the square, widened on each side by `room` times its size (room for
/// what the scene draws beside them); none when both are empty.
std::optional<collide::Rect> c_and_square_frame(const SceneState& state, double room);

/// Problems with a polygon a verdict must be read against: bad coordinates or too few vertices
/// (then `usable` is false), or an outline that crosses itself (the even–odd rule still applies).
struct PolygonCheck {
  std::vector<std::string> problems;
  bool usable = true;
};
PolygonCheck check_concave_polygon(std::string_view name, collide::Polygon polygon);

}  // namespace lab::concave
