// Concave polygons › Split into convex pieces.
// Press play (or drag the step slider) to watch ear clipping cut the C into triangles, then SAT
// run piece by piece against the square. Reshape the C, or load another shape into it.
// Notice: each piece is convex, so SAT is right about each one, and the verdict is right again.
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
#include "collide/ear_clip.hpp"
#include "collide/sat.hpp"
#include "collide/sat_memo.hpp"
#include "collide/vec.hpp"
#include "concave/c_notch.hpp"
#include "concave/edge_walk_figure.hpp"
#include "concave/piece_run.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/sampling.hpp"
#include "figures/table_rows.hpp"
#include "figures/sat_figure.hpp"
#include "panel.hpp"
#include "scene.hpp"
#include "shape_library.hpp"

namespace lab::concave {
namespace {

constexpr const char* kStep = "step";  ///< 0 … last step; negative or past the end: the end
constexpr double kSecondsPerStep = 0.9;

using collide::EarVerdict;

std::array<Vec2, 3> corners(collide::Polygon polygon, int p, int v, int n) {
  return {polygon[static_cast<std::size_t>(p)], polygon[static_cast<std::size_t>(v)],
          polygon[static_cast<std::size_t>(n)]};
}

// A piece's corners in the order the core tests it, so its edge i is corner i → corner i + 1.
std::array<Vec2, 3> corners(collide::Polygon polygon, const std::array<int, 3>& t) { return collide::triangle_corners(polygon, t); }

Vec2 middle(const std::array<Vec2, 3>& t) { return (t[0] + t[1] + t[2]) / 3.0; }

std::string corner_name(const collide::EarCandidate& c) {
  return "corner " + std::to_string(c.vertex) + " (" + std::to_string(c.prev) + "–" +
         std::to_string(c.vertex) + "–" + std::to_string(c.next) + ")";
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
  // ── state ──
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

  // ── update ──
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

  // ── draw ──
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
    // Presenter mode has no panel: the legend the panel keeps comes into the figure.
    if (split() && canvas.legend_in_figure())
      figures::draw_legend(layout, figures::sat_legend_entries(figures::SatRoles{}),
                           std::vector<std::vector<Vec2>>{c, square});
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
    for (std::size_t i : sample) {
      const std::string number = std::to_string(i);
      const auto offsets = figures::offsets_around(layout.canvas(), c[i] - mid, number, TextSize::Normal, 8);
      layout.place(c[i], number, palette::muted, TextSize::Normal, offsets);
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
    const bool newest_is_ear = s > 0 && split_.ears.candidates[static_cast<std::size_t>(s - 1)].verdict == EarVerdict::Ear;
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
          const std::string name = "T" + std::to_string(clipped);
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
      else  // an uncited name only in its piece's middle, where it is clear
        layout.place(middle(t), name, color, TextSize::Small, std::vector<Vec2>{{-8, 8}}, false);
    };
    std::optional<collide::PiecePair> shown;  // the pair at hand, else the colliding one
    if (current >= 0) shown = pairs_.pair(current);
    else if (pairs_.collide()) shown = pairs_.pair(pairs_.tested() - 1);
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
    figures::draw_sample_note(layout, figures::sample_note("naming", named_c.size(), split_.c.triangles.size(), "pieces of C"));
    figures::draw_sample_note(
        layout, figures::sample_note("naming", named_square.size(), split_.square.triangles.size(), "pieces of the square"));
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
    canvas.interval(origin, s.unit, std::min(lo, hi), std::max(lo, hi), s.gap ? palette::apart : palette::collide,
                    0, s.gap ? 16.f : 4.f);
    // The edge the axis is the normal of, named as the caption names it.
    const bool of_a = s.owner == collide::AxisOwner::A;
    const auto piece = of_a ? corners(state_.shape("C").points, split_.c.triangles[static_cast<std::size_t>(pair.piece_a)])
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
    const std::string name = "axis #" + std::to_string(k + 1) + " (" + owner + "): " +
                             (s.gap ? "gap " + figures::format_number(s.separation)
                                    : "least push-out " + figures::format_number(-s.separation));
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
  std::optional<collide::Rect> frame() const override {
    return c_and_square_frame(state_, 0.2);
  }

  // ── panel ──
  void panel() override {
    convex::panel_warnings(problems_);
    bool changed = shape_preset_combo("Load into C", state_.shape("C"));
    if (changed) {
      state_.options[kStep] = -1;
      update();
    }
    if (!split()) return;

    const auto& c = state_.shape("C").points;
    // Wrapped: the panel is narrower than these lines at the default window size.
    ImGui::TextWrapped("C: %zu vertices → %zu triangles (n − 2)", c.size(), split_.c.triangles.size());
    int ears = 0, reflex = 0, blocked = 0, dropped = 0;
    for (const auto& e : split_.ears.candidates)
      (e.verdict == EarVerdict::Ear ? ears : e.verdict == EarVerdict::Reflex ? reflex
                                        : e.verdict == EarVerdict::ContainsVertex ? blocked : dropped)++;
    ImGui::TextWrapped("Ear clipping looked at %d corners: %d ears, %d reflex, %d with a vertex inside%s",
                clip_steps(), ears, reflex, blocked, dropped ? ", some in line" : "");
    ImGui::TextWrapped("Square: %zu triangles", split_.square.triangles.size());
    if (pairs_.axes_tested())
      ImGui::TextWrapped("SAT on pieces: %lld of %lld pairs tested, %lld axes → %s", pairs_.tested(), pairs_.total(),
                         *pairs_.axes_tested(), pairs_.collide() ? "collide" : "apart");
    else  // counting axes takes every pair's SAT: a big run finds the colliding pair by boxes
      ImGui::TextWrapped("SAT on pieces: %lld of %lld pairs tested (axes counted only in the first %lld) → %s",
                         pairs_.tested(), pairs_.total(), pairs_.counted_pairs(), pairs_.collide() ? "collide" : "apart");
    ImGui::TextWrapped("SAT on the whole C: %d axes → %s%s", whole_.tested, whole_.collide ? "collide" : "apart",
                whole_.collide != pairs_.collide() ? " (wrong)" : "");
    ImGui::TextWrapped("Ear clipping costs O(n²), but only once per shape: the pieces move with it, "
                       "so nothing is split again each frame.");
    ImGui::Separator();
    step_controls();
    pairs_table();
    candidates_table();
    ImGui::Separator();
    figures::sat_legend(figures::SatRoles{});  // draws its own bars: overlap, gap, deciding, untried
  }

  // ── playing: the panel's buttons and the keys (Scene::play) ──
  bool plays() const override { return split(); }
  bool playing() const override { return playing_; }

  void play(Play what) override {
    if (!split()) return;
    const int total = total_steps(), s = step();
    if (what == Play::Toggle) {
      playing_ = !playing_;
      clock_ = 0;
      if (playing_ && s >= total) go_to(0);  // played to the end: from the start again
      return;
    }
    playing_ = false;
    if (what == Play::StepOn && s < total) go_to(s + 1);
    if (what == Play::StepBack && s > 0) go_to(s - 1);
  }

  void tick(double seconds) override {
    if (!playing_) return;
    clock_ += seconds;
    if (clock_ < kSecondsPerStep) return;
    clock_ = 0;
    go_to(step() + 1);
    if (step() >= total_steps()) playing_ = false;
  }

  void go_to(int s) {
    state_.options[kStep] = s;
    update();
  }

  void step_controls() {
    if (ImGui::Button(playing_ ? "Pause" : "Play")) play(Play::Toggle);
    ImGui::SameLine();
    if (ImGui::Button("<")) play(Play::StepBack);
    ImGui::SameLine();
    if (ImGui::Button(">")) play(Play::StepOn);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-FLT_MIN);  // the rest of the line, whatever the panel's width
    int s = step();
    if (ImGui::SliderInt("##step", &s, 0, total_steps(), "step %d")) {
      playing_ = false;
      go_to(s);
    }
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
    figures::table_rows(pair_steps(), [&](int row) {
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
    }, current);
    ImGui::EndTable();
  }

  static void highlight_row() {
    ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(imgui_color(palette::deciding.with_alpha(60))));
  }

  void candidates_table() const {
    if (!ImGui::CollapsingHeader("Corners examined")) return;
    // The verdict column takes the rest of the panel and wraps there.
    if (!begin_table("ears", {"step", "corner", "verdict"}, true)) return;
    figures::table_rows(static_cast<int>(split_.ears.candidates.size()), [&](int row) {
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
    }, step() - 1);
    ImGui::EndTable();
  }

  // ── caption ──
  std::string caption() const override {
    if (!split()) return "no pieces: " + problems_.front();
    const int s = step();
    if (s == 0)
      return "Ear clipping: " +
             captions::ear_clip_caption(static_cast<int>(state_.shape("C").points.size()), split_.c, split_.ears) +
             ": press play";
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
    return "SAT on pieces: " + captions::pieces_caption(pairs_.tested(), pairs_.total(), colliding ? &*colliding : nullptr, "T", "S") + " (on the whole C, SAT said " +
           (whole_.collide ? "collide)" : "apart)");
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
