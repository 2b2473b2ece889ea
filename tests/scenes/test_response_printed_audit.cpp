// Issue 25's audit for the response chapter: over a thousand dragged states a scene (each mode),
// every number push-apart, minkowski-difference, swept-test and tunnelling list in printed() is
// checked against its value worked out exactly here from the shapes (response_exact.hpp), its text
// that value correctly rounded; and every feature they name is checked against the geometry: B
// leaves A through the MTV's edge and touches it there, B's path touches the first-touch edge at
// the time printed, the dashed tunnelling step is the one that jumped the wall.
//
// Index of this file:
//   [SECTION] What a state got wrong, and distances in doubles
//   [SECTION] A SAT pair and every axis the book tests for it
//   [SECTION] push-apart
//   [SECTION] The reproducers, and the push-apart audit
//   [SECTION] minkowski-difference
//   [SECTION] swept-test, polygon B
//   [SECTION] swept-test, circle B
//   [SECTION] tunnelling
//   [SECTION] Nothing printed escapes the audit
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "scenes/registry.hpp"
#include "response_exact.hpp"
#include "sat_exact.hpp"
#include "scene_test_support.hpp"

namespace test_response_printed_audit {

using namespace response_exact;
using lab::Printed;
using lab::testing::change_state;
using lab::testing::scene_from_preset;

// [SECTION] What a state got wrong, and distances in doubles

// What one state got wrong, collected across the sweep (empty when all is true).
struct Findings {
  std::string text, state;  // `state`: the shapes of the state at hand, for the message
  int numbers = 0, named = 0;
  void add(const std::string& where, const std::string& problem) {
    if (!problem.empty() && text.size() < 6000) text += where + ": " + problem + " [" + state + "]\n";
  }
  void at(const lab::Scene& s) {
    state.clear();
    for (const auto& shape : s.state().shapes) {
      state += shape.name + ":";
      for (const Vec2 p : shape.points) state += " (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
      if (shape.radius > 0) state += " r " + std::to_string(shape.radius);
      state += "; ";
    }
  }
};

std::string where_of(const Printed& p) { return p.where + " '" + p.of + "' " + p.text; }


double cross2(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
double point_segment(Vec2 q, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double len2 = d.x * d.x + d.y * d.y;
  const double t = len2 == 0 ? 0 : std::clamp(((q.x - a.x) * d.x + (q.y - a.y) * d.y) / len2, 0.0, 1.0);
  return std::hypot(q.x - a.x - t * d.x, q.y - a.y - t * d.y);
}
// How far the segment a–b is from the polygon's outline (0 when they cross), in doubles: for
// "touches", to within rounding.
double segment_polygon_distance(Vec2 a, Vec2 b, const Points& p) {
  double best = HUGE_VAL;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Vec2 c = p[i], d = p[(i + 1) % p.size()];
    const double s1 = cross2(b - a, c - a), s2 = cross2(b - a, d - a), s3 = cross2(d - c, a - c),
                 s4 = cross2(d - c, b - c);
    if (((s1 < 0) != (s2 < 0)) && ((s3 < 0) != (s4 < 0))) return 0;
    best = std::min(
        {best, point_segment(a, c, d), point_segment(b, c, d), point_segment(c, a, b), point_segment(d, a, b)});
  }
  return best;
}

// [SECTION] A SAT pair and every axis the book tests for it
struct Pair {
  Points a;
  Other b;
  bool circles = false;  // two circles: A is the circle (a_c, a_r)
  Vec2 a_c{};
  double a_r = 0;
};

// Axis k (1-based, book order): A's edges, then B's edges, or the circle's axis to A's vertex
// `circle_vertex`, or (two circles) the line through the centres. Its name as the tables print it.
struct Axis {
  DVec n;
  std::string name;
};
std::optional<Axis> axis_of(const Pair& pair, int k, int circle_vertex) {
  const int na = static_cast<int>(pair.a.size());
  if (pair.circles)
    return k == 1 ? std::optional<Axis>{{dec(pair.b.c) - dec(pair.a_c), "the line through the centres"}} : std::nullopt;
  if (k >= 1 && k <= na) return Axis{outward(pair.a, static_cast<std::size_t>(k - 1)), "A's e" + std::to_string(k - 1)};
  if (pair.b.r >= 0) {
    if (k != na + 1 || circle_vertex < 0 || circle_vertex >= na) return std::nullopt;
    return Axis{dec(pair.b.c) - dec(pair.a[static_cast<std::size_t>(circle_vertex)]),
                "the circle's axis (to A's vertex " + std::to_string(circle_vertex) + ")"};
  }
  const int nb = static_cast<int>(pair.b.polygon.size());
  if (k > na && k <= na + nb)
    return Axis{outward(pair.b.polygon, static_cast<std::size_t>(k - na - 1)), "B's e" + std::to_string(k - na - 1)};
  return std::nullopt;
}

// A's vertex nearest the circle's centre (exactly; the lowest index of equals).
int nearest_vertex(const Pair& pair) {
  int best = -1;
  Dec best_d2 = 0;
  for (std::size_t i = 0; i < pair.a.size(); ++i) {
    const DVec d = dec(pair.b.c) - dec(pair.a[i]);
    if (best < 0 || dot(d, d) < best_d2) best = static_cast<int>(i), best_d2 = dot(d, d);
  }
  return best;
}

Dec overlap_on(const Pair& pair, const DVec& n) {
  if (pair.circles) return snap(Dec(pair.a_r) + Dec(pair.b.r) - length(n));
  return overlap(shadow(pair.a, n), pair.b.on(n));
}

// Every axis of the pair in book order, its name and the overlap on it (none: no direction),
// worked out once a state.
struct Overlaps {
  std::vector<std::string> names;
  std::vector<std::optional<Dec>> on;
  std::optional<Dec> least;  ///< how far B must move to leave A; < 0: the least gap, negated
  std::optional<Dec> at(int k) const {
    return k >= 1 && k <= std::ssize(on) ? on[static_cast<std::size_t>(k - 1)] : std::nullopt;
  }
};
Overlaps overlaps_of(const Pair& pair, int circle_vertex) {
  Overlaps out;
  for (int k = 1;; ++k) {
    const auto axis = axis_of(pair, k, circle_vertex);
    if (!axis) break;
    out.names.push_back(axis->name);
    if (!pair.circles && length(axis->n) == 0) {  // no direction (two circles need none)
      out.on.push_back(std::nullopt);
      continue;
    }
    const Dec o = overlap_on(pair, axis->n);
    out.on.push_back(o);
    if (!out.least || o < *out.least) out.least = o;
  }
  return out;
}

// One SAT row's amount: the overlap on its axis, or the gap (the table names the axis in `of`).
void check_sat_amount(Findings& f, const Overlaps& axes, const Printed& p, int places) {
  const auto o = axes.at(p.axis);
  if (!o) return f.add(where_of(p), "an amount on no axis, or one with no direction: " + std::to_string(p.axis));
  const std::string& name = axes.names[static_cast<std::size_t>(p.axis - 1)];
  if (!p.of.ends_with(name)) f.add(where_of(p), "names axis " + std::to_string(p.axis) + " not as " + name);
  if (p.quantity == "gap" && *o >= 0) f.add(where_of(p), "a gap where the shadows meet");
  if (p.quantity == "overlap" && *o < 0) f.add(where_of(p), "an overlap where there is a gap");
  f.add(where_of(p), text_problem(p.text, p.quantity == "gap" ? Dec(-*o) : *o, places));
  ++f.numbers;
}

// [SECTION] push-apart
Pair push_pair(const lab::Scene& s) {
  Pair pair;
  const auto& shapes = s.state().shapes;
  const int mode = static_cast<int>(s.state().option("mode"));
  if (mode == 2) {
    pair.circles = true;
    pair.a_c = s.state().shape("circle A").points.at(0), pair.a_r = s.state().shape("circle A").radius;
  } else {
    pair.a = s.state().shape("A").points;
  }
  for (const auto& shape : shapes)
    if (shape.name == "B")
      pair.b.polygon = shape.points;
    else if (shape.name == "circle B")
      pair.b.c = shape.points.at(0), pair.b.r = shape.radius;
  if (mode == 0) pair.b.r = -1;
  return pair;
}

// The deciding axis's circle vertex as the scene names it (the circle's axis goes to it), checked
// to be A's nearest: −1 when there is no circle's axis.
int named_circle_vertex(Findings& f, const std::vector<Printed>& printed, const Pair& pair) {
  if (pair.b.r < 0 || pair.circles) return -1;
  const int nearest = nearest_vertex(pair);
  const std::string words = "the circle's axis (to A's vertex ";
  for (const auto& p : printed)
    if (p.of.starts_with(words)) {
      const auto v = std::stoul(p.of.substr(words.size()));
      const DVec dv = dec(pair.b.c) - dec(pair.a.at(v)),
                 dn = dec(pair.b.c) - dec(pair.a[static_cast<std::size_t>(nearest)]);
      if (snap(dot(dv, dv) - dot(dn, dn)) != 0)
        f.add("circle axis", "to vertex " + std::to_string(v) + ", not the nearest");
      return static_cast<int>(v);
    }
  return nearest;
}

// The MTV's or the gap's edge: B leaves A through it (A's edge: B goes out along its outward
// normal by exactly the least overlap; B's edge: back against its own) and, moved so, touches it;
// a gap's edge has the other shape wholly beyond it, the gap wide.
void check_acting_edge(Findings& f, const Pair& pair, const lab::Named& n, const Dec& depth) {
  if (n.edge < 0 || pair.circles) return;
  const bool of_a = n.shape == "A";
  const Points& own = of_a ? pair.a : pair.b.polygon;
  if (static_cast<std::size_t>(n.edge) >= own.size()) return f.add(n.role, "no such edge");
  const DVec out = outward(own, static_cast<std::size_t>(n.edge));
  const Dec tol = Dec("1e-9") * (1 + abs(depth));
  // Along the edge's outward normal (a flat shape's edge faces both ways): A's edge faces B
  // (B beyond A's high end), B's faces A. > 0: the overlap B leaves by through it; < 0: a gap.
  const auto acts = [&](const DVec& side) {
    const Shadow a = shadow(pair.a, side), b = pair.b.on(side);
    const Dec across = of_a ? Dec(a.hi - b.lo) : Dec(b.hi - a.lo);
    return n.role == "mtv_edge" ? abs(across - depth) <= tol : across < 0 && abs(-across - depth) <= tol;
  };
  const bool flat = area2(own) == 0;
  if (!acts(out) && !(flat && acts(DVec{-out.x, -out.y})))
    f.add(n.role + " " + n.shape + "'s e" + std::to_string(n.edge),
          n.role == "mtv_edge" ? "B does not leave through it by the least overlap"
                               : "the other shape is not wholly beyond it by the gap");
  ++f.named;
}

void audit_push(Findings& f, const lab::Scene& s) {
  f.at(s);
  const Pair pair = push_pair(s);
  const std::vector<Printed> printed = s.printed();
  const Overlaps axes = overlaps_of(pair, named_circle_vertex(f, printed, pair));
  const Dec least = axes.least.value_or(Dec(0));
  for (const Printed& p : printed) {
    if (p.where == "table")
      check_sat_amount(f, axes, p, 2);
    else
      f.add(where_of(p), text_problem(p.text, least, 2)), ++f.numbers;  // the least overlap, over every axis
  }
  for (const lab::Named& n : s.named()) {
    const auto o = axes.at(n.axis);
    if (!o) {
      f.add(n.role, "no such axis");
      continue;
    }
    if (n.role != "deciding_axis") {
      check_acting_edge(f, pair, n, least >= 0 ? least : Dec(-*o));  // the depth B leaves by, or the gap
      continue;
    }
    // Colliding: the least overlap. Apart: a gap, and none on an axis before it in book order.
    if (least >= 0 && abs(*o - least) > Dec("1e-9") * (1 + abs(least))) f.add("deciding_axis", "not the least overlap");
    if (least < 0) {
      if (*o >= 0) f.add("deciding_axis", "no gap on it");
      for (int k = 1; k < n.axis; ++k)
        if (const auto earlier = axes.at(k); earlier && *earlier < 0)
          f.add("deciding_axis", "an earlier axis has a gap");
    }
    ++f.named;
  }
}

// [SECTION] The reproducers, and the push-apart audit
Points box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }
const Points kTall = box(-1, -2, 1, 2);  // swept-test's A

