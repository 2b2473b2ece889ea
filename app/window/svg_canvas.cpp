#include "window/svg_canvas.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "captions/joined.hpp"
#include "collide/fast/quick_ear_clip.hpp"

namespace lab {
namespace svg_canvas {

// DejaVu Sans (hhea): ascent 1901, descent 483, 2048 units per em. ImGui sizes a font by
// ascent + descent, SVG by the em, and puts the baseline ImGui's rounded ascent below the top.
constexpr double kUnitsTall = 1901 + 483, kAscent = 1901, kUnitsPerEm = 2048;

double font_size_em(float px) { return px * kUnitsPerEm / kUnitsTall; }
double baseline_below_top(float px) { return std::floor(px * kAscent / kUnitsTall + 1); }

std::string points_attribute(const std::vector<Vec2>& points) {
  std::string out;
  for (const Vec2 p : points) {
    if (!out.empty()) out += ' ';
    out += captions::joined({svg_number(p.x), ",", svg_number(p.y)});
  }
  return out;
}

// Every point on one line: an outline with nothing inside.
bool collinear(std::span<const Vec2> p) {
  const auto other = std::find_if(p.begin(), p.end(), [&](Vec2 q) { return q != p[0]; });
  if (other == p.end()) return true;
  const Vec2 d = *other - p[0];
  return std::all_of(p.begin(), p.end(), [&](Vec2 q) { return (q.x - p[0].x) * d.y == (q.y - p[0].y) * d.x; });
}

}  // namespace svg_canvas

std::string class_attribute(std::string_view kind) {
  return kind.empty() ? std::string() : " class=\"" + xml_escape(kind) + "\"";
}

float estimated_text_measure(std::string_view text, float px) {
  return static_cast<float>(Canvas::estimated_text_width(text, TextSize::Normal) /
                            Canvas::font_pixels(TextSize::Normal) * px);
}

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // XML 1.0 allows no control characters but tab and newline: a stray one becomes a space.
        out += (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') ? ' ' : c;
    }
  }
  return out;
}

