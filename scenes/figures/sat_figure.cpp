// The separating axis figure drawn (sat_figure.hpp says what it shows): each axis's line, its
// shadows and its name, from the axes placed by place_axes (sat_axes.hpp). Its options and words
// are in sat_words.cpp, its panel in sat_panel.cpp, an axis's name placed in axis_name_place.cpp.
//
// Index of this file:
//   [SECTION] an axis drawn: its line, projection lines, shadows and push-out
//   [SECTION] an axis named: beside its bars, the deciding one near their middle
//   [SECTION] draw_sat: every axis shown, the names after the key
#include "figures/sat_figure.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/vec.hpp"
#include "figures/axis_name_middle.hpp"
#include "figures/draw.hpp"
#include "figures/outline_runs.hpp"
#include "figures/sampling.hpp"
#include "figures/sat_axes.hpp"

namespace lab::figures {

using collide::AxisStep;

namespace {

// [SECTION] an axis drawn: its line, projection lines, shadows and push-out

/// Thin lines from the points that cast a shadow's ends to those ends on the axis line, so the
/// reader sees which vertex makes each end (the bar sits `side` pixels off the line).
void draw_projection_lines(Canvas& canvas, Vec2 origin, Vec2 u, Vec2 nrm, const AxisStep& s, float bar,
                           const SatLayout& layout) {
  const double px = canvas.pixel();
  const Vec2 a_side = nrm * (-(bar / 2 + 1) * px), b_side = nrm * ((bar / 2 + 1) * px);
  const Color a_color = layout.a_color.with_alpha(127), b_color = layout.b_color.with_alpha(127);
  canvas.dashed_segment(s.a_low_at, origin + a_side + u * s.a_world.min, a_color, 1);
  canvas.dashed_segment(s.a_high_at, origin + a_side + u * s.a_world.max, a_color, 1);
  canvas.dashed_segment(s.b_low_at, origin + b_side + u * s.b_world.min, b_color, 1);
  canvas.dashed_segment(s.b_high_at, origin + b_side + u * s.b_world.max, b_color, 1);
}

/// "showing 25 of 4,000 axes" when every axis was asked for and only a sample is drawn.
std::string axes_note(const SatRuns& runs, const SceneState& state, std::size_t shown) {
  const int step = walk_step(runs, state);
  std::size_t total = 0;
  for (std::size_t i = 0; i < runs.all.steps.size() && (step == 0 || static_cast<int>(i) < step); ++i)
    total += runs.all.steps[i].tested && runs.all.steps[i].unit != Vec2{0, 0};
  return sample_note("showing", shown, total, "axes");
}

/// Where the push-out's arrow starts along the axis: at B's end `from`, or, for a push-out shorter
/// than kMinPushOutPixels, that far back from its head at `to`, so it still reads as an arrow
/// (separating-axis step 9's 0.35 was a few pixels, all head). Its head stays where B's end must
/// go, and the number beside the bars stays the true one.
double push_out_tail(const Canvas& canvas, double from, double to) {
  const double least = kMinPushOutPixels * canvas.pixel();
  if (std::fabs(to - from) >= least) return from;
  return to - (to >= from ? least : -least);
}

/// One axis's line, its projection lines, its gap (or push-out) and both shadows.
void draw_axis(Canvas& canvas, const AxisStep& s, const ShownAxis& a, const SatLayout& layout) {
  const Vec2 u = a.u, origin = a.origin;
  if (a.is_deciding)
    canvas.line(origin, u, palette::deciding, 3, true);
  else if (a.current)
    canvas.line(origin, u, palette::text, 2);
  else
    canvas.line(origin, u, a.untried ? palette::untested : palette::axis, 1);
  const collide::Interval sa = s.a_world, sb = s.b_world;
  const float bar = a.is_deciding ? 7.f : 4.f;
  if ((a.is_deciding || a.current) && !a.untried) draw_projection_lines(canvas, origin, u, a.nrm, s, bar, layout);
  const double lo = s.between.min, hi = s.between.max;
  if (a.untried) {
    // Never tried by the walk: no evidence either way, so neutral, shadows and all.
    canvas.interval(origin, u, sa.min, sa.max, palette::untested, -(bar / 2 + 1), bar);
    canvas.interval(origin, u, sb.min, sb.max, palette::untested, bar / 2 + 1, bar);
    return;
  }
  if (s.gap) canvas.interval(origin, u, lo, hi, palette::outside, 0, 2 * bar + 4);
  canvas.interval(origin, u, sa.min, sa.max, layout.a_color, -(bar / 2 + 1), bar);
  canvas.interval(origin, u, sb.min, sb.max, layout.b_color, bar / 2 + 1, bar);
  // Green is what the legend says: the stretch both shadows share (one point when they touch), a
  // stripe over the seam between the two bars, where both are.
  if (!s.gap) canvas.interval(origin, u, std::max(sa.min, sb.min), std::min(sa.max, sb.max), palette::inside, 0, 6);
  // The push-out the number names, in its own way: a dark arrow along the line between the bars,
  // from B's end to where it must go (A's far end, the shorter way); not the shared stretch, which
  // is shorter when one shadow holds the other.
  if (shows_push_out(s, a)) {
    const double to = s.b_up ? sa.max : sa.min;
    canvas.arrow(origin + u * push_out_tail(canvas, s.b_up ? sb.min : sb.max, to), origin + u * to, palette::text, 2);
  }
}

// [SECTION] an axis named: beside its bars, the deciding one near their middle

/// How far along its bars an axis's name may slide from their middle, in pixels: within a text
/// height and a half, or (`anywhere`) as far as their ends (never past them, where it read as no
/// axis's), at most 320 (a frame's cost stays a few thousand places).
double name_slide(const Canvas& canvas, const AxisBars& bars, TextSize size, bool anywhere) {
  return anywhere ? std::min((bars.far - bars.near) / canvas.pixel() / 2, 320.0) : 1.5 * Canvas::font_pixels(size);
}

/// The deciding axis's (or the axis at hand's) name beside its bars, within `slide` pixels of
/// their middle along the line (name_slide): on one row or two clear of `taken` (bars, names), of
/// `clear_of` (the shapes, the edges' names, the dashed lines to the shadows) and of `lines` (the
/// other axes' lines), else on a card over those lines (clear of `card_clear_of` instead, when
/// given). None when no such place is found.
std::optional<NameRows> name_beside_bars(const Canvas& canvas, const AxisBars& bars, Vec2 outward, double mid,
                                         double slide, const std::string& name, TextSize size,
                                         std::span<const std::vector<Vec2>> taken,
                                         std::span<const std::vector<Vec2>> clear_of,
                                         std::span<const std::vector<Vec2>> lines,
                                         std::optional<std::span<const std::vector<Vec2>>> card_clear_of = {}) {
  std::vector<std::vector<Vec2>> both(clear_of.begin(), clear_of.end());
  both.insert(both.end(), lines.begin(), lines.end());
  const OutlineRuns placed(taken), clear(card_clear_of ? *card_clear_of : clear_of), all(both);
  for (const bool card : {false, true})
    for (const int count : {1, 2})
      if (const auto rows = name_in_rows(name, count))
        if (const auto shift = place_rows_beside_bars_middle(canvas, bars, outward, mid, *rows, size, slide, placed,
                                                             card ? clear : all, card))
          return NameRows{bars.origin + bars.unit * mid, *shift, *rows, palette::text, size, card};
  return std::nullopt;
}

/// The axis's name beside its line, clear of the bars: the deciding one level with the middle of
/// its gap (or push-out), the others at their outer end; away from the shapes first (`shapes`:
/// layout.outlines in runs, made once for every axis's name).
void name_axis(Canvas& canvas, const SatRuns& runs, const ShownAxis& a, const SatLayout& layout,
               const OutlineRuns& shapes, std::vector<std::vector<Vec2>>& taken, std::span<const ShownAxis> shown,
               std::optional<NameRows>& card) {
  const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
  Color color = s.gap ? palette::outside : palette::muted;
  TextSize size = TextSize::Small;
  if (a.is_deciding || a.current) {
    color = a.is_deciding ? palette::deciding : palette::text;
    size = TextSize::Normal;
  }
  // Never tried: grey like its bars (the darker grey, so the words stay readable).
  if (a.untried) color = palette::muted;
  const double mid = (s.between.min + s.between.max) / 2;
  const double far_end = std::max(s.a_world.max, s.b_world.max), near_end = std::min(s.a_world.min, s.b_world.min);
  const std::vector<double> along = a.is_deciding || a.current ? std::vector<double>{mid, far_end, near_end}
                                                               : std::vector<double>{far_end, near_end};
  const double outward = a.offset >= collide::dot(layout.bounds.c, a.nrm) ? 1 : -1;
  const AxisBars bars{a.origin, a.u, near_end, far_end, band_reach(a)};
  std::vector<std::vector<Vec2>> lines;  // the other axes' lines, drawn across the view
  for (const ShownAxis& other : shown)
    if (other.i != a.i) lines.push_back(line_in_view(canvas, other.origin, other.origin + other.u));
  if (!(a.is_deciding || a.current))
    return draw_axis_name(canvas, bars, a.nrm * outward, along, axis_name(runs, a), color, size, taken, shapes, lines);
  // Clear of the shapes and, where draw_axis drew them, the dashed lines from the shapes to their
  // shadows (touching, the name level with the gap's middle sat on them).
  std::vector<std::vector<Vec2>> clear_of = layout.outlines;
  if (!a.untried)
    for (const auto& [from, at] : {std::pair{s.a_low_at, s.a_world.min}, std::pair{s.a_high_at, s.a_world.max},
                                   std::pair{s.b_low_at, s.b_world.min}, std::pair{s.b_high_at, s.b_world.max}})
      clear_of.push_back({from, a.origin + a.u * at});
  // The deciding axis and the axis at hand beside their bars (name_beside_bars), else where
  // place_beside_bars_middle or, last, place_axis_name finds room.
  const std::string name = axis_name(runs, a);
  // Near the bars' middle first, on the outer side, then (every axis shown, no room there: the
  // key below them, as at step 9 at 800 x 600, or the view's edge) on the inner side on a card over
  // the dashed lines to the shadows; only then further along the bars, the same way round.
  std::optional<NameRows> placed;
  for (const bool anywhere : {false, true}) {
    const double slide = name_slide(canvas, bars, size, anywhere);
    if (!placed)
      placed = name_beside_bars(canvas, bars, a.nrm * outward, mid, slide, name, size, taken, clear_of, lines);
    if (!placed && !lines.empty())
      placed = name_beside_bars(canvas, bars, -a.nrm * outward, mid, slide, name, size, taken, clear_of, lines,
                                std::span<const std::vector<Vec2>>(layout.outlines));
  }
  if (!placed) {
    const Vec2 at = a.origin + a.u * mid;
    const auto shift =
        place_beside_bars_middle(canvas, bars, a.nrm * outward, mid, name, size, taken, OutlineRuns(clear_of));
    placed = NameRows{at,
                      shift ? *shift
                            : place_axis_name(canvas, bars, a.nrm * outward, along, name, size, taken,
                                              OutlineRuns(clear_of)),
                      {name},
                      color,
                      size,
                      false};
    // Where another axis's line runs through it, on a card too (never over the shapes' dashed
    // lines to their shadows: place_beside_bars_middle keeps off them, place_axis_name rather).
    const std::vector<Vec2> box = name_rows_box(canvas, *placed);  // top-left, …, bottom-left
    placed->card = rect_crosses({box[3].x, box[3].y, box[1].x - box[3].x, box[1].y - box[3].y}, lines);
  }
  placed->color = color;
  taken.push_back(name_rows_box(canvas, *placed));
  if (placed->card) return void(card = std::move(placed));  // drawn after every axis (draw_sat)
  draw_name_rows(canvas, *placed);
}

}  // namespace

// [SECTION] draw_sat: every axis shown, the names after the key

void draw_sat(Canvas& canvas, const SatRuns& runs, const SatLayout& layout, const SceneState& state,
              LabelLayout* labels) {
  if (runs.all.steps.empty()) return;
  const AnswerPart answer(canvas);  // axes, shadows and gaps are the test's answer
  // Every axis but the deciding one and the one at hand keeps off the words placed before (the key).
  std::vector<std::vector<Vec2>> placed_words;
  if (labels)
    for (const LabelBox& b : labels->boxes())
      placed_words.push_back({{b.x0, b.y1}, {b.x1, b.y1}, {b.x1, b.y0}, {b.x0, b.y0}});
  const std::vector<ShownAxis> shown = place_axes(canvas, runs, layout, state, placed_words);
  if (labels && state.flag(sat_option::all_axes)) draw_sample_note(*labels, axes_note(runs, state, shown.size()));
  // The bars' bands, then each name as it is drawn: what later names keep clear of.
  std::vector<std::vector<Vec2>> taken = bar_bands(canvas, runs, shown);
  // And the words placed before the axes (the key, in the figure): the names keep off them too.
  if (labels)
    for (const LabelBox& b : labels->boxes()) taken.push_back({{b.x0, b.y1}, {b.x1, b.y1}, {b.x1, b.y0}, {b.x0, b.y0}});
  // The deciding axis and the axis at hand first, so their names get the first pick of places.
  std::vector<ShownAxis> order = shown;
  std::stable_partition(order.begin(), order.end(), [](const ShownAxis& a) { return a.is_deciding || a.current; });
  std::optional<NameRows> card;  // a name on a card, drawn over every axis's lines
  // With every axis shown, their lines fill the room beside the deciding bars: its name keeps off
  // them, or lies on a card. With one or two axes, their names keep the places they had.
  const std::span<const ShownAxis> crossing = state.flag(sat_option::all_axes) ? std::span(shown)
                                                                               : std::span<const ShownAxis>{};
  const OutlineRuns shapes(layout.outlines);
  for (const ShownAxis& a : order) {
    draw_axis(canvas, runs.all.steps[static_cast<std::size_t>(a.i)], a, layout);
    name_axis(canvas, runs, a, layout, shapes, taken, crossing, card);
    // The name's box is the last outline taken: top-left, top-right, bottom-right, bottom-left.
    if (labels) labels->take({taken.back()[0].x, taken.back()[2].y, taken.back()[2].x, taken.back()[0].y});
  }
  if (card) draw_name_rows(canvas, *card);
}

}  // namespace lab::figures
