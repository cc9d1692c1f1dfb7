// The page's size before its first frame, gzipped, without a browser: `node scripts/page-size.mjs`
// after `npm run build` (the last step of `npm test`). The files are those index.html loads at
// start: the page, its stylesheets, the ES modules www/mancala-game.js imports (followed through
// their static imports), and the WebAssembly package. The figure is only printed, never judged
// against the start-up budget (scripts/file-sizes.mjs); the script fails only when one of the files is missing.
// scripts/bench_start.mjs measures the same thing in Chromium, from the requests themselves.
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, relative } from 'node:path';
import { BUDGET, ROOT, count, fileSizes } from './file-sizes.mjs';

/** `path` (relative to ROOT) and every module it imports statically, in load order. */
async function moduleGraph(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  const source = await readFile(join(ROOT, path), 'utf8');
  for (const [, spec] of source.matchAll(/^\s*(?:import|export)\s(?:[^'"]*?from\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    await moduleGraph(relative(ROOT, normalize(join(ROOT, dirname(path), spec))), seen);
  }
  return seen;
}

const html = await readFile(join(ROOT, 'index.html'), 'utf8');
const linked = [...html.matchAll(/<(?:link rel="stylesheet"|script)[^>]*(?:href|src)="([^"]+)"/g)]
  .map(([, url]) => url);
const files = ['index.html'];
for (const url of linked) {
  for (const f of url.endsWith('.js') ? await moduleGraph(url) : [url]) files.push(f);
}
// The WebAssembly module pkg/mancala_first.js fetches. (www/mancala-game.css is the element's, not
// index.html's; the page's module, pkg/mancala_page.js, is asked for once the first frame is
// drawn; the AI worker and its module, pkg/mancala.js, start later still.)
files.push('pkg/mancala_first_bg.wasm');

// index.html asks for the page's modules and its WebAssembly at once: every
// module of the graph is preloaded, and every preload is something the page loads.
const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(([, url]) => url);
const loaded = new Set(files.filter((f) => f !== 'index.html' && !linked.includes(f)));
loaded.add('pkg/mancala_first_bg.wasm');
const notPreloaded = [...loaded].filter((f) => !preloaded.includes(f));
const stray = preloaded.filter((f) => !files.includes(f));
if (notPreloaded.length || stray.length) {
  console.error(`page-size: index.html's preloads are off: ${notPreloaded.map((f) => `${f} is not preloaded`)
    .concat(stray.map((f) => `${f} is preloaded but not loaded`)).join('; ')}`);
  process.exit(1);
}

let sizes;
try {
  sizes = await fileSizes([...new Set(files)]);
} catch (e) {
  console.error(`page-size: ${e.message}`);
  process.exit(1);
}
if (process.argv.includes('--files')) {
  for (const f of sizes.files) console.log(`  ${f.path}: ${count(f.raw)} bytes, ${count(f.gzip)} gzip -9`);
}
console.log(`page before first frame: ${count(sizes.gzip)} bytes gzip -9 ` +
  `(budget ${count(BUDGET)}; ${count(sizes.raw)} raw, ${sizes.files.length} files)`);
