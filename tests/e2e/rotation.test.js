// End-to-end: a phone turned while the game runs. The board is laid out again from the canvas's
// size at every frame: a move being sown when the phone goes from upright (390×844, the board
// drawn upright) to its side (844×390, the board drawn across) is sown to its end, to the same
// position as unturned; the board is drawn across within a few frames of the turn, with every
// pit control over its pit; the pit control that had the keyboard's focus keeps it. A lesson's
// step keeps its words and its place when the phone turns, and again when it turns back.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { WAIT_MS } from './browser.js';

const UPRIGHT = { width: 390, height: 844 };
const ON_ITS_SIDE = { width: 844, height: 390 };

/** A phone: upright, by touch, and a mobile browser in Chromium (Firefox has no such mode). */
const phone = (browserName) => ({
  viewport: UPRIGHT,
  deviceScaleFactor: 2,
  hasTouch: true,
  ...(browserName === 'chromium' ? { isMobile: true } : {}),
});

/** The most frames the board may take to be drawn across after the window turns. */
const MOST_FRAMES = 3;

/**
 * Notes in the page (window.turned) what happens when the window next changes size: whether a
 * move was being sown then, and after how many animation frames the board is drawn across
 * (South's pits 0 and 5 on one line, not one above the other) with each pit control over its
 * pit. Runs in the page.
 */
function watchTurn() {
  const across = () => {
    const { layout } = window.mancala.position();
    const [p0, p5] = [layout.pits[0], layout.pits[5]];
    if (Math.abs(p0[1] - p5[1]) > 0.5 || Math.abs(p0[0] - p5[0]) < 1) return false;
    const canvas = document.getElementById('board').getBoundingClientRect();
    return layout.pits.every(([x, y], i) => {
      const r = document.querySelector(`#pits button[data-pit="${i}"]`).getBoundingClientRect();
      return Math.abs(r.left + r.width / 2 - (canvas.left + x)) < 1 && Math.abs(r.top + r.height / 2 - (canvas.top + y)) < 1;
    });
  };
  window.turned = { sowing: null, frames: null, acrossBefore: across() };
  addEventListener('resize', () => {
    window.turned.sowing = document.getElementById('board').dataset.animating === 'true';
    let frames = 0;
    const look = () => {
      frames += 1;
      if (across()) window.turned.frames = frames;
      else if (frames < 100) requestAnimationFrame(look);
      else window.turned.frames = Infinity;
    };
    requestAnimationFrame(look);
  }, { once: true });
}

/** The pit control with the keyboard's focus (its `data-pit`), or null. */
const focusedPit = (page) => page.evaluate(() => document.activeElement?.dataset.pit ?? null);

/** Presses Tab until a pit control has the focus; returns its pit. */
async function tabToBoard(page) {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    const pit = await focusedPit(page);
    if (pit !== null) return Number(pit);
  }
  throw new Error('Tab never reached the board');
}

/** Oware's opening move from `pit` (4 seeds, one into each of the next four pits, no capture). */
function opening(pit) {
  const pits = Array(12).fill(4);
  pits[pit] = 0;
  for (let k = 1; k <= 4; k += 1) pits[(pit + k) % 12] += 1;
  return pits.join(',');
}

test('the phone turned while a move is sown: the move ends as unturned, the board follows, the focus stays', async ({ shared, browserName }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human&lang=en', phone(browserName));
  // Half the normal speed: the move is still being sown when the window has turned.
  await page.evaluate(() => window.mancala.app.setSpeed(0.5));
  const pit = await tabToBoard(page);
  await page.evaluate(watchTurn);
  assert.equal(await page.evaluate(() => window.turned.acrossBefore), false, 'upright, the board is drawn upright');

  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#board').getAttribute('data-animating'), 'true', 'Enter started the move');
  await page.setViewportSize(ON_ITS_SIDE);
  await page.waitForFunction(() => window.turned.frames !== null);
  const turned = await page.evaluate(() => window.turned);
  assert.equal(turned.sowing, true, 'the window turned while the move was being sown');
  assert.ok(turned.frames <= MOST_FRAMES, `the board drawn across after ${turned.frames} frames`);
  assert.equal(await focusedPit(page), String(pit), 'the focus stays on the pit played, mid-move');

  await page.waitForFunction((p) => {
    const board = document.getElementById('board');
    return board.dataset.animating === 'false' && board.dataset.pits === p;
  }, opening(pit), { timeout: WAIT_MS });
  assert.deepEqual(await page.evaluate(() => [innerWidth, innerHeight]), [ON_ITS_SIDE.width, ON_ITS_SIDE.height]);
  const end = await page.evaluate(() => window.mancala.gamePosition());
  assert.equal(end.pits.join(','), opening(pit), 'the game is the move played');
  assert.equal(end.toMove, 1, "player 2's turn");
  const canvas = await page.locator('#board').boundingBox();
  assert.ok(canvas.width > canvas.height, `the canvas is wider than tall: ${JSON.stringify(canvas)}`);
  assert.equal(await focusedPit(page), String(pit), 'the focus stays on the pit played');
});

test('the phone turned during a lesson, and back: the step keeps its words and its place', async ({ shared, browserName }) => {
  const { page } = await shared.open('?lesson=oware-abapa&lang=en', phone(browserName));
  await page.waitForFunction(() => window.mancala.app.lesson()?.variant === 'oware-abapa');
  // The first step that asks for a move: the lesson waits for the learner there.
  while (!(await page.evaluate(() => window.mancala.app.lesson().asks))) {
    const { step } = await page.evaluate(() => window.mancala.app.lesson());
    await page.click('#btn-lesson-next');
    await page.waitForFunction((s) => window.mancala.app.lesson().step === s + 1, step);
  }
  const shown = () => page.evaluate(() => ({
    lesson: window.mancala.app.lesson(),
    progress: document.getElementById('lesson-progress').textContent,
    text: document.getElementById('lesson-text').textContent,
    visible: document.getElementById('lesson').checkVisibility(),
    pits: document.getElementById('board').dataset.pits,
  }));
  const before = await shown();
  assert.ok(before.visible && before.text.length > 20, JSON.stringify(before));

  for (const [size, across] of [[ON_ITS_SIDE, true], [UPRIGHT, false]]) {
    await page.evaluate(watchTurn);
    await page.setViewportSize(size);
    if (across) await page.waitForFunction(() => window.turned.frames !== null);
    else {
      await page.waitForFunction(() => {
        const p = window.mancala.position().layout.pits;
        return Math.abs(p[0][0] - p[5][0]) < 0.5;
      });
    }
    assert.deepEqual(await shown(), before, `the lesson, ${size.width}×${size.height}`);
  }
});
