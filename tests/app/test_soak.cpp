// The soak: every scene driven through the app's own input path for 8,000 random events in all
// — the mouse as ImGui sees it (position, buttons, wheel, Shift; what the window's SDL events
// become), a whole frame of the shell for each, and the keys' commands — drags of every handle,
// vertices added (double-click) and removed (right-click, Delete), option toggles, start
// positions, zoom, pan, fit, reset and scene switches. After every event the scene's verdict
// must be the plain fast answer for the shapes it shows (verdict_audit.hpp), and under the
// sanitizer build nothing may crash or be reported. A failure names the scene, the event and
// the state, to open with --state.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <cstdlib>
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "window/fonts.hpp"
#include "scenes/handles.hpp"
#include "shell/shell.hpp"
#include "formats/state_json.hpp"
#include "verdict_audit.hpp"

namespace test_soak {

using namespace lab;

namespace {

// At least 8,000 events in all, shared equally between the scenes (about 55 s in the dev build: with
// 29 scenes, 20,000 took 137 s, more than the 10-minute make test can spare).
// LAB_SOAK_EVENTS=N gives each scene N instead, for a quick look.
constexpr int kEvents = 8000;

// One soak: an ImGui context with the app's fonts, the shell, and the mouse as the window
// would leave it in ImGui's io.
struct Soak {
  std::mt19937 rng{20261203};
  ImGuiIO* io = nullptr;
  Fonts fonts;
  std::unique_ptr<Shell> shell;
  int events = 0, checked = 0;
  std::string last_scene;
  SceneState last_state;
  std::string first_problem;

  Soak() {
    ImGui::CreateContext();
    io = &ImGui::GetIO();
    io->IniFilename = nullptr;
    io->DisplaySize = {1280, 800};
    io->MousePos = {-FLT_MAX, -FLT_MAX};
    std::string warning;
    fonts = build_fonts(*io, 1, warning);
    shell = std::make_unique<Shell>(0);
  }
  ~Soak() { ImGui::DestroyContext(); }
  Soak(const Soak&) = delete;
  Soak& operator=(const Soak&) = delete;

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }
  double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }

  // One event's frame, then the check.
  void frame(const char* what) {
    io->DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    shell->frame(fonts, 1);
    ImGui::Render();
    io->MouseWheel = 0;
    check(what);
  }
  // A scene is a pure function of its state: the verdict is checked again whenever the scene or
  // its state changed (the same state gives the same verdict, which was checked already).
  void check(const char* what) {
    ++events;
    if (!first_problem.empty() || !changed()) return;
    ++checked;
    const auto problems = testing::verdict_problems(shell->scene());
    if (problems.empty()) return;
    first_problem = std::string(shell->scene().info().id) + ", event " + std::to_string(events) + " (" + what +
                    "): " + problems.front() +
                    "\n  state: " + state_to_json(shell->scene().state(), std::string(shell->scene().info().id)).dump();
  }
  bool changed() {
    const std::string id(shell->scene().info().id);
    const SceneState& now = shell->scene().state();
    const bool same =
        id == last_scene && now.options == last_state.options && now.shapes.size() == last_state.shapes.size() &&
        std::equal(now.shapes.begin(), now.shapes.end(), last_state.shapes.begin(),
                   [](const Shape& a, const Shape& b) { return a.points == b.points && a.radius == b.radius; });
    last_scene = id, last_state = now;
    return !same;
  }
  void mouse_at(Vec2 screen) { io->MousePos = {static_cast<float>(screen.x), static_cast<float>(screen.y)}; }

  // A random point of a random shape (a vertex, a circle's centre or rim, a line's point), on screen.
  std::optional<Vec2> some_handle_point() {
    const auto& shapes = shell->scene().state().shapes;
    if (shapes.empty()) return std::nullopt;
    const Shape& shape = shapes[static_cast<std::size_t>(pick(static_cast<int>(shapes.size())))];
    const auto points = handle_points(shape);
    if (points.empty()) return std::nullopt;
    return shell->camera().to_screen(points[static_cast<std::size_t>(pick(static_cast<int>(points.size())))]);
  }
  // The middle of a random edge of an editable polygon, on screen.
  std::optional<Vec2> some_edge_middle() {
    std::vector<const Shape*> editable;
    for (const Shape& s : shell->scene().state().shapes)
      if (s.editable && s.points.size() >= 2) editable.push_back(&s);
    if (editable.empty()) return std::nullopt;
    const Shape& s = *editable[static_cast<std::size_t>(pick(static_cast<int>(editable.size())))];
    const std::size_t i = static_cast<std::size_t>(pick(static_cast<int>(s.points.size())));
    return shell->camera().to_screen((s.points[i] + s.points[(i + 1) % s.points.size()]) * 0.5);
  }

