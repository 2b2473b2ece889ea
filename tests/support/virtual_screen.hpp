// A private X screen for driving the real window as a user would: Xvfb on a display number it
// picks itself (-displayfd: no clash with other test runs), openbox as the window manager,
// xdotool for the pointer and keys, and what the screen shows read back from Xvfb's framebuffer
// file. Everything waits by polling with a deadline, never by a fixed sleep. Gone at the end of the scope (the processes it started are ended by their ids).
#pragma once
#include <doctest/doctest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "screenshot.hpp"

extern char** environ;

namespace lab::testing {

/// Whether `program` is on the PATH.
inline bool have_program(const std::string& program) {
  return std::system(("command -v " + program + " > /dev/null 2>&1").c_str()) == 0;
}

/// Start `argv` with the environment changed by `env` (a value of std::nullopt removes the
/// variable), its output to `log`. Returns the process id, or -1.
inline pid_t spawn(const std::vector<std::string>& argv, const std::map<std::string, std::optional<std::string>>& env,
                   const std::filesystem::path& log) {
  std::vector<std::string> vars;
  for (char** e = environ; *e; ++e) {
    const std::string var = *e;
    if (!env.count(var.substr(0, var.find('=')))) vars.push_back(var);
  }
  for (const auto& [name, value] : env)
    if (value) vars.push_back(name + "=" + *value);
  std::vector<char*> args, envp;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  for (const auto& v : vars) envp.push_back(const_cast<char*>(v.c_str()));
  args.push_back(nullptr);
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = -1;
  if (posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), envp.data()) != 0) pid = -1;
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

