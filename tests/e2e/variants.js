// The games of the build, as the JS API lists them (`variants()` of pkg/mancala.js, the module
// of the page's AI worker, run here in Node): the suites that go through every game take them
// from here, so that a game added to the crate is tested without editing them.
import { readFile } from 'node:fs/promises';

const api = await import('../../pkg/mancala.js').catch((error) => {
  throw new Error('pkg/ is missing: run `npm run build` first', { cause: error });
});
api.initSync({ module: await readFile(new URL('../../pkg/mancala_bg.wasm', import.meta.url)) });

/** Every game's id, in the API's order (the order of the page's menu). */
export const VARIANTS = api.variants().map((v) => v.id);

/** How many house-rule options each game has, by id. */
export const OPTION_COUNTS = Object.fromEntries(api.variants().map((v) => [v.id, v.rules.length]));
