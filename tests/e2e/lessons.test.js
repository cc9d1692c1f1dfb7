// End-to-end: lessons completed by clicking as a learner would — pits on the canvas, the Goré
// offer, answer and "No offer" buttons, Omweso's direction button, then "Next" — one of them in
// French with a wrong move on the way; a lesson opened from the menu's "Learn", left and
// resumed. A screenshot of one step per lesson goes to screenshots/.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { clickPit, settle } from './board.js';
import { SHOTS, WAIT_MS } from './browser.js';
import { join } from 'node:path';

let shared;
test.beforeEach(({ shared: s }) => {
  shared = s;
});

const lesson = (page) => page.evaluate(() => window.mancala.app.lesson());
const text = (page, id) => page.locator(`#${id}`).textContent();

/** Waits until the lesson of `variant` is on the board. */
async function lessonShown(page, variant) {
  await page.waitForFunction((v) => window.mancala.app.lesson()?.variant === v, variant, { timeout: WAIT_MS });
}

/** Makes `move` with the page's own controls, as a learner would. */
async function play(page, move) {
  if (move.give) {
    await page.click('#btn-offer');
    for (const hole of move.give) await clickPit(page, hole);
    await page.click('#btn-offer-send');
  } else if (move.accept !== undefined) {
    await page.click(move.accept ? '#btn-accept' : '#btn-refuse');
  } else if (move.pass) {
    await page.click('#btn-no-offer');
  } else {
    if (move.direction === 'clockwise') await page.click('#btn-direction');
    await clickPit(page, move.pit);
  }
}

/** Goes through the lesson shown to its end, taking a screenshot at step `shotAt`; returns the
 * house-rule notes shown after the moves, with the first one's screenshot. */
async function complete(page, variant, shotAt) {
  const notes = [];
  for (;;) {
    const l = await lesson(page);
    if (l.step === shotAt && !(await page.evaluate(() => window.mancala.position().animating))) {
      await page.screenshot({ path: join(SHOTS, `lesson-${variant}.png`) });
    }
    if (l.asks) {
      await play(page, l.answers[0]);
      await page.waitForFunction(() => !window.mancala.app.lesson().asks, null, { timeout: WAIT_MS });
      await settle(page);
      assert.notEqual(await text(page, 'lesson-result'), '', `${variant} step ${l.step + 1} told`);
      if (await page.locator('#lesson-house').isVisible()) {
        if (notes.length === 0) await page.screenshot({ path: join(SHOTS, `lesson-house-${variant}.png`) });
        notes.push(await text(page, 'lesson-house'));
      }
    }
    if (l.finished || (await lesson(page)).finished) break;
    await page.click('#btn-lesson-next');
    await page.waitForFunction((s) => window.mancala.app.lesson().step === s + 1, l.step, { timeout: WAIT_MS });
  }
  return notes;
}

// Where a house rule would change a step, one line says so (found by the engine: see
// tests/native/lessons.rs); the grand slam of Oware Abapa's lesson is one such step.
const HOUSE_NOTE = { 'oware-abapa': /^House rule “A capture that would take all your opponent's seeds: .*”: this move would take 5 seeds\.$/ };

// Every game's lesson is played through the page's model, with the same buttons, natively
// (src/model/learning/tests.rs); here, in the browser, one lesson for each kind of control a
// lesson asks for: pits on the canvas (with a house note), Omweso's direction button, and
// Goré's offer, answer and "No offer" buttons.
for (const variant of ['oware-abapa', 'omweso', 'gore']) {
  test(`the lesson of ${variant} can be completed by clicking`, async () => {
    const { context, page } = await shared.open(`?lesson=${variant}`);
    await lessonShown(page, variant);
    // What this test follows is the lesson's controls: the moves are shown at once (the sowing
    // is game.test.js's).
    await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
    const { steps } = await lesson(page);
    assert.ok(steps >= 6 && steps <= 12, `${steps} steps`);
    const notes = await complete(page, variant, variant === 'omweso' ? 4 : 2);
    if (HOUSE_NOTE[variant]) assert.ok(notes.some((n) => HOUSE_NOTE[variant].test(n)), notes.join(' | '));
    assert.match(await text(page, 'lesson-result'), /Well done/);
    assert.equal(await text(page, 'btn-lesson-next'), 'Play');
    await page.click('#btn-lesson-next');
    await page.waitForFunction(() => window.mancala.app.lesson() === null, null, { timeout: WAIT_MS });
    assert.equal(await page.locator('#lesson').isHidden(), true);
    assert.equal((await page.evaluate(() => window.mancala.position())).variant, variant);
    await context.close();
  });
}

test('a lesson in French answers a wrong move kindly, then goes on', async () => {
  const { context, page } = await shared.open('?lesson=oware-abapa&lang=fr');
  await lessonShown(page, 'oware-abapa');
  // Its words are what this test reads: the moves are shown at once.
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  assert.equal(await text(page, 'btn-lesson-next'), 'Suivant');
  assert.match(await text(page, 'lesson-progress'), /^Étape 1 sur \d+ · /);
  await page.click('#btn-lesson-next');
  await page.waitForFunction(() => window.mancala.app.lesson().step === 1, null, { timeout: WAIT_MS });
  const l = await lesson(page);
  assert.ok(l.asks);
  const { playable, pits } = await page.evaluate(() => window.mancala.position());
  const wrong = playable.find((p) => !l.answers.some((a) => a.pit === p));
  assert.notEqual(wrong, undefined, 'a pit that is not the answer');
  await clickPit(page, wrong);
  await page.waitForFunction(() => !document.getElementById('lesson-result').hidden, null, { timeout: WAIT_MS });
  assert.match(await text(page, 'lesson-result'), /Essayez encore/);
  assert.deepEqual((await page.evaluate(() => window.mancala.position())).pits, pits, 'nothing was played');
  await complete(page, 'oware-abapa-fr', -1);
  assert.match(await text(page, 'lesson-result'), /Bravo/);
  await context.close();
});

test("the menu's Learn opens a lesson, which is left and resumed where it was", async () => {
  const { context, page } = await shared.open('');
  await page.click('#btn-games');
  await page.click('#menu-list button[data-learn="gore"]');
  await lessonShown(page, 'gore');
  await page.click('#btn-lesson-next');
  await page.waitForFunction(() => window.mancala.app.lesson().step === 1, null, { timeout: WAIT_MS });
  await page.click('#btn-lesson-leave');
  await page.waitForFunction(() => window.mancala.app.lesson() === null, null, { timeout: WAIT_MS });
  assert.equal((await page.evaluate(() => window.mancala.position())).variant, 'gore');
  await page.click('#btn-games');
  await page.click('#menu-list button[data-learn="gore"]');
  await lessonShown(page, 'gore');
  assert.equal((await lesson(page)).step, 1, 'resumed at the step left');
  await context.close();
});
