// Issue 16: hostile `query` lines. Range errors are found by the parser, never by what a
// string says; a NUL byte does not end the line early; integers a double would round are refused.
#include <doctest/doctest.h>

#include <string>

#include "test_query_support.hpp"

namespace test_query_hostile {

namespace {
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("text after a NUL byte in a query line is not ignored: the line is refused") {
  const std::string line("{\"id\":1,\"test\":\"orientation\",\"a\":[0,0],\"b\":[1,0],\"c\":[0,1]}\0junk", 64);
  const auto r = query_test::run(line + "\n");
  REQUIRE(r.answers.size() == 1);
  CHECK(r.exit_code == 1);
  CHECK(has(r.answers[0]["error"].get<std::string>(), "malformed JSON: byte 60 is a NUL character"));
}

TEST_CASE("strings that look like the old range marker are plain strings") {
  // The id is echoed as given, not refused as "a number outside a double's range".
  const auto id = query_test::ask(R"j({"id":"\u0001number 7","test":"orientation","a":[0,0],"b":[1,0],"c":[0,1]})j");
  CHECK(id["id"] == "\x01number 7");
  CHECK(id["result"] == 1);
  // A coordinate that is a string is a wrong type, whatever it says.
  CHECK(query_test::error_of(R"j({"id":2,"test":"side","p":["\u0001number hello",1],"line":{"a":1,"b":0,"c":0}})j") ==
        "\"p\" x must be a number, got a string");
}

TEST_CASE("\"test\": 1e999 is a wrong type with no marker text, and --1e999, 01e999 are malformed") {
  const std::string test = query_test::error_of(R"j({"id":3,"test":1e999})j");
  CHECK(test == "\"test\" must be a string, the name of a test, got a number outside a double's range");
  CHECK_FALSE(has(test, "\x01"));
  for (const char* token : {"--1e999", "01e999"}) {
    CAPTURE(token);
    const std::string e = query_test::error_of(std::string(R"j({"id":4,"test":"side","p":[)j") + token +
                                               R"j(,1],"line":{"a":1,"b":0,"c":0}})j");
    CHECK(e.starts_with("malformed JSON: "));
    CHECK_FALSE(has(e, "too large"));
  }
}

TEST_CASE("an out-of-range number is still named by its argument, and the line keeps its id") {
  const auto a = query_test::ask(R"j({"id":"keep","test":"side","p":[null,1e999],"line":{"a":1,"b":0,"c":0}})j");
  CHECK(a["id"] == "keep");
  CHECK(a["error"] == "\"p\" x must be a number, got null");  // the real null comes first
  const auto b = query_test::ask(R"j({"id":"keep","test":"side","p":[1,1e999],"line":{"a":1,"b":null,"c":0}})j");
  CHECK(b["error"] == "\"p\" y: 1e999 is too large for a double");
}

TEST_CASE("a coordinate a double would round is refused; the id is echoed exactly") {
  const auto r = query_test::run(
      R"j({"id":9007199254740993,"test":"orientation","a":[0,0],"b":[9007199254740993,1],"c":[9007199254740992,1]})j"
      "\n");
  REQUIRE(r.lines.size() == 1);
  CHECK(r.exit_code == 1);
  CHECK(r.lines[0].starts_with(R"({"id":9007199254740993,)"));
  CHECK(has(r.answers[0]["error"].get<std::string>(),
            "\"b\" x: 9007199254740993 cannot be held exactly by a double (it would round to 9007199254740992)"));
  // 2^53 + 2 is a double: no error.
  CHECK(
      query_test::ask(R"j({"id":1,"test":"orientation","a":[0,0],"b":[9007199254740994,1],"c":[9007199254740992,1]})j")
          .contains("result"));
}

}  // namespace test_query_hostile
