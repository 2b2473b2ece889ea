// Issue 25's sweeps over many seeded states: every edge the response scenes name and dash is
// checked against the geometry, worked out here from the shapes alone (distances, outward
// normals from the polygon's own area), never from the code that chose it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "captions/response.hpp"
#include "collide/time_of_impact.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_names_audit {

using namespace lab::testing;
using lab::Vec2;
using Points = std::vector<Vec2>;
namespace palette = lab::palette;

double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

// Twice the signed area: > 0 counter-clockwise.
double area2(const Points& p) {
  double s = 0;
  for (std::size_t i = 0; i < p.size(); ++i) s += cross(p[i], p[(i + 1) % p.size()]);
  return s;
}

// Edge i's outward normal (unit), from the polygon's winding.
Vec2 outward(const Points& p, std::size_t i) {
  const Vec2 d = p[(i + 1) % p.size()] - p[i];
  const Vec2 n = area2(p) > 0 ? Vec2{d.y, -d.x} : Vec2{-d.y, d.x};
  return n / std::hypot(n.x, n.y);
}

double point_segment(Vec2 q, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double t = std::clamp(((q.x - a.x) * d.x + (q.y - a.y) * d.y) / (d.x * d.x + d.y * d.y), 0.0, 1.0);
  return std::hypot(q.x - a.x - t * d.x, q.y - a.y - t * d.y);
}

// The distance between two segments that do not cross (their ends' distances), or 0 when they do.
double segment_segment(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const double s1 = cross(b - a, c - a), s2 = cross(b - a, d - a), s3 = cross(d - c, a - c), s4 = cross(d - c, b - c);
  if (((s1 < 0) != (s2 < 0)) && ((s3 < 0) != (s4 < 0))) return 0;
  return std::min({point_segment(a, c, d), point_segment(b, c, d), point_segment(c, a, b), point_segment(d, a, b)});
}

// How far the segment a–b is from the polygon's outline.
double segment_outline(Vec2 a, Vec2 b, const Points& p) {
  double best = HUGE_VAL;
  for (std::size_t i = 0; i < p.size(); ++i) best = std::min(best, segment_segment(a, b, p[i], p[(i + 1) % p.size()]));
  return best;
}

Points moved(const Points& p, Vec2 by) {
  Points out = p;
  for (Vec2& q : out) q += by;
  return out;
}

Vec2 middle(const Points& p) {
  Vec2 s{0, 0};
  for (const Vec2 q : p) s += q;
  return s / static_cast<double>(p.size());
}

// A random convex polygon round `centre`: a box, or a triangle, either winding, on a grid of
// quarters so touching and parallel edges come up often.
Points random_convex(std::mt19937& rng, Vec2 centre) {
  portable::uniform_int_distribution<int> size(2, 12), kind(0, 2);
  const double w = size(rng) / 4.0, h = size(rng) / 4.0;
  Points p = kind(rng) == 0 ? Points{{-w, -h}, {w, -h}, {0, h}} : Points{{-w, -h}, {w, -h}, {w, h}, {-w, h}};
  for (Vec2& q : p) q += centre;
  if (kind(rng) == 1) std::reverse(p.begin(), p.end());
  return p;
}

Vec2 random_point(std::mt19937& rng, int reach) {
  portable::uniform_int_distribution<int> at(-4 * reach, 4 * reach);
  return {at(rng) / 4.0, at(rng) / 4.0};
}

// The feature's polygon and, for an edge, its ends; `b_at` is B where the event is read.
struct Named {
  Vec2 p, q;
  Vec2 out{0, 0};  // outward normal (zero for a vertex)
  bool of_a = true;
};

Named named(const collide::Feature& f, const Points& a, const Points& b_at) {
  const Points& poly = f.owner == collide::AxisOwner::A ? a : b_at;
  Named n;
  n.of_a = f.owner == collide::AxisOwner::A;
  if (f.edge >= 0) {
    const auto i = static_cast<std::size_t>(f.edge);
    n.p = poly[i], n.q = poly[(i + 1) % poly.size()], n.out = outward(poly, i);
  } else {
    n.p = n.q = poly[static_cast<std::size_t>(f.vertex)];
  }
  return n;
}

