// The ray cast drawn (ray_figure.hpp says what for).
// Index of this file:
//   [SECTION] the crossings that count, where the ray stops
//   [SECTION] the ray drawn: its line, words, key and start
//   [SECTION] the panel: the table of crossings
#include "panel_text.hpp"
#include "figures/ray_figure.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <glm/common.hpp>
#include <optional>
#include <span>
#include <vector>

#include "collide/concave.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/outline_runs.hpp"
#include "figures/sampling.hpp"
#include "figures/table_rows.hpp"
#include "panel.hpp"
#include "role_canvas.hpp"

namespace lab::figures {

using collide::RayCrossing;
using collide::RayTrace;
using collide::Vec2;

// [SECTION] the crossings that count, where the ray stops
std::vector<RayCrossing> counted_crossings(const RayTrace& trace) {
  std::vector<RayCrossing> counted;
  for (const auto& c : trace.crossings)
    if (c.toggled) counted.push_back(c);
  // Sorting only orders the labels along the ray; which crossings count is the trace's answer.
  std::stable_sort(counted.begin(), counted.end(),
                   [](const RayCrossing& a, const RayCrossing& b) { return a.point.x < b.point.x; });
  return counted;
}

std::string_view location_word(collide::Location location) { return captions::location_words(location); }

namespace {

/// The ray's arrows' width, the room kept round each crossing's dot, and the air "in" / "out"
/// keep from other labels (pixels at UI scale 1).
constexpr float kRayWidth = 3, kDotRoom = 14, kWordGap = 4;

// Where the dashed part left of P starts.
double left_end(const Canvas& canvas, Vec2 p, const RayTrace& trace) {
  double left = std::min(canvas.view().x, p.x);
  for (const auto& c : trace.crossings)
    if (!c.toggled) left = std::min(left, c.point.x - 20 * canvas.pixel());
  return left;
}

// The x of P, of each counted crossing along the ray, and of the ray's far end: the stretches
// between them alternate inside / outside, the last one outside.
std::vector<double> ray_stops(const Canvas& canvas, Vec2 p, const RayTrace& trace) {
  const double px = canvas.pixel();
  const collide::Rect view = canvas.view();
  const auto counted = counted_crossings(trace);
  double far = std::max(view.x + view.w - 12 * px, p.x + 60 * px);
  if (!counted.empty()) far = std::max(far, counted.back().point.x + 60 * px);
  std::vector<double> stops{p.x};
  for (const auto& c : counted) stops.push_back(std::max(c.point.x, stops.back()));
  stops.push_back(far);
  return stops;
}

// The outlines a ray's names and words keep off, made once for all their places: every outline in
// runs of edges (what a place crosses), and each closed one with its bounds, a big one alone in
// runs (what a place lies inside): a 2,000-gon's edges, and the thousands of small outlines of
// the strokes' ink round them, are read near each place, not all of them for every place.
class Obstacles {
 public:
  explicit Obstacles(std::span<const std::vector<Vec2>> outlines) : runs(outlines) {
    for (const auto& outline : outlines) {
      if (outline.size() < 3) continue;
      Shape& shape = shapes_.emplace_back(Shape{&outline, outline.front(), outline.front(), std::nullopt});
      for (const Vec2 v : outline) {
        shape.lo = glm::min(shape.lo, v);
        shape.hi = glm::max(shape.hi, v);
      }
      if (outline.size() > 64) shape.runs.emplace(std::span(&outline, 1));
    }
  }
  /// inside_another(canvas, box, at, outlines): the same answer.
  bool inside_another(const Canvas& canvas, const LabelBox& box, Vec2 at) const {
    const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
    return std::any_of(shapes_.begin(), shapes_.end(), [&](const Shape& s) {
      // Bounds that miss the middle (or not finite: no answer from them) decide nothing.
      const bool out = middle.x < s.lo.x || middle.x > s.hi.x || middle.y < s.lo.y || middle.y > s.hi.y;
      if (out && std::isfinite(s.lo.x + s.lo.y + s.hi.x + s.hi.y)) return false;
      return s.runs ? figures::inside_another(canvas, box, at, *s.runs)
                    : figures::inside_another(canvas, box, at, std::span(s.outline, 1));
    });
  }
  OutlineRuns runs;  ///< every outline

