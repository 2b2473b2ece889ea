// Response and fast objects › Tunnelling.
// Raise the speed or lower the frame rate: the mover is tested only where each frame puts it
// (the ghosts), so once one frame's step is longer than the wall and the mover together, it can
// land before the wall in one frame and beyond it in the next, and the test never sees a hit.
// Drag the wall, the ball (its rim for its size) or the box; both sliders are in the panel.
//
// Index of this file:
//   [SECTION] state: the mover, the wall, the speed and the frame rate
//   [SECTION] update: one test per frame, and the swept test
//   [SECTION] caption: and the frame round the whole run
//   [SECTION] draw: the ghosts frame by frame, the labels, the key
//   [SECTION] panel: the frame table
//   [SECTION] printed and named: the positions and times shown
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <glm/common.hpp>
#include <optional>
#include <vector>

#include "captions/response.hpp"
#include "collide/rect.hpp"
#include "collide/vec.hpp"
#include "concave/edge_walk_figure.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "panel.hpp"
#include "panel_text.hpp"
#include "prerequisites/modes.hpp"
#include "prerequisites/panel_parts.hpp"
#include "response/farthest.hpp"
#include "response/printed_words.hpp"
#include "scene.hpp"
#include "shape_factory.hpp"
#include "response/tunnelling_run.hpp"
#include "printed_count.hpp"

namespace lab::response {
namespace {

using captions::format_significant;
using captions::format_significant_beside;

enum TunnellingMode { kBallMode = 0, kBoxMode = 1 };  // the order of the panel's mode buttons

Shape rect_shape(std::string name, Vec2 corner0, Vec2 corner1) {
  return {.name = std::move(name), .kind = ShapeKind::Rect, .points = {corner0, corner1}};
}

// A wall 0.25 thick from x = 0, and a mover 0.5 across starting at x = `from` (its middle):
// head on, it overlaps the wall for 0.75 of its path, so 0.75 × fps is the speed limit.
SceneState start(TunnellingMode mode, double from, double speed) {
  SceneState s;
  s.shapes = {rect_shape(kWall, {0, -2}, {0.25, 2})};
  if (mode == kBallMode)
    s.shapes.push_back(circle_shape(kBall, {from, 0}, 0.25));
  else
    s.shapes.push_back(rect_shape(kBox, {from - 0.25, -0.25}, {from + 0.25, 0.25}));
  s.options = {{"mode", mode}, {kSpeed, speed}, {kFps, 60}};
  // Wider than the panel's sliders (1 … 300, 10 … 240), for a lesson that needs it.
  s.option_ranges = {{"mode", {kBallMode, kBoxMode}}, {kSpeed, {0.001, 1e6, false}}, {kFps, {1, 1e4, false}}};
  return s;
}

// A closed outline in dashes as long as the canvas's own (9 pixels on, 6 off), carried on round
// its corners: a ball's rim is a polygon of sides shorter than one dash, each of which
// dashed_segment would draw whole, with no gap. At most 400 dashes round it, however far the view
// zooms in (then each dash is dashed too).
void draw_dashed_outline(Canvas& canvas, const std::vector<Vec2>& outline, Color color, float width) {
  const std::size_t n = outline.size();
  std::vector<double> reach{0};  // the distance along the outline to each corner, and round
  for (std::size_t i = 0; i < n; ++i)
    reach.push_back(reach.back() + std::sqrt(collide::distance_squared(outline[i], outline[(i + 1) % n])));
  const double period = std::max(15 * canvas.pixel(), reach.back() / 400);
  if (n < 2 || !(period > 0) || !(reach.back() > 0)) return canvas.polygon(outline, color, width);
  const auto at = [&](std::size_t i, double d) {  // on side i, `d` along the outline
    const double length = reach[i + 1] - reach[i];
    return length > 0 ? outline[i] + (outline[(i + 1) % n] - outline[i]) * ((d - reach[i]) / length) : outline[i];
  };
  std::size_t side = 0;
  for (int k = 0; k * period < reach.back(); ++k) {
    const double from = k * period, to = std::min(from + 0.6 * period, reach.back());
    while (side + 1 < n && reach[side + 1] <= from) ++side;
    Vec2 p = at(side, from);
    for (std::size_t i = side; i < n && reach[i] < to; ++i) {  // the dash's piece on each side it runs along
      const Vec2 q = at(i, std::min(to, reach[i + 1]));
      canvas.dashed_segment(p, q, color, width);  // no longer than one dash: drawn whole, a dash
      p = q;
    }
  }
}

class Tunnelling final : public Scene {
 public:
  // [SECTION] state: the mover, the wall, the speed and the frame rate
  std::vector<Preset> presets() const override {
    const std::vector<SceneState> modes{start(kBallMode, -3, 30), start(kBoxMode, -5, 120)};
    return {{"Slow: 30 units/s at 60 fps, frame 6 lands in the wall", prerequisites::with_every_mode(modes[0], modes)},
            {"Fast: 120 units/s, it jumps the wall between frames 2 and 3", start(kBallMode, -5, 120)},
            {"At the limit: 45 units/s, frame 4 just touches", start(kBallMode, -3.25, 45)},
            {"A small box at 120 units/s: it tunnels too", modes[1]}};
  }

