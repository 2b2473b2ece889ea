// Issue 26: a scene's state shared as a link, collision-lab://state/CODE. A code made by another
// program (Python's zlib and base64) opens; bad codes, and one that unpacks past the limit (a zip
// bomb), are refused with a message that names the problem.
#include <doctest/doctest.h>

#include <cctype>
#include <string>

#include "scenes/registry.hpp"
#include "formats/state_json.hpp"
#include "formats/state_link.hpp"
#include "formats/state_link_memo.hpp"

namespace test_state_link {

namespace {

// Made by: base64.urlsafe_b64encode(zlib.compress(TEXT, 9)).rstrip(b"="), for TEXT =
// {"scene":"polygon-point","shapes":{"P":{"points":[[6,1]]}}}
const std::string python_code = "eNqrVipOTs1LVbJSKsjPqUzPz9MtyM_MK1HSUSrOSCxILVayqlYKABFgYSA3OtpMxzA2tra2FgBjBxQy";

std::string refusal(const std::string& link) {
  try {
    lab::read_state_link(link);
  } catch (const lab::StateError& e) { return e.what(); }
  return "";
}

}  // namespace

TEST_CASE("a link made by Python's zlib and base64 opens polygon-point with P at (6, 1)") {
  const auto j = lab::read_state_link("  collision-lab://state/" + python_code + "\n");  // as pasted
  CHECK(j == nlohmann::json::parse(R"({"scene":"polygon-point","shapes":{"P":{"points":[[6,1]]}}})"));
  const auto scene = lab::make_scene("polygon-point");
  const auto state = lab::apply_state_json(j, scene->presets().front().state, "link");
  const auto P = std::find_if(state.shapes.begin(), state.shapes.end(), [](const auto& s) { return s.name == "P"; });
  REQUIRE(P != state.shapes.end());
  CHECK(P->points.at(0).x == 6);
  CHECK(P->points.at(0).y == 1);
}

TEST_CASE("a link's scheme in any case, and a \"/\" after its code, as a browser or a chat writes it, opens") {
  const auto want = nlohmann::json::parse(R"({"scene":"polygon-point","shapes":{"P":{"points":[[6,1]]}}})");
  CHECK(lab::read_state_link("collision-lab://state/" + python_code + "/") == want);
  CHECK(lab::read_state_link("COLLISION-LAB://STATE/" + python_code) == want);  // RFC 3986: scheme and host
  CHECK(lab::read_state_link("Collision-Lab://state/" + python_code + "/\n") == want);
  CHECK(lab::looks_like_state_link("COLLISION-LAB://state/x"));
  // The code itself is case-sensitive: base64's a and A are different bytes.
  std::string upper = python_code;
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  CHECK(refusal("COLLISION-LAB://STATE/" + upper).starts_with("link: code: "));
  CHECK(refusal("collision-lab://state//") == "link: code: the code is empty (expected collision-lab://state/CODE)");
}

TEST_CASE("a state's link is the prefix and URL-safe characters, and reads back as its state file") {
  const auto scene = lab::make_scene("separating-axis");
  const std::string link = lab::state_link(scene->state(), "separating-axis");
  REQUIRE(link.starts_with("collision-lab://state/"));
  const std::string code = link.substr(22);
  CHECK(code.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
        std::string::npos);
  CHECK(code.size() < 400);  // short enough for a chat message
  CHECK(lab::read_state_link(link) == lab::state_to_json(scene->state(), "separating-axis"));
  CHECK(lab::looks_like_state_link(" collision-lab://x"));
  CHECK_FALSE(lab::looks_like_state_link("state.json"));
}

TEST_CASE("a bad link is refused with the problem named") {
  const std::string prefix = "collision-lab://state/";
  CHECK(refusal("https://example.org/x") ==
        "link: \"https://example.org/x\": not a state link (expected collision-lab://state/CODE)");
  CHECK(refusal(prefix) == "link: code: the code is empty (expected collision-lab://state/CODE)");
  CHECK(refusal(prefix + "eNq!VipO") ==
        "link: code: character 4 (\"!\") is not URL-safe base64 (A-Z, a-z, 0-9, - and _)");
  CHECK(refusal(prefix + python_code.substr(0, 40)) ==
        "link: code: the code is cut short (the compressed state ends early)");
  CHECK(refusal(prefix + python_code + "AAAA") == "link: code: the code has extra characters after the state");
  std::string typo = python_code;
  typo[30] = typo[30] == 'A' ? 'B' : 'A';  // one character mistyped: zlib's checksum sees it
  CHECK(refusal(prefix + typo).starts_with("link: code: the code is damaged (zlib: "));
  // {"scene":"polygon-point"} and a NUL byte, packed the same way
  CHECK(refusal(prefix + "eNqrVipOTs1LVbJSKsjPqUzPz9MtyM_MK1GqZQAAfWgJKA") ==
        "link: not valid JSON: byte 26 is not UTF-8 text");
}

TEST_CASE("a link is read by the state file's checks: a point's coordinate must be a number") {
  // {"scene":"polygon-point","shapes":{"P":{"points":[[6,"x"]]}}}, packed by Python as above
  const auto j = lab::read_state_link(
      "collision-lab://state/eNqrVipOTs1LVbJSKsjPqUzPz9MtyM_MK1HSUSrOSCxILVayqlYKABFgYSA3OtpMR6lCKTa2trYWAIqlFL0");
  const auto scene = lab::make_scene("polygon-point");
  CHECK_THROWS_WITH_AS(lab::apply_state_json(j, scene->presets().front().state, "link"),
                       "link: shapes.P.points[0][1]: expected a number, found string", lab::StateError);
}

TEST_CASE("a zip bomb, a short code too large when unpacked (past 64 MB), is refused before it is all unpacked" *
          doctest::test_suite("slow")) {
  // Valid JSON, were there no limit: 65 MB of spaces before {}.
  const std::string text = std::string(std::size_t{65} << 20, ' ') + "{}";
  const std::string link = lab::link_to_text(text);
  CHECK(link.size() < 100'000);
  CHECK(refusal(link) == "link: code: the code unpacks to more than 64 MB of text: refused");
}

TEST_CASE("a link's text may be as long as its limit, not a byte more") {
  const std::string at_limit = lab::link_to_text(std::string(998, ' ') + "{}");  // 1000 bytes
  CHECK(lab::read_state_link(at_limit, 1000).empty());
  CHECK_THROWS_WITH_AS(lab::read_state_link(at_limit, 999),
                       "link: code: the code unpacks to more than 999 bytes of text: refused", lab::StateError);
  // A code is not even unpacked when it is longer than any text within the limit packs into.
  CHECK_THROWS_WITH_AS(lab::read_state_link("collision-lab://state/" + std::string(2002, 'A'), 1000),
                       "link: code: the code is longer than 2000 bytes: refused", lab::StateError);
}

// The page writes the state's link after every frame (app/window/web_page.cpp), through a memo
// that makes it again only when the state changed: each change below, a thousandth of a move, 0
// turned −0 (written "-0.0"), must give the link state_link gives.
TEST_CASE("a kept state link is state_link's after any change, down to 0 turned -0") {
  lab::SceneState s;
  s.shapes = {{"A", lab::ShapeKind::Polygon, {{0, 0}, {1, 0}, {0, 1}}}, {"C", lab::ShapeKind::Circle, {{2, 2}}, 1.5}};
  s.options["show_normals"] = 0;
  lab::StateLinkMemo memo;
  std::string id = "polygon-polygon", last;
  const auto check_fresh = [&](const char* what) {
    CAPTURE(what);
    const std::string kept = memo.link(s, id);
    CHECK(kept == lab::state_link(s, id));
    CHECK(kept != last);
    CHECK(memo.link(s, id) == kept);  // asked again, unchanged
    last = kept;
  };
  check_fresh("first");
  s.shapes[0].points[1].x += 1e-3;
  check_fresh("a point moved a thousandth");
  s.shapes[0].points[0].y = -0.0;
  check_fresh("0 turned -0");
  s.shapes[1].radius = 1.25;
  check_fresh("a radius");
  s.options["show_normals"] = 1;
  check_fresh("an option's value");
  s.options["step"] = 2;
  check_fresh("an option added");
  s.shapes[1].name = "D";
  check_fresh("a shape renamed");
  s.shapes[0].points.push_back({0.5, 2});
  check_fresh("a vertex added");
  id = "which-approach";
  check_fresh("another scene");
}

}  // namespace test_state_link
