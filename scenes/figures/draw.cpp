#include "figures/draw.hpp"

#include "figures/edge_index.hpp"
#include "figures/outline_runs.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <numbers>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "collide/exact/predicates.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"

namespace lab::figures {

using collide::Vec2;

void draw_point(Canvas& canvas, Vec2 p, std::string_view name, Color color, float radius, TextSize size) {
  canvas.point(p, color, radius);
  // The label's top-left is the anchor: lift it by the text height so the name sits beside the dot.
  if (!name.empty()) canvas.label(p, name, color, size, {radius + 3, Canvas::font_pixels(size) * 0.5 + radius});
}

Vec2 offset_away(const Canvas& canvas, Vec2 direction, std::string_view text, TextSize size, float gap) {
  // Screen and world share directions up to the y flip, which offsets already undo (y up).
  Vec2 d = collide::normalize(direction);
  if (d == Vec2{0, 0}) d = {0.7071, 0.7071};
  const double w = canvas.text_width(text, size), h = Canvas::font_pixels(size);
  // Push the text box's centre out until its edge is `gap` pixels from the anchor.
  const Vec2 centre = d * (gap + std::fabs(d.x) * w * 0.5 + std::fabs(d.y) * h * 0.5);
  return {centre.x - w * 0.5, centre.y + h * 0.5};  // the text's top-left, pixels, y up
}

bool label_in_view(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size, float margin) {
  const double px = canvas.pixel();
  const collide::Rect v = canvas.view();
  const double w = canvas.text_width(text, size), h = Canvas::font_pixels(size);
  const double left = at.x + offset.x * px, top = at.y + offset.y * px;
  return left >= v.x + margin * px && left + w * px <= v.x + v.w - margin * px && top - h * px >= v.y + margin * px &&
         top <= v.y + v.h - margin * px;
}

namespace {

// Whether the bounds of the segment e0–e1 miss the box (so the segment meets no part of it).
bool edge_misses(Vec2 e0, Vec2 e1, const collide::Rect& box) {
  return std::max(e0.x, e1.x) < box.x || std::min(e0.x, e1.x) > box.x + box.w || std::max(e0.y, e1.y) < box.y ||
         std::min(e0.y, e1.y) > box.y + box.h;
}

}  // namespace

bool edge_crosses_rect(Vec2 e0, Vec2 e1, const collide::Rect& box) {
  // An edge whose bounds miss the box's meets none of it: skipped before the exact tests, so
  // an outline of thousands of edges costs a comparison per edge (issue 15).
  if (edge_misses(e0, e1, box)) return false;
  // An edge wholly inside the box crosses none of its sides.
  if (collide::point_in_rect(e0, box)) return true;
  const std::array<Vec2, 4> c{Vec2{box.x, box.y}, Vec2{box.x + box.w, box.y}, Vec2{box.x + box.w, box.y + box.h},
                              Vec2{box.x, box.y + box.h}};
  // Both convex, their bounds meeting: the edge misses the box only if its line leaves every
  // corner strictly on one side (the separating axis along the edge's normal). Four exact
  // orientations, where the sides' crossing tests took up to sixteen; the same answers.
  const bool finite =
      std::all_of(c.begin(), c.end(), [](Vec2 q) { return std::isfinite(q.x) && std::isfinite(q.y); }) &&
      std::isfinite(e1.x) && std::isfinite(e1.y) && std::isfinite(e0.x) && std::isfinite(e0.y);
  if (finite && box.w >= 0 && box.h >= 0) {
    int left = 0, right = 0;  // corners strictly left and right of the line e0 → e1
    for (const Vec2 q : c) {
      const int turn = collide::orientation(e0, e1, q);
      left += turn > 0;
      right += turn < 0;
    }
    return left < 4 && right < 4;
  }
  for (std::size_t k = 0; k < 4; ++k)
    if (collide::segments_intersect(e0, e1, c[k], c[(k + 1) % 4])) return true;
  return false;
}

bool rect_crosses(const collide::Rect& box, std::span<const std::vector<Vec2>> outlines) {
  for (const auto& outline : outlines)
    for (std::size_t i = 0; i < outline.size(); ++i)
      if (edge_crosses_rect(outline[i], outline[(i + 1) % outline.size()], box)) return true;
  return false;
}

namespace {

// The box of `text` anchored at `at` with `offset`, grown by `clearance` pixels on every side.
collide::Rect label_rect(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size,
                         float clearance) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(text, size), h = Canvas::font_pixels(size);
  return {at.x + (offset.x - clearance) * px, at.y + (offset.y - h - clearance) * px, (w + 2 * clearance) * px,
          (h + 2 * clearance) * px};
}

}  // namespace

