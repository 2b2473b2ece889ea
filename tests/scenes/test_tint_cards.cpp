// Cards of paper under labels on a tint (figures::TintCards, issue 26 §2), on a bare canvas at
// 0.02 world units a pixel with places a reader can check: where a whole card fits the words read
// (Canvas::words_read), so the label placer takes that place first; a framed label's card reaches
// its frame, so no band of tint shows between them.
#include <doctest/doctest.h>

#include <vector>

#include "recording_canvas.hpp"
#include "scenes/role_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/figures/tint_cards.hpp"

namespace test_tint_cards {

using lab::Vec2;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

/// A tinted square from (−5, −5) to (5, 5) with a line 2 pixels wide along y = 0 across it.
void tint_and_line(lab::Canvas& canvas) {
  const std::vector<Vec2> square{{-5, -5}, {5, -5}, {5, 5}, {-5, 5}};
  canvas.fill_polygon(square, lab::palette::shape_a.with_alpha(50));
  canvas.segment({-5, 0}, {5, 0}, lab::palette::shape_a, 2);
}

/// The card laid under the last label: the paper fill recorded just before it.
const DrawCall* card_before_last_label(const RecordingCanvas& canvas) {
  for (std::size_t k = canvas.calls.size(); k-- > 1;)
    if (canvas.calls[k].kind == "label")
      return canvas.calls[k - 1].kind == "fill_polygon" && canvas.calls[k - 1].color == lab::palette::background
                 ? &canvas.calls[k - 1]
                 : nullptr;
  return nullptr;
}

}  // namespace test_tint_cards

TEST_CASE("TintCards: words on a tint read where a whole card keeps off every stroke") {
  using namespace test_tint_cards;
  RecordingCanvas out;
  lab::figures::TintCards cards(out);
  tint_and_line(cards);
  // The line's ink reaches 1 pixel (0.02) either side of y = 0, and a card keeps half a pixel more.
  // Words from y = −0.1 to 0.22: the line runs through them, no card fits.
  CHECK_FALSE(cards.words_read({1, -0.1, 1, 0.32}, lab::palette::text));
  // Words from y = 0.1 to 0.42: a card 3 pixels round them starts at y = 0.04, 0.02 over the
  // ink's edge (a card keeps 0.01 from it).
  CHECK(cards.words_read({1, 0.1, 1, 0.32}, lab::palette::text));
  // On paper (right of the tint), a line through the words needs no card: they read.
  cards.segment({6, -1}, {6, 1}, lab::palette::text, 2);
  CHECK(cards.words_read({5.5, -0.1, 1, 0.32}, lab::palette::text));
  // The key's words lie on the key's own card.
  cards.begin_legend();
  CHECK(cards.words_read({1, -0.1, 1, 0.32}, lab::palette::text));
  cards.end_legend();
}

TEST_CASE("LabelLayout: a label on a tint takes its first place where its words read") {
  using namespace test_tint_cards;
  RecordingCanvas out;
  lab::figures::TintCards cards(out);
  tint_and_line(cards);
  lab::figures::LabelLayout layout(cards);
  // "e0" at (1, 0): 8 pixels up (its words 0.16 − 0.32 = −0.16 to 0.16: over the line), then 30
  // pixels up (0.28 to 0.6: clear). The old placer, told of no outline, took the first.
  const std::vector<Vec2> offsets{{0, 8}, {0, 30}};
  layout.place({1, 0}, "e0", lab::palette::text, lab::TextSize::Normal, offsets);
  const auto labels = out.of("label");
  REQUIRE(labels.size() == 1);
  CHECK(labels[0].offset == Vec2{0, 30});
  // Under it a whole card, 3 pixels round the words.
  const DrawCall* card = card_before_last_label(out);
  REQUIRE(card != nullptr);
  const lab::figures::LabelBox words = lab::figures::label_box(out, {1, 0}, {0, 30}, "e0", lab::TextSize::Normal);
  CHECK(card->points[0].x == doctest::Approx(words.x0 - 0.06));
  CHECK(card->points[0].y == doctest::Approx(words.y0 - 0.06));
  // With no place clear of the line, the first place all the same (as before).
  const std::vector<Vec2> both_over{{30, 8}, {60, 8}};
  layout.place({1, 0}, "e1", lab::palette::text, lab::TextSize::Normal, both_over);
  CHECK(out.of("label").back().offset == Vec2{30, 8});
}

TEST_CASE("TintCards: a framed label's card reaches its frame") {
  using namespace test_tint_cards;
  using lab::RoleCanvas;
  RecordingCanvas out;
  lab::figures::TintCards cards(out);
  tint_and_line(cards);
  // B's purple "B", its words' line box from y = 0.064 (3.2 pixels) up: its frame stands 2.5
  // pixels out left and right (frame_reach) and half a pixel above and below. The line's ink
  // reaches 1 pixel up and a card keeps half a pixel more from it, so a card may reach 1.7 pixels
  // below the words: 1 pixel past the frame (1.5 below the words) fits. Before, the card was the
  // words' box grown by 3, 2, 1 or 0 pixels all round, the first that fitted: here 1, under the
  // frame's sides, the tint showing between the card's edge and the frame.
  const Vec2 at{1, 0}, offset{0, 3.2 + lab::Canvas::font_pixels(lab::TextSize::Normal)};
  cards.label(at, "B", lab::palette::shape_b, lab::TextSize::Normal, offset);
  const lab::figures::LabelBox words = lab::figures::label_box(out, at, offset, "B", lab::TextSize::Normal);
  CHECK(words.y0 == doctest::Approx(0.064));
  const DrawCall* card = card_before_last_label(out);
  REQUIRE(card != nullptr);
  const double px = 0.02;
  CHECK(card->points[0].x == doctest::Approx(words.x0 - (RoleCanvas::frame_reach + 1) * px));      // 3.5 pixels
  CHECK(card->points[0].y == doctest::Approx(words.y0 - (RoleCanvas::frame_width / 2 + 1) * px));  // 1.5 pixels
  CHECK(card->points[2].x == doctest::Approx(words.x1 + (RoleCanvas::frame_reach + 1) * px));
}
