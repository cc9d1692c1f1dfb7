// End-to-end: puzzles as a visitor meets them. From the menu's "Puzzles": a wrong move is
// answered with its reason and not played, the hint marks two pits, the right moves (a press
// on the canvas, then Enter on a pit's control) solve it, and the next visit opens the next
// puzzle. By the `puzzle` setting: the puzzle of the day, in French, shown with "Show me". Every
// puzzle of every game is solved through the page's model natively
// (src/model/puzzling/tests.rs); here the browser's part: input, drawing, storage, the worker.
// A screenshot of a solved puzzle goes to screenshots/ (the README's picture).
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clickPit, settle } from './board.js';
import { SHOTS, WAIT_MS } from './browser.js';
import { VARIANTS } from './variants.js';

const api = createRequire(import.meta.url)('../../pkg-node/mancala.js');
const puzzle = (page) => page.evaluate(() => window.mancala.app.puzzle());
const text = (page, id) => page.locator(`#${id}`).textContent();
const pits = async (page) => (await page.evaluate(() => window.mancala.position())).pits;

/** The puzzles of `variant` in the order the page offers them: easy ones first. */
function offered(variant) {
  const list = api.puzzles({ variant });
  return [...list].sort((a, b) => a.difficulty - b.difficulty);
}

/** A game whose first puzzle's line holds every move the solver must find (a "take" in two
 * moves leaves the second open, which this test does not compute). */
const GAME = VARIANTS.find((v) => {
  const [first] = offered(v);
  return first.goal.kind !== 'take' || first.goal.moves === 1;
});

test("the menu's Puzzles: a wrong move is told why, the hint marks two pits, the right one solves it, and it is remembered", async ({ shared }) => {
  const [first, second] = offered(GAME);
  const { context, page } = await shared.open('');
  await page.click('#btn-games');
  await page.click(`#menu-list button[data-puzzles="${GAME}"]`);
  await page.waitForFunction(() => window.mancala.app.puzzle()?.asks, null, { timeout: WAIT_MS });
  assert.equal((await puzzle(page)).id, first.id, 'the first puzzle, none solved yet');
  assert.match(await text(page, 'lesson-progress'), /^Puzzle 1 of \d+ \(easy\) · /);
  assert.equal(await text(page, 'lesson-text'), first.text);
  assert.deepEqual(await pits(page), first.position.pits);

  const right = first.solution[0].pit;
  const { playable } = await page.evaluate(() => window.mancala.position());
  const wrong = playable.find((p) => p !== right);
  await clickPit(page, wrong);
  await page.waitForFunction(() => !document.getElementById('lesson-result').hidden, null, { timeout: WAIT_MS });
  assert.match(await text(page, 'lesson-result'), /^Not this one.* Try again!$/);
  assert.deepEqual(await pits(page), first.position.pits, 'nothing was played');

  await page.click('#btn-puzzle-hint');
  await page.locator('#lesson-house').waitFor({ state: 'visible' });
  assert.match(await text(page, 'lesson-house'), /^The right move (is one of the two marked|starts from the marked) (pits?|holes?)\.$/);

  // The solver's moves: the first pressed on the canvas, any later one by the keyboard; the
  // replies play themselves (the moves played so far say where the line is).
  await page.evaluate(() => {
    window.played = 0;
    document.body.addEventListener('move', () => { window.played += 1; });
  });
  await clickPit(page, right);
  for (;;) {
    await page.waitForFunction(() => window.mancala.app.puzzle().solved
      || (window.mancala.app.puzzle().asks && !window.mancala.position().animating), null, { timeout: WAIT_MS });
    if ((await puzzle(page)).solved) break;
    const next = first.solution[await page.evaluate(() => window.played)];
    await page.locator(`[data-pit="${next.pit}"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.played > n, await page.evaluate(() => window.played), { timeout: WAIT_MS });
  }
  await page.waitForFunction(() => window.mancala.app.puzzle().solved, null, { timeout: WAIT_MS });
  await settle(page);
  assert.match(await text(page, 'lesson-result'), /^Puzzle solved! You have solved 1 of the \d+ puzzles\.$/);
  await page.screenshot({ path: join(SHOTS, `puzzle-${GAME}.png`) });

  // The next visit: the next puzzle not solved opens.
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: WAIT_MS });
  await page.click('#btn-games');
  await page.click(`#menu-list button[data-puzzles="${GAME}"]`);
  await page.waitForFunction((id) => window.mancala.app.puzzle()?.id === id, second.id, { timeout: WAIT_MS });
  assert.match(await text(page, 'lesson-progress'), /^Puzzle 2 of /);
  await page.click('#btn-lesson-leave');
  await page.waitForFunction(() => window.mancala.app.puzzle() === null, null, { timeout: WAIT_MS });
  assert.equal(await page.locator('#lesson').isHidden(), true);
  await context.close();
});

test('the puzzle of the day in French, answered by "Show me"', async ({ shared }) => {
  const { context, page } = await shared.open('?puzzle=daily&variant=oware-abapa&lang=fr');
  await page.waitForFunction(() => window.mancala.app.puzzle()?.asks, null, { timeout: WAIT_MS });
  const { id } = await puzzle(page);
  const shown = offered('oware-abapa').find((p) => p.id === id);
  assert.ok(shown, `${id} is one of Oware Abapa's puzzles`);
  assert.match(await text(page, 'lesson-progress'), /^L’énigme du jour \((facile|moyenne|difficile)\) · /);
  assert.equal(await text(page, 'lesson-text'), api.puzzles({ variant: 'oware-abapa', lang: 'fr' }).find((p) => p.id === id).text);
  assert.equal(await text(page, 'btn-puzzle-show'), 'Montrez-moi');
  await page.click('#btn-puzzle-show');
  await page.waitForFunction(() => window.mancala.app.puzzle().shown && !window.mancala.position().animating
    && !window.mancala.app.puzzle().asks, null, { timeout: WAIT_MS });
  await settle(page);
  assert.equal(await text(page, 'lesson-result'), 'C’était la solution. Essayez l’énigme suivante\u202f!');
  assert.equal((await puzzle(page)).solved, false, 'a puzzle shown is not counted as solved');
  assert.equal(await page.locator('#btn-puzzle-show').isDisabled(), true);
  assert.equal(await text(page, 'btn-lesson-next'), 'Énigme suivante');
  await context.close();
});
