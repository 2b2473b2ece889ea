// Distance and contact › EPA: how deep two overlapping shapes are.
// Drag B into A, and the step slider: from GJK's last simplex, EPA grows a polygon inside A − B
// (grey) one support point at a time, always past the edge nearest the origin. Notice that the
// vector it ends on is the separating axis test's MTV on the same shapes (the panel shows both).
//
// Index of this file:
//   [SECTION] state: A and B (what the stepped figures share: stepped_difference.hpp)
//   [SECTION] update: EPA, and SAT for its MTV
//   [SECTION] caption: EPA's push beside SAT's
//   [SECTION] draw: the polytope at the step shown, the push on B, the key
//   [SECTION] panel: the step slider, the step, the table, EPA against SAT
//   [SECTION] printed: every depth, vector and distance shown
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "captions/distance.hpp"
#include "captions/distance_sat.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"
#include "collide/epa.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/sat.hpp"
#include "concave/edge_printed.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "printed_count.hpp"
#include "stepped_difference.hpp"

namespace lab::distance {
namespace {

constexpr const char* kEpaStep = "step";
constexpr int kEpaPlaces = 4;  // the caption's places (captions/distance_sat.cpp)

std::string epa_number(double x) { return captions::true_number(x, kEpaPlaces); }
void add_epa_point(std::vector<Printed>& out, const char* where, Vec2 p, const std::string& of) {
  concave::add_point(out, where, p, of, kEpaPlaces);
}

class Epa final : public SteppedDifference {
 public:
  Epa() : SteppedDifference(kEpaStep) {}

  // [SECTION] state: A and B (what the stepped figures share: stepped_difference.hpp)
  // A and B above the origin, so A − B round the origin is drawn below them, as in gjk-distance.
  // The step is 1-based; past the last, the last is shown.
  std::vector<Preset> presets() const override {
    const std::vector<Vec2> quad{{-10, 5}, {-6, 4}, {-5, 7}, {-8, 9}};
    auto make = [&](std::vector<Vec2> a, std::vector<Vec2> b, int step) {
      return start(std::move(a), std::move(b), step, collide::kEpaMaxSteps);
    };
    const int last = collide::kEpaMaxSteps;
    const std::vector<Vec2> box{{-10, 4}, {-6, 4}, {-6, 8}, {-10, 8}};
    return {{"Overlapping: the last step", make(quad, {{-7, 5}, {-3, 6}, {-5, 8}}, last)},
            {"Overlapping: the first step", make(quad, {{-7, 5}, {-3, 6}, {-5, 8}}, 1)},
            {"B deep inside A", make(quad, {{-8, 6}, {-7, 6}, {-7.5, 7}}, last)},
            {"Two boxes at a corner: two ways out as short", make(box, {{-7, 7}, {-5, 7}, {-5, 9}, {-7, 9}}, last)},
            {"Touching along A's e1: depth 0", make(quad, {{-6, 4}, {-3, 5}, {-5, 7}}, last)}};
  }

  // [SECTION] update: EPA, and SAT for its MTV
  void update() override {
    trace_ = {};
    sat_ = {};
    if (!take_shapes()) return;
    collide::epa_penetration(a(), b(), trace_);
    // The separating axis test on the same shapes (the book's loop, its trace in about linear
    // time): its MTV is what EPA's vector is compared with.
    collide::quick::convex_polygons_collide(a(), b(), collide::SatOptions{}, sat_);
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption: EPA's push beside SAT's
  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::epa_sat_caption(trace_.result, sat_.result), convex_);
  }

  std::vector<Printed> printed() const override;
  // EPA's push, for a lesson that asks which way and how far B goes.
  std::vector<Answer> answers() const override {
    if (!valid_) return {};
    return {{"push", trace_.result.overlap ? trace_.result.mtv : Vec2{0, 0}}};
  }

 private:
  std::size_t steps() const override { return trace_.steps.size(); }
  const collide::SupportPoint& shown_support() const override { return step().support; }
  const collide::EpaStep& step() const { return trace_.steps[shown()]; }
  Vec2 corner(std::size_t i) const { return step().polytope[i % step().polytope.size()].w; }
  std::string edge_name() const;
  void draw_polytope(Canvas& canvas, figures::LabelLayout& layout) const;
  void draw_push(Canvas& canvas, figures::LabelLayout& layout) const;
  std::vector<figures::LegendEntry> legend() const;
  void panel_step() const;
  void panel_result() const;
  void draw_table() const;
  /// SAT's push-out along its deciding axis, as its trace holds it (0 when apart).
  double sat_depth() const {
    const int k = sat_.result.deciding;
    return sat_.result.collide && k >= 0 ? -sat_.steps[static_cast<std::size_t>(k)].separation : 0;
  }

