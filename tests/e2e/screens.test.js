// End-to-end: the page on six screens — a phone upright (390×844) and on its side (844×390), a
// tablet upright (768×1024) and on its side (1024×768), a laptop (1366×768) and a kiosk
// (1920×1080), the phones and tablets by touch (and as a mobile browser in Chromium; Firefox
// has no such mode) — in English, French and Spanish. On each, Oware Abapa (and on the phones
// Omweso too, the largest board): the page never scrolls sideways; the status line, the toolbar's
// Games, Undo and More and the board as drawn (its pits, stores and name plates) all lie inside
// the window, with nothing to scroll; on a phone every pit control is at least 44 CSS px across;
// the toolbar is one row of buttons, except on the phone on its side, where the controls are a
// column beside the board. The "More" panel opened by a tap on the phone upright, in Spanish (the
// longest words), lies inside the window with every button at least 44 px tall. A screenshot of
// each screen and language (Chromium's only) goes to screenshots/screens/<screen>-<lang>.png
// (Omweso's to <screen>-omweso-<lang>.png, the panel's to phone-portrait-more-es.png).
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { settle } from './board.js';

const SCREEN_SHOTS = join(SHOTS, 'screens');

/** The screens, as scripts/bench_screens.mjs has them (docs/screens.md). */
const SCREENS = [
  { name: 'phone-portrait', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, touch: true, phone: true },
  { name: 'phone-landscape', viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, touch: true, phone: true, column: true },
  { name: 'tablet-portrait', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, touch: true },
  { name: 'tablet-landscape', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, touch: true },
  { name: 'laptop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  { name: 'kiosk', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
];

const LANGS = ['en', 'fr', 'es'];

/** The smallest pit a finger is asked to hit on a phone (CSS px; Apple's and WCAG 2.5.5's 44). */
const MIN_PHONE_PIT = 44;

/** The context options of `screen` in `browserName`: touch, and Chromium's mobile mode. */
const contextOf = (screen, browserName) => ({
  viewport: screen.viewport,
  deviceScaleFactor: screen.deviceScaleFactor,
  hasTouch: Boolean(screen.touch),
  ...(screen.touch && browserName === 'chromium' ? { isMobile: true } : {}),
});

/** Waits for two frames: the board is drawn at the size the layout gave it. */
const frames = (page) => page.evaluate(() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(done));
}));

/**
 * Where the page's parts are, in the page, at scroll 0: the window's size, the document's scroll
 * size, the boxes of the status line and the toolbar's buttons (those shown), the board's extent
 * (the union of the pit controls and of the stores and name plates the canvas draws) and the
 * smallest pit control. Boxes are `{ left, top, right, bottom }` in CSS px.
 */
function measure() {
  window.scrollTo(0, 0);
  const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const of = (selector) => box(document.querySelector(selector).getBoundingClientRect());
  const shown = (e) => e.getClientRects().length > 0;
  const union = (boxes) => boxes.reduce((u, b) => ({
    left: Math.min(u.left, b.left), top: Math.min(u.top, b.top),
    right: Math.max(u.right, b.right), bottom: Math.max(u.bottom, b.bottom),
  }));
  const pits = [...document.querySelectorAll('#pits button[data-pit]')].filter(shown)
    .map((b) => b.getBoundingClientRect());
  const canvas = document.getElementById('board').getBoundingClientRect();
  const { layout } = window.mancala.position();
  const drawn = [...layout.stores, ...layout.plates].map(([x, y, w, h]) => ({
    left: canvas.left + x, top: canvas.top + y, right: canvas.left + x + w, bottom: canvas.top + y + h,
  }));
  return {
    width: innerWidth,
    height: innerHeight,
    scroll: [scrollX, scrollY],
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    scrollHeight: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
    controls: Object.fromEntries(['status', 'btn-games', 'btn-undo', 'btn-more'].map((id) => [id, of(`#${id}`)])),
    toolbar: [...document.querySelectorAll('header.bar button')].filter(shown)
      .map((b) => ({ id: b.id, ...box(b.getBoundingClientRect()) })),
    pits: pits.length,
    board: union([...pits.map(box), ...drawn]),
    canvas: box(canvas),
    smallestPit: Math.min(...pits.map((r) => Math.min(r.width, r.height))),
  };
}

