#include "convex/common.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/sat.hpp"
#include "collide/vec.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "panel_text.hpp"

namespace lab::convex {

std::vector<Vec2> pentagon() { return {{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}}; }

void draw_polygon(Canvas& canvas, std::span<const Vec2> polygon, Color color) {
  if (polygon.size() == 2) {  // a segment: a polygon with two vertices
    canvas.segment(polygon[0], polygon[1], color, 3.5f);
    return;
  }
  if (polygon.size() >= 3) canvas.fill_polygon(polygon, color.with_alpha(40));
  canvas.polygon(polygon, color, 2.5f);
}

namespace {

// The direction from the polygon's vertex average to vertex i (up when they coincide).
Vec2 away_from_middle(std::span<const Vec2> polygon, std::size_t i) {
  Vec2 middle{0, 0};
  for (Vec2 v : polygon) middle = middle + v;
  middle = middle / static_cast<double>(polygon.size());
  const Vec2 d = polygon[i] - middle;
  return d == Vec2{0, 0} ? Vec2{0, 1} : collide::normalize(d);
}

/// One of the words draw_winding_and_normals writes: a vertex's number or the winding's name.
struct WindingWord {
  Vec2 at;
  std::string text;
  Vec2 offset;
  bool leader = false;  ///< far from its vertex: a dashed leader line joins them
};

/// Whether `word` crosses neither `polygon` nor `others`, lies in neither (in another shape only
/// beside a vertex inside it, figures::inside_another; never, when `whole_shape`: it names the
/// whole shape) and overlaps none of `words`.
bool word_clear(const Canvas& canvas, const WindingWord& word, std::span<const Vec2> polygon,
                std::span<const std::vector<Vec2>> others, std::span<const WindingWord> words, bool whole_shape) {
  const figures::LabelBox box = figures::label_box(canvas, word.at, word.offset, word.text, TextSize::Normal);
  const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  const std::vector<std::vector<Vec2>> own{{polygon.begin(), polygon.end()}};
  const bool in_other =
      whole_shape ? std::any_of(others.begin(), others.end(),
                                [&](const auto& o) { return o.size() >= 3 && collide::point_in_polygon(middle, o); })
                  : figures::inside_another(canvas, box, word.at, others);
  return !figures::box_crosses(box, own) && !figures::box_crosses(box, others) &&
         !collide::point_in_polygon(middle, polygon) && !in_other &&
         std::none_of(words.begin(), words.end(), [&](const WindingWord& w) {
           return box.overlaps(figures::label_box(canvas, w.at, w.offset, w.text, TextSize::Normal));
         });
}

/// Each vertex's number outside the polygon, away from its middle (not on the grid's tick numbers
/// beside the vertex, nor on its edges), then "counter-clockwise" or "clockwise" one line further
/// out than vertex 0's number. Where `others` (the other shapes' outlines) are in the way (a number
/// under the other shape, the winding's name over its side, read as that shape's): a number turned
/// round its vertex (and a little further out), the winding's name beside vertex 0 at any angle,
/// else beside another vertex.
std::vector<WindingWord> winding_words(const Canvas& canvas, std::span<const Vec2> polygon,
                                       std::span<const std::vector<Vec2>> others) {
  std::vector<WindingWord> out;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    WindingWord number{polygon[i], std::to_string(i), {}};
    std::vector<Vec2> offsets;
    for (const float gap : {8.f, 20.f})
      for (const Vec2 o :
           figures::offsets_around(canvas, away_from_middle(polygon, i), number.text, TextSize::Normal, gap))
        offsets.push_back(o);
    number.offset = offsets.front();
    for (const Vec2 o : offsets)
      if (others.empty() || word_clear(canvas, {number.at, number.text, o}, polygon, others, out, false)) {
        number.offset = o;
        break;
      }
    out.push_back(std::move(number));
  }
  const int turn = collide::winding(polygon);
  const std::string name = turn > 0 ? "counter-clockwise" : turn < 0 ? "clockwise" : "no area";
  const float further = 8 + Canvas::font_pixels(TextSize::Normal) + 4;
  const WindingWord first{polygon[0], name,
                          figures::offset_away(canvas, away_from_middle(polygon, 0), name, TextSize::Normal, further)};
  if (others.empty() || word_clear(canvas, first, polygon, others, out, true)) {
    out.push_back(first);
    return out;
  }
  for (std::size_t i = 0; i < polygon.size(); ++i)
    for (const float gap : {further, further + 24})
      for (const Vec2 o : figures::offsets_around(canvas, away_from_middle(polygon, i), name, TextSize::Normal, gap))
        if (word_clear(canvas, {polygon[i], name, o}, polygon, others, out, true)) {
          out.push_back({polygon[i], name, o});
          return out;
        }
  // None near (the shape inside another, whose edges and arrows ring it: the triangle's name lay
  // on the pentagon's e1 and its vermillion normal): further out, joined to its vertex by a leader.
  for (float gap = further + 48; gap <= further + 240; gap += 24)
    for (std::size_t i = 0; i < polygon.size(); ++i)
      for (const Vec2 o : figures::offsets_around(canvas, away_from_middle(polygon, i), name, TextSize::Normal, gap))
        if (word_clear(canvas, {polygon[i], name, o}, polygon, others, out, true)) {
          out.push_back({polygon[i], name, o, true});
          return out;
        }
  out.push_back(first);
  return out;
}

/// A far word's leader line: from 6 pixels off its vertex to the nearest point of its box.
std::vector<Vec2> leader_line(const Canvas& canvas, const WindingWord& word) {
  const figures::LabelBox b = figures::label_box(canvas, word.at, word.offset, word.text, TextSize::Normal);
  const Vec2 end{std::clamp(word.at.x, b.x0, b.x1), std::clamp(word.at.y, b.y0, b.y1)};
  return {word.at + collide::normalize(end - word.at) * (6 * canvas.pixel()), end};
}

/// The walking direction's arrow on edge i: the middle 30 per cent of it.
std::array<Vec2, 2> winding_arrow(std::span<const Vec2> polygon, std::size_t i) {
  const auto [a, b] = collide::edge(polygon, i);
  return {a + (b - a) * 0.35, a + (b - a) * 0.65};
}


}  // namespace

