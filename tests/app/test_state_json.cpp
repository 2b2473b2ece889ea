// Scene states from JSON: good files load, bad ones name the file, the field and the problem.
#include <doctest/doctest.h>

#include <string>

#include "scenes/registry.hpp"
#include "screenshot.hpp"
#include "formats/state_json.hpp"

namespace test_state_json {

using nlohmann::json;

namespace {

lab::SceneState base() {
  auto scene = lab::make_scene("polygon-point");
  REQUIRE(scene);
  return scene->state();
}

// The message of the StateError that applying `text` throws ("" if none).
std::string error_of(const std::string& text) {
  try {
    lab::apply_state_json(json::parse(text), base(), "p.json");
  } catch (const lab::StateError& e) { return e.what(); }
  return "";
}

}  // namespace

TEST_CASE("a state file replaces only the shapes it names") {
  const auto s = lab::apply_state_json(json::parse(R"({"scene": "polygon-point",
      "shapes": {"P": {"points": [[0.5, 0.25]]}}})"),
                                       base(), "p.json");
  CHECK(s.shape("P").points[0] == lab::Vec2{0.5, 0.25});
  CHECK(s.shape("pentagon").points == base().shape("pentagon").points);
  CHECK(lab::state_scene_id(json::parse(R"({"scene": "polygon-point"})"), "p.json") == "polygon-point");
}

TEST_CASE("saving and loading give back the same state") {
  lab::SceneState s = base();
  s.shape("P").points[0] = {-1.5, 2.25};
  const json j = lab::state_to_json(s, "polygon-point");
  CHECK(j["shapes"]["P"]["kind"] == "point");
  const auto back = lab::apply_state_json(j, base(), "saved.json");
  CHECK(back.shape("P").points == s.shape("P").points);
  CHECK(back.shape("pentagon").points == s.shape("pentagon").points);
}

TEST_CASE("each mistake is named: file, field, problem") {
  CHECK(error_of(R"({"shapes": {"Q": {"points": [[0, 0]]}}})") ==
        "p.json: shapes.Q: this scene has no shape of that name (its shapes: pentagon, P)");
  CHECK(error_of(R"({"shapes": {"P": {"points": [[0, "a"]]}}})") ==
        "p.json: shapes.P.points[0][1]: expected a number, found string");
  CHECK(error_of(R"({"shapes": {"P": {"points": [[0, 0], [1, 1]]}}})") ==
        "p.json: shapes.P.points: a point takes 1 point, found 2");
  CHECK(error_of(R"({"shapes": {"pentagon": {"points": [[0, 0], [1, 1]]}}})") ==
        "p.json: shapes.pentagon.points: the polygon needs at least 3 vertices, found 2");
  CHECK(error_of(R"({"shapes": {"P": {"points": [[0, 1496577676626844588240573268701473812127674924007424]]}}})") ==
        "p.json: shapes.P.points[0][1]: the number is outside the supported range (0 or 1e-50 to 1e50 in magnitude)");
  CHECK(error_of(R"({"shapes": {"P": {"points": [[0]]}}})") ==
        "p.json: shapes.P.points[0]: expected [x, y], found [0]");
  CHECK(error_of(R"({"shapes": {"P": {"kind": "circle"}}})") ==
        "p.json: shapes.P.kind: this scene's shape \"P\" is a point, found \"circle\"");
  CHECK(error_of(R"({"shapes": {"P": {"radius": 2}}})") == "p.json: shapes.P.radius: only a circle has a radius");
  CHECK(error_of(R"({"shape": {}})") == "p.json: shape: unknown field (expected scene, shapes or options)");
  CHECK(error_of(R"([1, 2])") == "p.json: (top level): expected a JSON object, found array");
  CHECK(error_of(R"({"options": {"zoom": 1}})")
            .starts_with("p.json: options.zoom: this scene has no option of that name"));
}

TEST_CASE("a file that is not JSON names the file and where the syntax breaks") {
  const auto path = lab::testing::write_temp("broken", ".json", "{\"shapes\": {\n  \"P\": [1, 2,\n}");
  std::string message;
  try {
    lab::read_json_file(path);
  } catch (const lab::StateError& e) { message = e.what(); }
  std::filesystem::remove(path);
  CHECK(message.starts_with(path.string() + ": not valid JSON: "));
  CHECK(message.find("line 3") != std::string::npos);
}

TEST_CASE("a missing file is named") {
  CHECK_THROWS_WITH_AS(lab::read_json_file("/nonexistent/state.json"),
                       "/nonexistent/state.json: cannot open the file for reading: No such file or directory",
                       lab::StateError);
}

TEST_CASE("a message shows a bad value by its size, never the whole value") {
  // [x, y] given as a 10,000-item array: the message says so in a few words.
  std::string items = "[";
  for (int i = 0; i < 10000; ++i) items += (i ? ",1" : "1");
  items += "]";
  const std::string message = error_of(R"({"shapes": {"P": {"points": [)" + items + "]}}}");
  CHECK(message == "p.json: shapes.P.points[0]: expected [x, y], found an array of 10000 items");
  CHECK(error_of(R"({"shapes": {"P": {"kind": ")" + std::string(5000, 'x') + R"("}}})").size() < 200);
  CHECK(error_of(R"({"shapes": {"P": {"points": [[[1, 2], [3, 4], [5, 6]]]}}})") ==
        "p.json: shapes.P.points[0]: expected [x, y], found an array of 3 items");
}

}  // namespace test_state_json
