// Issue 11: a "Before polygons" scene and `collision-lab query` word the same verdict the same way
// (both call the caption module): for each scene's presets and hand-picked boundary states, the
// scene's caption is query's caption for the same shapes, touching included.
#include <doctest/doctest.h>

#include <string>

#include "scenes/registry.hpp"
#include "test_query_support.hpp"

namespace test_query_prereq_agrees {

using query_test::ask;
using query_test::Json;

namespace {

Json pt(collide::Vec2 p) { return Json::array({p.x, p.y}); }
Json circle(const lab::Shape& s) { return {{"x", s.points[0].x}, {"y", s.points[0].y}, {"r", s.radius}}; }
Json rect(const lab::Shape& s) {
  const collide::Rect r = s.rect();
  return {{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}};
}

/// The query question the scene's state asks, by scene and mode.
Json question(const std::string& id, const lab::SceneState& s) {
  const int mode = static_cast<int>(s.option("mode"));
  if (id == "side-of-line")
    return {{"test", "side"},
            {"p", pt(s.shape("P").points[0])},
            {"line", {{"through", Json::array({pt(s.shape("line").points[0]), pt(s.shape("line").points[1])})}}}};
  if (id == "segments-crossing")
    return {{"test", "segments_intersect"},
            {"a", pt(s.shape("AB").points[0])},
            {"b", pt(s.shape("AB").points[1])},
            {"c", pt(s.shape("CD").points[0])},
            {"d", pt(s.shape("CD").points[1])}};
  if (id == "closest-point")
    return {{"test", "closest_point_on_segment"},
            {"p", pt(s.shape("P").points[0])},
            {"a", pt(s.shape("AB").points[0])},
            {"b", pt(s.shape("AB").points[1])}};
  if (id == "circles") {
    if (mode == 0) return {{"test", "circles_collide"}, {"a", circle(s.shape("C₁"))}, {"b", circle(s.shape("C₂"))}};
    if (mode == 1)
      return {{"test", "point_in_circle"}, {"p", pt(s.shape("P").points[0])}, {"circle", circle(s.shape("C"))}};
    return {{"test", "circle_segment_collide"},
            {"circle", circle(s.shape("C"))},
            {"a", pt(s.shape("AB").points[0])},
            {"b", pt(s.shape("AB").points[1])}};
  }
  if (mode == 0) return {{"test", "rects_collide"}, {"a", rect(s.shape("A"))}, {"b", rect(s.shape("B"))}};
  if (mode == 1) return {{"test", "point_in_rect"}, {"p", pt(s.shape("P").points[0])}, {"rect", rect(s.shape("A"))}};
  return {{"test", "circle_rect_collide"}, {"circle", circle(s.shape("C"))}, {"rect", rect(s.shape("A"))}};
}

}  // namespace

TEST_CASE("every prerequisite preset's caption is query's caption for the same shapes") {
  int compared = 0;
  for (const std::string id : {"side-of-line", "segments-crossing", "closest-point", "circles", "rectangles"}) {
    auto scene = lab::make_scene(id);
    REQUIRE(scene);
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      if (!scene->warnings().empty()) continue;
      const Json q = question(id, scene->state());
      CAPTURE(id);
      CAPTURE(preset.name);
      CAPTURE(q.dump());
      const Json answer = ask(q.dump());
      REQUIRE(answer.contains("caption"));
      CHECK(answer["caption"].get<std::string>() == scene->caption());
      ++compared;
    }
  }
  CHECK(compared >= 30);
}

TEST_CASE("touching reads \"they touch\" in the scene and in query alike") {
  // Circles (0, 0) r 1 and (3, 0) r 2: |C₁C₂|² = 9 = (1 + 2)².
  const Json a = ask(R"({"test":"circles_collide","a":{"x":0,"y":0,"r":1},"b":{"x":3,"y":0,"r":2}})");
  CHECK(a["caption"] == "|C₁C₂|² = 9 = (r₁ + r₂)² = 9 → they touch");
  // Rectangles sharing the edge x = 2.
  const Json b = ask(R"({"test":"rects_collide","a":{"x":0,"y":0,"w":2,"h":2},"b":{"x":2,"y":0,"w":1,"h":1}})");
  CHECK(b["caption"] == "x shadows overlap by 0, y shadows by 1 → they touch");
}

}  // namespace test_query_prereq_agrees
