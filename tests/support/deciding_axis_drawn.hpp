// The deciding axis of a SAT figure as it was drawn, read from a recording: its dashed line, the
// stretch its shadow bars cover along it, and its name's box (the name may take two rows,
// "deciding axis #5:" over "least push-out 1.40": each a label at the same anchor, in its colour).
#pragma once
#include <algorithm>
#include <optional>

#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"

namespace lab::testing {

/// The dashed deciding line {origin + t·u} and the stretch lo ≤ t ≤ hi its bars cover.
struct DecidingBars {
  Vec2 origin, u;
  double lo = 1e300, hi = -1e300;
};

/// The figure's deciding line (the last dashed line in the deciding colour) and its bars; none
/// when no such line or no bar on it was drawn.
inline std::optional<DecidingBars> deciding_bars(const RecordingCanvas& canvas) {
  const DrawCall* line = nullptr;
  for (const DrawCall& call : canvas.calls)
    if (!call.legend && call.kind == "dashed_line" && call.color == palette::deciding) line = &call;
  if (line == nullptr) return std::nullopt;
  DecidingBars out{line->points[0], line->points[1]};
  for (const DrawCall& bar : canvas.of("interval"))
    if (!bar.legend && bar.points[0] == out.origin && bar.points[1] == out.u)
      out.lo = std::min(out.lo, bar.value), out.hi = std::max(out.hi, bar.value2);
  if (out.lo > out.hi) return std::nullopt;
  return out;
}

/// The box of the name whose first row is `first`: every figure label at its anchor in its colour.
inline figures::LabelBox name_rows_box(const RecordingCanvas& canvas, const DrawCall& first) {
  figures::LabelBox box{1e300, 1e300, -1e300, -1e300};
  for (const DrawCall& row : canvas.of("label")) {
    if (row.legend || row.color != first.color || row.points.at(0) != first.points.at(0)) continue;
    const figures::LabelBox b = figures::label_box(canvas, row.points.at(0), row.offset, row.text, row.size);
    box = {std::min(box.x0, b.x0), std::min(box.y0, b.y0), std::max(box.x1, b.x1), std::max(box.y1, b.y1)};
  }
  return box;
}

}  // namespace lab::testing
