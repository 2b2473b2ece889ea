// The deciding axis's name beside its bars' middle (axis_name_middle.hpp).
#include "figures/axis_name_middle.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "collide/vec.hpp"
#include "figures/draw.hpp"

namespace lab::figures {

std::optional<Vec2> place_beside_bars_middle(const Canvas& canvas, const AxisBars& bars, Vec2 outward, double anchor,
                                             std::string_view text, TextSize size,
                                             std::span<const std::vector<Vec2>> taken, const OutlineRuns& shapes) {
  const double px = canvas.pixel();
  if (!(px > 0)) return std::nullopt;
  const Vec2 u = bars.unit, at = bars.origin + u * anchor;
  const float gap = bars.reach + 5;  // clear of the bars' band, as place_axis_name keeps it
  // Along the line from the bars' middle to 240 pixels past their ends (further off, the name no
  // longer reads as theirs: place_axis_name's places past the ends and across the line take over),
  // and no further than the view reaches; a frame's cost stays a few hundred places.
  const double middle = ((bars.near + bars.far) / 2 - anchor) / px;  // pixels from the anchor
  const collide::Rect view = canvas.view();
  const double reach = std::min((bars.far - bars.near) / px / 2 + 240, (view.w + view.h) / px);
  struct Try {
    double cost;  // pixels from the place beside the middle: along the line, and further out
    Vec2 offset;
  };
  std::vector<Try> tries;
  for (const float further : {0.f, 1.f, 2.f}) {
    const float out = gap + further * Canvas::font_pixels(size);
    for (const double side : {1.0, -1.0}) {
      const Vec2 beside = offset_away(canvas, outward * side, text, size, out);
      for (double step = 0; step <= reach; step += 8)
        for (const double way : {1.0, -1.0}) {
          if (step == 0 && way < 0) continue;
          const double cost = step + (out - gap) + (side < 0 ? 4 : 0);
          tries.push_back({cost, u * (middle + way * step) + beside});
        }
    }
  }
  std::stable_sort(tries.begin(), tries.end(), [](const Try& a, const Try& b) { return a.cost < b.cost; });
  const OutlineRuns placed(taken);
  for (const Try& t : tries)
    if (label_in_view(canvas, at, t.offset, text, size) &&
        !label_crosses(canvas, at, t.offset, text, size, placed, 3) &&
        !label_crosses(canvas, at, t.offset, text, size, shapes, 3))
      return t.offset;
  return std::nullopt;
}

}  // namespace lab::figures
