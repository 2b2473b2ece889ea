// Big outlines in the pair-by-pair scenes (issue 15): SAT on convex pieces and the polygon
// against polygon edge test keep their counts, not a list of millions of pairs. The counts are
// checked against the core's traced runs (the book's loops, kept whole) on shapes small enough to
// trace; the figures against a bound on what they name, and their notes saying so.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <string>

#include "big_figure_support.hpp"
#include "captions/concave_edges.hpp"
#include "captions/text.hpp"
#include "collide/concave.hpp"
#include "collide/fast/quick_ear_clip.hpp"
#include "scenes/concave/edge_pair_count.hpp"
#include "scenes/concave/piece_run.hpp"
#include "scene_test_support.hpp"

namespace test_big_pairs {

// A star of `n` corners round `centre` and a regular `m`-gon round `other`, both of radius 2.
struct Pair {
  std::vector<lab::Vec2> a, b;
};
Pair star_and_polygon(std::size_t n, std::size_t m, lab::Vec2 other) {
  return {lab::testing::big_polygon({0, 0}, 2, n, true), lab::testing::big_polygon(other, 1.5, m, false)};
}

// Where the regular polygon sits: far off (apart, every pair tried), on the star's spikes, and
// inside its inner ring (pieces collide late or early in the book's order).
const lab::Vec2 kPlaces[] = {{6, 0}, {2.6, 0.3}, {0.2, -0.1}, {-2.9, 1.4}};

TEST_CASE("PieceRun past its trace budget: the same pairs tested, verdict and axes as the core's traced run") {
  for (const lab::Vec2 place : kPlaces) {
    const Pair p = star_and_polygon(24, 17, place);  // 22 × 15 = 330 piece pairs
    const auto pa = collide::quick::ear_clip(p.a), pb = collide::quick::ear_clip(p.b);
    REQUIRE(pa.ok());
    REQUIRE(pb.ok());
    collide::PiecesTrace book;
    collide::convex_pieces_collide(p.a, pa, p.b, pb, book);
    CAPTURE(place.x);
    CAPTURE(place.y);
    for (const long long counted : {0LL, 7LL, 100000LL}) {  // boxes at once, after 7 pairs, never
      CAPTURE(counted);
      lab::concave::PieceRun run;
      run.run(p.a, pa, p.b, pb, 0, counted);
      CHECK_FALSE(run.whole());
      CHECK(run.total() == 330);
      CHECK(run.tested() == static_cast<long long>(book.pairs.size()));
      CHECK(run.collide() == book.collide);
      if (run.axes_tested()) CHECK(*run.axes_tested() == book.axes_tested);
      CHECK(run.axes_tested().has_value() == (counted >= run.tested()));
      // Any pair's own trace is the core's pair, axis by axis.
      for (long long k : {0LL, run.tested() / 2, run.tested() - 1}) {
        const auto mine = run.pair(k);
        const auto& theirs = book.pairs[static_cast<std::size_t>(k)];
        CHECK(mine.piece_a == theirs.piece_a);
        CHECK(mine.piece_b == theirs.piece_b);
        CHECK(mine.result.collide == theirs.result.collide);
        CHECK(mine.result.tested == theirs.result.tested);
        CHECK(mine.result.deciding == theirs.result.deciding);
        CHECK(mine.steps.size() == theirs.steps.size());
      }
    }
  }
}

// A 64 × 1 rectangle splits into two long thin triangles along a diagonal through (32, 0.5); a
// small diamond whose lowest (or highest) corner is that very point touches the diagonal there
// and nowhere else, and one lifted 2⁻⁴⁰ off it touches only the piece it sits in. The long edge
// is asked about in stretches (piece_run.cpp): the pair found must still be the book's.
TEST_CASE("PieceRun, a diamond touching a long thin piece's diagonal at one point: the book's pair") {
  const std::vector<lab::Vec2> a{{0, 0}, {64, 0}, {64, 1}, {0, 1}};
  const auto pa = collide::quick::ear_clip(a);
  REQUIRE(pa.ok());
  for (const double lift : {0.0, 0x1p-40}) {
    for (const double up : {1.0, -1.0}) {
      const lab::Vec2 tip{32, 0.5 + up * lift};
      // The tip is not B's vertex 0: a piece that only touches it must be found by its edges.
      const std::vector<lab::Vec2> diamond{tip + lab::Vec2{-0.1, up * 0.1}, tip, tip + lab::Vec2{0.1, up * 0.1},
                                           tip + lab::Vec2{0, up * 0.2}};
      const std::vector<lab::Vec2> b = up > 0 ? diamond : std::vector<lab::Vec2>{diamond.rbegin(), diamond.rend()};
      const auto pb = collide::quick::ear_clip(b);
      REQUIRE(pb.ok());
      collide::PiecesTrace book;
      collide::convex_pieces_collide(a, pa, b, pb, book);
      CAPTURE(lift);
      CAPTURE(up);
      lab::concave::PieceRun run;
      run.run(a, pa, b, pb, 0, 0);  // straight to the search by boxes and stretches
      CHECK(book.collide);
      CHECK(run.collide());
      CHECK(run.tested() == static_cast<long long>(book.pairs.size()));
    }
  }
}

TEST_CASE("cleared pieces: with 15 pieces of B, 47 pairs decided clear A's pieces 0, 1 and 2") {
  CHECK(lab::concave::cleared_pieces(47, 15) == 3);
  CHECK(lab::concave::cleared_pieces(44, 15) == 2);
  CHECK(lab::concave::cleared_pieces(0, 15) == 0);
}

TEST_CASE("edge statuses from the book's counts match those read from its traced run") {
  for (const lab::Vec2 place : kPlaces) {
    const Pair p = star_and_polygon(30, 12, place);
    collide::EdgeTestTrace book, all;
    collide::polygons_collide(p.a, p.b, book);
    collide::polygons_collide(p.a, p.b, all, {.stop_at_first_hit = false});
    const auto count = collide::count_edge_pairs(p.a, p.b);
    CAPTURE(place.x);
    CHECK(count.tested == static_cast<long long>(book.checks.size()));
    for (const bool of_b : {false, true}) {
      const std::size_t edges = of_b ? 12 : 30, other = of_b ? 30 : 12;
      CHECK(lab::concave::edge_pair_statuses(count, 30, 12, of_b) ==
            lab::concave::edge_statuses(book, edges, of_b, other));
      // The full pass: the pairs that meet, found by boxes, are the traced pass's hits.
      const auto meeting = lab::concave::meeting_edge_pairs(p.a, p.b);
      std::vector<long long> hits;
      for (std::size_t k = 0; k < all.checks.size(); ++k)
        if (all.checks[k].hit) hits.push_back(static_cast<long long>(k));
      CHECK(meeting == hits);
      CHECK(lab::concave::full_pass_statuses(meeting, 30, 12, of_b) ==
            lab::concave::edge_statuses(all, edges, of_b, other));
    }
    // Check k of the book's run, row by row as the panel's table shows it.
    for (long long k = 0; k < count.tested; k += 7) {
      const auto check = lab::concave::edge_pair_check(count, 12, k);
      const auto& traced = book.checks[static_cast<std::size_t>(k)];
      CHECK(check.edge == traced.edge);
      CHECK(check.other_edge == traced.other_edge);
      CHECK(check.hit == traced.hit);
    }
  }
}

using big_figure::big;
using big_figure::labels;
using big_figure::labels_where;
using lab::testing::drawn;

// The book's traced edge test (every pair up to the first crossing) on two of the scene's polygons.
collide::EdgeTestTrace book_edge_test(const lab::Scene& scene, const std::string& a, const std::string& b) {
  collide::EdgeTestTrace book;
  collide::polygons_collide(scene.state().shape(a).points, scene.state().shape(b).points, book);
  return book;
}

TEST_CASE("convex-pieces, a 300-vertex star and a 300-gon: names 24 of 298 pieces of each, and says so") {
  const auto scene = big("convex-pieces");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("naming 24 of 298 pieces of C"));
  CHECK(canvas.has_label("naming 24 of 298 pieces of the square"));
  const int piece_names = labels_where(canvas, [](const std::string& text) {
    return text.size() >= 2 && (text[0] == 'T' || text[0] == 'S') && std::isdigit(static_cast<unsigned char>(text[1]));
  });
  CHECK(piece_names <= 48);
  CHECK(labels(canvas) < 120);
  // The caption counts the book's pairs (298 × 298 = 88,804 in all), grouped in thousands as a
  // count over 9,999 is in words (issue 26), and names the colliding pair.
  CHECK(scene->caption().find("88,804 piece pairs") != std::string::npos);
}

