// Test-only: the concave chapter's edge tests answered again in exact rationals, from the shapes'
// own coordinates, with none of the core's code: which side of a line, whether two closed segments
// meet, where an edge meets the horizontal line through a point, the ray's count, an edge's point
// nearest a centre and its squared distance. And the reading of a printed number as a rational.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "collide/shapes.hpp"
#include "exact_numbers.hpp"

namespace concave_exact {

using collide::Vec2;
// Exact rationals (exact_numbers.hpp): GMP's on the desktop, Boost's own in the browser build.
using Q = exact_numbers::Rational;

inline int sign(const Q& q) { return q > 0 ? 1 : q < 0 ? -1 : 0; }

/// The sign of the turn a → b → c: + counter-clockwise, − clockwise, 0 collinear. The audits ask
/// millions of these, nearly all far from 0: where the double determinant is further from 0 than
/// its rounding can reach (Shewchuk's first error bound, (3 + 16ε)ε of the products' sizes) its
/// sign is the exact one; anything closer, and any underflow or overflow, is worked in rationals.
inline int orient(Vec2 a, Vec2 b, Vec2 c) {
  const double left = (b.x - a.x) * (c.y - a.y), right = (b.y - a.y) * (c.x - a.x);
  const double det = left - right, size = std::abs(left) + std::abs(right);
  const double bound = (3.0 + 16.0 * 0x1p-53) * 0x1p-53 * size;
  if (std::isfinite(size) && size > 0x1p-900 && std::abs(det) > bound) return det > 0 ? 1 : -1;
  return sign((Q(b.x) - a.x) * (Q(c.y) - a.y) - (Q(b.y) - a.y) * (Q(c.x) - a.x));
}

/// p lies on the closed segment a–b.
inline bool on_segment(Vec2 p, Vec2 a, Vec2 b) {
  return orient(a, b, p) == 0 && std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

/// The closed segments a–b and c–d have a point in common (crossing or touching).
inline bool segments_meet(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return on_segment(c, a, b) || on_segment(d, a, b) || on_segment(a, c, d) || on_segment(b, c, d);
}

inline Vec2 vertex(const std::vector<Vec2>& poly, std::size_t i) { return poly[i % poly.size()]; }

/// One edge meeting the horizontal line through p: one end strictly above p, the other not.
struct Meeting {
  int edge = 0;
  Q x;  ///< where it meets the line
};

/// The ray cast from p to the right through `poly`, as the chapter defines it.
struct Ray {
  std::vector<Meeting> meetings;  ///< every edge meeting the line, in edge order
  int counted = 0, through = 0, left = 0;
  bool boundary = false;  ///< p lies on an edge
  int vertex = -1;        ///< the vertex p is, or −1
};

inline Ray ray_from(Vec2 p, const std::vector<Vec2>& poly) {
  Ray r;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const Vec2 a = vertex(poly, i), b = vertex(poly, i + 1);
    r.boundary = r.boundary || on_segment(p, a, b);
    if (a == p && r.vertex < 0) r.vertex = static_cast<int>(i);
    if ((a.y > p.y) == (b.y > p.y)) continue;
    const Q x = Q(a.x) + (Q(p.y) - a.y) * (Q(b.x) - a.x) / (Q(b.y) - a.y);
    r.meetings.push_back({static_cast<int>(i), x});
    (x > Q(p.x) ? r.counted : x == Q(p.x) ? r.through : r.left) += 1;
  }
  return r;
}

/// The meeting of edge `e`, if it meets the line.
inline std::optional<Q> meeting_x(const Ray& r, int e) {
  for (const auto& m : r.meetings)
    if (m.edge == e) return m.x;
  return std::nullopt;
}

/// The first edge (in edge order) that the segment a–b meets, or −1.
inline int first_edge_met(const std::vector<Vec2>& poly, Vec2 a, Vec2 b) {
  for (std::size_t i = 0; i < poly.size(); ++i)
    if (segments_meet(vertex(poly, i), vertex(poly, i + 1), a, b)) return static_cast<int>(i);
  return -1;
}

/// Edge i's point nearest c, and its squared distance from c.
struct Nearest {
  Q x, y, d2;
};
inline Nearest nearest(Vec2 c, Vec2 a, Vec2 b) {
  const Q dx = Q(b.x) - a.x, dy = Q(b.y) - a.y;
  const Q len2 = dx * dx + dy * dy;
  Q t = len2 == 0 ? Q(0) : Q(((Q(c.x) - a.x) * dx + (Q(c.y) - a.y) * dy) / len2);
  t = std::clamp(t, Q(0), Q(1));
  Nearest n{Q(a.x) + t * dx, Q(a.y) + t * dy, 0};
  n.d2 = (Q(c.x) - n.x) * (Q(c.x) - n.x) + (Q(c.y) - n.y) * (Q(c.y) - n.y);
  return n;
}

/// "−3.036" → −3.036 exactly; "1.5e−7" too.
inline Q read(std::string text) {
  for (std::size_t at; (at = text.find("\u2212")) != std::string::npos;) text.replace(at, 3, "-");
  Q scale = 1;
  if (const auto e = text.find('e'); e != std::string::npos) {
    const int exponent = std::stoi(text.substr(e + 1));
    for (int k = 0; k < std::abs(exponent); ++k) scale = exponent > 0 ? Q(scale * 10) : Q(scale / 10);
    text = text.substr(0, e);
  }
  const bool negative = !text.empty() && text[0] == '-';
  if (negative) text = text.substr(1);
  const auto dot = text.find('.');
  std::string digits = text;
  Q unit = 1;
  if (dot != std::string::npos) {
    digits = text.substr(0, dot) + text.substr(dot + 1);
    for (std::size_t k = dot + 1; k < text.size(); ++k) unit /= 10;
  }
  digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));  // "091" would read as octal
  const Q value = Q(exact_numbers::Integer(digits)) * unit * scale;
  return negative ? Q(-value) : value;
}

