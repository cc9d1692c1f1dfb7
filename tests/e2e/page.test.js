// End-to-end tests of the page in Debian's Chromium, on @playwright/test.
// Needs the package built first (`npm run build`); `npm test` does that.
import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { DEV_PORT } from '../../playwright.config.js';
import { SHOTS, WAIT_MS } from './browser.js';
import { test } from './fixtures.js';

const { describe } = test;

/** The test's browser and server (the fixture of fixtures.js). */
let shared;
test.beforeEach(({ shared: s }) => {
  shared = s;
});

/** Opens the page at `url` with `contextOptions` (a 1000×600 viewport unless given). */
function openPage(url, contextOptions = {}) {
  return shared.open('', { base: url, viewport: { width: 1000, height: 600 }, ...contextOptions });
}

/** What the board's canvas holds: sizes, and how much of it is drawn. */
function canvasReport(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('board');
    const rect = canvas.getBoundingClientRect();
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let opaque = 0;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 255) opaque += 1;
      // Coarse buckets, so that anti-aliasing does not inflate the count.
      colours.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
    }
    return {
      width: canvas.width,
      height: canvas.height,
      cssWidth: rect.width,
      cssHeight: rect.height,
      ratio: window.devicePixelRatio,
      opaqueShare: opaque / (canvas.width * canvas.height),
      colours: colours.size,
    };
  });
}

function assertDrawn(report) {
  assert.ok(report.width > 0 && report.height > 0, `canvas has no pixels: ${JSON.stringify(report)}`);
  assert.equal(report.width, Math.round(report.cssWidth * report.ratio), 'backing width = CSS width × ratio');
  assert.equal(report.height, Math.round(report.cssHeight * report.ratio), 'backing height = CSS height × ratio');
  assert.ok(report.opaqueShare > 0.2, `board covers only ${report.opaqueShare} of the canvas`);
  assert.ok(report.colours > 20, `only ${report.colours} colours: not a shaded board`);
}

const servers = [
  ['the dev server of npm start (Vite)', () => `http://127.0.0.1:${DEV_PORT}/`],
  ['plain static files with a CSP header', () => shared.server.url],
];

for (const [name, url] of servers) {
  describe(`page served by ${name}`, () => {
    const server = {};
    test.beforeEach(() => {
      server.url = url();
    });

    test('loads with no console error and no failed request, and draws the board', async () => {
      const { context, page, problems } = await openPage(server.url);
      assertDrawn(await canvasReport(page));
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('matches the backing store to devicePixelRatio and redraws on resize', async () => {
      const { context, page, problems } = await openPage(server.url, { deviceScaleFactor: 2 });
      const before = await canvasReport(page);
      assert.equal(before.ratio, 2);
      assertDrawn(before);
      await page.setViewportSize({ width: 640, height: 480 });
      await page.waitForFunction((w) => document.getElementById('board').width !== w, before.width);
      assertDrawn(await canvasReport(page));
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}

test('a screenshot of the page is saved to screenshots/', async ({}, testInfo) => {
  const { context, page } = await openPage(shared.server.url, { viewport: { width: 1200, height: 700 } });
  await page.screenshot({ path: join(SHOTS, 'oware-board.png') });
  // Saved as oware-board.png in Chromium, oware-board-firefox.png in Firefox (fixtures.js).
  const project = testInfo.project.name;
  await access(join(SHOTS, project === 'chromium' ? 'oware-board.png' : `oware-board-${project}.png`));
  await context.close();
});
