// The ray-cast figure's words (distance_ray.hpp). Numbers by true_number: the value the core
// computed, correctly rounded at the places shown.
#include "captions/distance_ray.hpp"

#include "captions/distance.hpp"
#include "captions/text.hpp"

namespace lab::captions {

std::string ray_start_side(const collide::RayEdgeCut& cut) { return cut.outside ? "outside" : "inside"; }

std::string ray_cut_words(const collide::RayEdgeCut& cut) {
  if (cut.parallel) return "parallel";
  return cut.entering ? "enters" : "leaves";
}

bool ray_cut_bounds(const collide::RayEdgeCut& cut) { return !cut.parallel && (!cut.entering || cut.outside); }

std::string ray_stretch_words(const collide::RayCastTrace& trace) {
  for (const collide::RayEdgeCut& c : trace.cuts)
    if (c.outside && (c.parallel || !c.entering))
      return "it starts outside e" + std::to_string(c.edge) + "'s line and " +
             (c.parallel ? "runs parallel to it" : "heads away from it") + ": never inside";
  if (trace.result.starts_inside) return "it starts inside every edge's line: inside from t = 0";
  if (!trace.result.hit) {
    // The core compares the two as doubles; printed so that the comparison reads true.
    const auto [enter, leave] = told_apart(trace.enter, trace.leave, trace.enter > trace.leave ? 1 : 0);
    if (trace.enter > trace.leave)
      return "the largest entering t, " + enter + ", is past the smallest leaving t, " + leave + ": never inside";
    return "it crosses no line inwards between t = 0 and 1: never inside";
  }
  const std::string enter = true_number(trace.enter, kRayPlaces), leave = true_number(trace.leave, kRayPlaces);
  return "inside from t = " + enter + " (the largest entering) to t = " + leave + " (the smallest leaving)";
}

std::string ray_scene_caption(const collide::RayHit& polygon, const collide::RayHit& circle) {
  return "A: " + ray_cast_caption(polygon, true) + "; C: " + ray_cast_caption(circle, false);
}

}  // namespace lab::captions
