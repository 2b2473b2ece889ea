// Chapter "Distance and contact", the ray-cast figure in words: each edge's cut of the ray (the
// slab method's table), the stretch inside, and the verdict for the polygon and the circle side
// by side. UI-free, beside distance.hpp, whose ray_cast_caption words each verdict.
#pragma once
#include <string>

#include "collide/ray_cast.hpp"

namespace lab::captions {

/// The places the ray figure prints a fraction, a point or a normal to.
inline constexpr int kRayPlaces = 4;

/// Which side of edge i's line the ray starts on (exact): "outside", "inside".
std::string ray_start_side(const collide::RayEdgeCut& cut);

/// What the ray does at edge i's line: "enters", "leaves", "parallel" (exact).
std::string ray_cut_words(const collide::RayEdgeCut& cut);

/// Whether a cut bounds the stretch inside: an entering cut from outside the line, or any leaving
/// one. (Entering a line it already starts inside is behind the start: no bound.)
bool ray_cut_bounds(const collide::RayEdgeCut& cut);

/// The slab method's sum-up: "inside A from t = 0.25 (the largest entering) to t = 0.75 (the
/// smallest leaving)", "starts outside e1's line and runs parallel to it: never inside",
/// "largest entering 0.8 > smallest leaving 0.6: never inside".
std::string ray_stretch_words(const collide::RayCastTrace& trace);

/// The figure's line: "A: <ray_cast_caption> ; C: <ray_cast_caption>", shape names given.
std::string ray_scene_caption(const collide::RayHit& polygon, const collide::RayHit& circle);

}  // namespace lab::captions
