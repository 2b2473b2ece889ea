// What the edge-walking scenes share (edge_walk_figure.hpp): checks, names, colours, tables.
//
// Index of this file:
//   [SECTION] the frame: room for the legend, a fill's colour
//   [SECTION] input: the self-crossing warning
//   [SECTION] edge numbers: the winding, where an edge's name may go
//   [SECTION] warnings: wrapped across the view
//   [SECTION] names: a shape's name clear of the other outline
//   [SECTION] colours: each edge's status from the trace, the deciding edges and their names, the legends
//   [SECTION] tables: the edge checks table, the lines of edges tested, the verdict line
#include "panel_text.hpp"
#include "concave/edge_walk_figure.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <tuple>

#include "captions/concave_edges.hpp"
#include "captions/text.hpp"
#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "collide/rect.hpp"
#include "collide/fast/quick_outline.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "concave/c_notch.hpp"
#include "role_canvas.hpp"
#include "concave/outline_memo.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/edge_index.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "figures/ray_figure.hpp"
#include "figures/sampling.hpp"
#include "figures/table_rows.hpp"

namespace lab::concave {

using collide::EdgeTestTrace;
using collide::Vec2;

// [SECTION] the frame: room for the legend, a fill's colour
std::vector<Vec2> c_outline() { return c_shape().points; }

collide::Rect frame_with_legend_room(const SceneState& state) {
  Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
  for (const auto& shape : state.shapes) {
    const double r = shape.kind == ShapeKind::Circle ? shape.radius : 0;
    for (Vec2 p : shape.points) {
      lo = {std::min(lo.x, p.x - r), std::min(lo.y, p.y - r)};
      hi = {std::max(hi.x, p.x + r), std::max(hi.y, p.y + r)};
    }
  }
  if (!(lo.x <= hi.x)) return {-5, -5, 10, 10};
  // No fixed minimum size: shapes a thousandth of a unit across fill the view like any others
  // (a floor of one unit left them a speck under a pile of labels). A flat or one-point frame
  // takes a fifth of its longer side, or one unit when it has none.
  const double span = std::max(hi.x - lo.x, hi.y - lo.y);
  const double least = span > 0 ? 0.2 * span : 1.0;
  const double w = std::max(hi.x - lo.x, least), h = std::max(hi.y - lo.y, least);
  const double room = 0.35 * h;
  return {lo.x - (w - (hi.x - lo.x)) * 0.5, lo.y - (h - (hi.y - lo.y)) * 0.5 - room, w, h + room};
}

Color fill_of(Color color) { return color.with_alpha(40); }

// [SECTION] input: the self-crossing warning
std::optional<std::string> self_crossing_warning(std::string_view name, collide::Polygon polygon) {
  // One scene runs on one thread; the memo keeps the walk for outlines that did not change.
  static thread_local OutlineMemo<std::optional<std::string>> memo;
  const auto crossing = memo.get(polygon, [&] { return collide::quick::crossing_edges(polygon); });
  if (!crossing) return std::nullopt;
  return std::string(name) + " crosses itself: " + *crossing +
         ". The even–odd rule still defines inside: an odd number of crossings → inside.";
}

// [SECTION] edge numbers: the winding, where an edge's name may go
namespace {

// +1 when the outline runs counter-clockwise: which side of an edge is outside (only where its
// name goes; nothing is decided by it).
double winding(collide::Polygon polygon) {
  double area = 0;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++)
    area += polygon[j].x * polygon[i].y - polygon[i].x * polygon[j].y;
  return area < 0 ? -1 : 1;
}

// Where an edge's name may go, best first: beside its middle on the outer side, then the inner
// side, then further along the edge, then further out; each place is on one side of its edge,
// `more` pixels further off for a double outline (B's, role_canvas.hpp: it reaches further).
// `outside_first`: every outer place, near and further out, before any inner one.
std::vector<std::pair<Vec2, Vec2>> edge_name_places(const Canvas& canvas, Vec2 a, Vec2 b, double turn,
                                                    std::string_view text, float more, bool outside_first = false) {
  const Vec2 d = b - a;
  const Vec2 outward = Vec2{d.y, -d.x} * turn;
  std::vector<std::pair<Vec2, Vec2>> places;
  for (const double first_side : outside_first ? std::vector<double>{1.0, -1.0} : std::vector<double>{0.0})
    for (float gap : {5.f + more, 16.f + more})
      for (double t : {0.5, 0.3, 0.7, 0.15, 0.85})
        for (double side : {1.0, -1.0})
          if (first_side == 0 || side == first_side)
            places.push_back({a + d * t, figures::offset_away(canvas, outward * side, text, TextSize::Normal, gap)});
  return places;
}

}  // namespace