bool label_crosses(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size,
                   std::span<const std::vector<Vec2>> obstacles, float clearance) {
  return rect_crosses(label_rect(canvas, at, offset, text, size, clearance), obstacles);
}

bool label_crosses(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size,
                   const EdgeIndex& obstacles, float clearance) {
  return obstacles.crosses(label_rect(canvas, at, offset, text, size, clearance));
}

bool label_crosses(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size,
                   const OutlineRuns& obstacles, float clearance) {
  return obstacles.crosses(label_rect(canvas, at, offset, text, size, clearance));
}

Vec2 first_clear_offset(const Canvas& canvas, Vec2 at, std::span<const Vec2> offsets, std::string_view text,
                        TextSize size, std::span<const std::vector<Vec2>> obstacles, float clearance) {
  for (Vec2 offset : offsets)
    if (label_in_view(canvas, at, offset, text, size) &&
        !label_crosses(canvas, at, offset, text, size, obstacles, clearance))
      return offset;
  return offsets.empty() ? Vec2{0, 0} : offsets.front();
}

void label_away(Canvas& canvas, Vec2 at, Vec2 away_from, std::string_view text, Color color, TextSize size, float gap) {
  Vec2 offset = offset_away(canvas, at - away_from, text, size, gap);
  // Keep the whole text inside the view (a point near the edge still gets a readable name).
  const double px = canvas.pixel();
  const collide::Rect v = canvas.view();
  const double w = canvas.text_width(text, size), h = Canvas::font_pixels(size);
  if (px > 0 && v.w > 0 && v.h > 0) {
    const double left = (v.x - at.x) / px + 4, right = (v.x + v.w - at.x) / px - 4 - w;
    const double bottom = (v.y - at.y) / px + 4 + h, top = (v.y + v.h - at.y) / px - 4;
    if (left <= right) offset.x = std::clamp(offset.x, left, right);
    if (bottom <= top) offset.y = std::clamp(offset.y, bottom, top);
  }
  canvas.label(at, text, color, size, offset);
}

namespace {

// The dots drawn so far, by cells of a dot's width: whether a new one would lie on one of them.
// A star of 2,000 corners has its neighbours far apart but every other corner a pixel from the
// next: without this, 2,000 dots piled into a band (136,000 triangles, most of a browser's frame).
class DrawnDots {
 public:
  explicit DrawnDots(double width) : width_(width > 0 ? width : 0) {}
  bool covers(Vec2 p) const {
    const auto c = cell(p);
    if (!c) return false;  // too far out for a cell: no check, as before
    for (std::int64_t dx = -1; dx <= 1; ++dx)
      for (std::int64_t dy = -1; dy <= 1; ++dy)
        if (const auto it = cells_.find(key(c->first + dx, c->second + dy)); it != cells_.end())
          for (const Vec2 q : it->second)
            if (collide::distance_squared(p, q) < width_ * width_) return true;
    return false;
  }
  void add(Vec2 p) {
    if (const auto c = cell(p)) cells_[key(c->first, c->second)].push_back(p);
  }

 private:
  std::optional<std::pair<std::int64_t, std::int64_t>> cell(Vec2 p) const {
    if (!(width_ > 0)) return std::nullopt;  // no pixel size (an empty view): no check
    const double x = std::floor(p.x / width_), y = std::floor(p.y / width_);
    if (!(std::abs(x) < 1e9 && std::abs(y) < 1e9)) return std::nullopt;
    return std::pair{static_cast<std::int64_t>(x), static_cast<std::int64_t>(y)};
  }
  static std::uint64_t key(std::int64_t x, std::int64_t y) {
    return (static_cast<std::uint64_t>(x) << 32) ^ static_cast<std::uint64_t>(y & 0xffffffff);
  }
  double width_;
  std::unordered_map<std::uint64_t, std::vector<Vec2>> cells_;
};

}  // namespace

