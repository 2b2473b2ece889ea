// An axis's name beside its bars, for every figure that draws axes (sat_figure.hpp: draw_axis_name,
// place_axis_name): the places tried, nearest first, and the first one clear.
#include <algorithm>
#include <cmath>
#include <span>
#include <string_view>
#include <vector>

#include "collide/segment.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "figures/sat_figure.hpp"

namespace lab::figures {

void add_bar_outlines(const Canvas& canvas, const AxisBars& bars, std::vector<std::vector<Vec2>>& out) {
  const double px = canvas.pixel();
  const Vec2 side = Vec2{-bars.unit.y, bars.unit.x} * (bars.reach * px);
  // The end ticks have a width of their own: a few pixels past the ends too.
  const Vec2 p = bars.origin + bars.unit * (bars.near - 4 * px), q = bars.origin + bars.unit * (bars.far + 4 * px);
  out.push_back({p - side, q - side, q + side, p + side});
  out.push_back({p, q});
}

void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    std::span<const std::vector<Vec2>> shapes) {
  draw_axis_name(canvas, bars, outward, along, text, color, size, taken, OutlineRuns(shapes));
}

void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    const OutlineRuns& shapes, std::span<const std::vector<Vec2>> lines) {
  if (along.empty()) return;
  const Vec2 shift = place_axis_name(canvas, bars, outward, along, text, size, taken, shapes, lines);
  draw_placed_name(canvas, bars.origin + bars.unit * along.front(), shift, text, color, size, taken);
}

