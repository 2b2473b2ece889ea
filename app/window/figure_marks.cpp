// What a figure drew, where the screen shows it, for the grid's numbers to keep off (figure_marks.hpp).
// Index of this file:
//   [SECTION] light tints and printed numbers
//   [SECTION] FigureMarks: the marks, and whether a box meets one
//   [SECTION] MarkingCanvas: each call's marks
//   [SECTION] the key: one block
#include "window/figure_marks.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

#include "scenes/figures/draw.hpp"  // edge_crosses_rect
#include "scenes/palette.hpp"

namespace lab {

// [SECTION] light tints and printed numbers
namespace {

/// Whether a label's words are a number the figure prints ("6", "2, 3", "#4", "−1.5"): digits,
/// with nothing but separators and signs round them.
bool numeral(std::string_view text) {
  bool digit = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      digit = true;
    } else if (text.substr(i, 3) == "\u2212") {
      i += 2;  // a real minus sign
    } else if (std::string_view(" ,.#-+").find(c) == std::string_view::npos) {
      return false;
    }
  }
  return digit;
}

/// WCAG 2.1's relative luminance of an sRGB colour given as its three channels, 0 … 255.
double luminance(double r, double g, double b) {
  const auto linear = [](double byte) {
    const double c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

}  // namespace

bool light_tint(Color fill) {
  // The fill as it shows over the paper, and the grid's grey numbers on it.
  const double a = fill.a / 255.0;
  const Color paper = palette::background, number = palette::muted;
  const double under =
      luminance(fill.r * a + paper.r * (1 - a), fill.g * a + paper.g * (1 - a), fill.b * a + paper.b * (1 - a));
  const double ink = luminance(number.r, number.g, number.b);
  return (std::max(under, ink) + 0.05) / (std::min(under, ink) + 0.05) >= 3.5;
}

// [SECTION] FigureMarks: the marks, and whether a box meets one
bool FigureMarks::wanted(Vec2 lo, Vec2 hi) const {
  // Not `lo.x <= …` alone: a NaN corner (an outline out at 1e308) keeps its mark, to be safe.
  return rooms_.empty() || std::any_of(rooms_.begin(), rooms_.end(), [&](const ScreenBox& r) {
           return !(hi.x < r.min.x || lo.x > r.max.x || hi.y < r.min.y || lo.y > r.max.y);
         });
}

void FigureMarks::restart(std::span<const ScreenBox> rooms) {
  rooms_.assign(rooms.begin(), rooms.end());
  edges_.clear();
  fills_.clear();
  discs_.clear();
  grid_made_ = false;
}

void FigureMarks::outline(std::span<const Vec2> screen, bool filled) {
  if (screen.size() < 2) return;
  const std::size_t first = edges_.size();
  // A two-point outline is its one edge (closing it would only draw it back).
  const std::size_t n = screen.size(), edges = n == 2 ? 1 : n;
  for (std::size_t i = 0; i < edges; ++i) edges_.push_back({screen[i], screen[(i + 1) % n]});
  if (filled && n >= 3) {
    Fill f{first, edges_.size(), screen[0], screen[0]};
    for (const Vec2 v : screen) {
      f.lo = {std::min(f.lo.x, v.x), std::min(f.lo.y, v.y)};
      f.hi = {std::max(f.hi.x, v.x), std::max(f.hi.y, v.y)};
    }
    fills_.push_back(f);
  }
  grid_made_ = false;
}

void FigureMarks::stroke(Vec2 a, Vec2 b) {
  if (!wanted({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)})) return;
  edges_.push_back({a, b});
  grid_made_ = false;
}

void FigureMarks::disc(Vec2 centre, double radius, bool filled) {
  if (wanted(centre - Vec2{radius, radius}, centre + Vec2{radius, radius})) discs_.push_back({centre, radius, filled});
}

void FigureMarks::make_runs() const {
  runs_.clear();
  for (std::size_t first = 0; first < edges_.size(); first += kRun) {
    Run run{edges_[first].a, edges_[first].a, true};
    for (std::size_t i = first; i < std::min(first + kRun, edges_.size()); ++i)
      for (const Vec2 v : {edges_[i].a, edges_[i].b}) {
        run.finite = run.finite && std::isfinite(v.x) && std::isfinite(v.y);
        run.lo = {std::min(run.lo.x, v.x), std::min(run.lo.y, v.y)};
        run.hi = {std::max(run.hi.x, v.x), std::max(run.hi.y, v.y)};
      }
    runs_.push_back(run);
  }
}

