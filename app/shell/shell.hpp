// One frame of Collision Lab as ImGui windows: the scene list on the left, the canvas in the
// middle with the caption under the figure, the scene's panel on the right, the help overlay.
// No SDL here: the window and the screenshot both drive it, between ImGui::NewFrame and Render.
//
// Index of this file:
//   [SECTION] what keys and menus ask: Command, Pane, WindowAction
//   [SECTION] the book: scene_list, the bundled lessons
//   [SECTION] Shell, public: the frame; states and lessons; keys and focus; presenter and predict; the window
//   [SECTION] history and files: shell_files.cpp's part
//   [SECTION] private: the menu bar, the panes, predict's overlays, the keyboard, the files
#pragma once
#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shell/camera.hpp"
#include "shell/drag_controller.hpp"
#include "files/file_chooser.hpp"
#include "shell/handle_focus.hpp"
#include "window/figure_marks.hpp"
#include "window/fonts.hpp"
#include "window/grid_layout.hpp"
#include "shell/history.hpp"
#include "scenes/lesson.hpp"
#include "shell/lesson_editor.hpp"
#include "shell/path_dialog.hpp"
#include "files/recent_files.hpp"
#include "shell/predict.hpp"
#include "scenes/scene.hpp"

namespace lab {

// [SECTION] what keys and menus ask: Command, Pane, WindowAction
/// What a key does, independent of the key. The window maps keys to these.
enum class Command {
  PreviousScene,
  NextScene,
  Reset,
  Fit,
  ToggleSnap,
  ToggleHelp,
  PanLeft,
  PanRight,
  PanUp,
  PanDown,
  ZoomIn,
  ZoomOut,
  DeleteVertex,
  CloseHelp,
  SavePicture,  ///< ask the window to save the figure (PNG and SVG)
  NextStep,
  PreviousStep,
  FirstStep,               ///< in a lesson (otherwise nothing)
  StepBackOrDeleteVertex,  ///< remove the focused or hovered vertex; with none, the previous step
  Undo,
  Redo,
  SaveState,
  OpenFile,          ///< history and files (shell_files.cpp)
  TogglePresent,     ///< presenter mode on or off (F5; Esc leaves it)
  TogglePredict,     ///< predict mode on or off (P)
  RevealOrNextStep,  ///< Space: reveal a hidden answer, else the next step
  PasteLink,         ///< Ctrl+V: open the state link on the clipboard
  PlayPause,
  PlayStepOn,
  PlayStepBack,  ///< a figure that plays (Scene::plays): Enter, '.', ','
  FocusNextHandle,
  FocusPreviousHandle,  ///< Tab, Shift+Tab: the keyboard's focus on the figure
  AddVertex,            ///< Insert: a vertex on the focused vertex's edge
  NextPane,
  PreviousPane,  ///< F6, Shift+F6: the keyboard to the scene list, figure, panel
  MenuKeys,      ///< F10, or Alt alone: the keyboard to the menu bar (again: back where it was)
};

/// The parts of the window the keyboard can be in (F6 moves it). The figure takes the app's keys;
/// in the others ImGui's keyboard navigation moves and presses the widgets.
enum class Pane { Scenes, Figure, Predict, Panel, Menu };

/// What only the window can do (it owns the fonts and the SDL window): keys and the menu ask for it.
enum class WindowAction { Quit, ToggleFullscreen, ScaleUp, ScaleDown, ScaleReset };

// [SECTION] the book: scene_list, the bundled lessons
struct SceneEntry {
  std::string id, chapter, title;
};

/// Every scene's id, chapter and title in book order.
std::vector<SceneEntry> scene_list();

/// A bundled lesson's id and title (or why it cannot be read), read once, in the sidebar's order.
struct BundledLessonEntry {
  std::string_view id;
  std::string title, error;
};
const std::vector<BundledLessonEntry>& bundled_lesson_entries();

// [SECTION] Shell, public: the frame; states and lessons; keys and focus; presenter and predict; the window
class Shell {
 public:
  /// Starts on scene `index` of scene_list() (must be valid).
  explicit Shell(int index);

