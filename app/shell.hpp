// One frame of Collision Lab as ImGui windows: the scene list on the left, the canvas in the
// middle with the caption under the figure, the scene's panel on the right, the help overlay.
// No SDL here: the window and the screenshot both drive it, between ImGui::NewFrame and Render.
#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "camera.hpp"
#include "drag_controller.hpp"
#include "fonts.hpp"
#include "lesson.hpp"
#include "predict.hpp"
#include "scene.hpp"

namespace lab {

/// What a key does, independent of the key. The window maps keys to these.
enum class Command {
  PreviousScene, NextScene, Reset, Fit, ToggleSnap, ToggleHelp,
  PanLeft, PanRight, PanUp, PanDown, ZoomIn, ZoomOut, DeleteVertex, CloseHelp,
  NextStep, PreviousStep, FirstStep,  ///< in a lesson (otherwise nothing)
  StepBackOrDeleteVertex,             ///< remove the hovered vertex; with none, the previous step
  TogglePresent,                      ///< presenter mode on or off (F5; Esc leaves it)
  TogglePredict,                      ///< predict mode on or off (P)
  RevealOrNextStep,                   ///< Space: reveal a hidden answer, else the next step
};

struct SceneEntry {
  std::string id, chapter, title;
};

/// Every scene's id, chapter and title in book order.
std::vector<SceneEntry> scene_list();

class Shell {
 public:
  /// Starts on scene `index` of scene_list() (must be valid).
  explicit Shell(int index);

  bool show_sidebar = true;  ///< off for screenshots: the figure, its panel and its caption
  bool interactive = true;   ///< off for screenshots: no hover, no mouse

  /// Build this frame's windows. `scale` = DPI × UI scale the fonts were built at.
  void frame(const Fonts& fonts, float scale);
  void command(Command c);

  void open(int index);
  int index() const { return index_; }
  Scene& scene() { return *scene_; }
  const Scene& scene() const { return *scene_; }
  /// Replace the state (from --state) and recompute; the view refits.
  void set_state(SceneState state);
  /// Open a lesson at step `step` (0-based, must be valid): its scene with the step's state.
  void open_lesson(Lesson lesson, int step = 0);
  void close_lesson();
  /// Open the lesson in `file` (dropped on the window, or chosen in the sidebar); a bad file
  /// opens nothing and its message shows at the top of the panel (notice()).
  bool open_lesson_file(const std::filesystem::path& file);
  const std::string& notice() const { return notice_; }
  /// The lesson being shown, or nullptr.
  const LessonPlayer* lesson() const { return lesson_ ? &*lesson_ : nullptr; }
  Camera& camera() { return camera_; }
  DragController& drag() { return drag_; }
  bool help_visible() const { return help_; }
  /// Presenter mode: the figure fills the window, its text larger (presenter.hpp).
  bool presenting() const { return present_; }
  void set_presenting(bool on) { present_ = on; }
  /// Predict, then reveal (predict.hpp): while asking, the figure shows only the shapes.
  Prediction& prediction() { return predict_; }
  const Prediction& prediction() const { return predict_; }
  /// Last frame's figure labels (and bars along x or y) and the grid numbers drawn beside
  /// them, on screen.
  const std::vector<ScreenBox>& label_boxes() const { return label_boxes_; }
  const std::vector<ScreenBox>& tick_boxes() const { return tick_boxes_; }

 private:
  void sidebar(const Fonts& fonts, float scale, float width);
  void canvas(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  void panel(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  void help(const Fonts& fonts, float scale);
  /// Predict mode's strip and its result, over the figure (shell_overlays.cpp).
  void overlays(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  void lesson_block(const Fonts& fonts, float scale);
  void lessons_list();
  void show_step();
  void step_to(bool moved);
  void mouse(float scale);
  void grid(ImDrawList& list, const Fonts& fonts, float scale);
  void highlight(ImDrawList& list, float scale) const;
  void caption(ImDrawList& list, const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) const;
  float caption_height(float scale) const;
  void fit(float scale);
  /// The camera is where the last fit put it: the user has not panned or zoomed since.
  bool view_is_fitted() const;

  std::vector<SceneEntry> entries_;
  int index_ = 0;
  std::unique_ptr<Scene> scene_;
  Camera camera_;
  DragController drag_;
  bool fit_pending_ = true;
  std::pair<Vec2, double> fitted_{};  ///< the camera's centre and scale after the last fit
  bool snap_ = false;
  bool help_ = false;
  bool present_ = false;
  Prediction predict_;
  std::optional<LessonPlayer> lesson_;
  std::string notice_;  ///< why the last lesson file could not be opened
  std::vector<std::filesystem::path> own_lessons_;  ///< the teacher's files in lessons_dir()
  std::string copied_;  ///< the state text "Copy state" put on the clipboard last
  Vec2 right_press_{};
  bool right_dragged_ = false;
  std::vector<ScreenBox> label_boxes_, tick_boxes_;
};

}  // namespace lab
