// Chromium's picture of the Oware position that the WebDriver suites (tests/webdriver/suite.js)
// save from Firefox and WebKit: the same moves, the same viewport, into screenshots/engines/.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ENGINE_SHOTS, SHOT_MOVES, SHOT_PITS, SHOT_VIEWPORT } from '../webdriver/shots.js';

test('the Oware position of the engines\' screenshots, in Chromium', async ({ shared }) => {
  const { context, page, problems } = await shared.open('?lang=en&variant=oware-abapa&opponent=human', {
    viewport: SHOT_VIEWPORT,
  });
  await page.evaluate((moves) => {
    window.mancala.app.setSpeed(Infinity);
    for (const pit of moves) window.mancala.app.clickPit(pit);
  }, SHOT_MOVES);
  await page.waitForFunction(() => !window.mancala.position().animating
    && window.mancala.position().pits.join() === window.mancala.gamePosition().pits.join());
  assert.equal((await page.evaluate(() => window.mancala.gamePosition())).pits.join(), SHOT_PITS);
  await mkdir(ENGINE_SHOTS, { recursive: true });
  // In Firefox (Playwright over BiDi) this saves oware-chromium-firefox.png (fixtures.js), beside
  // the WebDriver suites' oware-firefox.png: the same position, to compare.
  await page.screenshot({ path: join(ENGINE_SHOTS, 'oware-chromium.png') });
  assert.deepEqual(problems, []);
  await context.close();
});