  bool show_sidebar = true;     ///< off for screenshots: the figure, its panel and its caption
  bool interactive = true;      ///< off for screenshots: no hover, no mouse
  bool show_menu = true;        ///< the menu bar (File … Help); off for screenshots
  bool show_scene_list = true;  ///< the scene list on the left (View menu: a small window's figure wants it)
  bool show_panel = true;       ///< the scene's panel on the right (View menu)
  /// Set by the window: Ctrl+S and Ctrl+O ask the desktop's file chooser first (file_chooser.hpp);
  /// off, and when none answers, they show the in-app dialog.
  bool desktop_choosers = false;
  /// Set by the web page: Save… (true) and Open… (false) go to the browser, as a download and
  /// its file picker, instead of the desktop's chooser or the in-app dialog.
  std::function<void(bool save)> browser_files;

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
  /// `source` is what --lesson would take to open it again (a file's absolute path or a bundled
  /// id), kept for the next launch; empty for a lesson with no file (the editor's).
  void open_lesson(Lesson lesson, int step = 0, std::string source = {});
  /// Where the open lesson came from (see open_lesson), or empty.
  const std::string& lesson_source() const { return lesson_source_; }
  /// Open again the lesson the last run closed on, at its step (1-based, kept in range); a lesson
  /// that is gone or now broken is said once on `err` and nothing opens.
  bool reopen_lesson(const std::string& source, int step, std::ostream& err);
  /// The teacher's own lessons, by title (the file's name when it has none that can be read).
  struct OwnLesson {
    std::filesystem::path file;
    std::string title;
  };
  const std::vector<OwnLesson>& own_lessons() const { return own_lessons_; }
  void close_lesson();
  /// Open the lesson in `file` (dropped on the window, or chosen in the sidebar); a bad file
  /// opens nothing and its message shows at the top of the panel (notice()).
  bool open_lesson_file(const std::filesystem::path& file);
  const std::string& notice() const { return notice_; }
  /// Show `text` at the top of the panel until dismissed (settings that cannot be saved).
  void set_notice(std::string text) { notice_ = std::move(text); }
  /// Every character the open lesson, the lesson editor and the own lessons' titles (listed in
  /// the sidebar before any opens) write, sorted, each once: the fonts must have a glyph for
  /// each (build_fonts; the window builds them again when one is new).
  std::u32string characters() const;
  /// The lesson being shown, or nullptr.
  const LessonPlayer* lesson() const { return lesson_ ? &*lesson_ : nullptr; }
  Camera& camera() { return camera_; }
  const Camera& camera() const { return camera_; }
  DragController& drag() { return drag_; }
  /// The handle Tab focused, if it is still one of the figure's.
  std::optional<Handle> focused_handle() const { return focus_.focused(*scene_); }
  /// Why the last Insert or Delete on the focused vertex did nothing (the panel says it), or empty.
  const std::string& key_refusal() const { return focus_.refusal(); }
  /// An arrow key with a handle focused: move it one nudge. A burst of nudges (a key held down,
  /// or pressed again before it was let go) is one undo step, recorded at end_nudge().
  void nudge(int dx, int dy, NudgeSize size);
  /// A key was let go: the nudges so far become one undo step.
  void end_nudge();
  /// Where the keyboard is (F6). Outside the figure, ImGui's navigation takes navigation_key()s.
  Pane pane() const { return pane_; }
  /// Between the backend's new frame and ImGui's: in the menu bar, Enter chooses as Space does
  /// (ImGui 1.86 presses with Space alone; a desktop menu takes Enter).
  void menu_enter(ImGuiIO& io) const;
  bool help_visible() const { return help_; }
  /// Presenter mode: the figure fills the window, its text larger (presenter.hpp).
  bool presenting() const { return present_; }
  void set_presenting(bool on) { present_ = on; }
  /// Predict, then reveal (predict.hpp): while asking, the figure shows only the shapes.
  Prediction& prediction() { return predict_; }
  const Prediction& prediction() const { return predict_; }
  /// What predict mode asks now: the lesson step's question, or the scene's verdict (nothing:
  /// no answer in this state, and `why` says why).
  std::optional<PredictQuestion> question(std::string* why = nullptr) const;
  /// Last frame's figure labels (and bars along x or y) and the grid numbers drawn beside
  /// them, on screen.
  const std::vector<ScreenBox>& label_boxes() const { return label_boxes_; }
  const std::vector<ScreenBox>& tick_boxes() const { return tick_boxes_; }
  /// Last frame's grid lines as drawn (broken under the labels' words).
  const std::vector<GridLine>& grid_lines() const { return grid_lines_; }
  /// Last frame's figure labels' sizes in pixels.
  const std::vector<float>& label_pixels() const { return label_pixels_; }
  /// The world rectangle of the figure that nothing covered last frame: above the caption strip,
  /// or predict's strip while it asks. A lesson step stores it as its view.
  collide::Rect uncovered_view() const {
    return camera_.view_between(top_covered_, std::max(bottom_covered_, predict_strip_));
  }
  /// The world rectangle the figure was last drawn into (its canvas's view): between the play
  /// keys and the caption strip as drawn (with the result's band), or predict's strip.
  collide::Rect figure_view() const { return camera_.view_between(top_covered_, covered_); }
  /// Height of the caption strip under the figure at `scale` for a caption of one line: its least
  /// (caption_lines says how tall a wrapped one is; figure_view leaves out the strip as drawn).
  float caption_height(float scale) const;
  /// Save picture (Ctrl+E or the panel's button) is a request: the window owns the pixels, takes
  /// it after drawing the frame (the camera's rectangle is the figure) and reports back.
  bool take_picture_request() { return std::exchange(picture_requested_, false); }
  void picture_saved(std::string message, bool ok) { picture_message_ = {std::move(message), ok}; }
  /// The scale the figure was last drawn at (its widths and text), for a picture of it.
  float figure_scale() const { return figure_scale_; }
  /// What only the window can do, chosen in the menu (Quit, Full screen, text size): taken once.
  std::optional<WindowAction> take_window_request() { return std::exchange(window_request_, std::nullopt); }
  /// The window's title: the scene, and the lesson or the file open ("a.json - Circles - Collision Lab").
  std::string window_title() const;
  /// What Undo and Redo would do now, in words ("Undo: move vertex 3 of A"); empty when nothing.
  std::string undo_words() const;
  std::string redo_words() const;
  /// The state file opened or saved last in this scene, if the scene still shows it.
  const std::filesystem::path& current_file() const { return file_; }
  bool about_visible() const { return about_; }
  /// Last frame's menu bar: each menu's name and where its title is on screen.
  struct MenuHeader {
    std::string name;
    ImVec2 min, max;
  };
  const std::vector<MenuHeader>& menu_headers() const { return menu_headers_; }

