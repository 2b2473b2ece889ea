// `--report`: a figure's state, caption and core tests as one JSON line, through the real binary;
// each test's "args" fed back to `query` gives the same answer.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "screenshot.hpp"
#include "test_query_support.hpp"

namespace test_report {

using lab::testing::run_lab;

// A report's test asked again through `query` ({"test": …, …its "args"}): the same answer, word
// for word (the report's entry without its args, query's without its id).
void check_query_agrees(const nlohmann::json& test) {
  nlohmann::json question = test["args"];
  question["test"] = test["test"];
  auto answer = query_test::ask(question.dump());
  answer.erase("id");
  auto expected = test;
  expected.erase("args");
  CHECK(answer == expected);
}

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
  check_query_agrees(test);
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

namespace test_report {

// The report of `scene` at the state file's text, parsed.
nlohmann::json report_of(const std::string& name, const std::string& state) {
  const auto file = lab::testing::temp_path(name, ".json");
  std::ofstream(file) << state;
  const auto r = run_lab({"--report", "--state", file});
  REQUIRE(r.exit_code == 0);
  return nlohmann::json::parse(r.output);
}

// Issue 25: the pentagon's vertex 4 is (2.9, 0.9); the circle's centre sits on it. The chapter
// returns "collide" there before trying any axis: what acts is the circle's axis, #6, which has no
// direction. `named` gave the least overlap, e1 (axis #2), with a "mtv_vertex", while the panel,
// the table and the figure said "#6 decides".
TEST_CASE("--report: polygon-circle with the centre on a vertex names the circle's axis #6, as its query line") {
  const auto report = report_of("report-centre-on-vertex",
                                R"({"scene": "polygon-circle", "shapes": {"circle": {"points": [[2.9, 0.9]]}}})");
  REQUIRE(report["tests"].size() == 1);
  const auto& t = report["tests"][0];
  CHECK(t["test"] == "convex_polygon_circle_collide");
  CHECK(t["result"] == true);
  CHECK(t["deciding_axis"] == 5);  // 0-based: the sixth axis
  CHECK(t["caption"] == "the circle's centre sits on a vertex, so its axis #6 has no direction → they collide");
  REQUIRE(report["named"].size() == 1);
  const auto& named = report["named"][0];
  CHECK(named["role"] == "deciding_axis");
  CHECK(named["shape"] == "pentagon");
  CHECK(named["axis"] == 6);
  CHECK(named["vertex"] == 4);
  CHECK_FALSE(named.contains("edge"));
}

// Issue 25: a 10⁶ square put separating-axis's table in units of 10³; the triangle's shadow on
// the square's e0 (axis (0, −1)) is −3.4 … −0.9, which printed "−0.00e3" (audit25), then
// "−0.0034e3": true, but hard to read. A unit is kept only while every end reads 0.01 or more in
// it, so this table is in world units and the ends read as themselves: "−3.4", "−0.9".
TEST_CASE("--report: a 10⁶ square beside the triangle prints the triangle's ends as themselves, \"−3.4\"") {
  const auto report = report_of("report-square-1e6", R"({"scene": "separating-axis", "shapes": {"pentagon": {"points":
      [[-500000, -500000], [500000, -500000], [500000, 500000], [-500000, 500000]]}}})");
  int ends = 0;
  for (const auto& p : report["printed"]) {
    const std::string text = p["text"];
    CAPTURE(text);
    // No unit and no run of zeros after the point ("−0.0034e3", "0.00e3"): plain decimals.
    CHECK(text.find('e') == std::string::npos);
    CHECK(text.find("0.00") == std::string::npos);
    if (p.value("axis", 0) != 1 || p["where"] != "table") continue;
    if (p["of"] == "triangle's shadow, low end") {
      CHECK(text == "\u22123.4");
      ++ends;
    }
    if (p["of"] == "triangle's shadow, high end") {
      CHECK(text == "\u22120.9");
      ++ends;
    }
  }
  CHECK(ends == 2);
}

