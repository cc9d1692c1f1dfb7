// End-to-end: a museum's kiosk. Every control and every pit at least 15 mm across
// (57 CSS px) on 1920×1080 and 1280×800 screens, in every game; "New game" asks before it ends
// a game going on; an idle game shows a countdown that a touch dismisses (and is not a move)
// before the attract demo takes over.
import { closeMore, openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { VARIANTS } from './variants.js';

const MIN_PX = 57;

for (const [width, height] of [[1920, 1080], [1280, 800]]) {
  test(`kiosk on ${width}×${height}: every control and every pit at least 15 mm, in every game`, async ({ shared }) => {
    const { context, page, problems } = await shared.open('?kiosk&idle=600', { viewport: { width, height } });
    const small = [];
    // The controls shown and the pits; then the "More" panel's controls, the panel opened.
    const measure = (within) => page.evaluate(([min, scope]) => {
      const out = [];
      for (const b of document.querySelectorAll(`${scope} button`)) {
        const r = b.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue; // not shown
        if (r.width < min || r.height < min) out.push(`${b.id || b.textContent}: ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
      if (scope !== 'body') return out;
      const pits = window.mancala.position().pits.length;
      for (let i = 0; i < pits; i += 1) {
        const d = 2 * window.mancala.app.pitRadius(i);
        if (d < min) out.push(`pit ${i}: ${d.toFixed(0)} px`);
      }
      return out;
    }, [MIN_PX, within]);
    for (const variant of VARIANTS) {
      await page.evaluate((v) => window.mancala.app.newGame(v), variant);
      const found = await measure('body');
      await openMore(page);
      found.push(...(await measure('#more')));
      await closeMore(page);
      small.push(...found.map((f) => `${variant}: ${f}`));
    }
    assert.deepEqual(small, [], 'under 15 mm');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).cursor), 'none', 'no cursor');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('kiosk: "New game" asks first; an idle game counts down, a touch keeps it, then the demo', async ({ shared }) => {
  const { context, page, problems } = await shared.open('?kiosk&idle=6&variant=oware-abapa&lang=en');
  const visible = (id) => page.locator(`#${id}`).isVisible();
  await page.evaluate(() => {
    window.mancala.app.setSpeed(Infinity);
    window.mancala.app.clickPit(2);
  });
  await pressInMore(page, '#btn-new');
  assert.ok(await visible('confirm'), 'asked');
  assert.match(await page.locator('#confirm-title').textContent(), /new game/i);
  await page.click('#confirm-no');
  assert.ok(!(await visible('confirm')));
  assert.equal(await page.evaluate(() => window.mancala.gamePosition().toMove), 1, 'the game goes on');

  // Idle: the countdown's last seconds (3 of 6), in words.
  await page.locator('#countdown').waitFor({ state: 'visible', timeout: WAIT_MS });
  assert.match(await page.locator('#countdown-text').textContent(), /^Still playing\? .* [1-3]…$/);
  await page.screenshot({ path: join(SHOTS, 'kiosk-countdown.png') });
  const before = await page.evaluate(() => window.mancala.gamePosition());
  await page.mouse.click(600, 380); // over the board: keeps the game, plays nothing
  assert.ok(!(await visible('countdown')), 'a touch dismisses it');
  assert.deepEqual(await page.evaluate(() => window.mancala.gamePosition()), before, 'and is not a move');
  assert.ok(!(await visible('attract')));

  // Left alone again: the countdown, then the attract demo.
  await page.locator('#attract').waitFor({ state: 'visible', timeout: WAIT_MS });
  assert.ok(!(await visible('countdown')));
  assert.deepEqual(problems, []);
  await context.close();
});
