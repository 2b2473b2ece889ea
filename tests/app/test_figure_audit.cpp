// The figure audit: every scene, from each start position and from seeded drags of it (random
// moves, one shape touching another at a vertex or on an edge, a point on a vertex, tiny and huge
// coordinates), drawn through the recording canvas in the view the app would fit at 1280x800,
// then checked:
//   * no two labels' boxes overlap, and every label lies inside the view;
//   * the caption's verdict is `query`'s answer for the same shapes (--report's tests);
//   * every shadow bar is level with the figure: each of its ends projects onto its axis exactly
//     where a vertex of a drawn shape does (to 1e-9 of the figure's size), and no bar crosses one
//     of the state's shapes (bars lie beside the shapes, as in the chapter's figures);
//   * every element the caption or a warning cites ("e4", "#3", "P", "A's vertex 0") has a label;
//   * an edge test colours exactly the edges its loop reached; the others stay palette::untested;
//   * a scene that walks its test step by step (the SAT scenes' `step` and `early_exit` options,
//     varied over the same states) marks one axis: the figure's marked axis (dashed, or the one at
//     hand), the panel's marked row ("▶ #3") and the caption name the same axis number.
// A failure names the scene, the seed and the state as a state file, to open with --state.
//
// Index of this file:
//   [SECTION] The app's figure: its canvas, fonts and label boxes
//   [SECTION] States: seeded drags of a start position
//   [SECTION] Labels apart and in view
//   [SECTION] Shadow bars level with what they shadow
//   [SECTION] Every element a caption cites is labelled
//   [SECTION] Edge colours are the steps the test took
//   [SECTION] One axis in the figure, the panel and the caption
//   [SECTION] The audit over every scene, and its test cases
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cstdlib>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "shell/camera.hpp"
#include "collide/circle.hpp"
#include "collide/concave.hpp"
#include "collide/fast/fast.hpp"
#include "collide/segment.hpp"
#include "collide/rect.hpp"
#include "window/fonts.hpp"
#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "files/report.hpp"
#include "formats/state_json.hpp"
#include "verdict_audit.hpp"

namespace test_figure_audit {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
using lab::testing::verdict_problems;


// [SECTION] The app's figure: its canvas, fonts and label boxes

// Seeds 0 … 399 of each scene (a subset of the 0 … 599 it passed): every printed number is also
// audited against exact answers over 1,000 states a scene in test_scenes (the "audit:" cases); this
// one checks the drawing and query.
constexpr int kStatesPerScene = 400;

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

// Label widths as the app measures them (ImGuiCanvas::text_width): the label fonts at UI scale 1.
// The default estimate is a guess, so a label could overlap in the app and not here.
std::function<double(std::string_view, TextSize)> app_font_widths(const lab::Fonts& fonts) {
  return [labels = fonts.labels](std::string_view text, TextSize size) {
    ImFont* font = labels[static_cast<std::size_t>(size)];
    return double(font->CalcTextSizeA(Canvas::font_pixels(size), FLT_MAX, 0, text.data(), text.data() + text.size()).x);
  };
}

// The canvas as the app would set it up after F (fit), measuring text with `measure`; the scene
// told its room first, as the shell tells it (Scene::set_room).
RecordingCanvas fitted_canvas(Scene& scene, std::function<double(std::string_view, TextSize)> measure) {
  Camera camera;
  camera.size = {kFigureW, kFigureH};
  scene.set_room(camera.room(kMargin, kCaptionStrip));
  camera.fit(scene.frame().value_or(shapes_box(scene.state())), kMargin, kCaptionStrip);
  RecordingCanvas canvas;
  canvas.visible = camera.view();
  canvas.units_per_pixel = 1 / camera.scale;
  canvas.measure = std::move(measure);
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
  return a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h && b.y + slack < a.y + a.h;
}

bool box_inside(const collide::Rect& box, const collide::Rect& view, double slack) {
  return box.x >= view.x - slack && box.x + box.w <= view.x + view.w + slack && box.y >= view.y - slack &&
         box.y + box.h <= view.y + view.h + slack;
}

// [SECTION] States: seeded drags of a start position

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
        move_shape(moved, midpoint_of_edge(other, pick(other.points.size())) - moved.points[pick(moved.points.size())]);
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

// [SECTION] Labels apart and in view

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

// [SECTION] Shadow bars level with what they shadow

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

// [SECTION] Every element a caption cites is labelled

// A text's name-like words: runs of ASCII letters and digits, '#' and subscript digits ("₀"…"₉",
// three bytes each), so "A's e4" gives "A", "s", "e4" and "|C₁C₂|²" gives "C₁C₂".
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string word;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const bool sub = c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x82 &&
                     static_cast<unsigned char>(text[i + 2]) >= 0x80 && static_cast<unsigned char>(text[i + 2]) <= 0x89;
    if (std::isalnum(c) || c == '#' || sub) {
      const std::size_t n = sub ? 3 : 1;
      word += text.substr(i, n);
      i += n;
      continue;
    }
    if (!word.empty()) out.push_back(word);
    word.clear();
    ++i;
  }
  if (!word.empty()) out.push_back(word);
  return out;
}

