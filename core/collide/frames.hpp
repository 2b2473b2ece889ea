// Fast objects: the discrete test a game runs once per frame, and how it tunnels.
// The mover goes `step` further every frame (velocity ÷ frame rate); at each frame's position
// the ordinary static test is run against a wall that stays put. A frame whose mover overlaps
// the wall (or touches it) catches it; when every frame's position falls short of the wall or
// beyond it, the object passed straight through between two frames: it tunnelled.
//
// Along the step, the mover overlaps the wall while it has moved through a stretch `span` long:
// the wall's extent along the step plus the mover's own. Frames `step` apart always land in a
// closed stretch that long when step ≤ span, so the largest step that cannot tunnel is span
// (the speed span × frame rate); past it, whether a frame lands inside depends on where it starts.
// That holds for a step along x or y (the wall is an axis-aligned rectangle): then span is the
// longest such stretch, straight through the wall. A slanted step crosses a shorter stretch than
// the extents add up to, so there span is only an upper bound.
#pragma once
#include <vector>

#include "collide/circle.hpp"
#include "collide/rect.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// One frame of the discrete test.
struct FrameStep {
  Vec2 offset{};          ///< how far the mover has moved: k·step
  bool collide = false;   ///< the static test's verdict at this position (exact)
  bool touching = false;  ///< they only touch (exact)
};

struct FramesResult {
  bool hit = false;       ///< some frame's position overlaps or touches the wall
  int first_hit = -1;     ///< that frame's number (frame 0 is the start), or −1
  bool touching = false;  ///< that frame only touches the wall (exact)
  int frames = 0;         ///< frames tested: up to the first hit, the first wholly past the wall, or the cap
  bool past = false;      ///< the last frame tested is wholly beyond the wall along the step
  double span = 0;        ///< the wall's extent along the step plus the mover's (rounded; see above)
  /// On this path: how long the stretch of the line the mover's middle runs along is where the
  /// mover meets the wall. `span` head on; less where the path clips the wall's end (a ball
  /// grazing a corner); −1 when the line never comes that close. Frames `step` apart land one in
  /// it whenever step ≤ path_span and the path crosses it: the largest step that cannot tunnel
  /// here. Rounded (a square root for the ball), any direction of step.
  double path_span = -1;
};

struct FramesTrace {
  std::vector<FrameStep> frames;    ///< every frame tested, in order
  std::vector<CircleTrace> circle;  ///< circle mover: each frame's circle_rect_collide trace
  std::vector<RectsTrace> rects;    ///< box mover: each frame's rects_collide trace
  FramesResult result;
};

/// A circle moving by `step` each frame past a still rectangle `wall`; at most `max_frames`
/// frames. A zero step tests frame 0 only.
FramesResult circle_rect_frames(const Circle& mover, Vec2 step, const Rect& wall, int max_frames);
FramesResult circle_rect_frames(const Circle& mover, Vec2 step, const Rect& wall, int max_frames, FramesTrace& trace);

/// An axis-aligned box moving by `step` each frame past a still rectangle `wall`.
FramesResult rect_frames(const Rect& mover, Vec2 step, const Rect& wall, int max_frames);
FramesResult rect_frames(const Rect& mover, Vec2 step, const Rect& wall, int max_frames, FramesTrace& trace);

}  // namespace collide