  // [SECTION] update: one test per frame, and the swept test
  void update() override {
    const int mode = static_cast<int>(state_.option("mode"));
    if (mode == kBallMode || mode == kBoxMode)
      prerequisites::keep_mode_shapes(state_, mode == kBallMode ? start(kBallMode, -3, 30) : start(kBoxMode, -5, 120));
    run_ = run_tunnelling(state_);
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  // [SECTION] caption: and the frame round the whole run
  std::string caption() const override {
    if (!valid()) return "no verdict: " + run_.problems.front();
    return captions::tunnelling_caption(run_.trace.result, run_.path_crosses, run_.speed, run_.fps);
  }

  std::vector<std::string> warnings() const override { return run_.problems; }
  std::vector<Printed> printed() const override;
  std::vector<Named> named() const override;

  // The wall and every frame's mover.
  std::optional<collide::Rect> frame() const override {
    if (!valid()) return std::nullopt;
    std::vector<Vec2> all;
    for (const Vec2 p : collide::rect_to_polygon(run_.wall)) all.push_back(p);
    // Every frame the mover passes through, hit or not: the view is the same when predict mode
    // hides the answer, so where it ends says nothing.
    for (int k = 0; k < std::max(frames(), run_.passing_frames); ++k)
      for (const Vec2 p : mover_outline(k)) all.push_back(p);
    return frame_around(all, 0.12);
  }

 private:
  bool valid() const { return run_.problems.empty(); }
  int frames() const { return run_.trace.result.frames; }
  /// The frames drawn: every one the mover passes through as if none had hit, past the tested
  /// ones (the path's arrow runs to the last, so in predict mode its length says nothing either).
  int shown_frames() const { return std::max(frames(), run_.passing_frames); }
  /// The mover at frame k: the box's corners, or the ball's rim as a polygon.
  std::vector<Vec2> mover_outline(int k) const;
  void draw_mover(Canvas& canvas, int k) const;
  std::vector<figures::LegendEntry> legend() const;
  void draw_labels(figures::LabelLayout& layout) const;
  bool inside_a_frame(const figures::LabelBox& box) const;
  void draw_frame_table() const;
  std::string key() const;
  /// The places the frame table prints every middle's x to.
  int table_places() const;
  std::string frame_x_text(int k, int places) const;

  TunnelRun run_;
};

// [SECTION] draw: the ghosts frame by frame, the labels, the key
std::vector<Vec2> Tunnelling::mover_outline(int k) const {
  const Vec2 offset = static_cast<double>(k) * run_.step;
  if (!run_.box) return figures::circle_outline({run_.ball.c + offset, run_.ball.r});
  collide::Rect r = run_.box_rect;
  r.x += offset.x, r.y += offset.y;
  const auto corners = collide::rect_to_polygon(r);
  return {corners.begin(), corners.end()};
}

// Frame 0 is the mover itself (solid); the others are ghosts: green where the test hits, grey
// where it sees nothing.
void Tunnelling::draw_mover(Canvas& canvas, int k) const {
  if (k >= frames()) {  // past the hit, never tested
    // Drawn as a miss, then the answer rubs its rim out with paper and dashes it in the light grey
    // of what a test never tried, so it is not read as a miss (the key says which).
    const Vec2 centre = run_.ball.c + static_cast<double>(k) * run_.step;
    const auto rim = [&](Color color, float width) {
      if (run_.box) return canvas.polygon(mover_outline(k), color, width);
      canvas.circle(centre, run_.ball.r, color, width);
    };
    rim(palette::muted, 1.5f);
    const AnswerPart answer(canvas);
    rim(palette::background, 4);
    draw_dashed_outline(canvas, mover_outline(k), palette::untested, 1.5f);
    return;
  }
  const collide::FrameStep& f = run_.trace.frames[static_cast<std::size_t>(k)];
  const Color color = f.collide ? palette::collide : k == 0 ? palette::shape_b : palette::muted;
  const float width = f.collide || k == 0 ? 3.f : 1.5f;
  const Vec2 offset = f.offset;
  const auto fill = [&](auto&& draw) {
    if (k == 0) return draw();
    if (!f.collide) return;
    const AnswerPart answer(canvas);
    draw();
  };
  if (!run_.box) {
    fill([&] { canvas.fill_circle(run_.ball.c + offset, run_.ball.r, color.with_alpha(60)); });
    canvas.circle(run_.ball.c + offset, run_.ball.r, color, width);
    return;
  }
  const auto outline = mover_outline(k);
  fill([&] { canvas.fill_polygon(outline, color.with_alpha(60)); });
  canvas.polygon(outline, color, width);
}

void Tunnelling::draw(Canvas& canvas) const {
  figures::LabelLayout layout(canvas);
  concave::draw_warning_lines(layout, run_.problems);
  if (!valid()) return;
  const auto wall = collide::rect_to_polygon(run_.wall);
  const int shown = shown_frames();
  // Presenter mode has no panel: the key comes into the figure, before the labels, clear of the
  // wall and of every frame.
  if (canvas.legend_in_figure()) {
    std::vector<std::vector<Vec2>> avoid{{wall.begin(), wall.end()}};
    for (int k = 0; k < shown; ++k) avoid.push_back(mover_outline(k));
    figures::draw_legend(layout, legend(), avoid);
  }
  canvas.fill_polygon(wall, palette::shape_a.with_alpha(90));
  canvas.polygon(wall, palette::shape_a, 2);
  // The path: frame 0's middle to the last frame's, the way the mover goes.
  const Vec2 first = run_.mover_middle(0), last = run_.mover_middle(shown - 1);
  if (shown > 1) canvas.arrow(first, last, palette::line, 2);
  // The ghosts are where each frame lands: the very answer predict mode asks for (one inside the
  // wall is the hit). It shows the mover and its path; the class works out the frames from the step.
  for (int k = shown - 1; k >= 0; --k) {
    std::optional<AnswerPart> ghost;
    if (k > 0) ghost.emplace(canvas);
    draw_mover(canvas, k);
  }
  // The step that jumped the wall: the last frame before it to the first beyond it.
  std::optional<AnswerPart> answer(canvas);  // the step over the wall, the frame that hits
  if (run_.jumped >= 0)
    canvas.dashed_segment(run_.mover_middle(run_.jumped), run_.mover_middle(run_.jumped + 1), palette::deciding, 4);
  answer.reset();
  draw_labels(layout);
}

// The key: the path, the frames by what the test saw in each, and the step over the wall, as
// draw() and draw_mover() colour them.
std::vector<figures::LegendEntry> Tunnelling::legend() const {
  using Mark = figures::LegendEntry::Mark;
  const int shown = shown_frames(), tested = std::min(shown, frames());
  bool hit = false, missed = false;
  for (int k = 0; k < tested; ++k) {
    const bool touches = run_.trace.frames[static_cast<std::size_t>(k)].collide;
    hit |= touches;
    missed |= !touches && k > 0;
  }
  const bool start = tested > 0 && !run_.trace.frames[0].collide;
  std::vector<figures::LegendEntry> out;
  if (shown > 1) out.push_back({palette::line, "the way it moves, frame by frame", Mark::Arrow});
  if (start) out.push_back({palette::shape_b, "the mover at frame 0"});
  if (missed) out.push_back({palette::muted, "a frame that misses the wall"});
  if (shown > tested) out.push_back({palette::untested, "after the hit: not tested", Mark::Dashed});
  if (hit) out.push_back({palette::collide, "a frame that meets the wall"});
  if (run_.jumped >= 0) out.push_back({palette::deciding, "the step that jumps over the wall", Mark::Dashed});
  return out;
}

// Whether the box's middle is inside a frame's mover (drawn or not tested): a box wholly inside
// crosses none of the outline's lines, so label_crosses alone lets it through.
bool Tunnelling::inside_a_frame(const figures::LabelBox& box) const {
  const Vec2 p{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
  for (int k = 0; k < shown_frames(); ++k) {
    const Vec2 middle = run_.mover_middle(k);
    if (!run_.box && collide::distance_squared(p, middle) < run_.ball.r * run_.ball.r) return true;
    if (run_.box && std::abs(p.x - middle.x) < run_.box_rect.w / 2 && std::abs(p.y - middle.y) < run_.box_rect.h / 2)
      return true;
  }
  return false;
}

// By importance: the wall's name, the frame that decided (the hit, or the step over the wall),
// then each frame's number where there is room.
void Tunnelling::draw_labels(figures::LabelLayout& layout) const {
  Canvas& canvas = layout.canvas();
  const auto wall = collide::rect_to_polygon(run_.wall);
  std::vector<std::vector<Vec2>> outlines{{wall.begin(), wall.end()}};
  const int shown = shown_frames();
  for (int k = 0; k < shown; ++k) outlines.push_back(mover_outline(k));
  // The wall's name above it, else below it, where no mover is; above it regardless when both are taken.
  // Off the path too, and not inside a frame: a ball two text heights across holds the name
  // whole, crossing none of its outline (a ball grazing the wall's top passes over that place).
  std::vector<std::vector<Vec2>> off_limits = outlines;
  off_limits.push_back({run_.mover_middle(0), run_.mover_middle(shown - 1)});
  bool named = false;
  for (const Vec2 side : {Vec2{0, 1}, Vec2{0, -1}}) {
    const Vec2 at = response::farthest(wall, side);
    std::vector<Vec2> clear;
    for (const Vec2 offset : figures::offsets_around(canvas, side, "wall", TextSize::Large, 8))
      if (figures::label_in_view(canvas, at, offset, "wall", TextSize::Large) &&
          !figures::label_crosses(canvas, at, offset, "wall", TextSize::Large, off_limits) &&
          !inside_a_frame(figures::label_box(canvas, at, offset, "wall", TextSize::Large)))
        clear.push_back(offset);
    if (!named && !clear.empty()) named = layout.place(at, "wall", palette::shape_a, TextSize::Large, clear, false);
  }
  if (!named)
    layout.place(response::farthest(wall, {0, 1}), "wall", palette::shape_a, TextSize::Large,
                 figures::offsets_around(canvas, {0, 1}, "wall", TextSize::Large, 8), true, outlines);
  const auto& r = run_.trace.result;
  std::optional<AnswerPart> answer(canvas);  // the frame that hits, or the step over the wall
  if (r.hit) {
    const std::string text = "frame " + std::to_string(r.first_hit) + (r.touching ? " touches" : " hits");
    // Round the mover, clear of its outline: as far out as its farthest corner, and 6 pixels more.
    const Vec2 middle = run_.mover_middle(r.first_hit);
    double reach = 0;
    for (const Vec2 p : mover_outline(r.first_hit))
      reach = std::max(reach, std::sqrt(collide::distance_squared(p, middle)));
    const auto gap = static_cast<float>(reach / canvas.pixel() + 6);
    std::vector<Vec2> offsets = figures::offsets_around(canvas, {0, -1}, text, TextSize::Normal, gap);
    // A frame in the wall has the wall above and below it: then under the frames, reaching out
    // from the wall's side, the side it came from first (the card lay across the wall; read30),
    // its green frame 6 pixels off the wall's stroke.
    const double px = canvas.pixel(), w = canvas.text_width(text, TextSize::Normal), off = 10;
    const double left = (run_.wall.x - middle.x) / px - off - w,
                 right = (run_.wall.x + run_.wall.w - middle.x) / px + off;
    const bool rightwards = run_.step.x >= 0;
    for (const double x : {rightwards ? left : right, rightwards ? right : left}) offsets.push_back({x, -gap});
    layout.place(middle, text, palette::collide, TextSize::Normal, offsets, true, outlines);
  } else if (run_.jumped >= 0) {
    // Under the step, clear of the path and of every outline: centred on it, else under its part
    // before the wall or after it, reaching out from the wall (across the wall the words read as
    // the wall's; only where nothing else is clear). The stretch is this path's on the wall.
    const std::string text = "one step: " + format_significant_beside(run_.step.x, r.path_span) + " > " +
                             format_significant_beside(r.path_span, run_.step.x);
    const Vec2 before = run_.mover_middle(run_.jumped), after = run_.mover_middle(run_.jumped + 1);
    const Vec2 low = response::farthest(mover_outline(run_.jumped + 1), {0, -1});
    const Vec2 at{(before.x + after.x) / 2, low.y};
    std::vector<std::vector<Vec2>> off = outlines;
    off.push_back({run_.mover_middle(0), after});
    const double px = canvas.pixel(), w = canvas.text_width(text, TextSize::Normal);
    std::vector<Vec2> offsets = figures::offsets_around(canvas, {0, -1}, text, TextSize::Normal, 6);
    const double wall_left = (run_.wall.x - at.x) / px - 6 - w,
                 wall_right = (run_.wall.x + run_.wall.w - at.x) / px + 6;
    const bool rightwards = run_.step.x >= 0;  // the part the step crosses first, first
    offsets.insert(offsets.begin() + 1,
                   {{rightwards ? wall_left : wall_right, -6}, {rightwards ? wall_right : wall_left, -6}});
    layout.place(at, text, palette::deciding, TextSize::Normal, offsets, true, off);
  }
  if (shown > frames()) {  // the ghosts after the hit are where the mover would have gone
    // Under the first of them, reading on from its lowest point (away from the wall), else back
    // towards it, else round it: centred, the words reached back across the wall.
    const std::string text = "not tested after the hit";
    const Vec2 low = response::farthest(mover_outline(frames()), {0, -1});
    const double w = canvas.text_width(text, TextSize::Small);
    const double on = run_.step.x >= 0 ? 0 : -w, back = run_.step.x >= 0 ? -w : 0;
    std::vector<Vec2> offsets{{on, -4}, {back, -4}};
    for (const float gap : {4.f, 16.f})
      for (const Vec2 o : figures::offsets_around(canvas, {0, -1}, text, TextSize::Small, gap)) offsets.push_back(o);
    layout.place(low, text, palette::muted, TextSize::Small, offsets, true, outlines);
  }
  answer.reset();
  // Frame numbers where the ghosts are far enough apart to read them: every frame, or every
  // stride-th one (and the last) when a step is under 20 pixels. Predict mode hides them with
  // the ghosts (frame 0's alone would number nothing).
  const AnswerPart numbers(canvas);
  const double step_pixels =
      collide::dot(run_.step, run_.step) > 0 ? std::hypot(run_.step.x, run_.step.y) / canvas.pixel() : 0;
  // (Far zoomed out, a step is a tiny fraction of a pixel: the stride stops at the frame count.)
  const int stride = step_pixels >= 20 || step_pixels <= 0
                         ? 1
                         : static_cast<int>(std::min(std::ceil(20 / step_pixels), static_cast<double>(shown)));
  for (int k = 0; k < shown; ++k) {
    if (k % stride != 0 && k != shown - 1) continue;
    const std::string text = std::to_string(k);
    const Vec2 top = response::farthest(mover_outline(k), {0, 1});
    layout.place(top, text, palette::muted, TextSize::Small,
                 figures::offsets_around(canvas, {0, 1}, text, TextSize::Small, 4), false, outlines);
  }
}

// [SECTION] panel: the frame table
// The key to the figure's colours: only those it draws (no green without a hit, no dashed step
// without a jump).
std::string Tunnelling::key() const {
  std::string key;
  bool grey = false;  // a ghost (frame 1 on) that saw nothing
  for (std::size_t k = 1; k < run_.trace.frames.size(); ++k) grey |= !run_.trace.frames[k].collide;
  if (grey) key += "Grey: where the test ran and saw nothing. ";
  if (run_.trace.result.hit) key += "Green: a frame that hits. ";
  if (run_.jumped >= 0) key += "Dashed: the step that jumped the wall. ";
  return key;
}

// One count of places for the column: as many as the start and the step need to print true.
int Tunnelling::table_places() const {
  return std::max(captions::true_places(run_.mover_middle(0).x, 4), captions::true_places(run_.step.x, 4));
}

// Frame k's middle x at the column's places; an exact 0 reads "0", as true_number writes any
// exact value. A middle that comes out next to 0 but is not 0 in the shapes' own numbers (a box
// from −2.3 to −1.7, four steps of 0.5 on, is 1.1e−16 in its doubles) reads "0.0000": true of
// those doubles, and of the −2.3 the reader typed, where "1.1e−16" would be true of the doubles only.
std::string Tunnelling::frame_x_text(int k, int places) const {
  if (run_.middle_x_is_zero(k)) return captions::true_number(0, places);
  const double x = run_.mover_middle(k).x;
  const double scale = std::max(std::abs(run_.mover_middle(0).x), std::abs(run_.step.x));
  if (std::abs(x) < 1e-9 * scale) return "0.0000";
  return captions::true_number(x, places);
}

void Tunnelling::draw_frame_table() const {
  if (!begin_table("frames", {"frame", run_.box ? "box's middle x" : "ball's centre x", "static test"})) return;
  const int places = table_places();
  for (int k = 0; k < frames(); ++k) {
    const collide::FrameStep& f = run_.trace.frames[static_cast<std::size_t>(k)];
    const Color color = f.collide ? palette::collide : palette::text;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    convex::colored_text(color, std::to_string(k));
    ImGui::TableNextColumn();
    convex::colored_text(color, frame_x_text(k, places));
    ImGui::TableNextColumn();
    convex::colored_text(color, f.touching ? "touches" : f.collide ? "overlaps" : "apart");
  }
  ImGui::EndTable();
}

void Tunnelling::panel() {
  prerequisites::mode_buttons(*this, static_cast<int>(state_.option("mode")), {"ball", "box"});
  bool changed = false;
  // The sliders print the options' own values (0.001, 45.6), not whole numbers: their text is
  // made here, with no printf field, so ImGui neither rounds what it shows nor what it stores.
  double speed = state_.option(kSpeed), fps = state_.option(kFps);
  const double speed_range[2] = {1, 300}, fps_range[2] = {10, 240};
  const std::string speed_text = format_significant(speed) + " units/s", fps_text = format_significant(fps) + " fps";
  if (ImGui::SliderScalar("speed", ImGuiDataType_Double, &speed, &speed_range[0], &speed_range[1], speed_text.c_str()))
    state_.options[kSpeed] = speed, changed = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("How fast the object moves, in units a second");
  if (ImGui::SliderScalar("frame rate", ImGuiDataType_Double, &fps, &fps_range[0], &fps_range[1], fps_text.c_str()))
    state_.options[kFps] = fps, changed = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("How many times a second the test looks: fewer looks, longer jumps");
  if (changed) update();
  if (!valid()) return;
  const auto& r = run_.trace.result;
  const std::string mover = run_.box ? "the box" : "the ball";
  // Sentences that hold numbers wrap at spaces only (ImGui's own wrap splits "0.00000075" at its point).
  const std::string step_text = format_significant(run_.step.x), rate = format_significant(run_.fps);
  wrapped_text("One frame's step: " + format_significant(run_.speed) + " ÷ " + rate + " = " + step_text + ".");
  wrapped_text("Head on, " + mover + " overlaps the wall for " + format_significant(r.span) +
               " of its path (the wall's thickness plus its own size).");
  if (r.path_span < 0) {
    wrapped_text("This path never meets the wall: there is nothing to tunnel through.");
  } else {
    // A path past the wall's end meets it for less: the limit is this path's.
    // Each told apart from the step and the speed it is weighed against (0.7499999998, not 0.750).
    const std::string stretch = format_significant_beside(r.path_span, run_.step.x);
    wrapped_text("On this path it overlaps the wall for " + stretch +
                 ": a step up to that always lands a frame on the wall.");
    wrapped_text("So at " + rate + " fps nothing on this path tunnels up to " + stretch + " × " + rate + " = " +
                 format_significant_beside(captions::tunnel_free_speed(r, run_.fps), run_.speed) + " units/s.");
  }
  prerequisites::note(key() + "The swept test (next scene) tests the path between frames instead.");
  draw_frame_table();
}

// [SECTION] printed and named: the positions and times shown
// The sliders, the panel's sentences (each number as format_significant writes it there, or
// format_significant_beside where it is weighed against another), each
// frame's x in the table, the dashed step's label and the caption's numbers.
std::vector<Printed> Tunnelling::printed() const {
  std::vector<Printed> out;
  if (!valid()) return problem_numbers(caption());  // the input's problem, in words
  const auto& r = run_.trace.result;
  const auto sig = [&](const char* where, const char* quantity, double value, std::string of) {
    out.push_back({where, format_significant(value), quantity, value, std::move(of)});
  };
  sig("panel", "speed", run_.speed, "the speed slider");
  sig("panel", "value", run_.fps, "the frame rate slider (fps)");
  sig("panel", "speed", run_.speed, "one frame's step: the speed");
  sig("panel", "value", run_.fps, "one frame's step: the frame rate (fps)");
  sig("panel", "distance", run_.step.x, "one frame's step");
  sig("panel", "distance", r.span, "the stretch on the wall, head on");
  // A number weighed against another prints until it reads on its own side of it.
  const auto beside = [&](const char* where, const char* quantity, double value, double other, std::string of) {
    out.push_back({where, format_significant_beside(value, other), quantity, value, std::move(of)});
  };
  const double limit = captions::tunnel_free_speed(r, run_.fps);
  if (r.path_span >= 0) {
    beside("panel", "distance", r.path_span, run_.step.x, "the stretch on the wall on this path");
    sig("panel", "value", run_.fps, "the frame rate (fps) of this path's limit");
    beside("panel", "distance", r.path_span, run_.step.x, "this path's limit: the stretch");
    sig("panel", "value", run_.fps, "this path's limit: the frame rate (fps)");
    beside("panel", "speed", limit, run_.speed, "this path's limit");
  }
  const int places = table_places();
  for (int k = 0; k < frames(); ++k)
    out.push_back({"table", frame_x_text(k, places), "coordinate", run_.mover_middle(k).x,
                   "frame " + std::to_string(k) + "'s middle, x"});
  if (!r.hit && run_.jumped >= 0) {
    beside("figure", "distance", run_.step.x, r.path_span, "the dashed step's length");
    beside("figure", "distance", r.path_span, run_.step.x, "the stretch on the wall on this path");
  }
  const std::string words = caption();
  if (!r.hit && words.starts_with(std::to_string(r.frames) + " frame"))
    out.push_back({"caption", std::to_string(r.frames), "value", static_cast<double>(r.frames), "frames tested"});
  for (const std::string& text : numbers_after(words, "(at "))
    out.push_back({"caption", text, "value", run_.fps, "the frame rate (fps)"});
  for (const std::string& text : numbers_after(words, "up to "))
    out.push_back({"caption", text, "speed", limit, "this path's limit"});
  return out;
}

// Frames are the path's vertices and steps its edges (edge k: frame k to frame k + 1): the frame
// that hits first, or the step that jumped the wall (dashed).
std::vector<Named> Tunnelling::named() const {
  std::vector<Named> out;
  if (!valid()) return out;
  const std::string mover = run_.box ? kBox : kBall;
  if (run_.trace.result.hit) out.push_back({"first_hit", mover, -1, run_.trace.result.first_hit});
  if (run_.jumped >= 0) out.push_back({"jumped_step", mover, run_.jumped, -1});
  return out;
}

}  // namespace

std::unique_ptr<Scene> make_tunnelling() { return std::make_unique<Tunnelling>(); }

}  // namespace lab::response
