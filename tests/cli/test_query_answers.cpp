// `collision-lab query`: every test name answers a hand-checked case with its verdict, caption
// and counts. Shapes (y up):
//   pentagon  (0,0) (4,0) (5,3) (2,5) (−1,3), counter-clockwise; edge i runs from vertex i.
//   C         (0,0) (6,0) (6,2) (2,2) (2,4) (6,4) (6,6) (0,6): a C opening to the right, its
//             notch is 2 < y < 4, x > 2; edges 0 … 7 as listed.
//   notch     the square (3,2.5)–(5,3.5), inside the notch, touching nothing.
//
// Index of this file:
//   [SECTION] The hand-checked cases, one or more a test
//   [SECTION] The answers' form: order, triangulation, mtv, warnings
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "query/answers.hpp"
#include "test_query_support.hpp"

namespace test_query_answers {

namespace {

using query_test::Json;

const std::string pentagon = "[[0,0],[4,0],[5,3],[2,5],[-1,3]]";
const std::string c_shape = "[[0,0],[6,0],[6,2],[2,2],[2,4],[6,4],[6,6],[0,6]]";
const std::string notch = "[[3,2.5],[5,2.5],[5,3.5],[3,3.5]]";
const std::string square = "[[0,0],[2,0],[2,2],[0,2]]";

// [SECTION] The hand-checked cases, one or more a test

struct Case {
  std::string why;       // the configuration, checkable by hand
  std::string line;      // the question, without "id"
  std::string expected;  // fields the answer must have, with exactly these values
};

// Every entry: {why, question, expected fields}.
const std::vector<Case> cases = {
    // Before polygons ---------------------------------------------------------------------------
    {"x − 3 at (1, 2) is −2", R"j("test":"side","p":[1,2],"line":{"a":1,"b":0,"c":-3})j",
     R"j({"result":-1,"value":-2.0,"caption":"P is on the − side: ax + by + c = −2 < 0"})j"},
    {"the line through (0,0) → (1,0) has +y on its left, the − side",
     R"j("test":"side","p":[0,1],"line":{"through":[[0,0],[1,0]]})j",
     R"j({"result":-1,"caption":"P is on the − side: ax + by + c = −1 < 0"})j"},
    {"(0,0) → (1,0) → (0,1) turns left", R"j("test":"orientation","a":[0,0],"b":[1,0],"c":[0,1])j",
     R"j({"result":1,"caption":"A → B → C turns counter-clockwise → +1"})j"},
    {"the diagonals of a square cross", R"j("test":"segments_intersect","a":[0,0],"b":[4,4],"c":[0,4],"d":[4,0])j",
     R"j({"result":true,"orientations":{"abc":1,"abd":-1,"cda":-1,"cdb":1},
        "caption":"C and D are on opposite sides of AB, and A and B on opposite sides of CD → they cross"})j"},
    {"a T: C lies on AB", R"j("test":"segments_intersect","a":[0,0],"b":[2,0],"c":[1,0],"d":[1,2])j",
     R"j({"result":true,"orientations":{"abc":0,"abd":1,"cda":1,"cdb":-1},
        "caption":"C lies on AB → they touch"})j"},
    {"collinear, one after the other", R"j("test":"segments_intersect","a":[0,0],"b":[1,0],"c":[2,0],"d":[3,0])j",
     R"j({"result":false,
        "caption":"All four tests are collinear, but there is a gap along their line → apart"})j"},
    {"P above the middle of AB", R"j("test":"closest_point_on_segment","p":[2,3],"a":[0,0],"b":[4,0])j",
     R"j({"result":[2.0,0.0],"t":0.5,"clamped_to":null,"caption":"P projects between A and B (t = 0.5) → Q = (2, 0), |PQ| = 3"})j"},
    {"P before A", R"j("test":"closest_point_on_segment","p":[-2,1],"a":[0,0],"b":[4,0])j",
     R"j({"result":[0.0,0.0],"t":-0.5,"clamped_to":"a",
        "caption":"P projects before A (t = −0.5 < 0) → clamped to A: Q = (0, 0), |PQ| = 2.24"})j"},
    {"y = 1 cuts the segment (0,0)–(0,2)",
     R"j("test":"line_segment_collide","line":{"a":0,"b":1,"c":-1},"a":[0,0],"b":[0,2])j",
     R"j({"result":true,"sides":[-1,1],"caption":"A on the − side, B on the + side → they collide"})j"},
    {"(3, 4) is exactly 5 from the centre", R"j("test":"point_in_circle","p":[3,4],"circle":{"x":0,"y":0,"r":5})j",
     R"j({"result":true,"caption":"|CP|² = 25 = r² = 25 → P is on the circle (inside)"})j"},
    {"(3, 4.1) is just outside", R"j("test":"point_in_circle","p":[3,4.1],"circle":{"x":0,"y":0,"r":5})j",
     R"j({"result":false,"caption":"|CP|² = 25.81 > r² = 25 → P is outside"})j"},
    {"centres 3 apart, radii 1 and 1", R"j("test":"circles_collide","a":{"x":0,"y":0,"r":1},"b":{"x":3,"y":0,"r":1})j",
     R"j({"result":false,"caption":"|C₁C₂|² = 9 > (r₁ + r₂)² = 4 → apart"})j"},
    {"the circle floats 2 above the segment's middle",
     R"j("test":"circle_segment_collide","circle":{"x":2,"y":2,"r":1},"a":[0,0],"b":[4,0])j",
     R"j({"result":false,"closest":[2.0,0.0],
        "caption":"Q is AB's point nearest C: |CQ|² = 4 > r² = 1 → apart"})j"},
    {"y = 2 is tangent to the circle of radius 2",
     R"j("test":"line_circle_collide","line":{"a":0,"b":1,"c":-2},"circle":{"x":0,"y":0,"r":2})j",
     R"j({"result":true,"caption":"the line passes within r of the centre → they collide"})j"},
    {"y = 3 passes above it",
     R"j("test":"line_circle_collide","line":{"through":[[0,3],[1,3]]},"circle":{"x":0,"y":0,"r":2})j",
     R"j({"result":false,"caption":"the line passes farther than r from the centre → apart"})j"},
    {"(1, 1) in the 2 × 2 square", R"j("test":"point_in_rect","p":[1,1],"rect":{"x":0,"y":0,"w":2,"h":2})j",
     R"j({"result":true,"caption":"P.x is within the x shadow and P.y within the y shadow → P is inside"})j"},
    {"(3, 1) right of it", R"j("test":"point_in_rect","p":[3,1],"rect":{"x":0,"y":0,"w":2,"h":2})j",
     R"j({"result":false,"caption":"P.x is outside the x shadow → P is outside"})j"},
    {"B sits above A, overlapping on x",
     R"j("test":"rects_collide","a":{"x":0,"y":0,"w":2,"h":2},"b":{"x":1,"y":3,"w":2,"h":2})j",
     R"j({"result":false,"x_overlap":true,"y_overlap":false,
        "caption":"The x shadows overlap, but the y shadows have a gap of 1; one gap is enough → apart"})j"},
    {"the circle touches the square's right side",
     R"j("test":"circle_rect_collide","circle":{"x":3,"y":1,"r":1},"rect":{"x":0,"y":0,"w":2,"h":2})j",
     R"j({"result":true,"closest":[2.0,1.0],
        "caption":"Q is C clamped into the rectangle: |CQ|² = 1 = r² = 1 → they touch"})j"},
    // Convex polygons ---------------------------------------------------------------------------
    {"the pentagon is convex, counter-clockwise", R"j("test":"is_convex","polygon":)j" + pentagon,
     R"j({"result":true,"winding":1})j"},
    {"the C has a dent", R"j("test":"is_convex","polygon":)j" + c_shape, R"j({"result":false,"winding":1})j"},
    {"(5, −1): below edge 0 and right of edge 1",
     R"j("test":"point_in_convex_polygon","p":[5,-1],"polygon":)j" + pentagon,
     R"j({"result":false,"outer_edges":2,"edges":5,
        "caption":"P is on the outer side of 2 of the 5 edges → outside"})j"},
    {"(2, 2) inside", R"j("test":"point_in_convex_polygon","p":[2,2],"polygon":)j" + pentagon,
     R"j({"result":true,"outer_edges":0,"edges":5,"on_boundary":false,
        "caption":"P is on the outer side of 0 of the 5 edges → inside"})j"},
    {"(2, 0) on edge 0", R"j("test":"point_in_convex_polygon","p":[2,0],"polygon":)j" + pentagon,
     R"j({"result":true,"outer_edges":0,"on_boundary":true,
        "caption":"P is on the outer side of 0 of the 5 edges and on the line of 1 → inside (on the boundary)"})j"},
    {"y = 6 is above the pentagon",
     R"j("test":"polygon_line_collide","line":{"a":0,"b":1,"c":-6},"polygon":)j" + pentagon,
     R"j({"result":false,"plus":0,"minus":5,"zero":0,"caption":"all 5 vertices on the − side → apart"})j"},
    {"y = 2 through two points: −y + 2 is + at the two bottom vertices",
     R"j("test":"polygon_line_collide","line":{"through":[[0,2],[1,2]]},"polygon":)j" + pentagon,
     R"j({"result":true,"plus":2,"minus":3,"zero":0,"caption":"2 vertices +, 3 − → the line crosses the outline → collide"})j"},
    {"y = 5 touches the top vertex",
     R"j("test":"polygon_line_collide","line":{"a":0,"b":1,"c":-5},"polygon":)j" + pentagon,
     R"j({"result":true,"plus":0,"minus":4,"zero":1,"caption":"1 vertex on the line, the rest − → they touch"})j"},
    {"a triangle far below left: 6 of 8 axes, the first (edge 0's normal, down) decides",
     R"j("test":"convex_polygons_collide","b":[[-8,-8],[-6,-8],[-7,-6]],"a":)j" + pentagon,
     R"j({"result":false,"axes":8,"axes_with_gap":6,"deciding_axis":0,
        "caption":"6 of 8 axes show a gap; one is enough → apart"})j"},
    {"a triangle overlapping the pentagon",
     R"j("test":"convex_polygons_collide","b":[[3,1],[6,1],[4,4]],"a":)j" + pentagon,
     R"j({"result":true,"axes":8,"axes_with_gap":0,
        "caption":"all 8 axes show the shadows overlapping → they collide"})j"},
    {"a triangle standing on the square's top-right corner (2,2): the shadows only meet on 6 of the "
     "7 axes (x: the square's e1, e3; y: its e0, e2 and the triangle's e0; (2,1): the triangle's e1), "
     "as the figure says it (issue 11)",
     R"j("test":"convex_polygons_collide","a":)j" + square + R"j(,"b":[[2,2],[4,2],[3,4]])j",
     R"j({"result":true,"axes":7,"axes_with_gap":0,
        "caption":"all 7 axes show the shadows overlapping, 6 only touching → they touch"})j"},
    {"SAT sees the C's outline: the notch square 'collides'",
     R"j("test":"convex_polygons_collide","b":)j" + notch + R"j(,"a":)j" + c_shape,
     R"j({"result":true,"axes":12,"axes_with_gap":0,
        "caption":"all 12 axes show the shadows overlapping → they collide"})j"},
    {"two segments on the x axis, one after the other: only the axis along the line shows the gap",
     R"j("test":"convex_polygons_collide","a":[[0,0],[1,0]],"b":[[2,0],[3,0]])j",
     R"j({"result":false,"axes":4,"axes_with_gap":1,"deciding_axis":4,
        "caption":"all 4 axes show the shadows overlapping, but the shapes lie on one line and the axis along it shows a gap → apart"})j"},
    {"a rectangle to the left: 9 axes (its 4 edges give 2 directions twice)",
     R"j("test":"convex_polygon_rect_collide","rect":{"x":-8,"y":0,"w":2,"h":2},"polygon":)j" + pentagon,
     R"j({"result":false,"axes":9,"axes_with_gap":6,"deciding_axis":1,
        "caption":"6 of 9 axes show a gap; one is enough → apart"})j"},
    {"a segment to the left: 7 axes (there and back)",
     R"j("test":"convex_polygon_segment_collide","a":[-8,-2],"b":[-7,0],"polygon":)j" + pentagon,
     R"j({"result":false,"axes":7,"axes_with_gap":5,"deciding_axis":1,
        "caption":"5 of 7 axes show a gap; one is enough → apart"})j"},
    {"a circle far below left: 5 edge normals and the circle's axis",
     R"j("test":"convex_polygon_circle_collide","circle":{"x":-8,"y":-8,"r":1},"polygon":)j" + pentagon,
     R"j({"result":false,"axes":6,"axes_with_gap":5,"deciding_axis":0,
        "caption":"5 of 6 axes show a gap; one is enough → apart"})j"},
    {"a circle just off the square's corner (2,2): only the circle's axis (index 4) sees the gap",
     R"j("test":"convex_polygon_circle_collide","circle":{"x":2.8,"y":2.8,"r":1},"polygon":)j" + square,
     R"j({"result":false,"axes":5,"axes_with_gap":1,"deciding_axis":4,
        "caption":"1 of 5 axes shows a gap; one is enough → apart"})j"},
    {"the centre on the corner (2,2): the circle's axis (index 4) decides, before any edge axis",
     R"j("test":"convex_polygon_circle_collide","circle":{"x":2,"y":2,"r":0.5},"polygon":)j" + square,
     R"j({"result":true,"axes":5,"axes_with_gap":0,"deciding_axis":4,
        "caption":"the circle's centre sits on a vertex, so its axis #5 has no direction → they collide"})j"},
    // Concave polygons --------------------------------------------------------------------------
    {"(1, 3) in the C's spine: the ray crosses edge 3 only",
     R"j("test":"point_in_polygon","p":[1,3],"polygon":)j" + c_shape,
     R"j({"result":true,"crossings":1,"location":"inside","caption":"1 crossing to P's right, odd → inside"})j"},
    {"(4, 3) in the notch: nothing to its right", R"j("test":"point_in_polygon","p":[4,3],"polygon":)j" + c_shape,
     R"j({"result":false,"crossings":0,"location":"outside","caption":"0 crossings to P's right, even → outside"})j"},
    {"(−1, 2): the ray runs along edge 2 and through vertices 2 and 3; edges 3 and 7 count",
     R"j("test":"point_in_polygon","p":[-1,2],"polygon":)j" + c_shape,
     R"j({"result":false,"crossings":2,"location":"outside","caption":"2 crossings to P's right, even → outside"})j"},
    {"(0, 3) on edge 7: ray casting says inside, the exact check says boundary",
     R"j("test":"point_in_polygon","p":[0,3],"polygon":)j" + c_shape,
     R"j({"result":true,"crossings":1,"location":"boundary",
        "caption":"P lies on e7: the ray rule alone says 1 crossing (odd: inside); the exact check puts P on the boundary, which counts as touching"})j"},
    {"a segment in the notch", R"j("test":"polygon_segment_collide","a":[3,3],"b":[5,3],"polygon":)j" + c_shape,
     R"j({"result":false,"edges":8,"edges_tested":8,"first_hit":null,
        "caption":"0 of 8 edges met; end a's ray: 0 crossings, even → outside → apart"})j"},
    {"a segment wholly inside the spine",
     R"j("test":"polygon_segment_collide","a":[0.5,1],"b":[0.5,5],"polygon":)j" + c_shape,
     R"j({"result":true,"first_hit":null,"caption":"0 of 8 edges met; end a's ray: 1 crossing, odd → inside → collide"})j"},
    {"a segment up through edge 4 at (3, 4)",
     R"j("test":"polygon_segment_collide","a":[3,3],"b":[3,5],"polygon":)j" + c_shape,
     R"j({"result":true,"edges":8,"edges_tested":5,"first_hit":4,
        "caption":"the segment meets e4 (5 of 8 edges tested) → collide"})j"},
    {"a small circle in the notch",
     R"j("test":"polygon_circle_collide","circle":{"x":4,"y":3,"r":0.5},"polygon":)j" + c_shape,
     R"j({"result":false,"edges_tested":8,"first_hit":null,
        "caption":"0 of 8 edges touched; the centre's ray: 0 crossings, even → outside → apart"})j"},
    {"a radius-1 circle in the notch touches edge 2 at (4, 2)",
     R"j("test":"polygon_circle_collide","circle":{"x":4,"y":3,"r":1},"polygon":)j" + c_shape,
     R"j({"result":true,"edges_tested":3,"first_hit":2,
        "caption":"the circle touches e2 (3 of 8 edges tested) → collide"})j"},
    {"the notch square: no edges cross, neither inside",
     R"j("test":"polygons_collide","b":)j" + notch + R"j(,"a":)j" + c_shape,
     R"j({"result":false,"edge_pairs":32,"edge_pairs_tested":32,"first_crossing":null,
        "caption":"none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is outside A → apart"})j"},
    {"a square inside the spine",
     R"j("test":"polygons_collide","b":[[0.5,0.5],[1.5,0.5],[1.5,1.5],[0.5,1.5]],"a":)j" + c_shape,
     R"j({"result":true,"first_crossing":null,
        "caption":"none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is inside A → collide"})j"},
    {"two squares touching at the corner (2, 2): A's edge 1 meets B's edge 0",
     R"j("test":"polygons_collide","b":[[2,2],[4,2],[4,4],[2,4]],"a":)j" + square,
     R"j({"result":true,"edge_pairs":16,"edge_pairs_tested":5,"first_crossing":[1,0],
        "caption":"5 of 16 edge pairs tested; A's e1 meets B's e0 → collide"})j"},
    {"a rectangle over the C's upper arm: edge 4 crosses its left side (edge 3)",
     R"j("test":"polygon_rect_collide","rect":{"x":5,"y":3,"w":2,"h":2},"polygon":)j" + c_shape,
     R"j({"result":true,"edge_pairs":32,"edge_pairs_tested":20,"first_crossing":[4,3],
        "caption":"20 of 32 edge pairs tested; A's e4 meets B's e3 → collide"})j"},
    {"the notch as a rectangle",
     R"j("test":"polygon_rect_collide","rect":{"x":3,"y":2.5,"w":2,"h":1},"polygon":)j" + c_shape,
     R"j({"result":false,"caption":"none of 32 edge pairs meet; A's vertex 0 is outside B, B's vertex 0 is outside A → apart"})j"},
    {"a square: 2 triangles", R"j("test":"ear_clip","polygon":)j" + square, R"j({"triangles":2})j"},
    {"the C: 8 vertices, 6 triangles", R"j("test":"ear_clip","polygon":)j" + c_shape, R"j({"triangles":6})j"},
    {"pieces see the notch: 6 × 2 pairs, none collide",
     R"j("test":"convex_pieces_collide","b":)j" + notch + R"j(,"a":)j" + c_shape,
     R"j({"result":false,"pieces_a":6,"pieces_b":2,"piece_pairs_tested":12,
        "caption":"none of the 12 piece pairs collide → apart"})j"},
    {"pieces find the square in the spine",
     R"j("test":"convex_pieces_collide","b":[[0.5,0.5],[1.5,0.5],[1.5,1.5],[0.5,1.5]],"a":)j" + c_shape,
     R"j({"result":true,"pieces_a":6,"pieces_b":2})j"},
    // Response and fast objects ---------------------------------------------------------------
    // wall: x from 10 to 11, y from 0 to 10; box: 2 × 2 at x 0–2, y 4–6, 8 left of the wall.
    {"the box moves 20 right at the wall 8 away: gap / speed = 0.4, through the wall's left side e3",
     R"j("test":"convex_polygons_time_of_impact","a":[[10,0],[11,0],[11,10],[10,10]],"b":[[0,4],[2,4],[2,6],[0,6]],"velocity":[20,0])j",
     R"j({"result":true,"toi":0.4,"normal":[-1.0,0.0],"deciding_axis":1,
        "caption":"B first touches A at t = 0.4 on A's e3 → hit"})j"},
    {"the box moves only 4: it would reach the wall at t = 2",
     R"j("test":"convex_polygons_time_of_impact","a":[[10,0],[11,0],[11,10],[10,10]],"b":[[0,4],[2,4],[2,6],[0,6]],"velocity":[4,0])j",
     R"j({"result":false,"toi":null,"normal":null,
        "caption":"B would first touch A at t = 2 on A's e3, after the step ends at t = 1 → miss"})j"},
    {"the box moves away from the wall: the shadows overlapped until t = −2",
     R"j("test":"convex_polygons_time_of_impact","a":[[10,0],[11,0],[11,10],[10,10]],"b":[[0,4],[2,4],[2,6],[0,6]],"velocity":[-4,0])j",
     R"j({"result":false,"caption":"they overlap only before the step, until t = −2 → miss"})j"},
    {"the box stands still, 8 left of the wall",
     R"j("test":"convex_polygons_time_of_impact","a":[[10,0],[11,0],[11,10],[10,10]],"b":[[0,4],[2,4],[2,6],[0,6]],"velocity":[0,0])j",
     R"j({"result":false,"deciding_axis":null,
        "caption":"B does not move and the shadows on A's e3 stay apart → miss"})j"},
    {"a box inside the square at t = 0",
     R"j("test":"convex_polygons_time_of_impact","a":[[0,0],[10,0],[10,10],[0,10]],"b":[[4,4],[6,4],[6,6],[4,6]],"velocity":[100,3])j",
     R"j({"result":true,"toi":0.0,"normal":null,"caption":"they already meet at t = 0 → hit at t = 0"})j"},
    {"a unit box's corner passes the square's corner (10, 10) one ulp above: a miss by a hair",
     R"j("test":"convex_polygons_time_of_impact","a":[[0,0],[10,0],[10,10],[0,10]],"b":[[5,15.000000000000002],[6,15.000000000000002],[6,16],[5,16]],"velocity":[10,-10])j",
     R"j({"result":false,
        "caption":"the shadows overlap on A's e2 from t = 0.5 but on A's e1 only until a moment before: never all at once → miss"})j"},
    {"a unit box slides right along the slab's top line, reaching its left end at t = 2/20",
     R"j("test":"convex_polygons_time_of_impact","a":[[0,0],[10,0],[10,1],[0,1]],"b":[[-3,1],[-2,1],[-2,2],[-3,2]],"velocity":[20,0])j",
     R"j({"result":true,"toi":0.1,"normal":[-1.0,0.0],"caption":"B first touches A at t = 0.1 on A's e3 → hit"})j"},
    {"a unit circle at (0, 5) moves 16 right: its rim reaches the wall's e3 (x = 10) after 9",
     R"j("test":"circle_polygon_time_of_impact","circle":{"x":0,"y":5,"r":1},"velocity":[16,0],"polygon":[[10,0],[11,0],[11,10],[10,10]])j",
     R"j({"result":true,"toi":0.5625,"normal":[-1.0,0.0],"caption":"the circle first touches e3 at t = 0.56 → hit"})j"},
    {"a unit circle passes 2 above the wall's top",
     R"j("test":"circle_polygon_time_of_impact","circle":{"x":0,"y":12,"r":1},"velocity":[30,0],"polygon":[[10,0],[11,0],[11,10],[10,10]])j",
     R"j({"result":false,"toi":null,
        "caption":"the centre's path never comes within r of the polygon during the step → miss"})j"},
    {"two unit circles 10 apart, B moving 16 towards A: the rims meet after 8",
     R"j("test":"circles_time_of_impact","a":{"x":10,"y":0,"r":1},"b":{"x":0,"y":0,"r":1},"velocity":[16,0])j",
     R"j({"result":true,"toi":0.5,"normal":[-1.0,0.0],"entry":0.5,"exit":0.75,
        "caption":"B first touches A at t = 0.5 → hit"})j"},
    {"issue 27: a point from (0.2, −0.1) moving (−1, −1) passes through the corner (0.1, −0.2) at t = 0.1",
     R"j("test":"circle_polygon_time_of_impact","circle":{"x":0.2,"y":-0.1,"r":0},"velocity":[-1,-1],"polygon":[[0.1,-0.2],[-5,-0.2],[-5,5]])j",
     R"j({"result":true,"toi":0.1,"caption":"the circle first touches e0 at t = 0.1 → hit"})j"},
    {"issue 27: the same motion as two points: one root, entry and exit both 0.1",
     R"j("test":"circles_time_of_impact","a":{"x":0.1,"y":-0.2,"r":0},"b":{"x":0.2,"y":-0.1,"r":0},"velocity":[-1,-1])j",
     R"j({"result":true,"toi":0.1,"entry":0.1,"exit":0.1,"caption":"B first touches A at t = 0.1 → hit"})j"},
    {"B passes 3 above A's centre: never within 1 + 1",
     R"j("test":"circles_time_of_impact","a":{"x":10,"y":0,"r":1},"b":{"x":0,"y":3,"r":1},"velocity":[16,0])j",
     R"j({"result":false,"caption":"B's centre never comes within r₁ + r₂ of A's → miss"})j"},
    {"a triangle minus a unit square: 5 corners, the origin inside",
     R"j("test":"minkowski_difference","a":[[0,0],[4,0],[0,4]],"b":[[0,0],[0,1],[1,1],[1,0]])j",
     R"j({"result":[[-1.0,-1.0],[4.0,-1.0],[4.0,0.0],[0.0,4.0],[-1.0,4.0]],"collide":true,
        "caption":"A − B has 5 corners and holds the origin → they collide"})j"},
    {"two squares 2 apart: A − B lies left of the origin",
     R"j("test":"minkowski_difference","a":[[0,0],[1,0],[1,1],[0,1]],"b":[[3,0],[4,0],[4,1],[3,1]])j",
     R"j({"result":[[-4.0,-1.0],[-2.0,-1.0],[-2.0,1.0],[-4.0,1.0]],"collide":false,
        "caption":"A − B has 4 corners; the origin lies outside it → apart"})j"},
    // Distance and contact ----------------------------------------------------------------------
    {"along (1, 1): the triangle's v1 (4, 0) minus B's v0 (3, 3), −√2 along d: d separates them",
     R"j("test":"support","a":[[0,0],[4,0],[0,4]],"b":[[3,3],[5,3],[5,5]],"d":[1,1])j",
     R"j({"result":[1.0,-3.0],"a":1,"b":0,"tied_a":[1,2],"separates":true,
        "caption":"A − B's support along d = A's v1 − B's v0, −1.4142 along d; A's v1 and v2 tie: the first is taken"})j"},
    {"two unit squares 2 apart: distance 2, from A's (1, 0) to B's (3, 0)",
     R"j("test":"gjk_distance","a":[[0,0],[1,0],[1,1],[0,1]],"b":[[3,0],[4,0],[4,1],[3,1]])j",
     R"j({"result":false,"distance":2.0,"witness_a":[1.0,0.0],"witness_b":[3.0,0.0],"iterations":1})j"},
    {"GJK as a yes/no test: a point inside a triangle", R"j("test":"gjk_overlap","a":[[0,0],[4,0],[0,4]],"b":[[1,1]])j",
     R"j({"result":true,"iterations":3,"caption":"GJK: the triangle holds the origin after 3 iterations → they collide"})j"},
    {"a box 1 deep in a 4 × 2 box's right side leaves by (1, 0)",
     R"j("test":"epa_penetration","a":[[0,0],[4,0],[4,2],[0,2]],"b":[[3,0.5],[5,0.5],[5,1.5],[3,1.5]])j",
     R"j({"result":true,"mtv":[1.0,0.0],"depth":1.0})j"},
    {"a ray from (−1, 1) to (3, 1) enters the 2 × 2 box through its left side at 1/4",
     R"j("test":"ray_cast_polygon","polygon":[[0,0],[2,0],[2,2],[0,2]],"from":[-1,1],"to":[3,1])j",
     R"j({"result":true,"fraction":0.25,"point":[0.0,1.0],"normal":[-1.0,0.0],"edge":3})j"},
    {"a ray from (−3, 0) to (1, 0) meets the unit circle halfway",
     R"j("test":"ray_cast_circle","circle":{"x":0,"y":0,"r":1},"from":[-3,0],"to":[1,0])j",
     R"j({"result":true,"fraction":0.5,"point":[-1.0,0.0],"normal":[-1.0,0.0],
        "caption":"the ray enters, 0.5 of the way along → hit"})j"},
    {"a 2 × 1 box 0.5 deep in a 2 × 2 box's right side: its left edge's two ends, each 0.5 deep",
     R"j("test":"polygon_contact_points","a":[[0,0],[2,0],[2,2],[0,2]],"b":[[1.5,0.5],[3.5,0.5],[3.5,1.5],[1.5,1.5]])j",
     R"j({"result":true,"normal":[1.0,0.0],
        "points":[{"point":[1.5,1.5],"separation":-0.5},{"point":[1.5,0.5],"separation":-0.5}],
        "reference_edge":{"polygon":"a","edge":1},"incident_edge":{"polygon":"b","edge":3},
        "caption":"reference edge A's e1, incident edge B's e3: 2 points, separations −0.5 and −0.5 → they collide"})j"},
};

}  // namespace

