// The chapter "Response and fast objects" in words (response.hpp).
// Index of this file:
//   [SECTION] the swept tests: times of impact
//   [SECTION] the Minkowski difference and the separating axis test's push
//   [SECTION] numbers beside each other, and tunnelling
#include "captions/response.hpp"

#include "captions/distance.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <string_view>
#include <tuple>

namespace lab::captions {
// [SECTION] the swept tests: times of impact
namespace {

// Two times a caption compares, printed with enough decimals that different ones differ.
std::pair<std::string, std::string> two_times(double first, double second) {
  for (int decimals = 2;; ++decimals) {
    auto pair = std::pair{true_number(first, decimals), true_number(second, decimals)};
    if (first == second || pair.first != pair.second || decimals == 9) return pair;
  }
}

std::string at(double t) { return "t = " + true_number(t, 2); }

// A first touch found (exactly) to come after t = 1, in words that never read "at t = 1"; `where`
// (" on A's e1", or "") names the edge the figure dashes for it. `touch`: what comes then (with a
// shape not convex, only the shadows' overlap is known).
std::string after_the_step(double entry, const std::string& where = "",
                           const std::string& touch = "B would first touch A") {
  const std::string when = two_times(entry, 1).first;
  if (when == "1") return touch + where + " just after the step ends at t = 1 → miss";
  return touch + " at t = " + when + where + ", after the step ends at t = 1 → miss";
}

// What a hit found with a shape not convex means (polygons_time_of_impact_caption).
constexpr const char* kNotConvexHit = "; with a shape not convex, B touches A then or later, or not at all";

// Where the caption reads an axis it cites: the acting edge's own name, else the axis's.
std::string cited_axis_name(const std::vector<collide::TimeOfImpactAxis>& axes, const TimeOfImpactCited& c) {
  return c.feature.edge >= 0 ? feature_name(c.feature) : time_of_impact_axis_name(axes, c.axis);
}

}  // namespace

std::string feature_name(const collide::Feature& f) {
  const std::string owner = f.owner == collide::AxisOwner::B ? "B's" : "A's";
  if (f.edge >= 0) return owner + " e" + std::to_string(f.edge);
  if (f.vertex >= 0) return owner + " vertex " + std::to_string(f.vertex);
  return "";
}

std::string time_of_impact_axis_name(const std::vector<collide::TimeOfImpactAxis>& axes, int index) {
  if (index < 0 || static_cast<std::size_t>(index) >= axes.size()) return "no axis";
  const collide::TimeOfImpactAxis& s = axes[static_cast<std::size_t>(index)];
  if (s.along_line) {
    // Two extra axes are x and y (two points); one is along the shapes' common line.
    int extra = 0;
    for (const auto& other : axes) extra += other.along_line;
    if (extra == 1) return "the axis along their common line";
    return s.axis.x != 0 ? "the x axis" : "the y axis";
  }
  return std::string(s.owner == collide::AxisOwner::A ? "A's" : "B's") + " e" + std::to_string(s.edge);
}

std::vector<TimeOfImpactCited> time_of_impact_cited(const collide::TimeOfImpactTrace& trace, bool convex) {
  const collide::TimeOfImpactResult& r = trace.result;
  using collide::TimeOfImpactMiss;
  const TimeOfImpactCited entry{r.deciding, r.at_entry, true, false}, exit{r.earliest_exit, r.at_exit, false, true};
  std::vector<TimeOfImpactCited> cited;
  if (r.hit) cited = {entry};
  if (r.miss == TimeOfImpactMiss::AfterStep) cited = {entry};
  if (r.miss == TimeOfImpactMiss::Never) cited = {TimeOfImpactCited{r.never, r.at_never}};
  if (r.miss == TimeOfImpactMiss::NotAllAtOnce) cited = {entry, exit};
  if (r.miss == TimeOfImpactMiss::BeforeStep) cited = {exit};
  if (r.hit && r.overlapping_at_start) cited.clear();                              // "they already meet": no axis cited
  if (!convex && (r.hit || r.miss == TimeOfImpactMiss::AfterStep)) cited.clear();  // no place known
  std::erase_if(cited, [&](const TimeOfImpactCited& c) {
    return c.axis < 0 || static_cast<std::size_t>(c.axis) >= trace.axes.size();
  });
  return cited;
}

int time_of_impact_cited_row(const std::vector<collide::TimeOfImpactAxis>& axes, const TimeOfImpactCited& cited) {
  if (cited.feature.edge < 0) return cited.axis;
  for (std::size_t k = 0; k < axes.size(); ++k)
    if (!axes[k].along_line && axes[k].owner == cited.feature.owner && axes[k].edge == cited.feature.edge)
      return static_cast<int>(k);
  return cited.axis;
}

std::string polygons_time_of_impact_caption(const collide::TimeOfImpactTrace& trace, bool convex) {
  const collide::TimeOfImpactResult& r = trace.result;
  const auto& axes = trace.axes;
  if (!convex && r.hit)
    return (r.overlapping_at_start ? std::string("the shadows all overlap already at t = 0 → hit at t = 0")
                                   : "the shadows first all overlap at " + at(r.toi) + " → hit") +
           kNotConvexHit;
  if (r.hit && r.overlapping_at_start) return "they already meet at t = 0 → hit at t = 0";
  const std::vector<TimeOfImpactCited> cited = time_of_impact_cited(trace, convex);
  if (r.hit) {
    if (cited.empty()) return "B first touches A at " + at(r.toi) + " → hit";
    const TimeOfImpactCited& c = cited.front();
    // A vertex is touched "at"; an edge, or an axis along a line, "on".
    return "B first touches A at " + at(r.toi) +
           (c.feature.vertex >= 0 ? " at " + feature_name(c.feature) : " on " + cited_axis_name(axes, c)) + " → hit";
  }
  using collide::TimeOfImpactMiss;
  if (r.miss == TimeOfImpactMiss::Never) {
    const std::string axis = cited.empty() ? "no axis" : cited_axis_name(axes, cited.front());
    if (trace.velocity == collide::Vec2{0, 0})
      return "B does not move and the shadows on " + axis + " stay apart → miss";
    return "B moves parallel to " + axis + ", never nearer across it: the shadows stay apart → miss";
  }
  if (r.deciding < 0) return "an empty shape meets nothing → miss";
  const double entry = axes[static_cast<std::size_t>(r.deciding)].entry;
  const double exit = axes[static_cast<std::size_t>(r.earliest_exit)].exit;
  if (r.miss == TimeOfImpactMiss::NotAllAtOnce) {
    // The exact order decided; the rounded times can be equal (a miss by less than an ulp).
    const auto [in, out] = two_times(entry, exit);
    const std::string until = in == out ? "only until a moment before" : "only until t = " + out;
    return "the shadows overlap on " + cited_axis_name(axes, cited.at(0)) + " from t = " + in + " but on " +
           cited_axis_name(axes, cited.at(1)) + " " + until + ": never all at once → miss";
  }
  if (r.miss == TimeOfImpactMiss::BeforeStep)
    return "they overlap only before the step, until t = " + two_times(exit, 0).first + " → miss";
  if (!convex) return after_the_step(entry, "", "the shadows would first all overlap");
  if (cited.empty()) return after_the_step(entry);
  const TimeOfImpactCited& c = cited.front();
  return after_the_step(entry,
                        c.feature.vertex >= 0 ? " at " + feature_name(c.feature) : " on " + cited_axis_name(axes, c));
}

std::string circles_time_of_impact_caption(const collide::CirclesTimeOfImpactTrace& trace) {
  const collide::TimeOfImpactResult& r = trace.result;
  if (r.hit && r.overlapping_at_start) return "they already meet at t = 0 → hit at t = 0";
  if (r.hit) return "B first touches A at " + at(r.toi) + " → hit";
  using collide::TimeOfImpactMiss;
  if (r.miss == TimeOfImpactMiss::Never) return "B does not move and they are apart → miss";
  if (r.miss == TimeOfImpactMiss::BeforeStep) return "B moves away from A (or alongside it) → miss";
  if (r.miss == TimeOfImpactMiss::NotAllAtOnce) return "B's centre never comes within r₁ + r₂ of A's → miss";
  return after_the_step(trace.entry);
}

std::string circle_polygon_time_of_impact_caption(const collide::CirclePolygonTimeOfImpactTrace& trace) {
  const collide::TimeOfImpactResult& r = trace.result;
  if (r.hit && r.overlapping_at_start) return "they already meet at t = 0 → hit at t = 0";
  if (r.hit) {
    const std::string feature = trace.contact_edge >= 0     ? numbered("e", trace.contact_edge)
                                : trace.contact_vertex >= 0 ? numbered("vertex ", trace.contact_vertex)
                                                            : "the polygon";
    return "the circle first touches " + feature + " at " + at(r.toi) + " → hit";
  }
  return "the centre's path never comes within r of the polygon during the step → miss";
}

// [SECTION] the Minkowski difference and the separating axis test's push
std::string minkowski_caption(int corners, bool collide, bool touching) {
  const std::string has = "A − B has " + count_of(corners, "corner", "corners");
  if (!collide) return has + "; the origin lies outside it → apart";
  // One word for one fact: push-apart, epa and `query` say "touch" for the same pair.
  if (touching) return has + " and the origin on its boundary " + std::string(meeting_verdict(true));
  return has + " and holds the origin " + std::string(meeting_verdict(false));
}

std::string sat_acting_name(const collide::SatTrace& trace) {
  const collide::SatResult& r = trace.result;
  if (r.deciding < 0 || static_cast<std::size_t>(r.deciding) >= trace.steps.size()) return "no axis";
  const collide::AxisStep& step = trace.steps[static_cast<std::size_t>(r.deciding)];
  if (step.owner == collide::AxisOwner::Circle || step.along_line) return sat_axis_name(step);
  if (r.acting.edge >= 0) return feature_name(r.acting);
  if (r.acting.vertex >= 0) return "the axis of " + sat_axis_name(step) + ", at " + feature_name(r.acting);
  return sat_axis_name(step);
}

std::vector<collide::LeastPush> least_ways(const collide::SatTrace& trace) {
  std::vector<collide::LeastPush> ways;
  for (const collide::LeastPush& way : trace.least) {
    if (way.step < 0 || static_cast<std::size_t>(way.step) >= trace.steps.size()) continue;
    if (trace.steps[static_cast<std::size_t>(way.step)].parallel_to >= 0) continue;
    const bool seen = std::any_of(ways.begin(), ways.end(), [&](const auto& w) {
      return w.acting == way.acting && (way.acting.edge >= 0 || way.acting.vertex >= 0 || w.step == way.step);
    });
    if (!seen) ways.push_back(way);
  }
  // A's before B's, by index; a way with no feature (the along-line axis) last.
  const auto key = [](const collide::LeastPush& w) {
    const bool none = w.acting.edge < 0 && w.acting.vertex < 0;
    return std::tuple{none, w.acting.owner == collide::AxisOwner::B, w.acting.edge < 0,
                      std::max(w.acting.edge, w.acting.vertex), w.step};
  };
  std::stable_sort(ways.begin(), ways.end(), [&](const auto& x, const auto& y) { return key(x) < key(y); });
  return ways;
}

namespace {

// One way out by the names sat_acting_name gives the deciding one.
std::string way_name(const collide::SatTrace& trace, const collide::LeastPush& way) {
  const collide::AxisStep& step = trace.steps[static_cast<std::size_t>(way.step)];
  if (step.owner == collide::AxisOwner::Circle || step.along_line) return sat_axis_name(step);
  if (way.acting.edge >= 0) return feature_name(way.acting);
  if (way.acting.vertex >= 0) return "the axis of " + sat_axis_name(step) + ", at " + feature_name(way.acting);
  return sat_axis_name(step);
}

}  // namespace

std::string least_ways_name(const collide::SatTrace& trace) {
  const std::vector<collide::LeastPush> ways = least_ways(trace);
  if (ways.size() < 2) return sat_acting_name(trace);
  std::string out, owner;
  for (std::size_t i = 0; i < ways.size(); ++i) {
    std::string name = way_name(trace, ways[i]);
    // "A's e0, e1": the owner once for a run of one shape's edges and vertices.
    const std::string its = name.starts_with("A's ") || name.starts_with("B's ") ? name.substr(0, 4) : "";
    if (!its.empty() && its == owner) name = name.substr(its.size());
    owner = its;
    out += (i == 0 ? "" : i + 1 == ways.size() ? " and " : ", ") + name;
  }
  return out + " equally";
}

std::string sat_axis_name(const collide::AxisStep& step) {
  if (step.along_line) return "the axis along their common line";
  // A circle's axis: towards a polygon's nearest vertex, or (two circles) through both centres.
  if (step.owner == collide::AxisOwner::Circle)
    return step.edge < 0 ? "the line through the centres"
                         : "the circle's axis (to A's vertex " + std::to_string(step.edge) + ")";
  return std::string(step.owner == collide::AxisOwner::A ? "A's" : "B's") + " e" + std::to_string(step.edge);
}

std::string overlap_text(const collide::AxisStep& step) {
  if (step.touching) return "0";
  return step.separation < 0 ? true_number(-step.separation, 2) : "ε";
}

std::string push_apart_caption(const collide::SatTrace& trace, std::string_view a, std::string_view b) {
  const collide::SatResult& r = trace.result;
  if (r.deciding < 0 || static_cast<std::size_t>(r.deciding) >= trace.steps.size())
    return r.collide ? "no axis has a direction: nothing to push → they touch" : "nothing to test → apart";
  const collide::AxisStep& step = trace.steps[static_cast<std::size_t>(r.deciding)];
  const std::string axis = r.collide ? least_ways_name(trace) : sat_acting_name(trace);
  if (!r.collide) return "a gap on " + axis + ": nothing to push → apart";
  // Touching is the trace's exact count, not a push-out that rounded to 0: a circle across A's
  // corner by 9e−17 overlaps, and its depth, lost in the doubles, reads "ε" (tiny, not 0).
  if (r.touching > 0) return "least push-out 0, on " + axis + ": they only touch, nothing to push → they touch";
  const std::string depth = overlap_text(step);
  const std::string moves = "the arrow moves " + std::string(b) + " out of " + std::string(a) + " by " + depth;
  // One centre: the line through the centres has no direction, and every way out is as short.
  if (step.degenerate && step.owner == collide::AxisOwner::Circle)
    return "the centres coincide, every direction is as short: " + moves + " along +x → they collide";
  return "least push-out " + depth + ", on " + axis + ": " + moves + " → they collide";
}

// [SECTION] numbers beside each other, and tunnelling
std::string format_significant(double value) {
  if (!std::isfinite(value) || value == 0) return format_number(value);
  const int places = 2 - static_cast<int>(std::floor(std::log10(std::fabs(value))));
  return true_number(value, std::clamp(places, 0, 9));
}

namespace {
// A number as true_number writes it, read back ("−" as a minus sign); NaN if it is not one.
double read_number(std::string_view written) {
  const std::string text = ascii_minus(written);
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() ? value : std::numeric_limits<double>::quiet_NaN();
}
}  // namespace

std::string format_significant_beside(double value, double other) {
  std::string text = format_significant(value);
  if (!std::isfinite(value) || !std::isfinite(other) || value == other || value == 0) return text;
  const int first = 2 - static_cast<int>(std::floor(std::log10(std::fabs(value))));
  for (int places = std::clamp(first, 0, 9); places <= 14; ++places) {
    const double read = read_number(text = true_number(value, places));
    if (std::isnan(read) || (read != other && (read < other) == (value < other))) return text;
  }
  return text;
}

double tunnel_free_speed(const collide::FramesResult& frames, double fps) {
  return frames.path_span >= 0 ? frames.path_span * fps : -1;
}

std::string tunnelling_caption(const collide::FramesResult& r, bool path_crosses, double speed, double fps) {
  const double limit = tunnel_free_speed(r, fps);
  const bool tunnelled = !r.hit && r.past && path_crosses;
  // Rounding alone could put a tunnelling speed at the limit: it is over it, as the frames say.
  const bool safe = limit >= 0 && speed <= limit && !tunnelled;
  // Every verdict ends on this path's speed limit at this frame rate.
  const std::string limit_words = limit < 0
                                      ? " (its path never meets the wall)"
                                      : " (at " + format_significant(fps) + " fps, safe " + (safe ? "" : "only ") +
                                            "up to " + format_significant_beside(limit, speed) + " units/s)";
  if (r.hit) {
    const std::string which = "frame " + std::to_string(r.first_hit) + (r.first_hit == 0 ? " (the start)" : "");
    return which + (r.touching ? " touches" : " overlaps") + " the wall → hit" +
           (safe || limit < 0 ? "" : ", by luck") + limit_words;
  }
  const std::string frames = count_of(r.frames, "frame", "frames") + ", none on the wall";
  if (!r.past) return frames + " yet → no hit so far" + limit_words;
  // A path that never meets the wall needs no speed limit: the words say why it missed.
  if (!path_crosses) return frames + ", nor is the path → missed" + (limit < 0 ? "" : limit_words);
  return frames + ": it tunnelled → missed" + limit_words;
}

}  // namespace lab::captions
