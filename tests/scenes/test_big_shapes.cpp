// Big outlines (issue 15): with each polygon replaced by a 300-vertex one (past the 24 a figure
// names; 2,000 is what the frame benchmark times, too slow for the sanitizer build here), a
// figure names only a bounded sample (the cited edge or axis always in it) and says how many it
// shows, so the frame stays interactive and the reader knows the rest was left out on purpose.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "big_figure_support.hpp"
#include "scenes/figures/sat_figure.hpp"

namespace test_big_shapes {

using big_figure::big;
using big_figure::check_sampled;
using big_figure::edge_names;
using lab::testing::drawn;
using lab::testing::RecordingCanvas;

TEST_CASE("separating-axis, two 300-gons, every axis asked for: 24 of 600 axes drawn, and the note says so") {
  const RecordingCanvas canvas = drawn(*big("separating-axis", {{lab::figures::sat_option::all_axes, 1}}));
  // One line per axis shown: the sample (24 with the deciding one), never thousands.
  CHECK(canvas.of("line").size() <= 24);
  CHECK(canvas.has_label("showing"));
  CHECK(canvas.has_label("of 600 axes"));
  // Edge names: at most 24 per polygon, and a note for each (and fewer than 90 labels: the key
  // has a line for the deciding edge's arrow, and in a figure this crowded it is a column, its
  // lines wrapped in two or three rows).
  check_sampled(canvas, {48, {"naming 24 of 300 edges of pentagon", "naming 24 of 300 edges of triangle"}, 90});
}

TEST_CASE("separating-axis at its start (a pentagon and a triangle): every edge named, no sampling note") {
  const RecordingCanvas canvas = drawn(*lab::testing::scene_named("separating-axis"));
  CHECK_FALSE(canvas.has_label("naming"));
  CHECK_FALSE(canvas.has_label("showing"));
}

TEST_CASE("polygon-polygon, two 300-vertex stars: a sample of each star's edge names, and the notes") {
  check_sampled(drawn(*big("polygon-polygon")), {48, {"of 300 edges of A", "of 300 edges of B"}, 80});
}

TEST_CASE("point-in-polygon, a 300-vertex star: 24 edge names at most, and the note") {
  check_sampled(drawn(*big("point-in-polygon")), {24, {"naming 24 of 300 edges"}});
}

TEST_CASE("sat-breaks, 300-vertex stars for the C and the square: a sample of their edges and of the axis directions") {
  check_sampled(drawn(*big("sat-breaks")),  // 24 edge names of each
                {48, {"naming 24 of 300 edges of C", "naming 24 of 300 edges of the square", "showing 24 of"}, 100});
}

TEST_CASE("convex-pieces, a 300-vertex star for the C: 24 corner numbers, and the note") {
  const RecordingCanvas canvas = drawn(*big("convex-pieces"));
  CHECK(canvas.has_label("numbering 24 of 300 corners of C"));
  const int numbers = big_figure::labels_where(canvas, [](const std::string& text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  });
  CHECK(numbers <= 24);
}

}  // namespace test_big_shapes

namespace test_big_shapes {

// The colour of the label reading exactly `text`, or nothing when none was drawn.
std::optional<lab::Color> label_colour(const RecordingCanvas& canvas, const std::string& text) {
  for (const auto& call : canvas.of("label"))
    if (call.text == text) return call.color;
  return std::nullopt;
}

TEST_CASE("ray-cast, a 300-gon: 24 edge names and the note; the edge the ray enters by is always named") {
  // Naming all 2,000 edges of the benchmark's 2,000-gon took 12 ms a frame.
  auto scene = big("ray-cast");
  const RecordingCanvas canvas = drawn(*scene);
  check_sampled(canvas, {26, {"naming 24 of 300 edges of A"}});
  const auto named = scene->named();
  REQUIRE_FALSE(named.empty());
  CHECK(label_colour(canvas, "e" + std::to_string(named.back().edge)) == lab::palette::deciding);
  // Dragged so that the hit moves round the outline, the edge hit keeps its name in the sample.
  for (double y : {-1.7, -0.3, 0.4, 1.1}) {
    CAPTURE(y);
    lab::testing::change_state(*scene, [&](lab::SceneState& s) { s.shape("ray").points = {{-6, y}, {10, y + 0.5}}; });
    const auto hit = scene->named();
    REQUIRE_FALSE(hit.empty());
    CHECK(label_colour(drawn(*scene), "e" + std::to_string(hit.back().edge)) == lab::palette::deciding);
  }
}

TEST_CASE("support-point, two 300-gons: 24 of A's vertex numbers and the note; A's farthest always named") {
  // Placing all 2,000 of A's numbers took most of a 2,000-gon's 10.6 ms frame.
  auto scene = big("support-point");
  const RecordingCanvas canvas = drawn(*scene);
  CHECK(canvas.has_label("naming 24 of 300 vertices of A"));
  // A's numbers are in A's blue (B's and −B's farthest are named too, in their colours).
  const auto labels = canvas.of("label");
  const auto numbers = std::count_if(labels.begin(), labels.end(), [](const auto& call) {
    const std::string& text = call.text;
    return call.color == lab::palette::shape_a && text.size() > 1 && text[0] == 'v' &&
           std::all_of(text.begin() + 1, text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  });
  CHECK(numbers == 24);
  int farthest = -1;
  for (const auto& n : scene->named())
    if (n.role == "support_vertex" && n.shape == "A") farthest = n.vertex;
  REQUIRE(farthest >= 0);
  CHECK(label_colour(canvas, "v" + std::to_string(farthest)).has_value());
}

}  // namespace test_big_shapes
