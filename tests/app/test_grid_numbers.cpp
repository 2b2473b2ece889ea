// The grid's numbers along the axes give way to the figure's labels and shadow bars: no number is
// drawn where one sits (point-in-polygon's "e6" used to sit on the y axis's "3", the rectangles'
// "x: overlap 2" on its "−3", which-approach's x shadows on "−4"). The shell builds the frames as
// the app does at 1280×800, without GL.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cfloat>
#include <string>

#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "window/gl_window.hpp"
#include "window/grid_layout.hpp"
#include "shell/shell.hpp"

namespace test_grid_numbers {

using lab::testing::scene_index;

TEST_CASE("grid numbers never sit on a figure label, in every preset of the scenes that had them" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.style = true});
  for (const std::string id : {"point-in-polygon", "rectangles", "which-approach", "separating-axis", "polygon-rect"}) {
    lab::Shell shell(scene_index(id));
    shell.show_sidebar = false;
    shell.interactive = false;
    for (const auto& preset : shell.scene().presets()) {
      CAPTURE(id);
      CAPTURE(preset.name);
      shell.set_state(preset.state);
      screen.frames(shell);
      REQUIRE_FALSE(shell.label_boxes().empty());
      CHECK(shell.tick_boxes().size() >= 4);  // the numbers are still there, only not under labels
      int clashes = 0;
      for (const auto& tick : shell.tick_boxes())
        for (const auto& label : shell.label_boxes()) clashes += tick.overlaps(label);
      CHECK(clashes == 0);
    }
  }
}

TEST_CASE("grid numbers at every scale: plain from a thousandth to a million, else as powers of ten" *
          doctest::test_suite("screens")) {
  using lab::grid_number;
  CHECK(grid_number(2.5, 0.5) == "2.5");
  CHECK(grid_number(-0.004, 0.001) == "\u22120.004");
  CHECK(grid_number(3e5, 1e5) == "300000");
  CHECK(grid_number(8e8, 2e8) == "8e+8");
  CHECK(grid_number(-1.25e9, 5e6) == "\u22121.25e+9");  // beside 1.245e+9 and 1.255e+9
  CHECK(grid_number(1.245e9, 5e6) == "1.245e+9");
  CHECK(grid_number(3e-40, 1e-40) == "3e\u221240");
  CHECK(grid_number(1.2e-39, 1e-40) == "1.2e\u221239");
  CHECK(grid_number(1e-47, 1e-40) == "0");  // a residue of the origin
}

}  // namespace test_grid_numbers