std::unique_ptr<lab::Scene> swept(Points a, Points b, Vec2 end) {
  return scene_from_preset("swept-test", 0, [&](lab::SceneState& state) {
    state.options["mode"] = 0;
    state.shape("A").points = a, state.shape("B").points = b, state.shape("end").points = {end};
  });
}
std::vector<std::unique_ptr<lab::Scene>> swept_reproducers() {
  std::vector<std::unique_ptr<lab::Scene>> out;
  out.push_back(swept(box(0, -2, 2, 2), box(-5, 0, -4, 1), {1, 0.5}));  // first touches e3 at 0.73
  out.push_back(swept(kTall, box(-0.5, 4, 0.5, 5), {0, 1}));            // falls onto the top e2
  out.push_back(swept(kTall, box(3, 3, 4, 4), {-3.5, 3.5}));            // passes above, parallel to e2
  out.push_back(swept(kTall, box(3, -0.5, 4, 0.5), {3.5, 0}));          // does not move
  out.push_back(swept(kTall, box(2, 5, 3, 6), {-2.5, 3.5}));            // a miss by the corner
  return out;
}
std::unique_ptr<lab::Scene> sliding_circle() {  // slides along A's top e2 from t = 0.375 to 0.625
  return scene_from_preset("swept-test", 0, [&](lab::SceneState& state) {
    state.options["mode"] = 1;
    state.shape("A").points = kTall, state.shape("circle B").points = {{4, 2.5}};
    state.shape("circle B").radius = 0.5, state.shape("end").points = {{-4, 2.5}};
  });
}
std::vector<std::unique_ptr<lab::Scene>> push_reproducers() {
  std::vector<std::unique_ptr<lab::Scene>> out;
  for (const Points& b : {box(-5.5, -1, -2.5, 1), box(3.5, 10, 5.5, 12)})  // sunk into the left side; far away
    out.push_back(scene_from_preset("push-apart", 0, [&](lab::SceneState& state) {
      state.options["mode"] = 0;
      state.shape("A").points = box(-3, -2, 3, 2), state.shape("B").points = b;
    }));
  return out;
}
std::vector<std::unique_ptr<lab::Scene>> minkowski_reproducers() {
  const Points a = box(-10, -2, -6, 2);
  std::vector<std::unique_ptr<lab::Scene>> out;
  for (const Points& b :
       {box(-10, -2, -5.9999, 2.0001), box(-11, -1, -9.5, 1), Points{{-6, -1}, {-3, -1}, {-4.5, 2.5}}})
    out.push_back(lab::testing::scene_with("minkowski-difference", [&](lab::SceneState& state) {
      state.shape("A").points = a, state.shape("B").points = b;
    }));
  return out;
}
std::unique_ptr<lab::Scene> ball(Vec2 centre, double speed) {
  return scene_from_preset("tunnelling", 0, [&](lab::SceneState& state) {
    state.options["mode"] = 0, state.options["speed"] = speed, state.options["fps"] = 60;
    state.shape("wall").points = {{0, -2}, {0.25, 2}};
    state.shape("ball").points = {centre}, state.shape("ball").radius = 0.25;
  });
}
std::vector<std::unique_ptr<lab::Scene>> tunnel_reproducers() {
  std::vector<std::unique_ptr<lab::Scene>> out;
  out.push_back(ball({-2.9, 2.2}, 40));     // grazing the wall's end: limit 33, step 4 → 5 jumped
  out.push_back(ball({-3.0001, 0}, 45.6));  // the slider's 45.6 and the table's −3.0001
  out.push_back(ball({-3, 0}, 0.001));      // the slider's 0.001
  return out;
}


