// Which axes a SAT figure shows, where their lines go, and what a key keeps off (sat_axes.hpp).
//
// Index of this file:
//   [SECTION] where an axis line goes: outside the shapes, room for the deciding axis's name
//   [SECTION] the axes chosen and placed, their names
//   [SECTION] what the key keeps off: the bars' bands, the lines, the slot's tint
#include "figures/sat_axes.hpp"

#include <algorithm>
#include <cmath>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/sat.hpp"
#include "collide/vec.hpp"
#include "captions/convex.hpp"
#include "captions/joined.hpp"
#include "figures/axis_name_middle.hpp"
#include "figures/axis_stack.hpp"
#include "figures/draw.hpp"
#include "figures/sampling.hpp"

namespace lab::figures {

using collide::AxisStep;

// [SECTION] where an axis line goes: outside the shapes, room for the deciding axis's name

namespace {

/// Where the line of axis u goes: its offset along nrm (the line is {offset·nrm + t·u}), and
/// whether its shadows stay wholly in view there.
struct AxisPlace {
  double offset;
  bool in_view;
};

/// Always outside the shapes' bounds circle (so no axis or bar ever lies on a shape), on the side
/// where the shadows [lo, hi] (in units of u) stay in view; when neither side keeps them wholly
/// in view, the side that keeps more of them.
AxisPlace place_axis(Vec2 u, Vec2 nrm, double lo, double hi, const collide::Circle& bounds, const collide::Rect& view,
                     double px) {
  const AxisRoom room = axis_room(u, nrm, lo, hi, view, px);
  const double s_min = room.s_min, s_max = room.s_max;
  const double middle = collide::dot(bounds.c, nrm);
  const double clear = bounds.r + 40 * px;
  const double above = middle + clear, below = middle - clear;
  if (!room.possible) return {above, false};
  // How far a placement is from where every shadow end is in view (0: in view), further out
  // along its own side when the room there starts beyond it.
  auto miss = [&](double s) { return s < s_min ? s_min - s : s > s_max ? s - s_max : 0.0; };
  if (miss(above) == 0 || miss(below) == 0) {
    // Both fit: the one nearer the middle of the room keeps the bars off the view's edge.
    if (miss(above) == 0 && miss(below) == 0)
      return {std::fabs(above - (s_min + s_max) / 2) <= std::fabs(below - (s_min + s_max) / 2) ? above : below, true};
    return {miss(above) == 0 ? above : below, true};
  }
  // Neither fits as it is: move outward on a side whose room lies further out, else stay just
  // outside the circle on the side that misses least.
  if (s_min > above) return {s_min, true};
  if (s_max < below) return {s_max, true};
  return {miss(above) <= miss(below) ? above : below, false};
}

/// The offset of an axis line whose shadows span [lo, hi]. With every axis shown, the one the
/// caption speaks of (`further`) goes further out than the rest, so its name finds room clear of
/// the others' bars. That extra room is given up where it would push the bars out of the view (a
/// figure drawn larger, as in presenter mode, has fewer pixels of room round the shapes).
double axis_offset(const Canvas& canvas, const SatLayout& layout, Vec2 u, Vec2 nrm, double lo, double hi,
                   bool further) {
  const double px = canvas.pixel();
  collide::Circle bounds = layout.bounds;
  if (further) bounds.r += 70 * px;
  AxisPlace place = place_axis(u, nrm, lo, hi, bounds, canvas.view(), px);
  if (!place.in_view && bounds.r != layout.bounds.r) {
    const AxisPlace nearer = place_axis(u, nrm, lo, hi, layout.bounds, canvas.view(), px);
    if (nearer.in_view) place = nearer;
  }
  return place.offset;
}

/// How wide `name` is on `rows` rows (name_in_rows), in pixels: the room kept beside its bars.
double name_width(const Canvas& canvas, const std::string& name, int rows) {
  double widest = canvas.text_width(name, TextSize::Normal);
  if (const auto split = name_in_rows(name, rows)) {
    widest = 0;
    for (const std::string& row : *split) widest = std::max(widest, canvas.text_width(row, TextSize::Normal));
  }
  return widest + 12;
}

/// With every axis shown, where the deciding axis (or the axis at hand) goes and how many rows of
/// room its name keeps beside the bars on the outer side (name_room_band): axis_offset's place with
/// two rows, unless they would leave the view, as when the bars run along the view's top edge (step
/// 8 dragged by (−0.3, −0.2) put the name past their end); then nearer the shapes; then one row;
/// then the same on the other side; else axis_offset's place and one row, what of it the view holds.
struct NamedPlace {
  double offset;
  int rows;
};

NamedPlace named_axis_place(const Canvas& canvas, const SatLayout& layout, const StackedAxis& axis, double middle,
                            const std::string& name, double centre) {
  const double further = axis_offset(canvas, layout, axis.u, axis.nrm, axis.lo, axis.hi, true);
  const double nearer = axis_offset(canvas, layout, axis.u, axis.nrm, axis.lo, axis.hi, false);
  const AxisRoom room = axis_room(axis.u, axis.nrm, axis.lo, axis.hi, canvas.view(), canvas.pixel());
  // Its own side first (where axis_offset put it), then the other.
  for (const auto& [pair, rows] : {std::pair{std::pair{further, nearer}, 2},
                                   {{further, nearer}, 1},
                                   {{2 * middle - further, 2 * middle - nearer}, 2},
                                   {{2 * middle - further, 2 * middle - nearer}, 1}})
    for (const double s : {pair.first, pair.second}) {
      StackedAxis at = axis;
      at.offset = s;
      if (room.holds(s) && band_in_view(canvas, name_room_band(canvas, at, middle, TextSize::Normal, rows,
                                                               name_width(canvas, name, rows), centre)))
        return {s, rows};
    }
  return {further, 1};
}

/// `offset` moved outward, away from the shapes' `middle`, until it keeps clear of a parallel
/// line already drawn at one of `placed` (a duplicate normal lands on the same spot).
double clear_of_parallels(const std::vector<Vec2>& placed, Vec2 nrm, double offset, double middle, double px) {
  for (int tries = 0; tries < 6; ++tries) {
    const bool clash = std::any_of(placed.begin(), placed.end(), [&](const Vec2& o) {
      return std::fabs(collide::cross(o, nrm)) < 1e-9 * std::max(1.0, std::fabs(collide::dot(o, nrm))) &&
             std::fabs(collide::dot(o, nrm) - offset) < 22 * px;
    });
    if (!clash) break;
    offset += (offset >= middle ? 26 : -26) * px;
  }
  return offset;
}

}  // namespace

// [SECTION] the axes chosen and placed, their names

/// Which axes to show (see the file comment of sat_figure.hpp): the same choice for the figure and
/// for the legend, which names only what the figure draws.
std::vector<ShownAxis> chosen_axes(const SatRuns& runs, const SceneState& state) {
  const auto& steps = runs.all.steps;
  const int n = static_cast<int>(steps.size());
  const int step = walk_step(runs, state);
  const bool all_axes = state.flag(sat_option::all_axes);
  const int deciding = decided_at(runs);
  const int stop = stop_index(runs, state);
  std::vector<ShownAxis> shown;
  // Every axis, up to kMaxShown: past that the deciding one, the one at hand and an even sample.
  std::vector<std::size_t> cited;
  for (int i : {deciding, step - 1})
    if (i >= 0) cited.push_back(static_cast<std::size_t>(i));
  const std::vector<std::size_t> sample = shown_sample(static_cast<std::size_t>(n), cited);
  for (int i = 0; i < n; ++i) {
    const AxisStep& s = steps[static_cast<std::size_t>(i)];
    const bool current = step > 0 && i == step - 1;
    // The whole test marks its deciding axis; a walk marks it only when it is the axis at hand
    // (the figure, the table's row and the caption always speak of the same axis).
    const bool is_deciding = i == deciding && (step == 0 || current);
    // Past the first gap, a walk's caption cites it ("#1 already showed a gap", "the test stopped
    // at #1"): drawn too, as an axis like the others.
    const bool cited = step > 0 && i == deciding && !runs.all.result.collide && i < step - 1;
    if (step > 0 && i >= step) break;
    if (!s.tested || s.unit == Vec2{0, 0}) continue;
    if (!all_axes && !is_deciding && !current && !cited) continue;
    if (!in_sample(sample, static_cast<std::size_t>(i))) continue;
    // While walking the test, axes beyond an early exit are faded: the test never looks at them.
    const bool untried = step > 0 && stop >= 0 && i > stop;
    // A parallel copy of an earlier axis (either direction, as the core found it exactly),
    // named so duplicate normals show.
    shown.push_back({i, s.unit, {-s.unit.y, s.unit.x}, {}, 0, is_deciding, current, untried, s.parallel_to});
  }
  return shown;
}

/// The push-out is drawn (as an arrow) on the deciding axis or the axis at hand when its shadows
/// overlap by more than a touch.
bool shows_push_out(const AxisStep& s, const ShownAxis& a) {
  return (a.is_deciding || a.current) && !a.untried && !s.gap && !s.touching;
}

/// How far an axis's bars reach either side of its line, in pixels.
float band_reach(const ShownAxis& a) { return a.is_deciding ? 11.f : 8.f; }

namespace {

/// An axis placed where its bars meet an earlier axis's (no place in view was clear of them all:
/// step 9 dragged by (0.5, 0) at 1920 × 1080, #7's bars met #2's wherever they stayed in view):
/// the later one moved, 6 pixels at a time through the room that keeps its bars in view, nearest
/// the shapes first (never nearer than clear_of_bands goes), to a place meeting that earlier axis
/// alone, and the earlier one placed again
/// clear of every band, where it then is. Never the deciding axis or the axis at hand (their names
/// have room kept), nor a parallel copy or the axis it copies (each keeps its place beside the
/// other). `order`, `stacked`, `middles` and `bands` are place_axes's, in placing order; `heavy`
/// what the others' bars keep off.
void unmeet_bands(const Canvas& canvas, std::span<ShownAxis* const> order, std::span<const StackedAxis> stacked,
                  std::span<const double> middles, std::vector<std::vector<Vec2>>& bands,
                  std::span<const std::vector<Vec2>> heavy) {
  const double px = canvas.pixel();
  const auto fixed = [&](std::size_t k) {
    const ShownAxis* a = order[k];
    return a->is_deciding || a->current || a->parallel_to >= 0 ||
           std::any_of(order.begin(), order.end(), [&](const ShownAxis* b) { return b->parallel_to == a->i; });
  };
  const auto meets_any = [](const std::vector<Vec2>& band, std::span<const std::vector<Vec2>> others) {
    return std::any_of(others.begin(), others.end(),
                       [&](const std::vector<Vec2>& o) { return collide::convex_polygons_collide(band, o); });
  };
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (fixed(k)) continue;
    const StackedAxis& axis = stacked[k];
    const AxisRoom room = axis_room(axis.u, axis.nrm, axis.lo, axis.hi, canvas.view(), px);
    for (std::size_t j = 0; j < k && room.possible; ++j) {
      if (fixed(j) || !collide::convex_polygons_collide(bands[k], bands[j])) continue;
      std::vector<std::vector<Vec2>> others;  // every band but these two, and what bars keep off
      for (std::size_t m = 0; m < bands.size(); ++m)
        if (m != k && m != j) others.push_back(bands[m]);
      std::vector<std::pair<double, double>> tries;                        // {distance from the shapes' middle, offset}
      const double least = std::fabs(axis.offset - middles[k]) - 28 * px;  // as near as clear_of_bands goes
      for (double s = room.s_min; s <= room.s_max; s += 6 * px)
        if (std::fabs(s - middles[k]) >= least) tries.emplace_back(std::fabs(s - middles[k]), s);
      std::sort(tries.begin(), tries.end());
      for (const auto& [d, sk] : tries) {
        std::vector<Vec2> band_k = stacked_band(canvas, axis, sk, 1.5f);
        if (meets_any(band_k, others) || meets_any(band_k, heavy)) continue;
        std::vector<std::vector<Vec2>> around = others;
        around.push_back(band_k);
        const double sj = clear_of_bands(canvas, stacked[j], middles[j], around, heavy);
        std::vector<Vec2> band_j = stacked_band(canvas, stacked[j], sj, 1.5f);
        if (meets_any(band_j, around) || meets_any(band_j, heavy)) continue;
        bands[k] = std::move(band_k), bands[j] = std::move(band_j);
        order[k]->offset = sk, order[j]->offset = sj;
        order[k]->origin = order[k]->nrm * sk, order[j]->origin = order[j]->nrm * sj;
        break;
      }
      if (!collide::convex_polygons_collide(bands[k], bands[j])) break;
    }
  }
}

}  // namespace

