// Where the page finds its WebAssembly modules and its AI worker: the files next to it (pkg/,
// www/ai-worker.js), fetched by URL: the first frame's small module of the game's language at
// once, the page's after it. The single-file build (scripts/dist.mjs) puts another module in
// this one's place, which carries them inline, so that dist/mancala.html asks for nothing.

/** @typedef {typeof import('../pkg/mancala_first_en.js')} FirstModule */

/**
 * The files of the first frame's module of the language `code` (pkg/mancala_first_<code>.js: see
 * language.js): its glue and its WebAssembly, as URLs.
 * @param {string} code
 */
export const firstFiles = (code) =>
  ['.js', '_bg.wasm'].map((end) => new URL(`../pkg/mancala_first_${code}${end}`, import.meta.url).href);

/**
 * The first frame's module of the language `code`, initialised: its exports.
 * @param {string} code
 * @returns {Promise<FirstModule>}
 */
export const loadFirst = (code) =>
  import(/* @vite-ignore */ firstFiles(code)[0]).then(async (/** @type {FirstModule} */ module) => {
    await module.default();
    return module;
  });

/**
 * The page's module (pkg/mancala_page.js and its .wasm), asked for once the first frame is drawn:
 * `{ module, wasm }`, the module's exports and its WebAssembly instance's, once initialised.
 */
export const loadPage = () =>
  import('../pkg/mancala_page.js').then(async (module) => ({ module, wasm: await module.default() }));

/** A new AI worker (www/ai-worker.js, a module worker). */
export const newAiWorker = () =>
  new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });

/** The JS API's module (pkg/mancala.js, with the AI), initialised: for thinking on the page. */
export const loadApi = () =>
  import('../pkg/mancala.js').then(async (api) => {
    await api.default();
    return api;
  });

/** The API's module's `init()` argument in the AI worker: `undefined` fetches its .wasm. */
export const apiWasm = () => undefined;
