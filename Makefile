# What a newcomer types: `make run` or `make test`. Both install missing Debian packages first.
JOBS ?= 2

.PHONY: run test build deps clean

deps:
	@./scripts/deps.sh

build: deps
	cmake --preset release
	cmake --build --preset release -j $(JOBS) --target collision-lab

run: build
	./build/release/collision-lab

test: deps
	cmake --preset dev
	cmake --build --preset dev -j $(JOBS)
	SDL_VIDEODRIVER=offscreen ctest --preset dev -j $(JOBS)

clean:
	rm -rf build