std::mt19937 rng(2525);
double pick(double v, int k) { return k % 2 ? std::round(v * 4) / 4 : v; }  // half on a grid of quarters

TEST_CASE(
    "audit: push-apart prints every overlap and gap true and names the edge B leaves through (1,000 states a mode)" *
    doctest::test_suite("slow")) {
  portable::uniform_real_distribution<double> coord(-6, 6), radius(0.1, 3);
  for (const int mode : {0, 1, 2}) {
    Findings f;
    if (mode == 0)
      for (const auto& s : push_reproducers()) audit_push(f, *s);
    for (int k = 0, audited = 0; audited < 1000 && k < 4000; ++k) {
      auto s = scene_from_preset("push-apart", 0, [&](lab::SceneState& state) {
        state.options["mode"] = mode;
        state.options["resolve"] = k % 3 == 0;
        if (k % 4 == 0) return;  // A as the scene starts it; B dragged below
        state.shape("A").points = sat_exact::random_convex(rng, k % 2 ? 4 : 0);
        state.shape("circle A").points = {{pick(coord(rng), k), pick(coord(rng), k)}};
        state.shape("circle A").radius = pick(radius(rng), k) + 0.25;
      });
      change_state(*s, [&](lab::SceneState& state) {
        const Vec2 at{pick(coord(rng), k), pick(coord(rng), k)};
        if (mode == 0)
          state.shape("B").points = sat_exact::random_convex(rng, k % 2 ? 4 : 0);
        else
          state.shape("circle B").points = {at}, state.shape("circle B").radius = pick(radius(rng), k) + 0.25;
      });
      if (!s->warnings().empty()) continue;  // not convex, or no verdict: checked elsewhere
      ++audited;
      audit_push(f, *s);
    }
    CAPTURE(mode);
    CHECK_MESSAGE(f.text.empty(), f.text);
    CHECK(f.numbers > 1000);
    CHECK(f.named > 500);
  }
}


