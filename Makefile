# What a newcomer types: `make run` or `make test`. Both install missing Debian packages first.
JOBS ?= 2

.PHONY: run test bench build deps clean docs fuzz fuzz-check web serve web-test web-bench

deps:
	@./scripts/deps.sh

# The build's output is kept in build/release/build.log too: `make package` fails on a warning in it.
build: deps
	cmake --preset release
	bash -o pipefail -c 'cmake --build --preset release -j $(JOBS) --target collision-lab 2>&1 | tee build/release/build.log'

run: build
	./build/release/collision-lab

# Then the page (build/web/) and the core's and scenes' unit tests for Node, for the page test and
# the node/... tests, when the browser build's SDL2 and zlib are already compiled (`make web`
# once); else web_page.sh says so and those tests are left out. It leaves out the node/... tests
# alone, saying so, when most of the page's files missed ccache (their compiles would pass the budget).
# Both builds compile through ccache (cmake/ccache.cmake; docs/development.md#the-caches).
test: deps
	./scripts/configure_dev.sh
	cmake --build --preset dev -j $(JOBS)
	if JOBS=$(JOBS) ./scripts/web_page.sh --if-cached; then \
	  SDL_VIDEODRIVER=offscreen ctest --preset dev -j $(JOBS); \
	else \
	  [ $$? -eq 77 ] && SDL_VIDEODRIVER=offscreen ctest --preset dev -j $(JOBS) -E '^(web_page|node/.*)$$'; \
	fi

# Benchmarks against Box2D, Boost.Geometry and the textbook: medians of 5 repetitions, a ratio table
# on stdout, JSON in build/release/. Then the frame cost of every scene (tests/bench/frame_cost.cpp):
# at its start position and with a 2,000-vertex polygon, the table the README shows. Then `query` on
# 10⁵-vertex inputs (tests/bench/query_big.cpp), once each. Then, if `make web` has built the page,
# the same frames in it in headless Chromium (tests/web/bench_page.py), as ratios to the desktop's.
bench: deps
	cmake --preset release
	cmake --build --preset release -j $(JOBS) --target collide_bench frame_bench query_bench
	./build/release/tests/bench/collide_bench --benchmark_repetitions=5 \
	  --benchmark_report_aggregates_only=true \
	  --benchmark_out=build/release/bench.json --benchmark_out_format=json \
	  --ratios_out=build/release/bench-ratios.json
	./build/release/tests/bench/frame_bench --benchmark_repetitions=3 \
	  --benchmark_report_aggregates_only=true \
	  --benchmark_out=build/release/frame-bench.json --benchmark_out_format=json
	./build/release/tests/bench/query_bench --benchmark_out=build/release/query-bench.json \
	  --benchmark_out_format=json
	# The page's frame times beside frame_bench's, when the page is built (make web); else skipped.
	/usr/bin/python3 tests/web/bench_page.py build/web build/release/frame-bench.json build/web-frame-bench.json \
	  || [ $$? -eq 77 ]

# The web frame bench alone (tests/web/bench_page.py, docs/performance.md): the desktop's frame_bench
# and then the page's frames in headless Chromium, in one run, as ratios. Needs `make web` first.
web-bench: deps
	@test -f build/web/collision-lab.wasm || { echo "no build/web: run make web first" >&2; exit 1; }
	cmake --preset release
	cmake --build --preset release -j $(JOBS) --target frame_bench
	./build/release/tests/bench/frame_bench --benchmark_repetitions=3 \
	  --benchmark_report_aggregates_only=true \
	  --benchmark_out=build/release/frame-bench.json --benchmark_out_format=json
	/usr/bin/python3 tests/web/bench_page.py build/web build/release/frame-bench.json build/web-frame-bench.json

# libFuzzer targets (clang, ASan+UBSan) for query lines and state files: each target runs its seed
# corpus (tests/fuzz/corpus/) and then fuzzes for FUZZ_SECONDS. `fuzz-check` is the short run.
FUZZ_SECONDS ?= 300
fuzz: deps
	./scripts/fuzz.sh $(FUZZ_SECONDS)

fuzz-check: deps
	./scripts/fuzz.sh 20

# One picture per scene for docs/book-map.md, from the release build's --screenshot.
docs: build
	./scripts/docs.sh build/release/collision-lab

clean:
	rm -rf build

# The browser build (docs/development.md#browser-build): Debian's emscripten, SDL2, ImGui and zlib
# compiled from their Debian sources into build/web/. scripts/web-deps.sh fetches the sources and
# compiles SDL2 and zlib once, into ~/.cache/collision-lab/web-deps/ (shared by every worktree).
# `make serve` serves it on this machine only and prints the address to open.
WEB_PORT ?= 8028
web:
	JOBS=$(JOBS) ./scripts/web_page.sh

# The core's and scenes' unit tests compiled by emscripten, as the page is, and run under Node
# (cmake/web_tests.cmake), all of them: `make test` runs them but the slow cases (about a minute
# of CPU under Node; docs/development.md#the-caches has the times).
web-test:
	deps=$$(./scripts/web-deps.sh) && NODE_PATH=/usr/share/nodejs cmake --preset web -DLAB_WEB_DEPS="$$deps"
	NODE_PATH=/usr/share/nodejs cmake --build --preset web -j $(JOBS) --target test_core test_scenes
	ctest --preset web

serve:
	@test -f build/web/index.html || { echo "no build/web/index.html: run make web first" >&2; exit 1; }
	@echo "Collision Lab: open http://127.0.0.1:$(WEB_PORT)/index.html (Ctrl+C stops)"
	cd build/web && python3 -m http.server --bind 127.0.0.1 $(WEB_PORT)

# Install and package. `make install`: the release build under PREFIX (default /usr/local), with
# DESTDIR put in front when given (a staged install); for a system prefix, `make build` first and
# then `sudo make install`. `make package`: a .deb in build/release/package/, then checked: the
# release build printed no warnings, lintian reports no errors or warnings, the .deb unpacked into
# a scratch root runs and is hardened, and its MIME types register (tests/package/check_deb.sh).
PREFIX ?= /usr/local
.PHONY: install package

install: build
	cmake --build --preset release -j $(JOBS) --target lab_data
	DESTDIR="$(DESTDIR)" cmake --install build/release --prefix "$(PREFIX)"
	# The desktop sees the state and lesson files' MIME types once its database is compiled again
	# (a staged install leaves that to whoever installs the tree; the .deb to shared-mime-info's trigger).
	if [ -z "$(DESTDIR)" ] && command -v update-mime-database >/dev/null; then \
	  update-mime-database "$(PREFIX)/share/mime"; fi

package: build
	./scripts/deps.sh python3-pyqt5  # Qt's MIME reader, as KDE's file managers ask (check_mime.sh)
	cmake --build --preset release -j $(JOBS) --target lab_data
	rm -f build/release/package/*.deb
	cd build/release && cpack -G DEB
	./tests/package/check_deb.sh build/release/package/*.deb build/release/package/root build/release/build.log
