// One frame of the app (shell.hpp): scenes and lessons opened, commands, the panes drawn.
//
// Index of this file:
//   [SECTION] the book: scene_list, the bundled lessons
//   [SECTION] opening: a scene, a lesson, a lesson file, a step; a new state
//   [SECTION] command: every key and menu item
//   [SECTION] frame: the scene list, the fit, the canvas, the mouse, the grid, the caption, the panel
//   [SECTION] the panel's parts: the heading, the state and picture buttons, input problems, lessons
#include "shell/shell.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "scenes/panel.hpp"
#include "scenes/palette.hpp"
#include "scenes/panel_text.hpp"
#include "formats/text_scripts.hpp"
#include "shell/note_text.hpp"
#include "scenes/predict_canvas.hpp"
#include "scenes/figure_chain.hpp"
#include "shell/presenter.hpp"
#include "scenes/registry.hpp"
#include "formats/json_checked.hpp"
#include "formats/state_link.hpp"
#include "files/settings.hpp"
#include "shell/shell_files.hpp"
#include "formats/state_json.hpp"
#include "window/figure_marks.hpp"
#include "window/grid_layout.hpp"
#include "window/svg_screenshot.hpp"  // font_measure

namespace lab {
namespace {

ImVec4 to_vec4(Color c) { return ImGui::ColorConvertU32ToFloat4(to_imgui(c)); }

// The world rectangle holding every shape (circles whole), at least a fifth of its longer side
// each way (a flat figure keeps some height); 2 units round a single point.
collide::Rect bounds(const SceneState& state) {
  Vec2 lo{std::numeric_limits<double>::infinity()}, hi{-std::numeric_limits<double>::infinity()};
  for (const auto& s : state.shapes) {
    const double r = s.kind == ShapeKind::Circle ? s.radius : 0;
    for (const auto& p : s.points) {
      lo = glm::min(lo, p - Vec2{r, r});
      hi = glm::max(hi, p + Vec2{r, r});
    }
  }
  if (!(lo.x <= hi.x)) return {-5, -5, 10, 10};
  const Vec2 mid = (lo + hi) * 0.5;
  const double span = std::max(hi.x - lo.x, hi.y - lo.y);
  const double least = span > 0 ? 0.1 * span : 1;
  const Vec2 half = glm::max((hi - lo) * 0.5, Vec2{least, least});
  return {mid.x - half.x, mid.y - half.y, 2 * half.x, 2 * half.y};
}

// The part of a lesson step's `view` the `shapes` (their bounds) lie in, when they leave some of
// it empty: all predict mode draws there, the room the teacher framed for the answer's marks (the
// axes, the key) being empty until the reveal. None when they fill the view or lie outside it.
std::optional<collide::Rect> shapes_in_view(const collide::Rect& view, const collide::Rect& shapes) {
  const double x0 = std::max(view.x, shapes.x), x1 = std::min(view.x + view.w, shapes.x + shapes.w);
  const double y0 = std::max(view.y, shapes.y), y1 = std::min(view.y + view.h, shapes.y + shapes.h);
  if (!(x0 < x1 && y0 < y1)) return std::nullopt;
  if (x0 == view.x && y0 == view.y && x1 == view.x + view.w && y1 == view.y + view.h) return std::nullopt;
  return collide::Rect{x0, y0, x1 - x0, y1 - y0};
}

constexpr ImGuiWindowFlags fixed_window = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                          ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;

}  // namespace

// [SECTION] the book: scene_list, the bundled lessons
std::vector<SceneEntry> scene_list() {
  std::vector<SceneEntry> out;
  for (const Chapter& chapter : contents())  // read from the table: no scene is built
    for (const ContentsEntry& entry : chapter.scenes)
      out.push_back({std::string(entry.id), std::string(chapter.title), std::string(entry.title)});
  return out;
}

const std::vector<BundledLessonEntry>& bundled_lesson_entries() {
  // Each lesson's title, read once (checking a lesson builds a scene per step): a bad bundled
  // file, which the tests would have caught, shows its message instead of crashing the app.
  static const std::vector<BundledLessonEntry> entries = [] {
    std::vector<BundledLessonEntry> out;
    for (const auto& [id, text] : bundled_lesson_files()) {
      try {
        out.push_back({id, bundled_lesson(id).title, ""});
      } catch (const StateError& e) { out.push_back({id, "", e.what()}); }
    }
    return out;
  }();
  return entries;
}

// [SECTION] opening: a scene, a lesson, a lesson file, a step; a new state
Shell::Shell(int index) : entries_(scene_list()) {
  open(index);
  scan_own_lessons();
  if (const auto dir = config_dir(); !dir.empty()) recent_ = RecentFiles(dir / "recent.json");
}

void Shell::open(int index) {
  const int n = static_cast<int>(all_scenes().size());
  if (n == 0) return;
  if (scene_) {  // the scene left keeps its edits (restore_session brings them back)
    drag_.reset();
    commit();
  }
  const int next = ((index % n) + n) % n;
  if (next != index_ || !scene_) {  // what was said of the scene left is not true of this one
    message_.clear();
    picture_message_ = {};
    file_.clear();
  }
  drag_.clear_refusal();
  index_ = next;
  scene_ = all_scenes()[index_]();
  step_view_.reset();  // a lesson step's zoom belongs to its own scene (show_step sets it after)
  restore_session();
  drag_.reset();
  focus_.reset();
  fit_pending_ = true;
  predict_.off();  // predict mode ends with its scene (a lesson step asks again: show_step)
}

void Shell::open_lesson(Lesson lesson, int step, std::string source) {
  drag_.reset();
  commit();  // the scene's own edits, before the lesson's steps replace them on screen
  // Text in a script the app draws wrong is said, not shown as "???"; the rest of it is drawn.
  if (std::string why = unshaped_lesson_text(lesson); !why.empty())
    notice_ = "This lesson cannot be shown as written: " + why + ".";
  lesson_characters_ = lesson_characters(lesson);
  lesson_.emplace(std::move(lesson));
  lesson_source_ = std::move(source);
  message_.clear();  // "Saved …" was about the scene, not the lesson
  picture_message_ = {};
  file_.clear();
  lesson_->go(step);
  show_step();
}

std::u32string Shell::characters() const {
  const std::u32string editor = editor_.characters();
  std::u32string some, all;
  std::set_union(lesson_characters_.begin(), lesson_characters_.end(), editor.begin(), editor.end(),
                 std::back_inserter(some));
  std::set_union(some.begin(), some.end(), own_characters_.begin(), own_characters_.end(), std::back_inserter(all));
  return all;
}

// What the lesson showed last stays on screen, as one more change in that scene's history.
void Shell::close_lesson() {
  if (!lesson_) return;
  lesson_.reset();
  lesson_source_.clear();
  lesson_characters_.clear();
  predict_.off();  // and with its lesson
  step_view_.reset();
  step_history_.reset();
  drag_.reset();
  commit();
}

bool Shell::open_lesson_file(const std::filesystem::path& file) {
  try {
    notice_.clear();  // before opening: a lesson with text the app cannot draw sets it again
    Lesson lesson = load_lesson(file);
    check_lesson_questions(lesson, file.string());  // every step's question has an answer
    open_lesson(std::move(lesson), 0, lesson_source_of(file.string()));
  } catch (const StateError& e) {
    notice_ = e.what();
    return false;
  }
  return true;
}

// The step's scene with the step's state: whatever was dragged before is gone.
void Shell::show_step() {
  const auto& step = lesson_->step();
  for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
    if (entries_[i].id != step.scene) continue;
    if (i != index_) open(i);
    set_state(step.state);
    step_view_ = step.view;                  // the step's zoom, or a fit of the figure
    step_history_.emplace(scene_->state());  // undo goes back as far as the step, no further
    // A step that asks the class opens with its answer hidden.
    step.ask.empty() ? predict_.off() : predict_.ask();
    return;
  }
}

