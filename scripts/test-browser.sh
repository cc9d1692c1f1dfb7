#!/usr/bin/env bash
# The browser suites: `wasm-pack test --headless` (the debug build) in Chromium, then in Firefox
# ESR, then in WebKit (WebKitGTK's MiniBrowser, driven by WebKitWebDriver through wasm-pack's
# Safari support, on an X display of Xvfb's: scripts/xvfb.sh), with the tests' console lines
# shown (--nocapture) so that each suite's figures reach the terminal. Each browser's run ends with one line of figures, never an assertion: the longest
# stretch a test held the page's thread (every browser test yields to the browser between pieces
# of work, see tests/browser/mod.rs) and each suite's time in the page.
# `bash scripts/test-browser.sh chrome` (or firefox, or webkit) runs one browser only.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each browser's driver, given to wasm-pack by path, so that it never downloads one: Debian's
# ChromeDriver, geckodriver from crates.io (scripts/setup.sh), and WebKitWebDriver, which speaks
# the protocol wasm-bindgen's runner speaks to safaridriver (the runner sends it no capabilities,
# and it starts WebKitGTK's MiniBrowser, its default browser).
chromedriver="${CHROMEDRIVER:-/usr/bin/chromedriver}"
geckodriver="${GECKODRIVER:-${CARGO_HOME:-$HOME/.cargo}/bin/geckodriver}"
webkitdriver=/usr/bin/WebKitWebDriver
# The runner gives a whole suite this long (its default, 20 s, is for the suite, not a stretch of
# it); a machine five times slower than ours still finishes well inside it.
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-600}"

# shellcheck source=scripts/xvfb.sh
source scripts/xvfb.sh

log="$(mktemp)"
cleanup() {
  rm -f "$log"
  stop_xvfb
}
trap cleanup EXIT

# Runs every browser suite in `$1` (chrome, firefox or webkit; webdriver.json holds Chromium's
# and Firefox's options) and prints its line of figures; returns wasm-pack's status.
run_in() {
  local browser=$1 t0=$SECONDS status flags
  case "$browser" in
    chrome) flags=(--chrome --chromedriver "$chromedriver") ;;
    firefox) flags=(--firefox --geckodriver "$geckodriver") ;;
    webkit)
      start_xvfb
      flags=(--safari --safaridriver "$webkitdriver")
      ;;
    *)
      echo "test-browser: unknown browser '$browser' (chrome, firefox, webkit)" >&2
      return 2
      ;;
  esac
  : >"$log"
  # The runner announces each test with "Invoking test: ..." under --nocapture: noise here.
  set +e
  # A hung browser must not eat CI's time: each browser's run gets 15 minutes at most. The
  # runner takes the first driver it finds in its environment (GECKODRIVER before SAFARIDRIVER
  # before CHROMEDRIVER): only the one wasm-pack sets from the flags above may be there.
  timeout --kill-after=10 900 env -u GECKODRIVER -u SAFARIDRIVER -u CHROMEDRIVER wasm-pack test --headless "${flags[@]}" -- -- --nocapture 2>&1 |
    tee "$log" | grep --line-buffered -v '^Invoking test: '
  status=${PIPESTATUS[0]}
  set -e

  # Each suite (one page) prints "stretch: longest <ms> ms at <place>; <ms> ms in all" after every
  # test; its last such line holds the suite's figures.
  awk -v wall="$((SECONDS - t0))" -v browser="$browser" '
    /Running tests\// { match($0, /tests\/[^ ]+/); suite = substr($0, RSTART + 6, RLENGTH - 6) }
    /^stretch: longest / {
      rest = $0; sub(/^stretch: longest /, "", rest); longest[suite] = rest + 0
      sub(/^[0-9.]+ ms at /, "", rest); match(rest, /; [0-9.]+ ms in all/)
      place[suite] = substr(rest, 1, RSTART - 1); total[suite] = substr(rest, RSTART + 2) + 0
      if (!(suite in seen)) { seen[suite] = 1; order[++n] = suite }
    }
    END {
      if (n == 0) { printf "browser suites in %s: no stretch figures were printed\n", browser; exit }
      best = order[1]
      for (i = 1; i <= n; i++) {
        if (longest[order[i]] + 0 > longest[best] + 0) best = order[i]
        line = line sprintf("%s%s %.1f s", i > 1 ? ", " : "", order[i], total[order[i]] / 1000)
      }
      printf "browser suites in %s: longest uninterrupted stretch %s ms (%s, at %s); in the page: %s; %s s with the build\n",
        browser, longest[best], best, place[best], line, wall
    }' "$log"
  return "$status"
}

browsers=("$@")
[ "${#browsers[@]}" -gt 0 ] || browsers=(chrome firefox webkit)
for browser in "${browsers[@]}"; do
  run_in "$browser"
done