 private:
  struct Shape {
    const std::vector<Vec2>* outline;
    Vec2 lo, hi;
    std::optional<OutlineRuns> runs;
  };
  std::vector<Shape> shapes_;
};

bool name_with_leader(LabelLayout& layout, Vec2 p, std::string_view name, Color color, const Obstacles& obstacles,
                      float gap = 0, std::span<const OutlineRuns> within = {});  // [SECTION] the ray drawn

bool stretch_inside(const RayTrace& trace, std::size_t i) { return (trace.count - static_cast<int>(i)) % 2 != 0; }

// The parts of [lo, hi] outside every range of `along`, in order.
std::vector<std::pair<double, double>> parts_off(double lo, double hi,
                                                 std::span<const std::pair<double, double>> along) {
  std::vector<std::pair<double, double>> parts{{lo, hi}};
  for (const auto& [a, b] : along) {
    std::vector<std::pair<double, double>> next;
    for (const auto& [l, h] : parts) {
      if (b <= l || a >= h) {
        next.push_back({l, h});
        continue;
      }
      if (a > l) next.push_back({l, a});
      if (b < h) next.push_back({b, h});
    }
    parts = std::move(next);
  }
  return parts;
}

// The numbers of the counted crossings, coincident ones (a ray through a vertex whose two edges
// both count) sharing one label: (where, "2, 3").
std::vector<std::pair<Vec2, std::string>> crossing_numbers(const Canvas& canvas, const RayTrace& trace) {
  const auto counted = counted_crossings(trace);
  std::vector<std::pair<Vec2, std::string>> out;
  for (std::size_t i = 0; i < counted.size();) {
    std::size_t j = i;
    std::string numbers;
    while (j < counted.size() && std::abs(counted[j].point.x - counted[i].point.x) < 2 * canvas.pixel()) {
      numbers += (numbers.empty() ? "" : ", ") + std::to_string(j + 1);
      ++j;
    }
    out.push_back({counted[i].point, numbers});
    i = j;
  }
  return out;
}

// Whether draw_ray draws some of the ray green: a stretch inside with a part of some length that
// does not run along an edge. (The stretch past the last crossing, to the far end, is outside.)
bool inside_drawn(const RayTrace& trace, Vec2 p, collide::Polygon polygon) {
  std::vector<double> stops{p.x};
  for (const auto& c : counted_crossings(trace)) stops.push_back(std::max(c.point.x, stops.back()));
  const auto along = ray_along_edges(polygon, p);
  for (std::size_t i = 0; i + 1 < stops.size(); ++i)
    if (stretch_inside(trace, i))
      for (const auto& [lo, hi] : parts_off(stops[i], stops[i + 1], along))
        if (hi > lo) return true;
  return false;
}

}  // namespace

// [SECTION] the ray drawn: its line, words, key and start
std::vector<Vec2> ray_extent(const Canvas& canvas, Vec2 p, const RayTrace& trace) {
  return {{left_end(canvas, p, trace), p.y}, {ray_stops(canvas, p, trace).back(), p.y}};
}

std::vector<std::vector<Vec2>> ray_ink(const Canvas& canvas, Vec2 p, const RayTrace& trace, float paper) {
  return outline_ink(canvas, ray_extent(canvas, p, trace), palette::collide, kRayWidth, 0, paper);
}

std::vector<std::pair<double, double>> ray_along_edges(collide::Polygon polygon, Vec2 p) {
  std::vector<std::pair<double, double>> out;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
    if (a.y != p.y || b.y != p.y) continue;
    const double lo = std::max(std::min(a.x, b.x), p.x), hi = std::max(a.x, b.x);
    if (hi > lo) out.push_back({lo, hi});
  }
  return out;
}

