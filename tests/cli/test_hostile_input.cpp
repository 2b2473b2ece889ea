// Issue 16: bad, huge and hostile input through the real binary. Each finding's reproducer gives
// one clear line on stderr and exit code 2 (or query's documented code), never a crash, a
// silent success or a half-written file.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "screenshot.hpp"

namespace test_hostile_input {

using lab::testing::contains;
using lab::testing::read_text;
using lab::testing::run_lab;
using lab::testing::temp_path;
using lab::testing::write_temp;

namespace {

struct ShellRun {
  int exit_code = -1;
  std::string err;  ///< stderr only
};

// `sh -c "<prefix> exec collision-lab <rest>"` with stderr captured: for redirections of
// stdout (/dev/full, closed) and limits (ulimit) that run_lab cannot express.
ShellRun shell(const std::string& rest, const std::string& prefix = "") {
  const auto log = temp_path("stderr", ".txt");
  const std::string command = "ASAN_OPTIONS=detect_leaks=0 sh -c \"" + prefix + " exec '" + lab::testing::lab_binary() +
                              "' " + rest + " 2> '" + log.string() + "'\"";
  const int status = std::system(command.c_str());
  ShellRun r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_text(log)};
  std::filesystem::remove(log);
  return r;
}

// A screenshot of `state` (JSON text in a temporary file): the run's exit code and messages.
lab::testing::RunResult screenshot_of_state(const std::string& state) {
  const auto file = write_temp("hostile-state", ".json", state);
  auto r =
      run_lab({"--screenshot", temp_path("never", ".png").string(), "--size", "200x150", "--state", file.string()});
  std::filesystem::remove(file);
  return r;
}

// One line, and it names the file's field and the problem.
void check_refused(const lab::testing::RunResult& r, const std::string& field, const std::string& problem) {
  INFO(r.output);
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, ".json: " + field + ": "));
  CHECK(contains(r.output, problem));
  CHECK(std::count(r.output.begin(), r.output.end(), '\n') == 1);
}

}  // namespace

TEST_CASE("a number too large for a double in a state file is refused, naming the field") {
  check_refused(screenshot_of_state(R"({"shapes":{"P":{"points":[[1e999,0]]}}})"), "shapes.P.points[0][0]",
                "1e999 is too large for a double");
  check_refused(screenshot_of_state(R"({"scene":"polygon-point","shapes":{"P":{"points":[[0,1e309]]}}})"),
                "shapes.P.points[0][1]", "1e309 is too large for a double");
}

// Issue 27 §4 (found by tips27c): {"scene": "polygon-point", "scene": "circles"} opened circles
// without a word, the first value dropped.
TEST_CASE("a key given twice in a state file is refused, naming it, not read as its last value") {
  check_refused(screenshot_of_state(R"({"scene":"polygon-point","scene":"circles","shapes":{}})"), "scene",
                "this key is given twice in its object");
  check_refused(screenshot_of_state(R"({"shapes":{"P":{"points":[[0,0],[1,0],[0,1]],"points":[[5,5]]}}})"),
                "shapes.P.points", "given twice");
}

TEST_CASE("--state naming a folder exits 2 and says it is a folder") {
  const auto dir = temp_path("state-folder", "");
  std::filesystem::create_directories(dir);
  const auto r = run_lab({"--screenshot", "/tmp/never.png", "--state", dir.string()});
  std::filesystem::remove(dir);
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, dir.string() + ": this is a folder"));
}

TEST_CASE("nesting 30,000 deep in points[0] or 100,000 in kind: refused, the message short") {
  const std::string points =
      R"({"shapes":{"P":{"points":[)" + std::string(30000, '[') + std::string(30000, ']') + "]}}}";
  const auto deep_points = screenshot_of_state(points);
  check_refused(deep_points, "shapes.P.points[0][0][0]…", "nest more than 32 deep");
  CHECK(deep_points.output.size() < 200);
  const std::string kind = R"({"shapes":{"P":{"kind":)" + std::string(100000, '[') + std::string(100000, ']') + "}}}";
  const auto deep_kind = screenshot_of_state(kind);
  check_refused(deep_kind, "shapes.P.kind[0][0][0]…", "nest more than 32 deep");
  CHECK(deep_kind.output.size() < 200);
}

TEST_CASE("--screenshot /dev/full exits 2 and says the disk is full" * doctest::test_suite("screens")) {
  const auto r = shell("--scene polygon-point --size 200x150 --screenshot /dev/full");
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "cannot write /dev/full: No space left on device"));
  CHECK(std::filesystem::is_character_file("/dev/full"));  // written to, not replaced
}