template <class BoxOf>
void FigureMarks::list_cells(std::size_t count, BoxOf box_of, std::vector<std::uint32_t>& start,
                             std::vector<std::uint32_t>& items) const {
  const Grid& g = grid_;
  const std::size_t cell_count = static_cast<std::size_t>(g.nx * g.ny);
  // Twice over the boxes: how many each cell holds, then each one's index put down from its
  // cell's end, so that cell c's are items[start[c]] … items[start[c + 1] − 1].
  start.assign(cell_count + 1, 0);
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1) {
      for (std::size_t c = 1; c < cell_count; ++c) start[c] += start[c - 1];
      start[cell_count] = cell_count ? start[cell_count - 1] : 0;
      items.resize(start[cell_count]);
    }
    for (std::size_t i = 0; i < count; ++i) {
      Vec2 a, b;
      if (!box_of(i, a, b)) continue;
      if (b.x < g.lo.x || a.x > g.hi.x || b.y < g.lo.y || a.y > g.hi.y) continue;  // where no box is asked about
      const auto [x0, y0, x1, y1] = cells(a, b);
      for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
          const auto c = static_cast<std::size_t>(y * g.nx + x);
          if (pass == 0)
            ++start[c];
          else
            items[--start[c]] = static_cast<std::uint32_t>(i);
        }
    }
  }
}

void FigureMarks::make_grid() const {
  make_runs();
  Grid& g = grid_;
  bool any = false;
  const auto take = [&](Vec2 a, Vec2 b) {
    g.lo = any ? Vec2{std::min(g.lo.x, a.x), std::min(g.lo.y, a.y)} : a;
    g.hi = any ? Vec2{std::max(g.hi.x, b.x), std::max(g.hi.y, b.y)} : b;
    any = true;
  };
  g.lo = g.hi = {0, 0};
  for (const ScreenBox& r : rooms_) take({r.min.x, r.min.y}, {r.max.x, r.max.y});
  if (rooms_.empty())
    for (const Run& run : runs_)
      if (run.finite) take(run.lo, run.hi);
  // At most 256 cells a side: past 16,384 pixels the last cells take the rest (cells() clamps).
  g.nx = std::clamp(static_cast<int>(std::ceil((g.hi.x - g.lo.x) / kCell)), 1, 256);
  g.ny = std::clamp(static_cast<int>(std::ceil((g.hi.y - g.lo.y) / kCell)), 1, 256);
  g.anywhere.clear();
  for (std::size_t i = 0; i < runs_.size(); ++i)
    if (!runs_[i].finite) g.anywhere.push_back(static_cast<std::uint32_t>(i));
  list_cells(
      runs_.size(),
      [&](std::size_t i, Vec2& a, Vec2& b) {
    a = runs_[i].lo, b = runs_[i].hi;
    return runs_[i].finite;
      },
      g.run_start, g.run_items);
  list_cells(
      fills_.size(),
      [&](std::size_t i, Vec2& a, Vec2& b) {
    a = fills_[i].lo, b = fills_[i].hi;
    return true;
      },
      g.fill_start, g.fill_items);
  grid_made_ = true;
}

std::array<int, 4> FigureMarks::cells(Vec2 lo, Vec2 hi) const {
  const Grid& g = grid_;
  const auto cell = [&](double v, double from, int n) {
    const double c = std::floor((v - from) / kCell);
    return static_cast<int>(std::clamp(std::isfinite(c) ? c : 0.0, 0.0, static_cast<double>(n - 1)));
  };
  return {cell(lo.x, g.lo.x, g.nx), cell(lo.y, g.lo.y, g.ny), cell(hi.x, g.lo.x, g.nx), cell(hi.y, g.lo.y, g.ny)};
}

bool FigureMarks::crosses(std::size_t r, const collide::Rect& box) const {
  const Run& run = runs_[r];
  if (run.finite && (run.hi.x < box.x || run.lo.x > box.x + box.w || run.hi.y < box.y || run.lo.y > box.y + box.h))
    return false;
  const std::size_t end = std::min((r + 1) * kRun, edges_.size());
  for (std::size_t i = r * kRun; i < end; ++i) {
    const Edge& e = edges_[i];
    // edge_crosses_rect's own first test, here: most edges of a run miss the box.
    if (std::max(e.a.x, e.b.x) < box.x || std::min(e.a.x, e.b.x) > box.x + box.w || std::max(e.a.y, e.b.y) < box.y ||
        std::min(e.a.y, e.b.y) > box.y + box.h)
      continue;
    if (figures::edge_crosses_rect(e.a, e.b, box)) return true;
  }
  return false;
}

