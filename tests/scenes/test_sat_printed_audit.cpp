// The convex chapter's SAT scenes list every number they print (Scene::printed, `--report`'s
// "printed"). Over a thousand dragged states a scene, each listed number is checked against the
// exact value (sat_exact.hpp: 100-digit arithmetic from the shapes' coordinates): the text is that
// value correctly rounded at the row's places, a gap or push-out in the figure or the caption is the
// same text as its table row, and the deciding axis named is the edge the trace decided on.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "captions/convex.hpp"
#include "captions/prerequisites.hpp"
#include "convex/sat_scene.hpp"
#include "registry.hpp"
#include "sat_exact.hpp"
#include "scene_test_support.hpp"

namespace test_sat_printed_audit {

using namespace sat_exact;

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
Dec exact_value(const lab::Printed& p, const AxisStep& s, const std::pair<Exact, Exact>& shadows, const std::string& a_name) {
  const auto& [a, b] = shadows;
  if (p.quantity == "value") {
    const Exact& e = p.of.starts_with(a_name + "'s") ? a : b;
    return p.of.ends_with("low end") ? e.lo : e.hi;
  }
  if (p.quantity == "gap") return std::max(b.lo - a.hi, a.lo - b.hi);
  const double stretch = s.between.max - s.between.min;
  const bool up = std::fabs(s.a_world.max - s.b_world.min - stretch) <= std::fabs(s.b_world.max - s.a_world.min - stretch);
  return up ? a.hi - b.lo : b.hi - a.lo;
}

// What is untrue about one state's printed numbers and named axis, or "".
std::string problems(const lab::Scene& scene) {
  const auto& sat = dynamic_cast<const lab::convex::SatScene&>(scene);
  const auto& steps = sat.runs().all.steps;
  const Pair pair = pair_of(scene);
  std::map<int, std::string> table_amount;  // axis → the amount its row prints
  std::string out;
  const auto printed = scene.printed();
  for (const lab::Printed& p : printed)
    if (p.where == "table" && p.quantity != "value") table_amount[p.axis] = p.text;
  for (const lab::Printed& p : printed) {
    if (p.axis < 1 || p.axis > static_cast<int>(steps.size())) return "no such axis: " + p.of;
    const AxisStep& s = steps[static_cast<std::size_t>(p.axis - 1)];
    const int places = lab::captions::axis_row(s).decimals;
    const Dec exact = exact_value(p, s, exact_shadows(pair, s), "pentagon");
    const std::string where = p.where + " #" + std::to_string(p.axis) + " " + p.of + ": " + p.text;
    if (p.where != "table" && table_amount[p.axis] != p.text) out += "differs from its row: " + where + "; ";
    if (p.text.starts_with("\u2248") || p.text.starts_with("< ")) continue;  // marked as not exact
    if (p.text.find('e') != std::string::npos) {
      if (abs(read(p.text) - exact) > abs(exact) / 20) out += "wrong: " + where + "; ";
    } else if (!rounded_right(p.text, exact, places)) {
      out += "not the exact value rounded: " + where + "; ";
    }
  }
  const int d = sat.runs().all.result.deciding;
  for (const lab::Named& n : scene.named())
    if (n.role == "deciding_axis" && (n.axis != d + 1 || (n.edge >= 0 && n.edge != steps[static_cast<std::size_t>(d)].edge)))
      out += "the deciding axis named is not the trace's; ";
  return out;
}

TEST_CASE("audit: every number the convex SAT scenes print is the exact value rounded (1,000 states a scene)" * doctest::test_suite("slow")) {
  std::mt19937 rng(2525);
  std::uniform_real_distribution<double> offset(-8, 8);
  std::uniform_int_distribution<int> coin(0, 1), steps(0, 9);
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

}  // namespace test_sat_printed_audit

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

TEST_CASE("audit: every number the rectangles scene prints is the exact value rounded (2,000 states)" * doctest::test_suite("slow")) {
  std::mt19937 rng(2526);
  std::uniform_real_distribution<double> coord(-6, 6), size(0.001, 5);
  int numbers = 0, tenths = 0;
  for (int k = 0; k < 2000; ++k) {
    auto s = k % 4 == 3 ? lab::testing::scene_at_preset("rectangles", "P inside") : lab::testing::scene_named("rectangles");
    // Dragged anywhere, or with corners and sizes on a grid of tenths (ties such as 0.05 come up).
    auto pick = [&](double v) { return k % 2 ? std::round(v * 10) / 10 : v; };
    for (auto& shape : s->state().shapes) {
      const collide::Vec2 corner{pick(coord(rng)), pick(coord(rng))};
      if (shape.kind == lab::ShapeKind::Rect) shape.points = {corner, corner + collide::Vec2{pick(size(rng)) + 0.1, pick(size(rng)) + 0.1}};
      else shape.points = {corner};
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
      if (p.text.find('e') != std::string::npos) CHECK(abs(read(p.text) - exact) <= abs(exact) / 20);
      else CHECK(rounded_right(p.text, exact, places));
      ++numbers;
      tenths += k % 2;
    }
  }
  CHECK(numbers > 20000);
  CHECK(tenths > 10000);
}

}  // namespace test_rects_printed_audit
