// Drawing a ray cast (collide::RayTrace, the even–odd rule) the same way in every scene that
// decides "inside or outside" with it: the ray from P to the right, each crossing that counts
// numbered along it, and the stretches between crossings marked "in" / "out".
// Everything drawn comes from the trace; nothing here decides a verdict.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "canvas.hpp"
#include "collide/concave.hpp"

namespace lab::figures {

/// The crossings that flipped inside/outside (to P's right), nearest P first.
std::vector<collide::RayCrossing> counted_crossings(const collide::RayTrace& trace);

/// The count and what its parity says: "3 crossings, odd → inside", "0 crossings, even → outside".
std::string ray_count_words(const collide::RayTrace& trace);

/// "inside", "outside" or "on the boundary".
std::string_view location_word(collide::Location location);

/// The ray from p to the right edge of the view, drawn from the trace:
///  * the horizontal line through p to its left, dashed grey, with the straddling edges there
///    marked grey (they meet the line but not the ray, so they do not count);
///  * every counted crossing as a dot numbered 1, 2, … along the ray (crossings at the same
///    point share one label, "2, 3");
///  * each stretch of the ray coloured and labelled by where it runs: "in" (green) or "out"
///    (orange), counting back from the far end, which is always outside.
void draw_ray(Canvas& canvas, collide::Vec2 p, const collide::RayTrace& trace);

/// The dot where a ray starts, named above the ray rather than on it: up and to the left (left of
/// the dot runs only the dashed rest of the line), else up and to the right, above draw_ray's
/// "in" / "out" words; the first that stays in view and crosses none of `obstacles` (outlines,
/// closed; a two-point one is a segment). Up and to the left when none is clear.
void draw_ray_start(Canvas& canvas, collide::Vec2 p, std::string_view name, Color color,
                    std::span<const std::vector<collide::Vec2>> obstacles);

/// One row of ray_table: an edge that meets the horizontal line through P.
struct RayRow {
  int number = 0;  ///< the crossing's number along the ray, as draw_ray labels it; 0: left of P
  int edge = 0;    ///< the edge, as the figure names it ("e5")
  double x = 0;    ///< where it meets the line
};

/// The rows of ray_table: first the crossings that count, numbered 1, 2, … along the ray (the
/// numbers draw_ray puts on the figure), then the edges meeting the line left of P, nearest first.
std::vector<RayRow> ray_rows(const collide::RayTrace& trace);

/// ImGui table of ray_rows: the crossing's number, its edge, where it meets the line, and
/// whether it counts. `id` must be unique in the panel.
void ray_table(const char* id, const collide::RayTrace& trace, collide::Vec2 p);

}  // namespace lab::figures