// A point or shape name: one capital and its subscripts or digits ("P", "C₂", a piece "T0"); a run
// of them is split ("AB" → "A", "B").
std::vector<std::string> capital_names(const std::string& word) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < word.size();) {
    if (!std::isupper(static_cast<unsigned char>(word[i]))) return {};
    std::size_t j = i + 1;
    while (j < word.size() && (std::isdigit(static_cast<unsigned char>(word[j])) ||
                               (j + 2 < word.size() && static_cast<unsigned char>(word[j]) == 0xE2)))
      j += std::isdigit(static_cast<unsigned char>(word[j])) ? 1 : 3;
    out.push_back(word.substr(i, j - i));
    i = j;
  }
  return out;
}

bool numbered(const std::string& word, char prefix) {
  return word.size() >= 2 && word[0] == prefix &&
         std::all_of(word.begin() + 1, word.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// Elements named in words ("vertex 0", "edge 3", "corner 2"): each phrase, as a label may hold it.
std::vector<std::string> spelled_out(const std::string& text) {
  static const std::regex phrase(R"(\b(vertex|edge|corner) [0-9]+\b)");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), phrase); it != std::sregex_iterator(); ++it)
    out.push_back(it->str());
  return out;
}

// The figure elements a caption or warning cites, each as the word a label must hold:
//   e4 (an edge), v2 (a vertex), #3 (an axis), P / C₁ / T0 (a point, shape or piece), the two ends of a
//   segment named by them (AB, C₁C₂, PQ), and an element spelled out ("A's vertex 0").
// Not cited elements: a run of three or more capitals is an acronym ("SAT"); a capital followed
// by lower case is a word ("The"); "x", "y", "t", "r₁" are quantities, not things drawn.
std::vector<std::string> cited_names(const std::string& text) {
  std::vector<std::string> out;
  const auto words = words_of(text);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (numbered(w, 'e') || numbered(w, 'v') || numbered(w, '#')) out.push_back(w);
    const auto names = capital_names(w);
    if (!names.empty() && names.size() <= 2) out.insert(out.end(), names.begin(), names.end());
  }
  for (std::string& phrase : spelled_out(text)) out.push_back(std::move(phrase));
  return out;
}

// What a label names: its words, the capitals in them, its spelled-out elements, and "e3" / "v0"
// spelled out too (one element, two spellings).
void add_label_names(const std::string& text, std::vector<std::string>& out) {
  const auto words = words_of(text);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    out.push_back(w);
    for (const std::string& n : capital_names(w)) out.push_back(n);
    if (numbered(w, 'e')) out.push_back("edge " + w.substr(1));
    if (numbered(w, 'v')) out.push_back("vertex " + w.substr(1));
  }
  // A bare number beside a corner names it (convex-pieces' ear-clipping steps: "corner 7").
  if (!text.empty() &&
      std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    out.push_back("corner " + text);
  for (std::string& phrase : spelled_out(text)) out.push_back(std::move(phrase));
}

// Every element the caption and the warnings cite has a label holding its name as a word.
std::vector<std::string> citation_problems(const RecordingCanvas& canvas, const Scene& scene) {
  std::vector<std::string> labelled;
  for (const DrawCall& l : canvas.of("label")) add_label_names(l.text, labelled);
  std::vector<std::string> texts = scene.warnings();
  texts.insert(texts.begin(), scene.caption());
  std::vector<std::string> out;
  for (const std::string& text : texts)
    for (const std::string& name : cited_names(text)) {
      if (std::find(labelled.begin(), labelled.end(), name) == labelled.end())
        out.push_back("\"" + text + "\" cites " + name + " but no label names it");
    }
  return out;
}

// [SECTION] Edge colours are the steps the test took

using Points = std::vector<Vec2>;

Points points_of(const nlohmann::ordered_json& j) {
  Points out;
  for (const auto& p : j) out.push_back({p[0].get<double>(), p[1].get<double>()});
  return out;
}

