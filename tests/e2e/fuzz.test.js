// The parameter fuzz in Chromium, on the page's module (pkg/mancala_page.js) as www/embed.html runs
// it: every method of a running `App` that takes a parameter, the element's `loadPosition`,
// `start` and `startIn`, and the first frame's module's `firstFrame`, each called with every kind of value for each parameter
// (tests/node/fuzz-kit.js, served by the static server). One export per `evaluate`, so the
// page's thread is never held long. A wrong value must be answered with an Error naming the
// parameter, never a trap, and leave the game as it was; afterwards the board still plays.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { WAIT_MS } from './browser.js';

test('every export of the page module answers wrong values with an Error naming the parameter', async ({ shared }) => {
  const { page } = await shared.open('www/embed.html', { elements: true });
  const setUp = () =>
    page.evaluate(async () => {
      const kit = await import('/tests/node/fuzz-kit.js');
      const module = await import('/pkg/mancala_page.js');
      // The English first frame's module (initialised once, if no game of the page has yet).
      const first = await import('/pkg/mancala_first_en.js');
      await first.default();
      const element = document.getElementById('kauri');
      const targetsOf = () => [
        ...kit.pageTargets({ app: element.app, element, ...module, pits: 12 }),
        ...kit.firstTargets(first),
      ];
      window.fuzzing = { kit, targetsOf };
      return targetsOf().map((t) => t.name);
    });
  const names = await setUp();
  assert.ok(names.length >= 21, names.join());
  const totals = {};
  const failures = [];
  for (const [index, name] of names.entries()) {
    const result = await page.evaluate((i) => {
      const { kit, targetsOf } = window.fuzzing;
      return kit.fuzz([targetsOf()[i]]);
    }, index);
    for (const [key, value] of Object.entries(result.counts)) totals[key] = (totals[key] ?? 0) + value;
    failures.push(...result.failures.map((f) => `${name}: ${f}`));
  }
  console.log(`fuzz (Chromium, page module): ${Object.entries(totals).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  assert.deepEqual(failures, []);
  assert.equal(totals.traps, 0, 'traps');
  assert.equal(totals.wronglyAccepted, 0, 'wrongly accepted');
  assert.equal(totals.changed, 0, 'games changed by a refused call');
  assert.ok(totals.errors > totals.calls / 2, 'most values are wrong ones');

  // Still alive: a new game for two people, a move played by a click on the canvas.
  await page.evaluate(() => {
    const { app } = document.getElementById('kauri');
    app.onMove(null);
    app.setLanguage('en');
    app.newGame('kauri', 'human');
    app.setSpeed(Infinity);
  });
  const before = await page.evaluate(() => document.getElementById('kauri').board().pits.join());
  const [x, y] = await page.evaluate(() => document.getElementById('kauri').app.pitCenter(2));
  const box = await page.locator('#kauri').evaluate((el) => {
    const r = el.shadowRoot.getElementById('board').getBoundingClientRect();
    return { x: r.x, y: r.y };
  });
  await page.mouse.click(box.x + x, box.y + y);
  await page.waitForFunction(
    (b) => document.getElementById('kauri').board().pits.join() !== b,
    before,
    { timeout: WAIT_MS },
  );
});