void Shell::step_to(bool moved) {
  if (moved) show_step();
}

void Shell::set_state(SceneState state) {
  scene_->set_state(std::move(state));
  drag_.reset();
  focus_.reset();
  drag_.clear_refusal();
  fit_pending_ = true;
}

// [SECTION] command: every key and menu item
void Shell::command(Command c) {
  if (scroll_help(c)) return;  // Page Up / Down and ↑ / ↓ scroll an open help sheet
  const double step = std::min(camera_.size.x, camera_.size.y) * 0.1;
  nudging_ = false;  // any other key ends a burst of nudges: commit() below records it
  const bool vertex_focused = focused_handle() && focused_handle()->kind == HandleKind::Vertex;
  switch (c) {
    case Command::PreviousScene:
      close_lesson();
      open(index_ - 1);
      break;
    case Command::NextScene:
      close_lesson();
      open(index_ + 1);
      break;
    case Command::NextStep:
      if (lesson_) step_to(lesson_->next());
      break;
    case Command::PreviousStep:
      if (lesson_) step_to(lesson_->previous());
      break;
    case Command::FirstStep:
      if (lesson_) step_to(lesson_->first());
      break;
    case Command::StepBackOrDeleteVertex:
      if (vertex_focused)
        focus_.remove_vertex(*scene_);
      else if (drag_.hovered() && drag_.hovered()->kind == HandleKind::Vertex)
        drag_.remove_hovered(*scene_);
      else if (lesson_)
        step_to(lesson_->previous());
      break;
    case Command::Reset:
      if (lesson_) {  // in a lesson, R goes back to the step, not to the scene's own start
        show_step();
        break;
      }
      scene_->reset();
      drag_.reset();
      drag_.clear_refusal();
      fit_pending_ = true;
      break;
    case Command::Fit:  // F fits the figure itself, even in a step saved with its own zoom
      step_view_.reset();
      fit_pending_ = true;
      break;
    case Command::SavePicture: picture_requested_ = true; break;
    case Command::ToggleSnap: snap_ = !snap_; break;
    case Command::ToggleHelp: help_ = !help_; break;
    case Command::CloseHelp:  // Esc: the help if open, else the handle's focus, else presenter mode
      if (help_)
        help_ = false;
      else if (focused_handle())
        focus_.reset();
      else if (predict_.arrow_focused())
        predict_.focus_arrow(false, {});
      else
        present_ = false;
      break;
    case Command::TogglePresent: present_ = !present_; break;
    case Command::TogglePredict: predict_.toggle(); break;
    case Command::RevealOrNextStep:
      if (predict_.asking()) {
        if (!answer_arrow()) predict_.reveal();  // with the focused arrow, else without an answer
      } else if (lesson_) {
        step_to(lesson_->next());
      }
      break;
    case Command::PanLeft: camera_.pan({step, 0}); break;
    case Command::PanRight: camera_.pan({-step, 0}); break;
    case Command::PanUp: camera_.pan({0, step}); break;
    case Command::PanDown: camera_.pan({0, -step}); break;
    case Command::ZoomIn: camera_.zoom_at(camera_.origin + camera_.size * 0.5, 1.25); break;
    case Command::ZoomOut: camera_.zoom_at(camera_.origin + camera_.size * 0.5, 0.8); break;
    case Command::DeleteVertex:  // the focused vertex, else the one under the mouse
      vertex_focused ? (void)focus_.remove_vertex(*scene_) : (void)drag_.remove_hovered(*scene_);
      break;
    case Command::AddVertex: focus_.add_vertex(*scene_); break;
    case Command::FocusNextHandle:
    case Command::FocusPreviousHandle:
      if (focus_arrow()) break;
      focus_.step(*scene_, c == Command::FocusNextHandle);
      focus_picks_edge();
      break;
    case Command::NextPane: move_pane(true); break;
    case Command::PreviousPane: move_pane(false); break;
    case Command::MenuKeys: menu_keys(); break;
    case Command::Undo: undo(); break;
    case Command::Redo: redo(); break;
    case Command::SaveState: ask_for_file(PathDialog::Purpose::SaveState); break;
    case Command::OpenFile: ask_for_file(PathDialog::Purpose::Open); break;
    case Command::PasteLink: {
      const char* text = ImGui::GetClipboardText();
      open_link(text ? text : "");
      break;
    }
    case Command::PlayPause:
      if (!answer_arrow()) scene_->play(Scene::Play::Toggle);
      break;
    case Command::PlayStepOn: scene_->play(Scene::Play::StepOn); break;
    case Command::PlayStepBack: scene_->play(Scene::Play::StepBack); break;
  }
  commit();
}

