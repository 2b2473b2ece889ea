// The command line: collision-lab [--scene ID] [--state FILE.json] | collision-lab query
//                                 [--screenshot OUT.png [--size WxH]] [--list-scenes]
#pragma once
#include <ostream>

namespace lab {

/// Parse the arguments and run: the window, a screenshot, a listing, or `query` (stdin → out).
/// Returns the exit code: 0 on success, 2 on any error (with one clear message on `err`);
/// `query` returns its own code (see query.hpp).
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace lab
