// The figure audit: every scene, from each start position and from seeded drags of it (random
// moves, one shape touching another at a vertex or on an edge, a point on a vertex, tiny and huge
// coordinates), drawn through the recording canvas in the view the app would fit at 1280x800,
// then checked:
//   * no two labels' boxes overlap, and every label lies inside the view;
//   * the caption's verdict is `query`'s answer for the same shapes (--report's tests);
//   * every shadow bar is level with the figure: each of its ends projects onto its axis exactly
//     where a vertex of a drawn shape does (to 1e-9 of the figure's size), and no bar crosses one
//     of the state's shapes (bars lie beside the shapes, as in the chapter's figures).
// A failure names the scene, the seed and the state as a state file, to open with --state.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "camera.hpp"
#include "collide/circle.hpp"
#include "collide/concave.hpp"
#include "collide/fast.hpp"
#include "collide/segment.hpp"
#include "collide/rect.hpp"
#include "recording_canvas.hpp"
#include "registry.hpp"
#include "report.hpp"
#include "state_json.hpp"
#include "verdict_audit.hpp"

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
using lab::testing::verdict_problems;

namespace {

constexpr int kStatesPerScene = 1000;

// The app's figure at 1280x800, UI scale 1: between the 250 px scene list and the 360 px panel,
// fitted with a 50 px margin above the caption strip (Shell::fit).
constexpr double kFigureW = 1280 - 250 - 360, kFigureH = 800, kMargin = 50, kCaptionStrip = 63;

collide::Rect shapes_box(const SceneState& state) {
  Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
  for (const Shape& s : state.shapes) {
    const double r = s.kind == ShapeKind::Circle ? s.radius : 0;
    for (Vec2 p : s.points) lo = glm::min(lo, p - Vec2{r, r}), hi = glm::max(hi, p + Vec2{r, r});
  }
  if (!(lo.x <= hi.x)) return {-5, -5, 10, 10};
  const Vec2 mid = (lo + hi) * 0.5, half = glm::max((hi - lo) * 0.5, Vec2{1, 1});
  return {mid.x - half.x, mid.y - half.y, 2 * half.x, 2 * half.y};
}

// The canvas as the app would set it up after F (fit).
RecordingCanvas fitted_canvas(const Scene& scene) {
  Camera camera;
  camera.size = {kFigureW, kFigureH};
  camera.fit(scene.frame().value_or(shapes_box(scene.state())), kMargin, kCaptionStrip);
  RecordingCanvas canvas;
  canvas.visible = camera.view();
  canvas.units_per_pixel = 1 / camera.scale;
  return canvas;
}

// A label's box in world units: its top-left is the anchor moved by the offset (pixels, y up).
collide::Rect label_box(const RecordingCanvas& canvas, const DrawCall& label) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(label.text, label.size), h = Canvas::font_pixels(label.size);
  const Vec2 at = label.points.at(0);
  return {at.x + label.offset.x * px, at.y + (label.offset.y - h) * px, w * px, h * px};
}

bool boxes_overlap(const collide::Rect& a, const collide::Rect& b, double slack) {
  return a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h &&
         b.y + slack < a.y + a.h;
}

bool box_inside(const collide::Rect& box, const collide::Rect& view, double slack) {
  return box.x >= view.x - slack && box.x + box.w <= view.x + view.w + slack && box.y >= view.y - slack &&
         box.y + box.h <= view.y + view.h + slack;
}

// [states] ------------------------------------------------------------------------------------

Vec2 midpoint_of_edge(const Shape& s, std::size_t i) {
  return (s.points[i % s.points.size()] + s.points[(i + 1) % s.points.size()]) * 0.5;
}

void move_shape(Shape& s, Vec2 by) {
  for (Vec2& p : s.points) p += by;
}