void draw_ray(LabelLayout& layout, Vec2 p, const RayTrace& trace, std::span<const std::vector<Vec2>> avoid,
              collide::Polygon polygon) {
  const AnswerPart answer(layout.canvas());  // the ray and its counted crossings
  Canvas& canvas = layout.canvas();
  // The part of the horizontal line left of P: edges meeting it there do not count.
  const double left = left_end(canvas, p, trace);
  if (left < p.x) canvas.dashed_segment({left, p.y}, p, palette::axis, 1);
  for (const auto& c : trace.crossings)
    if (!c.toggled) canvas.point(c.point, palette::axis, 4);

  const auto stops = ray_stops(canvas, p, trace);
  const auto along = ray_along_edges(polygon, p);
  for (std::size_t i = 0; i + 1 < stops.size(); ++i) {
    const Color color = stretch_inside(trace, i) ? palette::collide : palette::apart;
    for (const auto& [lo, hi] : parts_off(stops[i], stops[i + 1], along)) {
      if (hi <= lo) continue;  // two crossings at one point (a vertex): no stretch between them
      // Each stretch an arrow pointing the way the ray runs: an orange arrow is the ray outside,
      // never an edge tried and missed (an orange line), in a figure that draws both.
      canvas.arrow({lo, p.y}, {hi, p.y}, color, kRayWidth);
    }
  }
  // Along an edge the ray is on the boundary: the polygon's colour, neither in nor out.
  for (const auto& [lo, hi] : along) canvas.segment({lo, p.y}, {hi, p.y}, palette::shape_a, 4);
  const auto numbers = crossing_numbers(canvas, trace);
  for (const auto& [at, text] : numbers) {
    canvas.point(at, palette::deciding, 6);
    layout.reserve(at, kDotRoom, kDotRoom);  // labels keep off the dots
  }
  // Above the dot, centred, else below it or beside it: the first place clear of other labels.
  // Else slid along the ray, hugging it, right of the dot (over the stretch it starts) or left:
  // a number centred on the dot of an upright edge stands on its stroke, and lines fanning out
  // from the start (a circle's to its edges' nearest points) leave room only near the ray.
  // Past kMaxShown crossings (a ray through a jagged outline), the first and the last always,
  // a sample of the rest where they fit, and a note that says how many are numbered.
  const std::size_t last = numbers.empty() ? 0 : numbers.size() - 1;
  const std::size_t ends[] = {0, last};
  const bool many = numbers.size() > kMaxShown;
  std::size_t numbered = 0;
  for (std::size_t k : shown_sample(numbers.size(), ends)) {
    const auto& [at, text] = numbers[k];
    const double w = canvas.text_width(text, TextSize::Normal), h = Canvas::font_pixels(TextSize::Normal);
    std::vector<Vec2> offsets{Vec2{-w * 0.5, h + 10}, Vec2{-w * 0.5, -10}, Vec2{-w * 0.5, h + 30},
                              Vec2{-w * 0.5, -30},    Vec2{10, h + 10},    Vec2{-w - 10, h + 10}};
    for (const double along : {8, 16, 24, 32, 40, 48})
      offsets.insert(offsets.end(), {{along, h + 4}, {along, -4}, {-w - along, h + 4}, {-w - along, -4}});
    numbered +=
        layout.place(at, text, palette::deciding, TextSize::Normal, offsets, !many || k == 0 || k == last, avoid);
  }
  if (many) draw_sample_note(layout, sample_note("numbering", numbered, numbers.size(), "crossing dots"));
}

