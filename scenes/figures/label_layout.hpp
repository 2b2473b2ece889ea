// Labels that keep clear of each other and of the view's edges: a figure places its labels one
// by one, most important first, and each takes the first of its candidate places whose box (the
// canvas's own text_width × font_pixels) is inside the view and overlaps no label placed before.
// Only where words go is decided here; what they say comes from the trace.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"

namespace lab::figures {

/// A label's box in world coordinates: [x0, x1] × [y0, y1].
struct LabelBox {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool overlaps(const LabelBox& other) const {
    return x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1;
  }
};

/// The box of `text` anchored at `at` with `offset` (its top-left, screen pixels, y up).
LabelBox label_box(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size);

class LabelLayout {
 public:
  explicit LabelLayout(Canvas& canvas) : canvas_(canvas) {}

  Canvas& canvas() const { return canvas_; }

  /// Draws `text` at the first of `offsets` that is in view and clear of the labels placed so
  /// far and of `avoid` (outlines; a two-point one is a segment); failing that, the first clear
  /// of labels only. When none is clear: a `must` label is drawn at the first offset in view
  /// (the first of all when none is) over the others; another is left out (false). Returns
  /// whether it was drawn.
  bool place(Vec2 at, std::string_view text, Color color, TextSize size, std::span<const Vec2> offsets,
             bool must = true, std::span<const std::vector<Vec2>> avoid = {});

  /// Keeps later labels off a box drawn elsewhere (e.g. an axis's name placed by draw_sat).
  void take(const LabelBox& box) { boxes_.push_back(box); }

  /// Keeps later labels off a box of `w` × `h` screen pixels centred on `at` (a dot, a swatch).
  void reserve(Vec2 at, double w, double h);

  const std::vector<LabelBox>& boxes() const { return boxes_; }

 private:
  bool clear(const LabelBox& box) const;
  Canvas& canvas_;
  std::vector<LabelBox> boxes_;
};

/// Offsets that put `text` beside its anchor, `gap` pixels away, facing `direction` first and
/// then turning round it both ways in eighths: eight places, best first.
std::vector<Vec2> offsets_around(const Canvas& canvas, Vec2 direction, std::string_view text, TextSize size,
                                 float gap);

/// One line of a legend: a short swatch of the colour (dashed for the deciding step, a dot for a
/// point) and the words that say what it means.
struct LegendEntry {
  Color color;
  std::string words;
  enum class Mark { Line, Dashed, Dot } mark = Mark::Line;
};

/// The legend, one entry a line, in the first corner of the view (bottom-left, bottom-right,
/// top-right, top-left) where its block crosses none of `avoid` (outlines; a two-point one is a
/// segment) and no label placed so far; bottom-left when none is clear. Place it before the
/// figure's other labels so they keep off it.
void draw_legend(LabelLayout& layout, std::span<const LegendEntry> entries,
                 std::span<const std::vector<Vec2>> avoid = {});

/// Whether the box crosses or holds any part of `outlines` (closed; a two-point one is a segment).
bool box_crosses(const LabelBox& box, std::span<const std::vector<Vec2>> outlines);

}  // namespace lab::figures