  collide::EpaTrace trace_;
  collide::SatTrace sat_;
};

// [SECTION] draw: the polytope at the step shown, the push on B, the key
// The step's polytope (sky blue), its edge nearest the origin (dashed: the step hinges on it) with
// the distance to it, and the support point w found along its normal. When w lies beyond the edge
// the two edges it adds are drawn thin and dashed; when it does not, that edge is A − B's own and EPA stops.
void Epa::draw_polytope(Canvas& canvas, figures::LabelLayout& layout) const {
  const collide::EpaStep& s = step();
  std::vector<Vec2> corners;
  for (const collide::SupportPoint& p : s.polytope) corners.push_back(p.w);
  canvas.polygon(corners, palette::line, 2);
  for (const Vec2 w : corners) canvas.point(w, palette::line, 5);
  const auto e = static_cast<std::size_t>(s.edge);
  canvas.dashed_segment(corner(e), corner(e + 1), palette::deciding, 3);
  const Vec2 foot = std::max(0.0, s.distance) * s.normal;  // the edge's point nearest the origin
  if (s.distance > 0) {
    canvas.dashed_segment({0, 0}, foot, palette::axis, 2);
    const std::string text = epa_number(s.distance);
    layout.place(foot * 0.5, text, palette::deciding, TextSize::Normal,
                 figures::offsets_around(canvas, Vec2{-s.normal.y, s.normal.x}, text, TextSize::Normal, 8), true);
  }
  if (s.grew) {  // dashed: not the polytope's yet, and the key's line for them is not the polytope's
    canvas.dashed_segment(corner(e), s.support.w, palette::line, 1.5f);
    canvas.dashed_segment(s.support.w, corner(e + 1), palette::line, 1.5f);
  }
  const Vec2 tip = foot + s.normal * (40 * canvas.pixel());
  canvas.arrow(foot, tip, palette::axis, 2);
  canvas.point(s.support.w, palette::deciding, 6);
  for (const std::vector<Vec2>& mark : {std::vector<Vec2>{foot, tip}, {{0, 0}, foot}, {corner(e), corner(e + 1)}})
    layout.keep_off(mark);
  layout.place(s.support.w, "w", palette::deciding, TextSize::Normal,
               figures::offsets_around(canvas, s.normal, "w", TextSize::Normal, 8), true);
  canvas.point(a()[static_cast<std::size_t>(s.support.a)], palette::deciding, 5);
  canvas.point(b()[static_cast<std::size_t>(s.support.b)], palette::deciding, 5);
}

// On B: the push so far (the shown step's nearest edge, its distance along its normal); at the
// last step it is EPA's answer, and B moved by it would touch A.
void Epa::draw_push(Canvas& canvas, figures::LabelLayout& layout) const {
  const collide::EpaStep& s = step();
  if (!(s.distance > 0)) return;
  Vec2 middle{0, 0};
  for (const Vec2 p : b()) middle += p;
  middle /= static_cast<double>(b().size());
  const Vec2 push = s.distance * s.normal;
  canvas.arrow(middle, middle + push, palette::deciding, 3);
  layout.keep_off({middle, middle + push});
}

// The key: what draw_push and draw_polytope draw at this step, each only when drawn.
std::vector<figures::LegendEntry> Epa::legend() const {
  using Mark = figures::LegendEntry::Mark;
  if (!valid_) return {};
  std::vector<figures::LegendEntry> out;
  if (difference_.size() >= 2) out.push_back({palette::untested, "A − B (EPA never builds it)"});
  if (trace_.steps.empty()) return out;
  const collide::EpaStep& s = step();
  out.push_back({palette::line, "the polytope"});
  out.push_back({palette::line, "its corners", Mark::Dot});
  if (s.grew) out.push_back({palette::line, "the two edges w adds", Mark::Dashed});
  out.push_back({palette::deciding, "its edge nearest the origin", Mark::Dashed});
  if (s.distance > 0) out.push_back({palette::axis, "the distance to it", Mark::Dashed});
  out.push_back({palette::axis, "the edge's normal", Mark::Arrow});
  out.push_back({palette::deciding, "support point w, and its vertices", Mark::Dot});
  if (s.distance > 0) out.push_back({palette::deciding, "the push on B so far", Mark::Arrow});
  return out;
}

void Epa::draw(Canvas& canvas) const {
  figures::LabelLayout layout(canvas);
  draw_shapes(canvas, layout, legend());
  const AnswerPart answer(canvas);  // all but the shapes: predict mode shows A and B alone
  figures::draw_point(canvas, {0, 0}, "");
  draw_difference(canvas);  // none while the input has a problem
  if (valid_ && !trace_.steps.empty()) {
    draw_push(canvas, layout);
    draw_polytope(canvas, layout);
  }
  // After the step's marks, clear of them: the normal's arrow starts near the origin.
  name_origin(canvas, layout);
  name_difference(canvas, layout);
  convex::draw_warnings(canvas, short_);
}

// [SECTION] panel: the step slider, the step, the table, EPA against SAT
void Epa::panel() {
  ImGui::TextWrapped(
      "When A and B overlap, the origin lies inside A − B (grey), and the shortest move of B out "
      "of A is the way to A − B's edge nearest the origin. EPA starts from GJK's last simplex and "
      "grows it: each step takes the polygon's edge nearest the origin and looks along its normal "
      "for A − B's support point w. If w lies beyond the edge it joins the polygon; if not, that "
      "edge is A − B's own, and the push is the distance to it along its normal.");
  ImGui::TextWrapped(
      "Tolerance: none. Whether w lies beyond the edge is decided exactly on the corners a − b as "
      "doubles hold them; the nearest edge, its normal and distance are rounded.");
  if (!valid_ || trace_.steps.empty()) {
    if (valid_) panel_result();
    return;
  }
  step_slider("Drag to any step of EPA: each pushes the polytope's edge nearest the origin out");
  panel_step();
  draw_table();
  panel_result();
}

// The corners of the shown step's nearest edge, by the book's names.
std::string Epa::edge_name() const {
  const collide::EpaStep& s = step();
  const auto e = static_cast<std::size_t>(s.edge);
  return captions::joined({"(", captions::support_name(s.polytope[e]), ")–(",
                           captions::support_name(s.polytope[(e + 1) % s.polytope.size()]), ")"});
}

void Epa::panel_step() const {
  const collide::EpaStep& s = step();
  wrapped_text("Step " + std::to_string(shown() + 1) + " of " + std::to_string(trace_.steps.size()) + ": " +
               std::to_string(s.polytope.size()) + " corners; the nearest edge " + edge_name() + " is " +
               epa_number(s.distance) + " from the origin.");
  wrapped_text("Support point w = " + captions::support_name(s.support) +
               (s.grew ? ": beyond the edge, so it joins the polygon." : ": not beyond the edge, so EPA stops."));
}

void Epa::panel_result() const {
  const collide::EpaResult& r = trace_.result;
  const collide::SatResult& sat = sat_.result;
  if (r.overlap)
    wrapped_text("EPA's push: " + captions::true_point(r.mtv, kEpaPlaces) + ", depth " + epa_number(r.depth) + ".");
  if (sat.collide)
    wrapped_text("SAT's MTV: " + captions::true_point(sat.mtv, kEpaPlaces) + ", depth " + epa_number(sat_depth()) +
                 " (axis #" + std::to_string(sat.deciding + 1) + ").");
  const std::string why = captions::epa_sat_difference_words(r, sat);
  if (!why.empty())
    wrapped_text(why);
  else if (r.overlap)
    wrapped_text("The same vector, to the last bit.");
}

void Epa::draw_table() const {
  if (!begin_table("steps", {"#", "corners", "distance", "support", "beyond"})) return;
  for (std::size_t k = 0; k < trace_.steps.size(); ++k) {
    const collide::EpaStep& s = trace_.steps[k];
    const Color color = table_row(k);
    ImGui::TableNextColumn();
    convex::colored_text(color, std::to_string(s.polytope.size()));
    ImGui::TableNextColumn();
    whole_text(color, epa_number(s.distance));
    ImGui::TableNextColumn();
    convex::colored_text(color, captions::support_vertices(s.support));
    ImGui::TableNextColumn();
    convex::colored_text(color, s.grew ? "yes" : "no: stop");
  }
  ImGui::EndTable();
}

// [SECTION] printed: every depth, vector and distance shown
// (named(), the support point's vertices, is the base's.)
std::vector<Printed> Epa::printed() const {
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  std::vector<Printed> out;
  const collide::EpaResult& r = trace_.result;
  const collide::SatResult& sat = sat_.result;
  const std::string words = caption();
  double gap = 0;
  const captions::EpaVsSat how = captions::compare_epa_sat(r, sat, gap);
  if (words.find("B leaves A by") != std::string::npos) {
    add_count(out, "caption", r.steps, "EPA's steps");
    add_epa_point(out, "caption", r.mtv, "EPA's push");
    out.push_back({"caption", epa_number(r.depth), "mtv_length", r.depth, "EPA's depth"});
    if (how == captions::EpaVsSat::OtherWay || how == captions::EpaVsSat::Verdict)
      add_epa_point(out, "caption", sat.mtv, "SAT's MTV");
  }
  if (r.overlap) {
    add_epa_point(out, "panel", r.mtv, "EPA's push");
    out.push_back({"panel", epa_number(r.depth), "mtv_length", r.depth, "EPA's depth"});
  }
  if (sat.collide) {
    add_epa_point(out, "panel", sat.mtv, "SAT's MTV");
    out.push_back({"panel", epa_number(sat_depth()), "mtv_length", sat_depth(), "SAT's depth"});
  }
  const std::string difference = captions::epa_sat_difference_text(r, sat);
  if (!difference.empty()) out.push_back({"panel", difference, "value", gap, "|EPA − SAT|"});
  for (std::size_t k = 0; k < trace_.steps.size(); ++k)
    out.push_back({"table", epa_number(trace_.steps[k].distance), "distance", trace_.steps[k].distance,
                   "the nearest edge's distance, step " + std::to_string(k + 1)});
  if (!trace_.steps.empty() && step().distance > 0)
    out.push_back(
        {"figure", epa_number(step().distance), "distance", step().distance, "the shown step's nearest edge"});
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_epa() { return std::make_unique<Epa>(); }

}  // namespace lab::distance
