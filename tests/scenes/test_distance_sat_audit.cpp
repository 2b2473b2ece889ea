// Audits of the gjk-overlap and epa scenes over dragged states: every number they print against
// answers worked out here from the shapes' coordinates alone, never from the scenes' traces:
//   * the verdict against the exact Minkowski difference (A − B's hull, the origin in it or not);
//   * SAT's counts against an exact walk of the book's axes (the first gap ends it);
//   * GJK's and EPA's step counts: every step the trace holds is checked exactly (its support
//     point is A − B's farthest along the direction, its stop is true), so the count printed is
//     that of a true run, and the run ends where the book's rule says;
//   * EPA's and SAT's depth and vector against the nearest edge of the exact A − B, and each table
//     row against the exact distance from the origin to that step's polygon.
// B is dragged by sixteenths, so every corner a − b is a double exactly and the exact answers hold
// for the rounded corners GJK and EPA read. Decimals of 50 digits (response_exact.hpp): exact for
// these coordinates' sums and products; square roots to 1e−45.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "portable_random.hpp"
#include "collide/epa.hpp"
#include "collide/gjk.hpp"
#include "collide/sat.hpp"
#include "response_exact.hpp"
#include "scene_test_support.hpp"

namespace test_distance_sat_audit {

using namespace lab::testing;
using lab::Vec2;
using response_exact::Dec;
using response_exact::DVec;
using response_exact::Points;

Points points_of(const lab::Scene& s, const char* name) {
  const auto& p = s.state().shape(name).points;
  return {p.begin(), p.end()};
}
/// "A (x, y) (x, y) …, B …": the state of a failure, to open as a state file by hand.
std::string shapes_text(const Points& a, const Points& b) {
  std::string out;
  for (const auto& [name, points] : {std::pair{"A", &a}, std::pair{" B", &b}}) {
    out += name;
    for (const Vec2 p : *points) out += " (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
  }
  return out;
}
Dec cross(const DVec& o, const DVec& p, const DVec& q) { return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x); }
DVec corner(const Points& a, const Points& b, const collide::SupportPoint& s) {
  return response_exact::dec(a[static_cast<std::size_t>(s.a)]) - response_exact::dec(b[static_cast<std::size_t>(s.b)]);
}

/// A − B's farthest corner along d: the largest a·d − b·d over every pair (exact here).
Dec farthest(const Points& a, const Points& b, const DVec& d) {
  Dec best = -Dec(1e300);
  for (const Vec2 p : a)
    for (const Vec2 q : b)
      best = std::max(best, response_exact::dot(response_exact::dec(p) - response_exact::dec(q), d));
  return best;
}

/// The exact A − B (counter-clockwise): does it hold the origin, how far is its nearest edge, and
/// that edge's nearest points to the origin (every edge as near: ties).
struct Nearest {
  bool holds = false;
  Dec depth = 0;
  std::vector<DVec> feet;
};
Nearest nearest_edge(const Points& a, const Points& b) {
  const auto hull = response_exact::difference_corners(a, b);
  Nearest out;
  out.holds = hull.size() >= 3;
  std::vector<std::pair<Dec, DVec>> edges;
  for (std::size_t i = 0; i < hull.size() && out.holds; ++i) {
    const DVec p = hull[i], q = hull[(i + 1) % hull.size()];
    const Dec side = cross(p, q, {0, 0});  // exact: these corners are sixteenths
    if (side < 0) out.holds = false;
    const DVec e = q - p;
    const Dec len = response_exact::length(e);
    const DVec n{e.y / len, -e.x / len};
    const Dec d = side == 0 ? Dec(0) : Dec(response_exact::dot(n, p));
    edges.push_back({d, {d * n.x, d * n.y}});
  }
  if (!out.holds) return out;
  out.depth = edges.front().first;
  for (const auto& e : edges) out.depth = std::min(out.depth, e.first);
  for (const auto& e : edges)
    if (e.first - out.depth < Dec("1e-40")) out.feet.push_back(e.second);
  return out;
}

/// The verdict's last words for the exact A − B: the origin inside, on its edge, or outside.
const char* verdict(const Nearest& exact) {
  if (!exact.holds) return "→ apart";
  return exact.depth == 0 ? "→ they touch" : "→ they collide";
}

/// SAT's walk in book order, exactly: the axes tried up to the first gap (all, with none).
struct Walk {
  int axes = 0, tested = 0;
};
Walk sat_walk(const Points& a, const Points& b) {
  Walk w;
  w.axes = static_cast<int>(a.size() + b.size());
  for (int k = 0; k < w.axes; ++k) {
    const Points& owner = k < static_cast<int>(a.size()) ? a : b;
    const std::size_t i = static_cast<std::size_t>(k < static_cast<int>(a.size()) ? k : k - static_cast<int>(a.size()));
    const Vec2 p = owner[i], q = owner[(i + 1) % owner.size()];
    const DVec n{Dec(q.y) - p.y, Dec(p.x) - q.x};
    const auto sa = response_exact::shadow(a, n), sb = response_exact::shadow(b, n);
    ++w.tested;
    if (sa.hi < sb.lo || sb.hi < sa.lo) return w;
  }
  return w;
}

