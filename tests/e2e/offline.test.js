// End-to-end: index.html after one visit opens and plays with no server and no network: its
// service worker (sw.js, Workbox's precache) serves the page, its modules and the AI's.
// The test has its own static server, which it stops; Playwright's offline mode is set too (it
// alone would not reach the service worker's own fetches), except in Firefox (see below).
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { WAIT_MS } from './browser.js';
import { ROOT, startStaticServer } from './servers.js';

test('after one visit, the page plays against the computer with the server gone and the network off', async ({ shared, browserName }) => {
  await access(join(ROOT, 'sw.js')).catch(() => {
    throw new Error('sw.js is missing: run `npm run build` first');
  });
  const server = await startStaticServer();
  const query = '?opponent=ai-1&variant=kauri';
  const { context, page, warnings, problems } = await shared.open(query, {
    base: server.url,
    serviceWorkers: 'allow',
  });
  // One move and the computer's answer on the first visit: the AI worker has then loaded its
  // modules, so the reload below aborts no request still on its way.
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: WAIT_MS });
  await playAndAwaitAnswer(page);
  // Installed once everything is in the cache; then it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: WAIT_MS });
  await server.close();
  // Firefox turned offline rejects its workers' requests before its service worker can answer
  // them (Mozilla's bug 2067202): the AI worker's modules would fail to load, and the page would
  // think on its own thread. With the server gone, nothing can come from the network anyway.
  if (browserName !== 'firefox') await context.setOffline(true);

  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: WAIT_MS });
  assert.equal(await page.evaluate(() => document.body.dataset.ready), 'true', problems.join('\n'));
  const { variant } = await page.evaluate(() => window.mancala.position());
  assert.equal(variant, 'kauri', 'the address\'s settings are read offline too');
  await playAndAwaitAnswer(page);
  assert.deepEqual(warnings.filter((w) => /no AI worker|offline copy/.test(w)), []);
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * Plays the first playable pit and waits for the computer's answer.
 * @param {import('@playwright/test').Page} page
 */
async function playAndAwaitAnswer(page) {
  await page.evaluate(() => {
    window.moves = [];
    document.body.addEventListener('move', (e) => window.moves.push(e.detail.player));
  });
  const { playable } = await page.evaluate(() => window.mancala.position());
  await page.evaluate((pit) => window.mancala.app.clickPit(pit), playable[0]);
  await page.waitForFunction(() => window.moves.length >= 2, null, { timeout: WAIT_MS });
  assert.deepEqual(await page.evaluate(() => window.moves.slice(0, 2)), [0, 1], 'the computer answered');
}
