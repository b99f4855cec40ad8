# GestureLab: two commands on a fresh Debian/Ubuntu machine.
#   make run    installs what is missing, builds, opens the photos scene on the bundled photos
#   make test   installs what is missing, builds, runs every test headless (bounded: see TEST_TIMEOUT)
SHELL := /bin/bash
SWIFT ?= swift
CONFIG ?= debug

# Debian packages the build, the tests and the recordings need (matchbox: full screen is tested with a window manager too;
# x11-utils: xprop, to wait for it; chromium: `gesturelab test --artifacts`' page is opened headless and its screenshot
# checked).
APT_PACKAGES := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libimgui-dev libturbojpeg0-dev \
                libjpeg62-turbo-dev \
                fonts-dejavu-core ffmpeg xvfb xauth xdotool imagemagick pkg-config \
                matchbox-window-manager x11-utils chromium

.PHONY: forget-built-syntax setup build run lint test docs coverage test-gl-switch test-kit test-stress bench bench-setup demos soak clean

# The toolchain's own swift-syntax, which the port links (Package.swift, toolchainSwiftSyntax()); empty where the
# toolchain has none or GESTURELAB_SWIFT_SYNTAX=package asks for the package.
HOST_SYNTAX := $(if $(filter package,$(GESTURELAB_SWIFT_SYNTAX)),,$(shell \
    d=$$(dirname "$$(readlink -f "$$(command -v swiftc)")" 2>/dev/null)/../lib/swift/host; \
    [ -e "$$d/SwiftSyntax.swiftmodule" ] && readlink -f "$$d"))

# A .build from before the port took the toolchain's swift-syntax holds swift-syntax's modules built from source;
# the compiler finds those before the toolchain's and fails ("missing required module '_SwiftSyntaxCShims'"), so
# they go, once, wherever the toolchain has its own.
forget-built-syntax:
	@if [ -n "$(HOST_SYNTAX)" ]; then for m in $(HOST_SYNTAX)/*.swiftmodule; do \
	    rm -rf .build/*/*/Modules/$$(basename $$m) .build/*/*/Modules-tool/$$(basename $$m); done; fi

