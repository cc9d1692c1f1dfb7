// End-to-end: zoom and reflow (WCAG 1.4.10 Reflow, 1.4.4 Resize text). index.html at 320 CSS px
// wide (a phone upright, or 1280 px at 400 %), at 200 % zoom of a 1280×800 screen (640×400 CSS
// px, two device pixels to the CSS pixel, as the browser's zoom makes it) and at 320×256 (a
// phone on its side, zoomed): in English, French and Spanish (their words are the longest), on
// every screen — the board after a move, the "More" panel, the games menu, a house-rules panel,
// the game-over panel and a lesson's step. On each, the page never scrolls sideways; no control,
// heading or text lies outside the window's width, overflows its box or is clipped where no
// scrolling reaches it; the board is drawn within the width, every pit at least 24 CSS px
// across (WCAG 2.5.8); and a pit clicked with the mouse plays. Screenshots of each screen go to screenshots/
// (reflow-<width>x<height>-<lang>-<screen>.png).
import { closeMore, openMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { VARIANTS } from './variants.js';

/** The windows: a 320-px phone upright, 200 % zoom of 1280×800, and 320 px on its side. */
const WINDOWS = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { name: '320 px on its side', viewport: { width: 320, height: 256 }, deviceScaleFactor: 2 },
];

const LANGS = ['en', 'fr', 'es'];

/** The smallest pit a finger or a mouse may be asked to hit (WCAG 2.5.8, 24 CSS px). */
const MIN_PIT_PX = 24;

/**
 * What is wrong with the page's layout now, in the page: a list of sentences, empty when all is
 * well. Rounding gets one CSS pixel of slack.
 */
function layoutProblems() {
  const out = [];
  const W = window.innerWidth;
  const H = window.innerHeight;
  const root = document.documentElement;
  const name = (e) => {
    const id = e.id ? `#${e.id}` : '';
    const cls = !id && typeof e.className === 'string' && e.className ? `.${e.className.split(' ')[0]}` : '';
    const text = (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${e.localName}${id}${cls}${text ? ` “${text}”` : ''}`;
  };
  if (root.scrollWidth > W + 1) out.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${W}`);
  if (document.body.scrollWidth > W + 1) out.push(`the body is ${document.body.scrollWidth} px wide in ${W}`);
  // Whether the window scrolls up and down: the root's overflow, or the body's when the root's
  // is visible (CSS Overflow 3, "propagation to the viewport").
  const viewportOverflow = () => {
    const r = getComputedStyle(root).overflowY;
    return r === 'visible' ? getComputedStyle(document.body).overflowY : r;
  };
  const windowScrolls = !['hidden', 'clip'].includes(viewportOverflow());
  // Out of sight for screen readers only: the class, or the same 1-px box clipped away by a
  // layout's own rule (the game's name in the toolbar of a phone held upright or on its side).
  const clippedAway = (e) => {
    for (let a = e; a; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && getComputedStyle(a).clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('.visually-hidden') && !clippedAway(e);
  const all = [...document.querySelectorAll('*')].filter(shown);
  for (const e of all) {
    const s = getComputedStyle(e);
    // No box scrolls sideways (a box scrolling up and down is fine: its own scrollbar).
    if (['auto', 'scroll'].includes(s.overflowX) && e !== root && e !== document.body
        && e.scrollWidth > e.clientWidth + 1) {
      out.push(`${name(e)} scrolls sideways: ${e.scrollWidth} px in ${e.clientWidth}`);
    }
  }
  const checked = all.filter((e) => e.matches(
    'button, h1, h2, p, legend, label, input, canvas, strong, em, span, li, .panel, fieldset, section'));
  for (const e of checked) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left < -1 || r.right > W + 1) {
      out.push(`${name(e)} is outside the window's width: ${r.left.toFixed(0)}…${r.right.toFixed(0)} of ${W}`);
    }
    // Text that does not fit its box (cut off, or spilling over what is beside it).
    if (e.matches('button, h1, h2, p, legend, label, li') && e.scrollWidth > e.clientWidth + 1) {
      out.push(`${name(e)} overflows its box: ${e.scrollWidth} px in ${e.clientWidth}`);
    }
    // Up and down: clipped by a box that hides its overflow, or out of the window where nothing
    // scrolls to it.
    let fixed = getComputedStyle(e).position === 'fixed';
    let scroller = null;
    for (let a = e.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (as.position === 'fixed') fixed = true;
      const ar = a.getBoundingClientRect();
      if (['hidden', 'clip'].includes(as.overflowY) && (r.top < ar.top - 1 || r.bottom > ar.bottom + 1)) {
        out.push(`${name(e)} is clipped by ${name(a).slice(0, 30)}`);
        break;
      }
      if (['auto', 'scroll'].includes(as.overflowY)) {
        scroller = a;
        break;
      }
    }
    if (!scroller && (fixed || !windowScrolls) && (r.top < -1 || r.bottom > H + 1)) {
      out.push(`${name(e)} is cut off below or above the window: ${r.top.toFixed(0)}…${r.bottom.toFixed(0)} of ${H}`);
    }
  }
  return out;
}

/** The board's problems: not drawn, wider than the window, a pit outside it or too small. */
function boardProblems(min) {
  const out = [];
  const canvas = document.getElementById('board');
  const r = canvas.getBoundingClientRect();
  if (canvas.width === 0 || canvas.height === 0 || r.width === 0 || r.height === 0) {
    return [`the board is not drawn: ${canvas.width}×${canvas.height}, shown ${r.width}×${r.height}`];
  }
  if (r.left < -1 || r.right > window.innerWidth + 1) out.push(`the board is ${r.left}…${r.right} of ${window.innerWidth}`);
  const { app } = window.mancala;
  const pits = window.mancala.position().pits.length;
  let smallest = Infinity;
  for (let i = 0; i < pits; i += 1) {
    const [x, y] = app.pitCenter(i);
    const radius = app.pitRadius(i);
    if (x - radius < -1 || x + radius > r.width + 1 || y - radius < -1 || y + radius > r.height + 1) {
      out.push(`pit ${i} is outside the board: (${x.toFixed(0)}, ${y.toFixed(0)}) ± ${radius.toFixed(0)} in ${r.width}×${r.height}`);
    }
    smallest = Math.min(smallest, 2 * radius);
  }
  if (smallest < min) out.push(`a pit is ${smallest.toFixed(0)} px across (the board ${r.width}×${r.height})`);
  return out;
}

/** Waits for two frames: the board is drawn at the size the layout gave it. */
const frames = (page) => page.evaluate(() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(done));
}));

