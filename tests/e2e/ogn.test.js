// End-to-end: an Oware game saved as an OGN file (the notation of Aualé and other Oware software)
// and opened again, as a visitor does with "Save the game" and "Open a game…"; a file the page
// cannot read is said under the board and changes nothing; the games OGN does not write have no
// such buttons.
import { openMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { settle } from './board.js';
import { WAIT_MS } from './browser.js';

const position = (page) => page.evaluate(() => window.mancala.gamePosition());

/**
 * Notes, in the page, each file the page offers to save (its name and text) before the browser
 * takes it: the text of a download is not reported by every browser's driver (Firefox over
 * WebDriver BiDi reports no download).
 */
function noteDownloads() {
  window.saved = [];
  const blobs = new Map();
  const create = URL.createObjectURL;
  URL.createObjectURL = (blob) => {
    const url = create.call(URL, blob);
    blobs.set(url, blob);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    const blob = blobs.get(this.href);
    if (blob) blob.text().then((text) => window.saved.push({ name: this.download, text }));
    return click.call(this);
  };
}

test('"Save the game" offers an OGN file that "Open a game…" opens again', async ({ shared, browserName }) => {
  const { page } = await shared.open('?variant=oware-abapa&opponent=human', { init: noteDownloads, acceptDownloads: true });
  await page.evaluate(() => window.mancala.app.setSpeed(Infinity));
  for (const pit of [2, 8, 4]) {
    await page.evaluate((p) => window.mancala.app.clickPit(p), pit);
    await settle(page);
  }
  const played = await position(page);
  // Chromium's driver reports the download itself.
  const download = browserName === 'chromium' ? page.waitForEvent('download', { timeout: WAIT_MS }) : null;
  await pressInMore(page, '#btn-save');
  if (download) assert.equal((await download).suggestedFilename(), 'oware-abapa.ogn');
  await page.waitForFunction(() => window.saved.length === 1, null, { timeout: WAIT_MS });
  const [{ name, text }] = await page.evaluate(() => window.saved);
  assert.equal(name, 'oware-abapa.ogn');
  assert.match(text, /^\[Variant "Oware Abapa"\]\n/);
  assert.match(text, /\n1\. C [a-f](\+\d)? 2\. E \*\n$/);

  await pressInMore(page, '#btn-new');
  await settle(page);
  assert.notDeepEqual(await position(page), played);
  // "Open a game…" asks for a file (Chromium's driver reports the file chooser; elsewhere the
  // file is given to the page's file input).
  const club = { name: 'club.ogn', mimeType: 'text/plain', buffer: Buffer.from(text) };
  if (browserName === 'chromium') {
    const chooser = page.waitForEvent('filechooser', { timeout: WAIT_MS });
    await pressInMore(page, '#btn-open');
    await (await chooser).setFiles(club);
  } else {
    await page.locator('#open-file').setInputFiles(club);
  }
  await page.waitForFunction((pits) => JSON.stringify(window.mancala.gamePosition().pits) === pits,
    JSON.stringify(played.pits), { timeout: WAIT_MS });
  assert.deepEqual(await position(page), played);
  assert.equal(await page.locator('#btn-back').isEnabled(), true, 'the game opened can be stepped back through');

  // A file that is not an Oware game: said, with its line; the game stays.
  await page.locator('#open-file').setInputFiles({ name: 'kalah.ogn', mimeType: 'text/plain', buffer: Buffer.from('[Variant "Kalah"]\n') });
  await page.locator('#note').filter({ hasText: 'line 1' }).waitFor({ timeout: WAIT_MS });
  assert.equal(await page.locator('#note').textContent(), 'This file is not a game this page can read (line 1).');
  assert.deepEqual(await position(page), played);
});

test('only the Oware games can be saved and opened, and never in a kiosk', async ({ shared }) => {
  // Each looked for in the "More" panel, opened.
  const { page } = await shared.open('?variant=kauri&opponent=human');
  await openMore(page);
  assert.equal(await page.locator('#btn-save').isVisible(), false);
  assert.equal(await page.locator('#btn-open').isVisible(), false);
  const kiosk = await shared.open('?variant=oware-international&kiosk');
  await openMore(kiosk.page);
  assert.equal(await kiosk.page.locator('#btn-open').isVisible(), false);
  const intl = await shared.open('?variant=oware-international&opponent=human');
  await openMore(intl.page);
  assert.equal(await intl.page.locator('#btn-open').innerText(), 'Open a game…');
  assert.equal(await intl.page.locator('#btn-open').isVisible(), true);
  assert.equal(await intl.page.locator('#btn-save').isVisible(), true);
});
