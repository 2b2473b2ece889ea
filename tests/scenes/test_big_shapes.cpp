// Big outlines (issue 15): with each polygon replaced by a 300-vertex one (past the 24 a figure
// names; 2,000 is what the frame benchmark times, too slow for the sanitizer build here), a
// figure names only a bounded sample (the cited edge or axis always in it) and says how many it
// shows, so the frame stays interactive and the reader knows the rest was left out on purpose.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "big_figure_support.hpp"
#include "figures/sat_figure.hpp"

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
  // Edge names: at most 24 per polygon, and a note for each.
  check_sampled(canvas, {48, {"naming 24 of 300 edges of pentagon", "naming 24 of 300 edges of triangle"}, 80});
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
