// Games a program never frees. N games of 300 random plies each (every variant in
// turn; a game ending sooner is followed by a new one of the same variant until 300 plies are
// played), none ever freed nor kept: the generated glue registers each `Game` with a
// FinalizationRegistry, so the garbage collector frees its Rust memory. The module must never
// trap, and the WebAssembly memory must not grow by what N kept games would need.
//
//   node --test tests/node/unfreed-games.test.mjs                      (200 games, as npm test)
//   UNFREED_GAMES=2000 node --test tests/node/unfreed-games.test.mjs   (the long form)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { random } from './random.mjs';

const require = createRequire(import.meta.url);
const mancala = require('../../pkg-node/mancala.js');
const { Game, variants } = mancala;

const GAMES = Number(process.env.UNFREED_GAMES ?? 200);
const PLIES = 300;
const MB = 2 ** 20;

// A full collection now and then keeps the figures steady (without it the collector runs when
// V8's own heap asks, which the wasm memory does not count in).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');

const wasmBytes = () => mancala.__wasm.memory.buffer.byteLength;
/** Lets the FinalizationRegistry's callbacks run: they come as tasks after a collection. */
const settle = async () => {
  collect();
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Plays PLIES random plies of `id` in games that are dropped, never freed; returns the last. */
function play(id, below) {
  let game = new Game(id);
  for (let ply = 0; ply < PLIES; ply += 1) {
    if (game.outcome() !== null) game = new Game(id);
    const moves = game.legalMoves();
    game.play(moves[below(moves.length)]);
  }
  return game;
}

test(`${GAMES} games of ${PLIES} plies, never freed: the collector frees them`, async (t) => {
  const ids = variants().map((v) => v.id);
  const below = random(20);
  await settle();
  const start = wasmBytes();

  // What a game holds: 14 games kept alive at once (two of each variant).
  const kept = [];
  for (let i = 0; i < 14; i += 1) kept.push(play(ids[i % ids.length], below));
  const perGame = (wasmBytes() - start) / kept.length;
  kept.length = 0;
  await settle();

  const before = wasmBytes();
  let peak = before;
  const t0 = performance.now();
  for (let i = 0; i < GAMES; i += 1) {
    play(ids[i % ids.length], below);
    if (i % 10 === 9) {
      await settle();
      peak = Math.max(peak, wasmBytes());
    }
  }
  await settle();
  const end = wasmBytes();
  const seconds = (performance.now() - t0) / 1000;
  const { rss, heapUsed } = process.memoryUsage();
  t.diagnostic(
    `unfreed games: ${GAMES} games of ${PLIES} plies in ${seconds.toFixed(1)} s; ` +
      `a kept game holds about ${(perGame / 1024).toFixed(0)} KiB of wasm memory; ` +
      `wasm memory ${(start / MB).toFixed(1)} MB at the start, ${(before / MB).toFixed(1)} MB ` +
      `before the games, peak ${(peak / MB).toFixed(1)} MB, ${(end / MB).toFixed(1)} MB at the end ` +
      `(kept, they would need ${((GAMES * perGame) / MB).toFixed(0)} MB more); ` +
      `process RSS ${(rss / MB).toFixed(0)} MB, JS heap ${(heapUsed / MB).toFixed(0)} MB`,
  );
  // Ten games' worth of growth at most: the collector frees them every ten games here.
  assert.ok(end - before <= 10 * perGame + MB, `wasm memory grew by ${end - before} bytes`);
  // The module still plays.
  const game = new Game('oware-abapa');
  game.play({ pit: 2 });
  assert.equal(game.toMove, 1);
});

test('free() and Symbol.dispose release a game at once; a freed game refuses calls with an Error', () => {
  const game = new Game('kauri');
  game.free();
  assert.throws(() => game.position(), Error);
  const disposed = new Game('gore');
  assert.equal(typeof Symbol.dispose, 'symbol', 'this Node has Symbol.dispose');
  disposed[Symbol.dispose]();
  assert.throws(() => disposed.legalMoves(), Error);
});
