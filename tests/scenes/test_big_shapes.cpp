// Big outlines (issue 15): with each polygon replaced by a 300-vertex one (past the 24 a figure
// names; 2,000 is what the frame benchmark times, too slow for the sanitizer build here), a
// figure names only a bounded sample (the cited edge or axis always in it) and says how many it
// shows, so the frame stays interactive and the reader knows the rest was left out on purpose.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "big_shapes.hpp"
#include "figures/sat_figure.hpp"
#include "scene_test_support.hpp"

namespace test_big_shapes {

namespace {

using namespace lab;
using lab::testing::drawn;
using lab::testing::RecordingCanvas;
using lab::testing::scene_named;
using lab::testing::with_big_polygons;

// The scene at its start position with every polygon made a 300-vertex one (stars in the
// concave chapter), after `options` are set.
std::unique_ptr<Scene> big(const std::string& id, std::map<std::string, double> options = {}) {
  auto scene = scene_named(id);
  SceneState state = with_big_polygons(scene->presets().front().state, 300, testing::takes_concave_polygons(*scene));
  for (const auto& [name, value] : options) state.options[name] = value;
  scene->set_state(state);
  return scene;
}

int labels(const RecordingCanvas& canvas) { return static_cast<int>(canvas.of("label").size()); }

// The labels whose text is a bare edge name "e123".
int edge_names(const RecordingCanvas& canvas) {
  const auto all = canvas.of("label");
  return static_cast<int>(std::count_if(all.begin(), all.end(), [](const testing::DrawCall& d) {
    return d.text.size() >= 2 && d.text[0] == 'e' &&
           std::all_of(d.text.begin() + 1, d.text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  }));
}

}  // namespace

TEST_CASE("separating-axis, two 300-gons, every axis asked for: 24 of 600 axes drawn, and the note says so") {
  const auto scene = big("separating-axis", {{figures::sat_option::all_axes, 1}});
  const RecordingCanvas canvas = drawn(*scene);
  // One line per axis shown: the sample (24 with the deciding one), never thousands.
  CHECK(canvas.of("line").size() <= 24);
  CHECK(canvas.has_label("showing"));
  CHECK(canvas.has_label("of 600 axes"));
  // Edge names: at most 24 per polygon, and a note for each.
  CHECK(edge_names(canvas) <= 48);
  CHECK(canvas.has_label("naming 24 of 300 edges of pentagon"));
  CHECK(canvas.has_label("naming 24 of 300 edges of triangle"));
  CHECK(labels(canvas) < 80);
}

TEST_CASE("separating-axis at its start (a pentagon and a triangle): every edge named, no sampling note") {
  const auto scene = scene_named("separating-axis");
  const RecordingCanvas canvas = drawn(*scene);
  CHECK_FALSE(canvas.has_label("naming"));
  CHECK_FALSE(canvas.has_label("showing"));
}

TEST_CASE("polygon-polygon, two 300-vertex stars: a sample of each star's edge names, and the notes") {
  const auto scene = big("polygon-polygon");
  const RecordingCanvas canvas = drawn(*scene);
  CHECK(edge_names(canvas) <= 48);
  CHECK(canvas.has_label("of 300 edges of A"));
  CHECK(canvas.has_label("of 300 edges of B"));
  CHECK(labels(canvas) < 80);
}

TEST_CASE("point-in-polygon, a 300-vertex star: 24 edge names at most, and the note") {
  const auto scene = big("point-in-polygon");
  const RecordingCanvas canvas = drawn(*scene);
  CHECK(edge_names(canvas) <= 24);
  CHECK(canvas.has_label("naming 24 of 300 edges"));
}

TEST_CASE("sat-breaks, 300-vertex stars for the C and the square: a sample of their edges and of the axis directions") {
  const auto scene = big("sat-breaks");
  const RecordingCanvas canvas = drawn(*scene);
  CHECK(edge_names(canvas) <= 48);  // 24 of each
  CHECK(canvas.has_label("naming 24 of 300 edges of C"));
  CHECK(canvas.has_label("naming 24 of 300 edges of the square"));
  CHECK(canvas.has_label("showing 24 of"));
  CHECK(labels(canvas) < 100);
}

TEST_CASE("convex-pieces, a 300-vertex star for the C: 24 corner numbers, and the note") {
  const auto scene = big("convex-pieces");
  const RecordingCanvas canvas = drawn(*scene);
  CHECK(canvas.has_label("numbering 24 of 300 corners of C"));
  const auto all = canvas.of("label");
  const auto numbers = std::count_if(all.begin(), all.end(), [](const testing::DrawCall& d) {
    return !d.text.empty() && std::all_of(d.text.begin(), d.text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  });
  CHECK(numbers <= 24);
}

}  // namespace test_big_shapes
