// A polygon that is not convex gets words in the panel that cite its vertices ("it turns
// clockwise at vertex 2 but counter-clockwise at vertex 0"); the figure names those vertices where
// they are, so a reader can find them. Which vertices come from the core's own convexity walk
// (collide::convexity, the walk behind check_convex's words); this file only draws them.
#pragma once
#include <span>
#include <vector>

#include "collide/convex.hpp"
#include "scenes/figures/label_layout.hpp"

namespace lab::figures {

/// The vertices check_convex's words cite for this walk: where the outline doubles back, or the
/// two corners that turn opposite ways; none when it is convex or winds round twice.
std::vector<std::size_t> cited_vertices(const collide::Convexity& walk);

/// A dot in `color` on each of `vertices` of `polygon`, named "vertex i" outside the polygon.
void name_vertices(LabelLayout& layout, std::span<const collide::Vec2> polygon, std::span<const std::size_t> vertices,
                   Color color);

}  // namespace lab::figures
