// Issue 26: colour-blind safety, measured. Under simulated protanopia, deuteranopia and
// tritanopia (Machado et al. 2009, severity 1.0), and in normal vision, ΔE₀₀ between every two
// colour roles. No palette that keeps the contrast limits puts every two roles 20 apart, so each
// pair closer than that differs by a mark too, in every figure and in its key: vermillion is
// dashed, a dot, a ring or an arrow, and its words are underlined; purple B and green are double
// lines and hollow dots, their labels framed (the app draws every figure through RoleCanvas,
// role_canvas.hpp); the axes' grey dots are small. (A panel's vermillion lines start with ▶:
// test_panel_deciding_rows.) "Together" is read from what is drawn: the roles one drawing
// strokes, or writes labels in; the muted grey of secondary words is a role here too.
// Orange and vermillion cannot be moved 20 apart (scripts/palette_search.py: sRGB in steps of 5,
// both at 4.5:1 on the paper, each in its hue, neither brought under 20 from another role): the
// best pair is 19.3 apart, an ochre orange (145, 110, 0) and a brown vermillion (110, 40, 10);
// 20 takes a magenta "vermillion" (≈ 3 from purple B) or an olive "orange".
//
// Index of this file:
//   [SECTION] The colour roles, and how the dichromats see them
//   [SECTION] By hand: CIEDE2000, CIELAB, the roles' distances
//   [SECTION] Strokes: double lines and hollow dots, in every figure
//   [SECTION] Labels: vermillion's words underlined, purple B's and green's framed
//   [SECTION] The audit: every figure's strokes and labels, and its key's
#include <doctest/doctest.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "portable_random.hpp"
#include "colour_vision.hpp"
#include "drawn_marks.hpp"
#include "scenes/role_canvas.hpp"
#include "scene_test_support.hpp"

