// The swept test's circle mode: circle B moves by a velocity past still polygon A. The figure
// draws the capsule the circle sweeps (the circle at t = 0 and t = 1 joined by the two tangent
// segments), the circle where it first touches A and the feature it touches, all read from the
// core's CirclePolygonTimeOfImpactTrace; the panel lists when the circle first touches each edge and
// each vertex.
#pragma once
#include <span>

#include "scenes/canvas.hpp"
#include "collide/shapes.hpp"
#include "collide/time_of_impact.hpp"
#include "scenes/scene.hpp"

namespace lab::response {

struct SweptCircle {
  collide::Circle start;  ///< B at t = 0
  Vec2 velocity;          ///< B at t is start moved by t · velocity
  double scrub = 0;       ///< the slider's t, drawn as a thin outline when strictly inside (0, 1)
};

/// The two tangent segments joining the circle at t = 0 to the circle at t = 1 (none when the
/// circle does not move): the capsule's straight sides.
std::vector<std::pair<Vec2, Vec2>> capsule_sides(const SweptCircle& b);

/// A, the capsule, the circle at the scrubbed t, at the time of impact (an answer part) and
/// the velocity arrow, with the labels "A", "B", "t = 1" and "t = …" or "never touches".
/// `cited_a`: A's vertices its convexity words cite, named where they are.
void draw_swept_circle(Canvas& canvas, std::span<const Vec2> a, const SweptCircle& b, Vec2 end,
                       const collide::CirclePolygonTimeOfImpactTrace& trace, std::span<const std::size_t> cited_a = {});

/// The panel's table: each edge's and each vertex's first touch (or "never"), the first marked.
void swept_circle_table(const collide::CirclePolygonTimeOfImpactTrace& trace);

/// The times that table prints, for Scene::printed (a "never" is no number).
std::vector<Printed> swept_circle_table_printed(const collide::CirclePolygonTimeOfImpactTrace& trace);

}  // namespace lab::response
