// Concave polygons › Polygon vs polygon and rectangle.
// Drag either polygon or any corner; the toggle makes B an axis-aligned rectangle.
// Notice: every edge of A is tried against every edge of B until a pair crosses; with none
// crossing, one vertex of each is checked against the other polygon, in case one sits inside.
//
// Index of this file:
//   [SECTION] state: the stars, the C, the rectangle toggle
//   [SECTION] update: every edge pair, then a vertex of each inside the other
//   [SECTION] draw: the edges coloured by their checks, the rays
//   [SECTION] panel: the checks table
//   [SECTION] caption
//   [SECTION] printed, named: the counts shown, the edges that decide
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "captions/concave_edges.hpp"
#include "captions/text.hpp"
#include "collide/concave.hpp"
#include "collide/convex.hpp"
#include "collide/rect.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "concave/edge_pair_count.hpp"
#include "concave/edge_printed.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "figures/outline_runs.hpp"
#include "figures/ray_figure.hpp"
#include "figures/sampling.hpp"
#include "panel_text.hpp"
#include "scene.hpp"
#include "shape_library.hpp"
#include "printed_count.hpp"
#include "role_canvas.hpp"

namespace lab::concave {
namespace {

/// A shape's own colour in the key as the figure draws it: its outline where some edge keeps the
/// colour (B's double), else only its fill and dots (every edge in a test's colour).
figures::LegendEntry own_colour_entry(const std::vector<Color>& colors, Color own, std::string_view name) {
  if (std::find(colors.begin(), colors.end(), own) == colors.end()) return figures::fill_and_dots_entry(own, name);
  return own == palette::shape_b ? figures::double_shape_entry(name) : figures::first_shape_entry(name);
}

constexpr const char* kRect = "b_is_rect";

/// A five-pointed star with a point towards +x, outer radius 2.5 and inner radius 1.
std::vector<Vec2> star_at(Vec2 centre) {
  // cos and sin of 0°, 36°, …, 324°, so the presets are exact, readable numbers.
  static constexpr double c[10] = {1,  0.809017,  0.309017,  -0.309017, -0.809017,
                                   -1, -0.809017, -0.309017, 0.309017,  0.809017};
  static constexpr double s[10] = {0, 0.587785,  0.951057,  0.951057,  0.587785,
                                   0, -0.587785, -0.951057, -0.951057, -0.587785};
  std::vector<Vec2> points;
  for (int k = 0; k < 10; ++k) {
    const double r = k % 2 == 0 ? 2.5 : 1;
    points.push_back(centre + Vec2{r * c[k], r * s[k]});
  }
  return points;
}

std::vector<Vec2> box(Vec2 lo, Vec2 hi) { return {lo, {hi.x, lo.y}, hi, {lo.x, hi.y}}; }

/// A big outline's name (its edge numbers a sample, its dots crowded round a star's tips): beside
/// its vertex furthest up, up and left, up and right, left, right, down and left, down and right
/// or down, facing away from its middle, 14 to 64 pixels off, at the first place clear of
/// `keep_off` (the outlines and the rays' lines in runs, a place tried reading only the edges
/// near it, and the dots' squares `apart` wide) and `apart` from every label. draw_name's places,
/// 10 pixels round a corner, are all within 12 pixels of that corner's dot. Whether placed.
bool name_beside_extreme(figures::LabelLayout& layout, collide::Polygon outline, std::string_view name, Color color,
                         const figures::Avoid& keep_off, float apart) {
  if (outline.empty()) return false;
  Vec2 middle{0, 0};
  for (const Vec2 v : outline) middle += v;
  middle /= static_cast<double>(outline.size());
  for (const Vec2 way :
       {Vec2{0, 1}, Vec2{-1, 1}, Vec2{1, 1}, Vec2{-1, 0}, Vec2{1, 0}, Vec2{-1, -1}, Vec2{1, -1}, Vec2{0, -1}}) {
    Vec2 far = outline[0];  // the vertex furthest that way
    for (const Vec2 v : outline)
      if (collide::dot(v, way) > collide::dot(far, way)) far = v;
    for (const float gap : {14.f, 18.f, 22.f, 26.f, 30.f, 36.f, 44.f, 52.f, 64.f}) {
      const auto offsets = figures::offsets_around(layout.canvas(), far - middle, name, TextSize::Large, gap);
      if (layout.place_clear(far, name, color, TextSize::Large, offsets, keep_off, apart)) return true;
    }
  }
  return false;
}

class PolygonPolygon final : public Scene {
 public:
  // [SECTION] state: the stars, the C, the rectangle toggle
  std::vector<Preset> presets() const override {
    auto make = [](std::vector<Vec2> a, std::vector<Vec2> b) {
      SceneState s;
      s.shapes = {convex::polygon_shape("A", std::move(a)), convex::polygon_shape("B", std::move(b))};
      s.options[kRect] = 0;
      s.options[kFullPass] = 0;  // the book's test: stop at the first pair that meets
      return s;
    };
    SceneState rect = make(c_outline(), {});
    rect.shapes[1] = rect_shape("B", {0.5, -0.5}, {2.5, 2});
    rect.options[kRect] = 1;
    return {{"The C and a square in its notch: apart", make(c_outline(), box({0, -1}, {2, 1}))},
            {"A square inside the C", make(c_outline(), box({-2.6, -1}, {-1.4, 1}))},
            {"Two interlocking stars", make(star_at({-1.6, 0}), star_at({1.7, 0}))},
            {"The C and a rectangle on its arm", rect}};
  }

