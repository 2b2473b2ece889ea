// The mark a recorded call draws, as a reader sees it without its colour (issue 26's second
// channels): a solid or dashed line, a dot, a ring, a bar, an arrow; "double …" when a narrower
// stroke of paper runs down its middle (RoleCanvas's purple B and green), "hollow dot" for a ring
// drawn over a disc of paper; a label's underline (vermillion) or frame (purple B, green) is part
// of the label (label_mark). For the colour-blind audit and the keys' channel test.
#pragma once
#include <string>
#include <vector>

#include "scenes/palette.hpp"
#include "scenes/role_canvas.hpp"
#include "recording_canvas.hpp"

namespace lab::testing::marks {

inline bool same_rgb(Color a, Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

/// The mark of one call's kind: "" for a label (its words are the channel) and for a fill (a
/// tint; its edge is a stroke of its own).
inline std::string mark_of(const std::string& kind) {
  if (kind == "segment" || kind == "polygon" || kind == "line") return "solid line";
  if (kind == "dashed_segment" || kind == "dashed_line") return "dashed line";
  if (kind == "point") return "dot";
  if (kind == "circle") return "ring";
  if (kind == "interval") return "bar";
  if (kind == "arrow") return "arrow";
  return "";
}

inline bool same_place(const DrawCall& a, const DrawCall& b) {
  return a.kind == b.kind && a.points == b.points && a.value == b.value && a.value2 == b.value2 && a.side == b.side;
}

/// Whether calls[i] is the underline RoleCanvas draws under the vermillion label just before it:
/// a level segment of its colour and weight, right after it.
inline bool underline_at(const std::vector<DrawCall>& calls, std::size_t i) {
  const DrawCall& call = calls[i];
  return i > 0 && call.kind == "segment" && calls[i - 1].kind == "label" && same_rgb(call.color, palette::deciding) &&
         call.color == calls[i - 1].color && call.width == RoleCanvas::underline_width && call.points.size() == 2 &&
         call.points[0].y == call.points[1].y;
}

/// Whether the label calls[i] is underlined (underline_at the call after it).
inline bool underlined(const std::vector<DrawCall>& calls, std::size_t i) {
  return calls[i].kind == "label" && i + 1 < calls.size() && underline_at(calls, i + 1);
}

/// Whether calls[i] is the frame RoleCanvas draws round the purple B or green label just before
/// it: a four-cornered outline of its colour and weight, right after it.
inline bool frame_at(const std::vector<DrawCall>& calls, std::size_t i) {
  const DrawCall& call = calls[i];
  return i > 0 && call.kind == "polygon" && calls[i - 1].kind == "label" && RoleCanvas::doubled(call.color) &&
         call.color == calls[i - 1].color && call.width == RoleCanvas::frame_width && call.points.size() == 4;
}

/// Whether the label calls[i] is framed (frame_at the call after it).
inline bool framed(const std::vector<DrawCall>& calls, std::size_t i) {
  return calls[i].kind == "label" && i + 1 < calls.size() && frame_at(calls, i + 1);
}

/// A label's own mark, as a reader sees it without its colour: "underlined", "framed" or "".
inline std::string label_mark(const std::vector<DrawCall>& calls, std::size_t i) {
  return underlined(calls, i) ? "underlined" : framed(calls, i) ? "framed" : "";
}

/// The mark of calls[i] as a reader sees it ("" for a label's underline or frame: part of the
/// label): a stroke with a narrower stroke of paper drawn
/// down its middle right after it is a double line (a double bar, a double ring); a ring drawn
/// just after a disc of paper at its centre is a hollow dot.
inline std::string mark_at(const std::vector<DrawCall>& calls, std::size_t i) {
  const DrawCall& call = calls[i];
  const std::string mark = mark_of(call.kind);
  if (mark.empty() || underline_at(calls, i) || frame_at(calls, i)) return {};
  if (i + 1 < calls.size() && same_rgb(calls[i + 1].color, palette::background) && same_place(call, calls[i + 1]) &&
      calls[i + 1].width < call.width)
    return "double " + mark;
  if (call.kind == "circle" && i > 0 && calls[i - 1].kind == "fill_circle" &&
      same_rgb(calls[i - 1].color, palette::background) && calls[i - 1].points == call.points)
    return "hollow dot";
  return mark;
}

}  // namespace lab::testing::marks
