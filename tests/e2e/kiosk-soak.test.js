// Issue 20: a kiosk left alone. One `<mancala-game kiosk idle="0.2">` on www/embed.html (the
// page's other games removed) falls into its attract demo at once; the test makes the demo's
// animations instant (`app.setSpeed(Infinity)`) and walks it through every game by changing the
// `variant` attribute after each demo move (a demo follows its variant), for SOAK_S seconds
// (60; `KIOSK_SOAK_S=600 npx playwright test tests/e2e/kiosk-soak.test.js` for a long one).
// The demo still pauses 1.2 s before each move (src/app/computer.rs) and thinks in its worker,
// so a minute is some 10 to 40 moves. Then: the JS heap and the module's memory grew by at most 10 % + 5 MB (both measured
// after a forced collection), the page's frame loop still animates a move, no console error
// (the fixture), and a touch on the board starts a person's game.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { WAIT_MS } from './browser.js';

const SOAK_S = Number(process.env.KIOSK_SOAK_S ?? 60);
const MOVES_PER_GAME = 1;
const MB = 2 ** 20;

test('a kiosk left alone for a minute cycles its demo through every game without growing', async ({ shared }) => {
  test.setTimeout(SOAK_S * 1000 + 5 * WAIT_MS);
  const { page } = await shared.open('www/embed.html', { elements: true });
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(async () => {
    for (const other of document.querySelectorAll('mancala-game')) other.remove();
    const game = document.createElement('mancala-game');
    game.id = 'soak';
    for (const [name, value] of Object.entries({ kiosk: '', idle: '0.2', opponent: 'human', variant: 'oware-abapa' })) {
      game.setAttribute(name, value);
    }
    window.soak = { moves: 0 };
    game.addEventListener('move', () => (window.soak.moves += 1));
    document.querySelector('main, body').append(game);
    await game.ready;
    game.app.setSpeed(Infinity);
  });
  const board = () => page.evaluate(() => document.getElementById('soak').board());
  const moves = () => page.evaluate(() => window.soak.moves);
  const waitForMoves = (n) =>
    page.waitForFunction((k) => window.soak.moves >= k, n, { timeout: WAIT_MS });
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const wasm = await page.evaluate(async () => {
      const module = await import('/pkg/mancala_page.js');
      return (await module.default()).memory.buffer.byteLength;
    });
    return { heap: usedSize, wasm };
  };

  await page.waitForFunction(() => document.getElementById('soak').board().opponent === 'demo', null, { timeout: WAIT_MS });
  await waitForMoves(2);
  const before = await measure();
  const variants = ['oware-abapa', 'oware-international', 'nam-nam', 'omweso', 'gore', 'woaley', 'kauri'];
  const seen = new Set();
  const end = Date.now() + SOAK_S * 1000;
  let next = 1;
  let expected = 'oware-abapa';
  while (Date.now() < end) {
    await waitForMoves((await moves()) + MOVES_PER_GAME);
    const shown = await board();
    assert.equal(shown.opponent, 'demo', 'the demo goes on');
    assert.equal(shown.variant, expected, 'the demo follows the variant attribute');
    seen.add(shown.variant);
    expected = variants[next % variants.length];
    next += 1;
    await page.evaluate((v) => document.getElementById('soak').setAttribute('variant', v), expected);
  }
  const after = await measure();
  const played = await moves();
  console.log(
    `kiosk soak: ${SOAK_S} s, ${played} demo moves in ${seen.size} games; JS heap ` +
      `${(before.heap / MB).toFixed(1)} → ${(after.heap / MB).toFixed(1)} MB, wasm memory ` +
      `${(before.wasm / MB).toFixed(1)} → ${(after.wasm / MB).toFixed(1)} MB`,
  );
  for (const key of ['heap', 'wasm']) {
    assert.ok(after[key] <= before[key] * 1.1 + 5 * MB, `${key} grew from ${before[key]} to ${after[key]}`);
  }
  // Every game once there were enough moves for it (a slow machine makes fewer).
  assert.equal(seen.size, Math.min(next - 1, variants.length), `games shown: ${[...seen].join(', ')}`);

  // The frame loop still animates: at normal speed the next demo move animates, then ends.
  await page.evaluate(() => document.getElementById('soak').app.setSpeed(1));
  await page.waitForFunction(() => document.getElementById('soak').board().animating, null, { timeout: WAIT_MS });
  await page.waitForFunction(() => !document.getElementById('soak').board().animating, null, { timeout: WAIT_MS });

  // A touch on the board ends the demo: a person's game, fresh, with nothing played by the touch
  // (a press and release where the board is, as embed.test.js's kiosk test does it).
  await page.locator('#soak').scrollIntoViewIfNeeded();
  const box = await page.locator('#soak').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => document.getElementById('soak').board().opponent === 'human', null, { timeout: WAIT_MS });
  const fresh = await board();
  assert.deepEqual(fresh.stores, [0, 0]);
  assert.equal(await page.evaluate(() => document.getElementById('soak').shadowRoot.getElementById('attract').hidden), true);
});
