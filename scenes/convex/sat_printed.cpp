// What the convex chapter's SAT scenes print and name, for `--report` (scene.hpp's Printed and
// Named): read off the very strings the table, the deciding axis's label and the caption show
// (captions::axis_row and friends), each beside the trace's value it rounds.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "captions/convex.hpp"
#include "convex/sat_scene.hpp"

namespace lab::convex {
namespace {

using collide::AxisOwner;
using collide::AxisStep;

// "−3.036…2.467" → {"−3.036", "2.467"}.
std::pair<std::string, std::string> ends_of(const std::string& shadow) {
  const std::string dots = "\u2026";
  const auto at = shadow.find(dots);
  if (at == std::string::npos) return {};
  return {shadow.substr(0, at), shadow.substr(at + dots.size())};
}

// The amount a row's verdict prints ("gap 3.257" → "3.257"), its quantity and value; none for
// "touching" and the rows that were not tested.
struct Amount {
  std::string text, quantity;
  double value = 0;
};
std::optional<Amount> amount_of(const AxisStep& s, const captions::AxisRow& row) {
  if (!s.tested || s.degenerate || s.duplicate || s.touching) return std::nullopt;
  const std::string word = s.gap ? "gap " : "push-out ";
  if (!row.verdict.starts_with(word)) return std::nullopt;
  return Amount{row.verdict.substr(word.size()), s.gap ? "gap" : "push_out", s.between.max - s.between.min};
}

// One table row: four shadow ends and the amount.
void add_row(std::vector<Printed>& out, const AxisStep& s, int axis, const figures::SatLayout& layout) {
  const captions::AxisRow row = captions::axis_row(s);
  const auto [a_lo, a_hi] = ends_of(row.a);
  const auto [b_lo, b_hi] = ends_of(row.b);
  if (a_lo.empty() || b_lo.empty()) return;
  out.push_back({"table", a_lo, "value", s.a_world.min, layout.a_name + "'s shadow, low end", axis});
  out.push_back({"table", a_hi, "value", s.a_world.max, layout.a_name + "'s shadow, high end", axis});
  out.push_back({"table", b_lo, "value", s.b_world.min, layout.b_name + "'s shadow, low end", axis});
  out.push_back({"table", b_hi, "value", s.b_world.max, layout.b_name + "'s shadow, high end", axis});
  if (const auto amount = amount_of(s, row))
    out.push_back({"table", amount->text, amount->quantity, amount->value, "the row's verdict", axis});
}

// The same amount where a label or the caption shows it (only if it does).
void add_shown(std::vector<Printed>& out, const std::string& where, const std::string& shown, const AxisStep& s,
               int axis) {
  const auto amount = amount_of(s, captions::axis_row(s));
  const std::string word = s.gap ? "gap " : "push-out ";
  if (amount && shown.find(word + amount->text) != std::string::npos)
    out.push_back({where, amount->text, amount->quantity, amount->value, shown, axis});
}

}  // namespace

std::vector<Printed> SatScene::printed() const {
  std::vector<Printed> out;
  if (!valid_) return out;
  const auto& steps = runs_.all.steps;
  for (std::size_t k = 0; k < steps.size(); ++k) add_row(out, steps[k], static_cast<int>(k) + 1, layout_);
  const int step = figures::walk_step(runs_, state_), deciding = runs_.all.result.deciding;
  // The figure names the deciding axis with its amount in the whole test, or when it is the axis
  // at hand; the axis at hand otherwise ("#3: push-out 2.1"); the caption speaks of the axis at hand.
  if (deciding >= 0 && (step == 0 || step - 1 == deciding))
    add_shown(out, "figure", captions::deciding_label(runs_.all), steps[static_cast<std::size_t>(deciding)],
              deciding + 1);
  if (step > 0) {
    const AxisStep& s = steps[static_cast<std::size_t>(step - 1)];
    const int stop = figures::stop_index(runs_, state_);
    if (step - 1 != deciding && !(stop >= 0 && step - 1 > stop))  // an untried axis is "#k (not tried)"
      add_shown(out, "figure", captions::axis_row(s).verdict, s, step);
    add_shown(out, "caption", caption(), s, step);
  }
  return out;
}

std::vector<Named> SatScene::named() const {
  std::vector<Named> out;
  const int d = runs_.all.result.deciding;
  if (!valid_ || d < 0 || d >= static_cast<int>(runs_.all.steps.size())) return out;
  const AxisStep& s = runs_.all.steps[static_cast<std::size_t>(d)];
  const std::string owner = s.owner == AxisOwner::A ? layout_.a_name : layout_.b_name;
  if (s.owner == AxisOwner::Circle)  // the circle's axis runs from A's nearest vertex to the centre
    out.push_back({"deciding_axis", layout_.a_name, -1, s.edge, d + 1});
  else if (!s.along_line)
    out.push_back({"deciding_axis", owner, s.edge, -1, d + 1});
  const collide::Feature& f = runs_.all.result.acting;
  if (f.edge >= 0 || f.vertex >= 0) {
    const std::string role = std::string(runs_.all.result.collide ? "mtv_" : "gap_") + (f.edge >= 0 ? "edge" : "vertex");
    out.push_back({role, f.owner == AxisOwner::A ? layout_.a_name : layout_.b_name, f.edge, f.vertex, d + 1});
  }
  return out;
}

}  // namespace lab::convex