/// Where the chosen axes' lines go: outside the shapes, clear of parallel copies; with every axis
/// shown, each also clear of the bars of those placed before it (clear_of_bands), the deciding axis
/// and the axis at hand placed first so they keep the places their names were given room at.
/// Those others keep off `keep_off` too (the key's block, placed before them).
std::vector<ShownAxis> place_axes(const Canvas& canvas, const SatRuns& runs, const SatLayout& layout,
                                  const SceneState& state, std::span<const std::vector<Vec2>> keep_off) {
  std::vector<ShownAxis> shown = chosen_axes(runs, state);
  const bool all_axes = state.flag(sat_option::all_axes);
  std::vector<ShownAxis*> order;
  for (ShownAxis& a : shown) order.push_back(&a);
  // The deciding axis and the axis at hand first; then the others in order, each parallel copy
  // right after the axis it copies, so it takes the place beside it (clear_of_parallels) before a
  // later axis's bars can: placed after them, polygon-rect's "#8 (same as #3)" was pushed to the
  // view's edge, its name across its own line.
  std::stable_sort(order.begin(), order.end(), [](const ShownAxis* a, const ShownAxis* b) {
    auto key = [](const ShownAxis* x) {
      return std::pair{!(x->is_deciding || x->current), x->parallel_to >= 0 ? x->parallel_to : x->i};
    };
    return key(a) < key(b);
  });
  std::vector<Vec2> placed;              // the origin of every axis line drawn so far
  std::vector<std::vector<Vec2>> bands;  // and the band its bars fill
  std::vector<StackedAxis> stacked;      // each axis as clear_of_bands took it, and its shapes' middle
  std::vector<double> middles;
  // What the others' bars must not lie under even where the view leaves no clear place: the key's
  // block and the room kept for the deciding axis's name.
  std::vector<std::vector<Vec2>> heavy(keep_off.begin(), keep_off.end());
  for (ShownAxis* a : order) {
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a->i)];
    const double lo = std::min(s.a_world.min, s.b_world.min), hi = std::max(s.a_world.max, s.b_world.max);
    const double middle = collide::dot(layout.bounds.c, a->nrm);
    const bool named = all_axes && (a->is_deciding || a->current);
    const NamedPlace first = named ? named_axis_place(canvas, layout, {a->u, a->nrm, lo, hi, band_reach(*a)}, middle,
                                                      axis_name(runs, *a), (s.between.min + s.between.max) / 2)
                                   : NamedPlace{axis_offset(canvas, layout, a->u, a->nrm, lo, hi, false), 0};
    a->offset = clear_of_parallels(placed, a->nrm, first.offset, middle, canvas.pixel());
    if (all_axes) {
      const StackedAxis axis{a->u, a->nrm, lo, hi, band_reach(*a), a->offset};
      stacked.push_back(axis), middles.push_back(middle);
      a->offset = clear_of_bands(canvas, axis, middle, bands, named ? std::span<const std::vector<Vec2>>{} : heavy);
      bands.push_back(stacked_band(canvas, axis, a->offset, 1.5f));
      StackedAxis placed_axis = axis;
      placed_axis.offset = a->offset;
      if (first.rows > 0)
        heavy.push_back(a->name_room = name_room_band(canvas, placed_axis, middle, TextSize::Normal, first.rows,
                                                      name_width(canvas, axis_name(runs, *a), first.rows),
                                                      (s.between.min + s.between.max) / 2));
    }
    a->origin = a->nrm * a->offset;
    placed.push_back(a->origin);
  }
  if (all_axes) unmeet_bands(canvas, order, stacked, middles, bands, heavy);
  return shown;
}

