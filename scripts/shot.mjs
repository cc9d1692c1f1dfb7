// Screenshots of the page for a person to look at: `node scripts/shot.mjs [query] [out.png]`
// after `npm run build`, e.g. `node scripts/shot.mjs "?lang=fr" /tmp/fr.png`. The page is
// served as plain static files under its CSP; console errors are printed.
import { launchChromium } from '../tests/e2e/browser.js';
import { startStaticServer } from '../tests/e2e/servers.js';

const [query = '', out = 'screenshots/page.png', clicks = '0'] = process.argv.slice(2);
const server = await startStaticServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 760 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await page.goto(server.url + query);
  await page.waitForFunction(() => document.body.dataset.ready);
  for (let i = 0; i < Number(clicks); i++) {
    const moves = await page.evaluate(() => window.mancala.position().playable);
    if (!moves?.length) break;
    await page.evaluate((pit) => window.mancala.app.clickPit(pit), moves[0]);
    await page.evaluate(() => window.mancala.app.skip());
  }
  await page.screenshot({ path: out });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  await server.close();
}
