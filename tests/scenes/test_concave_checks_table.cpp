// The edge scenes' table of checks is as tall as its rows: no empty row below the last check.
// A long walk scrolls instead, showing 12 rows and half of the next.
#include <doctest/doctest.h>
#include <imgui.h>

#include "collide/concave.hpp"
#include "concave/edge_walk_figure.hpp"
#include "headless_imgui.hpp"

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
