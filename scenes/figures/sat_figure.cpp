#include "figures/sat_figure.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "collide/vec.hpp"
#include "figures/draw.hpp"

namespace lab::figures {

using collide::AxisOwner;
using collide::AxisStep;
using collide::SatResult;

// [options] ------------------------------------------------------------------------------------

void add_sat_options(SceneState& state) {
  state.options[sat_option::early_exit] = 1;
  state.options[sat_option::skip_duplicates] = 0;
  state.options[sat_option::all_axes] = 0;
  state.options[sat_option::step] = 0;
}

collide::SatOptions tally_options(const SceneState& state) {
  return {.early_exit = false, .skip_parallel_duplicates = state.flag(sat_option::skip_duplicates)};
}

collide::SatOptions walk_options(const SceneState& state) {
  return {.early_exit = state.option(sat_option::early_exit, 1) != 0,
          .skip_parallel_duplicates = state.flag(sat_option::skip_duplicates)};
}

// [words] --------------------------------------------------------------------------------------

std::string axis_owner(const AxisStep& step, const SatLayout& layout) {
  if (step.along_line) return "the line both shapes lie on";
  switch (step.owner) {
    case AxisOwner::A: return layout.a_name + " edge " + std::to_string(step.edge);
    case AxisOwner::B: return layout.b_name + " edge " + std::to_string(step.edge);
    case AxisOwner::Circle: return "circle's axis";
  }
  return {};
}

std::string sat_caption(const SatResult& all) {
  const std::string skipped =
      all.duplicates_skipped > 0
          ? " (" + std::to_string(all.duplicates_skipped) + " parallel " +
                (all.duplicates_skipped == 1 ? "duplicate" : "duplicates") + " skipped)"
          : "";
  if (!all.collide) {
    return std::to_string(all.with_gap) + " of " + std::to_string(all.tested) + " axes " +
           (all.with_gap == 1 ? "shows" : "show") + " a gap" + skipped + "; one is enough → apart";
  }
  const bool touching = all.mtv == Vec2{0, 0};  // the least overlap is zero: they only touch
  return "all " + std::to_string(all.tested) + " axes show the shadows overlapping" + skipped +
         (touching ? ", one only touching → they touch" : " → they collide");
}

// [draw] ---------------------------------------------------------------------------------------

namespace {

/// Where the early-exit run stopped: the index of its first gap, or −1 when it tried them all.
int stop_index(const collide::SatTrace& walked, const SceneState& state) {
  if (!state.option(sat_option::early_exit, 1) || walked.result.collide) return -1;
  return walked.result.deciding;
}

/// Gap between two shadows as [lo, hi] along the axis, when they miss each other.
bool gap_between(const collide::Interval& a, const collide::Interval& b, double& lo, double& hi) {
  if (a.max < b.min) {
    lo = a.max, hi = b.min;
    return true;
  }
  if (b.max < a.min) {
    lo = b.max, hi = a.min;
    return true;
  }
  return false;
}

/// Where the line of axis u goes: its offset along nrm (the line is {offset·nrm + t·u}).
/// As far outside the shapes' bounds circle as the view allows while the shadows [lo, hi] (in
/// units of u) stay in view, on whichever side has more room; through the middle if nothing fits.
double place_axis(Vec2 u, Vec2 nrm, double lo, double hi, const collide::Circle& bounds,
                  const collide::Rect& view, double px) {
  // The view less a margin, and less the caption band along the bottom.
  const double x0 = view.x + 16 * px, x1 = view.x + view.w - 16 * px;
  const double y0 = view.y + 80 * px, y1 = view.y + view.h - 16 * px;
  double s_min = -std::numeric_limits<double>::infinity(), s_max = std::numeric_limits<double>::infinity();
  bool possible = x0 < x1 && y0 < y1;
  // Both ends t ∈ {lo, hi} of the shadows: min ≤ s·nrm_k + t·u_k ≤ max for k = x, y.
  auto constrain = [&](double n_k, double u_k, double min, double max) {
    for (double t : {lo, hi}) {
      const double a = min - t * u_k, b = max - t * u_k;
      if (std::fabs(n_k) < 1e-12) {
        possible = possible && a <= 0 && 0 <= b;
        continue;
      }
      const double p = a / n_k, q = b / n_k;
      s_min = std::max(s_min, std::min(p, q));
      s_max = std::min(s_max, std::max(p, q));
    }
  };
  constrain(nrm.x, u.x, x0, x1);
  constrain(nrm.y, u.y, y0, y1);
  const double middle = collide::dot(bounds.c, nrm);
  if (!possible || s_min > s_max) return middle;
  const double clear = bounds.r + 40 * px;
  const double above = std::clamp(middle + clear, s_min, s_max);
  const double below = std::clamp(middle - clear, s_min, s_max);
  return std::fabs(above - middle) >= std::fabs(below - middle) ? above : below;
}

}  // namespace

void draw_sat(Canvas& canvas, const SatRuns& runs, const SatLayout& layout, const SceneState& state) {
  const auto& steps = runs.all.steps;
  if (steps.empty()) return;
  const int n = static_cast<int>(steps.size());
  const int step = std::clamp(static_cast<int>(state.option(sat_option::step)), 0, n);
  const bool all_axes = state.flag(sat_option::all_axes);
  const int deciding = runs.all.result.deciding;
  const int stop = stop_index(runs.walked, state);
  const double px = canvas.pixel();

  // First where every shown axis goes, then the drawing: each name is placed clear of the bars of
  // all the axes (later ones too) and of the names already drawn.
  struct Shown {
    int i;
    Vec2 u, nrm, origin;
    double length, offset;
    bool is_deciding, current, untried;
    int parallel_to;
  };
  std::vector<Shown> shown;
  std::vector<Vec2> units;   // each axis as a unit vector, to name parallel copies
  std::vector<Vec2> placed;  // the origin of every axis line drawn so far
  for (int i = 0; i < n; ++i) {
    const AxisStep& s = steps[static_cast<std::size_t>(i)];
    const double length = std::sqrt(collide::dot(s.axis, s.axis));
    const Vec2 u = length > 0 ? s.axis / length : Vec2{1, 0};
    // A parallel copy (either direction), named in its label so duplicate normals are visible.
    int parallel_to = -1;
    for (int j = 0; j < static_cast<int>(units.size()) && parallel_to < 0; ++j)
      if (length > 0 && units[static_cast<std::size_t>(j)] != Vec2{0, 0} &&
          std::fabs(collide::cross(u, units[static_cast<std::size_t>(j)])) < 1e-12)
        parallel_to = j;
    units.push_back(length > 0 ? u : Vec2{0, 0});

    const bool reached = step == 0 || i < step;
    const bool current = step > 0 && i == step - 1;
    const bool is_deciding = i == deciding && reached;
    if (!reached || !s.tested || length == 0) continue;
    if (!all_axes && !is_deciding && !current) continue;
    // While walking the test, axes beyond an early exit are faded: the test never looks at them.
    // The whole-test view shows every axis at full strength, as the caption's tally counts them.
    const bool untried = step > 0 && stop >= 0 && i > stop;

    const Vec2 nrm{-u.y, u.x};
    const double lo_all = std::min(s.a.min, s.b.min) / length, hi_all = std::max(s.a.max, s.b.max) / length;
    double offset = place_axis(u, nrm, lo_all, hi_all, layout.bounds, canvas.view(), px);
    // Keep clear of a parallel line already drawn (a duplicate normal lands on the same spot).
    for (int tries = 0; tries < 4; ++tries) {
      const bool clash = std::any_of(placed.begin(), placed.end(), [&](const Vec2& o) {
        return std::fabs(collide::cross(o, nrm)) < 1e-9 * std::max(1.0, std::fabs(collide::dot(o, nrm))) &&
               std::fabs(collide::dot(o, nrm) - offset) < 22 * px;
      });
      if (!clash) break;
      offset += (offset > collide::dot(layout.bounds.c, nrm) ? -26 : 26) * px;
    }
    const Vec2 origin = nrm * offset;
    placed.push_back(origin);
    shown.push_back({i, u, nrm, origin, length, offset, is_deciding, current, untried, parallel_to});
  }

  // What a name must not cross: every shown axis's band of bars (bar + 4 pixels either side of
  // its line, end ticks included) and its middle line (so no name fits inside a band), then
  // each name as it is drawn.
  std::vector<std::vector<Vec2>> taken;
  for (const Shown& a : shown) {
    const AxisStep& s = steps[static_cast<std::size_t>(a.i)];
    const double lo = std::min(s.a.min, s.b.min) / a.length, hi = std::max(s.a.max, s.b.max) / a.length;
    add_bar_outlines(canvas, {a.origin, a.u, lo, hi, a.is_deciding ? 11.f : 8.f}, taken);
  }

  for (const Shown& a : shown) {
    const AxisStep& s = steps[static_cast<std::size_t>(a.i)];
    const int i = a.i;
    const Vec2 u = a.u, nrm = a.nrm, origin = a.origin;
    const double length = a.length, offset = a.offset;
    const bool is_deciding = a.is_deciding, current = a.current, untried = a.untried;
    const std::uint8_t alpha = untried ? 70 : 255;
    if (is_deciding)
      canvas.line(origin, u, palette::deciding, 3, true);
    else if (current)
      canvas.line(origin, u, palette::text, 2);
    else
      canvas.line(origin, u, palette::axis.with_alpha(alpha), 1);

    const collide::Interval sa{s.a.min / length, s.a.max / length};
    const collide::Interval sb{s.b.min / length, s.b.max / length};
    const float bar = is_deciding ? 7.f : 4.f;
    double lo = 0, hi = 0;
    if (s.gap && gap_between(sa, sb, lo, hi)) {
      canvas.interval(origin, u, lo, hi, palette::outside.with_alpha(alpha), 0, 2 * bar + 4);
      if (is_deciding) {
        // The slot between the shadows, across the whole view: any line in it separates the shapes.
        const collide::Rect v = canvas.view();
        const double reach = 2 * (v.w + v.h) + std::fabs(offset);
        const Vec2 strip[] = {u * lo - nrm * reach, u * hi - nrm * reach, u * hi + nrm * reach,
                              u * lo + nrm * reach};
        canvas.fill_polygon(strip, palette::outside.with_alpha(45));
      }
    } else if (is_deciding) {
      // Least overlap: the shared stretch of the two shadows.
      canvas.interval(origin, u, std::max(sa.min, sb.min), std::min(sa.max, sb.max), palette::inside, 0,
                      2 * bar + 4);
    }
    canvas.interval(origin, u, sa.min, sa.max, layout.a_color.with_alpha(alpha), -(bar / 2 + 1), bar);
    canvas.interval(origin, u, sb.min, sb.max, layout.b_color.with_alpha(alpha), bar / 2 + 1, bar);

    std::string text = "#" + std::to_string(i + 1);
    Color color = s.gap ? palette::outside : palette::muted;
    TextSize size = TextSize::Small;
    if (is_deciding) {
      text = "deciding axis #" + std::to_string(i + 1) + (s.gap ? ": gap " : ": least overlap ") +
             format_number(std::fabs(s.separation));
      color = palette::deciding;
      size = TextSize::Normal;
    } else if (untried) {
      text += " (not tried)";
      color = palette::muted.with_alpha(150);
    }
    if (a.parallel_to >= 0) text += " (same as #" + std::to_string(a.parallel_to + 1) + ")";
    // Name the axis beside its line, clear of the bars: the deciding one level with the middle of
    // its gap (or overlap), the others at their outer end; away from the shapes first.
    const double gap_mid = s.gap && gap_between(sa, sb, lo, hi)
                               ? (lo + hi) / 2
                               : (std::max(sa.min, sb.min) + std::min(sa.max, sb.max)) / 2;
    const double far_end = std::max(sa.max, sb.max), near_end = std::min(sa.min, sb.min);
    const std::vector<double> along = is_deciding ? std::vector<double>{gap_mid, far_end, near_end}
                                                  : std::vector<double>{far_end, near_end};
    const double outward = offset >= collide::dot(layout.bounds.c, nrm) ? 1 : -1;
    draw_axis_name(canvas, {origin, u, near_end, far_end, bar + 4}, nrm * outward, along, text, color, size, taken,
                   layout.outlines);
  }
}

void add_bar_outlines(const Canvas& canvas, const AxisBars& bars, std::vector<std::vector<Vec2>>& out) {
  const double px = canvas.pixel();
  const Vec2 side = Vec2{-bars.unit.y, bars.unit.x} * (bars.reach * px);
  // The end ticks have a width of their own: a few pixels past the ends too.
  const Vec2 p = bars.origin + bars.unit * (bars.near - 4 * px), q = bars.origin + bars.unit * (bars.far + 4 * px);
  out.push_back({p - side, q - side, q + side, p + side});
  out.push_back({p, q});
}

void draw_axis_name(Canvas& canvas, const AxisBars& bars, Vec2 outward, std::span<const double> along,
                    std::string_view text, Color color, TextSize size, std::vector<std::vector<Vec2>>& taken,
                    std::span<const std::vector<Vec2>> shapes) {
  if (along.empty()) return;
  const double px = canvas.pixel();
  const Vec2 u = bars.unit;
  const float gap = bars.reach + 5;
  const Vec2 at = bars.origin + u * along.front();
  // Beside the line at each of `along` (outward, then inward), then at points between the ends:
  // another axis's bars or name may be in the way.
  std::vector<double> stops(along.begin(), along.end());
  for (double f : {0.5, 0.75, 0.25}) stops.push_back(bars.near + f * (bars.far - bars.near));
  std::vector<Vec2> tries;  // offsets from `at`
  for (double t : stops)
    for (Vec2 side : {outward, -outward})
      tries.push_back(u * ((t - along.front()) / px) + offset_away(canvas, side, text, size, gap));
  // Past an end: beside the line as above, moved on along it until the box clears the bars' end
  // (still beside the line, so it never runs through the name); further out too, as a parallel
  // copy's bars, 26 pixels away, may reach past this axis's own.
  const double reach =
      (std::fabs(u.x) * canvas.text_width(text, size) + std::fabs(u.y) * Canvas::font_pixels(size)) / 2 + gap;
  for (double more : {0, 30, 60, 90})
    for (double end : {bars.far, bars.near})
      for (Vec2 side : {outward, -outward})
        tries.push_back(u * ((end - along.front()) / px + (end == bars.far ? 1 : -1) * (reach + more)) +
                        offset_away(canvas, side, text, size, gap));
  // Clear of the shapes too if any place is; else clear of the axes; else the first place in view
  // (else the first place). Each place is tried once per rule, against the lists as they are.
  auto in_view = [&](Vec2 o) { return label_in_view(canvas, at, o, text, size); };
  auto clear_of_axes = [&](Vec2 o) { return in_view(o) && !label_crosses(canvas, at, o, text, size, taken, 3); };
  auto clear_of_all = [&](Vec2 o) {
    return clear_of_axes(o) && !label_crosses(canvas, at, o, text, size, shapes, 3);
  };
  auto pick = std::find_if(tries.begin(), tries.end(), clear_of_all);
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), clear_of_axes);
  if (pick == tries.end()) pick = std::find_if(tries.begin(), tries.end(), in_view);
  const Vec2 shift = pick != tries.end() ? *pick : tries.front();
  canvas.label(at, text, color, size, shift);
  // The name's box, as an outline later names keep clear of.
  const double w = canvas.text_width(text, size) * px, h = Canvas::font_pixels(size) * px;
  const Vec2 top_left = at + shift * px;
  taken.push_back({top_left, top_left + Vec2{w, 0}, top_left + Vec2{w, -h}, top_left + Vec2{0, -h}});
}

