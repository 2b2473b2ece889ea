// read29, the ray-casting lesson presenting and on paper: the word over the ray's last stretch sat
// flush against the last crossing's number, "3out", "2out", "5out" (steps 1, 3, 6), where that
// stretch is short. A ray's words keep 4 pixels from every other label, or stay unwritten (the
// key says what orange and green mean).
#include <doctest/doctest.h>

#include "lesson_frames.hpp"
#include "recording_canvas.hpp"

namespace test_ray_words_apart {

using namespace test_lesson_labels;

// Pixels between two label boxes (0 when they touch or overlap).
double apart(const RecordingCanvas& canvas, const figures::LabelBox& a, const figures::LabelBox& b) {
  const double dx = std::max({0.0, a.x0 - b.x1, b.x0 - a.x1}), dy = std::max({0.0, a.y0 - b.y1, b.y0 - a.y1});
  return std::max(dx, dy) / canvas.pixel();
}

TEST_CASE("ray-casting lesson: \"in\" and \"out\" keep 4 pixels from the crossing numbers" *
          doctest::test_suite("screens")) {
  int words = 0;
  for (int step = 0; step < 8; ++step)
    for_frames(
        "ray-casting", step, "P", {{0, 0}}, [](Prediction& p) { p.reveal_choice(0); },
        [&](const RecordingCanvas& canvas, const SceneState&) {
      CAPTURE(step);
      for (const DrawCall& word : canvas.calls) {
        if (word.kind != "label" || word.legend || (word.text != "in" && word.text != "out")) continue;
        ++words;
        const figures::LabelBox box = box_of(canvas, word);
        for (const DrawCall& other : canvas.calls) {
          if (other.kind != "label" || other.legend || &other == &word) continue;
          CAPTURE(other.text);
          CHECK(apart(canvas, box, box_of(canvas, other)) >= 3.9);
        }
      }
        });
  CHECK(words >= 20);
}

}  // namespace test_ray_words_apart
