// The app in a real window on an X screen with a window manager (Xvfb and openbox), driven by
// xdotool as a user's pointer and keys would, and judged by the files it saves on Ctrl+Q:
// settings.json (last scene, window size) and last-state.json (the shapes as they were left).
//
// "Polygon vs point" starts with the pentagon's vertex 0 at (0, 3) and P at (4, 2.6). The test
// grabs the vertex and drags it with absolute pointer moves (as VNC and tablets send), then P
// with relative ones; each must land where the pointer went: start + (dx, −dy) / pixels per unit.
// Relaunched, the window's title names the scene, and the menu bar changes it (issue 27); a
// scene list hidden stays hidden.
//
// Index of this file:
//   [SECTION] Helpers: the camera, the app in a real window, its saved files
//   [SECTION] The test cases
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <imgui.h>

#include <nlohmann/json.hpp>

#include <cfloat>
#include <cmath>
#include <vector>
#include <fstream>
#include <string>

#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "window/gl_window.hpp"
#include "scenes/registry.hpp"
#include "screenshot.hpp"
#include "shell/shell.hpp"
#include "formats/state_json.hpp"
#include "virtual_screen.hpp"

namespace test_real_window {

namespace {

using lab::testing::RealWindowPlace;
using lab::testing::VirtualScreen;
namespace fs = std::filesystem;

// The settings the app starts with: on "Polygon vs point", 1280×800, at UI scale 1.
constexpr const char* kPolygonPoint1280 =
    R"({"last_scene": "polygon-point", "width": 1280, "height": 800, "ui_scale": 1})";

using lab::testing::scene_index;

// [SECTION] Helpers: the camera, the app in a real window, its saved files

// The camera the app has in a window of this size: the same shell laid out headless, at scale
// 1 (a 96 dpi screen and UI scale 1). The layout's sizes come from the scale, not the glyphs:
// ImGui's built-in font stands in for DejaVu, which takes seconds to rasterise under ASan.
lab::Camera camera_for(int scene, float width, float height) {
  const lab::testing::AppScreen screen({.size = {width, height}, .font_path = "/no/such/font.ttf", .style = true});
  lab::Shell shell(scene);
  shell.interactive = false;
  screen.frames(shell, 3);
  return shell.camera();
}

// One run of the app on the screen: started, its window found and focused, ended by Ctrl+Q.
class App {
 public:
  App(const VirtualScreen& screen, const fs::path& dir) : screen_(screen), log_(dir / "app.log") {
    pid_ = lab::testing::spawn({lab::testing::lab_binary()},
                               {{"DISPLAY", screen.display()},
                                {"SDL_VIDEODRIVER", std::nullopt},
                                {"WAYLAND_DISPLAY", std::nullopt},
                                {"XDG_CONFIG_HOME", (dir / "config").string()},
                                {"XDG_DATA_HOME", (dir / "data").string()},
                                {"ASAN_OPTIONS", "detect_leaks=0"}},  // see run_lab: the GL driver's threads
                               log_);
    REQUIRE_MESSAGE(pid_ > 0, "cannot start " << lab::testing::lab_binary());
    // --sync waits for the window to be mapped; only this app's windows are on this screen. The
    // title ends with the app's name (before it, the scene and the file or lesson open).
    window_ = screen.find_window("Collision Lab$");
    if (window_.empty()) {
      lab::testing::end_process(pid_);
      FAIL("the window did not appear: " << lab::testing::read_text(log_));
    }
    screen.xdotool("windowactivate --sync " + window_);
  }
  ~App() { lab::testing::end_process(pid_); }  // only if a check failed half-way

  const std::string& window() const { return window_; }
  /// The window's inside, as xdotool sees it.
  std::pair<long, long> size() const {
    auto g = screen_.xdotool_shell("getwindowgeometry", window_);
    return {g["WIDTH"], g["HEIGHT"]};
  }
  /// The window's inside: where it is on the screen, as xdotool sees it.
  std::pair<long, long> position() const {
    auto g = screen_.xdotool_shell("getwindowgeometry", window_);
    return {g["X"], g["Y"]};
  }
  /// Ctrl+Q, and the exit code.
  int quit() {
    screen_.xdotool("key --clearmodifiers ctrl+q");
    const auto code = lab::testing::wait_exit(pid_, 20);
    INFO(lab::testing::read_text(log_));
    REQUIRE_MESSAGE(code, "Ctrl+Q did not end the app within 20 s");
    pid_ = -1;
    return *code;
  }