TEST_CASE("a screenshot that cannot be written in full leaves the old file as it was" *
          doctest::test_suite("screens")) {
  // A file size limit of 1 KiB (with SIGXFSZ ignored, the write fails with EFBIG) stands in
  // for a full disk: the PNG is larger than that.
  const auto dir = temp_path("screenshot-dir", "");
  std::filesystem::create_directories(dir);
  const auto png = dir / "old.png";
  std::ofstream(png) << "the old picture";
  const auto r =
      shell("--scene polygon-point --size 400x300 --screenshot '" + png.string() + "'", "trap '' XFSZ; ulimit -f 1;");
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "cannot write " + png.string()));
  CHECK(read_text(png) == "the old picture");
  int files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++files;
  CHECK(files == 1);  // no temporary file left behind
  // With room, the same command replaces the file with a whole PNG.
  const auto ok = shell("--scene polygon-point --size 400x300 --screenshot '" + png.string() + "'");
  CHECK(ok.exit_code == 0);
  CHECK(lab::testing::load_png(png).w == 400);
  std::filesystem::remove_all(dir);
}

TEST_CASE("output that cannot be written is an error: query, --list-scenes, --help") {
  const auto questions = write_temp("questions", ".jsonl",
                                    R"({"id":1,"test":"side","p":[1,1],"line":{"a":1,"b":0,"c":0}})"
                                    "\n");
  const std::string in = " < '" + questions.string() + "'";
  for (const std::string& rest :
       {"query" + in + " > /dev/full", "query" + in + " >&-", std::string("--list-scenes > /dev/full"),
        std::string("--help > /dev/full"), std::string("--version > /dev/full")}) {
    CAPTURE(rest);
    const auto r = shell(rest);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "cannot write to standard output"));
  }
  std::filesystem::remove(questions);
}

TEST_CASE("with standard output closed, a screenshot (which prints nothing) still succeeds" *
          doctest::test_suite("screens")) {
  const auto png = temp_path("closed-stdout", ".png");
  const auto r = shell("--scene polygon-point --size 200x150 --screenshot '" + png.string() + "' >&-");
  CHECK(r.exit_code == 0);
  CHECK(lab::testing::load_png(png).w == 200);
  std::filesystem::remove(png);
}

TEST_CASE("1e-400 in a state file is refused, not rounded to 0") {
  check_refused(screenshot_of_state(R"({"scene":"polygon-point","shapes":{"P":{"points":[[1e-400,0]]}}})"),
                "shapes.P.points[0][0]", "1e-400 is too small for a double");
}

TEST_CASE("a NUL byte in a state file is refused, not the end of the text") {
  const std::string state("{\"scene\":\"polygon-point\"}\0{\"shapes\":7}", 38);
  const auto r = screenshot_of_state(state);
  CHECK(r.exit_code == 2);
  CHECK(contains(r.output, ".json: not valid JSON: byte 26 is a NUL character"));
}

TEST_CASE("a state file the scene can give no verdict for is an error for --screenshot" *
          doctest::test_suite("screens")) {
  check_refused(screenshot_of_state(R"({"scene":"rectangles","shapes":{"A":{"points":[[1,1],[1,1]]}}})"), "shapes.A",
                "the scene can give no verdict: rect \"A\"");
  check_refused(screenshot_of_state(R"({"scene":"side-of-line","shapes":{"line":{"points":[[1,1],[1,1]]}}})"),
                "shapes.line", "the scene can give no verdict");
  // An unknown mode is refused where the file is read now, with the modes there are (issue 31 #3).
  check_refused(screenshot_of_state(R"({"scene":"circles","options":{"mode":7}})"), "options.mode",
                "7 is outside the option's range: a whole number from 0 to 2");
  // Mode 1 alone once had no shapes ("no shape named C"); every mode's shapes now come with the
  // scene's start (issue 11, defect 9), so it renders.
  CHECK(screenshot_of_state(R"({"scene":"circles","options":{"mode":1}})").exit_code == 0);
}

TEST_CASE("an unknown scene in a state file names the file and the field") {
  check_refused(screenshot_of_state(R"({"scene":"nope"})"), "scene", "unknown scene \"nope\"; valid ids: ");
}

TEST_CASE("empty values, window options with query, and parse errors in one line") {
  for (const char* option : {"--scene", "--state", "--size"}) {
    const auto r = run_lab({option, "", "--screenshot", "/tmp/never.png"});
    CAPTURE(option);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.output, std::string(option) + ": the value is empty"));
  }
  const auto size = shell("--size 0x0 query < /dev/null");
  CHECK(size.exit_code == 2);
  CHECK(contains(size.err, "--size cannot be used with query"));
  const auto scene = shell("--scene nope query < /dev/null");
  CHECK(scene.exit_code == 2);
  CHECK(contains(scene.err, "--scene cannot be used with query"));
  const auto state = shell("--state /nonexistent query < /dev/null");
  CHECK(state.exit_code == 2);
  CHECK(contains(state.err, "--state cannot be used with query"));
  const auto bogus = run_lab({"--frobnicate"});
  CHECK(bogus.exit_code == 2);
  CHECK(std::count(bogus.output.begin(), bogus.output.end(), '\n') == 1);
  CHECK(contains(bogus.output, "--frobnicate"));
}

TEST_CASE("an integer a double would round is refused in a state file") {
  check_refused(screenshot_of_state(R"({"scene":"polygon-point","shapes":{"P":{"points":[[9007199254740993,1]]}}})"),
                "shapes.P.points[0][0]",
                "9007199254740993 cannot be held exactly by a double (it would round to 9007199254740992)");
}

}  // namespace test_hostile_input