// The colour the figure drew edge i of `polygon` in: the first plain segment along it.
std::optional<Color> edge_color(const RecordingCanvas& canvas, const Points& polygon, std::size_t i) {
  const Vec2 a = polygon[i], b = polygon[(i + 1) % polygon.size()];
  for (const DrawCall& c : canvas.calls)
    if (c.kind == "segment" && c.points.size() == 2 && c.points[0] == a && c.points[1] == b) return c.color;
  return std::nullopt;
}

void check_edges_tried(const RecordingCanvas& canvas, const Points& polygon, const std::string& name,
                       const std::function<bool(std::size_t)>& tried, std::vector<std::string>& out) {
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const auto color = edge_color(canvas, polygon, i);
    if (!color) continue;
    if ((*color == palette::untested) == tried(i))
      out.push_back(
          name + "e" + std::to_string(i) +
          (tried(i) ? " was tried but is drawn as never tried" : " was never tried but is drawn in a colour"));
  }
}

// Coloured steps are exactly the steps the test took, for the edge tests: an edge is drawn in
// palette::untested exactly when the book's loop never reached it. Which edges it reached follows
// from the count --report gives (edges in order; pairs A-edge by A-edge, each against all of B's),
// or all of them when the scene shows the full pass.
std::vector<std::string> tried_problems(const RecordingCanvas& canvas, const Scene& scene,
                                        const nlohmann::ordered_json& report) {
  if (report["tests"].size() != 1) return {};
  const auto& test = report["tests"][0];
  const bool full = scene.state().flag("full_pass");
  std::vector<std::string> out;
  if (test.contains("edges_tested") && test["args"].contains("polygon")) {
    const auto tested = full ? test["edges"].get<std::size_t>() : test["edges_tested"].get<std::size_t>();
    check_edges_tried(
        canvas, points_of(test["args"]["polygon"]), "", [&](std::size_t i) { return i < tested; }, out);
  }
  if (test.contains("edge_pairs_tested")) {
    const auto& args = test["args"];
    const Points a = points_of(args.contains("a") ? args["a"] : args["polygon"]);
    Points b;
    if (args.contains("b")) {
      b = points_of(args["b"]);
    } else {
      const auto& r = args["rect"];
      const auto c = collide::rect_to_polygon(
          {r["x"].get<double>(), r["y"].get<double>(), r["w"].get<double>(), r["h"].get<double>()});
      b.assign(c.begin(), c.end());
    }
    const std::size_t pairs = full ? test["edge_pairs"].get<std::size_t>()
                                   : test["edge_pairs_tested"].get<std::size_t>();
    check_edges_tried(
        canvas, a, "A's ", [&](std::size_t i) { return i * b.size() < pairs; }, out);
    check_edges_tried(
        canvas, b, "B's ", [&](std::size_t j) { return pairs >= b.size() || j < pairs; }, out);
  }
  return out;
}

// [SECTION] One axis in the figure, the panel and the caption

// A walk through the test (the option `step`; `early_exit` where the scene has it) set at random
// in a dragged state: past the last step, a scene shows the end. Its own generator, so the states
// themselves stay those of the other checks.
void vary_walk(SceneState& state, int seed) {
  if (!state.options.contains("step")) return;
  std::mt19937 rng(static_cast<unsigned>(seed));
  std::size_t points = 0;
  for (const Shape& s : state.shapes) points += s.points.size();
  state.options["step"] = std::uniform_int_distribution<int>(0, static_cast<int>(points) + 2)(rng);
  if (state.options.contains("early_exit")) state.options["early_exit"] = std::uniform_int_distribution<int>(0, 1)(rng);
}

// The first axis number ("#3") in `text` from `from` on, or nothing.
std::optional<int> axis_number(const std::string& text, std::size_t from = 0) {
  static const std::regex number(R"(#([0-9]+))");
  std::smatch m;
  if (from > text.size() || !std::regex_search(text.begin() + static_cast<std::ptrdiff_t>(from), text.end(), m, number))
    return std::nullopt;
  return std::stoi(m[1].str());
}

