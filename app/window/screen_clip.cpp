#include "window/screen_clip.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lab {
namespace screen_clip {

bool finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }

// The four borders of a box: 0 left (x ≥ x0), 1 right (x ≤ x1), 2 top (y ≥ y0), 3 bottom (y ≤ y1).
double border(const ClipBox& box, int side) {
  return side == 0 ? box.x0 : side == 1 ? box.x1 : side == 2 ? box.y0 : box.y1;
}

bool inside(const ClipBox& box, int side, Vec2 p) {
  return side == 0 ? p.x >= box.x0 : side == 1 ? p.x <= box.x1 : side == 2 ? p.y >= box.y0 : p.y <= box.y1;
}

// The point of line a–b on border `side`, from the point of the line nearest the box's middle
// (its distance from the line is a cross product, as in Camera::line_across_view): a step along
// the line from a or b, which may both lie 1e40 pixels off, would lose everything near the view.
Vec2 on_border(Vec2 a, Vec2 b, const ClipBox& box, int side) {
  const Vec2 d = b - a;
  const Vec2 u = d / std::hypot(d.x, d.y);
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  const Vec2 q = middle - a;
  const double left_of = u.x * q.y - u.y * q.x;  // how far the middle lies left of the line
  const Vec2 foot = middle - Vec2{-u.y, u.x} * left_of;
  const double at = border(box, side);
  if (side < 2) return {at, foot.y + u.y * ((at - foot.x) / u.x)};
  return {foot.x + u.x * ((at - foot.y) / u.y), at};
}

// A cut of Liang–Barsky lies in the box: a rounding past its corner is pulled back.
Vec2 in_box(Vec2 p, const ClipBox& box) { return {std::clamp(p.x, box.x0, box.x1), std::clamp(p.y, box.y0, box.y1)}; }

// The angle step round a circle of radius r whose chords stay within `tolerance` of the rim.
double arc_step(double r, double tolerance) { return std::min(std::numbers::pi / 6, 2 * std::sqrt(2 * tolerance / r)); }

struct Crossing {
  double angle;  // round the centre, in (−π, π]
  Vec2 at;
};

// Where the circle meets the borders of the box, within the box.
std::vector<Crossing> circle_crossings(Vec2 c, double r, const ClipBox& box) {
  std::vector<Crossing> out;
  for (int side = 0; side < 4; ++side) {
    const bool vertical = side < 2;
    const double d = border(box, side) - (vertical ? c.x : c.y);
    if (std::abs(d) > r) continue;
    const double h = std::sqrt((r - d) * (r + d));  // half the chord, without cancelling r² − d²
    for (const double s : {-h, h}) {
      const Vec2 at = vertical ? Vec2{c.x + d, c.y + s} : Vec2{c.x + s, c.y + d};
      if (box.contains(at)) out.push_back({vertical ? std::atan2(s, d) : std::atan2(d, s), at});
    }
  }
  std::sort(out.begin(), out.end(), [](const Crossing& p, const Crossing& q) { return p.angle < q.angle; });
  return out;
}

Vec2 on_circle(Vec2 c, double r, double angle) { return {c.x + r * std::cos(angle), c.y + r * std::sin(angle)}; }

// The arc from `from` to `to` (angles increasing), its ends exactly the crossings.
Polyline arc(Vec2 c, double r, const Crossing& from, double to_angle, Vec2 to, double tolerance) {
  const double span = to_angle - from.angle;
  const auto steps = static_cast<int>(std::clamp(std::ceil(span / arc_step(r, tolerance)), 1.0, 1024.0));
  Polyline out{from.at};
  for (int i = 1; i < steps; ++i) out.push_back(on_circle(c, r, from.angle + span * i / steps));
  out.push_back(to);
  return out;
}

}  // namespace screen_clip


ScreenFrame::ScreenFrame(const Camera& camera, Vec2 middle_, double margin)
    : centre(camera.center),
      scale(camera.scale),
      middle(middle_),
      box{-camera.size.x / 2 - margin, -camera.size.y / 2 - margin, camera.size.x / 2 + margin,
          camera.size.y / 2 + margin} {}

Vec2 ScreenFrame::centred(Vec2 world) const { return {(world.x - centre.x) * scale, (centre.y - world.y) * scale}; }

bool box_meets(Vec2 lo, Vec2 hi, const ClipBox& box) {
  return lo.x <= box.x1 && hi.x >= box.x0 && lo.y <= box.y1 && hi.y >= box.y0;
}

