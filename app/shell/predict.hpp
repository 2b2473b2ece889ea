// Predict, then reveal: the class sees only the shapes (PredictCanvas), says what it expects,
// then sees the whole figure with the answer and whether the prediction was right.
//
// The answer is not any scene's own code: it is the verdict of the core test the scene's report
// asks (report_questions, the same question `query` answers), so every scene has one the same way.
// A lesson step may ask something else (its LessonQuestion): the verdict of another of the
// scene's tests, a count or time of impact from a test's answer, the push the scene shows
// (Scene::answers) or the edge it names (Scene::named); the reveal grades that.
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "scenes/lesson.hpp"
#include "scenes/scene.hpp"

namespace lab {

/// What the class is asked, and the true answer.
struct PredictQuestion {
  std::vector<std::string> choices;  ///< a verdict's buttons: "collide", "apart"; "inside", "outside"; …
  int answer = 0;                    ///< a verdict: the right one, an index into choices
  std::string topic;                 ///< what is asked, and of which test: "Will SAT say", "P is on the"
  LessonQuestion::Kind kind = LessonQuestion::Kind::Verdict;
  double value = 0;      ///< a count, or a time (t in [0, 1]; NaN when B never touches)
  Vec2 push{0, 0};       ///< a push: B's move out of A
  double tolerance = 0;  ///< how far from value or push is still right
  std::string shape{};   ///< a feature: the shape whose edge the figure names
  int edge = -1;         ///< a feature: that edge's index
};

/// What the class answered.
struct Guess {
  int choice = -1;      ///< a verdict: the button's index
  double number = 0;    ///< a count, or a time (NaN: "never")
  Vec2 arrow{0, 0};     ///< a push: the arrow they drew, tail to tip
  std::string shape{};  ///< a feature: the shape of the edge they clicked ("" none yet)
  int edge = -1;        ///< a feature: its index
};

/// A polygon's or rectangle's corners in the order of its edges (edge i runs from corner i to
/// i + 1), as the core's tests number them; empty for other shapes.
std::vector<Vec2> edge_corners(const Shape& shape);

/// The edge of a polygon or rectangle of `state` nearest `world`, within `reach` world units:
/// (shape, edge), or nothing. A feature question's click.
std::optional<std::pair<std::string, int>> edge_at(const SceneState& state, Vec2 world, double reach);

/// The question the scene's figure answers in its current state: from the first core test of its
/// report that answers without a warning (a convex-only test run on a concave polygon is not the
/// truth). Nothing when the scene gives no verdict in this state.
std::optional<PredictQuestion> predict_question(const Scene& scene);

/// The question a lesson step asks (`asked`; nothing: the verdict above), with its true answer
/// from the scene's traces: the named test's verdict or count as `query` answers it, the time of
/// impact, the scene's push (Scene::answers). Nothing when this state has no such answer; then
/// `why` (if given) says why in a line.
std::optional<PredictQuestion> predict_question(const Scene& scene, const std::optional<LessonQuestion>& asked,
                                                std::string* why = nullptr);

/// Every question of `lesson` has an answer in its step's own state; else throws StateError
/// naming `source`, the step and the field ("l.json: steps[2].question.of: …").
void check_lesson_questions(const Lesson& lesson, std::string_view source);

/// Whether `guess` is the answer, within the question's tolerance.
bool guessed_right(const PredictQuestion& q, const Guess& guess);

/// The choices after the topic: "Will SAT say collide or apart?", "The point of AB nearest P: at A,
/// between A and B or at B?" (without a topic, "Collide or apart?"); a lesson step's own `ask`
/// replaces it.
std::string question_text(const PredictQuestion& q);

/// How close a count, time or push must come to be right: "± 0.05"; empty when only the exact
/// answer is (a verdict, a feature, tolerance 0).
std::string tolerance_words(const PredictQuestion& q);

/// The same, as the class is told it before the reveal: "counts as correct within ± 0.05", or empty. Said
/// whatever the answer is ("never" too), so it is no clue.
std::string within_words(const PredictQuestion& q);

/// The question as a handout prints it: the step's own `ask` (else question_text) and how close
/// counts, "… (counts as correct within ± 0.05)". The predict strip says the two on lines of their own.
std::string asked_text(const PredictQuestion& q, const std::string& ask);

/// The ask as printed on paper, where nothing is clicked or dragged: its last sentence, when it
/// tells how to answer in the window ("Click that edge.", "Drag an arrow on the figure.", "Draw the
/// arrow."), becomes
/// how to answer on the page ("Mark that edge on the picture.", "Draw the arrow on the picture and
/// write its length."), or goes ("Click one.": the answer's line follows). Other asks are kept.
std::string printed_ask(const PredictQuestion& q, const std::string& ask);

/// After the reveal, in words: "Prediction: apart. Answer: collide. Not this time." or
/// "No prediction. Answer: collide."
std::string reveal_text(const PredictQuestion& q, const std::optional<Guess>& guess);

/// The true answer in words: "collide", "8", "t = 0.4", "never", "(−1.5, 0), 1.5 long", "pentagon's e1".
std::string answer_words(const PredictQuestion& q);

/// Where predict mode is: off, asking (the answer hidden), or revealed.
class Prediction {
 public:
  enum class Phase { Off, Asking, Revealed };

