// What a teacher or a museum copies, made from the built pkg/ (`npm run build` runs
// this last):
// - dist/ : the multi-file site, ready for any static server: index.html, www/ (the element, its
//   embed example www/embed.html, the AI worker), the built pkg/ (both modules), the service
//   worker sw.js and the web app manifest (offline after one visit), LICENSE.
// - dist/mancala.html : the whole game in one self-contained file that asks for nothing (no
//   request at all: it works from file://, a USB stick, or uploaded to a learning platform). Its
//   scripts are bundled by rolldown into one inline module; the three WebAssembly modules (the
//   first frame's, pkg/mancala_first.js with every language's words, the page's and the API's)
//   are inlined in base64 (www/sources.js is replaced by a module holding them); the AI worker runs
//   from a blob: URL made of its own bundled code. Its Content-Security-Policy allows exactly its
//   inline script and style (by hash), WebAssembly, and blob: workers.
// Prints the single file's size, raw and at gzip -9.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { ROOT, count } from './file-sizes.mjs';
import { LANGUAGES } from '../www/language.js';

const DIST = join(ROOT, 'dist');
/** A module's four files in pkg/: its glue, its WebAssembly and their types. */
const moduleFiles = (name) => [`${name}.js`, `${name}_bg.wasm`, `${name}.d.ts`, `${name}_bg.wasm.d.ts`];
const PKG_FILES = [
  ...moduleFiles('mancala'), 'package.json', ...moduleFiles('mancala_page'),
  ...LANGUAGES.flatMap((code) => moduleFiles(`mancala_first_${code}`)),
];

const read = (path) => readFile(join(ROOT, path));
const base64 = async (path) => (await read(path)).toString('base64');
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * `entry` and what it imports as one script's code (`format`: 'es' for a module, 'iife' for a
 * classic script); `./sources.js` becomes `sources`.
 */
async function bundle(entry, sources, format = 'es') {
  const build = await rolldown({
    input: join(ROOT, entry),
    logLevel: 'warn',
    // A classic script has no import.meta; the glue reads it only to fetch its .wasm by URL,
    // which the inlined bytes make unnecessary.
    transform: format === 'iife' ? { define: { 'import.meta': '{}' } } : {},
    plugins: [{
      name: 'inline-sources',
      resolveId: (id) => (id === './sources.js' ? '\0sources' : null),
      load: (id) => (id === '\0sources' ? sources : null),
    }],
  });
  const { output } = await build.generate({ format, codeSplitting: false });
  await build.close();
  return output[0].code;
}

const decode = 'const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));';

// The worker reads its module from a global the page's code puts before it in the blob. It is a
// classic script: Chromium refuses module workers from blob: URLs on a file:// page.
const workerCode = await bundle('www/ai-worker.js', `${decode}
export const apiWasm = () => ({ module_or_path: bytes(globalThis.MANCALA_API_WASM) });
`, 'iife');

const pageCode = await bundle('www/mancala-game.js', `${decode}
import initApi, * as api from ${JSON.stringify(join(ROOT, 'pkg/mancala.js'))};
import initPage, * as page from ${JSON.stringify(join(ROOT, 'pkg/mancala_page.js'))};
import initFirst, * as first from ${JSON.stringify(join(ROOT, 'pkg/mancala_first.js'))};
const FIRST_WASM = ${JSON.stringify(await base64('pkg/mancala_first_bg.wasm'))};
const PAGE_WASM = ${JSON.stringify(await base64('pkg/mancala_page_bg.wasm'))};
const API_WASM = ${JSON.stringify(await base64('pkg/mancala_bg.wasm'))};
const WORKER_CODE = ${JSON.stringify(workerCode)};
export const loadFirst = async () => {
  await initFirst({ module_or_path: bytes(FIRST_WASM) });
  return first;
};
export const loadPage = async () => ({
  module: page,
  wasm: await initPage({ module_or_path: bytes(PAGE_WASM) }),
});
export const apiWasm = () => ({ module_or_path: bytes(API_WASM) });
export const newAiWorker = () => {
  const code = [\`globalThis.MANCALA_API_WASM = "\${API_WASM}";\\n\`, WORKER_CODE];
  const url = URL.createObjectURL(new Blob(code, { type: 'text/javascript' }));
  return new Worker(url);
};
export const loadApi = async () => {
  await initApi(apiWasm());
  return api;
};
`);

// Inline content must not close its element early.
const inline = (code) => code.replaceAll('</script', '<\\/script').replaceAll('</style', '<\\/style');
const script = inline(pageCode);
const check = inline((await read('www/cannot-run.js')).toString());
// index.html's stylesheets, one after the other.
const style = inline([await read('www/style.css'), await read('www/house-rules.css')].join('\n'));
const icon = `data:image/svg+xml;base64,${await base64('www/favicon.svg')}`;
const csp = [
  "default-src 'none'",
  `script-src ${sha256(script)} ${sha256(check)} 'wasm-unsafe-eval'`,
  'worker-src blob:',
  `style-src ${sha256(style)}`,
  'img-src data:',
].join('; ');

const html = `<!doctype html>
<html lang="en" data-single-file>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="${csp}">
    <title>Mancala</title>
    <link rel="icon" href="${icon}" type="image/svg+xml">
    <style>${style}</style>
    <script type="module">${script}</script>
  </head>
  <body data-mancala-page>
    <!-- Mancala, the whole game in one file (scripts/dist.mjs makes it from the repository). -->
    <noscript>Mancala needs JavaScript and WebAssembly to run.</noscript>
    <section id="cannot-run" class="cannot-run" role="alert" hidden><h1></h1><p></p></section>
    <script>${check}</script>
  </body>
</html>
`;

await rm(DIST, { recursive: true, force: true });
await mkdir(join(DIST, 'pkg'), { recursive: true });
// www/'s tsconfig files are the type check's (npm run typecheck), not the site's.
await cp(join(ROOT, 'www'), join(DIST, 'www'), {
  recursive: true,
  filter: (path) => !/[\\/]tsconfig[^\\/]*\.json$/.test(path),
});
for (const file of ['index.html', 'LICENSE', 'manifest.webmanifest', 'sw.js']) {
  await cp(join(ROOT, file), join(DIST, file));
}
for (const file of PKG_FILES) await cp(join(ROOT, 'pkg', file), join(DIST, 'pkg', file));
await writeFile(join(DIST, 'mancala.html'), html);

const gzip = gzipSync(Buffer.from(html), { level: 9 }).length;
console.log(`dist/: the site (index.html, www/, pkg/); dist/mancala.html, the single file: ` +
  `${count(Buffer.byteLength(html))} bytes, ${count(gzip)} gzip -9`);