  // [SECTION] update: every edge pair, then a vertex of each inside the other
  void update() override {
    match_rect_option();
    const auto& a = state_.shape("A").points;
    const Shape& b = state_.shape("B");
    trace_ = {};
    all_ = {};
    book_ = {};
    meeting_.clear();
    big_ = false;
    problems_.clear();
    if (auto bad = collide::check_polygon("A", a)) problems_.push_back(*bad);
    if (is_rect()) {
      if (auto bad = collide::check_rect("B", b.rect())) problems_.push_back(*bad);
    } else if (auto bad = collide::check_polygon("B", b.points)) {
      problems_.push_back(*bad);
    }
    valid_ = problems_.empty();
    b_outline_ = b.points;
    if (!valid_) return;
    self_crossing_a_ = self_crossing_warning("A", a);
    self_crossing_b_.reset();
    if (is_rect()) {
      const auto corners = collide::rect_to_polygon(b.rect());
      b_outline_.assign(corners.begin(), corners.end());
    } else {
      self_crossing_b_ = self_crossing_warning("B", b.points);
    }
    // Big outlines: the book's run as counts, through a tree of edge boxes (edge_pair_count.hpp);
    // the full pass as the list of pairs that meet.
    if (static_cast<long long>(a.size()) * static_cast<long long>(b_outline_.size()) > kTracedEdgePairs) {
      big_ = true;
      book_ = collide::count_edge_pairs(a, b_outline_);
      if (state_.flag(kFullPass)) meeting_ = meeting_edge_pairs(a, b_outline_);
      return;
    }
    if (is_rect()) {
      collide::polygon_rect_collide(a, b.rect(), all_, {.stop_at_first_hit = !state_.flag(kFullPass)});
    } else {
      collide::polygons_collide(a, b.points, all_, {.stop_at_first_hit = !state_.flag(kFullPass)});
    }
    // One run, past the first pair that meets only when the full pass is asked for (for big outlines it is
    // every check there is); the book's run (what the caption counts and the figure colours) is
    // read from it up to the first pair that meets.
    trace_ = stopped_at_first_hit(all_);
    shown_ = state_.flag(kFullPass) ? all_ : trace_;
    book_ = edge_pair_count(trace_);
  }

  /// Each edge's status in the run the figure shows (of B when `of_b`).
  std::vector<EdgeStatus> statuses(bool of_b) const {
    const std::size_t n = state_.shape("A").points.size(), m = b_outline_.size();
    if (!big_) return edge_statuses(shown_, of_b ? m : n, of_b, of_b ? n : m);
    if (state_.flag(kFullPass)) return full_pass_statuses(meeting_, n, m, of_b);
    return edge_pair_statuses(book_, n, m, of_b);
  }

