// Issue 26: in the convex SAT figures a name is read by where it stands, in the views the window
// shows (the shell's frame drawn again with its view and the app's fonts):
//  * separating-axis lesson step 9: an edge's name keeps a text height from the other shape's
//    edge of the same name (the rectangle's "e3" stood between its e3 and the pentagon's e3,
//    where they cross, beside the pentagon's vermillion "e3": told apart by colour, not place);
//  * the free separating-axis scene with the winding and normals shown, at 800×600, 1280×800 and
//    1920×1080 presenting and at the desk: at the start, touching, overlapping, with the
//    triangle inside and far apart, no edge's name lies on an arrow, a normal's or the winding's along an edge
//    (each normal left its edge's middle through the name; overlapping, names lay on normals; with
//    the triangle inside, the pentagon's "e1" touched its winding arrowhead; far apart presenting,
//    its "e4" lay on its normal) nor in its own shape (far apart, the pentagon's "e0" stood in
//    its middle); no two of the figure's words lie on each other (the triangle's
//    "counter-clockwise" lay on the pentagon's vertex number "0"); the winding's name on no normal's
//    arrow and across no edge of the other shape (the triangle inside the pentagon: its name lay
//    across the pentagon's e1 and the vermillion arrow; now outside it, with a leader line).
#include <doctest/doctest.h>

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "collide/concave.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "frame_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/lesson.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_sat_names_apart {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

figures::LabelBox box_of(const RecordingCanvas& canvas, const DrawCall& label) {
  return figures::label_box(canvas, label.points.at(0), label.offset, label.text, label.size);
}

/// An edge's name: "e" and its number.
bool edge_name(const DrawCall& call) {
  return !call.legend && call.kind == "label" && call.text.size() >= 2 && call.text[0] == 'e' &&
         std::all_of(call.text.begin() + 1, call.text.end(), [](unsigned char c) { return std::isdigit(c); });
}

/// Edge k of `polygon`.
std::vector<Vec2> edge(const std::vector<Vec2>& polygon, std::size_t k) {
  return {polygon[k % polygon.size()], polygon[(k + 1) % polygon.size()]};
}

/// The shape (0 or 1) whose edge named `label` its anchor stands on, or −1.
int owner_of(const RecordingCanvas& canvas, const DrawCall& label, const std::vector<std::vector<Vec2>>& shapes) {
  const std::size_t k = std::stoul(label.text.substr(1));
  const Vec2 at = label.points.at(0);
  for (int s = 0; s < 2; ++s) {
    if (k >= shapes[s].size()) continue;
    const auto e = edge(shapes[s], k);
    if (collide::distance_squared(at, collide::closest_point_on_segment(at, e[0], e[1])) <
        canvas.pixel() * canvas.pixel())
      return s;
  }
  return -1;
}

/// The box grown by `pixels` on every side.
figures::LabelBox grown(const RecordingCanvas& canvas, figures::LabelBox b, double pixels) {
  const double d = pixels * canvas.pixel();
  return {b.x0 - d, b.y0 - d, b.x1 + d, b.y1 + d};
}

/// `shape`'s points moved by `by`.
SceneState moved(SceneState state, const std::string& shape, Vec2 by) {
  for (Vec2& p : state.shape(shape).points) p += by;
  return state;
}

}  // namespace test_sat_names_apart

TEST_CASE("separating-axis lesson step 9: each edge's name a text height from the other shape's edge of its name" *
          doctest::test_suite("screens")) {
  using namespace test_sat_names_apart;
  int names = 0;
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const Vec2 by : {Vec2{0, 0}, Vec2{0.2, 0.1}, Vec2{-0.1, 0}, Vec2{0, -0.15}}) {
      Shell shell(0);
      shell.interactive = false;
      shell.set_presenting(true);
      shell.open_lesson(bundled_lesson("separating-axis"), 8, "separating-axis");
      shell.set_state(moved(shell.scene().state(), "rectangle", by));
      screen.frames(shell);
      const RecordingCanvas canvas = lab::testing::drawn_in_frame(shell, screen.fonts);
      const Shape& rectangle = shell.scene().state().shape("rectangle");
      const collide::Rect r = rectangle.rect();
      const std::vector<std::vector<Vec2>> shapes{
          shell.scene().state().shape("pentagon").points,
          {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}}};
      for (const DrawCall& label : canvas.calls) {
        if (!edge_name(label)) continue;
        const int own = owner_of(canvas, label, shapes);
        CAPTURE(size.x);
        CAPTURE(by.x);
        CAPTURE(by.y);
        CAPTURE(label.text);
        REQUIRE(own >= 0);
        const std::size_t k = std::stoul(label.text.substr(1));
        const auto& other = shapes[static_cast<std::size_t>(1 - own)];
        if (k >= other.size()) continue;
        ++names;
        CAPTURE(own);
        const double height = Canvas::font_pixels(label.size);
        CHECK_FALSE(figures::box_crosses(grown(canvas, box_of(canvas, label), height),
                                         std::vector<std::vector<Vec2>>{edge(other, k)}));
      }
    }
  }
  CHECK(names >= 8 * 4);  // e0–e3 of both shapes in each frame
}

