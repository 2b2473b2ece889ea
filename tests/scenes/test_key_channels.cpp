// Issue 26: a colour key tells the truth about the second channels. The app draws every figure
// through RoleCanvas (role_canvas.hpp): purple B and green strokes are double lines, their dots
// hollow, their arrows heavy. A key that lists no B line, or shows B's colour as a plain line,
// leaves the reader to guess what the double line means. So, for every scene at every preset and
// a few states dragged from each, at the desk and presenting, drawn as the app draws it:
//  * every role the figure strokes (B's purple, green, and the colour language's orange,
//    vermillion and light grey) has a line in the key, and
//  * when the figure draws the role double, the key's swatch for it is double too (a double
//    line or bar, a hollow dot, or an arrow twice as heavy);
//  * no key line shows a role the figure does not draw, and no two key lines share one swatch;
//  * an arrow in a plain ink (dark, grey) has an arrow of its ink in the key, and where the key's
//    dark arrow is the push-out, every dark arrow lies on an axis line (walking the SAT steps
//    drew the normal of the edge at hand as a dark arrow). Figures with a step slider are
//    walked through their first three steps from their start, as it is and with the shapes
//    inside each other.
// At the desk a figure whose key lives nowhere in it (circles' and the other scenes that show
// their key only in presenter mode) is left out; presenting, every figure has its key.
//
// Index of this file:
//   [SECTION] Reading a key: its roles, its arrows
//   [SECTION] Drawing as the app does, and the faults
//   [SECTION] The states: presets, dragged, far, walked
//   [SECTION] The test
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <glm/common.hpp>

#include "drawn_marks.hpp"
#include "scenes/role_canvas.hpp"
#include "scene_test_support.hpp"

namespace test_key_channels {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
using lab::testing::marks::mark_at;
using lab::testing::marks::same_rgb;

// [SECTION] Reading a key: its roles, its arrows

struct KeyRole {
  const char* name;
  Color color;
};

// The roles a key must name when the figure strokes them.
constexpr KeyRole key_roles[] = {
    {"B (purple)", palette::shape_b},
    {"collide (green)", palette::collide},
    {"apart (orange)", palette::apart},
    {"deciding (vermillion)", palette::deciding},
    {"untested (light grey)", palette::untested},
};

/// Whether a mark shows the double channel: a double stroke, a hollow dot, or (arrows have no
/// room for paper) an arrow at least twice the key's plain 3 pixels.
bool double_mark(const DrawCall& call, const std::string& mark) {
  return mark.starts_with("double") || mark == "hollow dot" || (call.kind == "arrow" && call.width >= 6);
}

struct RoleSeen {
  bool figure = false, figure_double = false;    ///< stroked outside the key; any stroke double
  bool key = false, key_double = false;          ///< a swatch in the key; any swatch double
  bool figure_arrow = false, key_arrow = false;  ///< an arrow stroked outside the key; an arrow swatch
};

// The plain inks an arrow may be drawn in besides the roles': the text's near black (the SAT
// figures' push-out) and the greys (a direction searched, an edge's normal).
constexpr KeyRole plain_inks[] = {
    {"dark", palette::text},
    {"grey", palette::axis},
    {"light grey text", palette::muted},
};

struct KeyReading {
  bool has_key = false;
  std::map<int, RoleSeen> roles;        ///< by index in key_roles
  std::map<int, RoleSeen> plain;        ///< arrows only, by index in plain_inks
  bool dark_arrow_is_push_out = false;  ///< the key's words name a push-out
  std::vector<DrawCall> axis_lines;     ///< the figure's lines across the view (SAT's axes)
};

// Whether `p` lies on the line {call.points[0] + t·call.points[1]}, within a pixel.
bool on_line(const DrawCall& call, Vec2 p, double px) {
  const Vec2 o = call.points[0], d = call.points[1];
  const double len = std::hypot(d.x, d.y);
  return len > 0 && std::fabs((p.x - o.x) * d.y - (p.y - o.y) * d.x) / len <= px;
}

KeyReading read_key(const RecordingCanvas& canvas) {
  KeyReading out;
  for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
    const DrawCall& call = canvas.calls[k];
    out.has_key |= call.legend;
    if (call.legend && call.kind == "label" && call.text.find("push-out") != std::string::npos)
      out.dark_arrow_is_push_out = true;
    if (!call.legend && (call.kind == "line" || call.kind == "dashed_line")) out.axis_lines.push_back(call);
    for (int r = 0; r < static_cast<int>(std::size(plain_inks)) && call.kind == "arrow"; ++r)
      if (same_rgb(call.color, plain_inks[r].color))
        (call.legend ? out.plain[r].key_arrow : out.plain[r].figure_arrow) = true;
    const std::string mark = mark_at(canvas.calls, k);
    if (mark.empty()) continue;  // labels and tints
    for (int r = 0; r < static_cast<int>(std::size(key_roles)); ++r) {
      if (!same_rgb(call.color, key_roles[r].color) || call.color.a == 0) continue;
      RoleSeen& seen = out.roles[r];
      (call.legend ? seen.key : seen.figure) = true;
      (call.legend ? seen.key_double : seen.figure_double) |= double_mark(call, mark);
      (call.legend ? seen.key_arrow : seen.figure_arrow) |= call.kind == "arrow";
    }
  }
  return out;
}

