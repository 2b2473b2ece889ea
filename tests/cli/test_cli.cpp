// The command line's answers and error paths, through the real binary.
#include <doctest/doctest.h>

#include <string>

#include "screenshot.hpp"

namespace test_cli {

using lab::testing::contains;
using lab::testing::run_lab;

TEST_CASE("--list-scenes prints id, chapter and title separated by tabs, in book order") {
  const auto r = run_lab({"--list-scenes"});
  REQUIRE(r.exit_code == 0);
  CHECK(contains(r.output, "polygon-point\tConvex polygons\tPolygon vs point\n"));
}

TEST_CASE("--version and --help exit 0") {
  const auto v = run_lab({"--version"});
  CHECK(v.exit_code == 0);
  CHECK(contains(v.output, "collision-lab 0."));
  const auto h = run_lab({"--help"});
  CHECK(h.exit_code == 0);
  CHECK(contains(h.output, "--screenshot"));
}

TEST_CASE("an unknown scene exits 2 and lists the valid ids") {
  const auto r = run_lab({"--scene", "polygon-pointy", "--screenshot", "/tmp/never.png"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, "unknown scene \"polygon-pointy\"; valid ids: "));
  CHECK(contains(r.output, "polygon-point,"));
}

TEST_CASE("a bad --size exits 2 and says why") {
  const auto r = run_lab({"--scene", "polygon-point", "--screenshot", "/tmp/never.png", "--size", "12x"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, "--size: size \"12x\" is not WIDTHxHEIGHT"));
  const auto small = run_lab({"--screenshot", "/tmp/never.png", "--size", "10x10"});
  CHECK(small.exit_code == 2);
  CHECK(contains(small.output, "out of range"));
}

TEST_CASE("a malformed --state exits 2 naming the file, the field and the problem") {
  const auto file = lab::testing::write_temp("bad-state", ".json",
                                             R"({"scene": "polygon-point", "shapes": {"P": {"points": [[1, null]]}}})");
  const auto r = run_lab({"--screenshot", "/tmp/never.png", "--state", file.string()});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, file.string() + ": shapes.P.points[0][1]: expected a number, found null"));
  std::filesystem::remove(file);
  const auto missing = run_lab({"--screenshot", "/tmp/never.png", "--state", "/nonexistent/s.json"});
  CHECK(missing.exit_code == 2);
  CHECK(contains(missing.output, "/nonexistent/s.json: cannot open the file"));
}

TEST_CASE("a state file for another scene than --scene is refused") {
  const auto file = lab::testing::write_temp("other-scene", ".json", R"({"scene": "circles"})");
  const auto r = run_lab({"--scene", "polygon-point", "--screenshot", "/tmp/never.png", "--state", file.string()});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, ": scene: the file is for scene \"circles\", not \"polygon-point\""));
  std::filesystem::remove(file);
}

TEST_CASE("opening a window with no display exits 2 with one line naming the fixes") {
  // ctest runs with SDL_VIDEODRIVER=offscreen: no window anyone could see.
  const auto r = run_lab({"--scene", "polygon-point"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, "no display"));
  CHECK(contains(r.output, "--screenshot"));
  CHECK(contains(r.output, "xvfb-run"));
}

TEST_CASE("an unknown option exits 2") {
  const auto r = run_lab({"--frobnicate"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, "--frobnicate"));
}

TEST_CASE("a screenshot into a folder that does not exist exits 2 and says so" * doctest::test_suite("screens")) {
  const auto r = run_lab({"--scene", "polygon-point", "--screenshot", "/nonexistent/dir/out.png", "--size", "200x150"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, "cannot write /nonexistent/dir/out.png"));
}

}  // namespace test_cli
