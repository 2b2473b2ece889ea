// Contact points against two independent answers, on random boxes and convex polygons:
//  * Box2D 2.4.1's b2CollidePolygons (a peer library, in floats): the decisions — how many
//    points, which polygon holds the reference edge, the normal, which features the points are;
//  * exact rationals on the same reference edge: every point and separation within 1e-9 of the
//    size.
//
// Box2D, honestly accounted for:
//  * Its polygons carry a skin of b2_polygonRadius (0.01): it keeps points up to 0.02 apart and
//    widens the side planes by 0.02. The shapes here get m_radius = 0, which makes its test ours.
//  * It prefers A's edge unless B's is better by 0.1·b2_linearSlop (0.0005); the core prefers A
//    only on an exact tie. Cases whose two best separations lie within 1e-3 are legitimate
//    differences (ties between reference edges): counted, not compared.
//  * It computes in floats (about 6e-8 relative), so its normal and points are compared within
//    1e-5 of the size; and where a decision turns on a number within 1e-5 of the size of zero (a
//    second edge nearly as good, an incident edge nearly as opposed, an end nearly on a side plane
//    or on the reference line), floats may decide either way: counted as near ties, not compared.
//    1e-9 is checked against the rationals instead.
//  * b2PolygonShape::Set takes the hull of its points and orders it counter-clockwise; the core
//    gets exactly those vertices (floats are doubles), half the time in clockwise order.
#include <doctest/doctest.h>

#include <algorithm>
#include <box2d/box2d.h>
#include <cmath>
#include <vector>

#include "collide/contact.hpp"
#include "collide/fast/distance.hpp"
#include "contact_oracle.hpp"

namespace test_contact_box2d {

using collide::Vec2;
using contact_oracle::Exact;
using contact_oracle::exact_contact;
using Points = std::vector<Vec2>;

constexpr double kFloatTolerance = 1e-5, kExactTolerance = 1e-9;

// ---------------------------------------------------------------------------------------------
// Random shapes, made by Box2D
// ---------------------------------------------------------------------------------------------

/// A box (half the time) or the hull of 3–8 points round a ring, about `centre`, as Box2D sets it.
b2PolygonShape random_shape(oracle::Generator& g, Vec2 centre) {
  b2PolygonShape shape;
  const float angle = float(g.uniform(0, 2 * M_PI));
  if (g.chance(0.5)) {
    shape.SetAsBox(float(g.uniform(0.2, 2)), float(g.uniform(0.2, 2)), b2Vec2(float(centre.x), float(centre.y)), angle);
  } else {
    const int n = g.integer(3, 8);
    std::vector<b2Vec2> points;
    for (int i = 0; i < n; ++i) {
      const double t = angle + 2 * M_PI * (i + 0.8 * g.uniform(0, 1)) / n, r = g.uniform(0.5, 1.5);
      points.emplace_back(float(centre.x + r * std::cos(t)), float(centre.y + r * std::sin(t)));
    }
    shape.Set(points.data(), n);
  }
  shape.m_radius = 0;  // no skin: Box2D then keeps what the core keeps
  return shape;
}

Points vertices(const b2PolygonShape& shape) {
  Points out;
  for (int i = 0; i < shape.m_count; ++i) out.push_back({shape.m_vertices[i].x, shape.m_vertices[i].y});
  return out;
}

// ---------------------------------------------------------------------------------------------
// How close the decisions came to a tie (plain doubles; only to set near ties aside)
// ---------------------------------------------------------------------------------------------

/// Each edge's separation: the least n · (v − start) over the other's vertices, n outward unit.
std::vector<double> separations(const Points& p, int turn, const Points& other) {
  std::vector<double> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Vec2 e = p[(i + 1) % p.size()] - p[i];
    const Vec2 n = Vec2{turn * e.y, -turn * e.x} / std::hypot(e.x, e.y);
    double s = INFINITY;
    for (const Vec2 v : other) s = std::min(s, n.x * (v.x - p[i].x) + n.y * (v.y - p[i].y));
    out.push_back(s);
  }
  std::sort(out.rbegin(), out.rend());
  return out;
}

/// How far the incident edge's choice was from a tie: the two least n · m_j over the incident
/// polygon's outward unit normals m_j.
double incident_margin(Vec2 n, const Points& inc, int turn) {
  std::vector<double> d;
  for (std::size_t i = 0; i < inc.size(); ++i) {
    const Vec2 e = inc[(i + 1) % inc.size()] - inc[i];
    d.push_back((n.x * turn * e.y - n.y * turn * e.x) / std::hypot(e.x, e.y));
  }
  std::sort(d.begin(), d.end());
  return d[1] - d[0];
}

// ---------------------------------------------------------------------------------------------
// One case
// ---------------------------------------------------------------------------------------------

struct Tally {
  int cases = 0, compared = 0, reference_ties = 0, near_ties = 0, wrong_box2d = 0, wrong_exact = 0,
      wrong_box2d_fast = 0;
  int by_count[3] = {0, 0, 0};
};

Points in_order(Points p, bool clockwise) {
  if (clockwise) std::reverse(p.begin(), p.end());
  return p;
}

