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

TEST_CASE("separating-axis at its start (8 axes): every row is listed, as before") {
  const auto s = lab::testing::scene_named("separating-axis");
  CHECK(table_axes(*s) == std::set<int>{1, 2, 3, 4, 5, 6, 7, 8});
}

}  // namespace test_big_printed
