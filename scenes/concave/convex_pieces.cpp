// Concave polygons › Split into convex pieces.
// Press play (or drag the step slider) to watch ear clipping cut the C into triangles, then SAT
// run piece by piece against the square. Reshape the C, or load another shape into it.
// Notice: each piece is convex, so SAT is right about each one, and the verdict is right again.
//
// Index of this file:
//   [SECTION] helpers: the corners and words of one ear candidate
//   [SECTION] state: the presets: the C and the square, other outlines
//   [SECTION] update: ear clipping on the C, then SAT on every pair of pieces
//   [SECTION] draw: vertex numbers; the clipping so far; the pairs tried; one pair and its axis
//   [SECTION] panel: the legend of what is drawn, the count lines
//   [SECTION] playing: Play, < and >, the keys and the clock; the pairs and candidates tables
//   [SECTION] caption: the step's words
//   [SECTION] printed and named: the counts shown, the corner or the pair at hand
#include <imgui.h>

#include <algorithm>
#include <optional>
#include <cfloat>
#include <climits>
#include <array>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>

#include "panel_text.hpp"
#include "captions/concave_sat.hpp"
#include "captions/text.hpp"
#include "captions/convex.hpp"
#include "captions/joined.hpp"
#include "captions/playing.hpp"
#include "collide/ear_clip.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "collide/accel/sat_memo.hpp"
#include "collide/vec.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_walk_figure.hpp"
#include "concave/piece_run.hpp"
#include "convex/common.hpp"
#include "convex/sat_printed.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/sampling.hpp"
#include "figures/table_rows.hpp"
#include "figures/sat_figure.hpp"
#include "panel.hpp"
#include "scene.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"

namespace lab::concave {
namespace {
// [SECTION] helpers: the corners and words of one ear candidate

constexpr const char* kStep = "step";  ///< 0 … last step; negative or past the end: the end
constexpr double kSecondsPerStep = 0.9;

using collide::EarVerdict;

std::array<Vec2, 3> corners(collide::Polygon polygon, int p, int v, int n) {
  return {polygon[static_cast<std::size_t>(p)], polygon[static_cast<std::size_t>(v)],
          polygon[static_cast<std::size_t>(n)]};
}

// A piece's corners in the order the core tests it, so its edge i is corner i → corner i + 1.
std::array<Vec2, 3> corners(collide::Polygon polygon, const std::array<int, 3>& t) {
  return collide::triangle_corners(polygon, t);
}

Vec2 middle(const std::array<Vec2, 3>& t) { return (t[0] + t[1] + t[2]) / 3.0; }

std::string corner_name(const collide::EarCandidate& c) {
  return "corner " + std::to_string(c.vertex) + " (" + std::to_string(c.prev) + "–" + std::to_string(c.vertex) + "–" +
         std::to_string(c.next) + ")";
}

std::string verdict_words(const collide::EarCandidate& c) {
  switch (c.verdict) {
    case EarVerdict::Ear: return "convex, nothing inside → an ear: clip it";
    case EarVerdict::Reflex: return "a reflex corner (a dent) → not an ear";
    case EarVerdict::ContainsVertex:
      return "corner " + std::to_string(c.blocking_vertex) + " lies inside → not an ear";  // C's corners, as numbered
    case EarVerdict::Degenerate: return "in line with its neighbours → dropped, no triangle";
  }
  return {};
}

// The label beside the corner being examined.
const char* short_verdict(EarVerdict verdict) {
  switch (verdict) {
    case EarVerdict::Ear: return "ear: clipped";
    case EarVerdict::Reflex: return "reflex corner: not an ear";
    case EarVerdict::ContainsVertex: return "a vertex inside: not an ear";
    case EarVerdict::Degenerate: return "in line: dropped";
  }
  return "";
}

class ConvexPieces final : public Scene {
 public:
  // [SECTION] state: the presets: the C and the square, other outlines
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 centre) {
      SceneState s = c_and_square(centre);
      s.options[kStep] = -1;  // start at the end: the pieces and the verdict at once
      s.option_ranges[kStep] = {-1, INT_MAX};
      return s;
    };
    return {{"Square in the notch: the pieces say apart", make(kInNotch)},
            {"Square on the arm: a piece collides", make(kOnTheArm)},
            {"Square pulled out", make(kPulledOut)}};
  }

  // [SECTION] update: ear clipping on the C, then SAT on every pair of pieces
  void update() override {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    pairs_ = {};
    whole_ = {};
    // Ear clipping runs once per shape; the scene reruns it only because the shape was edited.
    split_ = split_c_and_square(state_, "C cannot be split", split_);
    problems_ = split_.problems;
    if (!split_.ok()) return;
    // The book's run; past a few thousand pairs it keeps only its counts (piece_run.hpp).
    pairs_.run(c, split_.c, square, split_.square);
    if (!pairs_.error().empty()) problems_.push_back(pairs_.error());
    // For comparison: what SAT says about the whole, unsplit C.
    // (count_every_axis: the same tally as the book's run over every axis, in about linear time;
    // the unmoved shape's share of it kept between frames of a drag, sat_memo.hpp.)
    whole_ = collide::quick::count_every_axis(c, square, whole_tally_, memo_);
  }

  bool split() const { return split_.ok(); }
  int clip_steps() const { return static_cast<int>(split_.ears.candidates.size()); }
  int pair_steps() const { return static_cast<int>(pairs_.tested()); }
  /// Ear clipping's candidates, then each pair SAT tried, then the verdict.
  int total_steps() const { return clip_steps() + pair_steps() + 1; }
  int step() const {
    const int s = static_cast<int>(state_.option(kStep, -1));
    return s < 0 || s > total_steps() ? total_steps() : s;
  }

