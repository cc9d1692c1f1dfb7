// End-to-end: the page in English, French and Spanish. The language comes from `?lang=`, else
// from the browser's languages; the language buttons (in the "More" panel) switch it; the
// aria-live region tells each move in words in the language shown.
import { pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { WAIT_MS } from './browser.js';
import { createRequire } from 'node:module';

/** The JS API's `languages()` (its Node build, pkg-node/, made by `npm test` before this). */
const apiLanguages = () => createRequire(import.meta.url)('../../pkg-node/mancala.js').languages();


const { describe } = test;

/** The test's browser and server (the fixture of fixtures.js). */
let shared;
test.beforeEach(({ shared: s }) => {
  shared = s;
});

/** Opens index.html at `query` in a browser speaking `locale`; `errors`: the test's problems. */
async function open(query = '', locale = 'en-GB') {
  const opened = await shared.open(query, { locale });
  return { ...opened, errors: opened.problems };
}

const text = (page, id) => page.locator(`#${id}`).textContent();

test('?lang=fr shows French controls, rules and a French account of each move', async () => {
  const { context, page, errors } = await open('?lang=fr');
  assert.equal(await text(page, 'btn-new'), 'Nouvelle partie');
  assert.equal(await text(page, 'game-title'), 'Awalé Abapa');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.match(await text(page, 'status'), /touchez une des cases/);
  const summary = await page.locator('#menu-list details p').first().textContent();
  assert.match(summary, /deux rangées de six cases/);
  await page.evaluate(() => window.mancala.app.clickPit(2));
  assert.match(await text(page, 'announce > :last-child'), /^Le joueur 1 sème 4 graines depuis la case 3\. Aucune prise\. Score\u00a0: 0 à 0\. Au tour du joueur 2\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('?lang=es shows Spanish controls, rules and a Spanish account of each move', async () => {
  const { context, page, errors } = await open('?lang=es');
  assert.equal(await text(page, 'btn-new'), 'Nueva partida');
  assert.equal(await text(page, 'game-title'), 'Oware Abapa');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.equal(await text(page, 'status'), 'Turno del jugador 1: toca una de las casillas que brillan');
  const summary = await page.locator('#menu-list details p').first().textContent();
  assert.match(summary, /dos filas de seis casillas/);
  await page.evaluate(() => window.mancala.app.clickPit(2));
  assert.equal(await text(page, 'announce > :last-child'), 'El jugador 1 siembra 4 semillas desde la casilla 3. No se captura nada. Marcador: 0 a 0. Turno del jugador 2.');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the browser's language is used when the address names none", async () => {
  const { context, page } = await open('', 'fr-CI');
  assert.equal(await text(page, 'btn-new'), 'Nouvelle partie');
  await context.close();
});

/** The language buttons: each one's code, name, `lang` and pressed state. */
const languageButtons = (page) => page.locator('#langs button').evaluateAll((buttons) => buttons.map((b) => ({
  code: b.dataset.lang, name: b.textContent, lang: b.lang, pressed: b.getAttribute('aria-pressed'),
})));

test('the language buttons name each language in its own words, and a choice goes on with the game', async () => {
  const { context, page, errors } = await open('?lang=fr');
  await page.evaluate(() => window.mancala.app.clickPit(1));
  const before = await page.evaluate(() => window.mancala.gamePosition());
  const languages = apiLanguages();
  assert.deepEqual(await languageButtons(page), languages.map((l) => ({
    code: l.code, name: l.name, lang: l.code, pressed: String(l.code === 'fr'),
  })));
  assert.deepEqual(languages.map((l) => l.name), ['English', 'Français', 'Español']);
  // Each language's "New game", and the "More" button and panel heading.
  const words = [
    ['es', 'Nueva partida', '⋯ Más', 'Partida y ajustes'],
    ['en', 'New game', '⋯ More', 'Game and settings'],
    ['fr', 'Nouvelle partie', '⋯ Plus', 'Partie et réglages'],
  ];
  for (const [code, newGame, more, moreTitle] of words) {
    await pressInMore(page, `#langs button[data-lang="${code}"]`);
    assert.equal(await page.locator('#more').isVisible(), true, 'the panel stays open after a language');
    assert.equal(await text(page, 'btn-new'), newGame);
    assert.equal(await text(page, 'btn-more'), more);
    assert.equal(await text(page, 'more-title'), moreTitle);
    assert.equal(await page.evaluate(() => document.documentElement.lang), code);
    const pressed = (await languageButtons(page)).filter((b) => b.pressed === 'true').map((b) => b.code);
    assert.deepEqual(pressed, [code]);
    assert.deepEqual(await page.evaluate(() => window.mancala.gamePosition()), before);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown ?lang= is reported and the page stays in English', async () => {
  const { context, page, warnings, errors } = await open('?lang=xx');
  assert.equal(await text(page, 'btn-new'), 'New game');
  assert.ok(warnings.some((w) => w.includes("language 'xx' is not available; available: en, fr, es")), warnings.join('\n'));
  assert.deepEqual(errors, []);
  await page.evaluate(() => window.mancala.app.clickPit(3));
  assert.match(await text(page, 'announce > :last-child'), /^Player 1 sows 4 seeds from pit 4\./);
  await context.close();
});
