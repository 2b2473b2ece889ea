#include "window/imgui_canvas.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <span>
#include <vector>

#include "window/seen_corners.hpp"
#include "window/sharp_corners.hpp"
#include "window/triangulation_memo.hpp"

namespace lab {
namespace imgui_canvas {

// Points one ImGui call may take: an anti-aliased outline makes 4 vertices of each, a fill 2, and
// the draw list's 16-bit indices reach 65,536 vertices.
constexpr std::size_t kMaxPoints = 4096;
// An outline this small is drawn without clip_outline's lists when it is all in view.
constexpr std::size_t kSmallOutline = 8;

// Twice the signed area in screen coordinates (y down): positive = clockwise on screen.
double screen_area2(const std::vector<ImVec2>& p) {
  double a = 0;
  for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
    a += static_cast<double>(p[j].x) * p[i].y - static_cast<double>(p[i].x) * p[j].y;
  return a;
}

// Every corner turns the same way (collinear corners allowed).
bool is_convex(const std::vector<Vec2>& p) {
  int sign = 0;
  const std::size_t n = p.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = p[i], b = p[(i + 1) % n], c = p[(i + 2) % n];
    const double cr = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    const int s = (cr > 1e-9) - (cr < -1e-9);
    if (s != 0 && sign != 0 && s != sign) return false;
    if (s != 0) sign = s;
  }
  return true;
}

}  // namespace imgui_canvas

namespace ic = imgui_canvas;

