// Where the canvas's grid goes (grid_layout.hpp): its lines, and its numbers along the axes.
//
// Index of this file:
//   [SECTION] the numbers' words
//   [SECTION] placing the numbers: beside the axes, on a lower row under a row of discs, at the edge
//   [SECTION] the rows the numbers stand in, each axis's ticks; the lines, broken under labels
//   [SECTION] the grid
#include "window/grid_layout.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <span>
#include <utility>

#include "captions/text.hpp"

namespace lab {

// [SECTION] the numbers' words
namespace {

// Steps under a thousandth or from a million up: "2e−40", "1.25e+9", not forty zeros, with the
// digits it takes to tell a number from its neighbours (v is a whole number of `step`s).
std::string grid_number_scientific(double v, double step) {
  const double steps = std::abs(v) / std::pow(10.0, std::floor(std::log10(step)));
  const int digits = std::clamp(static_cast<int>(std::floor(std::log10(std::max(steps, 1.0)) + 1e-9)), 0, 16);
  return captions::format_scientific(v, digits + 1);
}

}  // namespace

std::string grid_number(double v, double step) {
  if (std::abs(v) < step * 1e-6) v = 0;
  if (v != 0 && (step < 1e-3 || step >= 1e6)) return grid_number_scientific(v, step);
  const int decimals = std::max(0, static_cast<int>(std::ceil(-std::log10(step) - 1e-9)));
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  std::string s = buf;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s[0] == '-') s = "\u2212" + s.substr(1);  // a real minus sign
  return s;
}

// [SECTION] placing the numbers: beside the axes, on a lower row under a row of discs, at the edge
namespace {

/// How far under the axis's usual row the x numbers may go, in number heights (NumberPlacer::lower).
constexpr float kLowerReach = 4;

float screen_x(const Camera& camera, double x) { return static_cast<float>(camera.to_screen({x, 0}).x); }
float screen_y(const Camera& camera, double y) { return static_cast<float>(camera.to_screen({0, y}).y); }

/// What the numbers keep off, and how wide a number is.
struct KeepOff {
  const std::vector<ScreenBox>& labels;
  const FigureMarks& marks;
  const TextMeasure& measure;
};

/// The grid lines' indices in view, along x and along y.
struct TickRange {
  long long x0, x1, y0, y1;
};

/// One axis's number for one grid line: its words, the places beside the axis it may go, best
/// first (below the x axis, then above it; right of the y axis, then left of it), and its place
/// along the figure's edge (the bottom for x, the left for y).
struct Tick {
  std::string text;
  std::vector<ImVec2> places;
  ImVec2 edge;
};

// Each axis gets its numbers as plotting tools place them: a number whose box meets a label, a
// shadow bar or a mark of the figure (a shape's fill or outline, a stroke, a dot) goes to the
// axis's other side, else is left out; an axis left with fewer than two (the scale unknown)
// takes the grid lines between, else goes to the figure's edge, else keeps two on marks (never
// on a label).
class NumberPlacer {
 public:
  /// `room`: the figure's part not covered, which a number must lie in whole (not cut at an edge).
  NumberPlacer(GridLayout& g, float scale, const KeepOff& off, ScreenBox room)
      : g_(g), scale_(scale), size_(Canvas::font_pixels(TextSize::Small) * scale), off_(off), room_(room) {}

  float size() const { return size_; }

  /// Takes the first of `places` for `text` clear of the labels and numbers (and of the marks,
  /// unless `on_marks`); whether one was.
  bool take(const std::string& text, std::span<const ImVec2> places, bool on_marks) {
    for (const ImVec2 at : places) {
      if (!fits(text, at, on_marks)) continue;
      g_.numbers.push_back({at, text, box(text, at)});
      return true;
    }
    return false;
  }
  /// Whether `text` at `at` lies whole in the room, clear of the labels and numbers (and of the
  /// marks, unless `on_marks`).
  bool fits(const std::string& text, ImVec2 at, bool on_marks) const {
    const ScreenBox b = box(text, at);
    const bool inside = b.min.x >= room_.min.x && b.max.x <= room_.max.x && b.min.y >= room_.min.y &&
                        b.max.y <= room_.max.y;  // a y number over the top grid line may stand past the top
    return inside && !on_label(b) && !on_number(b) && (on_marks || !on_mark(b));
  }

