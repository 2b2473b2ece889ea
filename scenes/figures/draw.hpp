// Small drawing and text helpers every scene may use, so the figures of all chapters look alike:
// the same outline with vertex dots, the same labelled points, the same "+ / − / 0" glyphs and
// the same number format in captions, labels and panels.
//
// They only draw what they are given: none of them runs a collision test or decides a verdict.
// Index:
//   [text]     format_number, format_signed, format_point, sign_glyph, sign_word, subscript
//   [points]   draw_point, offset_away, label_in_view, label_crosses,
//              first_clear_offset, label_away
//   [outlines] OutlineStyle, draw_outline, draw_rect_outline, circle_outline
//   [regions]  shade_half_plane
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/canvas.hpp"
#include "captions/text.hpp"
#include "collide/shapes.hpp"
#include "scenes/palette.hpp"

namespace lab::figures {

class EdgeIndex;    // edge_index.hpp
class OutlineRuns;  // outline_runs.hpp

// ── text ──

// The number format and sign words live in the caption module (captions/text.hpp), shared with
// `query`; figures use them by their old names.
using captions::format_number;
using captions::format_point;
using captions::format_signed;
using captions::sign_comparison;
using captions::sign_glyph;
using captions::subscript;

// ── points ──

/// A dot with its name beside it (up and to the right, so it clears the dot and nearby lines).
/// An empty name draws only the dot. Names are Large by default so they read on a projector.
void draw_point(Canvas& canvas, collide::Vec2 p, std::string_view name, Color color = palette::point, float radius = 5,
                TextSize size = TextSize::Large);


/// The offset (the text's top-left, screen pixels, y up) that puts `text` beside its anchor,
/// pushed along `direction` until the whole box is `gap` pixels past the anchor that way:
/// every point of the box lies at least `gap` pixels along `direction` from the anchor.
/// The text's width is the canvas's (Canvas::text_width).
collide::Vec2 offset_away(const Canvas& canvas, collide::Vec2 direction, std::string_view text, TextSize size,
                          float gap);

/// Whether `text` anchored at `at` with `offset` lies wholly inside the canvas's view, `margin`
/// pixels in from its edges.
bool label_in_view(const Canvas& canvas, collide::Vec2 at, collide::Vec2 offset, std::string_view text, TextSize size,
                   float margin = 4);

/// Whether the box crosses or holds any part of `outlines`: closed outlines (a two-point one is a
/// segment).
bool rect_crosses(const collide::Rect& box, std::span<const std::vector<collide::Vec2>> outlines);
/// Whether the box crosses or holds any part of the segment e0–e1.
bool edge_crosses_rect(collide::Vec2 e0, collide::Vec2 e1, const collide::Rect& box);

/// Whether the box of `text` anchored at `at` with `offset`, grown by `clearance` pixels on every
/// side, crosses or holds any part of `obstacles`: closed outlines (a two-point one is a segment).
bool label_crosses(const Canvas& canvas, collide::Vec2 at, collide::Vec2 offset, std::string_view text, TextSize size,
                   std::span<const std::vector<collide::Vec2>> obstacles, float clearance = 0);
/// The same, with the obstacles' edges in an index (edge_index.hpp): for outlines of many edges.
bool label_crosses(const Canvas& canvas, collide::Vec2 at, collide::Vec2 offset, std::string_view text, TextSize size,
                   const EdgeIndex& obstacles, float clearance = 0);
/// The same, with the obstacles' edges in runs (outline_runs.hpp): for many places of one label.
bool label_crosses(const Canvas& canvas, collide::Vec2 at, collide::Vec2 offset, std::string_view text, TextSize size,
                   const OutlineRuns& obstacles, float clearance = 0);

/// The first of `offsets` (tried in order, the figure's preference) that keeps `text` in view
/// (label_in_view) and crosses none of `obstacles` (label_crosses); the first when none does.
collide::Vec2 first_clear_offset(const Canvas& canvas, collide::Vec2 at, std::span<const collide::Vec2> offsets,
                                 std::string_view text, TextSize size,
                                 std::span<const std::vector<collide::Vec2>> obstacles, float clearance = 0);

/// A label beside `at`, on the side facing away from `away_from` (so a point's label does not
/// sit on the segment it ends, or on the other shape), `gap` screen pixels clear of `at`.
/// When the two points coincide the label goes up and to the right. The text is kept inside the
/// canvas's view.
void label_away(Canvas& canvas, collide::Vec2 at, collide::Vec2 away_from, std::string_view text, Color color,
                TextSize size = TextSize::Normal, float gap = 10);

// ── outlines ──

/// How draw_outline draws a closed outline. The spans are read during the call only.
struct OutlineStyle {
  Color color = palette::shape_a;  ///< edges without an entry in edge_colors, and the dots
  float width = 2;
  /// Edge i (vertex i → vertex i+1, the last back to the first) in edge_colors[i]; empty → color.
  /// Shorter than the vertex count → the remaining edges use `color`.
  std::span<const Color> edge_colors = {};
  /// Text beside vertex i (e.g. a sign glyph), pushed outward from the outline's middle;
  /// empty → none. Shorter than the vertex count → the rest unlabelled.
  std::span<const std::string> vertex_labels = {};
  Color vertex_label_color = palette::text;
  bool vertex_dots = true;
  /// The shape's name, drawn at the average of its vertices; empty → none.
  std::string_view name = {};
  /// A translucent fill under the outline (alpha 0 → none).
  Color fill = {0, 0, 0, 0};
};

/// A dot on each vertex of a closed outline, to show it can be dragged. A vertex nearer than a
/// dot's width to either neighbour on screen gets none: crowded dots would cover the edges
/// between them, and with them the colours that say which edges cross.
void draw_vertex_dots(Canvas& canvas, std::span<const collide::Vec2> vertices, Color color);
/// The radius of draw_vertex_dots' dots (pixels at UI scale 1).
inline constexpr float kVertexDot = 4;
/// Where draw_vertex_dots draws its dots: the vertices not crowded by a neighbour or a dot drawn
/// (for labels that keep off them).
std::vector<collide::Vec2> vertex_dots(const Canvas& canvas, std::span<const collide::Vec2> vertices);

/// A closed outline (polygon, triangle, a two-point segment) drawn edge by edge, so each edge
/// can have its own colour; vertex dots, vertex labels and the name as the style asks.
void draw_outline(Canvas& canvas, std::span<const collide::Vec2> vertices, const OutlineStyle& style);

/// An axis-aligned rectangle as an outline (counter-clockwise from (x, y)), same style rules.
void draw_rect_outline(Canvas& canvas, const collide::Rect& rect, const OutlineStyle& style);

/// `n` points round the circle, from angle 0 counter-clockwise: its outline as a polygon, for
/// fitting the view or keeping labels clear of the rim.
std::vector<Vec2> circle_outline(const collide::Circle& circle, int n = 32);

// ── regions ──

/// Fill the part of the visible view where a·x + b·y + c ≥ 0 (the line's + side) with `color`
/// (pass a translucent colour). Draws nothing when (a, b) = (0, 0) or the side is not in view.
void shade_half_plane(Canvas& canvas, const collide::Line& line, Color color);

/// The line through p1 and p2 (p1 ≠ p2) as the stretch of it the view can show, a two-point
/// outline: for a legend or a label to keep off the whole line.
std::vector<Vec2> line_in_view(const Canvas& canvas, Vec2 p1, Vec2 p2);

}  // namespace lab::figures
