// The convex chapter's SAT scenes list every number they print (Scene::printed, `--report`'s
// "printed"). Over a thousand dragged states a scene, each listed number is checked against the
// exact value (sat_exact.hpp: 100-digit arithmetic from the shapes' coordinates): the text is that
// value correctly rounded at the row's places, a gap or push-out in the figure or the caption is the
// same text as its table row, and the deciding axis named is the edge the trace decided on.
//
// Index of this file:
//   [SECTION] The convex SAT scenes' pair
//   [SECTION] What a state prints that is untrue: tallies, features, numbers
//   [SECTION] The audit, scaled states, and the start position by hand
//   [SECTION] The rectangles scene's audit
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "portable_random.hpp"
#include "captions/convex.hpp"
#include "captions/prerequisites.hpp"
#include "scenes/convex/sat_scene.hpp"
#include "scenes/registry.hpp"
#include "concave_sat_oracle.hpp"
#include "sat_exact.hpp"
#include "sat_tally_oracle.hpp"
#include "scene_test_support.hpp"

namespace test_sat_printed_audit {

using namespace sat_exact;

// [SECTION] The convex SAT scenes' pair

// The shapes as the test sees them: the pentagon, and B's vertices or circle.
Pair pair_of(const lab::Scene& s) {
  Pair pair;
  for (const auto& shape : s.state().shapes) {
    if (shape.name == "pentagon") {
      pair.a = shape.points;
    } else if (shape.kind == lab::ShapeKind::Rect) {
      const auto r = shape.rect();
      pair.b = {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}};
    } else if (shape.kind == lab::ShapeKind::Circle) {
      pair.c = shape.points.at(0), pair.r = shape.radius;
    } else {
      pair.b = shape.points;
    }
  }
  return pair;
}

// B moved by `by`: every point of the shape that is not the pentagon.
void move_b(lab::Scene& s, Vec2 by) {
  for (auto& shape : s.state().shapes)
    if (shape.name != "pentagon")
      for (Vec2& p : shape.points) p += by;
}

// The exact value a printed entry stands for.
Dec exact_value(const lab::Printed& p, const AxisStep& s, const std::pair<Exact, Exact>& shadows,
                const std::string& a_name) {
  const auto& [a, b] = shadows;
  if (p.quantity == "value") {
    const Exact& e = p.of.starts_with(a_name + "'s") ? a : b;
    return p.of.ends_with("low end") ? e.lo : e.hi;
  }
  if (p.quantity == "gap") return std::max(b.lo - a.hi, a.lo - b.hi);
  const double stretch = s.between.max - s.between.min;
  const bool up =
      std::fabs(s.a_world.max - s.b_world.min - stretch) <= std::fabs(s.b_world.max - s.a_world.min - stretch);
  return up ? a.hi - b.lo : b.hi - a.lo;
}

// [SECTION] What a state prints that is untrue: tallies, features, numbers

// What is untrue about the panel's tally lines' counts, against the axes counted exactly from the shapes.
std::string tally_untrue(const lab::Scene& scene, const Pair& pair) {
  std::string b_word = "circle";
  for (const auto& shape : scene.state().shapes)
    if (shape.name != "pentagon" && pair.r < 0) b_word = shape.name;
  const auto axes = pair.r < 0 ? concave_sat_oracle::axes(pair.a, pair.b)
                               : sat_tally_oracle::circle_axes(pair.a, pair.c, pair.r);
  const auto& options = scene.state().options;
  const bool skip = options.count("skip_duplicates") && options.at("skip_duplicates") != 0;
  const bool early = !options.count("early_exit") || options.at("early_exit") != 0;
  return sat_tally_oracle::untrue(scene.printed(), sat_tally_oracle::expected(axes, static_cast<int>(pair.a.size()),
                                                                              "pentagon", b_word, skip, early));
}

