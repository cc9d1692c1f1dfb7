// Debian's Chromium for the end-to-end tests (playwright.config.js) and the scripts that drive
// the page: one set of flags (we run as root, with no GPU and no network), one bound on waits.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './servers.js';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Where the suites save their screenshots. */
export const SHOTS = join(ROOT, 'screenshots');

/**
 * How long any wait of a test may last before it fails (Playwright's default is 30 s). Waits are
 * for conditions, never fixed delays; this bound only says when to give up, and a machine five
 * times slower than ours, busy with a build, stays well inside it.
 */
export const WAIT_MS = 60_000;

/**
 * Launches /usr/bin/chromium headless, after checking that the package has been built. Every
 * context it opens waits up to WAIT_MS.
 */
export async function launchChromium() {
  await access(join(ROOT, 'pkg', 'mancala_page_bg.wasm')).catch(() => {
    throw new Error('pkg/ is missing: run `npm run build` first');
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  return browser;
}