// One seeded drag of a start position: what a learner might do with the mouse.
SceneState dragged(SceneState state, std::mt19937& rng) {
  if (state.shapes.empty()) return state;
  auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  auto real = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
  Shape& moved = state.shapes[pick(state.shapes.size())];
  const Shape& other = state.shapes[pick(state.shapes.size())];
  const collide::Rect box = shapes_box(state);
  const double size = std::max(box.w, box.h);
  switch (pick(7)) {
    case 0:  // drag the whole shape somewhere nearby
      move_shape(moved, {real(-0.6, 0.6) * size, real(-0.6, 0.6) * size});
      break;
    case 1:  // drag one point
      moved.points[pick(moved.points.size())] += Vec2{real(-0.4, 0.4) * size, real(-0.4, 0.4) * size};
      break;
    case 2:  // touch at a vertex: one of its points onto one of the other's
      move_shape(moved, other.points[pick(other.points.size())] - moved.points[pick(moved.points.size())]);
      break;
    case 3:  // a point on an edge's middle
      if (other.points.size() >= 2)
        move_shape(moved, midpoint_of_edge(other, pick(other.points.size())) -
                              moved.points[pick(moved.points.size())]);
      break;
    case 4:  // one inside the other: centres together
      if (!other.points.empty() && !moved.points.empty()) move_shape(moved, other.points[0] - moved.points[0]);
      break;
    case 5: {  // tiny or huge: everything scaled about the origin
      const double k = pick(2) ? 1e-3 : 1e3;
      for (Shape& s : state.shapes) {
        for (Vec2& p : s.points) p *= k;
        s.radius *= k;
      }
      break;
    }
    default:  // far apart
      move_shape(moved, {real(1.5, 3) * size, real(-1, 1) * size});
  }
  if (moved.kind == ShapeKind::Circle && pick(3) == 0) moved.radius = real(0.05, 0.5) * size;
  return state;
}

// [checks] ------------------------------------------------------------------------------------

std::vector<std::string> label_problems(const RecordingCanvas& canvas) {
  std::vector<std::string> out;
  const auto labels = canvas.of("label");
  const double slack = 1 * canvas.pixel();  // one pixel: boxes that only touch are fine
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const collide::Rect a = label_box(canvas, labels[i]);
    if (!box_inside(a, canvas.view(), slack)) out.push_back("label \"" + labels[i].text + "\" leaves the view");
    for (std::size_t j = i + 1; j < labels.size(); ++j) {
      if (boxes_overlap(a, label_box(canvas, labels[j]), slack))
        out.push_back("labels \"" + labels[i].text + "\" and \"" + labels[j].text + "\" overlap");
    }
  }
  return out;
}

// [shadows] -----------------------------------------------------------------------------------

// Where a drawn shadow bar lies in the world: its two ends, moved sideways by its offset.
struct Bar {
  Vec2 unit, lo_end, hi_end;
};

Bar bar_of(const RecordingCanvas& canvas, const DrawCall& call) {
  const Vec2 origin = call.points.at(0), unit = glm::normalize(call.points.at(1));
  const Vec2 side = Vec2{-unit.y, unit.x} * (call.side * canvas.pixel());
  return {unit, origin + unit * call.value + side, origin + unit * call.value2 + side};
}

// Every point a shadow may end at: the vertices of drawn outlines, segments and dots, and the
// points of drawn circles (their shadow ends at the centre ± r along any axis).
struct Drawn {
  std::vector<Vec2> vertices;
  std::vector<std::pair<Vec2, double>> circles;
};

Drawn drawn_shapes(const RecordingCanvas& canvas) {
  Drawn out;
  for (const DrawCall& c : canvas.calls) {
    if (c.kind == "polygon" || c.kind == "fill_polygon" || c.kind == "segment" || c.kind == "dashed_segment" ||
        c.kind == "point")
      out.vertices.insert(out.vertices.end(), c.points.begin(), c.points.end());
    if (c.kind == "circle" || c.kind == "fill_circle") out.circles.push_back({c.points.at(0), c.value});
  }
  return out;
}

bool level_with_drawn(double at, Vec2 unit, const Drawn& drawn, double tolerance) {
  for (Vec2 v : drawn.vertices)
    if (std::abs(glm::dot(v, unit) - at) <= tolerance) return true;
  for (const auto& [c, r] : drawn.circles) {
    const double mid = glm::dot(c, unit);
    if (std::abs(mid - r - at) <= tolerance || std::abs(mid + r - at) <= tolerance) return true;
  }
  return false;
}

bool bar_crosses(const Bar& bar, const Shape& shape) {
  if (shape.kind == ShapeKind::Circle) {
    const Vec2 c = shape.points.at(0), d = bar.hi_end - bar.lo_end;
    const double t = glm::dot(d, d) > 0 ? std::clamp(glm::dot(c - bar.lo_end, d) / glm::dot(d, d), 0.0, 1.0) : 0;
    return glm::length(bar.lo_end + d * t - c) < shape.radius;
  }
  if (shape.kind != ShapeKind::Polygon || shape.points.size() < 3) return false;
  const auto& p = shape.points;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (collide::segments_intersect(bar.lo_end, bar.hi_end, p[i], p[(i + 1) % p.size()])) return true;
  return collide::point_in_polygon(bar.lo_end, p);
}