// The edge or vertex named where the deciding axis acts (mtv_/gap_ edge or vertex), checked on the
// shapes. On the deciding axis n (exact), the event happens on A's side facing B across the gap,
// or the side B leaves through (the shorter push-out); B's feature faces the other way. A named
// edge faces that way (its outward normal along it); a named vertex is the first of its shape's
// vertices that reach farthest that way, and no edge of its shape faces that way (else the edge
// is named). The circle's own axis acts at A's vertex nearest the centre (first of equals).
std::string feature_untrue(const lab::Scene& scene, const Pair& pair, const std::vector<lab::Named>& named) {
  const auto& runs = dynamic_cast<const lab::convex::SatScene&>(scene).runs().all;
  const int d = runs.result.deciding;
  std::string out;
  for (const lab::Named& n : named) {
    if (!n.role.starts_with("gap_") && !n.role.starts_with("mtv_")) continue;
    const std::string what =
        n.role + " " + n.shape + " " + std::to_string(n.edge) + "/" + std::to_string(n.vertex) + "; ";
    if (d < 0 || n.axis != d + 1) {
      out += "acts on an axis that is not the deciding one: " + what;
      continue;
    }
    const AxisStep& step = runs.steps[static_cast<std::size_t>(d)];
    const bool of_a = n.shape == "pentagon";
    const std::vector<Vec2>& poly = of_a ? pair.a : pair.b;
    const auto dist2 = [&](Vec2 v) {
      return (Dec(pair.c.x) - Dec(v.x)) * (Dec(pair.c.x) - Dec(v.x)) +
             (Dec(pair.c.y) - Dec(v.y)) * (Dec(pair.c.y) - Dec(v.y));
    };
    if (step.owner == AxisOwner::Circle) {
      int nearest = 0;
      for (std::size_t v = 1; v < pair.a.size(); ++v)
        if (dist2(pair.a[v]) < dist2(pair.a[static_cast<std::size_t>(nearest)])) nearest = static_cast<int>(v);
      if (!of_a || n.vertex != nearest) out += "not A's vertex nearest the circle's centre: " + what;
      continue;
    }
    const auto axis = exact_axis(pair, step);
    const Dec nx = axis.first, ny = axis.second;
    const auto [a, b] = exact_shadows(pair, step);
    const bool gap = b.lo > a.hi || a.lo > b.hi;
    if (gap != n.role.starts_with("gap_")) out += "gap or push-out named against the shadows: " + what;
    const Dec up = a.hi - b.lo, down = b.hi - a.lo;
    if (!gap && up == down) continue;  // B leaves as soon either way
    const int a_side = gap ? (b.lo > a.hi ? 1 : -1) : (up < down ? 1 : -1);
    const int side = of_a ? a_side : -a_side;
    // The edges' outward normals: (p2.y − p1.y, p1.x − p2.x) turns outward for a counter-clockwise
    // outline; a flat shape's edge faces the way that normal points.
    Dec area = 0;
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const Vec2 p = poly[i], q = poly[(i + 1) % poly.size()];
      area += Dec(p.x) * Dec(q.y) - Dec(q.x) * Dec(p.y);
    }
    auto faces = [&](std::size_t i) {
      const Vec2 p = poly[i], q = poly[(i + 1) % poly.size()];
      Dec ox = Dec(q.y) - Dec(p.y), oy = Dec(p.x) - Dec(q.x);
      if (area < 0) ox = -ox, oy = -oy;
      return ox * ny - oy * nx == 0 && (ox * nx + oy * ny) * side > 0;
    };
    if (n.edge >= 0) {
      if (!faces(static_cast<std::size_t>(n.edge))) out += "the edge named does not face the way it happens: " + what;
      continue;
    }
    for (std::size_t i = 0; i < poly.size(); ++i)
      if (faces(i)) out += "a vertex named where edge " + std::to_string(i) + " faces that way: " + what;
    std::size_t far = 0;
    for (std::size_t v = 1; v < poly.size(); ++v)
      if ((Dec(poly[v].x) * nx + Dec(poly[v].y) * ny) * side > (Dec(poly[far].x) * nx + Dec(poly[far].y) * ny) * side)
        far = v;
    if (n.vertex != static_cast<int>(far)) out += "not the vertex that reaches farthest that way: " + what;
  }
  return out;
}

