// The epa scene, worked by hand: a box 1 deep in another (EPA's vector is SAT's MTV), two boxes
// whose corner gives two ways out as short, shapes that only touch, shapes apart. The dragged
// states are audited in test_distance_sat_audit.cpp.
#include <doctest/doctest.h>

#include <string>

#include "recording_canvas.hpp"
#include "scene_test_support.hpp"

namespace test_distance_epa {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

const PresetsOf preset("epa");

std::vector<std::string> printed_of(const lab::Scene& s, const std::string& where, const std::string& of) {
  std::vector<std::string> out;
  for (const lab::Printed& p : s.printed())
    if (p.where == where && p.of.starts_with(of)) out.push_back(p.text);
  return out;
}

TEST_CASE("epa: a 2 × 1 box 1 deep in the right side of a 4 × 2 box: B leaves by (1, 0), as SAT's MTV") {
  // A − B = [−5, 1] × [−1.5, 1.5]: the origin is 1 from its right edge, 1.5 from the top and the
  // bottom, 5 from the left. SAT's least overlap is A's e1 (x = 4): B's left side at 3, 1 deep.
  const auto s = scene_with("epa", [](lab::SceneState& state) {
    state.shape("A").points = {{0, 0}, {4, 0}, {4, 2}, {0, 2}};
    state.shape("B").points = {{3, 0.5}, {5, 0.5}, {5, 1.5}, {3, 1.5}};
  });
  const std::string caption = s->caption();
  CHECK(caption.starts_with("EPA: "));
  CHECK(caption.ends_with("; B leaves A by (1, 0), depth 1, as SAT's MTV → they collide"));
  CHECK(printed_of(*s, "panel", "EPA's push") == std::vector<std::string>{"1", "0"});
  CHECK(printed_of(*s, "panel", "SAT's MTV") == std::vector<std::string>{"1", "0"});
  CHECK(printed_of(*s, "panel", "SAT's depth") == std::vector<std::string>{"1"});
  CHECK(printed_of(*s, "panel", "|EPA − SAT|").empty());  // the very same doubles
  // The last step's nearest edge is A − B's right side, x = 1, at distance 1.
  const auto table = printed_of(*s, "table", "the nearest edge's distance");
  REQUIRE(!table.empty());
  CHECK(table.back() == "1");
  const auto c = drawn(*s);
  const auto* edge = c.first("dashed_segment", palette::deciding);
  REQUIRE(edge != nullptr);
  CHECK(edge->points[0].x == 1);
  CHECK(edge->points[1].x == 1);
  // The push on B: from its middle (4, 1) by (1, 0).
  const auto* push = c.first("arrow", palette::deciding);
  REQUIRE(push != nullptr);
  CHECK(push->points == std::vector<Vec2>{{4, 1}, {5, 1}});
}

TEST_CASE("epa: two boxes at a corner: B can leave right or up, 1 either way") {
  // A = [−10, −6] × [4, 8], B = [−7, −5] × [7, 9]: A − B = [−5, 1] × [−5, 1], the origin 1 from
  // its right edge and 1 from its top. SAT keeps the first least overlap, A's e0 (y): (0, 1).
  const auto s = preset("Two boxes at a corner: two ways out as short");
  const std::string caption = s->caption();
  CHECK(printed_of(*s, "panel", "SAT's MTV") == std::vector<std::string>{"0", "1"});
  CHECK(printed_of(*s, "panel", "EPA's depth") == std::vector<std::string>{"1"});
  const auto epa = printed_of(*s, "panel", "EPA's push");
  CHECK((epa == std::vector<std::string>{"0", "1"} || epa == std::vector<std::string>{"1", "0"}));
  if (epa[0] == "1") {
    CHECK(caption.ends_with("; B leaves A by (1, 0), depth 1; SAT's MTV (0, 1) is as deep → they collide"));
    CHECK(printed_of(*s, "panel", "|EPA − SAT|") == std::vector<std::string>{"1.4142"});
  } else {
    CHECK(caption.ends_with("; B leaves A by (0, 1), depth 1, as SAT's MTV → they collide"));
  }
}

TEST_CASE("epa: a first polygon with the origin on an edge: that edge reads 0, not the 6.9e−18 rounding leaves") {
  // GJK stops with the origin on its segment (A's v1 − B's v0)–(A's v2 − B's v1): EPA's first
  // polygon has the origin on that edge exactly, and rounding the edge's normal put it 6.9e−18
  // away (the audit's state 26, seed 2930).
  const auto s = scene_with("epa", [](lab::SceneState& state) {
    state.shape("B").points = {{-5.4375, 7.0625}, {-1.4375, 8.0625}, {-3.4375, 10.0625}};
  });
  const auto table = printed_of(*s, "table", "the nearest edge's distance");
  REQUIRE(table.size() == 2);
  CHECK(table[0] == "0");
  CHECK(table[1] == "0.1907");
}

TEST_CASE("epa: shapes that only touch: depth 0; apart: nothing to push") {
  CHECK(preset("Touching along A's e1: depth 0")->caption() == "EPA: they only touch, depth 0, as SAT → they touch");
  const auto apart = scene_with("epa", [](lab::SceneState& state) {
    for (Vec2& p : state.shape("B").points) p += Vec2{10, 0};
  });
  CHECK(apart->caption() == "EPA: GJK finds them apart, nothing to push → apart");
  CHECK(apart->printed().empty());
  CHECK(drawn(*apart).first("dashed_segment", palette::deciding) == nullptr);
}

}  // namespace test_distance_epa