/// Poll `done` every 20 ms until it holds or `seconds` pass. Returns whether it held.
template <class Done>
bool wait_until(Done&& done, double seconds) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (!done()) {
    if (std::chrono::steady_clock::now() > end) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

/// The exit code of `pid` once it ends within `seconds`; std::nullopt if it is still running
/// (or was killed by a signal: -signal).
inline std::optional<int> wait_exit(pid_t pid, double seconds) {
  int status = 0;
  pid_t got = 0;
  if (!wait_until([&] { return (got = waitpid(pid, &status, WNOHANG)) != 0; }, seconds) || got < 0) return std::nullopt;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

/// End a process this test started, by its id, and collect it.
inline void end_process(pid_t pid) {
  if (pid <= 0) return;
  kill(pid, SIGTERM);
  if (!wait_exit(pid, 5)) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
}

class VirtualScreen {
 public:
  /// Xvfb (`width`×`height`, 96 dpi so the app's DPI scale is 1) with openbox on it, files
  /// under `dir`. Check ok() (and error()) before use.
  VirtualScreen(const std::filesystem::path& dir, int width, int height) : dir_(dir) {
    std::filesystem::create_directories(dir_);
    if (!start_server(width, height)) return;
    // openbox runs --startup once it manages the screen: the file says it is ready.
    const auto ready = dir_ / "wm-ready";
    wm_ = spawn({"openbox", "--sm-disable", "--startup", "touch " + ready.string()},
                {{"DISPLAY", display_}, {"XDG_CONFIG_HOME", (dir_ / "wm-config").string()}}, dir_ / "openbox.log");
    if (wm_ < 0 || !wait_until([&] { return std::filesystem::exists(ready); }, 15))
      error_ = "openbox did not start: " + read_text(dir_ / "openbox.log");
  }
  ~VirtualScreen() {
    end_process(wm_);
    end_process(server_);
  }
  VirtualScreen(const VirtualScreen&) = delete;
  VirtualScreen& operator=(const VirtualScreen&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  const std::string& display() const { return display_; }

  /// Run xdotool with `args` (shell words) on this screen, 15 s at most; its output.
  std::string xdotool(const std::string& args, int* status = nullptr) const {
    const std::string command = "DISPLAY=" + display_ + " timeout 15 xdotool " + args + " 2>&1";
    std::string out;
    if (FILE* p = popen(command.c_str(), "r")) {
      char buf[256];
      while (fgets(buf, sizeof buf, p)) out += buf;
      const int s = pclose(p);
      if (status) *status = WIFEXITED(s) ? WEXITSTATUS(s) : -1;
    }
    return out;
  }

  /// The id of the first visible window whose title matches `name` (a regular expression), once
  /// it is mapped; "" if none came within 15 s. Only a line of digits is an id: xdotool's warnings
  /// share its output ("XGetWindowProperty[…] failed (code=1)" came first under load once).
  std::string find_window(const std::string& name) const {
    std::istringstream lines(xdotool("search --sync --onlyvisible --name '" + name + "'"));
    for (std::string line; std::getline(lines, line);)
      if (!line.empty() && line.find_first_not_of("0123456789") == std::string::npos) return line;
    return "";
  }

  /// The screen as it is shown now: Xvfb keeps its framebuffer in a file (-fbdir), in X's window
  /// dump format (XWD: a big-endian header, a colour map, then the rows). Empty if unreadable.
  Image grab() const {
    std::ifstream in(dir_ / "fb" / "Xvfb_screen0", std::ios::binary);
    std::vector<unsigned char> b(std::filesystem::exists(dir_ / "fb" / "Xvfb_screen0")
                                     ? std::filesystem::file_size(dir_ / "fb" / "Xvfb_screen0")
                                     : 0);
    in.read(reinterpret_cast<char*>(b.data()), static_cast<std::streamsize>(b.size()));
    const auto word = [&](std::size_t i) -> std::uint32_t {
      return b.size() < 4 * (i + 1)
                 ? 0
                 : std::uint32_t(b[4 * i]) << 24 | b[4 * i + 1] << 16 | b[4 * i + 2] << 8 | b[4 * i + 3];
    };
    // header_size, …, width 4, height 5, byte_order 7, bits_per_pixel 11, bytes_per_line 12,
    // red/green/blue masks 14–16, ncolors 19.
    const std::size_t w = word(4), h = word(5), line = word(12), start = word(0) + 12 * std::size_t{word(19)};
    if (!in || word(11) != 32 || word(14) != 0xff0000 || word(15) != 0xff00 || word(16) != 0xff ||
        b.size() < start + line * h)
      return {};
    Image img{static_cast<int>(w), static_cast<int>(h), std::vector<unsigned char>(w * h * 3)};
    const int r = word(7) == 0 ? 2 : 1, g = word(7) == 0 ? 1 : 2, bl = word(7) == 0 ? 0 : 3;  // 0x00RRGGBB
    unsigned char* out = img.rgb.data();
    for (std::size_t y = 0; y < h; ++y)
      for (const unsigned char *p = b.data() + start + y * line, *end = p + 4 * w; p != end; p += 4, out += 3)
        out[0] = p[r], out[1] = p[g], out[2] = p[bl];
    return img;
  }

  /// `xdotool COMMAND --shell ARGS` output as numbers: {"WIDTH": 1280, …}.
  std::map<std::string, long> xdotool_shell(const std::string& command, const std::string& args = "") const {
    std::map<std::string, long> values;
    std::istringstream lines(xdotool(command + " --shell " + args));
    for (std::string line; std::getline(lines, line);)
      if (const auto eq = line.find('='); eq != std::string::npos)
        values[line.substr(0, eq)] = std::strtol(line.c_str() + eq + 1, nullptr, 10);
    return values;
  }

 private:
  bool start_server(int width, int height) {
    int fds[2];
    if (pipe(fds) != 0) return error_ = "no pipe", false;
    const std::string screen = std::to_string(width) + "x" + std::to_string(height) + "x24";
    std::filesystem::create_directories(dir_ / "fb");
    server_ = spawn({"Xvfb", "-displayfd", std::to_string(fds[1]), "-screen", "0", screen, "-dpi", "96", "-nolisten",
                     "tcp", "-noreset", "-fbdir", (dir_ / "fb").string()},
                    {}, dir_ / "xvfb.log");
    close(fds[1]);
    // Xvfb writes the display number it took, and a newline, once it accepts clients.
    std::string number;
    pollfd pfd{fds[0], POLLIN, 0};
    char c = 0;
    while (server_ > 0 && poll(&pfd, 1, 15000) > 0 && read(fds[0], &c, 1) == 1 && c != '\n') number += c;
    close(fds[0]);
    if (number.empty()) return error_ = "Xvfb did not start: " + read_text(dir_ / "xvfb.log"), false;
    display_ = ":" + number;
    return true;
  }

  std::filesystem::path dir_;
  pid_t server_ = -1, wm_ = -1;
  std::string display_, error_;
};

/// A fresh folder in the temporary one, `name`-…, for a test that needs Xvfb, openbox and xdotool:
/// the test stops here, saying so, when one of them is missing.
inline std::filesystem::path folder_for_real_window(std::string_view name) {
  for (const char* program : {"Xvfb", "openbox", "xdotool"})
    REQUIRE_MESSAGE(have_program(program), program << " is missing: run scripts/deps.sh");
  return temp_path(name, "");
}

/// Where a real-window test runs the app: a fresh folder, a 1600×1000 screen in it, and the
/// app's settings folder (`config`, made; its settings.json holds `settings` unless that is empty).
/// The test removes `dir` when it passes; a failed one leaves it, logs and all.
struct RealWindowPlace {
  std::filesystem::path dir, config;
  VirtualScreen screen;

  explicit RealWindowPlace(std::string_view name, std::string_view settings = {})
      : dir(folder_for_real_window(name)), config(dir / "config" / "collision-lab"), screen(dir / "x", 1600, 1000) {
    REQUIRE_MESSAGE(screen.ok(), screen.error());
    std::filesystem::create_directories(config);
    if (!settings.empty()) std::ofstream(config / "settings.json") << settings;
  }
};

}  // namespace lab::testing