// [SECTION] minkowski-difference
// Each printed corner (its x and y) is a distinct corner of the exact A − B, correctly rounded;
// the count is the exact hull's; the rows and the MTV's label as push-apart's.
void audit_minkowski(Findings& f, const lab::Scene& s) {
  f.at(s);
  Pair pair;
  pair.a = s.state().shape("A").points, pair.b.polygon = s.state().shape("B").points;
  const auto corners = difference_corners(pair.a, pair.b.polygon);
  const Overlaps axes = overlaps_of(pair, -1);
  const Dec least = axes.least.value_or(Dec(0));
  std::vector<std::pair<std::string, std::string>> points;  // each corner's x and y texts, in order
  for (const Printed& p : s.printed()) {
    ++f.numbers;
    if (p.quantity == "value") {
      if (p.text != std::to_string(corners.size()))
        f.add(where_of(p), "A − B has " + std::to_string(corners.size()) + " corners");
    } else if (p.quantity == "coordinate") {
      if (p.of.ends_with(", x"))
        points.push_back({p.text, ""});
      else if (!points.empty())
        points.back().second = p.text;
    } else if (p.where == "table") {
      check_sat_amount(f, axes, p, 2);
    } else {
      f.add(where_of(p), text_problem(p.text, least, 2));
    }
  }
  if (points.size() != corners.size()) f.add("corners", std::to_string(points.size()) + " listed");
  std::vector<bool> used(corners.size());
  for (const auto& [x, y] : points) {
    bool found = false;
    for (std::size_t i = 0; i < corners.size() && !found; ++i)
      if (!used[i] && text_problem(x, corners[i].x, 4).empty() && text_problem(y, corners[i].y, 4).empty())
        used[i] = found = true;
    if (!found) f.add("corner (" + x + ", " + y + ")", "no corner of A − B (or one listed twice)");
  }
  for (const lab::Named& n : s.named()) check_acting_edge(f, pair, n, least);
}

TEST_CASE("audit: minkowski-difference lists A − B's exact corners and depths (1,000 states)" *
          doctest::test_suite("slow")) {
  Findings f;
  for (const auto& s : minkowski_reproducers()) audit_minkowski(f, *s);
  portable::uniform_real_distribution<double> shift(-3, 3);
  for (int k = 0, audited = 0; audited < 1000 && k < 4000; ++k) {
    auto s = lab::testing::scene_with("minkowski-difference", [&](lab::SceneState& state) {
      // A and B near each other left of the origin; on a grid of quarters half the time.
      const int grid = k % 2 ? 4 : 0;
      state.shape("A").points = sat_exact::random_convex(rng, grid);
      state.shape("B").points = sat_exact::random_convex(rng, grid);
      for (Vec2& p : state.shape("B").points) p = p + Vec2{pick(shift(rng), k), pick(shift(rng), k)};
    });
    if (!s->warnings().empty()) continue;  // not convex, or no verdict: checked elsewhere
    ++audited;
    audit_minkowski(f, *s);
  }
  CHECK_MESSAGE(f.text.empty(), f.text);
  CHECK(f.numbers > 10000);
  CHECK(f.named > 100);
}

// [SECTION] swept-test, polygon B
// Every axis's window from the velocity B's middle to the arrow's tip, in 50 digits.
struct SweptPair {
  Points a, b;
  DVec v;
  std::optional<Window> window(int k) const {  // axis k (1-based): A's edges, then B's
    const int na = static_cast<int>(a.size());
    const Points& own = k <= na ? a : b;
    const std::size_t i = static_cast<std::size_t>(k <= na ? k - 1 : k - 1 - na);
    return time_of_impact_window(a, b, v, own[i], own[(i + 1) % own.size()]);
  }
  int axes() const { return static_cast<int>(a.size() + b.size()); }
  std::string name(int k) const {
    const int na = static_cast<int>(a.size());
    return k <= na ? "A's e" + std::to_string(k - 1) : "B's e" + std::to_string(k - 1 - na);
  }
};

SweptPair swept_pair_of(const lab::Scene& s) {
  SweptPair w{s.state().shape("A").points, s.state().shape("B").points, {0, 0}};
  // The arrow as the figure draws it: from B's middle as a double holds it (the vertices summed in
  // order, then divided; a hexagon's exact middle, a sixth, is no double) to the tip. B moves by
  // tip − middle exactly, never rounded to a double velocity (an arrow parallel to an edge stays so).
  Vec2 sum{0, 0};
  for (const Vec2 p : w.b) sum += p;
  const Vec2 middle = sum / static_cast<double>(w.b.size()), end = s.state().shape("end").points.at(0);
  w.v = {Dec(end.x) - Dec(middle.x), Dec(end.y) - Dec(middle.y)};
  return w;
}