std::vector<Vec2> vertex_dots(const Canvas& canvas, std::span<const Vec2> vertices) {
  const double crowded = 3 * kVertexDot * canvas.pixel();  // the dot and its halo, in world units
  const std::size_t n = vertices.size();
  auto apart = [&](std::size_t i, std::size_t j) {
    return collide::distance_squared(vertices[i], vertices[j]) >= crowded * crowded;
  };
  DrawnDots drawn(crowded);
  std::vector<Vec2> dots;
  for (std::size_t i = 0; i < n; ++i) {
    if (n > 1 && !(apart(i, (i + n - 1) % n) && apart(i, (i + 1) % n))) continue;
    if (drawn.covers(vertices[i])) continue;
    dots.push_back(vertices[i]);
    drawn.add(vertices[i]);
  }
  return dots;
}

void draw_vertex_dots(Canvas& canvas, std::span<const Vec2> vertices, Color color) {
  for (const Vec2 p : vertex_dots(canvas, vertices)) canvas.point(p, color, kVertexDot);
}

void draw_outline(Canvas& canvas, std::span<const Vec2> vertices, const OutlineStyle& style) {
  const std::size_t n = vertices.size();
  if (n == 0) return;
  if (style.fill.a > 0 && n >= 3) canvas.fill_polygon(vertices, style.fill);

  // The middle of the outline: labels are pushed away from it so they sit outside the shape.
  Vec2 middle{0, 0};
  for (Vec2 v : vertices) middle += v;
  middle /= static_cast<double>(n);

  if (n >= 2) {
    // A two-point outline is a segment: draw its one edge once, not there and back.
    const std::size_t edges = n == 2 ? 1 : n;
    for (std::size_t i = 0; i < edges; ++i) {
      const Color c = i < style.edge_colors.size() ? style.edge_colors[i] : style.color;
      canvas.segment(vertices[i], vertices[(i + 1) % n], c, style.width);
    }
  }
  if (style.vertex_dots) draw_vertex_dots(canvas, vertices, style.color);
  for (std::size_t i = 0; i < n; ++i) {
    if (i < style.vertex_labels.size() && !style.vertex_labels[i].empty())
      label_away(canvas, vertices[i], middle, style.vertex_labels[i], style.vertex_label_color, TextSize::Normal, 8);
  }
  if (!style.name.empty()) canvas.label(middle, style.name, style.color, TextSize::Large);
}

void draw_rect_outline(Canvas& canvas, const collide::Rect& r, const OutlineStyle& style) {
  const std::array<Vec2, 4> corners{Vec2{r.x, r.y}, Vec2{r.x + r.w, r.y}, Vec2{r.x + r.w, r.y + r.h},
                                    Vec2{r.x, r.y + r.h}};
  draw_outline(canvas, corners, style);
}

std::vector<Vec2> circle_outline(const collide::Circle& circle, int n) {
  std::vector<Vec2> ring;
  ring.reserve(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    const double turn = 2 * std::numbers::pi * k / n;
    ring.push_back(circle.c + Vec2{std::cos(turn), std::sin(turn)} * circle.r);
  }
  return ring;
}

void shade_half_plane(Canvas& canvas, const collide::Line& line, Color color) {
  if (line.a == 0 && line.b == 0) return;
  const collide::Rect v = canvas.view();
  const std::array<Vec2, 4> view{Vec2{v.x, v.y}, Vec2{v.x + v.w, v.y}, Vec2{v.x + v.w, v.y + v.h},
                                 Vec2{v.x, v.y + v.h}};
  // Clip the view rectangle to the + side (one Sutherland–Hodgman step). This is only where to
  // paint; the verdicts come from the core's exact signs.
  auto value = [&](Vec2 p) { return line.a * p.x + line.b * p.y + line.c; };
  std::vector<Vec2> kept;
  for (std::size_t i = 0; i < view.size(); ++i) {
    const Vec2 p = view[i], q = view[(i + 1) % view.size()];
    const double vp = value(p), vq = value(q);
    if (vp >= 0) kept.push_back(p);
    if ((vp >= 0) != (vq >= 0)) kept.push_back(p + (q - p) * (vp / (vp - vq)));
  }
  if (kept.size() >= 3) canvas.fill_polygon(kept, color);
}

std::vector<Vec2> line_in_view(const Canvas& canvas, Vec2 p1, Vec2 p2) {
  const collide::Rect v = canvas.view();
  const Vec2 d = collide::normalize(p2 - p1);
  const double reach = v.w + v.h + std::sqrt(collide::distance_squared(p1, Vec2{v.x, v.y}));
  return {p1 - d * reach, p1 + d * reach};
}

}  // namespace lab::figures