void draw_ray_words(LabelLayout& layout, Vec2 p, const RayTrace& trace, std::span<const std::vector<Vec2>> avoid,
                    collide::Polygon polygon) {
  const AnswerPart answer(layout.canvas());
  Canvas& canvas = layout.canvas();
  const double px = canvas.pixel();
  const auto stops = ray_stops(canvas, p, trace);
  const auto along = ray_along_edges(polygon, p);
  const OutlineRuns avoid_runs(avoid);  // once for every word's places
  for (std::size_t i = 0; i + 1 < stops.size(); ++i) {
    // The word over the longest part of the stretch that is not along an edge (that part is
    // neither in nor out).
    std::pair<double, double> longest{0, 0};
    for (const auto& part : parts_off(stops[i], stops[i + 1], along))
      if (part.second - part.first > longest.second - longest.first) longest = part;
    if (longest.second - longest.first < 44 * px) continue;
    const bool in = stretch_inside(trace, i);
    const std::string_view word = in ? "in" : "out";
    const Color color = in ? palette::collide : palette::apart;
    const double w = canvas.text_width(word, TextSize::Normal), h = Canvas::font_pixels(TextSize::Normal);
    // Over the arrow's shaft, clear of its head (as drawn: green's twice as heavy) and of the dot it
    // starts from: over a short stretch "in" stood on the head, so no card fitted under it (3.7:1
    // on the tint, read30).
    const double head = std::min(Canvas::arrow_head(RoleCanvas::arrow_width(color, kRayWidth)) * px,
                                 (longest.second - longest.first) * 0.6);
    const double shaft_end = longest.second - head - kWordGap * px;
    const Vec2 middle{(longest.first + (kDotRoom / 2 + kWordGap) * px + shaft_end) / 2, p.y};
    std::vector<Vec2> offsets{{-w * 0.5, h + 6}, {-w * 0.5, -6}, {-w * 0.5 - 40, h + 6}, {-w * 0.5 + 40, h + 6}};
    std::erase_if(offsets, [&](Vec2 o) { return middle.x + (o.x + w) * px > shaft_end; });
    // 4 px from any other label: "3out" read as one word where the last stretch is short (read29).
    // Only where it reads, clear of every line: over a stretch that other lines cross near its
    // shaft (each edge's nearest point joined to a circle's centre) it stood on them at 3.0:1, and
    // the arrow's colour and the key say "inside" there without it.
    std::erase_if(offsets, [&](Vec2 o) { return !layout.reads(middle, o, word, TextSize::Normal, color); });
    if (layout.place_clear(middle, word, color, TextSize::Normal, offsets, avoid_runs, kWordGap) || i > 0) continue;
    // The start's own stretch says where the start is, the verdict: where nothing over it reads
    // (a circle wholly inside, every edge's nearest point joined to its centre), further off
    // where it does, with a leader to the shaft's middle; a name's 12 pixels from the other
    // labels (beside "centre" it read "centre in"), in a shape the stretch runs in ("in" outside
    // the polygon, led back into it, read as a place outside called "in").
    std::vector<std::vector<Vec2>> holding;
    for (const auto& outline : avoid)
      if (outline.size() >= 3 && collide::point_in_polygon(middle, outline)) holding.push_back(outline);
    std::vector<OutlineRuns> within;
    for (const auto& outline : holding) within.emplace_back(std::span(&outline, 1));
    name_with_leader(layout, middle, word, color, Obstacles(avoid), 12, within);
  }
}

void draw_ray(Canvas& canvas, Vec2 p, const RayTrace& trace) {
  LabelLayout layout(canvas);
  draw_ray(layout, p, trace);
  draw_ray_words(layout, p, trace);
}