std::optional<std::array<Vec2, 2>> clip_segment(Vec2 a, Vec2 b, const ClipBox& box) {
  if (!screen_clip::finite(a) || !screen_clip::finite(b) || !screen_clip::finite(b - a)) return std::nullopt;
  if (box.contains(a) && box.contains(b)) return std::array<Vec2, 2>{a, b};
  // Liang–Barsky: the part of a + t·(b − a), t in [0, 1], on the inner side of every border.
  const Vec2 d = b - a;
  double t0 = 0, t1 = 1;
  int cut0 = -1, cut1 = -1;  // the border that cut each end, if any
  const double p[4] = {-d.x, d.x, -d.y, d.y};
  const double q[4] = {a.x - box.x0, box.x1 - a.x, a.y - box.y0, box.y1 - a.y};
  for (int side = 0; side < 4; ++side) {
    if (p[side] == 0) {
      if (q[side] < 0) return std::nullopt;  // parallel to this border, beyond it
      continue;
    }
    const double t = q[side] / p[side];
    if (p[side] < 0 && t > t0) t0 = t, cut0 = side;
    if (p[side] > 0 && t < t1) t1 = t, cut1 = side;
  }
  if (t0 > t1) return std::nullopt;
  const auto cut = [&](int side) { return screen_clip::in_box(screen_clip::on_border(a, b, box, side), box); };
  return std::array<Vec2, 2>{cut0 < 0 ? a : cut(cut0), cut1 < 0 ? b : cut(cut1)};
}

std::vector<Polyline> clip_dashes(Vec2 a, Vec2 b, double on, double off, const ClipBox& box) {
  std::vector<Polyline> out;
  const auto cut = clip_segment(a, b, box);
  const double period = on + off;
  if (!cut || !(on > 0) || !(period > 0)) return out;
  const Vec2 c0 = (*cut)[0], c1 = (*cut)[1];
  const double length = std::hypot(c1.x - c0.x, c1.y - c0.y);
  if (!(length > 0)) return out;
  const Vec2 u = (c1 - c0) / length;
  // The dashes start at a, so the pattern holds still as the view moves; fmod is exact.
  const double phase = std::fmod(std::hypot(c0.x - a.x, c0.y - a.y), period);
  const auto count = static_cast<std::size_t>(std::ceil((length + phase) / period));  // length ≤ the box's diagonal
  for (std::size_t i = 0; i < count; ++i) {
    const double start = static_cast<double>(i) * period - phase;
    const double s0 = std::max(0.0, start), s1 = std::min(length, start + on);
    if (s1 > s0) out.push_back({s0 == 0 ? c0 : c0 + u * s0, s1 == length ? c1 : c0 + u * s1});
  }
  return out;
}

ClippedOutline clip_outline(std::span<const Vec2> points, bool closed, const ClipBox& box, std::size_t max_points) {
  ClippedOutline out;
  const std::size_t n = points.size();
  if (n < 2) return out;
  max_points = std::max<std::size_t>(max_points, 3);
  if (closed && n <= max_points && std::all_of(points.begin(), points.end(), [&](Vec2 p) { return box.contains(p); })) {
    out.runs.emplace_back(points.begin(), points.end());
    out.closed = true;
    return out;
  }
  Polyline run;
  const auto finish = [&] {
    if (run.size() >= 2) out.runs.push_back(std::move(run));
    run.clear();
  };
  for (std::size_t i = 0, edges = closed ? n : n - 1; i < edges; ++i) {
    const auto cut = clip_segment(points[i], points[(i + 1) % n], box);
    if (!cut) {
      finish();
      continue;
    }
    if (run.empty() || run.back() != (*cut)[0]) {
      finish();
      run.push_back((*cut)[0]);
    }
    run.push_back((*cut)[1]);
    if (run.size() >= max_points) {  // the next run starts where this one ends
      const Vec2 last = run.back();
      finish();
      run.push_back(last);
    }
  }
  finish();
  // A closed outline cut elsewhere than at its first vertex: its last run goes on into its first.
  auto& runs = out.runs;
  if (closed && runs.size() >= 2 && runs.back().back() == runs.front().front() &&
      runs.back().size() + runs.front().size() <= max_points + 1) {
    runs.back().insert(runs.back().end(), runs.front().begin() + 1, runs.front().end());
    runs.front() = std::move(runs.back());
    runs.pop_back();
  }
  return out;
}

std::vector<Vec2> clip_polygon(std::span<const Vec2> polygon, const ClipBox& box) {
  std::vector<Vec2> current(polygon.begin(), polygon.end()), next;
  if (!std::all_of(current.begin(), current.end(), [](Vec2 p) { return screen_clip::finite(p); })) return {};
  for (int side = 0; side < 4 && !current.empty(); ++side) {
    next.clear();
    for (std::size_t i = 0, n = current.size(); i < n; ++i) {
      const Vec2 p = current[i], q = current[(i + 1) % n];
      const bool p_in = screen_clip::inside(box, side, p), q_in = screen_clip::inside(box, side, q);
      if (p_in) next.push_back(p);
      if (p_in != q_in) next.push_back(screen_clip::on_border(p, q, box, side));
    }
    std::swap(current, next);
  }
  return current;
}

