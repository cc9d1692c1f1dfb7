// Where the page finds its WebAssembly modules and its AI worker: the files next to it (pkg/,
// www/ai-worker.js), fetched by URL: the first frame's small module at once, the page's after it. The single-file build (scripts/dist.mjs) puts another module
// in this one's place, which carries them inline, so that dist/mancala.html asks for nothing.

/** The first frame's module's `init()` argument: `undefined` fetches pkg/mancala_first_bg.wasm. */
export const firstWasm = () => undefined;

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
