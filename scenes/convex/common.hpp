// Pieces every scene of the "Convex polygons" chapter shares: the chapter's pentagon, drawing a
// polygon with its winding and outward normals, the convexity warning, small panel helpers.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "scenes/canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/panel.hpp"
#include "scenes/shape_factory.hpp"
#include "collide/validate.hpp"
#include "formats/state.hpp"

namespace lab::convex {

/// The chapter's pentagon, counter-clockwise, centred near the origin.
std::vector<Vec2> pentagon();

// The shape factories live beside the state (shape_factory.hpp); named here too, as the
// chapters' scenes call them convex::polygon_shape.
using lab::point_shape;
using lab::polygon_shape;

/// Option name of the "winding and outward normals" toggle, shared by every scene here.
inline constexpr const char* kShowNormals = "show_normals";

/// A translucent fill and an outline in `color`.
void draw_polygon(Canvas& canvas, std::span<const Vec2> polygon, Color color);

/// Arrows along the edges in vertex order, vertex numbers, and each edge's outward normal,
/// with "counter-clockwise" / "clockwise" written beside vertex 0. Needs ≥ 3 vertices. The words
/// keep off `others`, the other shapes' outlines (turned round their vertex where one is in the way).
void draw_winding_and_normals(Canvas& canvas, std::span<const Vec2> polygon, Color color,
                              std::span<const std::vector<Vec2>> others = {});

/// Everything draw_winding_and_normals draws off the outline, as outlines a key keeps off: each
/// normal's arrow and each arrow along an edge as the band its head covers, and the boxes of the
/// vertex numbers and of the winding's name. None for fewer than 3 vertices.
std::vector<std::vector<Vec2>> winding_and_normals_marks(const Canvas& canvas, std::span<const Vec2> polygon,
                                                         std::span<const std::vector<Vec2>> others = {});

/// An arrow of `width` as the band its head covers (the head is the widest part: 4 + width pixels
/// either side of the shaft), for labels to keep off; {tail, tip} when they coincide.
std::vector<Vec2> arrow_band(const Canvas& canvas, Vec2 tail, Vec2 tip, float width = 2);

/// Each edge's outward normal arrow draw_winding_and_normals draws, {tail, tip}: kNormalPixels
/// from the edge's middle (none for fewer than 3 vertices or no area).
std::vector<std::vector<Vec2>> normal_arrows(const Canvas& canvas, std::span<const Vec2> polygon);
inline constexpr double kNormalPixels = 45;

/// Each outward normal's arrow draw_winding_and_normals draws, as the band its head covers: the
/// edges' names keep off them (an arrow leaves the edge's middle, where its name would go).
std::vector<std::vector<Vec2>> normal_arrow_bands(const Canvas& canvas, std::span<const Vec2> polygon);

/// Each arrow along an edge draw_winding_and_normals draws (the vertex order), as the band its head
/// covers: the edges' names keep off them too (a name beside its edge's middle met the arrowhead).
std::vector<std::vector<Vec2>> winding_arrow_bands(const Canvas& canvas, std::span<const Vec2> polygon);

/// The boxes of the words draw_winding_and_normals writes (the vertex numbers, the winding's
/// name): a figure takes them in its label layout first, so its own names keep off them.
std::vector<figures::LabelBox> winding_word_boxes(const Canvas& canvas, std::span<const Vec2> polygon,
                                                  std::span<const std::vector<Vec2>> others = {});

/// The key's lines for what draw_winding_and_normals draws: the grey normals, and the arrows along
/// the edges (in `along`, the first shape's colour) that show the order of the vertices.
std::vector<figures::LegendEntry> winding_and_normals_entries(Color along);

/// The screen offset that puts `text` beside the middle of edge i, on its outer side (a polygon
/// of two vertices, a segment: its left), clear of the stroke; for edge names "e3".
Vec2 edge_label_offset(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i, std::string_view text,
                       TextSize size);
/// The same, with the polygon's winding (collide::winding) worked out once by the caller: naming
/// many edges, each name would otherwise walk the whole outline again. `gap`: pixels from the
/// edge's middle to the text's box (more for a double outline or a framed name).
Vec2 edge_label_offset(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i, std::string_view text,
                       TextSize size, int turn, float gap = 6);

/// Places for edge i's name `text`: edge_label_offset first, then round it at growing gaps
/// (where names crowd, e.g. a tiny polygon), for a LabelLayout to pick the first clear one.
std::vector<Vec2> edge_label_offsets(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i,
                                     std::string_view text, TextSize size);
/// The same, with the polygon's winding worked out once by the caller (see edge_label_offset).
std::vector<Vec2> edge_label_offsets(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i,
                                     std::string_view text, TextSize size, int turn, float gap = 6);
/// Whether `polygon` is large enough on screen for a name beside each of its edges: at least
/// three lines of text across. A smaller one (a pentagon under a pixel beside a square 10⁶
/// across) would have its names in a clump round one dot ("e0e1"): it names at most the edge
/// the figure cites.
bool room_for_edge_names(const Canvas& canvas, std::span<const Vec2> polygon);


/// A warning line at the top-left of the view, for input the verdict must be read against.
void draw_warnings(Canvas& canvas, const std::vector<std::string>& warnings);

/// Prefix a caption with "the convex test says: " when the polygon is not convex, so the verdict
/// is not presented as the truth.
std::string qualified(std::string caption, bool convex);

/// "1 edge" / "5 edges".
std::string plural(int count, const char* one, const char* many);

// The panel pieces live in panel.hpp; named here too, as the chapters' scenes call them
// convex::colored_text and so on.
using lab::colored_text;
using lab::colored_wrapped_text;
using lab::option_checkbox;

/// The centre and radius of a circle around all the points (for laying out the figure).
collide::Circle enclosing_circle(std::span<const Vec2> points);

}  // namespace lab::convex
