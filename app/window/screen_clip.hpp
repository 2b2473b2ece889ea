// Cutting what a figure draws to the part of the view it shows, in double precision, before it
// becomes ImGui's float vertices or an SVG's numbers (issue 16). A state may put a shape at 1e9
// or a circle of radius 1e12 across the view: drawn whole, its far points lose their precision as
// floats (the shape vanishes or bends), a dashed line far longer than the view builds millions of
// dashes, and an outline too long for ImGui's 16-bit indices wraps them. Cut first, every call
// draws only what is in view, in a number of points bounded by the view's size.
//
// Both canvases work in pixels measured from the middle of the view (ScreenFrame): a point 1e50
// pixels off keeps as much precision there as a double allows, and what is left near the view is
// exact to a fraction of a pixel.
#pragma once
#include <array>
#include <optional>
#include <span>
#include <vector>

#include "shell/camera.hpp"

namespace lab {

/// Pixels beyond the view where the canvases cut lines: caps and joins cut there are out of sight.
constexpr double kViewMargin = 64;
/// How far the chords drawn for a circle may stray from its rim, in pixels.
constexpr double kRimTolerance = 0.25;

/// An axis-aligned box in pixels: [x0, x1] × [y0, y1].
struct ClipBox {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool contains(Vec2 p) const { return x0 <= p.x && p.x <= x1 && y0 <= p.y && p.y <= y1; }
};

/// The camera's view seen from its middle: `centred` turns a world point into pixels from the
/// middle of the view (y down), `placed` a centred pixel into the canvas's own pixels, and `box` is
/// the view grown by `margin` pixels on every side (so line caps and joins cut there are unseen).
struct ScreenFrame {
  ScreenFrame(const Camera& camera, Vec2 middle, double margin);
  Vec2 centred(Vec2 world) const;
  Vec2 placed(Vec2 centred) const { return centred + middle; }

  Vec2 centre;   ///< the world point at the middle of the view
  double scale;  ///< pixels per world unit
  Vec2 middle;   ///< the middle of the view in the canvas's pixels
  ClipBox box;   ///< the view and its margin, centred pixels
};

/// Points in one stretch: a run of an outline, a dash, an arc.
using Polyline = std::vector<Vec2>;

/// The part of the segment a–b inside `box` (Liang–Barsky), or nothing. An end inside is kept as
/// it is; an end cut on an edge of the box lies exactly on it.
std::optional<std::array<Vec2, 2>> clip_segment(Vec2 a, Vec2 b, const ClipBox& box);

/// The dashes (`on` pixels drawn, `off` skipped, from a) of a–b that show in `box`, each a
/// two-point Polyline: at most the box's diagonal over the period, plus two.
std::vector<Polyline> clip_dashes(Vec2 a, Vec2 b, double on, double off, const ClipBox& box);

/// An outline cut to `box`: the runs of it that show, each an open polyline of at most
/// `max_points` points (a long run is split, its pieces sharing their ends).
struct ClippedOutline {
  std::vector<Polyline> runs;
  bool closed = false;  ///< the whole closed outline is in the box, as one run: draw it closed
};
ClippedOutline clip_outline(std::span<const Vec2> points, bool closed, const ClipBox& box, std::size_t max_points);

/// A polygon cut to `box` (Sutherland–Hodgman): a convex one stays convex; a simple one fills the
/// same area inside the box (edges it gains lie on the box's border).
std::vector<Vec2> clip_polygon(std::span<const Vec2> polygon, const ClipBox& box);

/// Whether the circle (centre c, radius r, pixels) lies wholly in `box`: drawn whole, unclipped.
bool circle_inside(Vec2 c, double r, const ClipBox& box);

/// The fewest sides of a whole circle of radius r pixels whose chords stay within `tolerance`
/// pixels of its rim (6 to 1,024).
int circle_sides(double r, double tolerance);

/// The arcs of the circle (centre c, radius r, pixels) that show in `box`, as polylines no
/// farther than `tolerance` pixels from the circle; the whole circle (closed) when it is all in
/// the box; nothing when it misses the box or encloses it.
ClippedOutline circle_in_box(Vec2 c, double r, const ClipBox& box, double tolerance);

/// The disc of centre c, radius r, cut to `box`, as a convex polygon in order round its rim
/// (either winding); empty when they do not meet.
std::vector<Vec2> disc_in_box(Vec2 c, double r, const ClipBox& box, double tolerance);

/// Whether the box [lo, hi] meets `box`.
bool box_meets(Vec2 lo, Vec2 hi, const ClipBox& box);

/// Canvas::interval on screen, in centred pixels (`offset` and `width` in pixels at UI scale 1,
/// `ui_scale` the UI's): the bar a–b shifted sideways, `tick` half of the tick across each end,
/// and, for a bar along x or y, the box the grid's numbers keep out of (a slanted bar's box
/// would hide too many); nothing for a zero `unit`.
struct IntervalBar {
  Vec2 a, b, tick;
  std::optional<std::array<Vec2, 2>> keep_clear;  ///< lowest and highest corner
};
std::optional<IntervalBar> interval_bar(const ScreenFrame& frame, Vec2 origin, Vec2 unit, double lo, double hi,
                                        double offset, double width, double ui_scale);

}  // namespace lab