/// Each two lines of the key whose swatches look the same (the same marks in the same inks, tints
/// and weights, wherever drawn), as "'words' and 'words'": two lines that say two things with one sign.
std::vector<std::string> same_swatches(const RecordingCanvas& canvas) {
  std::vector<std::pair<std::string, std::string>> lines;  // (swatch, words), in the key's order
  std::string swatch;
  for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
    const DrawCall& call = canvas.calls[k];
    if (!call.legend) continue;
    if (call.kind != "label") {
      const std::string mark = mark_at(canvas.calls, k);
      if (!mark.empty())
        swatch += mark + " " + std::to_string(call.color.r) + "," + std::to_string(call.color.g) + "," +
                  std::to_string(call.color.b) + "," + std::to_string(call.color.a) + " " + std::to_string(call.width) +
                  "; ";
      continue;
    }
    if (!swatch.empty()) lines.emplace_back(std::exchange(swatch, {}), call.text);  // a row under its words has none
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    for (std::size_t j = i + 1; j < lines.size(); ++j)
      if (lines[i].first == lines[j].first) out.push_back("'" + lines[i].second + "' and '" + lines[j].second + "'");
  return out;
}

// [SECTION] Drawing as the app does, and the faults

/// The shapes' box, or the scene's frame: what the app's F fits.
collide::Rect fitted_box(const Scene& scene) {
  if (const auto frame = scene.frame()) return *frame;
  Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
  for (const Shape& s : scene.state().shapes)
    for (Vec2 p : s.points)
      lo = glm::min(lo, p - Vec2{s.radius, s.radius}), hi = glm::max(hi, p + Vec2{s.radius, s.radius});
  if (!(lo.x <= hi.x)) return {-10, -10, 20, 20};
  return {lo.x, lo.y, std::max(hi.x - lo.x, 1e-300), std::max(hi.y - lo.y, 1e-300)};
}

/// The scene drawn as the app draws it, at the desk or presenting, in the view the app fits at
/// 1280x800 (the desk's figure is 670 px wide between the scene list and the panel; Shell::fit's
/// 50 px margin and 63 px caption strip), so a figure 10⁶ or 10⁻⁶ across is seen as on screen.
RecordingCanvas drawn_as_app(const Scene& scene, bool presenting) {
  RecordingCanvas canvas;
  canvas.panel_hidden = presenting;
  const double width = presenting ? 1280 : 670, height = 800, margin = 50, strip = 63;
  const collide::Rect box = fitted_box(scene);
  const double px = std::max(box.w / (width - 2 * margin), box.h / (height - 2 * margin - strip));
  const Vec2 mid{box.x + box.w / 2, box.y + box.h / 2 - strip / 2 * px};
  canvas.visible = {mid.x - width / 2 * px, mid.y - height / 2 * px, width * px, height * px};
  canvas.units_per_pixel = px;
  RoleCanvas roles(canvas);
  scene.draw(roles);
  return canvas;
}

