// Chapter "Distance and contact": GJK, EPA and the ray casts in words, one place for the scenes
// and `collision-lab query` alike. UI-free.
#pragma once
#include <string>

#include "collide/epa.hpp"
#include "collide/gjk.hpp"
#include "collide/ray_cast.hpp"

namespace lab::captions {

/// A support point by the book's names: "A's v2 − B's v0".
std::string support_name(const collide::SupportPoint& s);

/// The simplex's shape in words: "a point", "a segment", "a triangle".
std::string simplex_shape(int count);

/// Where the origin lies, relative to a step's given simplex: "nearest the point",
/// "nearest the edge (A's v1 − B's v0)–(A's v2 − B's v0)", "inside the triangle".
std::string region_words(const collide::GjkStep& step);

/// Why a step ends the loop, or "" when it does not: "the support point comes no nearer".
std::string stop_words(collide::GjkStop stop);

/// gjk_distance's verdict: "distance 1.41 between A's (2, 2) and B's (3, 3), after 2 iterations
/// → apart", "the origin is inside the triangle after 3 iterations → they collide".
std::string gjk_distance_caption(const collide::GjkResult& r);

/// gjk_overlap's verdict: "GJK: a support point fails to reach the origin after 1 iteration → apart".
std::string gjk_overlap_caption(const collide::GjkResult& r);

/// epa_penetration's verdict: "EPA: 4 steps; B leaves A by (1, 0), depth 1 → they collide".
std::string epa_caption(const collide::EpaResult& r);

/// A ray cast's verdict: "the ray enters through e3, 0.25 of the way along → hit",
/// "the ray starts inside → hit", "… → miss".
std::string ray_cast_caption(const collide::RayHit& hit, bool polygon);

}  // namespace lab::captions
