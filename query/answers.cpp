// The whole table, and the small caption helpers its entries share.
#include "answers.hpp"

#include "captions/text.hpp"
#include "collide/validate.hpp"

namespace lab::query {

std::span<const TestEntry> all_tests() {
  static const std::vector<TestEntry> tests = [] {
    std::vector<TestEntry> all = prerequisite_tests();
    for (auto chapter : {convex_tests(), concave_tests(), response_tests(), distance_tests()})
      all.insert(all.end(), chapter.begin(), chapter.end());
    return all;
  }();
  return tests;
}

const TestEntry* find_test(std::string_view name) {
  for (const auto& test : all_tests()) {
    if (test.name == name) return &test;
  }
  return nullptr;
}

Json verdict(Json result, std::string caption) {
  Json out;
  out["result"] = std::move(result);
  out["caption"] = std::move(caption);
  return out;
}

Json json_point(collide::Vec2 p) { return Json::array({p.x, p.y}); }

void warn_unless_convex(Json& out, std::string_view name, collide::Polygon polygon) {
  if (polygon.size() < 3) return;
  const auto problem = collide::check_convex(name, polygon);
  if (!problem) return;
  out["warning"] = out.contains("warning") ? out["warning"].get<std::string>() + "; " + *problem : *problem;
}

}  // namespace lab::query
