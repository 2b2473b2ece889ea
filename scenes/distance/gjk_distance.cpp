// Distance and contact › GJK: the distance between two convex shapes.
// Drag A or B (or their corners), and the iteration slider: A − B's simplex, below, grows towards
// the origin one support point at a time. Notice the witness points on A and B move with it, and
// the distance only ever shrinks; GJK stops when the next support point comes no nearer.
#include <imgui.h>

#include <string_view>
#include <vector>

#include "captions/distance.hpp"
#include "captions/text.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/gjk.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "printed_count.hpp"
#include "response/printed_words.hpp"
#include "stepped_difference.hpp"

namespace lab::distance {
namespace {

constexpr const char* kStep = "iteration";
constexpr int kPlaces = 4;  // the caption's places (captions/distance.cpp)

class GjkDistance final : public SteppedDifference {
 public:
  GjkDistance() : SteppedDifference(kStep) {}

  // ── state ──
  // A and B sit above the origin, so A − B (around the origin when they are close) is drawn
  // below them, not on top of them. The iteration is 1-based; past the last, the last is shown.
  std::vector<Preset> presets() const override {
    const std::vector<Vec2> a{{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}};
    auto make = [&](std::vector<Vec2> b, int step) { return start(a, std::move(b), step, collide::kGjkMaxIterations); };
    return {{"Apart: the last iteration", make({{-2, 4}, {1, 5}, {-1, 8}}, collide::kGjkMaxIterations)},
            {"Apart: the first iteration", make({{-2, 4}, {1, 5}, {-1, 8}}, 1)},
            {"Overlapping: the triangle holds the origin",
             make({{-7, 5}, {-3, 6}, {-5, 8}}, collide::kGjkMaxIterations)}};
  }

  // ── update ──
  void update() override {
    trace_ = {};
    only_touch_ = false;
    if (!take_shapes()) return;
    collide::gjk_distance(a(), b(), trace_);
    // GJK reads the corners a − b rounded; whether the shapes only touch is told exactly.
    only_touch_ = trace_.result.overlap && collide::convex_polygons_only_touch(a(), b());
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::gjk_distance_caption(trace_.result, only_touch_), convex_);
  }

  std::vector<Printed> printed() const override;

 private:
  std::size_t steps() const override { return trace_.steps.size(); }
  const collide::SupportPoint& shown_support() const override { return step().support; }
  const collide::GjkStep& step() const { return trace_.steps[shown()]; }
  std::string distance_text(double d) const { return captions::true_number(d, kPlaces); }
  void draw_simplex(Canvas& canvas, figures::LabelLayout& layout) const;
  void draw_witnesses(Canvas& canvas, figures::LabelLayout& layout) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_table() const;