  /// One axis's ticks (each with its grid line's index): numbered beside the axis where clear; an
  /// axis left with fewer than two numbers (its line under the figure) is numbered along the
  /// figure's edge instead, as a plot's frame is; failing that too, beside the axis, two on marks.
  void axis(const std::vector<std::pair<long long, Tick>>& ticks, int every) {
    const std::size_t start = g_.numbers.size();
    if (number(ticks, every, false) >= 2) return;
    g_.numbers.resize(start);
    if (number(ticks, every, true) >= 2) return;
    g_.numbers.resize(start);
    int count = number(ticks, every, false);
    for (const auto& [index, tick] : ticks)
      if (count < 2 && index % every == 0 && take(tick.text, tick.places, true)) ++count;
  }

  /// The x axis's numbers again on one row lower down, under what stands across the axis, when
  /// the axis has a hole of two or more numbers in a row (the origin's place counts as one) and
  /// that row, within `reach` pixels under the usual one, gives back two or more of the numbers
  /// that round marks, two at least, took on both sides of the axis (a row of balls and ghosts,
  /// whole discs: tunnelling's axis kept −4, −3.5, 1.5, 2), keeping every number the usual row
  /// had. All on one row, which reads as a scale; numbers stepping between two rows do not. A
  /// shape or one big circle across the axis leaves its numbers as they were. `start`: the axis's
  /// first number in the layout.
  void lower(const std::vector<std::pair<long long, Tick>>& ticks, int every, std::size_t start, float below,
             float reach, bool origin_hole) {
    if (longest_hole(ticks, every, start, origin_hole) < 2) return;
    std::vector<std::string> lost;  // left out for a disc on both sides of the axis, not for a label
    std::vector<int> discs;         // the discs that took them
    std::vector<std::pair<std::string, float>> framed;  // left out for any mark on both sides, and where
    bool round = false;                                 // a disc took one of those
    for (const auto& [index, tick] : ticks) {
      bool by_disc = index % every == 0 && !numbered(tick.text, start), by_mark = by_disc;
      int disc = -1;
      for (const ImVec2 at : tick.places) {
        disc = off_.marks.disc_met(grown(box(tick.text, at)));
        by_disc = by_disc && !on_label(box(tick.text, at)) && disc >= 0;
        by_mark = by_mark && on_mark(box(tick.text, at));
        round = round || (by_mark && disc >= 0);
      }
      if (by_mark) framed.push_back({tick.text, tick.edge.x});
      if (!by_disc) continue;
      lost.push_back(tick.text);
      if (std::find(discs.begin(), discs.end(), disc) == discs.end()) discs.push_back(disc);
    }
    // A row of them: one big circle on the axis (ray-cast's C) keeps its numbers as they were. Or
    // a row of shapes, each its own, no circle among them, where the axis kept half its numbers
    // or fewer: swept-test's squares (B, and B where the step ends) took "4" and "6" with clear
    // room on the axis's row between them (fast-objects step 10 kept −2 and 2 of −2 … 6). An axis
    // that kept more reads as a scale already, and keeps its numbers (polygon-circle's −20 … −8
    // and 12 … 24).
    if (lost.size() < 2 || discs.size() < 2) {
      const auto shown = static_cast<long long>(g_.numbers.size() - start);
      const auto every_th =
          std::count_if(ticks.begin(), ticks.end(), [&](const auto& t) { return t.first % every == 0; });
      if (round || 2 * shown > every_th || !row_of_shapes(framed, below)) return;
      lost.clear();
      for (const auto& f : framed) lost.push_back(f.first);
    }
    const std::vector<GridNumber> usual(g_.numbers.begin() + static_cast<std::ptrdiff_t>(start), g_.numbers.end());
    g_.numbers.resize(start);
    std::vector<std::pair<long long, Tick>> row = ticks;
    const auto on_row = [&](float y) {
      for (auto& tick : row) tick.second.places = {{tick.second.edge.x, y}};
      number(row, every, false);
    };
    float best_y = below;
    std::size_t best = 0;
    lift_ = 4 * scale_;  // a little air under the marks: a number touching a ball reads as its name
    for (float y = below + scale_; y <= below + reach; y += scale_) {
      on_row(y);
      std::size_t back = 0;
      for (std::size_t k = start; k < g_.numbers.size(); ++k)
        back += std::find(lost.begin(), lost.end(), g_.numbers[k].text) != lost.end();
      const bool keeps =
          std::all_of(usual.begin(), usual.end(), [&](const GridNumber& n) { return numbered(n.text, start); });
      if (keeps && back >= 2 && back > best) best = back, best_y = y;
      g_.numbers.resize(start);
    }
    if (best > 0) on_row(best_y);
    lift_ = 0;
    if (best == 0) g_.numbers.insert(g_.numbers.end(), usual.begin(), usual.end());
  }

