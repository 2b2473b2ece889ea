// The keyboard's handle: Tab and Shift+Tab move a focus through the figure's handles (points,
// vertices, whole shapes, rims), the arrow keys nudge it, Insert and Delete add and remove a
// vertex on it. The keyboard's twin of DragController, as plain calls tests drive without a
// window. Nudges are in grid steps, so one press moves a round amount at any zoom.
#pragma once
#include <optional>
#include <string>

#include "scenes/handles.hpp"
#include "scenes/scene.hpp"
#include "shell/camera.hpp"

namespace lab {

/// How far an arrow key moves: one tenth of a grid step; Shift a whole step; Alt a hundredth.
enum class NudgeSize { Normal, Coarse, Fine };

/// The nudge for one arrow press at grid step `step`, in world units (dx, dy ∈ {−1, 0, 1}).
Vec2 nudge_by(int dx, int dy, NudgeSize size, double step);

class HandleFocus {
 public:
  /// Tab (forward) or Shift+Tab: the next handle in handle_order; past the last (or before the
  /// first), nothing is focused, so the arrows pan again.
  void step(const Scene& scene, bool forward);
  /// Move the focused handle by `by` world units and recompute; with `snap` (G) the moved point
  /// lands on multiples of the nudge's own length. Returns whether it moved.
  bool nudge(Scene& scene, Vec2 by, bool snap = false);
  /// Add a vertex at the middle of the focused vertex's edge (to the next vertex), and focus it.
  bool add_vertex(Scene& scene);
  /// Remove the focused vertex; the focus goes to the one before it.
  bool remove_vertex(Scene& scene);
  /// Why the last add or remove did nothing, in words (empty after one that worked).
  const std::string& refusal() const { return refusal_; }
  /// Nothing focused (the state was replaced); also when the focus no longer names a handle.
  void reset() {
    focused_.reset();
    refusal_.clear();
  }
  /// The focused handle, if it still names one of the scene's handles.
  std::optional<Handle> focused(const Scene& scene) const;

 private:
  std::optional<Handle> focused_;
  std::string refusal_;
};

}  // namespace lab
