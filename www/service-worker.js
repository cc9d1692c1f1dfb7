// The service worker of index.html: after one visit the game opens and plays with the
// network off. Workbox precaches the page, its scripts and styles and both WebAssembly modules,
// each by its content's hash, and serves them from the cache; a new build served brings a new
// list, which Workbox fetches and swaps in (the old caches are cleaned up). scripts/offline.mjs
// bundles this file with Workbox into /sw.js and writes the list in place of
// `self.__WB_MANIFEST`.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

// A new build takes over at once: every file it serves is from the same build.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The address's parameters are the page's own settings (?lang=fr&variant=kauri): the same file.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