/// The problems of one drawing's key, each as "role: what is wrong" (empty when it tells the truth).
std::set<std::string> key_faults(const Scene& scene, bool presenting) {
  const RecordingCanvas drawn = drawn_as_app(scene, presenting);
  const KeyReading key = read_key(drawn);
  std::set<std::string> out;
  bool strokes_a_role = false;
  for (const auto& [r, seen] : key.roles) strokes_a_role |= seen.figure;
  if (!key.has_key) {
    if (presenting && strokes_a_role) out.insert("no key in the figure");
    return out;
  }
  for (const auto& [r, seen] : key.roles) {
    const std::string role = key_roles[r].name;
    if (seen.figure && !seen.key) out.insert(role + ": drawn, not in the key");
    if (seen.figure_double && seen.key && !seen.key_double) out.insert(role + ": drawn double, a plain swatch");
    if (seen.key && !seen.figure) out.insert(role + ": in the key, not drawn");
    if (seen.figure_arrow && seen.key && !seen.key_arrow) out.insert(role + ": drawn as an arrow, no arrow in the key");
  }
  // Two lines with one swatch say two things with one sign (issue 26: tunnelling's "a frame that
  // misses the wall" and "after the hit: not tested" were both a plain grey line).
  for (const std::string& twins : same_swatches(drawn)) out.insert("two key lines, one swatch: " + twins);
  // A dark or grey arrow means what the key's arrow of that ink says (issue 26: walking the SAT
  // steps drew the edge at hand's normal as a dark arrow, the key's look for the push-out).
  for (const auto& [r, seen] : key.plain)
    if (seen.figure_arrow && !seen.key_arrow)
      out.insert(std::string(plain_inks[r].name) + ": drawn as an arrow, no arrow in the key");
  if (key.dark_arrow_is_push_out) {
    for (const DrawCall& call : drawn.calls) {
      if (call.legend || call.kind != "arrow" || !same_rgb(call.color, palette::text)) continue;
      // The push-out runs along its axis's line, between the shadows.
      const bool on_an_axis = std::any_of(key.axis_lines.begin(), key.axis_lines.end(), [&](const DrawCall& line) {
        return on_line(line, call.points[0], drawn.pixel()) && on_line(line, call.points[1], drawn.pixel());
      });
      if (!on_an_axis)
        out.insert("dark: an arrow off every axis line, where the key says a dark arrow is the push-out");
    }
  }
  return out;
}

// [SECTION] The states: presets, dragged, far, walked

/// A shape's middle: the mean of its points.
Vec2 middle(const Shape& shape) {
  Vec2 sum{0, 0};
  for (Vec2 p : shape.points) sum += p;
  return shape.points.empty() ? sum : sum / static_cast<double>(shape.points.size());
}

/// `shape` scaled by `k` about `about` (a circle's radius too).
void scale_shape(Shape& shape, Vec2 about, double k) {
  for (Vec2& p : shape.points) p = about + (p - about) * k;
  shape.radius *= k;
}

/// The states far from the start a student reaches (issue 26: a 10⁶ rectangle around the
/// pentagon drew a vermillion arrow the key did not name): the whole figure 10⁶ and 10⁻⁶ times
/// its size; the second shape's middle on the first's (inside), and there made 10⁶ times larger
/// (around the first) or a tenth the size; and touching: the second shape's first point on a vertex, and on an edge's middle, of
/// the first. Each named for a failure's message.
std::vector<std::pair<std::string, SceneState>> far_states(const SceneState& start) {
  std::vector<std::pair<std::string, SceneState>> out;
  if (start.shapes.size() < 2 || start.shapes[0].points.empty() || start.shapes[1].points.empty()) return out;
  const Shape& a = start.shapes[0];
  const Vec2 at_a = middle(a);
  auto changed = [&](const std::string& name, auto&& edit) {
    SceneState state = start;
    edit(state);
    out.emplace_back(name, std::move(state));
  };
  for (const double k : {1e6, 1e-6})
    changed(k > 1 ? "all 10^6" : "all 10^-6", [&](SceneState& s) {
      for (Shape& shape : s.shapes) scale_shape(shape, {0, 0}, k);
    });
  for (const double k : {1e6, 1.0, 0.1})
    changed(k > 1    ? "the second 10^6 around the first"
            : k == 1 ? "inside"
                     : "inside, a tenth",
            [&](SceneState& s) {
      Shape& b = s.shapes[1];
      scale_shape(b, middle(b), k);
      const Vec2 by = at_a - middle(b);
      for (Vec2& p : b.points) p += by;
    });
  const Vec2 corner = a.points[0], edge_middle = (a.points[0] + a.points[1 % a.points.size()]) * 0.5;
  for (const Vec2 target : {corner, edge_middle})
    changed(target == corner ? "touching at a vertex" : "touching an edge", [&](SceneState& s) {
      Shape& b = s.shapes[1];
      const Vec2 by = target - b.points[0];
      for (Vec2& p : b.points) p += by;
    });
  return out;
}

