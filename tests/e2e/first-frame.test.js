// End-to-end: the first frame comes from the first frame's small module of the game's language
// (pkg/mancala_first_<lang>.js, that language's words alone) before the page's module is even
// asked for: the starting board, drawn as the page's module then draws it, and the controls'
// words in the page's language. The page's module is held back here until the first frame has
// been looked at. A lesson page's first board is the page's module's to draw.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { WAIT_MS } from './browser.js';

const PAGE_WASM = '**/pkg/mancala_page_bg.wasm';

/**
 * Opens `path` with the page's module held back (in a context with `options`, a `locale`);
 * returns the page, `release()`, what the first boards were when the page's module was asked for
 * (`asked`) and the first frame's modules requested (`firsts`, the files' names).
 */
async function heldBack(shared, path, options = {}) {
  let release;
  const released = new Promise((r) => { release = r; });
  const asked = [];
  const context = await shared.browser.newContext({ viewport: { width: 1200, height: 760 }, ...options });
  const page = await context.newPage();
  const firsts = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (name.startsWith('mancala_first')) firsts.push(name);
  });
  await context.route(PAGE_WASM, async (route) => {
    // How many first boards were drawn when the page's module was asked for.
    asked.push(await page.evaluate(() => performance.getEntriesByName('mancala:first-board').length));
    await released;
    await route.continue();
  });
  await page.goto(new URL(path, shared.server.url).href);
  return { page, release, asked, firsts };
}

/** Waits (up to WAIT_MS) until `ready()` is true. */
async function until(ready) {
  const end = Date.now() + WAIT_MS;
  while (!ready()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const canvasPixels = (page) => page.evaluate(() => document.querySelector('#board').toDataURL());
const marks = (page) => page.evaluate(() => performance.getEntriesByName('mancala:first-board').length);

test('the first frame is the small module\'s, drawn as the page then draws it', async ({ shared }) => {
  const { page, release, asked } = await heldBack(shared, '?lang=fr&variant=kauri&opponent=computer');
  await page.waitForFunction(() => performance.getEntriesByName('mancala:first-board').length === 1);
  await until(() => asked.length > 0);
  assert.deepEqual(asked, [1], 'the page module was asked for after the first board');
  assert.equal(await page.evaluate(() => document.body.dataset.ready), undefined, 'the page is not running yet');
  assert.equal(await page.locator('#game-title').innerText(), 'Kauri');
  assert.equal(await page.locator('#btn-new').innerText(), 'Nouvelle partie');
  assert.equal(await page.locator('#btn-opponent').innerText(), "Contre l’ordinateur");
  assert.match(await page.locator('#status').innerText(), /^À vous/);
  const first = await canvasPixels(page);

  release();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.evaluate(() => window.mancala.app.redraw());
  assert.equal(await canvasPixels(page), first, 'the page module\'s frame is the same picture');
  assert.equal(await marks(page), 1, 'one first board');
});

test('a tap on the first frame\'s board is played once the game runs', async ({ shared }) => {
  // Where pit 2 lies on this board, from a page that runs.
  const { page: running } = await shared.open('?variant=oware-abapa');
  const [x, y] = await running.evaluate(() => window.mancala.app.pitCenter(2));
  const { page, release, asked } = await heldBack(shared, '?variant=oware-abapa');
  await until(() => asked.length > 0);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
  release();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.waitForFunction(() => window.mancala.app.toLink() === 'game=1.oware-abapa.C');
});

test('a lesson page\'s first board is left to the page\'s module', async ({ shared }) => {
  const { page, release, asked } = await heldBack(shared, '?lesson=gore');
  await until(() => asked.length > 0);
  assert.deepEqual(asked, [0], 'nothing drawn before the page module was asked for');
  release();
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.waitForFunction(() => performance.getEntriesByName('mancala:first-board').length === 1);
});

test('the first frame\'s module is the visitor\'s language\'s alone, from the address or the browser', async ({ shared }) => {
  for (const [path, locale, code, newGame] of [
    ['?lang=es', 'en-US', 'es', 'Nueva partida'],
    ['', 'fr-CI', 'fr', 'Nouvelle partie'],
    ['?lang=xx', 'de-DE', 'en', 'New game'],
  ]) {
    const { page, release, firsts } = await heldBack(shared, path, { locale });
    await page.waitForFunction(() => performance.getEntriesByName('mancala:first-board').length === 1);
    assert.equal(await page.locator('#btn-new').innerText(), newGame, path);
    assert.equal(await page.evaluate(() => document.documentElement.lang), code, path);
    release();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.deepEqual([...new Set(firsts)].sort(), [`mancala_first_${code}.js`, `mancala_first_${code}_bg.wasm`], path);
    await page.context().close();
  }
});

test('games of several languages on one page each draw their first frame in their own', async ({ shared }) => {
  const { page, release, asked, firsts } = await heldBack(shared, 'www/embed.html', { locale: 'es-ES' });
  await until(() => asked.length > 0);
  await page.waitForFunction(() => ['oware', 'kauri'].every((id) =>
    document.getElementById(id).shadowRoot.getElementById('btn-new').textContent !== ''));
  const newGame = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.getElementById('btn-new').textContent, id);
  assert.equal(await newGame('oware'), 'New game');
  assert.equal(await newGame('kauri'), 'Nouvelle partie');
  assert.deepEqual([...new Set(firsts)].filter((f) => f.endsWith('.wasm')).sort(),
    ['mancala_first_en_bg.wasm', 'mancala_first_fr_bg.wasm']);
  release();
  await page.evaluate(() => Promise.all([...document.querySelectorAll('mancala-game')].map((g) => g.ready)).then(() => true));
  assert.equal(await newGame('kauri'), 'Nouvelle partie');
  await page.context().close();
});
