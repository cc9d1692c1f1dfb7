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

# shellcheck source=scripts/side-by-side.sh
source scripts/side-by-side.sh
trap side_stop EXIT

# Starts installing `$1` (a name) with `$2...` in the background.
start() {
  say "$1: installing"
  side_start "$@"
}

# `cargo install` of `$1` at `$2` (an exact version, or empty for the newest), with cargo install's
# further arguments after `$3`; --locked first, and if the registry no longer serves a crate locked
# there, a fresh resolution of the same one.
# Each tool's build is most of a fresh setup, and each runs for seconds in a test run, so every
# crate is built at cargo's opt-level 0 but the crates named in `$3` (a space-separated list), the
# ones where the tool spends its time, built at 1. wasm-pack and geckodriver only start programs and
# pass messages on: all at 0 (CPU seconds to build, measured: wasm-pack 313 at opt-level 1, 156 at
# 0; geckodriver 305 at 3, 259 at 1, 163 at 0). wasm-bindgen rewrites every module a build or test
# run makes: its parser, walrus, their tables and wasm-bindgen-cli-support (its transforms) at 1
# (all at 1: 332 CPU seconds, a 57 MB test module in 1.9 s; these at 1 and the rest at 0: 226 CPU
# seconds, that module in 2.3 s).
cargo_install() {
  local crate=$1 version=${2:+--version=$2} hot
  local levels=(--config 'profile.release.opt-level=0' --config 'profile.release.package."*".opt-level=0')
  for hot in $3; do levels+=(--config "profile.release.package.$hot.opt-level=1"); done
  shift 3
  # shellcheck disable=SC2086
  cargo "${levels[@]}" install "$crate" $version --locked "$@" || {
    echo "--locked install failed, retrying with fresh resolution"
    # shellcheck disable=SC2086
    cargo "${levels[@]}" install "$crate" $version --force "$@"
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
  start wasm-pack cargo_install wasm-pack '' ''
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
  start "wasm-bindgen-cli $want" cargo_install wasm-bindgen-cli "=$want" \
    "wasmparser wasm-encoder walrus gimli leb128 id-arena hashbrown indexmap wasm-bindgen-cli-support" \
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
  start "geckodriver $gecko_want" cargo_install geckodriver "=$gecko_want" ''
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

side_wait
