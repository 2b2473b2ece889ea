// What the concave chapter's edge-test scenes print and name, for `--report` (scene.hpp's
// Printed and Named): the counts their captions and panels give, the ray table's numbers and the
// circle's d² against r², each read off the very string shown, beside the trace's value.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "collide/concave.hpp"
#include "scenes/printed_count.hpp"
#include "scenes/scene.hpp"

namespace lab::concave {

/// The ray's count ("3" of "3 crossings, odd → inside") where `where` shows ray_count_words.
void add_ray_count(std::vector<Printed>& out, const char* where, const collide::RayTrace& ray,
                   const std::string& ray_name);

/// The ray table's numbers (figures::ray_table): each row's x where the edge meets the line, the
/// start's x it is compared with, and the start's x in the note under the table.
void add_ray_table(std::vector<Printed>& out, const collide::RayTrace& ray, Vec2 start, const std::string& ray_name);

/// The ray's edges as the figure marks them, `shape` being the polygon the ray runs through:
/// "ray_crossing" for each counted crossing in order along the ray (the dots numbered 1, 2, …),
/// "ray_through_start" for an edge through the start itself, "ray_left" for one meeting the line
/// left of it (the grey dots).
void add_ray_named(std::vector<Named>& out, const collide::RayTrace& ray, const std::string& shape);

/// The circle check's two numbers as `shown` prints them ("d² = 2.56 > r² = 2.25", or the table's
/// "2.56 > 2.25"): d² as a "distance" (squared, said in `of`) and r² as a "value".
void add_circle_numbers(std::vector<Printed>& out, const char* where, const std::string& shown,
                        const collide::EdgeCheck& check);

/// A point as captions::true_point prints it at `places`: its two coordinates.
void add_point(std::vector<Printed>& out, const char* where, Vec2 p, const std::string& of, int places = 2);

}  // namespace lab::concave