/// Every step of GJK's run true: its support point A − B's farthest along its direction, its
/// stop the book's; only the last one stops. Returns what is wrong, or "".
std::string gjk_run_problem(const Points& a, const Points& b, const collide::GjkTrace& t) {
  for (std::size_t k = 0; k < t.steps.size(); ++k) {
    const collide::GjkStep& s = t.steps[k];
    const bool last = k + 1 == t.steps.size();
    if ((s.stop == collide::GjkStop::Continue) == last) return "a stop that is not the last step";
    std::vector<DVec> kept;
    for (int i = 0; i < s.kept.count; ++i) kept.push_back(corner(a, b, s.kept.v[static_cast<std::size_t>(i)]));
    if (s.stop == collide::GjkStop::Inside &&
        !(kept.size() == 3 && cross(kept[0], kept[1], {0, 0}) * cross(kept[1], kept[2], {0, 0}) > 0 &&
          cross(kept[1], kept[2], {0, 0}) * cross(kept[2], kept[0], {0, 0}) > 0))
      return "the triangle does not hold the origin";
    if (s.stop == collide::GjkStop::OnSimplex &&
        !(kept.size() == 1 ? kept[0].x == 0 && kept[0].y == 0 : cross(kept[0], kept[1], {0, 0}) == 0))
      return "the origin is not on the simplex";
    if (s.support.a < 0) continue;
    const DVec d = response_exact::dec(s.direction);  // ±(a corner) or an edge's perpendicular: exact
    const Dec reach = response_exact::dot(corner(a, b, s.support), d);
    if (reach != farthest(a, b, d)) return "a support point that is not A − B's farthest";
    if ((s.stop == collide::GjkStop::NotPastOrigin) != (reach < 0)) return "a wrong 'past the origin'";
  }
  return "";
}

/// Every step of EPA's run true: the support point farthest along the normal (to 1e−30: the
/// normal is rounded), grown exactly when it lies beyond the nearest edge; only the last stops.
std::string epa_run_problem(const Points& a, const Points& b, const collide::EpaTrace& t) {
  for (std::size_t k = 0; k < t.steps.size(); ++k) {
    const collide::EpaStep& s = t.steps[k];
    if (s.grew == (k + 1 == t.steps.size())) return "a stop that is not the last step";
    const DVec n = response_exact::dec(s.normal);
    if (abs(response_exact::dot(corner(a, b, s.support), n) - farthest(a, b, n)) > Dec("1e-30"))
      return "a support point that is not A − B's farthest";
    const auto e = static_cast<std::size_t>(s.edge);
    const DVec p = corner(a, b, s.polytope[e]), q = corner(a, b, s.polytope[(e + 1) % s.polytope.size()]);
    if (s.grew != (cross(p, q, corner(a, b, s.support)) < 0)) return "grown when not beyond, or the reverse";
  }
  return "";
}

/// The exact distance from the origin to the nearest edge line of step k's polygon.
Dec polygon_depth(const Points& a, const Points& b, const collide::EpaStep& s) {
  Dec best = Dec(1e300);
  for (std::size_t i = 0; i < s.polytope.size(); ++i) {
    const DVec p = corner(a, b, s.polytope[i]), q = corner(a, b, s.polytope[(i + 1) % s.polytope.size()]);
    const Dec side = cross(p, q, {0, 0});  // exact, and 0 exactly when the origin is on the line
    best = std::min(best, side == 0 ? Dec(0) : Dec(side / response_exact::length(q - p)));
  }
  return best;
}

/// A preset with B moved by sixteenths (one vertex of B now and then on its own), and a step shown.
template <class Rng>
std::unique_ptr<lab::Scene> dragged(const char* id, const char* option, int i, Rng& rng) {
  portable::uniform_int_distribution<int> sixteenth(-40, 40), nudge(-6, 6), shown(1, 8), vertex(0, 2);
  auto scene = scene_named(id);
  const std::size_t preset = static_cast<std::size_t>(i) % scene->presets().size();
  return scene_from_preset(id, preset, [&](lab::SceneState& state) {
    const Vec2 by{sixteenth(rng) / 16.0, sixteenth(rng) / 16.0};
    for (Vec2& p : state.shape("B").points) p += by;
    if (i % 4 == 3)
      state.shape("B").points[static_cast<std::size_t>(vertex(rng))] += Vec2{nudge(rng) / 16.0, nudge(rng) / 16.0};
    state.options[option] = shown(rng);
  });
}

