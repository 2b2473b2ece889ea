// Issue 16 #13: a caption's comparison reads true as printed, for tiny and huge numbers; and #15:
// the counts of the SAT tests and polygons_collide on inputs too large for the book's walk over
// every pair (moderate sizes here: the point is the counts, not the time).
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "test_query_support.hpp"

namespace test_query_true_and_large {

namespace {

using query_test::Json;

// A regular n-gon of radius r round (cx, cy), counter-clockwise, as a JSON array.
Json ring(int n, double r, double cx = 0, double cy = 0) {
  Json out = Json::array();
  for (int k = 0; k < n; ++k) out.push_back({cx + r * std::cos(2 * M_PI * k / n), cy + r * std::sin(2 * M_PI * k / n)});
  return out;
}

Json ask(const Json& question) { return query_test::ask(question.dump()); }

}  // namespace

TEST_CASE("|CP|² = 8e−100 > r² = 1e−100, not \"0 > 0\", for P = (1e−50, 1e−50) and C = (−1e−50, −1e−50), r = 1e−50") {
  const auto a =
      query_test::ask(R"j({"test":"point_in_circle","p":[1e-50,1e-50],"circle":{"x":-1e-50,"y":-1e-50,"r":1e-50}})j");
  CHECK(a["result"] == false);
  CHECK(a["caption"] == "|CP|² = 8e−100 > r² = 1e−100 → P is outside");
}

TEST_CASE("huge squared distances just apart print the digits that differ") {
  // |C₁C₂| = 2.0000000000001e40 against r₁ + r₂ = 2e40 (the doubles nearest 1e40 and 1.0000000000001e40,
  // written out: with an exponent, a whole number no double is would be refused).
  const auto a = query_test::ask(
      R"j({"test":"circles_collide","a":{"x":10000000000000000303786028427003666890752,"y":0,"r":10000000000000000303786028427003666890752},"b":{"x":-10000000000001000085438849725331148898304,"y":0,"r":10000000000000000303786028427003666890752}})j");
  CHECK(a["result"] == false);
  CHECK(a["caption"] == "|C₁C₂|² = 4.0000000000004e+80 > (r₁ + r₂)² = 4e+80 → apart");
}

TEST_CASE("equal tiny squares read as equal tiny numbers, not 0 = 0") {
  // The segment y = 0 and a circle of radius 1e−50 centred 1e−50 above it: they touch.
  const auto a = query_test::ask(
      R"j({"test":"circle_segment_collide","circle":{"x":0,"y":1e-50,"r":1e-50},"a":[-1,0],"b":[1,0]})j");
  CHECK(a["result"] == true);
  CHECK(a["caption"] == "Q is AB's point nearest C: |CQ|² = 1e−100 = r² = 1e−100 → they touch");
}

TEST_CASE("a polygon with no area and P off it: the caption says why P is outside") {
  const auto a = query_test::ask(R"j({"test":"point_in_convex_polygon","p":[1,0],"polygon":[[0,0],[0,0],[0,0]]})j");
  CHECK(a["result"] == false);
  CHECK(a["outer_edges"] == 0);
  CHECK(a["caption"] ==
        "P is on the line of all 3 edges, but the polygon has no area and P lies beyond the "
        "stretch its vertices cover → outside");
}

TEST_CASE("a 2000-gon and a triangle one unit off its right side: 2003 axes, the first one shows the gap") {
  // Ring edge 0 runs from (1000, 0) up and left; its normal points along +x, where the ring
  // reaches x = 1000 and the triangle starts at x = 1001.
  const auto a = ask({{"test", "convex_polygons_collide"},
                      {"a", ring(2000, 1000)},
                      {"b", Json::parse("[[1001,0],[1100,-50],[1100,50]]")}});
  CHECK(a["result"] == false);
  CHECK(a["axes"] == 2003);
  CHECK(a["deciding_axis"] == 0);
  CHECK(a["axes_with_gap"].get<int>() >= 1);
}

TEST_CASE("two 3000-gons overlapping: the first crossing in the book's order and its count") {
  // Rings of radius 1000 round (0, 0) and (1500, 0) cross near x = 750; A's first edge that meets
  // B is the first from (1000, 0) going counter-clockwise past x = 750.
  const auto a = ask({{"test", "polygons_collide"}, {"a", ring(3000, 1000)}, {"b", ring(3000, 1000, 1500, 0)}});
  CHECK(a["result"] == true);
  CHECK(a["edge_pairs"] == 9000000);
  const int i = a["first_crossing"][0], j = a["first_crossing"][1];
  CHECK(a["edge_pairs_tested"] == static_cast<long long>(i) * 3000 + j + 1);
  // The crossing is at x = 750, y = ±661: angle acos(0.75) = 0.7227 for A (edge 345 of 3000).
  CHECK(i == static_cast<int>(std::acos(0.75) / (2 * M_PI) * 3000));
}

TEST_CASE("ear_clip and convex_pieces_collide on a 3,000-corner star: 2,998 triangles, every pair apart") {
  // Corners at even angles, radius 1000 and 900 in turn: a simple star. Ear clipping gives
  // n − 2 triangles; a triangle far to its right meets none of them, so all 2,998 pairs are tried.
  Json star = Json::array();
  for (int k = 0; k < 3000; ++k) {
    const double r = k % 2 ? 900 : 1000, t = 2 * M_PI * k / 3000;
    star.push_back({r * std::cos(t), r * std::sin(t)});
  }
  const auto clipped = ask({{"test", "ear_clip"}, {"polygon", star}});
  CHECK(clipped["triangles"] == 2998);
  // The book's walk: the first lap clips the 1,500 tips and passes dents 1 … 2997 (1,499,
  // rejected); dent 2999, between two dents by then, is an ear; the 1,499 dents left form a
  // convex ring, clipped ear after ear (1,497).
  CHECK(clipped["candidates"] == 1500 + 1499 + 1 + 1497);
  CHECK(clipped["rejected"] == 1499);
  const auto pieces =
      ask({{"test", "convex_pieces_collide"}, {"a", star}, {"b", Json::parse("[[2000,0],[2100,-50],[2100,50]]")}});
  CHECK(pieces["result"] == false);
  CHECK(pieces["pieces_a"] == 2998);
  CHECK(pieces["piece_pairs_tested"] == 2998);
}

}  // namespace test_query_true_and_large
