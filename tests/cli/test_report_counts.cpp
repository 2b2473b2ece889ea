// Issue 26 §2: a count over 9,999 in words is grouped in thousands, as the lessons and the figures'
// sample notes write big counts ("none of 4,000,000 edge pairs meet"): in the caption, the panel's
// lines, `--report`'s "printed" words and `query`'s captions alike. `--report`'s and `query`'s JSON
// fields keep their counts plain numbers (4000000).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <numbers>
#include <string>

#include "captions/text.hpp"
#include "screenshot.hpp"
#include "test_query_support.hpp"

namespace test_report_counts {

using lab::captions::count_number;
using lab::captions::count_of;
using lab::testing::run_lab;

TEST_CASE("count_number: four digits stay together; from 10,000 on the thousands are grouped") {
  CHECK(count_number(0) == "0");
  CHECK(count_number(32) == "32");
  CHECK(count_number(2000) == "2000");
  CHECK(count_number(9999) == "9999");
  CHECK(count_number(10000) == "10,000");
  CHECK(count_number(88804) == "88,804");
  CHECK(count_number(123456) == "123,456");
  CHECK(count_number(4000000) == "4,000,000");
  CHECK(count_of(2000, "edge", "edges") == "2000 edges");
  CHECK(count_of(3992004, "piece pair", "piece pairs") == "3,992,004 piece pairs");
}

// An n-vertex star round the origin, counter-clockwise from (tip, 0): its odd vertices at 0.6 of
// the tip's radius (the benchmarks' big concave outline, tests/support/big_shapes.hpp).
nlohmann::json star(int n, double tip) {
  nlohmann::json points = nlohmann::json::array();
  for (int i = 0; i < n; ++i) {
    const double a = 2 * std::numbers::pi * i / n, r = i % 2 ? 0.6 * tip : tip;
    points.push_back({r * std::cos(a), r * std::sin(a)});
  }
  return points;
}

// A: a 2,000-vertex star with tips at radius 4 (inner corners at 2.4); B: one with tips at 1. B lies
// inside A's inner circle, so no edge pair meets: the test tries all 2,000 × 2,000 = 4,000,000
// pairs, then A's vertex 0, (4, 0), is outside B and B's vertex 0, (1, 0), inside A → collide.
TEST_CASE("--report, polygon-polygon with two 2,000-vertex stars: \"4,000,000\" in words, 4000000 in the fields") {
  const nlohmann::json state = {{"scene", "polygon-polygon"},
                                {"shapes", {{"A", {{"points", star(2000, 4)}}}, {"B", {{"points", star(2000, 1)}}}}}};
  const auto file = lab::testing::temp_path("report-stars", ".json");
  std::ofstream(file) << state.dump();
  const auto r = run_lab({"--report", "--state", file});
  REQUIRE(r.exit_code == 0);
  const auto report = nlohmann::json::parse(r.output);
  const std::string caption =
      "none of 4,000,000 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is inside A → collide";
  CHECK(report["caption"] == caption);
  REQUIRE(report["tests"].size() == 1);
  const auto& test = report["tests"][0];
  CHECK(test["caption"] == caption);
  CHECK(test["edge_pairs"].is_number_integer());
  CHECK(test["edge_pairs"] == 4000000);
  CHECK(test["edge_pairs_tested"] == 4000000);
  int counts = 0;
  for (const auto& p : report["printed"]) {
    if (p["of"] != "edge pairs in all" && p["of"] != "edge pairs tested") continue;
    CAPTURE(p.dump());
    CHECK(p["text"] == "4,000,000");
    CHECK(p["value"] == 4000000.0);
    ++counts;
  }
  CHECK(counts == 3);  // the caption's "in all", the panel's "tested" and "in all"
  // `query` words its answer with the same caption, its counts plain numbers.
  nlohmann::json question = test["args"];
  question["test"] = "polygons_collide";
  const auto answer = query_test::ask(question.dump());
  CHECK(answer["caption"] == caption);
  CHECK(answer["edge_pairs"] == 4000000);
}

}  // namespace test_report_counts