 private:
  const VirtualScreen& screen_;
  fs::path log_;
  pid_t pid_ = -1;
  std::string window_;
};

// The pointer on the root window.
std::pair<long, long> pointer(const VirtualScreen& screen) {
  auto p = screen.xdotool_shell("getmouselocation");
  return {p["X"], p["Y"]};
}

nlohmann::json read_json(const fs::path& file) {
  INFO(file.string());
  const auto j = nlohmann::json::parse(lab::testing::read_text(file), nullptr, false);
  REQUIRE_MESSAGE(j.is_object(), "not a JSON object: " << lab::testing::read_text(file));
  return j;
}

// Point `at` of shape `name` in a saved state file.
lab::Vec2 saved_point(const fs::path& file, const std::string& scene, const std::string& name, int at) {
  const auto j = read_json(file);
  REQUIRE(j.value("scene", "") == scene);
  const auto start = lab::make_scene(scene)->presets().front().state;
  return lab::apply_state_json(j, start, file.string()).shape(name).points.at(at);
}

// Where the menus' titles are in a window of this size: the same shell laid out headless with
// the app's own font (their widths are the glyphs').
std::vector<lab::Shell::MenuHeader> menu_headers_for(int scene, float width, float height) {
  const lab::testing::AppScreen layout({.size = {width, height}, .style = true});
  lab::Shell shell(scene);
  shell.interactive = false;
  layout.frames(shell, 2);
  return shell.menu_headers();
}

// Whether the window's title becomes "TITLE - Collision Lab" within 20 s: as window managers read
// it (_NET_WM_NAME, which xdotool's search reads), and as WM_NAME holds it (getwindowname).
bool titled(const VirtualScreen& screen, const std::string& window, const std::string& title) {
  const std::string full = title + " - Collision Lab";
  return lab::testing::wait_until(
      [&] {
    return screen.xdotool("search --name '^" + full + "$'").find(window) != std::string::npos &&
           screen.xdotool("getwindowname " + window) == full + "\n";
      },
      20);
}

}  // namespace

// [SECTION] The test cases

TEST_CASE(
    "a real window: absolute and relative drags, Page Down, the title, the menu bar, a resize, Ctrl+Q, then "
    "relaunched" *
    doctest::test_suite("screens")) {
  const RealWindowPlace place("real-window", kPolygonPoint1280);
  const fs::path &dir = place.dir, &config = place.config;
  const VirtualScreen& screen = place.screen;
  const int scene = scene_index("polygon-point");
  REQUIRE(scene >= 0);
  const std::string next = lab::scene_list().at(scene + 1).id;

  // 1. Drag the pentagon's vertex 0 with absolute moves, then P with relative ones; Ctrl+Q.
  lab::Vec2 vertex_moved{}, p_moved{};
  {
    App app(screen, dir);
    const auto [w, h] = app.size();
    const lab::Camera camera = camera_for(scene, static_cast<float>(w), static_cast<float>(h));
    const lab::Vec2 v = camera.to_screen({0, 3}), p = camera.to_screen({4, 2.6});
    const int vx = static_cast<int>(std::lround(v.x)), vy = static_cast<int>(std::lround(v.y));
    const std::string at = "mousemove --window " + app.window() + " ";
    screen.xdotool(at + std::to_string(vx) + " " + std::to_string(vy) + " mousedown 1 " + at + std::to_string(vx + 20) +
                   " " + std::to_string(vy + 15) + " " + at + std::to_string(vx + 40) + " " + std::to_string(vy + 30) +
                   " mouseup 1");
    vertex_moved = lab::Vec2{0, 3} + lab::Vec2{40, -30} / camera.scale;

    // Relative moves may be accelerated by the server: the pointer's own travel is the drag.
    screen.xdotool(at + std::to_string(std::lround(p.x)) + " " + std::to_string(std::lround(p.y)));
    const auto before = pointer(screen);
    screen.xdotool("mousedown 1 mousemove_relative -- -15 10 mousemove_relative -- -15 10 mouseup 1");
    const auto after = pointer(screen);
    INFO("pointer before the relative drag: " << before.first << ", " << before.second);
    CHECK(after != before);
    p_moved = lab::Vec2{4, 2.6} + lab::Vec2{after.first - before.first, before.second - after.second} / camera.scale;
    CHECK(app.quit() == 0);
  }
  const lab::Vec2 vertex = saved_point(config / "last-state.json", "polygon-point", "pentagon", 0);
  CHECK(vertex.x == doctest::Approx(vertex_moved.x).epsilon(1e-6));
  CHECK(vertex.y == doctest::Approx(vertex_moved.y).epsilon(1e-6));
  CHECK(saved_point(config / "last-state.json", "polygon-point", "pentagon", 1) == lab::Vec2{-2.9, 0.9});
  const lab::Vec2 p = saved_point(config / "last-state.json", "polygon-point", "P", 0);
  CHECK(p.x == doctest::Approx(p_moved.x).epsilon(1e-6));
  CHECK(p.y == doctest::Approx(p_moved.y).epsilon(1e-6));
  CHECK(read_json(config / "settings.json").value("last_scene", "") == "polygon-point");

  // 2. Relaunched: back on that scene, named in the title. Page Down to the next, then the menu
  // bar's Scene > Previous scene (its first item, just under the bar) and Page Down again: the
  // title follows each. Resize to 1000×700, Ctrl+Q.
  const auto headers = menu_headers_for(scene, 1280, 800);
  REQUIRE(headers.size() == 6);
  REQUIRE(headers[3].name == "Scene");
  {
    App app(screen, dir);
    const auto& scenes = lab::scene_list();
    CHECK(titled(screen, app.window(), scenes.at(scene).title));
    screen.xdotool("key --clearmodifiers Next");
    CHECK(titled(screen, app.window(), scenes.at(scene + 1).title));
    const auto& menu = headers[3];
    const std::string at = "mousemove --window " + app.window() + " ";
    const long x = std::lround((menu.min.x + menu.max.x) / 2), y = std::lround((menu.min.y + menu.max.y) / 2);
    screen.xdotool(at + std::to_string(x) + " " + std::to_string(y) + " click 1");
    screen.xdotool(at + std::to_string(x + 10) + " " + std::to_string(std::lround(menu.max.y + 14)) + " click 1");
    CHECK(titled(screen, app.window(), scenes.at(scene).title));
    screen.xdotool("key --clearmodifiers Next");
    CHECK(titled(screen, app.window(), scenes.at(scene + 1).title));
    screen.xdotool("windowsize " + app.window() + " 1000 700");
    CHECK(lab::testing::wait_until([&] { return app.size() == std::pair<long, long>{1000, 700}; }, 10));
    CHECK(app.quit() == 0);
  }
  auto settings = read_json(config / "settings.json");
  CHECK(settings.value("last_scene", "") == next);
  CHECK(settings.value("width", 0) == 1000);
  CHECK(settings.value("height", 0) == 700);
  CHECK(read_json(config / "last-state.json").value("scene", "") == next);

  CHECK(settings.value("scene_list", false));  // both panes shown, as they were
  CHECK(settings.value("panel", false));

  // 3. Relaunched: the window opens at the size it was left, on the scene it was left on, and
  // with the scene list hidden as the settings say (View > Scene list unticked): kept so again.
  settings["scene_list"] = false;
  std::ofstream(config / "settings.json") << settings.dump();
  {
    App app(screen, dir);
    CHECK(app.size() == std::pair<long, long>{1000, 700});
    CHECK(app.quit() == 0);
  }
  settings = read_json(config / "settings.json");
  CHECK(settings.value("last_scene", "") == next);
  CHECK(settings.value("width", 0) == 1000);
  CHECK_FALSE(settings.value("scene_list", true));
  CHECK(settings.value("panel", false));
  std::error_code ec;
  fs::remove_all(dir, ec);
}

TEST_CASE("a real window: settings files that are a FIFO, a folder or damaged mean defaults and one line each" *
          doctest::test_suite("screens")) {
  const RealWindowPlace place("real-window-files");
  const fs::path &dir = place.dir, &config = place.config;
  const VirtualScreen& screen = place.screen;
  fs::create_directories(config / "imgui.ini");                    // a folder: was allocation-size-too-big
  REQUIRE(::mkfifo((config / "recent.json").c_str(), 0600) == 0);  // a FIFO: every start hung
  std::ofstream(config / "settings.json") << "{ damaged";          // lost the kept scene
  std::ofstream(config / "last-state.json")
      << R"({"scene": "polygon-point", "shapes": {"P": {"points": [[1.5, -0.5]]}}})";
  {
    App app(screen, dir);
    CHECK(app.quit() == 0);
  }
  const std::string log = lab::testing::read_text(dir / "app.log");
  INFO(log);
  CHECK(log.find("collision-lab: settings.json: not valid JSON: ") != std::string::npos);
  CHECK(log.find("collision-lab: recent.json: this is a named pipe (FIFO), not a file; the Recent list starts "
                 "empty\n") != std::string::npos);
  CHECK(log.find("collision-lab: imgui.ini: this is a folder, not a file; the windows open where they first "
                 "appear\n") != std::string::npos);
  // The scene last-state.json kept opened again, with its shapes, and is kept again.
  CHECK(read_json(config / "settings.json").value("last_scene", "") == "polygon-point");
  CHECK(saved_point(config / "last-state.json", "polygon-point", "P", 0) == lab::Vec2{1.5, -0.5});
  CHECK(fs::is_directory(config / "imgui.ini"));  // what the user put there is left alone
  CHECK(fs::is_fifo(config / "recent.json"));

  // A file where the settings folder should be: nothing can be kept, and the app says so once.
  fs::remove_all(config);
  std::ofstream(config) << "a user's file";
  {
    App app(screen, dir);
    CHECK(app.quit() == 0);
  }
  const std::string log2 = lab::testing::read_text(dir / "app.log");
  INFO(log2);
  const std::string said = "collision-lab: settings can't be saved: " + config.string() + ": ";
  CHECK(log2.find(said) != std::string::npos);
  CHECK(log2.find(said) == log2.rfind(said));  // once, not again at exit
  CHECK(lab::testing::read_text(config) == "a user's file");
  std::error_code ec;
  fs::remove_all(dir, ec);
}

// The grade a reveal shows, read off the screen: the band above the caption at the figure's
// foot. A right prediction's line is written in the bluish green of "inside", any other in the
// text's near black. `strip` is the figure's bottom rows, caption and band (about 95 px at scale
// 1; the figure's own green, the ray and its key, ends 50 px above them at these steps).
struct Grade {
  int green = 0, figure_green = 0;  ///< green pixels in the strip; in the figure above it
};

Grade grade_shown(const VirtualScreen& screen, std::pair<long, long> window, const lab::Camera& canvas, int strip) {
  const lab::testing::Image shot = screen.grab();
  const int x0 = int(window.first + canvas.origin.x) + 8, x1 = int(window.first + canvas.origin.x + canvas.size.x) - 8;
  const int bottom = int(window.second + canvas.origin.y + canvas.size.y), top = bottom - strip;
  return {shot.count_near(lab::palette::inside, 24, x0, top, x1, bottom - 4),
          shot.count_near(lab::palette::inside, 24, x0, int(window.second + canvas.origin.y), x1, top - 40)};
}

// Issue 26 §3: one whole lesson with the keyboard alone. "Ray casting: is the point inside?" is
// opened from the scene list (Shift+F6 to the list, End to its last entry, New lesson…, then ↑ ↑ ↑
// past the other two lessons, Space) and stepped through with → and Space (Space reveals the
// answer a step hides, then goes on). Two steps are answered through predict's strip: step 2's
// count (F6 to the strip, → lights the count field, Enter edits it, 2, Enter, → → → to "that
// many", Space: 2 crossings) and step 4's verdict (F6, ← ← ← to "inside", Space), and the grade
// each reveal shows is read off the screen: "Right!" in green, which neither a wrong answer nor
// a reveal with no prediction ("No prediction. Answer: …", near black) writes. At the last
// step P, at (6.5, 1), is focused with Shift+Tab (the last handle) and nudged: Shift+← twice (a
// grid step each), ↑ three times (a tenth each), Ctrl+Z takes back the last ↑. Esc drops the focus,
// so ↑ pans and P stays. The files Ctrl+Q saves say where P and the lesson were left.
TEST_CASE("a real window: a whole lesson by keyboard alone, from the scene list to its last step" *
          doctest::test_suite("screens")) {
  const RealWindowPlace place("real-window-keys", kPolygonPoint1280);
  const fs::path &dir = place.dir, &config = place.config;
  const VirtualScreen& screen = place.screen;
  double step = 0;
  {
    App app(screen, dir);
    const auto [w, h] = app.size();
    lab::Camera canvas;
    {  // The grid at the last step, laid out headless as the window lays it out.
      const lab::testing::AppScreen twin(
          {.size = {float(w), float(h)}, .font_path = "/no/such/font.ttf", .style = true});
      lab::Shell shell(scene_index("point-in-polygon"));
      shell.interactive = false;
      shell.open_lesson(lab::bundled_lesson("ray-casting"), 7, "ray-casting");
      twin.frames(shell, 3);
      step = lab::grid_step(shell.camera().scale, 40);
      canvas = shell.camera();
    }
    CHECK(step == 1);  // grid lines a unit apart at 1280×800: a nudge is 0.1
    // Keys one at a time, each a press and a release, as a person types them.
    const auto keys = [&](const std::string& names, int ms = 60) {
      screen.xdotool("key --clearmodifiers --delay " + std::to_string(ms) + " " + names);
    };
    // ImGui moves its highlight a frame or two after each key (End scrolls first): slower here.
    keys("shift+F6 End Up Up Up space", 300);  // the scene list; New lesson…; three up: ray casting; open
    keys("F6");                                // the keyboard back to the figure
    const auto window = app.position();
    const int strip = 120;
    Grade shown;
    // Waits until a reveal shows the answer in the figure (green: the ray inside), then reads the
    // grade from the screen once more (a frame drawn whole).
    const auto revealed = [&] {
      const bool seen =
          lab::testing::wait_until([&] { return grade_shown(screen, window, canvas, strip).figure_green > 50; }, 20);
      shown = grade_shown(screen, window, canvas, strip);
      return seen;
    };
    keys("Right");             // step 2 asks a count
    const auto hidden = [&] {  // the answer hidden: no green in the figure
      return lab::testing::wait_until([&] { return grade_shown(screen, window, canvas, strip).figure_green == 0; }, 20);
    };
    CHECK(hidden());
    keys("F6 Right Return 2 Return", 80);  // the count field, edited: 2
    keys("Right Right Right space", 80);   // −, +, "that many": pressed
    REQUIRE(revealed());
    CHECK(shown.green > 100);  // "Prediction: 2. Answer: 2. Right!" in green
    keys("space Right");       // step 3; step 4 asks a verdict
    CHECK(hidden());
    keys("F6 Left Left Left space", 80);  // "inside": pressed
    REQUIRE(revealed());
    CHECK(shown.green > 100);   // "Prediction: inside. Answer: inside. Right!" in green
    keys("space");              // step 5
    keys("Right Right Right");  // steps 6, 7, 8
    keys("shift+Tab shift+Left shift+Left Up Up Up ctrl+z");
    keys("Escape Up Up");  // the focus dropped: the arrows pan
    CHECK(app.quit() == 0);
  }
  const auto settings = read_json(config / "settings.json");
  CHECK(settings.value("lesson", "") == "ray-casting");
  CHECK(settings.value("lesson_step", 0) == 8);
  const lab::Vec2 p = saved_point(config / "last-state.json", "point-in-polygon", "P", 0);
  CHECK(p.x == doctest::Approx(6.5 - 2 * step).epsilon(1e-12));
  CHECK(p.y == doctest::Approx(1 + 0.2 * step).epsilon(1e-12));
  std::error_code ec;
  fs::remove_all(dir, ec);
}

}  // namespace test_real_window
