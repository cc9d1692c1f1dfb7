#!/usr/bin/env bash
# Where the WebAssembly's bytes go (issue 15): `bash scripts/size-report.sh [rows]`.
# Builds a profiling package (release code, function names kept) into target/size-pkg/, then
# prints twiggy's largest items and the code summed by crate and by module (the first one and
# two segments of each function's path). twiggy is installed with `cargo install` on first use;
# without it the build is still made and the report says how to get it. Neither setup nor
# `npm test` runs this script. The sizes are those of the profiling build, before gzip: close
# to pkg/'s release build, plus the names.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
rows=${1:-25}
out=target/size-pkg
wasm=$out/mancala_bg.wasm

if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "size-report: no wasm-opt in node_modules/.bin; run 'npm run setup' first" >&2
  exit 1
fi
echo "size-report: profiling build into $out/"
wasm-pack --quiet build --profiling --target web --out-dir "$out" --no-pack --no-typescript
echo "size-report: $wasm: $(wc -c <"$wasm") bytes (release pkg/mancala_bg.wasm: $(wc -c <pkg/mancala_bg.wasm 2>/dev/null || echo 'not built'))"

if ! command -v twiggy >/dev/null 2>&1; then
  echo "size-report: installing twiggy (cargo install twiggy --locked), once"
  if ! cargo install twiggy --locked; then
    echo "size-report: twiggy could not be installed; no report by item, crate or module" >&2
    echo "size-report: install it by hand ('cargo install twiggy') and run this again" >&2
    exit 0
  fi
fi

printf '\n== largest items (twiggy top -n %s)\n' "$rows"
twiggy top -n "$rows" "$wasm"

printf '\n== by crate and by module (sum of the items of each; function names demangled)\n'
twiggy top --format json "$wasm" | node -e '
  const items = JSON.parse(require("fs").readFileSync(0, "utf8")).items ?? [];
  const rows = Number(process.argv[1]);
  const total = items.reduce((s, i) => s + i.shallow_size, 0);
  // "<mancala::api::Game as Foo>::bar", "core::ptr::drop_in_place<T>", "data[3]", "elem[0]"...
  const path = (name) => {
    const n = name.replace(/^[<&\s]+|^(dyn|impl)\s+/g, "");
    if (!/^[A-Za-z_][\w]*::/.test(n)) return [/^(data|custom section)/.test(n) ? n.split(/[\[ ]/)[0] + " (non-code)" : "other (imports, exports, tables, unnamed)"];
    return n.split(/[<>\s(]/)[0].split("::").filter(Boolean);
  };
  const sum = (depth) => {
    const by = new Map();
    for (const i of items) {
      const key = path(i.name).slice(0, depth).join("::");
      by.set(key, (by.get(key) ?? 0) + i.shallow_size);
    }
    return [...by].sort((a, b) => b[1] - a[1]).slice(0, rows);
  };
  for (const [title, depth] of [["crate", 1], ["module", 2]]) {
    console.log(`by ${title}:`);
    for (const [k, v] of sum(depth)) {
      console.log(`  ${v.toLocaleString("en").padStart(9)} bytes ${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`);
    }
  }
  console.log(`  ${total.toLocaleString("en").padStart(9)} bytes in all`);
' "$rows"