std::string svg_number(double v) {
  if (!std::isfinite(v)) v = 0;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string svg_paint(std::string_view what, Color c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  std::string out = std::string(what) + "=\"" + buf + "\"";
  if (c.a != 255) out += captions::joined({" ", what, "-opacity=\"", svg_number(c.a / 255.0), "\""});
  return out;
}

std::string svg_text(std::string_view text, float px, Vec2 top_left, Color color, bool halo, std::string_view kind) {
  std::string out = "<text" + class_attribute(kind) + " x=\"" + svg_number(top_left.x) + "\" y=\"" +
                    svg_number(top_left.y + svg_canvas::baseline_below_top(px)) + "\" font-size=\"" +
                    svg_number(svg_canvas::font_size_em(px)) + "\" " + svg_paint("fill", color);
  if (halo) {
    // The app draws the text four times, shifted by d, in the paper colour: a stroke 2d wide.
    const float d = std::max(1.0f, px / 14);
    out += captions::joined({" ", svg_paint("stroke", palette::background.with_alpha(230)), " stroke-width=\"",
                             svg_number(2 * d), "\" stroke-linejoin=\"round\" paint-order=\"stroke\""});
  }
  return out + ">" + xml_escape(text) + "</text>\n";
}

SvgCanvas::SvgCanvas(const Camera& camera, float ui_scale, TextMeasure measure, float covered_bottom)
    : camera_(camera),
      frame_(camera, camera.size * 0.5, kViewMargin),
      scale_(ui_scale),
      measure_(std::move(measure)),
      covered_bottom_(covered_bottom) {}

std::string SvgCanvas::stroke_line(Vec2 a, Vec2 b, Color color, float width, bool dashed, std::string_view kind) const {
  const auto cut = clip_segment(a, b, frame_.box);
  if (!cut) return {};
  const Vec2 p = placed((*cut)[0]), q = placed((*cut)[1]);
  std::string out = "<line" + class_attribute(kind) + " x1=\"" + svg_number(p.x) + "\" y1=\"" + svg_number(p.y) +
                    "\" x2=\"" + svg_number(q.x) + "\" y2=\"" + svg_number(q.y) + "\" " + svg_paint("stroke", color) +
                    " stroke-width=\"" + svg_number(width * scale_) + "\"";
  if (dashed) {
    out += " stroke-dasharray=\"" + svg_number(9 * scale_) + " " + svg_number(6 * scale_) + "\"";
    // The dashes start at a, also when the line is cut: the pattern holds still as the view moves.
    const double phase = std::fmod(std::hypot((*cut)[0].x - a.x, (*cut)[0].y - a.y), 15.0 * scale_);
    if (phase > 0) out += " stroke-dashoffset=\"" + svg_number(phase) + "\"";
  }
  return out + "/>\n";
}

std::string SvgCanvas::outline(const ClippedOutline& cut, std::string_view kind, const std::string& attributes) const {
  std::vector<std::vector<Vec2>> runs;
  for (const auto& run : cut.runs) {
    runs.emplace_back();
    for (const Vec2 p : run) runs.back().push_back(placed(p));
  }
  if (cut.closed)
    return "<polygon" + class_attribute(kind) + " points=\"" + svg_canvas::points_attribute(runs[0]) + "\" " +
           attributes + "/>\n";
  std::string out = "<g" + class_attribute(kind) + ">";
  for (const auto& run : runs)
    out += "<polyline points=\"" + svg_canvas::points_attribute(run) + "\" " + attributes + "/>";
  return out + "</g>\n";
}

void SvgCanvas::polygon(std::span<const Vec2> points, Color color, float width) {
  if (points.size() < 2) return;
  std::vector<Vec2> s;
  for (const Vec2 p : points) s.push_back(frame_.centred(p));
  out_ += outline(clip_outline(s, true, frame_.box, s.size()), "polygon",
                  "fill=\"none\" " + svg_paint("stroke", color) + " stroke-width=\"" + svg_number(width * scale_) +
                      "\" stroke-linejoin=\"round\"");
}

void SvgCanvas::fill_polygon(std::span<const Vec2> points, Color color) {
  if (points.size() < 3) return;
  std::vector<Vec2> s;
  for (const Vec2 p : points) s.push_back(frame_.centred(p));
  // A self-crossing outline has no honest fill: the app draws its outline instead, and so do we.
  // (An outline with no area fills nothing, there and here.)
  if (!collide::quick::ear_clip(points).ok()) {
    if (svg_canvas::collinear(points)) return;
    out_ += outline(clip_outline(s, true, frame_.box, s.size()), "fill_polygon",
                    "fill=\"none\" " + svg_paint("stroke", color.with_alpha(255)) + " stroke-width=\"" +
                        svg_number(2 * scale_) + "\" stroke-linejoin=\"round\"");
    return;
  }
  // Cut to the view, a simple polygon fills the same area there (its new edges lie past the view).
  std::vector<Vec2> shown;
  for (const Vec2 p : clip_polygon(s, frame_.box)) shown.push_back(placed(p));
  if (shown.size() < 3) {
    out_ += "<g class=\"fill_polygon\"/>\n";
    return;
  }
  out_ += "<polygon class=\"fill_polygon\" points=\"" + svg_canvas::points_attribute(shown) + "\" " +
          svg_paint("fill", color) + "/>\n";
}

void SvgCanvas::segment(Vec2 a, Vec2 b, Color color, float width) {
  const std::string line = stroke_line(frame_.centred(a), frame_.centred(b), color, width, false, "segment");
  out_ += line.empty() ? "<g class=\"segment\"/>\n" : line;
}

void SvgCanvas::dashed_segment(Vec2 a, Vec2 b, Color color, float width) {
  const std::string line = stroke_line(frame_.centred(a), frame_.centred(b), color, width, true, "dashed_segment");
  out_ += line.empty() ? "<g class=\"dashed_segment\"/>\n" : line;
}

void SvgCanvas::line(Vec2 p, Vec2 d, Color color, float width, bool dashed) {
  const auto ends = camera_.line_across_view(p, d);
  if (!ends) return;
  const std::string kind = dashed ? "dashed_line" : "line";
  const std::string line =
      stroke_line(frame_.centred((*ends)[0]), frame_.centred((*ends)[1]), color, width, dashed, kind);
  out_ += line.empty() ? "<g class=\"" + kind + "\"/>\n" : line;
}

void SvgCanvas::arrow(Vec2 from, Vec2 to, Color color, float width) {
  const Vec2 a = frame_.centred(from), b = frame_.centred(to);
  const double len = std::hypot(b.x - a.x, b.y - a.y);
  if (!(len >= 1)) return;
  const double head = std::min(arrow_head(width) * scale_, len * 0.6);
  const Vec2 u = (b - a) / len;
  const Vec2 base = b - u * head;
  const Vec2 side{-u.y * head * 0.5, u.x * head * 0.5};
  out_ += "<g class=\"arrow\">" + stroke_line(a, base, color, width, false);
  if (frame_.box.contains(b))
    out_ += "<polygon points=\"" + svg_canvas::points_attribute({placed(b), placed(base + side), placed(base - side)}) +
            "\" " + svg_paint("fill", color) + "/>";
  out_ += "</g>\n";
}

void SvgCanvas::point(Vec2 p, Color color, float radius) {
  const Vec2 s = clamp_far(placed(frame_.centred(p)));
  const std::string at = "cx=\"" + svg_number(s.x) + "\" cy=\"" + svg_number(s.y) + "\" r=\"";
  out_ += "<g class=\"point\"><circle " + at + svg_number((radius + 1.5) * scale_) + "\" " +
          svg_paint("fill", palette::background) + "/>";
  out_ += "<circle " + at + svg_number(radius * scale_) + "\" " + svg_paint("fill", color) + "/></g>\n";
}

void SvgCanvas::circle(Vec2 c, double r, Color color, float width) {
  const double pr = r * camera_.scale;
  if (!(pr > 0.5)) return;
  const Vec2 centre = frame_.centred(c);
  const ClippedOutline rim = circle_in_box(centre, pr, frame_.box, kRimTolerance);
  const std::string paint =
      "fill=\"none\" " + svg_paint("stroke", color) + " stroke-width=\"" + svg_number(width * scale_) + "\"";
  if (!rim.closed) {
    out_ += outline(rim, "circle", paint);
    return;
  }
  const Vec2 s = placed(centre);
  out_ += "<circle class=\"circle\" cx=\"" + svg_number(s.x) + "\" cy=\"" + svg_number(s.y) + "\" r=\"" +
          svg_number(pr) + "\" " + paint + "/>\n";
}

void SvgCanvas::fill_circle(Vec2 c, double r, Color color) {
  const double pr = r * camera_.scale;
  if (!(pr > 0.5)) return;
  const Vec2 centre = frame_.centred(c);
  if (!circle_in_box(centre, pr, frame_.box, kRimTolerance).closed) {
    std::vector<Vec2> shown;
    for (const Vec2 p : disc_in_box(centre, pr, frame_.box, kRimTolerance)) shown.push_back(placed(p));
    out_ += shown.size() < 3 ? "<g class=\"fill_circle\"/>\n"
                             : "<polygon class=\"fill_circle\" points=\"" + svg_canvas::points_attribute(shown) +
                                   "\" " + svg_paint("fill", color) + "/>\n";
    return;
  }
  const Vec2 s = placed(centre);
  out_ += "<circle class=\"fill_circle\" cx=\"" + svg_number(s.x) + "\" cy=\"" + svg_number(s.y) + "\" r=\"" +
          svg_number(pr) + "\" " + svg_paint("fill", color) + "/>\n";
}

void SvgCanvas::label(Vec2 at, std::string_view text, Color color, TextSize size, Vec2 offset) {
  const float px = Canvas::font_pixels(size) * scale_;
  // Offsets are y-up like the world; the text's top-left sits at the shifted anchor. Far out of
  // sight, it is written where it still is out of sight, with short numbers.
  const Vec2 pos = clamp_far(placed(frame_.centred(at) + Vec2{offset.x * scale_, -offset.y * scale_}));
  out_ += svg_text(text, px, pos, color, true, "label");
  const float w = measure_(text, px);
  const ImVec2 top_left{static_cast<float>(pos.x), static_cast<float>(pos.y)};
  label_boxes_.push_back({top_left, {top_left.x + w, top_left.y + px}});
}

void SvgCanvas::interval(Vec2 origin, Vec2 unit, double lo, double hi, Color color, float offset, float width) {
  const auto bar = interval_bar(frame_, origin, unit, lo, hi, offset, width, scale_);
  if (!bar) return;
  out_ += "<g class=\"interval\">";
  out_ += stroke_line(bar->a, bar->b, color, width, false);
  for (const Vec2 end : {bar->a, bar->b}) out_ += stroke_line(end - bar->tick, end + bar->tick, color, 2, false);
  out_ += "</g>\n";
  if (bar->keep_clear) {
    const Vec2 p = placed((*bar->keep_clear)[0]), q = placed((*bar->keep_clear)[1]);
    label_boxes_.push_back({{static_cast<float>(p.x), static_cast<float>(p.y)},
                            {static_cast<float>(q.x), static_cast<float>(q.y)},
                            false});
  }
}

collide::Rect SvgCanvas::view() const { return camera_.view_above(covered_bottom_); }

double SvgCanvas::pixel() const { return scale_ / camera_.scale; }

double SvgCanvas::text_width(std::string_view text, TextSize size) const {
  const float px = Canvas::font_pixels(size) * scale_;
  return measure_(text, px) / scale_;
}

}  // namespace lab