// [SECTION] frame: the scene list, the fit, the canvas, the mouse, the grid, the caption, the panel
void Shell::frame(const Fonts& fonts, float scale) {
  if (!scene_) return;
  if (interactive) apply_pane();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  // Presenter mode: no sidebar, no panel, the figure over the whole window and drawn larger.
  const float figure = present_ ? scale * presenter_zoom : scale;
  const Fonts& figure_fonts = present_ ? presenter_fonts(fonts) : fonts;
  // In presenter mode a lesson's note takes a column of its own, left of the figure.
  // The panes grow with the text; past 22 % and 34 % of the window only when the text is
  // larger than normal, and never so far that the figure has no room.
  const float grow = std::max(1.0f, scale);
  // The menu bar on top (not in presenter mode, nor in a picture); either side pane may be
  // collapsed from the View menu, giving its width to the figure.
  const float top = show_menu && !present_ ? menu_bar(fonts, scale) : 0;
  const float height = display.y - top;
  const float side = present_ ? (lesson_ ? lesson_column_width(display.x, figure) : 0)
                     : show_sidebar && show_scene_list
                         ? std::min(250 * scale, display.x * std::min(0.22f * grow, 0.26f))
                         : 0;
  const float right = present_ || !show_panel ? 0 : std::min(360 * scale, display.x * std::min(0.34f * grow, 0.38f));
  scene_->tick(ImGui::GetIO().DeltaTime);  // a figure that plays takes its next step on time
  drag_.grab_radius = 10 * figure;
  drag_.grid_pixels = 40 * figure;
  if (present_ && lesson_)
    lesson_column(fonts, figure, *lesson_, side, predict_.asking());
  else if (side > 0)
    sidebar(fonts, scale, {0, top}, {side, height});
  canvas(figure_fonts, figure, {side, top}, {display.x - side - right, height});
  overlays(figure_fonts, figure, {side, top}, {display.x - side - right, height});
  if (right > 0) panel(fonts, scale, {display.x - right, top}, {right, height});
  if (help_) help(fonts, scale);
  about_window(scale);
  file_windows(fonts, scale);
  keys_frame(scale);
  if (!ImGui::IsAnyItemActive()) commit();  // a slider or a field being dragged is one change, at its end
}