/// The decimals a fixed-point text shows ("3.250" → 3).
inline int places_of(const std::string& text) {
  const auto dot = text.find('.');
  return dot == std::string::npos ? 0 : static_cast<int>(text.size() - dot - 1);
}

inline Q ten_to(int k) {
  Q q = 1;
  for (int i = 0; i < std::abs(k); ++i) q = k > 0 ? Q(q * 10) : Q(q / 10);
  return q;
}

inline Q magnitude(const Q& q) { return q < 0 ? Q(-q) : q; }

/// What is untrue about `text` as a printing of the exact `value`, or "": a fixed-point text must be
/// the value correctly rounded at its places (a tie within 1e−12 relative may go either way); a
/// scientific one within half a unit of its last digit; "x + ε" / "x − ε" must be just above /
/// below x (within a unit of its last place). A fixed-point text with fewer than `least` places
/// (the places its printer starts from) must be the value itself: zeros are dropped only where
/// the value has them ("2.5" for 2.5001 reads as a false 2.5; "2.50" is true).
inline std::string untrue(const std::string& shown, const Q& value, int least = 2) {
  std::string text = shown;
  int hair = 0;
  for (const auto& [mark, side] : {std::pair<std::string, int>{" + ε", 1}, {" − ε", -1}})
    if (text.size() > mark.size() && text.ends_with(mark)) text.resize(text.size() - mark.size()), hair = side;
  if (text.empty() || text.find_first_of("0123456789") == std::string::npos) return "not a number";
  const Q read_value = read(text);
  const auto e = text.find('e');
  const std::string mantissa = e == std::string::npos ? text : text.substr(0, e);
  Q unit = ten_to(-places_of(mantissa));
  if (e != std::string::npos) {
    std::string exp_text = text.substr(e + 1);
    for (std::size_t at; (at = exp_text.find("\u2212")) != std::string::npos;) exp_text.replace(at, 3, "-");
    unit *= ten_to(std::stoi(exp_text));
  }
  const Q off = magnitude(read_value - value);
  if (hair != 0) {
    if (sign(value - read_value) != hair) return "not on the side its ε says";
    return off < unit ? "" : "further than its last place from the value";
  }
  if (e == std::string::npos && places_of(mantissa) < least && off > magnitude(value) / Q(1000000000000LL))
    return "drops zeros the value does not have";
  if (off < unit / 2) return "";
  if (magnitude(off - unit / 2) <= magnitude(value) / Q(1000000000000LL)) return "";  // a tie, as computed
  return "not the value correctly rounded at its places";
}

}  // namespace concave_exact
