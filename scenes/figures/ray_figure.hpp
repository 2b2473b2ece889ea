// Drawing a ray cast (collide::RayTrace, the even–odd rule) the same way in every scene that
// decides "inside or outside" with it: the ray from P to the right, each crossing that counts
// numbered along it, and the stretches between crossings marked "in" / "out".
// Everything drawn comes from the trace; nothing here decides a verdict.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/canvas.hpp"
#include "captions/concave_edges.hpp"
#include "scenes/figures/label_layout.hpp"
#include "collide/concave.hpp"

namespace lab::figures {

/// The crossings that flipped inside/outside (to P's right), nearest P first.
std::vector<collide::RayCrossing> counted_crossings(const collide::RayTrace& trace);

/// The count and what its parity says: "3 crossings, odd → inside" (captions module).
using captions::ray_count_words;

/// "inside", "outside" or "on the boundary".
std::string_view location_word(collide::Location location);

/// The whole horizontal line draw_ray draws through p (the dashed part left of p, the ray to
/// the right), as a two-point outline labels can keep off.
std::vector<collide::Vec2> ray_extent(const Canvas& canvas, collide::Vec2 p, const collide::RayTrace& trace);

/// The ink of that line as draw_ray draws it (the green stretches' heavier stroke), `paper` pixels
/// wider each side, as outlines a label keeps off (label_layout.hpp's outline_ink): a name clear
/// of the line alone stood 2 pixels under it and read as lying on it.
std::vector<std::vector<collide::Vec2>> ray_ink(const Canvas& canvas, collide::Vec2 p, const collide::RayTrace& trace,
                                                float paper = 2);

/// The ray from p to the right edge of the view, drawn from the trace:
///  * the horizontal line through p to its left, dashed grey, with the straddling edges there
///    marked grey (they meet the line but not the ray, so they do not count);
///  * every counted crossing as a dot numbered 1, 2, … along the ray (crossings at the same
///    point share one label, "2, 3"), each number placed clear of the labels in `layout`;
///  * each stretch of the ray coloured by where it runs: inside (collide's green) or outside
///    (apart's orange), counting back from the far end, which is always outside.
///  * with `polygon` given, where the ray runs along one of its edges (both ends level with p, right
///    of it) it lies on the boundary, neither inside nor outside: that part is drawn in the
///    polygon's own colour instead (ray_along_edges).
void draw_ray(LabelLayout& layout, collide::Vec2 p, const collide::RayTrace& trace,
              std::span<const std::vector<collide::Vec2>> avoid = {}, collide::Polygon polygon = {});

/// The x ranges where the ray from p to the right runs along an edge of `polygon`: edges with both
/// ends exactly level with p, clipped to x ≥ p.x (read from the inputs, as the ray's rule reads
/// them). Empty when none.
std::vector<std::pair<double, double>> ray_along_edges(collide::Polygon polygon, collide::Vec2 p);

/// The words "in" / "out" over draw_ray's stretches, where there is room (placed after the
/// labels that matter more), each only where it reads clear of the labels and of `avoid` (the
/// outlines): left out where it would overlap one or stand on a line.
void draw_ray_words(LabelLayout& layout, collide::Vec2 p, const collide::RayTrace& trace,
                    std::span<const std::vector<collide::Vec2>> avoid = {}, collide::Polygon polygon = {});

/// draw_ray and draw_ray_words with a layout of their own.
void draw_ray(Canvas& canvas, collide::Vec2 p, const collide::RayTrace& trace);

/// The legend of the marks draw_ray draws for this trace (counted crossings, crossings left of
/// the start, the stretches inside and outside); `name` names where the ray starts ("P"), `p`.
/// `polygon`: as given to draw_ray, whose parts of the ray along its edges are the boundary (a
/// stretch inside that runs wholly along an edge draws no green, so the legend has no green then).
std::vector<LegendEntry> ray_legend(const collide::RayTrace& trace, std::string_view name, collide::Vec2 p,
                                    collide::Polygon polygon = {});

/// The dot where a ray starts, named above the ray rather than on it: up and to the left (left of
/// the dot runs only the dashed rest of the line), else up and to the right, above draw_ray's
/// "in" / "out" words, then round the dot; the first that stays in view, crosses none of
/// `obstacles` (outlines, closed; a two-point one is a segment) and no label in `layout`.
/// `own`: the outline `p` is a vertex of ("B's vertex 0"), whose inside the name keeps out of
/// where a clear place beside the dot is (in a small shape it read as the shape's own name).
/// With no clear place near, further out where the words read, joined to the dot by a dashed
/// leader (a small circle's centre among the lines to each edge's nearest point).
void draw_ray_start(LabelLayout& layout, collide::Vec2 p, std::string_view name, Color color,
                    std::span<const std::vector<collide::Vec2>> obstacles, collide::Polygon own = {});
void draw_ray_start(Canvas& canvas, collide::Vec2 p, std::string_view name, Color color,
                    std::span<const std::vector<collide::Vec2>> obstacles);

/// One row of ray_table: an edge that meets the horizontal line through P.
struct RayRow {
  int number = 0;     ///< the crossing's number along the ray, as draw_ray labels it; 0: left of P
  int edge = 0;       ///< the edge, as the figure names it ("e5")
  double x = 0;       ///< where it meets the line
  bool at_p = false;  ///< it meets the line at P itself (P is on this edge; exact)
};

/// The rows of ray_table: first the crossings that count, numbered 1, 2, … along the ray (the
/// numbers draw_ray puts on the figure), then the edges meeting the line left of P, nearest first.
std::vector<RayRow> ray_rows(const collide::RayTrace& trace);

/// ImGui table of ray_rows: the crossing's number, its edge, where it meets the line, how that
/// compares with P's x (printed with decimals enough to show the difference), and whether it
/// counts (captions::ray_row_words). `id` must be unique in the panel.
void ray_table(const char* id, const collide::RayTrace& trace, collide::Vec2 p);

}  // namespace lab::figures