namespace test_palette_colour_blind {

using namespace lab;
using namespace lab::testing::colour;
using lab::testing::DrawCall;
using lab::testing::marks::mark_at;
using lab::testing::marks::same_rgb;

// [SECTION] The colour roles, and how the dichromats see them

struct Role {
  const char* name;
  Color color;
};

// The roles a figure draws strokes or writes labels in (palette.hpp); black and near black are
// one ink.
constexpr Role roles[] = {
    {"shape_a (blue)", palette::shape_a},
    {"shape_b (purple)", palette::shape_b},
    {"apart (orange)", palette::apart},
    {"collide (green)", palette::collide},
    {"deciding (vermillion)", palette::deciding},
    {"line (sky blue)", palette::line},
    {"axis (grey)", palette::axis},
    {"untested (light grey)", palette::untested},
    {"ink (black)", palette::point},
    {"muted (grey words)", palette::muted},
};

struct Vision {
  const char* name;
  Rgb (*see)(Color);
};
const Vision visions[] = {
    {"normal", unchanged},
    {"protanopia", [](Color c) { return simulate(c, protanopia); }},
    {"deuteranopia", [](Color c) { return simulate(c, deuteranopia); }},
    {"tritanopia", [](Color c) { return simulate(c, tritanopia); }},
};

/// The smallest ΔE₀₀ between the two colours over the four visions, and the vision it is in.
std::pair<double, const char*> closest(Color a, Color b) {
  std::pair<double, const char*> out{1e9, ""};
  for (const Vision& v : visions) {
    const double d = delta_e00(to_lab(v.see(a)), to_lab(v.see(b)));
    if (d < out.first) out = {d, v.name};
  }
  return out;
}

/// The role a drawn colour is, by its bytes (alpha aside); −1 for another colour.
int role_of(Color c) {
  if (same_rgb(c, palette::text)) return 8;  // near black: the same ink as black
  for (int i = 0; i < static_cast<int>(std::size(roles)); ++i)
    if (same_rgb(c, roles[i].color)) return i;
  return -1;
}

/// The pairs of roles closer than ΔE₀₀ 20 in some vision: the ones that need a second channel.
std::vector<std::pair<int, int>> close_pairs() {
  std::vector<std::pair<int, int>> out;
  const int n = static_cast<int>(std::size(roles));
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (closest(roles[i].color, roles[j].color).first < 20) out.emplace_back(i, j);
  return out;
}

// [SECTION] By hand: CIEDE2000, CIELAB, the roles' distances

TEST_CASE("CIEDE2000 by Sharma, Wu and Dalal's test pairs") {
  // Pairs 1, 7, 17 and 25 of the paper's table 1, to its four places.
  CHECK(delta_e00({50, 2.6772, -79.7751}, {50, 0, -82.7485}) == doctest::Approx(2.0425).epsilon(1e-4));
  CHECK(delta_e00({50, 0, 0}, {50, -1, 2}) == doctest::Approx(2.3669).epsilon(1e-4));
  CHECK(delta_e00({50, 2.5, 0}, {73, 25, -18}) == doctest::Approx(27.1492).epsilon(1e-4));
  CHECK(delta_e00({60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}) == doctest::Approx(1.2644).epsilon(1e-4));
  // Symmetric, and zero for one colour.
  CHECK(delta_e00({73, 25, -18}, {50, 2.5, 0}) == doctest::Approx(27.1492).epsilon(1e-4));
  CHECK(delta_e00({50, 20, 20}, {50, 20, 20}) == 0);
}

TEST_CASE("sRGB to CIELAB and the dichromat matrices by hand") {
  // White is L* 100 with no colour; mid grey #777777 is L* 50.0 (Y = 0.184).
  const Lab white = to_lab(unchanged({255, 255, 255}));
  CHECK(white.L == doctest::Approx(100).epsilon(1e-4));
  CHECK(std::abs(white.a) < 0.01);
  CHECK(std::abs(white.b) < 0.01);
  CHECK(to_lab(unchanged({119, 119, 119})).L == doctest::Approx(50.0).epsilon(0.01));
  // Each matrix keeps white white and a grey grey (its rows sum to 1), and sees pure red as dark:
  // a protanope's red is a dim olive, far darker than a normal viewer's.
  for (const Matrix* m : {&protanopia, &deuteranopia, &tritanopia}) {
    for (const Rgb& row : *m) CHECK(row[0] + row[1] + row[2] == doctest::Approx(1).epsilon(1e-5));
    const Rgb grey = simulate({119, 119, 119}, *m);
    CHECK(grey[0] == doctest::Approx(grey[2]).epsilon(1e-4));
  }
  CHECK(to_lab(simulate({255, 0, 0}, protanopia)).L < 45);
  CHECK(to_lab(unchanged({255, 0, 0})).L == doctest::Approx(53.24).epsilon(0.001));
}

TEST_CASE("the colour roles, as the three dichromats see them: ΔE₀₀ between every two") {
  // The pair: orange and vermillion were ΔE₀₀ ≈ 12.5 apart under deuteranopia, and
  // vermillion was drawn without dashes. Now vermillion is darker (17.2 under deuteranopia, 15.8
  // under tritanopia, still under 20), and a different mark: its strokes (the audit below), its
  // labels (underlined, the last section) and its panel lines (▶, test_panel_deciding_rows).
  CHECK(closest(palette::apart, palette::deciding).first > 15);
  CHECK(closest(palette::shape_b, palette::deciding).first >= 20);
  // Blue A and purple B: 7.7 apart at worst (protanopia); B is drawn double.
  CHECK(closest(palette::shape_a, palette::shape_b).first > 7.5);
  // The pairs closer than 20, listed: each differs by its marks in every figure (the audit below).
  const auto pairs = close_pairs();
  for (const auto& [i, j] : pairs) {
    const auto [d, vision] = closest(roles[i].color, roles[j].color);
    const std::string line =
        std::string(roles[i].name) + " / " + roles[j].name + ": " + std::to_string(d) + " in " + vision;
    MESSAGE(line);
  }
  CHECK(pairs.size() < 20);
}

// [SECTION] Strokes: double lines and hollow dots, in every figure

/// A stroke as a reader tells it apart without its colour: its mark and its weight.
struct Stroke {
  std::string mark;
  float width;
};

/// Two strokes read as one kind when only their colour differs: the same mark, at weights less
/// than twice apart (a 5-pixel edge and a 2-pixel outline differ; 2.5 and 3 pixels do not).
bool alike(const Stroke& a, const Stroke& b) {
  return a.mark == b.mark && std::max(a.width, b.width) < 2 * std::min(a.width, b.width);
}

std::string stroke_text(const Stroke& s) {
  return s.mark + " (" + std::to_string(static_cast<int>(s.width * 10 + 0.5) / 10.0).substr(0, 3) + " px)";
}

/// In one drawing: every pair of roles closer than ΔE₀₀ 20 that the figure draws both of with
/// strokes alike (outside the legend), or that the legend shows with swatches alike.
std::set<std::string> clashes(const lab::testing::RecordingCanvas& canvas,
                              const std::vector<std::pair<int, int>>& pairs) {
  std::map<int, std::vector<Stroke>> figure, legend;
  for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
    const DrawCall& call = canvas.calls[k];
    const int role = role_of(call.color);
    const std::string mark = mark_at(canvas.calls, k);
    if (role < 0 || mark.empty()) continue;
    auto& strokes = (call.legend ? legend : figure)[role];
    const auto same = [&](const Stroke& s) { return s.mark == mark && s.width == call.width; };
    if (std::none_of(strokes.begin(), strokes.end(), same)) strokes.push_back({mark, call.width});
  }
  std::set<std::string> out;
  for (const auto& [i, j] : pairs)
    for (const auto* strokes : {&figure, &legend}) {
      if (!strokes->count(i) || !strokes->count(j)) continue;
      for (const Stroke& a : strokes->at(i))
        for (const Stroke& b : strokes->at(j))
          if (alike(a, b))
            out.insert(std::string(strokes == &legend ? "key: " : "") + roles[i].name + " " + stroke_text(a) + " and " +
                       roles[j].name + " " + stroke_text(b));
    }
  return out;
}

