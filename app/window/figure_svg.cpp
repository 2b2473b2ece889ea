#include "window/figure_svg.hpp"

#include <algorithm>

#include "window/fonts.hpp"
#include "window/grid_layout.hpp"
#include "scenes/predict_canvas.hpp"
#include "scenes/role_canvas.hpp"

namespace lab {
namespace {

std::string line_element(ImVec2 a, ImVec2 b, Color color, float width) {
  return "<line x1=\"" + svg_number(a.x) + "\" y1=\"" + svg_number(a.y) + "\" x2=\"" + svg_number(b.x) + "\" y2=\"" +
         svg_number(b.y) + "\" " + svg_paint("stroke", color) + " stroke-width=\"" + svg_number(width) + "\"/>\n";
}

// The grid beneath the figure, its numbers clear of the figure's labels (as Shell::grid).
std::string grid_group(const Camera& camera, const FigureView& view, const SvgCanvas& figure,
                       const TextMeasure& measure) {
  const GridLayout g = grid_layout(camera, view.scale, view.caption_height, figure.label_boxes(), measure);
  std::string out = "<g id=\"grid\">\n";
  for (const auto& l : g.lines)
    out += line_element(l.a, l.b, l.axis ? palette::axis.with_alpha(170) : palette::grid,
                        (l.axis ? 1.5f : 1.0f) * view.scale);
  const float px = Canvas::font_pixels(TextSize::Small) * view.scale;
  for (const auto& n : g.numbers) out += svg_text(n.text, px, {n.at.x, n.at.y}, palette::muted, false);
  return out + "</g>\n";
}

// The verdict in a white strip along the bottom, shrunk to fit one line down to 70 %, wrapped
// beyond that (as Shell::caption).
std::string caption_group(const std::string& text, Vec2 size, const FigureView& view, const TextMeasure& measure) {
  if (text.empty()) return {};
  const float pad = 16 * view.scale;
  const float room = static_cast<float>(size.x) - 2 * pad;
  float px = Fonts::caption_size * view.scale;
  const float one_line = measure(text, px);
  if (one_line > room) px = std::max(px * 0.7f, px * room / one_line);
  // Shrunk to exactly the room, it is one line (rounding must not wrap its last word).
  const auto lines = one_line * 0.7f <= room ? std::vector<std::string>{text} : wrap_words(text, px, room, measure);
  float widest = 0;
  for (const auto& l : lines) widest = std::max(widest, measure(l, px));
  const float tall = px * static_cast<float>(lines.size());
  const float strip = std::max(view.caption_height, tall + 2 * pad * 0.75f);
  const float top = static_cast<float>(size.y) - strip;
  std::string out = "<g id=\"caption\">\n<rect x=\"0\" y=\"" + svg_number(top) + "\" width=\"" + svg_number(size.x) +
                    "\" height=\"" + svg_number(strip) + "\" " + svg_paint("fill", Color{255, 255, 255, 235}) + "/>\n";
  out += line_element({0, top}, {static_cast<float>(size.x), top}, palette::grid, 1.5f * view.scale);
  const float x = std::max(pad, (static_cast<float>(size.x) - widest) / 2);
  float y = top + (strip - tall) / 2;
  for (const auto& l : lines) {
    out += svg_text(l, px, {x, y}, palette::text, false, "caption");
    y += px;
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
  SvgCanvas figure(camera, view.scale, measure, view.caption_height);
  if (view.hide_answer) {  // predict mode: the shapes as on paper, no caption (as in the window)
    PredictCanvas shapes_only(figure);
    scene.draw(shapes_only);
  } else {
    RoleCanvas roles(figure);  // the colour roles' second channels (issue 26)
    scene.draw(roles);
  }
  const std::string w = svg_number(size.x), h = svg_number(size.y);
  const auto info = scene.info();
  const std::string caption = view.hide_answer ? std::string() : scene.caption();
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " +
         h + "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n";
  out += "<title>" + xml_escape(std::string(info.title) + (caption.empty() ? "" : ": " + caption)) + "</title>\n";
  out += "<rect width=\"" + w + "\" height=\"" + h + "\" " + svg_paint("fill", palette::background) + "/>\n";
  out += grid_group(camera, view, figure, measure);
  out += "<g id=\"figure\">\n" + figure.elements() + "</g>\n";
  if (!caption.empty()) out += caption_group(caption, size, view, measure);
  return out + "</svg>\n";
}

}  // namespace lab
