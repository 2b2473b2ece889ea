// Test-only: the response chapter's numbers worked out from the shapes' own coordinates in
// 50-digit decimals (far past a double's 17: "exact" below means to 1e−30), never from the traces
// the scenes print:
// shadows on edge normals, overlaps and gaps, time-of-impact windows, the circle's first touches, A − B's
// corners. And the check that a printed text is its exact value correctly rounded.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "collide/shapes.hpp"
#include "exact_numbers.hpp"

namespace response_exact {

using collide::Vec2;
using Dec = exact_numbers::Decimal50;  // at least 50 digits (exact_numbers.hpp)
using Points = std::vector<Vec2>;

/// What 50 digits leave of an exact zero (a difference of two square roots, a third times 3).
inline const Dec& residue() {
  static const Dec r("1e-30");
  return r;
}
inline Dec snap(const Dec& x) { return abs(x) < residue() ? Dec(0) : x; }

struct DVec {
  Dec x, y;
};
inline DVec dec(Vec2 v) { return {Dec(v.x), Dec(v.y)}; }
inline DVec operator-(const DVec& a, const DVec& b) { return {a.x - b.x, a.y - b.y}; }
inline Dec dot(const DVec& a, const DVec& b) { return a.x * b.x + a.y * b.y; }
inline Dec length(const DVec& a) { return sqrt(dot(a, a)); }

/// Twice the polygon's signed area (> 0 counter-clockwise; 0 for a flat one, all on one line).
inline Dec area2(const Points& p) {
  Dec area = 0;
  for (std::size_t k = 0; k < p.size(); ++k) {
    const Vec2 a = p[k], b = p[(k + 1) % p.size()];
    area += Dec(a.x) * b.y - Dec(a.y) * b.x;
  }
  return snap(area);
}

/// Edge i's outward normal (not unit), from the polygon's winding (a flat one's: either way).
inline DVec outward(const Points& p, std::size_t i) {
  const Dec area = area2(p);
  const Vec2 a = p[i], b = p[(i + 1) % p.size()];
  const DVec d = dec(b) - dec(a);
  return area > 0 ? DVec{d.y, -d.x} : DVec{-d.y, d.x};
}

struct Shadow {
  Dec lo, hi;
};
/// The shadow of `points` on n / |n|.
inline Shadow shadow(const Points& points, const DVec& n) {
  const Dec len = length(n);
  Shadow s{Dec(1e300), Dec(-1e300)};
  for (const Vec2 p : points) {
    const Dec t = dot(dec(p), n) / len;
    s.lo = std::min(s.lo, t), s.hi = std::max(s.hi, t);
  }
  return s;
}
inline Shadow circle_shadow(Vec2 c, double r, const DVec& n) {
  const Dec at = dot(dec(c), n) / length(n);
  return {at - Dec(r), at + Dec(r)};
}
/// How far B must move along the axis, the shorter way, to leave A (< 0: the gap, negated).
inline Dec overlap(const Shadow& a, const Shadow& b) { return snap(std::min(Dec(a.hi - b.lo), Dec(b.hi - a.lo))); }

/// The shape B is: a polygon, or a circle (r ≥ 0).
struct Other {
  Points polygon;
  Vec2 c{};
  double r = -1;
  Shadow on(const DVec& n) const { return r < 0 ? shadow(polygon, n) : circle_shadow(c, r, n); }
};

/// `text` read as an exact decimal ("−3.036", "2e−40").
inline Dec read(std::string text) {
  for (std::size_t at; (at = text.find("\u2212")) != std::string::npos;) text.replace(at, 3, "-");
  return Dec(text);
}

/// What is wrong with `text` as `exact` printed, or "": it must be the value correctly rounded
/// at the places it shows (a tie within 1e−12 relative either way), and a text with fewer than
/// `places` decimals drops only zeros the value has (it is the value, to 1e−12 relative).
/// Scientific texts ("2e−40") are the value to within half their last digit.
inline std::string text_problem(const std::string& text, const Dec& exact, int places) {
  static const std::vector<Dec> halves = [] {  // half a unit of the last place, 0 … 40 places
    std::vector<Dec> h{Dec(0.5)};
    for (int k = 1; k <= 40; ++k) h.push_back(h.back() / 10);
    return h;
  }();
  static const Dec relative("1e-12");
  if (text.empty()) return "empty text";
  const Dec shown = read(text), diff = abs(shown - exact), tiny = relative * abs(exact) + residue();
  const std::size_t e = text.find('e');
  if (e != std::string::npos) {
    const std::size_t dot = text.find('.');
    const int digits = dot == std::string::npos || dot > e ? 0 : static_cast<int>(e - dot - 1);
    const int exponent = std::stoi(read(text.substr(e + 1)).str());
    if (diff > Dec(0.5) * pow(Dec(10), exponent - digits) + tiny) return "not the value: " + text;
    return "";
  }
  const std::size_t dot = text.find('.');
  const int decimals = dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
  const Dec& half = halves.at(static_cast<std::size_t>(decimals));
  if (!(diff < half || abs(diff - half) <= tiny)) return "not the value rounded at its places: " + text;
  if (decimals < places && diff > tiny) return "places dropped that are not zeros: " + text;
  return "";
}

/// The fewest places (up to `most`) a format of three significant digits gives `x`.
inline int significant_places(const Dec& x) {
  if (x == 0) return 0;
  const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(x.convert_to<double>()))));
  return std::clamp(2 - magnitude, 0, 9);
}

