// The tunnelling figure's test, from its state: one function the scene and --report share, so
// the frames the figure draws are the frames `query` is asked about.
#pragma once
#include <string>
#include <vector>

#include "collide/frames.hpp"
#include "formats/state.hpp"

namespace lab::response {

/// The state's names: the wall, the mover (ball in mode 0, box in mode 1) and the options.
inline constexpr const char* kWall = "wall";
inline constexpr const char* kBall = "ball";
inline constexpr const char* kBox = "box";
inline constexpr const char* kSpeed = "speed";  ///< units per second, to the right (+x)
inline constexpr const char* kFps = "fps";      ///< frames per second
/// Frames tested at most: enough to reach the wall from a start position at slow speeds.
inline constexpr int kMaxFrames = 40;

struct TunnelRun {
  std::vector<std::string> problems;  ///< why there is no verdict; empty when the test ran
  bool box = false;                   ///< the mover is the box (mode 1), else the ball
  collide::Rect wall{}, box_rect{};
  collide::Circle ball{};
  double speed = 0, fps = 0;
  Vec2 step{};                 ///< one frame's move: (speed ÷ fps, 0)
  collide::FramesTrace trace;  ///< the static test at every frame's position
  /// The swept test of the mover over all the frames' path (frame 0 to the last) meets the wall.
  bool path_crosses = false;
  /// When it tunnelled: the frame before the step that jumped the wall (the one step whose swept
  /// test meets it), else −1.
  int jumped = -1;
  /// The frames to the first wholly past the wall (or the cap) whether or not one hits: predict
  /// mode draws them all, so where the ghosts stop does not give the hit away. ≥ trace's frames.
  int passing_frames = 0;
  /// The mover's x extent as the state gives it (the box's sides; the ball's centre twice): its
  /// middle is their mean exactly, where box_rect's width is a rounded difference.
  double side_x[2]{};
  Vec2 mover_middle(int frame) const;  ///< the ball's centre or the box's middle at a frame
  /// Whether the middle's x at `frame` is exactly 0: the state's numbers, and speed ÷ fps, taken
  /// as exact (−3 + 6 × 30 ÷ 60), not the doubles mover_middle rounds to.
  bool middle_x_is_zero(int frame) const;
};

TunnelRun run_tunnelling(const SceneState& state);

}  // namespace lab::response
