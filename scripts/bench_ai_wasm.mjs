// AI search speed in WebAssembly: nodes per second of the strongest level, per game, in the
// release build of `pkg/` (run `npm run build` first), in Node's V8 (Chromium's engine).
// Compare with the native figures of `cargo bench --bench ai`.
//   node scripts/bench_ai_wasm.mjs [--cold]
//
// V8 compiles a wasm function with its baseline compiler on its first call and optimises it
// only once it has run hot for a while; each game's search is its own code (monomorphised), so a
// game whose six searches take some 50 ms in all (Woaley) was timed mostly in baseline code. Each
// game's searches therefore run once untimed, then are timed; `--cold` times the first run, as
// this script did before.
import { readFile } from 'node:fs/promises';
import init, { Game, variants } from '../pkg/mancala.js';

await init({ module_or_path: await readFile(new URL('../pkg/mancala_bg.wasm', import.meta.url)) });

const NODES = 400_000;
const POSITIONS = 6;
const cold = process.argv.includes('--cold');

/** A small deterministic generator, so every run searches the same positions. */
function lcg(seed) {
  let s = BigInt(seed);
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(n));
  };
}

console.log(`AI search speed in wasm (level 5, ${NODES} nodes per search, ${POSITIONS} positions per game, ${cold ? 'first run: code cold' : 'after one untimed run'})`);
console.log('variant                     nodes/s      nodes  avg depth');
/** The game's benchmark positions: random plies from the start, by a fixed seed. */
function positions(id) {
  const below = lcg(2024);
  const games = [];
  while (games.length < POSITIONS) {
    const game = new Game(id);
    const plies = 4 + below(40);
    for (let i = 0; i < plies && game.outcome() === null; i += 1) {
      const moves = game.legalMoves();
      game.play(moves[below(moves.length)]);
    }
    if (game.outcome() === null) {
      games.push(game);
    } else {
      game.free();
    }
  }
  return games;
}

/** Searches every game once: total nodes, summed depths and milliseconds. */
function searchAll(games) {
  let nodes = 0;
  let depth = 0;
  let ms = 0;
  for (const game of games) {
    const t0 = performance.now();
    const result = game.think({ level: 5, maxNodes: NODES, timeLimitMs: 600_000, seed: 1 });
    ms += performance.now() - t0;
    nodes += result.nodes;
    depth += result.depth;
  }
  return { nodes, depth, ms };
}

for (const { id } of variants()) {
  const games = positions(id);
  if (!cold) {
    searchAll(games);
  }
  const { nodes, depth, ms } = searchAll(games);
  games.forEach((game) => game.free());
  console.log(`${id.padEnd(22)} ${(nodes / (ms / 1000)).toFixed(0).padStart(12)} ${String(nodes).padStart(10)} ${(depth / POSITIONS).toFixed(1).padStart(10)}`);
}