  // [SECTION] draw: the edges coloured by their checks, the rays
  void draw(Canvas& canvas) const override {
    const auto& a = state_.shape("A").points;
    const std::size_t n = a.size(), m = b_outline_.size();
    const auto status_a = statuses(false);
    const auto status_b = statuses(true);
    const auto colors_a = edge_colors(status_a, palette::shape_a);
    const auto colors_b = edge_colors(status_b, palette::shape_b);
    figures::OutlineStyle style;
    style.width = 3.5f;
    style.edge_colors = colors_a;
    if (!self_crossing_a_) style.fill = fill_of(palette::shape_a);
    figures::draw_outline(canvas, a, style);
    style.color = palette::shape_b;
    style.edge_colors = colors_b;
    style.fill = self_crossing_b_ ? Color{0, 0, 0, 0} : fill_of(palette::shape_b);
    figures::draw_outline(canvas, b_outline_, style);
    draw_deciding_edges(canvas, a, status_a);
    draw_deciding_edges(canvas, b_outline_, status_b);

    figures::LabelLayout layout(canvas);
    draw_warning_lines(layout, warnings());
    const bool ray_a = valid_ && book_.containment_a.has_value();
    const bool ray_b = valid_ && book_.containment_b.has_value();
    const std::vector<std::vector<Vec2>> outlines{a, b_outline_};  // the names keep off both
    std::vector<std::vector<Vec2>> avoid = outlines;
    if (ray_a) avoid.push_back(figures::ray_extent(canvas, a[0], *book_.containment_a));
    if (ray_b) avoid.push_back(figures::ray_extent(canvas, b_outline_[0], *book_.containment_b));
    if (valid_) {
      // Each shape's partly tried edges in its own colour, as edge_colors draws them.
      auto entries = pair_edge_legend(status_a, status_b, "A", "B");
      // Each shape's own colour as drawn: its outline where some edge keeps it (B's double),
      // else only its fill and dots (every edge in a test's colour).
      // (A line of its colour there already, for its partly tried edges, says it.)
      for (const bool of_b : {true, false}) {
        const Color own = of_b ? palette::shape_b : palette::shape_a;
        if (std::none_of(entries.begin(), entries.end(), [&](const auto& e) { return e.color == own; }))
          entries.insert(entries.begin(), own_colour_entry(of_b ? colors_b : colors_a, own, of_b ? "B" : "A"));
      }
      // Both rays' marks (each adds only the marks its ray draws; equal lines merge).
      if (ray_a)
        for (auto& e : figures::ray_legend(*book_.containment_a, "the vertex", a[0])) entries.push_back(std::move(e));
      if (ray_b)
        for (auto& e : figures::ray_legend(*book_.containment_b, "the vertex", b_outline_[0]))
          entries.push_back(std::move(e));
      figures::draw_legend(layout, entries, avoid);
    }
    if (ray_a) figures::draw_ray(layout, a[0], *book_.containment_a, outlines);
    if (ray_b) figures::draw_ray(layout, b_outline_[0], *book_.containment_b, outlines);
    // The rays' words keep 3 pixels off the strokes as drawn, not only off their lines.
    std::vector<std::vector<Vec2>> by_rays = strokes_inked(canvas, a, colors_a, ray_a, ray_b);
    const auto inked = strokes_inked(canvas, b_outline_, colors_b, ray_a, ray_b);
    by_rays.insert(by_rays.end(), inked.begin(), inked.end());
    std::vector<std::vector<Vec2>> avoid_inked = avoid;
    avoid_inked.insert(avoid_inked.end(), by_rays.begin(), by_rays.end());
    {
      const AnswerPart answer(canvas);  // a ray is cast only when no pair of edges met
      if (ray_a) figures::draw_ray_start(layout, a[0], "A's vertex 0", palette::shape_a, avoid_inked, a);
      if (ray_b)
        figures::draw_ray_start(layout, b_outline_[0], "B's vertex 0", palette::shape_b, avoid_inked, b_outline_);
    }
    // Both first pairs' names before any plain edge number, so neither takes the other's room;
    // the shapes' names after the edge numbers: a name has places all round its corners (and is
    // always drawn), an edge number only beside its edge (step 8: B's "e2" had none left but on
    // A's e3 once "B" sat under B's top edge, where A's wall cuts it short).
    const auto names_a = deciding_names(book_, n, "A's ", "first pair");
    const auto names_b = deciding_names(book_, m, "B's ", "first pair", true);
    const figures::EdgeIndex obstacles = edge_name_index(layout, avoid);
    // The plain numbers and the shapes' names 12 pixels from the words before them, as push-apart
    // keeps its names (sat-breaks step 8 at the desk: "B" stood 3 pixels after B's "e2", one
    // phrase "e2 B"; A's "e2" 5 pixels after "B's e0: first pair").
    const float apart = Canvas::font_pixels(TextSize::Normal) * 0.75f;
    // Their frames a pixel clear of the strokes as drawn: B's double line reaches 4.25 pixels.
    const float keep = RoleCanvas::stroke_reach(palette::shape_b, 3.5f) + 1;
    // Past figures::kMaxShown edges the plain numbers are a sample, and would take the only room
    // a name has apart from a star's crowded dots: the names go first there, `apart` from the
    // dots too ("B" stood among the hollow dots of a 2,000-vertex star's tips, a few pixels from
    // each, and read as a dot's name), beside an extreme vertex where there is room.
    const bool sampled = n > figures::kMaxShown || m > figures::kMaxShown;
    const auto names = [&] {
      if (!sampled) {
        draw_name(layout, a, "A", palette::shape_a, outlines, apart, keep);
        draw_name(layout, b_outline_, "B", palette::shape_b, outlines, apart, keep);
        return;
      }
      // Each dot as octagons round the circle `apart` past its rim, 8 pixels apart inside it (a
      // box wholly inside one crosses the next); not taken in the layout: the plain numbers after
      // the names keep off the dots' lines only, as before.
      std::vector<std::vector<Vec2>> dots;
      for (const auto& outline : outlines)
        for (const Vec2 d : figures::vertex_dots(canvas, outline))
          for (double reach = figures::kVertexDot + apart; reach > 0; reach -= 8) {
            const double r = reach * canvas.pixel() / std::cos(std::numbers::pi / 8);  // its sides touch the circle
            std::vector<Vec2> octagon;
            for (int k = 0; k < 8; ++k) {
              const double turn = std::numbers::pi / 8 * (2 * k + 1);
              octagon.push_back(d + Vec2{std::cos(turn), std::sin(turn)} * r);
            }
            dots.push_back(std::move(octagon));
          }
      const figures::OutlineRuns runs(avoid), dot_runs(dots);  // the rays' lines too
      const auto keep_off = figures::Avoid::all_of({runs, dot_runs});
      if (!name_beside_extreme(layout, a, "A", palette::shape_a, keep_off, apart))
        draw_name(layout, a, "A", palette::shape_a, outlines, apart, keep);
      if (!name_beside_extreme(layout, b_outline_, "B", palette::shape_b, keep_off, apart))
        draw_name(layout, b_outline_, "B", palette::shape_b, outlines, apart, keep);
    };
    for (const EdgeNamesPass which : {EdgeNamesPass::Cited, EdgeNamesPass::Rest}) {
      if (which == EdgeNamesPass::Rest && sampled) names();
      const EdgeNameSpacing spacing{.apart = which == EdgeNamesPass::Rest ? apart : 0};
      draw_edge_numbers(layout, a, palette::shape_a, avoid, obstacles, names_a, "A", which, spacing);
      draw_edge_numbers(layout, b_outline_, palette::shape_b, avoid, obstacles, names_b, "B", which, spacing);
    }
    if (!sampled) names();
    std::vector<std::vector<Vec2>> outlines_inked = outlines;
    outlines_inked.insert(outlines_inked.end(), by_rays.begin(), by_rays.end());
    if (ray_a) figures::draw_ray_words(layout, a[0], *book_.containment_a, outlines_inked);
    if (ray_b) figures::draw_ray_words(layout, b_outline_[0], *book_.containment_b, outlines_inked);
  }

