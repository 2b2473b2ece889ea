// The Canvas interface over an ImDrawList: world coordinates (y up) through the camera,
// widths and sizes scaled with the UI scale. Every call is cut to the view in double precision
// first (screen_clip.hpp), and no single ImGui call gets more than a few thousand points: the
// draw list's 16-bit indices hold 65,536 vertices, and ImGui can start a new run of them only
// between calls (ImGuiBackendFlags_RendererHasVtxOffset).
#pragma once
#include <array>
#include <vector>

#include <imgui.h>

#include "shell/camera.hpp"
#include "scenes/canvas.hpp"
#include "window/screen_clip.hpp"

namespace lab {

/// ImGui colour from a palette colour.
ImU32 to_imgui(Color c);

/// The three label fonts (Small, Normal, Large); nullptr means ImGui's current font.
using LabelFonts = std::array<ImFont*, 3>;

/// A rectangle on screen, pixels (y down).
struct ScreenBox {
  ImVec2 min, max;
  /// A label's words, which the grid's lines give way to; false for the room a shadow bar or a
  /// band keeps (only the grid's numbers keep off those).
  bool words = true;
  bool overlaps(const ScreenBox& o) const {
    return min.x < o.max.x && o.min.x < max.x && min.y < o.max.y && o.min.y < max.y;
  }
};

class ImGuiCanvas : public Canvas {
 public:
  /// `covered_bottom`: screen pixels at the bottom that the caption covers, `covered_top` at the
  /// top that presenter mode's play keys cover; view() leaves them out, so a figure anchoring
  /// text (its key) to the view's edges stays readable.
  ImGuiCanvas(ImDrawList& list, const Camera& camera, float ui_scale, LabelFonts fonts, float covered_bottom = 0,
              float covered_top = 0);

  void polygon(std::span<const Vec2> points, Color color, float width = 2) override;
  void fill_polygon(std::span<const Vec2> points, Color color) override;
  void segment(Vec2 a, Vec2 b, Color color, float width = 2) override;
  void dashed_segment(Vec2 a, Vec2 b, Color color, float width = 2) override;
  void line(Vec2 p, Vec2 d, Color color, float width = 1, bool dashed = false) override;
  void arrow(Vec2 from, Vec2 to, Color color, float width = 2) override;
  void point(Vec2 p, Color color, float radius = 5) override;
  void circle(Vec2 c, double r, Color color, float width = 2) override;
  void fill_circle(Vec2 c, double r, Color color) override;
  void label(Vec2 at, std::string_view text, Color color, TextSize size = TextSize::Normal,
             Vec2 offset = {0, 0}) override;
  void interval(Vec2 origin, Vec2 unit, double lo, double hi, Color color, float offset = 0, float width = 6) override;
  collide::Rect view() const override;
  double pixel() const override;
  float ui_scale() const override { return scale_; }
  double text_width(std::string_view text, TextSize size) const override;

  /// Where every label, and every shadow bar along x or y, drawn so far sits on screen: the
  /// grid's numbers give way to them.
  const std::vector<ScreenBox>& label_boxes() const { return label_boxes_; }

  /// The size in pixels of every label drawn so far (a projector needs 18 or more).
  const std::vector<float>& label_pixels() const { return label_pixels_; }

  /// Presenter mode: no panel, so the figures keep their legends in the figure.
  bool panel_hidden = false;
  bool legend_in_figure() const override { return panel_hidden; }

 private:
  /// A pixel measured from the view's middle (ScreenFrame::centred) as ImGui's float vertex.
  ImVec2 vertex(Vec2 centred) const;
  /// The segment a–b (centred pixels) cut to the view, solid or dashed.
  void stroke(Vec2 a, Vec2 b, ImU32 color, float width, bool dashed = false);
  void strokes(const ClippedOutline& outline, ImU32 color, float width);
  /// A convex polygon (centred pixels, inside the view's box) filled: anti-aliased when small,
  /// else in fans of a bounded size.
  void fill_convex(std::vector<Vec2> points, ImU32 color);

  ImDrawList& list_;
  const Camera& camera_;
  ScreenFrame frame_;
  float scale_;
  LabelFonts fonts_;
  float covered_bottom_, covered_top_;
  std::vector<ScreenBox> label_boxes_;
  std::vector<float> label_pixels_;
};

/// Text with a thin halo of the background colour, so labels stay readable over lines.
void halo_text(ImDrawList& list, ImFont* font, float size, ImVec2 at, ImU32 color, std::string_view text);

}  // namespace lab
