// Tables of a trace's steps in a panel: a polygon of thousands of edges makes thousands of rows,
// and ImGui would lay every one of them out each frame. Past a size only the rows in sight are
// laid out (ImGuiListClipper); a short table is laid out whole, as before.
#pragma once
#include <imgui.h>

namespace lab::figures {

/// Up to this many rows a table is laid out whole (every word is there, e.g. for ImGui's log).
inline constexpr int kWholeTableRows = 256;

/// Calls `row(i)` for the rows of an `n`-row table that are in sight, and for row `keep` (the
/// row the figure marks) when it is not; for every row when n ≤ kWholeTableRows. Call between
/// BeginTable and EndTable; `row` starts with TableNextRow as usual.
template <class Row>
void table_rows(int n, Row&& row, int keep = -1) {
  if (n <= kWholeTableRows) {
    for (int i = 0; i < n; ++i) row(i);
    return;
  }
  ImGuiListClipper clipper;
  clipper.Begin(n);
  if (keep >= 0 && keep < n) clipper.ForceDisplayRangeByIndices(keep, keep + 1);
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) row(i);
}

}  // namespace lab::figures
