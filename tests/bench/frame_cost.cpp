// Frame cost per scene (issue 15, item 7): the CPU time of one frame as the window spends it
// while a shape is dragged — the scene's last shape moved a little, update() (the traced test),
// draw() through the canvases every figure is drawn through (figure_chain.hpp: the roles' second
// channels, the cards under labels on a tint) onto one that discards its calls, the caption, and the panel in an ImGui
// context with no window (a fake display size, a built font atlas) — at the scene's start
// position and with each polygon replaced by a 2,000-vertex one of the same size (a star in the
// concave chapter). Prints a table (the README's) after the runs.
//
//   make bench        (builds the release preset and runs this after collide_bench)
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

#include "big_shapes.hpp"
#include "headless_imgui.hpp"
#include "scenes/figure_chain.hpp"
#include "scenes/registry.hpp"

namespace {

using namespace lab;

/// A canvas that draws nothing: the view the app would show for the scene (its frame, or its
/// shapes' bounds, fitted into the figure's part of a 1280×800 window).
class NullCanvas : public Canvas {
 public:
  explicit NullCanvas(const Scene& scene) { fit(scene.frame().value_or(bounds(scene.state()))); }
  void polygon(std::span<const Vec2>, Color, float) override { ++calls; }
  void fill_polygon(std::span<const Vec2>, Color) override { ++calls; }
  void segment(Vec2, Vec2, Color, float) override { ++calls; }
  void dashed_segment(Vec2, Vec2, Color, float) override { ++calls; }
  void line(Vec2, Vec2, Color, float, bool) override { ++calls; }
  void arrow(Vec2, Vec2, Color, float) override { ++calls; }
  void point(Vec2, Color, float) override { ++calls; }
  void circle(Vec2, double, Color, float) override { ++calls; }
  void fill_circle(Vec2, double, Color) override { ++calls; }
  void label(Vec2, std::string_view, Color, TextSize, Vec2) override { ++calls; }
  void interval(Vec2, Vec2, double, double, Color, float, float) override { ++calls; }
  collide::Rect view() const override { return view_; }
  double pixel() const override { return pixel_; }
  std::size_t calls = 0;

 private:
  static collide::Rect bounds(const SceneState& state) {
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    for (const auto& s : state.shapes)
      for (Vec2 p : s.points) {
        const double r = s.kind == ShapeKind::Circle ? s.radius : 0;
        lo = {std::min(lo.x, p.x - r), std::min(lo.y, p.y - r)};
        hi = {std::max(hi.x, p.x + r), std::max(hi.y, p.y + r)};
      }
    if (!(lo.x <= hi.x)) return {-5, -5, 10, 10};
    return {lo.x, lo.y, std::max(hi.x - lo.x, 2.0), std::max(hi.y - lo.y, 2.0)};
  }
  void fit(const collide::Rect& world) {
    const double w = 820, h = 700, margin = 50;  // the figure's pixels in the default window
    const double scale = std::min((w - 2 * margin) / world.w, (h - 2 * margin) / world.h);
    pixel_ = 1 / scale;
    const Vec2 mid{world.x + world.w / 2, world.y + world.h / 2};
    view_ = {mid.x - w / 2 * pixel_, mid.y - h / 2 * pixel_, w * pixel_, h * pixel_};
  }
  collide::Rect view_{};
  double pixel_ = 1;
};

// A drag step: the scene's last shape (the point, the square, B: what a learner moves) a
// thousandth further, back and forth, so update() runs on a state that changed.
void nudge(Scene& scene, bool forth) {
  auto& shapes = scene.state().shapes;
  if (shapes.empty()) return;
  for (Vec2& p : shapes.back().points) p.x += forth ? 1e-3 : -1e-3;
}

void one_frame(Scene& scene) {
  NullCanvas canvas(scene);
  draw_figure(scene, canvas);
  benchmark::DoNotOptimize(scene.caption());
  ImGui::NewFrame();
  ImGui::SetNextWindowSize({420, 760});
  ImGui::Begin("panel");
  scene.panel();
  ImGui::End();
  ImGui::Render();
  benchmark::DoNotOptimize(canvas.calls);
}

std::unique_ptr<Scene> scene_for(const std::string& id, bool big) {
  auto scene = make_scene(id);
  SceneState state = scene->presets().front().state;
  if (big) state = testing::with_big_polygons(state, 2000, testing::takes_concave_polygons(*scene));
  scene->set_state(state);
  return scene;
}

// One frame while dragging: the move, update() (the traced test), then the frame drawn.
void frame(benchmark::State& bench, std::string id, bool big) {
  HeadlessImGui imgui;
  auto scene = scene_for(id, big);
  bool forth = true;
  for (auto _ : bench) {
    nudge(*scene, forth = !forth);
    scene->update();
    one_frame(*scene);
  }
}

// The same move and update() alone: how much of the frame the core's traced test takes.
void update_only(benchmark::State& bench, std::string id, bool big) {
  auto scene = scene_for(id, big);
  bool forth = true;
  for (auto _ : bench) {
    nudge(*scene, forth = !forth);
    scene->update();
  }
}

/// Microseconds per frame by scene, start and big, from the runs (the median when repeated).
class TableReporter : public benchmark::ConsoleReporter {
 public:
  struct Row {
    double start = -1, big = -1, big_update = -1;  // µs; −1: not run
  };
  std::map<std::string, Row> us;
  std::vector<std::string> order;

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "median") continue;
      // "frame/<id>/start", "frame/<id>/2000", "update/<id>/2000"
      const std::string name = run.run_name.function_name;
      const auto a = name.find('/'), b = name.rfind('/');
      const std::string id = name.substr(a + 1, b - a - 1);
      const double t = run.GetAdjustedCPUTime() * 1e6 / benchmark::GetTimeUnitMultiplier(run.time_unit);
      if (!us.count(id)) order.push_back(id);
      Row& row = us[id];
      (name.rfind("update", 0) == 0 ? row.big_update : name.substr(b + 1) == "start" ? row.start : row.big) = t;
    }
  }
  void table() const {
    std::printf(
        "\n| scene | start (ms) | 2,000-vertex polygon (ms) | of which update() (ms) |\n"
        "|---|---:|---:|---:|\n");
    for (const auto& id : order) {
      const Row& r = us.at(id);
      if (r.big < 0)
        std::printf("| %s | %.3f | (no polygon) | |\n", id.c_str(), r.start / 1000);
      else
        std::printf("| %s | %.3f | %.2f | %.2f |\n", id.c_str(), r.start / 1000, r.big / 1000, r.big_update / 1000);
    }
  }
};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  for (const auto& make : all_scenes()) {
    const auto scene = make();
    const std::string id(scene->info().id);
    benchmark::RegisterBenchmark(("frame/" + id + "/start").c_str(), frame, id, false)->Unit(benchmark::kMicrosecond);
    if (!testing::has_polygon(scene->presets().front().state)) continue;
    benchmark::RegisterBenchmark(("frame/" + id + "/2000").c_str(), frame, id, true)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("update/" + id + "/2000").c_str(), update_only, id, true)
        ->Unit(benchmark::kMicrosecond);
  }
  TableReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.table();
  benchmark::Shutdown();
  return 0;
}
