// End-to-end: the learning aids on index.html's board, as a visitor meets them. Pointing at a
// pit previews its move (where the last seed lands, what it takes), "Hint" asks the computer
// and marks its move with a sentence under the board, and a capture is explained there and to
// screen readers. Screenshots: screenshots/preview.png and screenshots/hint.png.
import { closeMore, openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { clickPit, settle } from './board.js';

/** Oware, South to move: pit 6 (index 5) sows its one seed into pit 7, which then holds 2. */
const CAPTURE = { variant: 'oware-abapa', pits: [4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4], stores: [3, 3] };

const shown = (page) => page.evaluate(() => window.mancala.position());

/** Moves the mouse over pit `pit` where the page draws it. */
async function hoverPit(page, pit) {
  const [x, y] = await page.evaluate((i) => window.mancala.app.pitCenter(i), pit);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + x, box.y + y);
}

test('a hovered pit previews its move; a hint marks a move; a capture is explained', async ({ shared }) => {
  const { page } = await shared.open();
  await page.evaluate((position) => {
    window.mancala.app.loadPosition(position);
    window.mancala.app.setSpeed(6);
  }, CAPTURE);
  await settle(page);
  assert.equal(await page.locator('#btn-preview').innerText(), 'Preview: on');

  await hoverPit(page, 5);
  await page.waitForFunction(() => window.mancala.position().marks.landing !== null);
  const preview = (await shown(page)).marks;
  assert.deepEqual(preview, { from: 5, landing: 6, captured: [6], harvested: [], hint: [] });
  await page.screenshot({ path: join(SHOTS, 'preview.png') });

  // Another pit: its own landing, nothing taken.
  await hoverPit(page, 0);
  await page.waitForFunction(() => window.mancala.position().marks.from === 0);
  assert.deepEqual((await shown(page)).marks.captured, []);
  await page.screenshot({ path: join(SHOTS, 'preview-no-capture.png') });

  // The switch (in the "More" panel, closed again to reach the board) turns it off: nothing is
  // marked under the pointer any more.
  await pressInMore(page, '#btn-preview');
  assert.equal(await page.locator('#btn-preview').innerText(), 'Preview: off');
  await closeMore(page);
  await hoverPit(page, 5);
  assert.equal((await shown(page)).marks.landing, null);
  await pressInMore(page, '#btn-preview');
  assert.equal(await page.locator('#btn-preview').innerText(), 'Preview: on');
  await closeMore(page);

  // A hint: the computer's move at level 5, marked, and said under the board.
  await page.mouse.move(5, 5);
  await page.click('#btn-hint');
  await page.waitForFunction(() => window.mancala.position().marks.hint.length > 0);
  const hinted = await shown(page);
  assert.equal(hinted.marks.hint.length, 1);
  assert.ok(hinted.playable.includes(hinted.marks.hint[0]), 'a pit the visitor may play');
  assert.match(hinted.note, new RegExp(`^Play pit ${hinted.marks.hint[0] + 1}: it sows`));
  assert.equal(await page.locator('#note').innerText(), hinted.note);
  assert.equal(await page.locator('#announce > :last-child').innerText(), hinted.note);
  assert.equal((await page.evaluate(() => window.mancala.gamePosition())).toMove, 0, 'the hint plays nothing');
  await page.screenshot({ path: join(SHOTS, 'hint.png') });

  // The capture: why the seeds were taken, under the board and to screen readers.
  await clickPit(page, 5);
  await settle(page);
  const why = 'The last seed made 2 in pit 7: they are taken.';
  await page.waitForFunction(() => !document.querySelector('#note').hidden);
  assert.equal(await page.locator('#note').innerText(), why);
  assert.equal((await shown(page)).note, why);
  assert.ok((await page.locator('#announce > :last-child').innerText()).endsWith(why));
  assert.deepEqual((await shown(page)).marks.hint, [], 'the hint went with its position');
});

test('kiosk mode has no preview and no preview switch', async ({ shared }) => {
  const { page } = await shared.open('?kiosk&preview=on');
  await page.evaluate((position) => window.mancala.app.loadPosition(position), CAPTURE);
  await settle(page);
  await openMore(page);
  assert.equal(await page.locator('#btn-preview').isVisible(), false);
  await closeMore(page);
  await hoverPit(page, 5);
  await page.locator('#pits [tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal((await shown(page)).marks.landing, null);
});
