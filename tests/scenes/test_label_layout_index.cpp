// The label layout's grid of taken boxes (figures/box_index.hpp) and the sample a figure names
// past a size (figures/sampling.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "portable_random.hpp"
#include "scenes/figures/box_index.hpp"
#include "scenes/figures/sampling.hpp"

namespace test_label_layout_index {

using lab::figures::BoxIndex;
using lab::figures::LabelBox;

TEST_CASE("box index: a box overlapping one added is found; one touching its edge is not") {
  BoxIndex index(1.0);
  index.add({0, 0, 2, 1});
  CHECK(index.overlaps_any({1.5, 0.5, 3, 2}));
  CHECK_FALSE(index.overlaps_any({2, 0, 3, 1}));  // shares the edge x = 2 only
  CHECK_FALSE(index.overlaps_any({5, 5, 6, 6}));
  // A box over many cells (kept apart from the grid) is still found.
  index.add({-100, -100, 100, -50});
  CHECK(index.overlaps_any({0, -60, 0.5, -59}));
}

TEST_CASE("box index agrees with looking at every box, on 2,000 random boxes and queries") {
  std::mt19937 rng(7);
  portable::uniform_real_distribution<double> at(-20, 20), size(0.01, 3);
  BoxIndex index(0.5);
  std::vector<LabelBox> all;
  for (int i = 0; i < 2000; ++i) {
    const double x = at(rng), y = at(rng);
    const LabelBox box{x, y, x + size(rng), y + size(rng)};
    // The independent answer: every box added so far, one by one.
    const bool expected = std::any_of(all.begin(), all.end(), [&](const LabelBox& b) { return box.overlaps(b); });
    REQUIRE(index.overlaps_any(box) == expected);
    if (i % 2 == 0) {
      index.add(box);
      all.push_back(box);
    }
  }
}

TEST_CASE("box index without a grid (cell 0) and with boxes far off: still correct") {
  BoxIndex none(0);
  none.add({0, 0, 1, 1});
  CHECK(none.overlaps_any({0.5, 0.5, 2, 2}));
  BoxIndex far(1);
  far.add({1e15, 1e15, 1e15 + 1, 1e15 + 1});
  CHECK(far.overlaps_any({1e15 + 0.5, 1e15 + 0.5, 1e15 + 2, 1e15 + 2}));
  CHECK_FALSE(far.overlaps_any({0, 0, 1, 1}));
}

TEST_CASE("shown sample: all of a small outline; of 2,000, 24 spread evenly with the cited ones in") {
  const std::size_t none[] = {0};
  CHECK(lab::figures::shown_sample(5, none).size() == 5);
  const std::size_t cited[] = {1234, 7};
  const auto sample = lab::figures::shown_sample(2000, cited);
  CHECK(sample.size() == 24);
  CHECK(lab::figures::in_sample(sample, 1234));
  CHECK(lab::figures::in_sample(sample, 7));
  CHECK(std::is_sorted(sample.begin(), sample.end()));
  CHECK(sample.back() < 2000);
}

TEST_CASE("sample note: counts with thousands separated; nothing when all are shown") {
  CHECK(lab::figures::sample_note("naming", 24, 2000, "edges") == "naming 24 of 2,000 edges");
  CHECK(lab::figures::sample_note("showing", 25, 1234567, "axes") == "showing 25 of 1,234,567 axes");
  CHECK(lab::figures::sample_note("naming", 8, 8, "edges").empty());
}

}  // namespace test_label_layout_index
