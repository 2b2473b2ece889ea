#include "figures/sampling.hpp"

#include <algorithm>
#include <set>

#include "figures/draw.hpp"

namespace lab::figures {

std::vector<std::size_t> shown_sample(std::size_t n, std::span<const std::size_t> cited, std::size_t limit) {
  if (n <= limit) {
    std::vector<std::size_t> all(n);
    for (std::size_t i = 0; i < n; ++i) all[i] = i;
    return all;
  }
  std::set<std::size_t> chosen;
  for (std::size_t i : cited)
    if (i < n) chosen.insert(i);
  // Even steps over all n for the places the cited ones left; where one lands on a cited item,
  // the middles between the steps fill in, so the sample is `limit` items whenever n > limit.
  const std::size_t room = limit > chosen.size() ? limit - chosen.size() : 0;
  for (std::size_t k = 0; k < room; ++k) chosen.insert(k * n / room);
  for (std::size_t k = 0; chosen.size() < limit && k < n; ++k) chosen.insert((k * n / limit + n / (2 * limit)) % n);
  for (std::size_t i = 0; chosen.size() < limit && i < n; ++i) chosen.insert(i);
  return {chosen.begin(), chosen.end()};
}

bool in_sample(std::span<const std::size_t> sample, std::size_t i) {
  return std::binary_search(sample.begin(), sample.end(), i);
}

namespace {

// 2000 → "2,000": a count as the page prints it.
std::string thousands(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

std::string sample_note(std::string_view verb, std::size_t shown, std::size_t total, std::string_view what) {
  if (shown >= total) return {};
  return std::string(verb) + " " + thousands(shown) + " of " + thousands(total) + " " + std::string(what);
}

void draw_sample_note(LabelLayout& layout, std::string_view note) {
  if (note.empty()) return;
  Canvas& canvas = layout.canvas();
  const collide::Rect view = canvas.view();
  const Vec2 corner{view.x, view.y + view.h};
  // Down the left edge from the top, line by line, until a line is clear of what is there.
  std::vector<Vec2> offsets;
  for (int line = 0; line < 12; ++line) offsets.push_back({8, -8 - line * (Canvas::font_pixels(TextSize::Normal) + 6)});
  layout.place(corner, note, palette::muted, TextSize::Normal, offsets);
}

}  // namespace lab::figures