TEST_CASE("query: every test answers its hand-checked cases with verdict, caption and counts") {
  int id = 0;
  for (const auto& c : cases) {
    CAPTURE(c.why);
    const std::string line = R"j({"id":)j" + std::to_string(++id) + "," + c.line + "}";
    CAPTURE(line);
    const Json answer = query_test::ask(line);
    CAPTURE(answer.dump());
    REQUIRE_FALSE(answer.contains("error"));
    CHECK(answer["id"] == id);
    CHECK(answer["test"] == Json::parse("{" + c.line + "}")["test"]);
    CHECK(answer.contains("result"));
    CHECK(answer["caption"].is_string());
    const Json expected = Json::parse(c.expected);
    for (const auto& item : expected.items()) {
      const std::string& key = item.key();
      CAPTURE(key);
      CHECK(answer[key] == item.value());
    }
  }
}

TEST_CASE("query: every test in the table has a hand-checked case") {
  std::set<std::string> covered;
  for (const auto& c : cases) covered.insert(Json::parse("{" + c.line + "}")["test"].get<std::string>());
  for (const auto& test : lab::query::all_tests()) {
    CAPTURE(test.name);
    CHECK(covered.count(std::string(test.name)) == 1);
  }
  // The tests the issue names, by their chapter names.
  for (const char* name : {"point_in_circle",
                           "circles_collide",
                           "point_in_rect",
                           "rects_collide",
                           "circle_rect_collide",
                           "segments_intersect",
                           "closest_point_on_segment",
                           "circle_segment_collide",
                           "line_circle_collide",
                           "line_segment_collide",
                           "side",
                           "point_in_convex_polygon",
                           "polygon_line_collide",
                           "convex_polygons_collide",
                           "convex_polygon_rect_collide",
                           "convex_polygon_segment_collide",
                           "convex_polygon_circle_collide",
                           "point_in_polygon",
                           "polygon_segment_collide",
                           "polygon_circle_collide",
                           "polygons_collide",
                           "polygon_rect_collide",
                           "ear_clip"}) {
    CAPTURE(name);
    CHECK(lab::query::find_test(name) != nullptr);
  }
}