TEST_CASE("gjk-overlap: audit: verdicts, SAT's counts and GJK's run against exact answers" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2929);
  int wrong = 0, checked = 0, apart = 0, together = 0;
  for (int i = 0; i < 300; ++i) {
    const auto s = dragged("gjk-overlap", "iteration", i, rng);
    if (!s->warnings().empty()) continue;
    const Points a = points_of(*s, "A"), b = points_of(*s, "B");
    const Nearest exact = nearest_edge(a, b);
    const Walk walk = sat_walk(a, b);
    collide::GjkTrace trace;  // the run the scene shows, each step checked exactly below
    const collide::GjkResult gjk = collide::gjk_overlap(a, b, trace);
    CAPTURE(s->caption());
    CAPTURE(shapes_text(a, b));
    const std::string run = gjk_run_problem(a, b, trace);
    CHECK_MESSAGE(run.empty(), run);
    CHECK(gjk.overlap == exact.holds);
    CHECK(s->caption().ends_with(verdict(exact)));
    (exact.holds ? together : apart) += 1;
    for (const lab::Printed& p : s->printed()) {
      ++checked;
      const long long n = std::stoll(p.text);
      if (p.of == "GJK's iterations")
        wrong += n != static_cast<long long>(trace.steps.size());
      else if (p.of == "SAT's axes")
        wrong += n != walk.axes;
      else if (p.of == "SAT's axes tested")
        wrong += n != walk.tested;
      else if (p.of == "the iteration shown")
        wrong += n < 1 || n > static_cast<long long>(trace.steps.size());
      else
        FAIL("an unknown printed number: " << p.of);
    }
  }
  CHECK(wrong == 0);
  CHECK(checked > 1500);
  CHECK(apart > 50);
  CHECK(together > 50);
}

TEST_CASE("epa: audit: every depth, vector and distance against the exact A − B" * doctest::test_suite("slow")) {
  std::mt19937 rng(2930);
  int wrong = 0, checked = 0, overlapping = 0;
  for (int i = 0; i < 300; ++i) {
    const auto s = dragged("epa", "step", i, rng);
    if (!s->warnings().empty()) continue;
    const Points a = points_of(*s, "A"), b = points_of(*s, "B");
    const Nearest exact = nearest_edge(a, b);
    collide::EpaTrace trace;  // the run the scene shows, each step checked exactly below
    collide::epa_penetration(a, b, trace);
    CAPTURE(s->caption());
    CAPTURE(shapes_text(a, b));
    const std::string run = epa_run_problem(a, b, trace);
    CHECK_MESSAGE(run.empty(), run);
    CHECK(trace.result.overlap == exact.holds);
    CHECK(s->caption().ends_with(verdict(exact)));
    overlapping += exact.holds;
    const auto printed = s->printed();
    for (std::size_t k = 0; k < printed.size(); ++k) {
      const lab::Printed& p = printed[k];
      CAPTURE(p.of);
      CAPTURE(p.text);
      ++checked;
      std::string problem;
      if (p.quantity == "mtv_length") problem = response_exact::text_problem(p.text, exact.depth, 4);
      if (p.quantity == "coordinate" && p.of.ends_with(", x")) {
        // x and y together: the foot of one of the nearest edges of the exact A − B.
        REQUIRE(k + 1 < printed.size());
        bool found = false;
        for (const DVec& foot : exact.feet)
          found |= response_exact::text_problem(p.text, foot.x, 4).empty() &&
                   response_exact::text_problem(printed[k + 1].text, foot.y, 4).empty();
        if (!found) problem = "no nearest edge of A − B has its foot at (" + p.text + ", " + printed[k + 1].text + ")";
      }
      if (p.quantity == "distance") {
        const bool row = p.where == "table";
        const std::size_t step =
            row ? std::stoul(p.of.substr(p.of.rfind(' ') + 1)) - 1
                : std::min<std::size_t>(static_cast<std::size_t>(s->state().option("step")), trace.steps.size()) - 1;
        problem = response_exact::text_problem(p.text, polygon_depth(a, b, trace.steps.at(step)), 4);
      }
      if (p.of == "EPA's steps" && std::stoul(p.text) != trace.steps.size()) problem = "not the steps taken";
      if (p.of == "|EPA − SAT|") {
        // The two computed vectors' difference (each is a nearest foot, checked above).
        const collide::SatResult sat = collide::convex_polygons_collide(a, b, collide::SatOptions{});
        problem = response_exact::text_problem(
            p.text, response_exact::length(response_exact::dec(trace.result.mtv) - response_exact::dec(sat.mtv)), 4);
      }
      CHECK_MESSAGE(problem.empty(), problem);
      wrong += !problem.empty();
    }
  }
  CHECK(wrong == 0);
  CHECK(checked > 1500);
  CHECK(overlapping > 150);
}

}  // namespace test_distance_sat_audit
