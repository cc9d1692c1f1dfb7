#!/usr/bin/env bash
# Installs what `npm start` and `npm test` need, and only what is missing.
# Idempotent: a second run prints one line per tool and changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*"; }

# Runs a command as root (directly when we are root, else through sudo).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# The exact wasm-bindgen version the crate is locked to; the CLI must match it.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

# 1. The wasm32 target.
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rust target wasm32-unknown-unknown: present"
else
  say "rust target wasm32-unknown-unknown: installing"
  rustup target add wasm32-unknown-unknown
fi

# 2. wasm-pack.
if command -v wasm-pack >/dev/null 2>&1; then
  say "wasm-pack: present ($(wasm-pack --version))"
else
  say "wasm-pack: installing with cargo install"
  cargo install wasm-pack --locked || {
    say "wasm-pack: --locked install failed, retrying with fresh resolution"
    cargo install wasm-pack
  }
fi

# 3. wasm-bindgen-cli, at exactly the version in Cargo.lock (wasm-pack would
#    otherwise try to download a prebuilt one, which this network refuses).
want="$(wasm_bindgen_version)"
if [ -z "$want" ]; then
  say "error: no wasm-bindgen entry in Cargo.lock" >&2
  exit 1
fi
have="$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)"
if [ "$have" = "$want" ]; then
  say "wasm-bindgen-cli: present ($want)"
else
  say "wasm-bindgen-cli: installing $want (found: ${have:-none})"
  # --locked uses the CLI's own lockfile; if the registry no longer serves one
  # of the crates locked there, fall back to a fresh resolution of the same CLI.
  cargo install wasm-bindgen-cli --version "=$want" --locked || {
    say "wasm-bindgen-cli: --locked install failed, retrying with fresh resolution"
    cargo install wasm-bindgen-cli --version "=$want" --force
  }
fi

# 4. The browsers of the browser tests, all Debian's (no browser is ever downloaded): Chromium and
#    ChromeDriver; Firefox ESR; WebKit as WebKitGTK's MiniBrowser with its WebKitWebDriver, and
#    Xvfb, the X display MiniBrowser's window needs on a machine without a screen. What is
#    missing is installed in one apt-get run, after one apt-get update.
apt_missing=()
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium + chromedriver: present"
else
  say "chromium + chromedriver: installing with apt-get"
  apt_missing+=(chromium chromium-driver)
fi
if [ -x /usr/bin/firefox-esr ]; then
  say "firefox-esr: present"
else
  say "firefox-esr: installing with apt-get"
  apt_missing+=(firefox-esr)
fi
minibrowser=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
if [ -x /usr/bin/WebKitWebDriver ] && [ -x "$minibrowser" ] && [ -x /usr/bin/Xvfb ]; then
  say "webkit2gtk-driver + MiniBrowser + xvfb: present"
else
  say "webkit2gtk-driver + MiniBrowser + xvfb: installing with apt-get"
  apt_missing+=(webkit2gtk-driver xvfb)
fi
if [ "${#apt_missing[@]}" -gt 0 ]; then
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${apt_missing[@]}"
fi

# geckodriver, Firefox's WebDriver server, from crates.io at the version the suites were written
# against (wasm-pack would otherwise download one; scripts/test-browser.sh points it here).
gecko_want=0.37.1
gecko_have="$("${CARGO_HOME:-$HOME/.cargo}/bin/geckodriver" --version 2>/dev/null | awk 'NR == 1 { print $2 }' || true)"
if [ "$gecko_have" = "$gecko_want" ]; then
  say "geckodriver: present ($gecko_want)"
else
  say "geckodriver: installing $gecko_want with cargo install (found: ${gecko_have:-none})"
  cargo install geckodriver --version "=$gecko_want" --locked || {
    say "geckodriver: --locked install failed, retrying with fresh resolution"
    cargo install geckodriver --version "=$gecko_want" --force
  }
fi

# 5. npm dev dependencies, from the committed package-lock.json.
stamp=node_modules/.setup-lock-sha256
want_hash="$(sha256sum package-lock.json | awk '{ print $1 }')"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want_hash" ]; then
  say "node_modules: up to date with package-lock.json"
else
  say "node_modules: npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
  printf '%s\n' "$want_hash" >"$stamp"
fi
