// End-to-end: a kiosk that runs all day, and a page that plays game after game. One
// <mancala-game kiosk soak> (tests/e2e/pages/soak.html: the attract demo at once, every game in
// turn) runs for SOAK_SECONDS (60 here; the long form: `SOAK_SECONDS=600 SOAK_GAMES=200 npx
// playwright test tests/e2e/soak.test.js`); then a page script plays SOAK_GAMES random games
// through the JS API (20 here), freeing each. Measured after the first game and at the end: the
// JS heap (after a garbage collection) and the WebAssembly memory, which must not grow by more
// than 10 % + 5 MB; no console error; the demo still moving; a touch then starts a person's
// game. The figures are printed.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { WAIT_MS } from './browser.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const GAMES = Number(process.env.SOAK_GAMES ?? 20);
const MB = 1024 * 1024;

/** JS heap after a collection, and the wasm memory `wasmBytes()` reads in the page. */
async function memory(page, cdp, wasmBytes) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { heap: usedSize, wasm: await page.evaluate(wasmBytes) };
}

/** Fails unless `end` is within 10 % + 5 MB of `start`, for the heap and the wasm memory. */
function assertBounded(what, start, end) {
  const mb = (n) => (n / MB).toFixed(1);
  console.log(`${what}: JS heap ${mb(start.heap)} → ${mb(end.heap)} MB, wasm ${mb(start.wasm)} → ${mb(end.wasm)} MB`);
  for (const key of ['heap', 'wasm']) {
    assert.ok(end[key] <= start[key] * 1.1 + 5 * MB, `${what}: ${key} grew from ${mb(start[key])} to ${mb(end[key])} MB`);
  }
}

test(`a kiosk's demo, every game in turn, for ${SECONDS} s`, async ({ shared, browserName }) => {
  test.skip(browserName === 'firefox', 'it measures the JS heap through a CDP session, which only Chromium has');
  test.setTimeout((SECONDS + 180) * 1000);
  const { context, page, problems } = await shared.open('tests/e2e/pages/soak.html', {
    elements: true,
    init: () => {
      window.counts = { games: 0, moves: 0, variants: [] };
      addEventListener('gameover', (e) => {
        window.counts.games += 1;
        window.counts.variants.push(e.target.board().variant);
      });
      addEventListener('move', () => { window.counts.moves += 1; });
    },
  });
  const cdp = await context.newCDPSession(page);
  const wasmBytes = async () => (await import('/www/mancala-game.js')).wasmMemoryBytes();
  await page.waitForFunction(() => window.counts.games >= 1, null, { timeout: WAIT_MS });
  const first = await memory(page, cdp, wasmBytes);
  const started = Date.now();
  while (Date.now() - started < SECONDS * 1000) {
    await page.waitForTimeout(1000);
    assert.deepEqual(problems, [], 'no console error');
  }
  const { games, moves, variants } = await page.evaluate(() => window.counts);
  const last = await memory(page, cdp, wasmBytes);
  console.log(`soak: ${games} demo games (${[...new Set(variants)].join(', ')}), ${moves} moves in ${SECONDS} s`);
  assertBounded('kiosk demo', first, last);
  assert.ok(new Set(variants).size >= 2, `the demo goes from game to game: ${variants}`);

  // Still running: more moves come.
  await page.waitForFunction((n) => window.counts.moves > n, moves, { timeout: WAIT_MS });
  // A touch ends the demo and starts a person's game.
  await page.locator('mancala-game').click();
  await page.waitForFunction(() => document.getElementById('kiosk').board().opponent !== 'demo', null, { timeout: WAIT_MS });
  const board = await page.evaluate(() => document.getElementById('kiosk').board());
  assert.ok(board.playable.length > 0 || board.animating, 'a person can play');
  assert.deepEqual(problems, []);
  await context.close();
});

test(`a page script plays ${GAMES} random games through the API, one after another`, async ({ shared, browserName }) => {
  test.skip(browserName === 'firefox', 'it measures the JS heap through a CDP session, which only Chromium has');
  test.setTimeout((GAMES * 3 + 120) * 1000);
  const { context, page, problems } = await shared.open('tests/e2e/pages/api-games.html');
  const cdp = await context.newCDPSession(page);
  const wasmBytes = () => window.apiMemoryBytes();
  await page.evaluate(() => window.playGames(1));
  const first = await memory(page, cdp, wasmBytes);
  const { games, plies } = await page.evaluate((n) => window.playGames(n), GAMES - 1);
  const last = await memory(page, cdp, wasmBytes);
  console.log(`api: ${games} games, ${plies} plies after the first`);
  assert.equal(games, GAMES);
  assertBounded('API games', first, last);
  assert.deepEqual(problems, []);
  await context.close();
});
