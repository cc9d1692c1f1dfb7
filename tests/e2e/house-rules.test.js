// End-to-end: house rules. On index.html a visitor opens a game's "House rules" in
// the menu, chooses with the mouse and the keyboard (radio buttons in labelled groups, every
// target at least 57 CSS px), plays by them and sees them under the game's title; the choice is
// kept for the next visit and a damaged kept value is passed over; in French; none of it in a
// kiosk. On a page of elements, the `rules` attribute: good, of another game, malformed, live.
// Screenshots: screenshots/house-rules.png, house-rules-fr.png, house-rules-game.png.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { OPTION_COUNTS, VARIANTS } from './variants.js';

const MIN_PX = 57;
const SKIP_LINE = 'House rules: A lap of 8 seeds or more passes its starting hole: it skips it';

/** The house-rules panel's targets (its values and buttons) smaller than MIN_PX, as text. */
function smallTargets(page, root = 'document') {
  return page.evaluate(([min, where]) => {
    const scope = where === 'document' ? document : document.getElementById(where).shadowRoot;
    return [...scope.querySelectorAll('#rules label, #rules button')]
      .map((e) => [e.textContent.trim(), e.getBoundingClientRect()])
      .filter(([, r]) => r.width > 0 && (r.width < min || r.height < min))
      .map(([t, r]) => `${t}: ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
  }, [MIN_PX, root]);
}

test('a visitor chooses Goré\'s house rules in the menu, plays by them, and they are kept', async ({ shared }) => {
  const { context, page, warnings } = await shared.open('?variant=oware-abapa&lang=en');
  assert.ok(await page.locator('#game-rules').isHidden(), 'the usual rules: no line');
  await page.click('#btn-games');
  const open = page.locator('#house-gore');
  assert.equal(await open.innerText(), 'House rules');
  assert.equal(await open.getAttribute('aria-label'), 'House rules: Goré');
  await open.click();
  const panel = page.locator('#rules');
  await panel.waitFor({ state: 'visible' });
  assert.ok(await page.locator('#menu').isHidden());
  assert.equal(await page.locator('#rules-title').innerText(), 'House rules: Goré');
  // One labelled group per option, the usual value checked and marked.
  const groups = panel.getByRole('group');
  assert.equal(await groups.count(), OPTION_COUNTS.gore);
  const skip = panel.getByRole('group', { name: 'A lap of 8 seeds or more passes its starting hole:' });
  assert.equal(await skip.getByRole('radio', { name: 'it drops a seed there (usual)' }).isChecked(), true);
  assert.equal(await panel.locator('input:checked').count(), OPTION_COUNTS.gore);
  assert.equal(await panel.locator('.usual').count(), OPTION_COUNTS.gore);
  assert.deepEqual(await smallTargets(page), [], 'targets under 57 CSS px');
  await page.screenshot({ path: join(SHOTS, 'house-rules.png') });

  // The keyboard: the focus is on the first group's choice; an arrow chooses the next value.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'rule-G-skip-receive');
  await page.keyboard.press('ArrowDown');
  assert.equal(await skip.getByRole('radio', { name: 'it skips it' }).isChecked(), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala:rules:gore')), 'G-skip=skip');
  // The mouse: a whole label is the target; then back to the usual value.
  const own = panel.getByRole('group', { name: 'The holes you capture from are:' });
  await own.getByText("the ones in your opponent's row").click();
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala:rules:gore')), 'G-skip=skip;G-own=row');
  await own.getByText('the ones your opponent owns').click();
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala:rules:gore')), 'G-skip=skip');

  await page.click('#rules-play');
  assert.ok(await panel.isHidden());
  assert.ok(await page.locator('#menu').isHidden());
  const position = await page.evaluate(() => window.mancala.gamePosition());
  assert.equal(position.variant, 'gore');
  assert.deepEqual(position.extra.rules, { 'G-skip': 'skip' });
  assert.equal(await page.locator('#game-rules').innerText(), SKIP_LINE);
  await page.screenshot({ path: join(SHOTS, 'house-rules-game.png') });

  // The next visit (another tab): kept; the menu says how many differ. A damaged kept value
  // is passed over.
  await page.evaluate(() => localStorage.setItem('mancala:rules:kauri', 'K-skip=maybe'));
  const next = await context.newPage();
  next.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await next.goto(`${shared.server.url}?variant=gore&lang=en`);
  await next.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.deepEqual((await next.evaluate(() => window.mancala.gamePosition())).extra.rules, { 'G-skip': 'skip' });
  assert.equal(await next.locator('#game-rules').innerText(), SKIP_LINE);
  await next.click('#btn-games');
  assert.equal(await next.locator('#house-gore').innerText(), 'House rules (1)');
  assert.equal(await next.locator('#house-kauri').innerText(), 'House rules');
  await next.click('button.variant[data-variant="kauri"]');
  assert.ok(await next.locator('#game-rules').isHidden());
  assert.equal((await next.evaluate(() => window.mancala.gamePosition())).extra.rules, undefined);
  assert.deepEqual(warnings.filter((w) => w.startsWith('mancala:')), [], 'nothing to warn about');
  await context.close();
});

test('the panel in French; back to the games; no house rules in a kiosk', async ({ shared }) => {
  const { context, page } = await shared.open('?lang=fr&variant=gore');
  await page.click('#btn-games');
  await page.click('#house-oware-abapa');
  assert.equal(await page.locator('#rules-title').innerText(), 'Règles maison\u00a0: Awalé Abapa');
  const slam = page.getByRole('group', { name: "Une prise qui enlèverait toutes les graines de l’adversaire\u00a0:" });
  assert.equal(await slam.getByRole('radio').count(), 3);
  assert.equal(await slam.getByRole('radio', { name: 'lui laisse la case la plus éloignée (habituelle)' }).isChecked(), true);
  await slam.getByText("ne lui laisse une case que si la chaîne couvre ses 6 cases").click();
  assert.equal(await page.locator('#rules-usual').innerText(), 'Règles habituelles');
  assert.deepEqual(await smallTargets(page), []);
  await page.screenshot({ path: join(SHOTS, 'house-rules-fr.png') });
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#rules').isHidden(), 'Escape goes back to the games');
  assert.ok(await page.locator('#menu').isVisible(), 'back to the games');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'house-oware-abapa', 'the focus comes back');
  assert.equal(await page.locator('#house-oware-abapa').innerText(), 'Règles maison (1)');
  await context.close();

  const kiosk = await shared.open('?kiosk&idle=600&variant=oware-abapa');
  await kiosk.page.click('#btn-games');
  assert.equal(await kiosk.page.locator('#menu-list button.variant').count(), VARIANTS.length);
  assert.equal(await kiosk.page.locator('button.rules:visible').count(), 0, 'no house rules in a kiosk');
  await kiosk.context.close();
});

test('elements take a rules attribute: good, of another game, malformed, and live', async ({ shared }) => {
  const { context, page, warnings } = await shared.open('tests/e2e/pages/house-rules.html', {
    viewport: { width: 1100, height: 1800 },
    elements: true,
  });
  const rules = (id) => page.evaluate((i) => document.getElementById(i).position().extra.rules ?? null, id);
  const text = (id, control) => page.locator(`#${id} #${control}`).innerText();
  assert.deepEqual(await rules('good'), { 'G-skip': 'skip', 'G-own': 'row' });
  assert.match(await text('good', 'game-rules'), /^House rules: A lap of 8 seeds .* · The holes you capture from are: /);
  // Rules of another game: said in the element's French, and the usual rules played.
  assert.equal(await rules('other'), null);
  assert.ok(await page.locator('#other #game-rules').isHidden());
  assert.equal(await text('other', 'status'),
    "G-skip est une règle maison du jeu Goré, pas du jeu Awalé Abapa\u202f; celles de ce jeu sont O-may, O-5plots, O-rep.");
  assert.equal(await text('malformed', 'status'), 'The house rules cannot be read: “K-skip” is not written option=value.');
  assert.equal((await page.evaluate(() => document.getElementById('malformed').board())).variant, 'kauri');
  for (const bad of ['mancala: rules="G-skip=skip"', 'mancala: rules="K-skip"']) {
    assert.ok(warnings.some((w) => w.includes(bad)), `${bad} warned: ${warnings.join('\n')}`);
  }
  // Every element's first frame was drawn with its attribute there.
  for (const id of ['good', 'other', 'malformed']) {
    const drawn = await page.evaluate((i) => document.getElementById(i).shadowRoot.getElementById('board').width, id);
    assert.ok(drawn > 0, `${id} is drawn`);
  }

  // Live: a new value starts a new game by it; a bad one changes nothing; removed, the usual.
  await page.evaluate(() => document.getElementById('good').setAttribute('rules', 'G-rep=none'));
  assert.deepEqual(await rules('good'), { 'G-rep': 'none' });
  const before = await page.evaluate(() => document.getElementById('good').position());
  await page.evaluate(() => document.getElementById('good').setAttribute('rules', 'G-rep=maybe'));
  assert.deepEqual(await page.evaluate(() => document.getElementById('good').position()), before);
  assert.equal(await text('good', 'status'), 'The house rule G-rep has no value “maybe”; its values are recurrence, none.');
  assert.ok(warnings.some((w) => w.includes('rules="G-rep=maybe"') && w.includes('keeping "G-rep=none"')), warnings.join('\n'));
  await page.evaluate(() => document.getElementById('good').removeAttribute('rules'));
  assert.equal(await rules('good'), null);
  await page.evaluate(() => document.getElementById('other').setAttribute('rules', 'O-may=optional'));
  assert.ok(await page.locator('#other #status').isVisible());
  // The panel inside an element: its targets too.
  await page.click('#good #btn-games');
  await page.click('#good #house-kauri');
  assert.ok(await page.locator('#good #rules').isVisible());
  assert.ok(await page.locator('#other #rules').isHidden(), 'only in that element');
  assert.deepEqual(await smallTargets(page, 'good'), []);
  await page.click('#good #rules-back');
  assert.ok(await page.locator('#good #rules').isHidden());
  assert.ok(await page.locator('#good #menu').isVisible(), 'back to the games');
  await context.close();
});