std::vector<Vec2> arrow_band(const Canvas& canvas, Vec2 tail, Vec2 tip, float width) {
  if (tail == tip) return {tail, tip};
  // ImGuiCanvas::arrow's head is 8 + 2 × width pixels long and half that wide.
  const Vec2 along = collide::normalize(tip - tail), side = Vec2{-along.y, along.x} * ((4 + width) * canvas.pixel());
  return {tail - side, tip - side, tip + side, tail + side};
}

std::vector<std::vector<Vec2>> normal_arrows(const Canvas& canvas, std::span<const Vec2> polygon) {
  const int turn = polygon.size() < 3 ? 0 : collide::winding(polygon);
  if (turn == 0) return {};
  const auto normals = collide::axes(polygon);
  std::vector<std::vector<Vec2>> out;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const auto [a, b] = collide::edge(polygon, i);
    const Vec2 mid = (a + b) * 0.5;
    // (dy, −dx) points to the right of the edge: outward for a counter-clockwise polygon.
    const Vec2 outward = collide::normalize(normals[i]) * (turn < 0 ? -1.0 : 1.0);
    out.push_back({mid, mid + outward * (kNormalPixels * canvas.pixel())});
  }
  return out;
}

void draw_winding_and_normals(Canvas& canvas, std::span<const Vec2> polygon, Color color,
                              std::span<const std::vector<Vec2>> others) {
  if (polygon.size() < 3) return;
  const AnswerPart answer(canvas);  // the explanation's arrows, not the shape the class predicts from
  const auto normals = normal_arrows(canvas, polygon);
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const auto [from, to] = winding_arrow(polygon, i);
    canvas.arrow(from, to, color, 2);
    if (i < normals.size()) canvas.arrow(normals[i][0], normals[i][1], palette::muted, 2);
  }
  // At the size of body text (two thirds of it or more on a small screen). The winding's name (the
  // last word) in the shape's colour: beside a second shape it reads as that shape's otherwise.
  const std::vector<WindingWord> words = winding_words(canvas, polygon, others);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const Color c = i + 1 == words.size() ? color : palette::muted;
    if (words[i].leader) {
      const std::vector<Vec2> leader = leader_line(canvas, words[i]);
      canvas.dashed_segment(leader[0], leader[1], c.with_alpha(160), 1);
    }
    canvas.label(words[i].at, words[i].text, c, TextSize::Normal, words[i].offset);
  }
}

std::vector<std::vector<Vec2>> winding_and_normals_marks(const Canvas& canvas, std::span<const Vec2> polygon,
                                                         std::span<const std::vector<Vec2>> others) {
  if (polygon.size() < 3) return {};
  std::vector<std::vector<Vec2>> out = normal_arrow_bands(canvas, polygon);
  for (auto& band : winding_arrow_bands(canvas, polygon)) out.push_back(std::move(band));
  for (const figures::LabelBox& b : winding_word_boxes(canvas, polygon, others))
    out.push_back({{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}});
  for (const WindingWord& word : winding_words(canvas, polygon, others))
    if (word.leader) out.push_back(leader_line(canvas, word));
  return out;
}