// [SECTION] The answers' form: order, triangulation, mtv, warnings

TEST_CASE("query: answers start with id and test, in input order, one line each") {
  const auto r = query_test::run(
      R"j({"id":"first","test":"orientation","a":[0,0],"b":[1,0],"c":[2,0]})j"
      "\n"
      "\n"  // blank lines are separators, not questions
      R"j({"test":"orientation","a":[0,0],"b":[1,0],"c":[1,-1]})j"
      "\r\n"
      R"j({"id":{"sheet":3,"q":[1,2]},"test":"point_in_rect","p":[0,0],"rect":{"x":0,"y":0,"w":1,"h":1}})j"
      "\n");
  REQUIRE(r.answers.size() == 3);
  CHECK(r.exit_code == 0);
  CHECK(r.lines[0].starts_with(R"j({"id":"first","test":"orientation","result":0,"caption":)j"));
  CHECK(r.answers[0]["caption"] == "A, B and C are collinear → 0");
  CHECK(r.answers[1]["id"].is_null());  // no id given: null, so every answer has one
  CHECK(r.answers[1]["result"] == -1);
  CHECK(r.answers[2]["id"] == Json::parse(R"j({"sheet":3,"q":[1,2]})j"));
  CHECK(r.answers[2]["result"] == true);  // the corner counts: touching is inside
}

