// End-to-end: the board a screen reader walks. Over the canvas (the picture) lies a grid of
// controls in the board's own rows, a button over each pit and a cell over each store, each named
// with its number, owner, seeds (and cowries) and whether it can be played; the arrows move
// among them as on the board, Enter plays; after a move, the live region tells it in order, and
// the computer's answer is told after it, never instead of it. The accessibility tree of a known
// Oware and a known Omweso position is compared with tests/e2e/aria/*.yml.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { settle } from './board.js';
import { ROOT } from './servers.js';

/** Oware Abapa, South to move, with seeds in both stores (48 in all). */
const OWARE = { variant: 'oware-abapa', pits: [0, 1, 2, 3, 4, 5, 6, 0, 3, 12, 1, 2], stores: [5, 4] };

/** Omweso, South to move: South's inner row 2 to 5 seeds, 4 in its outer row, North's 16 plots 2 seeds each. */
const OMWESO = {
  variant: 'omweso',
  pits: [0, 0, 0, 0, 0, 0, 1, 3, 2, 3, 4, 5, 2, 3, 4, 5, ...Array(16).fill(2)],
};

/** The grid's accessibility tree, as Playwright's ARIA snapshot writes it. */
const tree = (page) => page.locator('#pits').ariaSnapshot();

/** The expected tree in tests/e2e/aria/`name`.yml. */
const expected = async (name) => (await readFile(join(ROOT, 'tests', 'e2e', 'aria', `${name}.yml`), 'utf8')).trimEnd();

/** The pit control with the keyboard's focus: its pit and its name. */
const focused = (page) => page.evaluate(() => ({
  pit: Number(document.activeElement?.dataset.pit),
  label: document.activeElement?.getAttribute('aria-label'),
}));

test('the accessibility tree of a known Oware and a known Omweso position', async ({ shared }) => {
  const { page } = await shared.open('?opponent=human');
  for (const [name, position] of [['oware-abapa', OWARE], ['omweso', OMWESO]]) {
    await page.evaluate((p) => window.mancala.app.loadPosition(p), position);
    await settle(page);
    assert.equal(await tree(page), await expected(name), name);
  }
});

test('the keyboard walks the pits as on the board: one Tab stop, arrows, Enter plays', async ({ shared }) => {
  const { page } = await shared.open('?opponent=human');
  await page.evaluate((p) => window.mancala.app.loadPosition(p), OWARE);
  await settle(page);
  // The board is one Tab stop: the first pit that can be played (pit 1 holds no seed).
  assert.deepEqual(await page.locator('#pits button[tabindex="0"]').evaluateAll((b) => b.map((e) => e.dataset.pit)), ['1']);
  // From the toolbar's last button, "More", Tab leads on to the board.
  await page.locator('#btn-more').focus();
  let reached = false;
  for (let i = 0; i < 20 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = !Number.isNaN((await focused(page)).pit);
  }
  assert.ok(reached, 'Tab reaches the board');
  assert.deepEqual(await focused(page), { pit: 1, label: 'Pit 2, 1 seed, Player 1\'s side, can be played' });
  // Right along South's row, up to North's row above, left along it (counter-clockwise as
  // the board shows it: North's pit 10 lies left of pit 9).
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).pit, 2);
  await page.keyboard.press('ArrowUp');
  assert.deepEqual(await focused(page), { pit: 9, label: "Pit 10, 12 seeds, Player 2's side" });
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-disabled')), 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).pit, 3);
  // The preview's facts, for the pit with the focus.
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-description')),
    'Play pit 4: it sows 3 seeds and takes nothing.');
  await page.screenshot({ path: join(SHOTS, 'board-grid-focus.png') });
  await page.keyboard.press('Enter');
  await settle(page);
  assert.deepEqual((await page.evaluate(() => window.mancala.gamePosition())).pits.slice(3, 7), [0, 5, 6, 7]);
  assert.equal(await page.locator('#announce > :last-child').textContent(),
    'Player 1 sows 3 seeds from pit 4. Nothing is captured. Score 5 to 4. Player 2 to move.');
  // The focus stays on the pit played, whose words follow the board.
  assert.deepEqual(await focused(page), { pit: 3, label: "Pit 4, no seeds, Player 1's side" });
});

test('in Omweso the arrows go from row to row of the 4×8 board', async ({ shared }) => {
  const { page } = await shared.open('?opponent=human');
  await page.evaluate((p) => window.mancala.app.loadPosition(p), OMWESO);
  await settle(page);
  await page.locator('#pits button[tabindex="0"]').focus();
  assert.equal((await focused(page)).pit, 7, 'the first pit that can be played: South\'s outer row, right end');
  const seen = [];
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
    await page.keyboard.press(key);
    seen.push((await focused(page)).pit);
  }
  // Up the right-hand column through the four rows (South's inner row, North's inner row, its
  // outer row) and no further; then left along North's outer row and down to its inner row.
  assert.deepEqual(seen, [8, 31, 16, 16, 17, 30]);
});

test("the computer's answer is told after the player's move, not instead of it", async ({ shared }) => {
  const { page } = await shared.open('?opponent=ai-1');
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  await page.locator('#pits button[tabindex="0"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#announce > *').length >= 2, null, { timeout: WAIT_MS });
  const told = await page.locator('#announce > *').allTextContents();
  assert.match(told[0], /^You sow 4 seeds from pit 1\. Nothing is captured\. Score 0 to 0\. The computer to move\.$/);
  assert.match(told[1], /^The computer sows \d+ seeds from pit \d+\. .*Your turn\.$/);
  assert.equal(await page.locator('#announce').getAttribute('aria-live'), 'polite');
});