namespace {

/// Edge a–b's name at points along it, each with places all round, clear of `avoid`'s outlines
/// and of the other labels; false when none is.
bool place_clear_round(figures::LabelLayout& layout, Vec2 a, Vec2 b, const std::string& text, Color c,
                       std::span<const std::vector<Vec2>> avoid) {
  const collide::Rect view = layout.canvas().view();
  for (const float gap : {8.0f, 24.0f})
    for (double t : {0.5, 0.3, 0.7, 0.15, 0.85, 0.0, 1.0}) {
      const Vec2 at = a + (b - a) * t;
      if (!collide::point_in_rect(at, view)) continue;
      for (Vec2 offset : figures::offsets_around(layout.canvas(), {0, 1}, text, TextSize::Normal, gap)) {
        if (figures::label_crosses(layout.canvas(), at, offset, text, TextSize::Normal, avoid)) continue;
        const Vec2 one[1] = {offset};
        if (layout.place(at, text, c, TextSize::Normal, one, false)) return true;
      }
    }
  return false;
}

/// Edge a–b's name beside points along it, slid along the edge by a quarter and a half of its
/// length either way, each side at 5 and 16 pixels, nearest the edge's middle first: a long name
/// ("B's e0: first pair") between two other edges close by fits where a name centred on a point
/// crosses one of them (sat-breaks step 8: B's e0 under A's dashed e3).
std::vector<std::pair<Vec2, Vec2>> slid_places(const Canvas& canvas, Vec2 a, Vec2 b, double turn, std::string_view text,
                                               float more) {
  const Vec2 d = b - a, outward = Vec2{d.y, -d.x} * turn;
  const double along_px = std::sqrt(collide::dot(d, d)) / canvas.pixel();
  if (along_px <= 0) return {};
  const Vec2 u = d * (1 / (along_px * canvas.pixel()));  // the edge's direction, one unit long
  const double w = canvas.text_width(text, TextSize::Normal), h = Canvas::font_pixels(TextSize::Normal);
  const double half = (std::fabs(u.x) * w + std::fabs(u.y) * h) / 2;  // the box's half-length along the edge
  std::vector<std::tuple<double, Vec2, Vec2>> places;                 // distance from the middle, anchor, offset
  for (float gap : {5.f + more, 16.f + more})
    for (double t : {0.5, 0.25, 0.75, 0.0, 1.0})
      for (double slide : {0.0, -0.5, 0.5, -1.0, 1.0})
        for (double side : {1.0, -1.0}) {
          const Vec2 offset =
              figures::offset_away(canvas, outward * side, text, TextSize::Normal, gap) + u * (slide * half);
          const double from_middle = std::fabs((t - 0.5) * along_px + slide * half) + gap + (side < 0 ? 1 : 0);
          places.emplace_back(from_middle, a + d * t, offset);
        }
  std::stable_sort(places.begin(), places.end(),
                   [](const auto& p, const auto& q) { return std::get<0>(p) < std::get<0>(q); });
  std::vector<std::pair<Vec2, Vec2>> out;
  for (const auto& [from_middle, at, offset] : places) out.push_back({at, offset});
  return out;
}

/// Edge a–b's name at the first of `places` that is in view, clear of the labels and crosses none
/// of `obstacles`; false when none is.
bool place_first_clear(figures::LabelLayout& layout, std::span<const std::pair<Vec2, Vec2>> places,
                       const std::string& text, Color c, const figures::EdgeIndex& obstacles, float apart) {
  for (const auto& [at, offset] : places) {
    if (figures::label_crosses(layout.canvas(), at, offset, text, TextSize::Normal, obstacles)) continue;
    const Vec2 one[1] = {offset};
    if (layout.place(at, text, c, TextSize::Normal, one, false, {}, apart)) return true;
  }
  return false;
}

/// The outlines of `avoid` but `own` (the shape whose edge is named): a name may cross its own
/// shape's edge where nothing else is clear, never another shape's (it reads as that edge's).
std::vector<std::vector<Vec2>> others_of(std::span<const std::vector<Vec2>> avoid, collide::Polygon own) {
  std::vector<std::vector<Vec2>> out;
  for (const auto& outline : avoid)
    if (!std::equal(outline.begin(), outline.end(), own.begin(), own.end())) out.push_back(outline);
  return out;
}

/// Whether the box of `text` at `at` + `offset` has its middle inside one of `others` (the other
/// shapes' outlines): a name there reads as that shape's (fast-objects step 1: A's "e1", the
/// caption's, lay inside B where A's e1 runs through it).
bool inside_other_shape(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text,
                        std::span<const figures::OutlineRuns> others) {
  const figures::LabelBox box = figures::label_box(canvas, at, offset, text, TextSize::Normal);
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  return std::any_of(others.begin(), others.end(), [&](const figures::OutlineRuns& o) { return o.holds(middle); });
}

/// Each of `outlines` alone in runs of edges (a 2,000-gon's point in polygon reads its row's edges).
std::vector<figures::OutlineRuns> each_in_runs(const std::vector<std::vector<Vec2>>& outlines) {
  std::vector<figures::OutlineRuns> out;
  for (const auto& outline : outlines) out.emplace_back(std::span(&outline, 1));
  return out;
}

/// Edge a–b's name inside its own shape `polygon`, on the edge's inner side further in at each
/// step (past another shape's stroke that runs through it), its middle in its own shape and out
/// of the `others`, its ink 6 pixels clear of `obstacles` (the other's stroke may be the deciding
/// edge's, dashed and wide), clear of the labels; false when none is.
bool place_on_own_tint(figures::LabelLayout& layout, collide::Polygon polygon, Vec2 a, Vec2 b, double turn,
                       const std::string& text, Color c, float more, const figures::EdgeIndex& obstacles,
                       std::span<const figures::OutlineRuns> others, float apart) {
  const Canvas& canvas = layout.canvas();
  const Vec2 d = b - a, inward = Vec2{-d.y, d.x} * turn;
  const std::vector<std::vector<Vec2>> outline{{polygon.begin(), polygon.end()}};
  const figures::OutlineRuns own(outline);
  // Along the edge in twentieths, nearest its middle first: a name between two others on the
  // tint may need all but a few pixels of the room there is.
  for (float gap = 5; gap <= 96; gap += 7)
    for (int k = 0; k < 19; ++k) {
      const double t = 0.5 + (k % 2 == 0 ? 1 : -1) * 0.05 * ((k + 1) / 2);
      const Vec2 at = a + d * t, offset = figures::offset_away(canvas, inward, text, TextSize::Normal, gap + more);
      const figures::LabelBox box = figures::label_box(canvas, at, offset, text, TextSize::Normal);
      // (Without room among the labels, place() refuses it: asked first, the cheapest.)
      if (!layout.has_room(at, offset, text, TextSize::Normal, c, apart) ||
          !own.holds({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}) ||
          figures::label_crosses(canvas, at, offset, text, TextSize::Normal, obstacles, more + 6) ||
          inside_other_shape(canvas, at, offset, text, others))
        continue;
      const Vec2 one[1] = {offset};
      if (layout.place(at, text, c, TextSize::Normal, one, false, {}, apart)) return true;
    }
  return false;
}

/// Whether an edge's name at `at` + `offset` keeps apart from the other shape's edge of the same
/// name: side by side, A's "e3" and B's read "e3e3" (sat-breaks step 7, the notch's back wall
/// and the square's left side a unit apart).
bool apart_from_namesakes(const figures::LabelLayout& layout, Vec2 at, Vec2 offset, std::string_view text) {
  return layout.apart_from_namesakes(figures::label_box(layout.canvas(), at, offset, text, TextSize::Normal), text,
                                     TextSize::Normal);
}

}  // namespace

