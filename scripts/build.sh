#!/usr/bin/env bash
# Builds the WebAssembly package into pkg/ (wasm-pack, release, ES module for the web).
# wasm-pack optimises with the `wasm-opt` it finds on PATH: binaryen's, from node_modules.
# Without one it would try to download binaryen, which this network refuses.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "build: no wasm-opt in node_modules/.bin; run 'npm run setup' first" >&2
  exit 1
fi
wasm-pack build --target web --release
