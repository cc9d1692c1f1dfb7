// The page's size before its first frame, gzipped, without a browser: `node scripts/page-size.mjs
// [--files]` after `npm run build` (the last step of `npm test`). The files are those index.html
// loads at start: the page, its stylesheets, the ES modules of its scripts (followed through
// their static imports), and the first frame's module of the visitor's language, its glue and
// its WebAssembly (www/preload.js asks for them, www/mancala-game.js loads them). Each language's
// figure is printed; the largest is judged against the start-up budget
// (scripts/file-sizes.mjs): over it, or with a file missing, the script fails.
// scripts/bench_start.mjs measures the same thing in Chromium, from the requests themselves.
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, relative } from 'node:path';
import { BUDGET, ROOT, count, fileSizes } from './file-sizes.mjs';
import { LANGUAGES } from '../www/language.js';

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

/** The first frame's module of the language `code`: the files www/sources.js's `loadFirst` loads. */
const firstFiles = (code) => [`pkg/mancala_first_${code}.js`, `pkg/mancala_first_${code}_bg.wasm`];

const html = await readFile(join(ROOT, 'index.html'), 'utf8');
const linked = [...html.matchAll(/<(?:link rel="stylesheet"|script)[^>]*(?:href|src)="([^"]+)"/g)]
  .map(([, url]) => url);
const files = ['index.html'];
for (const url of linked) {
  for (const f of url.endsWith('.js') ? await moduleGraph(url) : [url]) files.push(f);
}
// (www/mancala-game.css is the element's, not index.html's; the page's module,
// pkg/mancala_page.js, is asked for once the first frame is drawn; the AI worker and its module,
// pkg/mancala.js, start later still.)

// index.html asks for the page's modules at once: every module of the scripts' graphs is
// preloaded, and every preload is something the page loads. (The first frame's module is
// www/preload.js's to ask for.)
const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(([, url]) => url);
const loaded = new Set(files.filter((f) => f !== 'index.html' && !linked.includes(f)));
const notPreloaded = [...loaded].filter((f) => !preloaded.includes(f));
const stray = preloaded.filter((f) => !files.includes(f));
if (notPreloaded.length || stray.length) {
  console.error(`page-size: index.html's preloads are off: ${notPreloaded.map((f) => `${f} is not preloaded`)
    .concat(stray.map((f) => `${f} is preloaded but not loaded`)).join('; ')}`);
  process.exit(1);
}

const perLanguage = [];
for (const code of LANGUAGES) {
  let sizes;
  try {
    sizes = await fileSizes([...new Set([...files, ...firstFiles(code)])]);
  } catch (e) {
    console.error(`page-size: ${e.message}`);
    process.exit(1);
  }
  if (process.argv.includes('--files')) {
    console.log(`${code}:`);
    for (const f of sizes.files) console.log(`  ${f.path}: ${count(f.raw)} bytes, ${count(f.gzip)} gzip -9`);
  }
  perLanguage.push({ code, ...sizes });
}
for (const { code, raw, gzip, files: all } of perLanguage) {
  console.log(`page before first frame, in '${code}': ${count(gzip)} bytes gzip -9 ` +
    `(${count(raw)} raw, ${all.length} files)`);
}
const worst = perLanguage.reduce((a, b) => (b.gzip > a.gzip ? b : a));
if (worst.gzip > BUDGET) {
  console.error(`page-size: over budget: in '${worst.code}', ${count(worst.gzip)} bytes gzip -9 ` +
    `before the first frame (budget ${count(BUDGET)})`);
  process.exit(1);
}
console.log(`largest: '${worst.code}', ${count(worst.gzip)} bytes gzip -9 (budget ${count(BUDGET)})`);
