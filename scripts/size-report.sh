#!/usr/bin/env bash
# Where the WebAssembly's bytes go: `bash scripts/size-report.sh [rows] [first|page] [lang]`.
# Builds the first frame's module (crate `mancala-first`, the one the first frame waits for; the
# default), in the language `lang` (English by default: its feature, as scripts/build.sh builds
# pkg/mancala_first_<lang>.js), or the page's module (`mancala-page`) with its function names kept into target/size-pkg/ (a
# cargo profile `size` made here from `page` with
# `strip = "none"`: its own output folder, target/wasm32-unknown-unknown/size/, so pkg/'s build
# stays warm; wasm-bindgen --keep-debug; wasm-opt as scripts/build.sh runs it, keeping the names),
# then prints twiggy's largest items and the code summed by crate and by module (the first one and two
# segments of each demangled name). twiggy is installed with `cargo install` on first use;
# without it the build is still made and the report says how to get it. Neither setup nor
# `npm test` runs this script. Sizes are before gzip; the names' section is not counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
rows=${1:-25}
module=${2:-first}
features=()
case "$module" in
  first) features=(--features "${3:-en}") ;;
  page) ;;
  *) echo "size-report: the module is 'first' or 'page', not '$module'" >&2; exit 1 ;;
esac
out=target/size-pkg
wasm=$out/mancala_${module}_bg.wasm
# The module as pkg/ has it.
built=pkg/mancala_${module}${features:+_${3:-en}}_bg.wasm

if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "size-report: no wasm-opt in node_modules/.bin; run 'npm run setup' first" >&2
  exit 1
fi
echo "size-report: release build with names (cargo profile 'size') into $out/"
CARGO_PROFILE_SIZE_INHERITS=page CARGO_PROFILE_SIZE_STRIP=none CARGO_PROFILE_SIZE_DEBUG=false \
  cargo build --quiet -p "mancala-$module" --lib --target wasm32-unknown-unknown --profile size "${features[@]}"
wasm-bindgen --target web --keep-debug --out-dir "$out" \
  "target/wasm32-unknown-unknown/size/mancala_$module.wasm"
wasm-opt -Oz --converge --low-memory-unused --debuginfo --strip-dwarf "$wasm" -o "$wasm"
echo "size-report: $wasm: $(wc -c <"$wasm") bytes with names ($built: $(wc -c <"$built" 2>/dev/null || echo 'not built'))"

twiggy=$(command -v twiggy || echo "${CARGO_HOME:-$HOME/.cargo}/bin/twiggy")
if [ ! -x "$twiggy" ]; then
  echo "size-report: installing twiggy (cargo install twiggy --locked), once"
  if ! cargo install twiggy --locked || [ ! -x "$twiggy" ]; then
    echo "size-report: twiggy could not be installed; no report by item, crate or module" >&2
    echo "size-report: install it by hand ('cargo install twiggy') and run this again" >&2
    exit 0
  fi
fi

# twiggy's items as JSON; the names' own sections are left out (the release build has none).
"$twiggy" top --format json "$wasm" | node -e '
  const all = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const items = all.filter((i) => !/subsection$|^custom section|^Σ|^\.\.\. and/.test(i.name));
  const rows = Number(process.argv[1]);
  const total = items.reduce((s, i) => s + i.shallow_size, 0);
  const line = (bytes, what) =>
    `  ${bytes.toLocaleString("en").padStart(9)} bytes ${(100 * bytes / total).toFixed(1).padStart(5)}%  ${what}`;
  // A demangled path, e.g. "<mancala_rules::any::AnyGame as mancala_ai::think::Searchable>::think"
  // is mancala_rules; "core[c1c2a3de4]::fmt::..." is core::fmt; "<f64 as core::str::FromStr>" core::str.
  const path = (name) => {
    let n = name.replace(/\[[0-9a-f]+\]/g, "").replace(/^(<|&|mut |dyn |impl )+/g, "");
    const prim = /^\w+ as (.*)/.exec(n);
    if (prim && !/^\w+::/.test(n)) n = prim[1];
    if (/^[A-Za-z_]\w*::/.test(n)) return n.split(/[<>\s(]/)[0].split("::").filter(Boolean);
    if (/^data segment/.test(name)) return ["(data segments)"];
    if (/ shim$/.test(name)) return ["(wasm-bindgen shims)"];
    return ["(other: types, imports, exports, tables, unnamed)"];
  };
  console.log(`\n== largest items (twiggy top, without the names section; ${total.toLocaleString("en")} bytes in all)`);
  for (const i of items.slice(0, rows)) console.log(line(i.shallow_size, i.name.replace(/::h[0-9a-f]{16}$/, "").slice(0, 140)));
  for (const [title, depth] of [["crate", 1], ["module", 2]]) {
    const by = new Map();
    for (const i of items) {
      const key = path(i.name).slice(0, depth).join("::");
      by.set(key, (by.get(key) ?? 0) + i.shallow_size);
    }
    console.log(`\n== by ${title} (first ${depth} segment${depth > 1 ? "s" : ""} of the path)`);
    for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(line(v, k));
  }
' "$rows"
