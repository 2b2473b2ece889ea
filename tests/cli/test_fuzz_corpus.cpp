// The fuzzers' seed corpora (tests/fuzz/corpus/, every reproducer of issue 16 among them) run in
// the ordinary test build: no crash, one valid answer per question for query, and for state
// files either a state or one StateError line. `make fuzz` explores from the same seeds.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "formats/state_json.hpp"
#include "test_query_support.hpp"

namespace test_fuzz_corpus {

namespace {

std::vector<std::filesystem::path> corpus(const std::string& name) {
  const char* source = std::getenv("LAB_SOURCE_DIR");
  REQUIRE_MESSAGE(source != nullptr, "LAB_SOURCE_DIR is not set: run this test through ctest");
  std::vector<std::filesystem::path> files;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(source) / "tests/fuzz/corpus" / name))
    files.push_back(entry.path());
  return files;
}

std::string bytes_of(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("fuzz corpus: every query seed gets one JSON answer per line") {
  const auto files = corpus("query");
  CHECK(files.size() >= 10);
  for (const auto& file : files) {
    CAPTURE(file);
    const query_test::Run r = query_test::run(bytes_of(file));
    CHECK(r.answers.size() == 1);
  }
}

TEST_CASE("fuzz corpus: every state seed loads or is refused in one line naming the file") {
  const auto files = corpus("state");
  CHECK(files.size() >= 10);
  for (const auto& file : files) {
    CAPTURE(file);
    try {
      lab::state_scene_id(lab::parse_state_text(bytes_of(file), "seed.json"), "seed.json");
    } catch (const lab::StateError& e) {
      const std::string what = e.what();
      CHECK(what.starts_with("seed.json: "));
      CHECK(what.find('\n') == std::string::npos);
      CHECK(what.size() < 300);
    }
  }
}

}  // namespace test_fuzz_corpus