bool near(const Dec& x, const Dec& y) { return abs(x - y) <= Dec("1e-12") * (1 + abs(y)); }

// The times every caption, label and slider of the swept test may print, exactly.
struct ContactTimes {
  Dec latest = -1000000, earliest = 1000000;
  bool never = false;
};
ContactTimes times_of(const SweptPair& w) {
  ContactTimes t;
  for (int k = 1; k <= w.axes(); ++k) {
    const auto win = w.window(k);
    if (!win) continue;  // B does not move across it: always or never, not a time
    t.latest = std::max(t.latest, win->entry), t.earliest = std::min(t.earliest, win->exit);
  }
  return t;
}

void audit_swept(Findings& f, const lab::Scene& s) {
  f.at(s);
  const SweptPair w = swept_pair_of(s);
  const ContactTimes t = times_of(w);
  const bool at_start = t.latest <= 0 && t.earliest >= 0;
  for (const Printed& p : s.printed()) {
    ++f.numbers;
    if (p.where == "table") {
      const auto win = w.window(p.axis);
      if (!p.of.ends_with(w.name(p.axis)))
        f.add(where_of(p), "names axis " + std::to_string(p.axis) + " not as " + w.name(p.axis));
      if (!win) {
        f.add(where_of(p), "a time where B does not move across the axis");
        continue;
      }
      f.add(where_of(p), text_problem(p.text, p.of.starts_with("entry") ? win->entry : win->exit, 3));
      continue;
    }
    Dec exact = 0;
    if (p.of == "the t slider")
      exact = Dec(s.state().option("t"));
    else if (p.of == "the time of impact" || p.of == "the label at B on impact")
      exact = at_start ? Dec(0) : t.latest;
    else if (p.of == "the latest entry")
      exact = t.latest;
    else if (p.of == "the earliest exit")
      exact = t.earliest;
    else if (p.of == "the start")
      exact = 0;
    else
      exact = p.text == "0" ? 0 : 1;  // the step's end, the ghost's and the key's t = 0 and t = 1
    f.add(where_of(p), text_problem(p.text, exact, 2));
  }
  for (const lab::Named& n : s.named()) {
    ++f.named;
    if (n.edge < 0) continue;  // a vertex: its axis is another shape's edge
    const bool of_a = n.shape == "A";
    const int k = of_a ? n.edge + 1 : static_cast<int>(w.a.size()) + n.edge + 1;
    const Points& own = of_a ? w.a : w.b;
    const DVec out = outward(own, static_cast<std::size_t>(n.edge));
    // Which way B moves across the edge: against A's outward normal means into A through it.
    const Dec along = snap(dot(w.v, out)) * (of_a ? 1 : -1);
    const auto win = w.window(k);
    const std::string what = n.role + " " + n.shape + "'s e" + std::to_string(n.edge);
    if (n.role == "stays_apart") {
      const Shadow a = shadow(w.a, out), b = shadow(w.b, out);
      if (win || !(of_a ? b.lo > a.hi : a.lo > b.hi)) f.add(what, "B moves across it, or is not beyond it");
      continue;
    }
    if (!win) {
      f.add(what, "B does not move across it");
      continue;
    }
    const bool entry = n.role != "first_exit", flat = area2(own) == 0;  // a flat shape's edge faces both ways
    if (!flat && (entry ? !(along < 0) : !(along > 0)))
      f.add(what, entry ? "B does not come in through it" : "B does not leave through it");
    if (entry ? !near(win->entry, t.latest) : !near(win->exit, t.earliest))
      f.add(what, entry ? "not the latest entry" : "not the earliest exit");
    if (n.role == "first_touch") {
      // At the time of impact B touches A on the edge: the contact lies on it.
      const double toi = t.latest.convert_to<double>();
      const Vec2 by{w.v.x.convert_to<double>() * toi, w.v.y.convert_to<double>() * toi};
      Points moved = w.b;
      for (Vec2& q : moved) q = q + by;
      const std::size_t i = static_cast<std::size_t>(n.edge);
      const Vec2 p1 = own[i] + (of_a ? Vec2{0, 0} : by), p2 = own[(i + 1) % own.size()] + (of_a ? Vec2{0, 0} : by);
      if (segment_polygon_distance(p1, p2, of_a ? moved : w.a) > 1e-9)
        f.add(what, "B does not touch it at the time of impact");
    }
  }
}

TEST_CASE(
    "audit: swept-test prints every window and time true and names where B touches, enters and leaves (1,000 states)" *
    doctest::test_suite("slow")) {
  Findings f;
  for (const auto& s : swept_reproducers()) audit_swept(f, *s);
  portable::uniform_real_distribution<double> coord(-7, 7), unit(0, 1);
  int hits = 0;
  for (int k = 0, audited = 0; audited < 1000 && k < 4000; ++k) {
    auto s = scene_from_preset("swept-test", 0, [&](lab::SceneState& state) {
      state.options["mode"] = 0;
      state.options["t"] = k % 3 ? std::round(unit(rng) * 100) / 100 : unit(rng);
      if (k % 3 == 0) state.shape("A").points = sat_exact::random_convex(rng, k % 2 ? 4 : 0);
      state.shape("B").points = sat_exact::random_convex(rng, k % 2 ? 4 : 0);
      state.shape("end").points = {{pick(coord(rng), k), pick(coord(rng), k)}};
    });
    if (!s->warnings().empty()) continue;  // not convex, or no verdict: checked elsewhere
    ++audited;
    audit_swept(f, *s);
    hits += s->caption().find("→ hit") != std::string::npos;
  }
  CHECK_MESSAGE(f.text.empty(), f.text);
  CHECK(f.numbers > 5000);
  CHECK(f.named > 500);
  CHECK(hits > 100);
}

