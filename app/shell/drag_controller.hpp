// The mouse on the canvas, as plain calls: press, move, release, double-click, remove.
// The window feeds it ImGui's mouse; tests feed it the same calls, so a simulated drag takes
// exactly the path a real one does. Handles are hit-tested within a radius in screen pixels,
// so they stay grabbable at any zoom.
#pragma once
#include <optional>
#include <string>

#include "shell/camera.hpp"
#include "scenes/handles.hpp"
#include "scenes/scene.hpp"

namespace lab {

class DragController {
 public:
  /// Grab radius in screen pixels (the app scales it with the UI scale).
  double grab_radius = 10;
  /// Smallest grid spacing in screen pixels (the grid the canvas draws, which snapping uses).
  double grid_pixels = 40;

  /// Mouse moved with no button held: update the hovered handle.
  void hover(const Scene& scene, const Camera& camera, Vec2 screen);
  /// Left button down: grab the handle under the mouse. Returns whether one was grabbed.
  bool press(const Scene& scene, const Camera& camera, Vec2 screen);
  /// Mouse moved with the button held: move the grabbed handle and recompute the scene.
  /// With `snap` the moved point lands on the grid. Returns whether the state changed.
  bool move(Scene& scene, const Camera& camera, Vec2 screen, bool snap);
  /// Left button up.
  void release();
  /// Double-click: on an edge of an editable polygon (not on a vertex), insert a vertex there.
  bool double_click(Scene& scene, const Camera& camera, Vec2 screen);
  /// Right-click: remove the vertex of an editable polygon under the mouse.
  bool remove_at(Scene& scene, const Camera& camera, Vec2 screen);
  /// Delete key: remove the hovered vertex, if it belongs to an editable polygon.
  bool remove_hovered(Scene& scene);
  /// Why the last removal did nothing, in words (empty after one that worked or a new grab).
  const std::string& refusal() const { return refusal_; }
  /// The state changed another way (R, Undo, Redo, a file, another scene): the refusal no longer holds.
  void clear_refusal() { refusal_.clear(); }
  /// Forget hover and grab (after the scene or its state was replaced).
  void reset();

  const std::optional<Handle>& hovered() const { return hovered_; }
  const std::optional<Handle>& grabbed() const { return grabbed_; }

 private:
  std::optional<Handle> hovered_, grabbed_;
  Shape before_;  // the grabbed shape as it was at the press
  Vec2 press_world_{};
  std::string refusal_;
};

/// The grid step at this camera when grid lines are at least `grid_pixels` apart.
double snap_step(const Camera& camera, double grid_pixels);

}  // namespace lab
