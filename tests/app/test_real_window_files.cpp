// Saving and opening in the real window on an X screen (Xvfb, openbox), driven by xdotool's keys:
// Ctrl+S goes to the desktop's file chooser (here no portal answers, and a fake zenity first on
// PATH records its arguments and prints the path a user picked); with no chooser left, the in-app
// dialog takes over, and no key typed into it (also after an Open error) reaches a scene's
// shortcut: "r" would reset the scene, and the shapes are judged at exit in last-state.json.
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>
#include <thread>
#include <string>

#include <nlohmann/json.hpp>

#include "scenes/registry.hpp"
#include "formats/state_json.hpp"
#include "screenshot.hpp"
#include "virtual_screen.hpp"

namespace test_real_window_files {

namespace {

using lab::testing::VirtualScreen;
namespace fs = std::filesystem;

// P of "Polygon vs point" in a state file.
lab::Vec2 saved_p(const fs::path& file) {
  INFO(file.string() << ": " << lab::testing::read_text(file));
  const auto start = lab::make_scene("polygon-point")->presets().front().state;
  return lab::apply_state_json(lab::read_json_file(file), start, file.string()).shape("P").points.at(0);
}

}  // namespace

TEST_CASE("a real window: Ctrl+S asks zenity; with none, the in-app dialog, whose keys never reach the scene" *
          doctest::test_suite("screens")) {
  const lab::testing::RealWindowPlace place("real-window-dialogs",
                                            R"({"last_scene": "polygon-point", "width": 1280, "height": 800})");
  const fs::path &dir = place.dir, &config = place.config;
  const VirtualScreen& screen = place.screen;
  const fs::path bin = dir / "bin", log = dir / "app.log";
  fs::create_directories(bin);
  std::ofstream(config / "last-state.json")
      << R"({"scene": "polygon-point", "shapes": {"P": {"points": [[1.5, -0.5]]}}})";
  std::ofstream(bin / "zenity") << "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" << (dir / "zenity.args").string()
                                << "'\necho '" << (dir / "picked").string() << "'\n";
  fs::permissions(bin / "zenity", fs::perms::owner_all);

  const pid_t pid = lab::testing::spawn({lab::testing::lab_binary()},
                                        {{"DISPLAY", screen.display()},
                                         {"SDL_VIDEODRIVER", std::nullopt},
                                         {"WAYLAND_DISPLAY", std::nullopt},
                                         {"HOME", dir.string()},
                                         {"PATH", bin.string()},  // zenity: the fake; no kdialog
                                         {"DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus"},  // no portal
                                         {"COLLISION_LAB_FILE_DIALOG", std::nullopt},
                                         {"XDG_CONFIG_HOME", (dir / "config").string()},
                                         {"XDG_DATA_HOME", (dir / "data").string()},
                                         {"ASAN_OPTIONS", "detect_leaks=0"}},
                                        log);
  REQUIRE(pid > 0);
  const std::string window = screen.find_window("Collision Lab$");
  REQUIRE_MESSAGE(!window.empty(), lab::testing::read_text(log));
  screen.xdotool("windowactivate --sync " + window);
  auto key = [&](const std::string& keys) { screen.xdotool("key --clearmodifiers --delay 80 " + keys); };
  auto type = [&](const std::string& text) { screen.xdotool("type --delay 80 '" + text + "'"); };
  // The in-app dialog has nothing a test can poll for; a user looks before typing: so does this.
  auto look = [] { std::this_thread::sleep_for(std::chrono::milliseconds(1500)); };
  INFO(lab::testing::read_text(log));

  // 1. Ctrl+S: zenity is asked to save in the documents folder, and the state goes where it said,
  //    with a state file's extension added to a name that had none.
  key("ctrl+s");
  CHECK(lab::testing::wait_until([&] { return fs::exists(dir / "picked.collision-state.json"); }, 20));
  const std::string args = lab::testing::read_text(dir / "zenity.args");
  CHECK(args.find("--save\n") != std::string::npos);
  CHECK(args.find("--filename=" + (dir / "Documents" / "Collision Lab" / "polygon-point-").string()) !=
        std::string::npos);
  CHECK(saved_p(dir / "picked.collision-state.json") == lab::Vec2{1.5, -0.5});

  // 2. No chooser left: Ctrl+O opens the in-app dialog. A file that is not there is an error in
  //    the dialog; "r" typed next goes into its field, not to the scene's Reset. Esc closes it.
  fs::remove(bin / "zenity");
  key("ctrl+o");
  CHECK(lab::testing::wait_until(
      [&] {
    return lab::testing::read_text(log).find(
               "zenity: not installed; kdialog: not installed); the window's own dialog is used") != std::string::npos;
      },
      20));
  look();
  type("nothere");
  key("Return");
  look();
  type("rrr");
  key("Escape");
  look();

  // 3. Ctrl+S again: the in-app dialog, its name selected; "st2" replaces the name only.
  key("ctrl+s");
  look();
  type("st2");
  key("Return");
  const fs::path st2 = dir / "Documents" / "Collision Lab" / "st2.collision-state.json";
  CHECK(lab::testing::wait_until([&] { return fs::exists(st2); }, 20));
  key("ctrl+q");
  const auto code = lab::testing::wait_exit(pid, 20);
  if (!code) lab::testing::end_process(pid);
  CHECK(code == 0);
  const std::string said = lab::testing::read_text(log);
  CHECK(said.find("no desktop file chooser (portal: ") != std::string::npos);
  CHECK(said.find("no desktop file chooser") == said.rfind("no desktop file chooser"));  // once
  CHECK(saved_p(st2) == lab::Vec2{1.5, -0.5});
  CHECK(saved_p(config / "last-state.json") == lab::Vec2{1.5, -0.5});  // "r" never reset the scene
  // Nothing made by a typo: the documents folder holds the one file saved there.
  int files = 0;
  for ([[maybe_unused]] const auto& f : fs::recursive_directory_iterator(dir / "Documents")) ++files;
  CHECK(files == 2);  // "Collision Lab" and st2.collision-state.json
  std::error_code ec;
  fs::remove_all(dir, ec);
}

}  // namespace test_real_window_files
