// Running `run_query` on text and reading its answers back, for the query tests.
#pragma once
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "query/query.hpp"

namespace query_test {

using Json = nlohmann::json;

struct Run {
  std::vector<Json> answers;       ///< one per non-blank input line, in order
  std::vector<std::string> lines;  ///< the raw output lines
  int exit_code = 0;
};

/// Feeds `input` (JSON lines) to run_query and parses every output line.
inline Run run(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  Run result;
  result.exit_code = lab::run_query(in, out);
  std::istringstream lines(out.str());
  for (std::string line; std::getline(lines, line);) {
    result.lines.push_back(line);
    result.answers.push_back(Json::parse(line));
  }
  return result;
}

/// The answer to a single line; the run's exit code must match whether it failed.
inline Json ask(const std::string& line) {
  const Run r = run(line + "\n");
  if (r.answers.size() != 1) throw std::runtime_error("expected one answer to: " + line);
  if (r.exit_code != (r.answers[0].contains("error") ? 1 : 0))
    throw std::runtime_error("exit code disagrees with the answer to: " + line);
  return r.answers[0];
}

/// The error message of a line that must fail, or "" when it did not.
inline std::string error_of(const std::string& line) {
  const Json a = ask(line);
  return a.contains("error") ? a["error"].get<std::string>() : std::string();
}

}  // namespace query_test
