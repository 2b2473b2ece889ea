// What the tests of big outlines share (issue 15): a scene whose polygons are made 300-vertex
// ones, and what its figure must show then: a bounded sample of names, and the notes saying so.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "big_shapes.hpp"
#include "scene_test_support.hpp"

namespace big_figure {

using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// The scene at its start position with every polygon made an `n`-vertex one (stars in the
/// concave chapter), after `options` are set.
inline std::unique_ptr<lab::Scene> big(const std::string& id, std::map<std::string, double> options = {},
                                       std::size_t n = 300) {
  auto scene = lab::testing::scene_named(id);
  lab::SceneState state =
      lab::testing::with_big_polygons(scene->presets().front().state, n, lab::testing::takes_concave_polygons(*scene));
  for (const auto& [name, value] : options) state.options[name] = value;
  scene->set_state(state);
  return scene;
}

/// How many labels the figure drew.
inline int labels(const RecordingCanvas& canvas) { return static_cast<int>(canvas.of("label").size()); }

/// How many labels have a text `is_name` accepts.
template <class IsName>
int labels_where(const RecordingCanvas& canvas, IsName is_name) {
  const auto all = canvas.of("label");
  return static_cast<int>(std::count_if(all.begin(), all.end(), [&](const DrawCall& d) { return is_name(d.text); }));
}

/// The labels whose text is a bare edge name "e123".
inline int edge_names(const RecordingCanvas& canvas) {
  return labels_where(canvas, [](const std::string& text) {
    return text.size() >= 2 && text[0] == 'e' &&
           std::all_of(text.begin() + 1, text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  });
}

/// What a figure of big outlines shows: at most `edge_names` bare edge names, each of `notes`
/// (the notes on what was sampled), and fewer than `labels` labels in all (0: no bound).
struct Sampled {
  int edge_names;
  std::vector<std::string> notes;
  int labels = 0;
};

inline void check_sampled(const RecordingCanvas& canvas, const Sampled& want) {
  CHECK(edge_names(canvas) <= want.edge_names);
  for (const std::string& note : want.notes) {
    CAPTURE(note);
    CHECK(canvas.has_label(note));
  }
  if (want.labels > 0) CHECK(labels(canvas) < want.labels);
}

}  // namespace big_figure