std::vector<LegendEntry> ray_legend(const RayTrace& trace, std::string_view start, Vec2 p, collide::Polygon polygon) {
  const std::string name(start);
  const bool along_edge = !ray_along_edges(polygon, p).empty();
  std::vector<LegendEntry> entries;
  if (trace.count > 0)
    entries.push_back({palette::deciding, "crossing right of " + name + ": counts", LegendEntry::Mark::Dot});
  // An edge through the start itself is not left of it, and not counted either.
  const bool through =
      std::any_of(trace.crossings.begin(), trace.crossings.end(), [](const auto& c) { return !c.toggled && c.at_p; });
  if (static_cast<std::size_t>(trace.count) < trace.crossings.size())
    entries.push_back(
        {palette::axis,
         "meets the line " + std::string(through ? "at or left of " : "left of ") + name + ": not counted",
         LegendEntry::Mark::Dot});
  if (inside_drawn(trace, p, polygon))
    entries.push_back({palette::collide, "ray inside the polygon", LegendEntry::Mark::Arrow});
  entries.push_back({palette::apart, "ray outside the polygon", LegendEntry::Mark::Arrow});
  if (along_edge) entries.push_back({palette::shape_a, "ray along an edge: on the boundary, neither in nor out"});
  return entries;
}

namespace {

// A vertex's name beside its dot, out of its own shape and of the others: above it to the left,
// under the ray along it or back, above to the right, then those 6 pixels further off the ray
// (large, else body text), then round the dot;
// else at one of those four places beside the dot inside its own shape (tucked in its corner, not
// in its middle). Whether placed.
bool name_out_of_own(LabelLayout& layout, Vec2 p, std::string_view name, Color color, const Obstacles& obstacles,
                     collide::Polygon own) {
  Canvas& canvas = layout.canvas();
  const auto kept = [&](std::vector<Vec2> places, TextSize size, bool in_own) {
    std::erase_if(places, [&](Vec2 o) {
      const LabelBox box = label_box(canvas, p, o, name, size);
      return (!in_own && collide::point_in_polygon({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}, own)) ||
             obstacles.inside_another(canvas, box, p);
    });
    return places;
  };
  for (const int tier : {0, 1, 2})
    for (const TextSize size : {TextSize::Large, TextSize::Normal}) {
      const double w = canvas.text_width(name, size), h = Canvas::font_pixels(size);
      // Then the same 6 pixels further off the ray, where a card fits between the words and the
      // ray's head (polygon-polygon at 800×600: B's vertex 0 in A's arm, its ray along B's e0 to
      // A's e3 110 pixels on, the head reaching 10 pixels down over the words' end: 3.6:1).
      const std::vector<Vec2> beside{{-w - 8, h + 6},  {8, -6},  {-w - 8, -6},  {8, h + 6},
                                     {-w - 8, h + 12}, {8, -12}, {-w - 8, -12}, {8, h + 12}};
      const auto places = tier == 1 ? offsets_around(canvas, {-1, 1}, name, size, 10) : beside;
      if (layout.place_clear(p, name, color, size, kept(places, size, tier == 2), obstacles.runs)) return true;
    }
  return false;
}

/// Where the line from `p` towards the middle of `box` (p outside it) meets the box.
Vec2 box_entry(Vec2 p, const LabelBox& box) {
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}, d = middle - p;
  double t = 0;  // the last of the box's sides the line crosses on its way in
  if (d.x != 0) t = std::max(t, ((d.x > 0 ? box.x0 : box.x1) - p.x) / d.x);
  if (d.y != 0) t = std::max(t, ((d.y > 0 ? box.y0 : box.y1) - p.y) / d.y);
  return p + d * std::clamp(t, 0.0, 1.0);
}

