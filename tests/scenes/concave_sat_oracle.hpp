// Test-only: the concave chapter's SAT scenes answered again from the shapes' coordinates in
// 100-digit arithmetic (sat_exact.hpp), never from a trace: each axis's exact shadows and verdict,
// the book's SAT walk (early exit, parallel duplicates), the edge test's first crossing pair,
// a ray's crossings, and SAT on two convex pieces. And the check that a printed text is an exact
// value correctly rounded at the places (or significant digits) the text itself shows.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "sat_exact.hpp"

namespace concave_sat_oracle {

using collide::Vec2;
using sat_exact::Dec;
using sat_exact::Exact;
using sat_exact::read;

/// One axis of the book's order: an edge's normal (p2.y − p1.y, p1.x − p2.x), both shadows on it.
struct Axis {
  bool of_a = true;
  int edge = 0;
  Dec nx, ny;
  bool direction = false;  ///< the edge has a length
  bool duplicate = false;  ///< parallel to an earlier axis (skipped when the option asks)
  Exact a, b;
  bool gap = false;  ///< the shadows do not meet (exact)
  Dec gap_width() const { return std::max(b.lo - a.hi, a.lo - b.hi); }
  /// How far B must move along the axis to leave them touching, the shorter way.
  Dec push_out() const { return std::min(a.hi - b.lo, b.hi - a.lo); }
};

inline std::vector<Axis> axes(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  std::vector<Axis> out;
  for (const bool of_a : {true, false}) {
    const auto& poly = of_a ? a : b;
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const Vec2 p = poly[i], q = poly[(i + 1) % poly.size()];
      Axis x;
      x.of_a = of_a, x.edge = static_cast<int>(i), x.nx = Dec(q.y) - Dec(p.y), x.ny = Dec(p.x) - Dec(q.x);
      x.direction = x.nx != 0 || x.ny != 0;
      if (x.direction) {
        for (const Axis& before : out)
          x.duplicate = x.duplicate || (before.direction && before.nx * x.ny - before.ny * x.nx == 0);
        const Dec length = sqrt(x.nx * x.nx + x.ny * x.ny);
        x.a = sat_exact::shadow(a, x.nx, x.ny, length);
        x.b = sat_exact::shadow(b, x.nx, x.ny, length);
        x.gap = x.b.lo > x.a.hi || x.a.lo > x.b.hi;
      }
      out.push_back(x);
    }
  }
  return out;
}

/// The book's SAT over `axes`: how many it tries trying every one, how many show a gap, and how
/// many the walk tries when it stops at the first gap.
struct Walk {
  int tested = 0, with_gap = 0, walked = 0, skipped = 0;
  int first_gap = -1;  ///< index into the axes
};
inline Walk walk(const std::vector<Axis>& all, bool skip_duplicates) {
  Walk w;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Axis& x = all[i];
    if (!x.direction) continue;
    if (skip_duplicates && x.duplicate) {
      ++w.skipped;
      continue;
    }
    ++w.tested;
    w.with_gap += x.gap;
    if (x.gap && w.first_gap < 0) {
      w.first_gap = static_cast<int>(i);
      w.walked = w.tested;
    }
  }
  if (w.first_gap < 0) w.walked = w.tested;
  return w;
}

inline int sign(const Dec& x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
inline int orient(Vec2 a, Vec2 b, Vec2 c) {
  return sign((Dec(b.x) - Dec(a.x)) * (Dec(c.y) - Dec(a.y)) - (Dec(b.y) - Dec(a.y)) * (Dec(c.x) - Dec(a.x)));
}
inline bool within(Vec2 a, Vec2 b, Vec2 p) {  // p, on the line ab, lies on the segment
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
/// Closed segments meet (touching counts).
inline bool segments_meet(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  const int o1 = orient(p1, p2, q1), o2 = orient(p1, p2, q2), o3 = orient(q1, q2, p1), o4 = orient(q1, q2, p2);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (o1 == 0 && within(p1, p2, q1)) || (o2 == 0 && within(p1, p2, q2)) || (o3 == 0 && within(q1, q2, p1)) ||
         (o4 == 0 && within(q1, q2, p2));
}

/// The first pair of edges (A's i, B's j, in the book's order i then j) that meet, and the pairs
/// tried up to it (all n·m when none meets).
struct FirstCrossing {
  int i = -1, j = -1;
  long long tested = 0;
};
inline FirstCrossing first_crossing(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  FirstCrossing f;
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < b.size(); ++j) {
      ++f.tested;
      if (segments_meet(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()])) {
        f.i = static_cast<int>(i), f.j = static_cast<int>(j);
        return f;
      }
    }
  return f;
}

