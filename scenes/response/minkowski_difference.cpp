// Response and fast objects › The same test as one shape (Minkowski difference).
// Drag A or B (or their corners): A − B, every a − b, reshapes beside them, around the origin.
// Notice that the origin is in A − B exactly when A and B collide (it is 0 = a − b for a shared
// point), the same verdict as the separating axis test, whose axes are A − B's edge normals.
#include <imgui.h>

#include <algorithm>
#include <glm/common.hpp>
#include <optional>

#include "response/farthest.hpp"
#include "captions/response.hpp"
#include "collide/minkowski.hpp"
#include "collide/sat.hpp"
#include "collide/validate.hpp"
#include "collide/vec.hpp"
#include "convex/common.hpp"
#include "figures/draw.hpp"
#include "figures/label_layout.hpp"
#include "response/scenes.hpp"

namespace lab::response {
namespace {


class MinkowskiDifference final : public Scene {
 public:
  SceneInfo info() const override {
    return {"minkowski-difference", "Response and fast objects", "The same test as one shape",
            "Drag A or B: A − B is every a − b. They collide exactly when the origin lies in A − B."};
  }

  // A and B sit to the left of the origin, so A − B (near the origin when they are close) is
  // drawn beside them, not on top of them.
  std::vector<Preset> presets() const override {
    const std::vector<Vec2> a{{-10, -2}, {-6, -2}, {-6, 2}, {-10, 2}};
    auto make = [&](std::vector<Vec2> b) {
      SceneState s;
      s.shapes = {convex::polygon_shape("A", a), convex::polygon_shape("B", std::move(b))};
      return s;
    };
    return {{"Overlapping: the origin is inside A − B", make({{-7, -1}, {-4, -1}, {-5.5, 2.5}})},
            {"Apart: the origin is outside", make({{-4, -1}, {-1, -1}, {-2.5, 2.5}})},
            {"Touching: the origin on A − B's edge", make({{-6, -1}, {-3, -1}, {-4.5, 2.5}})}};
  }

  void update() override {
    difference_.clear();
    problems_.clear();
    short_.clear();
    for (const char* name : {"A", "B"})
      if (auto bad = collide::check_polygon(name, state_.shape(name).points)) {
        problems_.push_back(*bad);
        short_.push_back(std::string(name) + " is not a polygon the test takes (see the panel)");
      }
    valid_ = problems_.empty();
    if (!valid_) return;
    convex_ = true;
    for (const char* name : {"A", "B"}) {
      if (auto bad = collide::check_convex(name, state_.shape(name).points)) {
        problems_.push_back(*bad);
        short_.push_back(std::string(name) + " is not convex (see the panel)");
        convex_ = false;
      }
    }
    difference_ = collide::minkowski_difference(a(), b());
    collide_ = collide::convex_polygons_collide(a(), b());
  }

  void draw(Canvas& canvas) const override;
  void panel() override;

  std::string caption() const override {
    if (!valid_) return "no verdict: " + problems_.front();
    return convex::qualified(captions::minkowski_caption(static_cast<int>(difference_.size()), collide_), convex_);
  }

  std::vector<std::string> warnings() const override { return problems_; }

  // A, B, A − B and the origin.
  std::optional<collide::Rect> frame() const override {
    std::vector<Vec2> all(a().begin(), a().end());
    all.insert(all.end(), b().begin(), b().end());
    all.insert(all.end(), difference_.begin(), difference_.end());
    all.push_back({0, 0});
    Vec2 lo = all.front(), hi = all.front();
    for (const Vec2 p : all) lo = glm::min(lo, p), hi = glm::max(hi, p);
    // In proportion to the figure, so tiny and huge coordinates frame alike.
    const double extent = std::max(hi.x - lo.x, hi.y - lo.y);
    const double margin = extent > 0 ? 0.12 * extent : 1;
    return collide::Rect{lo.x - margin, lo.y - margin, hi.x - lo.x + 2 * margin, hi.y - lo.y + 2 * margin};
  }

 private:
  std::span<const Vec2> a() const { return state_.shape("A").points; }
  std::span<const Vec2> b() const { return state_.shape("B").points; }

  std::vector<Vec2> difference_;  ///< A − B's corners, as collide::minkowski_difference gives them
  std::vector<std::string> problems_;
  /// The same, short enough for one line across the figure; the panel has the full words.
  std::vector<std::string> short_;
  bool valid_ = false, convex_ = true, collide_ = false;
};

void MinkowskiDifference::draw(Canvas& canvas) const {
  convex::draw_polygon(canvas, a(), palette::shape_a);
  convex::draw_polygon(canvas, b(), palette::shape_b);
  // The names outside their shapes, so overlapping shapes do not stack them: A up and to the
  // left of its top-left corner, B up and to the right of its top-right one, A − B under its
  // bottom; each turns round its corner when another label is in the way.
  figures::LabelLayout layout(canvas);
  layout.reserve({0, 0}, 12, 12);  // the origin's dot
  auto name = [&](std::span<const Vec2> polygon, Vec2 side, const char* text, Color color) {
    layout.place(farthest(polygon, side), text, color, TextSize::Large,
                 figures::offsets_around(canvas, side, text, TextSize::Large, 6));
  };
  name(a(), {-1, 1}, "A", palette::shape_a);
  name(b(), {1, 1}, "B", palette::shape_b);
  const AnswerPart answer(canvas);  // A − B and whether it holds the origin
  if (valid_ && !difference_.empty()) {
    // A − B in the verdict's colour: green when it holds the origin (they collide), orange not.
    const Color verdict = collide_ ? palette::collide : palette::apart;
    if (difference_.size() >= 3) canvas.fill_polygon(difference_, verdict.with_alpha(50));
    canvas.polygon(difference_, verdict, 3);
    name(difference_, {0, -1}, "A − B", verdict);
  }
  // The origin: a − b = 0 means a shared point. Its name faces away from A − B's middle.
  figures::draw_point(canvas, {0, 0}, "");
  Vec2 away{1, 1};
  if (valid_ && !difference_.empty()) {
    Vec2 sum{0, 0};
    for (const Vec2 p : difference_) sum += p;
    const Vec2 out = -sum / static_cast<double>(difference_.size());
    if (out != Vec2{0, 0}) away = out;
  }
  layout.place({0, 0}, "origin", palette::point, TextSize::Normal,
               figures::offsets_around(canvas, away, "origin", TextSize::Normal, 10));
  convex::draw_warnings(canvas, short_);
}

void MinkowskiDifference::panel() {
  convex::panel_warnings(problems_);
  ImGui::TextWrapped("A − B holds every a − b, for a in A and b in B. The origin is in it exactly when "
                     "some a equals some b: a point A and B share.");
  ImGui::TextWrapped("Its edges run along A's and B's edges, so its edge normals are the separating axis "
                     "test's axes: the same verdict, read as one shape.");
  if (!valid_) return;
  convex::colored_text(collide_ ? palette::collide : palette::apart,
                       std::string("separating axis test: ") + (collide_ ? "they collide" : "apart"));
  ImGui::Text("A − B: %zu corners", difference_.size());
  for (std::size_t i = 0; i < difference_.size(); ++i)
    ImGui::BulletText("%s", figures::format_point(difference_[i], 2).c_str());
}

}  // namespace

std::unique_ptr<Scene> make_minkowski_difference() { return std::make_unique<MinkowskiDifference>(); }

}  // namespace lab::response