std::vector<std::string> shadow_problems(const RecordingCanvas& canvas, const SceneState& state) {
  std::vector<std::string> out;
  const Drawn drawn = drawn_shapes(canvas);
  const collide::Rect box = shapes_box(state);
  const double tolerance = 1e-9 * std::max(box.w, box.h);
  int n = 0;
  for (const DrawCall& call : canvas.of("interval")) {
    ++n;
    const Bar bar = bar_of(canvas, call);
    for (Vec2 end : {bar.lo_end, bar.hi_end})
      if (!level_with_drawn(glm::dot(end, bar.unit), bar.unit, drawn, tolerance))
        out.push_back("shadow bar " + std::to_string(n) + " ends where no drawn vertex projects");
    for (const Shape& shape : state.shapes)
      if (bar_crosses(bar, shape)) out.push_back("shadow bar " + std::to_string(n) + " crosses " + shape.name);
  }
  return out;
}

struct SceneFindings {
  std::string id;
  int states = 0;
  int verdict_failed = 0, label_failed = 0, shadow_failed = 0;
  std::map<std::string, int> kinds;  ///< problem class → count
  std::string first_verdict, first_label, first_shadow;  ///< the first failure of each kind, with its state
};

void note(SceneFindings& f, int seed, const Scene& scene, const std::vector<std::string>& problems,
          int& failed, std::string& first) {
  if (problems.empty()) return;
  ++failed;
  for (const auto& p : problems) ++f.kinds[p.rfind("labels", 0) == 0 ? "labels overlap" : p.rfind("shadow", 0) == 0 ? "shadow bars" : p.find("leaves the view") != std::string::npos ? "label leaves the view" : "caption disagrees with query"];
  if (first.empty())
    first = f.id + " seed " + std::to_string(seed) + ": " + problems.front() +
            "\n  state: " + state_to_json(scene.state(), f.id).dump();
}

// Every scene audited once (the checks share the drawing): 1000 states each.
const std::vector<SceneFindings>& audit_all() {
  static const std::vector<SceneFindings> all = [] {
    std::vector<SceneFindings> out;
    // LAB_AUDIT_SCENES=id,id,… audits only those scenes (a quicker loop while fixing one).
    const char* only = std::getenv("LAB_AUDIT_SCENES");
    for (const auto& factory : all_scenes()) {
      auto scene = factory();
      if (only && ("," + std::string(only) + ",").find("," + std::string(scene->info().id) + ",") == std::string::npos)
        continue;
      SceneFindings f;
      f.id = std::string(scene->info().id);
      const auto presets = scene->presets();
      std::mt19937 rng(20261203);
      for (int k = 0; k < kStatesPerScene; ++k) {
        const SceneState& start = presets[std::size_t(k) % presets.size()].state;
        scene->set_state(k < int(presets.size()) ? start : dragged(start, rng));
        RecordingCanvas canvas = fitted_canvas(*scene);
        scene->draw(canvas);
        ++f.states;
        note(f, k, *scene, verdict_problems(*scene), f.verdict_failed, f.first_verdict);
        note(f, k, *scene, label_problems(canvas), f.label_failed, f.first_label);
        note(f, k, *scene, shadow_problems(canvas, scene->state()), f.shadow_failed, f.first_shadow);
      }
      out.push_back(std::move(f));
    }
    return out;
  }();
  return all;
}

}  // namespace

TEST_CASE("figure audit: every scene's caption agrees with query in every dragged position") {
  for (const SceneFindings& f : audit_all()) {
    INFO(f.first_verdict);
    CHECK(f.verdict_failed == 0);
  }
}

TEST_CASE("figure audit: labels never overlap or leave the view") {
  for (const SceneFindings& f : audit_all()) {
    std::ostringstream kinds;
    for (const auto& [kind, n] : f.kinds) kinds << kind << " ×" << n << "; ";
    INFO(f.id << ": " << f.label_failed << " of " << f.states << " states with label problems. " << kinds.str()
              << "\n  first: " << f.first_label);
    CHECK(f.label_failed == 0);
  }
}

TEST_CASE("figure audit: every shadow bar is level with what it shadows and lies beside the shapes") {
  for (const SceneFindings& f : audit_all()) {
    INFO(f.id << ": " << f.shadow_failed << " of " << f.states << " states with misplaced shadows.\n  first: "
              << f.first_shadow);
    CHECK(f.shadow_failed == 0);
  }
}
