#include "window/figure_svg.hpp"

#include <algorithm>
#include <optional>

#include "window/figure_marks.hpp"
#include "window/fonts.hpp"
#include "window/grid_layout.hpp"
#include "scenes/predict_canvas.hpp"
#include "scenes/figure_chain.hpp"
#include "scenes/palette.hpp"

namespace lab {
namespace {

std::string line_element(ImVec2 a, ImVec2 b, Color color, float width) {
  return "<line x1=\"" + svg_number(a.x) + "\" y1=\"" + svg_number(a.y) + "\" x2=\"" + svg_number(b.x) + "\" y2=\"" +
         svg_number(b.y) + "\" " + svg_paint("stroke", color) + " stroke-width=\"" + svg_number(width) + "\"/>\n";
}

// The grid beneath the figure, its numbers clear of the figure's labels and marks (as Shell::grid).
std::string grid_group(const Camera& camera, const FigureView& view, float covered, const SvgCanvas& figure,
                       const FigureMarks& marks, const TextMeasure& measure, bool numbers) {
  GridLayout g = grid_layout(camera, view.scale, covered, figure.label_boxes(), marks, measure);
  if (!numbers) without_coordinates(g);  // several pictures side by side (Scene::grid_numbers)
  std::string out = "<g id=\"grid\">\n";
  for (const auto& l : g.lines)
    out += line_element(l.a, l.b, l.axis ? palette::axis.with_alpha(170) : palette::grid,
                        (l.axis ? 1.5f : 1.0f) * view.scale);
  const float px = Canvas::font_pixels(TextSize::Small) * view.scale;
  for (const auto& n : g.numbers) out += svg_text(n.text, px, {n.at.x, n.at.y}, palette::muted, false);
  return out + "</g>\n";
}

// The caption's lines as the strip shows them: shrunk to fit one line down to 70 %, wrapped
// beyond that (as Shell::caption), and the strip's height.
struct CaptionStrip {
  std::vector<std::string> lines;
  float px = 0, widest = 0, strip = 0;
};

CaptionStrip caption_strip(const std::string& text, Vec2 size, const FigureView& view, const TextMeasure& measure) {
  CaptionStrip out;
  const float pad = 16 * view.scale;
  const float room = static_cast<float>(size.x) - 2 * pad;
  out.px = Fonts::caption_size * view.scale;
  const float one_line = measure(text, out.px);
  if (one_line > room) out.px = std::max(out.px * 0.7f, out.px * room / one_line);
  // Shrunk to exactly the room, it is one line (rounding must not wrap its last word).
  out.lines = one_line * 0.7f <= room ? std::vector<std::string>{text} : wrap_words(text, out.px, room, measure);
  for (const auto& l : out.lines) out.widest = std::max(out.widest, measure(l, out.px));
  const float tall = out.px * static_cast<float>(out.lines.size());
  out.strip = std::max(view.caption_height, tall + 2 * pad * 0.75f);
  return out;
}

// The verdict in a white strip along the bottom.
std::string caption_group(const CaptionStrip& caption, Vec2 size, const FigureView& view) {
  const float pad = 16 * view.scale;
  const float top = static_cast<float>(size.y) - caption.strip;
  std::string out = "<g id=\"caption\">\n<rect x=\"0\" y=\"" + svg_number(top) + "\" width=\"" + svg_number(size.x) +
                    "\" height=\"" + svg_number(caption.strip) + "\" " + svg_paint("fill", palette::caption_strip) +
                    "/>\n";
  out += line_element({0, top}, {static_cast<float>(size.x), top}, palette::grid, 1.5f * view.scale);
  const float x = std::max(pad, (static_cast<float>(size.x) - caption.widest) / 2);
  const float tall = caption.px * static_cast<float>(caption.lines.size());
  float y = top + (caption.strip - tall) / 2;
  for (const auto& l : caption.lines) {
    out += svg_text(l, caption.px, {x, y}, palette::text, false, "caption");
    y += caption.px;
  }
  return out + "</g>\n";
}

}  // namespace

std::vector<std::string> wrap_words(std::string_view text, float px, float room, const TextMeasure& measure) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t end = text.find(' ', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string word(text.substr(i, end - i));
    const std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && measure(longer, px) > room) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
    i = end + 1;
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

std::string figure_svg(const Scene& scene, const FigureView& view, const TextMeasure& measure) {
  Camera camera = view.camera;
  camera.origin = {0, 0};  // the picture's top-left corner is the canvas's
  const Vec2 size = camera.size;
  const std::string caption = view.hide_answer ? std::string() : scene.caption();
  const std::optional<CaptionStrip> strip =
      caption.empty() ? std::nullopt : std::optional(caption_strip(caption, size, view, measure));
  // The figure's area is above the strip as drawn (two or three lines when the caption wraps).
  const float covered = strip ? strip->strip : view.caption_height;
  SvgCanvas figure(camera, view.scale, measure, covered);
  figure.key_in_figure = view.key_in_figure;
  FigureMarks marks(number_rooms(camera, view.scale, covered));  // what it drew where numbers go (as the window)
  MarkingCanvas marking(figure, camera, marks);
  if (view.hide_answer) {  // predict mode: the shapes as on paper, no caption (as in the window)
    PredictCanvas shapes_only(marking);
    scene.draw(shapes_only);
  } else {
    draw_figure(scene, marking);  // as every figure is drawn (issue 26)
  }
  const std::string w = svg_number(size.x), h = svg_number(size.y);
  const auto info = scene.info();
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " +
         h + "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n";
  out += "<title>" + xml_escape(std::string(info.title) + (caption.empty() ? "" : ": " + caption)) + "</title>\n";
  out += "<rect width=\"" + w + "\" height=\"" + h + "\" " + svg_paint("fill", palette::background) + "/>\n";
  out += grid_group(camera, view, covered, figure, marks, measure, scene.grid_numbers());
  out += "<g id=\"figure\">\n" + figure.elements() + "</g>\n";
  if (strip) out += caption_group(*strip, size, view);
  return out + "</svg>\n";
}

}  // namespace lab
