// The grid's numbers along the axes give way to the figure's labels and shadow bars: no number is
// drawn where one sits (point-in-polygon's "e6" used to sit on the y axis's "3", the rectangles'
// "x: overlap 2" on its "−3", which-approach's x shadows on "−4"). The shell builds the frames as
// the app does at 1280×800, without GL.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cfloat>
#include <string>

#include "app_screen.hpp"
#include "fonts.hpp"
#include "gl_window.hpp"
#include "shell.hpp"

namespace grid_numbers_test {

using lab::testing::scene_index;

TEST_CASE("grid numbers never sit on a figure label, in every preset of the scenes that had them") {
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

}  // namespace grid_numbers_test
