// What the convex chapter's SAT scenes print and name, for `--report` (scene.hpp's Printed and
// Named): read off the very strings the table, the deciding axis's label and the caption show
// (captions::axis_row and friends), each beside the trace's value it rounds.
#include "convex/sat_printed.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "captions/convex.hpp"
#include "captions/text.hpp"
#include "convex/sat_scene.hpp"
#include "figures/sampling.hpp"
#include "printed_count.hpp"

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
// A number as a table in units of 10^exponent prints it, as `--report` writes it: "3.26" in
// units of 10⁻⁹ is "3.26e−9"; "2.5e−3" is "2.5e−12"; "< 1e−9" is "< 1e−18".
std::string in_plain_units(const std::string& shown, int exponent) {
  if (exponent == 0 || shown == "0") return shown;
  const std::size_t lead = shown.starts_with("< ") ? 2 : shown.starts_with("\u2248") ? 3 : 0;
  std::string number = shown.substr(lead);
  int power = exponent;
  if (const auto e = number.find('e'); e != std::string::npos) {
    std::string tail = number.substr(e + 1);
    const bool minus = tail.starts_with("\u2212");
    power += (minus ? -1 : 1) * std::stoi(tail.substr(minus ? 3 : tail.starts_with("+") ? 1 : 0));
    number = number.substr(0, e);
  }
  return shown.substr(0, lead) + number + "e" + (power < 0 ? "\u2212" : "") + std::to_string(std::abs(power));
}

std::optional<Amount> amount_of(const AxisStep& s, const captions::AxisRow& row) {
  if (!s.tested || s.degenerate || s.duplicate || s.touching) return std::nullopt;
  const std::string word = s.gap ? "gap " : "push-out ";
  if (!row.verdict.starts_with(word)) return std::nullopt;
  return Amount{in_plain_units(row.verdict.substr(word.size()), row.exponent), s.gap ? "gap" : "push_out",
                s.between.max - s.between.min};
}

// One table row: four shadow ends and the amount.
void add_row(std::vector<Printed>& out, const AxisStep& s, int axis, const std::string& a_name,
             const std::string& b_name, int exponent) {
  const captions::AxisRow row = captions::axis_row(s, exponent);
  auto [a_lo, a_hi] = ends_of(row.a);
  auto [b_lo, b_hi] = ends_of(row.b);
  for (std::string* end : {&a_lo, &a_hi, &b_lo, &b_hi})
    if (!end->empty()) *end = in_plain_units(*end, exponent);
  if (a_lo.empty() || b_lo.empty()) return;
  out.push_back({"table", a_lo, "value", s.a_world.min, a_name + "'s shadow, low end", axis});
  out.push_back({"table", a_hi, "value", s.a_world.max, a_name + "'s shadow, high end", axis});
  out.push_back({"table", b_lo, "value", s.b_world.min, b_name + "'s shadow, low end", axis});
  out.push_back({"table", b_hi, "value", s.b_world.max, b_name + "'s shadow, high end", axis});
  if (const auto amount = amount_of(s, row))
    out.push_back({"table", amount->text, amount->quantity, amount->value, "the row's verdict", axis});
}

}  // namespace

void add_table_rows(std::vector<Printed>& out, const collide::SatTrace& all, std::string_view a_name,
                    std::string_view b_name, int walked_to) {
  const int exponent = captions::shadow_exponent(all.steps);
  // A 10⁵-gon's table has 10⁵ rows: list the deciding row, the row walked to and an even sample
  // (as the figures name edges), not 5·10⁵ entries nobody reads (issue 27).
  std::vector<std::size_t> cited;
  for (int row : {captions::deciding_step(all), walked_to - 1})
    if (row >= 0 && static_cast<std::size_t>(row) < all.steps.size()) cited.push_back(static_cast<std::size_t>(row));
  std::sort(cited.begin(), cited.end());
  cited.erase(std::unique(cited.begin(), cited.end()), cited.end());
  const std::string a(a_name), b(b_name);
  for (std::size_t k : figures::shown_sample(all.steps.size(), cited))
    add_row(out, all.steps[k], static_cast<int>(k) + 1, a, b, exponent);
}

// The same amount where a label, a caption or a panel line shows it (only if it does).
void add_amount_shown(std::vector<Printed>& out, const std::string& where, const std::string& shown, const AxisStep& s,
                      int axis, int exponent) {
  const captions::AxisRow row = captions::axis_row(s, exponent);
  const auto amount = amount_of(s, row);
  if (amount && shown.find(row.verdict_in_units()) != std::string::npos)
    out.push_back({where, amount->text, amount->quantity, amount->value, shown, axis});
}

