// End-to-end: the "More" panel (`#more`), which holds every control but the games menu, Undo and
// the hint. By keyboard: Tab reaches "More" in the toolbar, Enter opens the panel with the focus
// on its first control, Tab and Shift+Tab stay in it while it shows (or lead out of the page and
// back: no trap), Escape closes it and gives the focus back to "More". By touch: a tap opens it,
// Speed leaves it open with its new value shown, "New game" closes it. A setting (speed, sound,
// preview, the opponent, the level, the language) leaves it open; anything done to the game
// closes it. For screen readers: its heading names it ("Game and settings"), and while it shows
// the rest of the game is inert, the live region excepted. In an embed page, an element's panel
// is that element's alone. A screenshot: screenshots/more-panel.png.
import { closeMore, expect, openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';

/**
 * The control with the keyboard's focus on index.html: its id (a language button's code, else
 * its words), whether it lies in the panel and shows a focus outline; `{ id: null }` when the
 * focus is out of the page.
 */
const focused = (page) => page.evaluate(() => {
  const active = document.activeElement;
  if (!active || active === document.body) return { id: null };
  const style = getComputedStyle(active);
  return {
    id: active.id || (active.dataset.lang && `lang ${active.dataset.lang}`) || active.textContent.trim(),
    inMore: active.closest('#more') !== null,
    // While the browser's own controls have the focus (Tab past the page's last control; Firefox
    // keeps the page's activeElement meanwhile), no ring can show: unknown, not false.
    outline: document.hasFocus() ? style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 : null,
  };
});

const gamePits = (page) => page.evaluate(() => window.mancala.gamePosition().pits);

test('by keyboard: Enter opens it on its first control, Tab stays in it, Escape gives the focus back', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human');
  let f = { id: undefined };
  for (let i = 0; i < 20 && f.id !== 'btn-more'; i += 1) {
    await page.keyboard.press('Tab');
    f = await focused(page);
  }
  assert.equal(f.id, 'btn-more', 'Tab reaches "More" in the toolbar');
  await page.keyboard.press('Enter');
  await page.locator('#more').waitFor({ state: 'visible' });
  // The focus on the panel's first control that shows and can be pressed, and it shows.
  const first = await page.evaluate(() => [...document.querySelectorAll('#more button')]
    .find((b) => !b.disabled && b.checkVisibility())?.id);
  assert.equal(first, 'btn-new');
  assert.deepEqual(await focused(page), { id: first, inMore: true, outline: true });
  await page.screenshot({ path: join(SHOTS, 'more-panel.png') });

  // A modal: Tab and Shift+Tab go round the panel's controls, never to the game under it.
  const seen = [];
  for (const key of [...Array(25).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    f = await focused(page);
    assert.ok(f.id === null || f.inMore, `after ${key}, the focus is in the panel: ${JSON.stringify(f)}`);
    if (f.id !== null && f.outline !== null) assert.ok(f.outline, `after ${key}, the focus shows: ${JSON.stringify(f)}`);
    seen.push(f.id);
  }
  for (const id of ['btn-speed', 'btn-sound', 'lang fr', 'more-close']) {
    assert.ok(seen.includes(id), `Tab reaches ${id}: ${seen.join(' ')}`);
  }
  // From the browser's own controls (a few stops in Firefox), Tab comes back into the page.
  for (let i = 0; i < 10 && !f.inMore; i += 1) {
    await page.keyboard.press('Tab');
    f = await focused(page);
  }
  assert.ok(f.inMore, 'the focus back in the panel');
  await page.keyboard.press('Escape');
  await page.locator('#more').waitFor({ state: 'hidden' });
  assert.equal((await focused(page)).id, 'btn-more', 'Escape closes the panel, the focus back on "More"');
});

test('by touch: a tap opens it; Speed leaves it open with its new value, "New game" closes it', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human', { hasTouch: true });
  // Firefox over WebDriver BiDi takes no taps (no touch, pointer or click event comes of one):
  // there a click stands in for the finger.
  const touch = test.info().project.name === 'firefox' ? (sel) => page.click(sel) : (sel) => page.tap(sel);
  await page.evaluate(() => window.mancala.app.clickPit(2));
  assert.notDeepEqual(await gamePits(page), Array(12).fill(4), 'a move played');
  await touch('#btn-more');
  const more = page.locator('#more');
  await more.waitFor({ state: 'visible' });
  const speed = page.locator('#btn-speed');
  const before = await speed.innerText();
  await touch('#btn-speed');
  await expect(speed).not.toHaveText(before);
  assert.equal(await more.isVisible(), true, 'Speed leaves the panel open');
  await touch('#btn-new');
  await more.waitFor({ state: 'hidden' });
  assert.deepEqual(await gamePits(page), Array(12).fill(4), 'a new game');
});

