// A thick outline's sharp corners drawn round. ImGui joins a polyline's edges with mitres, and a
// mitre reaches out half the width over sin(half the corner's angle): at a 20° corner of a
// convex piece that is a spike six times the stroke's half-width past the vertex (sat-breaks'
// pieces, which-approach's second picture). The SVG joins every outline round
// (stroke-linejoin="round"); here a corner sharper than kSharpCorner is drawn so too.
#pragma once
#include <numbers>
#include <span>

#include <imgui.h>

namespace lab {

/// Corners whose edges meet at less than this angle (radians, 80°) are drawn round; a rectangle's
/// right angles keep their square mitre.
inline constexpr double kSharpCorner = 80 * std::numbers::pi / 180;

/// The polyline through `points` (screen pixels; `closed` joins the last to the first) as
/// AddPolyline draws it, but broken at each sharp corner into runs with square ends, the wedge
/// between their ends at the corner filled as a round join's (a circle's sector of radius
/// width / 2, round the outside of the turn).
void add_outline(ImDrawList& list, std::span<const ImVec2> points, bool closed, ImU32 color, float width);

}  // namespace lab
