// Issue 26 §3: Insert on a convex polygon keeps it convex. Polygon vs point's pentagon (0, 3),
// (−2.9, 0.9), (−1.8, −2.4), (1.8, −2.4), (2.9, 0.9): the middle of its edge 0 rounded to doubles,
// (−1.45, 1.95), lies a hair inside the edge (3 + 0.9 rounds), so the exact convex test saw a turn
// the other way and the panel warned "is not convex". Each new vertex must lie on its edge or a
// hair outside it, never inside: checked here in exact rationals, which share no code with the
// core's predicates. Where the middle is a double on the edge (a square's), it is the middle.
// Inserted again and again on one stretch, no double is left that keeps it convex: then nothing
// is added and the panel says why.
#include <doctest/doctest.h>

#include <boost/multiprecision/cpp_int.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "scenes/handles.hpp"

namespace test_insert_on_edge {

using Rational = boost::multiprecision::cpp_rational;  // header-only: this test program links no GMP
using lab::Command;
using lab::Vec2;

namespace {

// Twice the signed area of a, b, c in exact rationals: > 0 counter-clockwise, 0 on one line.
Rational turn(Vec2 a, Vec2 b, Vec2 c) {
  const Rational ax(a.x), ay(a.y), bx(b.x), by(b.y), cx(c.x), cy(c.y);
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

// Convex, counter-clockwise: no turn clockwise anywhere (straight on allowed).
bool convex_ccw(const std::vector<Vec2>& p) {
  const std::size_t n = p.size();
  for (std::size_t i = 0; i < n; ++i)
    if (turn(p[(i + n - 1) % n], p[i], p[(i + 1) % n]) < 0) return false;
  return true;
}

}  // namespace

}  // namespace test_insert_on_edge

TEST_CASE("Insert on each edge of the pentagon, and five more times on one: convex, no warning, on or outside") {
  using namespace test_insert_on_edge;
  const lab::testing::AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  screen.frames(shell);
  const auto pentagon = [&]() -> const std::vector<Vec2>& { return shell.scene().state().shape("pentagon").points; };
  REQUIRE(pentagon().size() == 5);
  REQUIRE(convex_ccw(pentagon()));
  const auto insert_after = [&](int vertex) -> bool {
    while (shell.focused_handle() != lab::Handle{0, lab::HandleKind::Vertex, vertex})
      shell.command(Command::FocusNextHandle);
    const Vec2 a = pentagon()[vertex], b = pentagon()[(vertex + 1) % pentagon().size()];
    const std::size_t before = pentagon().size();
    shell.command(Command::AddVertex);
    if (pentagon().size() == before) return false;  // refused: said why
    const Vec2 v = pentagon()[vertex + 1];
    CAPTURE(vertex);
    CAPTURE(before);
    CHECK(turn(a, b, v) <= 0);                       // on the edge, or right of it: outside a counter-clockwise outline
    CHECK(std::abs(v.x - (a.x + b.x) / 2) < 1e-12);  // at its middle, to a hair
    CHECK(std::abs(v.y - (a.y + b.y) / 2) < 1e-12);
    CHECK(convex_ccw(pentagon()));
    CHECK(shell.scene().warnings().empty());
    CHECK(shell.scene().caption().rfind("the convex test says", 0) == std::string::npos);
    return true;
  };
  CHECK(insert_after(0));                                  // R, Tab, Tab, Insert: the reviewer's keys
  for (int v = 2; v < 10; v += 2) CHECK(insert_after(v));  // every other edge of the first five, now split
  REQUIRE(pentagon().size() == 10);
  // Again and again on the first edge's first half: each new vertex needs room outside the line
  // from vertex 0 to the last one, and inside the line on from that one, a wedge that narrows each
  // time. Doubles fit it three times more; then no vertex is added, and the panel says why.
  int added = 0;
  while (added < 8 && insert_after(0)) ++added;
  CHECK(added >= 3);
  CHECK(added < 8);
  CHECK(shell.key_refusal().starts_with("no vertex added: no point near the middle of edge 0 of pentagon"));
  CHECK(convex_ccw(pentagon()));
  CHECK(shell.scene().warnings().empty());
}

TEST_CASE("where the middle of an edge is a double on it, the new vertex is the middle: a square's (0, 2)") {
  lab::Shape square{"A", lab::ShapeKind::Polygon, {{0, 0}, {4, 0}, {4, 4}, {0, 4}}};
  square.editable = true;
  REQUIRE(lab::insert_vertex_on_edge(square, 3) == 4);
  CHECK(square.points[4] == lab::Vec2{0, 2});
  REQUIRE(lab::insert_vertex(square, {4.01, 1}, 0.1) == 2);  // a double-click beside edge 1
  CHECK(square.points[2] == lab::Vec2{4, 1});
}
