// Issue 26: an edge's name ("e3") is placed by its text box, but what is drawn reaches further: a
// framed name (B's purple) has its frame 2 pixels out, B's outline is a double line 3.75 pixels
// either side of the edge, a vertex a dot of 4. Presenting at 1920×1080, the separating-axis
// lesson's step 8 drew the pentagon's vermillion "e4" against the triangle's top vertex and the
// triangle's framed "e0" against the pentagon's e3, and push-apart's framed "e1" and "e3" touched
// B's double outline. Here, read from what the app draws (through its RoleCanvas, so the double
// lines, rings and frames are there as drawn), at 1920×1080 and 800×600 presenting, in step 8
// and step 9 as they open and with the moving shape dragged, and in push-apart: every edge
// name's ink (its text box, and its frame where it has one) keeps two pixels of paper from every
// shape's stroke and vertex dot.
#include <doctest/doctest.h>

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "frame_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/lesson.hpp"
#include "scenes/role_canvas.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_edge_names_ink {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// Whether the label is an edge's name: "e" and a number.
bool edge_name(const DrawCall& c) {
  return c.kind == "label" && !c.legend && c.text.size() >= 2 && c.text[0] == 'e' &&
         c.text.find_first_not_of("0123456789", 1) == std::string::npos;
}

/// Whether the colour is a shape's (A's blue, B's purple) or the marked edge's vermillion.
bool shape_ink(Color c) {
  const Color o = c.with_alpha(255);
  return o == palette::shape_a || o == palette::shape_b || o == palette::deciding;
}

/// Distance from p to the segment ab.
double distance(Vec2 p, Vec2 a, Vec2 b) {
  return std::sqrt(collide::distance_squared(p, collide::closest_point_on_segment(p, a, b)));
}

/// Distance between the box and the segment ab (0 when they meet).
double distance(const figures::LabelBox& box, Vec2 a, Vec2 b) {
  const std::vector<std::vector<Vec2>> seg{{a, b}};
  if (figures::box_crosses(box, seg)) return 0;
  const Vec2 c[] = {{box.x0, box.y0}, {box.x1, box.y0}, {box.x1, box.y1}, {box.x0, box.y1}};
  double d = 1e300;
  for (int i = 0; i < 4; ++i) {
    d = std::min(d, distance(c[i], a, b));                                           // a corner of the box nearest
    for (const Vec2 p : {a, b}) d = std::min(d, distance(p, c[i], c[(i + 1) % 4]));  // or an end of ab
  }
  return d;
}

/// How close (pixels of paper) the name's ink comes to the shapes' strokes and dots as drawn.
double least_paper(const RecordingCanvas& canvas, const DrawCall& name) {
  const double px = canvas.pixel();
  figures::LabelBox ink = figures::label_box(canvas, name.points.at(0), name.offset, name.text, name.size);
  if (RoleCanvas::doubled(name.color)) {  // the frame: frame_pad out each side, a line frame_width wide
    const double x = (RoleCanvas::frame_pad + RoleCanvas::frame_width / 2) * px, y = RoleCanvas::frame_width / 2 * px;
    ink = {ink.x0 - x, ink.y0 - y, ink.x1 + x, ink.y1 + y};
  }
  double least = 1e300;
  for (const DrawCall& c : canvas.calls) {
    if (c.legend || !shape_ink(c.color)) continue;
    // Outlines and edges (not a label's 1-pixel frame, nor its 1.5-pixel underline).
    if ((c.kind == "polygon" || c.kind == "segment") && c.width >= 2) {
      const std::size_t n = c.points.size();
      for (std::size_t i = 0; i < (c.kind == "segment" ? 1 : n); ++i)
        least = std::min(least, distance(ink, c.points[i], c.points[(i + 1) % n]) / px - c.width / 2);
    } else if (c.kind == "point") {
      least = std::min(least, distance(ink, c.points[0], c.points[0]) / px - c.width);
    } else if (c.kind == "circle" && c.value < 8 * px) {  // a ring: B's vertex
      least = std::min(least, distance(ink, c.points[0], c.points[0]) / px - c.value / px - c.width / 2);
    }
  }
  return least;
}

/// `shape`'s points moved by `by`.
SceneState moved(SceneState state, const std::string& shape, Vec2 by) {
  for (Vec2& p : state.shape(shape).points) p += by;
  return state;
}

/// Every edge name in the frame keeps two pixels of paper from every stroke and dot; the number of
/// names checked.
int check_names(const RecordingCanvas& canvas) {
  int names = 0;
  for (const DrawCall& c : canvas.calls) {
    if (!edge_name(c)) continue;
    ++names;
    const double paper = least_paper(canvas, c);
    CAPTURE(c.text);
    CAPTURE(paper);
    CHECK(paper >= 2);
  }
  return names;
}

}  // namespace test_edge_names_ink

TEST_CASE("separating-axis steps 8 and 9, push-apart: each edge name's ink clear of every stroke and dot" *
          doctest::test_suite("screens")) {
  using namespace test_edge_names_ink;
  int frames = 0, names = 0;
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    CAPTURE(size.x);
    // The moves test_lesson_labels makes at these steps.
    for (const auto& step_shape : {std::pair{7, "triangle"}, {8, "rectangle"}})
      for (const Vec2 by : step_shape.first == 7 ? std::vector<Vec2>{{0, 0}, {0.15, 0}, {-0.1, 0.15}, {0.1, -0.15}}
                                                 : std::vector<Vec2>{{0, 0}, {-0.5, 0.5}, {0.3, -0.6}}) {
        Shell shell(0);
        shell.interactive = false;
        shell.set_presenting(true);
        shell.open_lesson(bundled_lesson("separating-axis"), step_shape.first, "separating-axis");
        shell.set_state(moved(shell.scene().state(), step_shape.second, by));
        screen.frames(shell);
        CAPTURE(step_shape.first + 1);
        CAPTURE(by.x);
        CAPTURE(by.y);
        ++frames;
        names += check_names(lab::testing::drawn_in_frame(shell, screen.fonts));
      }
    Shell shell(lab::testing::scene_index("push-apart"));
    shell.interactive = false;
    shell.set_presenting(true);
    screen.frames(shell);
    ++frames;
    names += check_names(lab::testing::drawn_in_frame(shell, screen.fonts));
  }
  CHECK(frames == 16);
  CHECK(names >= 14 * 8 + 2 * 6);  // the pentagon's 5 and B's 3 or 4; push-apart's 4 and 4
}
