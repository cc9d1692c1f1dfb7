#!/usr/bin/env bash
# Installs what `npm start` and `npm test` need, and only what is missing.
# Idempotent: a second run prints one line per tool and changes nothing.
# What is missing is installed side by side (apt-get's browsers, each `cargo install`, npm ci),
# each with its output kept apart and printed when it ends, with its time.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*"; }

# Runs a command as root (directly when we are root, else through sudo).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# The installs started in the background: each one's name, process and log.
names=()
pids=()
logs=()
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Starts `$2...` in the background as the install named `$1`; its output goes to its own log,
# which ends with the seconds it took.
start() {
  local name=$1 log="$work/${#names[@]}.log"
  shift
  say "$name: installing"
  (
    t0=$SECONDS
    status=0
    "$@" || status=$?
    printf '%s\n' "$((SECONDS - t0))" >"$log.seconds"
    exit "$status"
  ) >"$log" 2>&1 &
  names+=("$name")
  pids+=("$!")
  logs+=("$log")
}

# Waits for every install started; prints each one's log and time; fails if any failed.
finish() {
  local i failed=0 seconds
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=ok; else status=FAILED failed=1; fi
    seconds="$(cat "${logs[$i]}.seconds" 2>/dev/null || echo '?')"
    sed "s/^/  ${names[$i]} | /" "${logs[$i]}"
    say "${names[$i]}: $status in ${seconds}s"
  done
  return "$failed"
}

# `cargo install` of `$1` at `$2` (an exact version, or empty for the newest) and cargo's
# opt-level `$3`, with cargo install's further arguments after it; --locked first, and if the
# registry no longer serves a crate locked there, a fresh resolution of the same one.
# Each tool's build is most of a fresh setup, and each runs for seconds in a test run, so none is
# built at the release profile's opt-level 3. wasm-pack and geckodriver only start programs and
# pass messages on: opt-level 0 (CPU seconds to build, measured: wasm-pack 313 at opt-level 1, 156
# at 0; geckodriver 305 at 3, 259 at 1, 163 at 0). wasm-bindgen rewrites every module a build or
# test run makes, which takes it seconds at opt-level 1 and many more at 0.
cargo_install() {
  local crate=$1 version=${2:+--version=$2}
  export CARGO_PROFILE_RELEASE_OPT_LEVEL=$3
  shift 3
  # shellcheck disable=SC2086
  cargo install "$crate" $version --locked "$@" || {
    echo "--locked install failed, retrying with fresh resolution"
    # shellcheck disable=SC2086
    cargo install "$crate" $version --force "$@"
  }
}

# The exact wasm-bindgen version the crate is locked to; the CLI must match it.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

# 1. The wasm32 target (first: the cargo installs below share rustup's toolchain).
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rust target wasm32-unknown-unknown: present"
else
  say "rust target wasm32-unknown-unknown: installing"
  rustup target add wasm32-unknown-unknown
fi

# 2. The browsers of the browser tests, all Debian's (no browser is ever downloaded): Chromium and
#    ChromeDriver; Firefox ESR; WebKit as WebKitGTK's MiniBrowser with its WebKitWebDriver, and
#    Xvfb, the X display MiniBrowser's window needs on a machine without a screen. What is
#    missing is installed in one apt-get run, after one apt-get update.
apt_missing=()
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium + chromedriver: present"
else
  apt_missing+=(chromium chromium-driver)
fi
if [ -x /usr/bin/firefox-esr ]; then
  say "firefox-esr: present"
else
  apt_missing+=(firefox-esr)
fi
minibrowser=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
if [ -x /usr/bin/WebKitWebDriver ] && [ -x "$minibrowser" ] && [ -x /usr/bin/Xvfb ]; then
  say "webkit2gtk-driver + MiniBrowser + xvfb: present"
else
  apt_missing+=(webkit2gtk-driver xvfb)
fi
apt_install() {
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}
if [ "${#apt_missing[@]}" -gt 0 ]; then
  start "apt-get (${apt_missing[*]})" apt_install "${apt_missing[@]}"
fi

# 3. wasm-pack.
if command -v wasm-pack >/dev/null 2>&1; then
  say "wasm-pack: present ($(wasm-pack --version))"
else
  start wasm-pack cargo_install wasm-pack '' 0
fi

# 4. wasm-bindgen-cli, at exactly the version in Cargo.lock (wasm-pack would otherwise try to
#    download a prebuilt one, which this network refuses).
want="$(wasm_bindgen_version)"
if [ -z "$want" ]; then
  say "error: no wasm-bindgen entry in Cargo.lock" >&2
  exit 1
fi
have="$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)"
if [ "$have" = "$want" ]; then
  say "wasm-bindgen-cli: present ($want)"
else
  say "wasm-bindgen-cli: wanted $want, found ${have:-none}"
  # Only the two programs wasm-pack runs (not wasm2es6js), and without TLS (its default feature):
  # the test runner speaks plain HTTP to the WebDriver servers on this machine.
  start "wasm-bindgen-cli $want" cargo_install wasm-bindgen-cli "=$want" 1 \
    --no-default-features --bin wasm-bindgen --bin wasm-bindgen-test-runner
fi

# 5. geckodriver, Firefox's WebDriver server, from crates.io at the version the suites were
#    written against (wasm-pack would otherwise download one; scripts/test-browser.sh points it
#    here).
gecko_want=0.37.1
gecko_have="$("${CARGO_HOME:-$HOME/.cargo}/bin/geckodriver" --version 2>/dev/null | awk 'NR == 1 { print $2 }' || true)"
if [ "$gecko_have" = "$gecko_want" ]; then
  say "geckodriver: present ($gecko_want)"
else
  say "geckodriver: wanted $gecko_want, found ${gecko_have:-none}"
  start "geckodriver $gecko_want" cargo_install geckodriver "=$gecko_want" 0
fi

# 6. npm dev dependencies, from the committed package-lock.json.
stamp=node_modules/.setup-lock-sha256
want_hash="$(sha256sum package-lock.json | awk '{ print $1 }')"
npm_install() {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
  printf '%s\n' "$want_hash" >"$stamp"
}
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want_hash" ]; then
  say "node_modules: up to date with package-lock.json"
else
  start "node_modules (npm ci)" npm_install
fi

finish
