// What a figure's key covers (issue 26 §2): the key must not lie on a shape, a shadow bar, a dot or
// a label. Lines across the whole view (axes, side planes) and fills that tint a region reaching
// the view's edge are left out: no corner need be clear of them. For the scenes' tests (the
// test canvas's view) and the app's (the views the window shows).
#pragma once
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "collide/concave.hpp"
#include "scenes/figures/draw.hpp"
#include "scenes/figures/label_layout.hpp"
#include "recording_canvas.hpp"

namespace lab::testing::key_clear {

using figures::LabelBox;

inline LabelBox grown(LabelBox b, Vec2 p) {
  return {std::min(b.x0, p.x), std::min(b.y0, p.y), std::max(b.x1, p.x), std::max(b.y1, p.y)};
}

/// A label's box in world units (its offset is the text's top-left, pixels, y up).
inline LabelBox label_box(const RecordingCanvas& canvas, const DrawCall& call) {
  const double px = canvas.pixel();
  const Vec2 top_left = call.points[0] + call.offset * px;
  const double w = canvas.text_width(call.text, call.size) * px, h = Canvas::font_pixels(call.size) * px;
  return {top_left.x, top_left.y - h, top_left.x + w, top_left.y};
}

/// The outlines a call draws, in world units, for the key to keep off; none for lines across
/// the view and for what the key itself draws.
inline std::vector<std::vector<Vec2>> drawn_outlines(const RecordingCanvas& canvas, const DrawCall& call) {
  const double px = canvas.pixel();
  const auto& p = call.points;
  if (call.kind == "segment" || call.kind == "dashed_segment" || call.kind == "arrow") return {{p[0], p[1]}};
  if (call.kind == "polygon" || call.kind == "fill_polygon") return {p};
  if (call.kind == "point") return {{p[0] - Vec2{call.width * px, 0}, p[0] + Vec2{call.width * px, 0}}};
  if (call.kind == "circle" || call.kind == "fill_circle")
    return {figures::circle_outline({p[0], std::max(call.value, 2 * px)}, 24)};
  if (call.kind == "interval") {
    const Vec2 unit = p[1], side = Vec2{-unit.y, unit.x} * (call.side * px);
    return {{p[0] + side + unit * call.value, p[0] + side + unit * call.value2}};
  }
  if (call.kind == "label") {
    const LabelBox b = label_box(canvas, call);
    return {{{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}}};
  }
  return {};
}

/// A fill reaching the view's edge tints a region (a half plane, the slot between two shadows),
/// not a shape: the key may lie on it.
inline bool tints_region(const collide::Rect& view, const DrawCall& call) {
  if (call.kind != "fill_polygon") return false;
  return std::any_of(call.points.begin(), call.points.end(), [&](Vec2 p) {
    return p.x <= view.x || p.x >= view.x + view.w || p.y <= view.y || p.y >= view.y + view.h;
  });
}

/// The box round everything the key draws (its swatches and words), shrunk by a pixel (a
/// neighbour may touch it); none when the figure draws no key.
inline std::optional<LabelBox> key_box(const RecordingCanvas& canvas) {
  bool any = false;
  LabelBox key{1e300, 1e300, -1e300, -1e300};
  for (const auto& call : canvas.calls) {
    if (!call.legend) continue;
    any = true;
    if (call.kind == "label") {
      const LabelBox b = label_box(canvas, call);
      key = grown(grown(key, {b.x0, b.y0}), {b.x1, b.y1});
    } else {
      for (const Vec2 q : call.points) key = grown(key, q);
    }
  }
  if (!any) return std::nullopt;
  const double px = canvas.pixel();
  return LabelBox{key.x0 + px, key.y0 + px, key.x1 - px, key.y1 - px};
}

/// What the key covers: the calls outside it whose outlines cross the key's box, each as
/// "kind (text)".
inline std::vector<std::string> covered(const RecordingCanvas& canvas) {
  const std::optional<LabelBox> box = key_box(canvas);
  if (!box) return {};
  const LabelBox key = *box;
  std::vector<std::string> out;
  const collide::Rect view = canvas.view();
  for (const auto& call : canvas.calls) {
    if (call.legend || call.color.a == 0 || tints_region(view, call)) continue;
    const auto outlines = drawn_outlines(canvas, call);
    if (outlines.empty()) continue;
    // A fill or a shape covered whole counts too: the key's middle inside it.
    const Vec2 middle{(key.x0 + key.x1) / 2, (key.y0 + key.y1) / 2};
    const bool inside =
        (call.kind == "fill_polygon" && call.points.size() >= 3 && collide::point_in_polygon(middle, call.points));
    if (figures::box_crosses(key, outlines) || inside) out.push_back(call.kind + " (" + call.text + ")");
  }
  return out;
}

}  // namespace lab::testing::key_clear