test('a setting leaves it open; anything done to the game closes it', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=ai-1&lang=en', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const more = page.locator('#more');
  // Against the computer its level shows; the opponent's button then makes it two players.
  const settings = ['#btn-speed', '#btn-sound', '#btn-preview', '#btn-level', '#btn-opponent',
    '#langs button[data-lang="fr"]', '#langs button[data-lang="en"]'];
  for (const setting of settings) {
    await pressInMore(page, setting);
    assert.equal(await more.isVisible(), true, `${setting} leaves the panel open`);
  }
  assert.equal(await page.locator('#btn-opponent').innerText(), 'Two players');
  await closeMore(page);
  for (const action of ['#btn-analyse', '#btn-analyse', '#btn-share', '#btn-new', '#btn-setup']) {
    await pressInMore(page, action);
    await more.waitFor({ state: 'hidden' });
  }
  assert.equal(await page.locator('#setup').isVisible(), true, 'set-up mode on');
});

test('for screen readers: its heading names it, and the game under it is inert while it shows', async ({ shared }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human');
  const more = page.locator('#more');
  assert.equal(await more.getAttribute('aria-labelledby'), 'more-title');
  assert.equal(await page.locator('#btn-more').getAttribute('aria-controls'), 'more');
  /** For each control of the game: whether it is inert (it or a part round it). */
  const inert = () => page.evaluate(() => Object.fromEntries(
    ['board', 'btn-games', 'btn-undo', 'btn-hint', 'btn-more', 'btn-back', 'btn-forward', 'pits', 'announce', 'more']
      .map((id) => [id, document.getElementById(id).closest('[inert]') !== null])));
  const none = {
    board: false, 'btn-games': false, 'btn-undo': false, 'btn-hint': false, 'btn-more': false,
    'btn-back': false, 'btn-forward': false, pits: false, announce: false, more: false,
  };
  assert.deepEqual(await inert(), none);

  await openMore(page);
  await expect(more).toHaveAccessibleName('Game and settings');
  assert.deepEqual(await inert(), {
    board: true, 'btn-games': true, 'btn-undo': true, 'btn-hint': true, 'btn-more': true,
    'btn-back': true, 'btn-forward': true, pits: true, announce: false, more: false,
  }, 'the game inert but the panel and the live region');
  // A pit's control cannot take the focus, nor can a press on the board play.
  await page.locator('.pits button[data-pit="2"]').evaluate((b) => b.focus());
  assert.equal((await focused(page)).inMore, true, 'the focus stays in the panel');
  const [x, y] = await page.evaluate(() => window.mancala.app.pitCenter(2));
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
  assert.deepEqual(await gamePits(page), Array(12).fill(4), 'nothing played under the panel');

  await closeMore(page);
  assert.deepEqual(await inert(), none, 'nothing inert once it is closed');
});

test('in an embed page, an element\'s panel is its own', async ({ shared }) => {
  const { page } = await shared.open('www/embed.html', { elements: true });
  const [oware, kauri] = [page.locator('#oware'), page.locator('#kauri')];
  const speed = oware.locator('#btn-speed');
  const before = await speed.innerText();
  await pressInMore(oware, '#btn-speed');
  await expect(speed).not.toHaveText(before);
  assert.equal(await oware.locator('#more').isVisible(), true, 'Speed leaves the panel open');
  assert.equal(await kauri.locator('#more').isVisible(), false, "the other element's panel stays closed");
  assert.equal(await page.evaluate(() => document.getElementById('kauri').shadowRoot.querySelector('[inert]')), null,
    'the other element is not inert');
  await closeMore(oware);
  assert.equal(await page.evaluate(() => document.getElementById('oware').shadowRoot.querySelector('[inert]')), null);
});