bool circle_inside(Vec2 c, double r, const ClipBox& box) {
  return box.contains(c - Vec2{r, r}) && box.contains(c + Vec2{r, r});
}

int circle_sides(double r, double tolerance) {
  // A side of n leaves the rim by its sagitta r (1 − cos(π/n)). A vertex's dot (4 pixels) needs 9
  // sides, its ring 8: a 2,000-gon's dots are most of the triangles a software GL draws.
  if (!(tolerance < r)) return 6;
  return static_cast<int>(std::clamp(std::ceil(std::numbers::pi / std::acos(1 - tolerance / r)), 6.0, 1024.0));
}

ClippedOutline circle_in_box(Vec2 c, double r, const ClipBox& box, double tolerance) {
  ClippedOutline out;
  if (!screen_clip::finite(c) || !(r > 0) || !std::isfinite(r) || !box_meets(c - Vec2{r, r}, c + Vec2{r, r}, box))
    return out;
  if (circle_inside(c, r, box)) {
    const int n = circle_sides(r, tolerance);
    Polyline whole;
    for (int i = 0; i < n; ++i) whole.push_back(screen_clip::on_circle(c, r, 2 * std::numbers::pi * i / n));
    out.runs.push_back(std::move(whole));
    out.closed = true;
    return out;
  }
  // Between two crossings of the borders the rim is all in the box or all out: its middle says which.
  const std::vector<screen_clip::Crossing> crossings = screen_clip::circle_crossings(c, r, box);
  for (std::size_t i = 0; i < crossings.size(); ++i) {
    const screen_clip::Crossing& from = crossings[i];
    const bool wraps = i + 1 == crossings.size();
    const screen_clip::Crossing& to = crossings[wraps ? 0 : i + 1];
    const double to_angle = to.angle + (wraps ? 2 * std::numbers::pi : 0);
    if (!(to_angle > from.angle) || !box.contains(screen_clip::on_circle(c, r, (from.angle + to_angle) / 2))) continue;
    out.runs.push_back(screen_clip::arc(c, r, from, to_angle, to.at, tolerance));
  }
  return out;
}

std::vector<Vec2> disc_in_box(Vec2 c, double r, const ClipBox& box, double tolerance) {
  const ClippedOutline rim = circle_in_box(c, r, box, tolerance);
  if (rim.closed) return rim.runs.front();
  // The rim's arcs in the box and the box's corners in the disc bound the region: all on the edge
  // of a convex shape, so in order round their mean point.
  std::vector<Vec2> points;
  for (const auto& run : rim.runs) points.insert(points.end(), run.begin(), run.end());
  for (const Vec2 corner : {Vec2{box.x0, box.y0}, Vec2{box.x1, box.y0}, Vec2{box.x1, box.y1}, Vec2{box.x0, box.y1}})
    if (std::hypot(corner.x - c.x, corner.y - c.y) <= r) points.push_back(corner);
  if (points.size() < 3) return {};
  Vec2 mean{0, 0};
  for (const Vec2 p : points) mean += p / static_cast<double>(points.size());
  std::sort(points.begin(), points.end(), [&](Vec2 p, Vec2 q) {
    return std::atan2(p.y - mean.y, p.x - mean.x) < std::atan2(q.y - mean.y, q.x - mean.x);
  });
  return points;
}

std::optional<IntervalBar> interval_bar(const ScreenFrame& frame, Vec2 origin, Vec2 unit, double lo, double hi,
                                        double offset, double width, double ui_scale) {
  const double len = std::hypot(unit.x, unit.y);
  if (!(len > 0)) return std::nullopt;
  const Vec2 u = unit / len;
  const Vec2 n{-u.y, -u.x};  // sideways on screen: the left normal of the bar's direction
  IntervalBar bar;
  bar.a = frame.centred(origin + u * lo) + n * (offset * ui_scale);
  bar.b = frame.centred(origin + u * hi) + n * (offset * ui_scale);
  const double tick = (width * 0.5 + 3) * ui_scale;  // reaches past the bar's own half width
  bar.tick = n * tick;
  const auto shown = clip_segment(bar.a, bar.b, frame.box);
  if ((u.x == 0 || u.y == 0) && shown) {
    const Vec2 p = (*shown)[0], q = (*shown)[1];
    bar.keep_clear = std::array<Vec2, 2>{Vec2{std::min(p.x, q.x) - tick, std::min(p.y, q.y) - tick},
                                         Vec2{std::max(p.x, q.x) + tick, std::max(p.y, q.y) + tick}};
  }
  return bar;
}

}  // namespace lab