// [SECTION] swept-test, circle B
// Each edge's and vertex's first touch, exactly: strictly within the edge, or with a sliver of
// slack at its ends (where the edge's touch is also its vertex's, and either may be listed).
void audit_swept_circle(Findings& f, const lab::Scene& s) {
  f.at(s);
  const Points a = s.state().shape("A").points;
  const lab::Shape& b = s.state().shape("circle B");
  const DVec c = dec(b.points.at(0)), v = dec(s.state().shape("end").points.at(0)) - c;
  const Dec r(b.radius);
  const bool at_start = s.caption().starts_with("they already meet");
  std::vector<std::optional<Dec>> strict, lenient, corner;
  std::optional<Dec> first;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const DVec p1 = dec(a[i]), p2 = dec(a[(i + 1) % a.size()]);
    strict.push_back(edge_touch(c, v, r, p1, p2, Dec(0)));
    lenient.push_back(edge_touch(c, v, r, p1, p2, Dec("1e-9")));
    corner.push_back(vertex_touch(c, v, r, p1));
    for (const auto& t : {strict.back(), corner.back()})
      if (t && (!first || *t < *first)) first = t;
  }
  std::vector<bool> listed_edge(a.size()), listed_vertex(a.size());
  for (const Printed& p : s.printed()) {
    ++f.numbers;
    if (p.where == "table") {
      const bool edge = p.of.starts_with("first touch of e");
      const std::size_t i = std::stoul(p.of.substr(edge ? 16 : 22));
      (edge ? listed_edge : listed_vertex)[i] = true;
      const auto& exact = edge ? lenient[i] : corner[i];
      if (!exact)
        f.add(where_of(p), "it never touches it");
      else if (const std::string problem = text_problem(p.text, *exact, 3);
               !problem.empty() && !(edge && strict[i] && text_problem(p.text, *strict[i], 3).empty()))
        f.add(where_of(p), problem);
      continue;
    }
    Dec exact = p.text == "0" ? 0 : 1;  // the slider, the start, the step's end and the keys below
    if (p.of == "the t slider") exact = Dec(s.state().option("t"));
    if ((p.of == "the time of impact" || p.of == "the label at B on impact") && !at_start)
      exact = first.value_or(Dec(-1));
    f.add(where_of(p), text_problem(p.text, exact, 2));
  }
  if (!at_start)
    for (std::size_t i = 0; i < a.size(); ++i) {
      // Touched well inside the step: the table says when (the "e2 never" while it slides).
      if (strict[i] && *strict[i] < Dec(1) - Dec("1e-9") && !listed_edge[i])
        f.add("e" + std::to_string(i), "touched, listed as never");
      if (corner[i] && *corner[i] < Dec(1) - Dec("1e-9") && !listed_vertex[i])
        f.add("vertex " + std::to_string(i), "touched, listed as never");
    }
  for (const lab::Named& n : s.named()) {
    ++f.named;
    const std::size_t i = static_cast<std::size_t>(n.edge >= 0 ? n.edge : n.vertex);
    const auto& t = n.edge >= 0 ? lenient.at(i) : corner.at(i);
    if (!t || !first || abs(*t - *first) > Dec("1e-9")) f.add(n.role, "the named feature is not touched first");
  }
}

TEST_CASE(
    "audit: swept-test's circle mode lists every first touch true and names the one touched first (1,000 states)" *
    doctest::test_suite("slow")) {
  Findings f;
  audit_swept_circle(f, *sliding_circle());
  portable::uniform_real_distribution<double> coord(-6, 6), radius(0.1, 1.5), unit(0, 1);
  int hits = 0;
  for (int k = 0, audited = 0; audited < 1000 && k < 4000; ++k) {
    auto s = scene_from_preset("swept-test", 0, [&](lab::SceneState& state) {
      state.options["mode"] = 1;
      state.options["t"] = std::round(unit(rng) * 100) / 100;
      if (k % 3 == 0) state.shape("A").points = sat_exact::random_convex(rng, k % 2 ? 4 : 0);
      const Vec2 from{pick(coord(rng), k), pick(coord(rng), k)};
      state.shape("circle B").points = {from};
      state.shape("circle B").radius = pick(radius(rng), k) + 0.25;
      // A quarter of the paths level or upright, where the circle can slide along an edge.
      Vec2 to{pick(coord(rng), k), pick(coord(rng), k)};
      if (k % 4 == 1) to.y = from.y;
      if (k % 4 == 3) to.x = from.x;
      state.shape("end").points = {to};
    });
    if (!s->warnings().empty()) continue;  // not convex, or no verdict: checked elsewhere
    ++audited;
    audit_swept_circle(f, *s);
    hits += s->caption().find("→ hit") != std::string::npos;
  }
  CHECK_MESSAGE(f.text.empty(), f.text);
  CHECK(f.numbers > 3000);
  CHECK(hits > 100);
}

// [SECTION] tunnelling
struct Tunnel {
  Dec wx, ww, wy, wh;  // the wall: x, width, y, height
  bool box = false;
  Dec cx, cy, r, bw, bh;  // the ball's centre and radius, or the box's middle and size
  Dec speed, fps, step;
  // Where the mover's middle meets the wall on its path (x from lo to hi); none if it never does.
  std::optional<std::pair<Dec, Dec>> stretch() const {
    if (box) {
      if (cy - bh / 2 > wy + wh || cy + bh / 2 < wy) return std::nullopt;
      return std::pair<Dec, Dec>{wx - bw / 2, wx + ww + bw / 2};
    }
    const Dec d = std::max({Dec(0), Dec(wy - cy), Dec(cy - wy - wh)});
    if (d > r) return std::nullopt;
    const Dec h = sqrt(r * r - d * d);
    return std::pair<Dec, Dec>{wx - h, wx + ww + h};
  }
  Dec head_on() const { return ww + (box ? bw : 2 * r); }
  Dec x(int k) const { return cx + k * step; }
};

