// `collision-lab query` for the chapter "Distance and contact": GJK, EPA and the ray casts on
// hand-worked shapes, their fields, and the polygon a ray cast cannot take.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "test_query_support.hpp"

namespace test_query_distance {

using query_test::Json;

const std::string unit_square = "[[0,0],[1,0],[1,1],[0,1]]";

TEST_CASE("query: support of A − B along d, a tie named, and a d of no direction refused") {
  // Along (1, 0): the unit square's v1 (1, 0) and v2 (1, 1) tie (x = 1), v1 is taken; along −d,
  // B's v0 (3, 0) and v3 (3, 1) tie, v0 is taken: w = (1, 0) − (3, 0) = (−2, 0), −2 along d.
  const Json s =
      query_test::ask(R"j({"test":"support","a":)j" + unit_square + R"j(,"b":[[3,0],[4,0],[4,1],[3,1]],"d":[1,0]})j");
  CHECK(s["result"] == Json::parse("[-2.0,0.0]"));
  CHECK(s["a"] == 1);
  CHECK(s["b"] == 0);
  CHECK(s["along"] == -2.0);
  CHECK(s["along_a"] == Json::parse("[0.0,1.0,1.0,0.0]"));
  CHECK(s["tied_a"] == Json::parse("[1,2]"));
  CHECK(s["tied_b"] == Json::parse("[0,3]"));
  CHECK(s["separates"] == true);
  CHECK(s["caption"] ==
        "A − B's support along d = A's v1 − B's v0, −2 along d; A's v1 and v2 tie: the first is "
        "taken; B's v0 and v3 tie: the first is taken");
  const std::string none =
      query_test::error_of(R"j({"test":"support","a":)j" + unit_square + R"j(,"b":[[3,0]],"d":[0,0]})j");
  CHECK(none.find("point \"d\" is (0, 0): a support point needs a direction") != std::string::npos);
}

TEST_CASE("query: gjk_distance between two unit squares 2 apart, and a triangle and a point") {
  const Json a =
      query_test::ask(R"j({"test":"gjk_distance","a":)j" + unit_square + R"j(,"b":[[3,0],[4,0],[4,1],[3,1]]})j");
  CHECK(a["result"] == false);
  CHECK(a["distance"] == 2.0);
  CHECK(a["witness_a"] == Json::parse("[1.0,0.0]"));
  CHECK(a["witness_b"] == Json::parse("[3.0,0.0]"));
  CHECK(a["iterations"] == 1);
  CHECK(a["caption"] ==
        "distance 2 between A's (1, 0) and B's (3, 0): the support point comes no nearer the "
        "origin after 1 iteration → apart");
  // (3, 3) is √2 from the triangle's long edge x + y = 4, nearest at (2, 2).
  const Json t = query_test::ask(R"j({"test":"gjk_distance","a":[[0,0],[4,0],[0,4]],"b":[[3,3]]})j");
  CHECK(t["distance"] == std::sqrt(2.0));
  CHECK(t["witness_a"] == Json::parse("[2.0,2.0]"));
  CHECK(t["iterations"] == 2);
  CHECK(t["caption"] ==
        "distance 1.4142 between A's (2, 2) and B's (3, 3): the support point comes no nearer "
        "the origin after 2 iterations → apart");
}

TEST_CASE("query: gjk_distance and gjk_overlap on shapes that meet") {
  const Json inside = query_test::ask(R"j({"test":"gjk_distance","a":[[0,0],[4,0],[0,4]],"b":[[1,1]]})j");
  CHECK(inside["result"] == true);
  CHECK(inside["distance"] == 0.0);
  CHECK(inside["iterations"] == 3);
  CHECK(inside["caption"] == "the triangle holds the origin after 3 iterations → they collide");
  const Json apart =
      query_test::ask(R"j({"test":"gjk_overlap","a":)j" + unit_square + R"j(,"b":[[3,0],[4,0],[4,1],[3,1]]})j");
  CHECK(apart["result"] == false);
  CHECK(apart["iterations"] == 1);
  CHECK(apart["caption"] == "GJK: the support point fails to reach the origin after 1 iteration → apart");
}

TEST_CASE("query: shapes that only touch: gjk_distance, gjk_overlap and epa_penetration all say \"they touch\"") {
  // The triangle B shares A's edge (−6, 4)–(−5, 7) and lies outside it (gjk-overlap's touching
  // preset): the separating axis test's shadows on that edge's normal only touch.
  const std::string pair = R"j("a":[[-10,5],[-6,4],[-5,7],[-8,9]],"b":[[-6,4],[-3,5],[-5,7]])j";
  const Json distance = query_test::ask(R"j({"test":"gjk_distance",)j" + pair + "}");
  CHECK(distance["result"] == true);
  CHECK(distance["caption"] == "the origin lies on the simplex after 3 iterations; they only touch → they touch");
  const Json overlap = query_test::ask(R"j({"test":"gjk_overlap",)j" + pair + "}");
  CHECK(overlap["caption"] == "GJK: the origin lies on the simplex after 3 iterations; they only touch → they touch");
  const Json epa = query_test::ask(R"j({"test":"epa_penetration",)j" + pair + "}");
  CHECK(epa["caption"] == "EPA: they only touch, depth 0 → they touch");
  const Json sat = query_test::ask(R"j({"test":"convex_polygons_collide",)j" + pair + "}");
  CHECK(sat["caption"].get<std::string>().ends_with("→ they touch"));
}

TEST_CASE("query: epa_penetration moves a box 1 out of the right side of a 4 × 2 box") {
  const Json a = query_test::ask(
      R"j({"test":"epa_penetration","a":[[0,0],[4,0],[4,2],[0,2]],"b":[[3,0.5],[5,0.5],[5,1.5],[3,1.5]]})j");
  CHECK(a["result"] == true);
  CHECK(a["mtv"] == Json::parse("[1.0,0.0]"));
  CHECK(a["depth"] == 1.0);
  CHECK(a["steps"].get<int>() >= 1);
  const Json apart = query_test::ask(R"j({"test":"epa_penetration","a":)j" + unit_square + R"j(,"b":[[3,3]]})j");
  CHECK(apart["result"] == false);
  CHECK(apart["mtv"] == nullptr);
}

TEST_CASE("query: ray_cast_polygon enters the 2 × 2 box through e3, a quarter of the way along") {
  const Json a =
      query_test::ask(R"j({"test":"ray_cast_polygon","polygon":[[0,0],[2,0],[2,2],[0,2]],"from":[-1,1],"to":[3,1]})j");
  CHECK(a["result"] == true);
  CHECK(a["fraction"] == 0.25);
  CHECK(a["point"] == Json::parse("[0.0,1.0]"));
  CHECK(a["normal"] == Json::parse("[-1.0,0.0]"));
  CHECK(a["edge"] == 3);
  CHECK(a["caption"] == "the ray enters through e3, 0.25 of the way along → hit");
  const Json miss =
      query_test::ask(R"j({"test":"ray_cast_polygon","polygon":[[0,0],[2,0],[2,2],[0,2]],"from":[-1,3],"to":[3,3]})j");
  CHECK(miss["result"] == false);
  CHECK(miss["edge"] == nullptr);
  CHECK(miss["caption"] == "the ray never gets inside → miss");
  CHECK(a["vertex"] == nullptr);
}

TEST_CASE("query: ray_cast_polygon along y = 0.9 enters the book's pentagon at vertex 1, where e0 and e1 meet") {
  // Vertex 1 is (−2.9, 0.9), the end of e0 and the start of e1: both lines are crossed inwards
  // there, at t = 3.1 / 16. A hair above, the ray crosses e0 alone.
  const std::string pentagon = R"j("polygon":[[0,3],[-2.9,0.9],[-1.8,-2.4],[1.8,-2.4],[2.9,0.9]])j";
  const Json a =
      query_test::ask(R"j({"test":"ray_cast_polygon",)j" + pentagon + R"j(,"from":[-6,0.9],"to":[10,0.9]})j");
  CHECK(a["result"] == true);
  CHECK(a["vertex"] == 1);
  CHECK(a["vertex_edges"] == Json::parse("[0,1]"));
  CHECK(a["caption"] == "the ray enters through vertex v1 (where e0 and e1 meet), 0.1938 of the way along → hit");
  const Json above = query_test::ask(R"j({"test":"ray_cast_polygon",)j" + pentagon +
                                     R"j(,"from":[-6,0.9000001],"to":[10,0.9000001]})j");
  CHECK(above["vertex"] == nullptr);
  CHECK(above["edge"] == 0);
  CHECK(above["caption"] == "the ray enters through e0, 0.1938 of the way along → hit");
}

TEST_CASE("query: ray_cast_circle hits the unit circle halfway; a flat polygon is refused by name") {
  const Json a =
      query_test::ask(R"j({"test":"ray_cast_circle","circle":{"x":0,"y":0,"r":1},"from":[-3,0],"to":[1,0]})j");
  CHECK(a["result"] == true);
  CHECK(a["fraction"] == 0.5);
  CHECK(a["point"] == Json::parse("[-1.0,0.0]"));
  CHECK(a["normal"] == Json::parse("[-1.0,0.0]"));
  const std::string flat =
      query_test::error_of(R"j({"test":"ray_cast_polygon","polygon":[[0,0],[1,1],[2,2]],"from":[-1,1],"to":[3,1]})j");
  CHECK(flat.find("polygon \"polygon\" has no area") != std::string::npos);
}

TEST_CASE("query: polygon_contact_points: a diamond's corner in a box's top, boxes apart, a flat polygon") {
  // The diamond's lowest corner (2, 1.5) is 0.5 below the box's top y = 2; its incident edge's
  // other end (3, 2.5) is 0.5 above, so only one point is kept.
  const Json one = query_test::ask(
      R"j({"test":"polygon_contact_points","a":[[0,0],[4,0],[4,2],[0,2]],"b":[[2,1.5],[3,2.5],[2,3.5],[1,2.5]]})j");
  CHECK(one["result"] == true);
  CHECK(one["normal"] == Json::parse("[0.0,1.0]"));
  CHECK(one["points"] == Json::parse(R"j([{"point":[2.0,1.5],"separation":-0.5}])j"));
  CHECK(one["reference_edge"] == Json::parse(R"j({"polygon":"a","edge":2})j"));
  CHECK(one["incident_edge"] == Json::parse(R"j({"polygon":"b","edge":0})j"));
  CHECK(one["caption"] == "reference edge A's e2, incident edge B's e0: 1 point, separation −0.5 → they collide");
  const Json apart = query_test::ask(R"j({"test":"polygon_contact_points","a":)j" + unit_square +
                                     R"j(,"b":[[1.25,0],[2,0],[2,1],[1.25,1]]})j");
  CHECK(apart["result"] == false);
  CHECK(apart["points"] == Json::array());
  CHECK(apart["normal"] == nullptr);
  CHECK(apart["reference_edge"] == nullptr);
  CHECK(apart["caption"] == "A's e1 shows a gap of 0.25: no contact points → apart");
  const std::string flat = query_test::error_of(R"j({"test":"polygon_contact_points","a":)j" + unit_square +
                                                R"j(,"b":[[0,0],[1,1],[2,2]]})j");
  CHECK(flat.find("polygon \"b\" has no area") != std::string::npos);
}

}  // namespace test_query_distance