/// A − B's corners: the convex hull of every a − b, collinear points left out.
inline std::vector<DVec> difference_corners(const Points& a, const Points& b) {
  std::vector<DVec> pts;
  for (const Vec2 p : a)
    for (const Vec2 q : b) pts.push_back({Dec(p.x) - q.x, Dec(p.y) - q.y});
  const auto less = [](const DVec& p, const DVec& q) { return p.x < q.x || (p.x == q.x && p.y < q.y); };
  std::sort(pts.begin(), pts.end(), less);
  pts.erase(std::unique(pts.begin(), pts.end(), [](const DVec& p, const DVec& q) { return p.x == q.x && p.y == q.y; }),
            pts.end());
  if (pts.size() < 3) return pts;
  const auto turn = [](const DVec& o, const DVec& p, const DVec& q) {
    return snap((p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x));
  };
  std::vector<DVec> hull(2 * pts.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    while (k >= 2 && turn(hull[k - 2], hull[k - 1], pts[i]) <= 0) --k;
    hull[k++] = pts[i];
  }
  for (std::size_t i = pts.size() - 1, t = k + 1; i-- > 0;) {
    while (k >= t && turn(hull[k - 2], hull[k - 1], pts[i]) <= 0) --k;
    hull[k++] = pts[i];
  }
  hull.resize(k - 1);
  return hull;
}

/// When B (moving by v from t = 0) enters and leaves A's shadow on the normal of p1 → p2: none
/// when it does not move along it.
struct Window {
  Dec entry, exit;
};
inline std::optional<Window> time_of_impact_window(const Points& a, const Points& b, const DVec& v, Vec2 p1, Vec2 p2) {
  const DVec n{Dec(p2.y) - p1.y, Dec(p1.x) - p2.x};
  const auto on = [&](const Points& poly) {
    Shadow s{Dec(1e300), Dec(-1e300)};
    for (const Vec2 p : poly) {
      const Dec t = dot(dec(p), n);
      s.lo = std::min(s.lo, t), s.hi = std::max(s.hi, t);
    }
    return s;
  };
  const Shadow sa = on(a), sb = on(b);
  const Dec speed = snap(dot(v, n));
  if (speed == 0) return std::nullopt;
  if (speed > 0) return Window{(sa.lo - sb.hi) / speed, (sa.hi - sb.lo) / speed};
  return Window{(sa.hi - sb.lo) / speed, (sa.lo - sb.hi) / speed};
}

/// When a circle (centre c, radius r) moving by v first comes within r of the vertex p, in
/// [0, 1], exactly (a square root in 100 digits); none if it does not.
inline std::optional<Dec> vertex_touch(const DVec& c, const DVec& v, const Dec& r, const DVec& p) {
  const DVec d = c - p;
  const Dec qa = dot(v, v), qb = dot(d, v), qc = dot(d, d) - r * r;
  if (snap(qc) <= 0) return Dec(0);
  if (qa == 0 || qb >= 0) return std::nullopt;
  const Dec disc = qb * qb - qa * qc;
  if (disc < 0) return std::nullopt;
  const Dec t = (-qb - sqrt(disc)) / qa;
  if (t > 1) return std::nullopt;
  return t;
}

/// When the circle first touches the edge p1 → p2 face on (from either side: its contact point
/// on the edge's line within the edge, `slack` of the edge's length beyond its ends allowed), in
/// [0, 1]; none if never.
inline std::optional<Dec> edge_touch(const DVec& c, const DVec& v, const Dec& r, const DVec& p1, const DVec& p2,
                                     const Dec& slack) {
  const DVec along = p2 - p1;
  const Dec len2 = dot(along, along), len = sqrt(len2);
  std::optional<Dec> best;
  for (const int side : {1, -1}) {
    const DVec n{side * along.y / len, -side * along.x / len};
    const Dec rate = snap(dot(v, n)), dist = dot(c - p1, n);
    const auto s_at = [&](const Dec& t) { return dot(DVec{c.x + t * v.x - p1.x, c.y + t * v.y - p1.y}, along) / len2; };
    std::optional<Dec> t;
    if (rate == 0 && abs(dist - r) <= Dec("1e-12") * std::max(Dec(1), r)) {
      // Sliding along the line at distance r: the first t its contact is within the edge.
      const Dec s0 = s_at(0), srate = dot(v, along) / len2;
      Dec from = 0, to = 1;
      if (srate == 0) {
        if (s0 < -slack || s0 > 1 + slack) continue;
      } else {
        const Dec t0 = (-slack - s0) / srate, t1 = (1 + slack - s0) / srate;
        from = std::max(from, std::min(t0, t1)), to = std::min(to, std::max(t0, t1));
      }
      if (from <= to) t = from;
    } else if (rate < 0) {
      const Dec at = (r - dist) / rate;
      const Dec s = s_at(at);
      if (at >= 0 && at <= 1 && s >= -slack && s <= 1 + slack) t = at;
    }
    if (t && (!best || *t < *best)) best = t;
  }
  return best;
}

}  // namespace response_exact
