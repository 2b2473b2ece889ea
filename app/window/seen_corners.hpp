// The corners of a line the eye can tell from its neighbours. A 2,000-gon drawn 600 pixels across
// has edges under a pixel long: ImGui would make each its own anti-aliased quad (and a software
// GL fill each), though a line through every 25th corner strays from it by a thousandth of a
// pixel. The canvas draws outlines and convex fills through the corners kept here instead.
#pragma once
#include <vector>

#include "window/screen_clip.hpp"

namespace lab {

/// The points of `line` (pixels) a line through them must keep to stay within `tolerance` pixels
/// of every point dropped: each dropped point lies within `tolerance` of the chord between the
/// kept points either side of it. The first and the last are always kept; a closed line is
/// handled as open from its first point to its last (its closing edge stays as it is).
Polyline seen_corners(const Polyline& line, double tolerance);

}  // namespace lab