// [panel] --------------------------------------------------------------------------------------

namespace {

ImVec4 to_imgui(Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

bool checkbox(SceneState& state, const char* option, double fallback, const char* label) {
  bool on = state.option(option, fallback) != 0;
  if (!ImGui::Checkbox(label, &on)) return false;
  state.options[option] = on ? 1 : 0;
  return true;
}

std::string interval_text(const collide::Interval& i) {
  return format_number(i.min, 1) + "…" + format_number(i.max, 1);
}

/// What the test does at axis i, in words, for the step slider.
std::string step_text(const SatRuns& runs, int i, int stop, const SatLayout& layout) {
  const AxisStep& s = runs.all.steps[static_cast<std::size_t>(i)];
  std::string text = "Axis #" + std::to_string(i + 1) + (s.along_line ? ", along " : ", the normal of ") +
                     axis_owner(s, layout) + ": ";
  if (s.degenerate) return text + "a zero-length edge has no direction, so there is nothing to test.";
  if (!s.tested) return text + "parallel to an earlier axis, skipped.";
  if (stop >= 0 && i > stop)
    return text + "never tried: the test already stopped at #" + std::to_string(stop + 1) + ".";
  if (s.gap) {
    text += "the shadows miss each other (gap " + format_number(s.separation) + ")";
    return text + (i == stop ? " → apart; the test stops here." : " → apart.");
  }
  return text + "the shadows overlap by " + format_number(-s.separation) + ", so try the next axis.";
}

}  // namespace

bool sat_panel(SceneState& state, const SatRuns& runs, const SatLayout& layout) {
  bool changed = false;
  const auto& steps = runs.all.steps;
  const SatResult& all = runs.all.result;
  const int n = static_cast<int>(steps.size());
  if (n == 0) return false;
  const int stop = stop_index(runs.walked, state);

  int from_a = 0, from_b = 0, from_circle = 0;
  for (const auto& s : steps) (s.owner == AxisOwner::A ? from_a : s.owner == AxisOwner::B ? from_b : from_circle)++;
  ImGui::TextWrapped("%d axes: %d from the %s, %d from the %s", n, from_a, layout.a_name.c_str(),
                     from_circle ? from_circle : from_b,
                     from_circle ? "circle" : layout.b_name.c_str());
  // The tally tries every axis (early exit or not), so say so: the next line may say the walk
  // itself stopped early.
  ImGui::TextWrapped("Trying them all, %d of %d show a gap", all.with_gap, all.tested);
  if (all.duplicates_skipped > 0) ImGui::Text("%d parallel duplicates skipped", all.duplicates_skipped);
  if (stop >= 0)
    ImGui::TextWrapped("Early exit stops at axis #%d, the first gap: %d of %d axes are never tried.",
                       stop + 1, n - 1 - stop, n);
  else if (all.collide)
    ImGui::TextWrapped("No axis shows a gap, so every axis must be tried before saying \"collide\".");

  ImGui::Separator();
  changed |= checkbox(state, sat_option::early_exit, 1, "Stop at the first gap (early exit)");
  changed |= checkbox(state, sat_option::skip_duplicates, 0, "Skip parallel duplicates");
  changed |= checkbox(state, sat_option::all_axes, 0, "Show every axis (off: the deciding one)");

  int step = std::clamp(static_cast<int>(state.option(sat_option::step)), 0, n);
  ImGui::TextUnformatted("Walk the test axis by axis:");
  if (ImGui::SliderInt("##step", &step, 0, n, step == 0 ? "whole test" : "axis #%d")) {
    state.options[sat_option::step] = step;
    changed = true;
  }
  if (step > 0) ImGui::TextWrapped("%s", step_text(runs, step - 1, stop, layout).c_str());

  ImGui::Separator();
  // A single axis from B (the circle's own) is "6", not "6–6".
  const std::string b_axes =
      from_a + 1 == n ? std::to_string(n) : std::to_string(from_a + 1) + "–" + std::to_string(n);
  ImGui::TextWrapped("Axes 1–%d: the %s's edge normals; %s: the %s's%s.", from_a, layout.a_name.c_str(),
                     b_axes.c_str(), from_circle ? "circle" : layout.b_name.c_str(),
                     from_circle ? " own axis" : " edge normals");
  // Four columns, the last one stretching to the panel's edge and wrapping there, so a long
  // result ("overlap 12.35", "gap 3.26 · stop") is never cut off.
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("axes", 4, flags)) return changed;
  ImGui::TableSetupColumn("axis");
  ImGui::TableSetupColumn(layout.a_name.c_str());
  ImGui::TableSetupColumn(layout.b_name.c_str());
  ImGui::TableSetupColumn("result", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();
  for (int i = 0; i < n; ++i) {
    const AxisStep& s = steps[static_cast<std::size_t>(i)];
    ImGui::TableNextRow();
    if (i == all.deciding)
      ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1,
                             ImGui::GetColorU32(to_imgui(palette::deciding.with_alpha(60))));
    ImGui::TableNextColumn();
    // The axis number, then whose edge it is, short: "e1" in its shape's colour, "circle", "along".
    ImGui::Text("%d", i + 1);
    ImGui::SameLine();
    const std::string who = s.along_line                     ? "along"
                            : s.owner == AxisOwner::Circle ? "circle"
                                                           : "e" + std::to_string(s.edge);
    ImGui::TextColored(to_imgui(s.owner == AxisOwner::A ? layout.a_color : layout.b_color), "%s", who.c_str());
    if (!s.tested) {
      ImGui::TableNextColumn();
      ImGui::TableNextColumn();
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped(s.degenerate ? "no direction: not tested" : "skipped: parallel duplicate");
      ImGui::PopStyleColor();
      continue;
    }
    const double length = std::sqrt(collide::dot(s.axis, s.axis));
    const double scale = length > 0 ? 1 / length : 1;
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(interval_text({s.a.min * scale, s.a.max * scale}).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(interval_text({s.b.min * scale, s.b.max * scale}).c_str());
    ImGui::TableNextColumn();
    std::string result = s.gap ? "gap " + format_number(s.separation) : "overlap " + format_number(-s.separation);
    // "stop" after the result when the line has room, else on a line of its own.
    if (i == stop)
      result += ImGui::CalcTextSize((result + " · stop").c_str()).x <= ImGui::GetContentRegionAvail().x ? " · stop"
                                                                                                    : "\nstop";
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(s.gap ? palette::outside : palette::inside));
    ImGui::TextWrapped("%s", result.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::EndTable();
  ImGui::TextWrapped("Row %d decides. Shadows are in world units along each axis scaled to length 1; "
                     "\"stop\" marks where an early exit ends the test; it never tries the rows below.",
                     all.deciding + 1);
  return changed;
}

}  // namespace lab::figures
