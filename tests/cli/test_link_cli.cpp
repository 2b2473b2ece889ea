// Issue 26: a state shared as a link. `--report` prints it as "link", which Python's own zlib and
// base64 unpack to the report's state; the link given on the command line opens that state for
// --report and --screenshot; a malformed link exits 2 with one line naming the problem.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "screenshot.hpp"
#include "formats/state_link.hpp"

namespace test_link_cli {

using lab::testing::run_lab;

namespace {

// {"scene":"polygon-point","shapes":{"P":{"points":[[6,1]]}}}, packed by Python's zlib and base64.
const std::string python_link =
    "collision-lab://state/eNqrVipOTs1LVbJSKsjPqUzPz9MtyM_MK1HSUSrOSCxILVayqlYKABFgYSA3OtpMxzA2tra2FgBjBxQy";

// The JSON text in `link`, unpacked by Python (an implementation the app does not share).
std::string unpacked_by_python(const std::string& link) {
  const auto out = lab::testing::temp_path("link-text", ".json");
  const std::string command =
      "python3 -c 'import sys, zlib, base64; c = sys.argv[1].split(\"/\")[-1]; "
      "sys.stdout.write(zlib.decompress(base64.urlsafe_b64decode(c + \"=\" * (-len(c) % 4))).decode())' '" +
      link + "' > " + out.string();
  REQUIRE(std::system(command.c_str()) == 0);
  std::stringstream text;
  text << std::ifstream(out).rdbuf();
  std::filesystem::remove(out);
  return text.str();
}

}  // namespace

TEST_CASE("--report prints the state as a link, which Python's zlib and base64 unpack to the report's state") {
  const auto r = run_lab({"--scene", "separating-axis", "--report"});
  REQUIRE(r.exit_code == 0);
  const auto report = nlohmann::json::parse(r.output);
  const std::string link = report["link"];
  REQUIRE(link.starts_with("collision-lab://state/"));
  CHECK(nlohmann::json::parse(unpacked_by_python(link)) == report["state"]);
}

TEST_CASE("a link on the command line opens its state: --report shows polygon-point with P at (6, 1), outside") {
  const auto r = run_lab({python_link, "--report"});
  REQUIRE(r.exit_code == 0);
  const auto report = nlohmann::json::parse(r.output);
  CHECK(report["scene"] == "polygon-point");
  CHECK(report["state"]["shapes"]["P"]["points"][0] == nlohmann::json::array({6.0, 1.0}));
  REQUIRE(report["tests"].size() == 1);
  CHECK(report["tests"][0]["result"] == false);
  // The link reported back holds the same state (the whole of it now, P at (6, 1)).
  CHECK(nlohmann::json::parse(unpacked_by_python(report["link"])) == report["state"]);
}

TEST_CASE("the link's scheme in any case and a \"/\" after its code, as a chat may write it: the same state") {
  const std::string shouted = "COLLISION-LAB" + python_link.substr(13) + "/";
  const auto r = run_lab({shouted, "--report"});
  REQUIRE(r.exit_code == 0);
  CHECK(nlohmann::json::parse(r.output)["state"]["shapes"]["P"]["points"][0] == nlohmann::json::array({6.0, 1.0}));
}

namespace {

std::string refused(const std::vector<std::string>& args) {
  const auto r = run_lab(args);
  CHECK(r.exit_code == 2);
  return r.output;
}

}  // namespace

TEST_CASE("a malformed link exits 2 with one line naming the problem") {
  CHECK(refused({"collision-lab://state/eNq!VipO", "--report"}) ==
        "collision-lab: link: code: character 4 (\"!\") is not URL-safe base64 (A-Z, a-z, 0-9, - and _)\n");
  CHECK(refused({python_link.substr(0, 62), "--report"}) ==
        "collision-lab: link: code: the code is cut short (the compressed state ends early)\n");
  CHECK(refused({"collision-lab://scene/x"}) ==
        "collision-lab: link: \"collision-lab://scene/x\": not a state link (expected collision-lab://state/CODE)\n");
}

TEST_CASE("a link too large when unpacked (a zip bomb: 88 kB that unpack to 65 MB) exits 2 with one line" *
          doctest::test_suite("slow")) {
  CHECK(refused({lab::link_to_text(std::string(std::size_t{65} << 20, ' ') + "{}"), "--report"}) ==
        "collision-lab: link: code: the code unpacks to more than 64 MB of text: refused\n");
}

TEST_CASE("a link or file that is not there, a link with a scene of its own, a lesson or query exits 2 with one line") {
  CHECK(refused({"no-such-p.json", "--report"}) ==
        "collision-lab: \"no-such-p.json\" is neither an option, a file nor a link (collision-lab://state/CODE)\n");
  CHECK(refused({python_link, "--scene", "circles", "--report"}) ==
        "collision-lab: link: scene: the link is for scene \"polygon-point\", not \"circles\"\n");
  CHECK(refused({python_link, "--lesson", "sat-breaks"}) ==
        "collision-lab: a link cannot be used with --state or --lesson (the link gives the state)\n");
  CHECK(refused({python_link, "query"}).starts_with("collision-lab: file-or-link cannot be used with query"));
}

TEST_CASE("a link with --screenshot renders the same PNG as its state file" * doctest::test_suite("screens")) {
  const auto state =
      lab::testing::write_temp("link-state", ".json", R"({"scene":"polygon-point","shapes":{"P":{"points":[[6,1]]}}})");
  const auto from_file = lab::testing::temp_path("from-file", ".png");
  const auto from_link = lab::testing::temp_path("from-link", ".png");
  REQUIRE(run_lab({"--screenshot", from_file.string(), "--size", "640x400", "--state", state.string()}).exit_code == 0);
  REQUIRE(run_lab({"--screenshot", from_link.string(), "--size", "640x400", python_link}).exit_code == 0);
  const auto a = lab::testing::load_png(from_file), b = lab::testing::load_png(from_link);
  REQUIRE(a.w == 640);
  CHECK(a.rgb == b.rgb);
  for (const auto& f : {state, from_file, from_link}) std::filesystem::remove(f);
}

}  // namespace test_link_cli
