// What a lesson step can ask of a scene in its state: the lesson editor's kind picker offers
// these, each one a question predict mode can grade (predict.hpp), so a teacher never writes a
// step whose reveal has no answer.
#pragma once
#include <string>
#include <vector>

#include "scenes/lesson.hpp"
#include "scenes/scene.hpp"

namespace lab {

/// Every question the scene in its current state answers, kind by kind, in the order the editor
/// lists them: the figure's verdict (no test named), each other test's verdict, each count of each
/// test's answer, the time of impact, the push, each role the figure names an edge in. Each with
/// its kind's default tolerance.
std::vector<LessonQuestion> askable_questions(const Scene& scene);

/// What a question grades, in a few words for the editor: "the figure's verdict", "verdict of
/// polygons_collide", "crossings (point_in_polygon)", "time of impact", "push", "edge: deciding_axis".
std::string question_label(const LessonQuestion& q);

}  // namespace lab
