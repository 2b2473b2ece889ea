// Issue 26 §2 (a projector): in swept-test presenting, a name belongs to one shape and reads as
// its own. An edge name of A keeps off B's outlines (where B starts, meets A and ends) and off the
// motion's arrow, and stays half a text height from B's names (and the other way round); the
// shapes' names "A" and "B" and the times keep off the arrow and the other shapes, and none sits
// inside a shape it does not name. Seen by the lead on 2026-12-07 at 1280×800: A's vermillion "e1"
// at B's corner among B's "e3" and "e0" (head on); the arrow through "A" with B starting high.
// Each drag below has a clear place for every name (looked at in renders). Drawn as the window
// draws it (the shell's frame, the app's fonts) at 1280×800 and 1920×1080.
#include <doctest/doctest.h>

#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "frame_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "window/screenshot.hpp"

namespace test_swept_names {

using namespace lab;
using lab::testing::RecordingCanvas;

std::vector<Vec2> moved(std::vector<Vec2> polygon, Vec2 by) {
  for (Vec2& p : polygon) p += by;
  return polygon;
}

Vec2 average(const std::vector<Vec2>& polygon) {
  Vec2 sum{0, 0};
  for (const Vec2 p : polygon) sum += p;
  return sum / static_cast<double>(polygon.size());
}

// The unit square with its lower-left corner at `at`.
std::vector<Vec2> square(Vec2 at) { return {at, at + Vec2{1, 0}, at + Vec2{1, 1}, at + Vec2{0, 1}}; }

// Which polygon's edge `text` ("e2") has its middle at `at`: 0 for `a`, 1 for `b`, -1 for neither.
int owner_of(const std::string& text, Vec2 at, const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  static const std::regex edge_name("e([0-9]+)");
  std::smatch m;
  if (!std::regex_match(text, m, edge_name)) return -1;
  const std::size_t i = std::stoul(m[1]);
  const std::vector<Vec2>* polygons[2] = {&a, &b};
  for (int k = 0; k < 2; ++k) {
    const auto& p = *polygons[k];
    if (i >= p.size()) continue;
    const Vec2 d = (p[i] + p[(i + 1) % p.size()]) * 0.5 - at;
    if (std::abs(d.x) < 1e-9 && std::abs(d.y) < 1e-9) return k;
  }
  return -1;
}

// Whether the box's middle lies strictly inside one of the convex `polygons` (either winding).
bool centre_inside(const figures::LabelBox& box, const std::vector<std::vector<Vec2>>& polygons) {
  const Vec2 m{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  for (const auto& p : polygons) {
    if (p.size() < 3) continue;
    int left = 0, right = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
      const Vec2 e = p[(i + 1) % p.size()] - p[i], d = m - p[i];
      const double cross = e.x * d.y - e.y * d.x;
      left += cross > 0, right += cross < 0;
    }
    if (left == static_cast<int>(p.size()) || right == static_cast<int>(p.size())) return true;
  }
  return false;
}

struct Name {
  std::string text;
  figures::LabelBox box;
  Vec2 at;
  double height;  // pixels
  int owner;      // 0: A, 1: B, -1: the shapes' names and times
};

// Pixels between two boxes (negative when they overlap).
double gap(const RecordingCanvas& c, const figures::LabelBox& a, const figures::LabelBox& b) {
  return std::max(std::max(a.x0 - b.x1, b.x0 - a.x1), std::max(a.y0 - b.y1, b.y0 - a.y1)) / c.pixel();
}

// What is wrong with the names drawn in `c` for A, B starting at `b` and moving to `end` (its
// middle's), touching A at `toi`: one line a fault.
std::vector<std::string> faults(const RecordingCanvas& c, const std::vector<Vec2>& a, const std::vector<Vec2>& b,
                                Vec2 end, double toi) {
  const Vec2 v = end - average(b);
  const std::vector<Vec2> impact = moved(b, v * toi), ghost = moved(b, v), arrow{average(b), end};
  std::vector<Name> names;
  for (const auto& l : c.of("label"))
    if (!l.legend)
      names.push_back({l.text, figures::label_box(c, l.points[0], l.offset, l.text, l.size), l.points[0],
                       Canvas::font_pixels(l.size), owner_of(l.text, l.points[0], a, impact)});
  std::vector<std::string> out;
  for (const Name& n : names) {
    // What this name must keep off: the arrow and every outline of a shape it does not name.
    std::vector<std::vector<Vec2>> others{arrow};
    if (n.text != "A" && n.owner != 0) others.push_back(a);
    if (n.owner != 1 && n.text != "t = 1") others.push_back(ghost);
    if (n.owner != 1 && n.text.rfind("t = ", 0) != 0) others.push_back(impact);
    if (n.text != "B") others.push_back(b);
    if (figures::box_crosses(n.box, others)) out.push_back("\"" + n.text + "\" meets another shape or the arrow");
    if (centre_inside(n.box, others)) out.push_back("\"" + n.text + "\" inside another shape");
    if (n.owner < 0) continue;
    for (const Name& m : names)
      if (m.owner >= 0 && m.owner != n.owner && gap(c, n.box, m.box) < std::min(n.height, m.height) / 2)
        out.push_back("\"" + n.text + "\" of " + (n.owner ? "B" : "A") + " beside \"" + m.text + "\" of " +
                      (m.owner ? "B" : "A") + ", " + std::to_string(gap(c, n.box, m.box)) + " px apart");
  }
  return out;
}

TEST_CASE("swept-test presenting: a name keeps off the other shapes, their names and the arrow" *
          doctest::test_suite("screens")) {
  struct Drag {
    Vec2 b;    // B's lower-left corner: a unit square
    Vec2 end;  // where B's middle is at t = 1
    const char* what;
  };
  const Drag drags[] = {{{3, 0.5}, {-1.5, -0.5}, "head on (the start)"},
                        {{3, 3}, {-1.5, -0.5}, "B high, meeting A's top right"},
                        {{3, 4}, {-3, 1}, "B high, landing on A's top"},
                        {{3, -3.5}, {-1.5, 0.5}, "B low, meeting A's lower right"},
                        {{3, -0.5}, {-2, 0}, "head on, lower"},
                        {{3, 4}, {-4, 1.5}, "B high, the arrow over A's top-left corner"},
                        {{1, 5}, {-3.5, 0.5}, "B from above, the arrow past A's top-left corner"}};
  int frames = 0;
  for (const ImVec2 size : {ImVec2{1280, 800}, ImVec2{1920, 1080}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)})});
    Shell shell(lab::testing::scene_index("swept-test"));
    shell.interactive = false;
    shell.set_presenting(true);
    for (const Drag& d : drags) {
      SceneState state = shell.scene().state();
      state.shape("B").points = square(d.b);
      state.shape("end").points = {d.end};
      shell.set_state(state);
      screen.frames(shell, 1);
      double toi = -1;
      for (const Printed& p : shell.scene().printed())
        if (p.quantity == "toi") toi = p.value;
      REQUIRE(toi > 0);
      const RecordingCanvas c = lab::testing::drawn_in_frame(shell, screen.fonts);
      const auto a = shell.scene().state().shape("A").points;
      std::string list;
      for (const std::string& f : faults(c, {a.begin(), a.end()}, square(d.b), d.end, toi)) list += "\n  " + f;
      const std::string what = d.what;
      CAPTURE(what);
      CAPTURE(size.x);
      CHECK_MESSAGE(list.empty(), list);
      ++frames;
    }
  }
  CHECK(frames == 14);
}

}  // namespace test_swept_names
