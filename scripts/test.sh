#!/usr/bin/env bash
# Everything `npm test` (and CI) checks, in order; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
# Binaryen's wasm-opt and Vite come from node_modules (npm scripts add this too).
export PATH="$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER=/usr/bin/chromedriver

# CI builds everything once, in a fresh clone: incremental compilation's bookkeeping only costs
# there (measured on the native test build: 395 s of CPU without it, 432 s with it).
if [ "${CI:-}" = true ]; then
  export CARGO_INCREMENTAL=0
fi

start=$SECONDS
# The disk the run writes to (its builds, the browsers' profiles), free at its start and its end:
# a disk that fills makes browsers and builds fail in ways that do not say so.
disk_free() { df -h --output=avail . | tail -1 | tr -d ' '; }
disk_at_start=$(disk_free)
# Each step's name, seconds and outcome, printed as one table when the run ends (passed or not):
# every run says where its time went.
steps=()
table() {
  local status=$1
  printf '\n%-20s %8s  %s\n' step seconds outcome
  local row
  for row in "${steps[@]}"; do
    # shellcheck disable=SC2086
    printf '%-20s %8s  %s\n' $row
  done
  printf '%-20s %8s  %s\n' 'npm test' "$((SECONDS - start))" "$([ "$status" -eq 0 ] && echo ok || echo FAILED)"
  printf 'disk free: %s at the start, %s at the end\n' "$disk_at_start" "$(disk_free)"
}
# Steps that run beside the others (scripts/side-by-side.sh): stopped if the run stops first.
# shellcheck source=scripts/side-by-side.sh
source scripts/side-by-side.sh
finish() {
  local status=$?
  side_in_script || return 0
  side_stop
  table "$status"
}
trap finish EXIT
step() {
  local name=$1
  shift
  printf '\n==> %s: %s\n' "$name" "$*"
  local t0=$SECONDS
  if ! "$@"; then
    steps+=("$name $((SECONDS - t0)) FAILED")
    printf '\n<== %s: FAILED after %ss; npm test stops here\n' "$name" "$((SECONDS - t0))" >&2
    exit 1
  fi
  steps+=("$name $((SECONDS - t0)) ok")
  printf '<== %s: ok (%ss; %ss in all)\n' "$name" "$((SECONDS - t0))" "$((SECONDS - start))"
}
# `beside NAME COMMAND...` starts a step in the background, beside the steps after it; `joined`
# waits for every step started so, prints its output and adds it to the table, and stops the run
# if one failed. A step runs beside others when it leaves a core idle for most of its time.
beside() {
  printf '\n==> %s (beside the steps after it): %s\n' "$1" "${*:2}"
  side_start "$@"
}
joined() {
  local i failed=0
  side_wait || failed=1
  for i in "${!side_names[@]}"; do
    steps+=("${side_names[$i]} ${side_seconds[$i]} ${side_outcomes[$i]}")
  done
  if [ "$failed" -ne 0 ]; then
    printf '\n<== a step beside the others FAILED; npm test stops here\n' >&2
    exit 1
  fi
  printf '<== %s: ok (%ss in all)\n' "${side_names[*]}" "$((SECONDS - start))"
}

step setup bash scripts/setup.sh
step fmt cargo fmt --all --check
step clippy-native cargo clippy --workspace --all-targets -- -D warnings
step clippy-wasm32 cargo clippy --workspace --all-targets --target wasm32-unknown-unknown -- -D warnings
step doc env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
# The browser's crates (the shell, the page's module, the first frame's) hold no native test:
# their tests are the browser suites (wasm-pack-test below), so the native run leaves them and
# web-sys out.
# The examples (tools run by hand) are not built here: clippy above checks them, and building
# them cost about 16 s of CPU for no test.
NATIVE=(--workspace --profile fast-test --exclude mancala-shell --exclude mancala-page --exclude mancala-first)
step cargo-test cargo test "${NATIVE[@]}" --lib --bins --tests
step doc-tests cargo test "${NATIVE[@]}" --doc
# A hung browser must not eat CI's time: each browser suite gets 15 minutes at most.
step wasm-pack-test bash scripts/test-browser.sh
step build bash scripts/build.sh
# The JavaScript of www/ against its JSDoc types and pkg/'s .d.ts, which the build makes.
step typecheck npm run --silent typecheck
# The budget is 135,000 bytes gzip before the first frame, in each language (the largest judged).
step page-size node scripts/page-size.mjs
# The API as a Node program uses it (CommonJS package, debug build: fast, same code).
step node-build wasm-pack build --target nodejs --dev --weak-refs --out-dir pkg-node
# The page's module too, whose exports must refuse wrong values even with no window.
step node-build-page wasm-pack build src/page --target nodejs --dev --out-dir ../../pkg-node/page
# Chromium then Firefox: each test in both engines (playwright.config.js); a bound, not a budget.
# Its two workers keep both cores busy: it runs alone.
step e2e timeout --kill-after=10 1800 playwright test
# The API in Node, two files at a time (Node's default is one less than the cores): the endgame
# table's file takes most of the step on one core (measured alone: 138 s, 1.2 cores busy on
# average), so the step runs beside the WebDriver suites (alone: 36 s and 52 s, 1.2 and 1.7 cores).
beside node-api node --test --test-concurrency=2 tests/node/
# The page in Firefox ESR and in WebKit (WebKitGTK on Xvfb) through WebDriver: tests/webdriver/.
step webdriver-firefox bash scripts/test-webdriver.sh firefox
step webdriver-webkit bash scripts/test-webdriver.sh webkit
joined