for (const { name, viewport, deviceScaleFactor } of WINDOWS) {
  for (const lang of LANGS) {
    test(`${name} (${viewport.width}×${viewport.height}) in '${lang}': nothing cut off, no sideways scroll, the board plays`, async ({ shared }) => {
      const { context, page, problems } = await shared.open(`?lang=${lang}&variant=oware-abapa&opponent=human`,
        { viewport, deviceScaleFactor });
      const found = [];
      // The whole page where it scrolls; a panel over the window as the window shows it.
      const check = async (screen, fullPage = true) => {
        await frames(page);
        found.push(...(await page.evaluate(layoutProblems)).map((p) => `${screen}: ${p}`));
        await page.screenshot({
          path: join(SHOTS, `reflow-${viewport.width}x${viewport.height}-${lang}-${screen}.png`),
          fullPage,
        });
      };

      // The board: drawn within the width, each game's pits big enough, and a click plays.
      await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
      for (const variant of VARIANTS) {
        await page.evaluate((v) => window.mancala.app.newGame(v, 'human'), variant);
        await frames(page);
        if ((await page.evaluate(() => window.mancala.position())).unavailable) continue;
        found.push(...(await page.evaluate(boardProblems, MIN_PIT_PX)).map((p) => `${variant}: ${p}`));
      }
      await page.evaluate(() => window.mancala.app.newGame('oware-abapa', 'human'));
      await page.locator('#board').scrollIntoViewIfNeeded();
      await frames(page);
      const before = await page.evaluate(() => window.mancala.position());
      const pit = before.playable[2];
      const [x, y] = await page.evaluate((i) => window.mancala.app.pitCenter(i), pit);
      const box = await page.locator('#board').boundingBox();
      assert.ok(box.y + y >= 0 && box.y + y <= viewport.height, `pit ${pit} is in sight once the board is: ${box.y + y}`);
      await page.mouse.click(box.x + x, box.y + y);
      await frames(page);
      const after = await page.evaluate(() => window.mancala.gamePosition());
      assert.notDeepEqual(after.pits, before.pits, 'the click played');
      await page.evaluate(() => window.scrollTo(0, 0));
      await check('board');

      // The "More" panel of the other controls (the language buttons among them).
      await openMore(page);
      await check('more', false);
      await closeMore(page);

      // The games menu, then one game's house rules.
      await page.click('#btn-games');
      await page.locator('#menu').waitFor({ state: 'visible' });
      await check('menu', false);
      await page.click('#menu-list button.rules[data-rules="oware-abapa"]');
      await page.locator('#rules').waitFor({ state: 'visible' });
      await check('house-rules', false);
      await page.keyboard.press('Escape');
      await page.locator('#rules').waitFor({ state: 'hidden' });
      await page.click('#menu-close');
      await page.locator('#menu').waitFor({ state: 'hidden' });

      // The game-over panel, a level offered after a win against the computer (its longest words).
      await page.evaluate(() => {
        window.mancala.app.newGame('oware-abapa', 'computer');
        window.mancala.app.loadPosition({
          variant: 'oware-abapa', pits: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0], stores: [23, 20],
        });
        window.mancala.app.clickPit(5);
      });
      await page.locator('#gameover').waitFor({ state: 'visible' });
      await check('game-over', false);
      await page.click('#gameover-menu');
      await page.locator('#menu').waitFor({ state: 'visible' });
      await page.click('#menu-close');

      // A lesson's step (Goré's words are among the longest).
      await page.evaluate(() => window.mancala.app.learn('gore'));
      await page.locator('#lesson').waitFor({ state: 'visible' });
      await check('lesson');

      assert.deepEqual(found, [], `${found.length} reflow problems:\n${found.join('\n')}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
