// Keyboard shortcuts and the settings file.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "shell/keys.hpp"
#include "screenshot.hpp"
#include "files/settings.hpp"

namespace test_keys_settings {

using lab::Command;
using lab::KeyAction;
using lab::WindowAction;

TEST_CASE("every shortcut in the help maps to its action") {
  CHECK(lab::action_for_key(SDLK_PAGEUP, 0) == KeyAction{Command::PreviousScene});
  CHECK(lab::action_for_key(SDLK_PAGEDOWN, 0) == KeyAction{Command::NextScene});
  CHECK(lab::action_for_key(SDLK_r, 0) == KeyAction{Command::Reset});
  CHECK(lab::action_for_key(SDLK_ESCAPE, 0) == KeyAction{Command::CloseHelp});
  CHECK(lab::action_for_key(SDLK_f, 0) == KeyAction{Command::Fit});
  CHECK(lab::action_for_key(SDLK_g, 0) == KeyAction{Command::ToggleSnap});
  CHECK(lab::action_for_key(SDLK_h, 0) == KeyAction{Command::ToggleHelp});
  CHECK(lab::action_for_key(SDLK_F1, 0) == KeyAction{Command::ToggleHelp});
  CHECK(lab::action_for_key(SDLK_LEFT, 0) == KeyAction{Command::PanLeft});
  CHECK(lab::action_for_key(SDLK_DELETE, 0) == KeyAction{Command::DeleteVertex});
  CHECK(lab::action_for_key(SDLK_F11, 0) == KeyAction{WindowAction::ToggleFullscreen});
  CHECK(lab::action_for_key(SDLK_q, KMOD_LCTRL) == KeyAction{WindowAction::Quit});
  CHECK(lab::action_for_key(SDLK_EQUALS, KMOD_RCTRL) == KeyAction{WindowAction::ScaleUp});
  CHECK(lab::action_for_key(SDLK_MINUS, KMOD_LCTRL) == KeyAction{WindowAction::ScaleDown});
  CHECK(lab::action_for_key(SDLK_0, KMOD_LCTRL) == KeyAction{WindowAction::ScaleReset});
  // Plain Q does nothing; Ctrl+R is not R.
  CHECK_FALSE(lab::action_for_key(SDLK_q, 0));
  CHECK_FALSE(lab::action_for_key(SDLK_r, KMOD_LCTRL));
}

TEST_CASE("keyboard-only keys: Tab, F6, Insert, + and −; the arrows nudge a focused handle, else pan or step") {
  using lab::Nudge;
  using lab::NudgeSize;
  CHECK(lab::action_for_key(SDLK_TAB, 0) == KeyAction{Command::FocusNextHandle});
  CHECK(lab::action_for_key(SDLK_TAB, KMOD_LSHIFT) == KeyAction{Command::FocusPreviousHandle});
  CHECK(lab::action_for_key(SDLK_F6, 0) == KeyAction{Command::NextPane});
  CHECK(lab::action_for_key(SDLK_F6, KMOD_RSHIFT) == KeyAction{Command::PreviousPane});
  CHECK(lab::action_for_key(SDLK_INSERT, 0) == KeyAction{Command::AddVertex});
  CHECK(lab::action_for_key(SDLK_DELETE, 0) == KeyAction{Command::DeleteVertex});
  CHECK(lab::action_for_key(SDLK_EQUALS, 0) == KeyAction{Command::ZoomIn});  // + unshifted, as the wheel
  CHECK(lab::action_for_key(SDLK_KP_PLUS, 0) == KeyAction{Command::ZoomIn});
  CHECK(lab::action_for_key(SDLK_MINUS, 0) == KeyAction{Command::ZoomOut});
  // Ctrl+= and Ctrl+− still scale the text.
  CHECK(lab::action_for_key(SDLK_EQUALS, KMOD_LCTRL) == KeyAction{WindowAction::ScaleUp});
  CHECK(lab::action_for_key(SDLK_MINUS, KMOD_LCTRL) == KeyAction{WindowAction::ScaleDown});
  // With a handle focused: → is +x, ↑ is +y (the world's y points up); Shift 10×, Alt a tenth.
  CHECK(lab::action_for_key(SDLK_RIGHT, 0, false, true) == KeyAction{Nudge{1, 0, NudgeSize::Normal}});
  CHECK(lab::action_for_key(SDLK_UP, KMOD_LSHIFT, false, true) == KeyAction{Nudge{0, 1, NudgeSize::Coarse}});
  CHECK(lab::action_for_key(SDLK_DOWN, KMOD_LALT, false, true) == KeyAction{Nudge{0, -1, NudgeSize::Fine}});
  CHECK(lab::action_for_key(SDLK_LEFT, 0, true, true) ==
        KeyAction{Nudge{-1, 0, NudgeSize::Normal}});  // in a lesson too
  // With nothing focused: pan, or in a lesson step; Alt + arrow nothing.
  CHECK(lab::action_for_key(SDLK_UP, 0) == KeyAction{Command::PanUp});
  CHECK(lab::action_for_key(SDLK_RIGHT, 0, true) == KeyAction{Command::NextStep});
  CHECK_FALSE(lab::action_for_key(SDLK_RIGHT, KMOD_LALT));
  // Ctrl + arrow is never a nudge.
  CHECK_FALSE(lab::action_for_key(SDLK_RIGHT, KMOD_LCTRL, false, true));
  // A one-unit grid: a nudge is 0.1, Shift 1, Alt 0.01.
  CHECK(lab::nudge_by(1, 0, NudgeSize::Normal, 1) == lab::Vec2{0.1, 0});
  CHECK(lab::nudge_by(0, -1, NudgeSize::Coarse, 1) == lab::Vec2{0, -1});
  CHECK(lab::nudge_by(-1, 0, NudgeSize::Fine, 1) == lab::Vec2{-0.01, 0});
}

TEST_CASE("settings survive a round trip; missing or corrupt files give defaults") {
  const auto file = lab::testing::temp_path("settings", ".json");
  lab::Settings s;
  s.last_scene = "polygon-point";
  s.x = 10;
  s.y = 20;
  s.width = 1000;
  s.height = 700;
  s.ui_scale = 1.5f;
  std::string error;
  REQUIRE(lab::save_settings(s, file, error));
  const auto back = lab::load_settings(file);
  CHECK(back.last_scene == "polygon-point");
  CHECK(back.x == 10);
  CHECK(back.width == 1000);
  CHECK(back.ui_scale == 1.5f);

  std::ofstream(file) << "{ this is not json";
  const auto corrupt = lab::load_settings(file);
  CHECK(corrupt.last_scene.empty());
  CHECK(corrupt.width == lab::Settings{}.width);
  // ... and says once that the whole file was set aside, naming it.
  REQUIRE(corrupt.ignored.size() == 1);
  CHECK(corrupt.ignored[0].starts_with(file.filename().string() + ": "));
  CHECK(corrupt.ignored[0].ends_with("; using the defaults"));

  // Hostile text (issue 16): 100,000 nested arrays, a NUL byte, a number no double holds.
  for (const std::string& text :
       {std::string(100000, '['), std::string("{\"x\": 1}\0{", 10), std::string("{\"x\": 1e999}")}) {
    const auto hostile = lab::settings_from_text(text, "settings.json");
    CHECK(hostile.x == lab::Settings{}.x);
    REQUIRE(hostile.ignored.size() == 1);
    CHECK(hostile.ignored[0].starts_with("settings.json: "));
  }

  std::ofstream(file) << R"({"ui_scale": 100, "width": -5, "last_scene": 3})";
  const auto odd = lab::load_settings(file);
  CHECK(odd.ui_scale == lab::Settings::max_ui_scale);  // clamped
  CHECK(odd.width == lab::Settings{}.width);           // out of range: default
  CHECK(odd.last_scene.empty());                       // wrong type: default
  // Each value it could not use is said once, in words, with what it used instead.
  REQUIRE(odd.ignored.size() == 2);
  CHECK(odd.ignored[0].find("width -5 is not a whole number from 800 to 16384; using 1280") != std::string::npos);
  CHECK(odd.ignored[1].find(".json: ui_scale 100 is outside 0.5 … 3; using 3") != std::string::npos);
  CHECK(lab::Settings{}.ignored.empty());
  std::filesystem::remove(file);
  CHECK(lab::load_settings(file).height == lab::Settings{}.height);  // missing
}

TEST_CASE("the panes hidden by View > Scene list and View > Panel stay hidden: kept in settings.json") {
  const auto file = lab::testing::temp_path("settings-panes", ".json");
  CHECK(lab::Settings{}.scene_list);  // both shown until the user hides one
  CHECK(lab::Settings{}.panel);
  lab::Settings s;
  s.scene_list = false;
  std::string error;
  REQUIRE(lab::save_settings(s, file, error));
  auto back = lab::load_settings(file);
  CHECK_FALSE(back.scene_list);
  CHECK(back.panel);
  s.scene_list = true;
  s.panel = false;
  REQUIRE(lab::save_settings(s, file, error));
  back = lab::load_settings(file);
  CHECK(back.scene_list);
  CHECK_FALSE(back.panel);
  CHECK(back.ignored.empty());
  std::filesystem::remove(file);
  // A value that is not true or false: the pane is shown, and that is said.
  const auto odd = lab::settings_from_text(R"({"panel": 0, "scene_list": "no"})", "settings.json");
  CHECK(odd.panel);
  CHECK(odd.scene_list);
  REQUIRE(odd.ignored.size() == 2);
  CHECK(odd.ignored[0] == "settings.json: scene_list \"no\" is not true or false; using true");
  CHECK(odd.ignored[1] == "settings.json: panel 0 is not true or false; using true");
}

TEST_CASE("settings live under $XDG_CONFIG_HOME/collision-lab") {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  REQUIRE(xdg);  // tests/CMakeLists.txt sets it to a folder in the build tree
  CHECK(lab::config_dir() == std::filesystem::path(xdg) / "collision-lab");
}

}  // namespace test_keys_settings
