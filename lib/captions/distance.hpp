// Chapter "Distance and contact": GJK, EPA and the ray casts in words, one place for the scenes
// and `collision-lab query` alike. UI-free.
#pragma once
#include <string>
#include <string_view>

#include "collide/epa.hpp"
#include "collide/gjk.hpp"
#include "collide/ray_cast.hpp"

namespace lab::captions {

/// A support point by the book's names: "A's v2 − B's v0".
std::string support_name(const collide::SupportPoint& s);
/// The vertices a support point comes from, as the step tables' column writes them: "v2, v0".
std::string support_vertices(const collide::SupportPoint& s);

/// The simplex's shape in words: "a point", "a segment", "a triangle".
std::string simplex_shape(int count);

/// Where the origin lies, relative to a step's given simplex: "nearest the point",
/// "nearest the edge (A's v1 − B's v0)–(A's v2 − B's v0)", "inside the triangle".
std::string region_words(const collide::GjkStep& step);

/// Why a step ends the loop, or "" when it does not: "the support point comes no nearer".
std::string stop_words(collide::GjkStop stop);

/// The chapter's one word for shapes that meet: touching counts as colliding (the convex
/// chapter), and shapes that only touch, their insides apart (exact: the separating axis test's
/// shadows only touch), are said to touch. "→ they touch" or "→ they collide", in every scene of
/// the chapter, `query` and `--report`.
std::string_view meeting_verdict(bool only_touch);

/// gjk_distance's verdict: "distance 1.41 between A's (2, 2) and B's (3, 3), after 2 iterations
/// → apart", "the origin is inside the triangle after 3 iterations → they collide"; with
/// `only_touch` (exact, decided apart from GJK's doubles) "…; they only touch → they touch".
std::string gjk_distance_caption(const collide::GjkResult& r, bool only_touch);

/// gjk_overlap's verdict: "GJK: a support point fails to reach the origin after 1 iteration → apart";
/// overlapping, as gjk_distance_caption.
std::string gjk_overlap_caption(const collide::GjkResult& r, bool only_touch);

/// epa_penetration's verdict: "EPA: 4 steps; B leaves A by (1, 0), depth 1 → they collide".
std::string epa_caption(const collide::EpaResult& r);

/// A ray cast's verdict: "the ray enters through e3, 0.25 of the way along → hit",
/// "the ray starts inside → hit", "… → miss".
std::string ray_cast_caption(const collide::RayHit& hit, bool polygon);

/// Where a polygon's hit enters: "e3", or at a vertex "vertex v1 (where e0 and e1 meet)".
std::string ray_entry_words(const collide::RayHit& hit);

}  // namespace lab::captions