/// `check(scene, where)` at every preset of every scene, `dragged` states moved from each, and
/// the states far from it (far_states).
template <class Check>
void for_states(int dragged, Check&& check) {
  std::mt19937 random(2626);
  std::uniform_real_distribution<double> step(-4, 4);
  for (const auto& factory : lab::all_scenes()) {
    auto scene = factory();
    const std::vector<Preset> presets = scene->presets();
    for (const auto& preset : presets) {
      const std::string at = std::string(scene->info().id) + " / " + preset.name;
      // A figure with a step slider is walked through its first steps too, from its start: as
      // it is (the SAT figures' axes with gaps) and inside (with overlaps, so a push-out is drawn).
      const int walk = &preset == &presets.front() && preset.state.options.contains("step") ? 3 : 0;
      for (int k = 0; k <= dragged; ++k) {
        SceneState state = preset.state;
        for (auto& shape : state.shapes) {
          const Vec2 d = k == 0 ? Vec2{0, 0} : Vec2{step(random), step(random)};
          for (Vec2& p : shape.points) p += d;
        }
        scene->set_state(state);
        check(*scene, at + (k ? " dragged " + std::to_string(k) : ""));
      }
      for (auto& [name, state] : far_states(preset.state)) {
        for (int step = 0; step <= (name == "inside" ? walk : 0); ++step) {
          SceneState walked = state;
          if (step > 0) walked.options["step"] = step;
          scene->set_state(std::move(walked));
          check(*scene, at + ", " + name + (step > 0 ? ", step " + std::to_string(step) : ""));
        }
      }
      for (int step = 1; step <= walk; ++step) {
        SceneState walked = preset.state;
        walked.options["step"] = step;
        scene->set_state(std::move(walked));
        check(*scene, at + ", step " + std::to_string(step));
      }
    }
  }
}

// [SECTION] The test

TEST_CASE("every key shows each role its figure strokes, with the figure's second channel, desk and presenting" *
          doctest::test_suite("slow")) {
  std::map<std::string, std::set<std::string>> found;  // fault → where
  int keys = 0;
  for_states(2, [&](const Scene& scene, const std::string& where) {
    for (const bool presenting : {false, true}) {
      for (const std::string& fault : key_faults(scene, presenting))
        found[fault].insert(where + (presenting ? " (presenting)" : " (desk)"));
      ++keys;
    }
  });
  for (const auto& entry : found) {
    const std::string fault = entry.first;
    const std::string first = *entry.second.begin();
    const std::string count = std::to_string(entry.second.size()) + " drawings";
    std::set<std::string> ids;
    for (const std::string& w : entry.second)
      ids.insert(w.substr(0, w.find(' ')) + (w.ends_with("(desk)") ? "/d" : "/p"));
    std::string scenes;
    for (const std::string& id : ids) scenes += " " + id;
    CAPTURE(scenes);
    CAPTURE(fault);
    CAPTURE(first);
    CAPTURE(count);
    CHECK_MESSAGE(false, "a key does not tell the truth about a role");
  }
  CHECK(keys > 400);
}

}  // namespace test_key_channels