void Shell::sidebar(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("Scenes", nullptr, fixed_window | ImGuiWindowFlags_NoTitleBar);
  if (pane_ != Pane::Figure && !pane_moved_ && ImGui::IsWindowFocused())
    pane_ = Pane::Scenes;  // clicked while navigating
  ImGui::PushFont(fonts.heading);
  fit_text("Collision Lab");
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  fit_text("H: help   PgUp/PgDn: scenes");
  ImGui::PopStyleColor();
  std::string chapter;
  for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
    const auto& e = entries_[i];
    if (e.chapter != chapter) {
      chapter = e.chapter;
      ImGui::Spacing();
      ImGui::Separator();
      fit_text(palette::muted, chapter);
    }
    ImGui::PushID(i);
    if (fit_selectable(e.title, i == index_ && !lesson_) && (i != index_ || lesson_)) {
      close_lesson();
      open(i);
    }
    // The id for --scene; the whole title too when it is cut short.
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s", e.title.c_str(), e.id.c_str());
    ImGui::PopID();
  }
  if (entries_.empty()) ImGui::TextWrapped("No scenes are registered yet.");
  lessons_list();
  recent_list();
  (void)scale;
  ImGui::End();
}

float Shell::caption_height(float scale) const { return Fonts::caption_size * scale * 2.1f; }

Shell::CaptionLines Shell::caption_lines(const Fonts& fonts, float scale, float width) const {
  CaptionLines out;
  const std::string text = scene_->caption();
  if (text.empty()) return out;
  ImFont* font = fonts.caption;
  const float pad = 16 * scale;
  const float room = width - 2 * pad;
  // Shrink a long caption to fit one line, down to 70 %; beyond that it wraps.
  out.px = Fonts::caption_size * scale;
  const float one_line = font->CalcTextSizeA(out.px, FLT_MAX, 0, text.c_str()).x;
  if (one_line > room) out.px = std::max(out.px * 0.7f, out.px * room / one_line);
  // Wrapped at spaces only, never inside a number ("|PQ| = 3." / "2" as ImGui would break it).
  out.lines = wrap_at_spaces(text, room, font, out.px);
  out.extent = font->CalcTextSizeA(out.px, FLT_MAX, 0, out.lines.c_str());
  out.strip = std::max(caption_height(scale), out.extent.y + 2 * pad * 0.75f);
  return out;
}

float Shell::covered_for_view(const Fonts& fonts, float scale) const {
  if (predict_.asking() && predict_strip_ > 0) return predict_strip_;  // no caption while it asks
  const float width = static_cast<float>(camera_.size.x);
  const CaptionLines caption = caption_lines(fonts, scale, width);
  if (caption.lines.empty()) return 0;
  const auto result = revealed_result();
  return caption.strip + (result ? reveal_band_height(fonts, scale, result->first, width) : 0);
}

float Shell::covered_at_top(const Fonts& fonts, float scale) const {
  if (!present_ || !scene_->plays()) return 0;
  const ImVec2 pos{static_cast<float>(camera_.origin.x), static_cast<float>(camera_.origin.y)};
  const ImVec2 size{static_cast<float>(camera_.size.x), static_cast<float>(camera_.size.y)};
  return play_keys_box(fonts, scale, pos, size).max.y - pos.y + 4 * scale;
}

bool Shell::step_view_stale() const {
  // Not when only the caption's length changed (a drag): the figure would zoom under the mouse.
  return step_view_ && view_is_fitted() &&
         (predict_.phase() != fitted_phase_ ||
          (predict_.asking() && predict_strip_ > 0 && std::abs(predict_strip_ - fitted_bottom_) > 0.5f));
}

