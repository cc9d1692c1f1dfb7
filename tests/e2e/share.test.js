// End-to-end: replaying and sharing a game on index.html, as a visitor does. Moves are stepped
// back and forward (each sown again), "Copy link" puts the game in the address and on the
// clipboard, the link opens the same game in another tab, ready to be replayed; a damaged link
// is said and a fresh game starts; a fragment that is no game link is left alone; an element
// uses its host page's address only with the `address` attribute.
// Screenshot: screenshots/replay.png.
import { pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { clickPit, settle } from './board.js';

const shown = (page) => page.evaluate(() => window.mancala.position());
const moves = (page) => page.evaluate(() => window.mancala.gamePosition());

test('moves are stepped back and forward, and a copied link opens the same game', async ({ shared, baseURL }) => {
  const { context, page } = await shared.open('?variant=kauri', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.evaluate(() => window.mancala.app.setSpeed(6));
  const boards = [(await shown(page)).pits];
  for (const pit of [1, 7, 2, 8]) {
    await clickPit(page, pit);
    await settle(page);
    boards.push((await shown(page)).pits);
  }
  assert.equal(await page.locator('#btn-forward').isDisabled(), true);

  await page.click('#btn-back');
  await page.click('#btn-back');
  assert.deepEqual((await shown(page)).pits, boards[2]);
  assert.match(await page.locator('#status').innerText(), /^Move 2 of 4\./);
  await page.screenshot({ path: join(SHOTS, 'replay.png') });
  // Whether the board sows the move again, seen by the page as it happens (a check after the
  // click could come after a quick sowing).
  await page.evaluate(() => {
    const board = document.getElementById('board');
    window.sown = false;
    new MutationObserver(() => { window.sown ||= board.dataset.animating === 'true'; })
      .observe(board, { attributeFilter: ['data-animating'] });
  });
  await page.click('#btn-forward');
  await settle(page);
  assert.equal(await page.evaluate(() => window.sown), true, 'the move is sown again');
  assert.deepEqual((await shown(page)).pits, boards[3]);
  await page.click('#btn-forward');
  await settle(page);
  assert.deepEqual((await shown(page)).pits, boards[4]);
  assert.equal(await page.locator('#btn-forward').isDisabled(), true);

  await pressInMore(page, '#btn-share');
  await page.waitForFunction(() => !document.querySelector('#note').hidden);
  assert.match(await page.locator('#note').innerText(), /copied/);
  const address = page.url();
  assert.match(address, /#game=1\.kauri\./);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
  assert.equal(await page.evaluate(() => window.mancala.app.toLink()), new URL(address).hash.slice(1));

  // The link in another tab: the same game, ready to be stepped back through.
  const other = await context.newPage();
  await other.goto(address);
  await other.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.deepEqual((await shown(other)).pits, boards[4]);
  assert.deepEqual(await moves(other), await moves(page));
  assert.match(await other.locator('#status').innerText(), /^Move 4 of 4\./);
  await other.click('#btn-back');
  assert.deepEqual((await shown(other)).pits, boards[3]);
  await other.close();
  assert.equal(new URL(baseURL).origin, new URL(address).origin);
});

test('a damaged link is said and a fresh game starts; other fragments are left alone', async ({ shared }) => {
  const { page, warnings } = await shared.open('?variant=gore#game=1.gore.Q!z');
  assert.equal((await shown(page)).variant, 'gore');
  assert.equal(await page.evaluate(() => window.mancala.app.toLink()), 'game=1.gore', 'no move played');
  await page.waitForFunction(() => !document.querySelector('#note').hidden);
  assert.match(await page.locator('#note').innerText(), /damaged/);
  assert.ok(warnings.some((w) => w.includes("the address's game link")), warnings.join('\n'));
  assert.ok(page.url().endsWith('#game=1.gore.Q!z'), 'the address is left as it was');

  // A fragment that is not a game link, at start and pasted later: nothing happens.
  const { page: plain, warnings: quiet } = await shared.open('?variant=gore#rules');
  assert.equal(await plain.locator('#note').isHidden(), true);
  await plain.evaluate(() => { location.hash = '#elsewhere'; });
  await plain.evaluate(() => new Promise((r) => setTimeout(r, 0)));
  assert.equal(await plain.locator('#note').isHidden(), true);
  assert.deepEqual(quiet.filter((w) => w.startsWith('mancala:')), []);

  // A game link pasted into the address bar opens.
  const link = await plain.evaluate(() => {
    window.mancala.app.clickPit(0);
    return window.mancala.app.toLink();
  });
  await plain.evaluate(() => window.mancala.app.newGame());
  await plain.evaluate((l) => { location.hash = l; }, link);
  assert.notEqual(link, 'game=1.gore');
  await plain.waitForFunction((l) => window.mancala.app.toLink() === l, link);
});

test('an element uses its host page\'s address only when its author opts in', async ({ shared }) => {
  const { page } = await shared.open('tests/e2e/pages/address.html#game=1.oware-abapa.C', {
    elements: true,
  });
  const pits = (id) => page.evaluate((i) => document.getElementById(i).board().pits, id);
  assert.deepEqual(await pits('opted'), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
  assert.deepEqual(await pits('plain'), [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  const share = (id) => page.evaluate((i) => !document.getElementById(i).shadowRoot.getElementById('btn-share').hidden, id);
  assert.equal(await share('opted'), true);
  assert.equal(await share('plain'), false);
  // A page author's link, refused with its reason when damaged, the game unchanged.
  const error = await page.evaluate(() => {
    try {
      document.getElementById('plain').app.openLink('game=1.nowhere');
      return null;
    } catch (e) {
      return e.message;
    }
  });
  assert.match(error, /^openLink: /);
  assert.deepEqual(await pits('plain'), [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
});
