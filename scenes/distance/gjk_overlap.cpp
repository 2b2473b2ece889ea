// Distance and contact › GJK as a yes/no test, beside the separating axis test.
// Drag A or B, and the iteration slider: the simplex grows in A − B (grey) until it holds the
// origin (they collide) or a support point fails to reach past the origin (apart). Notice how few
// iterations GJK takes beside SAT's axes on the same shapes (the caption counts both).
#include <imgui.h>

#include "captions/distance.hpp"
#include "captions/distance_sat.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/gjk.hpp"
#include "collide/sat.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "printed_count.hpp"
#include "stepped_difference.hpp"

namespace lab::distance {
namespace {

constexpr const char* kIteration = "iteration";

class GjkOverlap final : public SteppedDifference {
 public:
  GjkOverlap() : SteppedDifference(kIteration) {}

  // ── state ──
  // A and B above the origin, so A − B round the origin is drawn below them, as in gjk-distance.
  // The iteration is 1-based; past the last, the last is shown.
  std::vector<Preset> presets() const override {
    const std::vector<Vec2> a{{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}};
    auto make = [&](std::vector<Vec2> b, int step) { return start(a, std::move(b), step, collide::kGjkMaxIterations); };
    const int last = collide::kGjkMaxIterations;
    return {{"Overlapping: the triangle holds the origin", make({{-7, 5}, {-3, 6}, {-5, 8}}, last)},
            {"Overlapping: the first iteration", make({{-7, 5}, {-3, 6}, {-5, 8}}, 1)},
            {"Apart: a support point falls short of the origin", make({{-2, 4}, {1, 5}, {-1, 8}}, last)},
            {"Touching along A's e1: the origin on the simplex", make({{-6, 4}, {-3, 5}, {-5, 7}}, last)}};
  }

  // ── update ──
  void update() override {
    trace_ = {};
    sat_ = {};
    if (!take_shapes()) return;
    collide::gjk_overlap(a(), b(), trace_);
    // The book's separating axis test with its early exit (the same trace as the book's loop, in
    // about linear time): its verdict and count are the comparison.
    collide::quick::convex_polygons_collide(a(), b(), collide::SatOptions{}, sat_);
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // ── caption ──
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::gjk_overlap_sat_caption(trace_.result, sat_.result), convex_);
  }

  std::vector<Printed> printed() const override;

 private:
  std::size_t steps() const override { return trace_.steps.size(); }
  const collide::SupportPoint& shown_support() const override { return step().support; }
  const collide::GjkStep& step() const { return trace_.steps[shown()]; }
  void draw_simplex(Canvas& canvas, figures::LabelLayout& layout) const;
  void draw_support(Canvas& canvas, figures::LabelLayout& layout) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_table() const;

