// End-to-end: the choice of harvests. Omweso played by `M-must=optional` in two
// elements (tests/e2e/pages/harvest-choice.html): a tap on a pit whose harvests may be declined
// opens a chooser under the board instead of playing; each way says what it takes, screen
// readers are told, the focus goes to it (the preview shows the way with the focus), Escape
// cancels, the arrows go from way to way, the mouse and the keyboard choose, and the move played
// is exactly the way chosen; a pit with eight ways offers all eight. In a French kiosk by touch, every way a
// target of 57 CSS px at least; without the option a tap plays at once.
// Screenshots: screenshots/harvest-choice.png, harvest-choice-eight.png, harvest-choice-kiosk.png.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';

const MIN_PX = 57;

/**
 * Omweso's chain of tests/native/omweso_house: South's plot 8 sows to 9 and 10, which harvests 29 and
 * 18; their seeds go on to 13, which harvests 26 and 21. Under M-must=optional, three ways.
 */
function chain(optional) {
  const south = [0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 1, 0, 0];
  const north = [9, 9, 1, 9, 9, 2, 9, 8, 0, 0, 2, 0, 0, 2, 0, 0];
  const position = { variant: 'omweso', pits: [...south, ...north] };
  if (optional) position.extra = { rules: { 'M-must': 'optional' } };
  return position;
}

/** Where pit `pit` of element `id` is drawn, in the page's CSS pixels. */
async function pitPoint(page, id, pit) {
  const [x, y] = await page.evaluate(([i, p]) => document.getElementById(i).app.pitCenter(p), [id, pit]);
  const box = await page.locator(`#${id} #board`).boundingBox();
  return [box.x + x, box.y + y];
}

/**
 * What has the focus inside element `id`: its id, or `pit <n>` for a pit's control (null when the
 * focus is elsewhere).
 */
function focused(page, id) {
  return page.evaluate((i) => {
    if (document.activeElement?.id !== i) return null;
    const active = document.getElementById(i).shadowRoot.activeElement;
    return active?.dataset.pit !== undefined ? `pit ${active.dataset.pit}` : active?.id ?? null;
  }, id);
}

/** The moves element `id` told its listeners about, in order. */
function moves(page, id) {
  return page.evaluate((i) => window.moves.filter((m) => m.id === i).map((m) => m.move), id);
}

/** Loads `position` in element `id`, moves shown at once. */
async function load(page, id, position) {
  await page.evaluate(([i, p]) => {
    const game = document.getElementById(i);
    game.app.setSpeed(Infinity);
    game.loadPosition(p);
  }, [id, position]);
}

const init = () => {
  window.moves = [];
  document.addEventListener('move', (e) => window.moves.push({ id: e.target.id, move: e.detail.move }));
};

