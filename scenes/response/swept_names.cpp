#include "response/swept_names.hpp"

#include <algorithm>

#include "collide/concave.hpp"
#include "figures/draw.hpp"
#include "response/farthest.hpp"

namespace lab::response {

KeptOff::KeptOff(const figures::OutlineRuns& lines, std::span<const std::vector<Vec2>> others)
    : lines(lines), others(others) {
  for (const std::vector<Vec2>& outline : others) {
    Vec2 lo{0, 0}, hi{-1, -1};  // an empty box for no points
    if (!outline.empty()) lo = hi = outline.front();
    for (const Vec2 p : outline)
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)}, hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    boxes.push_back({lo.x, lo.y, hi.x - lo.x, hi.y - lo.y});
  }
}

bool clear_of(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size, const KeptOff& kept) {
  if (figures::label_crosses(canvas, at, offset, text, size, kept.lines, 4)) return false;
  const figures::LabelBox box = figures::label_box(canvas, at, offset, text, size);
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  for (std::size_t i = 0; i < kept.others.size(); ++i) {
    const collide::Rect& b = kept.boxes[i];
    if (kept.others[i].size() < 3 || middle.x < b.x || middle.y < b.y || middle.x > b.x + b.w || middle.y > b.y + b.h)
      continue;
    if (collide::point_in_polygon(middle, kept.others[i])) return false;
  }
  return true;
}

void clear_first(const Canvas& canvas, Vec2 at, std::vector<Vec2>& offsets, std::string_view text, TextSize size,
                 const KeptOff& kept) {
  std::stable_partition(offsets.begin(), offsets.end(),
                        [&](Vec2 o) { return clear_of(canvas, at, o, text, size, kept); });
}

std::vector<Vec2> slid_along(const Canvas& canvas, Vec2 p, Vec2 q, std::span<const Vec2> first) {
  std::vector<Vec2> out;
  const double px = canvas.pixel();
  if (px <= 0) return out;
  for (const double t : {0.3, 0.7, 0.15, 0.85}) {
    const Vec2 shift = (p + (q - p) * t - (p + q) * 0.5) / px;  // screen pixels, y up as the offsets
    for (const Vec2 o : first) out.push_back(o + shift);
  }
  return out;
}

bool name_beside(figures::LabelLayout& layout, std::span<const Vec2> polygon, std::span<const Vec2> sides,
                 std::string_view text, Color color, TextSize size, float gap, bool must, const KeptOff& kept) {
  if (polygon.empty() || sides.empty()) return false;
  const Canvas& canvas = layout.canvas();
  const Vec2 at = farthest(polygon, sides.front());
  std::vector<Vec2> offsets;
  for (const Vec2 side : sides) {
    const Vec2 shift = (farthest(polygon, side) - at) / canvas.pixel();  // the other vertex, from `at`
    for (const Vec2 o : figures::offsets_around(canvas, side, text, size, gap)) offsets.push_back(o + shift);
  }
  clear_first(canvas, at, offsets, text, size, kept);
  return layout.place(at, text, color, size, offsets, must);
}

}  // namespace lab::response
