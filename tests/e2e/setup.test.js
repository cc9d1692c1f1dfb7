// End-to-end: set-up mode. "Set up a position" lets the visitor edit the board by clicks (a
// seed in, a seed out, a cowrie moved in Kauri, the stores, who moves), then "Play from here"
// starts a game from that position; a position the rules refuse is refused with the reason in
// words, the visitor still setting up and nothing changed; "Cancel" gives the game back. A
// screenshot: screenshots/setup.png.
import { closeMore, openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { clickPit, settle } from './board.js';

/** The board shown: while setting up, the position set up so far (without where it lies on the
 * canvas, which follows the room the controls leave it: a note under the board takes some). */
const shown = (page) => page.evaluate(() => {
  const { layout, ...board } = window.mancala.position();
  return board;
});

/** The position of the game on the table (null while setting up). */
const game = (page) => page.evaluate(() => window.mancala.gamePosition());

/**
 * Opens `variant` for two people, its moves shown at once, and enters set-up mode; returns the
 * page and the game's position before.
 */
async function setUp(shared, variant, lang = 'en') {
  const { page } = await shared.open(`?variant=${variant}&opponent=human&lang=${lang}`);
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  await settle(page);
  const before = await game(page);
  await pressInMore(page, '#btn-setup');
  assert.ok(await page.locator('#setup').isVisible(), 'set-up mode is on');
  assert.ok(await page.locator('#more').isHidden(), 'the "More" panel closed');
  // "Set up a position" is no longer offered in the "More" panel.
  await openMore(page);
  assert.ok(await page.locator('#btn-setup').isHidden());
  await closeMore(page);
  return { page, before };
}

/** Clicks the middle of player `player`'s store, as a visitor would. */
async function clickStore(page, player) {
  const box = await page.locator(`.pits [data-store="${player}"]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

// Every game is set up and played on from, and a position left unfinished is refused, natively
// through the page's model (src/model/setup/tests.rs); here, in the browser, the clicks on the
// canvas: seeds in Oware, seeds and cowries in Kauri, and a refusal on Omweso's four rows.
for (const variant of ['oware-abapa', 'kauri']) {
  test(`${variant}: a position set up by clicks is played on from`, async ({ shared }) => {
    const { page, before } = await setUp(shared, variant);
    const start = await shown(page);
    const from = start.pits.indexOf(Math.max(...start.pits));
    const to = (from + 1) % start.pits.length;
    // One seed from the fullest pit to the next one.
    await page.click('#btn-setup-take');
    assert.equal(await page.locator('#btn-setup-take').innerText(), 'Put seeds in');
    await clickPit(page, from);
    assert.match(await page.locator('#status').innerText(), /Still to place: 1 seed/);
    await page.click('#btn-setup-take');
    await clickPit(page, to);
    const moved = await shown(page);
    assert.equal(moved.pits[from], start.pits[from] - 1);
    assert.equal(moved.pits[to], start.pits[to] + 1);
    if (start.cowries.some((c) => c > 0)) {
      // Kauri: one cowrie to the next pit.
      const pit = start.cowries.findIndex((c) => c > 0);
      await page.click('#btn-setup-cowries');
      await page.click('#btn-setup-take');
      await clickPit(page, pit);
      await page.click('#btn-setup-take');
      await clickPit(page, (pit + 1) % 6);
      const placed = await shown(page);
      assert.equal(placed.cowries[pit], start.cowries[pit] - 1);
    }
    const setUpBoard = await shown(page);
    await page.click('#btn-setup-play');
    await settle(page);
    assert.ok(await page.locator('#setup').isHidden(), 'set-up mode is over');
    const now = await game(page);
    assert.ok(now, 'a game from the position');
    assert.deepEqual(now.pits, setUpBoard.pits);
    assert.deepEqual(now.stores ?? [0, 0], setUpBoard.stores);
    assert.deepEqual(now.cowries ?? setUpBoard.cowries.map(() => 0), setUpBoard.cowries);
    assert.deepEqual(now.owners ?? start.owners, start.owners, 'the owners as they were');
    assert.equal(now.toMove, before.toMove);
    await openMore(page);
    assert.ok(await page.locator('#btn-setup').isVisible(), 'offered again');
    await closeMore(page);
  });
}

for (const variant of ['omweso']) {
  test(`${variant}: a position with seeds left over is refused, its reason shown, nothing changed`, async ({ shared }) => {
    const { page, before } = await setUp(shared, variant);
    assert.equal(await game(page), null, 'nobody plays while a position is set up');
    await page.click('#btn-setup-take');
    const start = await shown(page);
    const from = start.pits.findIndex((s) => s > 0);
    await clickPit(page, from);
    const edited = await shown(page);
    await page.click('#btn-setup-play');
    assert.equal(await page.locator('#note').innerText(), 'Not everything is placed yet. Still to place: 1 seed.');
    assert.ok(await page.locator('#setup').isVisible(), 'still setting up');
    assert.deepEqual(await shown(page), edited, 'nothing changed');
    assert.equal(await game(page), null);
    // Cancel: the game as it was.
    await page.click('#btn-setup-cancel');
    assert.ok(await page.locator('#setup').isHidden());
    assert.deepEqual((await shown(page)).pits, start.pits);
    assert.deepEqual(await game(page), before);
  });
}

test('Oware: the stores, who moves and the keyboard; the page in French says why a position is refused', async ({ shared }) => {
  const { page } = await setUp(shared, 'oware-abapa');
  // The keyboard: "Take seeds out", Enter on pit 1, back to putting seeds in, Enter on North's
  // store (a Tab stop in set-up mode).
  await page.locator('#btn-setup-take').focus();
  await page.keyboard.press('Enter');
  await page.locator('.pits button[data-pit="0"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.click('#btn-setup-take');
  await page.locator('.pits [data-store="1"]').focus();
  await page.keyboard.press('Enter');
  // The mouse on South's store.
  await clickStore(page, 0);
  await page.click('#btn-setup-mover');
  assert.equal(await page.locator('#btn-setup-mover').innerText(), 'Player 2 moves');
  await page.screenshot({ path: join(SHOTS, 'setup.png') });
  await page.click('#btn-setup-play');
  await settle(page);
  const now = await game(page);
  assert.deepEqual(now.pits, [2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  assert.deepEqual(now.stores, [1, 1]);
  assert.equal(now.toMove, 1);
  // The analysis board weighs the position set up.
  await pressInMore(page, '#btn-analyse');
  await page.waitForFunction(() => document.querySelectorAll('.pits .worth:not([hidden])').length === 6);

  const { page: fr } = await setUp(shared, 'oware-abapa', 'fr');
  await fr.click('#btn-setup-clear');
  assert.deepEqual((await shown(fr)).pits, Array(12).fill(0));
  await fr.click('#btn-setup-play');
  assert.equal(await fr.locator('#note').innerText(), 'Tout n’est pas encore placé. À placer encore\u00a0: 48 graines.');
  assert.ok(await fr.locator('#setup').isVisible());
});