Tunnel tunnel_of(const lab::Scene& s) {
  Tunnel t;
  const auto rect = [](const lab::Shape& shape, Dec& x, Dec& w, Dec& y, Dec& h) {
    const Vec2 p = shape.points.at(0), q = shape.points.at(1);
    x = std::min(p.x, q.x), w = Dec(std::max(p.x, q.x)) - x, y = std::min(p.y, q.y), h = Dec(std::max(p.y, q.y)) - y;
  };
  rect(s.state().shape("wall"), t.wx, t.ww, t.wy, t.wh);
  t.box = s.state().option("mode") == 1;
  if (t.box) {
    Dec x, y;
    rect(s.state().shape("box"), x, t.bw, y, t.bh);
    t.cx = x + t.bw / 2, t.cy = y + t.bh / 2;
  } else {
    t.cx = s.state().shape("ball").points.at(0).x, t.cy = s.state().shape("ball").points.at(0).y;
    t.r = s.state().shape("ball").radius;
  }
  t.speed = s.state().option("speed"), t.fps = s.state().option("fps"), t.step = t.speed / t.fps;
  return t;
}

void audit_tunnelling(Findings& f, const lab::Scene& s) {
  f.at(s);
  const Tunnel t = tunnel_of(s);
  const auto on_wall = t.stretch();
  const Dec margin("1e-9");
  // Frame k meets the wall: its middle within the stretch.
  const auto meets = [&](int k) { return on_wall && t.x(k) >= on_wall->first && t.x(k) <= on_wall->second; };
  const auto doubtful = [&](int k) {  // within rounding of the stretch's ends
    return on_wall && (abs(t.x(k) - on_wall->first) < margin || abs(t.x(k) - on_wall->second) < margin);
  };
  for (const Printed& p : s.printed()) {
    ++f.numbers;
    std::optional<Dec> exact;
    if (p.of.ends_with("the speed") || p.of == "the speed slider")
      exact = t.speed;
    else if (p.of.find("fps") != std::string::npos)
      exact = t.fps;
    else if (p.of == "one frame's step" || p.of == "the dashed step's length")
      exact = t.step;
    else if (p.of == "the stretch on the wall, head on")
      exact = t.head_on();
    else if (p.of == "this path's limit")
      exact = on_wall ? std::optional<Dec>((on_wall->second - on_wall->first) * t.fps) : std::nullopt;
    else if (p.of.find("stretch") != std::string::npos)
      exact = on_wall ? std::optional<Dec>(on_wall->second - on_wall->first) : std::nullopt;
    else if (p.of.starts_with("frame ")) {
      const Dec x = t.x(std::stoi(p.of.substr(6)));
      f.add(where_of(p), text_problem(p.text, x, 4));
      continue;
    } else if (p.of == "frames tested") {
      int frames = 40;
      bool sure = true;
      for (int k = 0; k < 40; ++k) {
        const Dec back = t.x(k) - (t.box ? t.bw / 2 : t.r);
        sure = sure && !doubtful(k) && abs(back - t.wx - t.ww) > margin;
        if (meets(k) || back > t.wx + t.ww) {
          frames = k + 1;
          break;
        }
      }
      if (sure && p.text != std::to_string(frames)) f.add(where_of(p), std::to_string(frames) + " frames are tested");
      continue;
    }
    if (!exact) {
      f.add(where_of(p), "nothing to print: the path never meets the wall");
      continue;
    }
    f.add(where_of(p), text_problem(p.text, *exact, significant_places(*exact)));
  }
  for (const lab::Named& n : s.named()) {
    ++f.named;
    if (n.role == "first_hit") {
      for (int k = 0; k < n.vertex; ++k)
        if (meets(k) && !doubtful(k)) f.add("first_hit", "frame " + std::to_string(k) + " meets the wall before it");
      if (!meets(n.vertex) && !doubtful(n.vertex))
        f.add("first_hit", "frame " + std::to_string(n.vertex) + " misses the wall");
    }
    if (n.role == "jumped_step") {
      const int k = n.edge;
      if (!on_wall || !(t.x(k) < on_wall->first + margin && t.x(k + 1) > on_wall->second - margin))
        f.add("jumped_step", "the step from frame " + std::to_string(k) + " does not jump the wall");
    }
  }
}

TEST_CASE(
    "audit: tunnelling prints speeds, steps, stretches and frames true and dashes the step that jumped (1,000 states a "
    "mode)" *
    doctest::test_suite("slow")) {
  portable::uniform_real_distribution<double> height(-2.6, 2.6), start(-4, -2), speed(0.5, 200), fps(10, 240),
      radius(0.05, 0.6);
  for (const int mode : {0, 1}) {
    Findings f;
    if (mode == 0)
      for (const auto& s : tunnel_reproducers()) audit_tunnelling(f, *s);
    int jumps = 0, hits = 0;
    for (int k = 0, audited = 0; audited < 1000 && k < 4000; ++k) {
      auto s = scene_from_preset("tunnelling", 0, [&](lab::SceneState& state) {
        state.options["mode"] = mode;
        // The sliders' values, whole or not; some at the 45.6 and 0.001.
        state.options["speed"] = k % 50 == 0 ? 45.6 : k % 50 == 1 ? 0.001 : k % 2 ? std::round(speed(rng)) : speed(rng);
        state.options["fps"] = k % 3 ? 60 : std::round(fps(rng));
        const Vec2 at{pick(start(rng), k), pick(height(rng), k)};
        const double size = pick(radius(rng), k) + 0.05;
        state.shape("ball").points = {at};
        state.shape("ball").radius = size;
        state.shape("box").points = {at - Vec2{size, size}, at + Vec2{size, size}};
      });
      if (!s->warnings().empty()) continue;  // not convex, or no verdict: checked elsewhere
      ++audited;
      audit_tunnelling(f, *s);
      for (const auto& n : s->named()) jumps += n.role == "jumped_step", hits += n.role == "first_hit";
    }
    CAPTURE(mode);
    CHECK_MESSAGE(f.text.empty(), f.text);
    CHECK(f.numbers > 10000);
    CHECK(jumps > 50);
    CHECK(hits > 50);
  }
}

