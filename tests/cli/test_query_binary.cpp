// `collision-lab query` as a script runs it: the real binary, questions on stdin from a file,
// answers on stdout, the exit code telling whether every line was answered.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace test_query_binary {

namespace {

struct Result {
  int exit_code = -1;
  std::vector<nlohmann::json> answers;
};

// Runs `$LAB_BINARY query < input > output` in a fresh directory.
Result run_binary(const std::string& name, const std::string& input) {
  const char* binary = std::getenv("LAB_BINARY");
  REQUIRE_MESSAGE(binary != nullptr, "LAB_BINARY is not set: run this test through ctest");
  const auto dir = std::filesystem::temp_directory_path() / ("collision-lab-query-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto in = dir / (name + ".jsonl"), out = dir / (name + ".out");
  std::ofstream(in) << input;
  const std::string command = "'" + std::string(binary) + "' query < '" + in.string() + "' > '" + out.string() + "'";
  const int status = std::system(command.c_str());
  Result result;
  REQUIRE(WIFEXITED(status));
  result.exit_code = WEXITSTATUS(status);
  std::ifstream answers(out);
  for (std::string line; std::getline(answers, line);) result.answers.push_back(nlohmann::json::parse(line));
  std::filesystem::remove_all(dir);
  return result;
}

}  // namespace

TEST_CASE("collision-lab query: the binary answers JSON lines from stdin, one per line") {
  const Result ok = run_binary(
      "ok",
      R"({"id":1,"test":"point_in_convex_polygon","p":[5,-1],"polygon":[[0,0],[4,0],[5,3],[2,5],[-1,3]]})"
      "\n"
      R"({"id":2,"test":"convex_polygons_collide","a":[[0,0],[4,0],[5,3],[2,5],[-1,3]],"b":[[-8,-8],[-6,-8],[-7,-6]]})"
      "\n");
  CHECK(ok.exit_code == 0);
  REQUIRE(ok.answers.size() == 2);
  CHECK(ok.answers[0]["id"] == 1);
  CHECK(ok.answers[0]["result"] == false);
  CHECK(ok.answers[0]["caption"] == "P is on the outer side of 2 of the 5 edges → outside");
  CHECK(ok.answers[1]["caption"] == "6 of 8 axes show a gap; one is enough → apart");
  CHECK(ok.answers[1]["axes"] == 8);

  const Result failed = run_binary("failed",
                                   "not json\n"
                                   R"({"id":"after","test":"point_in_rect","p":[1,1],"rect":{"x":0,"y":0,"w":2,"h":2}})"
                                   "\n");
  CHECK(failed.exit_code == 1);
  REQUIRE(failed.answers.size() == 2);
  CHECK(failed.answers[0].contains("error"));
  CHECK(failed.answers[1]["result"] == true);
}

}  // namespace test_query_binary