/// Edges a ray from p to the right crosses: an edge straddles p's level (an end exactly level counts
/// as below) and meets it right of p. nullopt when p lies on the outline (the count is then moot).
inline std::optional<int> ray_crossings(Vec2 p, const std::vector<Vec2>& poly) {
  int count = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
    if (orient(a, b, p) == 0 && within(a, b, p)) return std::nullopt;
    if ((a.y > p.y) == (b.y > p.y)) continue;
    // Right of p: the edge, taken upward, has p on its left.
    const int side = a.y < b.y ? orient(a, b, p) : orient(b, a, p);
    count += side > 0;
  }
  return count;
}

/// SAT on two convex pieces as the book runs it (early exit, every axis): the axes tried, the
/// verdict, and the deciding axis (the first gap, else one of least push-out).
struct PairRun {
  std::vector<Axis> axes;
  int tried = 0;
  bool collide = false;
  int deciding = -1;
  Dec least;  ///< colliding: the least push-out
};
inline PairRun pair_run(const std::vector<Vec2>& t, const std::vector<Vec2>& u) {
  PairRun r;
  r.axes = axes(t, u);
  for (std::size_t i = 0; i < r.axes.size(); ++i) {
    if (!r.axes[i].direction) continue;
    ++r.tried;
    if (r.axes[i].gap) {
      r.deciding = static_cast<int>(i);
      return r;
    }
    if (r.deciding < 0 || r.axes[i].push_out() < r.least)
      r.deciding = static_cast<int>(i), r.least = r.axes[i].push_out();
  }
  r.collide = true;
  return r;
}

/// Decimals a plain number's text shows ("3.257" → 3, "2" → 0).
inline int decimals_of(const std::string& text) {
  const auto dot = text.find('.');
  return dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
}

/// Whether `text` is `x` correctly rounded at what the text shows: its decimals ("3.257"), its
/// significant digits ("3.26e−9"), a bound ("< 1e−9": x is below it) or "≈3.26" (within one unit
/// of its last place). Within 1e−12 relative of a rounding tie, either way counts.
inline bool rounds_to(const std::string& shown, const Dec& x) {
  std::string text = shown;
  bool approximate = false;
  if (text.starts_with("\u2248")) text = text.substr(3), approximate = true;
  if (text.starts_with("< ")) return abs(x) < read(text.substr(2));
  Dec unit;
  const auto e = text.find('e');
  if (e != std::string::npos) {
    std::string exponent = text.substr(e + 1);
    if (exponent.starts_with("\u2212")) exponent = "-" + exponent.substr(3);
    unit = pow(Dec(10), std::stoi(exponent) - decimals_of(text.substr(0, e)));
  } else {
    unit = pow(Dec(10), -decimals_of(text));
  }
  const Dec off = abs(read(text) - x);
  if (approximate) return off <= unit;
  return off < unit / 2 || abs(off - unit / 2) <= abs(x) * Dec(1e-12);
}

/// A short text stands for the value itself: fewer than `least` decimals only when the value has
/// no more (to 1e−12 relative), as "2.5" for 2.5 but "2.50" for 2.5003.
inline bool short_only_when_exact(const std::string& text, const Dec& x, int least) {
  if (text.find('e') != std::string::npos || text.starts_with("< ") || text.starts_with("\u2248")) return true;
  return decimals_of(text) >= least || abs(read(text) - x) <= abs(x) * Dec(1e-12);
}

}  // namespace concave_sat_oracle