// [SECTION] Nothing printed escapes the audit
// The numbers in a caption, read independently: every run of digits (with its minus sign, point
// and exponent) that is not part of a name ("e3", "vertex 2", "frame 6").
std::vector<std::string> caption_numbers(const std::string& text) {
  const std::string minus = "\u2212";
  const auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
  std::vector<std::string> out;
  for (std::size_t i = 0; i < text.size();) {
    const bool signed_start = text.compare(i, minus.size(), minus) == 0 && digit(i + minus.size());
    if (!digit(i) && !signed_start) {
      ++i;
      continue;
    }
    const std::string before = text.substr(0, i);
    const bool name = (i > 0 && std::isalpha(static_cast<unsigned char>(text[i - 1]))) || before.ends_with("vertex ") ||
                      before.ends_with("frame ");
    std::size_t end = signed_start ? i + minus.size() : i;
    while (digit(end) || (text[end] == '.' && digit(end + 1)) ||
           (text[end] == 'e' &&
            (digit(end + 1) || text.compare(end + 1, minus.size(), minus) == 0 || text[end + 1] == '+'))) {
      if (text[end] == 'e' && !digit(end + 1)) end += text[end + 1] == '+' ? 1 : minus.size();
      ++end;
    }
    if (!name) out.push_back(text.substr(i, end - i));
    i = end;
  }
  return out;
}

void check_caption_listed(const lab::Scene& s) {
  std::vector<std::string> shown = caption_numbers(s.caption()), listed;
  for (const Printed& p : s.printed())
    if (p.where == "caption") listed.push_back(p.text);
  std::sort(shown.begin(), shown.end());
  std::sort(listed.begin(), listed.end());
  CAPTURE(s.info().id);
  CAPTURE(s.caption());
  CHECK(shown == listed);
}

TEST_CASE("every number in the response scenes' captions is listed in printed(), at every preset and dragged states" *
          doctest::test_suite("slow")) {
  CHECK(caption_numbers("B first touches A at t = 0.73 on A's e3 → hit") == std::vector<std::string>{"0.73"});
  CHECK(caption_numbers("frame 6 overlaps the wall → hit (at 60 fps, safe up to 2e−3 units/s)") ==
        std::vector<std::string>{"60", "2e−3"});
  std::mt19937 local(77);
  portable::uniform_real_distribution<double> offset(-3, 3);
  for (const char* id : {"push-apart", "minkowski-difference", "swept-test", "tunnelling"}) {
    const auto presets = lab::testing::scene_named(id)->presets();
    for (std::size_t i = 0; i < presets.size(); ++i) {
      auto s = scene_from_preset(id, i, [](lab::SceneState&) {});
      check_caption_listed(*s);
      // Dragged: every shape but the first (A, the wall) moved, many times.
      for (int k = 0; k < 40; ++k) {
        change_state(*s, [&](lab::SceneState& state) {
          const Vec2 by{std::round(offset(local) * 4) / 4, k % 2 ? offset(local) : std::round(offset(local) * 4) / 4};
          for (std::size_t j = 1; j < state.shapes.size(); ++j)
            for (Vec2& p : state.shapes[j].points) p = p + by;
        });
        check_caption_listed(*s);
      }
    }
  }
}

TEST_CASE("the response scenes' reproducers print true numbers and name the features that act") {
  Findings f;
  for (const auto& s : swept_reproducers()) audit_swept(f, *s);
  audit_swept_circle(f, *sliding_circle());
  for (const auto& s : push_reproducers()) audit_push(f, *s);
  for (const auto& s : minkowski_reproducers()) audit_minkowski(f, *s);
  for (const auto& s : tunnel_reproducers()) audit_tunnelling(f, *s);
  CHECK_MESSAGE(f.text.empty(), f.text);
  // What the issue saw, now true: the numbers as printed.
  const auto texts = [](const lab::Scene& s, const std::string& where) {
    std::vector<std::string> out;
    for (const auto& p : s.printed())
      if (p.where == where) out.push_back(p.text);
    return out;
  };
  CHECK(texts(*swept_reproducers()[0], "caption") == std::vector<std::string>{"0.73"});
  const auto grazing = tunnel_reproducers();
  CHECK(texts(*grazing[0], "caption") == std::vector<std::string>{"7", "60", "33"});
  CHECK(texts(*grazing[0], "figure") == std::vector<std::string>{"0.667", "0.55"});
  CHECK(texts(*grazing[1], "panel").front() == "45.6");
  CHECK(texts(*grazing[1], "table").front() == "−3.0001");
  CHECK(texts(*grazing[2], "panel").front() == "0.001");
  const std::vector<lab::Named> jumped = grazing[0]->named();
  REQUIRE(jumped.size() == 1);
  CHECK(jumped[0].role == "jumped_step");
  CHECK(jumped[0].edge == 4);
  const std::vector<lab::Named> touched = swept_reproducers()[0]->named();
  REQUIRE(touched.size() == 1);
  CHECK((touched[0].role == "first_touch" && touched[0].shape == "A" && touched[0].edge == 3));
}

}  // namespace test_response_printed_audit