std::vector<std::vector<Vec2>> normal_arrow_bands(const Canvas& canvas, std::span<const Vec2> polygon) {
  if (polygon.size() < 3) return {};
  std::vector<std::vector<Vec2>> out;
  for (const auto& normal : normal_arrows(canvas, polygon)) out.push_back(arrow_band(canvas, normal[0], normal[1]));
  return out;
}

std::vector<std::vector<Vec2>> winding_arrow_bands(const Canvas& canvas, std::span<const Vec2> polygon) {
  if (polygon.size() < 3) return {};
  std::vector<std::vector<Vec2>> out;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const auto [from, to] = winding_arrow(polygon, i);
    out.push_back(arrow_band(canvas, from, to));
  }
  return out;
}

std::vector<figures::LabelBox> winding_word_boxes(const Canvas& canvas, std::span<const Vec2> polygon,
                                                  std::span<const std::vector<Vec2>> others) {
  if (polygon.size() < 3) return {};
  std::vector<figures::LabelBox> out;
  for (const WindingWord& word : winding_words(canvas, polygon, others))
    out.push_back(figures::label_box(canvas, word.at, word.offset, word.text, TextSize::Normal));
  return out;
}

std::vector<figures::LegendEntry> winding_and_normals_entries(Color along) {
  return {{palette::muted, "grey arrows: each edge's outward normal", figures::LegendEntry::Mark::Arrow},
          {along, "arrows along the edges: the vertex order (winding)", figures::LegendEntry::Mark::Arrow}};
}

Vec2 edge_label_offset(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i, std::string_view text,
                       TextSize size) {
  return edge_label_offset(canvas, polygon, i, text, size, collide::winding(polygon));
}

Vec2 edge_label_offset(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i, std::string_view text,
                       TextSize size, int turn, float gap) {
  const std::size_t n = polygon.size();
  const Vec2 a = polygon[i % n], b = polygon[(i + 1) % n];
  if (a == b) return figures::offset_away(canvas, {0, 1}, text, size, gap);
  // (dy, −dx) is the right of the edge: outward for a counter-clockwise polygon.
  Vec2 out = collide::normalize(Vec2{b.y - a.y, a.x - b.x});
  if (n == 2 || turn < 0) out = -out;
  return figures::offset_away(canvas, out, text, size, gap);
}

std::vector<Vec2> edge_label_offsets(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i,
                                     std::string_view text, TextSize size) {
  return edge_label_offsets(canvas, polygon, i, text, size, collide::winding(polygon));
}

std::vector<Vec2> edge_label_offsets(const Canvas& canvas, std::span<const Vec2> polygon, std::size_t i,
                                     std::string_view text, TextSize size, int turn, float gap) {
  const Vec2 outside = edge_label_offset(canvas, polygon, i, text, size, turn, gap);
  const Vec2 centre = outside + Vec2{canvas.text_width(text, size) / 2, -Canvas::font_pixels(size) / 2};
  std::vector<Vec2> offsets{outside};
  for (float gap : {6.f, 16.f, 28.f})
    for (Vec2 o : figures::offsets_around(canvas, centre, text, size, gap)) offsets.push_back(o);
  return offsets;
}

bool room_for_edge_names(const Canvas& canvas, std::span<const Vec2> polygon) {
  if (polygon.empty()) return false;
  Vec2 lo = polygon[0], hi = polygon[0];
  for (const Vec2 p : polygon) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const double across = std::max(hi.x - lo.x, hi.y - lo.y) / canvas.pixel();  // in pixels
  return across >= 3 * Canvas::font_pixels(TextSize::Normal);
}

void draw_warnings(Canvas& canvas, const std::vector<std::string>& warnings) {
  const collide::Rect view = canvas.view();
  const Vec2 top_left{view.x, view.y + view.h};
  float y = -12;
  for (const auto& w : warnings) {
    canvas.label(top_left, "Warning: " + w, palette::deciding, TextSize::Normal, {12, y});
    y -= 26;
  }
}

std::string qualified(std::string caption, bool convex) {
  return convex ? caption : "the convex test says: " + caption;
}

std::string plural(int count, const char* one, const char* many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

collide::Circle enclosing_circle(std::span<const Vec2> points) {
  if (points.empty()) return {};
  Vec2 lo = points[0], hi = points[0];
  for (Vec2 p : points) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const Vec2 c = (lo + hi) * 0.5;
  double r = 0;
  for (Vec2 p : points) r = std::max(r, std::sqrt(collide::distance_squared(p, c)));
  return {c, r};
}

}  // namespace lab::convex
