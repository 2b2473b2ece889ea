#include "captions/response.hpp"

#include "captions/text.hpp"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace lab::captions {
namespace {

// Two times a caption compares, printed with enough decimals that different ones differ.
std::pair<std::string, std::string> two_times(double first, double second) {
  for (int decimals = 2;; ++decimals) {
    auto pair = std::pair{format_number(first, decimals), format_number(second, decimals)};
    if (first == second || pair.first != pair.second || decimals == 9) return pair;
  }
}

std::string at(double t) { return "t = " + format_number(t, 2); }

// A first touch found (exactly) to come after t = 1, in words that never read "at t = 1".
std::string after_the_step(double entry) {
  const std::string when = two_times(entry, 1).first;
  if (when == "1") return "B would first touch A just after the step ends at t = 1 → miss";
  return "B would first touch A at t = " + when + ", after the step ends at t = 1 → miss";
}

}  // namespace

std::string sweep_axis_name(const std::vector<collide::SweepAxis>& axes, int index) {
  if (index < 0 || static_cast<std::size_t>(index) >= axes.size()) return "no axis";
  const collide::SweepAxis& s = axes[static_cast<std::size_t>(index)];
  if (s.along_line) {
    // Two extra axes are x and y (two points); one is along the shapes' common line.
    int extra = 0;
    for (const auto& other : axes) extra += other.along_line;
    if (extra == 1) return "the axis along their common line";
    return s.axis.x != 0 ? "the x axis" : "the y axis";
  }
  return std::string(s.owner == collide::AxisOwner::A ? "A's" : "B's") + " e" + std::to_string(s.edge);
}

std::string polygons_sweep_caption(const collide::SweepTrace& trace) {
  const collide::SweepResult& r = trace.result;
  const auto& axes = trace.axes;
  if (r.hit && r.overlapping_at_start) return "they already meet at t = 0 → hit at t = 0";
  if (r.hit) return "B first touches A at " + at(r.toi) + " on " + sweep_axis_name(axes, r.deciding) + " → hit";
  using collide::SweepMiss;
  if (r.miss == SweepMiss::Never)
    return "on " + sweep_axis_name(axes, r.never) + " B does not move and the shadows stay apart → miss";
  if (r.deciding < 0) return "an empty shape meets nothing → miss";
  const double entry = axes[static_cast<std::size_t>(r.deciding)].entry;
  const double exit = axes[static_cast<std::size_t>(r.earliest_exit)].exit;
  if (r.miss == SweepMiss::NotAllAtOnce) {
    // The exact order decided; the rounded times can be equal (a miss by less than an ulp).
    const auto [in, out] = two_times(entry, exit);
    const std::string until = in == out ? "only until a moment before" : "only until t = " + out;
    return "the shadows overlap on " + sweep_axis_name(axes, r.deciding) + " from t = " + in + " but on " +
           sweep_axis_name(axes, r.earliest_exit) + " " + until + ": never all at once → miss";
  }
  if (r.miss == SweepMiss::BeforeStep)
    return "they overlap only before the step, until t = " + two_times(exit, 0).first + " → miss";
  return after_the_step(entry);
}

std::string circles_sweep_caption(const collide::CirclesSweepTrace& trace) {
  const collide::SweepResult& r = trace.result;
  if (r.hit && r.overlapping_at_start) return "they already meet at t = 0 → hit at t = 0";
  if (r.hit) return "B first touches A at " + at(r.toi) + " → hit";
  using collide::SweepMiss;
  if (r.miss == SweepMiss::Never) return "B does not move and they are apart → miss";
  if (r.miss == SweepMiss::BeforeStep) return "B moves away from A (or alongside it) → miss";
  if (r.miss == SweepMiss::NotAllAtOnce) return "B's centre never comes within r₁ + r₂ of A's → miss";
  return after_the_step(trace.entry);
}

