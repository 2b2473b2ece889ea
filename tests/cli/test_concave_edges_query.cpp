// The concave edge scenes and `collision-lab query` say the same words for the same shapes: each
// case sets a scene's shapes, asks query the matching test, and compares both captions with one
// hand-written string (issue 11: "caption equals query's caption").
#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "scenes/registry.hpp"
#include "test_query_support.hpp"

namespace test_concave_edges_query {

namespace {

// The C of the concave scenes (assets/shapes/c_shape.json), as query takes it.
const std::string c_json = "[[-3,-3],[3,-3],[3,-1.5],[-1,-1.5],[-1,1.5],[3,1.5],[3,3],[-3,3]]";

struct Case {
  const char* why;
  const char* scene;
  std::function<void(lab::SceneState&)> edit;
  std::string question;  ///< query's line without id
  const char* caption;   ///< what both must say
};

std::vector<Case> cases() {
  return {
      {"P on e5 of the comb", "point-in-polygon",
       [](auto& s) {
    s.shape("P").points = {{1, 1.2}};
       },
       R"j("test":"point_in_polygon","p":[1,1.2],"polygon":[[-5,-3],[5,-3],[5,3],[3,3],[3,-1],[1,-1],[1,3],[-1,3],[-1,-1],[-3,-1],[-3,3],[-5,3]])j",
       "P lies on e5: the ray rule alone says 2 crossings (even: outside); the exact check puts P on the boundary, "
       "which counts as touching"},
      {"P in the middle tooth", "point-in-polygon", [](auto&) {},
       R"j("test":"point_in_polygon","p":[0,1.2],"polygon":[[-5,-3],[5,-3],[5,3],[3,3],[3,-1],[1,-1],[1,3],[-1,3],[-1,-1],[-3,-1],[-3,3],[-5,3]])j",
       "3 crossings to P's right, odd → inside"},
      {"a segment touching the ceiling with its end", "concave-polygon-segment",
       [](auto& s) {
    s.shape("segment").points = {{0, 0}, {0, 1.5}};
       },
       R"j("test":"polygon_segment_collide","a":[0,0],"b":[0,1.5],"polygon":)j" + c_json,
       "the segment meets e4 (5 of 8 edges tested) → collide"},
      {"a segment in the notch", "concave-polygon-segment", [](auto&) {},
       R"j("test":"polygon_segment_collide","a":[0,0],"b":[2,0.6],"polygon":)j" + c_json,
       "0 of 8 edges met; end a's ray: 0 crossings, even → outside → apart"},
      {"a circle touching the notch's floor", "concave-polygon-circle",
       [](auto& s) {
    s.shape("circle").points = {{1, 0}};
    s.shape("circle").radius = 1.5;
       },
       R"j("test":"polygon_circle_collide","circle":{"x":1,"y":0,"r":1.5},"polygon":)j" + c_json,
       "the circle touches e2 (3 of 8 edges tested) → collide"},
      {"a circle inside the C's back", "concave-polygon-circle",
       [](auto& s) {
    s.shape("circle").points = {{-2, 0}};
    s.shape("circle").radius = 0.7;
       },
       R"j("test":"polygon_circle_collide","circle":{"x":-2,"y":0,"r":0.7},"polygon":)j" + c_json,
       "0 of 8 edges touched; the centre's ray: 1 crossing, odd → inside → collide"},
      {"a square touching the C's corner (3, 3)", "polygon-polygon",
       [](auto& s) {
    s.shape("B").points = {{3, 3}, {5, 3}, {5, 5}, {3, 5}};
       },
       R"j("test":"polygons_collide","b":[[3,3],[5,3],[5,5],[3,5]],"a":)j" + c_json,
       "21 of 32 edge pairs tested; A's e5 meets B's e0 → collide"},
      {"a square inside the C's back", "polygon-polygon",
       [](auto& s) {
    s.shape("B").points = {{-2.6, -1}, {-1.4, -1}, {-1.4, 1}, {-2.6, 1}};
       },
       R"j("test":"polygons_collide","b":[[-2.6,-1],[-1.4,-1],[-1.4,1],[-2.6,1]],"a":)j" + c_json,
       "none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is inside A → collide"},
      {"the C and a rectangle on its arm", "polygon-polygon",
       [](auto& s) {
    s.shape("B").kind = lab::ShapeKind::Rect;
    s.shape("B").points = {{0.5, -0.5}, {2.5, 2}};
    s.options["b_is_rect"] = 1;
       },
       R"j("test":"polygon_rect_collide","rect":{"x":0.5,"y":-0.5,"w":2,"h":2.5},"polygon":)j" + c_json,
       "18 of 32 edge pairs tested; A's e4 meets B's e1 → collide"},
      };
}

}  // namespace

TEST_CASE("concave edge scenes and query give one caption for the same shapes") {
  for (const auto& c : cases()) {
    const std::string why = c.why;
    CAPTURE(why);
    auto scene = lab::make_scene(c.scene);
    REQUIRE(scene);
    lab::SceneState state = scene->presets().front().state;
    c.edit(state);
    scene->set_state(state);
    CHECK(scene->caption() == c.caption);
    const auto answer = query_test::ask(R"j({"id":1,)j" + c.question + "}");
    REQUIRE_FALSE(answer.contains("error"));
    CHECK(answer["caption"] == c.caption);
  }
}

}  // namespace test_concave_edges_query
