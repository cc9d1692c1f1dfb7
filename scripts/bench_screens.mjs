// Screen benchmark: how much of the screen the game board takes, on six screens (phones and
// tablets both ways up, a laptop, a kiosk) and for every game. Run after `npm run build`:
//   node scripts/bench_screens.mjs [--root DIR] [--games a,b] [--screens phone-portrait,...]
//     [--lang en] [--shots DIR] [--debug] [--browser chromium|firefox]
// Each measure is a fresh load of index.html?variant=<game>&lang=<lang> from the repository's
// static server (tests/e2e/servers.js, CSP header included; --root serves another checkout's
// built tree) in a new browser context of the screen's size (phones and tablets as the devices
// are: touch, mobile viewport, 3 or 2 device pixels to the CSS pixel). Once the game runs
// (body[data-ready]) and the board rests, it measures, at scroll 0 (see docs/screens.md):
// - board %: the wooden board's area, in the viewport, as a share of the viewport's area, found
//   in the canvas's own pixels (getImageData on #board): the bounding box of the opaque, warm
//   brown pixels (src/render/board.rs's wood, grain and bevel), keeping only the rows and columns
//   that are mostly wood, so that the name plates' marks and text round it do not count;
// - smallest pit: the smallest min(width, height) of the pit controls (#pits button), CSS px;
// - rows above: how many rows (tops within 8 px) of visible buttons lie above the drawn board;
// - scroll: whether the document scrolls either way, and whether #status and the board are wholly
//   in the viewport without scrolling.
// It prints a markdown table and a summary per screen against the goals, each miss marked; it
// exits 0 unless something could not be measured (no build, a page error, a timeout).
import { access, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, firefox } from 'playwright-core';
import { CHROMIUM_ARGS, launchChromium } from '../tests/e2e/browser.js';
import { ROOT, startStaticServer } from '../tests/e2e/servers.js';

const SCREENS = [
  { id: 'phone-portrait', width: 390, height: 844, scale: 3, mobile: true },
  { id: 'phone-landscape', width: 844, height: 390, scale: 3, mobile: true },
  { id: 'tablet-portrait', width: 768, height: 1024, scale: 2, mobile: true },
  { id: 'tablet-landscape', width: 1024, height: 768, scale: 2, mobile: true },
  { id: 'laptop', width: 1366, height: 768, scale: 1, mobile: false },
  { id: 'kiosk', width: 1920, height: 1080, scale: 1, mobile: false },
];

const GAMES = ['oware-abapa', 'oware-international', 'nam-nam', 'omweso', 'gore', 'woaley', 'kauri', 'kalah'];

/** The goals of each screen: the board's least share (%), the smallest pit (CSS px), no scroll. */
const GOALS = {
  'phone-portrait': { share: 45, pit: 44 },
  'phone-landscape': { share: 55, noScroll: true },
  'tablet-portrait': { share: 45 },
  'tablet-landscape': { share: 50 },
  laptop: { share: 50 },
  kiosk: { share: 50 },
};

/** How long one page may take to load, run and settle. */
const LOAD_MS = 45_000;

