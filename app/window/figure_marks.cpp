#include "window/figure_marks.hpp"

#include <algorithm>
#include <cmath>

#include "collide/concave.hpp"

namespace lab {

void FigureMarks::outline(std::vector<Vec2> screen, bool filled) {
  if (screen.size() < 2) return;
  if (filled && screen.size() >= 3) {
    Fill f{outlines_.size(), screen[0], screen[0]};
    for (const Vec2 v : screen) {
      f.lo = {std::min(f.lo.x, v.x), std::min(f.lo.y, v.y)};
      f.hi = {std::max(f.hi.x, v.x), std::max(f.hi.y, v.y)};
    }
    fills_.push_back(f);
  }
  outlines_.push_back(std::move(screen));
  runs_.reset();
}

void FigureMarks::disc(Vec2 centre, double radius, bool filled) { discs_.push_back({centre, radius, filled}); }

bool FigureMarks::meets(const ScreenBox& box) const {
  const Vec2 lo{box.min.x, box.min.y}, hi{box.max.x, box.max.y};
  const Vec2 middle = (lo + hi) * 0.5;
  for (const Disc& d : discs_) {
    // The box's point nearest the centre, and its corner farthest from it.
    const Vec2 near{std::clamp(d.centre.x, lo.x, hi.x), std::clamp(d.centre.y, lo.y, hi.y)};
    const Vec2 far{std::max(std::abs(d.centre.x - lo.x), std::abs(d.centre.x - hi.x)),
                   std::max(std::abs(d.centre.y - lo.y), std::abs(d.centre.y - hi.y))};
    const bool reaches = std::hypot(near.x - d.centre.x, near.y - d.centre.y) <= d.radius;
    if (reaches && (d.filled || std::hypot(far.x, far.y) >= d.radius)) return true;
  }
  if (!runs_) runs_.emplace(outlines_);
  if (runs_->crosses({lo.x, lo.y, hi.x - lo.x, hi.y - lo.y})) return true;
  // Crossing no edge, the box lies wholly inside a fill or wholly outside it: its middle says which.
  return std::any_of(fills_.begin(), fills_.end(), [&](const Fill& f) {
    return f.lo.x <= middle.x && middle.x <= f.hi.x && f.lo.y <= middle.y && middle.y <= f.hi.y &&
           collide::point_in_polygon(middle, outlines_[f.outline]);
  });
}

void MarkingCanvas::shape(std::span<const Vec2> p, bool filled) {
  std::vector<Vec2> screen;
  screen.reserve(p.size());
  for (const Vec2 v : p) screen.push_back(camera_.to_screen(v));
  marks_.outline(std::move(screen), filled);
}

void MarkingCanvas::polygon(std::span<const Vec2> p, Color c, float width) {
  out_.polygon(p, c, width);
  shape(p, false);
}

void MarkingCanvas::fill_polygon(std::span<const Vec2> p, Color c) {
  out_.fill_polygon(p, c);
  shape(p, true);
}

void MarkingCanvas::segment(Vec2 a, Vec2 b, Color c, float width) {
  out_.segment(a, b, c, width);
  stroke(a, b);
}

void MarkingCanvas::dashed_segment(Vec2 a, Vec2 b, Color c, float width) {
  out_.dashed_segment(a, b, c, width);
  stroke(a, b);
}

void MarkingCanvas::arrow(Vec2 from, Vec2 to, Color c, float width) {
  out_.arrow(from, to, c, width);
  stroke(from, to);
}

void MarkingCanvas::point(Vec2 p, Color c, float radius) {
  out_.point(p, c, radius);
  marks_.disc(camera_.to_screen(p), (radius + 1.5) * out_.ui_scale(), true);  // the dot and its halo
}

void MarkingCanvas::circle(Vec2 centre, double r, Color c, float width) {
  out_.circle(centre, r, c, width);
  marks_.disc(camera_.to_screen(centre), r * camera_.scale, false);
}

void MarkingCanvas::fill_circle(Vec2 centre, double r, Color c) {
  out_.fill_circle(centre, r, c);
  marks_.disc(camera_.to_screen(centre), r * camera_.scale, true);
}

}  // namespace lab