double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

TEST_CASE("audit: the swept test's named edge is where B touches, enters, leaves or stays clear (10^4 seeded states)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(25);
  int hits = 0, misses = 0, vertices = 0;
  for (int k = 0; k < 10000; ++k) {
    const Points a = random_convex(rng, random_point(rng, 2)), b = random_convex(rng, random_point(rng, 6));
    const Vec2 v = random_point(rng, 8);
    collide::TimeOfImpactTrace trace;
    collide::convex_polygons_time_of_impact(a, b, v, trace);
    const auto& r = trace.result;
    CAPTURE(k);
    for (const auto& cited : lab::captions::time_of_impact_cited(trace)) {
      if (cited.feature.edge < 0 && cited.feature.vertex < 0) continue;  // an axis along a line
      vertices += cited.feature.vertex >= 0;
      if (r.hit) {
        // At the time of impact the feature touches the other shape, and B comes in through it.
        const Points b_at = moved(b, r.toi * v);
        const Named f = named(cited.feature, a, b_at);
        CHECK(segment_outline(f.p, f.q, f.of_a ? b_at : a) < 1e-9);
        if (f.out != Vec2{0, 0}) CHECK(dot(f.out, v) * (f.of_a ? -1 : 1) > 0);
        ++hits;
        continue;
      }
      ++misses;
      const Named f = named(cited.feature, a, b);
      if (r.miss == collide::TimeOfImpactMiss::Never) {
        // B never moves across the axis and lies wholly on the feature's outer side.
        const Points& other = f.of_a ? b : a;
        const Vec2 side = f.out != Vec2{0, 0} ? f.out : Vec2{0, 0};
        if (side == Vec2{0, 0}) continue;
        CHECK(std::fabs(dot(side, v)) < 1e-12);
        for (const Vec2 q : other) CHECK(dot(q - f.p, side) > 0);
        continue;
      }
      // An entry faces B as it comes (A's against v, B's with it); an exit the other way.
      if (f.out == Vec2{0, 0}) continue;
      const double sense = (cited.entry ? -1 : 1) * (f.of_a ? 1 : -1);
      CHECK(dot(f.out, v) * sense > 0);
    }
  }
  CHECK(hits > 1000);
  CHECK(misses > 1000);
  CHECK(vertices > 100);
}

TEST_CASE("audit: push-apart dashes the edge B leaves through, or the one B lies beyond (10^3 seeded states)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2025);
  auto s = lab::testing::scene_named("push-apart");
  const Points a{{-3, -2}, {3, -2}, {3, 2}, {-3, 2}};
  int pushes = 0, gaps = 0;
  for (int k = 0; k < 1000; ++k) {
    const Points b = random_convex(rng, random_point(rng, 6));
    change_state(*s, [&](lab::SceneState& state) {
      state.options["mode"] = 0;
      state.options["resolve"] = 0;
      state.shape("A").points = a;
      state.shape("B").points = b;
    });
    CAPTURE(k);
    const auto c = drawn(*s);
    std::vector<Points> segs;
    for (const auto& call : c.of("dashed_segment"))
      if (call.color == palette::deciding) segs.push_back(call.points);
    const std::string caption = s->caption();
    if (caption.find("they touch") != std::string::npos) continue;
    const bool apart = caption.find("→ apart") != std::string::npos;
    // A triangle's apex can act: no edge is dashed then, and the caption names the vertex.
    if (segs.empty()) {
      CHECK(caption.find("vertex") != std::string::npos);
      continue;
    }
    // An edge dashed: whose it is (A's when both ends are A's corners), and its outward normal.
    const auto edge = [&](const Points& seg) {
      const Vec2 p = seg[0], q = seg[1];
      const bool of_a = std::count(a.begin(), a.end(), p) == 1 && std::count(a.begin(), a.end(), q) == 1;
      const Points& own = of_a ? a : b;
      Vec2 out{q.y - p.y, p.x - q.x};  // turned away from its own shape's middle
      if (dot(out, middle(own) - p) > 0) out = -out;
      return std::pair{of_a, out};
    };
    if (apart) {
      // The other shape lies wholly beyond the edge's line.
      REQUIRE(segs.size() == 1);
      const auto [of_a, out] = edge(segs[0]);
      for (const Vec2 o : of_a ? b : a) CHECK(dot(o - segs[0][0], out) > 0);
      ++gaps;
      continue;
    }
    // Each dashed edge is a way out as short as the arrow (a tie dashes them all): B moved that
    // far out through it (A's) or back from it (B's) touches it; the arrow is one of them.
    REQUIRE(c.count("arrow", palette::deciding) == 1);
    Points arrow;
    for (const auto& call : c.of("arrow"))
      if (call.color == palette::deciding) arrow = call.points;
    const Vec2 mtv = arrow[1] - arrow[0];
    const double depth = std::sqrt(dot(mtv, mtv));
    bool along_arrow = false;
    for (const Points& seg : segs) {
      const auto [of_a, out] = edge(seg);
      const Vec2 push = out * ((of_a ? depth : -depth) / std::sqrt(dot(out, out)));
      const Points b_out = moved(b, push);
      const Vec2 pp = of_a ? seg[0] : seg[0] + push, qq = of_a ? seg[1] : seg[1] + push;
      CHECK(segment_outline(pp, qq, of_a ? b_out : a) < 1e-9);
      along_arrow = along_arrow || std::sqrt(dot(push - mtv, push - mtv)) <= 1e-9 * (1 + depth);
    }
    CHECK(along_arrow);
    ++pushes;
  }
  CHECK(pushes > 100);
  CHECK(gaps > 100);
}

