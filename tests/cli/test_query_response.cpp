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
  const Json missing = query_test::ask(R"j({"test":"circles_time_of_impact","a":{"x":0,"y":0,"r":1},"b":{"x":3,"y":0,"r":1}})j");
  REQUIRE(missing.contains("error"));
  CHECK(missing["error"].get<std::string>().find("velocity") != std::string::npos);
  // A point moving along a segment's line onto its end, halfway through the step.
  const Json point = query_test::ask(
      R"j({"test":"convex_polygons_time_of_impact","a":[[0,0],[4,0]],"b":[[-2,0]],"velocity":[4,0]})j");
  CHECK(point["result"] == true);
  CHECK(point["toi"] == 0.5);
  CHECK(point["caption"] == "B first touches A at t = 0.5 on the axis along their common line → hit");
}

TEST_CASE("query: a swept test's caption is the caption module's, word for word") {
  const std::vector<collide::Vec2> a{{10, 0}, {11, 0}, {11, 10}, {10, 10}}, b{{0, 4}, {2, 4}, {2, 6}, {0, 6}};
  for (const collide::Vec2 v : {collide::Vec2{20, 0}, collide::Vec2{4, 0}, collide::Vec2{0, 0}, collide::Vec2{-3, 1}}) {
    collide::SweepTrace trace;
    collide::convex_polygons_time_of_impact(a, b, v, trace);
    const Json answer = query_test::ask(R"j({"test":"convex_polygons_time_of_impact","a":)j" + wall + R"j(,"b":)j" +
                                        box + ",\"velocity\":[" + std::to_string(v.x) + "," + std::to_string(v.y) + "]}");
    CHECK(answer["caption"] == lab::captions::polygons_sweep_caption(trace));
  }
}

TEST_CASE("query: a convex-only swept test on a concave polygon answers, with a warning") {
  const Json a = query_test::ask(
      R"j({"test":"convex_polygons_time_of_impact","a":[[0,0],[6,0],[6,2],[2,2],[2,4],[6,4],[6,6],[0,6]],"b":[[-3,0],[-2,0],[-2,1]],"velocity":[1,0]})j");
  CHECK(a.contains("result"));
  CHECK(a["warning"].get<std::string>().find("not convex") != std::string::npos);
}

}  // namespace test_query_response