TEST_CASE("RoleCanvas by hand: purple B and green double, their dots hollow, grey dots small") {
  lab::testing::RecordingCanvas canvas;
  RoleCanvas roles(canvas);
  roles.segment({0, 0}, {1, 0}, palette::shape_b, 2.5f);
  roles.segment({0, 1}, {1, 1}, palette::shape_a, 2.5f);
  roles.point({2, 2}, palette::collide, 5);
  roles.point({3, 3}, palette::axis, 4);
  const auto& calls = canvas.calls;
  REQUIRE(calls.size() == 6);
  // B's 2.5-pixel edge: 7.5 pixels of purple with 2.5 of paper down the middle, two 2.5-pixel lines.
  CHECK(calls[0].color == palette::shape_b);
  CHECK(calls[0].width == 7.5f);
  CHECK(calls[1].color == palette::background);
  CHECK(calls[1].width == 2.5f);
  CHECK(mark_at(calls, 0) == "double solid line");
  CHECK(mark_at(calls, 2) == "solid line");  // A's edge as it was
  // Green's 5-pixel dot: a paper disc 6.5 pixels round (0.02 world units a pixel), then a
  // 2.5-pixel green ring whose outside is the dot's 5 pixels (its middle line 3.75 out).
  CHECK(calls[3].kind == "fill_circle");
  CHECK(calls[3].value == doctest::Approx(6.5 * 0.02));
  CHECK(calls[4].kind == "circle");
  CHECK(calls[4].value == doctest::Approx(3.75 * 0.02));
  CHECK(calls[4].width == 2.5f);
  CHECK(mark_at(calls, 4) == "hollow dot");
  CHECK(calls[5].width == 2);  // the grey dot at half its 4 pixels
  // A's and B's edges no longer read alike; drawn straight onto the canvas they would.
  CHECK(clashes(canvas, close_pairs()).empty());
  lab::testing::RecordingCanvas plain;
  plain.segment({0, 0}, {1, 0}, palette::shape_b, 2.5f);
  plain.segment({0, 1}, {1, 1}, palette::shape_a, 2.5f);
  CHECK(clashes(plain, close_pairs()).size() == 1);
}

