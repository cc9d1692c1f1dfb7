// End-to-end: the keyboard alone (Tab, the arrows, Enter, Escape), as a visitor who uses no
// pointer plays: a whole game against the computer, the games menu, a whole lesson. After every
// key, the focus is on a control of the game, shows (2.4.7: an outline) and is not hidden under
// anything (2.4.11: the control, or for a pit the canvas under it, is what lies at its centre);
// a panel over the game holds the focus while it shows and gives it back when it closes; Tab
// always leads on (no keyboard trap, 2.1.2).
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';

/** The control with the focus: what it is, and whether it shows and is in sight. */
function focusNow(page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { what: null };
    const r = active.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const top = document.elementFromPoint(x, y);
    // A pit's control lets the pointer through to the canvas: in sight when the canvas is.
    const seen = top === active || active.contains(top)
      || (active.dataset.pit !== undefined && top?.id === 'board');
    const style = getComputedStyle(active);
    return {
      what: (active.dataset.pit !== undefined && `pit ${active.dataset.pit}`) || active.id
        || (active.dataset.variant && `game ${active.dataset.variant}`)
        || (active.dataset.learn && `learn ${active.dataset.learn}`) || active.textContent.trim(),
      pit: active.dataset.pit === undefined ? null : Number(active.dataset.pit),
      playable: active.getAttribute('aria-disabled') === 'false',
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      seen,
      inGame: active.closest('.game') !== null,
    };
  });
}

/**
 * Presses `key` and checks that the focus is then on a control that shows and is in sight (Tab
 * may also lead out of the page, after its last control). The checks never follow the focus out
 * of the page and back: whether a focus coming back from the browser's own controls shows as
 * keyboard focus is the browser's choice (Firefox driven over WebDriver BiDi then shows none
 * for a while); the no-trap check, which goes out and back, comes last.
 */
async function press(page, key) {
  await page.keyboard.press(key);
  const f = await focusNow(page);
  if (key === 'Tab' && f.what === null) return f;
  assert.ok(f.what !== null && f.inGame, `after ${key}, the focus is on a control of the game: ${JSON.stringify(f)}`);
  assert.ok(f.outline, `after ${key}, the focus shows: ${JSON.stringify(f)}`);
  assert.ok(f.seen, `after ${key}, the focused control is not hidden: ${JSON.stringify(f)}`);
  return f;
}

/** Presses Tab until `wanted(focus)`, at most `most` times. */
async function tabTo(page, wanted, most = 40, key = 'Tab') {
  for (let i = 0; i < most; i += 1) {
    const f = await press(page, key);
    if (wanted(f)) return f;
  }
  throw new Error(`${key} never reached the control wanted`);
}

/** From a pit of South's row (the bottom row), the arrows to pit `pit` (0 to 5) of it. */
async function arrowTo(page, pit) {
  let f = await press(page, 'ArrowDown');
  while (f.pit > pit) f = await press(page, 'ArrowLeft');
  while (f.pit < pit) f = await press(page, 'ArrowRight');
  assert.equal(f.pit, pit);
}

/** From a pit of South's row, the arrows to a pit that can be played: right, else left. */
async function arrowToPlayable(page) {
  let f = await focusNow(page);
  for (const key of ['ArrowRight', 'ArrowLeft']) {
    for (let i = 0; i < 6 && !f.playable; i += 1) f = await press(page, key);
  }
  assert.ok(f.playable, `a pit to play: ${JSON.stringify(f)}`);
}

const over = (page) => page.evaluate(() => !document.getElementById('gameover').hidden);

test('a whole game against the computer with the keyboard alone', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=ai-1');
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  await tabTo(page, (f) => f.pit !== null);
  let moves = 0;
  while (!(await over(page))) {
    await arrowToPlayable(page);
    const before = await page.evaluate(() => window.mancala.gamePosition().moves ?? 0);
    await press(page, 'Enter');
    moves += 1;
    // The computer answers (or the game ends).
    await page.waitForFunction(() => {
      const p = window.mancala.position();
      return !document.getElementById('gameover').hidden
        || (p.playable.length > 0 && !p.animating);
    }, before, { timeout: WAIT_MS });
    assert.ok(moves < 400, 'the game ends');
  }
  // The end: the panel holds the focus, on "Play again"; Tab goes to its other button, not to
  // the game under it; Enter plays again and gives the focus back to the board.
  const end = await focusNow(page);
  assert.equal(end.what, 'gameover-new');
  assert.ok(end.seen && end.outline, JSON.stringify(end));
  await page.screenshot({ path: join(SHOTS, 'keyboard-game-over.png') });
  assert.equal((await press(page, 'Tab')).what, 'gameover-menu');
  assert.equal((await press(page, 'Shift+Tab')).what, 'gameover-new');
  const back = await press(page, 'Enter');
  assert.ok(back.pit !== null, `the focus back on the board: ${JSON.stringify(back)}`);
  assert.equal(await over(page), false);
  assert.ok(moves >= 10, `${moves} moves played`);
});