  collide::GjkTrace trace_;
  bool only_touch_ = false;
};

// ── draw ──
// The step's simplex in A − B: the corners it was given (grey when dropped), the ones it kept
// (sky blue), the nearest point to the origin, the direction searched and the support point found.
void GjkDistance::draw_simplex(Canvas& canvas, figures::LabelLayout& layout) const {
  const collide::GjkStep& s = step();
  draw_simplex_kept(canvas, layout, s, palette::line);
  if (s.distance > 0) {
    canvas.dashed_segment(s.closest, {0, 0}, palette::apart, 2);
    const std::string text = distance_text(s.distance);
    layout.place((s.closest) * 0.5, text, palette::apart, TextSize::Normal,
                 figures::offsets_around(canvas, Vec2{-s.closest.y, s.closest.x}, text, TextSize::Normal, 8), true);
  }
  if (s.stop != collide::GjkStop::Continue && s.stop != collide::GjkStop::NoCloser) return;
  if (s.support.a < 0) return;
  const Vec2 d = collide::normalize(s.direction) * (48 * canvas.pixel());
  canvas.arrow(s.closest, s.closest + d, palette::axis, 2);
  canvas.point(s.support.w, palette::deciding, 6);
  layout.place(s.support.w, "w", palette::deciding, TextSize::Normal,
               figures::offsets_around(canvas, s.support.w - s.closest, "w", TextSize::Normal, 8), true);
}

// The key: what draw_simplex and draw_witnesses draw at this step, each only when drawn.
std::vector<figures::LegendEntry> GjkDistance::legend() const {
  using Mark = figures::LegendEntry::Mark;
  if (!valid_ || trace_.steps.empty()) return {};
  const collide::GjkStep& s = step();
  std::vector<figures::LegendEntry> out;
  if (difference_.size() >= 2) out.push_back({palette::untested, "A − B (GJK never builds it)"});
  if (s.given.count > s.kept.count) out.push_back({palette::untested, "a corner the simplex dropped", Mark::Dot});
  if (s.kept.count >= 2) out.push_back({palette::line, "the simplex it keeps"});
  if (s.kept.count >= 1) out.push_back({palette::line, "its corners", Mark::Dot});
  if (s.distance > 0) out.push_back({palette::apart, "its nearest point to the origin", Mark::Dashed});
  if (s.distance > 0 && !trace_.result.overlap) out.push_back({palette::apart, "the gap between a and b"});
  const bool searched = (s.stop == collide::GjkStop::Continue || s.stop == collide::GjkStop::NoCloser) &&
                        s.support.a >= 0;
  if (searched) out.push_back({palette::axis, "the direction searched", Mark::Arrow});
  if (s.support.a >= 0) out.push_back({palette::deciding, "support point w, and its vertices", Mark::Dot});
  return out;
}

// On the shapes: the support point's vertices, and the witness points so far with the gap between.
void GjkDistance::draw_witnesses(Canvas& canvas, figures::LabelLayout& layout) const {
  const collide::GjkStep& s = step();
  if (s.support.a >= 0) {
    canvas.point(a()[static_cast<std::size_t>(s.support.a)], palette::deciding, 5);
    canvas.point(b()[static_cast<std::size_t>(s.support.b)], palette::deciding, 5);
  }
  const bool apart = s.distance > 0 && !trace_.result.overlap;
  canvas.point(s.on_a, palette::shape_a, 6);
  canvas.point(s.on_b, palette::shape_b, 6);
  if (apart) canvas.segment(s.on_a, s.on_b, palette::apart, 2);
  // Round each point at 6 pixels, then at 16 and 26: where the shapes overlap, b lies on B's
  // double line on A's tint and every near place touches that line (2.99:1); one further out reads.
  const auto places = [&](Vec2 away, std::string_view name) {
    std::vector<Vec2> offsets;
    for (const float gap : {6.f, 16.f, 26.f}) {
      const std::vector<Vec2> ring = figures::offsets_around(canvas, away, name, TextSize::Normal, gap);
      offsets.insert(offsets.end(), ring.begin(), ring.end());
    }
    return offsets;
  };
  layout.place(s.on_a, "a", palette::shape_a, TextSize::Normal, places(s.on_a - s.on_b, "a"), true);
  layout.place(s.on_b, "b", palette::shape_b, TextSize::Normal, places(s.on_b - s.on_a, "b"), true);
}

void GjkDistance::draw(Canvas& canvas) const {
  figures::LabelLayout layout(canvas);
  draw_shapes(canvas, layout, legend());
  const AnswerPart answer(canvas);  // all but the shapes: predict mode shows A and B alone
  figures::draw_point(canvas, {0, 0}, "");
  name_origin(canvas, layout);
  if (valid_ && !trace_.steps.empty()) {
    draw_difference(canvas);
    draw_simplex(canvas, layout);
    draw_witnesses(canvas, layout);
    name_difference(canvas, layout);
  }
  convex::draw_warnings(canvas, short_);
}

// ── panel ──
void GjkDistance::panel() {
  ImGui::TextWrapped(
      "GJK never builds A − B (grey). It keeps a simplex of A − B's support points and asks, "
      "each iteration, which part of it is nearest the origin; then it looks past that point "
      "towards the origin for a farther support point.");
  ImGui::TextWrapped(
      "Which part is nearest is decided exactly on the corners a − b as doubles hold them: no "
      "tolerance. The weights, the witness points a and b and the distances are rounded.");
  if (!valid_ || trace_.steps.empty()) return;
  step_slider("Drag to any step of the distance search: the figure and the table's coloured row show it");
  const int n = static_cast<int>(trace_.steps.size());
  const collide::GjkStep& s = step();
  wrapped_text("Iteration " + std::to_string(shown() + 1) + " of " + std::to_string(n) + ": " +
               captions::simplex_shape(s.given.count) + "; the origin is " + captions::region_words(s) + ".");
  if (s.support.a >= 0)
    wrapped_text("Support point w = " + captions::support_name(s.support) + " (dark red, on A and on B).");
  const std::string stop = captions::stop_words(s.stop);
  if (!stop.empty()) wrapped_text("It stops: " + stop + ".");
  draw_table();
}

void GjkDistance::draw_table() const {
  if (!begin_table("iterations", {"#", "kept", "distance", "support: A's, B's"})) return;
  for (std::size_t k = 0; k < trace_.steps.size(); ++k) {
    const collide::GjkStep& s = trace_.steps[k];
    const Color color = table_row(k);
    ImGui::TableNextColumn();
    convex::colored_text(color, captions::simplex_shape(s.kept.count));
    ImGui::TableNextColumn();
    convex::colored_text(color, distance_text(s.distance));
    ImGui::TableNextColumn();
    const std::string support = captions::support_vertices(s.support);
    convex::colored_text(color, s.support.a >= 0 ? support : "—");
  }
  ImGui::EndTable();
}

// ── printed (named(), the support point's vertices: the base) ──
std::vector<Printed> GjkDistance::printed() const {
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  std::vector<Printed> out;
  if (trace_.steps.empty()) return out;
  const collide::GjkResult& r = trace_.result;
  for (const std::string& text : response::numbers_after(caption(), "distance "))
    out.push_back({"caption", text, "distance", r.distance, "the distance between A and B"});
  if (!r.overlap) {
    const std::string pa = captions::true_point(r.witness_a, kPlaces), pb = captions::true_point(r.witness_b, kPlaces);
    for (const auto& [point, value, of] :
         {std::tuple{pa, r.witness_a, "A's witness point"}, std::tuple{pb, r.witness_b, "B's witness point"}}) {
      const std::size_t comma = point.find(", ");
      out.push_back({"caption", point.substr(1, comma - 1), "coordinate", value.x, std::string(of) + ", x"});
      out.push_back({"caption", point.substr(comma + 2, point.size() - comma - 3), "coordinate", value.y,
                     std::string(of) + ", y"});
    }
  }
  for (std::size_t k = 0; k < trace_.steps.size(); ++k)
    out.push_back({"table", distance_text(trace_.steps[k].distance), "distance", trace_.steps[k].distance,
                   "the distance so far, iteration " + std::to_string(k + 1)});
  if (step().distance > 0)
    out.push_back(
        {"figure", distance_text(step().distance), "distance", step().distance, "the shown iteration's distance"});
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_gjk_distance() { return std::make_unique<GjkDistance>(); }

}  // namespace lab::distance