int FigureMarks::disc_met(const ScreenBox& box) const {
  const Vec2 lo{box.min.x, box.min.y}, hi{box.max.x, box.max.y};
  for (std::size_t k = 0; k < discs_.size(); ++k) {
    const Disc& d = discs_[k];
    if (d.centre.x + d.radius < lo.x || d.centre.x - d.radius > hi.x || d.centre.y + d.radius < lo.y ||
        d.centre.y - d.radius > hi.y)
      continue;  // far from the box
    // The box's point nearest the centre, and its corner farthest from it.
    const Vec2 near{std::clamp(d.centre.x, lo.x, hi.x), std::clamp(d.centre.y, lo.y, hi.y)};
    const Vec2 far{std::max(std::abs(d.centre.x - lo.x), std::abs(d.centre.x - hi.x)),
                   std::max(std::abs(d.centre.y - lo.y), std::abs(d.centre.y - hi.y))};
    const bool reaches = std::hypot(near.x - d.centre.x, near.y - d.centre.y) <= d.radius;
    if (reaches && (d.filled || std::hypot(far.x, far.y) >= d.radius)) return static_cast<int>(k);
  }
  return -1;
}

bool FigureMarks::meets(const ScreenBox& box) const {
  if (disc_met(box) >= 0) return true;
  const Vec2 lo{box.min.x, box.min.y}, hi{box.max.x, box.max.y};
  if (edges_.empty()) return false;
  const collide::Rect rect{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
  const Vec2 middle = (lo + hi) * 0.5;
  // Crossing no edge, the box lies wholly inside a fill or wholly outside it: its middle says which.
  const auto in_fill = [&](const Fill& f) {
    return f.lo.x <= middle.x && middle.x <= f.hi.x && f.lo.y <= middle.y && middle.y <= f.hi.y && inside(f, middle);
  };
  if (!grid_made_) make_grid();
  const Grid& g = grid_;
  if (std::any_of(g.anywhere.begin(), g.anywhere.end(), [&](std::uint32_t r) { return crosses(r, rect); })) return true;
  const auto [x0, y0, x1, y1] = cells(lo, hi);
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      const auto c = static_cast<std::size_t>(y * g.nx + x);
      for (std::uint32_t k = g.run_start[c]; k < g.run_start[c + 1]; ++k)
        if (crosses(g.run_items[k], rect)) return true;
      for (std::uint32_t k = g.fill_start[c]; k < g.fill_start[c + 1]; ++k)
        if (in_fill(fills_[g.fill_items[k]])) return true;
    }
  return false;
}

bool FigureMarks::inside(const Fill& f, Vec2 p) const {
  bool in = false;
  for (std::size_t r = f.first / kRun; r * kRun < f.end; ++r) {
    const Run& run = runs_[r];  // its box holds the fill's edges in it (and maybe others)
    if (run.hi.y < p.y || run.lo.y > p.y || run.hi.x < p.x) continue;  // the ray misses every edge
    const std::size_t end = std::min((r + 1) * kRun, f.end);
    for (std::size_t i = std::max(r * kRun, f.first); i < end; ++i) {
      const Vec2 a = edges_[i].a, b = edges_[i].b;
      if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)) in = !in;
    }
  }
  return in;
}

// [SECTION] MarkingCanvas: each call's marks
void MarkingCanvas::shape(std::span<const Vec2> p, bool filled) {
  if (p.empty()) return;
  if (key_depth_ > 0)
    for (const Vec2 v : p) in_key(camera_.to_screen(v));
  // The box round it first, in world units: most of a figure's pieces lie where no number goes.
  Vec2 lo = p[0], hi = p[0];
  for (const Vec2 v : p) {
    lo = {std::min(lo.x, v.x), std::min(lo.y, v.y)};
    hi = {std::max(hi.x, v.x), std::max(hi.y, v.y)};
  }
  const Vec2 a = camera_.to_screen(lo), b = camera_.to_screen(hi);  // y flips
  if (!marks_.wanted({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)})) return;
  screen_.clear();
  for (const Vec2 v : p) screen_.push_back(camera_.to_screen(v));
  marks_.outline(screen_, filled);
}

bool MarkingCanvas::light(Color fill) {
  if (fill != last_fill_) last_fill_ = fill, last_light_ = light_tint(fill);
  return last_light_;
}

void MarkingCanvas::polygon(std::span<const Vec2> p, Color c, float width) {
  out_.polygon(p, c, width);
  if (p.size() >= 2) edge_of_tint(p[0], p[1]);
  shape(p, false);
}

