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
/// |PQ| as the caption, the panel and the figure print it: hundredths, more places for a small
/// non-zero length (never "0" for one).
std::string distance_text(const collide::ClosestPointTrace& trace);
/// Where P projects on AB, whether it was clamped, Q and |PQ|.
std::string closest_point_caption(const collide::ClosestPointTrace& trace, collide::Vec2 p, collide::Vec2 a,
                                  collide::Vec2 b);

// ── circles ──

// The compared pair's numbers: captions::places_to_tell and told_apart (text.hpp), one
// formatter (true_number) for every number.

/// The two squares a circle test compares, from its inputs in long double (64 significant bits,
/// so each is its exact value to well past the 14 digits ever printed); the trace's doubles are a
/// few roundings off, which can show in the 14th digit.
struct Squares {
  long double distance = 0, limit = 0;
};
/// "2.5²", and "(3e−6)²" for a number in scientific form, whose "²" would read as the exponent's.
std::string squared_text(const std::string& number);

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
/// circle_rect_collide: the centre clamped into the rectangle is Q; |CQ|² against r², the squares
/// from the circle and Q themselves (squares_of: their exact values' rounding).
std::string circle_rect_caption(const collide::CircleTrace& trace, const collide::Circle& circle);

}  // namespace lab::captions
