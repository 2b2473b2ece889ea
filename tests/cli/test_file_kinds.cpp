// Issue 31 #1, #6, #10, #11 and issue 27 §4: every file the app reads is known to be a small
// regular file before a byte of it is read. The reader (lib/formats/user_file.hpp) on each kind of
// thing a name can lead to, then --state, --lesson, --report and query through the real binary,
// each reproducer under a time limit so that a hang fails instead of stopping the suite.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "screenshot.hpp"
#include "formats/user_file.hpp"

namespace test_file_kinds {

using lab::UserFile;
using lab::testing::contains;
using lab::testing::read_text;
using lab::testing::temp_path;

namespace {

// A scratch folder, removed with what it holds.
struct Scratch {
  std::filesystem::path path = temp_path("file-kinds", "");
  Scratch() { std::filesystem::create_directories(path); }
  ~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
};

// A file of `bytes` bytes that holds nothing (all NULs) and takes no room on disk.
std::filesystem::path sparse_file(const std::filesystem::path& file, std::uintmax_t bytes) {
  std::ofstream(file).close();
  std::filesystem::resize_file(file, bytes);
  return file;
}

struct Run {
  int exit_code = -1;
  std::string err;
};

// `sh -c "<env> timeout 60 collision-lab <args> 2>log"`: the exit code (124 when it had to be
// stopped) and what it said. Arguments are quoted.
Run run(const std::vector<std::string>& args, const std::string& env = "", const std::string& redirect = "") {
  auto quote = [](const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
  };
  const auto log = temp_path("stderr", ".txt");
  std::string command = "ASAN_OPTIONS=detect_leaks=0 " + env + " timeout 60 " + quote(lab::testing::lab_binary());
  for (const auto& a : args) command += " " + quote(a);
  command += " " + redirect + " 2> " + quote(log.string());
  const int status = std::system(command.c_str());
  Run r{WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_text(log)};
  std::filesystem::remove(log);
  return r;
}

// Refused with exit code 2 and one line that names the file and says `problem`.
void check_refused(const Run& r, const std::filesystem::path& file, const std::string& problem) {
  INFO(r.err);
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, file.string() + ": "));
  CHECK(contains(r.err, problem));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

}  // namespace

TEST_CASE("first_bad_byte: NUL, bytes no UTF-8 has, and sequences cut short at the end") {
  std::size_t resume = 0;
  CHECK(lab::first_bad_byte("{\"a\": 1}", resume) == std::nullopt);
  CHECK(resume == 8);
  CHECK(lab::first_bad_byte(std::string_view("ab\0c", 4), resume) == 2u);
  CHECK(lab::first_bad_byte("caf\xC3\xA9 \xF0\x9F\x98\x80", resume) == std::nullopt);  // é and 😀
  CHECK(lab::first_bad_byte("x\xC3", resume) == std::nullopt);                         // cut short: more may come
  CHECK(resume == 1);
  CHECK(lab::first_bad_byte("\xE2x", resume) == 1u);             // a lead byte, then no continuation
  CHECK(lab::first_bad_byte("\xC0\x80", resume) == 0u);          // an overlong NUL
  CHECK(lab::first_bad_byte("\xED\xA0\x80", resume) == 1u);      // a surrogate, U+D800
  CHECK(lab::first_bad_byte("\xF4\x90\x80\x80", resume) == 1u);  // past U+10FFFF
  CHECK(lab::first_bad_byte("ok\xFF", resume) == 2u);
}

TEST_CASE("read_user_file: a regular file whole; every other kind refused unread, in words") {
  Scratch dir;
  std::ofstream(dir.path / "a.json") << R"({"scene": "circles"})";
  const UserFile good = lab::read_user_file(dir.path / "a.json");
  CHECK(good.status == UserFile::Status::read);
  CHECK(good.bytes == R"({"scene": "circles"})");
  CHECK_FALSE(good.bad_byte);

  CHECK(lab::read_user_file(dir.path / "none.json").status == UserFile::Status::missing);
  auto refused = [](const std::filesystem::path& file) {
    const UserFile r = lab::read_user_file(file);
    CHECK(r.status == UserFile::Status::refused);
    CHECK(r.bytes.empty());
    return r.problem;
  };
  CHECK(refused(dir.path) == "this is a folder, not a file");
  REQUIRE(::mkfifo((dir.path / "fifo").c_str(), 0600) == 0);
  CHECK(refused(dir.path / "fifo") == "this is a named pipe (FIFO), not a file");  // at once: no writer is waited for
  CHECK(refused("/dev/zero") == "this is a device, not a file");
  std::filesystem::create_symlink(dir.path / "loop", dir.path / "loop");
  CHECK(refused(dir.path / "loop") == "cannot open the file for reading: Too many levels of symbolic links");
  CHECK(refused(dir.path / std::string(300, 'x')) == "cannot open the file for reading: File name too long");
  const UserFile through_a_file = lab::read_user_file(dir.path / "a.json" / "b.json");  // no such file can be
  CHECK(through_a_file.status == UserFile::Status::missing);
  CHECK(through_a_file.problem == "cannot open the file for reading: Not a directory");
}