void Shell::fit(const Fonts& fonts, float scale) {
  if (step_view_) {
    // The world rectangle the teacher framed, edge to edge in the figure's part that nothing
    // covers: above the caption strip, or predict's strip while it asks, and under the play keys.
    fitted_bottom_ = covered_for_view(fonts, scale);
    fitted_phase_ = predict_.phase();
    // While the class predicts, only the shapes are drawn: fitted as a figure is (with a margin
    // for their dots and names), not small in the room left for the key predict hides.
    const auto shapes = predict_.asking() ? shapes_in_view(*step_view_, bounds(scene_->state())) : std::nullopt;
    const float top = covered_at_top(fonts, scale);
    scene_->set_room(camera_.room(0, fitted_bottom_, top) / static_cast<double>(scale));  // UI scale 1
    if (shapes)
      camera_.fit(*shapes, 50 * scale, fitted_bottom_, top);
    else
      camera_.fit(*step_view_, 0, fitted_bottom_, top);
  } else {
    const float top = covered_at_top(fonts, scale);
    scene_->set_room(camera_.room(50 * scale, caption_height(scale), top) / static_cast<double>(scale));  // UI scale 1
    camera_.fit(scene_->frame().value_or(bounds(scene_->state())), 50 * scale, caption_height(scale), top);
  }
  fit_pending_ = false;
  fitted_ = {camera_.center, camera_.scale};
}

bool Shell::view_is_fitted() const { return camera_.center == fitted_.first && camera_.scale == fitted_.second; }

void Shell::canvas(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  figure_scale_ = scale;
  camera_.origin = {pos.x, pos.y};
  const Vec2 new_size{std::max(size.x, 1.0f), std::max(size.y, 1.0f)};
  // A resized window (or a new UI scale) re-fits the figure, until the user pans or zooms.
  if (new_size != camera_.size && view_is_fitted()) fit_pending_ = true;
  camera_.size = new_size;
  if (step_view_stale()) fit_pending_ = true;  // predict mode came or went, or its strip settled
  if (fit_pending_) fit(fonts, scale);

  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("Canvas", nullptr,
               fixed_window | ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar(2);
  // No rectangle of the paper's colour under the figure: every frame and picture is cleared to it
  // first (render_frame, screenshot.cpp, draw_frame), and a software WebGL would fill it again.
  ImDrawList& list = *ImGui::GetWindowDrawList();

  if (interactive) {
    ImGui::InvisibleButton("figure", {std::max(size.x, 1.0f), std::max(size.y, 1.0f)},
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                               ImGuiButtonFlags_MouseButtonMiddle);
    mouse(scale);
  }

  // The figure first (channel 1, on top), then the grid beneath it (channel 0), so the grid's
  // numbers know where the figure's labels are and give way to them.
  list.ChannelsSplit(2);
  list.ChannelsSetCurrent(1);
  if (!picture_requested_) {  // no yellow hover halo and no focus ring in a saved picture
    if (const auto& h = drag_.grabbed() ? drag_.grabbed() : drag_.hovered()) highlight(list, scale, *h);
    if (const auto f = focused_handle()) focus_ring(list, scale, *f);
  }
  result_ = revealed_result();
  // The figure's own area: between the play keys and the strip really drawn under it this frame
  // (a caption of two or three lines, the result's band; predict's strip while it asks), so no key
  // or label is placed where a strip or the keys will cover it.
  covered_ = covered_for_view(fonts, scale);
  top_covered_ = covered_at_top(fonts, scale);
  ImGuiCanvas canvas(list, camera_, scale, fonts.labels, covered_, top_covered_);
  canvas.panel_hidden = present_;
  marks_.restart(number_rooms(camera_, scale, covered_));  // what the figure draws where numbers go
  MarkingCanvas marking(canvas, camera_, marks_);
  if (predict_.asking()) {  // only the shapes, as on paper
    PredictCanvas shapes_only(marking);
    scene_->draw(shapes_only);
  } else {
    draw_figure(*scene_, marking);  // as every figure is drawn (issue 26)
  }
  guessed_arrow(canvas);
  label_boxes_ = canvas.label_boxes();
  label_pixels_ = canvas.label_pixels();
  list.ChannelsSetCurrent(0);
  grid(list, fonts, scale, marks_);
  list.ChannelsMerge();

  bottom_covered_ = predict_.asking() ? 0 : caption(list, fonts, scale, pos, size);
  ImGui::End();
}

void Shell::mouse(float scale) {
  const ImGuiIO& io = ImGui::GetIO();
  const Vec2 at{io.MousePos.x, io.MousePos.y};
  const bool hovered = ImGui::IsItemHovered();
  const bool snap = snap_ != io.KeyShift;  // Shift snaps; with G on, Shift frees
  if (hovered && (ImGui::IsMouseClicked(ImGuiMouseButton_Left) || ImGui::IsMouseClicked(ImGuiMouseButton_Right)))
    pane_ = Pane::Figure;  // a click on the figure gives it the keys back

  if (arrow_input(at, hovered)) {
    drag_.reset();  // a push question: the left button draws the class's arrow, no shape moves
  } else {
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
      if (!(ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left) && drag_.double_click(*scene_, camera_, at)))
        drag_.press(*scene_, camera_, at);
    }
    if (drag_.grabbed()) {
      drag_.move(*scene_, camera_, at, snap);  // also to where the button was let go
      if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) drag_.release();
    } else if (hovered) {
      drag_.hover(*scene_, camera_, at);
    } else if (!ImGui::IsItemActive()) {
      drag_.reset();
    }
  }

  // Right button: a drag pans, a click removes a vertex. Middle drag pans too.
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    right_press_ = at;
    right_dragged_ = false;
  }
  if (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Right)) {
    if (glm::length(at - right_press_) > 4 * scale) right_dragged_ = true;
    if (right_dragged_) camera_.pan({io.MouseDelta.x, io.MouseDelta.y});
  }
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Right) && hovered && !right_dragged_)
    drag_.remove_at(*scene_, camera_, at);
  if (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Middle))
    camera_.pan({io.MouseDelta.x, io.MouseDelta.y});

  if (hovered && io.MouseWheel != 0) camera_.zoom_at(at, std::pow(1.15, io.MouseWheel));

  if (drag_.grabbed())
    ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeAll);
  else if (drag_.hovered())
    ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
}

