// Labels placed clear of each other (label_layout.hpp), and the key: its place and its drawing.
// Index of this file:
//   [SECTION] label boxes and LabelLayout::place
//   [SECTION] the key's entries and swatches
//   [SECTION] the key's place: a corner or an edge clear of the figure, else a narrower column
//   [SECTION] the key placed and drawn: its rows, on a card where it lies on a tint
#include "figures/label_layout.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/concave.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/outline_runs.hpp"
#include "panel_text.hpp"
#include "role_canvas.hpp"

namespace lab::figures {

// [SECTION] label boxes and LabelLayout::place
LabelBox label_box(const Canvas& canvas, Vec2 at, Vec2 offset, std::string_view text, TextSize size) {
  const double px = canvas.pixel();
  const double w = canvas.text_width(text, size), h = Canvas::font_pixels(size);
  const double left = at.x + offset.x * px, top = at.y + offset.y * px;
  return {left, top - h * px, left + w * px, top};
}

LabelBox ink_box(const Canvas& canvas, const LabelBox& box, Color color) {
  if (!RoleCanvas::doubled(color)) return box;
  const double x = RoleCanvas::frame_reach * canvas.pixel(), y = RoleCanvas::frame_width / 2 * canvas.pixel();
  return {box.x0 - x, box.y0 - y, box.x1 + x, box.y1 + y};
}

std::vector<std::vector<Vec2>> outline_ink(const Canvas& canvas, std::span<const Vec2> outline, Color color,
                                           float width, float dot, float paper) {
  return outline_ink_within(canvas, outline, RoleCanvas::stroke_reach(color, width) + paper, dot + paper);
}

std::vector<std::vector<Vec2>> outline_ink_within(const Canvas& canvas, std::span<const Vec2> outline,
                                                  float reach_pixels, float corner_pixels) {
  const double px = canvas.pixel(), reach = reach_pixels * px, corner = corner_pixels * px;
  const std::size_t n = outline.size(), edges = n == 2 ? 1 : n;
  std::vector<std::vector<Vec2>> out;
  for (std::size_t i = 0; n >= 2 && i < edges; ++i) {
    const Vec2 a = outline[i], b = outline[(i + 1) % n];
    const Vec2 side = collide::normalize(Vec2{a.y - b.y, b.x - a.x}) * reach;
    out.push_back({a + side, b + side});
    out.push_back({a - side, b - side});
  }
  for (const Vec2 p : outline)
    out.push_back(
        {p + Vec2{-corner, -corner}, p + Vec2{corner, -corner}, p + Vec2{corner, corner}, p + Vec2{-corner, corner}});
  return out;
}

// A grid cell a few labels wide: a try then looks at a handful of cells.
LabelLayout::LabelLayout(Canvas& canvas) : canvas_(canvas), taken_(96 * canvas.pixel()) {}

bool apart_from_namesakes(const Canvas& canvas, const LabelBox& box, TextSize size,
                          std::span<const LabelBox> namesakes) {
  const double h = 2 * Canvas::font_pixels(size) * canvas.pixel();
  const LabelBox wide{box.x0 - h, box.y0 - h, box.x1 + h, box.y1 + h};
  return std::none_of(namesakes.begin(), namesakes.end(), [&](const LabelBox& b) { return wide.overlaps(b); });
}

bool LabelLayout::apart_from_namesakes(const LabelBox& box, std::string_view text, TextSize size) const {
  const auto same = placed_by_words_.find(std::string(text));
  return same == placed_by_words_.end() || figures::apart_from_namesakes(canvas_, box, size, same->second);
}

namespace {

/// Whether the closed `outline` holds `at`: inside it, or within `reach` (world units) of its edges.
bool holds(const std::vector<Vec2>& outline, Vec2 at, double reach) {
  if (collide::point_in_polygon(at, outline)) return true;
  for (std::size_t i = 0; i < outline.size(); ++i)
    if (collide::distance_squared(
            at, collide::closest_point_on_segment(at, outline[i], outline[(i + 1) % outline.size()])) <= reach * reach)
      return true;
  return false;
}

}  // namespace

bool inside_another(const Canvas& canvas, const LabelBox& box, Vec2 at, std::span<const std::vector<Vec2>> outlines) {
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  return std::any_of(outlines.begin(), outlines.end(), [&](const std::vector<Vec2>& outline) {
    return outline.size() >= 3 && collide::point_in_polygon(middle, outline) && !holds(outline, at, canvas.pixel());
  });
}

bool inside_another(const Canvas& canvas, const LabelBox& box, Vec2 at, const OutlineRuns& outline) {
  const double reach = canvas.pixel();
  const auto near_at = [&](Vec2 a, Vec2 b) {
    return collide::distance_squared(at, collide::closest_point_on_segment(at, a, b)) <= reach * reach;
  };
  return outline.holds({(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2}) && !outline.holds(at) &&
         !outline.any_edge({at.x - 2 * reach, at.y - 2 * reach, 4 * reach, 4 * reach}, near_at);
}

bool LabelLayout::place(Vec2 at, std::string_view text, Color color, TextSize size, std::span<const Vec2> offsets,
                        bool must, const Avoid& avoid, float gap) {
  if (offsets.empty()) return false;
  const double margin = gap * canvas_.pixel();
  // Four passes: clear of the outlines and lines, apart from namesakes and where its words read
  // (reads); the same where they may not; then clear of the other labels and apart from
  // namesakes; then clear of the other labels only.
  for (int pass = 0; pass < 4; ++pass)
    for (Vec2 offset : offsets) {
      if (!passes(at, offset, text, size, color, avoid, margin, pass)) continue;
      const LabelBox box = label_box(canvas_, at, offset, text, size);
      canvas_.label(at, text, color, size, offset);
      taken_.add(ink_box(canvas_, box, color));  // later labels keep off its frame too
      placed_by_words_[std::string(text)].push_back(box);
      return true;
    }
  if (!must) return false;
  // Nothing clear: in view at least, over another label, rather than cut off.
  Vec2 offset = offsets.front();
  for (Vec2 o : offsets)
    if (label_in_view(canvas_, at, o, text, size)) {
      offset = o;
      break;
    }
  canvas_.label(at, text, color, size, offset);
  taken_.add(ink_box(canvas_, label_box(canvas_, at, offset, text, size), color));
  return true;
}

bool LabelLayout::passes(Vec2 at, Vec2 offset, std::string_view text, TextSize size, Color color, const Avoid& avoid,
                         double margin, int pass) const {
  if (!label_in_view(canvas_, at, offset, text, size)) return false;
  const LabelBox box = label_box(canvas_, at, offset, text, size), ink = ink_box(canvas_, box, color);
  if (!clear({ink.x0 - margin, ink.y0 - margin, ink.x1 + margin, ink.y1 + margin})) return false;
  if (pass < 3 && !apart_from_namesakes(box, text, size)) return false;
  if (pass == 0 && !reads(at, offset, text, size, color)) return false;
  return pass > 1 || !(avoid.crossed_by(ink) || box_crosses(ink, lines_));
}

bool LabelLayout::reads(Vec2 at, Vec2 offset, std::string_view text, TextSize size, Color color) const {
  const LabelBox box = label_box(canvas_, at, offset, text, size);
  return canvas_.words_read({box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0}, color);
}

bool LabelLayout::place_clear(Vec2 at, std::string_view text, Color color, TextSize size, std::span<const Vec2> offsets,
                              const Avoid& avoid, float gap) {
  // Where its words read first (pass 0), else clear of everything all the same (pass 1).
  for (const int pass : {0, 1}) {
    const auto first = std::find_if(offsets.begin(), offsets.end(), [&](Vec2 offset) {
      return passes(at, offset, text, size, color, avoid, gap * canvas_.pixel(), pass);
    });
    if (first != offsets.end()) return place(at, text, color, size, std::span(&*first, 1), true, avoid, gap);
  }
  return false;
}

void LabelLayout::reserve(Vec2 at, double w, double h) {
  const double px = canvas_.pixel();
  taken_.add({at.x - w * 0.5 * px, at.y - h * 0.5 * px, at.x + w * 0.5 * px, at.y + h * 0.5 * px});
}

std::vector<Vec2> offsets_around(const Canvas& canvas, Vec2 direction, std::string_view text, TextSize size,
                                 float gap) {
  const double base = std::atan2(direction.y, direction.x);
  std::vector<Vec2> offsets;
  for (int k : {0, 1, -1, 2, -2, 3, -3, 4}) {
    const double turn = base + k * std::numbers::pi / 4;
    offsets.push_back(offset_away(canvas, {std::cos(turn), std::sin(turn)}, text, size, gap));
  }
  return offsets;
}

void Avoid::add(std::span<const std::vector<Vec2>> outlines, const OutlineRuns* runs) {
  if (!outlines.empty()) parts_.push_back({outlines, runs});
}

Avoid Avoid::all_of(std::initializer_list<Avoid> lists) {
  Avoid out;
  for (const Avoid& list : lists) out.parts_.insert(out.parts_.end(), list.parts_.begin(), list.parts_.end());
  return out;
}

bool Avoid::empty() const { return parts_.empty(); }

bool Avoid::crossed_by(const LabelBox& box) const {
  return std::any_of(parts_.begin(), parts_.end(), [&](const Part& part) {
    return part.runs ? part.runs->crosses({box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0})
                     : box_crosses(box, part.outlines);
  });
}

bool box_crosses(const LabelBox& box, std::span<const std::vector<Vec2>> outlines) {
  return rect_crosses({box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0}, outlines);
}

// [SECTION] the key's entries and swatches
LegendEntry::LegendEntry(Color color, std::string_view words, Mark mark) : color(color), words(words), mark(mark) {}

LegendEntry double_shape_entry(std::string_view name) {
  return {palette::shape_b, "purple, double: " + std::string(name)};
}

std::vector<LegendEntry> with_double_shape(std::vector<LegendEntry> entries, std::string_view name,
                                           std::string_view a_name) {
  const auto has = [&](Color c) {
    return std::any_of(entries.begin(), entries.end(), [&](const LegendEntry& e) { return e.color == c; });
  };
  if (!has(palette::shape_b)) entries.insert(entries.begin(), double_shape_entry(name));
  const bool a_named = std::any_of(entries.begin(), entries.end(), [](const LegendEntry& e) {
    return e.color == palette::shape_a && (e.mark == LegendEntry::Mark::Dot || e.mark == LegendEntry::Mark::Fill);
  });
  if (a_name.empty() || a_named) return entries;
  // A's chip and B's first line on the key's first row: the shapes, then what is drawn on them.
  const auto b =
      std::find_if(entries.begin(), entries.end(), [](const LegendEntry& e) { return e.color == palette::shape_b; });
  const std::vector<LegendEntry> pair =
      both_shapes({palette::shape_a, "blue: " + std::string(a_name), LegendEntry::Mark::Fill}, *b);
  entries.erase(b);
  entries.insert(entries.begin(), pair.begin(), pair.end());
  return entries;
}

std::vector<LegendEntry> both_shapes(LegendEntry a, LegendEntry b) {
  b.beside_previous = true;
  return {std::move(a), std::move(b)};
}

// A dot, as A's vertices are drawn: a plain blue line reads as the grey axes' line in a key
// seen with deuteranopia.
LegendEntry first_shape_entry(std::string_view name) {
  return {palette::shape_a, "blue: " + std::string(name), LegendEntry::Mark::Dot};
}

LegendEntry fill_and_dots_entry(Color color, std::string_view name) {
  const bool b = color == palette::shape_b;
  return {color, (b ? "purple fill, hollow dots: " : "blue fill, dots: ") + std::string(name), LegendEntry::Mark::Dot};
}

void draw_swatch(Canvas& canvas, const LegendEntry& entry, Vec2 from, Vec2 to) {
  switch (entry.mark) {
    case LegendEntry::Mark::Line: canvas.segment(from, to, entry.color, 4); break;
    case LegendEntry::Mark::Dashed: canvas.dashed_segment(from, to, entry.color, 4); break;
    case LegendEntry::Mark::Dot: canvas.point((from + to) * 0.5, entry.color, 6); break;
    case LegendEntry::Mark::Arrow: canvas.arrow(from, to, entry.color, 3); break;
    case LegendEntry::Mark::Ring: canvas.circle((from + to) * 0.5, 7 * canvas.pixel(), entry.color, 2.5f); break;
    case LegendEntry::Mark::Fill: {
      // A chip 12 pixels high, tinted and outlined as the figure draws the shape; its outline thin,
      // so it never reads as a key's 4-pixel line of another role (the grey axis).
      const Vec2 half{0, 6 * canvas.pixel()};
      const std::vector<Vec2> chip{from - half, to - half, to + half, from + half};
      canvas.fill_polygon(chip, entry.color.with_alpha(50));
      canvas.polygon(chip, entry.color, 1.5f);
      break;
    }
  }
}

std::vector<LegendEntry> merged_legend(std::span<const LegendEntry> entries) {
  std::vector<LegendEntry> out;
  for (const LegendEntry& entry : entries) {
    const auto same = std::find_if(out.begin(), out.end(), [&](const LegendEntry& e) {
      return e.color == entry.color && e.mark == entry.mark && e.words == entry.words &&
             e.beside_previous == entry.beside_previous;
    });
    if (same == out.end()) out.push_back(entry);
  }
  return out;
}

// [SECTION] the key's place: a corner or an edge clear of the figure, else a narrower column
namespace {

/// Whether the block's middle lies in one of the closed outlines of `regions` (a tinted slot).
bool middle_inside(const LabelBox& block, std::span<const std::vector<Vec2>> regions) {
  const Vec2 middle{(block.x0 + block.x1) / 2, (block.y0 + block.y1) / 2};
  return std::any_of(regions.begin(), regions.end(), [&](const std::vector<Vec2>& outline) {
    return outline.size() >= 3 && collide::point_in_polygon(middle, outline);
  });
}

/// Whether a key's block crosses one of `rather_avoid` or lies in one of its closed outlines (a
/// region, such as a tinted slot).
bool lies_on(const LabelBox& block, std::span<const std::vector<Vec2>> rather_avoid) {
  return box_crosses(block, rather_avoid) || middle_inside(block, rather_avoid);
}

/// Where a key goes: its block's bottom-left corner, and whether the block is clear there.
struct KeyPlace {
  Vec2 origin;
  bool clear = false;
};

/// The bottom-left corner of a `w` × `h` key, 12 pixels in from the view's edges: in the first of
/// the view's corners (best first), then of the places along its bottom, top, left and right
/// edges, clear of `avoid`, of the labels so far and (when any place is) of `rather_avoid`; when
/// none is clear of the first two, the one over the fewest of them (not clear).
KeyPlace legend_origin(const LabelLayout& layout, double w, double h, std::span<const std::vector<Vec2>> avoid,
                       std::span<const std::vector<Vec2>> rather_avoid) {
  const collide::Rect view = layout.canvas().view();
  const double margin = 12 * layout.canvas().pixel();
  const double left = view.x + margin, right = view.x + view.w - margin - w;
  const double bottom = view.y + margin, top = view.y + view.h - margin - h;
  std::vector<Vec2> corners{{left, bottom}, {right, bottom}, {right, top}, {left, top}};
  for (int k = 1; k < 8; ++k) {
    const double across = left + (right - left) * k / 8, up = bottom + (top - bottom) * k / 8;
    corners.insert(corners.end(), {{across, bottom}, {across, top}, {left, up}, {right, up}});
  }
  // lies_on and box_crosses for up to 64 places, with the outlines' edges in runs (outline_runs.hpp):
  // a closed outline in `rather_avoid` is a region (a tinted slot), kept out of, not only off.
  const OutlineRuns avoid_runs(avoid), rather_runs(rather_avoid);
  auto clear = [&](Vec2 corner, bool rather) {
    const LabelBox block{corner.x, corner.y, corner.x + w, corner.y + h};
    const collide::Rect box{block.x0, block.y0, block.x1 - block.x0, block.y1 - block.y0};
    const bool on_rather = rather && (rather_runs.crosses(box) || middle_inside(block, rather_avoid));
    return !avoid_runs.crosses(box) && !on_rather && layout.clear(block);
  };
  for (const bool rather : {true, false}) {
    const auto found = std::find_if(corners.begin(), corners.end(), [&](Vec2 c) { return clear(c, rather); });
    if (found != corners.end()) return {*found, true};
  }
  // None clear (a crowded figure in a small view): the place over the fewest of them, the first
  // such, so the key hides as little as it can; never over a text placed before it (a warning)
  // where some place keeps off the texts.
  std::vector<OutlineRuns> each;  // each outline's edges in runs: a count of outlines, 64 places
  each.reserve(avoid.size());
  for (const std::vector<Vec2>& outline : avoid) each.emplace_back(std::span(&outline, 1));
  const auto over = [&](Vec2 corner) {
    const LabelBox block{corner.x, corner.y, corner.x + w, corner.y + h};
    const collide::Rect box{block.x0, block.y0, block.x1 - block.x0, block.y1 - block.y0};
    return std::count_if(each.begin(), each.end(), [&](const OutlineRuns& runs) { return runs.crosses(box); }) +
           (layout.clear(block) ? 0 : 1000);
  };
  Vec2 best = corners.front();
  long fewest = over(best);
  for (const Vec2 corner : corners)
    if (const long n = over(corner); n < fewest) best = corner, fewest = n;
  return {best, false};
}

}  // namespace

std::vector<std::string> rows_at_spaces(const Canvas& canvas, std::string_view words, TextSize size, double room) {
  const auto measure = [&](std::string_view text) { return static_cast<float>(canvas.text_width(text, size)); };
  const std::string wrapped = wrap_at_spaces(words, static_cast<float>(room), measure);
  std::vector<std::string> rows;
  for (std::size_t from = 0; from <= wrapped.size();) {
    const std::size_t end = std::min(wrapped.find('\n', from), wrapped.size());
    rows.push_back(wrapped.substr(from, end - from));
    from = end + 1;
  }
  return rows;
}

namespace {

/// The key's type: `size`, or larger where the figure is drawn small, so its words are at least
/// 13 screen pixels high (an 800 × 600 picture draws at UI scale 0.625: Normal would be 10).
TextSize readable_size(const Canvas& canvas, TextSize size) {
  constexpr float least = 13;
  if (size == TextSize::Large || Canvas::font_pixels(size) * canvas.ui_scale() >= least) return size;
  if (Canvas::font_pixels(TextSize::Normal) * canvas.ui_scale() >= least) return TextSize::Normal;
  return TextSize::Large;
}

/// One row of the key: its words, the entry whose swatch it starts (none for a second row), and
/// the entry drawn after its words (LegendEntry::beside_previous).
struct KeyRow {
  std::string words;
  const LegendEntry* swatch;
  const LegendEntry* beside = nullptr;
};

/// Pixels between a row's words and the swatch of the entry beside them: a word's width, so the
/// two read as two names.
constexpr double kBesideGap = 14;

/// The key's rows at `size`, and its block's width and height in pixels. A line longer than the
/// view is wide (at 800 pixels) goes on in a second row under its words.
struct KeyBlock {
  std::vector<KeyRow> rows;
  double w = 0, h = 0;
};

/// The width of the last row's words with `entry` beside them (a gap, its swatch, its words), in
/// pixels; 0 when `entry` does not go beside them (not beside_previous, or the entry before took
/// more than that row).
double beside_width(const Canvas& canvas, const KeyBlock& block, const LegendEntry& entry, TextSize size) {
  if (!entry.beside_previous || block.rows.empty()) return 0;
  const KeyRow& last = block.rows.back();
  if (last.swatch == nullptr || last.swatch + 1 != &entry || last.beside) return 0;
  return canvas.text_width(last.words, size) + kBesideGap + 30 + canvas.text_width(entry.words, size);
}

KeyBlock key_block(const Canvas& canvas, std::span<const LegendEntry> entries, TextSize size, double room = 0) {
  if (room <= 0) room = canvas.view().w / canvas.pixel() - 24 - 34;
  KeyBlock out;
  double text_w = 0;
  for (const auto& entry : entries) {
    if (const double w = beside_width(canvas, out, entry, size); w > 0 && w <= room) {
      out.rows.back().beside = &entry;
      text_w = std::max(text_w, w);
      continue;
    }
    const LegendEntry* swatch = &entry;
    for (std::string& row : rows_at_spaces(canvas, entry.words, size, room)) {
      text_w = std::max(text_w, canvas.text_width(row, size));
      out.rows.push_back({std::move(row), std::exchange(swatch, nullptr)});
    }
  }
  out.w = 30 + text_w + 4;
  out.h = static_cast<double>(out.rows.size()) * (Canvas::font_pixels(size) + 6) + 4;
  return out;
}

}  // namespace

// [SECTION] the key placed and drawn: its rows, on a card where it lies on a tint
namespace {

/// Where row `i` (0 on top) of a placed key starts: its swatch's left end, half a line up.
Vec2 row_start(const Canvas& canvas, const PlacedKey& key, std::size_t i) {
  const double px = canvas.pixel(), line = Canvas::font_pixels(key.size) + 6;
  const double from_bottom = static_cast<double>(key.rows.size() - 1 - i);
  return {key.block.x0 + 2 * px, key.block.y0 + (2 + line * 0.5 + from_bottom * line) * px};
}

/// A row's words from its start: past the swatch, centred on the row.
Vec2 row_offset(const PlacedKey& key) { return {30, Canvas::font_pixels(key.size) * 0.5}; }

/// Where the entry beside row `i`'s words starts (its swatch's left end).
Vec2 beside_start(const Canvas& canvas, const PlacedKey& key, std::size_t i) {
  const double gap = 30 + canvas.text_width(key.rows[i].first, key.size) + kBesideGap;
  return row_start(canvas, key, i) + Vec2{gap * canvas.pixel(), 0};
}

/// The entry beside row `i`'s words, or none.
const LegendEntry* beside_entry(const PlacedKey& key, std::size_t i) {
  return key.beside[i] >= 0 ? &key.entries[static_cast<std::size_t>(key.beside[i])] : nullptr;
}

/// The ink of row `i`'s words: its entry's, or (a row that goes on under the words above it) the
/// entry's of the row its words began on.
Color row_ink(const PlacedKey& key, std::size_t i) {
  for (std::size_t j = i + 1; j-- > 0;)
    if (key.rows[j].second >= 0) return words_ink(key.entries[static_cast<std::size_t>(key.rows[j].second)]);
  return palette::text;
}

}  // namespace

Color words_ink(const LegendEntry& entry) {
  const bool marked = entry.color == palette::deciding || RoleCanvas::doubled(entry.color);
  return marked ? entry.color.with_alpha(255) : palette::text;
}

std::optional<PlacedKey> place_legend(LabelLayout& layout, std::span<const LegendEntry> given,
                                      std::span<const std::vector<Vec2>> avoid, TextSize asked,
                                      std::span<const std::vector<Vec2>> rather_avoid) {
  // One line per role (a role listed twice, e.g. by both rays, once): two roles never share a
  // line, and the figure draws them apart (colour or mark), so each swatch means one thing.
  PlacedKey key;
  key.entries = merged_legend(given);
  if (key.entries.empty()) return std::nullopt;
  Canvas& canvas = layout.canvas();
  const double px = canvas.pixel();
  const collide::Rect view = canvas.view();
  key.size = readable_size(canvas, asked);
  KeyBlock block = key_block(canvas, key.entries, key.size);
  // A word wider than a narrow view, or more rows than it is high: the small type, rather than
  // off the edge.
  if ((block.w > view.w / px - 24 || block.h > view.h / px - 24) && key.size != TextSize::Small)
    block = key_block(canvas, key.entries, key.size = TextSize::Small);
  KeyPlace place = legend_origin(layout, block.w * px, block.h * px, avoid, rather_avoid);
  // Nowhere clear as one wide block (a crowded figure, as wide as the view): the key as a column
  // half, then a third as wide, its lines wrapped, where that finds a clear place (beside a tall
  // figure, say). Else the wide block where it covers least.
  const double words_w = block.w - 34;
  for (const double part : {0.5, 0.34}) {
    if (place.clear) break;
    KeyBlock column = key_block(canvas, key.entries, key.size, words_w * part);
    if (column.h > view.h / px - 24) break;
    if (const KeyPlace there = legend_origin(layout, column.w * px, column.h * px, avoid, rather_avoid); there.clear)
      block = std::move(column), place = there;
  }
  for (KeyRow& row : block.rows) {
    key.rows.push_back({std::move(row.words), row.swatch ? row.swatch - key.entries.data() : -1});
    key.beside.push_back(row.beside ? static_cast<int>(row.beside - key.entries.data()) : -1);
  }
  key.block = {place.origin.x, place.origin.y, place.origin.x + block.w * px, place.origin.y + block.h * px};
  // Where it must lie on what it rather keeps off (the slot's tint, the dashed axis), the key is a
  // card of paper laid over it: the tint runs on under the card, and no row reads as picked out.
  key.card = lies_on(key.block, rather_avoid);
  // Each row's swatch and words, as the labels placed so far (a figure may read them one by
  // one), then the whole block: a later label would otherwise sit beside a short line.
  for (std::size_t i = 0; i < key.rows.size(); ++i) {
    const auto& [words, entry] = key.rows[i];
    const Vec2 swatch = row_start(canvas, key, i);
    if (entry >= 0) layout.reserve(swatch + Vec2{11 * px, 0}, 26, Canvas::font_pixels(key.size) + 2);
    layout.take(label_box(canvas, swatch, row_offset(key), words, key.size));
    if (const LegendEntry* beside = beside_entry(key, i)) {
      const Vec2 at = beside_start(canvas, key, i);
      layout.reserve(at + Vec2{11 * px, 0}, 26, Canvas::font_pixels(key.size) + 2);
      layout.take(label_box(canvas, at, row_offset(key), beside->words, key.size));
    }
  }
  layout.take(key.block);
  return key;
}

void draw_key_card(Canvas& canvas, const LabelBox& b) {
  const std::vector<Vec2> card{{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}};
  canvas.fill_polygon(card, palette::background.with_alpha(240));
  canvas.polygon(card, palette::muted.with_alpha(110), 1);  // an edge, faint: no role of the figure's
}

void draw_placed_legend(Canvas& canvas, const PlacedKey& key) {
  const double px = canvas.pixel();
  const LabelBox& b = key.block;
  // A legend names the verdict's colours, and is what a test reads as the legend.
  const AnswerPart answer(canvas);
  const LegendPart legend(canvas);
  if (key.card) draw_key_card(canvas, b);
  // Bottom-up, so the first entry ends on top.
  for (std::size_t i = key.rows.size(); i-- > 0;) {
    const auto& [words, entry] = key.rows[i];
    const Vec2 swatch = row_start(canvas, key, i);
    if (entry >= 0)
      draw_swatch(canvas, key.entries[static_cast<std::size_t>(entry)], swatch, swatch + Vec2{22 * px, 0});
    canvas.label(swatch, words, row_ink(key, i), key.size, row_offset(key));
    if (const LegendEntry* beside = beside_entry(key, i)) {
      const Vec2 at = beside_start(canvas, key, i);
      draw_swatch(canvas, *beside, at, at + Vec2{22 * px, 0});
      canvas.label(at, beside->words, words_ink(*beside), key.size, row_offset(key));
    }
  }
}

std::optional<LabelBox> draw_legend(LabelLayout& layout, std::span<const LegendEntry> given,
                                    std::span<const std::vector<Vec2>> avoid, TextSize asked,
                                    std::span<const std::vector<Vec2>> rather_avoid) {
  const std::optional<PlacedKey> key = place_legend(layout, given, avoid, asked, rather_avoid);
  if (!key) return std::nullopt;
  draw_placed_legend(layout.canvas(), *key);
  return key->block;
}

}  // namespace lab::figures