// A name with no clear place beside its dot (a small circle in a narrow arm, every edge's nearest
// point joined to its centre, concave-polygon-circle's "Circle wholly inside": nothing clear within
// 40 pixels): further out, its box's corner nearest the dot 4 to 76 pixels across and 6 to 66 up
// or down from it, in body text or in small text where that still stands 13 screen pixels high
// (presenting at 1920×1080 the arm is too narrow for body text in a frame); the nearest place
// that reads, in no other shape, whose leader crosses no label. Joined to the dot by a dashed
// leader from it towards the words' middle (beyond 12 pixels). `gap`: pixels kept from the other
// labels; `within`: outlines (alone, in runs) one of which must hold the words' middle, when
// any is given. Whether placed.
bool name_with_leader(LabelLayout& layout, Vec2 p, std::string_view name, Color color, const Obstacles& obstacles,
                      float gap, std::span<const OutlineRuns> within) {
  Canvas& canvas = layout.canvas();
  struct Place {
    double distance;
    TextSize size;
    Vec2 offset;
  };
  std::vector<Place> places;
  for (const TextSize size : {TextSize::Normal, TextSize::Small}) {
    if (Canvas::font_pixels(size) * canvas.ui_scale() < 13) continue;
    const double w = canvas.text_width(name, size), h = Canvas::font_pixels(size);
    for (double dx = 4; dx <= 76; dx += 12)
      for (double dy = 6; dy <= 66; dy += 10)
        for (const Vec2 o : {Vec2{-w - dx, h + dy}, Vec2{dx, h + dy}, Vec2{-w - dx, -dy}, Vec2{dx, -dy}})
          places.push_back({std::hypot(dx, dy), size, o});
  }
  std::stable_sort(places.begin(), places.end(),
                   [](const Place& a, const Place& b) { return a.distance < b.distance; });
  const double px = canvas.pixel();
  for (const Place& place : places) {
    const LabelBox box = ink_box(canvas, label_box(canvas, p, place.offset, name, place.size), color);
    const Vec2 end = box_entry(p, box), from = p + collide::normalize(end - p) * (8 * px);
    const std::vector<std::vector<Vec2>> leader{{from, end}};
    const double margin = gap * px;
    const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
    if (!within.empty() &&
        std::none_of(within.begin(), within.end(), [&](const OutlineRuns& o) { return o.holds(middle); }))
      continue;
    if (!label_in_view(canvas, p, place.offset, name, place.size) ||
        !layout.clear({box.x0 - margin, box.y0 - margin, box.x1 + margin, box.y1 + margin}) ||
        !layout.reads(p, place.offset, name, place.size, color) ||
        obstacles.runs.crosses({box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0}) ||
        std::any_of(layout.boxes().begin(), layout.boxes().end(),
                    [&](const LabelBox& b) { return box_crosses(b, leader); }) ||
        obstacles.inside_another(canvas, box, p) ||
        !layout.place_clear(p, name, color, place.size, std::span(&place.offset, 1), obstacles.runs, gap))
      continue;
    // A guide's weight (RoleCanvas draws a thin dashed purple or green line single), so it reads as
    // pointing, not as an edge; none for words within 12 pixels of the dot (they read as its name).
    // From the point itself: every stroke drawn with a shape's names starts on the shape (predict).
    if (std::sqrt(collide::distance_squared(p, end)) <= 12 * px) return true;
    canvas.dashed_segment(p, end, color.with_alpha(160), 1);
    layout.keep_off(leader.front());
    return true;
  }
  return false;
}

}  // namespace