TEST_CASE("query: the triangulation lists the polygon's vertex indices and says what clipping did") {
  const Json a = query_test::ask(R"j({"id":1,"test":"ear_clip","polygon":)j" + c_shape + "}");
  REQUIRE(a["result"].is_array());
  CHECK(a["result"].size() == 6);
  std::set<int> used;
  for (const auto& t : a["result"]) {
    REQUIRE(t.size() == 3);
    for (const auto& i : t) used.insert(i.get<int>());
  }
  CHECK(used == std::set<int>{0, 1, 2, 3, 4, 5, 6, 7});
  CHECK(a["candidates"].get<int>() >= 6);
  CHECK(a["rejected"] == a["candidates"].get<int>() - 6);
  CHECK(a["caption"].get<std::string>().starts_with("8 vertices → 6 triangles ("));
}

TEST_CASE("query: \"want\": [\"mtv\"] adds the vector that moves B out of A") {
  // Two 2 × 2 squares overlapping by 0.5 on x: the least overlap is along A's edge 1 normal (+x).
  const Json squares = query_test::ask(R"j({"id":1,"test":"convex_polygons_collide","want":["mtv"],"a":)j" + square +
                                       R"j(,"b":[[1.5,0],[3.5,0],[3.5,2],[1.5,2]]})j");
  CHECK(squares["result"] == true);
  CHECK(squares["deciding_axis"] == 1);
  REQUIRE(squares["mtv"].is_array());
  CHECK(squares["mtv"][0].get<double>() == doctest::Approx(0.5));
  CHECK(squares["mtv"][1].get<double>() == doctest::Approx(0.0));

  // A circle centred at (2.5, 1), radius 1, overlaps the square's right side by 0.5.
  const Json circle = query_test::ask(R"j({"id":2,"test":"convex_polygon_circle_collide","want":["mtv"],"polygon":)j" +
                                      square + R"j(,"circle":{"x":2.5,"y":1,"r":1}})j");
  CHECK(circle["result"] == true);
  REQUIRE(circle["mtv"].is_array());
  CHECK(circle["mtv"][0].get<double>() == doctest::Approx(0.5));
  CHECK(circle["mtv"][1].get<double>() == doctest::Approx(0.0));

  // Without "want", no mtv; apart, the mtv is zero.
  CHECK_FALSE(query_test::ask(R"j({"id":3,"test":"convex_polygons_collide","a":)j" + square +
                              R"j(,"b":[[1.5,0],[3.5,0],[3.5,2],[1.5,2]]})j")
                  .contains("mtv"));
  const Json apart = query_test::ask(R"j({"id":4,"test":"convex_polygons_collide","want":["mtv"],"a":)j" + square +
                                     R"j(,"b":[[5,0],[6,0],[6,1]]})j");
  CHECK(apart["result"] == false);
  CHECK(apart["mtv"] == Json::parse("[0.0, 0.0]"));
}

TEST_CASE("query: a convex-only test on a concave polygon answers, with a warning") {
  const Json sat =
      query_test::ask(R"j({"id":1,"test":"convex_polygons_collide","a":)j" + c_shape + R"j(,"b":)j" + notch + "}");
  CHECK(sat["result"] == true);  // what SAT says, not the truth: see polygons_collide
  REQUIRE(sat.contains("warning"));
  CHECK(sat["warning"].get<std::string>().find("\"a\"") != std::string::npos);
  // Two vertices make a segment, which is convex: no warning.
  CHECK_FALSE(query_test::ask(R"j({"id":3,"test":"convex_polygons_collide","a":[[0,0],[1,0]],"b":[[2,0],[3,0]]})j")
                  .contains("warning"));
  CHECK_FALSE(query_test::ask(R"j({"id":2,"test":"convex_polygons_collide","a":)j" + pentagon +
                              R"j(,"b":[[3,1],[6,1],[4,4]]})j")
                  .contains("warning"));
}

}  // namespace test_query_answers