figures::EdgeIndex edge_name_index(const figures::LabelLayout& layout, std::span<const std::vector<Vec2>> avoid) {
  // The outlines' edges in a grid of cells half a label wide: each place tried tests the edges
  // near it, not every edge of both outlines (a 2,000-star's spikes crowd a 48-pixel cell: at 24
  // polygon-polygon's frame is a fifth fewer instructions, the concave chapter's others a third).
  return figures::EdgeIndex(avoid, 24 * layout.canvas().pixel());
}

void draw_edge_numbers(figures::LabelLayout& layout, collide::Polygon polygon, Color color,
                       std::span<const std::vector<Vec2>> avoid, std::span<const EdgeName> names,
                       std::string_view owner, EdgeNamesPass which, EdgeNameSpacing spacing) {
  draw_edge_numbers(layout, polygon, color, avoid, edge_name_index(layout, avoid), names, owner, which, spacing);
}

void draw_edge_numbers(figures::LabelLayout& layout, collide::Polygon polygon, Color color,
                       std::span<const std::vector<Vec2>> avoid, const figures::EdgeIndex& obstacles,
                       std::span<const EdgeName> names, std::string_view owner, EdgeNamesPass which,
                       EdgeNameSpacing spacing) {
  // Edge names belong to the explanation (one of them names the deciding edge): predict mode
  // shows none, so a missing or coloured name cannot give the answer away.
  const AnswerPart answer(layout.canvas());
  const std::size_t n = polygon.size();
  if (n < 2) return;
  const double turn = winding(polygon);
  const float wider = RoleCanvas::doubled(color) ? RoleCanvas::side : 0.f;  // a double outline reaches further
  // Past figures::kMaxShown edges: the named ones (the caption cites them) and an even sample.
  std::vector<std::size_t> cited;
  for (std::size_t i = 0; i < names.size() && i < n; ++i)
    if (!names[i].text.empty()) cited.push_back(i);
  const std::vector<std::size_t> sample = figures::shown_sample(n, cited);
  std::string note = figures::sample_note("naming", sample.size(), n, "edges");
  if (!note.empty() && !owner.empty()) note += " of " + std::string(owner);
  if (which != EdgeNamesPass::Cited) figures::draw_sample_note(layout, note);
  std::optional<figures::EdgeIndex> others;  // the other shapes' edges, made when a name first needs them
  const std::vector<std::vector<Vec2>> other_outlines = others_of(avoid, polygon);
  const std::vector<figures::OutlineRuns> other_runs = each_in_runs(other_outlines);
  for (std::size_t i : sample) {
    const bool named = i < names.size() && !names[i].text.empty();
    if ((which == EdgeNamesPass::Cited && !named) || (which == EdgeNamesPass::Rest && named)) continue;
    const std::string text = named ? names[i].text : captions::edge_name(static_cast<int>(i));
    const Color c = named ? names[i].color : color;
    // And a framed name's frame reaches past its words (push-apart's framed "e1" touched B's line).
    const float more = wider + (RoleCanvas::doubled(c) ? RoleCanvas::frame_reach : 0.f);
    const Vec2 a = polygon[i], b = polygon[(i + 1) % n];
    bool drawn = false;
    // Past the first pass a plain number still crosses no outline and no ray: where nothing is
    // clear it is left out (sat-breaks step 7, A dragged up: B's "e0" lay across A's e2, under
    // B's ray). It may stand inside another shape beside its edge (step 8: B's "e3", framed in
    // B's purple, beside B's left side where A's tint is all round it).
    // And, asked (own_tint), it stands on no other shape's fill: there it reads as that shape's,
    // and where nothing else is clear it is left out (fast-objects step 1 at 800 × 600: B's "e3",
    // its edge inside A, on A's tint).
    // (`crossing`: whether the words cross an outline, asked only when needed.)
    const auto on_strokes = [&](Vec2 at, Vec2 offset, auto&& crossing) {
      return !named && !avoid.empty() &&
             (crossing() || (spacing.own_tint && inside_other_shape(layout.canvas(), at, offset, text, other_runs)));
    };
    // Each place in turn clear of the outlines and out of the other shapes, then clear of the
    // other labels only. A name the caption cites first tries further round its edge and slid
    // along it, still clear of every outline, before it would lie on another shape ("A's e3:
    // first pair" was written inside B), and then crosses its own shape's edges rather than
    // another shape's (B's e0's lay on A's e3).
    const auto places = edge_name_places(layout.canvas(), a, b, turn, text, more, spacing.outside_first);
    // Whether each place's words cross an outline, asked once for the passes and rounds below
    // (-1: not yet): the question that walks the outlines' edges near it.
    std::vector<signed char> crossing(places.size(), -1);
    const auto crosses = [&](std::size_t k) {
      if (crossing[k] < 0)
        crossing[k] = figures::label_crosses(layout.canvas(), places[k].first, places[k].second, text, TextSize::Normal,
                                             obstacles);
      return crossing[k] == 1;
    };
    for (int pass = avoid.empty() ? 1 : 0; pass < 2 && !drawn; ++pass) {
      // Each pass twice: where the name's words read on a tint first (LabelLayout::reads; B's e0
      // inside A lay on the push's arrow in push-apart). A place without room among the labels
      // placed is passed over first: place() would refuse it, whatever the outlines.
      for (int round = 0; round < 2 && !drawn; ++round)
        for (std::size_t k = 0; k < places.size() && !drawn; ++k) {
          const auto& [at, offset] = places[k];
          if (!layout.has_room(at, offset, text, TextSize::Normal, c, spacing.apart)) continue;
          if (pass == 0 && (crosses(k) || inside_other_shape(layout.canvas(), at, offset, text, other_runs) ||
                            !apart_from_namesakes(layout, at, offset, text)))
            continue;
          if (pass == 1 && on_strokes(at, offset, [&] { return crosses(k); })) continue;
          if (round == 0 && !layout.reads(at, offset, text, TextSize::Normal, c)) continue;
          const Vec2 one[1] = {offset};
          drawn = layout.place(at, text, c, TextSize::Normal, one, false, {}, spacing.apart);
        }
      if (pass == 0 && !drawn && named) {
        // Slid along its edge (near it), then round points of it further out, clear of every
        // outline; then crossing its own shape's edges only.
        const auto slid = slid_places(layout.canvas(), a, b, turn, text, more);
        drawn = place_first_clear(layout, slid, text, c, obstacles, spacing.apart) ||
                place_clear_round(layout, a, b, text, c, avoid);
        if (!drawn) {
          if (!others) others.emplace(others_of(avoid, polygon), 48 * layout.canvas().pixel());
          drawn = place_first_clear(layout, edge_name_places(layout.canvas(), a, b, turn, text, more), text, c, *others,
                                    spacing.apart) ||
                  place_first_clear(layout, slid, text, c, *others, spacing.apart);
        }
      }
      if (pass == 0 && !drawn && spacing.own_tint && !other_runs.empty())
        drawn = place_on_own_tint(layout, polygon, a, b, turn, text, c, more, obstacles, other_runs, spacing.apart);
    }
    // Crowded: further out, round any point of the edge in view. Only a name the caption cites
    // (`names[i]`, the deciding edge) is drawn over another label when nothing else was free; a
    // plain edge number with no room (a speck of a polygon, edges piled up) is left out rather
    // than printed over the others, and an edge out of view goes unnamed.
    const collide::Rect view = layout.canvas().view();
    for (double t : {0.5, 0.3, 0.7, 0.15, 0.85}) {
      const Vec2 at = a + (b - a) * t;
      if (drawn || !collide::point_in_rect(at, view)) continue;
      std::vector<Vec2> offsets = figures::offsets_around(layout.canvas(), {0, 1}, text, TextSize::Normal, 28);
      std::erase_if(offsets, [&](Vec2 o) {
        return !layout.has_room(at, o, text, TextSize::Normal, c, spacing.apart) || on_strokes(at, o, [&] {
          return figures::label_crosses(layout.canvas(), at, o, text, TextSize::Normal, obstacles);
        });
      });
      drawn = layout.place(at, text, c, TextSize::Normal, offsets, false, {}, spacing.apart);
    }
    if (!drawn && named && collide::point_in_rect((a + b) * 0.5, view))
      layout.place((a + b) * 0.5, text, c, TextSize::Normal,
                   figures::offsets_around(layout.canvas(), {0, 1}, text, TextSize::Normal, 28));
  }
}

