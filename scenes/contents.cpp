// The book's table of contents: the chapters in book order and, in each, its scenes in book order,
// one entry a scene (id, title, what to try) with the function that makes it. The scene list,
// --list-scenes, reports and file names all read it. Adding a scene: its file, and an entry here.
#include "registry.hpp"

namespace lab {

// Each scene's file defines its factory; this table is the one place that calls them.
namespace prerequisites {
std::unique_ptr<Scene> make_side_of_line(), make_segments_crossing(), make_closest_point(), make_circles(),
    make_rectangles();
}
namespace convex {
std::unique_ptr<Scene> make_polygon_point(), make_polygon_line(), make_separating_axis(), make_polygon_rect(),
    make_polygon_segment(), make_polygon_circle();
}
namespace concave {
std::unique_ptr<Scene> make_sat_breaks(), make_convex_pieces(), make_point_in_polygon(), make_concave_polygon_line(),
    make_polygon_segment(), make_polygon_circle(), make_polygon_polygon(), make_which_approach();
}
namespace response {
std::unique_ptr<Scene> make_push_apart(), make_minkowski_difference(), make_tunnelling(), make_swept_test();
}
namespace distance {
std::unique_ptr<Scene> make_gjk_distance();
std::unique_ptr<Scene> make_gjk_overlap();
std::unique_ptr<Scene> make_epa();
std::unique_ptr<Scene> make_contact_points();
std::unique_ptr<Scene> make_support_point();
std::unique_ptr<Scene> make_ray_cast();
}  // namespace distance

namespace {

constexpr ContentsEntry before_polygons[] = {
    {"side-of-line", "Side of a line",
     "Drag P across the line and watch the sign of ax + by + c change; then swap P₁ and P₂.",
     prerequisites::make_side_of_line},
    {"segments-crossing", "Segments crossing",
     "Drag C across AB and watch its small triangle turn from ccw to cw; then try the T preset, where "
     "only one pair straddles.",
     prerequisites::make_segments_crossing},
    {"closest-point", "Closest point on a segment",
     "Slide P past B: the projection runs on along the dashed line, but Q stops at B.",
     prerequisites::make_closest_point},
    {"circles", "Circles",
     "Drag a rim until the circles just touch: the squared distance meets the squared radii exactly, "
     "with no square root taken.",
     prerequisites::make_circles},
    {"rectangles", "Rectangles",
     "Slide B past A's top edge: the x shadows still overlap, but one gap on y is enough for apart.",
     prerequisites::make_rectangles},
};

constexpr ContentsEntry convex_polygons[] = {
    {"polygon-point", "Polygon vs point",
     "Drag P in and out of the pentagon: every edge with P beyond it turns orange, and a single orange "
     "edge already means outside.",
     convex::make_polygon_point},
    {"polygon-line", "Polygon vs line",
     "Swing the line by P₁ or P₂ until it cuts the pentagon: the moment one vertex changes its sign, "
     "the verdict flips.",
     convex::make_polygon_line},
    {"separating-axis", "The separating axis theorem",
     "Drag the triangle towards the pentagon and watch the orange gaps vanish axis by axis; while one "
     "is left they are apart.",
     convex::make_separating_axis},
    {"polygon-rect", "Polygon vs rectangle",
     "Drag or resize the rectangle: its four edges give only two directions, so two of its axes repeat "
     "the other two — tick \"skip parallel duplicates\" to drop them.",
     convex::make_polygon_rect},
    {"polygon-segment", "Polygon vs line segment",
     "Drag A or B: the segment counts as a polygon with two vertices, and its own normal is the only "
     "extra axis it brings.",
     convex::make_polygon_segment},
    {"polygon-circle", "Polygon vs circle",
     "Park the circle just off a corner: every edge normal shows overlap, and only the circle's own "
     "axis (centre to nearest vertex) finds the gap.",
     convex::make_polygon_circle},
};

constexpr ContentsEntry concave_polygons[] = {
    {"sat-breaks", "Where SAT breaks",
     "Push the square into the C's notch: nothing touches, yet every shadow overlaps and SAT says "
     "collide. Pull it out and both tests agree again.",
     concave::make_sat_breaks},
    {"convex-pieces", "Split into convex pieces",
     "Press play: ear clipping cuts the C into triangles, then SAT runs on each piece against the "
     "square. Every piece is convex, so the verdict is right again.",
     concave::make_convex_pieces},
    {"point-in-polygon", "Point in polygon (ray casting)",
     "Drag P and count the numbered crossings on its ray: odd means inside. Try the presets where the "
     "ray runs through a corner or along an edge, and put P right on an edge.",
     concave::make_point_in_polygon},
    {"concave-polygon-line", "Polygon vs line",
     "Swing the line through the C's notch and arms: each vertex shows +, − or 0 for its side, and the "
     "verdict is right although the C is not convex.",
     concave::make_concave_polygon_line},
    {"concave-polygon-segment", "Polygon vs line segment",
     "Slide the segment into the C's notch, across an arm, and wholly inside: the first edge it meets "
     "decides (dashed); with none met, the ray from end a decides.",
     concave::make_polygon_segment},
    {"concave-polygon-circle", "Polygon vs circle",
     "Move the circle into the notch and grow it by its rim until it reaches an edge; each edge's "
     "nearest point shows how close it came.",
     concave::make_polygon_circle},
    {"polygon-polygon", "Polygon vs polygon and rectangle",
     "Push the square into the C's notch, then onto an arm: the counter shows how many edge pairs were "
     "tried before one met. Tick the box to make B a rectangle.",
     concave::make_polygon_polygon},
    {"which-approach", "Which approach",
     "Drag the shapes in the top-left cell; the copies follow. The same pair decided three ways, each "
     "with the work it did: bounding boxes, SAT on convex pieces, edge tests.",
     concave::make_which_approach},
};

constexpr ContentsEntry response_and_fast_objects[] = {
    {"push-apart", "Pushing apart",
     "Drag B into A: the arrow is the shortest move that takes B out of A, along the axis of least "
     "push-out; turn on resolve to keep B outside.",
     response::make_push_apart},
    {"minkowski-difference", "The same test as one shape",
     "Drag A or B: A − B is every a − b. They collide exactly when the origin lies in A − B.",
     response::make_minkowski_difference},
    {"tunnelling", "Tunnelling",
     "Raise the speed: the test runs only where each frame puts the ball (the ghosts), and one step "
     "can jump the whole wall.",
     response::make_tunnelling},
    {"swept-test", "The swept test (time of impact)",
     "Drag the arrow's tip to set B's motion during one step: the moving separating axis test finds "
     "the moment B first touches A.",
     response::make_swept_test},
};

constexpr ContentsEntry distance_and_contact[] = {
    {"support-point", "Support points: the farthest vertex along d",
     "Turn the arrow d: the farthest vertex of A, of −B and of A − B light up, and A − B's is always "
     "A's minus B's. Point d square to an edge to see a tie.",
     distance::make_support_point},
    {"gjk-distance", "GJK: the distance between two shapes",
     "Drag A or B, then step the iterations: the simplex in A − B closes in on the origin, and the "
     "witness points on A and B close in on each other.",
     distance::make_gjk_distance},
    {"gjk-overlap", "GJK: do they overlap?",
     "Step the iterations: the simplex reaches for the origin; drag B away until a support point falls "
     "short of it, and compare GJK's count with SAT's axes.",
     distance::make_gjk_overlap},
    {"epa", "EPA: how deep they overlap",
     "Drag B into A and step: the polygon grows inside A − B past its nearest edge, until that edge is "
     "A − B's own; its distance is SAT's push-out.",
     distance::make_epa},
    {"ray-cast", "Ray casts: where a ray first meets a shape",
     "Drag the ray's ends across A and C: each edge's line cuts the ray, and the ray is inside A from "
     "the last entering cut to the first leaving one. (Not point in polygon's ray, which counts crossings.)",
     distance::make_ray_cast},
    {"contact-points", "Contact points: clipping the incident edge",
     "Turn B with the slider: the incident edge is cut at the reference edge's side planes, and a "
     "contact point vanishes when its end rises above the reference edge.",
     distance::make_contact_points},
};

constexpr Chapter book[] = {
    {"Before polygons", before_polygons},           {"Convex polygons", convex_polygons},
    {"Concave polygons", concave_polygons},         {"Response and fast objects", response_and_fast_objects},
    {"Distance and contact", distance_and_contact},
};

}  // namespace

std::span<const Chapter> contents() { return book; }

}  // namespace lab
