// The table of tests `collision-lab query` answers: one small entry per core test, named as in
// the chapters, with the arguments it takes and how its answer reads.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "captions/text.hpp"
#include "query_args.hpp"

namespace lab::query {

/// Extra answers a line may ask for with "want": [...].
struct Wants {
  bool mtv = false;  ///< the minimum translation vector (SAT tests)
};

/// One test: its name, its arguments, and its answer ("result", "caption" and counts).
struct TestEntry {
  std::string_view name;
  std::vector<Param> params;
  Json (*answer)(const Args& args, const Wants& wants);
  bool offers_mtv = false;
};

/// Each chapter's tests, in book order.
std::vector<TestEntry> prerequisite_tests();
std::vector<TestEntry> convex_tests();
std::vector<TestEntry> concave_tests();
std::vector<TestEntry> response_tests();
std::vector<TestEntry> distance_tests();

/// Every test, chapters in book order.
std::span<const TestEntry> all_tests();

/// The test called `name`, or nullptr.
const TestEntry* find_test(std::string_view name);

// Caption helpers shared by the chapters' entries.

using captions::count_of;  ///< "1 crossing", "3 crossings"

/// The two fields every answer has: {"result": result, "caption": caption}.
Json verdict(Json result, std::string caption);

/// [x, y] as JSON.
Json json_point(collide::Vec2 p);

/// A convex-only test on a polygon that is not convex still answers, as the convex test says;
/// this adds the reason the answer may not be the truth to `out`'s "warning" (joined by "; ").
/// A two-vertex polygon is a segment, convex by nature: no warning.
void warn_unless_convex(Json& out, std::string_view name, collide::Polygon polygon);

/// A convex-only test on the polygons "a" and "b": `answer(a, b)` gives its answer, and each of
/// the two that is not convex adds its warning to it (warn_unless_convex).
template <class Answer>
Json convex_pair_answer(const Args& args, Answer&& answer) {
  const collide::Polygon a = args.polygon("a"), b = args.polygon("b");
  Json out = answer(a, b);
  warn_unless_convex(out, "a", a);
  warn_unless_convex(out, "b", b);
  return out;
}

}  // namespace lab::query
