// Audit of the five "Before polygons" figures (issue 11): many seeded dragged positions per scene —
// random ones inside the start view (the view does not refit while dragging, so points reach its
// edges), and boundary classes (touching, inside, P on the line or an end point, collinear
// segments, tiny and huge coordinates, in a view fitted to them). Each is drawn through the
// recording canvas and checked: no two labels overlap, every label lies in the view, and the
// caption's verdict is the core's answer for the same shapes. A failure prints the state as a
// state file, to open with --state.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "portable_random.hpp"
#include "captions/text.hpp"
#include "collide/circle.hpp"
#include "collide/line.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "formats/state_json.hpp"
#include "test_prereq_labels.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_audit {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;
using nlohmann::json;

namespace {

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

/// The verdict the caption states, checked against the core's own answer for the state's shapes.
/// Returns an empty string when they agree, else what disagrees.
std::string verdict_mismatch(const std::string& id, const Scene& scene) {
  const SceneState& s = scene.state();
  const std::string caption = scene.caption();
  const bool collide_words = ends_with(caption, "→ they collide") || ends_with(caption, "→ they touch") ||
                             ends_with(caption, "→ they cross");
  auto expect = [&](bool truth, bool said) {
    return truth == said ? std::string() : "core says " + std::to_string(truth);
  };
  if (id == "side-of-line") {
    const auto& l = s.shape("line").points;
    const int sign = collide::side_sign(s.shape("P").points[0], l[0], l[1]);
    const bool ok = sign > 0   ? has(caption, "on the + side")
                    : sign < 0 ? has(caption, "on the − side")
                               : has(caption, "on the line");
    return ok ? "" : "core's sign is " + std::to_string(sign);
  }
  if (id == "segments-crossing") {
    const auto &ab = s.shape("AB").points, &cd = s.shape("CD").points;
    return expect(collide::segments_intersect(ab[0], ab[1], cd[0], cd[1]), collide_words);
  }
  if (id == "closest-point") {
    const auto& ab = s.shape("AB").points;
    const Vec2 q = collide::closest_point_on_segment(s.shape("P").points[0], ab[0], ab[1]);
    return has(caption, captions::format_point(q)) ? "" : "core's Q is " + captions::format_point(q);
  }
  const int mode = static_cast<int>(s.option("mode"));
  if (id == "circles") {
    if (mode == 0)
      return expect(collide::circles_collide(s.shape("C₁").circle(), s.shape("C₂").circle()), collide_words);
    if (mode == 1)
      return expect(collide::point_in_circle(s.shape("P").points[0], s.shape("C").circle()),
                    ends_with(caption, "P is inside") || ends_with(caption, "(inside)"));
    const auto& ab = s.shape("AB").points;
    return expect(collide::circle_segment_collide(s.shape("C").circle(), ab[0], ab[1]), collide_words);
  }
  const collide::Rect a = s.shape("A").rect();
  if (mode == 0) return expect(collide::rects_collide(a, s.shape("B").rect()), collide_words);
  if (mode == 1)
    return expect(collide::point_in_rect(s.shape("P").points[0], a),
                  ends_with(caption, "P is inside") || ends_with(caption, "(inside)"));
  return expect(collide::circle_rect_collide(s.shape("C").circle(), a), collide_words);
}

/// The recording canvas over `view`, 880 pixels wide like the app's figure at 1280 × 800.
RecordingCanvas canvas_over(const collide::Rect& view) {
  RecordingCanvas canvas;
  canvas.units_per_pixel = view.w / 880;
  canvas.visible = {view.x, view.y, view.w, view.w * 640 / 880};
  canvas.visible.y = view.y + view.h * 0.5 - canvas.visible.h * 0.5;
  return canvas;
}

/// The state's shapes' bounds (circles with their radii), grown by 50 pixels as the app fits.
collide::Rect fitted_view(const SceneState& s) {
  double lo_x = 1e300, lo_y = 1e300, hi_x = -1e300, hi_y = -1e300;
  for (const Shape& shape : s.shapes)
    for (Vec2 p : shape.points) {
      const double r = shape.kind == ShapeKind::Circle ? shape.radius : 0;
      lo_x = std::min(lo_x, p.x - r), lo_y = std::min(lo_y, p.y - r);
      hi_x = std::max(hi_x, p.x + r), hi_y = std::max(hi_y, p.y + r);
    }
  double w = std::max(hi_x - lo_x, (hi_y - lo_y) * 780 / 540), h = w * 540 / 780;
  const Vec2 mid{(lo_x + hi_x) / 2, (lo_y + hi_y) / 2};
  w *= 880.0 / 780, h *= 640.0 / 540;
  return {mid.x - w / 2, mid.y - h / 2, w, h};
}

/// Draws the scene in `view` and checks labels and verdict; the message carries the state file.
void audit(const std::string& id, Scene& scene, const collide::Rect& view, const std::string& why) {
  auto canvas = canvas_over(view);
  scene.draw(canvas);
  const std::string state = state_to_json(scene.state(), id).dump();
  INFO(why << "\n  state: " << state << "\n  caption: " << scene.caption());
  const auto overlaps = overlapping_labels(canvas);
  CHECK_MESSAGE(overlaps.empty(), (overlaps.empty() ? "" : overlaps.front()));
  const auto out = labels_out_of_view(canvas);
  CHECK_MESSAGE(out.empty(), (out.empty() ? "" : "out of view: " + out.front()));
  if (scene.warnings().empty()) {
    const std::string wrong = verdict_mismatch(id, scene);
    CHECK_MESSAGE(wrong.empty(), wrong);
  }
}

/// A state file's shapes with every coordinate (and radius) multiplied by `k`.
json scaled(json j, double k) {
  for (auto& [name, shape] : j["shapes"].items()) {
    for (auto& p : shape["points"]) p = {p[0].get<double>() * k, p[1].get<double>() * k};
    if (shape.contains("radius")) shape["radius"] = shape["radius"].get<double>() * k;
  }
  return j;
}

/// Boundary classes, by scene, as state files (hand-checkable positions).
std::vector<json> boundary_states(const std::string& id) {
  auto j = [](const char* text) { return json::parse(text); };
  if (id == "side-of-line")
    return {j(R"({"shapes":{"line":{"points":[[-3,0],[3,2]]},"P":{"points":[[0,1]]}}})"),    // on the line
            j(R"({"shapes":{"line":{"points":[[-3,0],[3,2]]},"P":{"points":[[3,2]]}}})"),    // on P₂
            j(R"({"shapes":{"line":{"points":[[-3,0],[3,2]]},"P":{"points":[[-3,0]]}}})"),   // on P₁
            j(R"({"shapes":{"line":{"points":[[0,-3],[0,3]]},"P":{"points":[[0.5,0]]}}})"),  // vertical, close
            j(R"({"shapes":{"line":{"points":[[-5,0],[5,0]]},"P":{"points":[[0,0.01]]}}})")};
  if (id == "segments-crossing")
    return {j(R"({"shapes":{"AB":{"points":[[-3,0],[1,0]]},"CD":{"points":[[0,0],[3,0]]}}})"),  // the issue's
            j(R"({"shapes":{"AB":{"points":[[-3,0],[-1,0]]},"CD":{"points":[[0,0],[3,0]]}}})"),
            j(R"({"shapes":{"AB":{"points":[[0,0],[2,0]]},"CD":{"points":[[2,0],[4,0]]}}})"),    // end to end
            j(R"({"shapes":{"AB":{"points":[[0,-2],[0,2]]},"CD":{"points":[[0,-1],[0,1]]}}})"),  // one in the other
            j(R"({"shapes":{"AB":{"points":[[-2,0],[2,0]]},"CD":{"points":[[-2,0],[2,0]]}}})"),  // the same
            j(R"({"shapes":{"AB":{"points":[[-4,-2],[4,2]]},"CD":{"points":[[-1,3],[2,1]]}}})"),
            j(R"({"shapes":{"AB":{"points":[[0,0],[2,2]]},"CD":{"points":[[2,2],[4,0]]}}})"),   // shared end
            j(R"({"shapes":{"AB":{"points":[[0,0],[4,0]]},"CD":{"points":[[2,0],[2,3]]}}})")};  // T touching
  if (id == "closest-point")
    return {j(R"({"shapes":{"AB":{"points":[[-4,-1],[2,1]]},"P":{"points":[[1,4]]}}})"),    // t = 1
            j(R"({"shapes":{"AB":{"points":[[-4,-1],[2,1]]},"P":{"points":[[-4,-1]]}}})"),  // on A
            j(R"({"shapes":{"AB":{"points":[[-4,-1],[2,1]]},"P":{"points":[[2,1]]}}})"),    // on B
            j(R"({"shapes":{"AB":{"points":[[-4,-1],[2,1]]},"P":{"points":[[-1,0]]}}})"),   // on AB
            j(R"({"shapes":{"AB":{"points":[[-4,-1],[2,1]]},"P":{"points":[[-5,2]]}}})"),   // t = 0
            j(R"({"shapes":{"AB":{"points":[[-4,-1],[2,1]]},"P":{"points":[[8,3]]}}})")};   // on the line, past B
  if (id == "circles")
    return {
        j(R"({"options":{"mode":0},"shapes":{"C1":{"points":[[-2,-1]],"radius":2},"C2":{"points":[[1,3]],"radius":3}}})"),
        j(R"({"options":{"mode":0},"shapes":{"C1":{"points":[[0,0]],"radius":3},"C2":{"points":[[0,0]],"radius":1}}})"),
        j(R"({"options":{"mode":0},"shapes":{"C1":{"points":[[0,0]],"radius":1},"C2":{"points":[[0.5,0]],"radius":1}}})"),
        j(R"({"options":{"mode":1},"shapes":{"C":{"points":[[0,0]],"radius":5},"P":{"points":[[3,4]]}}})"),
        j(R"({"options":{"mode":1},"shapes":{"C":{"points":[[0,0]],"radius":5},"P":{"points":[[0,0]]}}})"),
        j(R"({"options":{"mode":2},"shapes":{"C":{"points":[[0,0]],"radius":3},"AB":{"points":[[-4,3],[4,3]]}}})"),
        j(R"({"options":{"mode":2},"shapes":{"C":{"points":[[0,0]],"radius":3},"AB":{"points":[[-1,0],[1,0]]}}})"),
        j(R"({"options":{"mode":2},"shapes":{"C":{"points":[[0,0]],"radius":3},"AB":{"points":[[3,0],[6,0]]}}})")};
  return {
      j(R"({"options":{"mode":0},"shapes":{"A":{"points":[[-5,-3],[1,0]]},"B":{"points":[[1,-2],[4,2]]}}})"),
      j(R"({"options":{"mode":0},"shapes":{"A":{"points":[[0,0],[2,2]]},"B":{"points":[[2,2],[3,3]]}}})"),
      j(R"({"options":{"mode":0},"shapes":{"A":{"points":[[0,0],[10,10]]},"B":{"points":[[4,4],[5,5]]}}})"),
      j(R"({"options":{"mode":0},"shapes":{"A":{"points":[[0.1,0],[0.30000000000000004,1]]},"B":{"points":[[0.30000000000000004,0],[1,1]]}}})"),
      j(R"({"options":{"mode":1},"shapes":{"A":{"points":[[-4,-2],[3,2]]},"P":{"points":[[3,2]]}}})"),
      j(R"({"options":{"mode":1},"shapes":{"A":{"points":[[-4,-2],[3,2]]},"P":{"points":[[0,0]]}}})"),
      j(R"({"options":{"mode":2},"shapes":{"A":{"points":[[-4,-2],[2,2]]},"C":{"points":[[4,0]],"radius":2}}})"),
      j(R"({"options":{"mode":2},"shapes":{"A":{"points":[[-4,-2],[2,2]]},"C":{"points":[[0,0]],"radius":1}}})"),
      j(R"({"options":{"mode":2},"shapes":{"A":{"points":[[0,0],[2,2]]},"C":{"points":[[5,6]],"radius":5}}})")};
}

/// A random drag: every point of the state moved somewhere in `view`, radii between 0.2 and 4.
json random_state(const SceneState& s, const collide::Rect& view, std::mt19937& rng) {
  portable::uniform_real_distribution<double> x(view.x, view.x + view.w), y(view.y, view.y + view.h), r(0.2, 4);
  json shapes = json::object();
  for (const Shape& shape : s.shapes) {
    json points = json::array();
    for (std::size_t i = 0; i < shape.points.size(); ++i) points.push_back({x(rng), y(rng)});
    shapes[shape.name] = {{"points", points}};
    if (shape.kind == ShapeKind::Circle) shapes[shape.name]["radius"] = r(rng);
  }
  return {{"shapes", shapes}};
}

}  // namespace