/// The name beside an axis line: "#3", "#3: push-out 2.1" for the axis at hand in a walk, the
/// deciding axis's "deciding axis #2: gap 3.26".
std::string axis_name(const SatRuns& runs, const ShownAxis& a) {
  const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
  std::string text = captions::numbered("#", a.i + 1);
  if (a.untried)
    text += " (not tried)";
  else if (a.is_deciding)
    text = captions::deciding_label(runs.all);
  else if (a.current)
    text += ": " + captions::axis_row(s, captions::shadow_exponent(runs.all.steps)).verdict_in_units();
  if (a.parallel_to >= 0) text += " (same as #" + std::to_string(a.parallel_to + 1) + ")";
  return text;
}

// [SECTION] what the key keeps off: the bars' bands, the lines, the slot's tint

/// What a name must not cross: every shown axis's band of bars (band_reach pixels either side of its
/// line, end ticks included) and its middle line (so no name fits inside a band).
std::vector<std::vector<Vec2>> bar_bands(const Canvas& canvas, const SatRuns& runs, std::span<const ShownAxis> shown) {
  std::vector<std::vector<Vec2>> taken;
  for (const ShownAxis& a : shown) {
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    const double lo = std::min(s.a_world.min, s.b_world.min), hi = std::max(s.a_world.max, s.b_world.max);
    add_bar_outlines(canvas, {a.origin, a.u, lo, hi, band_reach(a)}, taken);
  }
  return taken;
}