// The axes the figure marks: the numbers ("#3", "axes #2, #4") in the names anchored on a marked
// line, the dashed one the verdict hinges on or the one at hand in a walk (drawn in text colour).
std::vector<int> marked_in_figure(const RecordingCanvas& canvas) {
  std::vector<std::pair<Vec2, Vec2>> marked;
  for (const DrawCall& c : canvas.calls)
    if (c.kind == "dashed_line" || (c.kind == "line" && c.color == palette::text))
      marked.push_back({c.points[0], c.points[1]});
  static const std::regex number(R"(#([0-9]+))");
  std::vector<int> out;
  for (const DrawCall& l : canvas.of("label")) {
    const Vec2 at = l.points.at(0);
    const bool on_marked = std::any_of(marked.begin(), marked.end(), [&](const auto& line) {
      const Vec2 d = glm::normalize(line.second);
      return std::abs(d.x * (at.y - line.first.y) - d.y * (at.x - line.first.x)) <= 1e-6 * canvas.pixel();
    });
    if (!on_marked) continue;
    for (auto it = std::sregex_iterator(l.text.begin(), l.text.end(), number); it != std::sregex_iterator(); ++it)
      out.push_back(std::stoi((*it)[1].str()));
  }
  return out;
}

// The step the panel's table marks ("▶ #3", or "▶ 2 … axis #1" for a pair of pieces): the first
// axis number on the marked row, from the panel's words as ImGui logs them.
std::optional<int> marked_in_panel(Scene& scene) {
  const std::string text = panel_text([&] { scene.panel(); });
  const std::size_t row = text.find("\u25B6");
  if (row == std::string::npos) return std::nullopt;
  const std::size_t end = text.find('\n', row);
  return axis_number(text.substr(row, end == std::string::npos ? std::string::npos : end - row));
}

// The figure, the panel's marked row and the caption speak of the same axis: the axis the panel
// marks and the one the caption names first are the same, and the figure marks it (its name on
// the dashed line or the line at hand), unless it has no direction to draw or was skipped.
std::vector<std::string> walk_problems(const RecordingCanvas& canvas, Scene& scene) {
  if (!scene.state().options.contains("step")) return {};
  const std::vector<int> figure = marked_in_figure(canvas);
  const std::string caption_text = scene.caption();
  const std::optional<int> panel = marked_in_panel(scene), caption = axis_number(caption_text);
  auto named = [](std::optional<int> n) { return n ? "#" + std::to_string(*n) : std::string("none"); };
  std::string in_figure;
  for (int n : figure) in_figure += (in_figure.empty() ? "#" : ", #") + std::to_string(n);
  const std::string said = "figure " + (figure.empty() ? std::string("none") : in_figure) + ", panel " + named(panel) +
                           ", caption " + named(caption);
  const bool undrawable = caption_text.find("no direction") != std::string::npos ||
                          caption_text.find("skipped") != std::string::npos;
  std::vector<std::string> out;
  if (panel && caption && *panel != *caption) out.push_back("the panel and the caption mark different axes: " + said);
  for (auto n : {panel, caption})
    if (n && !undrawable && std::find(figure.begin(), figure.end(), *n) == figure.end()) {
      out.push_back("the figure marks another axis than the panel or caption: " + said);
      break;
    }
  return out;
}

// [SECTION] The audit over every scene, and its test cases

struct SceneFindings {
  std::string id;
  int states = 0;
  int verdict_failed = 0, label_failed = 0, shadow_failed = 0, citation_failed = 0, tried_failed = 0, walk_failed = 0;
  std::map<std::string, int> kinds;  ///< problem class → count
  std::string first_verdict, first_label, first_shadow, first_citation, first_tried,
      first_walk;  ///< the first failure of each kind, with its state
};

void note(SceneFindings& f, int seed, const Scene& scene, const std::vector<std::string>& problems, int& failed,
          std::string& first) {
  if (problems.empty()) return;
  ++failed;
  for (const auto& p : problems)
    ++f.kinds[p.rfind("labels", 0) == 0                          ? "labels overlap"
              : p.rfind("shadow", 0) == 0                        ? "shadow bars"
              : p.find("leaves the view") != std::string::npos   ? "label leaves the view"
              : p.find("no label names it") != std::string::npos ? "cited but not labelled"
              : p.find("tried") != std::string::npos             ? "coloured steps"
              : p.find(" mark") != std::string::npos             ? "walk marks"
                                                                 : "caption disagrees with query"];
  if (first.empty())
    first = f.id + " seed " + std::to_string(seed) + ": " + problems.front() +
            "\n  state: " + state_to_json(scene.state(), f.id).dump();
}

