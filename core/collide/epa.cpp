// EPA's loop (epa.hpp): the nearest edge, its support point, the polytope grown.
#include "collide/epa.hpp"

#include <algorithm>
#include <cmath>

#include "collide/gjk.hpp"
#include "collide/hull.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/vec.hpp"

namespace collide {
namespace {

/// Support points across A − B when GJK stopped on a point or an edge (the origin on it): the
/// two ends along x (or y), and the farthest on each side of the line through them.
std::vector<SupportPoint> spread_supports(Polygon a, Polygon b) {
  SupportPoint p = support(a, b, {1, 0}), q = support(a, b, {-1, 0});
  if (p.w == q.w) {
    p = support(a, b, {0, 1});
    q = support(a, b, {0, -1});
  }
  const Vec2 e = q.w - p.w;
  return {p, q, support(a, b, {-e.y, e.x}), support(a, b, {e.y, -e.x})};
}

/// GJK's triangle, or the spread supports' hull, counter-clockwise; empty when it has no area
/// (A − B is flat, and they only touch). Every corner is a support point, so growing keeps it convex.
std::vector<SupportPoint> first_polytope(Polygon a, Polygon b, const Simplex& s) {
  std::vector<SupportPoint> points(s.v.begin(), s.v.begin() + s.count);
  if (s.count < 3) points = spread_supports(a, b);
  std::vector<Vec2> corners;
  for (const SupportPoint& p : points) corners.push_back(p.w);
  std::vector<SupportPoint> polytope;
  for (const Vec2 c : convex_hull(corners)) {
    for (const SupportPoint& p : points) {
      if (p.w == c) {
        polytope.push_back(p);
        break;
      }
    }
  }
  if (polytope.size() < 3) polytope.clear();
  return polytope;
}

/// The edge nearest the origin (least signed distance to its line), with its normal. An edge whose
/// line passes through the origin (decided exactly) is at distance 0, not at the 1e−17 that
/// rounding the normal leaves: the shapes touch there.
void nearest_edge(const std::vector<SupportPoint>& polytope, EpaStep& step) {
  step.distance = INFINITY;
  for (std::size_t i = 0; i < polytope.size(); ++i) {
    const Vec2 p = polytope[i].w, q = polytope[(i + 1) % polytope.size()].w;
    const Vec2 n = normalize(Vec2{q.y - p.y, p.x - q.x});
    const double d = orientation(p, q, Vec2{0, 0}) == 0 ? 0.0 : dot(n, p);
    if (d < step.distance) {
      step.distance = d;
      step.edge = static_cast<int>(i);
      step.normal = n;
    }
  }
}

template <class Sink>
EpaResult run(Polygon a, Polygon b, Sink&& sink) {
  const GjkResult gjk = gjk_distance(a, b);
  EpaResult r;
  r.overlap = gjk.overlap;
  if (!r.overlap) return r;
  std::vector<SupportPoint> polytope = first_polytope(a, b, gjk.simplex);
  if (polytope.empty()) return r;  // A − B is flat: the origin is on it, and they only touch
  for (int i = 0; i < kEpaMaxSteps; ++i) {
    EpaStep step;
    nearest_edge(polytope, step);
    const auto e = static_cast<std::size_t>(step.edge);
    step.support = support(a, b, step.normal);
    step.grew = orientation(polytope[e].w, polytope[(e + 1) % polytope.size()].w, step.support.w) < 0;
    r.steps = i + 1;
    r.normal = step.normal;
    r.depth = std::max(0.0, step.distance);
    sink(step, polytope);
    if (!step.grew) break;
    polytope.insert(polytope.begin() + static_cast<std::ptrdiff_t>(e) + 1, step.support);
  }
  r.mtv = r.depth * r.normal;
  return r;
}

}  // namespace

EpaResult epa_penetration(Polygon a, Polygon b) {
  return run(a, b, [](const EpaStep&, const std::vector<SupportPoint>&) {});
}

EpaResult epa_penetration(Polygon a, Polygon b, EpaTrace& trace) {
  trace.steps.clear();
  trace.result = run(a, b, [&](const EpaStep& step, const std::vector<SupportPoint>& polytope) {
    trace.steps.push_back(step);
    trace.steps.back().polytope = polytope;  // as the step found it, before it grew
  });
  return trace.result;
}

}  // namespace collide
