// Label boxes as the recording canvas saw them, for the "Before polygons" audits: which labels
// overlap another and which leave the view. A label's box is its text's width (Canvas::text_width)
// by its line height (Canvas::font_pixels), its top-left at the anchor shifted by the offset
// (screen pixels, y up; see recording_canvas.hpp).
#pragma once
#include <string>
#include <vector>

#include "recording_canvas.hpp"

namespace lab::testing {

/// A label's box in world units.
inline collide::Rect label_box(const RecordingCanvas& canvas, const DrawCall& c) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(c.text, c.size), h = Canvas::font_pixels(c.size);
  return {c.points[0].x + c.offset.x * px, c.points[0].y + (c.offset.y - h) * px, w * px, h * px};
}

/// "\"A\" overlaps \"B\"" for every pair of labels whose boxes share more than an edge.
inline std::vector<std::string> overlapping_labels(const RecordingCanvas& canvas) {
  const auto labels = canvas.of("label");
  std::vector<std::string> out;
  for (std::size_t i = 0; i < labels.size(); ++i)
    for (std::size_t k = i + 1; k < labels.size(); ++k) {
      const collide::Rect a = label_box(canvas, labels[i]), b = label_box(canvas, labels[k]);
      if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
        out.push_back("\"" + labels[i].text + "\" overlaps \"" + labels[k].text + "\"");
    }
  return out;
}

/// The labels whose box is not wholly inside the view.
inline std::vector<std::string> labels_out_of_view(const RecordingCanvas& canvas) {
  const collide::Rect v = canvas.view();
  std::vector<std::string> out;
  for (const auto& c : canvas.of("label")) {
    const collide::Rect b = label_box(canvas, c);
    if (b.x < v.x || b.y < v.y || b.x + b.w > v.x + v.w || b.y + b.h > v.y + v.h) out.push_back(c.text);
  }
  return out;
}

}  // namespace lab::testing
