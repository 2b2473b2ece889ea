// collision-lab FILE: a state or a lesson file given alone, as a file manager passes it on a
// double-click (a path, or a file:// URI through the desktop entry's %u), told apart by content.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "screenshot.hpp"

namespace test_open_file_cli {

using lab::testing::run_lab;

namespace {

nlohmann::json report_of(const std::vector<std::string>& args) {
  const auto r = run_lab(args);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  return nlohmann::json::parse(r.output);
}

}  // namespace

TEST_CASE("collision-lab FILE opens a state file: its scene, with its shapes") {
  const auto file = lab::testing::write_temp("open-state", ".json",
                                             R"({"scene":"polygon-point","shapes":{"P":{"points":[[0.5,0.25]]}}})");
  const auto report = report_of({file.string(), "--report"});
  CHECK(report.at("scene") == "polygon-point");
  // P moved inside the pentagon from its start outside at (4, 2.6): the verdict says inside.
  CHECK(report["state"]["shapes"]["P"]["points"][0] == nlohmann::json::array({0.5, 0.25}));
  CHECK(report.at("caption").get<std::string>().find("inside") != std::string::npos);
  std::filesystem::remove(file);
}

TEST_CASE("collision-lab FILE opens a lesson file at its first step, and --step N at the N-th" *
          doctest::test_suite("slow")) {
  const auto file = lab::testing::write_temp("open-lesson", ".json", R"({"title": "Two steps", "steps": [
    {"scene": "circles", "note": "first"},
    {"scene": "point-in-polygon", "state": {"shapes": {"P": {"points": [[2, 1.2]]}}}, "note": "second"}]})");
  CHECK(report_of({file.string(), "--report"}).at("scene") == "circles");
  const auto second = report_of({file.string(), "--step", "2", "--report"});
  CHECK(second.at("scene") == "point-in-polygon");
  CHECK(second.at("caption") == "2 crossings to P's right, even → outside");
  std::filesystem::remove(file);
}

TEST_CASE("collision-lab file:///…%20… opens the file the URI names, as the desktop entry's %u passes it") {
  const auto dir = lab::testing::temp_path("open uri dir", "");
  std::filesystem::create_directories(dir);
  const auto file = dir / "my state.json";
  std::ofstream(file) << R"({"scene":"circles"})";
  std::string uri = "file://";
  for (char c : file.string()) uri += c == ' ' ? std::string("%20") : std::string(1, c);
  CHECK(report_of({uri, "--report"}).at("scene") == "circles");
  std::filesystem::remove_all(dir);
}

TEST_CASE("collision-lab FILE: a damaged file, or a file with --state, exits 2 with one line" *
          doctest::test_suite("slow")) {
  const auto bad = lab::testing::write_temp("open-bad", ".json", R"({"scene": "circles", )");
  const auto r = run_lab({bad.string(), "--report"});
  CHECK(r.exit_code == 2);
  CHECK(r.output.starts_with("collision-lab: " + bad.string() + ": "));
  CHECK(r.output.find('\n') == r.output.size() - 1);
  const auto both = run_lab({bad.string(), "--state", bad.string(), "--report"});
  CHECK(both.exit_code == 2);
  CHECK(both.output ==
        "collision-lab: \"" + bad.string() + "\": a file cannot be used with --state or --lesson (give one file)\n");
  std::filesystem::remove(bad);
}

}  // namespace test_open_file_cli