// [SECTION] warnings: wrapped across the view
namespace {

// `text` broken at spaces into lines no wider than `width` pixels (a word wider than that alone
// on its line): a warning longer than the view wraps instead of running off its right edge.
std::vector<std::string> wrapped(const Canvas& canvas, const std::string& text, double width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    const std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && canvas.text_width(longer, TextSize::Normal) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
    start = end + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace

void draw_warning_lines(figures::LabelLayout& layout, std::span<const std::string> warnings) {
  const collide::Rect view = layout.canvas().view();
  const Vec2 top_left{view.x, view.y + view.h};
  const double width = view.w / layout.canvas().pixel() - 24;
  float down = 12;
  for (const auto& w : warnings) {
    const auto end = w.find(". ");
    for (const auto& line : wrapped(layout.canvas(), "Warning: " + w.substr(0, end), width)) {
      const Vec2 offset[1] = {{12, -down}};
      layout.place(top_left, line, palette::deciding, TextSize::Normal, offset);
      down += 22;
    }
    down += 4;
  }
}

std::vector<std::string> edge_scene_warnings(std::vector<std::string> problems, bool valid,
                                             std::initializer_list<std::optional<std::string>> self_crossings) {
  if (!valid) return problems;
  for (const auto& warning : self_crossings)
    if (warning) problems.push_back(*warning);
  return problems;
}

// [SECTION] names: a shape's name clear of the other outline
namespace {

// Whether the name's box at `corner` + `offset` has a corner inside one of the closed outlines in
// `outlines` other than `own`.
bool over_another(const Canvas& canvas, Vec2 corner, Vec2 offset, std::string_view name, collide::Polygon own,
                  std::span<const std::vector<Vec2>> outlines) {
  const figures::LabelBox box = figures::label_box(canvas, corner, offset, name, TextSize::Large);
  const std::array<Vec2, 4> ends{Vec2{box.x0, box.y0}, Vec2{box.x1, box.y0}, Vec2{box.x0, box.y1},
                                 Vec2{box.x1, box.y1}};
  for (const auto& outline : outlines) {
    if (outline.size() < 3 || std::equal(outline.begin(), outline.end(), own.begin(), own.end())) continue;
    for (Vec2 p : ends)
      if (collide::point_in_polygon(p, outline)) return true;
  }
  return false;
}

}  // namespace

void draw_name(figures::LabelLayout& layout, collide::Polygon polygon, std::string_view name, Color color,
               std::span<const std::vector<Vec2>> avoid, float gap, float keep) {
  // Above the top-left corner, or round it; a shape reaching out of the view is named at its
  // highest corner still in view (no corner in view: nothing of it to name).
  std::vector<Vec2> corners(polygon.begin(), polygon.end());
  std::stable_sort(corners.begin(), corners.end(),
                   [](Vec2 a, Vec2 b) { return a.y > b.y || (a.y == b.y && a.x < b.x); });
  const collide::Rect view = layout.canvas().view();
  std::optional<Vec2> first;
  int tried = 0;
  for (Vec2 corner : corners) {
    if (!collide::point_in_rect(corner, view)) continue;
    if (!first) first = corner;
    ++tried;
    std::vector<Vec2> offsets;
    for (Vec2 o : figures::offsets_around(layout.canvas(), {-1, 1}, name, TextSize::Large, 10)) offsets.push_back(o);
    offsets.insert(offsets.begin(), Vec2{-6, 34});
    // Not over another shape: a name inside A beside B's corner reads as A's (push-apart, touching).
    // At the first few corners only: each look is a walk round the other outlines.
    // Nor with its frame on a stroke: a line's box test leaves the stroke's width (sat-breaks
    // step 7, A dragged right: B's frame lay on A's e3).
    const double reach = keep * layout.canvas().pixel();
    const auto on_stroke = [&](Vec2 o) {
      const figures::LabelBox ink = figures::ink_box(
          layout.canvas(), figures::label_box(layout.canvas(), corner, o, name, TextSize::Large), color);
      return keep > 0 && figures::box_crosses({ink.x0 - reach, ink.y0 - reach, ink.x1 + reach, ink.y1 + reach}, avoid);
    };
    // (A place without room among the labels is refused by place() anyway: passed over first.)
    if (tried <= 4)
      std::erase_if(offsets, [&](Vec2 o) {
        return !layout.has_room(corner, o, name, TextSize::Large, color, gap) ||
               over_another(layout.canvas(), corner, o, name, polygon, avoid) || on_stroke(o);
      });
    if (layout.place(corner, name, color, TextSize::Large, offsets, false, avoid, gap)) return;
  }
  // Every place beside a corner is taken (a tiny shape under other words): further out, up and
  // to the left, until free. The caption cites the name, so it is always drawn.
  if (first) layout.away(*first, *first + Vec2{1, -1}, name, color, TextSize::Large, 10);
}

// [SECTION] colours: each edge's status from the trace, the deciding edges and their names, the legends
std::vector<EdgeStatus> edge_statuses(const EdgeTestTrace& trace, std::size_t edges, bool of_b,
                                      std::size_t other_edges) {
  std::vector<EdgeStatus> status(edges, EdgeStatus::Untested);
  std::vector<std::size_t> tested(edges, 0);
  const std::size_t needed = other_edges > 0 ? other_edges : 1;  // checks that clear an edge
  for (std::size_t k = 0; k < trace.checks.size(); ++k) {
    const auto& check = trace.checks[k];
    const int e = of_b ? check.other_edge : check.edge;
    if (e < 0 || static_cast<std::size_t>(e) >= edges) continue;
    const auto i = static_cast<std::size_t>(e);
    ++tested[i];
    if (check.hit && static_cast<int>(k) == trace.first_hit)
      status[i] = EdgeStatus::Deciding;
    else if (check.hit && status[i] != EdgeStatus::Deciding)
      status[i] = EdgeStatus::Hit;
    else if (status[i] == EdgeStatus::Untested || status[i] == EdgeStatus::Partial)
      status[i] = tested[i] >= needed ? EdgeStatus::Missed : EdgeStatus::Partial;
  }
  return status;
}

std::vector<Color> edge_colors(std::span<const EdgeStatus> statuses, Color base) {
  std::vector<Color> colors;
  for (EdgeStatus s : statuses) {
    switch (s) {
      case EdgeStatus::Deciding: colors.push_back(palette::collide); break;  // dashed over by draw_deciding_edges
      case EdgeStatus::Hit: colors.push_back(palette::collide); break;
      case EdgeStatus::Missed: colors.push_back(palette::apart); break;
      case EdgeStatus::Untested: colors.push_back(palette::untested); break;
      case EdgeStatus::Partial: colors.push_back(base); break;
    }
  }
  return colors;
}

void draw_deciding_edges(Canvas& canvas, collide::Polygon polygon, std::span<const EdgeStatus> statuses) {
  const AnswerPart answer(canvas);
  for (std::size_t i = 0; i < statuses.size() && i < polygon.size(); ++i) {
    if (statuses[i] != EdgeStatus::Deciding) continue;
    const auto [a, b] = collide::edge(polygon, i);
    canvas.dashed_segment(a, b, palette::deciding, 6);
  }
}

std::vector<figures::LegendEntry> edge_legend(std::span<const EdgeStatus> statuses, bool pairs, Color base) {
  using figures::LegendEntry;
  auto has = [&](EdgeStatus s) { return std::find(statuses.begin(), statuses.end(), s) != statuses.end(); };
  std::vector<LegendEntry> entries;
  if (has(EdgeStatus::Deciding))
    entries.push_back({palette::deciding, pairs ? "first pair that meets: decides" : "first hit: decides",
                       LegendEntry::Mark::Dashed});
  // The deciding edge is drawn green under its dashes (edge_colors): green is on the figure
  // whenever an edge met, so the legend says so.
  if (has(EdgeStatus::Hit))
    entries.push_back({palette::collide, "met (the full pass went on past the first)"});
  else if (has(EdgeStatus::Deciding))
    entries.push_back(
        {palette::collide, pairs ? "met (the first pair, under the dashes)" : "met (the first hit, under the dashes)"});
  if (has(EdgeStatus::Missed))
    entries.push_back({palette::apart, pairs ? "tried against every edge: missed" : "tried: missed"});
  if (has(EdgeStatus::Partial)) entries.push_back({base, "tried against some edges only"});
  if (has(EdgeStatus::Untested)) entries.push_back({palette::untested, "never tried (the test stopped)"});
  return entries;
}

std::vector<figures::LegendEntry> pair_edge_legend(std::span<const EdgeStatus> a, std::span<const EdgeStatus> b,
                                                   std::string_view a_name, std::string_view b_name) {
  std::vector<EdgeStatus> both;
  for (auto side : {a, b})
    for (EdgeStatus s : side)
      if (s != EdgeStatus::Partial) both.push_back(s);
  auto entries = edge_legend(both, true, palette::shape_a);
  const auto partial = [](std::span<const EdgeStatus> s) {
    return std::find(s.begin(), s.end(), EdgeStatus::Partial) != s.end();
  };
  // Before "never tried", as edge_legend orders the statuses.
  auto at = std::find_if(entries.begin(), entries.end(), [](const auto& e) { return e.color == palette::untested; });
  if (partial(b))
    at = entries.insert(at, {palette::shape_b, std::string(b_name) + "'s edge tried against some edges only"});
  if (partial(a)) entries.insert(at, {palette::shape_a, std::string(a_name) + "'s edge tried against some edges only"});
  return entries;
}

void draw_edge_legend(figures::LabelLayout& layout, std::span<const EdgeStatus> statuses, bool pairs,
                      std::vector<figures::LegendEntry> more, std::span<const std::vector<Vec2>> avoid, Color base) {
  auto entries = edge_legend(statuses, pairs, base);
  for (auto& entry : more) entries.push_back(std::move(entry));
  figures::draw_legend(layout, entries, avoid);
}

std::vector<EdgeName> deciding_names(const EdgeTestTrace& book, std::size_t n, std::string_view owner,
                                     std::string_view what, bool of_b) {
  std::vector<EdgeName> names(n);
  if (book.first_hit < 0) return names;
  const auto& hit = book.checks[static_cast<std::size_t>(book.first_hit)];
  const int e = of_b ? hit.other_edge : hit.edge;
  if (e >= 0 && static_cast<std::size_t>(e) < n)
    names[static_cast<std::size_t>(e)] = {std::string(owner) + captions::edge_name(e) + ": " + std::string(what),
                                          palette::deciding};
  return names;
}

std::vector<EdgeStatus> draw_tested_polygon(Canvas& canvas, collide::Polygon polygon, const EdgeTestTrace& shown,
                                            bool fill) {
  const auto statuses = edge_statuses(shown, polygon.size());
  const auto colors = edge_colors(statuses, palette::shape_a);
  figures::OutlineStyle style;
  style.width = 3.5f;
  style.edge_colors = colors;
  if (fill) style.fill = fill_of(palette::shape_a);
  figures::draw_outline(canvas, polygon, style);
  draw_deciding_edges(canvas, polygon, statuses);
  return statuses;
}

EdgeTestTrace stopped_at_first_hit(const EdgeTestTrace& all) {
  EdgeTestTrace book = all;
  if (all.first_hit >= 0) {
    book.checks.resize(static_cast<std::size_t>(all.first_hit) + 1);
    book.hits = 1;
  }
  return book;
}

// [SECTION] tables: the edge checks table, the lines of edges tested, the verdict line
void edge_checks_table(const char* id, const EdgeTestTrace& trace, const ChecksTableStyle& style) {
  edge_checks_table(
      id, static_cast<int>(trace.checks.size()), [&](int k) { return trace.checks[static_cast<std::size_t>(k)]; },
      trace.first_hit, style);
}

namespace {

// A cell whole, never cut: a table that sizes its columns to their contents learns each width
// from what was drawn, and a cell cut to "mis…" once would keep its column that narrow.
void whole_cell(const std::string& text, Color color = palette::text) {
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(color.r, color.g, color.b, color.a));
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopStyleColor();
}

}  // namespace

void edge_checks_table(const char* id, int rows, const std::function<collide::EdgeCheck(int)>& check_of, int marked,
                       const ChecksTableStyle& style) {
  if (rows <= 0) {
    ImGui::TextWrapped("%s", "No checks were made.");
    return;
  }
  // A circle test's d² against r² says the result by its sign, so it takes the result's column
  // (five columns would not fit the panel at 1280×800: "mis…").
  const int columns = 3 + (style.pairs ? 1 : 0) + (style.closest ? 1 : 0);
  if (style.closest) ImGui::TextWrapped("%s", "d² ≤ r²: the edge is touched; d² > r²: out of reach.");
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  ImVec2 size{0, 0};  // as tall as its rows: a fixed height would leave an empty row below them
  constexpr std::size_t kRowsShown = 12;
  if (static_cast<std::size_t>(rows) > kRowsShown) {
    // A long walk scrolls under a fixed header; the half row at the bottom says there is more.
    flags |= ImGuiTableFlags_ScrollY;
    size.y = ImGui::GetTextLineHeightWithSpacing() * (static_cast<float>(kRowsShown + 1) + 0.5f);
  }
  if (!ImGui::BeginTable(id, columns, flags, size)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn(style.pairs ? "A's edge" : "edge");
  if (style.pairs) ImGui::TableSetupColumn("B's edge");
  if (style.closest) {
    ImGui::TableSetupColumn("nearest point");
    ImGui::TableSetupColumn("d² vs r²");
  }
  if (!style.closest) ImGui::TableSetupColumn("result");
  ImGui::TableHeadersRow();
  figures::table_rows(
      rows,
      [&](int row) {
    const auto k = static_cast<std::size_t>(row);
    const collide::EdgeCheck check = check_of(row);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d", static_cast<int>(k + 1));
    // Edges by the names the figure writes beside them ("e2"), not bare numbers.
    ImGui::TableNextColumn();
    whole_cell(captions::edge_name(check.edge));
    if (style.pairs) {
      ImGui::TableNextColumn();
      whole_cell(captions::edge_name(check.other_edge));
    }
    if (style.closest) {
      ImGui::TableNextColumn();
      whole_cell(captions::true_point(check.closest, 2));  // a coordinate's own zeros kept: 1.0001 is not "1"
      ImGui::TableNextColumn();
      whole_cell(captions::circle_numbers(check, style.noise), check.hit ? palette::collide : palette::text);
      return;
    }
    ImGui::TableNextColumn();
    whole_cell(check.hit ? style.hit_word : style.miss_word);
      },
      marked);
  ImGui::EndTable();
}

int first_hit_edge(const EdgeTestTrace& trace) { return trace.checks[static_cast<std::size_t>(trace.first_hit)].edge; }

void edges_tested_lines(const EdgeTestTrace& book, const char* hit_word, bool full_pass) {
  const long long tested = static_cast<long long>(book.checks.size());
  using captions::count_number;  // as the caption writes counts ("12,000")
  wrapped_text("Edges tested: " + count_number(tested) + " of " + count_number(book.total));
  if (book.first_hit >= 0 && tested < book.total) {
    const std::string rest = count_number(book.total - tested);
    wrapped_text(full_pass ? "The book's test stops at the first hit and never tries the other " + rest +
                                 " edges; the figure and the table show the full pass you asked for."
                           : "The test stops at the first hit: the other " + rest + " edges are never tried.");
  }
  if (book.first_hit >= 0)
    convex::colored_text(palette::deciding, with_deciding_mark(captions::edge_name(first_hit_edge(book)) + " is " +
                                                               hit_word + " first → collide"));
  else
    ImGui::TextWrapped("No edge is %s.", hit_word);
}

void verdict_line(bool collide) {
  convex::colored_text(collide ? palette::collide : palette::apart, std::string(captions::verdict_words(collide)));
}

}  // namespace lab::concave
