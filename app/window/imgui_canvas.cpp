#include "imgui_canvas.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "collide/ear_clip.hpp"

namespace lab {
namespace {


// Twice the signed area in screen coordinates (y down): positive = clockwise on screen.
double screen_area2(const std::vector<ImVec2>& p) {
  double a = 0;
  for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
    a += static_cast<double>(p[j].x) * p[i].y - static_cast<double>(p[i].x) * p[j].y;
  return a;
}

// Every corner turns the same way (collinear corners allowed).
bool is_convex(const std::vector<ImVec2>& p) {
  int sign = 0;
  const std::size_t n = p.size();
  for (std::size_t i = 0; i < n; ++i) {
    const ImVec2 a = p[i], b = p[(i + 1) % n], c = p[(i + 2) % n];
    const double cr = static_cast<double>(b.x - a.x) * (c.y - b.y) - static_cast<double>(b.y - a.y) * (c.x - b.x);
    const int s = (cr > 1e-9) - (cr < -1e-9);
    if (s != 0 && sign != 0 && s != sign) return false;
    if (s != 0) sign = s;
  }
  return true;
}

}  // namespace

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

ImGuiCanvas::ImGuiCanvas(ImDrawList& list, const Camera& camera, float ui_scale, LabelFonts fonts,
                         float covered_bottom)
    : list_(list), camera_(camera), scale_(ui_scale), fonts_(fonts), covered_bottom_(covered_bottom) {}

ImVec2 ImGuiCanvas::screen(Vec2 world) const {
  const Vec2 s = clamp_far(camera_.to_screen(world));
  return {static_cast<float>(s.x), static_cast<float>(s.y)};
}

void ImGuiCanvas::polygon(std::span<const Vec2> points, Color color, float width) {
  if (points.size() < 2) return;
  std::vector<ImVec2> s;
  for (auto p : points) s.push_back(screen(p));
  list_.AddPolyline(s.data(), static_cast<int>(s.size()), to_imgui(color), ImDrawFlags_Closed, width * scale_);
}

void ImGuiCanvas::fill_polygon(std::span<const Vec2> points, Color color) {
  if (points.size() < 3) return;
  std::vector<ImVec2> s;
  for (auto p : points) s.push_back(screen(p));
  const ImU32 c = to_imgui(color);
  if (is_convex(s)) {
    // The anti-aliased fill expects clockwise points on screen; a y-up camera flips winding.
    if (screen_area2(s) < 0) std::reverse(s.begin(), s.end());
    list_.AddConvexPolyFilled(s.data(), static_cast<int>(s.size()), c);
    return;
  }
  const auto pieces = collide::quick::ear_clip(points);
  if (!pieces.ok()) {
    // Self-crossing outline: no honest fill exists; draw the outline so the shape stays visible.
    polygon(points, color.with_alpha(255), 2);
    return;
  }
  // Triangles side by side would show anti-aliasing seams; fill them without it.
  const ImDrawListFlags saved = list_.Flags;
  list_.Flags &= ~ImDrawListFlags_AntiAliasedFill;
  for (const auto& t : pieces.triangles) {
    list_.AddTriangleFilled(s[t[0]], s[t[1]], s[t[2]], c);
  }
  list_.Flags = saved;
}

void ImGuiCanvas::segment(Vec2 a, Vec2 b, Color color, float width) {
  list_.AddLine(screen(a), screen(b), to_imgui(color), width * scale_);
}

void ImGuiCanvas::dashes(ImVec2 a, ImVec2 b, ImU32 color, float width) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len <= 0) return;
  const float on = 9 * scale_, off = 6 * scale_;
  const float ux = dx / len, uy = dy / len;
  for (float t = 0; t < len; t += on + off) {
    const float t1 = std::min(t + on, len);
    list_.AddLine({a.x + ux * t, a.y + uy * t}, {a.x + ux * t1, a.y + uy * t1}, color, width);
  }
}

void ImGuiCanvas::dashed_segment(Vec2 a, Vec2 b, Color color, float width) {
  dashes(screen(a), screen(b), to_imgui(color), width * scale_);
}

void ImGuiCanvas::line(Vec2 p, Vec2 d, Color color, float width, bool dashed) {
  const auto ends = camera_.line_across_view(p, d);
  if (!ends) return;
  const ImVec2 a = screen((*ends)[0]), b = screen((*ends)[1]);
  if (dashed)
    dashes(a, b, to_imgui(color), width * scale_);
  else
    list_.AddLine(a, b, to_imgui(color), width * scale_);
}

