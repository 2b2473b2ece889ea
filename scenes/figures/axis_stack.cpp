// Where the SAT figures' axis lines may go (axis_stack.hpp).
#include "figures/axis_stack.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "collide/sat.hpp"

namespace lab::figures {

namespace {

/// The view less a 16-pixel margin and the caption band (80 pixels) along the bottom: where bars go.
collide::Rect bars_room(const collide::Rect& view, double px) {
  return {view.x + 16 * px, view.y + 80 * px, view.w - 32 * px, view.h - 96 * px};
}

}  // namespace

AxisRoom axis_room(Vec2 u, Vec2 nrm, double lo, double hi, const collide::Rect& view, double px) {
  const collide::Rect r = bars_room(view, px);
  const double x0 = r.x, x1 = r.x + r.w, y0 = r.y, y1 = r.y + r.h;
  AxisRoom room;
  room.possible = x0 < x1 && y0 < y1;
  // Both ends t ∈ {lo, hi} of the shadows: min ≤ s·nrm_k + t·u_k ≤ max for k = x, y.
  auto constrain = [&](double n_k, double u_k, double min, double max) {
    for (double t : {lo, hi}) {
      const double a = min - t * u_k, b = max - t * u_k;
      if (std::fabs(n_k) < 1e-12) {
        room.possible = room.possible && a <= 0 && 0 <= b;
        continue;
      }
      const double p = a / n_k, q = b / n_k;
      room.s_min = std::max(room.s_min, std::min(p, q));
      room.s_max = std::min(room.s_max, std::max(p, q));
    }
  };
  constrain(nrm.x, u.x, x0, x1);
  constrain(nrm.y, u.y, y0, y1);
  room.possible = room.possible && room.s_min <= room.s_max;
  return room;
}

std::vector<Vec2> stacked_band(const Canvas& canvas, const StackedAxis& axis, double offset, float margin) {
  const double px = canvas.pixel();
  const Vec2 origin = axis.nrm * offset, side = axis.nrm * ((axis.reach + margin) * px);
  // The end ticks have a width of their own: a few pixels past the ends too (as add_bar_outlines).
  const Vec2 p = origin + axis.u * (axis.lo - (4 + margin) * px), q = origin + axis.u * (axis.hi + (4 + margin) * px);
  return {p - side, q - side, q + side, p + side};
}

bool band_in_view(const Canvas& canvas, std::span<const Vec2> band) {
  const double px = canvas.pixel();
  const collide::Rect r = bars_room(canvas.view(), px);
  return std::all_of(band.begin(), band.end(),
                     [&](Vec2 p) { return p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h; });
}

std::vector<Vec2> name_room_band(const Canvas& canvas, const StackedAxis& axis, double middle, TextSize size, int rows,
                                 double width, double centre) {
  const double px = canvas.pixel();
  const Vec2 out = axis.nrm * (axis.offset >= middle ? px : -px);
  const Vec2 origin = axis.nrm * axis.offset;
  const double near = axis.reach, far = axis.reach + 5 + 1.2 * rows * Canvas::font_pixels(size);
  const double half = width / 2 * px;
  const Vec2 p = origin + axis.u * std::min(axis.lo, centre - half),
             q = origin + axis.u * std::max(axis.hi, centre + half);
  return {p + out * near, q + out * near, q + out * far, p + out * far};
}

double clear_of_bands(const Canvas& canvas, const StackedAxis& axis, double middle,
                      std::span<const std::vector<Vec2>> bands, std::span<const std::vector<Vec2>> keep_off) {
  const double px = canvas.pixel();
  const AxisRoom room = axis_room(axis.u, axis.nrm, axis.lo, axis.hi, canvas.view(), px);
  // 3 pixels of paper between two axes' bars (each band grown by half of it), so each pair reads
  // as its own: how many of `bands` the bars at s would meet.
  auto crossed = [&](double s) {
    const std::vector<Vec2> band = stacked_band(canvas, axis, s, 1.5f);
    auto meets = [&](const std::vector<Vec2>& other) { return collide::convex_polygons_collide(band, other); };
    return std::count_if(bands.begin(), bands.end(), meets) +
           10 * std::count_if(keep_off.begin(), keep_off.end(), meets);
  };
  if (!room.possible || crossed(axis.offset) == 0) return axis.offset;
  // Outward in steps of 6 pixels on each side while the bars stay in view, nearest the shapes first
  // (the own side first at the same distance): the figure stays as compact as it can. Last, up to
  // 28 pixels nearer than axis.offset (placed 40 pixels outside the shapes' bounds circle: the line
  // 12 pixels outside it, its bars still clear of it, though nearer the edges' names): a crowded
  // view has room for a ring more.
  const double own = axis.offset >= middle ? 1 : -1, from = std::fabs(axis.offset - middle), start = from - 28 * px;
  std::vector<std::pair<double, double>> tries;  // {distance from middle, offset}
  for (const double side : {own, -own})
    for (double d = start; d < start + 4 * (canvas.view().w + canvas.view().h); d += 6 * px) {
      const double s = middle + side * d;
      if (room.holds(s))
        tries.emplace_back(d, s);
      else if (side > 0 ? s > room.s_max : s < room.s_min)
        break;  // past the room: further out stays past it
    }
  std::stable_sort(tries.begin(), tries.end(), [from](const auto& a, const auto& b) {
    return std::pair{a.first < from, a.first} < std::pair{b.first < from, b.first};
  });
  // The first clear place; where the view leaves none, the one meeting the fewest other axes' bars.
  double best = axis.offset;
  auto fewest = crossed(axis.offset);
  for (const auto& [d, s] : tries) {
    const auto n = crossed(s);
    if (n == 0) return s;
    if (n < fewest) best = s, fewest = n;
  }
  return best;
}

}  // namespace lab::figures