TEST_CASE("audit: tunnelling's limit is this path's and the dashed step straddles its stretch (10^3 seeded states)" *
          doctest::test_suite("slow")) {
  // A ball of radius 0.25 at height y past the wall x 0 … 0.25, y −2 … 2: its centre meets the
  // wall grown by 0.25 while x is within the half chord h = √(0.25² − d²) of 0 … 0.25, d its
  // height past the wall's end (0 beside it): the stretch −h … 0.25 + h, 0.25 + 2h long.
  std::mt19937 rng(7);
  portable::uniform_real_distribution<double> height(-2.4, 2.4), start(-4, -2), speed(10, 120);
  int tunnelled = 0;
  for (int k = 0; k < 1000; ++k) {
    const double y = height(rng), x0 = start(rng), v = speed(rng);
    auto s = scene_with("tunnelling", [&](lab::SceneState& state) {
      state.options["mode"] = 0;
      state.options["speed"] = v;
      state.options["fps"] = 60;
      state.shape("wall").points = {{0, -2}, {0.25, 2}};
      state.shape("ball").points = {{x0, y}};
      state.shape("ball").radius = 0.25;
    });
    CAPTURE(k);
    const double d = std::max(0.0, std::fabs(y) - 2);
    const std::string caption = s->caption();
    if (d > 0.25) {
      CHECK(caption.find("nor is the path") != std::string::npos);
      continue;
    }
    const double h = std::sqrt(0.0625 - d * d), stretch = 0.25 + 2 * h, step = v / 60;
    const std::string limit = lab::captions::format_significant(stretch * 60);
    CHECK(caption.find("up to " + limit + " units/s") != std::string::npos);
    const auto c = drawn(*s);
    std::vector<Points> segs;
    for (const auto& call : c.of("dashed_segment"))
      if (call.color == palette::deciding) segs.push_back(call.points);
    if (caption.find("tunnelled") == std::string::npos) {
      CHECK(segs.empty());
      continue;
    }
    // The frames either side: the one before short of −h, the one after past 0.25 + h.
    CHECK(step > stretch);
    REQUIRE(segs.size() == 1);
    const double before = std::min(segs[0][0].x, segs[0][1].x), after = std::max(segs[0][0].x, segs[0][1].x);
    CHECK(before < -h);
    CHECK(after > 0.25 + h);
    CHECK(after - before == doctest::Approx(step));
    ++tunnelled;
  }
  CHECK(tunnelled > 100);
}

}  // namespace test_response_names_audit
