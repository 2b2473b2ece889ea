// --report for the chapter "Response and fast objects": each scene names the query test whose
// verdict its caption gives, with the arguments the figure used.
#include <doctest/doctest.h>

#include "registry.hpp"
#include "report.hpp"

using lab::Vec2;

TEST_CASE("report: swept-test asks convex_polygons_time_of_impact with the arrow's velocity, and words it the same") {
  auto s = lab::make_scene("swept-test");
  REQUIRE(s);
  auto state = s->state();
  // B: the unit square x 3 … 4 around (3.5, 0); the tip at (−0.5, 0): velocity (−4, 0), a gap of 2.
  state.shape("A").points = {{-1, -2}, {1, -2}, {1, 2}, {-1, 2}};
  state.shape("B").points = {{3, -0.5}, {4, -0.5}, {4, 0.5}, {3, 0.5}};
  state.shape("end").points = {{-0.5, 0}};
  s->set_state(state);
  const auto report = lab::scene_report(*s);
  REQUIRE(report["tests"].size() == 1);
  const auto& t = report["tests"][0];
  CHECK(t["test"] == "convex_polygons_time_of_impact");
  CHECK(t["args"]["velocity"] == nlohmann::ordered_json::array({-4.0, 0.0}));
  CHECK(t["result"] == true);
  CHECK(t["toi"] == 0.5);
  CHECK(t["caption"] == s->caption());
}

TEST_CASE("report: minkowski-difference's verdict is the separating axis test's") {
  auto s = lab::make_scene("minkowski-difference");
  REQUIRE(s);
  for (const auto& preset : s->presets()) {
    s->set_state(preset.state);
    const auto report = lab::scene_report(*s);
    REQUIRE(report["tests"].size() == 1);
    CHECK(report["tests"][0]["test"] == "convex_polygons_collide");
    const bool says_collide = s->caption().find("→ A and B collide") != std::string::npos;
    CHECK(report["tests"][0]["result"] == says_collide);
  }
}