TEST_CASE("read_user_file: a file over the cap is refused by its size, unread; a NUL stops the read") {
  Scratch dir;
  const auto huge = sparse_file(dir.path / "huge.json", lab::max_user_file_bytes + 1);
  const UserFile over = lab::read_user_file(huge);
  CHECK(over.status == UserFile::Status::refused);
  CHECK(over.problem == "the file holds 65 MB; a file read here may hold at most 64 MB");
  std::ofstream(dir.path / "eleven") << "12345678901";
  CHECK(lab::read_user_file(dir.path / "eleven", 10).problem ==
        "the file holds 11 bytes; a file read here may hold at most 10 bytes");
  CHECK(lab::read_user_file(dir.path / "eleven", 11).bytes == "12345678901");

  // 60 MB of NULs, under the cap: the reading stops at the first byte, which JSON cannot hold.
  const UserFile nuls = lab::read_user_file(sparse_file(dir.path / "nuls.json", 60u << 20));
  CHECK(nuls.status == UserFile::Status::read);
  CHECK(nuls.bytes.size() == 1);
  CHECK(nuls.bad_byte == 0u);
  // Past a chunk's end: the é split across two reads is still good text.
  std::string text = "[\"" + std::string((1 << 16) - 3, 'a') + "\xC3\xA9\"]";
  std::ofstream(dir.path / "split.json", std::ios::binary) << text;
  const UserFile split = lab::read_user_file(dir.path / "split.json");
  CHECK(split.bytes == text);
  CHECK_FALSE(split.bad_byte);
}

TEST_CASE("--lesson on a link loop or a name over 255 bytes exits 2 with a message, as --state does") {
  Scratch dir;
  const auto loop = dir.path / "loop.json";
  std::filesystem::create_symlink(loop, loop);
  check_refused(run({"--lesson", loop.string(), "--report"}), loop, "Too many levels of symbolic links");
  const auto long_name = dir.path / (std::string(300, 'l') + ".json");
  check_refused(run({"--lesson", long_name.string(), "--report"}), long_name, "File name too long");
}

TEST_CASE("--state on a link loop or a name over 255 bytes exits 2 with a message") {
  Scratch dir;
  const auto loop = dir.path / "loop.json";
  std::filesystem::create_symlink(loop, loop);
  check_refused(run({"--state", loop.string(), "--report"}), loop, "Too many levels of symbolic links");
  const auto long_name = dir.path / (std::string(300, 'l') + ".json");
  check_refused(run({"--state", long_name.string(), "--report"}), long_name, "File name too long");
}

TEST_CASE("--state and --lesson refuse a FIFO, /dev/zero and a large file (1 GB) at once; 60 MB of NULs at byte 1" *
          doctest::test_suite("slow")) {
  Scratch dir;
  const auto fifo = dir.path / "fifo.json";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  check_refused(run({"--state", fifo.string(), "--report"}), fifo, "this is a named pipe (FIFO), not a file");
  check_refused(run({"--lesson", fifo.string(), "--report"}), fifo, "this is a named pipe (FIFO), not a file");
  check_refused(run({"--state", "/dev/zero", "--report"}), "/dev/zero", "this is a device, not a file");
  check_refused(run({"--lesson", "/dev/zero", "--report"}), "/dev/zero", "this is a device, not a file");
  const auto huge = sparse_file(dir.path / "huge.json", std::uintmax_t{1} << 30);
  check_refused(run({"--state", huge.string(), "--report"}), huge,
                "the file holds 1024 MB; a file read here may hold at most 64 MB");
  check_refused(run({"--lesson", huge.string(), "--report"}), huge,
                "the file holds 1024 MB; a file read here may hold at most 64 MB");
  const auto nuls = sparse_file(dir.path / "nuls.json", 60u << 20);
  check_refused(run({"--state", nuls.string(), "--report"}), nuls, "not valid JSON: byte 1 is a NUL character");
}

