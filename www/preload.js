// index.html's first request for its first frame's module, which only a script can make: the
// module is its visitor's language's (language.js), which a `<link rel="preload">` in the page
// cannot know. A small module of its own, run as soon as it comes (`async`), asks for the files
// sources.js's `loadFirst` will load, as a `<link rel="modulepreload">` and a
// `<link rel="preload">` would, beside www/mancala-game.js's modules rather than after them.
import { addressSettings, firstLanguage } from './language.js';
import { firstFiles } from './sources.js';

const [glue, wasm] = firstFiles(firstLanguage(addressSettings()));
for (const attributes of [
  { rel: 'modulepreload', href: glue },
  { rel: 'preload', href: wasm, as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous' },
]) {
  document.head.append(Object.assign(document.createElement('link'), attributes));
}