TEST_CASE("RoleCanvas by hand: B's hairline projection guide is one dashed line at 2 pixels, A's stays at 1") {
  // The SAT figures' guides from a vertex to its shadow's end: doubled, B's 1-pixel guide was a
  // 6-pixel purple dash with a pixel of paper in it, heavier than the shadow bar it points at.
  lab::testing::RecordingCanvas canvas;
  RoleCanvas roles(canvas);
  roles.dashed_segment({0, 0}, {1, 0}, palette::shape_b.with_alpha(127), 1);
  roles.dashed_segment({0, 1}, {1, 1}, palette::shape_a.with_alpha(127), 1);
  roles.dashed_segment({0, 2}, {1, 2}, palette::shape_b, 3);  // a stroke, not a guide: double
  REQUIRE(canvas.calls.size() == 4);
  CHECK(canvas.calls[0].width == 2);
  CHECK(mark_at(canvas.calls, 0) == "dashed line");
  CHECK(canvas.calls[1].width == 1);
  CHECK(mark_at(canvas.calls, 2) == "double dashed line");
  // The two guides still differ by their weight (twice apart).
  CHECK(clashes(canvas, close_pairs()).empty());
}

/// `check(scene)` at every preset of every scene, and at `dragged` states moved from each (every
/// shape by its own random step, so the verdicts and colours change), at the desk and presenting.
template <class Check>
void for_figures(int dragged, Check&& check) {
  std::mt19937 random(26);
  portable::uniform_real_distribution<double> step(-4, 4);
  for (const auto& factory : lab::all_scenes()) {
    auto scene = factory();
    for (const auto& preset : scene->presets()) {
      for (int k = 0; k <= dragged; ++k) {
        SceneState state = preset.state;
        for (auto& shape : state.shapes) {
          const Vec2 d = k == 0 ? Vec2{0, 0} : Vec2{step(random), step(random)};
          for (Vec2& p : shape.points) p += d;
        }
        scene->set_state(state);
        for (const bool presenting : {false, true}) {
          lab::testing::RecordingCanvas canvas;
          canvas.panel_hidden = presenting;
          RoleCanvas roles(canvas);  // as the app draws every figure
          scene->draw(roles);
          check(*scene, canvas);
        }
      }
    }
  }
}

// [SECTION] Labels: vermillion's words underlined, purple B's and green's framed

TEST_CASE(
    "RoleCanvas by hand: a vermillion label is underlined across its words at its line's foot, an orange one not") {
  lab::testing::RecordingCanvas canvas;  // 0.02 world units a pixel; "e1" is 2 × 16 × 0.6 = 19.2 px wide
  RoleCanvas roles(canvas);
  roles.label({1, 2}, "e1", palette::deciding, TextSize::Normal, {4, 8});
  roles.label({1, 2}, "e3", palette::apart, TextSize::Normal, {4, 8});
  const auto& calls = canvas.calls;
  REQUIRE(calls.size() == 3);
  // The text's top-left is 4 px right of and 8 px above (1, 2): (1.08, 2.16); its line 16 px high
  // ends at y = 1.84, and the 1.5-pixel underline's middle is a pixel above that, at 1.86.
  CHECK(calls[1].kind == "segment");
  CHECK(calls[1].color == palette::deciding);
  CHECK(calls[1].width == 1.5f);
  CHECK(calls[1].points[0].x == doctest::Approx(1.08));
  CHECK(calls[1].points[1].x == doctest::Approx(1.08 + 19.2 * 0.02));
  CHECK(calls[1].points[0].y == doctest::Approx(1.86));
  CHECK(calls[1].points[1].y == doctest::Approx(1.86));
  CHECK(lab::testing::marks::underlined(calls, 0));
  CHECK(!lab::testing::marks::underlined(calls, 2));
  CHECK(mark_at(calls, 1).empty());  // part of the label, not a vermillion stroke
}

