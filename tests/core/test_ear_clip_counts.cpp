// Quick ear clipping (corner tree, counted walk) against the book's ear clipping, and SAT on pieces
// counted against the traced run: the same candidates, verdicts, triangles and counts; the runs
// of dents a counting walk passes at once, by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/accel/dent_runs.hpp"
#include "collide/ear_clip.hpp"
#include "collide/fast/quick_ear_clip.hpp"
#include "collide/fast/piece_pairs.hpp"
#include "exact_oracle.hpp"
#include "same_runs.hpp"

namespace test_ear_clip_counts {

using collide::Vec2;

// A star-shaped outline on a small integer grid: corners at even angles and random radii, so
// three corners often fall on one line and ears often hold another corner; sometimes an edge is
// split at its midpoint (a flat corner), a corner repeated, or a spike folded back along an edge.
std::vector<Vec2> grid_star(oracle::Generator& g, int corners) {
  std::vector<Vec2> out;
  const int radius = g.integer(2, 9);
  for (int k = 0; k < corners; ++k) {
    const Vec2 p = 2.0 * g.star_corner(k, corners, radius);
    if (!out.empty() && g.chance(0.15)) out.push_back(0.5 * (out.back() + p));
    out.push_back(p);
    if (g.chance(0.05)) out.push_back(p);
    if (g.chance(0.03) && out.size() >= 2) out.push_back(0.5 * (out.back() + out[out.size() - 2]));
  }
  if (g.chance(0.5)) std::reverse(out.begin(), out.end());
  return out;
}

// The book's walk and the quick one, traced and counted, agree on everything the trace shows.
void check_same(const std::vector<Vec2>& polygon) {
  collide::EarClipTrace book_trace, quick_trace;
  collide::EarClipCount count;
  const auto book = collide::ear_clip(polygon, book_trace);
  const auto quick = collide::quick::ear_clip(polygon, quick_trace);
  const auto counted = collide::quick::ear_clip(polygon, count);
  CHECK(quick.error == book.error);
  CHECK(counted.error == book.error);
  CHECK(quick.triangles == book.triangles);
  CHECK(counted.triangles == book.triangles);
  long long rejected = 0;
  for (const auto& c : book_trace.candidates) rejected += c.verdict != collide::EarVerdict::Ear;
  CHECK(count.candidates == static_cast<long long>(book_trace.candidates.size()));
  CHECK(count.rejected == rejected);
  same_runs::check_same_ear_candidates(quick_trace, book_trace);
}

// A zigzag star: corner k at radius 10 (even k, a tip) or 6 (odd k, a dent), at angle 2πk/n.
std::vector<Vec2> zigzag_star(int corners) {
  std::vector<Vec2> out;
  for (int k = 0; k < corners; ++k) {
    const double t = 2 * M_PI * k / corners, r = k % 2 == 0 ? 10 : 6;
    out.push_back({r * std::cos(t), r * std::sin(t)});
  }
  return out;
}

// A thick spiral of `turns` turns: an outer arm out from the centre and an inner arm back, each
// of `half` vertices. The walk goes round it many times, passing runs of dents.
std::vector<Vec2> spiral(int half, int turns) {
  std::vector<Vec2> outer, inner;
  for (int k = 0; k < half; ++k) {
    const double a = 2 * M_PI * turns * k / half, r = 10 + 10 * a;
    outer.push_back({r * std::cos(a), r * std::sin(a)});
    inner.push_back({(r + 5) * std::cos(a), (r + 5) * std::sin(a)});
  }
  outer.insert(outer.end(), inner.rbegin(), inner.rend());
  return outer;
}

}  // namespace test_ear_clip_counts

TEST_CASE("corner tree ear clipping: the book's candidates, blockers and triangles on 1,000 grid stars") {
  using namespace test_ear_clip_counts;
  oracle::Generator g(9151);
  int clipped = 0, blocked = 0, dropped = 0;
  for (int round = 0; round < 1000; ++round) {
    CAPTURE(round);
    const auto polygon = grid_star(g, round % 10 == 0 ? g.integer(40, 120) : g.integer(3, 24));
    CAPTURE(polygon);
    check_same(polygon);
    collide::EarClipTrace trace;
    clipped += collide::ear_clip(polygon, trace).ok();
    for (const auto& c : trace.candidates) {
      blocked += c.verdict == collide::EarVerdict::ContainsVertex;
      dropped += c.verdict == collide::EarVerdict::Degenerate;
    }
  }
  // The cases are worth something: most are simple, ears are blocked, degenerate corners dropped.
  CHECK(clipped > 500);
  CHECK(blocked > 200);
  CHECK(dropped > 200);
}

