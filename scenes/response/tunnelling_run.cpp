#include "response/tunnelling_run.hpp"

#include <algorithm>
#include <cmath>

#include "captions/text.hpp"
#include "collide/exact/expansion.hpp"
#include "collide/time_of_impact.hpp"
#include "collide/validate.hpp"

namespace lab::response {
namespace {

// A positive, finite option, or the words that say what is wrong with it.
collide::Problem check_rate(const SceneState& state, const char* name, const char* unit) {
  const double v = state.option(name);
  if (!(v > 0) || !std::isfinite(v))
    return std::string("option ") + name + " is " + captions::format_number(v) + ": it must be a positive number of " +
           unit;
  return collide::check_number(std::string("option ") + name, v);
}

// Whether the mover's path from frame `from` to frame `to` meets the wall: the swept test.
bool path_meets_wall(const TunnelRun& run, int from, int to) {
  const Vec2 start = run.mover_middle(from), path = run.mover_middle(to) - start;
  const auto wall = collide::rect_to_polygon(run.wall);
  if (!run.box) return collide::circle_polygon_time_of_impact({start, run.ball.r}, path, wall).hit;
  collide::Rect box = run.box_rect;
  box.x += static_cast<double>(from) * run.step.x, box.y += static_cast<double>(from) * run.step.y;
  return collide::convex_polygons_time_of_impact(wall, collide::rect_to_polygon(box), path).hit;
}

}  // namespace

Vec2 TunnelRun::mover_middle(int frame) const {
  const Vec2 start = box ? Vec2{box_rect.x + box_rect.w / 2, box_rect.y + box_rect.h / 2} : ball.c;
  return start + static_cast<double>(frame) * step;
}

bool TunnelRun::middle_x_is_zero(int frame) const {
  // (side₀ + side₁) ÷ 2 + frame × speed ÷ fps = 0 ⇔ fps·side₀ + fps·side₁ + 2·frame·speed = 0.
  using collide::exact::product;
  return (product(fps, side_x[0]) + product(fps, side_x[1]) + product(2.0 * frame, speed)).sign() == 0;
}

TunnelRun run_tunnelling(const SceneState& state) {
  TunnelRun run;
  run.box = state.option("mode") == 1;
  auto note = [&](collide::Problem p) {
    if (p) run.problems.push_back(*p);
  };
  if (state.option("mode") != 0 && !run.box)
    note("unknown mode " + captions::format_number(state.option("mode")) + " (0 ball, 1 box)");
  note(check_rate(state, kSpeed, "units per second"));
  note(check_rate(state, kFps, "frames per second"));
  // The scene keeps the shapes of its mode; a state without them is a programming error's.
  for (const char* name : {kWall, run.box ? kBox : kBall})
    if (std::none_of(state.shapes.begin(), state.shapes.end(), [&](const Shape& s) { return s.name == name; }))
      note(std::string("no shape named ") + name);
  if (!run.problems.empty()) return run;
  run.wall = state.shape(kWall).rect();
  note(collide::check_rect(kWall, run.wall));
  if (run.box) {
    run.box_rect = state.shape(kBox).rect();
    run.side_x[0] = state.shape(kBox).points.at(0).x, run.side_x[1] = state.shape(kBox).points.at(1).x;
    note(collide::check_rect(kBox, run.box_rect));
  } else if (state.option("mode") == 0) {
    run.ball = state.shape(kBall).circle();
    run.side_x[0] = run.side_x[1] = run.ball.c.x;
    note(collide::check_circle(kBall, run.ball));
  }
  if (!run.problems.empty()) return run;
  run.speed = state.option(kSpeed), run.fps = state.option(kFps);
  run.step = {run.speed / run.fps, 0};
  // The farthest frame must stay a coordinate the exact tests take.
  note(collide::check_point("the mover at frame " + std::to_string(kMaxFrames), run.mover_middle(kMaxFrames)));
  if (run.step.x == 0) note("speed ÷ fps is too small to move the mover at all");
  if (!run.problems.empty()) return run;
  if (run.box)
    collide::rect_frames(run.box_rect, run.step, run.wall, kMaxFrames, run.trace);
  else
    collide::circle_rect_frames(run.ball, run.step, run.wall, kMaxFrames, run.trace);
  // Where the mover would go if no frame hit: on (to the right) until one frame is wholly past
  // the wall, as the core's test stops when none hits.
  const double low = run.box ? run.box_rect.x : run.ball.c.x - run.ball.r, wall_end = run.wall.x + run.wall.w;
  run.passing_frames = run.trace.result.frames;
  while (run.passing_frames < kMaxFrames && low + (run.passing_frames - 1) * run.step.x <= wall_end)
    ++run.passing_frames;
  const int last = run.trace.result.frames - 1;
  run.path_crosses = path_meets_wall(run, 0, last);
  // No frame on the wall, yet the path crosses it: one step does (the stretch on the wall is one
  // piece, so two steps that both met it would put the frame between them on it).
  if (!run.trace.result.hit && run.trace.result.past && run.path_crosses)
    for (int k = 0; k < last && run.jumped < 0; ++k)
      if (path_meets_wall(run, k, k + 1)) run.jumped = k;
  return run;
}

}  // namespace lab::response
