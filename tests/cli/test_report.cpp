// `--report`: a figure's state, caption and core tests as one JSON line, through the real binary;
// each test's "args" fed back to `query` gives the same answer.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

#include "screenshot.hpp"
#include "test_query_support.hpp"

namespace test_report {

using lab::testing::run_lab;

TEST_CASE("--report prints the start position's state, caption and tests; query agrees") {
  // separating-axis starts apart: the pentagon and a triangle to its right, 6 of 8 axes with a gap.
  const auto r = run_lab({"--scene", "separating-axis", "--report"});
  REQUIRE(r.exit_code == 0);
  const auto report = nlohmann::json::parse(r.output);
  CHECK(report["scene"] == "separating-axis");
  CHECK(report["state"]["shapes"].contains("pentagon"));
  CHECK(report["caption"].get<std::string>().find("6 of 8 axes") != std::string::npos);
  REQUIRE(report["tests"].size() == 1);
  const auto& test = report["tests"][0];
  CHECK(test["test"] == "convex_polygons_collide");
  CHECK(test["result"] == false);
  CHECK(test["axes"] == 8);
  CHECK(test["axes_with_gap"] == 6);
  // The same question through query: the same answer, word for word.
  nlohmann::json question = test["args"];
  question["test"] = test["test"];
  auto answer = query_test::ask(question.dump());
  answer.erase("id");
  auto expected = test;
  expected.erase("args");
  CHECK(answer == expected);
}

TEST_CASE("--report with a state file reports the dragged shapes; a bad file exits 2") {
  // P dragged to (0, 0), inside the pentagon: outer side of no edge.
  const auto file = lab::testing::temp_path("report-state", ".json");
  std::ofstream(file) << R"({"scene": "polygon-point", "shapes": {"P": {"points": [[0, 0]]}}})";
  const auto r = run_lab({"--report", "--state", file});
  REQUIRE(r.exit_code == 0);
  const auto report = nlohmann::json::parse(r.output);
  CHECK(report["state"]["shapes"]["P"]["points"][0] == nlohmann::json::array({0.0, 0.0}));
  REQUIRE(report["tests"].size() == 1);
  CHECK(report["tests"][0]["test"] == "point_in_convex_polygon");
  CHECK(report["tests"][0]["result"] == true);
  CHECK(report["tests"][0]["outer_edges"] == 0);
  CHECK(report["tests"][0]["args"]["p"] == nlohmann::json::array({0.0, 0.0}));

  std::ofstream(file) << R"({"scene": "polygon-point", "shapes": {"P": {"points": [["x", 0]]}}})";
  const auto bad = run_lab({"--report", "--state", file});
  CHECK(bad.exit_code == 2);
  CHECK(bad.output.find("shapes.P.points[0][0]") != std::string::npos);
}

}  // namespace test_report
