// Issues 16 and 15: far, huge and tiny states never hang, crash or lie. Every scene of the book, in
// each of its modes, with its shapes moved by 1e9, 1e30 and 9e49, scaled by 1e12 and by 1e-40, one
// shape far off and the rest in place, one shape shrunk to a point, and its circles grown round
// the view or with their rims across it, is drawn as the window draws it (the shell's frames:
// figure, grid, caption and panel through the real ImGuiCanvas, headless) both fitted and seen
// from the start view at the origin, and as the SVG picture of the same view. Checked: the work is
// bounded (no draw list reaches ImGui's 65,536-vertex limit, whose assertion runs at Render), every
// vertex and every SVG coordinate is a finite number near the view, and every comparison the
// caption prints between two numbers holds for the numbers as printed.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cmath>
#include <functional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "window/imgui_canvas.hpp"
#include "scenes/registry.hpp"
#include "shell/shell.hpp"
#include "window/svg_screenshot.hpp"

namespace test_far_states {

using lab::SceneState;
using lab::Shape;
using lab::ShapeKind;
using lab::Vec2;

struct Move {
  std::string name;
  std::function<void(SceneState&)> apply;
};

void move_shape(Shape& shape, double scale, Vec2 shift) {
  for (auto& p : shape.points) p = p * scale + shift;
  shape.radius *= scale;
}

std::function<void(SceneState&)> every_shape(double scale, Vec2 shift) {
  return [=](SceneState& state) {
    for (auto& shape : state.shapes) move_shape(shape, scale, shift);
  };
}

std::function<void(SceneState&)> every_circle(double radius, double drop) {
  return [=](SceneState& state) {
    for (auto& shape : state.shapes)
      if (shape.kind == ShapeKind::Circle) {
        shape.points[0].y -= drop;
        shape.radius = radius;
      }
  };
}

const std::vector<Move>& moves() {
  static const std::vector<Move> all{
      {"moved by (1e9, −1e9)", every_shape(1, {1e9, -1e9})},
      {"moved by (−1e30, 1e30)", every_shape(1, {-1e30, 1e30})},
      {"moved by (9e49, −9e49)", every_shape(1, {9e49, -9e49})},
      {"scaled by 1e12", every_shape(1e12, {0, 0})},
      {"scaled by 1e-40", every_shape(1e-40, {0, 0})},
      {"first shape at (1e9, 1e9), the rest in place",
       [](SceneState& s) {
    move_shape(s.shapes.front(), 1, {1e9, 1e9});
       }},
      {"last shape at (−1e30, 0), the rest in place",
       [](SceneState& s) {
    move_shape(s.shapes.back(), 1, {-1e30, 0});
       }},
      {"first shape shrunk to its first point",
       [](SceneState& s) {
    auto& points = s.shapes.front().points;
    for (auto& p : points) p = points.front();
       }},
      {"every circle of radius 1e12 round the view", every_circle(1e12, 0)},
      {"every circle of radius 1e12, its rim across the view", every_circle(1e12, 1e12)},
      };
  return all;
}

// The scene's start state, then one preset of each other mode it has.
std::vector<SceneState> states_of(const lab::Scene& scene) {
  std::vector<SceneState> out{scene.state()};
  std::set<double> modes{scene.state().option("mode")};
  for (const auto& preset : scene.presets())
    if (modes.insert(preset.state.option("mode")).second) out.push_back(preset.state);
  return out;
}

// Vertices of the frame just rendered that are not finite or lie far from the 1280 × 800 screen.
int stray_vertices() {
  const ImDrawData* data = ImGui::GetDrawData();
  REQUIRE(data);
  int stray = 0;
  for (int i = 0; i < data->CmdListsCount; ++i) {
    const ImDrawList* list = data->CmdLists[i];
    CHECK(list->VtxBuffer.Size < 65536);  // one run of 16-bit indices: bounded work
    for (const ImDrawVert& v : list->VtxBuffer)
      stray +=
          !(std::isfinite(v.pos.x) && std::isfinite(v.pos.y) && std::abs(v.pos.x) < 1e5 && std::abs(v.pos.y) < 1e5);
  }
  return stray;
}

double printed(std::string text) {
  for (std::size_t at; (at = text.find("\u2212")) != std::string::npos;) text.replace(at, 3, "-");
  return std::stod(text);
}

// Each "X < Y", "X > Y", "X ≤ Y" or "X ≥ Y" between two printed numbers, false as printed.
std::vector<std::string> false_comparisons(const std::string& caption) {
  static const std::string number = "((?:\u2212)?[0-9]+(?:\\.[0-9]+)?(?:e(?:\u2212|\\+)?[0-9]+)?)";
  static const std::regex pattern("(?:^|[ (])" + number + " (<|>|\u2264|\u2265) " + number + "(?![0-9.e])");
  std::vector<std::string> out;
  for (std::sregex_iterator it(caption.begin(), caption.end(), pattern), end; it != end; ++it) {
    const double x = printed((*it)[1]), y = printed((*it)[3]);
    const std::string rel = (*it)[2];
    const bool holds = rel == "<" ? x < y : rel == ">" ? x > y : rel == "\u2264" ? x <= y : x >= y;
    if (!holds) out.push_back(it->str());
  }
  return out;
}

// SVG coordinates (positions, sizes, points) that are not numbers within 2·10⁶ of the picture.
int stray_svg_numbers(const std::string& svg) {
  static const std::regex attribute(" (?:x|y|x1|y1|x2|y2|cx|cy|r|points|stroke-width|stroke-dashoffset)=\"([^\"]*)\"");
  static const std::regex number("[-0-9.e+]+");
  int stray = 0;
  for (std::sregex_iterator it(svg.begin(), svg.end(), attribute), end; it != end; ++it) {
    const std::string value = (*it)[1];
    for (std::sregex_iterator n(value.begin(), value.end(), number); n != end; ++n) {
      const double v = std::stod(n->str());
      stray += !(std::isfinite(v) && std::abs(v) <= 2e6);
    }
  }
  return stray;
}

// The shell's frames, then the checks: vertices, caption, the SVG picture of the same view.
void draw_and_check(const lab::testing::AppScreen& screen, lab::Shell& shell, int frames) {
  screen.frames(shell, frames);
  CHECK(stray_vertices() == 0);
  const std::string caption = shell.scene().caption();
  CAPTURE(caption);
  CHECK(false_comparisons(caption).empty());
  CHECK(caption.find("NaN") == std::string::npos);
  const std::string svg = lab::shell_figure_svg(shell, screen.fonts);
  CHECK(svg.size() < 4'000'000);
  CHECK(stray_svg_numbers(svg) == 0);
}

TEST_CASE("false_comparisons reads a caption's comparisons as printed") {
  CHECK(false_comparisons("P projects past B (t = 1.23 > 1) → clamped to B").empty());
  CHECK(false_comparisons("|CP|² = 8e\u2212100 > r² = 1e\u2212100 → outside").empty());  // not number against number
  CHECK(false_comparisons("P projects before A (t = 0 < 0) → clamped to A") == std::vector<std::string>{" 0 < 0"});
  CHECK(false_comparisons("so 2 \u2264 1.5 here").size() == 1);
  CHECK(false_comparisons("e4 < 3").empty());  // an edge's name is no number
}

TEST_CASE("every scene at extreme scales: far, huge, tiny and degenerate states draw bounded, finite and true" *
          doctest::test_suite("slow")) {
  const lab::testing::AppScreen screen({.style = true});
  for (const auto& entry : lab::scene_list()) {
    lab::Shell shell(lab::testing::scene_index(std::string(entry.id)));
    shell.interactive = false;
    for (const SceneState& start : states_of(shell.scene()))
      for (const Move& move : moves()) {
        CAPTURE(entry.id);
        CAPTURE(move.name);
        CAPTURE(start.option("mode"));
        SceneState state = start;
        move.apply(state);
        shell.set_state(state);
        draw_and_check(screen, shell, 2);  // fitted to the shapes, as the window opens on them
        shell.camera().center = {0, 0};
        shell.camera().scale = 40;
        draw_and_check(screen, shell, 1);  // the start view, the shapes far off or round it
        CHECK(shell.camera().scale == 40);
      }
  }
}

// Vertices the draw list gained while `draw` ran.
template <class Draw>
int vertices_of(ImDrawList& list, Draw&& draw) {
  const int before = list.VtxBuffer.Size;
  draw();
  return list.VtxBuffer.Size - before;
}

// A new frame with an 800 × 600 window "figure" begun at the origin: its draw list, for a canvas.
ImDrawList& begin_figure_window() {
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({800, 600});
  ImGui::Begin("figure");
  return *ImGui::GetWindowDrawList();
}

TEST_CASE(
    "ImGuiCanvas: a 20,000-vertex outline and fill, a dashed line and rims 10^12 long fit ImGui's 16-bit index runs") {
  // An 800 × 600 view at 40 pixels a unit, centred on the origin: (0, 0) is pixel (400, 300).
  const lab::testing::AppScreen screen;
  screen.io().BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;  // as the OpenGL backend does
  lab::Camera camera;
  camera.size = {800, 600};
  ImDrawList& list = begin_figure_window();
  lab::ImGuiCanvas canvas(list, camera, 1, {});
  // Radius 5 units, 200 pixels; the outline a zigzag 4 pixels deep, so each corner is seen
  // (seen_corners.hpp: a round 20,000-gon is drawn through under a hundred of its corners).
  std::vector<Vec2> ring, zigzag;
  for (int i = 0; i < 20000; ++i) {
    const Vec2 u{std::cos(2 * M_PI * i / 20000), std::sin(2 * M_PI * i / 20000)};
    ring.push_back(5.0 * u);
    zigzag.push_back((i % 2 ? 4.9 : 5.0) * u);
  }
  const int outline = vertices_of(list, [&] { canvas.polygon(zigzag, lab::palette::shape_a); });
  const int fill = vertices_of(list, [&] { canvas.fill_polygon(ring, lab::palette::shape_a.with_alpha(40)); });
  // Before: 2·10⁶ pixels of dashes (the ends clamped to ±10⁶), 133,000 dashes. Now the 928 pixels
  // of the view and its margins: 62 or 63 dashes.
  const int dashes = vertices_of(list, [&] { canvas.dashed_segment({-1e12, 1}, {1e12, 1}, lab::palette::deciding); });
  // A rim whose top is at y = 2 units (pixel row 220), and a disc whose bottom is at y = 0 (row 300).
  const int rim_from = list.VtxBuffer.Size;
  const int rim = vertices_of(list, [&] { canvas.circle({0, -1e12}, 1e12 + 2, lab::palette::shape_b); });
  const int disc_from = list.VtxBuffer.Size;
  const int disc = vertices_of(list, [&] {
    canvas.fill_circle({0, 1e12}, 1e12, lab::palette::shape_b.with_alpha(40));
  });
  ImGui::End();
  ImGui::Render();

  CHECK(outline >= 20000);
  CHECK(fill > 0);
  CHECK(fill <= 2 * 320);  // the round fill's seen corners: a chord spans 64 of them at most (313)
  CHECK(dashes <= 63 * 8);
  CHECK(rim > 0);
  CHECK(rim < 200);
  CHECK(disc > 0);
  CHECK(disc < 200);
  for (int i = rim_from; i < rim_from + rim; ++i)
    CHECK(std::abs(list.VtxBuffer[i].pos.y - 220) <= 2.5);  // half its 2-pixel width, and the anti-aliased fringe
  for (int i = disc_from; i < disc_from + disc; ++i) CHECK(list.VtxBuffer[i].pos.y <= 301);
  // Every command's indices stay inside one run of 65,536 vertices from its offset.
  int beyond = 0;
  for (const ImDrawCmd& cmd : list.CmdBuffer)
    for (unsigned k = 0; k < cmd.ElemCount; ++k) {
      const unsigned idx = list.IdxBuffer[static_cast<int>(cmd.IdxOffset + k)];
      beyond += cmd.VtxOffset + idx >= static_cast<unsigned>(list.VtxBuffer.Size);
    }
  CHECK(beyond == 0);
  CHECK(list.CmdBuffer.Size >= 2);  // the 100,000 or so vertices needed more than one run
}

TEST_CASE("ImGuiCanvas: a dot, a ring and a vertex's dot have the fewest sides within a quarter pixel of round") {
  // 40 pixels a unit: a dot of radius 6.5 pixels (a doubled vertex's paper) and its 4.5-pixel ring.
  // A side of n leaves the rim by r (1 − cos(π/n)): 6.5 pixels need 12 (0.22; 11 leave it by 0.26),
  // 4.5 pixels 10 (0.22; 9, 0.27). Each side is two vertices in the anti-aliased fill (inner and
  // outer fringe). Before: 24 sides, then 12 at least.
  const lab::testing::AppScreen screen;
  lab::Camera camera;
  camera.size = {800, 600};
  ImDrawList& list = begin_figure_window();
  lab::ImGuiCanvas canvas(list, camera, 1, {});
  const int from = list.VtxBuffer.Size;
  const int disc = vertices_of(list, [&] { canvas.fill_circle({1, 1}, 6.5 / 40, lab::palette::background); });
  const int ring = vertices_of(list, [&] { canvas.circle({1, 1}, 4.5 / 40, lab::palette::shape_b, 2); });
  // A vertex's dot (Canvas::point, 4 pixels): its paper disc of 5.5 pixels, 11 sides (0.22; 10
  // leave it by 0.27), and the dot, 9 (0.24; 8, 0.30). ImGui's own count gave both 12.
  const int dot = vertices_of(list, [&] { canvas.point({3, 3}, lab::palette::shape_a, 4); });
  // Vertices a 2-pixel closed outline takes a point (ImGui's own choice: 2 with its line texture, else 4).
  const std::vector<Vec2> square{{-1, -1}, {-2, -1}, {-2, -2}, {-1, -2}};
  const int per_point = vertices_of(list, [&] { canvas.polygon(square, lab::palette::shape_a, 2); }) / 4;
  ImGui::End();
  ImGui::Render();
  CHECK(disc == 2 * 12);
  CHECK(ring == per_point * 10);
  CHECK(dot == 2 * 11 + 2 * 9);
  const ImVec2 c{440, 260};  // (1, 1) from the view's middle (400, 300), y up
  for (int i = from; i < from + disc; ++i) {
    const ImVec2 p = list.VtxBuffer[i].pos;
    CHECK(std::abs(std::hypot(p.x - c.x, p.y - c.y) - 6.5) <= 0.5 + 0.25);  // the fringe is ±0.5
  }
}

}  // namespace test_far_states
