// Start-up benchmark: what index.html downloads before its first frame, and how long
// that first frame takes, for a visitor of each language (the first frame's module is one per
// language). Run after `npm run build` (it measures pkg/ as built):
//   node scripts/bench_start.mjs [loads] [language...]
// Each of the `loads` (5 by default) in each language (all by default) is a cold load in
// headless Chromium (the repository's launcher) from the repository's static server
// (tests/e2e/servers.js, CSP header included): a new browser context whose browser speaks the
// language (no `?lang=`: the page finds it as a visitor's), the cache disabled. The first frame is the `mancala:first-board`
// performance mark, which the app sets once per page when it has first drawn a whole board
// (src/shell/first.rs, else src/shell/page.rs); its time is from navigation start. It also prints
// when the game runs (index.html's body[data-ready]: the page's module, asked for after the
// first frame, has started). The files counted are the requests the
// page made before that mark, as recorded, with their bytes on disk raw and at gzip -9.
import { launchChromium } from '../tests/e2e/browser.js';
import { startStaticServer } from '../tests/e2e/servers.js';
import { BUDGET, count, fileSizes } from './file-sizes.mjs';
import { LANGUAGES } from '../www/language.js';

const MARK = 'mancala:first-board';
const loads = Number(process.argv[2] ?? 5);
const languages = process.argv.length > 3 ? process.argv.slice(3) : LANGUAGES;

/**
 * One cold load in a browser speaking `locale`: the mark's time (ms from navigation) and the
 * paths requested before it.
 */
async function coldLoad(browser, url, locale) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = [];
    page.on('request', (r) => requests.push(r));
    const failed = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.url()} (${r.status()})`));
    await page.goto(url);
    const handle = await page.waitForFunction((name) => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      return mark && { at: mark.startTime, wall: performance.timeOrigin + mark.startTime };
    }, MARK);
    const mark = await handle.jsonValue();
    if (failed.length) throw new Error(`failed requests: ${failed.join(', ')}`);
    // The browser's own wall-clock start of each request (ms since the epoch), set against the
    // mark's; a request still unanswered has none and did not count for the first board.
    const before = requests
      .filter((r) => r.timing().startTime > 0 && r.timing().startTime <= mark.wall)
      .map((r) => new URL(r.url()));
    const paths = [...new Set(before.filter((u) => u.origin === new URL(url).origin).map((u) => u.pathname))];
    // When the game runs (the page's module started: a tap plays), after the first board.
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const running = await page.evaluate(() => performance.now());
    return { ms: mark.at, running, paths };
  } finally {
    await context.close();
  }
}

/** `ms` times as min, median and max, then each in load order. */
function spread(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (i) => sorted[i].toFixed(0);
  return `min ${at(0)}, median ${at(Math.floor(sorted.length / 2))}, max ${at(sorted.length - 1)} ms ` +
    `from navigation (loads: ${ms.map((t) => t.toFixed(0)).join(', ')})`;
}

const server = await startStaticServer();
const browser = await launchChromium();
try {
  const row = (name, raw, gzip) =>
    `  ${name.padEnd(30)} ${count(raw).padStart(9)} raw ${count(gzip).padStart(9)} gzip -9`;
  for (const code of languages) {
    const runs = [];
    for (let i = 0; i < loads; i += 1) runs.push(await coldLoad(browser, server.url, code));
    // Files requested before the mark in every load (a late one may slip in once: not counted).
    const paths = runs[0].paths.filter((p) => runs.every((r) => r.paths.includes(p)));
    const files = paths.map((p) => decodeURIComponent(p.endsWith('/') ? `${p}index.html` : p).slice(1));
    if (!files.includes(`pkg/mancala_first_${code}_bg.wasm`)) {
      throw new Error(`in '${code}': the first board came without pkg/mancala_first_${code}_bg.wasm`);
    }
    const sizes = await fileSizes(files);
    console.log(`in '${code}': requested before the first board (${loads} cold loads):`);
    for (const f of sizes.files) console.log(row(`/${f.path}`, f.raw, f.gzip));
    console.log(`${row('total', sizes.raw, sizes.gzip)} (budget ${count(BUDGET)})`);
    console.log(`in '${code}': first board (${MARK}): ${spread(runs.map((r) => r.ms))}; budget: median 250 ms`);
    console.log(`in '${code}': the game runs (the page's module started): ${spread(runs.map((r) => r.running))}`);
  }
} finally {
  await browser.close();
  await server.close();
}