void Shell::grid(ImDrawList& list, const Fonts& fonts, float scale, const FigureMarks& marks) {
  ImFont* font = fonts.labels[0];
  std::vector<ScreenBox> keep_off = label_boxes_;
  if (top_covered_ > 0) {  // the play keys' band, over the numbers there
    const ImVec2 top_left{static_cast<float>(camera_.origin.x), static_cast<float>(camera_.origin.y)};
    keep_off.push_back({top_left, {top_left.x + static_cast<float>(camera_.size.x), top_left.y + top_covered_}, false});
  }
  GridLayout g = grid_layout(camera_, scale, covered_, keep_off, marks, font_measure(font));
  if (!scene_->grid_numbers()) without_coordinates(g);  // several pictures side by side
  const ImU32 line = to_imgui(palette::grid), axis = to_imgui(palette::axis.with_alpha(170));
  for (const auto& l : g.lines) list.AddLine(l.a, l.b, l.axis ? axis : line, (l.axis ? 1.5f : 1.0f) * scale);
  grid_lines_ = g.lines;
  const float size = Canvas::font_pixels(TextSize::Small) * scale;
  tick_boxes_.clear();
  for (const auto& n : g.numbers) {
    tick_boxes_.push_back(n.box);
    list.AddText(font, size, n.at, to_imgui(palette::muted), n.text.c_str());
  }
}

void Shell::highlight(ImDrawList& list, float scale, const Handle& h) const {
  if (h.shape >= static_cast<int>(scene_->state().shapes.size())) return;
  const Shape& s = scene_->state().shapes[h.shape];
  // Through a canvas, so the halo is cut to the view as the shape it lies under is.
  ImGuiCanvas canvas(list, camera_, scale, {});
  const Color halo = palette::hover.with_alpha(200);
  constexpr float wide = 10;
  if (h.kind == HandleKind::Vertex) {
    const auto pts = handle_points(s);
    if (h.index < static_cast<int>(pts.size())) canvas.fill_circle(pts[h.index], 12 * scale / camera_.scale, halo);
    return;
  }
  if (s.kind == ShapeKind::Circle && !s.points.empty()) {
    if (h.kind == HandleKind::Rim)
      canvas.circle(s.points[0], s.radius, halo, wide);
    else
      canvas.fill_circle(s.points[0], s.radius, palette::hover.with_alpha(90));
    return;
  }
  std::vector<Vec2> pts = s.points;
  if (s.kind == ShapeKind::Rect) {
    const auto corners = handle_points(s);
    pts = {corners[0], corners[2], corners[1], corners[3]};
  }
  if (pts.size() < 2) return;
  const bool closed = s.kind == ShapeKind::Polygon || s.kind == ShapeKind::Rect;
  if (closed) {
    canvas.polygon(pts, halo, wide);
  } else {
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) canvas.segment(pts[i], pts[i + 1], halo, wide);
  }
}

float Shell::caption(ImDrawList& list, const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) const {
  const CaptionLines caption = caption_lines(fonts, scale, size.x);
  if (caption.lines.empty()) return 0;
  const float pad = 16 * scale;
  // After a reveal, a band on top of the strip holds the class's result.
  const float band = result_ ? reveal_band_height(fonts, scale, result_->first, size.x) : 0;
  const float strip = caption.strip + band;
  const ImVec2 top{pos.x, pos.y + size.y - strip};
  list.AddRectFilled(top, {pos.x + size.x, pos.y + size.y}, to_imgui(palette::caption_strip));
  list.AddLine(top, {pos.x + size.x, top.y}, to_imgui(palette::grid), 1.5f * scale);
  if (result_) reveal_line(list, fonts, scale, result_->first, result_->second, top, size.x);
  const ImVec2 at{pos.x + std::max(pad, (size.x - caption.extent.x) / 2),
                  top.y + band + (strip - band - caption.extent.y) / 2};
  list.AddText(fonts.caption, caption.px, at, to_imgui(palette::text), caption.lines.c_str());
  return strip;
}