TEST_CASE("corner tree ear clipping: hand cases as the book clips them") {
  using V = std::vector<collide::Vec2>;
  // A comb of three teeth (its dents block the ears across the gaps).
  test_ear_clip_counts::check_same(
      V{{0, 0}, {7, 0}, {7, 4}, {6, 4}, {6, 1}, {4, 1}, {4, 4}, {3, 4}, {3, 1}, {1, 1}, {1, 4}, {0, 4}});
  // Collinear runs along every side of a square, and a repeated corner.
  test_ear_clip_counts::check_same(V{{0, 0}, {1, 0}, {2, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}});
  // A dent whose tip lies exactly on the diagonal of the ear beside it.
  test_ear_clip_counts::check_same(V{{0, 0}, {4, 0}, {4, 4}, {2, 2}, {0, 4}});
  // A spike folding back along an edge.
  test_ear_clip_counts::check_same(V{{0, 0}, {4, 0}, {6, 0}, {4, 0}, {4, 4}, {0, 4}});
  // Spirals, either way round: the counting walk passes runs of dents at once.
  auto coil = test_ear_clip_counts::spiral(200, 3);
  test_ear_clip_counts::check_same(coil);
  std::reverse(coil.begin(), coil.end());
  test_ear_clip_counts::check_same(coil);
  // A zigzag star of 12 corners, clockwise.
  auto star = test_ear_clip_counts::zigzag_star(12);
  std::reverse(star.begin(), star.end());
  test_ear_clip_counts::check_same(star);
}

TEST_CASE("corner tree ear clipping: a zigzag star of 10,000 corners, counted") {
  // First lap: every tip (even k) is an ear and clipped, dents 1 … 9997 turn the wrong way
  // (4,999); dent 9999, between two dents by then, is an ear; the 4,999 dents left form a convex
  // ring, clipped ear after ear (4,997).
  const auto star = test_ear_clip_counts::zigzag_star(10000);
  collide::EarClipCount count;
  const auto pieces = collide::quick::ear_clip(star, count);
  REQUIRE(pieces.ok());
  CHECK(pieces.triangles.size() == 9998);  // n − 2
  CHECK(count.candidates == 5000 + 4999 + 1 + 4997);
  CHECK(count.rejected == 4999);
  // Vertex 0 is the first ear (between the dents 9999 and 1); then dent 1, with 0 gone, is reflex.
  collide::EarClipTrace trace;
  CHECK(collide::quick::ear_clip(star, trace).triangles == pieces.triangles);
  REQUIRE(trace.candidates.size() == 14997);
  CHECK(trace.candidates[0].vertex == 0);
  CHECK(trace.candidates[0].verdict == collide::EarVerdict::Ear);
  CHECK(pieces.triangles[0] == std::array<int, 3>{9999, 0, 1});
  CHECK(trace.candidates[1].vertex == 1);
  CHECK(trace.candidates[1].verdict == collide::EarVerdict::Reflex);
  CHECK(trace.candidates[2].vertex == 2);
  CHECK(trace.candidates[2].verdict == collide::EarVerdict::Ear);
  CHECK(trace.candidates[9999].vertex == 9999);
  CHECK(trace.candidates[9999].prev == 9997);
  CHECK(trace.candidates[9999].next == 1);
  CHECK(trace.candidates[9999].verdict == collide::EarVerdict::Ear);
  CHECK(trace.candidates[10000].vertex == 1);
}

