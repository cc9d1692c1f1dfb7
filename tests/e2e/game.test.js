// End-to-end: every game in the page, played by clicking pits like a visitor. For each
// available variant: start a game, click several moves (the first one sown seed by seed, the
// others shown at once), and check that what the board shows matches the game's position.
// Screenshots of every board go to screenshots/ (landscape, a portrait phone, and a move in
// flight).
import { closeMore, openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { clickPit, settle } from './board.js';
import { VARIANTS } from './variants.js';

const { describe } = test;

/** The test's browser and server (the fixture of fixtures.js). */
let shared;
test.beforeEach(({ shared: s }) => {
  shared = s;
});

/** Opens index.html in a `viewport`. */
const open = (viewport) => shared.open('', viewport ? { viewport } : {});

const shown = (page) => page.evaluate(() => window.mancala.position());
const game = (page) => page.evaluate(() => window.mancala.gamePosition());

/** One turn as a visitor would play it; false when nothing could be played. */
async function playTurn(page, turn) {
  const s = await shown(page);
  if (s.toMove === null) return false;
  for (const id of ['#btn-arrange', '#btn-refuse']) {
    if (await page.locator(id).isVisible()) {
      await page.click(id);
      return true;
    }
  }
  if (s.playable.length === 0) return false;
  await clickPit(page, s.playable[(turn * 7) % s.playable.length]);
  return true;
}

describe('every game in the page', () => {
  for (const variant of VARIANTS) {
    test(`${variant}: clicks play moves and the board shows the game's position`, async () => {
      const { context, page, problems } = await open();
      await page.evaluate((v) => {
        window.mancala.app.newGame(v, 'hotseat');
        window.mancala.app.setSpeed(6);
      }, variant);
      const first = await shown(page);
      assert.equal(first.variant, variant);
      if (first.unavailable) {
        assert.match(await page.locator('#status').innerText(), /not available|choose another/i);
        await page.screenshot({ path: join(SHOTS, `${variant}-unavailable.png`) });
        assert.deepEqual(problems, []);
        await context.close();
        return;
      }
      let played = 0;
      for (let turn = 0; turn < 8; turn += 1) {
        if (!(await playTurn(page, turn))) break;
        played += 1;
        await settle(page);
        // The first move is sown seed by seed and must end on the game's position; the others
        // are shown at once (the renderer's timeline is the native suite's: its animation of
        // every game's moves, captures included, ends on the game's board).
        if (turn === 0) await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
        const [s, g] = [await shown(page), await game(page)];
        assert.deepEqual(s.pits, g.pits, `after turn ${turn}: the pits shown are the game's`);
        assert.deepEqual(s.stores, g.stores ?? [0, 0]);
        const labels = await page.locator('#board').getAttribute('data-pits');
        assert.equal(labels, g.pits.join(','));
      }
      assert.ok(played >= 3, `only ${played} turns could be played`);
      await page.screenshot({ path: join(SHOTS, `${variant}.png`) });
      // A move in flight, slowed so that it is still in flight when photographed; Skip ends it.
      await page.evaluate(() => {
        window.mancala.app.setSpeed(0.2);
        window.before = JSON.stringify(window.mancala.gamePosition());
      });
      if (await playTurn(page, 3)) {
        // The move played: the game's position is the move's while the board sows it.
        await page.waitForFunction(() => JSON.stringify(window.mancala.gamePosition()) !== window.before);
        await page.screenshot({ path: join(SHOTS, `${variant}-sowing.png`) });
        // Skip, in the "More" panel: a forced click, the button may already be disabled (a
        // short move), and a click must not wait for it to be enabled again. Skip closes the
        // panel; a disabled one leaves it open, and it is closed.
        await openMore(page);
        await page.click('#btn-skip', { force: true }).catch(() => {});
        await closeMore(page);
        await settle(page);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  test('a portrait phone shows the board turned, and it still plays', async () => {
    const { context, page, problems } = await open({ width: 390, height: 844 });
    await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
    const s = await shown(page);
    if (!s.unavailable && s.playable.length) {
      await clickPit(page, s.playable[0]);
      await settle(page);
      assert.deepEqual((await shown(page)).pits, (await game(page)).pits);
    }
    await page.screenshot({ path: join(SHOTS, 'portrait-phone.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('the menu lists every game with its rules and starts one', async () => {
    const { context, page, problems } = await open();
    await page.click('#btn-games');
    await assert.doesNotReject(page.locator('#menu').waitFor({ state: 'visible' }));
    assert.equal(await page.locator('#menu-list button.variant').count(), VARIANTS.length);
    await page.screenshot({ path: join(SHOTS, 'menu.png') });
    await page.click('button.variant[data-variant="woaley"]');
    assert.equal((await shown(page)).variant, 'woaley');
    assert.ok(await page.locator('#menu').isHidden());
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('against the computer, it answers from its worker', async () => {
    const { context, page, problems } = await open();
    await page.evaluate(() => {
      window.mancala.app.newGame('woaley', 'computer');
      window.mancala.app.setSpeed(Infinity);
    });
    const s = await shown(page);
    await clickPit(page, s.playable[0]);
    await page.waitForFunction(() => window.mancala.gamePosition()?.toMove === 0 && !window.mancala.position().animating,
      null, { timeout: WAIT_MS });
    assert.equal((await page.evaluate(() => window.mancala.app.gamePosition())).toMove, 0);
    assert.match(await page.locator('#btn-opponent').innerText(), /vs computer/);
    await page.click('#btn-undo');
    assert.deepEqual((await game(page)).pits, Array(12).fill(4));
    // The level button shows against the computer only, names the level, starts at the
    // beginner's and goes 2, 3, 4, 5, 1.
    const names = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'];
    assert.equal(await page.locator('#btn-level').innerText(), 'Beginner · level 1/5');
    for (const n of [2, 3, 4, 5, 1]) {
      await pressInMore(page, '#btn-level');
      assert.equal(await page.locator('#btn-level').innerText(), `${names[n - 1]} · level ${n}/5`);
    }
    // The "More" panel stays open after each choice; the level goes with the computer.
    assert.equal(await page.locator('#btn-level').isVisible(), true);
    await pressInMore(page, '#btn-opponent');
    assert.equal(await page.locator('#more').isVisible(), true, 'the panel stays open');
    assert.match(await page.locator('#btn-opponent').innerText(), /two players/i);
    assert.equal(await page.locator('#btn-level').isVisible(), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('without a Web Worker the computer still thinks and answers, on the page', async () => {
    const { context, page, problems } = await shared.open('', {
      init: () => {
        delete window.Worker;
      },
    });
    await page.evaluate(() => {
      window.mancala.app.newGame('oware-abapa', 'computer');
      window.mancala.app.setSpeed(Infinity);
    });
    await clickPit(page, 2);
    await page.waitForFunction(() => window.mancala.gamePosition().toMove === 0 && !window.mancala.position().animating,
      null, { timeout: WAIT_MS });
    const after = await game(page);
    assert.equal(after.pits.reduce((a, b) => a + b, 0) + after.stores[0] + after.stores[1], 48);
    // The computer sowed one of its pits (at most 5 seeds: the pit it emptied stays empty).
    assert.ok(after.pits.slice(6).includes(0), `the computer has sown: ${after.pits}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("index.html reads its settings from the address with the element's parser", async () => {
    const { context, page, warnings } = await shared.open('?variant=kauri&opponent=ai-3&level=9');
    const s = await shown(page);
    assert.equal(s.variant, 'kauri');
    assert.equal(s.opponent, 'computer');
    assert.equal(await page.locator('#btn-level').innerText(), 'Medium · level 3/5');
    assert.ok(warnings.some((w) => w.includes('level="9"')), warnings.join('\n'));
    await context.close();
  });
});

describe('Goré: a player with no seed to sow', () => {
  // Player 1 owns four empty holes; player 2 holds 6 seeds on the board and 12 in store, enough
  // to pay for two holes. Player 1 may offer holes, or make no offer and pass.
  const NO_SEED = { variant: 'gore', toMove: 0, pits: [0, 0, 0, 0, 0, 0, 4, 2], stores: [30, 12] };

  /** index.html (with `query`) at that position against `opponent`; its "No offer" button shown. */
  async function openNoSeed(query, opponent) {
    const opened = await shared.open(query);
    await opened.page.evaluate(([position, against]) => {
      window.mancala.app.newGame('gore', against);
      window.mancala.app.setSpeed(Infinity);
      window.mancala.app.loadPosition(position);
    }, [NO_SEED, opponent]);
    const noOffer = opened.page.locator('#btn-no-offer');
    await noOffer.waitFor({ state: 'visible' });
    return { ...opened, noOffer };
  }

  test('"No offer" passes the turn; the computer then sows', async () => {
    const { context, page, problems, noOffer } = await openNoSeed('', 'computer');
    assert.equal(await noOffer.innerText(), 'No offer');
    assert.equal(await page.locator('#btn-offer').isVisible(), true);
    assert.equal(await page.locator('#status').innerText(),
      'You have no seed to sow: offer holes, or choose “No offer” to pass');
    await page.screenshot({ path: join(SHOTS, 'gore-no-offer.png') });
    await noOffer.click();
    const backToPlayer1 = () => page.waitForFunction(
      () => window.mancala.gamePosition()?.toMove === 0 && !window.mancala.position().animating, null, { timeout: WAIT_MS });
    await backToPlayer1();
    // The computer may offer holes before it sows (player 1's store pays for them): refused.
    if (await page.locator('#btn-refuse').isVisible()) {
      await page.click('#btn-refuse');
      await backToPlayer1();
    }
    const after = await game(page);
    assert.notDeepEqual(after.pits, NO_SEED.pits, 'the computer has sown');
    assert.equal(after.pits.slice(0, 4).some((n) => n > 0), true, 'its seeds reached player 1');
    assert.equal(await noOffer.isVisible(), false, 'player 1 has seeds now');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('in French the button and the status are French', async () => {
    const { context, page, problems, noOffer } = await openNoSeed('?lang=fr', 'hotseat');
    assert.equal(await noOffer.innerText(), "Pas d’offre");
    assert.match(await page.locator('#status').innerText(), /^Le joueur 1 n’a aucune graine à semer/);
    await noOffer.click();
    await page.waitForFunction(() => window.mancala.gamePosition()?.toMove === 1, null, { timeout: WAIT_MS });
    assert.match(await page.locator('#announce > :last-child').textContent(), /^Joueur 1\u00a0: pas d’offre et aucune graine à semer, la main passe\./);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