test('a tap on a pit whose harvests may be declined: choose by mouse or keyboard, or cancel', async ({ shared }) => {
  const { context, page, problems } = await shared.open('tests/e2e/pages/harvest-choice.html', {
    viewport: { width: 1100, height: 1300 },
    elements: true,
    init,
  });
  await load(page, 'teacher', chain(true));
  const group = page.locator('#teacher #harvests');
  assert.ok(await group.isHidden(), 'no chooser before a tap');

  // A click on pit 9 (index 8) plays nothing yet: the chooser, the plain move first.
  await page.mouse.click(...(await pitPoint(page, 'teacher', 8)));
  await group.waitFor({ state: 'visible' });
  assert.deepEqual(await moves(page, 'teacher'), []);
  const chooser = page.getByRole('group', { name: 'How do you play pit 9? Choose below.' });
  assert.deepEqual(await chooser.getByRole('button').allInnerTexts(), [
    'Harvest pits 30, 19, 27 and 22',
    'No harvest: sow on',
    'Harvest pits 30 and 19',
    'Cancel',
  ]);
  assert.equal(await page.locator('#teacher #status').innerText(), 'How do you play pit 9? Choose below.');
  assert.equal(await page.locator('#teacher #announce > :last-child').textContent(),
    'Pit 9 can be played 3 ways: choose one under the board, or press “Cancel”.');
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-1', 'the focus on the first way');
  const small = await group.locator('button').evaluateAll((buttons, min) => buttons
    .map((b) => [b.textContent, b.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.width < min || r.height < min))
    .map(([t, r]) => `${t}: ${r.width.toFixed(0)}×${r.height.toFixed(0)}`), MIN_PX);
  assert.deepEqual(small, [], 'targets under 57 CSS px');
  await page.locator('#teacher').screenshot({ path: join(SHOTS, 'harvest-choice.png') });

  // Escape: nothing played, the focus back on the board, on the pit.
  const before = await page.evaluate(() => document.getElementById('teacher').position());
  await page.keyboard.press('Escape');
  assert.ok(await group.isHidden());
  assert.deepEqual(await page.evaluate(() => document.getElementById('teacher').position()), before);
  assert.equal(await focused(page, 'teacher'), 'pit 8');
  assert.match(await page.locator('#teacher #status').innerText(), /tap/);

  // The keyboard: Enter opens, Tab to the second way, Enter plays it.
  await page.keyboard.press('Enter');
  await group.waitFor({ state: 'visible' });
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-1');
  const marks = () => page.evaluate(() => document.getElementById('teacher').board().marks);
  assert.deepEqual((await marks()).harvested, [29, 18, 26, 21], 'the preview shows the way with the focus');
  // The arrows go from way to way, round from Cancel to the first; Tab too.
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-2');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-1');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-cancel', 'round from the first to Cancel');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-1', 'round from Cancel to the first');
  assert.ok(await group.isVisible(), 'the arrows choose nothing');
  await page.keyboard.press('Tab');
  assert.equal(await focused(page, 'teacher'), 'btn-harvest-2');
  assert.deepEqual(await marks(), { from: 8, landing: 12, captured: [], harvested: [], hint: [] });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.moves.length > 0, null, { timeout: WAIT_MS });
  assert.deepEqual(await moves(page, 'teacher'), [{ pit: 8, harvest: [false] }]);
  assert.ok(await group.isHidden());
  assert.equal(await focused(page, 'teacher'), 'pit 8');
  assert.match(await page.locator('#teacher #announce > :last-child').textContent(), /^Player 1 sows 2 seeds from pit 9\./);

  // The mouse chooses too: from the same position, the third way.
  await load(page, 'teacher', chain(true));
  await page.mouse.click(...(await pitPoint(page, 'teacher', 8)));
  // A click where the button is, as a person's. The button is found by the page's own script:
  // Playwright's locator, resolving it inside the element's shadow root at this point, crashes
  // Firefox's content process over WebDriver BiDi.
  const third = await page.evaluate((label) => {
    const buttons = document.getElementById('teacher').shadowRoot.querySelectorAll('#harvests button');
    const r = [...buttons].find((b) => b.textContent === label).getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  }, 'Harvest pits 30 and 19');
  await page.mouse.click(...third);
  await page.waitForFunction(() => window.moves.length > 1, null, { timeout: WAIT_MS });
  assert.deepEqual((await moves(page, 'teacher'))[1], { pit: 8, harvest: [true, false] });

  // Every way the rules allow: a plot reaching three harvests that may be declined, 2^3 ways.
  await load(page, 'teacher', {
    variant: 'omweso',
    pits: [1, 0, 4, 4, 1, 3, 1, 2, 2, 5, 1, 2, 0, 7, 1, 2, 1, 1, 3, 0, 2, 1, 0, 0, 0, 7, 5, 5, 0, 0, 2, 1],
    extra: { harvestTurns: [1, 0], phase: 'sowing', rules: { 'M-must': 'optional' } },
  });
  await page.mouse.click(...(await pitPoint(page, 'teacher', 9)));
  await group.waitFor({ state: 'visible' });
  const ways = await page.getByRole('group', { name: 'How do you play pit 10? Choose below.' })
    .getByRole('button').allInnerTexts();
  assert.equal(ways.length, 9, `eight ways and Cancel: ${ways}`);
  assert.equal(new Set(ways).size, 9, 'each way says what it takes');
  await page.locator('#teacher').screenshot({ path: join(SHOTS, 'harvest-choice-eight.png') });
  await page.keyboard.press('Escape');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a French kiosk by touch: big ways to choose; without the option a tap plays at once', async ({ shared, browserName }) => {
  test.skip(browserName === 'firefox', 'Playwright\'s touchscreen.tap does nothing over WebDriver BiDi');
  const { context, page, problems } = await shared.open('tests/e2e/pages/harvest-choice.html', {
    viewport: { width: 1280, height: 1400 },
    hasTouch: true,
    elements: true,
    init,
  });
  await load(page, 'kiosk', chain(true));
  await page.locator('#kiosk #board').scrollIntoViewIfNeeded();
  await page.touchscreen.tap(...(await pitPoint(page, 'kiosk', 8)));
  const group = page.locator('#kiosk #harvests');
  await group.waitFor({ state: 'visible' });
  const chooser = page.getByRole('group', { name: 'Comment jouer la case 9\u202f? Choisissez ci-dessous.' });
  assert.deepEqual(await chooser.getByRole('button').allInnerTexts(), [
    'Prendre les cases 30, 19, 27 et 22',
    'Ne rien prendre\u00a0: semer plus loin',
    'Prendre les cases 30 et 19',
    'Annuler',
  ]);
  const sizes = await group.locator('button').evaluateAll((buttons) => buttons
    .map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => Math.min(r.width, r.height)));
  assert.equal(sizes.length, 4);
  assert.ok(sizes.every((s) => s >= MIN_PX), `every way at least 57 CSS px: ${sizes}`);
  await page.locator('#kiosk').screenshot({ path: join(SHOTS, 'harvest-choice-kiosk.png') });
  const box = await chooser.getByRole('button', { name: 'Ne rien prendre\u00a0: semer plus loin' }).boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.moves.some((m) => m.id === 'kiosk'), null, { timeout: WAIT_MS });
  assert.deepEqual(await moves(page, 'kiosk'), [{ pit: 8, harvest: [false] }]);
  assert.ok(await group.isHidden());

  // The same board played by the usual rules: a tap plays at once, no chooser.
  await load(page, 'kiosk', chain(false));
  await page.touchscreen.tap(...(await pitPoint(page, 'kiosk', 8)));
  await page.waitForFunction(() => window.moves.filter((m) => m.id === 'kiosk').length > 1, null, { timeout: WAIT_MS });
  assert.deepEqual((await moves(page, 'kiosk'))[1], { pit: 8 });
  assert.ok(await group.isHidden());
  assert.deepEqual(problems, []);
  await context.close();
});
