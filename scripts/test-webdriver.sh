#!/usr/bin/env bash
# The page in Firefox ESR and in WebKit through WebDriver (tests/webdriver/: selenium-webdriver
# talking to geckodriver and to WebKitWebDriver, all installed by scripts/setup.sh), after a build
# (`npm run build`: pkg/ and dist/). WebKitGTK's MiniBrowser gets an X display of its own from
# Xvfb (scripts/xvfb.sh), started here and stopped on exit.
# `bash scripts/test-webdriver.sh firefox` (or webkit) runs one engine only.
set -euo pipefail
cd "$(dirname "$0")/.."
export GECKODRIVER="${GECKODRIVER:-${CARGO_HOME:-$HOME/.cargo}/bin/geckodriver}"

engines=("$@")
[ "${#engines[@]}" -gt 0 ] || engines=(firefox webkit)

# shellcheck source=scripts/xvfb.sh
source scripts/xvfb.sh
trap stop_xvfb EXIT

for engine in "${engines[@]}"; do
  if [ "$engine" = webkit ]; then start_xvfb; fi
  t0=$SECONDS
  # A hung browser must not eat CI's time: each engine gets 10 minutes at most.
  timeout --kill-after=10 600 node --test --test-reporter=spec "tests/webdriver/$engine.test.js"
  echo "webdriver suite in $engine: $((SECONDS - t0)) s"
done
