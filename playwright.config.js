// The end-to-end suites (tests/e2e/*.test.js) on @playwright/test, in Debian's Chromium and in
// Debian's Firefox ESR (no browser is ever downloaded). Two servers: the page's files as plain
// static files with its Content-Security-Policy header, and the dev server of `npm start` (Vite).
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, WAIT_MS } from './tests/e2e/browser.js';

const FIREFOX_BIDI = fileURLToPath(new URL('./tests/e2e/firefox-bidi.js', import.meta.url));

// Other ports through the environment, so that two runs can share a machine.
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT ?? 4173);
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4174);

export default {
  testDir: 'tests/e2e',
  testMatch: '*.test.js',
  // One test a core (E2E_WORKERS=1 for one at a time): every wait is on the page's state, never
  // on a delay, so a test is the same with another beside it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['./tests/e2e/slowest.js'], ['./tests/e2e/first-failures.js']],
  // A test is a few waits, each bounded by WAIT_MS; the whole test gets several of them.
  timeout: 5 * WAIT_MS,
  expect: { timeout: WAIT_MS },
  outputDir: 'target/playwright',
  use: {
    baseURL: `http://127.0.0.1:${STATIC_PORT}/`,
    actionTimeout: WAIT_MS,
    navigationTimeout: WAIT_MS,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
    },
    {
      // Firefox ESR over WebDriver BiDi (Playwright's `moz-firefox` channel), through
      // tests/e2e/firefox-bidi.js, which starts /usr/bin/firefox-esr and answers the BiDi commands
      // Firefox ESR does not know.
      name: 'firefox',
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        headless: true,
        launchOptions: { executablePath: FIREFOX_BIDI },
      },
    },
  ],
  webServer: [
    {
      command: `node tests/e2e/servers.js ${STATIC_PORT}`,
      url: `http://127.0.0.1:${STATIC_PORT}/`,
      reuseExistingServer: false,
      timeout: WAIT_MS,
    },
    {
      command: `vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: WAIT_MS,
    },
  ],
};