 private:
  /// Whether a number from `start` on has the words `text`.
  bool numbered(const std::string& text, std::size_t start) const {
    return std::any_of(g_.numbers.begin() + static_cast<std::ptrdiff_t>(start), g_.numbers.end(),
                       [&](const GridNumber& n) { return n.text == text; });
  }

  /// One in `every` of `ticks` numbered where clear of everything, then the grid lines between
  /// while fewer than two are: beside the axis, or along the figure's `edge`. How many.
  int number(const std::vector<std::pair<long long, Tick>>& ticks, int every, bool edge) {
    std::vector<bool> taken(ticks.size(), false);
    int count = 0;
    for (int pass = 0; pass < 2; ++pass)
      for (std::size_t k = 0; k < ticks.size(); ++k) {
        const Tick& tick = ticks[k].second;
        if (taken[k] || (pass == 0 && ticks[k].first % every != 0) || (pass == 1 && count >= 2)) continue;
        if (take(tick.text, edge ? std::span(&tick.edge, 1) : std::span<const ImVec2>(tick.places), false))
          taken[k] = true, ++count;
      }
    return count;
  }

  /// Whether two of the numbers `framed` (words and x, in order) were taken by two marks: a digit's
  /// box on the usual row `below` is clear of the marks somewhere between them. Not one shape.
  bool row_of_shapes(const std::vector<std::pair<std::string, float>>& framed, float below) const {
    if (framed.size() < 2) return false;
    for (std::size_t k = 0; k + 1 < framed.size(); ++k)
      for (float x = framed[k].second; x < framed[k + 1].second; x += 2 * scale_)
        if (!on_mark(box("0", {x, below}))) return true;
    return false;
  }

  /// The most places in a row with no number along the axis: one in `every` of the ticks, in
  /// order, with the origin's between the last below 0 and the first above (its "0" stands apart:
  /// a hole there when `origin_hole`), a tick numbered when a number from `start` on has its words.
  int longest_hole(const std::vector<std::pair<long long, Tick>>& ticks, int every, std::size_t start,
                   bool origin_hole) const {
    std::vector<bool> numbered;
    for (std::size_t k = 0; k < ticks.size(); ++k) {
      const long long index = ticks[k].first;
      const std::string& text = ticks[k].second.text;
      if (index % every != 0) continue;
      if (index > 0 && k > 0 && ticks[k - 1].first < 0) numbered.push_back(!origin_hole);
      numbered.push_back(this->numbered(text, start));
    }
    int hole = 0, longest = 0;
    for (const bool n : numbered) longest = std::max(longest, hole = n ? 0 : hole + 1);
    return longest;
  }

  // Or so near that the number reads as part of the label ("T1 −2" in sat-breaks' pieces, read29):
  // 5 pixels, and 12 beside words on its line (tunnelling at 1280×800: "−1" 5 pixels before
  // "frame 6 hits" read "−1 frame 6 hits").
  bool on_label(const ScreenBox& b) const {
    const float w = 5 * scale_, beside = 12 * scale_;
    const ScreenBox near{{b.min.x - w, b.min.y - w}, {b.max.x + w, b.max.y + w}};
    const ScreenBox line{{b.min.x - beside, b.min.y}, {b.max.x + beside, b.max.y}};
    return std::any_of(off_.labels.begin(), off_.labels.end(), [&](const ScreenBox& l) {
      const bool same_line = l.words && l.min.y < b.max.y && b.min.y < l.max.y;  // not a shadow's bar
      return near.overlaps(l) || (same_line && line.overlaps(l));
    });
  }
  // Grown by a 3-pixel stroke's half width: a number beside the axis (its box 2 pixels off it)
  // stays clear of an outline drawn along the axis, as tunnelling's wall is.
  bool on_mark(const ScreenBox& b) const { return off_.marks.meets(grown(b)); }
  ScreenBox grown(const ScreenBox& b) const {
    const float w = 1.5f * scale_;
    return {{b.min.x - w, b.min.y - w - lift_}, {b.max.x + w, b.max.y + w}};
  }
  bool on_number(const ScreenBox& b) const {  // or so near that two would read as one
    const ScreenBox apart{{b.min.x - 4 * scale_, b.min.y}, {b.max.x + 4 * scale_, b.max.y}};
    return std::any_of(g_.numbers.begin(), g_.numbers.end(),
                       [&](const GridNumber& n) { return apart.overlaps(n.box); });
  }

