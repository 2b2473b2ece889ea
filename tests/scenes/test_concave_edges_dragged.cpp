// Issue 11 for the concave chapter's edge scenes: every figure true in every position a learner
// can drag it to. One test per defect, with the defect's own state, checked by hand.
// The C: v0 (−3, −3), v1 (3, −3), v2 (3, −1.5), v3 (−1, −1.5), v4 (−1, 1.5), v5 (3, 1.5),
// v6 (3, 3), v7 (−3, 3); edge ei runs from vi to vi+1 (e2 the notch's floor, e4 its ceiling).
//
// Index of this file:
//   [SECTION] 1. One colour language
//   [SECTION] 2. Figure, table, caption and query tell one truth for P on an edge
//   [SECTION] 3 and 5. Labels: readable, never on each other, never out of view
//   [SECTION] 4. The numbers that decide the circle test
//   [SECTION] 6. What the caption cites is labelled, in one naming scheme
#include <doctest/doctest.h>

#include <algorithm>

#include <regex>

#include "captions/concave_edges.hpp"
#include "collide/concave.hpp"
#include "concave_edges_support.hpp"
#include "headless_imgui.hpp"
#include "scene_test_support.hpp"

namespace test_concave_edges_dragged {

using lab::Vec2;
namespace palette = lab::palette;
using concave_test::dashed_edges;
using concave_test::edge_colors;
using concave_test::RecordingCanvas;

namespace {

std::unique_ptr<lab::Scene> scene_with(const char* id, const std::function<void(lab::SceneState&)>& edit) {
  auto scene = lab::testing::scene_named(id);
  lab::SceneState state = scene->presets().front().state;
  edit(state);
  scene->set_state(state);
  return scene;
}

std::vector<std::optional<lab::Color>> colours(std::initializer_list<lab::Color> list) {
  return {list.begin(), list.end()};
}

}  // namespace

// [SECTION] 1. One colour language

TEST_CASE("concave-polygon-line colours a met edge green and a missed one orange, never the same") {
  // Start: the line x ≈ 1 + 0.06 (y + 5) crosses e0, e2, e4, e6; e1, e3, e5, e7 lie on one side.
  auto scene = lab::make_scene("concave-polygon-line");
  auto canvas = concave_test::drawn_in_app(*scene);
  const std::vector<Vec2> c = scene->state().shape("C").points;
  CHECK(edge_colors(canvas, c) == colours({palette::collide, palette::apart, palette::collide, palette::apart,
                                           palette::collide, palette::apart, palette::collide, palette::apart}));
  // The defect's state: the line through (4, −4) and (5, 4) passes the C: every edge orange,
  // and the figure says what orange means.
  scene = scene_with("concave-polygon-line", [](auto& s) { s.shape("line").points = {{4, -4}, {5, 4}}; });
  canvas = concave_test::drawn_in_app(*scene);
  CHECK(concave_test::edges_in(canvas, c, palette::apart) == 8);
  CHECK(canvas.has_label("edge wholly on one side"));
  CHECK_FALSE(canvas.has_label("edge the line meets"));  // nothing met, so no such entry
  CHECK(scene->caption() == "all 8 vertices on the − side → apart (no convexity needed)");
}

TEST_CASE("polygon-polygon colours only the pairs the early-exit test tried") {
  // B = [3, 5]² touches the C at its corner v6 (3, 3). The book's test tries A's e0…e4 against
  // all 4 of B's edges (20 pairs, none meet), then A's e5 (x = 3, up to v6) against B's e0
  // (y = 3): they meet at (3, 3). 21 of 32 pairs; A's e6 and e7 are never tried, although A's e6
  // would meet B's e0 and e3 too (a full pass would find them).
  auto scene = scene_with("polygon-polygon", [](auto& s) { s.shape("B").points = {{3, 3}, {5, 3}, {5, 5}, {3, 5}}; });
  CHECK(scene->caption() == "21 of 32 edge pairs tested; A's e5 meets B's e0 → collide");
  const auto canvas = concave_test::drawn_in_app(*scene);
  const auto& a = scene->state().shape("A").points;
  const auto& b = scene->state().shape("B").points;
  CHECK(edge_colors(canvas, a) == colours({palette::apart, palette::apart, palette::apart, palette::apart,
                                           palette::apart, palette::collide, palette::untested, palette::untested}));
  // B's e0 met; e1–e3 tried against A's e0…e4 only: the shape's own colour, evidence for neither.
  CHECK(edge_colors(canvas, b) == colours({palette::collide, palette::shape_b, palette::shape_b, palette::shape_b}));
  CHECK(dashed_edges(canvas, a, palette::deciding) == std::vector<int>{5});
  CHECK(dashed_edges(canvas, b, palette::deciding) == std::vector<int>{0});
  for (const char* words : {"first pair that meets: decides", "tried against every edge: missed",
                            "tried against some edges only", "never tried (the test stopped)"})
    CHECK(canvas.has_label(words));
}

TEST_CASE("concave-polygon-circle leaves e4 untried when e2 already decided") {
  // Centre (1, 0), radius 1.5: e0 (3 away) and e1 (2 away) miss, e2 (the floor, 1.5 away) is
  // touched and the test stops. e4, the ceiling, is also 1.5 away, but never tried.
  auto scene = scene_with("concave-polygon-circle", [](auto& s) {
    s.shape("circle").points = {{1, 0}};
    s.shape("circle").radius = 1.5;
  });
  CHECK(scene->caption() == "the circle touches e2 (3 of 8 edges tested) → collide");
  const auto canvas = concave_test::drawn_in_app(*scene);
  const std::vector<Vec2> c = scene->state().shape("C").points;
  CHECK(edge_colors(canvas, c) ==
        colours({palette::apart, palette::apart, palette::collide, palette::untested, palette::untested,
                 palette::untested, palette::untested, palette::untested}));
  CHECK(dashed_edges(canvas, c, palette::deciding) == std::vector<int>{2});
  // Only the three tried edges get a nearest point joined to the centre.
  // (Solid since issue 26: dashes are the deciding step's alone.)
  const auto joins = canvas.of("segment");
  CHECK(std::count_if(joins.begin(), joins.end(), [](const auto& d) { return d.points[0] == Vec2{1, 0}; }) == 3);
  CHECK(canvas.of("dashed_segment").size() == 1 + 1);  // e2's dashes, the legend's
  CHECK(canvas.has_label("first hit: decides"));
  CHECK(canvas.has_label("never tried (the test stopped)"));
}

TEST_CASE("the segment scene's untried edges stay grey; the full pass is an option, said so") {
  // (2, −2.25)–(2, 2.25) meets e2 (third tried) and, past it, e4.
  auto scene = scene_with("concave-polygon-segment", [](auto& s) {
    s.shape("segment").points = {{2, -2.25}, {2, 2.25}};
  });
  const std::vector<Vec2> c = scene->state().shape("C").points;
  auto canvas = concave_test::drawn_in_app(*scene);
  CHECK(edge_colors(canvas, c)[4] == palette::untested);
  CHECK_FALSE(canvas.has_label("also met"));
  scene = scene_with("concave-polygon-segment", [](auto& s) {
    s.shape("segment").points = {{2, -2.25}, {2, 2.25}};
    s.options["full_pass"] = 1;
  });
  canvas = concave_test::drawn_in_app(*scene);
  CHECK(edge_colors(canvas, c)[4] == palette::collide);
  CHECK(canvas.has_label("met (the full pass went on past the first)"));
  // The caption is the book's run either way.
  CHECK(scene->caption() == "the segment meets e2 (3 of 8 edges tested) → collide");
}

// [SECTION] 2. Figure, table, caption and query tell one truth for P on an edge

TEST_CASE("P on e5 — the exact location and the ray rule's own answer, both, everywhere") {
  auto scene = scene_with("point-in-polygon", [](auto& s) { s.shape("P").points = {{1, 1.2}}; });
  const std::string expected =
      "P lies on e5: the ray rule alone says 2 crossings (even: outside); the exact check puts P on the boundary, "
      "which counts as touching";
  CHECK(scene->caption() == expected);
  // query's caption comes from the same function (query/answers_concave.cpp).
  collide::RayTrace trace;
  collide::point_in_polygon({1, 1.2}, scene->state().shape("polygon").points, trace);
  CHECK(lab::captions::point_in_polygon_caption(trace) == expected);
  CHECK_FALSE(trace.inside);  // query's result: the rule's answer, as the caption says
  // The table's row for e5: it meets the line at x = 1, P's own x, and the words say so.
  bool found = false;
  for (const auto& c : trace.crossings) {
    if (c.edge != 5) continue;
    found = true;
    CHECK(c.at_p);
    const auto words = lab::captions::ray_row_words(c, 1);
    CHECK(words.x == "1");
    CHECK(words.relation == "= 1");
    CHECK(words.counts == "no: at the start itself (it lies on this edge)");
  }
  CHECK(found);
  const auto canvas = concave_test::drawn_in_app(*scene);
  CHECK(canvas.has_label("e5: P is on it"));
  CHECK(canvas.has_label("P's edge: P is on the boundary"));
}

TEST_CASE("a table row never contradicts its own printed numbers") {
  // A crossing 0.001 right of the start would print "1" against "1" at 2 decimals.
  const collide::RayCrossing right{3, {1.001, 0}, true, false};
  auto words = lab::captions::ray_row_words(right, 1);
  CHECK(words.x == "1.001");
  CHECK(words.relation == "> 1");
  const collide::RayCrossing left{3, {0.999, 0}, false, false};
  words = lab::captions::ray_row_words(left, 1);
  CHECK(words.x == "0.999");
  CHECK(words.relation == "< 1");
  CHECK(words.counts == "no: left of the start");
}

// [SECTION] 3 and 5. Labels: readable, never on each other, never out of view

namespace {

struct Position {
  const char* why;
  const char* scene;
  std::function<void(lab::SceneState&)> edit;
};

std::vector<Position> dragged_positions() {
  return {
      {"P in the middle tooth (the start)", "point-in-polygon", [](auto&) {}},
      {"P on a vertex (3, −1)", "point-in-polygon",
       [](auto& s) {
    s.shape("P").points = {{3, -1}};
       }},
      {"P on e5", "point-in-polygon",
       [](auto& s) {
    s.shape("P").points = {{1, 1.2}};
       }},
      {"P level with the teeth's tops", "point-in-polygon",
       [](auto& s) {
    s.shape("P").points = {{-4, 3}};
       }},
      {"ray through the dent's tip and a corner", "point-in-polygon",
       [](auto& s) {
    s.shape("polygon").points = {{-4, -3}, {-1, -3}, {0, 0}, {1, -3}, {4, -3}, {5, 0}, {4, 3}, {-4, 3}};
    s.shape("P").points = {{-2, 0}};
       }},
      {"ray along an edge", "point-in-polygon",
       [](auto& s) {
    s.shape("polygon").points = {{-4, -3}, {4, -3}, {4, 0}, {2, 0}, {2, 3}, {-4, 3}};
    s.shape("P").points = {{-2, 0}};
       }},
      {"P just left of the e1 crossing", "point-in-polygon",
       [](auto& s) {
    s.shape("P").points = {{4.6, 1.2}};
       }},
      {"line through the arms (the start)", "concave-polygon-line", [](auto&) {}},
      {"line through a corner", "concave-polygon-line",
       [](auto& s) {
    s.shape("line").points = {{2, 4}, {4, 2}};
       }},
      {"line past the C", "concave-polygon-line",
       [](auto& s) {
    s.shape("line").points = {{4, -4}, {5, 4}};
       }},
      {"segment in the notch (the start)", "concave-polygon-segment", [](auto&) {}},
      {"segment touching the ceiling", "concave-polygon-segment",
       [](auto& s) {
    s.shape("segment").points = {{0, 0}, {0, 1.5}};
       }},
      {"segment along the floor", "concave-polygon-segment",
       [](auto& s) {
    s.shape("segment").points = {{0, -1.5}, {2, -1.5}};
       }},
      {"segment inside the lower arm", "concave-polygon-segment",
       [](auto& s) {
    s.shape("segment").points = {{-2.2, -2.4}, {2.3, -2}};
       }},
      {"circle in the notch (the start)", "concave-polygon-circle", [](auto&) {}},
      {"circle touching the floor", "concave-polygon-circle",
       [](auto& s) {
    s.shape("circle").points = {{1, 0}};
    s.shape("circle").radius = 1.5;
       }},
      {"circle inside the back", "concave-polygon-circle",
       [](auto& s) {
    s.shape("circle").points = {{-2, 0}};
    s.shape("circle").radius = 0.7;
       }},
      {"square in the notch (the start)", "polygon-polygon", [](auto&) {}},
      {"square inside the C", "polygon-polygon",
       [](auto& s) {
    s.shape("B").points = {{-2.6, -1}, {-1.4, -1}, {-1.4, 1}, {-2.6, 1}};
       }},
      {"square touching a corner", "polygon-polygon",
       [](auto& s) {
    s.shape("B").points = {{3, 3}, {5, 3}, {5, 5}, {3, 5}};
       }},
      {"polygon inside polygon: C inside a big square", "polygon-polygon",
       [](auto& s) {
    s.shape("B").points = {{-4, -4}, {4, -4}, {4, 4}, {-4, 4}};
       }},
      };
}

}  // namespace

TEST_CASE("no label overlaps another or leaves the view, in every dragged position" * doctest::test_suite("slow")) {
  for (const auto& position : dragged_positions()) {
    const std::string why = position.why;
    CAPTURE(why);
    const auto scene = scene_with(position.scene, position.edit);
    const auto canvas = concave_test::drawn_in_app(*scene);
    CHECK(concave_test::first_overlap(canvas) == "");
    CHECK(concave_test::first_outside(canvas) == "");
  }
}

TEST_CASE("the crossing number 1 no longer sits on the label e1") {
  // The concave C with P at (0, 2.25) in the upper arm: the ray's one crossing is on e5 at x = 3,
  // where e5's own name goes. Both are drawn, apart.
  const auto scene = scene_with("point-in-polygon", [](auto& s) {
    s.shape("polygon").points = {{-3, -3}, {3, -3}, {3, -1.5}, {-1, -1.5}, {-1, 1.5}, {3, 1.5}, {3, 3}, {-3, 3}};
    s.shape("P").points = {{0, 2.25}};
  });
  const auto canvas = concave_test::drawn_in_app(*scene);
  CHECK(canvas.has_label("1"));
  CHECK(canvas.has_label("e5"));
  CHECK(concave_test::first_overlap(canvas) == "");
}

TEST_CASE("edge and vertex labels are at body-text size") {
  // Body text is 16 px at 1280x800; two thirds of it is 10.7 px. Edge names and vertex signs use
  // the Normal and Large label sizes (16 and 22 px), not Small (13 px, ~9 px capitals).
  const std::regex edge_name(R"((A's |B's )?e\d+(:.*)?)");
  const std::regex sign("[+−0]");
  for (const auto& position : dragged_positions()) {
    const std::string why = position.why;
    CAPTURE(why);
    const auto scene = scene_with(position.scene, position.edit);
    const auto canvas = concave_test::drawn_in_app(*scene);
    int names = 0;
    for (const auto& label : canvas.of("label")) {
      if (!std::regex_match(label.text, edge_name) && !std::regex_match(label.text, sign)) continue;
      CAPTURE(label.text);
      CHECK(lab::Canvas::font_pixels(label.size) >= 16 * 2.0 / 3.0);
      CHECK(label.size != lab::TextSize::Small);
      ++names;
    }
    std::size_t edges = 0;  // every polygon's edges carry a name
    for (const auto& shape : scene->state().shapes)
      if (shape.kind == lab::ShapeKind::Polygon) edges += shape.points.size();
    CHECK(names >= static_cast<int>(edges));
  }
}

// [SECTION] 4. The numbers that decide the circle test

TEST_CASE("near a miss, the circle scene prints d² against r² for the nearest edge") {
  // Centre (1, 0), radius 1.4: the floor e2 and the ceiling e4 are both 1.5 away (d² = 2.25),
  // r² = 1.96. The first of the nearest, e2, is labelled; the caption says apart.
  const auto scene = scene_with("concave-polygon-circle", [](auto& s) {
    s.shape("circle").points = {{1, 0}};
    s.shape("circle").radius = 1.4;
  });
  CHECK(scene->caption() == "0 of 8 edges touched; the centre's ray: 0 crossings, even → outside → apart");
  const auto canvas = concave_test::drawn_in_app(*scene);
  const auto labels = canvas.of("label");
  const auto it =
      std::find_if(labels.begin(), labels.end(), [](const auto& l) { return l.text == "d² = 2.25 > r² = 1.96"; });
  REQUIRE(it != labels.end());
  CHECK(it->points[0] == Vec2{1, -1.5});  // at e2's nearest point
  // A hair closer and the same label says ≤: the comparison follows the exact verdict.
  collide::EdgeCheck touching{2, -1, true, {1, -1.5}, 2.25, 2.25};
  CHECK(lab::captions::circle_comparison(touching) == "d² = 2.25 ≤ r² = 2.25");
  collide::EdgeCheck rounded{2, -1, false, {1, -1.5}, 2.250001, 2.25};
  CHECK(lab::captions::circle_comparison(rounded) == "d² = 2.250001 > r² = 2.25");
}

// [SECTION] 6. What the caption cites is labelled, in one naming scheme

TEST_CASE("every edge the caption names (\"e4\", \"A's e4\") is labelled on the figure") {
  const std::regex cited(R"((A's |B's )?e\d+)");
  for (const auto& position : dragged_positions()) {
    const std::string why = position.why;
    CAPTURE(why);
    const auto scene = scene_with(position.scene, position.edit);
    const std::string caption = scene->caption();
    CAPTURE(caption);
    CHECK_FALSE(std::regex_search(caption, std::regex(R"(edge \d)")));  // never "edge 4": "e4"
    const auto canvas = concave_test::drawn_in_app(*scene);
    for (std::sregex_iterator m(caption.begin(), caption.end(), cited), end; m != end; ++m) {
      const std::string name = m->str();
      CAPTURE(name);
      const auto labels = canvas.of("label");
      CHECK(std::any_of(labels.begin(), labels.end(),
                        [&](const auto& l) { return l.text == name || l.text.rfind(name + ":", 0) == 0; }));
    }
  }
}

TEST_CASE("no label overlaps another or leaves the view, over a grid of dragged positions" *
          doctest::test_suite("slow")) {
  // Each scene's moving shape dragged across its start view on a 7 × 7 grid (P, the segment,
  // the circle, the square B, the line's second point); the view stays framed on the start.
  struct Drag {
    const char* scene;
    std::function<void(lab::SceneState&, Vec2)> to;
  };
  const std::vector<Drag> drags{
      {"point-in-polygon", [](auto& s, Vec2 q) { s.shape("P").points = {q}; }},
      {"concave-polygon-segment",
       [](auto& s, Vec2 q) {
    s.shape("segment").points = {q, q + Vec2{1.5, 0.7}};
       }},
      {"concave-polygon-circle", [](auto& s, Vec2 q) { s.shape("circle").points = {q}; }},
      {"polygon-polygon",
       [](auto& s, Vec2 q) {
    s.shape("B").points = {q, q + Vec2{2, 0}, q + Vec2{2, 2}, q + Vec2{0, 2}};
       }},
      {"concave-polygon-line", [](auto& s, Vec2 q) { s.shape("line").points[1] = q; }},
      };
  for (const auto& drag : drags) {
    auto scene = lab::testing::scene_named(drag.scene);
    const lab::SceneState start = scene->presets().front().state;
    RecordingCanvas framed = concave_test::app_canvas(*scene);  // framed on the start position
    const auto v = framed.view();
    for (int i = 0; i < 7; ++i)
      for (int j = 0; j < 7; ++j) {
        const Vec2 q{v.x + v.w * (i + 0.5) / 7 * 0.8 + v.w * 0.05, v.y + v.h * (j + 0.5) / 7 * 0.8 + v.h * 0.1};
        lab::SceneState state = start;
        drag.to(state, q);
        scene->set_state(state);
        RecordingCanvas canvas = framed;
        scene->draw(canvas);
        const std::string where =
            std::string(drag.scene) + " at (" + std::to_string(q.x) + ", " + std::to_string(q.y) + ")";
        CAPTURE(where);
        CHECK(concave_test::first_overlap(canvas) == "");
        CHECK(concave_test::first_outside(canvas) == "");
      }
  }
}

TEST_CASE("the panels say what the figure and caption say") {
  const HeadlessImGui imgui;
  // P on e5: both truths, and the table's row for e5 agrees with its printed numbers.
  auto scene = scene_with("point-in-polygon", [](auto& s) { s.shape("P").points = {{1, 1.2}}; });
  std::string text = panel_text([&] { scene->panel(); });
  CHECK(text.find("P lies exactly on e5: on the boundary") != std::string::npos);
  CHECK(text.find("The ray rule alone says 2 crossings, even → outside") != std::string::npos);
  CHECK(text.find("= 1") != std::string::npos);
  CHECK(text.find("no: at the start itself (it lies on this edge)") != std::string::npos);
  CHECK(text.find("left of the start") != std::string::npos);  // e7, e9, e11 at x = −1, −3, −5
  // The circle near a miss: the nearest edges' numbers, as on the figure (e2 and e4 tie exactly).
  scene = scene_with("concave-polygon-circle", [](auto& s) {
    s.shape("circle").points = {{1, 0}};
    s.shape("circle").radius = 1.4;
  });
  text = panel_text([&] { scene->panel(); });
  CHECK(text.find("Nearest misses, equally near: e2 and e4: d² = 2.25 > r² = 1.96 → out of reach") !=
        std::string::npos);
  // The full pass asked for: the panel does not claim the other edges were never tried.
  scene = scene_with("concave-polygon-segment", [](auto& s) {
    s.shape("segment").points = {{2, -2.25}, {2, 2.25}};
    s.options["full_pass"] = 1;
  });
  text = panel_text([&] { scene->panel(); });
  CHECK(text.find("the figure and the table show the full pass you asked for") != std::string::npos);
  CHECK(text.find("e2 is met first → collide") != std::string::npos);
}

}  // namespace test_concave_edges_dragged
