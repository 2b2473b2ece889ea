// Issue 26 §3: a nudge lands on the decimal a user expects. Circles' C₂ has r = 3; at 100 px a
// unit the grid step is 0.5, a nudge 0.05 and Shift's 0.5, so → → Shift+→ on its rim gave
// r = 3 + 0.05 + 0.05 + 0.5 = 3.5999999999999996 in doubles, in the saved state and the link; it
// is 3.6. A value that was no short decimal (a rounded cosine) is moved by the plain sum.
#include <doctest/doctest.h>

#include <cmath>

#include "app_screen.hpp"
#include "scenes/decimal_steps.hpp"
#include "scenes/handles.hpp"

TEST_CASE("→ → Shift+→ on C₂'s rim (r = 3, nudges of 0.05 and 0.5) gives r = 3.6, as typed, and back to 3") {
  const lab::testing::AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(lab::testing::scene_index("circles"));
  screen.frames(shell);
  shell.camera().scale = 100;  // grid lines 40 px apart are 0.5 apart
  auto& c2 = shell.scene().state().shapes[1];
  REQUIRE(c2.radius == 3);
  while (shell.focused_handle() != lab::Handle{1, lab::HandleKind::Rim, 0})
    shell.command(lab::Command::FocusNextHandle);
  shell.nudge(1, 0, lab::NudgeSize::Normal);
  shell.nudge(1, 0, lab::NudgeSize::Normal);
  shell.nudge(1, 0, lab::NudgeSize::Coarse);
  shell.end_nudge();
  CHECK(shell.scene().state().shapes[1].radius == 3.6);  // the double nearest 3.6, exactly
  shell.nudge(-1, 0, lab::NudgeSize::Coarse);
  shell.nudge(0, -1, lab::NudgeSize::Normal);
  shell.nudge(0, -1, lab::NudgeSize::Normal);
  shell.end_nudge();
  CHECK(shell.scene().state().shapes[1].radius == 3);
  // C₂'s centre (2, 0.5) by ↑ ten times 0.05: 1.0, not 0.9999999999999999 or 1.0000000000000002.
  shell.command(lab::Command::FocusNextHandle);
  REQUIRE(shell.focused_handle() == lab::Handle{1, lab::HandleKind::Vertex, 0});
  const lab::Vec2 centre = shell.scene().state().shapes[1].points[0];
  for (int i = 0; i < 10; ++i) shell.nudge(0, 1, lab::NudgeSize::Normal);
  shell.end_nudge();
  CHECK(shell.scene().state().shapes[1].points[0].y == centre.y + 0.5);
  CHECK(shell.scene().state().shapes[1].points[0].x == centre.x);
}

TEST_CASE("decimal sums and multiples: 0.1 + 0.2 = 0.3 and 3 × 0.1 = 0.3; a cosine's 17 digits are left be") {
  CHECK(lab::decimal_sum(0.1, 0.2) == 0.3);  // 0.30000000000000004 in doubles
  CHECK(lab::decimal_sum(3.55, 0.05) == 3.6);
  CHECK(lab::decimal_sum(-0.05, 0.05) == 0);
  CHECK(lab::nearest_multiple(0.31, 0.1) == 0.3);  // 3 × 0.1 = 0.30000000000000004
  CHECK(lab::nearest_multiple(0.74, 0.25) == 0.75);
  const double c = std::cos(1.0);  // 0.54030230586813977: no short decimal
  CHECK(lab::decimal_sum(c, 0.1) == c + 0.1);
  CHECK(lab::short_decimal(c) != c);
}
