// The SVG picture of a figure (Save picture, --screenshot OUT.svg): SvgCanvas's elements where
// the camera puts them, well-formed XML with its text escaped, and for real scenes the same
// drawing calls, one for one, that the recording canvas sees.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cfloat>
#include <map>
#include <string>

#include "window/figure_svg.hpp"
#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scenes/figure_chain.hpp"
#include "shell/shell.hpp"
#include "window/svg_canvas.hpp"
#include "window/svg_screenshot.hpp"
#include "xml_check.hpp"

namespace test_svg_picture {

using lab::testing::XmlElement;
using lab::testing::XmlReader;

namespace {

// A camera 200 × 100 pixels, 10 pixels per unit, the world origin at the middle (100, 50).
lab::Camera small_camera() {
  lab::Camera c;
  c.center = {0, 0};
  c.scale = 10;
  c.size = {200, 100};
  return c;
}

// The one element `svg` (SvgCanvas output, one element a line) holds, parsed.
XmlElement only_element(const std::string& svg) {
  REQUIRE(svg.find('\n') == svg.size() - 1);
  return XmlReader::parse(svg);
}

// A scene drawing one label and one point, whose caption and label hold XML's special characters.
class MarkupScene : public lab::Scene {
 public:
  std::vector<lab::Preset> presets() const override { return {{"start", {}}}; }
  void update() override {}
  void draw(lab::Canvas& c) const override {
    c.point({0, 0}, lab::palette::point);
    c.label({0, 0}, "P\u2081 <&> \"q\" 'r'", lab::palette::text);
  }
  std::string caption() const override { return "A < B & \"C\" \u2192 'apart'"; }
};

// Elements of the figure group by their class (the Canvas call that drew them).
std::map<std::string, int> count_by_class(const XmlElement& figure) {
  std::map<std::string, int> n;
  for (const auto& e : figure.children) ++n[e.attribute("class")];
  return n;
}

std::map<std::string, int> count_by_kind(const lab::testing::RecordingCanvas& r) {
  std::map<std::string, int> n;
  for (const auto& call : r.calls) ++n[call.kind];
  return n;
}

}  // namespace

TEST_CASE("SvgCanvas by hand: a unit square and a label at 10 pixels per unit") {
  const lab::Camera camera = small_camera();
  lab::SvgCanvas canvas(camera, 1, lab::estimated_text_measure);
  const lab::Vec2 square[] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  canvas.polygon(square, lab::palette::shape_a);
  const auto polygon = only_element(canvas.elements());
  CHECK(polygon.name == "polygon");
  CHECK(polygon.attribute("class") == "polygon");
  CHECK(polygon.attribute("points") == "100,50 110,50 110,40 100,40");  // y up in the world, down on screen
  CHECK(polygon.attribute("stroke") == "#005088");                      // palette::shape_a (0, 80, 136)
  CHECK(polygon.attribute("stroke-width") == "2");
  CHECK(polygon.attribute("fill") == "none");

  // Top-left at the anchor (100, 50) moved 2 right and 3 up; DejaVu's baseline sits
  // floor(16 · 1901/2384 + 1) = 13 pixels below the top, its em is 16 · 2048/2384 = 13.74 pixels.
  lab::SvgCanvas text(camera, 1, lab::estimated_text_measure);
  text.label({0, 0}, "e1", lab::palette::muted, lab::TextSize::Normal, {2, 3});
  const auto label = only_element(text.elements());
  CHECK(label.name == "text");
  CHECK(label.text == "e1");
  CHECK(label.attribute("x") == "102");
  CHECK(label.attribute("y") == "60");
  CHECK(label.attribute("font-size") == "13.74");
  CHECK(label.attribute("fill") == "#6c6c6c");  // palette::muted (108, 108, 108)
  REQUIRE(text.label_boxes().size() == 1);
  CHECK(text.label_boxes()[0].min.y == doctest::Approx(47));
  CHECK(text.label_boxes()[0].max.x == doctest::Approx(102 + 2 * 16 * 0.6));
}

TEST_CASE("SvgCanvas: a canvas placed right of the sidebar draws at the picture's own corner") {
  lab::Camera moved = small_camera();
  moved.origin = {250, 40};  // where the window puts its canvas; the picture starts at (0, 0)
  lab::SvgCanvas canvas(moved, 1, lab::estimated_text_measure);
  canvas.segment({-1, 0}, {1, 0}, lab::palette::line, 3);
  const auto line = only_element(canvas.elements());
  CHECK(line.attribute("x1") == "90");
  CHECK(line.attribute("y1") == "50");
  CHECK(line.attribute("x2") == "110");
  CHECK(line.attribute("stroke-width") == "3");
}

TEST_CASE("SvgCanvas: a dashed segment, an arrow and a translucent fill keep the app's look") {
  const lab::Camera camera = small_camera();
  lab::SvgCanvas canvas(camera, 2, lab::estimated_text_measure);  // UI scale 2: widths and dashes double
  canvas.dashed_segment({0, 0}, {5, 0}, lab::palette::deciding, 3);
  canvas.arrow({0, 0}, {5, 0}, lab::palette::line, 2);
  const lab::Vec2 tri[] = {{0, 0}, {2, 0}, {0, 2}};
  canvas.fill_polygon(tri, lab::palette::shape_a.with_alpha(51));
  const auto doc = XmlReader::parse("<g>" + canvas.elements() + "</g>");
  REQUIRE(doc.children.size() == 3);
  CHECK(doc.children[0].attribute("stroke-dasharray") == "18 12");
  CHECK(doc.children[0].attribute("stroke-width") == "6");
  // The head is (8 + 2·2)·2 = 24 pixels long and reaches 12 to each side of the shaft.
  const auto& arrow = doc.children[1];
  CHECK(arrow.attribute("class") == "arrow");
  REQUIRE(arrow.children.size() == 2);
  CHECK(arrow.children[0].attribute("x2") == "126");
  CHECK(arrow.children[1].attribute("points") == "150,50 126,62 126,38");
  CHECK(doc.children[2].attribute("fill-opacity") == "0.2");
}

TEST_CASE("xml_escape escapes markup and keeps UTF-8 subscripts and arrows") {
  CHECK(lab::xml_escape("A\u2081 & B < C > \"D\" 'E' \u2192") ==
        "A\u2081 &amp; B &lt; C &gt; &quot;D&quot; &apos;E&apos; \u2192");
  CHECK(lab::xml_escape(std::string("tab\tbell\x07")) == "tab\tbell ");
}

TEST_CASE("svg_number: two decimals at most, no trailing zeros, no minus zero") {
  CHECK(lab::svg_number(12.5) == "12.5");
  CHECK(lab::svg_number(3.0) == "3");
  CHECK(lab::svg_number(-0.001) == "0");
  CHECK(lab::svg_number(1.0 / 3) == "0.33");
}

TEST_CASE("wrap_words: words fill a line up to the room, a long word keeps its own line") {
  const lab::TextMeasure ten_per_char = [](std::string_view t, float) { return 10.0f * static_cast<float>(t.size()); };
  CHECK(lab::wrap_words("a bb ccc", 16, 45, ten_per_char) == std::vector<std::string>{"a bb", "ccc"});
  CHECK(lab::wrap_words("abcdefgh", 16, 45, ten_per_char) == std::vector<std::string>{"abcdefgh"});
}

TEST_CASE("a label and a caption with & < > and quotes come out escaped, and read back as written") {
  // Its title, with & and <, comes from its entry, as a listed scene's does.
  const lab::ContentsEntry entry{"markup", "Markup & <text>", "nothing to drag",
                                 [] { return std::unique_ptr<lab::Scene>(new MarkupScene); }};
  const auto scene = entry.build("Test");
  lab::FigureView view{small_camera(), 1, 40};
  const auto doc = XmlReader::parse(lab::figure_svg(*scene, view, lab::estimated_text_measure));
  CHECK(doc.name == "svg");
  CHECK(doc.attribute("xmlns") == "http://www.w3.org/2000/svg");
  const auto* figure = doc.find("id", "figure");
  REQUIRE(figure);
  const auto* label = figure->find("class", "label");
  REQUIRE(label);
  CHECK(label->text == "P\u2081 <&> \"q\" 'r'");
  const auto* caption = doc.find("id", "caption");
  REQUIRE(caption);
  std::string words;
  for (const auto& line : caption->children)
    if (line.name == "text") words += (words.empty() ? "" : " ") + line.text;
  CHECK(words == "A < B & \"C\" \u2192 'apart'");
}

TEST_CASE("the SVG of eight scenes is well-formed and draws what the recording canvas records, call for call") {
  for (const char* id : {"polygon-point", "separating-axis", "sat-breaks", "swept-test", "circles", "point-in-polygon",
                         "push-apart", "closest-point"}) {
    CAPTURE(id);
    const auto scene = lab::make_scene(id);
    REQUIRE(scene);
    lab::Camera camera;
    camera.size = {920, 800};
    camera.fit(scene->frame().value_or(collide::Rect{-6, -6, 12, 12}), 50, 63);
    const lab::FigureView view{camera, 1, 63};
    const std::string svg = lab::figure_svg(*scene, view, lab::estimated_text_measure);
    XmlElement doc;
    REQUIRE_NOTHROW(doc = XmlReader::parse(svg));
    CHECK(doc.attribute("width") == "920");
    CHECK(doc.attribute("height") == "800");

    // The same scene on the recording canvas, seeing the view and pixel size the SVG canvas sees.
    lab::testing::RecordingCanvas recording;
    const lab::SvgCanvas same(camera, 1, lab::estimated_text_measure, 63);
    recording.visible = same.view();
    recording.units_per_pixel = same.pixel();
    lab::draw_figure(*scene, recording);  // as figure_svg draws: second channels, cards on tints

    const auto* figure = doc.find("id", "figure");
    REQUIRE(figure);
    CHECK(count_by_class(*figure) == count_by_kind(recording));
    std::vector<std::string> svg_labels, recorded_labels;
    for (const auto& e : figure->children)
      if (e.name == "text") svg_labels.push_back(e.text);
    for (const auto& call : recording.of("label")) recorded_labels.push_back(call.text);
    CHECK(svg_labels == recorded_labels);
    CHECK(doc.find("id", "grid"));
    CHECK(doc.find("class", "caption"));
  }
}

TEST_CASE("the shell's SVG has the grid numbers the window draws, and the caption it shows" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen;
  lab::Shell shell(0);
  screen.frames(shell, 3);
  const auto doc = XmlReader::parse(lab::shell_figure_svg(shell, screen.fonts));
  const auto* grid = doc.find("id", "grid");
  REQUIRE(grid);
  int numbers = 0;
  for (const auto& e : grid->children) numbers += e.name == "text";
  CHECK(numbers > 0);
  CHECK(numbers == static_cast<int>(shell.tick_boxes().size()));
  CHECK(doc.attribute("width") == lab::svg_number(shell.camera().size.x));
  const auto* caption = doc.find("class", "caption");
  REQUIRE(caption);
  CHECK(caption->text == shell.scene().caption());
}

TEST_CASE("the tests' XML reader refuses what is not well-formed") {
  CHECK_NOTHROW(XmlReader::parse("<?xml version=\"1.0\"?>\n<a x=\"1\"><b/>t &amp; &#8594;</a>\n"));
  for (const char* bad : {"<a><b></a>", "<a x=1/>", "<a>&nbsp;</a>", "<a>x < y</a>", "<a x=\"1\" x=\"2\"/>", "<a/><b/>",
                          "<a>", "<a>\x07</a>", "<a>\xff</a>"}) {
    CAPTURE(bad);
    CHECK_THROWS(XmlReader::parse(bad));
  }
}

TEST_CASE("--screenshot writes SVG for a name ending in .svg, in any case, and PNG otherwise" *
          doctest::test_suite("screens")) {
  CHECK(lab::is_svg_path("slide.svg"));
  CHECK(lab::is_svg_path("/tmp/Slide.SVG"));
  CHECK_FALSE(lab::is_svg_path("slide.png"));
  CHECK_FALSE(lab::is_svg_path("svg"));
  CHECK_FALSE(lab::is_svg_path("/tmp/x.svg/slide.png"));
}

}  // namespace test_svg_picture