TEST_CASE("--lesson on a folder says it is a folder, not that --state takes a file") {
  Scratch dir;
  const Run r = run({"--lesson", dir.path.string(), "--report"});
  check_refused(r, dir.path, "this is a folder, not a file");
  CHECK_FALSE(contains(r.err, "--state"));
}

TEST_CASE("recent.json as a folder or a FIFO in the settings folder: --report runs as usual") {
  Scratch config;
  std::filesystem::create_directories(config.path / "collision-lab" / "recent.json");
  const std::string env = "XDG_CONFIG_HOME='" + config.path.string() + "'";
  const Run folder = run({"--report", "--scene", "circles"}, env, "> /dev/null");
  CHECK(folder.exit_code == 0);  // was 134: an uncaught std::ios_base::failure
  std::filesystem::remove(config.path / "collision-lab" / "recent.json");
  REQUIRE(::mkfifo((config.path / "collision-lab" / "recent.json").c_str(), 0600) == 0);
  const Run fifo = run({"--report", "--scene", "circles"}, env, "> /dev/null");
  CHECK(fifo.exit_code == 0);  // was a hang in open()
}

TEST_CASE("query whose reader has gone exits 2 and says so, not 141 by SIGPIPE") {
  const auto questions =
      lab::testing::write_temp("questions", ".jsonl",
                               R"({"id": 1, "test": "side", "p": [0, 1], "line": {"a": 0, "b": 1, "c": 0}})"
                               "\n");
  const auto log = temp_path("query-stderr", ".txt");
  int pipe_ends[2];
  REQUIRE(::pipe(pipe_ends) == 0);
  ::close(pipe_ends[0]);  // no reader at all: the first answer meets a broken pipe
  const pid_t child = ::fork();
  if (child == 0) {
    std::signal(SIGPIPE, SIG_DFL);  // as a shell starts it: the app must catch SIGPIPE itself
    ::dup2(pipe_ends[1], 1);
    ::dup2(::open(questions.c_str(), O_RDONLY), 0);
    ::dup2(::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600), 2);
    ::setenv("ASAN_OPTIONS", "detect_leaks=0", 1);
    const std::string binary = lab::testing::lab_binary();
    ::execl(binary.c_str(), binary.c_str(), "query", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(pipe_ends[1]);
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  const std::string err = read_text(log);
  INFO(err);
  CHECK_FALSE(WIFSIGNALED(status));
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 2);
  CHECK(err == "collision-lab: cannot write to standard output: Broken pipe\n");
  std::filesystem::remove(questions);
  std::filesystem::remove(log);
}

TEST_CASE("--screenshot /dev/stdout >> keep.log appends the PNG, and into a pipe it works" *
          doctest::test_suite("screens")) {
  Scratch dir;
  const auto log = dir.path / "keep.log";
  std::ofstream(log) << "kept line\n";
  const Run appended =
      run({"--screenshot", "/dev/stdout", "--size", "200x150", "--scene", "circles"}, "", ">> '" + log.string() + "'");
  INFO(appended.err);
  CHECK(appended.exit_code == 0);
  const std::string text = read_text(log);
  CHECK(text.starts_with("kept line\n\x89PNG\r\n"));  // was the PNG alone: renamed over keep.log
  // Through a pipe: "cannot follow the link /dev/stdout" before.
  const auto png = dir.path / "piped.png", code = dir.path / "code";
  const std::string command = "{ ASAN_OPTIONS=detect_leaks=0 SDL_VIDEODRIVER=offscreen '" + lab::testing::lab_binary() +
                              "' --screenshot /dev/stdout --size 200x150 --scene circles 2>/dev/null; echo $? > '" +
                              code.string() + "'; } | cat > '" + png.string() + "'";
  REQUIRE(std::system(command.c_str()) == 0);
  CHECK(read_text(code) == "0\n");
  const auto image = lab::testing::load_png(png);
  CHECK(image.w == 200);
  CHECK(image.h == 150);
}

TEST_CASE("a temporary a killed --screenshot left is removed by the next one into that folder" *
          doctest::test_suite("screens")) {
  Scratch dir;
  const auto stale = dir.path / ".out.svg.tmp-k1LL9d";  // the name a run killed mid-write left
  std::ofstream(stale) << "<svg half";
  const Run r = run({"--screenshot", (dir.path / "out.svg").string(), "--size", "200x150", "--scene", "circles"});
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(std::filesystem::is_regular_file(dir.path / "out.svg"));
  CHECK_FALSE(std::filesystem::exists(stale));
  CHECK(std::distance(std::filesystem::directory_iterator(dir.path), std::filesystem::directory_iterator()) == 1);
}

}  // namespace test_file_kinds
