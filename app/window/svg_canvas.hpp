// The Canvas interface written as SVG elements: the same figure the window draws, as vector
// shapes and real <text>, for slides and print (Save picture, --screenshot OUT.svg).
// Coordinates are the camera's screen pixels, less the camera's origin: (0, 0) is the top-left
// corner of the figure. Widths, dashes, arrow heads and text offsets follow ImGuiCanvas, and, as
// there, every call is cut to the view in double precision first (screen_clip.hpp). Each call
// writes one element of its class, an empty <g> when nothing of it is in view.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "shell/camera.hpp"
#include "scenes/canvas.hpp"
#include "window/imgui_canvas.hpp"  // ScreenBox
#include "window/screen_clip.hpp"

namespace lab {

/// Width in pixels of `text` set in DejaVu Sans at `px` pixels (ImGui's size: ascent + descent).
using TextMeasure = std::function<float(std::string_view text, float px)>;

/// A font-free measure: Canvas::estimated_text_width's 0.6 em per glyph (tests, no ImGui).
float estimated_text_measure(std::string_view text, float px);

/// `text` safe inside an XML element or a quoted attribute: & < > " ' escaped, UTF-8 kept.
std::string xml_escape(std::string_view text);

/// A number for an SVG attribute: at most two decimals, no trailing zeros ("12.5", "-3").
std::string svg_number(double v);

/// fill="…" or stroke="…" (`what`), with an opacity attribute when the colour is translucent.
std::string svg_paint(std::string_view what, Color c);

/// One <text> element: `px` is the app's font size in pixels, `top_left` where ImGui would put
/// the text's top-left corner. With `halo`, a stroke of the paper colour behind the glyphs.
/// `kind`, when given, becomes its class attribute.
std::string svg_text(std::string_view text, float px, Vec2 top_left, Color color, bool halo,
                     std::string_view kind = {});

/// ` class="kind"`, or nothing for an empty kind. Each figure element is classed by the Canvas
/// call that drew it ("polygon", "label", "dashed_line", …; a call drawn as several elements is
/// a <g> of that class), so a reader, or a test, can match the picture to the drawing calls.
std::string class_attribute(std::string_view kind);

class SvgCanvas : public Canvas {
 public:
  /// `covered_bottom`: pixels at the bottom the caption covers, left out of view() as in the app.
  SvgCanvas(const Camera& camera, float ui_scale, TextMeasure measure, float covered_bottom = 0);

  void polygon(std::span<const Vec2> points, Color color, float width = 2) override;
  void fill_polygon(std::span<const Vec2> points, Color color) override;
  void segment(Vec2 a, Vec2 b, Color color, float width = 2) override;
  void dashed_segment(Vec2 a, Vec2 b, Color color, float width = 2) override;
  void line(Vec2 p, Vec2 d, Color color, float width = 1, bool dashed = false) override;
  void arrow(Vec2 from, Vec2 to, Color color, float width = 2) override;
  void point(Vec2 p, Color color, float radius = 5) override;
  void circle(Vec2 c, double r, Color color, float width = 2) override;
  void fill_circle(Vec2 c, double r, Color color) override;
  void label(Vec2 at, std::string_view text, Color color, TextSize size = TextSize::Normal,
             Vec2 offset = {0, 0}) override;
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color color, float offset = 0, float width = 6) override;
  collide::Rect view() const override;
  double pixel() const override;
  float ui_scale() const override { return scale_; }
  bool legend_in_figure() const override { return key_in_figure; }
  double text_width(std::string_view text, TextSize size) const override;

  /// The key goes inside the figure (the window's presenter mode, a handout): no panel holds it.
  bool key_in_figure = false;

  /// The SVG elements drawn so far, one per line, in drawing order.
  const std::string& elements() const { return out_; }
  /// Where each label (and each bar along x or y) sits, relative to the camera's origin, as
  /// ImGuiCanvas::label_boxes: the grid's numbers give way to them.
  const std::vector<ScreenBox>& label_boxes() const { return label_boxes_; }

 private:
  /// A pixel measured from the view's middle (ScreenFrame::centred) in the picture's pixels.
  Vec2 placed(Vec2 centred) const { return frame_.placed(centred); }
  /// The segment a–b (centred pixels) cut to the view, as a <line> (dashed: its dash pattern), or
  /// nothing when none of it shows.
  std::string stroke_line(Vec2 a, Vec2 b, Color color, float width, bool dashed, std::string_view kind = {}) const;
  /// An outline (centred pixels) cut to the view: a <polygon> when all of it shows, else a group
  /// of <polyline>s; `attributes` paint it.
  std::string outline(const ClippedOutline& cut, std::string_view kind, const std::string& attributes) const;

  const Camera& camera_;
  ScreenFrame frame_;
  float scale_;
  TextMeasure measure_;
  float covered_bottom_;
  std::string out_;
  std::vector<ScreenBox> label_boxes_;
};

}  // namespace lab
