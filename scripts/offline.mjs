// The service worker that lets index.html open and play offline after one visit:
// bundles www/service-worker.js with Workbox (rolldown) into /sw.js, with the precache list put
// in place of `self.__WB_MANIFEST`: every file the page, its AI worker and its manifest load,
// each with the hash of its content as its revision (a new build changes the hashes of what
// changed, and Workbox fetches only those). `npm run build` runs this; sw.js is built, not
// committed.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { ROOT, count } from './file-sizes.mjs';
import { LANGUAGES } from '../www/language.js';

// The first frame's module of every language: a visitor may switch languages offline.
const PKG = [
  ...LANGUAGES.flatMap((code) => [`mancala_first_${code}.js`, `mancala_first_${code}_bg.wasm`]),
  'mancala_page.js', 'mancala_page_bg.wasm', 'mancala.js', 'mancala_bg.wasm',
].map((f) => `pkg/${f}`);
// www/ holds the element's files too (the embed example, its styles): all small, all cached.
const WWW = (await readdir(join(ROOT, 'www')))
  .filter((f) => /\.(js|css|svg|html)$/.test(f) && f !== 'service-worker.js')
  .map((f) => `www/${f}`);
const files = ['index.html', 'manifest.webmanifest', ...WWW, ...PKG];

const manifest = [];
let bytes = 0;
for (const url of files) {
  const content = await readFile(join(ROOT, url));
  bytes += content.length;
  manifest.push({ url, revision: createHash('sha256').update(content).digest('hex').slice(0, 16) });
}

const build = await rolldown({
  input: join(ROOT, 'www/service-worker.js'),
  logLevel: 'warn',
  // Workbox's own logging is for its development builds.
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
});
const { output } = await build.generate({ format: 'iife', codeSplitting: false, minify: true });
await build.close();
const code = output[0].code.replace('self.__WB_MANIFEST', JSON.stringify(manifest));
if (code.includes('__WB_MANIFEST')) throw new Error('offline: the precache list was not put in sw.js');
await writeFile(join(ROOT, 'sw.js'), code);
console.log(`sw.js: ${count(code.length)} bytes; precaches ${files.length} files, ${count(bytes)} bytes`);