void Shell::panel(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("Panel", nullptr, fixed_window | ImGuiWindowFlags_NoTitleBar);
  if (pane_ != Pane::Figure && !pane_moved_ && ImGui::IsWindowFocused()) pane_ = Pane::Panel;
  if (!notice_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, to_vec4(palette::deciding));
    ImGui::TextWrapped("%s", with_warning_mark(notice_).c_str());
    ImGui::PopStyleColor();
    if (ImGui::SmallButton("OK")) notice_.clear();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Read: hide this message");
    ImGui::Separator();
  }
  if (lesson_) lesson_block(fonts, scale);
  scene_heading(fonts);
  file_buttons();
  state_buttons();
  picture_button();
  input_problems();
  ImGui::Separator();
  if (predict_.asking()) {  // the table would give the answer away
    ImGui::TextWrapped(
        "The answer is hidden until the class has predicted: choose under the figure, or Space to "
        "reveal. P leaves predict mode.");
    ImGui::End();
    return;
  }
  // The scene's own widgets; recompute if they changed an option.
  const auto options = scene_->state().options;
  scene_panel(*scene_);  // and what its ▶ means, when it has one
  if (scene_->state().options != options) scene_->update();
  ImGui::End();
}

// [SECTION] the panel's parts: the heading, the state and picture buttons, input problems, lessons
void Shell::scene_heading(const Fonts& fonts) {
  const auto& info = scene_->info();
  ImGui::PushFont(fonts.heading);
  ImGui::TextWrapped("%s", std::string(info.title).c_str());
  ImGui::PopFont();
  fit_text(palette::muted, info.chapter);
  ImGui::Spacing();
  // While the class predicts, the scene's how-to may tell the answer ("…yet SAT says collide").
  if (!predict_.asking()) ImGui::TextWrapped("%s", std::string(info.how_to).c_str());
  ImGui::Spacing();
}

std::string Shell::state_text() const {
  return json_checked::write_exact(state_to_json(scene_->state(), scene_->info().id).dump(2));
}

