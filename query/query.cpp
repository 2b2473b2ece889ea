// `collision-lab query`: read a JSON line, find its test in the table, check its arguments,
// answer; any problem becomes that line's {"id", "error"} and the next line is read as usual.
#include "query.hpp"

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <utility>

#include "answers.hpp"

namespace lab {
namespace {

using query::Error;
using query::Json;

std::string test_names() {
  std::string names;
  for (const auto& test : query::all_tests()) names += (names.empty() ? "" : ", ") + std::string(test.name);
  return names;
}

std::string mtv_tests() {
  std::string names;
  for (const auto& test : query::all_tests()) {
    if (test.offers_mtv) names += (names.empty() ? "" : ", ") + std::string(test.name);
  }
  return names;
}

query::Wants read_wants(const Json& request, const query::TestEntry& test) {
  query::Wants wants;
  if (!request.contains("want")) return wants;
  const Json& want = request["want"];
  if (!want.is_array()) throw Error("\"want\" must be a list such as [\"mtv\"], got " + query::describe(want));
  for (const auto& item : want) {
    if (!item.is_string() || item.get<std::string>() != "mtv")
      throw Error("\"want\" may only list \"mtv\", got " +
                  (item.is_string() ? "\"" + item.get<std::string>() + "\"" : query::describe(item)));
    if (!test.offers_mtv)
      throw Error("\"want\": [\"mtv\"] is only offered by the separating axis tests: " + mtv_tests());
    wants.mtv = true;
  }
  return wants;
}

// The answer to one line, and the id's own text when the line gave one: the answer's "id" is
// then printed as the line spelled it (18446744073709551616 stays that, not 1.8446744073709552e+19).
struct Reply {
  Json answer;
  std::optional<std::string> id_text;
};

Json failure(const Json& id, const std::string& why) {
  Json out;
  out["id"] = id;
  out["error"] = why;
  return out;
}

Reply answer_line(std::string_view line) {
  Json id = nullptr;
  std::optional<std::string> id_text;
  try {
    id_text = query::id_text(line);
    Json request;
    try {
      request = query::parse_line(line);
    } catch (const query::WellFormed& e) {
      // Deep or a key given twice somewhere else, but well-formed: the id read from the text holds.
      return {failure(nullptr, e.what()), id_text};
    }
    if (!request.is_object())
      throw Error("each line must be a JSON object {\"id\": …, \"test\": …, arguments}, got " +
                  query::describe(request));
    if (request.contains("id")) {
      if (query::holds_out_of_range_number(request["id"]))
        throw Error("\"id\" holds a number outside a double's range");
      id = request["id"];
    } else {
      id_text.reset();
    }
    if (!request.contains("test")) throw Error("missing \"test\": name the test to run, one of " + test_names());
    const Json& name = request["test"];
    if (!name.is_string()) throw Error("\"test\" must be a string, the name of a test, got " + query::describe(name));
    const auto* test = query::find_test(name.get<std::string>());
    if (!test) throw Error("unknown test \"" + name.get<std::string>() + "\"; the tests are " + test_names());
    const query::Wants wants = read_wants(request, *test);
    const query::Args args(request, test->name, test->params);
    Json out;
    out["id"] = id;
    out["test"] = test->name;
    Json answer = test->answer(args, wants);                                // kept alive: items() refers into it
    for (auto& [key, value] : answer.items()) out[key] = std::move(value);  // no copy of long lists
    return {std::move(out), id_text};
  } catch (const Error& e) {
    return {failure(id, e.what()), id.is_null() ? std::nullopt : id_text};
  } catch (const std::exception& e) {
    // Not expected: the core rejects nothing by throwing. Still one line's failure, not the run's.
    return {failure(id, std::string("internal error: ") + e.what()), id.is_null() ? std::nullopt : id_text};
  }
}

// The reply as one line of text, its "id" (always first) as the question spelled it.
std::string reply_line(Reply& reply) {
  if (reply.id_text) reply.answer["id"] = nullptr;
  const std::string text = reply.answer.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (!reply.id_text) return text;
  constexpr std::string_view null_id = R"({"id":null)";
  return R"({"id":)" + *reply.id_text + text.substr(null_id.size());
}

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

}  // namespace

int run_query(std::istream& in, std::ostream& out) {
  bool failed = false;
  std::string line;
  while (std::getline(in, line)) {
    if (blank(line)) continue;  // a separator, not a question
    Reply reply = answer_line(line);
    failed = failed || reply.answer.contains("error");
    // Flushed per line, so a script can write a question and wait for its answer.
    out << reply_line(reply) << '\n' << std::flush;
    if (!out) return 2;  // the answers cannot be written (a full disk, a closed stdout): stop
  }
  return failed ? 1 : 0;
}

Json answer_question(const Json& question) { return answer_line(question.dump()).answer; }

}  // namespace lab
