// End-to-end tests of the <mancala-game> element on the example page www/embed.html, served
// as plain static files with the CSP header: two games drawn and independent, live attributes,
// the move and gameover events, French, keyboard-only play, kiosk mode, no CSP violation and
// no request outside the page's origin. Screenshots go to screenshots/embed*.png.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { VARIANTS } from './variants.js';


const { describe } = test;

/** The test's browser and server (the fixture of fixtures.js). */
let shared;
test.beforeEach(({ shared: s }) => {
  shared = s;
});

/**
 * Opens the example page and waits for both games. Returns the page and what went wrong on
 * it: console errors, page errors, CSP violations, failed or foreign requests; and warnings.
 */
async function open(viewport = { width: 1280, height: 900 }) {
  const opened = await shared.open('www/embed.html', {
    viewport,
    elements: true,
    init: () => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        // The page's CSP forbids eval, so code run by eval is Playwright's: in Firefox, the
        // style it adds before each screenshot (PLAYWRIGHT_SCREENSHOT_STYLE in fixtures.js).
        if (/ > eval$/.test(decodeURIComponent(e.sourceFile))) return;
        window.cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`);
      });
      window.events = [];
      for (const type of ['move', 'gameover']) {
        document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
      }
    },
  });
  opened.page.on('request', (r) => {
    if (!r.url().startsWith(shared.server.url)) opened.problems.push(`request outside the origin: ${r.url()}`);
  });
  return opened;
}

/** What element `id` shows: `board()` of the element. */
const board = (page, id) => page.evaluate((i) => document.getElementById(i).board(), id);
/** The game's position in element `id`. */
const position = (page, id) => page.evaluate((i) => document.getElementById(i).position(), id);

async function settle(page, id) {
  await page.waitForFunction((i) => !document.getElementById(i).board().animating, id, { timeout: WAIT_MS });
}

/** How much of element `id`'s canvas is drawn. */
function drawn(page, id) {
  return page.evaluate((i) => {
    const canvas = document.getElementById(i).shadowRoot.getElementById('board');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let opaque = 0;
    const colours = new Set();
    for (let k = 0; k < data.length; k += 4) {
      if (data[k + 3] === 255) opaque += 1;
      colours.add(((data[k] >> 4) << 8) | ((data[k + 1] >> 4) << 4) | (data[k + 2] >> 4));
    }
    return { share: opaque / (canvas.width * canvas.height), colours: colours.size };
  }, id);
}

/** Clicks pit `pit` of element `id` where it is drawn. */
async function clickPit(page, id, pit) {
  await page.locator(`#${id} #board`).scrollIntoViewIfNeeded();
  const [x, y] = await page.evaluate(([i, p]) => document.getElementById(i).app.pitCenter(p), [id, pit]);
  const box = await page.locator(`#${id} #board`).boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}

async function finish(page, { context, problems }) {
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(problems, []);
  await context.close();
}

describe('the <mancala-game> element on www/embed.html', () => {
  test('two games are drawn and play independently; no CSP violation, nothing from elsewhere', async () => {
    const opened = await open();
    const { page } = opened;
    for (const id of ['oware', 'kauri']) {
      const d = await drawn(page, id);
      assert.ok(d.share > 0.2 && d.colours > 20, `${id} is not drawn: ${JSON.stringify(d)}`);
    }
    assert.equal((await board(page, 'oware')).variant, 'oware-abapa');
    assert.equal((await board(page, 'kauri')).variant, 'kauri');
    assert.equal((await board(page, 'oware')).opponent, 'computer');
    const owareBefore = await position(page, 'oware');
    const kauriBefore = await position(page, 'kauri');
    await page.screenshot({ path: join(SHOTS, 'embed.png') });
    await page.evaluate(() => document.getElementById('kauri').app.setSpeed(Infinity));
    await clickPit(page, 'kauri', 2);
    await settle(page, 'kauri');
    const kauriAfter = await position(page, 'kauri');
    assert.notDeepEqual(kauriAfter.pits, kauriBefore.pits, 'the clicked game changed');
    assert.equal(kauriAfter.toMove, 1);
    assert.deepEqual(await position(page, 'oware'), owareBefore, 'the other game did not');
    // The Oware game against the computer: the worker answers.
    await page.evaluate(() => document.getElementById('oware').app.setSpeed(Infinity));
    await clickPit(page, 'oware', 3);
    await page.waitForFunction(() => {
      const g = document.getElementById('oware');
      return g.position().toMove === 0 && !g.board().animating;
    }, null, { timeout: WAIT_MS });
    const played = await page.evaluate(() => window.events.filter((e) => e.id === 'oware').map((e) => e.detail.player));
    assert.deepEqual(played, [0, 1], 'a move by the person, then one by the computer');
    assert.deepEqual(await position(page, 'kauri'), kauriAfter);
    await page.screenshot({ path: join(SHOTS, 'embed-played.png') });
    await finish(page, opened);
  });

  test('attributes are live; a bad value is warned about and changes nothing', async () => {
    const opened = await open();
    const { page, warnings } = opened;
    const owareBefore = await position(page, 'oware');
    await page.evaluate(() => document.getElementById('kauri').setAttribute('variant', 'woaley'));
    assert.equal((await board(page, 'kauri')).variant, 'woaley');
    assert.deepEqual(await position(page, 'oware'), owareBefore);

    await page.evaluate(() => document.getElementById('kauri').setAttribute('variant', 'owari'));
    assert.equal((await board(page, 'kauri')).variant, 'woaley', 'an unknown game changes nothing');
    // Said in the element's own language (this one speaks French).
    assert.match(await page.locator('#kauri #status').innerText(), /^Il n’y a pas de jeu nommé «\u202fowari\u202f»\u202f; les jeux sont oware-abapa, /);
    assert.ok(warnings.some((w) => /variant="owari"/.test(w)), warnings.join('\n'));

    await page.evaluate(() => document.getElementById('kauri').setAttribute('opponent', 'ai-4'));
    assert.equal((await board(page, 'kauri')).opponent, 'computer');
    assert.match(await page.locator('#kauri #btn-level').innerText(), /4\/5/);
    await page.evaluate(() => {
      const g = document.getElementById('kauri');
      g.setAttribute('opponent', 'robot');
      g.setAttribute('level', '9');
      g.setAttribute('idle', '-3');
      g.setAttribute('lang', 'tlh');
    });
    assert.equal((await board(page, 'kauri')).opponent, 'computer', 'a bad opponent changes nothing');
    for (const bad of ['opponent="robot"', 'level="9"', 'idle="-3"', 'lang="tlh"']) {
      assert.ok(warnings.some((w) => w.includes(bad)), `no warning for ${bad}`);
    }
    await finish(page, opened);
  });

  test('move and gameover events carry the move, the position and the outcome', async () => {
    const opened = await open();
    const { page } = opened;
    await page.evaluate(() => {
      const g = document.getElementById('oware');
      g.setAttribute('opponent', 'human');
      g.app.setSpeed(Infinity);
      // Pit 5 (one seed) makes two in pit 6: 23 + 2 = 25 seeds, South wins.
      g.loadPosition({ variant: 'oware-abapa', pits: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 8], stores: [23, 14] });
    });
    await assert.rejects(
      page.evaluate(() => document.getElementById('oware').loadPosition({ variant: 'oware-abapa', pits: [1] })),
      /oware-abapa has 12 pits on a 2×6 board, but 1 were given/,
    );
    await clickPit(page, 'oware', 5);
    await page.waitForFunction(() => window.events.some((e) => e.type === 'gameover'), null, { timeout: WAIT_MS });
    const events = await page.evaluate(() => window.events);
    const move = events.find((e) => e.type === 'move');
    assert.equal(move.id, 'oware');
    assert.equal(move.detail.player, 0);
    assert.deepEqual(move.detail.move, { pit: 5 });
    assert.deepEqual(move.detail.position.stores, [25, 14]);
    const over = events.find((e) => e.type === 'gameover');
    assert.equal(over.detail.winner, 0);
    assert.deepEqual(over.detail.stores, [25, 14]);
    assert.equal(typeof over.detail.reason, 'string');
    assert.equal(events.filter((e) => e.type === 'gameover').length, 1, 'the end is reported once');
    assert.ok(await page.locator('#oware #gameover').isVisible());
    assert.equal(await page.locator('#oware #gameover-reason').innerText(), '25 seeds. Final score 25–14.');
    await page.screenshot({ path: join(SHOTS, 'embed-gameover.png') });
    await finish(page, opened);
  });

  test('the game menu of one element starts a game in that element only', async () => {
    const opened = await open();
    const { page } = opened;
    const owareBefore = await position(page, 'oware');
    await page.click('#kauri #btn-games');
    await page.locator('#kauri #menu').waitFor({ state: 'visible' });
    assert.ok(await page.locator('#oware #menu').isHidden());
    assert.equal(await page.locator('#kauri #menu-list button.variant').count(), VARIANTS.length);
    await page.click('#kauri button.variant[data-variant="gore"]');
    assert.equal((await board(page, 'kauri')).variant, 'gore');
    assert.ok(await page.locator('#kauri #menu').isHidden());
    assert.deepEqual(await position(page, 'oware'), owareBefore);
    await finish(page, opened);
  });

  test('prefers-reduced-motion reaches the games inside the elements', async ({ browserName }) => {
    test.skip(browserName === 'firefox', 'Playwright cannot emulate prefers-reduced-motion over WebDriver BiDi');
    const { context, page } = await shared.open('www/embed.html', { reducedMotion: 'reduce', elements: true });
    assert.equal((await board(page, 'oware')).reducedMotion, true);
    // Moves are shown in calm motion, at the usual pace (tests/e2e/calm-motion.test.js).
    assert.match(await page.locator('#oware #btn-speed').innerText(), /normal/);
    await context.close();
  });

  test('an element removed during its demo stops cleanly, and one added later plays', async () => {
    const opened = await open();
    const { page } = opened;
    await page.evaluate(() => {
      const g = document.getElementById('kauri');
      g.setAttribute('idle', '0.5');
      g.setAttribute('kiosk', '');
    });
    await page.waitForFunction(() => document.getElementById('kauri').board().opponent === 'demo', null, { timeout: WAIT_MS });
    // Once the demo has moved, its worker has loaded its module: what the removal stops is the
    // pause before the next move, not a download (an aborted request is a failed one).
    const start = await page.evaluate(() => JSON.stringify(document.getElementById('kauri').position().pits));
    await page.waitForFunction((s) => JSON.stringify(document.getElementById('kauri').position().pits) !== s, start, { timeout: WAIT_MS });
    await page.evaluate(() => document.getElementById('kauri').remove());
    await page.waitForTimeout(2_000); // past the demo's pause before the computer's move
    await page.evaluate(async () => {
      const g = document.createElement('mancala-game');
      g.id = 'late';
      g.setAttribute('variant', 'woaley');
      document.querySelector('.games').append(g);
      await g.ready;
    });
    assert.equal((await board(page, 'late')).variant, 'woaley');
    await page.evaluate(() => document.getElementById('late').app.setSpeed(Infinity));
    await clickPit(page, 'late', 2);
    await settle(page, 'late');
    assert.equal((await position(page, 'late')).toMove, 1);
    await finish(page, opened);
  });

  test('lang="fr" gives the French interface, and lang is live', async () => {
    const opened = await open();
    const { page } = opened;
    assert.equal(await page.locator('#kauri #btn-new').innerText(), 'Nouvelle partie');
    assert.equal(await page.locator('#oware #btn-new').innerText(), 'New game');
    assert.equal(await page.evaluate(() => document.getElementById('kauri').app.language), 'fr');
    // A French game inside an English lesson page leaves the page's own language alone.
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.evaluate(() => document.getElementById('oware').setAttribute('lang', 'fr-CI'));
    assert.equal(await page.locator('#oware #btn-new').innerText(), 'Nouvelle partie');
    await page.evaluate(() => document.getElementById('kauri').setAttribute('lang', 'en'));
    assert.equal(await page.locator('#kauri #btn-new').innerText(), 'New game');
    await page.screenshot({ path: join(SHOTS, 'embed-languages.png') });
    await finish(page, opened);
  });

  test('keyboard only: Tab to the board, an arrow, Enter play a whole Oware move', async () => {
    const opened = await open();
    const { page } = opened;
    await page.evaluate(() => document.getElementById('oware').app.setSpeed(Infinity));
    const before = await position(page, 'oware');
    let onBoard = false;
    for (let i = 0; i < 20 && !onBoard; i += 1) {
      await page.keyboard.press('Tab');
      onBoard = await page.evaluate(() => document.activeElement?.id === 'oware'
        && document.activeElement.shadowRoot.activeElement?.dataset.pit === '0');
    }
    assert.ok(onBoard, 'Tab reaches the first pit that can be played');
    const focused = () => page.evaluate(() => {
      const pit = document.getElementById('oware').shadowRoot.activeElement;
      return { pit: pit.dataset.pit, label: pit.getAttribute('aria-label'), outline: getComputedStyle(pit).outlineStyle };
    });
    assert.notEqual((await focused()).outline, 'none', 'the focused pit shows it');
    await page.keyboard.press('ArrowRight');
    // The pit the focus reaches tells what it is.
    assert.deepEqual(await focused(), { pit: '1', label: 'Pit 2, 4 seeds, your side, can be played', outline: 'solid' });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.events.some((e) => e.id === 'oware'), null, { timeout: WAIT_MS });
    const first = await page.evaluate(() => window.events.find((e) => e.id === 'oware').detail);
    assert.deepEqual(first.move, { pit: 1 });
    assert.notDeepEqual(first.position.pits, before.pits);
    // The move is told to screen readers in this element's own live region, not the other's.
    // (By now the computer may have answered: its move is told after this one.)
    assert.match(await page.locator('#oware #announce > :first-child').textContent(), /^(You sow|The computer sows) (\d+ seeds|1 seed) from pit \d+\./);
    assert.equal(await page.locator('#kauri #announce').textContent(), '');
    assert.equal(await page.locator('#oware #announce').getAttribute('aria-live'), 'polite');
    await finish(page, opened);
  });

  test('kiosk: after the idle time the computer plays itself; a click starts a game for a person', async () => {
    const opened = await open();
    const { page } = opened;
    await page.evaluate(() => {
      const g = document.getElementById('oware');
      g.setAttribute('idle', '2');
      g.setAttribute('kiosk', '');
    });
    const banner = page.locator('#oware #attract');
    assert.ok(await banner.isHidden());
    await page.waitForFunction(() => document.getElementById('oware').board().opponent === 'demo', null, { timeout: WAIT_MS });
    assert.ok(await banner.isVisible());
    assert.equal(await page.locator('#oware #attract-banner').innerText(), 'Touch the board to play!');
    await page.evaluate(() => document.getElementById('oware').app.setSpeed(4));
    await page.waitForFunction(() => window.events.filter((e) => e.id === 'oware').length >= 2, null, { timeout: WAIT_MS });
    const players = await page.evaluate(() => window.events.filter((e) => e.id === 'oware').map((e) => e.detail.player));
    assert.deepEqual(players.slice(0, 2), [0, 1], 'the computer plays both sides');
    await page.screenshot({ path: join(SHOTS, 'embed-kiosk.png') });
    const menu = await page.evaluate(() => {
      const e = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
      document.getElementById('oware').shadowRoot.getElementById('board').dispatchEvent(e);
      return e.defaultPrevented;
    });
    assert.ok(menu, 'no context menu in kiosk mode');
    const userSelect = await page.evaluate(() => getComputedStyle(document.getElementById('oware')).userSelect);
    assert.equal(userSelect, 'none');
    const box = await page.locator('#oware').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const b = await board(page, 'oware');
    assert.equal(b.opponent, 'computer', 'the attribute\'s opponent is back');
    assert.deepEqual((await position(page, 'oware')).pits, Array(12).fill(4), 'a fresh game');
    assert.deepEqual(b.playable, [0, 1, 2, 3, 4, 5], 'the waking click played nothing');
    assert.ok(await banner.isHidden());
    await finish(page, opened);
  });
});
