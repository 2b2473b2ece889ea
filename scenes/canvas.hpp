// The drawing calls a figure needs, in world coordinates (y up).
// The app implements it over ImDrawList; tests use a recording canvas and assert on the calls.
// Widths and sizes are in screen pixels at UI scale 1; the implementation scales them.
#pragma once
#include <cstddef>
#include <span>
#include <string_view>

#include "collide/shapes.hpp"
#include "palette.hpp"

namespace lab {

using collide::Vec2;

enum class TextSize { Small, Normal, Large };

class Canvas {
 public:
  virtual ~Canvas() = default;

  /// Closed outline through the points.
  virtual void polygon(std::span<const Vec2> points, Color color, float width = 2) = 0;
  /// Filled polygon; any simple polygon, convex or not, either winding.
  virtual void fill_polygon(std::span<const Vec2> points, Color color) = 0;
  virtual void segment(Vec2 a, Vec2 b, Color color, float width = 2) = 0;
  virtual void dashed_segment(Vec2 a, Vec2 b, Color color, float width = 2) = 0;
  /// The infinite line through p with direction d, clipped to the view.
  virtual void line(Vec2 p, Vec2 d, Color color, float width = 1, bool dashed = false) = 0;
  virtual void arrow(Vec2 from, Vec2 to, Color color, float width = 2) = 0;
  /// A dot of a fixed screen size.
  virtual void point(Vec2 p, Color color, float radius = 5) = 0;
  virtual void circle(Vec2 c, double r, Color color, float width = 2) = 0;
  virtual void fill_circle(Vec2 c, double r, Color color) = 0;
  /// Text anchored at a world point, shifted by `offset` screen pixels (x right, y up).
  virtual void label(Vec2 at, std::string_view text, Color color, TextSize size = TextSize::Normal,
                     Vec2 offset = {0, 0}) = 0;
  /// A shadow: the interval [lo, hi] of dot(x, unit) drawn as a thick bar along the line
  /// {origin + t·unit}, shifted sideways by `offset` screen pixels so shadows stack.
  virtual void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color color, float offset = 0,
                        float width = 6) = 0;

  /// What a figure draws between begin_answer() and end_answer() gives its verdict away (shadows,
  /// verdict colours, counts, the deciding step): predict mode (predict_canvas.hpp) leaves it out
  /// so the class sees only the shapes. Other canvases draw it as usual. Pairs nest; use AnswerPart.
  virtual void begin_answer() {}
  virtual void end_answer() {}
  /// What is drawn between begin_legend() and end_legend() is a legend: swatches and the words
  /// that say what each colour means. Canvases draw it as usual; a test's canvas records it, to
  /// check that a legend names exactly the colours the figure draws. Use LegendPart.
  virtual void begin_legend() {}
  virtual void end_legend() {}
  /// True on predict mode's canvas: a label that would carry a value ("C (ABC: ccw)") can say
  /// only the name instead.
  virtual bool hides_answer() const { return false; }
  /// True when the panel is not shown (presenter mode): a figure whose legend lives in the panel
  /// (the SAT scenes', under their table) draws it in the figure instead.
  virtual bool legend_in_figure() const { return false; }

  /// Visible world rectangle, for drawing things that span the view.
  virtual collide::Rect view() const = 0;
  /// World units per screen pixel at UI scale 1 (so a figure can size gaps and offsets).
  virtual double pixel() const = 0;
  /// Screen pixels per pixel at UI scale 1: the UI scale the figure is drawn at (0.625 in an
  /// 800 × 600 picture), so a key can pick a type that stays readable on screen.
  virtual float ui_scale() const { return 1; }
  /// Width of `text` as label() would draw it, in screen pixels at UI scale 1, so a figure can
  /// place a label clear of what it names. The app measures with its font; this default guesses.
  virtual double text_width(std::string_view text, TextSize size) const { return estimated_text_width(text, size); }
  /// Whether words whose box is `words` (world units), in `color`, would read against what is
  /// drawn so far: on paper, or on a tint with room round them for a whole card of paper that
  /// touches no stroke (figures::TintCards, issue 26 §2). A label placer takes such a place first;
  /// a canvas that keeps no record of its drawing says yes.
  virtual bool words_read(const collide::Rect& /*words*/, Color /*color*/) const { return true; }

  /// How long arrow()'s head is, in screen pixels at UI scale 1, on a stroke `width` wide (every
  /// canvas draws it so, at most 0.6 of a short arrow), and half as wide each side.
  static constexpr double arrow_head(float width) { return 8 + 2.0 * width; }

  /// Height in screen pixels (UI scale 1) of a line of text at `size`: the app's label fonts.
  static constexpr float font_pixels(TextSize size) {
    return size == TextSize::Small ? 13 : size == TextSize::Large ? 22 : 16;
  }

  /// A font-free guess: DejaVu Sans averages ~0.6 em per glyph (a little wide for most labels).
  static double estimated_text_width(std::string_view text, TextSize size) {
    // Count code points, not bytes ("₁" is three bytes, one glyph).
    std::size_t glyphs = 0;
    for (unsigned char ch : text) glyphs += (ch & 0xC0) != 0x80;
    return static_cast<double>(glyphs) * font_pixels(size) * 0.6;
  }
};

/// Marks what is drawn in its scope as part of the answer (Canvas::begin_answer).
class AnswerPart {
 public:
  explicit AnswerPart(Canvas& canvas) : canvas_(canvas) { canvas_.begin_answer(); }
  ~AnswerPart() { canvas_.end_answer(); }
  AnswerPart(const AnswerPart&) = delete;
  AnswerPart& operator=(const AnswerPart&) = delete;

 private:
  Canvas& canvas_;
};

/// Marks what is drawn in its scope as a legend (Canvas::begin_legend).
class LegendPart {
 public:
  explicit LegendPart(Canvas& canvas) : canvas_(canvas) { canvas_.begin_legend(); }
  ~LegendPart() { canvas_.end_legend(); }
  LegendPart(const LegendPart&) = delete;
  LegendPart& operator=(const LegendPart&) = delete;

 private:
  Canvas& canvas_;
};

}  // namespace lab