  Phase phase() const { return phase_; }
  bool asking() const { return phase_ == Phase::Asking; }
  bool on() const { return phase_ != Phase::Off; }
  /// The class's answer, once revealed (nothing when they revealed without committing).
  const std::optional<Guess>& guess() const { return guess_; }

  /// P: on (asking); after a reveal, asking again; while asking, off.
  void toggle() { phase_ == Phase::Asking ? off() : ask(); }
  /// Hide the answer again, and forget the last answer and what was being entered.
  void ask() {
    phase_ = Phase::Asking;
    guess_.reset();
    draft_ = {};
    tail_.reset();
    arrow_focused_ = false;
  }
  /// What the class is entering before it reveals: a count, a time, an arrow.
  Guess& draft() { return draft_; }
  const Guess& draft() const { return draft_; }
  /// A push question's arrow: where its tail is, once the class has started drawing it.
  const std::optional<Vec2>& arrow_tail() const { return tail_; }
  void set_arrow(Vec2 tail, Vec2 tip) {
    tail_ = tail;
    draft_.arrow = tip - tail;
  }
  /// A push question by keyboard: Tab gives the arrow the keys (`on`), starting it at `tail` when
  /// none is drawn yet, so the arrow keys move its tip; Tab again, Esc or a reveal let it go.
  void focus_arrow(bool on, Vec2 tail) {
    arrow_focused_ = on;
    if (on && !tail_) set_arrow(tail, tail);
  }
  bool arrow_focused() const { return arrow_focused_ && phase_ == Phase::Asking && tail_.has_value(); }
  /// An arrow key on the focused arrow: its tip moves `by`; with `grid` > 0 (G) the arrow's
  /// components land on multiples of it.
  void move_tip(Vec2 by, double grid = 0);
  /// Show the answer, with the class's choice (or none: Space).
  void reveal(std::optional<Guess> guess = std::nullopt) {
    if (phase_ != Phase::Asking) return;
    phase_ = Phase::Revealed;
    guess_ = guess;
  }
  /// A verdict's button.
  void reveal_choice(int choice) { reveal(Guess{choice, 0, {0, 0}}); }
  void off() {
    ask();
    phase_ = Phase::Off;
  }

 private:
  Phase phase_ = Phase::Off;
  std::optional<Guess> guess_;
  Guess draft_;
  std::optional<Vec2> tail_;
  bool arrow_focused_ = false;
};

/// Where an arrow drawn by keyboard starts: the middle of the figure's last shape (the average of
/// its points), B, the shape a push question moves, in push-apart.
Vec2 arrow_start(const SceneState& state);

}  // namespace lab
