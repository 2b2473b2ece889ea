// The colour language's second channels (issue 26): under simulated colour blindness some
// colour roles are closer than ΔE₀₀ 20 (blue A and purple B, orange and green, …), so one role of
// each such pair is also drawn with a mark of its own, the same in every figure and in its key:
//   shape_b (purple B) and collide (green) strokes are double lines: two 2.5-pixel lines with the
//     stroke's own width of paper between them (a shadow bar too), their dots are rings, and
//     their arrows and dashed hairline guides (the SAT figures' projection lines) twice as heavy;
//   axis (grey) dots are half the size, so they never read as a shape's vertex;
//   deciding (vermillion) labels are underlined: its strokes are dashed, a dot or an arrow already
//     (its figures draw them so), but a name or a number has no stroke, and "e1" in vermillion
//     beside "e3" in orange is ΔE₀₀ 16 apart under tritanopia (no palette that keeps the contrast
//     limits puts them 20 apart); the key writes its vermillion words so too;
//   shape_b (purple B) and collide (green) labels are framed, as their strokes are doubled: B's
//     "e1" beside A's blue "e0" is ΔE₀₀ 7.7 apart under protanopia, green "overlap" beside orange
//     names 14.2, beside grey (muted) words 7.8; the key writes B's and green's words so too.
// The app draws every scene through this canvas, in the window and in pictures, so no figure can
// forget a channel; tests/scenes/test_palette_colour_blind.cpp checks what reaches the canvas.
#pragma once
#include "forwarding_canvas.hpp"

namespace lab {

class RoleCanvas final : public ForwardingCanvas {
 public:
  explicit RoleCanvas(Canvas& out) : ForwardingCanvas(out) {}

  /// Whether strokes of this colour are drawn double (alpha aside).
  static bool doubled(Color c) { return opaque(c) == palette::shape_b || opaque(c) == palette::collide; }
  /// The double line's two lines, each this wide, with the stroke's width of paper between
  /// (2.5 pixels, so each still shows its own colour in a picture drawn at half size).
  static constexpr float side = 2.5f;
  /// Dashed strokes this thin or thinner are guides, drawn single (at twice the width).
  static constexpr float guide = 1;
  /// A vermillion label's underline: this wide, its middle this far above the text's line bottom.
  static constexpr float underline_width = 1.5f, underline_rise = 1;
  /// A purple B or green label's frame: this wide, this far out from the words each side.
  static constexpr float frame_width = 1, frame_pad = 2;
  /// How far a framed label's ink reaches past its text box, left and right (above and below only
  /// frame_width / 2): what a placer counts, so a frame placed clear is drawn clear.
  static constexpr float frame_reach = frame_pad + frame_width / 2;
  /// How far a stroke of this colour and width reaches either side of its line: a double line
  /// `side` further.
  static float stroke_reach(Color c, float width) { return width / 2 + (doubled(c) ? side : 0); }
  /// The same for a dashed stroke: a guide of a doubled colour is drawn single, twice as wide
  /// (dashed_segment), not as a double line.
  static float dashed_reach(Color c, float width) {
    return doubled(c) && width <= guide ? width : stroke_reach(c, width);
  }

  void polygon(std::span<const Vec2> p, Color c, float width) override {
    if (!doubled(c)) return out_.polygon(p, c, width);
    out_.polygon(p, c, width + 2 * side);
    out_.polygon(p, paper(c), width);
  }
  void segment(Vec2 a, Vec2 b, Color c, float width) override {
    if (!doubled(c)) return out_.segment(a, b, c, width);
    out_.segment(a, b, c, width + 2 * side);
    out_.segment(a, b, paper(c), width);
  }
  void dashed_segment(Vec2 a, Vec2 b, Color c, float width) override {
    if (!doubled(c)) return out_.dashed_segment(a, b, c, width);
    // A hairline guide (a shadow's end cast onto its axis) doubled would outweigh what it points
    // at: one line twice as heavy instead, so it still differs from A's hairline by its weight.
    if (width <= guide) return out_.dashed_segment(a, b, c, 2 * width);
    out_.dashed_segment(a, b, c, width + 2 * side);
    out_.dashed_segment(a, b, paper(c), width);
  }
  void line(Vec2 p, Vec2 d, Color c, float width, bool dashed) override {
    if (!doubled(c)) return out_.line(p, d, c, width, dashed);
    out_.line(p, d, c, width + 2 * side, dashed);
    out_.line(p, d, paper(c), width, dashed);
  }
  /// An arrow's head leaves no room for paper down its middle: twice as heavy instead.
  static float arrow_width(Color c, float width) { return doubled(c) ? 2 * width : width; }
  void arrow(Vec2 from, Vec2 to, Color c, float width) override { out_.arrow(from, to, c, arrow_width(c, width)); }
  void point(Vec2 p, Color c, float radius) override {
    if (opaque(c) == palette::axis) return out_.point(p, c, radius / 2);
    if (!doubled(c)) return out_.point(p, c, radius);
    // A ring as wide as the dot: paper round it (as every dot has) and inside it.
    const double px = out_.pixel();
    out_.fill_circle(p, (radius + 1.5) * px, paper(c));
    out_.circle(p, (radius - side / 2) * px, c, side);
  }
  void circle(Vec2 centre, double r, Color c, float width) override {
    if (!doubled(c)) return out_.circle(centre, r, c, width);
    out_.circle(centre, r, c, width + 2 * side);
    out_.circle(centre, r, paper(c), width);
  }
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override {
    out_.label(at, text, c, size, offset);
    if (text.empty()) return;
    if (opaque(c) == palette::deciding) return underline(at, text, c, size, offset);
    if (doubled(c)) frame(at, text, c, size, offset);
  }
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float width) override {
    if (!doubled(c)) return out_.interval(origin, unit, lo, hi, c, offset, width);
    out_.interval(origin, unit, lo, hi, c, offset, width + 2 * side);
    out_.interval(origin, unit, lo, hi, paper(c), offset, width);
  }

 private:
  /// Under the words, from their left to their right, inside the line's box (the text's top-left
  /// is at the offset; the box is a line high), so a label placed clear stays clear.
  void underline(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) {
    const double px = out_.pixel();
    const Vec2 left = at + Vec2{offset.x, offset.y - Canvas::font_pixels(size) + underline_rise} * px;
    out_.segment(left, left + Vec2{out_.text_width(text, size) * px, 0}, c, underline_width);
  }
  /// Round the words: the line's box, `frame_pad` wider each side so the frame clears the first
  /// and last glyphs (the line's box already leaves room above and below the letters).
  void frame(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) {
    const double px = out_.pixel();
    const double x0 = at.x + (offset.x - frame_pad) * px, x1 = x0 + (out_.text_width(text, size) + 2 * frame_pad) * px;
    const double y1 = at.y + offset.y * px, y0 = y1 - Canvas::font_pixels(size) * px;
    const Vec2 box[] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
    out_.polygon(box, c, frame_width);
  }
  static Color opaque(Color c) { return c.with_alpha(255); }
  /// The paper between a double line's two lines, opaque as the stroke is.
  static Color paper(Color c) { return palette::background.with_alpha(c.a); }
};

}  // namespace lab
