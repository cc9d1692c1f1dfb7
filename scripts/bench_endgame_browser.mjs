// The Oware endgame table built in a browser, as the computer's worker builds it: slices of
// 25 ms with a pause between them (www/endgame-tables.js). Run after `npm run build`:
//   node scripts/bench_endgame_browser.mjs [seeds] [variant]
// (12 and oware-abapa by default). Prints, in headless Chromium, the time at which each level
// of seeds was finished, and the WebAssembly memory of the module at the end (what the table
// and the build take, with the module's own).
import { launchChromium } from '../tests/e2e/browser.js';
import { startStaticServer } from '../tests/e2e/servers.js';

const seeds = Number(process.argv[2] ?? 12);
const variant = process.argv[3] ?? 'oware-abapa';

const server = await startStaticServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.on('console', (m) => console.log(`  page: ${m.text()}`));
  await page.goto(new URL('index.html?lang=en', server.url).href);
  const result = await page.evaluate(async ({ seeds, variant }) => {
    const api = await import('/pkg/mancala.js');
    const wasm = await api.default({ module_or_path: '/pkg/mancala_bg.wasm' });
    const game = api.Game.fromPosition({ variant, pits: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], stores: [23, 23] });
    const levels = [];
    const start = performance.now();
    let status;
    do {
      status = game.buildEndgameTable({ seeds, forMs: 25 });
      const done = status.seeds;
      if (done !== null && (levels.length === 0 || levels[levels.length - 1].seeds !== done)) {
        levels.push({ seeds: done, s: (performance.now() - start) / 1000 });
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    } while (status.status !== 'ready');
    const bytes = game.endgameTableBytes()?.length ?? 0;
    return { levels, bytes, memory: wasm.memory.buffer.byteLength };
  }, { seeds, variant });
  for (const { seeds: n, s } of result.levels) console.log(`${variant}: up to ${String(n).padStart(2)} seeds at ${s.toFixed(2)} s`);
  console.log(`table: ${result.bytes.toLocaleString('en')} bytes; module memory at the end: ${(result.memory / 2 ** 20).toFixed(1)} MiB`);
} finally {
  await browser.close();
  await server.close();
}
