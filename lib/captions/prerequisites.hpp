// The chapter "Before polygons" in words: each test's verdict line, from the core's trace, for the
// scenes (side-of-line, segments-crossing, closest-point, circles, rectangles) and for `query`
// alike, so a figure and `query` never word the same answer differently. Touching counts as
// colliding; where the shapes only touch, both say "touch".
#pragma once
#include <string>
#include <utility>

#include "captions/text.hpp"
#include "collide/circle.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"

namespace lab::captions {

// ── side of a line ──

/// "ax + by + c = 16 > 0", "ax + by + c = −16 < 0", and on the line "ax + by + c = 0" (no "= 0 = 0").
/// `sign` is the core's exact side_sign; `value` its rounded side().
std::string side_value(double value, int sign);
/// "P is on the + side: ax + by + c = 16 > 0", "P is on the line: ax + by + c = 0".
std::string side_caption(double value, int sign);

// ── segments crossing ──

/// "ccw", "cw" or "collinear": an orientation's sign as the figure names it.
std::string turn_word(int orientation);
/// The verdict of segments_intersect(A, B, C, D) in the words of its four orientation tests.
std::string segments_caption(const collide::SegmentsTrace& trace);

// ── closest point ──

/// t with enough decimals that it never reads "1" when the core clamped past B (or "0" before A).
std::string t_text(const collide::ClosestPointTrace& trace);
/// Where P projects on AB, whether it was clamped, Q and |PQ|.
std::string closest_point_caption(const collide::ClosestPointTrace& trace, collide::Vec2 p, collide::Vec2 a,
                                  collide::Vec2 b);

// ── circles ──

/// The fewest decimal places, from 2, at which `a` and `b` (≥ 0, each already the true value or
/// within a unit of its 17th digit) print so that they compare as `comparison` says (the exact
/// sign of a − b), each correctly rounded and neither non-zero one as "0": "2.0000000001" and "2"
/// need 10. −1 when that takes more than 15 significant digits, or a number is too large
/// (10⁷ up) or too small (under 10⁻⁴) for fixed places: format_compared's scientific form then.
int places_to_tell(long double a, long double b, int comparison);
/// `x` correctly rounded to `places` decimals, trailing zeros dropped, a real minus sign, never "−0".
std::string fixed_text(long double x, int places);
/// The pair as places_to_tell prints it; when they are closer than 14 significant digits show, b at
/// 14 digits and a as "b + ε" or "b − ε" (slightly more or less); outside fixed places'
/// range, as format_compared prints it.
std::pair<std::string, std::string> told_apart(long double a, long double b, int comparison);

/// The two squares a circle test compares, from its inputs in long double (64 significant bits,
/// so each is its exact value to well past the 14 digits ever printed); the trace's doubles are a
/// few roundings off, which can show in the 14th digit.
struct Squares {
  long double distance = 0, limit = 0;
};
/// |to − from|² and reach², in long double.
Squares squares_of(collide::Vec2 from, collide::Vec2 to, long double reach);
/// The trace's own rounded squares, for a caller that has no inputs at hand.
Squares squares_of(const collide::CircleTrace& trace);

/// The two squared numbers a circle test compared, printed so they never contradict the exact
/// comparison (told_apart): "8e−100 > 1e−100", "25 + ε > 25" when even 14 digits agree.
std::pair<std::string, std::string> compared_numbers(const collide::CircleTrace& trace);
std::pair<std::string, std::string> compared_numbers(const collide::CircleTrace& trace, const Squares& squares);
/// " < ", " = " or " > ": the exact comparison of distance² with limit².
std::string relation(const collide::CircleTrace& trace);
/// "they collide", "they touch" or "apart", from the exact comparison.
std::string contact_word(const collide::CircleTrace& trace);
/// circles_collide: "|C₁C₂|² = 9 < (r₁ + r₂)² = 25 → they collide".
std::string circles_caption(const collide::CircleTrace& trace);
/// The same with the squares from the circles themselves (squares_of): their exact values' rounding.
std::string circles_caption(const collide::CircleTrace& trace, const collide::Circle& a, const collide::Circle& b);
/// point_in_circle: "|CP|² = 13 < r² = 25 → P is inside".
std::string point_in_circle_caption(const collide::CircleTrace& trace);
std::string point_in_circle_caption(const collide::CircleTrace& trace, collide::Vec2 p, const collide::Circle& c);
/// circle_segment_collide: "Q is AB's point nearest C: |CQ|² = 9 = r² = 9 → they touch".
std::string circle_segment_caption(const collide::CircleTrace& trace);
/// Q (the trace's closest point) against the circle `c`.
std::string circle_segment_caption(const collide::CircleTrace& trace, const collide::Circle& c);

// ── rectangles ──

/// How two shadows on one axis relate: overlap ≥ 0 when they overlap, else the gap > 0 between them.
struct ShadowAmount {
  bool overlap = false;
  double amount = 0;
  collide::Interval between{};  ///< the overlap's ends, or the gap's (low, high)
  /// The places the shadows' ends and the amount are printed to (row_places): every number
  /// correctly rounded, and the amount the difference of the printed ends.
  RowPlaces places{};
};
/// The overlap's length or the gap's, from the trace's intervals; whether they overlap is the core's
/// answer (`overlap`), passed in.
ShadowAmount shadow_amount(collide::Interval a, collide::Interval b, bool overlap);
/// "overlap 2", "gap 0.5": the amount correctly rounded, and the difference of the printed ends.
std::string amount_text(const ShadowAmount& amount);
/// rects_collide: which shadows overlap, and by how much.
std::string rects_caption(const collide::RectsTrace& trace);
/// point_in_rect (traced): whether P.x and P.y fall within the rectangle's shadows.
std::string point_in_rect_caption(const collide::RectsTrace& trace);
/// circle_rect_collide: the centre clamped into the rectangle is Q; |CQ|² against r².
std::string circle_rect_caption(const collide::CircleTrace& trace, collide::Vec2 centre);

}  // namespace lab::captions