TEST_CASE("RoleCanvas by hand: a purple B or green label is framed 2 px out from its words, a blue A one not") {
  lab::testing::RecordingCanvas canvas;  // 0.02 world units a pixel; "e1" is 19.2 px wide, 16 high
  RoleCanvas roles(canvas);
  roles.label({1, 2}, "e1", palette::shape_b, TextSize::Normal, {4, 8});
  roles.label({1, 2}, "e0", palette::shape_a, TextSize::Normal, {4, 8});
  roles.label({1, 2}, "in", palette::collide.with_alpha(200), TextSize::Normal, {4, 8});
  const auto& calls = canvas.calls;
  REQUIRE(calls.size() == 5);
  // The text's top-left at (1.08, 2.16), its line down to 1.84; the frame 2 px (0.04) out each
  // side: x from 1.04 to 1.08 + 0.384 + 0.04 = 1.504, one pixel wide, in the label's colour.
  CHECK(calls[1].kind == "polygon");
  CHECK(calls[1].color == palette::shape_b);
  CHECK(calls[1].width == 1);
  REQUIRE(calls[1].points.size() == 4);
  CHECK(calls[1].points[0].x == doctest::Approx(1.04));
  CHECK(calls[1].points[0].y == doctest::Approx(1.84));
  CHECK(calls[1].points[2].x == doctest::Approx(1.504));
  CHECK(calls[1].points[2].y == doctest::Approx(2.16));
  CHECK(lab::testing::marks::label_mark(calls, 0) == "framed");
  CHECK(lab::testing::marks::label_mark(calls, 2).empty());  // A's blue: plain
  CHECK(lab::testing::marks::label_mark(calls, 3) == "framed");
  CHECK(calls[4].color == palette::collide.with_alpha(200));  // as faint as its words
  CHECK(mark_at(calls, 1).empty());                           // part of the label, not a purple stroke
}

/// What one drawing's labels get wrong (as "fault" → where, into `found`): a vermillion one not
/// underlined or another underlined, a purple B or green one not framed or another framed, and
/// two roles closer than ΔE₀₀ 20 written with the same mark (none, say) in the figure or in its
/// key, a key with B's or green's swatch whose words for it are not framed. Counts the marked labels, the drawings that write each close pair (`together`), and (into
/// `with_vermillion`) each role closer than 20 to vermillion written beside a vermillion label.
struct LabelAudit {
  std::map<std::string, std::set<std::string>> found;
  std::map<int, int> with_vermillion;           // a close role → drawings that write it with vermillion
  std::map<std::pair<int, int>, int> together;  // a close pair → drawings that write both
  int underlined_in_figure = 0, underlined_in_key = 0, framed_in_figure = 0, framed_in_key = 0;

  void read(const Scene& scene, const lab::testing::RecordingCanvas& canvas) {
    const std::string where = std::string(scene.info().id) + (canvas.panel_hidden ? " (presenting)" : "");
    std::set<int> written;
    std::map<int, std::map<std::string, std::string>> figure, key;  // role → its labels' marks → a text
    std::set<int> framed_swatches;                                  // purple B's and green's swatches in the key
    for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
      const DrawCall& call = canvas.calls[k];
      if (call.legend && call.kind != "label" && RoleCanvas::doubled(call.color))
        framed_swatches.insert(role_of(call.color));
      if (call.kind != "label") continue;
      const int role = role_of(call.color);
      written.insert(role);
      const std::string mark = lab::testing::marks::label_mark(canvas.calls, k);
      if (role >= 0) (call.legend ? key : figure)[role].emplace(mark, call.text);
      const std::string want = same_rgb(call.color, palette::deciding) ? "underlined"
                               : RoleCanvas::doubled(call.color)       ? "framed"
                                                                       : "";
      if (mark == "underlined" && mark == want) ++(call.legend ? underlined_in_key : underlined_in_figure);
      if (mark == "framed" && mark == want) ++(call.legend ? framed_in_key : framed_in_figure);
      if (mark == want) continue;
      const std::string fault =
          (mark.empty() ? "not " + want : mark + ", should be " + (want.empty() ? "plain" : want)) + ": " +
          (call.legend ? "key's " : "") + "'" + call.text + "'";
      found[fault].insert(where);
    }
    // A key with B's or green's swatch shows their labels' mark too: it writes that line framed.
    for (const int role : framed_swatches)
      if (!key.count(role) || !key.at(role).count("framed"))
        found[std::string("key: ") + roles[role].name + "'s swatch without its words framed"].insert(where);
    static const auto pairs = close_pairs();
    for (const auto& [i, j] : pairs) {
      if (written.count(i) && written.count(j)) ++together[{i, j}];
      for (auto* labels : {&figure, &key})
        if (labels->count(i) && labels->count(j))
          for (const auto& [mark, text] : labels->at(i))
            if (labels->at(j).count(mark))
              found[std::string(labels == &key ? "key: " : "") + roles[i].name + " and " + roles[j].name +
                    " written alike (" + (mark.empty() ? "plain" : mark) + ")"]
                  .insert(where + " '" + text + "' / '" + labels->at(j).at(mark) + "'");
    }
    if (!written.count(4)) return;  // roles[4]: vermillion
    for (const int r : written)
      if (r >= 0 && r != 4 && closest(roles[r].color, palette::deciding).first < 20) ++with_vermillion[r];
  }
};