test('the games menu by keyboard: it holds the focus while open, Escape gives it back; Tab never traps', async ({ shared }) => {
  const { page } = await shared.open('?opponent=human');
  await tabTo(page, (f) => f.what === 'btn-games');
  const first = await press(page, 'Enter');
  assert.equal(first.what, 'game oware-abapa', 'the focus on the menu\'s first game');
  await page.screenshot({ path: join(SHOTS, 'keyboard-menu.png') });
  const inMenu = [];
  for (let i = 0; i < 30; i += 1) {
    const f = await press(page, 'Tab');
    inMenu.push(f.what === null || await page.evaluate(() => document.activeElement.closest('#menu') !== null));
  }
  assert.ok(inMenu.every(Boolean), 'Tab stays in the menu (or leaves the page) while it is open');
  const closed = await press(page, 'Escape');
  assert.equal(closed.what, 'btn-games', 'Escape closes the menu, the focus back on its button');
  assert.equal(await page.locator('#menu').isHidden(), true);

  // Tab goes through every control and on out of the page's game, and comes round: no trap.
  const seen = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    seen.push((await focusNow(page)).what);
  }
  assert.ok(['btn-games', 'btn-more', 'pit 0', 'btn-hint'].every((w) => seen.includes(w)), seen.join(' '));
  assert.ok(seen.includes(null), `Tab leads out of the page: ${seen.join(' ')}`);
  assert.ok(seen.filter((w) => w === 'btn-more').length >= 2, `Tab comes round again: ${seen.join(' ')}`);
});

test('a whole lesson with the keyboard alone, from the menu', async ({ shared }) => {
  const { page } = await shared.open('?opponent=human');
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  await tabTo(page, (f) => f.what === 'btn-games');
  assert.equal((await press(page, 'Enter')).what, 'game oware-abapa');
  assert.equal((await press(page, 'Tab')).what, 'learn oware-abapa', 'the game\'s "Learn" next');
  await press(page, 'Enter');
  await page.waitForFunction(() => window.mancala.app.lesson()?.variant === 'oware-abapa', null, { timeout: WAIT_MS });
  let steps = 0;
  for (;;) {
    const lesson = await page.evaluate(() => window.mancala.app.lesson());
    if (lesson.asks) {
      // The step asks for a move: the focus is on the board (Next is not open yet).
      const f = await focusNow(page);
      assert.ok(f.pit !== null, `the focus on the board for step ${lesson.step + 1}: ${JSON.stringify(f)}`);
      await arrowTo(page, lesson.answers[0].pit);
      await press(page, 'Enter');
      await page.waitForFunction(() => !window.mancala.app.lesson().asks && !window.mancala.position().animating,
        null, { timeout: WAIT_MS });
      if (lesson.step === 2) await page.screenshot({ path: join(SHOTS, 'keyboard-lesson.png') });
    }
    if ((await page.evaluate(() => window.mancala.app.lesson())).finished) break;
    await tabTo(page, (f) => f.what === 'btn-lesson-next');
    await press(page, 'Enter');
    await page.waitForFunction((s) => window.mancala.app.lesson().step === s + 1, lesson.step, { timeout: WAIT_MS });
    steps += 1;
    assert.ok(steps < 20, 'the lesson ends');
  }
  assert.match(await page.locator('#lesson-result').textContent(), /Well done/);
});

test('"Next" hands the focus to the board in the same moment, never to the page', async ({ shared }) => {
  const { page } = await shared.open('?opponent=human&lesson=oware-abapa');
  // The lesson's first step tells, its second asks for a move: "Next" is then disabled.
  await page.waitForFunction(() => window.mancala.app.lesson()?.step === 0, null, { timeout: WAIT_MS });
  await tabTo(page, (f) => f.what === 'btn-lesson-next');
  // Pressed, and the focus looked at in the same task: no frame may pass with it on the page.
  const after = await page.evaluate(() => {
    document.activeElement.click();
    const active = document.activeElement;
    return { step: window.mancala.app.lesson().step, asks: window.mancala.app.lesson().asks, pit: active.dataset.pit ?? null, id: active.id };
  });
  assert.deepEqual([after.step, after.asks], [1, true], 'the next step asks for a move');
  assert.notEqual(after.pit, null, `the focus is on a pit at once: ${JSON.stringify(after)}`);
});