  // The strokes of `outline`'s edges as drawn (3.5 pixels in each edge's colour, a double line
  // 3.5 + 5), 3 pixels wider all round (figures::outline_ink): the vertices' names and the rays'
  // words keep off a stroke's width, not only its line ("B's vertex 0" touched A's e3, "out" B's
  // side, with the square moved 0.3). Every edge of an outline of figures::kMaxShown edges or
  // fewer; of a bigger one only those whose box comes within 80 pixels of a ray's line (a box test
  // first; the rays' words stand within 60 of it), so a 2,000-gon adds few.
  std::vector<std::vector<Vec2>> strokes_inked(const Canvas& canvas, const std::vector<Vec2>& outline,
                                               const std::vector<Color>& colors, bool ray_a, bool ray_b) const {
    std::vector<std::vector<Vec2>> out;
    const double reach = 80 * canvas.pixel();
    std::vector<Vec2> starts;
    if (ray_a) starts.push_back(state_.shape("A").points[0]);
    if (ray_b) starts.push_back(b_outline_[0]);
    const bool every = outline.size() <= figures::kMaxShown;
    for (std::size_t i = 0; i < outline.size() && (every || !starts.empty()); ++i) {
      const Vec2 p = outline[i], q = outline[(i + 1) % outline.size()];
      const bool near = every || std::any_of(starts.begin(), starts.end(), [&](Vec2 s) {
                          return std::max(p.y, q.y) >= s.y - reach && std::min(p.y, q.y) <= s.y + reach &&
                                 std::max(p.x, q.x) >= s.x - 2 * reach;
                        });
      if (!near) continue;
      const Vec2 edge[] = {p, q};
      const Color c = i < colors.size() ? colors[i] : palette::shape_a;
      for (auto& side : figures::outline_ink(canvas, edge, c, 3.5f, 0, 3)) out.push_back(std::move(side));
    }
    return out;
  }

