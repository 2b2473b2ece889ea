// Issue 26: separating-axis lesson steps 7 (revealed), 8 and 9 show every axis, and on the old code the shadow
// bars of axes whose directions are close lay across each other (step 8: #1, #4 and #7 near the
// top, #3 and #8 on the right; step 9: #1, #2, #4 and #7), so a class could not check "every axis
// overlaps" bar by bar, and the names #1 and #4 sat among other axes' bars. Step 7, framed as the
// scene frames it, had room for fewer rings: revealed, #1, #2, #7 and #8 lay across each other
// (dragged by (0.5, 0), #2 and #7 near the key); the frame now has room for them when every axis
// is shown. Step 9 dragged by (0.5, 0) at 1920×1080 presenting laid #7's bars on #2's in its fixed
// view (no place for #7 in view was clear of every band); now #7 takes a place meeting #2 alone and
// #2 is placed again clear of it (unmeet_bands). Step 9's push-out
// (0.35) was drawn a few pixels long, all arrow head. Checked from what is drawn, presenting and
// not, at 1920×1080 and 800×600, as the steps open and with the moving shape dragged:
//   * the band each axis's bars fill (from the lowest to the highest shadow end along its line,
//     as far either side of the line as its widest bar reaches) meets no other axis's band, and
//     lies in the figure's view;
//   * no axis's name ("#3", "deciding axis #4: …") crosses the band of an axis other than the one
//     nearest it;
//   * at 1920×1080, presenting and at the desk, each axis's own name ("#7") lies within 24 pixels of
//     its bars, and no other axis's line runs between the name's middle and its bars (step 9: "#7"
//     stood under its bars' end with #4's line between, beside "#1"). Its own bars are those on its
//     anchor's line that reach the anchor: at the desk #2's line runs through the end of #7's bars
//     (step 9) and of #6's (step 8 dragged by (0.15, 0)), where their names are anchored, and read
//     as theirs the names stood 65 and 75 pixels "off" (5 from their own). Not yet so at 800×600
//     presenting (step 9 dragged by (0.15, 0): "#7", 69) or at the desk (step 8 by (−0.2, 0.1): "#8");
//   * the push-out's dark arrow is at least 24 pixels long (its head is 12 at scale 1) and its head
//     lies on the end of the pentagon's shadow, where the rectangle's end must go.
#include <doctest/doctest.h>

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "deciding_axis_drawn.hpp"
#include "frame_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/lesson.hpp"
#include "scenes/palette.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_axis_bars_apart {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// One axis's bars as drawn: its line {origin + t·u} and the quadrilateral its bars fill.
struct Band {
  Vec2 origin, u;
  std::vector<Vec2> corners;
};

/// Every axis's band, from the figure's interval calls grouped by their line.
std::vector<Band> bands(const RecordingCanvas& canvas) {
  std::map<std::pair<std::pair<double, double>, std::pair<double, double>>, std::vector<DrawCall>> lines;
  for (const DrawCall& c : canvas.of("interval"))
    if (!c.legend) lines[{{c.points[0].x, c.points[0].y}, {c.points[1].x, c.points[1].y}}].push_back(c);
  std::vector<Band> out;
  const double px = canvas.pixel();
  for (const auto& [key, bars] : lines) {
    double lo = 1e300, hi = -1e300, reach = 0;
    for (const DrawCall& b : bars)
      lo = std::min(lo, b.value), hi = std::max(hi, b.value2), reach = std::max(reach, std::fabs(b.side) + b.width / 2);
    const Vec2 origin = bars.front().points[0], u = bars.front().points[1];
    const Vec2 side = Vec2{-u.y, u.x} * (reach * px), p = origin + u * lo, q = origin + u * hi;
    out.push_back({origin, u, {p - side, q - side, q + side, p + side}});
  }
  return out;
}

/// The sign of the turn a → b → c.
double turn(Vec2 a, Vec2 b, Vec2 c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }

/// Whether p lies inside the convex polygon (either winding).
bool inside(const std::vector<Vec2>& poly, Vec2 p) {
  bool pos = false, neg = false;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const double t = turn(poly[i], poly[(i + 1) % poly.size()], p);
    pos = pos || t > 0, neg = neg || t < 0;
  }
  return !(pos && neg);
}

