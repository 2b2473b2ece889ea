// The chapter "Before polygons" in words (see prerequisites.hpp). Every verdict word comes from a
// sign or flag the core decided exactly; the rounded numbers are only printed.
#include "captions/prerequisites.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "captions/text.hpp"

namespace lab::captions {

using collide::Vec2;

// ── side of a line ──

std::string side_value(double value, int sign) {
  const std::string text = "ax + by + c = " + format_signed(value, sign);
  return sign == 0 ? text : text + " " + std::string(sign_comparison(sign));
}

std::string side_caption(double value, int sign) {
  if (sign == 0) return "P is on the line: " + side_value(value, sign);
  return "P is on the " + std::string(sign_glyph(sign)) + " side: " + side_value(value, sign);
}

// ── segments crossing ──

std::string turn_word(int orientation) { return orientation > 0 ? "ccw" : orientation < 0 ? "cw" : "collinear"; }

namespace {

std::string side_word(int orientation) { return orientation > 0 ? "left" : "right"; }

// The end points "touching" names: the end of one segment that lies on the other's line.
std::string ends_on_lines(const collide::SegmentsTrace& t) {
  const std::array<std::pair<int, const char*>, 4> tests{
      {{t.abc, "C lies on AB"}, {t.abd, "D lies on AB"}, {t.cda, "A lies on CD"}, {t.cdb, "B lies on CD"}}};
  std::string out;
  for (const auto& [orientation, words] : tests)
    if (orientation == 0) out += (out.empty() ? "" : " and ") + std::string(words);
  return out;
}

}  // namespace

std::string segments_caption(const collide::SegmentsTrace& t) {
  if (t.collinear) {
    if (!t.intersect) return "All four tests are collinear, but there is a gap along their line → apart";
    if (t.shared.a == t.shared.b)
      return "All four tests are collinear and the segments meet at " + format_point(t.shared.a) + " → they touch";
    return "All four tests are collinear and the segments share " + format_point(t.shared.a) + " to " +
           format_point(t.shared.b) + " → they touch";
  }
  if (t.intersect) {
    const std::string touching = ends_on_lines(t);
    if (!touching.empty()) return touching + " → they touch";
    return "C and D are on opposite sides of AB, and A and B on opposite sides of CD → they cross";
  }
  if (t.abc != 0 && t.abc == t.abd) return "C and D are both on the " + side_word(t.abc) + " of AB → apart";
  if (t.cda != 0 && t.cda == t.cdb) {
    const std::string first = t.abc * t.abd < 0 ? "C and D straddle AB's line, but " : "";
    return first + "A and B are both on the " + side_word(t.cda) + " of CD → apart";
  }
  return "No pair of tests shows a crossing → apart";
}

// ── closest point ──

// t as printed reads true: never "0" or "1" for a t that is not exactly that (a tiny t prints as
// "1e−17", one just past 1 as "1 + 2.2e−16"; t − 1 and 1 − t are exact there).
std::string t_text(const collide::ClosestPointTrace& trace) {
  const double t = trace.t;
  const auto rounded_to_an_end = [t](const std::string& text) {
    return (text == "0" && t != 0) || (text == "1" && t != 1);
  };
  std::string text = format_number(t);
  for (int decimals = 3; rounded_to_an_end(text) && decimals <= 9; ++decimals) text = format_number(t, decimals);
  if (!rounded_to_an_end(text)) return text;
  if (text == "0") return format_signed(t, t > 0 ? 1 : -1);
  return t > 1 ? "1 + " + format_signed(t - 1, 1) : "1 − " + format_signed(1 - t, 1);
}

std::string distance_text(const collide::ClosestPointTrace& trace) {
  // From the exact values, not the rounded Q; a tiny non-zero length is printed as such, never "0".
  const double length = trace.distance;
  return format_compared(length, 0, length > 0 ? 1 : 0).first;
}

std::string closest_point_caption(const collide::ClosestPointTrace& trace, Vec2 p, Vec2 a, Vec2 b) {
  const std::string q = "Q = " + format_point(trace.closest);
  const std::string tail = ", |PQ| = " + distance_text(trace);
  const std::string t = "t = " + t_text(trace);
  if (a == b) return "A and B coincide, so the closest point is A: " + q + tail;
  // On AB exactly (its distance is exact: 0 only then), not where the rounded projection is P.
  if (trace.distance == 0 && trace.clamped_to < 0)
    return "P lies on AB (" + t + ") → Q = P = " + format_point(p) + ", |PQ| = 0";
  if (trace.clamped_to == 0) return "P projects before A (" + t + " < 0) → clamped to A: " + q + tail;
  if (trace.clamped_to == 1) return "P projects past B (" + t + " > 1) → clamped to B: " + q + tail;
  if (trace.end == 0) return "P projects onto A (" + t + ") → Q = A = " + format_point(a) + tail;
  if (trace.end == 1) return "P projects onto B (" + t + ") → Q = B = " + format_point(b) + tail;
  return "P projects between A and B (" + t + ") → " + q + tail;
}

// ── circles ──

std::string squared_text(const std::string& number) {
  return (number.find('e') != std::string::npos ? "(" + number + ")" : number) + "²";
}

Squares squares_of(Vec2 from, Vec2 to, long double reach) {
  const long double dx = static_cast<long double>(to.x) - from.x, dy = static_cast<long double>(to.y) - from.y;
  return {dx * dx + dy * dy, reach * reach};
}

Squares squares_of(const collide::CircleTrace& trace) { return {trace.distance_squared, trace.limit_squared}; }

std::pair<std::string, std::string> compared_numbers(const collide::CircleTrace& trace, const Squares& squares) {
  return told_apart(squares.distance, squares.limit, trace.comparison);
}

std::pair<std::string, std::string> compared_numbers(const collide::CircleTrace& trace) {
  return compared_numbers(trace, squares_of(trace));
}

std::string relation(const collide::CircleTrace& trace) {
  return trace.comparison < 0 ? " < " : trace.comparison == 0 ? " = " : " > ";
}

std::string contact_word(const collide::CircleTrace& trace) {
  return trace.comparison < 0 ? "they collide" : trace.comparison == 0 ? "they touch" : "apart";
}

namespace {

// "|C₁C₂|² = 9 < (r₁ + r₂)² = 25": the comparison the test made, with its numbers.
std::string comparison_text(const collide::CircleTrace& trace, const std::string& distance, const std::string& limit,
                            const Squares& squares) {
  const auto [d, l] = compared_numbers(trace, squares);
  return distance + " = " + d + relation(trace) + limit + " = " + l;
}

std::string circles_caption(const collide::CircleTrace& trace, const Squares& squares) {
  return comparison_text(trace, "|C₁C₂|²", "(r₁ + r₂)²", squares) + " → " + contact_word(trace);
}

std::string point_in_circle_caption(const collide::CircleTrace& trace, const Squares& squares) {
  const std::string where = trace.comparison < 0    ? "P is inside"
                            : trace.comparison == 0 ? "P is on the circle (inside)"
                                                    : "P is outside";
  return comparison_text(trace, "|CP|²", "r²", squares) + " → " + where;
}

std::string circle_segment_caption(const collide::CircleTrace& trace, const Squares& squares) {
  return "Q is AB's point nearest C: " + comparison_text(trace, "|CQ|²", "r²", squares) + " → " + contact_word(trace);
}

}  // namespace

std::string circles_caption(const collide::CircleTrace& trace) { return circles_caption(trace, squares_of(trace)); }
std::string circles_caption(const collide::CircleTrace& trace, const collide::Circle& a, const collide::Circle& b) {
  return circles_caption(trace, squares_of(a.c, b.c, static_cast<long double>(a.r) + b.r));
}
std::string point_in_circle_caption(const collide::CircleTrace& trace) {
  return point_in_circle_caption(trace, squares_of(trace));
}
std::string point_in_circle_caption(const collide::CircleTrace& trace, Vec2 p, const collide::Circle& c) {
  return point_in_circle_caption(trace, squares_of(c.c, p, c.r));
}
std::string circle_segment_caption(const collide::CircleTrace& trace) {
  return circle_segment_caption(trace, squares_of(trace));
}
std::string circle_segment_caption(const collide::CircleTrace& trace, const collide::Circle& c) {
  return circle_segment_caption(trace, squares_of(c.c, trace.closest, c.r));
}

// ── rectangles ──

ShadowAmount shadow_amount(collide::Interval a, collide::Interval b, bool overlap) {
  // The difference of two doubles is 0 exactly when they are equal, so a touch reads 0 exactly.
  const double inner = std::min(a.max, b.max) - std::max(a.min, b.min);
  const double lo = std::max(a.min, b.min), hi = std::min(a.max, b.max);
  const collide::Interval between = overlap ? collide::Interval{lo, hi} : collide::Interval{hi, lo};
  // The ends are the rectangles' own coordinates, exact: their size bounds the amount's rounding.
  const double ends[] = {a.min, a.max, b.min, b.max};
  const double size = std::max({std::fabs(a.min), std::fabs(a.max), std::fabs(b.min), std::fabs(b.max)});
  return {overlap, overlap ? std::max(inner, 0.0) : std::max(-inner, 0.0), between,
          row_places(ends, between.min, between.max, std::max(a.max - a.min, b.max - b.min), size)};
}

namespace {

// The amount correctly rounded, at the row's places (the difference of the printed ends).
std::string amount_words(const ShadowAmount& w) {
  return w.amount == 0 ? "0" : row_amount(w.between.min, w.between.max, w.places);
}

}  // namespace

std::string amount_text(const ShadowAmount& w) { return (w.overlap ? "overlap " : "gap ") + amount_words(w); }

std::string rects_caption(const collide::RectsTrace& t) {
  const ShadowAmount x = shadow_amount(t.ax, t.bx, t.x_overlap), y = shadow_amount(t.ay, t.by, t.y_overlap);
  if (!x.overlap && !y.overlap) return "Both the x and the y shadows show a gap → apart";
  if (!x.overlap || !y.overlap) {
    const std::string gap = !x.overlap ? "x" : "y", ok = !x.overlap ? "y" : "x";
    return "The " + ok + " shadows overlap, but the " + gap + " shadows have a gap of " +
           amount_words(!x.overlap ? x : y) + "; one gap is enough → apart";
  }
  const bool touching = x.amount == 0 || y.amount == 0;
  return "x shadows overlap by " + amount_words(x) + ", y shadows by " + amount_words(y) +
         (touching ? " → they touch" : " → they collide");
}

std::string point_in_rect_caption(const collide::RectsTrace& t) {
  if (t.x_overlap && t.y_overlap) {
    const bool edge = t.bx.min == t.ax.min || t.bx.min == t.ax.max || t.by.min == t.ay.min || t.by.min == t.ay.max;
    return std::string("P.x is within the x shadow and P.y within the y shadow → ") +
           (edge ? "P is on the edge (inside)" : "P is inside");
  }
  if (!t.x_overlap && !t.y_overlap) return "P.x and P.y are both outside the rectangle's shadows → P is outside";
  return std::string(!t.x_overlap ? "P.x is outside the x shadow" : "P.y is outside the y shadow") + " → P is outside";
}

std::string circle_rect_caption(const collide::CircleTrace& trace, const collide::Circle& circle) {
  if (trace.closest == circle.c) return "C is inside the rectangle, so clamping leaves it (Q = C) → they collide";
  // Q is C clamped, exact: the squares from C, Q and r are the exact ones' rounding.
  return "Q is C clamped into the rectangle: " +
         comparison_text(trace, "|CQ|²", "r²", squares_of(circle.c, trace.closest, circle.r)) + " → " +
         contact_word(trace);
}

}  // namespace lab::captions