/** What is wrong with measure `m` on `screen`: a list of sentences, empty when all is well. */
function problemsOf(m, screen) {
  const out = [];
  const px = (b) => `${b.left.toFixed(0)},${b.top.toFixed(0)}…${b.right.toFixed(0)},${b.bottom.toFixed(0)}`;
  // Rounding gets half a CSS pixel of slack.
  const inside = (b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= m.width + 0.5 && b.bottom <= m.height + 0.5;
  if (m.scrollWidth > m.width) out.push(`the page scrolls sideways: ${m.scrollWidth} px wide in ${m.width}`);
  for (const [id, b] of Object.entries(m.controls)) {
    if (!inside(b)) out.push(`#${id} is not wholly in the ${m.width}×${m.height} window: ${px(b)}`);
  }
  if (!inside(m.board)) out.push(`the board is not wholly in the ${m.width}×${m.height} window: ${px(m.board)}`);
  if (screen.phone && m.smallestPit < MIN_PHONE_PIT) {
    out.push(`a pit control is ${m.smallestPit.toFixed(1)} px across, under ${MIN_PHONE_PIT}`);
  }
  const tops = m.toolbar.map((b) => b.top);
  if (screen.column) {
    // The controls in a column beside the board, not over or under it.
    for (const b of [...m.toolbar, m.controls.status]) {
      if (b.left < m.canvas.right - 0.5) out.push(`${b.id ?? '#status'} is not beside the board: ${px(b)}, the board ${px(m.canvas)}`);
    }
  } else if (Math.max(...tops) - Math.min(...tops) > 8) {
    out.push(`the toolbar is not one row: ${m.toolbar.map((b) => `#${b.id} at ${b.top.toFixed(0)}`).join(', ')}`);
  }
  return out;
}

/**
 * Opens Oware Abapa on `screen`; then in each language (set as the language buttons set it) and
 * each game of the screen (started as the games menu starts one), measures the page and saves
 * its screenshot (in Chromium). One page a screen: a page loads in seconds on a busy machine, a
 * language or a game changes in a frame. Returns the problems found.
 */
async function checkScreen(shared, browserName, screen) {
  const { context, page } = await shared.open(`?variant=oware-abapa&lang=${LANGS[0]}`, contextOf(screen, browserName));
  const found = [];
  for (const lang of LANGS) {
    await page.evaluate((l) => window.mancala.app.setLanguage(l), lang);
    for (const variant of screen.phone ? ['oware-abapa', 'omweso'] : ['oware-abapa']) {
      await page.evaluate((v) => window.mancala.app.newGame(v), variant);
      await settle(page);
      await frames(page);
      const m = await page.evaluate(measure);
      assert.equal(m.pits, variant === 'omweso' ? 32 : 12, `${variant}: every pit has its control`);
      assert.deepEqual([m.width, m.height], [screen.viewport.width, screen.viewport.height], 'the window');
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, 'the page speaks the language');
      found.push(...problemsOf(m, screen).map((p) => `${variant} in '${lang}': ${p}`));
      if (browserName === 'chromium') {
        const game = variant === 'oware-abapa' ? '' : `${variant}-`;
        await page.screenshot({ path: join(SCREEN_SHOTS, `${screen.name}-${game}${lang}.png`) });
      }
    }
  }
  await context.close();
  return found;
}

for (const screen of SCREENS) {
  const { width, height } = screen.viewport;
  test(`${screen.name} (${width}×${height}): no sideways scroll; status, toolbar and board in view${screen.phone ? ', pits ≥ 44 px' : ''}`, async ({ shared, browserName }) => {
    await mkdir(SCREEN_SHOTS, { recursive: true });
    const found = await checkScreen(shared, browserName, screen);
    assert.deepEqual(found, [], `${found.length} problems on ${screen.name}:\n${found.join('\n')}`);
  });
}

test('phone upright, by touch, in Spanish: the "More" panel fits the window, every button ≥ 44 px tall', async ({ shared, browserName }) => {
  await mkdir(SCREEN_SHOTS, { recursive: true });
  const screen = SCREENS[0];
  const { page } = await shared.open('?variant=oware-abapa&lang=es', contextOf(screen, browserName));
  // A finger's tap; Playwright's tap reaches Firefox ESR over WebDriver BiDi as no event at all
  // (no touchstart, no pointerdown, no click), so there the tap is a click.
  if (browserName === 'firefox') await page.click('#btn-more');
  else await page.tap('#btn-more');
  const panel = page.locator('#more .panel');
  await panel.waitFor({ state: 'visible' });
  await frames(page);
  const m = await page.evaluate(() => {
    const p = document.querySelector('#more .panel');
    const r = p.getBoundingClientRect();
    return {
      width: innerWidth,
      height: innerHeight,
      panel: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      buttons: [...p.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0).map((b) => {
        const br = b.getBoundingClientRect();
        return { id: b.id || `lang ${b.dataset.lang}`, text: b.textContent.trim(), height: br.height, right: br.right };
      }),
    };
  });
  const { panel: b } = m;
  assert.ok(b.left >= -0.5 && b.top >= -0.5 && b.right <= m.width + 0.5 && b.bottom <= m.height + 0.5,
    `the panel is inside the ${m.width}×${m.height} window: ${JSON.stringify(b)}`);
  assert.ok(m.buttons.length >= 10, `the panel's buttons: ${m.buttons.map((x) => x.id).join(' ')}`);
  const short = m.buttons.filter((x) => x.height < 44 - 0.01);
  assert.deepEqual(short, [], 'buttons under 44 px tall');
  assert.ok(m.buttons.some((x) => x.id === 'btn-facing'), 'the face-to-face button is in the panel');
  if (browserName === 'chromium') await page.screenshot({ path: join(SCREEN_SHOTS, 'phone-portrait-more-es.png') });
});