namespace {

/// The slot between the deciding axis's shadows, across the whole view: any line in it
/// separates the shapes.
std::vector<Vec2> slot_strip(const Canvas& canvas, const ShownAxis& a, double lo, double hi) {
  const collide::Rect v = canvas.view();
  const double reach = 2 * (v.w + v.h) + std::fabs(a.offset);
  return {a.u * lo - a.nrm * reach, a.u * hi - a.nrm * reach, a.u * hi + a.nrm * reach, a.u * lo + a.nrm * reach};
}

// The axes' lines as sat_deciding_line and sat_axis_lines give them.
std::vector<std::vector<Vec2>> axis_lines(const Canvas& canvas, const SatRuns& runs, std::span<const ShownAxis> placed,
                                          bool every) {
  std::vector<std::vector<Vec2>> out;
  for (const ShownAxis& a : placed) {
    if (!a.is_deciding) {
      if (every) out.push_back(line_in_view(canvas, a.origin, a.origin + a.u));
      continue;
    }
    out.push_back(line_in_view(canvas, a.origin, a.origin + a.u));
    // draw_slot_tint tints the slot when the deciding axis shows a gap (never for an untried one).
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    if (s.gap && !a.untried) out.push_back(slot_strip(canvas, a, s.between.min, s.between.max));
    if (!every) break;
  }
  return out;
}

}  // namespace

