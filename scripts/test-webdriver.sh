#!/usr/bin/env bash
# The page in Firefox ESR and in WebKit through WebDriver (tests/webdriver/: selenium-webdriver
# talking to geckodriver and to WebKitWebDriver, all installed by scripts/setup.sh), after a build
# (`npm run build`: pkg/ and dist/). WebKitGTK's MiniBrowser is a GTK window: it gets an X display
# of its own from Xvfb, started here and stopped on exit.
# `bash scripts/test-webdriver.sh firefox` (or webkit) runs one engine only.
set -euo pipefail
cd "$(dirname "$0")/.."
export GECKODRIVER="${GECKODRIVER:-${CARGO_HOME:-$HOME/.cargo}/bin/geckodriver}"

engines=("$@")
[ "${#engines[@]}" -gt 0 ] || engines=(firefox webkit)

xvfb_pid=
stop_xvfb() {
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
  fi
}
trap stop_xvfb EXIT

for engine in "${engines[@]}"; do
  if [ "$engine" = webkit ] && [ -z "$xvfb_pid" ]; then
    # A display number no other X server holds (its lock file is absent), from 99 up.
    display=99
    while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1600x1200x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb_pid=$!
    # Xvfb is ready when its socket exists; bounded, so that a broken Xvfb fails the step.
    for _ in $(seq 600); do
      [ -S "/tmp/.X11-unix/X$display" ] && break
      kill -0 "$xvfb_pid" 2>/dev/null || { echo "test-webdriver: Xvfb :$display exited" >&2; exit 1; }
      sleep 0.1
    done
    [ -S "/tmp/.X11-unix/X$display" ] || { echo "test-webdriver: Xvfb :$display never came up" >&2; exit 1; }
    export DISPLAY=":$display"
  fi
  t0=$SECONDS
  # A hung browser must not eat CI's time: each engine gets 10 minutes at most.
  timeout --kill-after=10 600 node --test --test-reporter=spec "tests/webdriver/$engine.test.js"
  echo "webdriver suite in $engine: $((SECONDS - t0)) s"
done