std::string circle_polygon_sweep_caption(const collide::CirclePolygonSweepTrace& trace) {
  const collide::SweepResult& r = trace.result;
  if (r.hit && r.overlapping_at_start) return "they already meet at t = 0 → hit at t = 0";
  if (r.hit) {
    const std::string feature = trace.contact_edge >= 0     ? "e" + std::to_string(trace.contact_edge)
                                : trace.contact_vertex >= 0 ? "vertex " + std::to_string(trace.contact_vertex)
                                                            : "the polygon";
    return "the circle first touches " + feature + " at " + at(r.toi) + " → hit";
  }
  return "the centre's path never comes within r of the polygon during the step → miss";
}

std::string minkowski_caption(int corners, bool collide) {
  return "A − B has " + count_of(corners, "corner", "corners") +
         (collide ? " and holds the origin → A and B collide" : "; the origin lies outside it → apart");
}

std::string sat_axis_name(const collide::AxisStep& step) {
  if (step.along_line) return "the axis along their common line";
  // A circle's axis: towards a polygon's nearest vertex, or (two circles) through both centres.
  if (step.owner == collide::AxisOwner::Circle)
    return step.edge < 0 ? "the line through the centres" : "the circle's axis (to A's vertex " + std::to_string(step.edge) + ")";
  return std::string(step.owner == collide::AxisOwner::A ? "A's" : "B's") + " e" + std::to_string(step.edge);
}

std::string push_apart_caption(const collide::SatTrace& trace, std::string_view a, std::string_view b) {
  const collide::SatResult& r = trace.result;
  if (r.deciding < 0 || static_cast<std::size_t>(r.deciding) >= trace.steps.size())
    return r.collide ? "no axis has a direction: nothing to push → they touch" : "nothing to test → apart";
  const collide::AxisStep& step = trace.steps[static_cast<std::size_t>(r.deciding)];
  const std::string axis = sat_axis_name(step);
  if (!r.collide) return "a gap on " + axis + ": nothing to push → apart";
  if (r.mtv == collide::Vec2{0, 0}) return "least overlap 0, on " + axis + ": they only touch, nothing to push → they touch";
  const std::string depth = depth_text(-step.separation);
  const std::string moves = "the arrow moves " + std::string(b) + " out of " + std::string(a) + " by " + depth;
  // One centre: the line through the centres has no direction, and every way out is as short.
  if (step.degenerate && step.owner == collide::AxisOwner::Circle)
    return "the centres coincide, every direction is as short: " + moves + " along +x → they collide";
  return "least overlap " + depth + ", on " + axis + ": " + moves + " → they collide";
}

std::string format_significant(double value) {
  if (!std::isfinite(value) || value == 0) return format_number(value);
  const int decimals = 2 - static_cast<int>(std::floor(std::log10(std::fabs(value))));
  return format_number(value, std::clamp(decimals, 0, 9));
}

double tunnel_free_speed(const collide::FramesResult& frames, double fps) { return frames.span * fps; }

std::string tunnelling_caption(const collide::FramesResult& r, bool path_crosses, double speed, double fps) {
  const double limit = tunnel_free_speed(r, fps);
  const bool safe = speed <= limit;
  // Every verdict ends on the speed limit at this frame rate.
  const std::string limit_words = " (at " + format_significant(fps) + " fps, safe " + (safe ? "" : "only ") +
                                  "up to " + format_significant(limit) + " units/s)";
  if (r.hit) {
    const std::string which = "frame " + std::to_string(r.first_hit) + (r.first_hit == 0 ? " (the start)" : "");
    return which + (r.touching ? " touches" : " overlaps") + " the wall → hit" + (safe ? "" : ", by luck") + limit_words;
  }
  const std::string frames = count_of(r.frames, "frame", "frames") + ", none on the wall";
  if (!r.past) return frames + " yet → no hit so far" + limit_words;
  if (!path_crosses) return frames + ", nor is the path → missed" + limit_words;
  // Under the limit only a path through a corner, where less than the span lies in the way, slips by.
  if (safe) return frames + ": it cut a corner between frames → missed" + limit_words;
  return frames + ": it tunnelled → missed" + limit_words;
}

}  // namespace lab::captions
