// Predict, then reveal: the class sees only the shapes (PredictCanvas), says what it expects,
// then sees the whole figure with the answer and whether the prediction was right.
//
// The answer is not any scene's own code: it is the verdict of the core test the scene's report
// asks (report_questions, the same question `query` answers), so every scene has one the same way.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "scene.hpp"

namespace lab {

/// What the class is asked, and the answer.
struct PredictQuestion {
  std::vector<std::string> choices;  ///< the buttons: "collide", "apart"; "inside", "outside"; …
  int answer = 0;                    ///< the right one, an index into choices
  std::string topic;                 ///< what is asked about, when the choices alone do not say
};

/// The question the scene's figure answers in its current state: from the first core test of its
/// report that answers without a warning (a convex-only test run on a concave polygon is not the
/// truth). Nothing when the scene gives no verdict in this state.
std::optional<PredictQuestion> predict_question(const Scene& scene);

/// "Collide or apart?", from the choices (after the topic, if any: "The point of AB nearest P:
/// at A, between A and B or at B?"); a lesson step's own `ask` replaces it.
std::string question_text(const PredictQuestion& q);

/// After the reveal, in words: "Prediction: apart. Answer: collide. Not this time." or
/// "No prediction. Answer: collide."
std::string reveal_text(const PredictQuestion& q, std::optional<int> guess);

/// Where predict mode is: off, asking (the answer hidden), or revealed.
class Prediction {
 public:
  enum class Phase { Off, Asking, Revealed };

  Phase phase() const { return phase_; }
  bool asking() const { return phase_ == Phase::Asking; }
  bool on() const { return phase_ != Phase::Off; }
  /// The class's choice, once revealed (nothing when they revealed without committing).
  std::optional<int> guess() const { return guess_; }

  /// P: on (asking) or off.
  void toggle() { phase_ == Phase::Off ? ask() : off(); }
  /// Hide the answer again (a new scene or step while predict mode is on).
  void ask() {
    phase_ = Phase::Asking;
    guess_.reset();
  }
  /// Show the answer, with the class's choice (or none: Space).
  void reveal(std::optional<int> guess = std::nullopt) {
    if (phase_ != Phase::Asking) return;
    phase_ = Phase::Revealed;
    guess_ = guess;
  }
  void off() {
    phase_ = Phase::Off;
    guess_.reset();
  }

 private:
  Phase phase_ = Phase::Off;
  std::optional<int> guess_;
};

}  // namespace lab
