// Concave polygons › Split into convex pieces.
// Press play (or drag the step slider) to watch ear clipping cut the C into triangles, then SAT
// run piece by piece against the square. Reshape the C, or load another shape into it.
// Notice: each piece is convex, so SAT is right about each one, and the verdict is right again.
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <array>
#include <cmath>

#include "collide/ear_clip.hpp"
#include "collide/sat.hpp"
#include "concave/c_notch.hpp"
#include "concave/sat_scenes.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
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
      return "vertex " + std::to_string(c.blocking_vertex) + " lies inside → not an ear";
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
  SceneInfo info() const override {
    return {"convex-pieces", "Concave polygons", "Split into convex pieces",
            "Press play: ear clipping cuts the C into triangles, then SAT runs on each piece "
            "against the square. Every piece is convex, so the verdict is right again."};
  }

  // ── state ──
  std::vector<Preset> presets() const override {
    auto make = [](Vec2 centre) {
      SceneState s = c_and_square(centre);
      s.options[kStep] = -1;  // start at the end: the pieces and the verdict at once
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
    split_ = split_c_and_square(state_, "C cannot be split");
    problems_ = split_.problems;
    if (!split_.ok()) return;
    collide::convex_pieces_collide(c, split_.c, square, split_.square, pairs_);
    if (!pairs_.error.empty()) problems_.push_back(pairs_.error);
    // For comparison: what SAT says about the whole, unsplit C.
    whole_ = collide::convex_polygons_collide(c, square, collide::SatOptions{.early_exit = false});
  }

  bool split() const { return split_.ok(); }
  int clip_steps() const { return static_cast<int>(split_.ears.candidates.size()); }
  int total_steps() const { return clip_steps() + static_cast<int>(pairs_.pairs.size()); }
  int step() const {
    const int s = static_cast<int>(state_.option(kStep, -1));
    return s < 0 || s > total_steps() ? total_steps() : s;
  }

  // ── draw ──
  void draw(Canvas& canvas) const override {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    std::vector<std::string> numbers;
    for (std::size_t i = 0; i < c.size(); ++i) numbers.push_back(std::to_string(i));
    figures::OutlineStyle c_style;
    c_style.fill = palette::shape_a.with_alpha(30);
    c_style.width = 2.5f;
    c_style.vertex_labels = numbers;
    c_style.vertex_label_color = palette::muted;
    figures::draw_outline(canvas, c, c_style);

    if (split()) {
      const int s = step();
      if (s <= clip_steps())
        draw_clipping(canvas, s);
      else
        draw_pairs(canvas, s - clip_steps());
    }
    figures::OutlineStyle square_style;
    square_style.color = palette::shape_b;
    square_style.fill = palette::shape_b.with_alpha(60);
    square_style.width = 2.5f;
    square_style.name = "square";
    figures::draw_outline(canvas, square, square_style);
    convex::draw_warnings(canvas, problems_);
  }

  // The first s candidates: the ears clipped so far, what is left of the outline, the current one.
  void draw_clipping(Canvas& canvas, int s) const {
    const auto& c = state_.shape("C").points;
    std::vector<bool> gone(c.size(), false);
    int clipped = 0;
    for (int k = 0; k < s; ++k) {
      const auto& e = split_.ears.candidates[static_cast<std::size_t>(k)];
      if (e.verdict == EarVerdict::Ear) {
        const auto t = corners(c, e.prev, e.vertex, e.next);
        canvas.fill_polygon(t, palette::shape_a.with_alpha(k == s - 1 ? 0 : 80));
        canvas.polygon(t, palette::shape_a, 1);
        canvas.label(middle(t), "T" + std::to_string(clipped), palette::shape_a, TextSize::Small);
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
    const Color color = ear ? palette::inside : e.verdict == EarVerdict::Degenerate ? palette::axis
                                                                                    : palette::outside;
    canvas.fill_polygon(t, color.with_alpha(ear ? 150 : 70));
    for (std::size_t i = 0; i < 3; ++i) canvas.dashed_segment(t[i], t[(i + 1) % 3], color, 3);
    canvas.point(t[1], color, 7);
    canvas.label(t[1], short_verdict(e.verdict), color, TextSize::Normal, {10, -22});
    if (e.verdict == EarVerdict::ContainsVertex && e.blocking_vertex >= 0) {
      const Vec2 w = c[static_cast<std::size_t>(e.blocking_vertex)];
      canvas.circle(w, 8 * canvas.pixel(), palette::outside, 3);
      canvas.label(w, "inside", palette::outside, TextSize::Small, {10, 10});
    }
  }

  // Every piece, then the pairs SAT tried up to pair j: the current pair filled, the pieces
  // already cleared (a gap against every square piece tried) outlined in orange.
  void draw_pairs(Canvas& canvas, int j) const {
    const auto& c = state_.shape("C").points;
    const auto& square = state_.shape("square").points;
    for (std::size_t i = 0; i < split_.c.triangles.size(); ++i) {
      const auto& tri = split_.c.triangles[i];
      const auto t = corners(c, tri[0], tri[1], tri[2]);
      canvas.polygon(t, palette::shape_a, 1);
      canvas.label(middle(t), "T" + std::to_string(i), palette::shape_a, TextSize::Small, {0, 10});
    }
    for (const auto& tri : split_.square.triangles)
      canvas.polygon(corners(square, tri[0], tri[1], tri[2]), palette::shape_b, 1);

    for (int k = 0; k < j; ++k) {
      const auto& pair = pairs_.pairs[static_cast<std::size_t>(k)];
      const auto& ta = split_.c.triangles[static_cast<std::size_t>(pair.piece_a)];
      const auto t = corners(c, ta[0], ta[1], ta[2]);
      const bool current = k == j - 1;
      if (!current) {
        if (!pair.result.collide) canvas.polygon(t, palette::outside, 2);
        continue;
      }
      const auto& tb = split_.square.triangles[static_cast<std::size_t>(pair.piece_b)];
      const auto u = corners(square, tb[0], tb[1], tb[2]);
      const Color verdict = pair.result.collide ? palette::inside : palette::outside;
      canvas.fill_polygon(t, palette::shape_a.with_alpha(150));
      canvas.fill_polygon(u, palette::shape_b.with_alpha(170));
      canvas.polygon(t, verdict, 3);
      canvas.polygon(u, verdict, 3);
      canvas.label(middle(t), pair.result.collide ? "collide" : "apart", verdict, TextSize::Normal, {0, -12});
    }
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
    ImGui::TextWrapped("SAT on pieces: %zu of %zu pairs tested, %d axes → %s", pairs_.pairs.size(),
                split_.c.triangles.size() * split_.square.triangles.size(), pairs_.axes_tested,
                pairs_.collide ? "collide" : "apart");
    ImGui::TextWrapped("SAT on the whole C: %d axes → %s%s", whole_.tested, whole_.collide ? "collide" : "apart",
                whole_.collide != pairs_.collide ? " (wrong)" : "");
    ImGui::TextWrapped("Ear clipping costs O(n²), but only once per shape: the pieces move with it, "
                       "so nothing is split again each frame.");
    ImGui::Separator();
    step_controls();
    candidates_table();
  }

  void step_controls() {
    const int total = total_steps();
    int s = step();
    bool changed = false;
    if (ImGui::Button(playing_ ? "Pause" : "Play")) {
      playing_ = !playing_;
      clock_ = 0;
      if (playing_ && s >= total) {
        s = 0;
        changed = true;
      }
    }
    ImGui::SameLine();
    if (ImGui::Button("<") && s > 0) --s, changed = true, playing_ = false;
    ImGui::SameLine();
    if (ImGui::Button(">") && s < total) ++s, changed = true, playing_ = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-FLT_MIN);  // the rest of the line, whatever the panel's width
    if (ImGui::SliderInt("##step", &s, 0, total, "step %d")) changed = true, playing_ = false;
    if (playing_) {
      clock_ += ImGui::GetIO().DeltaTime;
      if (clock_ >= kSecondsPerStep) {
        clock_ = 0;
        ++s;
        changed = true;
        if (s >= total) playing_ = false;
      }
    }
    if (changed) {
      state_.options[kStep] = s;
      update();
    }
    ImGui::TextWrapped("%s", caption().c_str());
  }

  void candidates_table() const {
    if (!ImGui::CollapsingHeader("Corners examined")) return;
    // The verdict column takes the rest of the panel and wraps there.
    if (!ImGui::BeginTable("ears", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit))
      return;
    ImGui::TableSetupColumn("step");
    ImGui::TableSetupColumn("corner");
    ImGui::TableSetupColumn("verdict", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    for (std::size_t k = 0; k < split_.ears.candidates.size(); ++k) {
      const auto& e = split_.ears.candidates[k];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%zu", k + 1);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(corner_name(e).c_str());
      ImGui::TableNextColumn();
      convex::colored_wrapped_text(e.verdict == EarVerdict::Ear ? palette::inside : palette::outside, verdict_words(e));
    }
    ImGui::EndTable();
  }

  // ── caption ──
  std::string caption() const override {
    if (!split()) return "no pieces: " + problems_.front();
    const int s = step();
    const int n_pieces = static_cast<int>(split_.c.triangles.size());
    if (s == 0)
      return "Ear clipping will cut C's " + std::to_string(state_.shape("C").points.size()) +
             " corners into " + std::to_string(n_pieces) + " triangles: press play";
    if (s <= clip_steps()) {
      const auto& e = split_.ears.candidates[static_cast<std::size_t>(s - 1)];
      std::string text = "Step " + std::to_string(s) + ": " + corner_name(e) + ": " + verdict_words(e);
      return text;
    }
    const int j = s - clip_steps();
    const int n_pairs = static_cast<int>(pairs_.pairs.size());
    if (j < n_pairs || pairs_.collide) {
      const auto& pair = pairs_.pairs[static_cast<std::size_t>(j - 1)];
      const auto& r = pair.result;
      std::string text = "Pair " + std::to_string(j) + ": T" + std::to_string(pair.piece_a) +
                         " vs square piece " + std::to_string(pair.piece_b) + ": ";
      text += r.collide ? "all " + std::to_string(r.tested) + " axes overlap → collide"
                        : "a gap on axis #" + std::to_string(r.deciding + 1) + " → apart";
      if (j == n_pairs && pairs_.collide) text += "; one colliding pair is enough";
      return text;
    }
    return "SAT on " + std::to_string(n_pieces) + " convex pieces: " + std::to_string(n_pairs) +
           " pairs, none collide → apart (on the whole C, SAT said " +
           (whole_.collide ? "collide)" : "apart)");
  }

  std::vector<std::string> warnings() const override { return problems_; }

 private:
  CAndSquarePieces split_;
  collide::PiecesTrace pairs_;
  collide::SatResult whole_;
  std::vector<std::string> problems_;
  bool playing_ = false;
  float clock_ = 0;
};

}  // namespace

std::unique_ptr<Scene> make_convex_pieces() { return std::make_unique<ConvexPieces>(); }

}  // namespace lab::concave