  // [SECTION] draw: vertex numbers; the clipping so far; the pairs tried; one pair and its axis
  void draw(Canvas& canvas) const override {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    figures::OutlineStyle c_style;
    c_style.fill = palette::shape_a.with_alpha(30);
    c_style.width = 2.5f;
    figures::draw_outline(canvas, c, c_style);
    // Every text goes through one layout, so none overprints another: the warnings, then the
    // C's vertex numbers (the ear-clipping steps cite them), then the pieces' names.
    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, problems_);
    // The key, in the figure (so its swatches carry the figure's second channels).
    figures::draw_legend(layout, legend_entries(), std::vector<std::vector<Vec2>>{c, square});
    std::optional<AnswerPart> answer(canvas);  // the ear clipping and the pieces' tests
    draw_vertex_numbers(layout, c);
    draw_name(layout, c, "C", palette::shape_a);  // the caption compares with "the whole C"

    if (split()) {
      const int s = step();
      if (s <= clip_steps())
        draw_clipping(layout, s);
      else
        draw_pairs(layout, s - clip_steps());
    }
    answer.reset();
    figures::OutlineStyle square_style;
    square_style.color = palette::shape_b;
    square_style.fill = palette::shape_b.with_alpha(60);
    square_style.width = 2.5f;
    // Named in its middle while ear clipping runs, unless a corner number of the C sits there;
    // once SAT runs its pieces S0, S1 are named instead.
    Vec2 mid{0, 0};
    for (Vec2 p : square) mid += p / static_cast<double>(std::max<std::size_t>(square.size(), 1));
    const bool crowded = std::any_of(c.begin(), c.end(), [&](Vec2 v) {
      return std::hypot(v.x - mid.x, v.y - mid.y) < 70 * canvas.pixel();
    });
    figures::draw_outline(canvas, square, square_style);
    if (!crowded && !(split() && step() > clip_steps())) {
      const double w = canvas.text_width("square", TextSize::Large), h = Canvas::font_pixels(TextSize::Large);
      const Vec2 centred[1] = {{-w / 2, h / 2}};
      layout.place(mid, "square", palette::shape_b, TextSize::Large, centred, false);
    }
  }

  // Each vertex's number beside it, away from the outline's middle, else round it. Past
  // figures::kMaxShown corners, the ones the current ear-clipping step cites and an even sample.
  void draw_vertex_numbers(figures::LabelLayout& layout, const std::vector<Vec2>& c) const {
    if (c.empty()) return;
    Vec2 mid{0, 0};
    for (Vec2 p : c) mid += p / static_cast<double>(c.size());
    std::vector<std::size_t> cited;
    const int s = split() ? step() : 0;
    if (s >= 1 && s <= clip_steps()) {
      const auto& e = split_.ears.candidates[static_cast<std::size_t>(s - 1)];
      for (int v : {e.prev, e.vertex, e.next, e.blocking_vertex})
        if (v >= 0) cited.push_back(static_cast<std::size_t>(v));
    }
    const std::vector<std::size_t> sample = figures::shown_sample(c.size(), cited);
    figures::draw_sample_note(layout, figures::sample_note("numbering", sample.size(), c.size(), "corners of C"));
    // Off the C's edges and every cut the split makes, drawn yet or not: a number on a diagonal
    // read as struck through ("4" and "3" in step 6), and each keeps its place as the cuts come.
    std::vector<std::vector<Vec2>> avoid{c, state_.shape("square").points};
    if (split() && c.size() <= figures::kMaxShown)
      for (const auto& t : split_.c.triangles) {
        const auto piece = corners(c, t);
        avoid.emplace_back(piece.begin(), piece.end());
      }
    for (std::size_t i : sample) {
      const std::string number = std::to_string(i);
      const auto offsets = figures::offsets_around(layout.canvas(), c[i] - mid, number, TextSize::Normal, 8);
      layout.place(c[i], number, palette::muted, TextSize::Normal, offsets, true, avoid);
    }
  }

  // Offsets for a text at `at`: the preferred one first, then round the point.
  static std::vector<Vec2> preferred_then_around(const Canvas& canvas, Vec2 preferred, std::string_view text,
                                                 TextSize size) {
    std::vector<Vec2> offsets{preferred};
    for (float gap : {6.f, 20.f}) {
      const auto more = figures::offsets_around(canvas, {0, 1}, text, size, gap);
      offsets.insert(offsets.end(), more.begin(), more.end());
    }
    return offsets;
  }

  // The first s candidates: the ears clipped so far, what is left of the outline, the current one.
  void draw_clipping(figures::LabelLayout& layout, int s) const {
    Canvas& canvas = layout.canvas();
    const auto& c = state_.shape("C").points;
    std::vector<bool> gone(c.size(), false);
    // Past figures::kMaxShown pieces, the newest (the step's own ear) and an even sample are named.
    std::size_t ears = 0;
    for (int k = 0; k < s; ++k) ears += split_.ears.candidates[static_cast<std::size_t>(k)].verdict == EarVerdict::Ear;
    const bool newest_is_ear = s > 0 &&
                               split_.ears.candidates[static_cast<std::size_t>(s - 1)].verdict == EarVerdict::Ear;
    const std::vector<std::size_t> newest{ears > 0 && newest_is_ear ? ears - 1 : ears};
    const auto named = figures::shown_sample(ears, newest);
    figures::draw_sample_note(layout, figures::sample_note("naming", named.size(), ears, "pieces of C"));
    std::size_t clipped = 0;
    for (int k = 0; k < s; ++k) {
      const auto& e = split_.ears.candidates[static_cast<std::size_t>(k)];
      if (e.verdict == EarVerdict::Ear) {
        const auto t = corners(c, e.prev, e.vertex, e.next);
        canvas.fill_polygon(t, palette::shape_a.with_alpha(k == s - 1 ? 0 : 80));
        canvas.polygon(t, palette::shape_a, 1);
        if (figures::in_sample(named, clipped)) {
          const std::string name = captions::numbered("T", clipped);
          layout.place(middle(t), name, palette::shape_a, TextSize::Small,
                       preferred_then_around(canvas, {-8, 8}, name, TextSize::Small));
        }
        ++clipped;
      }
      if (e.verdict == EarVerdict::Ear || e.verdict == EarVerdict::Degenerate)
        gone[static_cast<std::size_t>(e.vertex)] = true;
    }
    std::vector<Vec2> ring;
    for (std::size_t i = 0; i < c.size(); ++i)
      if (!gone[i]) ring.push_back(c[i]);
    if (ring.size() >= 2 && s < clip_steps()) canvas.polygon(ring, palette::shape_a, 4);
    if (s == 0) return;

    const auto& e = split_.ears.candidates[static_cast<std::size_t>(s - 1)];
    const auto t = corners(c, e.prev, e.vertex, e.next);
    const bool ear = e.verdict == EarVerdict::Ear;
    // Ear clipping is no collision test, so none of the verdict colours: an ear is a new piece
    // (the C's blue), a corner that is not one grey; the vertex that blocks one is what that
    // step hinges on (vermillion).
    const Color color = ear ? palette::shape_a : palette::muted;
    canvas.fill_polygon(t, color.with_alpha(ear ? 150 : 70));
    for (std::size_t i = 0; i < 3; ++i) canvas.dashed_segment(t[i], t[(i + 1) % 3], color, 3);
    canvas.point(t[1], color, 7);
    const std::string verdict(short_verdict(e.verdict));
    layout.place(t[1], verdict, color, TextSize::Normal,
                 preferred_then_around(canvas, {10, -22}, verdict, TextSize::Normal));
    if (e.verdict == EarVerdict::ContainsVertex && e.blocking_vertex >= 0) {
      const Vec2 w = c[static_cast<std::size_t>(e.blocking_vertex)];
      canvas.circle(w, 8 * canvas.pixel(), palette::deciding, 3);
      layout.place(w, "inside", palette::deciding, TextSize::Small,
                   preferred_then_around(canvas, {10, 10}, "inside", TextSize::Small));
    }
  }

  // Every piece named, then the pairs SAT tried up to pair j (j past the last pair: the verdict).
  // Only what the test did is coloured: a C piece outlined orange once a gap separated it from
  // every square piece; the current pair filled, outlined in its verdict's colour, with the axis
  // the caption names drawn beside the shapes, both pieces' shadows on it, and the edge it is
  // the normal of.
  void draw_pairs(figures::LabelLayout& layout, int j) const {
    Canvas& canvas = layout.canvas();
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    const auto n_square = static_cast<long long>(split_.square.triangles.size());
    const int current = j <= pair_steps() ? j - 1 : -1;
    // The pairs decided apart before the one shown (in the book's order every pair before the
    // colliding one is apart), so the C's first `cleared` pieces are apart from every square piece.
    const long long done = current >= 0 ? current : pairs_.tested() - (pairs_.collide() ? 1 : 0);
    const long long cleared = cleared_pieces(done, n_square);
    // The pieces' names: the current pair's first (the caption cites them), then the others
    // where they fit (a piece a few pixels wide has no room for its name).
    auto name_piece = [&](const std::array<Vec2, 3>& t, const std::string& name, Color color, bool must) {
      if (must)
        layout.place(middle(t), name, color, TextSize::Small,
                     preferred_then_around(canvas, {-8, 8}, name, TextSize::Small));
      else if (layout.reads(middle(t), {-8, 8}, name, TextSize::Small, color))
        // An uncited name only in its piece's middle, where it is clear and reads: not over another
        // piece's edge on a tint (the square's S1 lay on the C's edge, 3.9:1).
        layout.place(middle(t), name, color, TextSize::Small, std::vector<Vec2>{{-8, 8}}, false);
    };
    std::optional<collide::PiecePair> shown;  // the pair at hand, else the colliding one
    if (current >= 0)
      shown = pairs_.pair(current);
    else if (pairs_.collide())
      shown = pairs_.pair(pairs_.tested() - 1);
    if (shown) {
      name_piece(corners(c, split_.c.triangles[static_cast<std::size_t>(shown->piece_a)]),
                 captions::piece_name("T", shown->piece_a), palette::shape_a, true);
      name_piece(corners(square, split_.square.triangles[static_cast<std::size_t>(shown->piece_b)]),
                 captions::piece_name("S", shown->piece_b), palette::shape_b, true);
    }
    // The other pieces' names wait until the pair's words (its verdict, the axis's edge) are
    // placed: those are cited, these give way.
    // Past figures::kMaxShown pieces of a shape, only an even sample of the others is named.
    const std::size_t cited_c = shown ? static_cast<std::size_t>(shown->piece_a) : 0;
    const std::size_t cited_square = shown ? static_cast<std::size_t>(shown->piece_b) : 0;
    const auto named_c = figures::shown_sample(split_.c.triangles.size(), std::span(&cited_c, shown ? 1 : 0));
    const auto named_square =
        figures::shown_sample(split_.square.triangles.size(), std::span(&cited_square, shown ? 1 : 0));
    figures::draw_sample_note(layout,
                              figures::sample_note("naming", named_c.size(), split_.c.triangles.size(), "pieces of C"));
    figures::draw_sample_note(layout, figures::sample_note("naming", named_square.size(),
                                                           split_.square.triangles.size(), "pieces of the square"));
    std::vector<std::tuple<std::array<Vec2, 3>, std::string, Color>> uncited;
    for (std::size_t i = 0; i < split_.c.triangles.size(); ++i) {
      const auto t = corners(c, split_.c.triangles[i]);
      const bool apart = static_cast<long long>(i) < cleared;
      canvas.polygon(t, apart ? palette::apart : palette::shape_a, apart ? 2.f : 1.f);
      if ((!shown || static_cast<int>(i) != shown->piece_a) && figures::in_sample(named_c, i))
        uncited.emplace_back(t, captions::piece_name("T", static_cast<int>(i)), palette::shape_a);
    }
    for (std::size_t i = 0; i < split_.square.triangles.size(); ++i) {
      const auto u = corners(square, split_.square.triangles[i]);
      canvas.polygon(u, palette::shape_b, 1);
      if ((!shown || static_cast<int>(i) != shown->piece_b) && figures::in_sample(named_square, i))
        uncited.emplace_back(u, captions::piece_name("S", static_cast<int>(i)), palette::shape_b);
    }
    // The verdict: the colliding pair stays filled; a pair at hand, with its deciding axis.
    if (shown) draw_pair(layout, *shown, current >= 0);
    for (const auto& [piece, name, color] : uncited) name_piece(piece, name, color, false);
  }

  // One pair filled and outlined in its verdict's colour; with `axis`, the deciding axis too.
  void draw_pair(figures::LabelLayout& layout, const collide::PiecePair& pair, bool axis) const {
    Canvas& canvas = layout.canvas();
    const auto t = corners(state_.shape("C").points, split_.c.triangles[static_cast<std::size_t>(pair.piece_a)]);
    const auto u =
        corners(state_.shape("square").points, split_.square.triangles[static_cast<std::size_t>(pair.piece_b)]);
    const Color verdict = pair.result.collide ? palette::collide : palette::apart;
    canvas.fill_polygon(t, palette::shape_a.with_alpha(110));
    canvas.fill_polygon(u, palette::shape_b.with_alpha(130));
    canvas.polygon(t, verdict, 3);
    canvas.polygon(u, verdict, 3);
    // The verdict in words, dark on the light fill (a coloured word on blue did not read).
    const std::string word = pair.result.collide ? "collide" : "apart";
    layout.place(middle(t), word, palette::text, TextSize::Normal,
                 preferred_then_around(canvas, {-canvas.text_width(word, TextSize::Normal) / 2, -10}, word,
                                       TextSize::Normal));
    if (axis) draw_pair_axis(layout, pair);
  }

  // "axis #1 (T0 e0): gap 0.50", "axis #3 (S1 e2): least push-out 1.25": the amount as an axes
  // table's row prints it (captions::axis_row), so it is the exact amount correctly rounded.
  static std::string pair_axis_label(const collide::PiecePair& pair) {
    const int k = pair.result.deciding;
    if (k < 0 || static_cast<std::size_t>(k) >= pair.steps.size()) return "";
    const collide::AxisStep& s = pair.steps[static_cast<std::size_t>(k)];
    const std::string verdict = captions::axis_row(s, captions::shadow_exponent(pair.steps)).verdict_in_units();
    return "axis #" + std::to_string(k + 1) + " (" + captions::pair_axis_owner(pair, s, "T", "S") +
           "): " + (s.gap || s.touching ? verdict : "least " + verdict);
  }

  // The axis the pair's verdict hinges on (the gap, or the least push-out: how far the square's
  // piece must move along it to come free), dashed beside the shapes, with both pieces' shadows
  // read from the trace and its name as the caption cites it.
  void draw_pair_axis(figures::LabelLayout& layout, const collide::PiecePair& pair) const {
    Canvas& canvas = layout.canvas();
    const int k = pair.result.deciding;
    if (k < 0 || static_cast<std::size_t>(k) >= pair.steps.size()) return;
    const collide::AxisStep& s = pair.steps[static_cast<std::size_t>(k)];
    if (s.unit == Vec2{0, 0}) return;
    std::vector<Vec2> all = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    all.insert(all.end(), square.begin(), square.end());
    const Vec2 centre = convex::enclosing_circle(all).c;
    const double px = canvas.pixel();
    Vec2 side{s.unit.y, -s.unit.x};  // below the shapes, or to their left
    if (side.y > 0 || (side.y == 0 && side.x > 0)) side = -side;
    double reach = 0;
    for (Vec2 v : all) reach = std::max(reach, collide::dot(v - centre, side));
    // dot(origin, unit) = 0: the bar from origin + lo·unit covers the points whose shadow is lo…
    const Vec2 origin = side * (collide::dot(centre, side) + reach + 30 * px);
    const collide::Interval a = s.a_world, b = s.b_world;
    canvas.line(origin, s.unit, palette::deciding, 2, true);
    canvas.interval(origin, s.unit, a.min, a.max, palette::shape_a, -5, 6);
    canvas.interval(origin, s.unit, b.min, b.max, palette::shape_b, 5, 6);
    const double lo = std::max(a.min, b.min), hi = std::min(a.max, b.max);
    canvas.interval(origin, s.unit, std::min(lo, hi), std::max(lo, hi), s.gap ? palette::apart : palette::collide, 0,
                    s.gap ? 16.f : 4.f);
    // The edge the axis is the normal of, named as the caption names it.
    const bool of_a = s.owner == collide::AxisOwner::A;
    const auto piece =
        of_a ? corners(state_.shape("C").points, split_.c.triangles[static_cast<std::size_t>(pair.piece_a)])
             : corners(square, split_.square.triangles[static_cast<std::size_t>(pair.piece_b)]);
    const Vec2 p = piece[static_cast<std::size_t>(s.edge)], q = piece[static_cast<std::size_t>((s.edge + 1) % 3)];
    canvas.segment(p, q, palette::deciding, 4);
    const std::string owner = captions::pair_axis_owner(pair, s, "T", "S");
    // Outside the piece first, and further out where a thin piece's words already fill that side.
    layout.away((p + q) * 0.5, middle(piece), owner, palette::text, TextSize::Normal, 8);

    // The axis's name keeps off the texts placed so far, and they (and later ones) off it.
    std::vector<std::vector<Vec2>> taken;
    for (const auto& b : layout.boxes()) taken.push_back({{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}});
    const double near = std::min(a.min, b.min), far = std::max(a.max, b.max);
    figures::add_bar_outlines(canvas, {origin, s.unit, near, far, 8}, taken);
    const std::string name = pair_axis_label(pair);
    const double along[] = {(lo + hi) / 2, far, near};
    const std::vector<std::vector<Vec2>> shapes{state_.shape("C").points, square};
    figures::draw_axis_name(canvas, {origin, s.unit, near, far, 8}, side, along, name, palette::deciding,
                            TextSize::Normal, taken, shapes);
    Vec2 lo_corner = taken.back().front(), hi_corner = lo_corner;
    for (Vec2 v : taken.back()) {
      lo_corner = {std::min(lo_corner.x, v.x), std::min(lo_corner.y, v.y)};
      hi_corner = {std::max(hi_corner.x, v.x), std::max(hi_corner.y, v.y)};
    }
    layout.reserve((lo_corner + hi_corner) * 0.5, (hi_corner.x - lo_corner.x) / px, (hi_corner.y - lo_corner.y) / px);
  }

  // The shapes with room below and left of them for the axis drawn beside them.
  std::optional<collide::Rect> frame() const override { return c_and_square_frame(state_, 0.2); }

  // [SECTION] panel: the legend of what is drawn, the count lines
  void panel() override {
    bool changed = shape_preset_combo("Load into C", state_.shape("C"));
    if (changed) {
      state_.options[kStep] = -1;
      update();
    }
    if (!split()) return;

    // Wrapped: the panel is narrower than these lines at the default window size.
    for (const std::string& line : count_lines()) ImGui::TextWrapped("%s", line.c_str());
    ImGui::TextWrapped(
        "Ear clipping costs O(n²), but only once per shape: the pieces move with it, "
        "so nothing is split again each frame.");
    ImGui::Separator();
    step_controls();
    pairs_table();
    candidates_table();
  }

  // The colours the figure draws at this step, for the legend: only what is drawn (draw_pairs,
  // draw_pair, draw_pair_axis; while clipping, the ring round a vertex that blocks an ear).
  struct Roles {
    bool apart = false, collide = false, axis = false, blocking = false;
  };
  Roles roles() const {
    Roles r;
    if (!split()) return r;
    const int s = step();
    if (s <= clip_steps()) {
      if (s >= 1) {
        const auto& e = split_.ears.candidates[static_cast<std::size_t>(s - 1)];
        r.blocking = e.verdict == EarVerdict::ContainsVertex && e.blocking_vertex >= 0;
      }
      return r;
    }
    const int current = s - clip_steps() <= pair_steps() ? s - clip_steps() - 1 : -1;
    const long long done = current >= 0 ? current : pairs_.tested() - (pairs_.collide() ? 1 : 0);
    r.apart = cleared_pieces(done, static_cast<long long>(split_.square.triangles.size())) > 0;
    std::optional<collide::PiecePair> shown;
    if (current >= 0)
      shown = pairs_.pair(current);
    else if (pairs_.collide())
      shown = pairs_.pair(pairs_.tested() - 1);
    if (!shown) return r;
    (shown->result.collide ? r.collide : r.apart) = true;
    const int k = shown->result.deciding;
    if (current < 0 || k < 0 || static_cast<std::size_t>(k) >= shown->steps.size()) return r;
    const collide::AxisStep& a = shown->steps[static_cast<std::size_t>(k)];
    if (a.unit == Vec2{0, 0}) return r;
    r.axis = true;
    (a.gap ? r.apart : r.collide) = true;
    return r;
  }

  /// The key's lines: the C (blue, with its vertex dots) and the square (drawn double) on one row,
  /// both drawn at every step, then roles().
  std::vector<figures::LegendEntry> legend_entries() const {
    using Mark = figures::LegendEntry::Mark;
    const Roles r = roles();
    std::vector<figures::LegendEntry> out =
        figures::both_shapes(figures::first_shape_entry("C"), figures::double_shape_entry("square"));
    if (r.apart)
      out.push_back({palette::apart,
                     "orange: apart (a C piece clear of every square piece, a pair apart, a gap between shadows)"});
    if (r.collide) out.push_back({palette::collide, "green: collide (a pair, or where its shadows overlap)"});
    if (r.axis)
      out.push_back(
          {palette::deciding, "dashed vermillion: the axis the pair's verdict hinges on, and its edge", Mark::Dashed});
    if (r.blocking)
      out.push_back({palette::deciding, "vermillion ring: the vertex inside, so the corner is no ear", Mark::Ring});
    return out;
  }

  // What ear clipping and both SAT runs counted, one line each: written once for the panel and
  // for printed(). {line, {count, what it counts}…}.
  struct CountLine {
    std::string text;
    std::vector<std::pair<long long, std::string>> counts;
  };
  std::vector<CountLine> counted() const {
    const auto n = static_cast<long long>(state_.shape("C").points.size());
    const auto pieces = static_cast<long long>(split_.c.triangles.size());
    long long ears = 0, reflex = 0, blocked = 0, dropped = 0;
    for (const auto& e : split_.ears.candidates)
      (e.verdict == EarVerdict::Ear              ? ears
       : e.verdict == EarVerdict::Reflex         ? reflex
       : e.verdict == EarVerdict::ContainsVertex ? blocked
                                                 : dropped)++;
    const auto square = static_cast<long long>(split_.square.triangles.size());
    const std::string verdict = pairs_.collide() ? "collide" : "apart";
    std::vector<CountLine> lines;
    lines.push_back(
        {"C: " + captions::count_number(n) + " vertices → " + captions::count_number(pieces) + " triangles (n − 2)",
         {{n, "vertices of C"}, {pieces, "triangles of C"}}});
    lines.push_back({"Ear clipping looked at " + captions::count_number(clip_steps()) + " corners: " +
                         captions::count_number(ears) + " ears, " + captions::count_number(reflex) + " reflex, " +
                         captions::count_number(blocked) + " with a vertex inside" + (dropped ? ", some in line" : ""),
                     {{clip_steps(), "corners examined"},
                      {ears, "ears"},
                      {reflex, "reflex corners"},
                      {blocked, "corners with a vertex inside"}}});
    lines.push_back(
        {"Square: " + captions::count_number(square) + " triangles", {{square, "triangles of the square"}}});
    if (pairs_.axes_tested())
      lines.push_back({"SAT on pieces: " + captions::count_number(pairs_.tested()) + " of " +
                           captions::count_number(pairs_.total()) + " pairs tested, " +
                           captions::count_number(*pairs_.axes_tested()) + " axes → " + verdict,
                       {{pairs_.tested(), "piece pairs tested"},
                        {pairs_.total(), "piece pairs in all"},
                        {*pairs_.axes_tested(), "axes over the pairs tested"}}});
    else  // counting axes takes every pair's SAT: a big run finds the colliding pair by boxes
      lines.push_back({"SAT on pieces: " + captions::count_number(pairs_.tested()) + " of " +
                           captions::count_number(pairs_.total()) + " pairs tested (axes counted only in the first " +
                           captions::count_number(pairs_.counted_pairs()) + ") → " + verdict,
                       {{pairs_.tested(), "piece pairs tested"},
                        {pairs_.total(), "piece pairs in all"},
                        {pairs_.counted_pairs(), "pairs whose axes were counted"}}});
    lines.push_back({"SAT on the whole C: " + captions::count_number(whole_.tested) + " axes → " +
                         (whole_.collide ? "collide" : "apart") +
                         (whole_.collide != pairs_.collide() ? " (wrong)" : ""),
                     {{whole_.tested, "axes SAT tries on the whole C"}}});
    return lines;
  }
  std::vector<std::string> count_lines() const {
    std::vector<std::string> out;
    for (const CountLine& line : counted()) out.push_back(line.text);
    return out;
  }

  // [SECTION] playing: Play, < and >, the keys and the clock; the pairs and candidates tables
  // The panel's buttons and the keys (Scene::play).
  bool plays() const override { return split(); }
  // Whether it plays is the scene's, not the state's: a state from Undo, a file or a link shows
  // its step paused. The caption reads it with the step (captions::PlayMoment), so the figure,
  // the panel and --report word the moment alike.
  bool playing() const override { return split() && playing_; }
  void set_playing(bool on) { playing_ = on; }

  void play(Play what) override {
    if (!split()) return;
    const int total = total_steps(), s = step();
    if (what == Play::Toggle) {
      clock_ = 0;
      if (!playing() && s >= total) go_to(0);  // played to the end: from the start again
      set_playing(!playing());
      return;
    }
    set_playing(false);
    if (what == Play::StepOn && s < total) go_to(s + 1);
    if (what == Play::StepBack && s > 0) go_to(s - 1);
  }

  void tick(double seconds) override {
    if (!playing()) return;
    clock_ += seconds;
    if (clock_ < kSecondsPerStep) return;
    clock_ = 0;
    if (step() + 1 >= total_steps()) set_playing(false);  // the verdict: played to the end
    go_to(step() + 1);
  }

  void go_to(int s) {
    state_.options[kStep] = s;
    update();
  }

  void step_controls() {
    if (ImGui::Button(playing() ? "Pause" : "Play")) play(Play::Toggle);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(playing() ? "Stop at this step (Enter)" : "Clip one ear after another (Enter)");
    ImGui::SameLine();
    if (ImGui::Button("<")) play(Play::StepBack);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("One step back (,)");
    ImGui::SameLine();
    if (ImGui::Button(">")) play(Play::StepOn);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("One step on (.)");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-FLT_MIN);  // the rest of the line, whatever the panel's width
    int s = step();
    if (ImGui::SliderInt("##step", &s, 0, total_steps(), "step %d")) {
      set_playing(false);
      go_to(s);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Drag to any step of the ear clipping (, and . step one at a time)");
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("Keys: Enter plays or pauses; . and , step on and back");
    ImGui::PopStyleColor();
    ImGui::TextWrapped("%s", caption().c_str());
  }

  // The pairs SAT tried, in order: the row of the pair the figure and the caption show is
  // highlighted, and names the same axis and edge.
  void pairs_table() const {
    if (!ImGui::CollapsingHeader("Piece pairs tested", ImGuiTreeNodeFlags_DefaultOpen)) return;
    if (!begin_table("pairs", {"pair", "axes", "result"}, true)) return;
    const int current = step() - clip_steps() - 1;
    figures::table_rows(
        pair_steps(),
        [&](int row) {
      const auto k = static_cast<std::size_t>(row);
      const auto pair = pairs_.pair(row);
      ImGui::TableNextRow();
      if (static_cast<int>(k) == current) highlight_row();
      ImGui::TableNextColumn();
      fit_textf(static_cast<int>(k) == current ? "\u25B6 %zu" : "%zu", k + 1);  // marked in words too
      ImGui::TableNextColumn();
      fit_textf("%d", pair.result.tested);
      ImGui::TableNextColumn();
      // "T0 vs S0: a gap on axis #1 (T0 e0) → apart", as the caption says it.
      convex::colored_wrapped_text(pair.result.collide ? palette::collide : palette::apart,
                                   captions::piece_pair_words(pair, "T", "S"));
        },
        current);
    ImGui::EndTable();
  }

  static void highlight_row() {
    ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1,
                           ImGui::GetColorU32(imgui_color(palette::deciding.with_alpha(60))));
  }

  void candidates_table() const {
    if (!ImGui::CollapsingHeader("Corners examined")) return;
    // The verdict column takes the rest of the panel and wraps there.
    if (!begin_table("ears", {"step", "corner", "verdict"}, true)) return;
    figures::table_rows(
        static_cast<int>(split_.ears.candidates.size()),
        [&](int row) {
      const auto k = static_cast<std::size_t>(row);
      const auto& e = split_.ears.candidates[k];
      ImGui::TableNextRow();
      if (static_cast<int>(k) == step() - 1) highlight_row();  // the step the figure shows
      ImGui::TableNextColumn();
      fit_textf(static_cast<int>(k) == step() - 1 ? "\u25B6 %zu" : "%zu", k + 1);
      ImGui::TableNextColumn();
      fit_text(corner_name(e));
      ImGui::TableNextColumn();
      convex::colored_wrapped_text(e.verdict == EarVerdict::Ear ? palette::shape_a : palette::text, verdict_words(e));
        },
        step() - 1);
    ImGui::EndTable();
  }

  // [SECTION] caption: the step's words
  // While it plays, or paused at the start, the words on playing follow (captions/playing.hpp:
  // "press Play (Enter)" names the panel's button and the key at the desk and presenting; on
  // paper, none).
  std::string caption() const override {
    if (!split()) return "no pieces: " + problems_.front();
    return captions::with_play_words(step_caption(), {step(), total_steps(), playing(), on_paper()});
  }

  std::string step_caption() const {
    const int s = step();
    if (s == 0)
      return "Ear clipping: " +
             captions::ear_clip_caption(static_cast<int>(state_.shape("C").points.size()), split_.c, split_.ears);
    if (s <= clip_steps()) {
      const auto& e = split_.ears.candidates[static_cast<std::size_t>(s - 1)];
      return "Step " + std::to_string(s) + ": " + corner_name(e) + ": " + verdict_words(e);
    }
    const int j = s - clip_steps();
    if (j <= pair_steps()) {
      const auto pair = pairs_.pair(j - 1);
      std::string text = "Pair " + std::to_string(j) + ": " + captions::piece_pair_words(pair, "T", "S");
      if (j == pair_steps() && pairs_.collide()) text += "; one colliding pair is enough";
      return text;
    }
    const auto colliding = pairs_.collide() ? std::optional(pairs_.pair(pairs_.tested() - 1)) : std::nullopt;
    return "SAT on pieces: " +
           captions::pieces_caption(pairs_.tested(), pairs_.total(), colliding ? &*colliding : nullptr, "T", "S") +
           " (on the whole C, SAT said " + (whole_.collide ? "collide)" : "apart)");
  }

  // [SECTION] printed and named: the counts shown, the corner or the pair at hand
  // The counts the caption and the panel print (the caption is shown in the panel too), the step
  // slider's number, each pair's axes in the pairs table, and the amount the figure's axis label
  // prints while a pair is at hand.
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!split()) return problem_numbers(caption());  // the input's problem, in words
    const std::string words = caption();
    for (const auto& [count, of] : caption_counts())
      for (const char* where : {"caption", "panel"}) convex::add_count_shown(out, where, words, count, of);
    for (const CountLine& line : counted())
      for (const auto& [count, of] : line.counts) convex::add_count_shown(out, "panel", line.text, count, of);
    out.push_back({"panel", std::to_string(step()), "value", static_cast<double>(step()), "the step slider"});
    // The pairs table: each row's axes, in its own column and in its words ("all 6 axes overlap").
    // Past figures::kMaxShown rows, a sample: always the pair at hand and the colliding pair.
    const auto rows = static_cast<std::size_t>(std::min<long long>(pair_steps(), kTracedPairs));
    std::vector<std::size_t> cited;
    for (const long long k : {static_cast<long long>(step() - clip_steps() - 1), pairs_.tested() - 1})
      if (k >= 0) cited.push_back(static_cast<std::size_t>(k));
    for (const std::size_t row : figures::shown_sample(rows, cited)) {
      const auto k = static_cast<long long>(row);
      const auto pair = pairs_.pair(k);
      const std::string of = "axes tried on pair " + std::to_string(k + 1) + " (" + piece_names(pair) + ")";
      out.push_back(
          {"table", std::to_string(pair.result.tested), "value", static_cast<double>(pair.result.tested), of});
      if (pair.result.collide)
        convex::add_count_shown(out, "table", captions::piece_pair_words(pair, "T", "S"), pair.result.tested, of);
    }
    if (const auto pair = pair_at_hand()) {
      const int k = pair->result.deciding;
      if (k >= 0 && static_cast<std::size_t>(k) < pair->steps.size() &&
          pair->steps[static_cast<std::size_t>(k)].unit != Vec2{0, 0}) {
        const std::size_t before = out.size();
        convex::add_amount_shown(out, "figure", pair_axis_label(*pair), pair->steps[static_cast<std::size_t>(k)], k + 1,
                                 captions::shadow_exponent(pair->steps));
        for (std::size_t i = before; i < out.size(); ++i) out[i].of = piece_names(*pair) + ", " + out[i].of;
      }
    }
    return out;
  }

  // The corner ear clipping examines (its neighbours, the vertex that blocks it); the pair at hand,
  // its pieces and the axis its verdict hinges on; at the end, the pair that collides.
  std::vector<Named> named() const override {
    std::vector<Named> out;
    if (!split()) return out;
    const int s = step();
    if (s >= 1 && s <= clip_steps()) {
      const auto& e = split_.ears.candidates[static_cast<std::size_t>(s - 1)];
      out.push_back({"ear_candidate", "C", -1, e.vertex, 0});
      out.push_back({"ear_neighbour", "C", -1, e.prev, 0});
      out.push_back({"ear_neighbour", "C", -1, e.next, 0});
      if (e.verdict == EarVerdict::ContainsVertex && e.blocking_vertex >= 0)
        out.push_back({"blocking_vertex", "C", -1, e.blocking_vertex, 0});
    }
    if (const auto pair = pair_at_hand()) {
      const std::string t = captions::piece_name("T", pair->piece_a), u = captions::piece_name("S", pair->piece_b);
      out.push_back({"pair_piece", t, -1, -1, 0});
      out.push_back({"pair_piece", u, -1, -1, 0});
      const int k = pair->result.deciding;
      if (k >= 0 && static_cast<std::size_t>(k) < pair->steps.size()) {
        const auto& a = pair->steps[static_cast<std::size_t>(k)];
        out.push_back({"deciding_axis", a.owner == collide::AxisOwner::A ? t : u, a.edge, -1, k + 1});
      }
    } else if (s > clip_steps() && pairs_.collide()) {
      const auto pair = pairs_.pair(pairs_.tested() - 1);
      out.push_back({"colliding_pair", captions::piece_name("T", pair.piece_a), -1, -1, 0});
      out.push_back({"colliding_pair", captions::piece_name("S", pair.piece_b), -1, -1, 0});
    }
    return out;
  }

  // The pair the step is on (the figure fills it and draws its axis), if any.
  std::optional<collide::PiecePair> pair_at_hand() const {
    const int j = step() - clip_steps();
    if (j < 1 || j > pair_steps()) return std::nullopt;
    return pairs_.pair(j - 1);
  }

  static std::string piece_names(const collide::PiecePair& pair) {
    return captions::piece_name("T", pair.piece_a) + " vs " + captions::piece_name("S", pair.piece_b);
  }

  // The counts the caption prints at this step, each with what it counts: the step's, then
  // while it plays the step and the steps in all ("playing: step 3 of 20").
  std::vector<std::pair<long long, std::string>> caption_counts() const {
    auto counts = step_counts();
    if (playing()) counts.insert(counts.end(), {{step(), "the step playing"}, {total_steps(), "steps in all"}});
    return counts;
  }

  std::vector<std::pair<long long, std::string>> step_counts() const {
    const int s = step();
    if (s == 0) {
      long long rejected = 0;
      for (const auto& e : split_.ears.candidates) rejected += e.verdict != EarVerdict::Ear;
      return {{static_cast<long long>(state_.shape("C").points.size()), "vertices of C"},
              {static_cast<long long>(split_.c.triangles.size()), "triangles of C"},
              {clip_steps(), "candidate ears"},
              {rejected, "candidates rejected"}};
    }
    if (s <= clip_steps()) return {{s, "the step"}};
    const int j = s - clip_steps();
    if (j <= pair_steps()) {
      std::vector<std::pair<long long, std::string>> counts{{j, "the pair's number in the book's order"}};
      const auto pair = pairs_.pair(j - 1);
      if (pair.result.collide) counts.push_back({pair.result.tested, "axes tried on the pair"});
      return counts;
    }
    if (pairs_.collide()) return {{pairs_.tested(), "piece pairs tested"}, {pairs_.total(), "piece pairs in all"}};
    return {{pairs_.total(), "piece pairs in all"}};
  }

  int all_pairs() const { return static_cast<int>(split_.c.triangles.size() * split_.square.triangles.size()); }

 private:
  CAndSquarePieces split_;
  PieceRun pairs_;
  collide::SatResult whole_;
  collide::SatTrace whole_tally_;  ///< whole_'s axes, its memory kept between frames
  collide::quick::SatMemo memo_;
  bool playing_ = false;
  double clock_ = 0;  ///< seconds since the last step while playing
};

}  // namespace

std::unique_ptr<Scene> make_convex_pieces() { return std::make_unique<ConvexPieces>(); }

}  // namespace lab::concave