// What is untrue about one state's printed numbers and named axis, or "".
std::string problems(const lab::Scene& scene) {
  const auto& sat = dynamic_cast<const lab::convex::SatScene&>(scene);
  const auto& steps = sat.runs().all.steps;
  const Pair pair = pair_of(scene);
  std::map<int, std::string> table_amount;  // axis → the amount its row prints
  std::string out;
  const auto printed = scene.printed();
  std::map<int, std::pair<Exact, Exact>> shadows;  // axis → its exact shadows, worked out once
  auto exact_of = [&](int axis) -> const std::pair<Exact, Exact>& {
    auto [at, fresh] = shadows.try_emplace(axis);
    if (fresh) at->second = exact_shadows(pair, steps[static_cast<std::size_t>(axis - 1)]);
    return at->second;
  };
  for (const lab::Printed& p : printed)
    if (p.where == "table" && p.quantity != "value") table_amount[p.axis] = p.text;
  for (const lab::Printed& p : printed) {
    if (p.axis == 0 && sat_tally_oracle::is_tally(p.of)) continue;  // the panel's counts: below
    if (p.axis < 1 || p.axis > static_cast<int>(steps.size())) return "no such axis: " + p.of;
    const AxisStep& s = steps[static_cast<std::size_t>(p.axis - 1)];
    const int places = lab::captions::axis_row(s).decimals;
    const Dec exact = exact_value(p, s, exact_of(p.axis), "pentagon");
    const std::string where = p.where + " #" + std::to_string(p.axis) + " " + p.of + ": " + p.text;
    if (p.where != "table" && table_amount[p.axis] != p.text) out += "differs from its row: " + where + "; ";
    if (p.text.starts_with("\u2248") || p.text.starts_with("< ")) continue;  // marked as not exact
    if (p.text.find('e') != std::string::npos) {  // in a table's unit ("3.26e−9"), or below its last place
      if (!concave_sat_oracle::rounds_to(p.text, exact)) out += "not the exact value rounded: " + where + "; ";
    } else if (table_amount[p.axis].starts_with("\u2248")) {
      // A row marked approximate (no places up to nine make its ends add up, shapes 10⁶ across):
      // each end is still its value rounded at the places its own text shows.
      if (!concave_sat_oracle::rounds_to(p.text, exact)) out += "not the exact value rounded: " + where + "; ";
    } else if (!rounded_right(p.text, exact, places)) {
      out += "not the exact value rounded: " + where + "; ";
    }
  }
  out += tally_untrue(scene, pair);
  out += feature_untrue(scene, pair, scene.named());
  // The chapter returns "collide" for a centre on a vertex before any axis: there the circle's
  // axis (no direction) is the one named, else the trace's deciding axis.
  int d = sat.runs().all.result.deciding;
  for (std::size_t k = 0; k < steps.size(); ++k)
    if (steps[k].degenerate && steps[k].owner == collide::AxisOwner::Circle) d = static_cast<int>(k);
  for (const lab::Named& n : scene.named())
    if (n.role == "deciding_axis" &&
        (n.axis != d + 1 || (n.edge >= 0 && n.edge != steps[static_cast<std::size_t>(d)].edge)))
      out += "the deciding axis named is not the trace's; ";
  return out;
}

// [SECTION] The audit, scaled states, and the start position by hand

TEST_CASE("audit: every number the convex SAT scenes print is the exact value rounded (1,000 states a scene)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2525);
  portable::uniform_real_distribution<double> offset(-8, 8);
  portable::uniform_int_distribution<int> coin(0, 1), steps(0, 9);
  for (const char* id : {"separating-axis", "polygon-rect", "polygon-segment", "polygon-circle"}) {
    int states = 0, numbers = 0, in_figure = 0;
    for (int k = 0; k < 1000; ++k) {
      auto s = lab::testing::scene_named(id);
      // Dragged anywhere, or snapped to tenths (where exact ties such as 0.125 come up).
      Vec2 by{offset(rng), offset(rng)};
      if (k % 2) by = {std::round(by.x * 10) / 10, std::round(by.y * 10) / 10};
      move_b(*s, by);
      s->state().options["early_exit"] = coin(rng);
      s->state().options["all_axes"] = coin(rng);
      s->state().options["step"] = k % 3 ? 0 : steps(rng);
      s->state().options["skip_duplicates"] = k % 4 == 3;  // the rectangle's and segment's parallel edges
      s->update();
      const std::string found = problems(*s);
      CAPTURE(id);
      CAPTURE(by.x);
      CAPTURE(by.y);
      CHECK_MESSAGE(found.empty(), found);
      ++states;
      for (const auto& p : s->printed()) numbers += 1, in_figure += p.where != "table";
    }
    CHECK(states == 1000);
    CHECK(numbers > 20000);   // every row's four ends and its amount
    CHECK(in_figure > 1000);  // the deciding axis's label, the walk's label and caption
  }
}

// Every shape of the scene scaled by `f` about the origin (a circle's radius too).
void scale_all(lab::Scene& s, double f) {
  for (auto& shape : s.state().shapes) {
    for (Vec2& p : shape.points) p *= f;
    shape.radius *= f;
  }
}