# Installs only what is missing; nothing at all when everything is present.
setup: forget-built-syntax
	@missing=$$(for p in $(APT_PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	    echo "Installing: $$missing"; \
	    if [ "$$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi; \
	    $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: setup
	$(SWIFT) build -c $(CONFIG) $(if $(filter release,$(CONFIG)),$(RELEASE_APP)) --product gesturelab

run: build
	SDL_FRAMEBUFFER_ACCELERATION=$${SDL_FRAMEBUFFER_ACCELERATION:-0} \
	    $$($(SWIFT) build -c $(CONFIG) --show-bin-path)/gesturelab $(ARGS)

# The product is built first: the end-to-end tests run the real binary (replay exit codes, the Xvfb window);
# GESTURELAB_REQUIRE_BINARY=1 makes a missing binary fail those tests rather than skip them.
# Then the demo scripts' expect lines run as tests (touch-script.md, "Expectations"), and last a package made by
# `gesturelab new` is built against this checkout and replayed (its own step: it builds GestureLab again, ~80 s),
# with the porting suite (Tests/Porting) pasted in, run through `gesturelab port`, built and its scripts replayed.
# Every test bounds itself (time limits, child processes under `timeout`); TEST_TIMEOUT seconds is the outer bound
# on the run of the tests, and BUILD_TIMEOUT on each build, so CI can never hang even if something slips: `timeout`
# kills the whole process group (swift test, the test process, the apps it started) and the target fails.
TEST_TIMEOUT ?= 900
BUILD_TIMEOUT ?= 1800
TEST_ENV := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_FRAMEBUFFER_ACCELERATION=0 SDL_NO_SIGNAL_HANDLERS=1
# swift-format's rules (.swift-format: no force unwrap, no try!, no implicitly unwrapped optionals, file-scoped
# private, ...) and its layout (120 columns) over Sources; any finding fails. `swift format --in-place --recursive
# Sources` lays a file out as the lint wants (docs/architecture.md, "Lint"). AllPublicDeclarationsHaveDocumentation is on: every
# public name has a doc comment.
lint:
	@findings=$$($(SWIFT) format lint --strict --recursive Sources Plugins Tools Resources/GestureLabResources.swift 2>&1); \
	if [ -n "$$findings" ]; then echo "$$findings"; echo "lint: swift format found the above"; exit 1; fi; \
	echo "lint: no swift-format findings in Sources"

test: setup lint
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --product gesturelab
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --build-tests
	$(TEST_ENV) GESTURELAB_REQUIRE_BINARY=1 timeout --kill-after=30 $(TEST_TIMEOUT) $(SWIFT) test --skip-build
	$(TEST_ENV) timeout --kill-after=30 300 $$($(SWIFT) build --show-bin-path)/gesturelab test Resources/Scripts
	GESTURELAB_KIT_E2E=1 $(TEST_ENV) timeout --kill-after=30 1800 $(SWIFT) test --skip-build --filter NewPackageEndToEndTests
	timeout --kill-after=30 300 $(MAKE) --no-print-directory docs


# Only the GL-under-Xvfb test (software, opengl on llvmpipe, the default choice, the run-time switch to GL for a
# pretended GPU), which `make test` runs too; GL_RUNS times in a row (five passes under load is the bar).
GL_RUNS ?= 1
test-gl-switch: setup
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --product gesturelab
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --build-tests
	@for run in $$(seq 1 $(GL_RUNS)); do \
	    $(TEST_ENV) timeout --kill-after=30 300 $(SWIFT) test --skip-build --filter GLRendererUnderXvfbTests \
	        || { echo "test-gl-switch: run $$run failed"; exit 1; }; \
	done
# `make test` three times in a row while STRESS_LOAD busy loops keep both cores busy; each run must pass within
# STRESS_LIMIT seconds. The loops are started and stopped here: each run is waited for in the background, so a
# SIGINT or SIGTERM reaches the trap at once, which kills the loops and the running `make test` (whose tests,
# under `timeout`, end by TEST_TIMEOUT at the latest).
STRESS_LOAD ?= 2
STRESS_LIMIT ?= 600
test-stress: setup
	@pids=""; child=""; trap 'kill $$pids $$child 2>/dev/null' EXIT; trap 'exit 130' INT TERM; \
	for i in $$(seq 1 $(STRESS_LOAD)); do ( while :; do :; done ) & pids="$$pids $$!"; done; \
	echo "test-stress: $(STRESS_LOAD) busy loops:$$pids"; \
	for run in 1 2 3; do \
	    start=$$(date +%s); \
	    $(MAKE) --no-print-directory test TEST_TIMEOUT=$(STRESS_LIMIT) & child=$$!; \
	    wait $$child || { echo "test-stress: run $$run failed"; exit 1; }; child=""; \
	    took=$$(( $$(date +%s) - start )); echo "test-stress: run $$run passed in $$took s"; \
	    [ $$took -le $(STRESS_LIMIT) ] || { echo "test-stress: run $$run took over $(STRESS_LIMIT) s"; exit 1; }; \
	done

# Also builds a package made by `gesturelab new` against this checkout and replays its script (about a minute more).
test-kit: setup
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --product gesturelab
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --build-tests
	GESTURELAB_KIT_E2E=1 GESTURELAB_REQUIRE_BINARY=1 $(TEST_ENV) timeout --kill-after=30 2100 $(SWIFT) test --skip-build --filter GestureLabKitTests

# The peers the launch benchmark compares against, and python3 for its screen probe.
bench-setup: setup
	@for p in feh sxiv imv python3; do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || m="$$m $$p"; done; \
	if [ -n "$$m" ]; then if [ "$$(id -u)" -eq 0 ]; then S=; else S=sudo; fi; \
	    $$S apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$S apt-get install -y -qq --no-install-recommends $$m; fi

# The release app links the Swift runtime and Foundation statically: the dynamic loader then maps 72 libraries
# instead of 86, and a launch reaches the first photo ~7 ms sooner (docs/performance.md).
RELEASE_APP := --static-swift-stdlib

bench: bench-setup
	$(SWIFT) build -c release --product gesturelab-bench
	$(SWIFT) build -c release $(RELEASE_APP) --product gesturelab
	SDL_VIDEODRIVER=dummy SDL_FRAMEBUFFER_ACCELERATION=0 $$($(SWIFT) build -c release --show-bin-path)/gesturelab-bench

# Records every demo script as a GIF (headless, release build).
DEMOS_DIR ?= out/demos
DEMO_FLAGS ?= --scale 1
demos: setup
	$(SWIFT) build -c release $(RELEASE_APP) --product gesturelab
	mkdir -p $(DEMOS_DIR)
	bin=$$($(SWIFT) build -c release --show-bin-path)/gesturelab; \
	for script in Resources/Scripts/*.touches; do \
	    name=$$(basename $$script .touches); echo "recording $$name"; \
	    SDL_VIDEODRIVER=dummy $$bin replay $$script --record $(DEMOS_DIR)/$$name.gif $(DEMO_FLAGS) --report /dev/null || exit 1; \
	done

# The long versions: a million storm events per scene, then the parser under libFuzzer for FUZZ_SECONDS.
FUZZ_SECONDS ?= 600
soak: setup
	GESTURELAB_STORM_EVENTS=1000000 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(SWIFT) test --filter "Storm"
	$(SWIFT) build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library \
	    -Xswiftc -DFUZZING --product script-fuzz
	mkdir -p .build-fuzz/corpus && cp Resources/Scripts/*.touches .build-fuzz/corpus/
	.build-fuzz/debug/script-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=5 -rss_limit_mb=2048 .build-fuzz/corpus

clean:
	rm -rf .build .build-fuzz

# docs/coverage.md: GestureUIKit's public symbol graph (swift-symbolgraph-extract on the built module) matched against
# the UIKit surface in docs/coverage/uikit-surface.tsv; CoverageTableTests fails when the page is not what this writes.
coverage:
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --product gesturelab-coverage
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --target GestureUIKit
	bin=$$($(SWIFT) build --show-bin-path); $$bin/gesturelab-coverage --root . --modules $$bin/Modules

# The DocC documentation of the kit: GestureLabKit (GestureLab.main, the getting-started articles) and GestureUIKit
# (LabScene and the UIKit classes, which GestureLabKit re-exports but DocC does not document there), into
# DOCS_DIR. Any DocC warning (an unresolved symbol link, a parameter documented under the wrong name) fails it.
# Made from the modules the build already has: swift-symbolgraph-extract (public symbols and extension blocks, as
# swift-docc-plugin asks the compiler for them; the C modules' maps so GestureLabKit's imports load), then
# `docc convert`, which is what the plugin's generate-documentation runs. Not through the plugin: a plugin's build
# enables every trait of the package (`--disable-default-traits` does not change that), so the WholeModuleKit
# trait's -D and -wmo changed every module's flags and DocC's build compiled the whole package again (90 s in CI).
# About 25 s once the modules are built, so `make test` runs it last.
DOCS_DIR ?= .build/docs
docs:
	timeout --kill-after=30 $(BUILD_TIMEOUT) $(SWIFT) build --target GestureLabKit
	@bin=$$($(SWIFT) build --show-bin-path); tools=$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")"); \
	maps=""; for m in $(CURDIR)/Sources/C*/module.modulemap $$bin/C*.build/module.modulemap; do \
	    [ -f "$$m" ] && maps="$$maps -Xcc -fmodule-map-file=$$m"; done; \
	for i in $(CURDIR)/Sources/C*/include; do maps="$$maps -Xcc -I$$i"; done; \
	mkdir -p $(DOCS_DIR); for target in GestureLabKit GestureUIKit; do \
	    graphs=$(DOCS_DIR)/.symbol-graphs/$$target; rm -rf $$graphs; mkdir -p $$graphs; \
	    "$$tools/swift-symbolgraph-extract" -module-name $$target -target $$($(SWIFT) -print-target-info | \
	        sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1) -I $$bin/Modules $$maps -Xcc -I/usr/include/imgui \
	        -minimum-access-level public -emit-extension-block-symbols -output-dir $$graphs || exit 1; \
	    out=$$("$$tools/docc" convert Sources/$$target/$$target.docc --additional-symbol-graph-dir $$graphs \
	        --output-path $(DOCS_DIR)/$$target --fallback-display-name $$target \
	        --fallback-bundle-identifier $$target 2>&1) || { echo "$$out"; exit 1; }; \
	    warnings=$$(echo "$$out" | grep -E '^(warning|error):'); \
	    if [ -n "$$warnings" ]; then echo "$$out"; echo "docs: DocC warned about $$target"; exit 1; fi; \
	    echo "docs: $(DOCS_DIR)/$$target"; \
	done
