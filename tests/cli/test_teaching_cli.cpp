// --present and --predict through the real binary: headless screenshots of both, with scenes,
// states and lessons; what predict mode leaves out, counted in pixels; the errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "screenshot.hpp"

namespace test_teaching_cli {

using lab::testing::run_lab;

namespace {

struct Shot {
  int exit_code;
  std::string output;
  lab::testing::Image image;
};

Shot shot(std::vector<std::string> args) {
  const auto png = lab::testing::temp_path("teaching", ".png");
  args.insert(args.end(), {"--screenshot", png.string()});
  const auto r = run_lab(args);
  Shot s{r.exit_code, r.output, lab::testing::load_png(png)};
  std::filesystem::remove(png);
  return s;
}

// P = (4, 2.6) beyond a corner of the pentagon: outside 2 edges, drawn orange in the full figure.
constexpr const char* outside_two = R"({"scene":"polygon-point","shapes":{"P":{"points":[[4,2.6]]}}})";

}  // namespace

TEST_CASE("--present renders the presenter layout headless, at the size asked" * doctest::test_suite("screens")) {
  const auto s = shot({"--scene", "separating-axis", "--present", "--size", "1280x800"});
  CHECK(s.exit_code == 0);
  CHECK(s.output == "");
  CHECK(s.image.w == 1280);
  CHECK(s.image.h == 800);
  const auto lesson =
      shot({"--lesson", "separating-axis", "--step", "2", "--present", "--predict", "--size", "960x600"});
  CHECK(lesson.exit_code == 0);
  CHECK(lesson.output == "");
  CHECK(lesson.image.w == 960);
}

TEST_CASE("--predict hides the verdict's colours that the full figure shows" * doctest::test_suite("screens")) {
  const auto state = lab::testing::write_temp("predict-state", ".json", outside_two);
  const auto full = shot({"--state", state.string(), "--size", "1280x800"});
  const auto hidden = shot({"--state", state.string(), "--predict", "--size", "1280x800"});
  REQUIRE(full.exit_code == 0);
  REQUIRE(hidden.exit_code == 0);
  // palette::apart (176, 92, 0): the two outer edges and their lines, and the caption's table.
  CHECK(full.image.count_near(lab::palette::apart, 12) > 200);
  CHECK(hidden.image.count_near(lab::palette::apart, 12) == 0);
  std::filesystem::remove(state);
}

TEST_CASE("--predict on a state with no verdict exits 2 with one line naming the field") {
  const auto state = lab::testing::write_temp("predict-bad", ".json",
                                              R"({"scene":"rectangles","shapes":{"A":{"points":[[1,1],[1,1]]}}})");
  // Headless, and for the window too: the error comes before any window would open.
  const auto headless = shot({"--state", state.string(), "--predict"});
  const auto window = run_lab({"--state", state.string(), "--predict"});
  for (const std::string& output : {headless.output, window.output}) {
    CHECK(output.find("shapes.A: the scene can give no verdict") != std::string::npos);
    CHECK(std::count(output.begin(), output.end(), '\n') == 1);
  }
  CHECK(headless.exit_code == 2);
  CHECK(window.exit_code == 2);
  CHECK(headless.image.w == 0);  // no picture written
  std::filesystem::remove(state);
}

TEST_CASE("--present and --predict are refused with query") {
  for (const char* flag : {"--present", "--predict"}) {
    const auto r = run_lab({flag, "query"});
    CHECK(r.exit_code == 2);
    CHECK(r.output.find(std::string(flag) + " cannot be used with query") != std::string::npos);
  }
}

}  // namespace test_teaching_cli