/// Box2D's answer beside the core's; false on the first difference.
bool same_as_box2d(const b2Manifold& m, const collide::ContactResult& r, double size) {
  if (m.pointCount != r.count) return false;
  if (r.count == 0) return true;
  const bool flip = m.type == b2Manifold::e_faceB;
  const Vec2 n{m.localNormal.x, m.localNormal.y}, normal = flip ? -n : n;
  if (flip == r.reference_on_a || std::hypot(normal.x - r.normal.x, normal.y - r.normal.y) > kFloatTolerance)
    return false;
  // The points in the order the incident edge runs, which the winding the core was given
  // reverses: matched in Box2D's order or the other.
  const Vec2 plane{m.localPoint.x, m.localPoint.y};
  const auto matches = [&](int i, int j) {
    const Vec2 p{m.points[i].localPoint.x, m.points[i].localPoint.y};
    const collide::ContactPoint& c = r.points[static_cast<std::size_t>(j)];
    const double separation = n.x * (p.x - plane.x) + n.y * (p.y - plane.y);
    return std::hypot(p.x - c.point.x, p.y - c.point.y) <= kFloatTolerance * size &&
           std::fabs(separation - c.separation) <= kFloatTolerance * size;
  };
  if (r.count == 1) return matches(0, 0);
  return (matches(0, 0) && matches(1, 1)) || (matches(0, 1) && matches(1, 0));
}

/// The core's points beside the rationals' on the core's reference edge.
bool same_as_exact(const Exact& e, const collide::ContactResult& r, double size) {
  if (e.count != r.count) return false;
  for (int i = 0; i < r.count; ++i) {
    const collide::ContactPoint& c = r.points[static_cast<std::size_t>(i)];
    const Vec2 p = e.points[static_cast<std::size_t>(i)];
    if (std::hypot(p.x - c.point.x, p.y - c.point.y) > kExactTolerance * size) return false;
    if (std::fabs(e.separations[static_cast<std::size_t>(i)] - c.separation) > kExactTolerance * size) return false;
  }
  return true;
}

void one_case(oracle::Generator& g, Tally& t) {
  const double reach = g.uniform(0, 3), angle = g.uniform(0, 2 * M_PI);
  const b2PolygonShape sa = random_shape(g, {0, 0}),
                       sb = random_shape(g, {reach * std::cos(angle), reach * std::sin(angle)});
  b2Transform identity;
  identity.SetIdentity();
  b2Manifold m;
  b2CollidePolygons(&m, &sa, identity, &sb, identity);
  const bool cw_a = g.chance(0.5), cw_b = g.chance(0.5);
  const Points a = in_order(vertices(sa), cw_a), b = in_order(vertices(sb), cw_b);
  const collide::ContactResult r = collide::polygon_contact_points(a, b);
  ++t.cases;
  double size = 0;
  for (const Points* p : {&a, &b})
    for (const Vec2 v : *p) size = std::max({size, std::fabs(v.x), std::fabs(v.y)});
  // Against the rationals, on the core's own reference and incident edges.
  if (r.touching && r.incident_edge >= 0) {
    const Points &ref = r.reference_on_a ? a : b, &inc = r.reference_on_a ? b : a;
    const int turn = (r.reference_on_a ? cw_a : cw_b) ? -1 : 1;
    const Exact e = exact_contact(ref, r.reference_edge, turn, inc, r.incident_edge, size);
    if (e.nearest_call > kExactTolerance && !same_as_exact(e, r, size)) ++t.wrong_exact;
  }
  // Against Box2D, where no decision was a near tie.
  const auto sep_a = separations(a, cw_a ? -1 : 1, b), sep_b = separations(b, cw_b ? -1 : 1, a);
  if (std::fabs(sep_a[0] - sep_b[0]) < 1e-3 && std::max(sep_a[0], sep_b[0]) <= 0) return void(++t.reference_ties);
  bool near = std::fabs(sep_a[0]) < kFloatTolerance * size || std::fabs(sep_b[0]) < kFloatTolerance * size ||
              sep_a[0] - sep_a[1] < kFloatTolerance || sep_b[0] - sep_b[1] < kFloatTolerance;
  if (r.touching) {
    const bool on_a = r.reference_on_a;
    const Vec2 ref_normal = on_a ? r.normal : -r.normal;
    near = near || incident_margin(ref_normal, on_a ? b : a, (on_a ? cw_b : cw_a) ? -1 : 1) < kFloatTolerance;
    const Points &ref = on_a ? a : b, &inc = on_a ? b : a;
    const Exact e = exact_contact(ref, r.reference_edge, (on_a ? cw_a : cw_b) ? -1 : 1, inc, r.incident_edge, size);
    near = near || e.nearest_call < kFloatTolerance;
  }
  if (near) return void(++t.near_ties);
  ++t.compared;
  ++t.by_count[r.count];
  if (!same_as_box2d(m, r, size)) ++t.wrong_box2d;
  // The fast path (fast/contact.cpp) against Box2D on the same pairs.
  if (!same_as_box2d(m, collide::fast::polygon_contact_points(a, b), size)) ++t.wrong_box2d_fast;
}

TEST_CASE("polygon_contact_points: property: Box2D 2.4.1's b2CollidePolygons and exact rationals agree (3,000 pairs)" *
          doctest::test_suite("slow")) {
  oracle::Generator g(2929);
  Tally t;
  for (int i = 0; i < 3000; ++i) one_case(g, t);
  MESSAGE("compared with Box2D: ", t.compared, " (0, 1, 2 points: ", t.by_count[0], ", ", t.by_count[1], ", ",
          t.by_count[2], "); reference-edge ties: ", t.reference_ties, "; near ties in floats: ", t.near_ties);
  CHECK(t.wrong_box2d == 0);
  CHECK(t.wrong_box2d_fast == 0);
  CHECK(t.wrong_exact == 0);
  // Ties are the exception, and every count of points came up often enough to mean something.
  CHECK(t.reference_ties + t.near_ties < t.cases / 10);
  CHECK(t.by_count[0] > 300);
  CHECK(t.by_count[1] > 300);
  CHECK(t.by_count[2] > 100);
}

}  // namespace test_contact_box2d
