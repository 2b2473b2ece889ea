// Big outlines in `--report` (issue 27): a SAT table of 10⁵ rows is laid out only where it is in
// sight, and its "printed" list names a sample of rows (figures::shown_sample), never every row:
// listing 5 entries for each of 10⁵ axes made a report take minutes. The deciding row and the row
// walked to are always in the sample.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "big_figure_support.hpp"
#include "scenes/figures/sampling.hpp"

namespace test_big_printed {

using big_figure::big;
using lab::Vec2;

// The axes (1-based) whose table rows the scene lists.
std::set<int> table_axes(const lab::Scene& s) {
  std::set<int> out;
  for (const lab::Printed& p : s.printed())
    if (p.where == "table") out.insert(p.axis);
  return out;
}

int deciding_axis(const lab::Scene& s) {
  for (const lab::Named& n : s.named())
    if (n.role == "deciding_axis") return n.axis;
  return 0;
}

TEST_CASE("separating-axis, two 300-gons: the table lists 24 of its 600 rows, the deciding one among them") {
  const auto s = big("separating-axis");
  const std::set<int> axes = table_axes(*s);
  CHECK(axes.size() == lab::figures::kMaxShown);
  const int deciding = deciding_axis(*s);
  REQUIRE(deciding > 0);
  CHECK(axes.contains(deciding));
  CHECK(*axes.rbegin() <= 600);
}

TEST_CASE("separating-axis, two 300-gons walked to axis 457: that row and the deciding one are listed") {
  const auto s = big("separating-axis", {{"step", 457}});
  const std::set<int> axes = table_axes(*s);
  CHECK(axes.size() <= lab::figures::kMaxShown + 1);
  CHECK(axes.contains(457));
  CHECK(axes.contains(deciding_axis(*s)));
}

TEST_CASE("polygon-rect and sat-breaks with 300-vertex polygons: a sample of table rows, not every row") {
  for (const char* id : {"polygon-rect", "sat-breaks"}) {
    CAPTURE(id);
    const auto s = big(id);
    CHECK(table_axes(*s).size() <= lab::figures::kMaxShown);
    CHECK(s->printed().size() < 200);  // 5 entries a row and the panel's counts: 1,500 before
  }
}

// How many of the scene's printed numbers stand in its panel's tables.
std::size_t table_entries(const lab::Scene& s) {
  std::size_t out = 0;
  for (const lab::Printed& p : s.printed()) out += p.where == "table";
  return out;
}

TEST_CASE("300-vertex polygons in the scenes with a row per edge, axis or vertex: the report lists a sample of rows") {
  // Before, one row per edge (axis, vertex, piece pair): 300 to 1,200 table entries each; now at
  // most figures::kMaxShown rows of at most 5 numbers (support-point: two tables).
  for (const char* id : {"swept-test", "concave-polygon-circle", "convex-pieces", "push-apart", "support-point",
                         "ray-cast", "polygon-point", "polygon-line", "concave-polygon-line"}) {
    const std::string scene = id;
    CAPTURE(scene);
    const auto s = big(id);
    CHECK(s->caption().find("no verdict") == std::string::npos);
    const std::size_t entries = table_entries(*s);
    CHECK(entries > 0);
    CHECK(entries <= 2 * 5 * lab::figures::kMaxShown);
  }
}

TEST_CASE("polygon-line, a 300-gon with vertex 7 exactly on the line: its row is in the sample") {
  auto s = big("polygon-line");
  lab::SceneState state = s->state();
  const Vec2 v = state.shape("pentagon").points[7];
  state.shape("line").points = {v, v + Vec2{0, 100}};  // vertical through vertex 7: only it, of a regular 300-gon
  s->set_state(state);
  bool listed = false;
  for (const lab::Printed& p : s->printed()) listed = listed || (p.where == "table" && p.of == "vertex 7's side value");
  CHECK(listed);
  CHECK(table_entries(*s) <= lab::figures::kMaxShown + 1);
}

TEST_CASE("separating-axis at its start (8 axes): every row is listed, as before") {
  const auto s = lab::testing::scene_named("separating-axis");
  CHECK(table_axes(*s) == std::set<int>{1, 2, 3, 4, 5, 6, 7, 8});
}

}  // namespace test_big_printed