TEST_CASE("convex-pieces, ear clipping half done on a 300-vertex star: 24 of its pieces so far are named") {
  const auto canvas = drawn(*big("convex-pieces", {{"step", 200}}));  // 200 corners examined
  CHECK(canvas.has_label("naming 24 of"));
  CHECK(canvas.has_label("pieces of C"));
  CHECK(labels(canvas) < 80);
}

TEST_CASE("polygon-polygon, two 300-vertex stars: the counts are the book's traced run's") {
  const auto scene = big("polygon-polygon");
  CHECK(scene->caption() == lab::captions::polygons_caption(book_edge_test(*scene, "A", "B")));
  CHECK(labels(drawn(*scene)) < 80);
}

TEST_CASE("which-approach, a 300-vertex star and a 300-gon: the pieces' pairs and edge pairs as the book counts them") {
  const auto scene = big("which-approach");
  const collide::EdgeTestTrace edges = book_edge_test(*scene, "C", "square");
  // Past 9,999 in thousands, as the caption writes a count ("12,345 edge pairs").
  CAPTURE(scene->caption());
  CHECK(edges.checks.size() > 9999);
  CHECK(scene->caption().find(lab::captions::count_number(static_cast<long long>(edges.checks.size())) +
                              " edge pairs") != std::string::npos);
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("axes not counted past 5000 pairs"));
  CHECK(labels(canvas) < 60);
}

TEST_CASE("concave-polygon-line, a 300-vertex star: the signs of 24 of its vertices, and the note") {
  const auto canvas = drawn(*big("concave-polygon-line"));
  CHECK(canvas.has_label("marking the signs of"));
  CHECK(canvas.has_label("of 300 vertices"));
  const int signs =
      labels_where(canvas, [](const std::string& text) { return text == "+" || text == "\u2212" || text == "0"; });
  CHECK(signs <= 26);  // 24, or a few more when more vertices are cited
  CHECK(labels(canvas) < 80);
}

TEST_CASE("swept-test, two 300-gons: 24 edge names of each (the cited ones among them), and the notes") {
  const auto canvas = drawn(*big("swept-test"));
  CHECK(canvas.has_label("naming 24 of 300 edges of A"));
  CHECK(canvas.has_label("naming 24 of 300 edges of B"));
  // Edge names, bare or with words after them ("e4: first hit").
  const int names = labels_where(canvas, [](const std::string& text) {
    return text.size() >= 2 && text[0] == 'e' && std::isdigit(static_cast<unsigned char>(text[1]));
  });
  CHECK(names <= 48);
  CHECK(labels(canvas) < 80);
}

}  // namespace test_big_pairs