  // [SECTION] panel: the checks table
  void panel() override {
    // Warnings are shown by the app above the panel (Scene::warnings()).
    if (shape_preset_combo("Load into A", state_.shape("A"))) update();
    if (!is_rect() && shape_preset_combo("Load into B", state_.shape("B"))) update();
    if (convex::option_checkbox(state_, kRect, "B is an axis-aligned rectangle")) update();
    if (!valid_) return;
    ImGui::TextWrapped(
        "Step 1: every edge of A against every edge of B (the segments test), "
        "until a pair meets (crosses or touches): collide. That is n · m pairs at most.");
    ImGui::TextWrapped(
        "Step 2, only if no pair meets: one polygon may still sit wholly inside "
        "the other, so A's vertex 0 is checked in B by its ray, then B's vertex 0 "
        "in A.");
    if (is_rect())
      ImGui::TextWrapped(
          "B is a rectangle: polygon_rect_collide turns it into its 4 corners "
          "(counter-clockwise from the bottom-left) and runs the same test.");
    ImGui::Separator();
    if (convex::option_checkbox(state_, kFullPass, "Go on past the first pair that meets")) update();
    // The counts as the caption writes them ("4,000,000"): the same text in both places.
    using captions::count_number;
    wrapped_text("Edge pairs tested: " + count_number(book_.tested) + " of " + count_number(book_.total));
    if (book_.edge_a >= 0 && book_.tested < book_.total) {
      const std::string rest = count_number(book_.total - book_.tested);
      wrapped_text(state_.flag(kFullPass)
                       ? "The book's test stops at the first pair that meets and never tries the "
                         "other " +
                             rest +
                             " pairs; the figure and the table show the full pass "
                             "you asked for."
                       : "The test stops at the first pair that meets: the other " + rest + " pairs are never tried.");
    }
    if (book_.edge_a >= 0) {
      convex::colored_text(palette::deciding,
                           with_deciding_mark("A's " + captions::edge_name(book_.edge_a) + " meets B's " +
                                              captions::edge_name(book_.edge_b) + " → collide"));
    } else {
      ImGui::TextWrapped("%s", "No pair of edges meets.");
    }
    checks_table();
    if (book_.containment_a) {
      ImGui::Separator();
      ImGui::TextWrapped("%s", ("A's vertex 0 in B: " + figures::ray_count_words(*book_.containment_a)).c_str());
      figures::ray_table("ray_a", *book_.containment_a, state_.shape("A").points[0]);
    }
    if (book_.containment_b) {
      ImGui::TextWrapped("%s", ("B's vertex 0 in A: " + figures::ray_count_words(*book_.containment_b)).c_str());
      figures::ray_table("ray_b", *book_.containment_b, b_outline_[0]);
    }
    verdict_line(book_.collide);
  }

  // The checks in the order tried; for big outlines each row is worked out from the counts.
  void checks_table() const {
    const ChecksTableStyle style{"meet", "miss", true, false};
    if (!big_) return edge_checks_table("pair_checks", shown_, style);
    const std::size_t m = b_outline_.size();
    if (!state_.flag(kFullPass))
      return edge_checks_table(
          "pair_checks", static_cast<int>(book_.tested), [&](int k) { return edge_pair_check(book_, m, k); },
          book_.edge_a >= 0 ? static_cast<int>(book_.tested - 1) : -1, style);
    const auto check = [&](int k) {
      collide::EdgeCheck c = edge_pair_check({}, m, k);
      c.hit = std::binary_search(meeting_.begin(), meeting_.end(), static_cast<long long>(k));
      return c;
    };
    edge_checks_table("pair_checks", static_cast<int>(book_.total), check,
                      meeting_.empty() ? -1 : static_cast<int>(meeting_.front()), style);
  }