// Start from a preset, Reset, Fit, Copy state, and the grid snap (Copy link is by Save picture).
void Shell::state_buttons() {
  const auto presets = scene_->presets();
  if (presets.size() > 1) {
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo("##preset", "Start from\u2026")) {
      for (const auto& p : presets) {
        if (ImGui::Selectable(p.name.c_str())) set_state(p.state);
        if (ImGui::IsItemHovered())
          ImGui::SetTooltip("Put the shapes where this start has them (Undo brings them back)");
      }
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Put the shapes where one of the figure's starts has them");
  }
  if (ImGui::Button("Reset (R)")) command(Command::Reset);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(lesson_ ? "Back to this step's start"
                              : "Back to the scene's start (Undo brings the shapes back)");
  same_line_if_button_fits("Fit (F)");
  if (ImGui::Button("Fit (F)")) command(Command::Fit);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Fit the figure to the view");
  same_line_if_button_fits("Copy state");
  if (ImGui::Button("Copy state")) {
    copied_ = state_text();
    ImGui::SetClipboardText(copied_.c_str());
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Copy the shapes as JSON, for --state FILE.json");
  // "copied" until the next drag changes the state. The text is written only while it is shown:
  // writing it twice in every frame was a sixth of the soak test's time under the sanitizers.
  if (!copied_.empty() && copied_ != state_text()) copied_.clear();
  if (!copied_.empty()) {
    ImGui::SameLine();
    ImGui::TextUnformatted("copied");
  }
  fit_checkbox("Snap to grid (G, or hold Shift)", &snap_);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Dragged points land on the grid; Shift does the other way while held");
}

void Shell::picture_button() {
  if (ImGui::Button("Save picture (Ctrl+E)")) command(Command::SavePicture);
  // No tooltip over the picture being taken; once saved, the message says it better.
  if (ImGui::IsItemHovered() && !picture_requested_ && picture_message_.first.empty())
    ImGui::SetTooltip("The figure and caption as PNG and SVG, into Pictures/Collision Lab");
  // Beside it, the other way to hand the figure on: as a link (a row of its own would push the
  // separating-axis table below the fold at 1280×800).
  same_line_if_button_fits("Copy link");
  if (ImGui::Button("Copy link")) {
    ImGui::SetClipboardText(state_link(scene_->state(), scene_->info().id).c_str());
    linked_ = state_text();
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Copy the state as a link, collision-lab://state/\u2026: Ctrl+V in the window opens it");
  if (!linked_.empty() && linked_ != state_text()) linked_.clear();  // as "Copy state"'s
  if (!linked_.empty()) {
    ImGui::SameLine();
    ImGui::TextUnformatted("copied");
  }
  if (!picture_message_.first.empty()) {
    const bool saved = picture_message_.second;  // else the error, marked as every vermillion line is
    ImGui::PushStyleColor(ImGuiCol_Text, to_vec4(saved ? palette::muted : palette::deciding));
    ImGui::TextWrapped("%s", (saved ? picture_message_.first : with_warning_mark(picture_message_.first)).c_str());
    ImGui::PopStyleColor();
  }
}

// A drag or a key (Insert, Delete) the shell refused, and the scene's warnings about its input.
void Shell::input_problems() {
  for (const std::string* refused : {&drag_.refusal(), &focus_.refusal()}) {
    if (refused->empty()) continue;
    ImGui::PushStyleColor(ImGuiCol_Text, to_vec4(palette::deciding));
    ImGui::TextWrapped("%s", with_warning_mark(*refused).c_str());
    ImGui::PopStyleColor();
  }
  // Here only, for every scene: the scenes' panels do not repeat them.
  const auto warnings = scene_->warnings();
  if (!warnings.empty()) ImGui::Spacing();
  panel_warnings(warnings);
}

// The bundled lessons under the scenes; choosing one opens its first step.
void Shell::lessons_list() {
  const auto& files = bundled_lesson_files();
  if (files.empty()) return;
  ImGui::Spacing();
  ImGui::Separator();
  fit_text(palette::muted, "Lessons (\u2192 / \u2190: steps)");
  for (const auto& e : bundled_lesson_entries()) {
    ImGui::PushID(std::string(e.id).c_str());
    if (!e.error.empty()) {
      ImGui::TextDisabled("%s", e.error.c_str());
    } else {
      if (fit_selectable(e.title, lesson_ && lesson_->lesson().title == e.title))
        open_lesson(bundled_lesson(e.id), 0, std::string(e.id));
      // The whole title too when it is cut short, as for a scene.
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\nOpen this lesson at its first step", e.title.c_str());
    }
    ImGui::PopID();
  }
  for (const auto& [file, title] : own_lessons_) {
    ImGui::PushID(file.string().c_str());
    // A title in a script the app draws wrong (Arabic unjoined) is marked, and the tip says why.
    if (fit_selectable(own_lesson_label(title), false)) open_lesson_file(file);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", own_lesson_tooltip(title, file).c_str());
    ImGui::PopID();
  }
}

// The top of the panel in a lesson: its title, "step 3 of 8" with buttons, the note in large
// type and the question for the class.
void Shell::lesson_block(const Fonts& fonts, float scale) {
  ImGui::PushFont(fonts.heading);
  // Wrapped, at most four lines: a title of any length never floods the panel or the draw list.
  ImGui::TextUnformatted(clipped_lines(ImGui::GetFont(), ImGui::GetFontSize(), ImGui::GetContentRegionAvail().x,
                                       lesson_->lesson().title, 4)
                             .c_str());
  ImGui::TextUnformatted(lesson_->position().c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::BeginDisabled(lesson_->index() == 0);
  if (ImGui::ArrowButton("##previous", ImGuiDir_Left)) command(Command::PreviousStep);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Previous step (\u2190)");
  ImGui::SameLine();
  ImGui::BeginDisabled(lesson_->index() + 1 == lesson_->count());
  if (ImGui::ArrowButton("##next", ImGuiDir_Right)) command(Command::NextStep);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Next step (\u2192 or Space)");
  ImGui::SameLine();
  if (ImGui::SmallButton("Close")) {
    close_lesson();
    return;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Leave the lesson; the scene stays as it is");
  // What the notice above says already (the lesson's text the app draws wrong) is not said twice:
  // the step's own lines once it is read (OK), or when it said nothing (a screenshot's '?'s).
  for (const std::string& flag : notice_.empty()
                                     ? step_flags(fonts, lesson_->lesson().title, lesson_->step(), predict_.asking())
                                     : std::vector<std::string>{}) {
    ImGui::PushStyleColor(ImGuiCol_Text, to_vec4(palette::deciding));
    ImGui::TextWrapped("%s", flag.c_str());
    ImGui::PopStyleColor();
  }
  const float width = ImGui::GetContentRegionAvail().x;
  const ImU32 text = to_imgui(palette::text);
  note_text(note_runs(note_head(note_shown(lesson_->step(), predict_.asking()))), fonts.note, fonts.note_bold,
            Fonts::note_size * scale, width, text);
  if (!lesson_->step().ask.empty()) {
    ImGui::Spacing();
    ask_text(lesson_->step().ask, fonts.note, fonts.note_bold, Fonts::note_size * scale, width);
  }
  ImGui::Separator();
  ImGui::Spacing();
}

}  // namespace lab
