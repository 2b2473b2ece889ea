// `collision-lab query`: the core's tests as JSON lines, for scripts and answer keys.
//
// Each input line is one JSON object {"id": any, "test": NAME, ...arguments}; each gets one
// output line, in order: {"id", "test", "result", "caption", ...counts} or {"id", "error"}.
// The arguments, counts and error messages are listed in the README ("collision-lab query").
#pragma once
#include <nlohmann/json.hpp>

#include <iosfwd>

namespace lab {

/// Answers every JSON line of `in` on `out`, one line each, in order.
/// Returns the process exit code: 2 as soon as an answer cannot be written to `out` (the
/// caller says why), else 1 if any line got an error, else 0.
int run_query(std::istream& in, std::ostream& out);

/// The answer to one question (a JSON object as one line would give it), as run_query writes it.
nlohmann::ordered_json answer_question(const nlohmann::ordered_json& question);

}  // namespace lab
