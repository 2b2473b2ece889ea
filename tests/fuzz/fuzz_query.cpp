// libFuzzer target: `collision-lab query` on arbitrary input. Besides no crash and no sanitizer
// report, it checks the promise of the README: one answer line per non-blank input line, each
// valid JSON, and the exit code 1 exactly when some answer is an error.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "query/query.hpp"

namespace {

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::istringstream in(input);
  std::ostringstream out;
  const int code = lab::run_query(in, out);
  std::size_t questions = 0;
  std::istringstream lines(input);
  for (std::string line; std::getline(lines, line);) questions += blank(line) ? 0 : 1;
  std::size_t answers = 0;
  bool failed = false;
  std::istringstream replies(out.str());
  for (std::string line; std::getline(replies, line);) {
    const auto reply = nlohmann::json::parse(line, nullptr, false);
    if (reply.is_discarded() || !reply.is_object()) std::abort();  // not one valid JSON object
    failed = failed || reply.contains("error");
    ++answers;
  }
  if (answers != questions || code != (failed ? 1 : 0)) std::abort();
  return 0;
}
