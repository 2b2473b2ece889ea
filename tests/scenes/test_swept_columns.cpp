// swept-test's table: each time column as wide as its widest cell (swept_axis_table.hpp). The
// widths are found by writing out only the times whose widest possible text could widen the
// column; here they must equal the widest of every cell written out, for times of every size
// and sign, ones that print a digit more once rounded (9.9996 → 10), ones that round to 0 and
// ones too large for the usual form, among the words of axes with no window.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "headless_imgui.hpp"
#include "scenes/response/swept_axis_table.hpp"

namespace test_swept_columns {

TEST_CASE("swept-test's time columns are as wide as their widest cell, of 4,000 times of every size") {
  const double times[] = {0.25,      -1.5,    3.1416, 9.9996,  -9.9996, 99.9995,   -999.9996,
                          0.0004,    -0.0002, 0.001,  -0.0015, 123.456, -54321.25, 999999.9996,
                          1234567.5, -3e7,    5e-9,   0,       17,      -0.5,      42.0625};
  collide::TimeOfImpactTrace trace;
  for (int k = 0; k < 4000; ++k) {
    collide::TimeOfImpactAxis s;
    s.overlap = k % 97 == 5   ? collide::Overlap::Never
                : k % 89 == 7 ? collide::Overlap::Always
                              : collide::Overlap::Window;
    s.degenerate = k % 501 == 3;
    const double t = times[k % std::size(times)] * (1 + (k / std::size(times)) * 1e-3);
    s.entry = k % 2 ? t : -t / 3, s.exit = k % 3 ? t * 1.5 : t;
    trace.axes.push_back(s);
  }
  HeadlessImGui imgui;
  for (const int widest : {-1, 0, 7, 3000}) {  // the widest cell first, last, or anywhere
    CAPTURE(widest);
    if (widest >= 0) trace.axes[static_cast<std::size_t>(widest)].entry = -987654.3215;
    ImGui::NewFrame();
    ImGui::Begin("panel");
    lab::response::TimeColumns columns;
    lab::response::swept_axis_table(trace, columns);
    float entry = ImGui::CalcTextSize("entry").x, exit = ImGui::CalcTextSize("exit").x;
    for (const auto& s : trace.axes) {
      const auto [in, out] = lab::response::window_cells(s);
      entry = std::max(entry, ImGui::CalcTextSize(in.c_str()).x);
      exit = std::max(exit, ImGui::CalcTextSize(out.c_str()).x);
    }
    CHECK(columns.entry == entry);
    CHECK(columns.exit == exit);
    ImGui::End();
    ImGui::EndFrame();
  }
}

TEST_CASE("swept-test's widest time may be a small one: -0.375 is wider than 200 or 1000") {
  collide::TimeOfImpactTrace trace;
  for (const double t : {200.0, 1000.0, -0.375, 12.0}) {
    collide::TimeOfImpactAxis s;
    s.overlap = collide::Overlap::Window;
    s.entry = t, s.exit = 2 * t;
    trace.axes.push_back(s);
  }
  HeadlessImGui imgui;
  ImGui::NewFrame();
  ImGui::Begin("panel");
  lab::response::TimeColumns columns;
  lab::response::swept_axis_table(trace, columns);
  CHECK(columns.entry == ImGui::CalcTextSize("−0.375").x);
  CHECK(columns.exit == ImGui::CalcTextSize("−0.75").x);
  ImGui::End();
  ImGui::EndFrame();
}

}  // namespace test_swept_columns
