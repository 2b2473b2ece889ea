// Issue 31 #2, #3, #11 through the real binary: a lesson whose title, question or note is huge
// renders (PNG, SVG, presenter, predict) with its text clipped, where ImGui once asserted on
// "Too many vertices in ImDrawList using 16-bit indices"; an option out of its range in a state
// file or a lesson step is one line naming the option and the range; a bad --size is echoed
// cut short, its control characters escaped.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "screenshot.hpp"

namespace test_values_cli {

using lab::testing::contains;
using lab::testing::run_lab;

namespace {

std::string lesson_text(const std::string& title, const std::string& note, const std::string& ask) {
  nlohmann::json step{{"scene", "separating-axis"}, {"note", note}};
  if (!ask.empty()) step["ask"] = ask;
  return nlohmann::json{{"title", title}, {"steps", {step}}}.dump();
}

std::string many_lines(int n) {
  std::string text;
  for (int i = 0; i < n; ++i) text += "a line of the teacher's note, long enough to wrap once or twice in the column\n";
  return text;
}

}  // namespace

TEST_CASE("a lesson with a 20,000-character title, question or note renders its screenshot" *
          doctest::test_suite("screens")) {
  const std::string huge(20000, 'x');
  const struct {
    std::string what;
    std::string lesson;
  } cases[] = {{"title", lesson_text(huge, "n", "")},
               {"question", lesson_text("T", "n", huge)},
               {"note of one word", lesson_text("T", huge, "")},
               {"note of 20,000 lines", lesson_text("T", many_lines(20000), "")}};
  for (const auto& c : cases) {
    CAPTURE(c.what);
    const auto file = lab::testing::write_temp("long-lesson", ".json", c.lesson);
    for (const char* mode : {"", "--present"}) {  // a step with a question shows the predict strip too
      CAPTURE(mode);
      const auto png = lab::testing::temp_path("long-lesson", ".png");
      std::vector<std::string> args{"--lesson", file.string(), "--screenshot", png.string(), "--size", "800x600"};
      if (*mode) args.push_back(mode);
      const auto r = run_lab(args);
      CHECK(r.exit_code == 0);
      CHECK(r.output == "");
      CHECK(lab::testing::load_png(png).w == 800);
      std::filesystem::remove(png);
    }
    const auto svg = lab::testing::temp_path("long-lesson", ".svg");
    const auto r = run_lab({"--lesson", file.string(), "--screenshot", svg.string(), "--size", "800x600"});
    CHECK(r.exit_code == 0);
    CHECK(std::filesystem::file_size(svg) > 0);
    std::filesystem::remove(svg);
    std::filesystem::remove(file);
  }
}

TEST_CASE("an option out of its range in a state file or a lesson step is one line naming the range") {
  const auto state = lab::testing::write_temp(
      "step-1e50", ".json",
      R"({"scene":"separating-axis","options":{"step":100000000000000007629769841091887003294964970946560}})");
  const auto r = run_lab({"--state", state.string(), "--report"});
  CHECK(r.exit_code == 2);
  CHECK(r.output == "collision-lab: " + state.string() +
                        ": options.step: 1e+50 is outside the option's range: a whole number from 0 to 2147483647\n");
  const auto lesson = lab::testing::write_temp(
      "speed", ".json",
      R"({"title":"T","steps":[{"scene":"tunnelling","state":{"options":{"speed":-2147483649}},"note":"n"}]})");
  const auto l = run_lab({"--lesson", lesson.string(), "--report"});
  CHECK(l.exit_code == 2);
  CHECK(contains(l.output, "options.speed: -2147483649 is outside the option's range: a number from 0.001 to 1000000"));
  CHECK(std::count(l.output.begin(), l.output.end(), '\n') == 1);
  std::filesystem::remove(state);
  std::filesystem::remove(lesson);
}

TEST_CASE("a bad --size is echoed on one line, control characters escaped, a long value cut") {
  const auto r = run_lab({"--size", "12\n34x5", "--report"});
  CHECK(r.exit_code == 2);
  CHECK(r.output == "collision-lab: --size: size \"12\\u000a34x5\" is not WIDTHxHEIGHT in pixels, e.g. 1280x800\n");
  const auto big = run_lab({"--size", std::string(100000, '9') + "x5", "--report"});
  CHECK(big.exit_code == 2);
  CHECK(std::count(big.output.begin(), big.output.end(), '\n') == 1);
  CHECK(big.output.size() < 200);
  CHECK(contains(big.output, "\"" + std::string(40, '9') + "…\""));
}

}  // namespace test_values_cli
