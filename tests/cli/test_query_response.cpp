// `collision-lab query` for the chapter "Response and fast objects": the answers' shapes, the
// validation of the velocity, and the captions coming from the one caption module.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "captions/response.hpp"
#include "collide/time_of_impact.hpp"
#include "test_query_support.hpp"

namespace test_query_response {

namespace {

using query_test::Json;

const std::string wall = "[[10,0],[11,0],[11,10],[10,10]]";
const std::string box = "[[0,4],[2,4],[2,6],[0,6]]";

}  // namespace

TEST_CASE("query: convex_polygons_time_of_impact lists every axis's window, in book order") {
  const Json a = query_test::ask(R"j({"test":"convex_polygons_time_of_impact","a":)j" + wall + R"j(,"b":)j" + box +
                                 R"j(,"velocity":[16,0]})j");
  REQUIRE(a["axes"].size() == 8);
  // A's e0 (normal down): B does not move along it and the y-shadows overlap: always.
  CHECK(a["axes"][0] == Json::parse(R"j({"name":"A's e0","overlap":"always","entry":null,"exit":null})j"));
  // A's e1 (normal +x): from t = 8/16 until the box's left side passes x = 11 at 11/16.
  CHECK(a["axes"][1] == Json::parse(R"j({"name":"A's e1","overlap":"window","entry":0.5,"exit":0.6875})j"));
  CHECK(a["axes"][4]["name"] == "B's e0");
}

TEST_CASE("query: the swept tests name a bad velocity, and take segments and points") {
  const Json bad = query_test::ask(R"j({"test":"convex_polygons_time_of_impact","a":)j" + wall + R"j(,"b":)j" + box +
                                   R"j(,"velocity":[1,"fast"]})j");
  REQUIRE(bad.contains("error"));
  CHECK(bad["error"].get<std::string>().find("velocity") != std::string::npos);
  const Json missing =
      query_test::ask(R"j({"test":"circles_time_of_impact","a":{"x":0,"y":0,"r":1},"b":{"x":3,"y":0,"r":1}})j");
  REQUIRE(missing.contains("error"));
  CHECK(missing["error"].get<std::string>().find("velocity") != std::string::npos);
  // A point moving along a segment's line onto its end, halfway through the step.
  const Json point =
      query_test::ask(R"j({"test":"convex_polygons_time_of_impact","a":[[0,0],[4,0]],"b":[[-2,0]],"velocity":[4,0]})j");
  CHECK(point["result"] == true);
  CHECK(point["toi"] == 0.5);
  CHECK(point["caption"] == "B first touches A at t = 0.5 on the axis along their common line → hit");
}

// Issue 25: B's motion as the arrow's two ends, exactly. A's e0 runs from (0.1 / 3, −3.5) to (3.7,
// −2.5); B moves from (0.1 / 3, −0.5) to (3.7, 0.5), the same line 3 higher: it never comes nearer
// across e0 and misses. The rounded velocity (3.7 − 0.1 / 3, 1) is a hair off parallel: a window on
// e0 about 10¹⁶ steps away.
TEST_CASE("query: convex_polygons_time_of_impact takes the motion as from and to, exactly") {
  const std::string a = "[[0.03333333333333333,-3.5],[3.7,-2.5],[3.7,-6],[0.03333333333333333,-6]]";
  const std::string b = "[[0.1,-1],[0,-1],[0,0.5]]";
  const std::string head = R"j({"test":"convex_polygons_time_of_impact","a":)j" + a + R"j(,"b":)j" + b;
  REQUIRE(0.1 / 3 == 0.03333333333333333);
  const Json exact = query_test::ask(head + R"j(,"from":[0.03333333333333333,-0.5],"to":[3.7,0.5]})j");
  CHECK(exact["result"] == false);
  CHECK(exact["toi"].is_null());
  CHECK(exact["axes"][0] == Json::parse(R"j({"name":"A's e0","overlap":"never","entry":null,"exit":null})j"));
  CHECK(exact["caption"] == "B moves parallel to A's e0, never nearer across it: the shadows stay apart → miss");
  const Json rounded = query_test::ask(head + R"j(,"velocity":[3.666666666666667,1]})j");
  CHECK(rounded["axes"][0]["overlap"] == "window");
  CHECK(rounded["axes"][0]["entry"].get<double>() > 1e15);
  // The square x 0 … 2, y −2 … 2 and the unit square above it moving parallel to e0: never on e2.
  const Json square = query_test::ask(
      R"j({"test":"convex_polygons_time_of_impact","a":[[0,-2],[2,-2],[2,2],[0,2]],"b":[[-5,3],[-4,3],[-4,4],[-5,4]],)j"
      R"j("from":[-4.5,3.5],"to":[5,3.5]})j");
  CHECK(square["result"] == false);
  CHECK(square["caption"] == "B moves parallel to A's e2, never nearer across it: the shadows stay apart → miss");
}

TEST_CASE("query: a swept test's motion is velocity or from and to: both, neither or half are refused by name") {
  const std::string head = R"j({"test":"convex_polygons_time_of_impact","a":)j" + wall + R"j(,"b":)j" + box;
  const Json both = query_test::ask(head + R"j(,"velocity":[16,0],"from":[0,0],"to":[16,0]})j");
  CHECK(both["error"] == "give B's motion either as \"velocity\" or as \"from\" and \"to\", not both");
  const Json neither = query_test::ask(head + "}");
  REQUIRE(neither.contains("error"));
  CHECK(neither["error"].get<std::string>().rfind("missing argument \"velocity\"", 0) == 0);
  CHECK(neither["error"].get<std::string>().find("\"from\" and \"to\"") != std::string::npos);
  const Json half = query_test::ask(head + R"j(,"from":[0,0]})j");
  CHECK(half["error"] == "\"from\" needs \"to\": B moves by to − from, two points [x, y]");
  const Json bad = query_test::ask(head + R"j(,"from":[0,0],"to":[1,"x"]})j");
  REQUIRE(bad.contains("error"));
  CHECK(bad["error"].get<std::string>().find("\"to\"") != std::string::npos);
  // The same motion both ways gives the same answer.
  const Json by_velocity = query_test::ask(head + R"j(,"velocity":[16,0]})j");
  const Json by_ends = query_test::ask(head + R"j(,"from":[1,2],"to":[17,2]})j");
  CHECK(by_ends["toi"] == 0.5);
  CHECK(by_ends["axes"] == by_velocity["axes"]);
  CHECK(by_ends["caption"] == by_velocity["caption"]);
}

TEST_CASE("query: a swept test's caption is the caption module's, word for word") {
  const std::vector<collide::Vec2> a{{10, 0}, {11, 0}, {11, 10}, {10, 10}}, b{{0, 4}, {2, 4}, {2, 6}, {0, 6}};
  for (const collide::Vec2 v : {collide::Vec2{20, 0}, collide::Vec2{4, 0}, collide::Vec2{0, 0}, collide::Vec2{-3, 1}}) {
    collide::TimeOfImpactTrace trace;
    collide::convex_polygons_time_of_impact(a, b, v, trace);
    const Json answer =
        query_test::ask(R"j({"test":"convex_polygons_time_of_impact","a":)j" + wall + R"j(,"b":)j" + box +
                        ",\"velocity\":[" + std::to_string(v.x) + "," + std::to_string(v.y) + "]}");
    CHECK(answer["caption"] == lab::captions::polygons_time_of_impact_caption(trace));
  }
}

TEST_CASE("query: a convex-only swept test on a concave polygon answers, with a warning") {
  const Json a = query_test::ask(
      R"j({"test":"convex_polygons_time_of_impact","a":[[0,0],[6,0],[6,2],[2,2],[2,4],[6,4],[6,6],[0,6]],"b":[[-3,0],[-2,0],[-2,1]],"velocity":[1,0]})j");
  CHECK(a.contains("result"));
  CHECK(a["warning"].get<std::string>().find("not convex") != std::string::npos);
}

}  // namespace test_query_response
