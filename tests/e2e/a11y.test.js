// End-to-end: WCAG 2.2 AA as axe-core measures it (the tags wcag2a, wcag2aa, wcag21a, wcag21aa,
// wcag22aa), on every screen of the page in every language it speaks: each game in play against
// the computer and between two people (every game in the first language, one in the others), the "More" panel, the games menu, a house-rules panel, a
// lesson step, Goré's offer and its answer, Omweso's arrangement, the choice of harvests, the
// game-over panel with a level offered, the kiosk's question and countdown, and an embed page
// with two elements. Each screen must have no violation; the rules passed are counted and
// printed. Axe reads the DOM, the shadow roots of the elements included; what the canvas shows
// is for other tests.
import { WAIT_MS } from './browser.js';
import { closeMore, openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { VARIANTS } from './variants.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The languages of the JS API's `languages()` (its Node build, made by `npm test` before this). */
const LANGUAGES = createRequire(import.meta.url)('../../pkg-node/mancala.js').languages().map((l) => l.code);

test.describe.configure({ mode: 'serial' });
test.skip(({ browserName }) => browserName !== 'chromium', 'one engine measures the markup');

/** The violations a test found, as "language · screen: rule (nodes)"; the passes counted. */
let found = [];
let passes = 0;
let screens = 0;
test.beforeEach(() => {
  found = [];
});
test.afterEach(() => {
  assert.deepEqual(found, [], `${found.length} WCAG violations:\n${found.join('\n')}`);
});

/**
 * axe-core itself, as @axe-core/playwright has it. It goes into each page once and audits every
 * screen of that page: @axe-core/playwright's `AxeBuilder` would inject it again for each audit
 * and gather its results in a blank page of its own, about 1.4 s of CPU an audit where
 * `axe.run` in the page takes 0.2 s, with the same results (these pages have no frames).
 */
const AXE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
  .resolve('axe-core/axe.min.js'), 'utf8');

/** Audits what `page` shows now as `screen`. */
async function audit(page, screen) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(async (tags) => {
    const { passes, violations } = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return {
      passes: passes.length,
      violations: violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => n.target) })),
    };
  }, TAGS);
  screens += 1;
  passes += result.passes;
  for (const v of result.violations) {
    const nodes = v.nodes.map((target) => target.join(' ')).join(', ');
    found.push(`${screen}: ${v.id} (${v.impact}) ${v.help} — ${nodes}`);
  }
}

/** Plays `moves` clicks on index.html's game, each the first playable pit, shown at once. */
async function play(page, moves) {
  await page.evaluate(async (n) => {
    const { app } = window.mancala;
    app.setSpeed(Infinity);
    for (let i = 0; i < n; i += 1) {
      const p = window.mancala.position();
      if (p.toMove === null || p.playable.length === 0) break;
      app.clickPit(p.playable[i % p.playable.length]);
    }
  }, moves);
}