TEST_CASE("prerequisites audit: labels apart and in view, caption's verdict the core's, in every position" *
          doctest::test_suite("slow")) {
  constexpr int kRandom = 300;
  for (const std::string id : {"side-of-line", "segments-crossing", "closest-point", "circles", "rectangles"}) {
    CAPTURE(id);
    auto scene = scene_named(id);
    const SceneState base = scene->presets().front().state;
    std::mt19937 rng(2026);
    // Random drags in the start view, for every mode.
    const int modes = base.options.contains("mode") ? 3 : 1;
    for (int mode = 0; mode < modes; ++mode) {
      json mode_state = modes > 1 ? json{{"options", {{"mode", mode}}}} : json::object();
      scene->set_state(apply_state_json(mode_state, base, "audit"));
      const collide::Rect start_view = fitted_view(scene->state());
      const SceneState mode_base = scene->state();
      for (int i = 0; i < kRandom; ++i) {
        json j = random_state(mode_base, start_view, rng);
        if (modes > 1) j["options"] = {{"mode", mode}};
        scene->set_state(apply_state_json(j, base, "audit"));
        audit(id, *scene, start_view, "random drag " + std::to_string(i) + " in the start view");
      }
    }
    // Boundary classes, at their own scale and tiny and huge, in a view fitted to them; and in the
    // start view, where they may sit near its edge.
    for (const json& j : boundary_states(id))
      for (double k : {1.0, 1e-4, 1e6}) {
        scene->set_state(apply_state_json(scaled(j, k), base, "audit"));
        audit(id, *scene, fitted_view(scene->state()), "boundary class, scale " + std::to_string(k));
      }
  }
}

}  // namespace test_prereq_audit