  // [SECTION] history and files: shell_files.cpp's part
  /// The end of a change: the scene's history records its state, unless a drag is under way.
  /// The shell calls it after every command and at the end of every frame.
  void commit();
  /// Undo or redo the scene's last change (in a lesson: the last change since the step opened).
  bool undo();
  bool redo();
  /// The scene's history: each scene keeps its own for the session; a lesson step has its own.
  const History& history() const;
  /// Open a state file (its scene, or this one) or a lesson; a bad file opens nothing and its
  /// message shows at the top of the panel (notice()). Both kinds go to the Recent list.
  bool open_file(const std::filesystem::path& file);
  /// Open the state a link holds (collision-lab://state/CODE: pasted, dropped); a bad link opens
  /// nothing and notice() says why, as for a file.
  bool open_link(std::string_view link);
  /// Save the scene's state as a state file; message() says where, or notice() why not.
  bool save_state(const std::filesystem::path& file);
  /// The last scene's state kept by the last run, if it is for this scene (see state_files.hpp).
  void restore_last_state(std::ostream& err);
  const std::string& message() const { return message_; }
  RecentFiles& recent() { return recent_; }
  LessonEditor& lesson_editor() { return editor_; }
  PathDialog& path_dialog() { return dialog_; }
  FileChooser& file_chooser() { return chooser_; }
  /// The window's id for the portal ("x11:1c00007"), so its dialog stays above this window.
  std::string chooser_parent;