for (const lang of LANGUAGES) {
  test(`every screen of index.html in '${lang}' has no WCAG 2.2 AA violation`, async ({ shared }) => {
    const { context, page } = await shared.open(`?lang=${lang}&variant=oware-abapa&opponent=ai-1`);
    await audit(page, `${lang} · first board`);
    // The "More" panel of the other controls (the language buttons among them).
    await openMore(page);
    await audit(page, `${lang} · the "More" panel`);
    await closeMore(page);

    // Every game's controls in the first language; in the others, one game's: a game's
    // markup is the same in every language but for its words.
    for (const variant of lang === LANGUAGES[0] ? VARIANTS : VARIANTS.slice(0, 1)) {
      for (const opponent of ['computer', 'human']) {
        await page.evaluate(([v, o]) => window.mancala.app.newGame(v, o), [variant, opponent]);
        await play(page, 3);
        await audit(page, `${lang} · ${variant} against ${opponent === 'human' ? 'a person' : 'the computer'}`);
      }
    }

    // Omweso's arrangement (a new game starts with it), Goré's offer and its answer.
    await page.evaluate(() => window.mancala.app.newGame('omweso', 'human'));
    await audit(page, `${lang} · Omweso's arrangement`);
    await page.evaluate(() => {
      window.mancala.app.setSpeed(Infinity);
      window.mancala.app.loadPosition({ variant: 'gore', pits: [0, 2, 3, 0, 0, 1, 1, 3], stores: [5, 33] });
    });
    await page.click('#btn-offer');
    await audit(page, `${lang} · Goré: holes being offered`);
    await page.evaluate(() => window.mancala.app.clickPit(1));
    await page.click('#btn-offer-send');
    await page.locator('#btn-accept').waitFor({ state: 'visible' });
    await audit(page, `${lang} · Goré: an offer to answer`);

    // The game-over panel, a level offered after a win against the computer.
    await page.evaluate(() => window.mancala.app.newGame('oware-abapa', 'computer'));
    await page.evaluate(() => window.mancala.app.loadPosition({
      variant: 'oware-abapa', pits: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0], stores: [23, 20],
    }));
    await page.evaluate(() => window.mancala.app.clickPit(5));
    await page.locator('#gameover').waitFor({ state: 'visible' });
    await audit(page, `${lang} · the game-over panel`);
    await page.click('#gameover-menu');

    // The games menu, then one game's house rules.
    await page.locator('#menu').waitFor({ state: 'visible' });
    await audit(page, `${lang} · the games menu`);
    await page.click('#menu-list button.rules[data-rules="oware-abapa"]');
    await page.locator('#rules').waitFor({ state: 'visible' });
    await audit(page, `${lang} · a house-rules panel`);

    // A lesson's step.
    await page.evaluate(() => window.mancala.app.learn('gore'));
    await page.locator('#lesson').waitFor({ state: 'visible' });
    await audit(page, `${lang} · a lesson step`);

    // A puzzle, its hint shown.
    await page.evaluate(() => window.mancala.app.setSetting('puzzle', 'kalah-1'));
    await page.waitForFunction(() => window.mancala.app.puzzle()?.asks, null, { timeout: WAIT_MS });
    await page.click('#btn-puzzle-hint');
    await page.locator('#lesson-house').waitFor({ state: 'visible' });
    await audit(page, `${lang} · a puzzle with its hint`);
    await context.close();
  });
}

test('the kiosk, the choice of harvests and an embed page with two elements have no WCAG 2.2 AA violation', async ({ shared }) => {
  const kiosk = await shared.open('?kiosk&idle=4&variant=oware-abapa&lang=en');
  await play(kiosk.page, 1);
  await pressInMore(kiosk.page, '#btn-new');
  await kiosk.page.locator('#confirm').waitFor({ state: 'visible' });
  await audit(kiosk.page, 'en · the kiosk asks before a new game');
  await kiosk.page.click('#confirm-no');
  await kiosk.page.locator('#countdown').waitFor({ state: 'visible' });
  await audit(kiosk.page, 'en · the kiosk counts down');
  await kiosk.context.close();

  // In a shadow root, axe measures contrast through inline styles, which the pages' CSP refuses
  // (a console error of axe's, not the page's): these two contexts bypass the CSP.
  const harvests = await shared.open('tests/e2e/pages/harvest-choice.html', { elements: true, bypassCSP: true });
  const south = [0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 1, 0, 0];
  const north = [9, 9, 1, 9, 9, 2, 9, 8, 0, 0, 2, 0, 0, 2, 0, 0];
  await harvests.page.evaluate((pits) => {
    const game = document.getElementById('teacher');
    game.app.setSpeed(Infinity);
    game.loadPosition({ variant: 'omweso', pits, extra: { rules: { 'M-must': 'optional' } } });
    game.app.clickPit(8);
  }, [...south, ...north]);
  await harvests.page.locator('#teacher #harvests').waitFor({ state: 'visible' });
  await audit(harvests.page, 'en · the choice of harvests');
  await harvests.context.close();

  const embed = await shared.open('www/embed.html', { elements: true, bypassCSP: true });
  await audit(embed.page, 'en, fr · an embed page with two elements');
  await embed.context.close();
});

test.afterAll(() => {
  if (screens > 0) console.log(`axe-core (${TAGS.join(', ')}): ${screens} screens audited, ${passes} rule checks passed`);
});
