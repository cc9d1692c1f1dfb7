// End-to-end: where a teacher puts the game. dist/mancala.html, the single file that
// `npm run build` writes, opened as file:// with the network off, plays against the computer in
// French and asks for nothing; index.html opened as file:// (where Chromium refuses its modules)
// says so in words and says what to do.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { WAIT_MS } from './browser.js';
import { ROOT } from './servers.js';

const fileUrl = (path) => `file://${join(ROOT, path)}`;

test('dist/mancala.html from file://, offline: a move against the computer, in French', async ({ shared }) => {
  await access(join(ROOT, 'dist', 'mancala.html')).catch(() => {
    throw new Error('dist/mancala.html is missing: run `npm run build` first');
  });
  const { context, page, warnings, problems } = await shared.open('mancala.html?lang=fr&opponent=ai-1', {
    base: fileUrl('dist/'),
    offline: true,
    init: () => {
      window.moves = [];
      addEventListener('move', (e) => window.moves.push(e.detail.player));
    },
  });
  assert.equal(await page.locator('#btn-new').textContent(), 'Nouvelle partie');
  const { playable } = await page.evaluate(() => window.mancala.position());
  await page.evaluate((pit) => window.mancala.app.clickPit(pit), playable[0]);
  await page.waitForFunction(() => window.moves.length >= 2, null, { timeout: WAIT_MS });
  assert.deepEqual(await page.evaluate(() => window.moves.slice(0, 2)), [0, 1], 'the computer answered');
  assert.deepEqual(warnings.filter((w) => /no AI worker/.test(w)), [], 'the computer thought in its worker');
  // Nothing was fetched but the worker's own code, made on the page (a blob: URL).
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.deepEqual(fetched.filter((url) => !url.startsWith('blob:')), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('index.html from file:// says, in the visitor\'s language, that it cannot start and what to do', async ({ browser, browserName }) => {
  test.skip(browserName === 'firefox', 'Firefox loads the page\'s modules from file:// and the game starts: there is no refusal to show');
  // Not the fixture's watched context: the browser's refusals are this test's subject.
  for (const [query, words] of [['?lang=fr', /dossier dist/], ['', /dist folder/]]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(fileUrl('index.html') + query);
    await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: WAIT_MS });
    assert.equal(await page.evaluate(() => document.body.dataset.ready), 'cannot-run');
    const box = page.locator('#cannot-run');
    assert.ok(await box.isVisible());
    assert.match(await box.textContent(), words);
    assert.match(await box.textContent(), /mancala\.html/);
    await context.close();
  }
});

test('a browser without WebAssembly gets the words too, not a blank page', async ({ browser, shared }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    delete globalThis.WebAssembly;
  });
  await page.goto(shared.server.url);
  const box = page.locator('#cannot-run');
  await box.waitFor({ state: 'visible', timeout: WAIT_MS });
  assert.match(await box.textContent(), /WebAssembly/);
  assert.match(await box.textContent(), /navigateur/);
  await context.close();
});

test('a browser too old for the game (its WebAssembly without reference types) says so in words', async ({ browser, shared }) => {
  for (const [locale, words] of [['fr-FR', /trop ancien.*Firefox 91/], ['en-GB', /too old.*Firefox 91/]]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    // As an engine without reference types answers for the check's module (the page's own
    // modules still start here: this browser is not really old).
    await page.addInitScript(() => {
      const validate = WebAssembly.validate;
      WebAssembly.validate = (bytes) => (bytes.length < 40 ? false : validate(bytes));
    });
    await page.goto(shared.server.url);
    const box = page.locator('#cannot-run');
    await box.waitFor({ state: 'visible', timeout: WAIT_MS });
    assert.match(await box.textContent(), words);
    await context.close();
  }
});
