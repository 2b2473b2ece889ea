// Running the built collision-lab binary from a test: its exit code and messages, the files it
// writes read back as text (read_text), and `--screenshot` PNGs loaded back as pixels so a test
// can count colours.
// The binary's path comes from $LAB_BINARY (set by tests/CMakeLists.txt).
#pragma once
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <stb_image.h>

#include "scenes/palette.hpp"

namespace lab::testing {

/// An RGB image, rows top-down.
struct Image {
  int w = 0, h = 0;
  std::vector<unsigned char> rgb;

  Color at(int x, int y) const {
    const auto* p = &rgb[(static_cast<std::size_t>(y) * w + x) * 3];
    return {p[0], p[1], p[2], 255};
  }
  /// Pixels whose every channel is within `tolerance` of `c`, inside [x0, x1) × [y0, y1)
  /// (the whole image by default).
  int count_near(Color c, int tolerance = 24, int x0 = 0, int y0 = 0, int x1 = -1, int y1 = -1) const {
    if (x1 < 0) x1 = w;
    if (y1 < 0) y1 = h;
    int n = 0;
    for (int y = std::max(y0, 0); y < std::min(y1, h); ++y)
      for (int x = std::max(x0, 0); x < std::min(x1, w); ++x) {
        const Color p = at(x, y);
        if (std::abs(p.r - c.r) <= tolerance && std::abs(p.g - c.g) <= tolerance && std::abs(p.b - c.b) <= tolerance)
          ++n;
      }
    return n;
  }
};

/// A PNG file as RGB; an empty image (w = 0) if it cannot be read.
inline Image load_png(const std::filesystem::path& file) {
  Image img;
  int channels = 0;
  unsigned char* data = stbi_load(file.string().c_str(), &img.w, &img.h, &channels, 3);
  if (!data) return {};
  img.rgb.assign(data, data + static_cast<std::size_t>(img.w) * img.h * 3);
  stbi_image_free(data);
  return img;
}

/// The whole of `file`, byte for byte ("" when it cannot be read).
inline std::string read_text(const std::filesystem::path& file) {
  std::stringstream ss;
  ss << std::ifstream(file, std::ios::binary).rdbuf();
  return ss.str();
}

/// Whether `part` occurs in `text`.
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// A fresh path in the temporary folder, unique to this process and call.
inline std::filesystem::path temp_path(std::string_view stem, std::string_view ext) {
  static std::atomic<int> counter{0};
  return std::filesystem::temp_directory_path() /
         ("collision-lab-test-" + std::string(stem) + "-" + std::to_string(getpid()) + "-" + std::to_string(counter++) +
          std::string(ext));
}

/// Write `text` to a fresh temporary file and return its path.
inline std::filesystem::path write_temp(std::string_view stem, std::string_view ext, std::string_view text) {
  const auto path = temp_path(stem, ext);
  std::ofstream(path) << text;
  return path;
}

/// The path of the collision-lab binary under test.
inline std::string lab_binary() {
  const char* b = std::getenv("LAB_BINARY");
  if (!b || !*b) throw std::runtime_error("LAB_BINARY is not set: run the tests through ctest");
  return b;
}

struct RunResult {
  int exit_code = -1;
  std::string output;  ///< stdout and stderr together
};

/// Run collision-lab with `args` (each passed as one argument) and capture what it prints.
inline RunResult run_lab(const std::vector<std::string>& args) {
  auto quote = [](const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
  };
  const auto log = temp_path("output", ".txt");
  // LeakSanitizer's tracer thread can crash while stopping the GL driver's (llvmpipe) worker
  // threads at exit ("Tracer caught signal 11"), failing a run that did nothing wrong. Leaks in
  // our own code are still checked by the in-process suites (test_core, test_scenes, test_app).
  std::string command = "ASAN_OPTIONS=detect_leaks=0 " + quote(lab_binary());
  for (const auto& a : args) command += " " + quote(a);
  command += " > " + quote(log.string()) + " 2>&1";
  const int status = std::system(command.c_str());
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(log);
  std::stringstream ss;
  ss << in.rdbuf();
  r.output = ss.str();
  std::filesystem::remove(log);
  return r;
}

struct Screenshot {
  int exit_code = -1;
  std::string output;  ///< what the binary printed (empty when all went well)
  Image image;         ///< empty when no PNG was written
};

/// `collision-lab --screenshot` of scene `id` at `size`; with `state_json` non-empty, that text
/// is written to a file and passed as --state.
inline Screenshot screenshot(std::string_view id, std::string_view state_json = {}, std::string size = "640x400") {
  const auto png = temp_path(std::string(id), ".png");
  std::vector<std::string> args{"--screenshot", png.string(), "--size", size, "--scene", std::string(id)};
  std::filesystem::path state;
  if (!state_json.empty()) {
    state = write_temp(std::string(id) + "-state", ".json", state_json);
    args.insert(args.end(), {"--state", state.string()});
  }
  const RunResult run = run_lab(args);
  Screenshot s{run.exit_code, run.output, load_png(png)};
  std::filesystem::remove(png);
  if (!state.empty()) std::filesystem::remove(state);
  return s;
}

/// screenshot(), required to succeed (a failure reports what the binary printed): its image.
inline Image rendered(std::string_view id, std::string_view state_json = {}, std::string size = "640x400") {
  Screenshot s = screenshot(id, state_json, std::move(size));
  INFO(s.output);
  REQUIRE(s.exit_code == 0);
  return std::move(s.image);
}

}  // namespace lab::testing
