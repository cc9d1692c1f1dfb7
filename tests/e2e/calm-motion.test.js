// End-to-end: calm motion. Under `prefers-reduced-motion: reduce` a move is shown without the
// flying hand and without seeds sliding from pit to pit: each pit changes in turn, marked by a
// ring that fades in, at the pace the speed button sets. Measured by sampling every animation
// frame: the board's gaps between pits (where seeds fly and the hand hovers) never change, and
// the pits sown change one after the other. The same probe over a move in full motion sees the
// seeds fly. A screenshot of a calm move: screenshots/calm-motion.png.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS, WAIT_MS } from './browser.js';
import { settle } from './board.js';

/**
 * Plays pit 3 (index 2) of a fresh Oware Abapa game and samples every frame until the move is
 * shown: a hash of the pixels of each pit, and of points all over the rows and around them, off
 * the pits and their rings (where seeds fly and the hand passes). Returns the frames' samples.
 */
async function sampleMove(page) {
  return page.evaluate(async () => {
    const app = window.mancala.app;
    const canvas = document.getElementById('board');
    const context = canvas.getContext('2d');
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const centers = Array.from({ length: 12 }, (_, i) => app.pitCenter(i));
    const gap = Math.hypot(centers[1][0] - centers[0][0], centers[1][1] - centers[0][1]);
    // Points over the rows and around them, off the pits and their rings.
    const probes = [];
    const xs = centers.map(([x]) => x);
    const ys = centers.map(([, y]) => y);
    for (let x = Math.min(...xs) - 0.8 * gap; x <= Math.max(...xs) + 0.8 * gap; x += 0.2 * gap) {
      for (let y = Math.min(...ys) - 0.8 * gap; y <= Math.max(...ys) + 0.8 * gap; y += 0.2 * gap) {
        if (centers.every(([cx, cy]) => Math.hypot(x - cx, y - cy) > 0.56 * gap)) probes.push([x, y]);
      }
    }
    const hash = (points, half) => points.map(([x, y]) => {
      const side = Math.max(2, Math.round(2 * half * scale));
      const { data } = context.getImageData(Math.round((x - half) * scale), Math.round((y - half) * scale), side, side);
      let h = 0;
      for (let k = 0; k < data.length; k += 1) h = (h * 31 + data[k]) | 0;
      return h;
    });
    const frames = [];
    app.clickPit(2);
    await new Promise((done) => {
      const look = () => {
        frames.push({ pits: hash(centers, 0.45 * gap), gaps: hash(probes, 1), animating: canvas.dataset.animating === 'true' });
        if (canvas.dataset.animating === 'false' && frames.length > 1) done();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    return frames;
  });
}

/** In how many frames the picture between the pits or above them changed. */
function gapChanges(frames) {
  return frames.filter((f, i) => i > 0 && f.gaps.some((h, k) => h !== frames[i - 1].gaps[k])).length;
}

/**
 * The pits whose picture changed while the move was shown, in the order they first changed
 * (from the move's first frame: the glow of the pits that could be played goes as it starts),
 * up to the first frame after it: a slow machine may draw the last pit's change and the move's
 * end in one frame.
 */
function changedInTurn(frames) {
  const shown = frames.slice(frames.findIndex((f) => f.animating));
  const order = [];
  shown.forEach((f, i) => {
    if (i === 0) return;
    f.pits.forEach((h, pit) => {
      if (h !== shown[i - 1].pits[pit] && !order.includes(pit)) order.push(pit);
    });
  });
  return order;
}

test('under reduced motion a move is shown calmly: nothing flies, the pits change one by one', async ({ shared, browserName }) => {
  test.skip(browserName === 'firefox', 'Playwright cannot emulate prefers-reduced-motion over WebDriver BiDi');
  const calm = await shared.open('?opponent=human', { reducedMotion: 'reduce' });
  assert.match(await calm.page.locator('#btn-speed').innerText(), /normal/, 'the usual pace');
  const frames = await sampleMove(calm.page);
  // One seed into each of the four pits after pit 3, in turn (pit 3 may have been emptied by
  // the move's first frame).
  const order = changedInTurn(frames).filter((pit) => pit !== 2);
  assert.deepEqual(order.slice(0, 4), [3, 4, 5, 6], `${order}`);
  // Between the pits and above them, the picture changes only as the turn does (the arrows
  // lose the mover's colour as the move starts and take the next one's as it ends), never
  // frame after frame as a seed or the hand passes.
  const calmChanges = gapChanges(frames);
  assert.ok(calmChanges <= 2, `nothing moves between the pits or above them: they changed in ${calmChanges} frames`);
  assert.ok(frames.length >= 6, `${frames.length} frames: the move took its time`);

  // The probe sees motion where there is some: the same move in full motion.
  const moving = await shared.open('?opponent=human', { reducedMotion: 'no-preference' });
  // However few frames a busy machine draws, each one drawn while seeds fly shows them
  // somewhere else: more changing frames than the calm move's two tell the two apart.
  const full = await sampleMove(moving.page);
  const changes = gapChanges(full);
  assert.ok(changes > 2, `in full motion the gaps change in ${changes} of ${full.length} frames`);
});

test('a screenshot of a calm move, and the kiosk demo runs calmly', async ({ shared, browserName }) => {
  test.skip(browserName === 'firefox', 'Playwright cannot emulate prefers-reduced-motion over WebDriver BiDi');
  const { page } = await shared.open('?opponent=human', { reducedMotion: 'reduce' });
  await page.evaluate(() => window.mancala.app.setSpeed(0.5));
  await page.evaluate(() => window.mancala.app.clickPit(2));
  // Some frames into the move (at half speed, it lasts seconds).
  await page.evaluate(() => new Promise((done) => {
    let n = 0;
    const next = () => (++n >= 40 ? done() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  }));
  await page.screenshot({ path: join(SHOTS, 'calm-motion.png') });
  await settle(page);

  const kiosk = await shared.open('?kiosk&idle=1', { reducedMotion: 'reduce' });
  await kiosk.page.waitForFunction(() => window.mancala.position().animating, null, { timeout: WAIT_MS });
  assert.equal(await kiosk.page.evaluate(() => window.mancala.position().opponent), 'demo');
});