  collide::GjkTrace trace_;
  collide::SatTrace sat_;
};

// ── draw ──
// The step's simplex in A − B: the corners it was given (grey when dropped), the ones it kept
// (sky blue); a triangle that holds the origin is filled green, the evidence for "collide".
void GjkOverlap::draw_simplex(Canvas& canvas, figures::LabelLayout& layout) const {
  const collide::GjkStep& s = step();
  const bool holds = s.stop == collide::GjkStop::Inside || s.stop == collide::GjkStop::OnSimplex;
  const std::optional<Color> fill = s.stop == collide::GjkStop::Inside ? std::optional(palette::collide.with_alpha(70))
                                                                       : std::nullopt;
  draw_simplex_kept(canvas, layout, s, holds ? palette::collide : palette::line, fill);
}

// The direction searched (from the kept simplex towards the origin) and the support point w found
// there. When w falls short of the origin, A − B's support line through w (dashed: the verdict
// hinges on it) has the origin on its far side, and the origin is ringed orange: apart (a ring, not
// a dot, so it never reads as the vermillion w to a colour-blind eye).
void GjkOverlap::draw_support(Canvas& canvas, figures::LabelLayout& layout) const {
  const collide::GjkStep& s = step();
  if (s.support.a < 0) return;
  const Vec2 d = collide::normalize(s.direction) * (48 * canvas.pixel());
  canvas.arrow(s.closest, s.closest + d, palette::axis, 2);
  layout.keep_off({s.closest, s.closest + d});
  if (s.stop == collide::GjkStop::NotPastOrigin) {
    canvas.line(s.support.w, Vec2{-s.direction.y, s.direction.x}, palette::deciding, 2, true);
    canvas.circle({0, 0}, 9 * canvas.pixel(), palette::apart, 2.5f);
  }
  canvas.point(s.support.w, palette::deciding, 6);
  layout.place(s.support.w, "w", palette::deciding, TextSize::Normal,
               figures::offsets_around(canvas, s.support.w - s.closest, "w", TextSize::Normal, 8), true);
  canvas.point(a()[static_cast<std::size_t>(s.support.a)], palette::deciding, 5);
  canvas.point(b()[static_cast<std::size_t>(s.support.b)], palette::deciding, 5);
}

// The key: what draw_simplex and draw_support draw at this step, each only when drawn.
std::vector<figures::LegendEntry> GjkOverlap::legend() const {
  using Mark = figures::LegendEntry::Mark;
  if (!valid_ || trace_.steps.empty()) return {};
  const collide::GjkStep& s = step();
  std::vector<figures::LegendEntry> out;
  if (difference_.size() >= 2) out.push_back({palette::untested, "A − B (GJK never builds it)"});
  if (s.given.count > s.kept.count) out.push_back({palette::untested, "a corner the simplex dropped", Mark::Dot});
  const bool holds = s.stop == collide::GjkStop::Inside || s.stop == collide::GjkStop::OnSimplex;
  const Color edge = holds ? palette::collide : palette::line;
  if (s.kept.count >= 2)
    out.push_back({edge, holds ? "the simplex, holding the origin: collide" : "the simplex it keeps"});
  if (s.kept.count >= 2) out.push_back({edge, "its corners", Mark::Dot});
  if (s.kept.count == 1) out.push_back({edge, "the simplex it keeps: one point", Mark::Dot});
  if (s.support.a < 0) return out;
  out.push_back({palette::axis, "the direction searched", Mark::Arrow});
  if (s.stop == collide::GjkStop::NotPastOrigin) {
    out.push_back({palette::deciding, "A − B's support line at w", Mark::Dashed});
    out.push_back({palette::apart, "the origin beyond it: apart", Mark::Ring});
  }
  out.push_back({palette::deciding, "support point w, and its vertices", Mark::Dot});
  return out;
}

void GjkOverlap::draw(Canvas& canvas) const {
  figures::LabelLayout layout(canvas);
  draw_shapes(canvas, layout, legend());
  const AnswerPart answer(canvas);  // all but the shapes: predict mode shows A and B alone
  figures::draw_point(canvas, {0, 0}, "");
  if (valid_ && !trace_.steps.empty()) {
    draw_difference(canvas);
    draw_simplex(canvas, layout);
    draw_support(canvas, layout);
  }
  // After the step's marks, clear of them: the simplex often ends on the origin.
  name_origin(canvas, layout);
  if (valid_ && !trace_.steps.empty()) name_difference(canvas, layout);
  convex::draw_warnings(canvas, short_);
}

// ── panel ──
void GjkOverlap::panel() {
  ImGui::TextWrapped(
      "A and B collide exactly when the origin lies in A − B (grey). GJK never builds A − B: it "
      "grows a simplex of A − B's support points towards the origin, and stops as soon as the "
      "simplex holds the origin, or a support point fails to reach past it (then the origin lies "
      "beyond A − B's support line there: apart).");
  ImGui::TextWrapped("Each test is exact on the corners a − b as doubles hold them: no tolerance.");
  if (!valid_ || trace_.steps.empty()) return;
  step_slider("Drag to any iteration: each adds a support point and keeps the simplex nearest the origin");
  const int n = static_cast<int>(trace_.steps.size());
  const collide::GjkStep& s = step();
  wrapped_text("Iteration " + std::to_string(shown() + 1) + " of " + std::to_string(n) + ": " +
               captions::simplex_shape(s.given.count) + "; the origin is " + captions::region_words(s) + ".");
  if (s.support.a >= 0)
    wrapped_text(
        "Support point w = " + captions::support_name(s.support) +
        (s.stop == collide::GjkStop::NotPastOrigin ? ": it falls short of the origin." : ": past the origin."));
  const std::string stop = captions::stop_words(s.stop);
  if (!stop.empty()) wrapped_text("It stops: " + stop + ".");
  draw_table();
  wrapped_text(captions::gjk_overlap_count(trace_.result) + ".");
  wrapped_text(captions::sat_count(sat_.result) + ", on the same shapes.");
  if (trace_.result.overlap != sat_.result.collide)
    wrapped_text(
        "They disagree: GJK reads each corner a − b rounded to a double, SAT decides on the shapes "
        "exactly; here the rounding moves the origin across A − B's edge. SAT's verdict is the true one.");
}

void GjkOverlap::draw_table() const {
  if (!begin_table("iterations", {"#", "simplex", "support", "past origin"})) return;
  for (std::size_t k = 0; k < trace_.steps.size(); ++k) {
    const collide::GjkStep& s = trace_.steps[k];
    const Color color = table_row(k);
    ImGui::TableNextColumn();
    convex::colored_text(color, captions::simplex_shape(s.given.count));
    ImGui::TableNextColumn();
    const std::string support = captions::support_vertices(s.support);
    convex::colored_text(color, s.support.a >= 0 ? support : "—");
    ImGui::TableNextColumn();
    const bool short_of = s.stop == collide::GjkStop::NotPastOrigin;
    convex::colored_text(color, s.support.a < 0 ? "—" : short_of ? "no: apart" : "yes");
  }
  ImGui::EndTable();
}

// ── printed (named(), the support point's vertices: the base) ──
// The counts the caption and the panel show: GJK's iterations, SAT's axes tested and in all.
std::vector<Printed> GjkOverlap::printed() const {
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  std::vector<Printed> out;
  if (trace_.steps.empty()) return out;
  const collide::SatResult& sat = sat_.result;
  for (const char* where : {"caption", "panel"}) {
    add_count(out, where, trace_.result.iterations, "GJK's iterations");
    if (!sat.collide || sat.tested != sat.axes) add_count(out, where, sat.tested, "SAT's axes tested");
    add_count(out, where, sat.axes, "SAT's axes");
  }
  add_count(out, "panel", static_cast<long long>(shown()) + 1, "the iteration shown");
  add_count(out, "panel", static_cast<long long>(trace_.steps.size()), "GJK's iterations");
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_gjk_overlap() { return std::make_unique<GjkOverlap>(); }

}  // namespace lab::distance
