// The deciding axis's name beside its bars' middle (axis_name_middle.hpp).
#include "figures/axis_name_middle.hpp"

#include <algorithm>
#include <cmath>
#include <string>
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

std::optional<std::vector<std::string>> name_in_rows(std::string_view text, int count) {
  if (count <= 1) return std::vector<std::string>{std::string(text)};
  const std::size_t colon = text.find(": ");
  if (colon == std::string_view::npos) return std::nullopt;
  return std::vector<std::string>{std::string(text.substr(0, colon + 1)), std::string(text.substr(colon + 2))};
}

namespace {

/// Pixels between two rows of a name: as close as a paragraph's lines, so they read as one name.
constexpr double kRowGap = 2;
/// Pixels of paper round a card's words.
constexpr double kCardMargin = 3;

/// The rows' block in pixels: its width, and its height from the first row's top.
Vec2 rows_size(const Canvas& canvas, std::span<const std::string> rows, TextSize size) {
  double w = 0;
  for (const std::string& row : rows) w = std::max(w, canvas.text_width(row, size));
  const double n = static_cast<double>(rows.size());
  return {w, n * Canvas::font_pixels(size) + (n - 1) * kRowGap};
}

/// The block of `wh` pixels at `at` + `shift` (its top-left), grown by `grow` pixels, world units.
collide::Rect block_rect(const Canvas& canvas, Vec2 at, Vec2 shift, Vec2 wh, double grow) {
  const double px = canvas.pixel();
  return {at.x + (shift.x - grow) * px, at.y + (shift.y - wh.y - grow) * px, (wh.x + 2 * grow) * px,
          (wh.y + 2 * grow) * px};
}

/// offset_away for a block of `wh` pixels: its edge `gap` pixels from the anchor towards `direction`.
Vec2 block_away(Vec2 direction, Vec2 wh, double gap) {
  const Vec2 d = collide::normalize(direction);
  const Vec2 centre = d * (gap + std::fabs(d.x) * wh.x * 0.5 + std::fabs(d.y) * wh.y * 0.5);
  return {centre.x - wh.x * 0.5, centre.y + wh.y * 0.5};
}

}  // namespace

std::optional<Vec2> place_rows_beside_bars_middle(const Canvas& canvas, const AxisBars& bars, Vec2 outward,
                                                  double anchor, std::span<const std::string> rows, TextSize size,
                                                  double slide, const OutlineRuns& taken, const OutlineRuns& shapes,
                                                  bool card) {
  const double px = canvas.pixel();
  if (!(px > 0) || rows.empty()) return std::nullopt;
  const Vec2 u = bars.unit, at = bars.origin + u * anchor, wh = rows_size(canvas, rows, size);
  const double gap = bars.reach + 5;  // clear of the bars' band, as place_axis_name keeps it
  const double middle = ((bars.near + bars.far) / 2 - anchor) / px;  // pixels from the anchor
  const collide::Rect view = canvas.view();
  const double paper = card ? kCardMargin : 0;  // the card's paper in view too
  for (const double further : {0.0, 1.0, 2.0})
    for (double step = 0; step <= slide; step += 8)
      for (const double side : {1.0, -1.0})
        for (const double way : {1.0, -1.0}) {
          if (step == 0 && way < 0) continue;
          const Vec2 shift =
              u * (middle + way * step) + block_away(outward * side, wh, gap + further * Canvas::font_pixels(size));
          const collide::Rect seen = block_rect(canvas, at, shift, wh, paper);
          const collide::Rect box = block_rect(canvas, at, shift, wh, kCardMargin);
          if (seen.x >= view.x && seen.y >= view.y && seen.x + seen.w <= view.x + view.w &&
              seen.y + seen.h <= view.y + view.h && !taken.crosses(box) && !shapes.crosses(box))
            return shift;
        }
  return std::nullopt;
}

std::vector<Vec2> name_rows_box(const Canvas& canvas, const NameRows& name) {
  const collide::Rect r =
      block_rect(canvas, name.at, name.shift, rows_size(canvas, name.rows, name.size), name.card ? kCardMargin : 0);
  return {{r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}, {r.x + r.w, r.y}, {r.x, r.y}};
}

void draw_name_rows(Canvas& canvas, const NameRows& name) {
  if (name.card) {
    const std::vector<Vec2> paper = name_rows_box(canvas, name);
    canvas.fill_polygon(paper, palette::background.with_alpha(240));
    canvas.polygon(paper, palette::muted.with_alpha(110), 1);  // an edge, faint: no role of the figure's
  }
  const double pitch = Canvas::font_pixels(name.size) + kRowGap;
  for (std::size_t k = 0; k < name.rows.size(); ++k)
    canvas.label(name.at, name.rows[k], name.color, name.size, name.shift - Vec2{0, pitch * static_cast<double>(k)});
}

}  // namespace lab::figures