std::vector<std::vector<Vec2>> sat_bar_bands(const Canvas& canvas, const SatRuns& runs,
                                             std::span<const ShownAxis> placed) {
  std::vector<std::vector<Vec2>> out = bar_bands(canvas, runs, placed);
  // And the room kept beside the deciding axis's bars for its name (every axis shown).
  for (const ShownAxis& a : placed)
    if (!a.name_room.empty()) out.push_back(a.name_room);
  // And the dashed lines from the shapes to the shadows, where draw_axis draws them.
  for (auto& line : sat_projection_lines(runs, placed)) out.push_back(std::move(line));
  return out;
}

std::vector<std::vector<Vec2>> sat_projection_lines(const SatRuns& runs, std::span<const ShownAxis> placed) {
  std::vector<std::vector<Vec2>> out;
  for (const ShownAxis& a : placed) {
    if (!(a.is_deciding || a.current) || a.untried) continue;
    const AxisStep& s = runs.all.steps[static_cast<std::size_t>(a.i)];
    for (const auto& [from, at] : {std::pair{s.a_low_at, s.a_world.min}, std::pair{s.a_high_at, s.a_world.max},
                                   std::pair{s.b_low_at, s.b_world.min}, std::pair{s.b_high_at, s.b_world.max}})
      out.push_back({from, a.origin + a.u * at});
  }
  return out;
}

void draw_slot_tint(Canvas& canvas, const SatRuns& runs, std::span<const ShownAxis> placed) {
  const AnswerPart answer(canvas);  // the slot is the test's answer, as the axes are
  const auto drawn = sat_deciding_line(canvas, runs, placed);
  if (drawn.size() == 2) canvas.fill_polygon(drawn[1], palette::outside.with_alpha(45));
}

std::vector<std::vector<Vec2>> sat_deciding_line(const Canvas& canvas, const SatRuns& runs,
                                                 std::span<const ShownAxis> placed) {
  return axis_lines(canvas, runs, placed, false);
}

std::vector<std::vector<Vec2>> sat_axis_lines(const Canvas& canvas, const SatRuns& runs,
                                              std::span<const ShownAxis> placed) {
  return axis_lines(canvas, runs, placed, true);
}

}  // namespace lab::figures