// count_piece_pairs counts axes for its first pairs, then finds the colliding pair by boxes: with
// the count stopping at once, after 7 pairs and never, the traced run's pairs, pair and axes.
TEST_CASE("SAT on pieces, counted: the traced run's pairs, axes and last pair on 300 grid stars") {
  using namespace test_ear_clip_counts;
  oracle::Generator g(4411);
  int collided = 0;
  for (int round = 0; round < 300; ++round) {
    CAPTURE(round);
    auto a = grid_star(g, g.integer(3, 20)), b = grid_star(g, g.integer(3, 12));
    const Vec2 shift{double(g.integer(-20, 20)), double(g.integer(-20, 20))};
    for (auto& p : b) p = p + shift;
    const auto pa = collide::ear_clip(a), pb = collide::ear_clip(b);
    collide::PiecesTrace trace;
    const bool traced = collide::convex_pieces_collide(a, pa, b, pb, trace);
    const auto tested = static_cast<long long>(trace.pairs.size());
    for (const long long counted : {0LL, 7LL, 1'000'000LL}) {
      CAPTURE(counted);
      const collide::PiecePairCount count = collide::count_piece_pairs(a, pa, b, pb, counted);
      CHECK(count.collide == traced);
      CHECK(count.error == trace.error);
      if (!trace.error.empty()) continue;
      CHECK(count.total == static_cast<long long>(pa.triangles.size() * pb.triangles.size()));
      CHECK(count.tested == tested);
      CHECK(count.axes_counted_pairs == std::min(counted, tested));
      CHECK(count.axes_tested.has_value() == (counted >= tested));
      if (count.axes_tested) CHECK(*count.axes_tested == trace.axes_tested);
      if (traced) {
        CHECK(count.piece_a == trace.pairs.back().piece_a);
        CHECK(count.piece_b == trace.pairs.back().piece_b);
      }
    }
    collided += traced;
  }
  CHECK(collided > 30);
  CHECK(collided < 270);
}

// Two unit squares side by side, each split into 2 triangles: 4 pairs. Apart (a gap of 1), every
// pair is tested; touching along x = 1, the first pair whose triangles share a point collides.
TEST_CASE("SAT on pieces, counted: two squares apart test 4 pairs; touching, the book's first pair") {
  using collide::Vec2;
  const std::vector<Vec2> a{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  const auto pa = collide::ear_clip(a);
  REQUIRE(pa.triangles.size() == 2);
  for (const double gap : {1.0, 0.0}) {
    CAPTURE(gap);
    std::vector<Vec2> b;
    for (const Vec2 p : a) b.push_back(p + Vec2{1 + gap, 0});
    const auto pb = collide::ear_clip(b);
    collide::PiecesTrace trace;
    collide::convex_pieces_collide(a, pa, b, pb, trace);
    const auto by_boxes = collide::count_piece_pairs(a, pa, b, pb, 0);
    CHECK(by_boxes.total == 4);
    CHECK(by_boxes.collide == (gap == 0));
    CHECK(by_boxes.tested == (gap == 0 ? static_cast<long long>(trace.pairs.size()) : 4));
    CHECK_FALSE(by_boxes.axes_tested.has_value());
    const auto counted = collide::count_piece_pairs(a, pa, b, pb);
    CHECK(counted.axes_tested == trace.axes_tested);
  }
}

TEST_CASE("dent runs: how many dents follow one another round the ring, either way round") {
  // Six vertices in index order; 1, 2 and 3 are dents: from 1, three dents, then vertex 4.
  collide::detail::DentRuns runs(6, +1);
  for (std::size_t i : {1, 2, 3}) runs.set_dent(i, true);
  std::size_t after = 99;
  CHECK(runs.run_from(1, after) == 3);
  CHECK(after == 4);
  CHECK(runs.run_from(4, after) == 0);  // not a dent
  runs.remove(2);                       // clipped: the run from 1 is now 1 and 3
  CHECK(runs.run_from(1, after) == 2);
  CHECK(after == 4);
  // Round the end of the ring: dents 4, 5 and 0 run into vertex 1.
  runs.set_dent(1, false), runs.set_dent(3, false);
  for (std::size_t i : {4, 5, 0}) runs.set_dent(i, true);
  CHECK(runs.run_from(4, after) == 3);
  CHECK(after == 1);
  // The ring backwards (a clockwise input): 5, 4, 3, …; dents 3 and 2 run into vertex 1.
  collide::detail::DentRuns back(6, -1);
  back.set_dent(3, true), back.set_dent(2, true);
  CHECK(back.run_from(3, after) == 2);
  CHECK(after == 1);
  // Every vertex a dent: no run to pass (the walk steps as the book does).
  for (std::size_t i = 0; i < 6; ++i) back.set_dent(i, true);
  CHECK(back.run_from(0, after) == 0);
}
