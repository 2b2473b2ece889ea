// The convex chapter's verdict lines and axis rows, from the core's traces (see convex.hpp).
//
// Index of this file:
//   [SECTION] the verdict lines and counts
//   [SECTION] the walk's step captions
//   [SECTION] the axis rows (their unit, places and ends)
//   [SECTION] the deciding axis's label and the tie words
#include "captions/convex.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "captions/text.hpp"

namespace lab::captions {

using collide::AxisOwner;
using collide::AxisStep;
using collide::Vec2;

// [SECTION] the verdict lines and counts
std::string point_in_convex_caption(const collide::PointInConvexTrace& t) {
  const int n = static_cast<int>(t.edges.size());
  // Every side value 0: the polygon has no area, and the side test alone cannot tell; the
  // verdict is whether P lies within the stretch its vertices cover.
  if (n > 0 && t.on_edges == n && !t.inside)
    return "P is on the line of all " + count_of(n, "edge", "edges") +
           ", but the polygon has no area and P lies beyond the stretch its vertices cover → outside";
  std::string text =
      "P is on the outer side of " + count_number(t.outer_edges) + " of the " + count_of(n, "edge", "edges");
  if (t.on_boundary) text += " and on the line of " + count_number(t.on_edges);
  return text + (t.on_boundary ? " → inside (on the boundary)" : t.inside ? " → inside" : " → outside");
}

std::string polygon_line_caption(const collide::PolygonLineTrace& trace) {
  const int n = static_cast<int>(trace.vertices.size());
  if (!trace.collide)
    return "all " + count_of(n, "vertex", "vertices") + " on the " + (trace.plus > 0 ? "+" : "−") + " side " +
           std::string(verdict_words(false));
  if (trace.plus == 0 || trace.minus == 0)
    return count_of(trace.zero, "vertex", "vertices") + " on the line" +
           (trace.zero < n ? std::string(", the rest ") + (trace.plus > 0 ? "+" : "−") : std::string()) +
           " → they touch";
  return count_of(trace.plus, "vertex", "vertices") + " +, " + count_number(trace.minus) + " −" +
         (trace.zero ? ", " + count_number(trace.zero) + " on the line" : std::string()) +
         " → the line crosses the outline " + std::string(verdict_words(true));
}

namespace {

// What the walk saw, beyond the result's counts.
struct Seen {
  int no_direction = 0;
  bool centre_on_vertex = false, along_line = false, decided_along_line = false;
};

Seen seen(const collide::SatTrace& all) {
  Seen s;
  for (const AxisStep& step : all.steps) {
    s.no_direction += step.degenerate;
    s.centre_on_vertex = s.centre_on_vertex || (step.degenerate && step.owner == AxisOwner::Circle);
    s.along_line = s.along_line || step.along_line;
  }
  const int d = all.result.deciding;
  s.decided_along_line = d >= 0 && d < static_cast<int>(all.steps.size()) &&
                         all.steps[static_cast<std::size_t>(d)].along_line;
  return s;
}

// " (2 parallel duplicates skipped)" or nothing.
std::string skipped(const collide::SatResult& r) {
  if (r.duplicates_skipped == 0) return "";
  return " (" + count_number(r.duplicates_skipped) + " parallel " +
         (r.duplicates_skipped == 1 ? "duplicate" : "duplicates") + " skipped)";
}

// The verdict word for colliding shapes: touching axes (exact) mean they only touch.
std::string collide_word(const collide::SatResult& r) {
  if (r.touching == 0) return " → they collide";
  return ", " + count_number(r.touching) + " only touching → they touch";
}

}  // namespace

std::string sat_caption(const collide::SatTrace& all) {
  const collide::SatResult& r = all.result;
  const Seen s = seen(all);
  // Axes with a direction in book order (the along-line axis is told apart in words).
  const int book_tested = r.tested - (s.along_line ? 1 : 0);
  const std::string axes = count_of(book_tested, "axis", "axes");
  if (!r.collide && !s.decided_along_line && s.no_direction > 0)  // count every axis, as `axes` does
    return count_number(r.with_gap) + " of " + count_of(r.axes, "axis", "axes") +
           (r.with_gap == 1 ? " shows" : " show") + " a gap (" + count_number(s.no_direction) +
           (s.no_direction == 1 ? " has" : " have") + " no direction)" + skipped(r) + "; one is enough → apart";
  if (!r.collide && !s.decided_along_line)
    return count_number(r.with_gap) + " of " + axes + (r.with_gap == 1 ? " shows" : " show") + " a gap" + skipped(r) +
           "; one is enough → apart";
  if (r.collide && s.centre_on_vertex) {
    // The circle's axis, from the centre to that vertex, has no direction: the chapter answers there.
    return "the circle's centre sits on a vertex, so its axis #" + std::to_string(deciding_step(all) + 1) +
           " has no direction" + (r.touching > 0 ? " → they touch" : " → they collide");
  }
  // What the axes of the book's loop showed; the axis along a common line is told after them.
  // Shapes whose edges all have no length are points: no axis of the loop then says anything.
  std::string told;
  if (book_tested == 0)
    told = "none of the " + count_of(r.axes, "axis", "axes") + (r.axes == 1 ? " has" : " have") + " a direction";
  else if (s.no_direction > 0)
    told = "the " + count_number(book_tested) + " of " + count_of(r.axes, "axis", "axes") +
           " that have a direction all show the shadows overlapping";
  else
    told =
        (book_tested == 1 ? "the only axis shows" : "all " + axes + " show") + std::string(" the shadows overlapping");
  told += skipped(r);
  if (!r.collide) return told + ", but the shapes lie on one line and the axis along it shows a gap → apart";
  if (s.along_line)
    told += book_tested == 0 ? ", but the axis along the shapes' common line shows their shadows overlapping"
                             : ", and so does the axis along the shapes' common line";
  else if (book_tested == 0)
    told += ": both shapes are the same single point";
  return told + collide_word(r);
}

// [SECTION] the walk's step captions
int deciding_step(const collide::SatTrace& all) {
  for (std::size_t i = 0; i < all.steps.size(); ++i)
    if (all.steps[i].degenerate && all.steps[i].owner == AxisOwner::Circle) return static_cast<int>(i);
  const int d = all.result.deciding;
  return d >= 0 && d < static_cast<int>(all.steps.size()) ? d : -1;
}

std::string axis_owner(const AxisStep& step, std::string_view a_name, std::string_view b_name) {
  if (step.along_line) return "the line both shapes lie on";
  switch (step.owner) {
    case AxisOwner::A: return std::string(a_name) + " e" + std::to_string(step.edge);
    case AxisOwner::B: return std::string(b_name) + " e" + std::to_string(step.edge);
    case AxisOwner::Circle: return "the circle's axis";
  }
  return {};
}

namespace {

// [SECTION] the axis rows (their unit, places and ends)
// How large the rounding error of a shadow's end can be, in multiples of the unit roundoff: the
// ends are dot products with a unit axis from a difference of coordinates, so the coordinates'
// size, and more again when the axis is short beside them (its direction is then less certain).
// The row's size (its cast points' largest coordinate) and the factor a short axis adds for the
// uncertainty of its direction.
struct ErrorScale {
  double size = 0, factor = 1;
};
ErrorScale error_scale(const AxisStep& s) {
  double size = 0;
  for (Vec2 p : {s.a_low_at, s.a_high_at, s.b_low_at, s.b_high_at})
    size = std::max({size, std::fabs(p.x), std::fabs(p.y)});
  // The axis's length stands for the edge it is the normal of; circle tests use unit axes, which
  // say nothing of it, so the longer shadow stands in (a unit beside shapes 10⁶ across made every
  // row of polygon-circle "≈" at nine places).
  double axis = std::hypot(s.axis.x, s.axis.y);
  if (std::fabs(axis - 1) <= 1e-9) axis = std::max(s.a_world.max - s.a_world.min, s.b_world.max - s.b_world.min);
  return {size, axis > 0 ? 1 + size / axis : 1};
}
double end_error_scale(const AxisStep& s) {
  const ErrorScale e = error_scale(s);
  return e.size * e.factor;
}

}  // namespace

std::string unit_text(int exponent) {
  if (exponent == 0) return "";
  static constexpr std::string_view digits[10] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string power;
  for (char d : std::to_string(std::abs(exponent))) power += digits[d - '0'];
  return "×10" + std::string(exponent < 0 ? "⁻" : "") + power;
}

int shadow_exponent(std::span<const AxisStep> steps) {
  double largest = 0, smallest = HUGE_VAL;  // of the ends that are not 0
  for (const AxisStep& s : steps)
    if (s.tested && !s.degenerate)
      for (double x : {s.a_world.min, s.a_world.max, s.b_world.min, s.b_world.max})
        if (std::isfinite(x) && x != 0)
          largest = std::max(largest, std::fabs(x)), smallest = std::min(smallest, std::fabs(x));
  if (!(largest > 0) || (largest >= 1e-2 && largest < 1e4)) return 0;
  const int exponent = 3 * static_cast<int>(std::floor(std::log10(largest) / 3));
  // A large unit must not turn a small shape's ends into "−0.0000030" (−3 beside a 10⁶ square in
  // units of 10⁶): the largest unit under which every end keeps a digit by the second place,
  // down to none (world units: "−3.00" beside "−500000"), as long as the largest end still
  // reads in plain decimals there (below 5·10⁶ of the unit); else the unit as it was.
  if (exponent <= 0) return exponent;
  for (int e = exponent; e >= 0; e -= 3) {
    if (largest >= 5e6 * std::pow(10.0, e)) break;
    if (smallest >= std::pow(10.0, e - 2)) return e;
  }
  return exponent;
}

std::string AxisRow::verdict_in_units() const {
  const bool number = verdict.starts_with("gap ") || verdict.starts_with("push-out ");
  return number && verdict != "gap 0" && verdict != "push-out 0" ? verdict + unit : verdict;
}

namespace {

// The step's shadows in units of 10^exponent (a power of ten: one rounding each, far inside
// row_places's margin).
AxisStep in_units_of(const AxisStep& s, int exponent) {
  if (exponent == 0) return s;
  const double f = std::pow(10.0, -exponent);
  AxisStep t = s;
  for (collide::Interval* i : {&t.a_world, &t.b_world, &t.between}) *i = {i->min * f, i->max * f};
  return t;
}

}  // namespace

AxisRow axis_row(const AxisStep& step, int exponent) {
  AxisRow untested;
  untested.verdict = step.degenerate  ? "no direction: not tested"
                     : step.duplicate ? "skipped: parallel duplicate"
                                      : "not tried";
  if (step.degenerate || step.duplicate || !step.tested) return untested;
  const AxisStep s = in_units_of(step, exponent);
  // Places enough for the longer shadow (hundredths would print a figure 0.005 across as "0…0"),
  // and more until every number is its value correctly rounded and the gap or push-out is the
  // difference of the printed ends: "gap 3.257" beside −3.036 and −6.293, where hundredths would
  // print ends 3.25 apart for a gap of 3.26.
  const double ends[] = {s.a_world.min, s.a_world.max, s.b_world.min, s.b_world.max};
  const RowPlaces places = row_places(ends, s.between.min, s.between.max,
                                      std::max(s.a_world.max - s.a_world.min, s.b_world.max - s.b_world.min),
                                      end_error_scale(step) * std::pow(10.0, -exponent));
  const int d = places.decimals;
  // Each end's own error: its vertex's size times the axis's (a pentagon's end of −3 beside a
  // square 10⁶ across is known to far more digits than the square's ends).
  const ErrorScale scale = error_scale(step);
  const auto end = [&](double x, Vec2 at) {
    const double size = std::max(std::fabs(at.x), std::fabs(at.y));
    return end_text(x, d, 1e-13 * size * scale.factor * std::pow(10.0, -exponent));
  };
  AxisRow row{end(s.a_world.min, step.a_low_at) + "…" + end(s.a_world.max, step.a_high_at),
              end(s.b_world.min, step.b_low_at) + "…" + end(s.b_world.max, step.b_high_at),
              "",
              d,
              exponent,
              unit_text(exponent)};
  // The gap and the push-out are not 0 (the trace's gap and touching are exact): one the doubles
  // rounded to 0 (a circle over a corner by 9e−17) is only known to be below the last place.
  std::string amount = row_amount(s.between.min, s.between.max, places);
  if (amount == "0") amount = "< " + format_scientific(std::pow(10.0, -places.decimals), 1);
  if (s.gap)
    row.verdict = "gap " + amount;
  else if (s.touching)
    row.verdict = "touching";
  else
    row.verdict = "push-out " + amount;
  return row;
}

// [SECTION] the deciding axis's label and the tie words
int least_tie_count(const collide::SatTrace& all) {
  std::vector<int> steps;
  int directions = 0;  // parallel copies of one axis (a rectangle's e0 and e2) always tie: not news
  for (const collide::LeastPush& way : all.least)
    if (std::find(steps.begin(), steps.end(), way.step) == steps.end()) {
      steps.push_back(way.step);
      directions += all.steps[static_cast<std::size_t>(way.step)].parallel_to < 0;
    }
  return all.result.collide && directions > 1 ? static_cast<int>(steps.size()) : 0;
}

std::string least_tie_words(const collide::SatTrace& all) {
  const int n = least_tie_count(all);
  if (n == 0) return "";
  return " (the first of several axes with that push-out: the loop keeps the first it finds)";
}

std::string deciding_label(const collide::SatTrace& all) {
  const int d = deciding_step(all);
  if (d < 0 || all.steps[static_cast<std::size_t>(d)].degenerate) return "";  // the centre on a vertex: no axis
  const AxisStep& s = all.steps[static_cast<std::size_t>(d)];
  const std::string verdict = axis_row(s, shadow_exponent(all.steps)).verdict_in_units();
  return "deciding axis #" + std::to_string(d + 1) + ": " + (s.gap || s.touching ? verdict : "least " + verdict);
}

std::string sat_step_caption(const collide::SatTrace& all, int i, int stop, std::string_view a_name,
                             std::string_view b_name) {
  if (i < 0 || i >= static_cast<int>(all.steps.size())) return "";
  const AxisStep& s = all.steps[static_cast<std::size_t>(i)];
  // The circle's axis is a direction of its own (centre to nearest vertex), not an edge's normal.
  const char* whose = s.along_line ? " (along " : s.owner == AxisOwner::Circle ? " (" : " (normal of ";
  std::string text = "axis #" + std::to_string(i + 1) + whose + axis_owner(s, a_name, b_name) + "): ";
  if (s.degenerate)
    return text + (s.owner == AxisOwner::Circle ? "the centre sits on the vertex, no direction → they collide"
                                                : "a zero-length edge has no direction, nothing to test");
  if (s.duplicate) return text + "parallel to an earlier axis, skipped";
  if (stop >= 0 && i > stop) return text + "never tried: the test stopped at #" + std::to_string(stop + 1);
  const std::string verdict = axis_row(s, shadow_exponent(all.steps)).verdict_in_units();
  if (s.gap) return text + verdict + (i == stop ? " → apart; the test stops here" : " → apart");
  const int first_gap = all.result.collide ? -1 : all.result.deciding;
  const std::string next =
      first_gap >= 0 && first_gap < i               ? "; #" + std::to_string(first_gap + 1) + " already showed a gap"
      : i + 1 == static_cast<int>(all.steps.size()) ? "; no axis showed a gap" + collide_word(all.result)
                                                    : ", so try the next axis";
  if (s.touching) return text + "the shadows only touch" + next;
  return text + verdict + next;
}

}  // namespace lab::captions
