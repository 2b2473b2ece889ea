// Issue 25: the legend lists exactly the roles the figure draws, in the colours it draws them.
// A legend is what a figure draws inside a LegendPart (figures::draw_legend, which-approach's
// colour lines); the recording canvas marks those calls. For every scene with a legend on its
// canvas, at every preset (every mode: the presets cover them), and at states dragged from them:
//  * every colour the legend shows (its swatches, or its coloured words) is drawn in the figure;
//  * every colour of the colour language (orange, green, vermillion, light grey) that the figure
//    strokes or fills outside the legend has a line in it.
// Labels outside the legend are left out of the second check: a word carries its own meaning.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <tuple>
#include <utility>

#include "scene_test_support.hpp"

namespace test_legend_drawn {

using namespace lab;
using namespace lab::testing;

using Rgb = std::tuple<int, int, int>;
Rgb rgb(Color c) { return {c.r, c.g, c.b}; }

struct Colours {
  std::set<Rgb> legend, drawn;
  bool has_legend = false;
  bool repeated_swatch = false;  ///< two swatches of one colour and kind: one colour, two meanings
  bool merged_line = false;      ///< two roles joined on one line ("tried: missed; ray outside …")
};

Colours colours_of(const RecordingCanvas& canvas) {
  Colours out;
  std::set<std::pair<Rgb, std::string>> swatches;
  for (const auto& call : canvas.calls) {
    if (call.legend) {
      out.has_legend = true;
      if (key_card(call)) continue;  // no role
      if (call.kind != "label") out.repeated_swatch |= !swatches.insert({rgb(call.color), call.kind}).second;
      if (call.kind == "label") out.merged_line |= call.text.find("; ") != std::string::npos;
      // Light grey's words are written in the labels' grey, which reads on the paper (issue 26).
      const bool grey_words = call.kind == "label" && rgb(call.color) == rgb(palette::muted);
      if (rgb(call.color) != rgb(palette::text))
        out.legend.insert(grey_words ? rgb(palette::untested) : rgb(call.color));
    } else if (call.kind != "label") {
      out.drawn.insert(rgb(call.color));
    }
  }
  return out;
}

const char* name_of(Rgb c) {
  if (c == rgb(palette::apart)) return "orange";
  if (c == rgb(palette::collide)) return "green";
  if (c == rgb(palette::deciding)) return "vermillion";
  if (c == rgb(palette::untested)) return "light grey";
  if (c == rgb(palette::shape_a)) return "blue";
  if (c == rgb(palette::shape_b)) return "purple";
  if (c == rgb(palette::axis)) return "grey";
  return "another colour";
}

/// The two checks above on one drawing of `scene`; returns whether it had a legend.
bool legend_matches_drawing(const Scene& scene) {
  const Colours c = colours_of(drawn(scene));
  if (!c.has_legend) return false;
  CHECK_MESSAGE(!c.repeated_swatch, "the legend gives one colour two lines");
  CHECK_MESSAGE(!c.merged_line, "a legend line names two roles");
  for (const Rgb& shown : c.legend) {
    const std::string colour = name_of(shown);
    CAPTURE(colour);
    CHECK_MESSAGE(c.drawn.count(shown) == 1, "the legend shows a colour the figure does not draw");
  }
  for (Color role : {palette::apart, palette::collide, palette::deciding, palette::untested}) {
    const std::string colour = name_of(rgb(role));
    CAPTURE(colour);
    if (c.drawn.count(rgb(role)) == 1)
      CHECK_MESSAGE(c.legend.count(rgb(role)) == 1, "the figure draws a role colour the legend does not name");
  }
  return true;
}

TEST_CASE("every canvas legend names exactly the colour-language colours its figure draws, at every preset") {
  int with_legend = 0;
  for_every_preset([&](Scene& scene) { with_legend += legend_matches_drawing(scene); });
  CHECK(with_legend > 20);  // the concave chapter's edge tests, rays, which-approach, segments-crossing
}

TEST_CASE("the scenes whose figures need a key draw one on the canvas, at every preset") {
  for (const std::string id :
       {"segments-crossing", "point-in-polygon", "concave-polygon-line", "concave-polygon-segment",
        "concave-polygon-circle", "polygon-polygon", "which-approach"}) {
    auto scene = scene_named(id);
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      CAPTURE(id);
      CAPTURE(preset.name);
      // A figure that strokes or fills a colour of the colour language has its key; so does one
      // that draws B's purple double (issue 26: segments-crossing's CD, even when all four ends
      // on one line with a gap stroke no colour of the language).
      const Colours c = colours_of(drawn(*scene));
      bool roles = false;
      for (Color role : {palette::apart, palette::collide, palette::deciding, palette::untested, palette::shape_b})
        roles |= c.drawn.count(rgb(role)) == 1;
      CHECK(c.has_legend == roles);
      CHECK(roles);
    }
  }
}

