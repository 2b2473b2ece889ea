// `--screenshot OUT.svg` through the real binary: a well-formed SVG of the figure and caption
// (no panel), and a write that fails exits 2 in one line and leaves the old file as it was.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "screenshot.hpp"
#include "xml_check.hpp"

namespace test_svg_screenshot {

using lab::testing::contains;
using lab::testing::read_text;
using lab::testing::run_lab;
using lab::testing::temp_path;

namespace {

// `sh -c "<limits>; exec collision-lab <args>"`: its exit code (stderr goes to `err_file`).
int run_limited(const std::string& limits, const std::string& args, const std::filesystem::path& err_file) {
  const std::string command = "ASAN_OPTIONS=detect_leaks=0 sh -c \"" + limits + " exec '" + lab::testing::lab_binary() +
                              "' " + args + " 2> '" + err_file.string() + "'\"";
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("--screenshot out.svg writes the figure and its caption as SVG: 640x400 less the panel's 216 pixels" *
          doctest::test_suite("screens")) {
  const auto svg = temp_path("polygon-point", ".svg");
  const auto r = run_lab({"--scene", "polygon-point", "--screenshot", svg.string(), "--size", "640x400"});
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  CHECK(r.output.empty());
  const std::string text = read_text(svg);
  lab::testing::XmlElement doc;
  REQUIRE_NOTHROW(doc = lab::testing::XmlReader::parse(text));
  // At 640x400 the UI scale is 0.6 and the panel min(360 · 0.6, 640 · 0.34) = 216 pixels wide.
  CHECK(doc.attribute("width") == "424");
  CHECK(doc.attribute("height") == "400");
  const auto* caption = doc.find("class", "caption");
  REQUIRE(caption);
  CHECK(caption->text == "P is on the outer side of 2 of the 5 edges \u2192 outside");
  CHECK_FALSE(contains(text, "<image"));  // vector shapes, not a bitmap
  CHECK(contains(text, "class=\"polygon\""));
  std::filesystem::remove(svg);
}

TEST_CASE("--screenshot into a folder that does not exist: exit 2, one line naming the file" *
          doctest::test_suite("screens")) {
  const auto r = run_lab({"--scene", "polygon-point", "--screenshot", "/nonexistent/dir/out.svg", "--size", "200x150"});
  CHECK(r.exit_code == 2);
  CHECK(r.output.starts_with("collision-lab: cannot write /nonexistent/dir/out.svg: "));
  CHECK(std::count(r.output.begin(), r.output.end(), '\n') == 1);
}

TEST_CASE("an SVG that cannot be written in full leaves the old file as it was") {
  // A 512-byte file size limit (SIGXFSZ ignored: the write fails with EFBIG) stands in for a
  // full disk; the SVG is several kilobytes.
  const auto dir = temp_path("svg-dir", "");
  std::filesystem::create_directories(dir);
  const auto svg = dir / "old.svg";
  std::ofstream(svg) << "the old picture";
  const auto err = temp_path("stderr", ".txt");
  const std::string args = "--scene polygon-point --size 400x300 --screenshot '" + svg.string() + "'";
  CHECK(run_limited("trap '' XFSZ; ulimit -f 1;", args, err) == 2);
  CHECK(contains(read_text(err), "cannot write " + svg.string()));
  CHECK(read_text(svg) == "the old picture");
  int files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++files;
  CHECK(files == 1);  // no temporary file left behind
  CHECK(run_limited("", args, err) == 0);
  CHECK(read_text(svg).starts_with("<?xml"));
  std::filesystem::remove_all(dir);
  std::filesystem::remove(err);
}

}  // namespace test_svg_screenshot