// Issue 25: B (2 × 2) centred in A (4 × 4) leaves by 3 through any of A's four sides; `named`
// gave A's e0 alone. Each way out is named, on its own axis (e0 and e2 share #1, e1 and e3 #2).
TEST_CASE("--report: push-apart with B centred in a square A names all four of A's sides as MTV edges") {
  const auto report = report_of("report-push-tie", R"({"scene": "push-apart", "shapes": {
      "A": {"points": [[-2, -2], [2, -2], [2, 2], [-2, 2]]}, "B": {"points": [[-1, -1], [1, -1], [1, 1], [-1, 1]]}}})");
  CHECK(report["caption"] ==
        "least push-out 3, on A's e0, e1, e2 and e3 equally: the arrow moves B out of A by 3 → they collide");
  std::vector<std::pair<int, int>> edges;  // (edge, axis)
  for (const auto& n : report["named"])
    if (n["role"] == "mtv_edge") {
      CHECK(n["shape"] == "A");
      edges.push_back({n["edge"].get<int>(), n["axis"].get<int>()});
    }
  CHECK(edges == std::vector<std::pair<int, int>>{{0, 1}, {1, 2}, {2, 1}, {3, 2}});
}

}  // namespace test_report

namespace test_report {

// Issue 25: along y = 0.9 the ray enters the pentagon exactly at vertex 1, (−2.9, 0.9), the end of
// e0 and the start of e1; the caption and `named` said e0 alone. The report names the vertex and
// both edges, and its query line says the same as `query` does.
TEST_CASE("--report: ray-cast along y = 0.9 names vertex v1 and both edges meeting there, as its query line") {
  const auto report =
      report_of("report-ray-vertex", R"({"scene": "ray-cast", "shapes": {"ray": {"points": [[-6, 0.9], [10, 0.9]]}}})");
  CHECK(report["caption"].get<std::string>().starts_with(
      "A: the ray enters through vertex v1 (where e0 and e1 meet), 0.1938 of the way along → hit"));
  REQUIRE(report["named"].size() == 3);
  CHECK(report["named"][0]["role"] == "hit_vertex");
  CHECK(report["named"][0]["vertex"] == 1);
  std::vector<int> edges;
  for (std::size_t i = 1; i < 3; ++i) {
    CHECK(report["named"][i]["role"] == "hit_edge");
    edges.push_back(report["named"][i]["edge"].get<int>());
  }
  std::sort(edges.begin(), edges.end());
  CHECK(edges == std::vector<int>{0, 1});
  REQUIRE(report["tests"].size() == 2);
  const auto& t = report["tests"][0];
  CHECK(t["test"] == "ray_cast_polygon");
  CHECK(t["vertex"] == 1);
  CHECK(t["vertex_edges"] == nlohmann::json::array({0, 1}));
  check_query_agrees(t);
}

}  // namespace test_report

namespace test_report {

// Issue 25: shapes that only touch are said to touch in the whole chapter; gjk-distance said
// "→ they collide" where gjk-overlap and epa said "→ they touch". Its report's query line too.
TEST_CASE("--report: gjk-distance with shapes that only touch says \"they touch\", as its query line") {
  const auto report = report_of("report-gjk-touch", R"({"scene": "gjk-distance", "shapes": {
      "A": {"points": [[-10, 5], [-6, 4], [-5, 7], [-8, 9]]}, "B": {"points": [[-6, 4], [-3, 5], [-5, 7]]}}})");
  CHECK(report["caption"] == "the origin lies on the simplex after 3 iterations; they only touch → they touch");
  REQUIRE(report["tests"].size() == 1);
  CHECK(report["tests"][0]["test"] == "gjk_distance");
  CHECK(report["tests"][0]["caption"] == report["caption"]);
}

// Issue 25: with the circle's centre at (1, 0) in the C's notch, the floor e2 (y = −1.5) and the
// ceiling e4 (y = 1.5) are both exactly 1.5 away (d² = 2.25); `named` gave e2 alone. Both now,
// at the start radius and at radius 0, each with its d² printed in the figure.
TEST_CASE("--report: concave-polygon-circle names both edges of an exact tie as the nearest miss") {
  for (const char* radius : {"1.2", "0"}) {
    CAPTURE(radius);
    const auto report = report_of(std::string("report-circle-tie-") + radius,
                                  std::string(R"({"scene": "concave-polygon-circle", "shapes": {"circle": {"points":
                                  [[1, 0]], "radius": )") +
                                      radius + "}}}");
    std::vector<int> nearest;
    for (const auto& n : report["named"])
      if (n["role"] == "nearest_miss") {
        CHECK(n["shape"] == "C");
        nearest.push_back(n["edge"].get<int>());
      }
    CHECK(nearest == std::vector<int>{2, 4});
    int figure_d2 = 0;
    for (const auto& p : report["printed"])
      if (p["where"] == "figure" && p["quantity"] == "distance") {
        CHECK(p["text"] == "2.25");
        CHECK(p["value"] == 2.25);
        ++figure_d2;
      }
    CHECK(figure_d2 == 2);
  }
}

}  // namespace test_report