ImU32 to_imgui(Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

void halo_text(ImDrawList& list, ImFont* font, float size, ImVec2 at, ImU32 color, std::string_view text) {
  const ImU32 halo = to_imgui(palette::background.with_alpha(230));
  const char* b = text.data();
  const char* e = text.data() + text.size();
  const float d = std::max(1.0f, size / 14);
  for (ImVec2 o : {ImVec2{-d, 0}, ImVec2{d, 0}, ImVec2{0, -d}, ImVec2{0, d}})
    list.AddText(font, size, {at.x + o.x, at.y + o.y}, halo, b, e);
  list.AddText(font, size, at, color, b, e);
}

ImGuiCanvas::ImGuiCanvas(ImDrawList& list, const Camera& camera, float ui_scale, LabelFonts fonts, float covered_bottom,
                         float covered_top)
    : list_(list),
      camera_(camera),
      frame_(camera, camera.origin + camera.size * 0.5, kViewMargin),
      scale_(ui_scale),
      fonts_(fonts),
      covered_bottom_(covered_bottom),
      covered_top_(covered_top) {}

ImVec2 ImGuiCanvas::vertex(Vec2 centred) const {
  const Vec2 s = frame_.placed(centred);
  return {static_cast<float>(s.x), static_cast<float>(s.y)};
}

void ImGuiCanvas::stroke(Vec2 a, Vec2 b, ImU32 color, float width, bool dashed) {
  if (dashed) {
    for (const auto& dash : clip_dashes(a, b, 9 * scale_, 6 * scale_, frame_.box))
      list_.AddLine(vertex(dash[0]), vertex(dash[1]), color, width);
  } else if (const auto cut = clip_segment(a, b, frame_.box)) {
    list_.AddLine(vertex((*cut)[0]), vertex((*cut)[1]), color, width);
  }
}

void ImGuiCanvas::strokes(const ClippedOutline& outline, ImU32 color, float width) {
  std::vector<ImVec2> v;
  for (const auto& run : outline.runs) {
    v.clear();
    // Corners under a quarter pixel off their neighbours' chord are not told apart by the eye.
    for (const Vec2 p : seen_corners(run, kRimTolerance)) v.push_back(vertex(p));
    add_outline(list_, v, outline.closed, color, width);  // sharp corners round, as the SVG's
  }
}

void ImGuiCanvas::fill_convex(std::vector<Vec2> points, ImU32 color) {
  if (points.size() < 3) return;
  std::vector<ImVec2> s;
  for (const Vec2 p : points.size() > 3 ? seen_corners(points, kRimTolerance) : points) s.push_back(vertex(p));
  if (s.size() < 3) return;
  // The anti-aliased fill expects clockwise points on screen; a y-up camera flips winding.
  if (ic::screen_area2(s) < 0) std::reverse(s.begin(), s.end());
  if (s.size() <= ic::kMaxPoints) {
    list_.AddConvexPolyFilled(s.data(), static_cast<int>(s.size()), color);
    return;
  }
  // Fans from the first point, side by side: without anti-aliasing, which would show their seams.
  const ImDrawListFlags saved = list_.Flags;
  list_.Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (std::size_t start = 1; start + 1 < s.size();) {
    const std::size_t end = std::min(start + ic::kMaxPoints - 1, s.size());
    std::vector<ImVec2> fan{s[0]};
    fan.insert(fan.end(), s.begin() + static_cast<std::ptrdiff_t>(start), s.begin() + static_cast<std::ptrdiff_t>(end));
    list_.AddConvexPolyFilled(fan.data(), static_cast<int>(fan.size()), color);
    start = end - 1;
  }
  list_.Flags = saved;
}

void ImGuiCanvas::polygon(std::span<const Vec2> points, Color color, float width) {
  if (points.size() < 2) return;
  // A small outline wholly in view (a piece of a split, a box) is what clip_outline would hand
  // on whole: drawn so without its lists (which-approach draws 4,000 pieces a frame of 2,000-gons).
  if (points.size() <= ic::kSmallOutline) {
    std::array<ImVec2, ic::kSmallOutline> v;
    bool inside = true;
    for (std::size_t i = 0; i < points.size() && inside; ++i) {
      const Vec2 p = frame_.centred(points[i]);
      inside = frame_.box.contains(p);
      v[i] = vertex(p);
    }
    if (inside) {
      add_outline(list_, std::span(v.data(), points.size()), true, to_imgui(color), width * scale_);
      return;
    }
  }
  std::vector<Vec2> s;
  for (const Vec2 p : points) s.push_back(frame_.centred(p));
  strokes(clip_outline(s, true, frame_.box, ic::kMaxPoints), to_imgui(color), width * scale_);
}

void ImGuiCanvas::fill_polygon(std::span<const Vec2> points, Color color) {
  if (points.size() < 3) return;
  std::vector<Vec2> s;
  for (const Vec2 p : points) s.push_back(frame_.centred(p));
  const ImU32 c = to_imgui(color);
  if (ic::is_convex(s)) {
    fill_convex(clip_polygon(s, frame_.box), c);
    return;
  }
  // The triangles of the last few outlines, moved or not, are kept (triangulation_memo.hpp).
  static thread_local TriangulationMemo triangulations;
  const auto pieces = triangulations.get(points);
  if (!pieces.ok()) {
    // Self-crossing outline: no honest fill exists; draw the outline so the shape stays visible.
    polygon(points, color.with_alpha(255), 2);
    return;
  }
  // Triangles side by side would show anti-aliasing seams; fill them without it.
  const ImDrawListFlags saved = list_.Flags;
  list_.Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (const auto& t : pieces.triangles) {
    const Vec2 a = s[t[0]], b = s[t[1]], d = s[t[2]];
    const Vec2 lo{std::min({a.x, b.x, d.x}), std::min({a.y, b.y, d.y})};
    const Vec2 hi{std::max({a.x, b.x, d.x}), std::max({a.y, b.y, d.y})};
    if (!box_meets(lo, hi, frame_.box)) continue;
    if (frame_.box.contains(lo) && frame_.box.contains(hi))
      list_.AddTriangleFilled(vertex(a), vertex(b), vertex(d), c);
    else
      fill_convex(clip_polygon(std::vector<Vec2>{a, b, d}, frame_.box), c);
  }
  list_.Flags = saved;
}

void ImGuiCanvas::segment(Vec2 a, Vec2 b, Color color, float width) {
  stroke(frame_.centred(a), frame_.centred(b), to_imgui(color), width * scale_);
}

void ImGuiCanvas::dashed_segment(Vec2 a, Vec2 b, Color color, float width) {
  stroke(frame_.centred(a), frame_.centred(b), to_imgui(color), width * scale_, true);
}

void ImGuiCanvas::line(Vec2 p, Vec2 d, Color color, float width, bool dashed) {
  const auto ends = camera_.line_across_view(p, d);
  if (!ends) return;
  stroke(frame_.centred((*ends)[0]), frame_.centred((*ends)[1]), to_imgui(color), width * scale_, dashed);
}

void ImGuiCanvas::arrow(Vec2 from, Vec2 to, Color color, float width) {
  const Vec2 a = frame_.centred(from), b = frame_.centred(to);
  const double len = std::hypot(b.x - a.x, b.y - a.y);
  if (!(len >= 1)) return;
  const ImU32 c = to_imgui(color);
  const double head = std::min(arrow_head(width) * scale_, len * 0.6);
  const Vec2 u = (b - a) / len;
  const Vec2 base = b - u * head, side{-u.y * head * 0.5, u.x * head * 0.5};
  stroke(a, base, c, width * scale_);
  if (frame_.box.contains(b)) list_.AddTriangleFilled(vertex(b), vertex(base + side), vertex(base - side), c);
}

void ImGuiCanvas::point(Vec2 p, Color color, float radius) {
  const Vec2 c = frame_.centred(p);
  if (!frame_.box.contains(c)) return;
  const ImVec2 s = vertex(c);
  const float halo = (radius + 1.5f) * scale_, dot = radius * scale_;
  list_.AddCircleFilled(s, halo, to_imgui(palette::background), circle_sides(halo, kRimTolerance));
  list_.AddCircleFilled(s, dot, to_imgui(color), circle_sides(dot, kRimTolerance));
}

void ImGuiCanvas::circle(Vec2 c, double r, Color color, float width) {
  const double pr = r * camera_.scale;
  if (!(pr > 0.5)) return;
  const Vec2 centre = frame_.centred(c);
  // A whole circle has the fewest sides within the rim's tolerance: a vertex's ring needs 8, not 24
  // (a 2,000-gon's dots are most of its frame's triangles, and a software GL's time).
  if (!circle_inside(centre, pr, frame_.box))
    return strokes(circle_in_box(centre, pr, frame_.box, kRimTolerance), to_imgui(color), width * scale_);
  list_.AddCircle(vertex(centre), static_cast<float>(pr), to_imgui(color), circle_sides(pr, kRimTolerance),
                  width * scale_);
}

void ImGuiCanvas::fill_circle(Vec2 c, double r, Color color) {
  const double pr = r * camera_.scale;
  if (!(pr > 0.5)) return;
  const Vec2 centre = frame_.centred(c);
  if (!circle_inside(centre, pr, frame_.box))
    return fill_convex(disc_in_box(centre, pr, frame_.box, kRimTolerance), to_imgui(color));
  list_.AddCircleFilled(vertex(centre), static_cast<float>(pr), to_imgui(color), circle_sides(pr, kRimTolerance));
}

void ImGuiCanvas::label(Vec2 at, std::string_view text, Color color, TextSize size, Vec2 offset) {
  ImFont* font = fonts_[static_cast<int>(size)];
  if (!font) font = ImGui::GetFont();
  const float px = Canvas::font_pixels(size) * scale_;
  // Offsets are y-up like the world; the text's top-left sits at the shifted anchor.
  const Vec2 top_left = frame_.centred(at) + Vec2{offset.x * scale_, -offset.y * scale_};
  const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size());
  if (!box_meets(top_left, top_left + Vec2{extent.x, extent.y}, frame_.box)) return;  // out of sight
  const ImVec2 pos = vertex(top_left);
  halo_text(list_, font, px, pos, to_imgui(color), text);
  label_boxes_.push_back({pos, {pos.x + extent.x, pos.y + extent.y}});
  label_pixels_.push_back(px);
}

void ImGuiCanvas::interval(Vec2 origin, Vec2 unit, double lo, double hi, Color color, float offset, float width) {
  const auto bar = interval_bar(frame_, origin, unit, lo, hi, offset, width, scale_);
  if (!bar) return;
  const ImU32 c = to_imgui(color);
  stroke(bar->a, bar->b, c, width * scale_);
  for (const Vec2 end : {bar->a, bar->b}) stroke(end - bar->tick, end + bar->tick, c, 2 * scale_);
  if (bar->keep_clear) label_boxes_.push_back({vertex((*bar->keep_clear)[0]), vertex((*bar->keep_clear)[1]), false});
}

collide::Rect ImGuiCanvas::view() const { return camera_.view_between(covered_top_, covered_bottom_); }

double ImGuiCanvas::pixel() const { return scale_ / camera_.scale; }

double ImGuiCanvas::text_width(std::string_view text, TextSize size) const {
  ImFont* font = fonts_[static_cast<int>(size)];
  if (!font) font = ImGui::GetFont();
  // Measured at the drawn size, reported at UI scale 1 like every other canvas length.
  const float px = Canvas::font_pixels(size) * scale_;
  return font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size()).x / scale_;
}

}  // namespace lab
