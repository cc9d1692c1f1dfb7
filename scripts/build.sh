#!/usr/bin/env bash
# Builds the three WebAssembly modules into pkg/ (release, ES modules for the web), one per
# thin crate of the workspace:
# - pkg/mancala.js: the JavaScript API (`Game`, `variants()`, `bestMove`: this package, the
#   root crate), built for speed by wasm-pack. Page authors import it; the AI worker
#   (www/ai-worker.js) runs it.
# - pkg/mancala_first_<lang>.js: the page's first frame (`firstFrame`: src/first), the starting
#   board and the controls' words, small so that the first frame comes soon: one per language
#   (www/language.js lists them), each with that language's words alone (the crate's feature of
#   that name), and a game loads the one of its language; pkg/mancala_first.js, with every
#   language's words, is the single file's (dist/mancala.html).
# - pkg/mancala_page.js: the page (`startIn`, the `App`: src/page, no AI), asked for once the
#   first frame is drawn.
# The page's two are built for size (cargo profile `page`), with wasm-bindgen and wasm-opt by
# hand as wasm-pack does them, so that pkg/package.json stays the API's. All optimise with the
# `wasm-opt` on PATH: binaryen's, from node_modules. Without one, wasm-pack would try to
# download binaryen, which this network refuses.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "build: no wasm-opt in node_modules/.bin; run 'npm run setup' first" >&2
  exit 1
fi
# The steps run side by side where they can: cargo's link-time optimisation and wasm-opt each
# keep one core busy for most of their time (wasm-opt is binaryen's JavaScript build), so the API's
# module (profile `release`) builds while the page's modules (profile `page`, cargo's other
# folders and lock) do, and each page module's wasm-opt runs while cargo builds the next one.
# Each step in the background prints its output when it ends (scripts/side-by-side.sh); the build
# fails if any failed.
# shellcheck source=scripts/side-by-side.sh
source scripts/side-by-side.sh
trap side_stop EXIT

# --weak-refs: a `Game` a page drops is freed by the garbage collector (wasm-bindgen 0.2.130 does
# so by default; the flag keeps it so). wasm-pack runs wasm-opt on every module in its output
# folder: in pkg/ it would optimise the page's modules too, again, as their own wasm-opt writes
# them. It builds into a folder of its own, copied into pkg/ once every step has ended.
API_OUT=target/pkg-api
echo "build: the JS API's module (the root crate, cargo profile 'release', wasm-pack) into pkg/mancala.js, in the background"
side_start "pkg/mancala.js" wasm-pack build --target web --release --weak-refs --out-dir "$API_OUT"

# Builds the crate `$1` (profile `page`; the arguments after the third go to cargo) into pkg/$2.js,
# then runs wasm-opt at `$3` on it in the background. Rust's data sits above its stack, so the
# low 1 KiB of memory is unused.
page_module() {
  local name=$1 out=$2 level=$3
  shift 3
  cargo build -p "${name//_/-}" --lib --target wasm32-unknown-unknown --profile page "$@"
  wasm-bindgen --target web --out-dir pkg --out-name "$out" \
    "target/wasm32-unknown-unknown/page/$name.wasm"
  # shellcheck disable=SC2086 # a level may be more than one flag
  side_start "wasm-opt pkg/${out}_bg.wasm" \
    wasm-opt $level --low-memory-unused "pkg/${out}_bg.wasm" -o "pkg/${out}_bg.wasm"
}
# What travels is a module compressed, and there wasm-opt's -O1 makes the page's module smaller
# than -Oz (measured, docs/benchmarks.md: 366,051 bytes at gzip -9 against 392,255 for `-Oz
# --converge`, brotli 293,945 against 311,449, though 64 KB larger raw), in 12 s of CPU instead
# of 81. The first frame's modules, whose bytes the start-up budget counts, keep -Oz run to a
# fixed point: with -O1 the page's bytes before its first frame were 103 to 212 more at gzip -9
# (in 7 s of CPU instead of 17).
SMALLEST_RAW="-Oz --converge"
SMALLEST_COMPRESSED="-O1"

# The page's module first: its wasm-opt then runs beside the first frame's builds.
echo "build: the page's module (src/page, cargo profile 'page') into pkg/mancala_page.js"
page_module mancala_page mancala_page "$SMALLEST_COMPRESSED"
LANGUAGES=$(node -e "import('./www/language.js').then((m) => console.log(m.LANGUAGES.join(' ')))")
for lang in $LANGUAGES; do
  echo "build: the first frame's module in '$lang' (src/first, cargo profile 'page', feature '$lang') into pkg/mancala_first_$lang.js"
  page_module mancala_first "mancala_first_$lang" "$SMALLEST_RAW" --features "$lang"
done
# The single file (scripts/dist.mjs) carries every module inline, downloads nothing, and draws
# its first frame in any language: one module with every language's words, not three.
echo "build: the first frame's module in every language (for dist/mancala.html) into pkg/mancala_first.js"
page_module mancala_first mancala_first "$SMALLEST_COMPRESSED"
side_wait
cp -a "$API_OUT/." pkg/

# The service worker that keeps index.html for offline visits (sw.js).
node scripts/offline.mjs

# What a teacher copies: dist/ (the site) and dist/mancala.html (the whole game in one file).
node scripts/dist.mjs