Vec2 place_axis_name(const Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                     std::string_view text, TextSize size, std::span<const std::vector<Vec2>> taken,
                     const OutlineRuns& shapes, std::span<const std::vector<Vec2>> lines) {
  const double px = canvas.pixel();
  const Vec2 u = bars.unit;
  const float gap = bars.reach + 5;
  const Vec2 at = bars.origin + u * along.front();
  // Beside the line at each of `along` (outward, then inward), then at points between the ends:
  // another axis's bars or name may be in the way.
  std::vector<double> stops(along.begin(), along.end());
  for (double f : {0.5, 0.75, 0.25}) stops.push_back(bars.near + f * (bars.far - bars.near));
  std::vector<Vec2> tries;  // offsets from `at`
  for (double t : stops)
    for (Vec2 side : {outward, -outward})
      tries.push_back(u * ((t - along.front()) / px) + offset_away(canvas, side, text, size, gap));
  // Past an end, nearest first: beside the line as above, moved on along it until the box clears
  // the bars' end (still beside the line, so it never runs through the name), and across the line
  // at the same distance, centred on it or slid either way (a name longer than the room beside an
  // upright line, the view's edge on one side and the shapes on the other, still clears both).
  // Further out too, as a parallel copy's bars, 26 pixels away, may reach past this axis's own;
  // never further out beside the line before nearer across it (sat-breaks beside the lessons:
  // "axes #1, #3, …" went 150 pixels below its upright bars, under the level line's).
  const double reach =
      (std::fabs(u.x) * canvas.text_width(text, size) + std::fabs(u.y) * Canvas::font_pixels(size)) / 2 + gap;
  const Vec2 out = collide::normalize(outward);
  const double half_across =
      (std::fabs(out.x) * canvas.text_width(text, size) + std::fabs(out.y) * Canvas::font_pixels(size)) / 2;
  for (double more : {0, 30, 60, 90, 130, 180, 240}) {
    for (double end : {bars.far, bars.near})
      for (Vec2 side : {outward, -outward})
        tries.push_back(u * ((end - along.front()) / px + (end == bars.far ? 1 : -1) * (reach + more)) +
                        offset_away(canvas, side, text, size, gap));
    if (more > 60) continue;
    for (double end : {bars.far, bars.near})
      for (double slide : {0.0, -0.5, 0.5, -0.75, 0.75}) {
        const Vec2 ahead = end == bars.far ? u : -u;
        tries.push_back(u * ((end - along.front()) / px) + offset_away(canvas, ahead, text, size, gap + more) +
                        out * (slide * half_across));
      }
  }
  // Last, further out beside the line: where the bars of other axes crowd it (every axis shown).
  for (float further : {16.f, 32.f, 48.f})
    for (double t : stops)
      for (Vec2 side : {outward, -outward})
        tries.push_back(u * ((t - along.front()) / px) + offset_away(canvas, side, text, size, gap + further));
  // Clear of the shapes too if any place is; else clear of the axes; else of the shapes (over
  // another axis's bars or name rather than on a shape, where the axes fill every place: the
  // separating-axis lesson's step 8 revealed at 800 × 600 put its name on the triangle); else the
  // first place in view (else the first place). Each place is tried once per rule, against the
  // lists as they are.
  auto in_view = [&](Vec2 o) { return label_in_view(canvas, at, o, text, size); };
  const OutlineRuns placed(taken);  // a box a text, one test each: the same answers as every edge
  auto off_shapes = [&](Vec2 o) { return !label_crosses(canvas, at, o, text, size, shapes, 3); };
  auto clear_of_axes = [&](Vec2 o) { return in_view(o) && !label_crosses(canvas, at, o, text, size, placed, 3); };
  auto clear_of_all = [&](Vec2 o) { return clear_of_axes(o) && off_shapes(o); };
  // First, within 24 pixels of its bars with no other axis's line between (separating-axis step 9:
  // "#7" under its bars' end, #4's line running between, read as #1's neighbour, not #7's).
  std::vector<std::vector<Vec2>> own;
  add_bar_outlines(canvas, bars, own);
  auto tied = [&](Vec2 o) {
    if (lines.empty() || !label_crosses(canvas, at, o, text, size, own, 24)) return lines.empty();
    const LabelBox b = label_box(canvas, at, o, text, size);
    // Beside its own line, not across it past the bars' end (it reads as a break in the line).
    double lo = 1e300, hi = -1e300;
    for (const Vec2 corner : {Vec2{b.x0, b.y0}, Vec2{b.x1, b.y0}, Vec2{b.x0, b.y1}, Vec2{b.x1, b.y1}}) {
      const double side = collide::cross(u, corner - bars.origin) / px;
      lo = std::min(lo, side), hi = std::max(hi, side);
    }
    if (lo < bars.reach && hi > -bars.reach) return false;
    const Vec2 mid{(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2};
    const Vec2 foot = bars.origin + u * std::clamp(collide::dot(mid - bars.origin, u), bars.near, bars.far);
    return std::none_of(lines.begin(), lines.end(), [&](const std::vector<Vec2>& l) {
      return l.size() == 2 && collide::segments_intersect(mid, foot, l[0], l[1]);
    });
  };
  auto pick = std::find_if(tries.begin(), tries.end(), [&](Vec2 o) { return clear_of_all(o) && tied(o); });
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), clear_of_all);
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), clear_of_axes);
  if (pick == tries.end())
    pick = std::find_if(tries.begin(), tries.end(), [&](Vec2 o) { return in_view(o) && off_shapes(o); });
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), in_view);
  return pick != tries.end() ? *pick : tries.front();
}

std::vector<Vec2> placed_name_box(const Canvas& canvas, Vec2 at, Vec2 shift, std::string_view text, TextSize size) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(text, size) * px, h = Canvas::font_pixels(size) * px;
  const Vec2 top_left = at + shift * px;
  return {top_left, top_left + Vec2{w, 0}, top_left + Vec2{w, -h}, top_left + Vec2{0, -h}};
}

void draw_placed_name(Canvas& canvas, Vec2 at, Vec2 shift, std::string_view text, Color color, TextSize size,
                      std::vector<std::vector<Vec2>>& taken) {
  canvas.label(at, text, color, size, shift);
  taken.push_back(placed_name_box(canvas, at, shift, text, size));  // later names keep clear of it
}

}  // namespace lab::figures
