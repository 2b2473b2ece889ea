// The camera: world coordinates (y up) ↔ screen pixels (y down) in the canvas, zoom and pan.
// Pure arithmetic, no SDL, no ImGui, so tests can check it by hand.
#pragma once
#include <algorithm>
#include <array>
#include <optional>

#include "collide/shapes.hpp"

namespace lab {

using collide::Vec2;

/// A screen point with each coordinate clamped to ±10⁶ pixels: a single point (a dot, a label's
/// corner) far beyond any display stays out of sight with short numbers. Lines and shapes are cut
/// to the view instead (screen_clip.hpp): clamped, a slanted line would change its direction.
inline Vec2 clamp_far(Vec2 screen) {
  constexpr double far = 1e6;
  return {std::clamp(screen.x, -far, far), std::clamp(screen.y, -far, far)};
}

struct Camera {
  Vec2 center{0, 0};    ///< world point shown at the middle of the viewport
  double scale = 40;    ///< screen pixels per world unit
  Vec2 origin{0, 0};    ///< viewport top-left corner in screen pixels
  Vec2 size{800, 600};  ///< viewport width and height in screen pixels

  /// Zoom limits past anything a state can hold (coordinates 0 or 1e-50 … 1e50 in size), so Fit
  /// frames shapes 1e9 apart or 1e-40 across like any others.
  static constexpr double min_scale = 1e-60;
  static constexpr double max_scale = 1e60;

  /// World point → screen pixel (y flipped).
  Vec2 to_screen(Vec2 world) const {  // here, not in camera.cpp: a figure calls it for every vertex
    const Vec2 mid = origin + size * 0.5;
    return {mid.x + (world.x - center.x) * scale, mid.y - (world.y - center.y) * scale};
  }
  /// Screen pixel → world point.
  Vec2 to_world(Vec2 screen) const;
  /// Screen pixels → world units (a distance, no offset).
  double to_world_length(double pixels) const { return pixels / scale; }

  /// Multiply the scale by `factor`, keeping the world point under `screen` where it is.
  void zoom_at(Vec2 screen, double factor);
  /// Move the view so the content follows a drag of `screen_delta` pixels.
  void pan(Vec2 screen_delta);
  /// Show `world` whole, centred, leaving `margin` pixels on every side, `bottom` extra pixels
  /// at the bottom (room for the caption) and `top` at the top (presenter mode's play keys).
  void fit(const collide::Rect& world, double margin, double bottom = 0, double top = 0);
  /// The pixels fit() fills with `world`: the viewport less `margin` on every side, `bottom` and
  /// `top` (at least a pixel each way).
  Vec2 room(double margin, double bottom = 0, double top = 0) const {
    return {std::max(size.x - 2 * margin, 1.0), std::max(size.y - 2 * margin - bottom - top, 1.0)};
  }
  /// The world rectangle the viewport shows.
  collide::Rect view() const;
  /// The world rectangle above `covered` pixels at the bottom (the caption strip), at most half
  /// the viewport: what a canvas offers a figure to anchor text to.
  collide::Rect view_above(double covered) const { return view_between(0, covered); }
  /// The world rectangle between `top` pixels at the top (the play keys) and `bottom` at the
  /// bottom, the two together at most half the viewport (each cut in proportion).
  collide::Rect view_between(double top, double bottom) const;
  /// Two world points on the line through `p` along `d` that reach past every corner of the
  /// view, so the segment between them draws the whole line; nothing for a zero or non-finite `d`.
  std::optional<std::array<Vec2, 2>> line_across_view(Vec2 p, Vec2 d) const;
};

/// The grid spacing in world units: 1, 2 or 5 × 10^k, the smallest that puts
/// at least `min_pixels` between lines at this scale.
double grid_step(double scale, double min_pixels);

}  // namespace lab
