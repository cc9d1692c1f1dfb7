#!/usr/bin/env bash
# What a page sees when the module's memory runs out. Builds the JavaScript API for
# Node with its WebAssembly memory capped at 32 MiB (target/out-of-memory/pkg, its own cargo
# target directory so that the usual builds keep their cache), then runs
# scripts/out-of-memory.mjs: games are kept until a call refuses for lack of memory. The refusal
# must be an Error (never a trap), and once the games are freed the module must play again.
#
#   bash scripts/out-of-memory.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
out=target/out-of-memory
CARGO_TARGET_DIR="$out/cargo" \
  RUSTFLAGS="-C link-arg=--max-memory=$((32 * 1024 * 1024))" \
  nice -n 10 wasm-pack build --target nodejs --dev --out-dir "$PWD/$out/pkg"
node scripts/out-of-memory.mjs "$out/pkg/mancala.js"
