// Games are kept (never freed) and played until the module's memory, capped by
// scripts/out-of-memory.sh, runs out. The call that finds no room must throw an Error saying so
// (not a WebAssembly trap, after which the module would be unusable); then every game is freed
// and the module must create and play games again.
//
//   node scripts/out-of-memory.mjs target/out-of-memory/pkg/mancala.js
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const mancala = require(resolve(process.argv[2] ?? 'target/out-of-memory/pkg/mancala.js'));
const { Game } = mancala;
const MB = 2 ** 20;
const memory = () => (mancala.__wasm.memory.buffer.byteLength / MB).toFixed(1);

const kept = [];
let refusal = null;
let plies = 0;
while (refusal === null && kept.length < 100_000) {
  try {
    const game = new Game('oware-abapa');
    kept.push(game);
    // A few plies each: every game holds its history.
    for (let i = 0; i < 40 && game.outcome() === null; i += 1) {
      const moves = game.legalMoves();
      game.play(moves[(i * 7) % moves.length]);
      plies += 1;
    }
  } catch (error) {
    refusal = error;
  }
}
assert.ok(refusal, `no refusal with ${kept.length} games kept`);
console.log(
  `out of memory after ${kept.length} games and ${plies} plies, wasm memory ${memory()} MB: ` +
    `${refusal.constructor.name}: ${refusal.message}`,
);
assert.ok(!(refusal instanceof WebAssembly.RuntimeError), 'a trap, not an answer');
assert.ok(refusal instanceof Error && /out of memory/.test(refusal.message), String(refusal));

for (const game of kept) game.free();
kept.length = 0;
const game = new Game('kauri');
game.play(game.legalMoves()[0]);
assert.equal(game.history().length, 1);
assert.ok(new Game('omweso').save().length > 0);
console.log(`after freeing every game: the module plays again (wasm memory ${memory()} MB)`);