  ScreenBox box(const std::string& text, ImVec2 at) const {
    return {{at.x - 2 * scale_, at.y}, {at.x + off_.measure(text, size_) + 2 * scale_, at.y + size_}};
  }

  GridLayout& g_;
  float scale_, size_;
  float lift_ = 0;  ///< more room kept over a number from the marks (lower()'s row)
  const KeepOff& off_;
  ScreenBox room_;
};

// [SECTION] the rows the numbers stand in, each axis's ticks; the lines, broken under labels
/// Where the numbers go on screen: the figure's part above the strip, the rows beside the x axis
/// and the one along the bottom edge (each a number's top), the column right of the y axis.
struct NumberRows {
  float left, top, right, bottom;  ///< the figure's part not under the caption strip
  Vec2 origin;                     ///< (0, 0) on screen
  float size, below, above, edge, east;
};

NumberRows number_rows(const Camera& camera, float scale, float caption_height) {
  NumberRows r;
  r.left = static_cast<float>(camera.origin.x), r.top = static_cast<float>(camera.origin.y);
  r.right = r.left + static_cast<float>(camera.size.x);
  r.bottom = r.top + static_cast<float>(camera.size.y) - caption_height;
  r.origin = camera.to_screen({0, 0});
  r.size = Canvas::font_pixels(TextSize::Small) * scale;
  const float floor_y = r.bottom - r.size;  // the lowest a number's top may be
  r.below = std::clamp(static_cast<float>(r.origin.y) + 3 * scale, r.top + 3 * scale, floor_y);
  r.above = std::clamp(static_cast<float>(r.origin.y) - 3 * scale - r.size, r.top + 3 * scale, floor_y);
  r.edge = floor_y - 3 * scale;
  r.east = std::clamp(static_cast<float>(r.origin.x) + 4 * scale, r.left + 4 * scale, r.right - 40 * scale);
  return r;
}

void place_numbers(GridLayout& g, const Camera& camera, float scale, float caption_height, const KeepOff& off,
                   const TickRange& r, double step) {
  const NumberRows rows = number_rows(camera, scale, caption_height);
  const float left = rows.left, right = rows.right, size = rows.size;
  NumberPlacer placer(g, scale, off, {{left, rows.top}, {right, rows.bottom}});
  const Vec2 o = rows.origin;
  std::vector<std::pair<long long, Tick>> xs, ys;
  for (long long i = r.x0; i <= r.x1; ++i) {
    if (i == 0) continue;
    const float x = screen_x(camera, i * step) + 3 * scale;
    xs.push_back({i, {grid_number(i * step, step), {{x, rows.below}, {x, rows.above}}, {x, rows.edge}}});
  }
  for (long long j = r.y0; j <= r.y1; ++j) {
    const float y = screen_y(camera, j * step);
    if (j == 0 || y > rows.bottom) continue;  // under the caption strip
    std::string text = grid_number(j * step, step);
    const float width = off.measure(text, size);
    const float east = rows.east;
    const float west = std::clamp(static_cast<float>(o.x) - 4 * scale - width, left + 4 * scale, right - 40 * scale);
    const float at_y = y - size - 1 * scale;
    ys.push_back({j, {std::move(text), {{east, at_y}, {west, at_y}}, {left + 4 * scale, at_y}}});
  }
  const int every = step * camera.scale < 70 * scale ? 2 : 1;  // keep numbers from touching
  const std::size_t x_start = g.numbers.size();
  placer.axis(xs, every);
  const auto v = camera.view();
  const bool origin_in_view = v.x <= 0 && 0 <= v.x + v.w && v.y <= 0 && 0 <= v.y + v.h;
  const ImVec2 zero{static_cast<float>(o.x) + 4 * scale, static_cast<float>(o.y) + 3 * scale};
  placer.lower(xs, every, x_start, rows.below, kLowerReach * size, !origin_in_view || !placer.fits("0", zero, false));
  placer.axis(ys, every);
  if (origin_in_view) placer.take("0", std::array{zero}, false);
}

// The grid line `line` (level or upright) in pieces, with a gap wherever it would pass under a
// label's words, grown by `margin`: the halo rims only the glyphs, so a line through a label
// showed between its letters and struck it out (every name on y = 0 lay on the darker x axis).
void add_line(std::vector<GridLine>& lines, GridLine line, const std::vector<ScreenBox>& labels, float margin) {
  const bool level = line.a.y == line.b.y;
  const auto along = [&](ImVec2 p) { return level ? p.x : p.y; };
  const float across = level ? line.a.y : line.a.x;
  std::vector<std::pair<float, float>> gaps;
  for (const ScreenBox& l : labels) {
    const float lo = (level ? l.min.y : l.min.x) - margin, hi = (level ? l.max.y : l.max.x) + margin;
    if (l.words && lo <= across && across <= hi) gaps.push_back({along(l.min) - margin, along(l.max) + margin});
  }
  std::sort(gaps.begin(), gaps.end());
  const auto point = [&](float t) { return level ? ImVec2{t, across} : ImVec2{across, t}; };
  float from = along(line.a);
  for (const auto& [lo, hi] : gaps) {
    if (lo > from) lines.push_back({point(from), point(std::min(lo, along(line.b))), line.axis});
    from = std::max(from, hi);
  }
  if (from < along(line.b)) lines.push_back({point(from), line.b, line.axis});
}

}  // namespace