void ImGuiCanvas::arrow(Vec2 from, Vec2 to, Color color, float width) {
  const ImVec2 a = screen(from), b = screen(to);
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  const ImU32 c = to_imgui(color);
  if (len < 1) return;
  const float head = std::min((8 + 2 * width) * scale_, len * 0.6f);
  const float ux = dx / len, uy = dy / len;
  const ImVec2 base{b.x - ux * head, b.y - uy * head};
  list_.AddLine(a, base, c, width * scale_);
  list_.AddTriangleFilled(b, {base.x - uy * head * 0.5f, base.y + ux * head * 0.5f},
                          {base.x + uy * head * 0.5f, base.y - ux * head * 0.5f}, c);
}

void ImGuiCanvas::point(Vec2 p, Color color, float radius) {
  const ImVec2 s = screen(p);
  list_.AddCircleFilled(s, (radius + 1.5f) * scale_, to_imgui(palette::background));
  list_.AddCircleFilled(s, radius * scale_, to_imgui(color));
}

void ImGuiCanvas::circle(Vec2 c, double r, Color color, float width) {
  const double pr = r * camera_.scale;
  if (!(pr > 0.5) || pr > 1e6) return;
  const int segments = std::clamp(static_cast<int>(pr * 0.6), 24, 512);
  list_.AddCircle(screen(c), static_cast<float>(pr), to_imgui(color), segments, width * scale_);
}

void ImGuiCanvas::fill_circle(Vec2 c, double r, Color color) {
  const double pr = r * camera_.scale;
  if (!(pr > 0.5) || pr > 1e6) return;
  const int segments = std::clamp(static_cast<int>(pr * 0.6), 24, 512);
  list_.AddCircleFilled(screen(c), static_cast<float>(pr), to_imgui(color), segments);
}

void ImGuiCanvas::label(Vec2 at, std::string_view text, Color color, TextSize size, Vec2 offset) {
  ImFont* font = fonts_[static_cast<int>(size)];
  if (!font) font = ImGui::GetFont();
  const float px = Canvas::font_pixels(size) * scale_;
  const ImVec2 s = screen(at);
  // Offsets are y-up like the world; the text's top-left sits at the shifted anchor.
  const ImVec2 pos{s.x + static_cast<float>(offset.x) * scale_, s.y - static_cast<float>(offset.y) * scale_};
  halo_text(list_, font, px, pos, to_imgui(color), text);
  const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size());
  label_boxes_.push_back({pos, {pos.x + extent.x, pos.y + extent.y}});
}

void ImGuiCanvas::interval(Vec2 origin, Vec2 unit, double lo, double hi, Color color, float offset, float width) {
  const double len = std::hypot(unit.x, unit.y);
  if (!(len > 0)) return;
  const Vec2 u = unit / len;
  ImVec2 a = screen(origin + u * lo), b = screen(origin + u * hi);
  // Sideways on screen: the left normal of the bar's direction, in pixels.
  const Vec2 su{u.x, -u.y};
  const float nx = static_cast<float>(su.y), ny = static_cast<float>(-su.x);
  const float shift = offset * scale_;
  a = {a.x + nx * shift, a.y + ny * shift};
  b = {b.x + nx * shift, b.y + ny * shift};
  const ImU32 c = to_imgui(color);
  list_.AddLine(a, b, c, width * scale_);
  const float tick = (width * 0.5f + 3) * scale_;
  list_.AddLine({a.x - nx * tick, a.y - ny * tick}, {a.x + nx * tick, a.y + ny * tick}, c, 2 * scale_);
  list_.AddLine({b.x - nx * tick, b.y - ny * tick}, {b.x + nx * tick, b.y + ny * tick}, c, 2 * scale_);
  // A bar along x or y keeps the grid's numbers off it (a slanted one's box would hide too many).
  if (u.x == 0 || u.y == 0) {
    const float reach = std::max(tick, width * 0.5f * scale_);
    label_boxes_.push_back({{std::min(a.x, b.x) - reach, std::min(a.y, b.y) - reach},
                            {std::max(a.x, b.x) + reach, std::max(a.y, b.y) + reach}});
  }
}

collide::Rect ImGuiCanvas::view() const { return camera_.view_above(covered_bottom_); }

double ImGuiCanvas::pixel() const { return scale_ / camera_.scale; }

double ImGuiCanvas::text_width(std::string_view text, TextSize size) const {
  ImFont* font = fonts_[static_cast<int>(size)];
  if (!font) font = ImGui::GetFont();
  // Measured at the drawn size, reported at UI scale 1 like every other canvas length.
  const float px = Canvas::font_pixels(size) * scale_;
  return font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size()).x / scale_;
}

}  // namespace lab
