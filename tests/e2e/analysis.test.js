// End-to-end: the analysis board. "Analysis: on" shows on every pit a person can play what its
// move is worth (the computer's worker searches the position, 8 moves deep), in the page's
// language; "Play the best move" plays the best one, and the next position is analysed in turn.
// A screenshot: screenshots/analysis.png.
import { pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { settle } from './board.js';

/** The worth shown on each pit that shows one, by pit. */
const shown = (page) => page.locator('.pits [role="gridcell"]').evaluateAll((cells) => Object.fromEntries(
  cells.map((c) => [c.querySelector('button')?.dataset.pit, c.querySelector('.worth:not([hidden])')?.textContent])
    .filter(([pit, worth]) => pit !== undefined && worth !== undefined)));

/** Waits until `count` pits show their worth. */
async function worthShown(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.pits .worth:not([hidden])').length === n, count, { timeout: WAIT_MS });
}

test('every playable pit shows its worth; the best move is played and the next position weighed', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human');
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  assert.equal(await page.locator('#btn-analyse').innerText(), 'Analysis: off');
  await pressInMore(page, '#btn-analyse');
  assert.equal(await page.locator('#btn-analyse').innerText(), 'Analysis: on');
  await worthShown(page, 6);
  const worth = await shown(page);
  assert.deepEqual(Object.keys(worth).sort(), ['0', '1', '2', '3', '4', '5']);
  // An estimate is marked as one (≈); a win or loss the search sees is said in words.
  for (const w of Object.values(worth)) assert.match(w, /^(\u2248([+\u2212]\d+(\.\d)?|0)|wins|loses)$/);
  const said = await page.locator('.pits button[data-pit="0"]').getAttribute('aria-description');
  assert.ok(said.endsWith(`Analysis, 8 moves deep: ${worth['0'].replace('\u2248', '')}`), said);
  await page.screenshot({ path: join(SHOTS, 'analysis.png') });
  // The best move: one of the pits with the highest worth shown.
  const number = (w) => (w === 'wins' ? 99 : w === 'loses' ? -99 : Number(w.replace('\u2248', '').replace('\u2212', '-')));
  const top = Math.max(...Object.values(worth).map(number));
  await page.evaluate(() => {
    window.moves = [];
    addEventListener('move', (e) => window.moves.push(e.detail.move));
  });
  await page.click('#btn-best');
  await settle(page);
  const [played] = await page.evaluate(() => window.moves);
  assert.equal(number(worth[played.pit]), top, `pit ${played.pit + 1} was the best: ${JSON.stringify(worth)}`);
  // North's turn now: its six pits are weighed in turn.
  await page.waitForFunction(() => [...document.querySelectorAll('.pits .worth:not([hidden])')]
    .every((w) => Number(w.parentElement.querySelector('button').dataset.pit) >= 6)
    && document.querySelectorAll('.pits .worth:not([hidden])').length > 0, null, { timeout: WAIT_MS });
  // Off again: nothing shown.
  await pressInMore(page, '#btn-analyse');
  await worthShown(page, 0);
});

test('in French the worth is written with a decimal comma', async ({ shared }) => {
  const { page } = await shared.open('?variant=kalah&opponent=human&lang=fr');
  await pressInMore(page, '#btn-analyse');
  assert.equal(await page.locator('#btn-analyse').innerText(), 'Analyse\u00a0: activée');
  await worthShown(page, 6);
  for (const w of Object.values(await shown(page))) assert.match(w, /^(\u2248([+\u2212]\d+(,\d)?|0)|gagne|perd)$/);
});

test('an Oware endgame is weighed exactly, from the table the worker builds', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-international&opponent=human');
  // Five seeds on the board: the worker's table reaches them within a second.
  await page.evaluate(() => window.mancala.app.loadPosition({
    variant: 'oware-international', toMove: 0, pits: [0, 0, 0, 1, 2, 0, 0, 1, 0, 0, 1, 0], stores: [20, 23],
  }));
  await pressInMore(page, '#btn-analyse');
  await worthShown(page, 2);
  const worth = await shown(page);
  assert.deepEqual(Object.keys(worth).sort(), ['3', '4']);
  for (const w of Object.values(worth)) assert.match(w, /^(wins by \d+|draw|loses by \d+)$/);
  const said = await page.locator('.pits button[data-pit="4"]').getAttribute('aria-description');
  assert.ok(said.endsWith(`Endgame table, exact: ${worth['4']}`), said);
  await page.screenshot({ path: join(SHOTS, 'analysis-endgame.png') });
});
