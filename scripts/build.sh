#!/usr/bin/env bash
# Builds the two WebAssembly modules into pkg/ (release, ES modules for the web):
# - pkg/mancala.js: the JavaScript API (`Game`, `variants()`, `bestMove`: features `api`, `ai`),
#   built for speed by wasm-pack. Page authors import it; the AI worker (www/ai-worker.js) runs it.
# - pkg/mancala_first.js: the page's first frame (`firstFrame`: feature `first` alone), the
#   starting board and the controls' words, small so that the first frame comes soon.
# - pkg/mancala_page.js: the page (`startIn`, the `App`: feature `page`, no AI), asked for once
#   the first frame is drawn; built for size (cargo profile `page`). wasm-bindgen and wasm-opt
#   by hand for both, as wasm-pack does them, so that pkg/package.json stays the API's.
# Both optimise with the `wasm-opt` on PATH: binaryen's, from node_modules. Without one,
# wasm-pack would try to download binaryen, which this network refuses.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "build: no wasm-opt in node_modules/.bin; run 'npm run setup' first" >&2
  exit 1
fi
# --weak-refs: a `Game` a page drops is freed by the garbage collector (wasm-bindgen 0.2.130 does
# so by default; the flag keeps it so).
wasm-pack build --target web --release --weak-refs -- --no-default-features \
  --features ai,api,console_error_panic_hook

echo "build: the first frame's module (cargo profile 'page', feature 'first') into pkg/mancala_first.js"
cargo build --lib --target wasm32-unknown-unknown --profile page \
  --no-default-features --features first
wasm-bindgen --target web --out-dir pkg --out-name mancala_first \
  target/wasm32-unknown-unknown/page/mancala.wasm
wasm-opt -Oz --converge --low-memory-unused pkg/mancala_first_bg.wasm -o pkg/mancala_first_bg.wasm

echo "build: the page's module (cargo profile 'page') into pkg/mancala_page.js"
cargo build --lib --target wasm32-unknown-unknown --profile page \
  --no-default-features --features page,console_error_panic_hook
wasm-bindgen --target web --out-dir pkg --out-name mancala_page \
  target/wasm32-unknown-unknown/page/mancala.wasm
# -Oz run to a fixed point; Rust's data sits above its stack, so the low 1 KiB of memory is unused.
wasm-opt -Oz --converge --low-memory-unused pkg/mancala_page_bg.wasm -o pkg/mancala_page_bg.wasm

# The service worker that keeps index.html for offline visits (sw.js).
node scripts/offline.mjs

# What a teacher copies: dist/ (the site) and dist/mancala.html (the whole game in one file).
node scripts/dist.mjs