  void drag() {
    const auto from = some_handle_point();
    if (!from) return;
    io->KeyShift = pick(4) == 0;
    mouse_at(*from);
    frame("hover a handle");
    io->MouseDown[0] = true;
    frame("press on a handle");
    Vec2 at = *from;
    for (int k = pick(4); k >= 0; --k) {
      at += Vec2{real(-120, 120), real(-120, 120)};
      mouse_at(at);
      frame("drag");
    }
    io->MouseDown[0] = false;
    frame("release");
    io->KeyShift = false;
  }
  void click(int button, Vec2 at, const char* what) {
    mouse_at(at);
    io->MouseDown[button] = true;
    frame(what);
    io->MouseDown[button] = false;
    frame(what);
  }
  void add_vertex() {
    const auto at = some_edge_middle();
    if (!at) return;
    click(0, *at, "first click of a double-click on an edge");
    click(0, *at, "double-click on an edge");
  }
  void remove_vertex() {
    const auto at = some_handle_point();
    if (!at) return;
    if (pick(2)) return click(1, *at, "right-click on a vertex");
    mouse_at(*at);
    frame("hover a vertex");
    shell->command(pick(2) ? Command::DeleteVertex : Command::StepBackOrDeleteVertex);
    frame("Delete on the hovered vertex");
  }
  // An option as the panel changes it: a toggle flipped, a step moved by one.
  void option() {
    auto& options = shell->scene().state().options;
    if (options.empty()) return;
    auto it = options.begin();
    std::advance(it, pick(static_cast<int>(options.size())));
    it->second = it->second == 0 ? 1 : it->second == 1 && pick(2) ? 0 : std::max(0.0, it->second + (pick(2) ? 1 : -1));
    shell->scene().update();
    frame("option changed");
  }
  void preset() {
    const auto presets = shell->scene().presets();
    shell->set_state(presets[static_cast<std::size_t>(pick(static_cast<int>(presets.size())))].state);
    frame("start position chosen");
  }
  void wheel() {
    mouse_at({real(300, 900), real(100, 700)});
    io->MouseWheel = static_cast<float>(pick(2) ? 1 : -1) * static_cast<float>(pick(3) + 1);
    frame("wheel zoom");
  }
  void pan_with_right_button() {
    Vec2 at{real(300, 900), real(100, 700)};
    mouse_at(at);
    io->MouseDown[1] = true;
    frame("right press");
    for (int k = 0; k < 3; ++k) {
      at += Vec2{real(-60, 60), real(-60, 60)};
      mouse_at(at);
      frame("right drag (pan)");
    }
    io->MouseDown[1] = false;
    frame("right release");
  }
  void key() {
    static const Command keys[] = {Command::PanLeft,
                                   Command::PanRight,
                                   Command::PanUp,
                                   Command::PanDown,
                                   Command::ZoomIn,
                                   Command::ZoomOut,
                                   Command::Fit,
                                   Command::Reset,
                                   Command::ToggleSnap,
                                   Command::ToggleHelp,
                                   Command::CloseHelp,
                                   Command::FocusNextHandle,
                                   Command::FocusPreviousHandle,
                                   Command::AddVertex,
                                   Command::DeleteVertex};
    if (shell->focused_handle() && pick(2)) {  // an arrow key on the focused handle, held a few repeats
      const int dx = pick(3) - 1, dy = pick(3) - 1;
      for (int k = pick(4); k >= 0; --k) shell->nudge(dx, dy, static_cast<lab::NudgeSize>(pick(3)));
      shell->end_nudge();
      frame("nudge");
      return;
    }
    shell->command(keys[pick(static_cast<int>(std::size(keys)))]);
    frame("key");
  }

  void event() {
    const int roll = pick(100);
    if (roll < 40) return drag();
    if (roll < 50) return add_vertex();
    if (roll < 60) return remove_vertex();
    if (roll < 68) return option();
    if (roll < 73) return preset();
    if (roll < 80) return wheel();
    if (roll < 84) return pan_with_right_button();
    if (roll < 98) return key();
    shell->command(pick(2) ? Command::NextScene : Command::PreviousScene);
    frame("scene switch");
  }
};

}  // namespace

TEST_CASE(
    "soak audit: every scene, 8,000 random events in all through the shell's input path, every verdict the fast "
    "path's" *
    doctest::test_suite("soak")) {
  Soak soak;
  const int scenes = static_cast<int>(scene_list().size());
  const char* asked = std::getenv("LAB_SOAK_EVENTS");
  const int per_scene = asked ? std::atoi(asked) : (kEvents + scenes - 1) / scenes;
  for (int s = 0; s < scenes; ++s) {
    soak.shell->open(s);
    soak.frame("scene opened");
    const int until = soak.events + per_scene;
    while (soak.events < until) soak.event();
  }
  INFO(soak.first_problem);
  CHECK(soak.first_problem.empty());
  if (!asked) CHECK(soak.events >= kEvents);
  MESSAGE(soak.events << " events, " << soak.checked << " of them changed the state and were checked");
}

}  // namespace test_soak
