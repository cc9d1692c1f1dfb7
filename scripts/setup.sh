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

# 4. Debian's Chromium and ChromeDriver (headless browser tests; no browser download).
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium + chromedriver: present"
else
  say "chromium + chromedriver: installing with apt-get"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
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
