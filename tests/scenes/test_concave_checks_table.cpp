// The edge scenes' table of checks is as tall as its rows: no empty row below the last check.
// A long walk scrolls instead, showing 12 rows and half of the next. Edges are named "e2", as on
// the figure.
#include <doctest/doctest.h>
#include <imgui.h>

#include "collide/concave.hpp"
#include "scenes/concave/edge_walk_figure.hpp"
#include "headless_imgui.hpp"

namespace test_concave_checks_table {

namespace {

/// The height of the checks table drawn for `trace`, in rows of text (a row's text and its
/// cell padding), in a fresh window.
float table_rows(const collide::EdgeTestTrace& trace) {
  ImGui::NewFrame();
  ImGui::SetNextWindowSize({400, 700});
  ImGui::Begin("panel");
  lab::concave::edge_checks_table("checks", trace, {});
  const float row = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
  const float rows = ImGui::GetItemRectSize().y / row;
  ImGui::End();
  ImGui::Render();
  return rows;
}

}  // namespace

TEST_CASE("checks table: three checks take the header and three rows, a long walk scrolls") {
  const HeadlessImGui imgui;

  // The segment (2, −2.25)–(2, 2.25) against the C: e0, e1 missed, e2 crossed.
  collide::EdgeTestTrace three;
  collide::polygon_segment_collide(lab::concave::c_outline(), {2, -2.25}, {2, 2.25}, three);
  REQUIRE(three.checks.size() == 3);
  const float short_table = table_rows(three);
  CHECK(short_table >= 4);
  CHECK(short_table < 4.25f);  // header + 3 rows and the borders, not another row

  // A square in the C's notch crosses nothing: all 32 pairs are tried.
  collide::EdgeTestTrace many;
  const std::vector<collide::Vec2> square{{0, -1}, {2, -1}, {2, 1}, {0, 1}};
  collide::polygons_collide(lab::concave::c_outline(), square, many);
  REQUIRE(many.checks.size() == 32);
  const float long_table = table_rows(many);
  CHECK(long_table > 13);  // header + 12 rows + half of the 13th
  CHECK(long_table < 14);
}

TEST_CASE("checks table: edges are named as the figure names them, e0 … e7, for both shapes of a pair") {
  // The tables used to write bare numbers ("2") beside a figure that says "e2".
  const HeadlessImGui imgui;

  // The segment (2, −2.25)–(2, 2.25) against the C: e0, e1 missed, e2 crossed.
  collide::EdgeTestTrace three;
  collide::polygon_segment_collide(lab::concave::c_outline(), {2, -2.25}, {2, 2.25}, three);
  const std::string one_shape = panel_text([&] {
    lab::concave::edge_checks_table("checks", three, {"crosses", "misses"});
  });
  for (const char* name : {"e0", "e1", "e2"}) CHECK(one_shape.find(name) != std::string::npos);

  // One pair, A's edge 5 against B's edge 3: both cells carry the "e".
  collide::EdgeTestTrace pair;
  pair.checks.push_back({.edge = 5, .other_edge = 3, .hit = true});
  pair.total = 32;
  pair.first_hit = 0;
  const std::string pairs = panel_text([&] {
    lab::concave::edge_checks_table("pairs", pair, {.hit_word = "cross", .miss_word = "miss", .pairs = true});
  });
  CHECK(pairs.find("e5") != std::string::npos);
  CHECK(pairs.find("e3") != std::string::npos);
}

}  // namespace test_concave_checks_table
