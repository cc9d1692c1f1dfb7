// What the end-to-end suites do on index.html's board, as a visitor would.
import { WAIT_MS } from './browser.js';

/** Waits until the board has finished animating. */
export async function settle(page) {
  await page.waitForFunction(() => !window.mancala.position().animating, null, { timeout: WAIT_MS });
}

/** Clicks pit `pit` on the canvas where the page draws it (a real press, with the mouse). */
export async function clickPit(page, pit) {
  const [x, y] = await page.evaluate((i) => window.mancala.app.pitCenter(i), pit);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}