function parseArgs(argv) {
  const opts = { root: ROOT, games: GAMES, screens: SCREENS.map((s) => s.id), lang: 'en', shots: null, debug: false, browser: 'chromium' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--root') opts.root = resolve(value());
    else if (arg === '--games') opts.games = value().split(',').filter(Boolean);
    else if (arg === '--screens') opts.screens = value().split(',').filter(Boolean);
    else if (arg === '--lang') opts.lang = value();
    else if (arg === '--shots') opts.shots = resolve(value());
    else if (arg === '--debug') opts.debug = true;
    else if (arg === '--browser') opts.browser = value();
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/bench_screens.mjs [--root DIR] [--games a,b] [--screens s,t] ' +
        `[--lang en|fr|es] [--shots DIR] [--debug] [--browser chromium|firefox]\n` +
        `screens: ${SCREENS.map((s) => s.id).join(', ')}\ngames: ${GAMES.join(', ')}`);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg} (--help lists them)`);
  }
  for (const s of opts.screens) {
    if (!SCREENS.some((x) => x.id === s)) throw new Error(`unknown screen ${s}: ${SCREENS.map((x) => x.id).join(', ')}`);
  }
  for (const g of opts.games) if (!GAMES.includes(g)) throw new Error(`unknown game ${g}: ${GAMES.join(', ')}`);
  if (!['chromium', 'firefox'].includes(opts.browser)) throw new Error(`--browser: chromium or firefox`);
  return opts;
}

/** Chromium through the repository's launcher (its own root), or with its flags (another root). */
async function launch(opts) {
  if (opts.browser === 'firefox') {
    // Debian's Firefox ESR over WebDriver BiDi, as playwright.config.js starts it.
    const bidi = new URL('../tests/e2e/firefox-bidi.js', import.meta.url).pathname;
    return firefox.launch({ channel: 'moz-firefox', headless: true, executablePath: bidi });
  }
  if (resolve(opts.root) === resolve(ROOT)) return launchChromium();
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * In the page: the measures of the board and its controls (CSS px, viewport coordinates at
 * scroll 0). `wood` is null when the canvas shows no board.
 */
function measureInPage({ width: vw, height: vh }) {
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
  const rect = canvas.getBoundingClientRect();
  const W = canvas.width;
  const H = canvas.height;
  let wood = null;
  if (W > 0 && H > 0) {
    const { data } = canvas.getContext('2d').getImageData(0, 0, W, H);
    // The wood (WOOD #c68a50 → #925a32 with its grain, its bevel lit to about #e5bb8a at the top
    // and shaded to about #58331a at the bottom) is opaque and warm brown: red over green over
    // blue, red well above blue. The table round it is transparent, the board's shadow on it
    // translucent; the plates' text is cream (red − blue < 40); only the players' small marks
    // (amber) are warm too, and they are dropped below as rows and columns that are not mostly
    // wood.
    const rows = new Uint32Array(H);
    const cols = new Uint32Array(W);
    for (let y = 0; y < H; y += 1) {
      let i = y * W * 4;
      for (let x = 0; x < W; x += 1, i += 4) {
        if (data[i + 3] < 250) continue;
        const r = data[i];
        const g = data[i + 1];
        const b = data[i + 2];
        if (r > g && g > b && r - b >= 40) {
          rows[y] += 1;
          cols[x] += 1;
        }
      }
    }
    const span = (counts) => {
      let max = 0;
      for (const c of counts) max = Math.max(max, c);
      if (max === 0) return null;
      // A row of the board holds wood over most of its length (pits cover at most 0.82 of a
      // cell of each), the plates' marks a few pixels: keep what holds a quarter of the most.
      const keep = 0.25 * max;
      let first = 0;
      while (counts[first] < keep) first += 1;
      let last = counts.length - 1;
      while (counts[last] < keep) last -= 1;
      return [first, last + 1];
    };
    const xs = span(cols);
    const ys = span(rows);
    if (xs && ys) {
      const sx = rect.width / W;
      const sy = rect.height / H;
      wood = {
        left: rect.left + xs[0] * sx,
        top: rect.top + ys[0] * sy,
        right: rect.left + xs[1] * sx,
        bottom: rect.top + ys[1] * sy,
      };
    }
  }
  const visible = (e) => {
    const r = e.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    return typeof e.checkVisibility === 'function'
      ? e.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      : getComputedStyle(e).visibility !== 'hidden';
  };
  const pits = [...document.querySelectorAll('#pits button')].filter(visible).map((b) => {
    const r = b.getBoundingClientRect();
    return Math.min(r.width, r.height);
  });
  const top = wood ? wood.top : rect.top;
  const tops = [...document.querySelectorAll('button')]
    .filter((b) => !b.closest('#pits') && visible(b))
    .map((b) => b.getBoundingClientRect())
    .filter((r) => r.bottom <= top + 1)
    .map((r) => r.top)
    .sort((a, b) => a - b);
  let rowsAbove = 0;
  let last = -Infinity;
  for (const t of tops) {
    if (t - last > 8) {
      rowsAbove += 1;
      last = t;
    }
  }
  const inView = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
  const status = document.getElementById('status');
  const statusRect = status?.getBoundingClientRect();
  const root = document.scrollingElement ?? document.documentElement;
  return {
    wood,
    canvas: { left: rect.left, top: rect.top, width: rect.width, height: rect.height, pixels: [W, H] },
    pit: pits.length ? Math.min(...pits) : null,
    pits: pits.length,
    rowsAbove,
    scrollWidth: root.scrollWidth,
    scrollHeight: root.scrollHeight,
    scrolls: root.scrollHeight > vh + 0.5 || root.scrollWidth > vw + 0.5,
    statusInView: Boolean(status && visible(status) && inView(statusRect)),
    boardInView: Boolean(wood && inView(wood)),
  };
}

/**
 * In the page: a red frame just outside the measured wood, 1 CSS px wide (CSSOM styles, allowed
 * under the CSP): the wood should touch it from inside all round.
 */
function drawFrame(wood) {
  const frame = document.createElement('div');
  frame.id = 'bench-screens-frame';
  Object.assign(frame.style, {
    position: 'fixed',
    left: `${wood.left - 1}px`,
    top: `${wood.top - 1}px`,
    width: `${wood.right - wood.left + 2}px`,
    height: `${wood.bottom - wood.top + 2}px`,
    boxSizing: 'border-box',
    border: '1px solid red',
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  document.body.append(frame);
}

/** One screen × game: a fresh context, the page loaded and settled, its measures. */
async function measure(browser, url, screen, game, opts) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.scale,
    // Firefox has no mobile emulation in Playwright: there, phones and tablets are only sizes.
    ...(opts.browser === 'chromium' ? { isMobile: screen.mobile, hasTouch: screen.mobile } : {}),
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(LOAD_MS);
  const errors = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text()}`));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.url()} (${r.status()})`));
    await page.goto(`${url}index.html?variant=${game}&lang=${opts.lang}`, { timeout: LOAD_MS });
    // The game runs (www/mancala-game.js sets body[data-ready] once the page's module started,
    // after the first whole board was drawn), then the board rests.
    const ready = await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: LOAD_MS });
    if ((await ready.jsonValue()) !== 'true') {
      const status = await page.locator('#status').textContent().catch(() => '');
      throw new Error(`the game did not start: ${status} ${errors.join('; ')}`);
    }
    await page.waitForFunction(() => window.mancala && !window.mancala.position().animating, null, { timeout: LOAD_MS });
    // The painter draws on animation frames: measure after two, and again until two agree.
    let m = null;
    for (let tries = 0; tries < 10; tries += 1) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const next = await page.evaluate(measureInPage, { width: screen.width, height: screen.height });
      if (m && next.wood && JSON.stringify(next) === JSON.stringify(m)) break;
      m = next;
      await page.waitForTimeout(100);
    }
    if (!m.wood) throw new Error('no wood found in the canvas');
    if (errors.length) throw new Error(errors.join('; '));
    if (opts.shots) {
      if (opts.debug) await page.evaluate(drawFrame, m.wood);
      await page.screenshot({ path: join(opts.shots, `${screen.id}-${game}-${opts.lang}.png`), timeout: LOAD_MS });
    }
    return m;
  } finally {
    await context.close();
  }
}

/** The board's area in the viewport, and whole, as shares (%) of the viewport's area. */
function shares(m, screen) {
  const { left, top, right, bottom } = m.wood;
  const area = screen.width * screen.height;
  const whole = ((right - left) * (bottom - top)) / area;
  const w = Math.max(0, Math.min(right, screen.width) - Math.max(left, 0));
  const h = Math.max(0, Math.min(bottom, screen.height) - Math.max(top, 0));
  return { inView: (100 * w * h) / area, whole: 100 * whole };
}

/** What misses its screen's goals, as short phrases. */
function misses(screen, m, share) {
  const goal = GOALS[screen.id];
  const out = [];
  if (share < goal.share) out.push(`board < ${goal.share} %`);
  if (goal.pit && (m.pit ?? 0) < goal.pit) out.push(`pit < ${goal.pit} px`);
  if (goal.noScroll && m.scrolls) out.push('scrolls');
  return out;
}

const goalText = (id) => {
  const g = GOALS[id];
  return [`board ≥ ${g.share} %`, g.pit && `pit ≥ ${g.pit} px`, g.noScroll && 'no scroll'].filter(Boolean).join(', ');
};
const yes = (b) => (b ? 'yes' : 'no');
const px = (v) => (v === null ? '–' : v.toFixed(0));

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench_screens: ${error.message}`);
  process.exit(2);
}
await access(join(opts.root, 'pkg', 'mancala_page_bg.wasm')).catch(() => {
  console.error(`${join(opts.root, 'pkg')} is missing: run \`npm run build\` first (or pass --root DIR of a built tree)`);
  process.exit(2);
});
if (opts.shots) await mkdir(opts.shots, { recursive: true });
const screens = SCREENS.filter((s) => opts.screens.includes(s.id));
const started = performance.now();
const server = await startStaticServer(0, opts.root);
const browser = await launch(opts);
const results = [];
const failures = [];
try {
  const total = screens.length * opts.games.length;
  for (const screen of screens) {
    for (const game of opts.games) {
      const n = results.length + failures.length + 1;
      const t0 = performance.now();
      try {
        const m = await measure(browser, server.url, screen, game, opts);
        const share = shares(m, screen);
        results.push({ screen, game, m, share, miss: misses(screen, m, share.inView) });
        console.error(`[${n}/${total}] ${screen.id} ${game}: board ${share.inView.toFixed(1)} %, ` +
          `pit ${px(m.pit)} px (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failures.push({ screen, game, error: String(error.message ?? error).split('\n')[0] });
        console.error(`[${n}/${total}] ${screen.id} ${game}: NOT MEASURED: ${error.message ?? error}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const lines = [];
lines.push(`Board on screen — ${opts.browser}, lang=${opts.lang}, served from ${opts.root}`);
lines.push('');
lines.push('| screen | game | board % | board box (CSS px) | smallest pit (px) | rows above | scrolls | status in view | board in view | misses |');
lines.push('|---|---|--:|---|--:|--:|---|---|---|---|');
for (const { screen, game, m, share, miss } of results) {
  const { left, top, right, bottom } = m.wood;
  const whole = Math.abs(share.whole - share.inView) > 0.05 ? ` (whole ${share.whole.toFixed(1)})` : '';
  lines.push(`| ${screen.id} | ${game} | ${share.inView.toFixed(1)}${whole} | ` +
    `${(right - left).toFixed(0)}×${(bottom - top).toFixed(0)} at ${left.toFixed(0)},${top.toFixed(0)} | ` +
    `${px(m.pit)} | ${m.rowsAbove} | ${m.scrolls ? `yes (${m.scrollWidth}×${m.scrollHeight})` : 'no'} | ` +
    `${yes(m.statusInView)} | ${yes(m.boardInView)} | ${miss.length ? `✗ ${miss.join(', ')}` : '✓'} |`);
}
for (const f of failures) lines.push(`| ${f.screen.id} | ${f.game} | not measured: ${f.error.replaceAll('|', '\\|')} | | | | | | | |`);
lines.push('');
lines.push('| screen | viewport | min board % (game) | smallest pit (px) | most rows above | scrolls | goals | result |');
lines.push('|---|---|--:|--:|--:|---|---|---|');
for (const screen of screens) {
  const rs = results.filter((r) => r.screen === screen);
  const lost = failures.filter((f) => f.screen === screen).length;
  if (!rs.length) {
    lines.push(`| ${screen.id} | ${screen.width}×${screen.height} @${screen.scale} | – | – | – | – | ${goalText(screen.id)} | not measured |`);
    continue;
  }
  const least = rs.reduce((a, b) => (b.share.inView < a.share.inView ? b : a));
  const pit = Math.min(...rs.map((r) => r.m.pit ?? Infinity));
  const rows = Math.max(...rs.map((r) => r.m.rowsAbove));
  const scrolling = rs.filter((r) => r.m.scrolls).length;
  const missed = rs.filter((r) => r.miss.length);
  const result = missed.length
    ? `✗ ${missed.length}/${rs.length} games miss (${[...new Set(missed.flatMap((r) => r.miss))].join(', ')})`
    : `✓ all ${rs.length} games`;
  lines.push(`| ${screen.id} | ${screen.width}×${screen.height} @${screen.scale} | ` +
    `${least.share.inView.toFixed(1)} (${least.game}) | ${Number.isFinite(pit) ? pit.toFixed(0) : '–'} | ${rows} | ` +
    `${scrolling}/${rs.length} | ${goalText(screen.id)} | ${result}${lost ? `, ${lost} not measured` : ''} |`);
}
console.log(lines.join('\n'));
console.error(`${results.length} measured, ${failures.length} not measured, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(failures.length ? 1 : 0);
