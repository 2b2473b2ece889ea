// Chapter "Distance and contact": contact points by clipping in words, for the contact-points
// scene, `collision-lab query` and `--report` alike. UI-free.
#pragma once
#include <string>

#include "collide/contact.hpp"

namespace lab::captions {

/// An edge by the book's names, with its polygon: "A's e1".
std::string contact_edge_name(bool on_a, int edge);

/// A separation as the caption and the panel print it: true_number at 4 places ("−0.5").
std::string separation_text(double separation);

/// polygon_contact_points' verdict: "reference edge A's e1, incident edge B's e3: 2 points,
/// separations −0.5 and −0.5 → they collide"; "B's e2 shows a gap of 0.25: no contact points
/// → apart".
std::string contact_caption(const collide::ContactTrace& trace);

}  // namespace lab::captions
