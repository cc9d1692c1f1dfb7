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

/** The size of a page that does not ask for another. */
const VIEWPORT = { width: 1200, height: 760 };

/**
 * The options of `open()` that a page of the worker's own context takes; any other (a
 * `deviceScaleFactor`, `hasTouch`, `reducedMotion`, `bypassCSP`...) is the context's, and opens
 * a context of its own.
 */
const PAGE_OPTIONS = new Set(['viewport']);

/** The events a test may listen to on a page; a page given back loses its listeners. */
const PAGE_EVENTS = ['console', 'pageerror', 'request', 'requestfailed', 'requestfinished', 'response', 'dialog',
  'download', 'popup', 'framenavigated', 'load', 'domcontentloaded', 'worker'];

/** Empties the storage of the origin the page is on (its `tests/e2e/pages/blank.html`). */
async function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
  const gone = (request) => new Promise((done) => {
    request.onsuccess = request.onerror = request.onblocked = done;
  });
  for (const { name } of (await indexedDB.databases?.()) ?? []) await gone(indexedDB.deleteDatabase(name));
  if (self.caches) for (const key of await caches.keys()) await caches.delete(key);
}

/**
 * The worker's pages, kept from test to test. A fresh page costs the browser about 1 s of CPU
 * more than a page navigated again (measured in Chromium and Firefox: a renderer process, and
 * the modules fetched and compiled again), and a test opens one or more. A page is lent to one
 * test at a time; given back, it loses its listeners, routes and init scripts, every origin it
 * visited has its storage emptied, and it waits on an empty page. The HTTP cache is shared, as a
 * visitor's is between two visits.
 */
class Pages {
  constructor(context) {
    this.context = context;
    this.idle = [];
  }

  /** An empty page (about:blank, or an origin's blank.html), `VIEWPORT` wide, with no listener but the fixture's. */
  async lend() {
    const page = this.idle.pop() ?? (await this.context.newPage());
    // In front, as a fresh page is: behind a window another test opened, a tab's frames came too
    // far apart for a move to sound seed by seed (sound.test.js).
    await page.bringToFront();
    const size = page.viewportSize();
    if (size?.width !== VIEWPORT.width || size?.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
    const origins = new Set();
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (frame === page.mainFrame() && origin !== 'null') origins.add(origin);
    });
    return { page, origins, scripts: [] };
  }

  /** Takes `lent` back, clean, or closes its page when the test failed (whatever it left) or its tab lost the focus. */
  async takeBack({ page, origins, scripts }, failed) {
    if (page.isClosed()) return;
    const visited = [...origins];
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    // A page whose tab lost the focus (a test that tabbed out of it) would show a keyboard's
    // focus otherwise in the next test: it is closed too.
    if (failed || !(await page.evaluate(() => document.hasFocus()).catch(() => false))) {
      await page.close().catch(() => {});
      return;
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const script of scripts) await script.dispose();
    await page.mouse.move(0, 0);
    // Straight to an empty page of each origin visited, its storage emptied there once the
    // test's page has gone (saving what it saves as it goes); the tab waits on the last of them.
    for (const origin of visited) {
      await page.goto(`${origin}/tests/e2e/pages/blank.html`);
      await page.evaluate(clearStorage);
    }
    if (visited.length === 0) await page.goto('about:blank');
    await this.context.clearCookies();
    this.idle.push(page);
  }
}

/**
 * What `open()` gives as the context of a page of the worker's own context: its pages (opened
 * with `newPage()`), `newCDPSession()`, and `close()`, which gives them back. Anything else
 * would change the context for later tests, so it throws: such a test asks `open()` for a
 * context of its own.
 */
function lentContext(pages, lend, giveBack) {
  const lent = {
    pages: () => pages().filter((page) => !page.isClosed()),
    newPage: async () => (await lend()).page,
    newCDPSession: (page) => page.context().newCDPSession(page),
    close: giveBack,
  };
  return new Proxy(lent, {
    get(target, key) {
      if (key in target || typeof key === 'symbol' || key === 'then') return target[key];
      throw new Error(`open(): the page is in the worker's shared context, which has no ${key} here; give open() a context option for a context of its own`);
    },
  });
}

export const test = base.extend({
  /** The worker's own context and the pages it keeps between tests ([Pages]). */
  pages: [async ({ browser }, use) => {
    const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    context.setDefaultTimeout(WAIT_MS);
    await use(new Pages(context));
    await context.close();
  }, { scope: 'worker' }],

  shared: async ({ browser, baseURL, pages }, use, testInfo) => {
    await access(join(ROOT, 'pkg', 'mancala_page_bg.wasm')).catch(() => {
      throw new Error('pkg/ is missing: run `npm run build` first');
    });
    await mkdir(SHOTS, { recursive: true });
    const problems = [];
    const contexts = [];
    const lent = [];
    let watching = true;
    const watchPage = (page) => {
      watch(page, problems, () => watching);
      if (!page.suffixed) suffixScreenshots(page, testInfo.project.name);
      page.suffixed = true;
    };
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
      context.on('page', watchPage);
      contexts.push(context);
      return context;
    };
    /** A page of the worker's own context, watched like any other, and its lent context. */
    const lendPage = async () => {
      const ours = [];
      const lend = async () => {
        const loan = await pages.lend();
        watchPage(loan.page);
        lent.push(loan);
        ours.push(loan);
        return loan;
      };
      const giveBack = async () => {
        for (const loan of ours.splice(0)) {
          lent.splice(lent.indexOf(loan), 1);
          await pages.takeBack(loan, false);
        }
      };
      const loan = await lend();
      return { loan, context: lentContext(() => ours.map((l) => l.page), lend, giveBack) };
    };
    /**
     * Opens `path` of `base` (the static server by default) and waits until the game runs:
     * index.html's `body[data-ready="true"]`, or every `<mancala-game>`'s `ready` when
     * `elements`. The page is one of the worker's own context (`viewport` 1200×760 unless
     * given) unless a context option is given (`deviceScaleFactor`, `reducedMotion`...): then a
     * context of its own. `init` runs in the page before its scripts. Returns the context, the
     * page, the console's warnings and the test's problems so far.
     */
    const open = async (path = '', { base = baseURL, elements = false, init, ...options } = {}) => {
      let context;
      let page;
      if (Object.entries(options).every(([key, value]) => value === undefined || PAGE_OPTIONS.has(key))) {
        const { loan, context: lentOne } = await lendPage();
        ({ page } = loan);
        context = lentOne;
        if (options.viewport) await page.setViewportSize(options.viewport);
        if (init) loan.scripts.push(await page.addInitScript(init));
      } else {
        context = await newContext({ viewport: VIEWPORT, ...options });
        page = await context.newPage();
        if (init) await page.addInitScript(init);
      }
      const warnings = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
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
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const loan of lent.splice(0)) await pages.takeBack(loan, failed);
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