TEST_CASE("separating-axis with the normals shown: no edge name on a normal's arrow, no word on another" *
          doctest::test_suite("screens")) {
  using namespace test_sat_names_apart;
  int frames = 0;
  const Vec2 pentagon_corner{2.9, 0.9};  // vertex 4
  for (const ImVec2 size : {ImVec2{800, 600}, ImVec2{1280, 800}, ImVec2{1920, 1080}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const bool presenting : {true, false}) {
      if (!presenting && size.x != 1280) continue;
      Shell shell(lab::testing::scene_index("separating-axis"));
      shell.interactive = false;
      shell.set_presenting(presenting);
      SceneState start = shell.scene().state();
      start.options["show_normals"] = 1;
      const Vec2 first = start.shape("triangle").points.at(0);
      // At the start; its vertex 0 on the pentagon's vertex 4 (touching); a unit into the
      // pentagon from there (overlapping); wholly inside it; far up and right.
      const std::vector<std::pair<const char*, Vec2>> moves{{"start", {0, 0}},
                                                            {"touching", pentagon_corner - first},
                                                            {"overlapping", pentagon_corner - first + Vec2{-1, -0.5}},
                                                            {"inside", {-7.6, -2}},
                                                            {"far apart", {7, 5}}};
      for (const auto& move : moves) {
        const std::string where = move.first;  // not a structured binding: clang 14 cannot capture one
        shell.set_state(moved(start, "triangle", move.second));
        screen.frames(shell);
        const RecordingCanvas canvas = lab::testing::drawn_in_frame(shell, screen.fonts);
        CAPTURE(size.x);
        CAPTURE(presenting);
        CAPTURE(where);
        ++frames;
        std::vector<DrawCall> words;
        for (const DrawCall& call : canvas.calls)
          if (!call.legend && call.kind == "label") words.push_back(call);
        // No edge's name on an arrow: a normal's (grey), the winding's along an edge (in the
        // shape's colour; its head 12 pixels long, 6 either side of the shaft: the band 5 pixels
        // either side, a pixel in, so a name may touch it) or the deciding normal's (vermillion). The pentagon's "e1"
        // touched its winding arrowhead with the triangle inside; overlapping and far apart,
        // names lay on normals' arrows.
        // Far apart at 1280×800 and 1920×1080 presenting (the pentagon about 100 pixels across,
        // its 45-pixel normals, vertex numbers and the winding's name round it) its "e4" lay on
        // its normal's arrow and its "e0" in its middle: no edge's name in its own shape either.
        const std::vector<std::vector<Vec2>> shapes{shell.scene().state().shape("pentagon").points,
                                                    shell.scene().state().shape("triangle").points};
        for (const DrawCall& name : words) {
          if (!edge_name(name)) continue;
          CAPTURE(name.text);
          const int own = owner_of(canvas, name, shapes);
          REQUIRE(own >= 0);
          const figures::LabelBox box = box_of(canvas, name);
          CHECK_FALSE(collide::point_in_polygon({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2},
                                                shapes[static_cast<std::size_t>(own)]));
          for (const DrawCall& arrow : canvas.calls) {
            if (arrow.legend || arrow.kind != "arrow") continue;
            const bool winding = arrow.color == palette::shape_a || arrow.color == palette::shape_b;
            if (!winding && arrow.color != palette::muted && arrow.color != palette::deciding) continue;
            CAPTURE(winding);
            const Vec2 tail = arrow.points[0], tip = arrow.points[1];
            const Vec2 d = collide::normalize(tip - tail), side = Vec2{-d.y, d.x} * (winding ? 5 * canvas.pixel() : 0);
            const std::vector<Vec2> band = winding ? std::vector<Vec2>{tail - side, tip - side, tip + side, tail + side}
                                                   : std::vector<Vec2>{tail, tip};
            CHECK_FALSE(figures::box_crosses(box_of(canvas, name), std::vector<std::vector<Vec2>>{band}));
          }
        }
        // The winding's name on no normal's arrow (the triangle's "counter-clockwise" lay on its
        // e0's arrow at 1280×800) nor on the deciding normal's, and across no edge of the other
        // shape (the triangle inside: its name lay on the pentagon's e1 and vermillion arrow).
        for (const DrawCall& name : words) {
          if (name.text != "counter-clockwise" && name.text != "clockwise") continue;
          CAPTURE(name.text);
          for (const DrawCall& arrow : canvas.calls)
            if (!arrow.legend && arrow.kind == "arrow" &&
                (arrow.color == palette::muted || arrow.color == palette::deciding))
              CHECK_FALSE(figures::box_crosses(box_of(canvas, name),
                                               std::vector<std::vector<Vec2>>{{arrow.points[0], arrow.points[1]}}));
          const int own = name.color == palette::shape_b ? 1 : 0;
          CHECK_FALSE(figures::box_crosses(box_of(canvas, name),
                                           std::vector<std::vector<Vec2>>{shapes[static_cast<std::size_t>(1 - own)]}));
        }
        for (std::size_t i = 0; i < words.size(); ++i)
          for (std::size_t j = i + 1; j < words.size(); ++j) {
            // A pixel in from each side: two words may touch.
            const figures::LabelBox a = grown(canvas, box_of(canvas, words[i]), -1);
            const figures::LabelBox b = grown(canvas, box_of(canvas, words[j]), -1);
            CAPTURE(words[i].text);
            CAPTURE(words[j].text);
            CHECK_FALSE(a.overlaps(b));
          }
      }
    }
  }
  CHECK(frames == 20);
}
