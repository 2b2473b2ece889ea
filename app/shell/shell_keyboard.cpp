// The shell's keyboard: the handle Tab focused and its ring, nudges as undo steps, F6 moving
// the keyboard between the scene list, the figure, predict's strip and the panel, and F10 (or
// Alt alone) giving it to the menu bar (ImGui's own keyboard navigation works the widgets there).
#include <algorithm>
#include <cmath>
#include <cfloat>
#include <utility>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>

#include "scenes/palette.hpp"
#include "shell/shell.hpp"
#include "window/imgui_canvas.hpp"

namespace lab {

void Shell::nudge(int dx, int dy, NudgeSize size) {
  const Vec2 by = nudge_by(dx, dy, size, snap_step(camera_, drag_.grid_pixels));
  if (predict_.arrow_focused()) {  // the class's arrow: its tip, by the same steps as a handle
    predict_.move_tip(by, snap_ ? std::max(std::abs(by.x), std::abs(by.y)) : 0);
    return;
  }
  nudging_ = true;
  focus_.nudge(*scene_, by, snap_);
}

bool Shell::focus_arrow() {
  const auto q = predict_.asking() ? question() : std::nullopt;
  if (!q || q->kind != LessonQuestion::Kind::Push) return false;
  focus_.reset();
  predict_.focus_arrow(!predict_.arrow_focused(), arrow_start(scene_->state()));
  return true;
}

bool Shell::answer_arrow() {
  if (!predict_.arrow_focused()) return false;
  predict_.reveal(predict_.draft());
  return true;
}

void Shell::end_nudge() {
  nudging_ = false;
  commit();
}

void Shell::focus_picks_edge() {
  const auto f = focused_handle();
  if (!predict_.asking() || !f || f->kind != HandleKind::Vertex) return;
  const auto q = question();
  if (!q || q->kind != LessonQuestion::Kind::Feature) return;
  const Shape& s = scene_->state().shapes[f->shape];
  const std::vector<Vec2> corners = edge_corners(s);  // a rectangle's corners in its edges' order
  const Vec2 at = handle_points(s)[f->index];
  const auto i = std::find(corners.begin(), corners.end(), at);
  if (i == corners.end()) return;
  predict_.draft().shape = s.name;
  predict_.draft().edge = static_cast<int>(i - corners.begin());
}

void Shell::move_pane(bool forward) {
  std::vector<Pane> shown;
  if (show_sidebar && !present_) shown.push_back(Pane::Scenes);
  shown.push_back(Pane::Figure);
  if (predict_.asking()) shown.push_back(Pane::Predict);
  if (!present_) shown.push_back(Pane::Panel);
  const auto at = std::find(shown.begin(), shown.end(), pane_);
  const std::size_t n = shown.size(), i = at == shown.end() ? 0 : static_cast<std::size_t>(at - shown.begin());
  pane_ = shown[(i + (forward ? 1 : n - 1)) % n];
  pane_moved_ = true;
}

namespace {

constexpr const char* main_menu_bar = "##MainMenuBar";  // ImGui's name for BeginMainMenuBar's window

// The menu bar's first menu lit for the keyboard, as ImGui's Ctrl+Tab does for a window with
// only a menu layer: ← → go along the menus, ↓ or Enter opens one.
void focus_menu_bar() {
  ImGuiWindow* bar = ImGui::FindWindowByName(main_menu_bar);
  if (!bar) return;
  ImGuiContext& g = *GImGui;
  ImGui::FocusWindow(bar);
  g.NavLayer = ImGuiNavLayer_Menu;
  ImGui::NavInitWindow(bar, true);
  g.NavDisableHighlight = false;  // lit though the mouse was used last
  g.NavDisableMouseHover = true;
}

// The menu open from the menu bar (its first level): a menu's id is its title's in the bar.
ImGuiID open_menu() {
  const ImGuiContext& g = *GImGui;
  const ImGuiWindow* bar = ImGui::FindWindowByName(main_menu_bar);
  return bar && !g.OpenPopupStack.empty() && g.OpenPopupStack[0].SourceWindow == bar ? g.OpenPopupStack[0].PopupId : 0;
}

bool escape_pressed() {
  const int esc = ImGui::GetIO().KeyMap[ImGuiKey_Escape];
  return esc >= 0 && ImGui::IsKeyPressed(esc, false);
}

// Esc closed the open menu: its title stays lit, as a desktop menu bar's does. (ImGui 1.86 gives
// the bar its main layer back, which holds nothing, and the keys would leave; a second Esc does.)
void light_menu_title(ImGuiID title) {
  ImGuiWindow* bar = ImGui::FindWindowByName(main_menu_bar);
  if (!bar) return;
  ImGuiContext& g = *GImGui;
  ImGui::FocusWindow(bar);
  ImGui::SetNavID(title, ImGuiNavLayer_Menu, 0, bar->NavRectRel[ImGuiNavLayer_Menu]);  // the bar redraws the rect
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
}

}  // namespace

void Shell::menu_keys() {
  if (pane_ == Pane::Menu) {  // F10 or Alt again: back where the keys were
    pane_ = menu_return_;
    pane_moved_ = true;
    return;
  }
  if (!show_menu || present_) return;  // presenter mode shows no menu bar
  menu_return_ = pane_;
  pane_ = Pane::Menu;
  pane_moved_ = true;
}

void Shell::menu_enter(ImGuiIO& io) const {
  if (pane_ != Pane::Menu) return;
  for (const ImGuiKey key : {ImGuiKey_Enter, ImGuiKey_KeyPadEnter})
    if (io.KeyMap[key] >= 0 && io.KeysDown[io.KeyMap[key]]) io.NavInputs[ImGuiNavInput_Activate] = 1;
}

bool Shell::menu_has_keys() const {
  const ImGuiContext& g = *GImGui;
  const ImGuiWindow* at = g.NavWindow;
  if (!at) return false;
  if (at == ImGui::FindWindowByName(main_menu_bar)) return g.NavLayer == ImGuiNavLayer_Menu;
  return (at->Flags & ImGuiWindowFlags_ChildMenu) != 0;  // a menu opened from it
}

void Shell::apply_pane() {
  // A pane that is no longer shown (presenter mode, a revealed answer) gives the keyboard back.
  const bool gone = (pane_ == Pane::Scenes && (!show_sidebar || present_)) || (pane_ == Pane::Panel && present_) ||
                    (pane_ == Pane::Predict && !predict_.asking()) || (pane_ == Pane::Menu && (!show_menu || present_));
  if (gone) pane_ = Pane::Figure;
  ImGuiIO& io = ImGui::GetIO();
  // ImGui's navigation needs the platform's keys mapped (the SDL backend maps them; a headless
  // frame has none, and navigates nothing).
  if (io.KeyMap[ImGuiKey_Space] < 0) return;
  if (pane_ == Pane::Figure)
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  else
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  const ImGuiID was_open = std::exchange(menu_open_, open_menu());
  if (pane_ == Pane::Menu && !pane_moved_ && !menu_has_keys()) {
    if (was_open && escape_pressed()) return light_menu_title(was_open);
    // An item chosen, Esc or Alt: the keys go back where they were. A click elsewhere took them.
    const ImGuiWindow* at = GImGui->NavWindow;
    pane_ = menu_return_;
    pane_moved_ = !at || at == ImGui::FindWindowByName(main_menu_bar);
  }
  if (!std::exchange(pane_moved_, false)) return;
  if (pane_ == Pane::Menu) return focus_menu_bar();
  constexpr const char* windows[] = {"Scenes", "Canvas", "##predict", "Panel"};
  const char* name = windows[static_cast<int>(pane_)];
  if (!ImGui::FindWindowByName(name))
    pane_moved_ = true;  // not drawn yet (predict just asked): next frame
  else
    ImGui::SetWindowFocus(name);
}

void Shell::keys_frame(float scale) const {
  // The figure shows its own focus (the ring); the menu bar lights its item.
  if (pane_ == Pane::Figure || pane_ == Pane::Menu || !interactive) return;
  const ImGuiWindow* at = GImGui->NavWindow ? GImGui->NavWindow->RootWindow : nullptr;
  if (!at || !at->WasActive) return;
  const float w = 3 * scale;
  const ImVec2 lo = at->Pos, hi = {at->Pos.x + at->Size.x, at->Pos.y + at->Size.y};
  ImGui::GetForegroundDrawList()->AddRect({lo.x + w / 2, lo.y + w / 2}, {hi.x - w / 2, hi.y - w / 2},
                                          to_imgui(palette::focus), 0, 0, w);
}


namespace {

ImVec2 to_imgui_point(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

}  // namespace

// The focus ring round a point, `radius` pixels: left out where it would run under one of last
// frame's labels (the point's own name sits that close: "P", "C₁"), so it never hides what it marks.
void Shell::ring_clear_of_labels(ImDrawList& list, ImVec2 centre, float radius, float width) const {
  constexpr int n = 64;
  const auto at = [&](int i) {
    const float a = 6.2831853f * static_cast<float>(i) / n;
    return ImVec2{centre.x + radius * std::cos(a), centre.y + radius * std::sin(a)};
  };
  const auto clear = [&](int i) {  // segment i, with its stroke and ImGui's soft edge, under no label
    const ImVec2 p = at(i), q = at(i + 1);
    const float pad = width / 2 + 1;
    const ScreenBox box{{std::min(p.x, q.x) - pad, std::min(p.y, q.y) - pad},
                        {std::max(p.x, q.x) + pad, std::max(p.y, q.y) + pad}};
    return std::none_of(label_boxes_.begin(), label_boxes_.end(), [&](const ScreenBox& l) { return l.overlaps(box); });
  };
  const ImU32 colour = to_imgui(palette::focus);
  bool all = true;
  for (int i = 0; i < n && all; ++i) all = clear(i);
  if (all) return list.AddCircle(centre, radius, colour, n, width);
  for (int i = 0; i < n; ++i) {
    if (!clear(i)) continue;
    list.PathLineTo(at(i));
    while (i < n && clear(i)) list.PathLineTo(at(++i));
    list.PathStroke(colour, 0, width);
  }
}

// The keyboard's focus, in dark indigo over the hover's yellow: a ring round a point, a track
// either side of a rim, a frame round a whole shape. On a vertex of a polygon that takes new
// vertices, its edge to the next vertex is shaded too: Insert adds the new one there.
void Shell::focus_ring(ImDrawList& list, float scale, const Handle& h) const {
  const Shape& s = scene_->state().shapes[h.shape];
  highlight(list, scale, h);
  ImGuiCanvas canvas(list, camera_, scale, {});
  const double px = scale / camera_.scale;  // one screen pixel in world units
  if (h.kind == HandleKind::Vertex) {
    const auto pts = handle_points(s);
    if (s.kind == ShapeKind::Polygon && s.editable && pts.size() >= 2)
      canvas.segment(pts[h.index], pts[(h.index + 1) % pts.size()], palette::focus.with_alpha(90), 7);
    ring_clear_of_labels(list, to_imgui_point(camera_.to_screen(pts[h.index])), 16 * scale, 3 * scale);
    return;
  }
  if (h.kind == HandleKind::Rim) {
    canvas.circle(s.points[0], s.radius + 8 * px, palette::focus, 2.5f);
    if (s.radius > 8 * px) canvas.circle(s.points[0], s.radius - 8 * px, palette::focus, 2.5f);
    return;
  }
  const auto pts = handle_points(s);
  if (pts.empty()) return;
  ImVec2 lo{FLT_MAX, FLT_MAX}, hi{-FLT_MAX, -FLT_MAX};
  for (const Vec2& p : pts) {
    const Vec2 q = camera_.to_screen(p);
    lo = {std::min(lo.x, float(q.x)), std::min(lo.y, float(q.y))};
    hi = {std::max(hi.x, float(q.x)), std::max(hi.y, float(q.y))};
  }
  const float pad = 14 * scale;
  list.AddRect({lo.x - pad, lo.y - pad}, {hi.x + pad, hi.y + pad}, to_imgui(palette::focus), 4 * scale, 0, 3 * scale);
}

}  // namespace lab
