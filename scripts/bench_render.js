// Render benchmark: the Rust draw time per frame during a long sowing animation, in headless
// Chromium. (The page's size: scripts/page-size.mjs and scripts/bench_start.mjs.) Run after
// `npm run build`:
//   node scripts/bench_render.js
import { launchChromium } from '../tests/e2e/browser.js';
import { startStaticServer } from '../tests/e2e/servers.js';

const server = await startStaticServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const result = await page.evaluate(async () => {
    const { app } = window.mancala;
    const { Game } = await import('/pkg/mancala.js');
    // The longest first move of the games available (relay sowing makes long ones).
    let best = null;
    for (const variant of ['omweso', 'woaley', 'nam-nam', 'oware-abapa']) {
      app.newGame(variant, 'hotseat');
      const shown = window.mancala.position();
      if (shown.unavailable) continue;
      app.setSpeed(Infinity);
      // Omweso: keep the standard arrangement for both players first.
      for (let i = 0; i < 2 && document.getElementById('btn-arrange')?.hidden === false; i += 1) {
        document.getElementById('btn-arrange').click();
      }
      const position = window.mancala.gamePosition();
      for (const pit of window.mancala.position().playable) {
        const g = Game.fromPosition(position);
        try {
          const events = g.play({ pit });
          if (!best || events.length > best.events) best = { variant, pit, events: events.length };
        } catch { /* not a plain move */ }
        g.free();
      }
    }
    app.newGame(best.variant, 'hotseat');
    app.setSpeed(Infinity);
    for (let i = 0; i < 2 && document.getElementById('btn-arrange')?.hidden === false; i += 1) {
      document.getElementById('btn-arrange').click();
    }
    app.setSpeed(1);
    app.clickPit(best.pit);
    const times = [];
    let now = performance.now();
    const start = now;
    for (let frame = 0; frame < 20000; frame += 1) {
      const t0 = performance.now();
      const more = app.drawAt(now);
      times.push(performance.now() - t0);
      now += 1000 / 60;
      if (!more) break;
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    return { ...best, frames: times.length, seconds: (now - start) / 1000, median: q(0.5), p95: q(0.95), max: times[times.length - 1] };
  });
  console.log(`long sowing animation: ${result.variant}, pit ${result.pit}, ${result.events} events, ` +
    `${result.frames} frames (${result.seconds.toFixed(1)} s at 60 fps), canvas 1280x800 at devicePixelRatio 2`);
  console.log(`Rust draw time per frame: median ${result.median.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, max ${result.max.toFixed(2)} ms`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
