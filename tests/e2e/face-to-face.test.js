// End-to-end: two players face to face across a tablet lying flat (1024×768). The turn bar
// (`footer#turn-bar`: the status line and the choices of a turn) shows at the edge of the
// player whose turn it is: `data-side="bottom"` on player 1's turn (South, the bottom row),
// `top` — at the window's top edge, turned round — on player 2's, `under` the board when the
// players sit side by side; the board never moves. Against the computer, the bar comes back to
// the person once the computer has answered. "Face to face" in the "More" panel turns it on. The
// pit controls keep their order (a screen reader's) whoever's turn it is. A screenshot after
// player 1's move: screenshots/screens/face-to-face.png (Firefox's face-to-face-firefox.png).
import { pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOTS } from './browser.js';

const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2 };

/** Oware Abapa's first move from pit 2 (4 seeds into pits 3 to 6), then pit 8's (9 to 11 and 0). */
const AFTER_2 = '4,4,0,5,5,5,5,4,4,4,4,4';
const AFTER_2_8 = '5,4,0,5,5,5,5,4,0,5,5,5';

/** Where the turn bar shows, its box, the canvas's box, and the pit controls' order. */
const state = (page) => page.evaluate(() => {
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const bar = document.getElementById('turn-bar');
  const board = document.getElementById('board');
  return {
    side: bar.dataset.side,
    bar: box(bar),
    canvas: box(board),
    height: innerHeight,
    pits: board.dataset.pits,
    animating: board.dataset.animating,
    order: [...document.querySelectorAll('#pits button[data-pit]')].map((b) => Number(b.dataset.pit)),
    status: document.getElementById('status').textContent,
  };
});

/** Presses pit `pit`'s control where it lies over the canvas, with the mouse. */
async function pressPit(page, pit) {
  const box = await page.locator(`#pits button[data-pit="${pit}"]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits until the board rests showing `pits` (the canvas's `data-pits`). */
async function sown(page, pits) {
  await page.waitForFunction((p) => {
    const board = document.getElementById('board');
    return board.dataset.pits === p && board.dataset.animating === 'false';
  }, pits);
}

test('two players: the bar goes to the top edge on player 2\'s turn and back; the board stays', async ({ shared }) => {
  await mkdir(join(SHOTS, 'screens'), { recursive: true });
  const { page } = await shared.open('?variant=oware-abapa&opponent=human&face-to-face&lang=en', TABLET);
  const start = await state(page);
  assert.equal(start.side, 'bottom', "player 1's turn: the bar at the bottom");
  assert.ok(Math.abs(start.bar.bottom - start.height) <= 0.5, `the bar at the window's bottom edge: ${JSON.stringify(start.bar)}`);

  await pressPit(page, 2);
  await sown(page, AFTER_2);
  const top = await state(page);
  assert.equal(top.side, 'top', "player 2's turn: the bar at the top");
  assert.ok(Math.abs(top.bar.top) <= 0.5, `the bar at the window's top edge: ${JSON.stringify(top.bar)}`);
  assert.ok(top.bar.bottom <= top.canvas.top + 0.5, `the bar over no part of the board: ${JSON.stringify(top)}`);
  assert.match(await page.evaluate(() => getComputedStyle(document.getElementById('turn-bar')).transform),
    /^matrix\(-1, [^,]+, [^,]+, -1, /, 'the bar turned round for player 2');
  assert.deepEqual(top.canvas, start.canvas, 'the board did not move');
  await page.screenshot({ path: join(SHOTS, 'screens', 'face-to-face.png') });

  await pressPit(page, 8);
  await sown(page, AFTER_2_8);
  const back = await state(page);
  assert.equal(back.side, 'bottom', "player 1's turn again: the bar back at the bottom");
  assert.ok(Math.abs(back.bar.bottom - back.height) <= 0.5, `the bar at the window's bottom edge: ${JSON.stringify(back.bar)}`);
  assert.deepEqual(back.canvas, start.canvas, 'the board did not move');
});

test('against the computer: once it has answered, the bar is back at the person\'s edge', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=ai-1&face-to-face&lang=en', TABLET);
  await page.evaluate(() => {
    window.moves = [];
    addEventListener('move', (e) => window.moves.push(e.detail.player));
  });
  assert.equal((await state(page)).side, 'bottom');
  await pressPit(page, 2);
  // The computer's answer told, sown, and the person to move.
  await page.waitForFunction(() => window.moves.length >= 2
    && document.getElementById('board').dataset.animating === 'false'
    && window.mancala.gamePosition().toMove === 0);
  assert.deepEqual(await page.evaluate(() => window.moves), [0, 1], 'the person moved, then the computer');
  const s = await state(page);
  assert.equal(s.side, 'bottom', 'the bar back at the bottom, for the person');
  assert.ok(Math.abs(s.bar.bottom - s.height) <= 0.5, JSON.stringify(s.bar));
});

test('"Face to face" in the "More" panel turns it on: the bar moves from under the board to the bottom edge', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human&lang=en', TABLET);
  assert.equal((await state(page)).side, 'under');
  assert.equal(await page.locator('#btn-facing').textContent(), 'Face to face: off');
  await pressInMore(page, '#btn-facing');
  await page.waitForFunction(() => document.getElementById('turn-bar').dataset.side === 'bottom');
  assert.equal(await page.locator('#btn-facing').textContent(), 'Face to face: on');
});

test('face to face, the pit controls keep the order they have side by side, on either player\'s turn', async ({ shared }) => {
  const side = await shared.open('?variant=oware-abapa&opponent=human&lang=en', TABLET);
  const { order } = await state(side.page);
  assert.deepEqual([...order].sort((a, b) => a - b), [...Array(12).keys()], 'one control a pit');
  await side.context.close();

  const { page } = await shared.open('?variant=oware-abapa&opponent=human&face-to-face&lang=en', TABLET);
  assert.deepEqual((await state(page)).order, order, "player 1's turn");
  await pressPit(page, 2);
  await sown(page, AFTER_2);
  const top = await state(page);
  assert.equal(top.side, 'top');
  assert.deepEqual(top.order, order, "player 2's turn");
});