std::size_t add_count_shown(std::vector<Printed>& out, const std::string& where, const std::string& shown,
                            long long count, const std::string& of) {
  auto digit = [&](std::size_t at) { return at < shown.size() && std::isdigit(static_cast<unsigned char>(shown[at])); };
  // As words write a count ("12,000"), else as a name writes a number ("axis #12000").
  for (const std::string& text : {captions::count_number(count), std::to_string(count)})
    for (std::size_t at = shown.find(text); at != std::string::npos; at = shown.find(text, at + 1))
      if ((at == 0 || !digit(at - 1)) && !digit(at + text.size()) &&
          !(shown.compare(at + text.size(), 1, ",") == 0 && digit(at + text.size() + 1))) {  // not "12" of "12,000"
        out.push_back({where, text, "value", static_cast<double>(count), of});
        return at + text.size();
      }
  return std::string::npos;
}

void add_tally_counts(std::vector<Printed>& out, const std::vector<figures::TallyLine>& lines) {
  for (const figures::TallyLine& line : lines) {
    std::size_t from = 0;  // "6 of 8": the 8 is looked for after the 6
    for (const auto& [count, of] : line.counts) {
      const std::size_t end = add_count_shown(out, "panel", line.text.substr(from), count, of);
      if (end == std::string::npos) break;
      from += end;
    }
  }
}

std::vector<Printed> SatScene::printed() const {
  std::vector<Printed> out;
  if (!valid_) return problem_numbers(caption());  // the input's problem, in words
  const auto& steps = runs_.all.steps;
  add_table_rows(out, runs_.all, layout_.a_name, layout_.b_name, figures::walk_step(runs_, state_));
  add_tally_counts(out, figures::sat_tally(runs_, layout_, state_));
  const int step = figures::walk_step(runs_, state_), deciding = captions::deciding_step(runs_.all);
  const int exponent = captions::shadow_exponent(steps);
  // The figure names the deciding axis with its amount in the whole test, or when it is the axis
  // at hand; the axis at hand otherwise ("#3: push-out 2.1"); the caption speaks of the axis at hand.
  if (deciding >= 0 && (step == 0 || step - 1 == deciding))
    add_amount_shown(out, "figure", captions::deciding_label(runs_.all), steps[static_cast<std::size_t>(deciding)],
                     deciding + 1, exponent);
  if (step > 0) {
    const AxisStep& s = steps[static_cast<std::size_t>(step - 1)];
    const int stop = figures::stop_index(runs_, state_);
    if (step - 1 != deciding && !(stop >= 0 && step - 1 > stop))  // an untried axis is "#k (not tried)"
      add_amount_shown(out, "figure", captions::axis_row(s, exponent).verdict_in_units(), s, step, exponent);
    add_amount_shown(out, "caption", caption(), s, step, exponent);
  }
  return out;
}

std::vector<Named> SatScene::named() const {
  std::vector<Named> out;
  // The step the figure dashes and the panel says decides (one function for both): the circle's
  // axis when its centre sits on a vertex, where the least overlap (the core's `deciding`) acts not.
  const int d = captions::deciding_step(runs_.all);
  if (!valid_ || d < 0) return out;
  const AxisStep& s = runs_.all.steps[static_cast<std::size_t>(d)];
  const std::string owner = s.owner == AxisOwner::A ? layout_.a_name : layout_.b_name;
  if (s.owner == AxisOwner::Circle)  // the circle's axis runs from A's nearest vertex to the centre
    out.push_back({"deciding_axis", layout_.a_name, -1, s.edge, d + 1});
  else if (!s.along_line)
    out.push_back({"deciding_axis", owner, s.edge, -1, d + 1});
  const collide::Feature& f = runs_.all.result.acting;
  if (d != runs_.all.result.deciding) return out;  // the centre on a vertex: no gap, no push-out acts
  if (f.edge >= 0 || f.vertex >= 0) {
    const std::string role =
        std::string(runs_.all.result.collide ? "mtv_" : "gap_") + (f.edge >= 0 ? "edge" : "vertex");
    out.push_back({role, f.owner == AxisOwner::A ? layout_.a_name : layout_.b_name, f.edge, f.vertex, d + 1});
  }
  return out;
}

}  // namespace lab::convex
