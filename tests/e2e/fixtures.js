// The one fixture of the end-to-end suites: `shared` gives a test its browser (contexts that
// wait up to WAIT_MS) and the static server's URL (Playwright's webServer, with the page's CSP
// header), watches every page the test opens, and fails the test on any console error, page
// error, failed request or HTTP error. Screenshots go to screenshots/.
import { test as base, expect } from '@playwright/test';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { ROOT } from './servers.js';

/** Notes what goes wrong on `page` in `problems` while `watching()`. */
function watch(page, problems, watching) {
  const note = (text) => watching() && problems.push(text);
  page.on('console', (m) => m.type() === 'error' && note(`console error: ${m.text()}`));
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && note(`HTTP ${r.status()}: ${r.url()}`));
}

export const test = base.extend({
  shared: async ({ browser, baseURL }, use) => {
    await access(join(ROOT, 'pkg', 'mancala_bg.wasm')).catch(() => {
      throw new Error('pkg/ is missing: run `npm run build` first');
    });
    await mkdir(SHOTS, { recursive: true });
    const problems = [];
    const contexts = [];
    let watching = true;
    const newContext = async (options) => {
      const context = await browser.newContext(options);
      context.setDefaultTimeout(WAIT_MS);
      context.on('page', (page) => watch(page, problems, () => watching));
      contexts.push(context);
      return context;
    };
    await use({ browser: { newContext }, server: { url: baseURL }, problems });
    // Closing aborts what is still loading: that is no failure of the page.
    watching = false;
    for (const context of contexts) await context.close().catch(() => {});
    expect(problems, 'console errors, page errors, failed requests, HTTP errors').toEqual([]);
  },
});

export { expect };