  // [SECTION] private: the menu bar, the panes, predict's overlays, the keyboard, the files
 private:
  void sidebar(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  /// The menu bar (menu_bar.cpp); returns its height.
  float menu_bar(const Fonts& fonts, float scale);
  void file_menu();
  void edit_menu();
  void view_menu();
  void scene_menu();
  void lesson_menu();
  void help_menu();
  /// Help → About: version, licence, the libraries (about.cpp).
  void about_window(float scale);
  void canvas(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  void panel(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  // The panel's parts, top to bottom: the scene's title and how-to, the start and state buttons,
  // Save picture, and what is wrong with the input.
  void scene_heading(const Fonts& fonts);
  void state_buttons();
  void picture_button();
  /// The state as Copy state puts it on the clipboard (written only on demand: see state_buttons).
  std::string state_text() const;
  void input_problems();
  /// The help sheet (help_sheet.cpp), and its scrolling by keys while it is open: true when `c`
  /// scrolled it (Page Up / Down, ↑ / ↓) instead of doing what it does.
  void help(const Fonts& fonts, float scale);
  bool scroll_help(Command c);
  /// Predict mode's strip and its result, over the figure (shell_overlays.cpp).
  void overlays(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);
  /// After a reveal, the result line and whether the class was right (shell_overlays.cpp).
  std::optional<std::pair<std::string, bool>> revealed_result() const;
  /// A push question takes the left button to draw the class's arrow; false: not asking one.
  bool arrow_input(Vec2 at, bool hovered);
  void guessed_arrow(Canvas& canvas) const;
  void lesson_block(const Fonts& fonts, float scale);
  void lessons_list();
  void show_step();
  void step_to(bool moved);
  void mouse(float scale);
  void grid(ImDrawList& list, const Fonts& fonts, float scale, const FigureMarks& marks);
  void highlight(ImDrawList& list, float scale, const Handle& h) const;
  void focus_ring(ImDrawList& list, float scale, const Handle& h) const;
  void ring_clear_of_labels(ImDrawList& list, ImVec2 centre, float radius, float width) const;
  /// F6: the next pane shown (presenter mode shows no scene list and no panel).
  void move_pane(bool forward);
  /// A feature question asked: the focused vertex's edge (to the next corner) is the class's pick,
  /// as a click on that edge would make it.
  void focus_picks_edge();
  /// A push question asked: Tab gives the class's arrow the keys, or takes them back (the arrow
  /// is then the figure's only Tab stop, as the mouse draws it and moves no shape). False: none asked.
  bool focus_arrow();
  /// Enter or Space with the arrow focused: the class answers with it. False: no arrow focused.
  bool answer_arrow();
  /// ImGui's keyboard navigation on in every pane but the figure, and the window F6 chose focused.
  void apply_pane();
  /// F10 or Alt: the menu bar takes the keys (its first menu lit), or gives them back.
  void menu_keys();
  /// The menu bar, or a menu opened from it, still has ImGui's keyboard focus.
  bool menu_has_keys() const;
  /// A frame in the focus colour round the window ImGui's keyboard navigation is in (F6 gave the
  /// keys to the scene list, predict's strip or the panel, or a click to the lesson editor).
  void keys_frame(float scale) const;
  /// The caption as caption() draws it under a figure `width` pixels wide: its lines (shrunk,
  /// then wrapped at spaces; none for no caption), their size, and the strip's height without
  /// a result's band.
  struct CaptionLines {
    std::string lines;
    float px = 0;
    ImVec2 extent{0, 0};
    float strip = 0;
  };
  CaptionLines caption_lines(const Fonts& fonts, float scale, float width) const;
  /// Draws the caption strip; returns its height (0: no caption).
  float caption(ImDrawList& list, const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) const;
  /// Pixels at the figure's bottom a step's view is fitted above: predict's strip while it asks,
  /// else the caption strip (with the result's band after a reveal).
  float covered_for_view(const Fonts& fonts, float scale) const;
  /// Pixels at the figure's top that presenter mode's play keys cover (none when not shown), with
  /// a little air under them.
  float covered_at_top(const Fonts& fonts, float scale) const;
  /// The step's view was fitted above another strip than the one now shown (predict mode came or
  /// went, or its strip settled its size), and the user has not moved the view since.
  bool step_view_stale() const;
  void fit(const Fonts& fonts, float scale);
  /// The camera is where the last fit put it: the user has not panned or zoomed since.
  bool view_is_fitted() const;
  History& history_now();
  /// Open a checked state (a file's or a link's JSON; `source` names it in messages).
  void open_state_json(const nlohmann::json& j, const std::string& source);
  void show_history_state(const SceneState& state);
  void restore_session();
  void scan_own_lessons();
  void file_buttons();
  void recent_list();
  void lesson_buttons();
  void file_windows(const Fonts& fonts, float scale);
  void ask_for_file(PathDialog::Purpose purpose);
  void chooser_answered(const ChooserRequest& request, const ChooserAnswer& answer);

  std::vector<SceneEntry> entries_;
  int index_ = 0;
  std::unique_ptr<Scene> scene_;
  Camera camera_;
  DragController drag_;
  HandleFocus focus_;
  Pane pane_ = Pane::Figure;
  bool pane_moved_ = false;          ///< F6 was pressed: focus its window in the next frame
  Pane menu_return_ = Pane::Figure;  ///< where the keys go back to when the menu bar lets them go
  unsigned menu_open_ = 0;           ///< the ImGuiID of the menu open from the bar last frame (Esc lights its title)
  bool nudging_ = false;             ///< a nudge burst is under way: commit() waits for end_nudge()
  bool fit_pending_ = true;
  std::pair<Vec2, double> fitted_{};  ///< the camera's centre and scale after the last fit
  bool snap_ = false;
  bool help_ = false;
  float help_scroll_ = 0;  ///< pixels the help sheet scrolls in its next frame (keys)
  bool present_ = false;
  Prediction predict_;
  bool drawing_arrow_ = false;  ///< the left button is drawing the class's arrow (a push question)
  std::optional<LessonPlayer> lesson_;
  std::optional<collide::Rect> step_view_;  ///< the lesson step's saved zoom, until F or another scene
  std::string notice_;                      ///< why the last file could not be opened or saved, or the settings
  std::vector<OwnLesson> own_lessons_;      ///< the teacher's files in lessons_dir(), by title
  std::string lesson_source_;               ///< see lesson_source()
  std::u32string lesson_characters_;        ///< the open lesson's (lesson_characters())
  std::u32string own_characters_;           ///< the own lessons' titles' (scan_own_lessons)
  std::string copied_;                      ///< the state text "Copy state" copied, until the state changes
  std::string linked_;                      ///< the state text whose link "Copy link" copied, until it changes
  bool picture_requested_ = false;
  float figure_scale_ = 1;
  std::pair<std::string, bool> picture_message_;  ///< where the last picture went, or why it failed
  Vec2 right_press_{};
  bool right_dragged_ = false;
  std::vector<ScreenBox> label_boxes_, tick_boxes_;
  std::vector<GridLine> grid_lines_;
  std::vector<float> label_pixels_;
  FigureMarks marks_;  ///< what the figure drew where numbers go, this frame (its arrays kept: see restart())
  std::optional<std::pair<std::string, bool>> result_;  ///< this frame's revealed result, if any
  float covered_ = 0;      ///< pixels the caption strip (and the result's band), or predict's strip, cover this frame
  float top_covered_ = 0;  ///< pixels presenter mode's play keys cover at the figure's top this frame
  float bottom_covered_ = 0;  ///< pixels the caption strip, as drawn last frame, covered (see bottom_covered())
  float predict_strip_ = 0;   ///< pixels predict's strip covered last frame, from its top to the figure's bottom
  float fitted_bottom_ = 0;   ///< the pixels a step's view was last fitted above
  Prediction::Phase fitted_phase_ = Prediction::Phase::Off;  ///< predict's phase at that fit
  std::map<std::string, History> histories_;                 ///< by scene id: each scene's edits this session
  std::optional<History> step_history_;                      ///< in a lesson: the drags since the step opened
  PathDialog dialog_;
  FileChooser chooser_;
  /// No desktop chooser answered (said once on stderr, with why): the in-app dialog from then on.
  bool no_chooser_ = false;
  RecentFiles recent_;
  LessonEditor editor_;
  std::string message_;         ///< what the last save did ("Saved to …"), until another scene
  std::filesystem::path file_;  ///< see current_file()
  std::optional<WindowAction> window_request_;
  bool about_ = false;
  std::vector<MenuHeader> menu_headers_;
};

}  // namespace lab