TEST_CASE(
    "audit: the convex SAT scenes' numbers at shapes 10⁻⁹ and 10⁶ across are exact values rounded (at extreme scales)" *
    doctest::test_suite("slow")) {
  std::mt19937 rng(2536);
  portable::uniform_real_distribution<double> offset(-8, 8);
  portable::uniform_int_distribution<int> coin(0, 1), steps(0, 9);
  for (const double scale : {1e-9, 1e6, 1e8})
    for (const char* id : {"separating-axis", "polygon-rect", "polygon-segment", "polygon-circle"}) {
      int scaled = 0;
      for (int k = 0; k < 80; ++k) {
        auto s = lab::testing::scene_named(id);
        Vec2 by{offset(rng), offset(rng)};
        if (k % 2) by = {std::round(by.x * 10) / 10, std::round(by.y * 10) / 10};
        move_b(*s, by);
        scale_all(*s, scale);
        s->state().options["early_exit"] = coin(rng);
        s->state().options["step"] = k % 3 ? 0 : steps(rng);
        s->update();
        const std::string found = problems(*s);
        CAPTURE(id);
        CAPTURE(scale);
        CAPTURE(by.x);
        CAPTURE(by.y);
        CHECK_MESSAGE(found.empty(), found);
        for (const auto& p : s->printed()) scaled += p.text.find('e') != std::string::npos;
      }
      CAPTURE(id);
      CAPTURE(scale);
      if (scale != 1e6) CHECK(scaled > 800);  // in the table's unit: 10⁻⁹, 10⁶ for shapes 10⁸ across
    }
}

TEST_CASE("the separating-axis start lists its gap where the table, the label and the caption print it") {
  auto s = lab::testing::scene_named("separating-axis");
  s->state().options["step"] = 2;
  s->update();
  int gaps = 0;
  for (const auto& p : s->printed())
    if (p.axis == 2 && p.quantity == "gap") {
      CHECK(p.text == "3.257");
      CHECK(p.value == doctest::Approx(3.2571).epsilon(1e-4));
      ++gaps;
    }
  CHECK(gaps == 3);  // the table's row, the deciding axis's label and the caption
  const auto named = s->named();
  REQUIRE(named.size() == 2);
  CHECK(named[0].role == "deciding_axis");
  CHECK(named[0].edge == 1);
  // Across the gap from the triangle, the pentagon's corner (2.9, 0.9): no edge of the pentagon
  // faces the triangle along e1's normal.
  CHECK(named[1].role == "gap_vertex");
  CHECK(named[1].vertex == 4);
}

TEST_CASE(
    "the vertex named where SAT's deciding axis acts is checked on the shapes: the start's vertex 4, not 3 or 0") {
  // The start is apart on the pentagon's e1 (axis #2), normal (−3.3, −1.1): the triangle's shadow
  // −29.81…−21.89 lies below the pentagon's −10.56…8.58. No edge of the pentagon faces down that
  // axis (e1 faces up it), so the corner reaching farthest down is named: (2.9, 0.9), vertex 4, at
  // −10.56; vertices 0 and 3 reach only −3.3.
  auto s = lab::testing::scene_named("separating-axis");
  const Pair pair = pair_of(*s);
  auto named = s->named();
  REQUIRE(named.size() == 2);
  REQUIRE(named[1].role == "gap_vertex");
  CHECK(feature_untrue(*s, pair, named).empty());
  for (const int wrong : {3, 0}) {
    named[1].vertex = wrong;
    CHECK(feature_untrue(*s, pair, named).find("not the vertex that reaches farthest") != std::string::npos);
  }
  named[1] = {"gap_edge", "pentagon", 1, -1, 2};  // e1 itself faces away from the triangle
  CHECK(feature_untrue(*s, pair, named).find("does not face the way it happens") != std::string::npos);
}

TEST_CASE("separating-axis start: the panel's count lines are listed, with the counts a reader finds by hand") {
  // The pentagon's 5 edges and the triangle's 3 give 8 axes. On e0's normal (−2.1, 2.9) the
  // pentagon's shadow (unscaled) runs −10.74…8.7 and the triangle's −15.45…−6.73: they overlap.
  // On e1's normal (−3.3, −1.1) the pentagon's runs −10.56…8.58, the triangle's −29.81…−21.89: a
  // gap, so the early exit stops at axis #2 and never tries the other 6. Trying them all, only e0
  // and e2 (normal (0, −3.6): −10.8…8.64 against −12.24…−3.24) overlap: 6 of 8 show a gap.
  auto s = lab::testing::scene_named("separating-axis");
  std::vector<std::pair<std::string, std::string>> listed;
  for (const auto& p : s->printed())
    if (p.where == "panel" && sat_tally_oracle::is_tally(p.of)) listed.push_back({p.of, p.text});
  const std::vector<std::pair<std::string, std::string>> want{{"axes in all", "8"},
                                                              {"axes from the pentagon", "5"},
                                                              {"axes from the triangle", "3"},
                                                              {"axes with a gap, trying them all", "6"},
                                                              {"axes tried, trying them all", "8"},
                                                              {"the axis an early exit stops at", "2"},
                                                              {"axes an early exit never tries", "6"},
                                                              {"axes in all", "8"}};
  CHECK(listed == want);
}

}  // namespace test_sat_printed_audit