/// Whether segments ab and cd cross properly.
bool cross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
}

/// Whether two convex polygons meet: an edge of one crosses an edge of the other, or a corner of
/// one lies in the other.
bool meet(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < b.size(); ++j)
      if (cross(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()])) return true;
  return inside(a, b[0]) || inside(b, a[0]);
}

/// The box of a label as a closed outline.
std::vector<Vec2> outline(const figures::LabelBox& b) {
  return {{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}};
}

/// Distance from p to the segment ab.
double distance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double t = std::clamp(collide::dot(p - a, d) / collide::dot(d, d), 0.0, 1.0);
  return std::sqrt(collide::distance_squared(p, a + d * t));
}

/// Pixels between two convex outlines that do not meet (0 when they do).
double apart(const RecordingCanvas& canvas, const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  if (meet(a, b)) return 0;
  double d = 1e300;
  for (const auto& [p, q] : {std::pair{&a, &b}, {&b, &a}})
    for (const Vec2 v : *p)
      for (std::size_t i = 0; i < q->size(); ++i) d = std::min(d, distance(v, (*q)[i], (*q)[(i + 1) % q->size()]));
  return d / canvas.pixel();
}

/// The band of the axis whose line runs through `at` (a name's anchor, at its bars' middle or an
/// end), or none. Another axis's line may cross the line there too (step 9 at the desk: #2's line
/// runs through the end of #7's bars, where "#7" is anchored): the band whose bars reach `at`.
const Band* band_through(const RecordingCanvas& canvas, const std::vector<Band>& drawn, Vec2 at) {
  const Band* out = nullptr;
  double nearest = 1e300;
  for (const Band& b : drawn) {
    if (std::fabs(collide::cross(at - b.origin, b.u)) >= 0.5 * canvas.pixel()) continue;
    const Vec2 mid = (b.corners[0] + b.corners[1] + b.corners[2] + b.corners[3]) * 0.25;
    const double half = std::sqrt(collide::distance_squared(b.corners[0], b.corners[1])) / 2;
    const double past = std::max(0.0, std::fabs(collide::dot(at - mid, b.u)) - half);  // beyond its bars' ends
    if (past < nearest) out = &b, nearest = past;
  }
  return out;
}

/// Whether another axis's line (thin or dashed, drawn across the view) runs between `p` (a name's
/// middle) and the nearest point of `bars`' middle line.
bool cut_off(const RecordingCanvas& canvas, Vec2 p, const Band& bars) {
  const Vec2 a = (bars.corners[0] + bars.corners[3]) * 0.5, b = (bars.corners[1] + bars.corners[2]) * 0.5;
  const Vec2 near = collide::closest_point_on_segment(p, a, b);
  for (const DrawCall& l : canvas.calls) {
    if (l.legend || (l.kind != "line" && l.kind != "dashed_line")) continue;
    const Vec2 o = l.points[0], d = l.points[1];
    if (std::fabs(collide::cross(near - o, collide::normalize(d))) < 0.5 * canvas.pixel()) continue;  // its own
    if (collide::cross(d, p - o) * collide::cross(d, near - o) < 0) return true;
  }
  return false;
}

/// `shape`'s points moved by `by`.
SceneState moved(SceneState state, const std::string& shape, Vec2 by) {
  for (Vec2& p : state.shape(shape).points) p += by;
  return state;
}

}  // namespace test_axis_bars_apart