// [SECTION] the grid
std::vector<ScreenBox> number_rooms(const Camera& camera, float scale, float caption_height) {
  const NumberRows r = number_rows(camera, scale, caption_height);
  const float wide = 16 * r.size, air = 4 * scale;  // a number's widest ("−1.245e+9" is 9 glyphs)
  const float x = static_cast<float>(r.origin.x), y = static_cast<float>(r.origin.y);
  const float west = std::clamp(x - 4 * scale - wide, r.left, r.right);
  const float lowest = std::max(r.above, r.below) + kLowerReach * r.size;  // NumberPlacer::lower's rows too
  return {{{r.left, std::min(r.above, r.below) - air}, {r.right, lowest + r.size + air}},
          {{r.left, r.edge - air}, {r.right, r.edge + r.size + air}},
          {{std::min(west, r.east) - air, r.top}, {r.east + wide + air, r.bottom}},
          {{r.left, r.top}, {r.left + wide + air, r.bottom}},
          {{x, y}, {x + wide, y + r.size + 2 * air}}};  // the origin's "0"
}

GridLayout grid_layout(const Camera& camera, float scale, float caption_height, const std::vector<ScreenBox>& labels,
                       const FigureMarks& marks, const TextMeasure& measure) {
  GridLayout g;
  const double step = grid_step(camera.scale, 40 * scale);
  const auto v = camera.view();
  const float left = static_cast<float>(camera.origin.x), top = static_cast<float>(camera.origin.y);
  const float right = left + static_cast<float>(camera.size.x), bottom = top + static_cast<float>(camera.size.y);
  // Past 10¹⁵ steps from the origin, neighbouring grid lines are no longer distinct doubles (nor
  // their indices integers a long long holds): no grid there.
  constexpr double far_index = 1e15;
  for (const double edge : {v.x, v.x + v.w, v.y, v.y + v.h})
    if (!(std::abs(edge / step) < far_index)) return g;
  const long long x0 = static_cast<long long>(std::ceil(v.x / step));
  const long long x1 = static_cast<long long>(std::floor((v.x + v.w) / step));
  const long long y0 = static_cast<long long>(std::ceil(v.y / step));
  const long long y1 = static_cast<long long>(std::floor((v.y + v.h) / step));
  if (x1 - x0 > 2000 || y1 - y0 > 2000) return g;  // cannot happen with a 40-pixel step; stay safe
  const float margin = 2 * scale;
  for (long long i = x0; i <= x1; ++i)
    add_line(g.lines, {{screen_x(camera, i * step), top}, {screen_x(camera, i * step), bottom}, i == 0}, labels,
             margin);
  for (long long j = y0; j <= y1; ++j)
    add_line(g.lines, {{left, screen_y(camera, j * step)}, {right, screen_y(camera, j * step)}, j == 0}, labels,
             margin);

  place_numbers(g, camera, scale, caption_height, {labels, marks, measure}, {x0, x1, y0, y1}, step);
  return g;
}

void without_coordinates(GridLayout& g) {
  g.numbers.clear();
  for (GridLine& l : g.lines) l.axis = false;
}

}  // namespace lab
