#include "files/file_chooser.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <utility>

extern char** environ;

namespace lab {

namespace fs = std::filesystem;

std::vector<std::string> chooser_order() {
  const char* forced = std::getenv("COLLISION_LAB_FILE_DIALOG");
  const std::string pick = forced ? forced : "";
  if (pick == "window") return {};
  if (pick == "portal" || pick == "zenity" || pick == "kdialog") return {pick};
  return {"portal", "zenity", "kdialog"};
}

namespace {

// Whether `program` is an executable file in one of $PATH's folders.
bool on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::istringstream folders(path ? path : "");
  for (std::string folder; std::getline(folders, folder, ':');)
    if (!folder.empty() && ::access((fs::path(folder) / program).c_str(), X_OK) == 0) return true;
  return false;
}

struct Run {
  int status = -1;  ///< the exit code; -1: did not start or ended by a signal
  std::string out;
};

// `args` run with its standard output read whole; `cancel` ends it (SIGTERM) and its answer.
Run run_program(const std::vector<std::string>& args, const std::atomic<bool>& cancel) {
  Run run;
  int out[2];
  if (::pipe2(out, O_CLOEXEC) != 0) return run;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = -1;
  const int failed = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(out[1]);
  if (failed) {
    ::close(out[0]);
    return run;
  }
  char buf[4096];
  for (;;) {
    pollfd p{out[0], POLLIN, 0};
    if (cancel) ::kill(pid, SIGTERM);
    if (::poll(&p, 1, 100) == 0) continue;  // a tenth of a second: `cancel` is looked at again
    const ssize_t n = ::read(out[0], buf, sizeof buf);
    if (n > 0) run.out.append(buf, static_cast<std::size_t>(n));
    if (n == 0 || (n < 0 && errno != EINTR)) break;
  }
  ::close(out[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  if (WIFEXITED(status) && !cancel) run.status = WEXITSTATUS(status);
  return run;
}

std::vector<std::string> zenity_args(const ChooserRequest& r) {
  std::vector<std::string> args{"zenity", "--file-selection", "--title=" + r.title};
  if (r.save) args.insert(args.end(), {"--save", "--confirm-overwrite"});
  args.push_back("--filename=" + (r.folder / r.name).string());
  // Made in place: GCC 12 -O3 misread the move of a string made from a literal as a copy past its end.
  args.emplace_back("--file-filter=Collision Lab files (states, lessons) | *.json");
  args.emplace_back("--file-filter=All files | *");
  return args;
}

std::vector<std::string> kdialog_args(const ChooserRequest& r) {
  const std::string filter = "*.json|Collision Lab files (states, lessons)";
  if (r.save) return {"kdialog", "--title", r.title, "--getsavefilename", (r.folder / r.name).string(), filter};
  return {"kdialog", "--title", r.title, "--getopenfilename", (r.folder / "").string(), filter};
}

// zenity and kdialog agree: exit 0 and the path on a line, 1 when the user cancelled.
ChooserAnswer ask_program(const std::string& name, const ChooserRequest& request, const std::atomic<bool>& cancel) {
  ChooserAnswer answer;
  answer.by = name;
  if (!on_path(name)) {
    answer.problem = name + ": not installed";
    return answer;
  }
  Run run = run_program(name == "zenity" ? zenity_args(request) : kdialog_args(request), cancel);
  while (!run.out.empty() && (run.out.back() == '\n' || run.out.back() == '\r')) run.out.pop_back();
  if (run.status == 0 && !run.out.empty()) {
    answer.status = ChooserAnswer::Status::Chosen;
    answer.file = run.out;
  } else if (run.status == 0 || run.status == 1) {
    answer.status = ChooserAnswer::Status::Cancelled;
  } else {
    answer.problem =
        name + ": " + (run.status < 0 ? "did not run to the end" : "exit code " + std::to_string(run.status));
  }
  return answer;
}

}  // namespace

ChooserAnswer ask_chooser(const std::string& name, const ChooserRequest& request, const std::atomic<bool>& cancel) {
  return name == "portal" ? ask_portal(request, cancel) : ask_program(name, request, cancel);
}

bool FileChooser::start(ChooserRequest request, std::vector<std::string> order) {
  if (thread_.joinable()) return false;
  request_ = std::move(request);
  cancel_ = false;
  done_.store(false);
  thread_ = std::thread([this, order = std::move(order), wake = wake, request = request_] {
    ChooserAnswer answer;
    std::string problems;
    for (const auto& name : order) {
      answer = ask_chooser(name, request, cancel_);
      if (answer.status != ChooserAnswer::Status::Unavailable || cancel_) break;
      problems += (problems.empty() ? "" : "; ") + answer.problem;
    }
    if (answer.status == ChooserAnswer::Status::Unavailable) answer.problem = problems;
    answer_ = std::move(answer);
    done_.store(true);
    if (wake && !cancel_) wake();
  });
  return true;
}

std::optional<std::pair<ChooserRequest, ChooserAnswer>> FileChooser::take() {
  if (!thread_.joinable() || !done_.load()) return std::nullopt;
  thread_.join();
  return std::pair{request_, std::move(answer_)};
}

void FileChooser::close() {
  if (!thread_.joinable()) return;
  cancel_ = true;
  thread_.join();
}

}  // namespace lab