TEST_CASE(
    "separating-axis lesson steps 8 and 9: every axis's bars and name clear of the others', the push-out an arrow" *
    doctest::test_suite("screens")) {
  using namespace test_axis_bars_apart;
  int frames = 0, collides = 0;
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const bool presenting : {true, false})
      for (const auto& step_shape : {std::pair{6, "triangle"}, {7, "triangle"}, {8, "rectangle"}})
        for (Vec2 by : {Vec2{0, 0}, Vec2{-0.3, -0.2}, Vec2{0.3, 0.2}, Vec2{0.15, 0}, Vec2{-0.2, 0.1}, Vec2{0.5, 0}}) {
          // Step 7 as it opens and dragged by (0.5, 0).
          const bool opened_or_right = by == Vec2{0, 0} || by == Vec2{0.5, 0};
          if (step_shape.first == 6 && !opened_or_right) continue;
          const int step = step_shape.first;  // not a structured binding: clang 14 cannot capture one
          Shell shell(0);
          shell.interactive = false;
          shell.set_presenting(presenting);
          shell.open_lesson(bundled_lesson("separating-axis"), step, "separating-axis");
          shell.set_state(moved(shell.scene().state(), step_shape.second, by));
          if (shell.prediction().asking()) shell.prediction().reveal();  // step 7 asks how many axes
          screen.frames(shell);
          const RecordingCanvas canvas = lab::testing::drawn_in_frame(shell, screen.fonts);
          CAPTURE(size.x);
          CAPTURE(presenting);
          CAPTURE(step + 1);
          CAPTURE(by.x);
          CAPTURE(by.y);
          ++frames;
          const std::vector<Band> drawn = bands(canvas);
          CHECK(drawn.size() >= 6);
          const collide::Rect v = canvas.visible;
          for (std::size_t i = 0; i < drawn.size(); ++i) {
            for (const Vec2 p : drawn[i].corners) {
              CHECK(p.x >= v.x);
              CHECK(p.x <= v.x + v.w);
              CHECK(p.y >= v.y);
              CHECK(p.y <= v.y + v.h);
            }
            for (std::size_t j = i + 1; j < drawn.size(); ++j) {
              CAPTURE(i);
              CAPTURE(j);
              CHECK_FALSE(meet(drawn[i].corners, drawn[j].corners));
            }
          }
          // Each axis name against every band but that of the axis whose bars are nearest it.
          for (const DrawCall& c : canvas.of("label")) {
            if (c.legend || !(c.text.starts_with("#") || c.text.starts_with("deciding axis"))) continue;
            const figures::LabelBox box = lab::testing::name_rows_box(canvas, c);
            const Vec2 mid{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
            auto gap = [&](const Band& b) {
              return std::min(distance(mid, b.corners[0], b.corners[1]), distance(mid, b.corners[2], b.corners[3]));
            };
            const auto own = std::min_element(drawn.begin(), drawn.end(),
                                              [&](const Band& a, const Band& b) { return gap(a) < gap(b); });
            CAPTURE(c.text);
            for (auto b = drawn.begin(); b != drawn.end(); ++b)
              if (b != own) CHECK_FALSE(meet(outline(box), b->corners));
            // Beside its own bars (those on the line it is anchored on), and tied to them: no other
            // axis's line runs between the name's middle and the nearest point of its bars.
            const Band* own_bars = band_through(canvas, drawn, c.points.at(0));
            REQUIRE(own_bars);
            if (c.text.starts_with("deciding axis")) continue;  // beside its bars: test_deciding_name_all_axes
            if (size.x < 1000) continue;                        // not yet at 800 x 600 (see above)
            CHECK(apart(canvas, outline(box), own_bars->corners) <= 24);
            CHECK_FALSE(cut_off(canvas, mid, *own_bars));
          }
          // The push-out's arrow, one where the shapes collide: long enough to read as one, its
          // head on the pentagon's shadow's end.
          const bool collide = shell.scene().caption().ends_with("they collide");
          collides += collide;
          int drawn_arrows = 0;
          for (const DrawCall& a : canvas.of("arrow")) {
            if (a.legend || a.color != palette::text) continue;
            ++drawn_arrows;
            CHECK(std::sqrt(collide::distance_squared(a.points[1], a.points[0])) >= 24 * canvas.pixel());
            bool on_end = false;
            for (const DrawCall& bar : canvas.of("interval"))
              if (!bar.legend && bar.color == palette::shape_a)
                for (const double t : {bar.value, bar.value2})
                  on_end = on_end || collide::distance_squared(bar.points[0] + bar.points[1] * t, a.points[1]) < 1e-18;
            CHECK(on_end);
          }
          CHECK(drawn_arrows == (collide ? 1 : 0));
        }
  }
  CHECK(frames == 56);
  MESSAGE("frames where the shapes collide: " << collides);
}