// Every scene audited once (the checks share the drawing): kStatesPerScene states each.
const std::vector<SceneFindings>& audit_all() {
  static const std::vector<SceneFindings> all = [] {
    std::vector<SceneFindings> out;
    // LAB_AUDIT_SCENES=id,id,… audits only those scenes (a quicker loop while fixing one).
    const char* only = std::getenv("LAB_AUDIT_SCENES");
    const HeadlessImGui imgui;  // the walk check reads the panels' words
    // The app's fonts (DejaVu Sans, fonts-dejavu-core), for true label widths.
    std::string font_warning;
    const lab::Fonts fonts = lab::build_fonts(ImGui::GetIO(), 1, font_warning);
    REQUIRE_MESSAGE(font_warning.empty(), font_warning);
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
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
        SceneState state = k < int(presets.size()) ? start : dragged(start, rng);
        // Every other dragged state walks the test; the rest show the whole test, as they start.
        const bool walked = k >= int(presets.size()) && k % 2 == 1;
        if (walked) vary_walk(state, k);
        scene->set_state(std::move(state));
        RecordingCanvas canvas = fitted_canvas(*scene, app_font_widths(fonts));
        scene->draw(canvas);
        ++f.states;
        const auto report = scene_report(*scene, lab::ReportParts::Verdict);  // once per state: the checks share it
        // A caption at a step of a walk speaks of that step ("Pair 4: … → apart"), not of the whole
        // test: there only the answers themselves are checked.
        auto verdicts = verdict_problems(*scene, report);
        if (walked && scene->state().option("step") > 0)
          std::erase_if(verdicts, [](const std::string& p) { return p.rfind("caption", 0) == 0; });
        note(f, k, *scene, verdicts, f.verdict_failed, f.first_verdict);
        note(f, k, *scene, label_problems(canvas), f.label_failed, f.first_label);
        note(f, k, *scene, shadow_problems(canvas, scene->state()), f.shadow_failed, f.first_shadow);
        note(f, k, *scene, citation_problems(canvas, *scene), f.citation_failed, f.first_citation);
        note(f, k, *scene, tried_problems(canvas, *scene, report), f.tried_failed, f.first_tried);
        // The walk check draws the panel (an ImGui frame): only where the walk was set, and at
        // the start positions, to keep the audit's time.
        if (walked || k < int(presets.size()))
          note(f, k, *scene, walk_problems(canvas, *scene), f.walk_failed, f.first_walk);
      }
      out.push_back(std::move(f));
    }
    return out;
  }();
  return all;
}

// One check over every audited scene: no state fails it. A failure names the scene, how many of
// its states fail and how (`how`), and the first failing state.
void check_every_scene(int SceneFindings::*failed, std::string SceneFindings::*first, const char* how) {
  for (const SceneFindings& f : audit_all()) {
    INFO(f.id << ": " << f.*failed << " of " << f.states << " states " << how << ".\n  first: " << f.*first);
    CHECK(f.*failed == 0);
  }
}


// One test case, so the audit is drawn once in its process (each case is a ctest test of its own):
// each check a subcase, named in a failure's report.
TEST_CASE("figure audit: every scene in every dragged position, drawn once and checked six ways" *
          doctest::test_suite("slow")) {
  SUBCASE("every scene's caption agrees with query in every dragged position") {
    check_every_scene(&SceneFindings::verdict_failed, &SceneFindings::first_verdict,
                      "where caption and query disagree");
  }
  SUBCASE("labels never overlap or leave the view") {
    for (const SceneFindings& f : audit_all()) {
      std::ostringstream kinds;
      for (const auto& [kind, n] : f.kinds) kinds << kind << " ×" << n << "; ";
      INFO(f.id << ": " << f.label_failed << " of " << f.states << " states with label problems. " << kinds.str()
                << "\n  first: " << f.first_label);
      CHECK(f.label_failed == 0);
    }
  }
  SUBCASE("every shadow bar is level with what it shadows and lies beside the shapes") {
    check_every_scene(&SceneFindings::shadow_failed, &SceneFindings::first_shadow, "with misplaced shadows");
  }
  SUBCASE("every element the caption or a warning cites is labelled in the figure") {
    check_every_scene(&SceneFindings::citation_failed, &SceneFindings::first_citation,
                      "cite what the figure does not label");
  }
  SUBCASE("an edge test colours exactly the edges it tried; the rest stay neutral") {
    check_every_scene(&SceneFindings::tried_failed, &SceneFindings::first_tried,
                      "colour an edge the test did not try, or grey one it did");
  }
  SUBCASE("walking the test step by step, figure, panel and caption mark the same axis") {
    check_every_scene(&SceneFindings::walk_failed, &SceneFindings::first_walk, "mark different axes");
  }
}

}  // namespace test_figure_audit
