// collision-lab --lesson FILE [--step N]: through the real binary.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "screenshot.hpp"
#include "script_lessons.hpp"

namespace test_lesson_cli {

using lab::testing::run_lab;

namespace {

const char* two_steps = R"({"title": "Two steps", "steps": [
  {"scene": "circles", "note": "first"},
  {"scene": "point-in-polygon", "state": {"shapes": {"P": {"points": [[2, 1.2]]}}}, "note": "**second**"}]})";

// The caption line of a --report.
std::string caption_of(const std::string& report) {
  const auto j = nlohmann::json::parse(report);
  return j.at("caption").get<std::string>();
}

}  // namespace

TEST_CASE("--lesson FILE --screenshot renders the first step, --step N the N-th" * doctest::test_suite("screens")) {
  const auto file = lab::testing::write_temp("lesson", ".json", two_steps);
  const auto png = lab::testing::temp_path("lesson", ".png");
  const auto r = run_lab({"--lesson", file.string(), "--screenshot", png.string(), "--size", "640x400"});
  CHECK(r.exit_code == 0);
  CHECK(r.output == "");
  const auto image = lab::testing::load_png(png);
  CHECK(image.w == 640);
  CHECK(image.h == 400);
  const auto second = run_lab({"--lesson", file.string(), "--step", "2", "--report"});
  REQUIRE(second.exit_code == 0);
  CHECK(caption_of(second.output) == "2 crossings to P's right, even → outside");
  std::filesystem::remove(file);
  std::filesystem::remove(png);
}

TEST_CASE("--lesson in Hindi says which characters it cannot draw; in Chinese it says nothing") {
  // Issue 26 §4: never a silent "???". The step still opens (its figure and caption are English).
  const auto hindi = lab::testing::write_temp("lesson-hindi", ".json", lab::testing::hindi_lesson);
  const auto r = run_lab({"--lesson", hindi.string(), "--report"});
  CHECK(r.exit_code == 0);
  CHECK(
      r.output.starts_with("collision-lab: This lesson cannot be shown as written: title: Devanagari (U+0930 "
                           "U+0947 U+0916 U+093E U+0915 U+092A U+094D U+0937) needs its letters joined and "
                           "reordered, which this app cannot draw"));
  std::filesystem::remove(hindi);
  const auto chinese = lab::testing::write_temp("lesson-chinese", ".json", lab::testing::chinese_lesson);
  const auto c = run_lab({"--lesson", chinese.string(), "--report"});
  CHECK(c.exit_code == 0);
  CHECK(c.output.find("collision-lab: ") == std::string::npos);  // no message (the report's link says collision-lab://)
  std::filesystem::remove(chinese);
}

TEST_CASE("--lesson takes a bundled lesson's id") {
  const auto r = run_lab({"--lesson", "ray-casting", "--step", "3", "--report"});
  REQUIRE(r.exit_code == 0);
  CHECK(caption_of(r.output) == "2 crossings to P's right, even → outside");
}

TEST_CASE("a bad lesson, a step out of range and --step alone exit 2 with one line") {
  const auto bad =
      lab::testing::write_temp("lesson-bad", ".json", R"({"title": "t", "steps": [{"scene": "nope", "note": "n"}]})");
  const auto r = run_lab({"--lesson", bad.string(), "--screenshot", "/tmp/never.png"});
  CHECK(r.exit_code == 2);
  CHECK(r.output == "collision-lab: " + bad.string() + ": steps[0].scene: unknown scene \"nope\"\n");
  std::filesystem::remove(bad);

  const auto file = lab::testing::write_temp("lesson", ".json", two_steps);
  const auto far = run_lab({"--lesson", file.string(), "--step", "3", "--report"});
  CHECK(far.exit_code == 2);
  CHECK(far.output == "collision-lab: --step: there is no step 3; the lesson has 2 steps (1 to 2)\n");
  const auto with_scene = run_lab({"--lesson", file.string(), "--scene", "circles", "--report"});
  CHECK(with_scene.exit_code == 2);
  CHECK(with_scene.output ==
        "collision-lab: --lesson cannot be used with --scene or --state (each step names its own)\n");
  std::filesystem::remove(file);

  const auto alone = run_lab({"--step", "2", "--report"});
  CHECK(alone.exit_code == 2);
  CHECK(alone.output == "collision-lab: --step needs --lesson FILE.json\n");
}

TEST_CASE("a lesson whose question its step cannot answer exits 2 naming the step and the field") {
  // polygon-polygon's edge test counts edge pairs, not axes (issue 26: a question is checked
  // against the step's own state when the file is read).
  const auto bad = lab::testing::write_temp("lesson-question", ".json", R"({"title": "t", "steps": [
    {"scene": "circles", "note": "n"},
    {"scene": "polygon-polygon", "note": "n", "ask": "How many axes?", "question": {"kind": "count", "of": "axes"}}]})");
  const auto r = run_lab({"--lesson", bad.string(), "--report"});
  CHECK(r.exit_code == 2);
  CHECK(r.output == "collision-lab: " + bad.string() +
                        ": steps[1].question.of: polygons_collide counts no \"axes\" (its counts: edge_pairs, "
                        "edge_pairs_tested)\n");
  std::filesystem::remove(bad);
}

TEST_CASE("--predict on a lesson step renders the step's own question headless") {
  const auto png = lab::testing::temp_path("lesson-predict", ".png");
  const auto r = run_lab(
      {"--lesson", "sat-breaks", "--step", "8", "--predict", "--screenshot", png.string(), "--size", "960x600"});
  CHECK(r.exit_code == 0);
  CHECK(r.output == "");
  std::filesystem::remove(png);
}

}  // namespace test_lesson_cli