void MarkingCanvas::fill_polygon(std::span<const Vec2> p, Color c) {
  out_.fill_polygon(p, c);
  tint_.clear();
  // A number reads on a tint; inside a shape (its pale fill outlined next) it reads as its label.
  if (!light(c))
    shape(p, true);
  else if (key_depth_ == 0 && p.size() >= 3)
    tint_.assign(p.begin(), p.end());
  if (key_depth_ > 0)
    for (const Vec2 v : p) in_key(camera_.to_screen(v));
}

void MarkingCanvas::edge_of_tint(Vec2 a, Vec2 b) {
  // Exact: the figure hands the outline the very points it filled (draw_outline, RoleCanvas).
  const auto vertex = [&](Vec2 v) { return std::find(tint_.begin(), tint_.end(), v) != tint_.end(); };
  if (tint_.empty() || !vertex(a) || !vertex(b)) return;
  shape(tint_, true);
  tint_.clear();
}

void MarkingCanvas::stroke(Vec2 a, Vec2 b) {
  const Vec2 sa = camera_.to_screen(a), sb = camera_.to_screen(b);
  in_key(sa), in_key(sb);
  marks_.stroke(sa, sb);
}

void MarkingCanvas::segment(Vec2 a, Vec2 b, Color c, float width) {
  out_.segment(a, b, c, width);
  edge_of_tint(a, b);
  stroke(a, b);
}

void MarkingCanvas::dashed_segment(Vec2 a, Vec2 b, Color c, float width) {
  out_.dashed_segment(a, b, c, width);
  edge_of_tint(a, b);
  stroke(a, b);
}

void MarkingCanvas::arrow(Vec2 from, Vec2 to, Color c, float width) {
  out_.arrow(from, to, c, width);
  stroke(from, to);
}

void MarkingCanvas::point(Vec2 p, Color c, float radius) {
  out_.point(p, c, radius);
  round(p, (radius + 1.5) * out_.ui_scale());  // the dot and its halo
}

// A circle is a ball, a ghost or a dot's ring: a number inside it reads as its label.
void MarkingCanvas::circle(Vec2 centre, double r, Color c, float width) {
  out_.circle(centre, r, c, width);
  round(centre, r * camera_.scale);
}

void MarkingCanvas::fill_circle(Vec2 centre, double r, Color c) {
  out_.fill_circle(centre, r, c);
  tint_.clear();
  if (!light(c)) round(centre, r * camera_.scale);
}

void MarkingCanvas::round(Vec2 centre, double radius) {
  const double ui = out_.ui_scale();
  disc(centre, radius <= kDotRadius * ui ? radius + kDotReach * ui : radius, true);
}

void MarkingCanvas::disc(Vec2 centre, double radius, bool filled) {
  const Vec2 s = camera_.to_screen(centre);
  in_key(s - Vec2{radius, radius}), in_key(s + Vec2{radius, radius});
  marks_.disc(s, radius, filled);
}

// [SECTION] the key: one block
void MarkingCanvas::label(Vec2 at, std::string_view text, Color c, TextSize size, Vec2 offset) {
  out_.label(at, text, c, size, offset);
  // As the window places it: the text's top-left at the anchor shifted by the offset (y up).
  const double ui = out_.ui_scale();
  const Vec2 top_left = camera_.to_screen(at) + Vec2{offset.x * ui, -offset.y * ui};
  const Vec2 bottom_right = top_left + Vec2{out_.text_width(text, size) * ui, Canvas::font_pixels(size) * ui};
  if (key_depth_ > 0) {
    in_key(top_left), in_key(bottom_right);
  } else if (numeral(text)) {  // a grid number beside a crossing's "2" or frame "6" reads as one of a row
    const Vec2 lo = top_left - Vec2{kNameReach * ui, kNameReach * ui},
               hi = bottom_right + Vec2{kNameReach * ui, kNameReach * ui};
    const std::array<Vec2, 4> block{lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}};
    if (marks_.wanted(lo, hi)) marks_.outline(block, true);
  }
}

void MarkingCanvas::begin_legend() {
  out_.begin_legend();
  ++key_depth_;
}

void MarkingCanvas::end_legend() {
  out_.end_legend();
  if (--key_depth_ > 0 || !key_) return;
  const auto [lo, hi] = *key_;
  const std::array<Vec2, 4> block{lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}};
  if (marks_.wanted(lo, hi)) marks_.outline(block, true);
  key_.reset();
}

void MarkingCanvas::in_key(Vec2 p) {
  if (key_depth_ == 0) return;
  if (!key_) key_.emplace(p, p);
  key_->first = {std::min(key_->first.x, p.x), std::min(key_->first.y, p.y)};
  key_->second = {std::max(key_->second.x, p.x), std::max(key_->second.y, p.y)};
}

}  // namespace lab