// The legend's swatches of one colour, by kind ("segment", "arrow", …), and the words beside them.
std::set<std::string> swatch_kinds(const RecordingCanvas& canvas, Color color) {
  std::set<std::string> out;
  for (const auto& call : canvas.calls)
    if (call.legend && call.kind != "label" && call.color == color) out.insert(call.kind);
  return out;
}

TEST_CASE("an edge tried and missed and the ray outside are two roles: an orange line and an orange arrow") {
  // Issue 25: concave-polygon-segment and polygon-polygon at their start draw both (every edge
  // missed, then the ray from an end or a vertex) and said both on one line: "tried: missed; ray
  // outside the polygon". Each is now a line of its own, with a mark the figure draws it with:
  // every orange arrow lies on a ray's line (through its start, level), every orange stroke of a
  // line on an edge.
  for (const std::string id : {"concave-polygon-segment", "polygon-polygon"}) {
    CAPTURE(id);
    auto scene = scene_named(id);
    const auto canvas = drawn(*scene);
    int missed = 0, outside = 0;
    for (const auto& call : canvas.calls)
      if (call.legend && call.kind == "label") {
        CHECK(call.text.find("; ") == std::string::npos);
        missed += call.text.find("missed") != std::string::npos;
        outside += call.text == "ray outside the polygon";
      }
    CHECK(missed == 1);
    CHECK(outside == 1);
    CHECK(swatch_kinds(canvas, palette::apart) == std::set<std::string>{"segment", "arrow"});
    // Every orange arrow is level with a ray's start (a shape's first point: the segment's end a,
    // each polygon's vertex 0) and points right.
    std::set<double> ray_levels;
    for (const auto& shape : scene->state().shapes) ray_levels.insert(shape.points.at(0).y);
    int arrows = 0;
    for (const auto& call : canvas.calls)
      if (!call.legend && call.kind == "arrow" && call.color == palette::apart) {
        ++arrows;
        CHECK(call.points[0].y == call.points[1].y);
        CHECK(call.points[1].x > call.points[0].x);  // pointing the way the ray runs
        CHECK(ray_levels.count(call.points[0].y) == 1);
      }
    CHECK(arrows >= 1);
  }
}

TEST_CASE("polygon-polygon lists partly tried edges in the colour of the shape they belong to") {
  // "Two interlocking stars": the book's test stops at the first pair that meets, so some of B's
  // edges were tried against a few of A's only: drawn purple (B's own colour), and the legend's
  // line for them is purple too, never A's blue.
  auto scene = scene_at_preset("polygon-polygon", "Two interlocking stars");
  const auto canvas = drawn(*scene);
  bool purple_line = false, blue_line = false;
  for (const auto& call : canvas.calls)
    if (call.legend && call.kind == "segment") {
      purple_line |= call.color == palette::shape_b;
      blue_line |= call.color == palette::shape_a;
    }
  CHECK(canvas.has_label("B's edge tried against some edges only"));
  CHECK(purple_line);
  CHECK(blue_line == canvas.has_label("A's edge tried against some edges only"));
}

TEST_CASE("legend audit, 40 states dragged from every preset of every scene" * doctest::test_suite("slow")) {
  // Each shape of a preset with a legend moved as a whole (a drag), up to a third of the figure
  // across.
  for_dragged_states(
      25, 40, [](const Scene& scene) { return colours_of(drawn(scene)).has_legend; },
      [](const Scene& scene) { legend_matches_drawing(scene); });
}

}  // namespace test_legend_drawn