  // [SECTION] caption
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return captions::polygons_caption(book_);
  }

  // [SECTION] printed, named: the counts shown, the edges that decide
  std::vector<Printed> printed() const override {
    std::vector<Printed> out;
    if (!valid_) return problem_numbers(caption());  // the input's problem, in words
    const bool met = book_.edge_a >= 0;
    // The caption: "5 of 16 edge pairs tested; …" or "none of 32 edge pairs meet; …".
    if (met) add_count(out, "caption", book_.tested, "edge pairs tested");
    add_count(out, "caption", book_.total, "edge pairs in all");
    add_count(out, "panel", book_.tested, "edge pairs tested");
    add_count(out, "panel", book_.total, "edge pairs in all");
    if (met && book_.tested < book_.total)
      add_count(out, "panel", book_.total - book_.tested, "edge pairs never tried");
    if (book_.containment_a) {
      add_ray_count(out, "panel", *book_.containment_a, "A's vertex 0's ray");
      add_ray_table(out, *book_.containment_a, state_.shape("A").points[0], "A's vertex 0's ray");
    }
    if (book_.containment_b) {
      add_ray_count(out, "panel", *book_.containment_b, "B's vertex 0's ray");
      add_ray_table(out, *book_.containment_b, b_outline_[0], "B's vertex 0's ray");
    }
    return out;
  }

  std::vector<Named> named() const override {
    std::vector<Named> out;
    if (!valid_) return out;
    if (book_.edge_a >= 0) {
      out.push_back({"first_pair", "A", book_.edge_a});
      out.push_back({"first_pair", "B", book_.edge_b});
    }
    // A's vertex 0's ray runs through B, B's vertex 0's through A.
    if (book_.containment_a) out.push_back({"ray_start", "A", -1, 0});
    if (book_.containment_a) add_ray_named(out, *book_.containment_a, "B");
    if (book_.containment_b) out.push_back({"ray_start", "B", -1, 0});
    if (book_.containment_b) add_ray_named(out, *book_.containment_b, "A");
    return out;
  }

  std::optional<collide::Rect> frame() const override { return frame_with_legend_room(state_); }

  std::vector<std::string> warnings() const override {
    return edge_scene_warnings(problems_, valid_, {self_crossing_a_, self_crossing_b_});
  }

 private:
  bool is_rect() const { return state_.shape("B").kind == ShapeKind::Rect; }

  /// Make B's kind follow the toggle: a rectangle becomes its 4 corners, a polygon its
  /// bounding box, so switching keeps B where it was.
  void match_rect_option() {
    Shape& b = state_.shape("B");
    const bool want_rect = state_.flag(kRect);
    if (want_rect && b.kind == ShapeKind::Polygon && !b.points.empty()) {
      Vec2 lo = b.points[0], hi = b.points[0];
      for (Vec2 p : b.points) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
      }
      if (lo.x == hi.x) hi.x += 1;  // a rectangle needs width and height
      if (lo.y == hi.y) hi.y += 1;
      b = rect_shape("B", lo, hi);
    } else if (!want_rect && b.kind == ShapeKind::Rect) {
      const auto corners = collide::rect_to_polygon(b.rect());
      b = convex::polygon_shape("B", {corners.begin(), corners.end()});
    }
  }

  collide::EdgeTestTrace shown_;  ///< what the figure colours: the book's run, or all_ on request
  collide::EdgeTestTrace trace_;  ///< the book's early-exit run, read from all_
  collide::EdgeTestTrace all_;
  collide::EdgePairCount book_;     ///< the book's run as counts: read from trace_, or counted (big outlines)
  std::vector<long long> meeting_;  ///< big outlines, full pass: every pair that meets, as check numbers
  bool big_ =
      false;  ///< past kTracedEdgePairs: no list of checks, the counts  ///< the one run of the test, past the first hit when kFullPass is on (then shown)
  std::vector<Vec2> b_outline_;  ///< B as the test saw it (a rectangle's 4 corners)
  std::optional<std::string> self_crossing_a_, self_crossing_b_;
};

}  // namespace

std::unique_ptr<Scene> make_polygon_polygon() { return std::make_unique<PolygonPolygon>(); }

}  // namespace lab::concave
