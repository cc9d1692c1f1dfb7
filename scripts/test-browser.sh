#!/usr/bin/env bash
# The browser suites: `wasm-pack test --headless --chrome` (the debug build), with the tests'
# console lines shown (--nocapture) so that each suite's figures reach the terminal. Ends with one
# line of figures, never an assertion: the longest stretch a test held the page's thread (every
# browser test yields to the browser between pieces of work, see tests/browser/mod.rs) and each
# suite's time in the page.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# The runner gives a whole suite this long (its default, 20 s, is for the suite, not a stretch of
# it); a machine five times slower than ours still finishes well inside it.
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-600}"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
t0=$SECONDS
# The runner announces each test with "Invoking test: ..." under --nocapture: noise here.
set +e
timeout --kill-after=10 900 wasm-pack test --headless --chrome -- -- --nocapture 2>&1 |
  tee "$log" | grep --line-buffered -v '^Invoking test: '
status=${PIPESTATUS[0]}
set -e

# Each suite (one page) prints "stretch: longest <ms> ms at <place>; <ms> ms in all" after every
# test; its last such line holds the suite's figures.
awk -v wall="$((SECONDS - t0))" '
  /Running tests\// { match($0, /tests\/[^ ]+/); suite = substr($0, RSTART + 6, RLENGTH - 6) }
  /^stretch: longest / {
    rest = $0; sub(/^stretch: longest /, "", rest); longest[suite] = rest + 0
    sub(/^[0-9.]+ ms at /, "", rest); match(rest, /; [0-9.]+ ms in all/)
    place[suite] = substr(rest, 1, RSTART - 1); total[suite] = substr(rest, RSTART + 2) + 0
    if (!(suite in seen)) { seen[suite] = 1; order[++n] = suite }
  }
  END {
    if (n == 0) { print "browser suites: no stretch figures were printed"; exit }
    best = order[1]
    for (i = 1; i <= n; i++) {
      if (longest[order[i]] + 0 > longest[best] + 0) best = order[i]
      line = line sprintf("%s%s %.1f s", i > 1 ? ", " : "", order[i], total[order[i]] / 1000)
    }
    printf "browser suites: longest uninterrupted stretch %s ms (%s, at %s); in the page: %s; %s s with the build\n",
      longest[best], best, place[best], line, wall
  }' "$log"
exit "$status"
