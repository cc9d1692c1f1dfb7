// The service worker of index.html: after one visit the game opens and plays with the
// network off. Workbox precaches the page, its scripts and styles and both WebAssembly modules,
// each by its content's hash, and serves them from the cache; a new build served brings a new
// list, which Workbox fetches and swaps in (the old caches are cleaned up). scripts/offline.mjs
// bundles this file with Workbox into /sw.js and writes the list in place of
// `self.__WB_MANIFEST`.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

// The worker's types give every worker's `self` the globals all workers share; this one's is a
// service worker's (with Workbox's `__WB_MANIFEST`, which its types add). `self.__WB_MANIFEST`
// stays as written: scripts/offline.mjs finds it in the bundle.
/** @typedef {ServiceWorkerGlobalScope & typeof globalThis} Scope */

// A new build takes over at once: every file it serves is from the same build.
/** @type {Scope} */ (self).skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The address's parameters are the page's own settings (?lang=fr&variant=kauri): the same file.
precacheAndRoute(/** @type {Scope} */ (self).__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