// [SECTION] The rectangles scene's audit

namespace test_rects_printed_audit {

using sat_exact::Dec;
using sat_exact::read;
using sat_exact::rounded_right;

// A shape's shadow on x or y as the core takes it (a rectangle's x and x + w, a point's own x).
collide::Interval shadow_on(const lab::Shape& shape, bool x) {
  if (shape.kind != lab::ShapeKind::Rect) {
    const double v = x ? shape.points.at(0).x : shape.points.at(0).y;
    return {v, v};
  }
  const collide::Rect r = shape.rect();
  return x ? collide::Interval{r.x, r.x + r.w} : collide::Interval{r.y, r.y + r.h};
}

// The exact value a rectangles entry stands for: an end itself (a double is an exact decimal), or
// the overlap or gap of the two shadows, subtracted exactly.
Dec exact_of(const lab::Printed& p, collide::Interval a, collide::Interval b) {
  const Dec a_lo(a.min), a_hi(a.max), b_lo(b.min), b_hi(b.max);
  if (p.quantity == "coordinate") {
    const bool of_a = p.of.starts_with("A's");
    return p.of.ends_with("low end") ? (of_a ? a_lo : b_lo) : (of_a ? a_hi : b_hi);
  }
  if (p.quantity == "overlap") return std::min(a_hi, b_hi) - std::max(a_lo, b_lo);
  return std::max(b_lo - a_hi, a_lo - b_hi);
}

TEST_CASE("audit: every number the rectangles scene prints is the exact value rounded (2,000 states)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2526);
  portable::uniform_real_distribution<double> coord(-6, 6), size(0.001, 5);
  int numbers = 0, tenths = 0;
  for (int k = 0; k < 2000; ++k) {
    auto s = k % 4 == 3 ? lab::testing::scene_at_preset("rectangles", "P inside")
                        : lab::testing::scene_named("rectangles");
    // Dragged anywhere, or with corners and sizes on a grid of tenths (ties such as 0.05 come up).
    auto pick = [&](double v) { return k % 2 ? std::round(v * 10) / 10 : v; };
    for (auto& shape : s->state().shapes) {
      const collide::Vec2 corner{pick(coord(rng)), pick(coord(rng))};
      if (shape.kind == lab::ShapeKind::Rect)
        shape.points = {corner, corner + collide::Vec2{pick(size(rng)) + 0.1, pick(size(rng)) + 0.1}};
      else
        shape.points = {corner};
    }
    s->update();
    const auto printed = s->printed();
    CHECK(printed.size() >= 12);  // two rows of four ends and an amount, and the figure's two amounts
    const lab::Shape& a_shape = s->state().shape("A");
    const lab::Shape& other = s->state().shapes[1].name == "A" ? s->state().shapes[0] : s->state().shapes[1];
    for (const lab::Printed& p : printed) {
      const bool x = p.of.find("x shadow") != std::string::npos;
      const collide::Interval ia = shadow_on(a_shape, x), ib = shadow_on(other, x);
      const Dec exact = exact_of(p, ia, ib);
      CAPTURE(k);
      CAPTURE(p.where);
      CAPTURE(p.of);
      CAPTURE(p.text);
      if (p.text.starts_with("\u2248") || p.text.starts_with("< ")) continue;
      // The row's places: those row_places chose for its amount, which its ends share.
      const bool overlap = std::max(ia.min, ib.min) <= std::min(ia.max, ib.max);
      const int places = lab::captions::shadow_amount(ia, ib, overlap).places.decimals;
      if (p.text.find('e') != std::string::npos)
        CHECK(abs(read(p.text) - exact) <= abs(exact) / 20);
      else
        CHECK(rounded_right(p.text, exact, places));
      ++numbers;
      tenths += k % 2;
    }
  }
  CHECK(numbers > 20000);
  CHECK(tenths > 10000);
}

}  // namespace test_rects_printed_audit
