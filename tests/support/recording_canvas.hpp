// A Canvas that records every call, so tests can assert "edge 2 was drawn orange" without pixels.
#pragma once
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "scenes/canvas.hpp"
#include "scenes/palette.hpp"

namespace lab::testing {

struct DrawCall {
  std::string kind;  ///< "polygon", "fill_polygon", "segment", "dashed_segment", "line",
                     ///< "dashed_line", "arrow", "point", "circle", "fill_circle", "label", "interval"
  std::vector<Vec2> points;
  Color color;
  std::string text;                  ///< labels only
  double value = 0;                  ///< circle radius; interval lo
  double value2 = 0;                 ///< interval hi
  Vec2 offset{0, 0};                 ///< labels only: the text's top-left from `points[0]`, screen pixels, y up
  TextSize size = TextSize::Normal;  ///< labels only
  double side = 0;                   ///< intervals only: the bar's sideways offset, screen pixels
  bool answer = false;               ///< drawn inside an AnswerPart (what predict mode leaves out)
  bool legend = false;               ///< drawn inside a LegendPart (a legend's swatches and words)
  float width = 0;  ///< a stroke's width, a dot's radius (screen pixels at UI scale 1); 0 for fills and labels
};

/// The key's card (draw_legend lays one under its rows where it must lie on a tint): paper, with
/// a faint grey edge. No swatch: it names no role.
inline bool key_card(const DrawCall& call) {
  return call.legend && ((call.kind == "fill_polygon" && call.color == palette::background.with_alpha(240)) ||
                         (call.kind == "polygon" && call.color == palette::muted.with_alpha(110)));
}

class RecordingCanvas : public Canvas {
 public:
  std::vector<DrawCall> calls;
  collide::Rect visible{-10, -10, 20, 20};

  void polygon(std::span<const Vec2> p, Color c, float w) override { add("polygon", p, c).width = w; }
  void fill_polygon(std::span<const Vec2> p, Color c) override { add("fill_polygon", p, c); }
  void segment(Vec2 a, Vec2 b, Color c, float w) override { add("segment", {a, b}, c).width = w; }
  void dashed_segment(Vec2 a, Vec2 b, Color c, float w) override { add("dashed_segment", {a, b}, c).width = w; }
  void line(Vec2 p, Vec2 d, Color c, float w, bool dashed) override {
    add(dashed ? "dashed_line" : "line", {p, d}, c).width = w;
  }
  void arrow(Vec2 a, Vec2 b, Color c, float w) override { add("arrow", {a, b}, c).width = w; }
  void point(Vec2 p, Color c, float r) override { add("point", {p}, c).width = r; }
  void circle(Vec2 p, double r, Color c, float w) override {
    auto& call = add("circle", {p}, c);
    call.value = r;
    call.width = w;
  }
  void fill_circle(Vec2 p, double r, Color c) override { add("fill_circle", {p}, c).value = r; }
  void label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) override {
    auto& call = add("label", {at}, c);
    call.text = std::string(text);
    call.offset = offset;
    call.size = size;
  }
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color c, float offset, float w) override {
    auto& call = add("interval", {origin, unit}, c);
    call.value = lo;
    call.value2 = hi;
    call.side = offset;
    call.width = w;
  }
  void begin_answer() override { ++answer_depth; }
  void end_answer() override { --answer_depth; }
  void begin_legend() override { ++legend_depth; }
  void end_legend() override { --legend_depth; }
  int answer_depth = 0;
  int legend_depth = 0;
  /// As in presenter mode: no panel, so the figures keep their legends in the figure.
  bool panel_hidden = false;
  bool legend_in_figure() const override { return panel_hidden; }

  /// World units per pixel: 0.02 by default; 1/82 is the app's window at its start (1280x800).
  double units_per_pixel = 0.02;
  /// The UI scale drawn at (ui_scale): 1, or 0.625 as in an 800 × 600 picture.
  float scale = 1;

  /// How wide text is, pixels at UI scale 1: with `measure` set, a real font's widths (the figure
  /// audit measures with the app's fonts); else the font-free estimate every scene test uses.
  std::function<double(std::string_view, TextSize)> measure;

  collide::Rect view() const override { return visible; }
  double pixel() const override { return units_per_pixel; }
  float ui_scale() const override { return scale; }
  double text_width(std::string_view text, TextSize size) const override {
    return measure ? measure(text, size) : estimated_text_width(text, size);
  }

  /// Calls of one kind (and colour, when given).
  std::vector<DrawCall> of(std::string_view kind) const {
    std::vector<DrawCall> out;
    std::copy_if(calls.begin(), calls.end(), std::back_inserter(out),
                 [&](const DrawCall& d) { return d.kind == kind; });
    return out;
  }
  int count(std::string_view kind, Color c) const {
    return static_cast<int>(
        std::count_if(calls.begin(), calls.end(), [&](const DrawCall& d) { return d.kind == kind && d.color == c; }));
  }
  /// The same, leaving out the key's swatches (what the figure itself draws).
  int count_in_figure(std::string_view kind, Color c) const {
    return static_cast<int>(std::count_if(calls.begin(), calls.end(), [&](const DrawCall& d) {
      return d.kind == kind && d.color == c && !d.legend;
    }));
  }
  /// The first call of one kind in one colour, or null.
  const DrawCall* first(std::string_view kind, Color c) const {
    const auto it =
        std::find_if(calls.begin(), calls.end(), [&](const DrawCall& d) { return d.kind == kind && d.color == c; });
    return it == calls.end() ? nullptr : &*it;
  }
  bool has_label(std::string_view text) const {
    return std::any_of(calls.begin(), calls.end(),
                       [&](const DrawCall& d) { return d.kind == "label" && d.text.find(text) != std::string::npos; });
  }

 private:
  DrawCall& add(std::string kind, std::span<const Vec2> p, Color c) {
    calls.push_back({std::move(kind),
                     {p.begin(), p.end()},
                     c,
                     {},
                     0,
                     0,
                     {0, 0},
                     TextSize::Normal,
                     0,
                     answer_depth > 0,
                     legend_depth > 0,
                     0});
    return calls.back();
  }
  DrawCall& add(std::string kind, std::initializer_list<Vec2> p, Color c) {
    return add(std::move(kind), std::span<const Vec2>(p.begin(), p.size()), c);
  }
};

}  // namespace lab::testing
