// GJK's loop (gjk.hpp): solve the simplex, look towards the origin, add the support point.
#include "collide/gjk.hpp"

#include <cmath>

#include "collide/exact/predicates.hpp"
#include "collide/vec.hpp"

namespace collide {
namespace {

const Vec2 kOrigin{0, 0};

Vec2 weighted(const Simplex& s) {
  Vec2 p{};
  for (int i = 0; i < s.count; ++i) p += s.weight[static_cast<std::size_t>(i)] * s.v[static_cast<std::size_t>(i)].w;
  return p;
}

/// From the kept simplex towards the origin; a stop when the origin is on or in it. For an edge
/// the direction is the edge's perpendicular (not −p, which loses the sign near the edge).
GjkStop look_towards_origin(const Simplex& s, GjkRegion region, Vec2& d) {
  d = {};
  if (region == GjkRegion::Inside) return GjkStop::Inside;
  if (s.count == 1) {
    if (s.v[0].w == kOrigin) return GjkStop::OnSimplex;
    d = -s.v[0].w;
    return GjkStop::Continue;
  }
  const Vec2 e = s.v[1].w - s.v[0].w;
  const int side = orientation(s.v[0].w, s.v[1].w, kOrigin);
  if (side == 0) return GjkStop::OnSimplex;
  d = side > 0 ? Vec2{-e.y, e.x} : Vec2{e.y, -e.x};
  return GjkStop::Continue;
}

/// w lies strictly nearer the origin's side than the kept point or edge (exact).
bool nearer(const Simplex& s, Vec2 w) {
  const Vec2 w1 = s.v[0].w;
  if (s.count == 1) return sign_dot(w1, w, w1, kOrigin) > 0;
  const Vec2 w2 = s.v[1].w;
  return orientation(w1, w2, w) == orientation(w1, w2, kOrigin);
}

/// One iteration: solve, look, search. Returns the step; `s` becomes the next simplex.
GjkStep iterate(Polygon a, Polygon b, Simplex& s, bool overlap_only, bool last) {
  GjkStep step;
  step.given = s;
  step.region = gjk_solve(s);
  step.kept = s;
  step.closest = weighted(s);
  step.distance = std::sqrt(dot(step.closest, step.closest));
  for (int i = 0; i < s.count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    step.on_a += s.weight[k] * a[static_cast<std::size_t>(s.v[k].a)];
    step.on_b += s.weight[k] * b[static_cast<std::size_t>(s.v[k].b)];
  }
  step.stop = look_towards_origin(s, step.region, step.direction);
  if (step.stop == GjkStop::Inside || step.stop == GjkStop::OnSimplex) {
    step.closest = {};  // decided exactly: the origin is on or in the simplex, whatever the weights round to
    step.distance = 0;
  }
  if (step.stop != GjkStop::Continue) return step;
  if (last) return step.stop = GjkStop::IterationCap, step;
  step.support = support(a, b, step.direction);
  if (overlap_only && sign_dot(kOrigin, step.support.w, kOrigin, step.direction) < 0) {
    step.stop = GjkStop::NotPastOrigin;
  } else if (!nearer(s, step.support.w)) {
    step.stop = GjkStop::NoCloser;
  } else {
    s.v[static_cast<std::size_t>(s.count++)] = step.support;
  }
  return step;
}

GjkResult finish(const GjkStep& last, int iterations) {
  GjkResult r;
  r.stop = last.stop;
  r.iterations = iterations;
  r.simplex = last.kept;
  r.overlap = last.stop == GjkStop::Inside || last.stop == GjkStop::OnSimplex;
  r.witness_a = last.on_a;
  r.witness_b = last.on_b;
  r.distance = r.overlap ? 0 : last.distance;
  return r;
}

template <class Sink>
GjkResult run(Polygon a, Polygon b, bool overlap_only, Sink&& sink) {
  if (a.empty() || b.empty()) return GjkResult{};
  Simplex s;
  s.v[0] = support(a, b, b[0] - a[0]);  // a corner of A − B, not just any a_i − b_j: EPA needs that
  s.count = 1;
  for (int i = 1;; ++i) {
    const GjkStep step = iterate(a, b, s, overlap_only, i == kGjkMaxIterations);
    sink(step);
    if (step.stop != GjkStop::Continue) return finish(step, i);
  }
}

}  // namespace

GjkResult gjk_distance(Polygon a, Polygon b) {
  return run(a, b, false, [](const GjkStep&) {});
}

GjkResult gjk_distance(Polygon a, Polygon b, GjkTrace& trace) {
  trace.steps.clear();
  trace.result = run(a, b, false, [&](const GjkStep& s) { trace.steps.push_back(s); });
  return trace.result;
}

GjkResult gjk_overlap(Polygon a, Polygon b) {
  return run(a, b, true, [](const GjkStep&) {});
}

GjkResult gjk_overlap(Polygon a, Polygon b, GjkTrace& trace) {
  trace.steps.clear();
  trace.result = run(a, b, true, [&](const GjkStep& s) { trace.steps.push_back(s); });
  return trace.result;
}

}  // namespace collide