void draw_ray_start(LabelLayout& layout, Vec2 p, std::string_view name, Color color,
                    std::span<const std::vector<Vec2>> outlines, collide::Polygon own) {
  Canvas& canvas = layout.canvas();
  canvas.point(p, color, 5);
  const Obstacles obstacles(outlines);
  if (own.size() >= 3 && name_out_of_own(layout, p, name, color, obstacles, own)) return layout.reserve(p, 12, 12);
  // The words "in" / "out" reach 22 pixels above the ray; the name on the right clears them.
  auto above = [&](TextSize size) {
    const double w = canvas.text_width(name, size), h = Canvas::font_pixels(size);
    return std::vector<Vec2>{{-w - 8, h + 6}, {8, h + 26}, {-w - 8, h + 26}, {8, h + 46}, {-w * 0.5, h + 30}};
  };
  // Under the ray, along it or back, then round p: those not inside a shape that does not hold p.
  auto around = [&](TextSize size) {
    std::vector<Vec2> out{{8, -6}, {-canvas.text_width(name, size) - 8, -6}}, own;
    for (const Vec2 o : offsets_around(canvas, {-1, 1}, name, size, 10)) out.push_back(o);
    for (const Vec2 o : out)
      if (!obstacles.inside_another(canvas, label_box(canvas, p, o, name, size), p)) own.push_back(o);
    return own;
  };
  // Above the ray off the outlines, in body text where the large name finds no room (in a notch
  // too narrow for it, it straddled the notch's side: sat-breaks step 7); else under or round it
  // the same way; else above it clear of labels, else anywhere round it.
  // Last the small type where it still stands 13 screen pixels high (polygon-polygon's square in
  // the C's arm: under its vertex the arm holds body text only on A's strokes), before a leader.
  bool clear = false;
  for (const bool over : {true, false})
    for (const TextSize size : {TextSize::Large, TextSize::Normal})
      clear = clear || layout.place_clear(p, name, color, size, over ? above(size) : around(size), obstacles.runs);
  if (Canvas::font_pixels(TextSize::Small) * canvas.ui_scale() >= 13)
    for (const bool over : {true, false})
      clear = clear || layout.place_clear(p, name, color, TextSize::Small,
                                          over ? above(TextSize::Small) : around(TextSize::Small), obstacles.runs);
  clear = clear || name_with_leader(layout, p, name, color, obstacles);
  if (!clear && !layout.place(p, name, color, TextSize::Large, above(TextSize::Large), false, obstacles.runs))
    layout.place(p, name, color, TextSize::Large, offsets_around(canvas, {-1, 1}, name, TextSize::Large, 10), true,
                 obstacles.runs);
  layout.reserve(p, 12, 12);
}

void draw_ray_start(Canvas& canvas, Vec2 p, std::string_view name, Color color,
                    std::span<const std::vector<Vec2>> obstacles) {
  LabelLayout layout(canvas);
  draw_ray_start(layout, p, name, color, obstacles);
}

// [SECTION] the panel: the table of crossings
std::vector<RayRow> ray_rows(const RayTrace& trace) {
  std::vector<RayRow> rows;
  const auto counted = counted_crossings(trace);
  for (std::size_t i = 0; i < counted.size(); ++i)
    rows.push_back({static_cast<int>(i) + 1, counted[i].edge, counted[i].point.x, counted[i].at_p});
  std::vector<RayCrossing> left;
  for (const auto& c : trace.crossings)
    if (!c.toggled) left.push_back(c);
  std::stable_sort(left.begin(), left.end(),
                   [](const RayCrossing& a, const RayCrossing& b) { return a.point.x > b.point.x; });
  for (const auto& c : left) rows.push_back({0, c.edge, c.point.x, c.at_p});
  return rows;
}

void ray_table(const char* id, const RayTrace& trace, Vec2 p) {
  if (trace.crossings.empty()) {
    ImGui::TextWrapped(
        "No edge has one end above the line through the point and the other not, "
        "so nothing meets the ray: 0 crossings.");
    return;
  }
  if (!begin_table(id, {"#", "edge", "at x", "vs start", "counts?"}, true)) return;
  const auto rows = ray_rows(trace);
  table_rows(static_cast<int>(rows.size()), [&](int i) {
    const auto& row = rows[static_cast<std::size_t>(i)];
    const auto words = captions::ray_row_words({row.edge, {row.x, p.y}, row.number > 0, row.at_p}, p.x);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    // The same number, in the same colour, as the dot on the ray; marked, as vermillion rows are.
    if (row.number > 0)
      whole_text(palette::deciding, with_deciding_mark(std::to_string(row.number)));
    else
      ImGui::TextDisabled("–");
    // Whole, never cut ("1.2…"): the columns take their widths from what is drawn in them.
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(captions::edge_name(row.edge).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(words.x.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(words.relation.c_str());
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", words.counts.c_str());
  });
  ImGui::EndTable();
  wrapped_text("Crossings are numbered along the ray, as on the figure; the ray starts at x = " +
               captions::true_number(p.x, 2) + ".");  // at spaces: never "x = −2." / "6."
}

}  // namespace lab::figures
