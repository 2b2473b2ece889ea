// A RecordingCanvas framed as the app frames a figure (app/shell/camera.cpp): the scene's frame
// fitted into a figure of w × h pixels with a 50 px margin and a caption strip at the bottom.
#pragma once
#include <algorithm>
#include <utility>

#include "recording_canvas.hpp"
#include "scenes/scene.hpp"

namespace lab::testing {

/// The box round every shape's points, at least 2 × 2 (a frame for a scene without one).
inline collide::Rect shapes_box(const SceneState& state) {
  Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
  for (const Shape& s : state.shapes)
    for (Vec2 p : s.points)
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)}, hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  const Vec2 mid = (lo + hi) * 0.5, half{std::max((hi.x - lo.x) / 2, 1.0), std::max((hi.y - lo.y) / 2, 1.0)};
  return {mid.x - half.x, mid.y - half.y, 2 * half.x, 2 * half.y};
}

/// An empty canvas for `scene` in a figure of `w` × `h` pixels with a `bottom` pixel caption strip.
inline RecordingCanvas fitted(const Scene& scene, double w, double h, double bottom = 63) {
  const collide::Rect frame = scene.frame().value_or(shapes_box(scene.state()));
  const double margin = 50;
  const double scale = std::min((w - 2 * margin) / frame.w, (h - 2 * margin - bottom) / frame.h);
  const Vec2 mid{frame.x + frame.w / 2, frame.y + frame.h / 2 - bottom / 2 / scale};
  RecordingCanvas canvas;
  canvas.units_per_pixel = 1 / scale;
  canvas.visible = {mid.x - w / 2 / scale, mid.y - h / 2 / scale, w / scale, h / scale};
  return canvas;
}

/// The same, the scene told the room first, as the app tells it (Scene::set_room): a figure laid
/// out to its room (which-approach) then fits it as in the app.
inline RecordingCanvas fitted(Scene& scene, double w, double h, double bottom = 63) {
  scene.set_room({w - 100, h - 100 - bottom});  // less the 50 px margins and the caption strip
  return fitted(std::as_const(scene), w, h, bottom);
}

}  // namespace lab::testing