// [SECTION] The audit: every figure's strokes and labels, and its key's

TEST_CASE(
    "audit: every two roles closer than ΔE₀₀ 20 that a figure draws together differ by a mark or a weight, in the "
    "figure and its key; vermillion's labels underlined, purple B's and green's framed" *
    doctest::test_suite("slow")) {
  // A colour-blind reader tells such a pair apart by the stroke: the deciding step dashed, a dot,
  // a ring, an arrow, a bar, a double line (purple B and green), or a line at least twice as
  // heavy; and the key's swatches show the same difference. Every scene at its presets and 3
  // states dragged from each, at the desk and in presenter mode (where every figure carries its
  // key), drawn as the app draws it (RoleCanvas). No pair is let off.
  // Labels: vermillion is closer than 20 to orange (tritanopia) and green (deuteranopia); a label
  // is "with" another when one drawing writes both. Figures write the deciding edge's "e1" beside
  // orange names (polygon-polygon's edges tried and missed) and "t = 0.4" beside green words, so
  // every vermillion label is underlined and no other is; the key writes its vermillion words
  // underlined beside the vermillion swatch, so it shows the mark too. Every other pair closer
  // than 20 that one drawing writes is told apart the same way: A's blue "e0" beside B's purple
  // "e1" (7.7 under protanopia), green "overlap" beside orange names (14.2) or grey words (7.8),
  // so B's and green's labels are framed, in the figure and in the key, and no other is.
  LabelAudit labels;
  const auto pairs = close_pairs();
  std::map<std::string, std::set<std::string>> found;  // clash → scenes
  int figures_with_vermillion = 0, figures_with_double = 0;
  for_figures(3, [&](const Scene& scene, const lab::testing::RecordingCanvas& canvas) {
    figures_with_vermillion += std::any_of(canvas.calls.begin(), canvas.calls.end(), [](const auto& call) {
      return call.kind != "label" && same_rgb(call.color, palette::deciding);
    });
    for (std::size_t k = 0; k < canvas.calls.size(); ++k)
      if (mark_at(canvas.calls, k).starts_with("double")) {
        ++figures_with_double;
        break;
      }
    for (const std::string& clash : clashes(canvas, pairs))
      found[clash].insert(std::string(scene.info().id) + (canvas.panel_hidden ? " (presenting)" : ""));
    labels.read(scene, canvas);
  });
  for (const auto& [clash, scenes] : found) {
    std::string where;
    for (const std::string& id : scenes) where += " " + id;
    const std::string drawn_alike = clash + " in" + where;
    CAPTURE(drawn_alike);
    CHECK_MESSAGE(false, "two roles a colour-blind reader may confuse are drawn alike");
  }
  CHECK(figures_with_vermillion > 30);
  CHECK(figures_with_double > 100);  // B or green is in nearly every figure
  for (const auto& entry : labels.found) {
    const std::string fault = entry.first;
    std::string where;
    for (const std::string& id : entry.second) where += " " + id;
    CAPTURE(fault);
    CAPTURE(where);
    CHECK_MESSAGE(false, "a label's mark does not match its colour");
  }
  // The pairs are there to be told apart: orange and green are written with vermillion.
  CHECK(labels.with_vermillion[2] > 10);  // roles[2]: orange
  CHECK(labels.with_vermillion[3] > 10);  // roles[3]: green
  CHECK(labels.underlined_in_figure > 300);
  CHECK(labels.underlined_in_key > 100);
  // The other close pairs written together, each in many drawings: A and B's names, green beside
  // orange and beside grey words, B beside orange.
  CHECK(labels.together[{0, 1}] > 100);  // blue A, purple B
  CHECK(labels.together[{2, 3}] > 10);   // orange, green
  CHECK(labels.together[{3, 9}] > 10);   // green, muted grey
  CHECK(labels.together[{1, 2}] > 10);   // purple B, orange
  CHECK(labels.framed_in_figure > 300);
  CHECK(labels.framed_in_key > 100);
}


}  // namespace test_palette_colour_blind
