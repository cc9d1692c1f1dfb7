// The one fixture of the end-to-end suites: `shared` gives a test its browser (contexts that
// wait up to WAIT_MS), the static server's URL (Playwright's webServer, with the page's CSP
// header) and `open()`, the one way a test opens a page; it watches every page the test opens
// and fails the test on any console error, page error, failed request or HTTP error.
// Screenshots go to screenshots/; those of a project other than Chromium get its name as a
// suffix (`game-firefox.png`), so that each browser keeps its own.
import assert from 'node:assert/strict';
import { test as base, expect } from '@playwright/test';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { ROOT } from './servers.js';

/**
 * The CSP hash of `<style>body {}</style>`, which Playwright adds to the page for a moment before
 * each screenshot in Firefox (over BiDi, to sync animations). The page's CSP blocks it, and
 * Firefox reports that as a page error naming this hash: the test's doing, not the page's.
 */
export const PLAYWRIGHT_SCREENSHOT_STYLE = "'sha256-YjaKGiklmzC6wjXA513HAMmzus8VE61XCOT+SmwNZWA='";

/** Notes what goes wrong on `page` in `problems` while `watching()`. */
function watch(page, problems, watching) {
  const note = (text) => watching() && !text.includes(PLAYWRIGHT_SCREENSHOT_STYLE) && problems.push(text);
  page.on('console', (m) => m.type() === 'error' && note(`console error: ${m.text()}`));
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && note(`HTTP ${r.status()}: ${r.url()}`));
}

/**
 * Makes `page.screenshot({ path })` and its locators' `screenshot({ path })` save `x.png` as
 * `x-<project>.png` unless the project is Chromium. Locators share one prototype per worker, and
 * a worker runs one project only.
 */
function suffixScreenshots(page, project) {
  if (project === 'chromium') return;
  const rename = (options) =>
    options?.path ? { ...options, path: options.path.replace(/(\.png)?$/, `-${project}.png`) } : options;
  const pageShot = page.screenshot.bind(page);
  page.screenshot = (options) => pageShot(rename(options));
  const locator = Object.getPrototypeOf(page.locator('html'));
  if (!locator.screenshot.suffixed) {
    const locatorShot = locator.screenshot;
    locator.screenshot = function (options) {
      return locatorShot.call(this, rename(options));
    };
    locator.screenshot.suffixed = true;
  }
}

export const test = base.extend({
  shared: async ({ browser, baseURL }, use, testInfo) => {
    await access(join(ROOT, 'pkg', 'mancala_page_bg.wasm')).catch(() => {
      throw new Error('pkg/ is missing: run `npm run build` first');
    });
    await mkdir(SHOTS, { recursive: true });
    const problems = [];
    const contexts = [];
    let watching = true;
    const newContext = async (options) => {
      // No service worker unless a test asks (tests/e2e/offline.test.js): it would fetch both
      // modules in the background of every test.
      const context = await browser.newContext({ serviceWorkers: 'block', ...options });
      context.setDefaultTimeout(WAIT_MS);
      // Over WebDriver BiDi (Firefox) a route is the whole browser's intercept, with its cache
      // and service workers bypassed, and closing its context leaves it behind: a context closed
      // anywhere, by a test too, drops its routes first.
      const close = context.close.bind(context);
      context.close = async (...args) => {
        await context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {});
        return close(...args);
      };
      context.on('page', (page) => {
        watch(page, problems, () => watching);
        suffixScreenshots(page, testInfo.project.name);
      });
      contexts.push(context);
      return context;
    };
    /**
     * Opens `path` of `base` (the static server by default) in a new context (`viewport`
     * 1200×760 unless given, and any other context options) and waits until the game runs:
     * index.html's `body[data-ready="true"]`, or every `<mancala-game>`'s `ready` when
     * `elements`. `init` runs in the page before its scripts. Returns the context, the page,
     * the console's warnings and the test's problems so far.
     */
    const open = async (path = '', { base = baseURL, elements = false, init, ...options } = {}) => {
      const context = await newContext({ viewport: { width: 1200, height: 760 }, ...options });
      const page = await context.newPage();
      const warnings = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      if (init) await page.addInitScript(init);
      await page.goto(base + path);
      if (elements) {
        await page.evaluate(() => Promise.all([...document.querySelectorAll('mancala-game')].map((g) => g.ready)));
      } else {
        await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: WAIT_MS });
        assert.equal(await page.evaluate(() => document.body.dataset.ready), 'true', problems.join('\n'));
      }
      return { context, page, warnings, problems };
    };
    await use({ browser: { newContext }, server: { url: baseURL }, problems, open });
    // Closing aborts what is still loading: that is no failure of the page.
    watching = false;
    for (const context of contexts) await context.close().catch(() => {});
    expect(problems, 'console errors, page errors, failed requests, HTTP errors').toEqual([]);
  },
});

/**
 * The "More" panel (`#more`) of the game at `root`, open: `root` is index.html's Page, or a
 * Locator of one `<mancala-game>` element (`page.locator('#oware')`: Playwright's CSS reaches
 * into its open shadow root). The toolbar's `#btn-more` opens it when it is closed; returns the
 * panel's Locator once it shows.
 */
export async function openMore(root) {
  const panel = root.locator('#more');
  if (!(await panel.isVisible())) {
    await root.locator('#btn-more').click();
    await panel.waitFor({ state: 'visible' });
  }
  return panel;
}

/**
 * Presses `selector` (a control of the "More" panel: New game, the opponent, speed, sound, a
 * language...) as a visitor does: the panel opened first if it is closed ([openMore]), then the
 * control clicked with Playwright's click `options`. Speed, Sound, Preview, the opponent, the
 * level and a language leave the panel open; anything else closes it.
 */
export async function pressInMore(root, selector, options) {
  const panel = await openMore(root);
  await panel.locator(selector).click(options);
}

/** Closes the "More" panel of the game at `root` with its Close button, if it shows. */
export async function closeMore(root) {
  const panel = root.locator('#more');
  if (await panel.isVisible()) {
    await panel.locator('#more-close').click();
    await panel.waitFor({ state: 'hidden' });
  }
}

export { expect };
