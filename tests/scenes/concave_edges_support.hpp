// What the concave edge scenes drew, read back from a recording canvas: the colour each edge of
// an outline was drawn in, the dashed deciding overlay, and every label's box (the canvas's
// text_width × font_pixels), so tests can say "e4 is grey" or "no two labels overlap".
#pragma once
#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace concave_test {

using lab::Color;
using lab::Vec2;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
namespace palette = lab::palette;

inline bool same_ends(const DrawCall& d, Vec2 a, Vec2 b) {
  return d.points.size() == 2 && ((d.points[0] == a && d.points[1] == b) || (d.points[0] == b && d.points[1] == a));
}

/// The colour of the first solid segment drawn between a and b (the outline's own stroke).
inline std::optional<Color> edge_color(const RecordingCanvas& canvas, Vec2 a, Vec2 b) {
  for (const auto& d : canvas.calls)
    if (d.kind == "segment" && same_ends(d, a, b)) return d.color;
  return std::nullopt;
}

/// Each edge's outline colour, edge i from vertex i to vertex i + 1.
inline std::vector<std::optional<Color>> edge_colors(const RecordingCanvas& canvas, std::span<const Vec2> polygon) {
  std::vector<std::optional<Color>> colors;
  for (std::size_t i = 0; i < polygon.size(); ++i)
    colors.push_back(edge_color(canvas, polygon[i], polygon[(i + 1) % polygon.size()]));
  return colors;
}

/// How many edges of the polygon were drawn in `color`.
inline int edges_in(const RecordingCanvas& canvas, std::span<const Vec2> polygon, Color color) {
  const auto colors = edge_colors(canvas, polygon);
  return static_cast<int>(std::count(colors.begin(), colors.end(), std::optional<Color>(color)));
}

/// The edges of the polygon with a dashed segment in `color` over them (the deciding step).
inline std::vector<int> dashed_edges(const RecordingCanvas& canvas, std::span<const Vec2> polygon, Color color) {
  std::vector<int> edges;
  for (std::size_t i = 0; i < polygon.size(); ++i)
    for (const auto& d : canvas.calls)
      if (d.kind == "dashed_segment" && d.color == color &&
          same_ends(d, polygon[i], polygon[(i + 1) % polygon.size()])) {
        edges.push_back(static_cast<int>(i));
        break;
      }
  return edges;
}

struct Box {
  double x0, y0, x1, y1;
};

/// A label's box from the call alone: the top-left at the anchor shifted by its offset, the
/// canvas's text width and font height (screen pixels × the canvas's pixel size).
inline Box box_of(const RecordingCanvas& canvas, const DrawCall& d) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(d.text, d.size), h = lab::Canvas::font_pixels(d.size);
  const double left = d.points[0].x + d.offset.x * px, top = d.points[0].y + d.offset.y * px;
  return {left, top - h * px, left + w * px, top};
}

/// "«a» overlaps «b»" for the first two labels whose boxes overlap, or "".
inline std::string first_overlap(const RecordingCanvas& canvas) {
  const auto labels = canvas.of("label");
  for (std::size_t i = 0; i < labels.size(); ++i)
    for (std::size_t j = i + 1; j < labels.size(); ++j) {
      const Box a = box_of(canvas, labels[i]), b = box_of(canvas, labels[j]);
      if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1)
        return "«" + labels[i].text + "» overlaps «" + labels[j].text + "»";
    }
  return "";
}

/// The first label whose box leaves the view, or "".
inline std::string first_outside(const RecordingCanvas& canvas) {
  const auto v = canvas.view();
  for (const auto& d : canvas.of("label")) {
    const Box b = box_of(canvas, d);
    if (b.x0 < v.x || b.x1 > v.x + v.w || b.y0 < v.y || b.y1 > v.y + v.h) return d.text;
  }
  return "";
}

/// A canvas framed like the app's figure at 1280x800 (670 × 737 pixels of view): the scene's
/// frame fitted with a 50-pixel margin, centred.
inline RecordingCanvas app_canvas(const lab::Scene& scene) {
  RecordingCanvas canvas;
  const auto frame = scene.frame().value_or(collide::Rect{-5, -5, 10, 10});
  const double w = 670, h = 737;
  const double scale = std::min((w - 100) / frame.w, (h - 100) / frame.h);  // pixels per unit
  canvas.units_per_pixel = 1 / scale;
  const double cx = frame.x + frame.w / 2, cy = frame.y + frame.h / 2;
  canvas.visible = {cx - w / 2 / scale, cy - h / 2 / scale, w / scale, h / scale};
  return canvas;
}

/// The scene drawn on app_canvas.
inline RecordingCanvas drawn_in_app(const lab::Scene& scene) {
  RecordingCanvas canvas = app_canvas(scene);
  scene.draw(canvas);
  return canvas;
}

}  // namespace concave_test
