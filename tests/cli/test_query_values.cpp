// Numbers as written (issue 31 #8, #11; issue 27 section 4): an id comes back as the line spelled
// it; a line nested too deep keeps its id; an integer written out in digits that a double cannot
// hold is refused in query lines and state files, with or without a decimal point, and so is an
// exponent form that names another number than its double; the caption of shapes that are single
// points says so.
#include <doctest/doctest.h>

#include <string>

#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "test_query_support.hpp"

namespace test_query_values {

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The raw output line for one question.
std::string line_for(const std::string& question) {
  const auto r = query_test::run(question + "\n");
  REQUIRE(r.lines.size() == 1);
  return r.lines[0];
}

const std::string kOrientation = R"j("test":"orientation","a":[0,0],"b":[1,0],"c":[0,1]})j";

}  // namespace

TEST_CASE("an id is echoed as the line spelled it") {
  // 2^64 is past every integer type: it once came back as 1.8446744073709552e+19.
  CHECK(line_for(R"j({"id":18446744073709551616,)j" + kOrientation)
            .starts_with(R"j({"id":18446744073709551616,"test":)j"));
  for (const std::string id :
       {"1e2", "1.50", "-0.0", R"j("\u0041")j", "[1, 2]", R"j({"k": [true, null]})j", "9007199254740993.0"}) {
    CAPTURE(id);
    const std::string line = line_for(R"j({"id":)j" + id + "," + kOrientation);
    CHECK(line.starts_with(R"j({"id":)j" + id + R"j(,"test":"orientation","result":1,)j"));
  }
  // Two ids: the line is refused (a key given twice), and neither is echoed; an id written with
  // an escaped key is still the id.
  CHECK(line_for(R"j({"id":1,"id":2e0,)j" + kOrientation)
            .starts_with(R"j({"id":null,"error":"id: this key is given twice in its object)j"));
  CHECK(line_for(R"j({"\u0069d":7.0,)j" + kOrientation).starts_with(R"j({"id":7.0,)j"));
  // An error answer echoes it the same way.
  CHECK(line_for(R"j({"id":1.0,"test":"nope"})j").starts_with(R"j({"id":1.0,"error":)j"));
  // Without an id: null, as before.
  CHECK(line_for("{" + kOrientation).starts_with(R"j({"id":null,)j"));
}

TEST_CASE("a line nested 33 deep keeps its id, before or after the deep part") {
  const std::string deep = std::string(33, '[') + "0" + std::string(33, ']');
  for (const std::string& line : {R"j({"id":"deep","test":"side","p":)j" + deep + "}",
                                  R"j({"test":"side","p":)j" + deep + R"j(,"id":[1,{"a":2}]})j"}) {
    CAPTURE(line);
    const auto r = query_test::run(line + "\n");
    REQUIRE(r.answers.size() == 1);
    CHECK(has(r.answers[0]["error"].get<std::string>(), "nest more than 32 deep"));
    CHECK_FALSE(r.answers[0]["id"].is_null());
  }
  CHECK(query_test::ask(R"j({"id":"deep","test":"side","p":)j" + deep + "}")["id"] == "deep");
  // Malformed text still loses it: nothing says where the id would end.
  CHECK(query_test::ask(R"j({"id":5,"test":)j")["id"].is_null());
}

TEST_CASE("an integer a double cannot hold is refused, with or without a decimal point") {
  // 10^23 lies between the doubles 99999999999999991611392 and 100000000000000008388608; it
  // rounded to the first, the line's c, and the point read as on the line (0).
  CHECK(
      query_test::error_of(
          R"j({"test":"side","p":[100000000000000000000000,0],"line":{"a":1,"b":0,"c":-99999999999999991611392}})j") ==
      "\"p\" x: 100000000000000000000000 cannot be held exactly by a double (it would round to "
      "99999999999999991611392)");
  // 2^64 + 1 rounds to 2^64.
  CHECK(query_test::error_of(R"j({"test":"side","p":[0,18446744073709551617],"line":{"a":1,"b":0,"c":0}})j") ==
        "\"p\" y: 18446744073709551617 cannot be held exactly by a double (it would round to 18446744073709551616)");
  // A decimal point makes it no more exact: 2^53 + 1 rounds to 2^53, and −(2^53 + 1) to −2^53.
  CHECK(query_test::error_of(R"j({"test":"side","p":[-9007199254740993.0,0],"line":{"a":1,"b":0,"c":0}})j") ==
        "\"p\" x: -9007199254740993.0 cannot be held exactly by a double (it would round to -9007199254740992)");
  CHECK(query_test::error_of(R"j({"test":"side","p":[9007199254740993.0,0],"line":{"a":1,"b":0,"c":0}})j") ==
        "\"p\" x: 9007199254740993.0 cannot be held exactly by a double (it would round to 9007199254740992)");
  CHECK(has(query_test::error_of(R"j({"test":"side","p":[0,0],"line":{"a":1,"b":0,"c":9007199254740993.000e0}})j"),
            "\"line\" \"c\": 9007199254740993.000e0 cannot be held exactly"));
  // An exponent that names another number than its double: 9.007199254740993e15 is 2^53 + 1.
  CHECK(has(query_test::error_of(R"j({"test":"side","p":[9.007199254740993e15,0],"line":{"a":1,"b":0,"c":0}})j"),
            "\"p\" x: 9.007199254740993e15 cannot be held exactly by a double (it would round to 9007199254740992)"));
}

TEST_CASE("integers a double holds, ordinary decimals and a double's own exponent form are read") {
  // The double itself, in full: c − x = 0 exactly.
  CHECK(query_test::ask(
            R"j({"test":"side","p":[99999999999999991611392,0],"line":{"a":1,"b":0,"c":-99999999999999991611392}})j")
            ["result"] == 0);
  // 2^64 and 2^53 + 2 are doubles, with or without ".0".
  CHECK(query_test::ask(
            R"j({"test":"side","p":[18446744073709551616.0,9007199254740994],"line":{"a":1,"b":0,"c":0}})j")["resul"
                                                                                                             "t"] == 1);
  // 0.1 and 1.5e-3 are fractions: the nearest double, as always.
  CHECK(query_test::ask(R"j({"test":"side","p":[0.1,1.5e-3],"line":{"a":1,"b":0,"c":-0.1}})j")["result"] == 0);
  // 1e22 is 2^22 · 5^22, a double exactly; 1.5e3 is 1500.
  CHECK(query_test::ask(
            R"j({"test":"side","p":[1e22,1.5e3],"line":{"a":1,"b":0,"c":-10000000000000000000000}})j")["result"] == 0);
}

TEST_CASE("an integer written with an exponent is refused when no double is it: 1e23, 1.0E23") {
  // 1e23 names 10^23 as 100000000000000000000000 does: the double would be 99999999999999991611392
  // (issue 27: an exponent makes it no more exact than a decimal point does).
  CHECK(query_test::error_of(R"j({"test":"side","p":[1e23,0],"line":{"a":1,"b":0,"c":-99999999999999991611392}})j") ==
        "\"p\" x: 1e23 cannot be held exactly by a double (it would round to 99999999999999991611392)");
  CHECK(query_test::error_of(R"j({"test":"side","p":[0,-1.0E23],"line":{"a":1,"b":0,"c":0}})j") ==
        "\"p\" y: -1.0E23 cannot be held exactly by a double (it would round to -99999999999999991611392)");
  // 2^60 as a double prints itself 1.152921504606847e+18, which names …847000, not 2^60.
  CHECK(has(query_test::error_of(R"j({"test":"side","p":[1.152921504606847e+18,0],"line":{"a":1,"b":0,"c":0}})j"),
            "1.152921504606847e+18 cannot be held exactly by a double (it would round to 1152921504606846976)"));
}

TEST_CASE("a state file refuses 9007199254740993.0 and 1e23 with the field, and reads 0.1 and 1e22") {
  CHECK_THROWS_WITH_AS(lab::parse_state_text(R"({"shapes":{"P":{"points":[[9007199254740993.0,0]]}}})", "s.json"),
                       "s.json: shapes.P.points[0][0]: 9007199254740993.0 cannot be held exactly by a double (it "
                       "would round to 9007199254740992)",
                       lab::StateError);
  CHECK_THROWS_WITH_AS(lab::parse_state_text(R"({"shapes":{"P":{"points":[[1,100000000000000000000000]]}}})", "s.json"),
                       "s.json: shapes.P.points[0][1]: 100000000000000000000000 cannot be held exactly by a double (it "
                       "would round to 99999999999999991611392)",
                       lab::StateError);
  CHECK_THROWS_WITH_AS(lab::parse_state_text(R"({"shapes":{"P":{"points":[[1,1e23]]}}})", "s.json"),
                       "s.json: shapes.P.points[0][1]: 1e23 cannot be held exactly by a double (it would round to "
                       "99999999999999991611392)",
                       lab::StateError);
  const auto j = lab::parse_state_text(R"({"x":1e22,"y":0.1,"z":4503599627370497.0})", "s.json");
  CHECK(j["x"] == 1e22);
  CHECK(j["y"] == 0.1);
  CHECK(j["z"] == 4503599627370497.0);
}

TEST_CASE("write_exact: a whole double past 2^53 is written in digits, so the text reads back") {
  // nlohmann writes these in their shortest form (1e+23, -1.152921504606847e+18), which the
  // reader refuses; written out, each is its double exactly. Fractions, small numbers and
  // strings that look like numbers are left as they were.
  const nlohmann::json j{{"x", 99999999999999991611392.0},
                         {"y", -1152921504606846976.0},
                         {"s", "1e+23"},
                         {"f", 0.1},
                         {"n", 3},
                         {"e", 1e-30}};
  const std::string text = lab::json_checked::write_exact(j.dump());
  CHECK(text == R"({"e":1e-30,"f":0.1,"n":3,"s":"1e+23","x":99999999999999991611392,"y":-1152921504606846976})");
  const auto back = lab::parse_state_text(text, "s.json");
  CHECK(back["x"].get<double>() == 99999999999999991611392.0);
  CHECK(back["y"].get<double>() == -1152921504606846976.0);
}

TEST_CASE("the caption of shapes that are single points does not say 'all 0 axes'") {
  // Two point "triangles" (every vertex the same) at (0, 0) and (5, 5): no edge has a direction;
  // the core tries the axis through the two points as a seventh (index 6), and it shows the gap.
  const auto apart =
      query_test::ask(R"j({"test":"convex_polygons_collide","a":[[0,0],[0,0],[0,0]],"b":[[5,5],[5,5],[5,5]]})j");
  CHECK(apart["result"] == false);
  CHECK(apart["axes"] == 6);
  CHECK(apart["deciding_axis"] == 6);
  CHECK(
      apart["caption"] ==
      "none of the 6 axes have a direction, but the shapes lie on one line and the axis along it shows a gap → apart");
  // The same point twice: nothing has a direction, not even a line between them.
  const auto same =
      query_test::ask(R"j({"test":"convex_polygons_collide","a":[[0,0],[0,0],[0,0]],"b":[[0,0],[0,0],[0,0]]})j");
  CHECK(same["result"] == true);
  CHECK(same["caption"] == "none of the 6 axes have a direction: both shapes are the same single point → they collide");
  // A segment on the x axis and a point on it: A's 2 axes have a direction, B's 2 none, and the
  // axis along the x axis is tried too; all 3 only touch (the point is A's end).
  const auto touch = query_test::ask(R"j({"test":"convex_polygons_collide","a":[[0,0],[1,0]],"b":[[0,0],[0,0]]})j");
  CHECK(touch["caption"] ==
        "the 2 of 4 axes that have a direction all show the shadows overlapping, and so does the axis along the "
        "shapes' common line, 3 only touching → they touch");
  // A flat triangle on the x axis and a point above it: A's 3 axes show a gap, B's 3 have none.
  const auto gap =
      query_test::ask(R"j({"test":"convex_polygons_collide","a":[[0,0],[1,0],[2,0]],"b":[[5,5],[5,5],[5,5]]})j");
  CHECK(gap["axes"] == 6);
  CHECK(gap["caption"] == "3 of 6 axes show a gap (3 have no direction); one is enough → apart");
}

}  // namespace test_query_values
