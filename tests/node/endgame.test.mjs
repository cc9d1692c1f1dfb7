// The Oware endgame tables through the JavaScript API (`docs/endgames.md`): built in steps,
// used by `analyse` (exact worths) and by levels 4 and 5 (a move at once), kept as bytes and
// loaded again; bad bytes and other games refused. The module is the release build the page
// uses (`npm run build` makes it). One table goes up to 15 seeds, as the page's do (its bytes
// are a whole table's); the other to 10, as the native suite's (src/ai/endgame/tests.rs): the
// API is the same for both, and a 15-seed table takes minutes to build here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Game } from '../../pkg/mancala.js';

initSync({ module: readFileSync(new URL('../../pkg/mancala_bg.wasm', import.meta.url)) });

/** The seeds of each rule set's table here. */
const SEEDS = { 'oware-international': 15, 'oware-abapa': 10 };

/** A game of `variant` with `pits` on the board, `toMove` to move, the other seeds shared out. */
function gameOn(variant, pits, toMove) {
  const left = 48 - pits.reduce((a, b) => a + b, 0);
  return Game.fromPosition({ variant, toMove, pits, stores: [Math.floor(left / 2), Math.ceil(left / 2)] });
}

/** Random boards of 2 to its table's seeds on which an Oware game of `variant` can be to move. */
function* randomGames(variant, count, seed) {
  let state = seed;
  const next = (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  let made = 0;
  while (made < count) {
    const pits = Array(12).fill(0);
    const seeds = 2 + next(SEEDS[variant] - 1);
    for (let i = 0; i < seeds; i += 1) pits[next(12)] += 1;
    let game;
    try {
      game = gameOn(variant, pits, next(2));
    } catch {
      continue; // a board no game reaches (the mover unable to move)
    }
    if (game.outcome()) {
      game.free();
      continue;
    }
    made += 1;
    yield game;
  }
}

function buildTable(variant) {
  const game = gameOn(variant, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 0);
  if (game.endgameTable().status === 'ready') return game;
  assert.equal(game.endgameTable().status, 'absent');
  const seen = new Set();
  let status;
  do {
    status = game.buildEndgameTable({ seeds: SEEDS[variant], forMs: 200 });
    seen.add(status.status);
  } while (status.status !== 'ready');
  assert.ok(seen.has('building'), 'it is built in steps');
  assert.deepEqual(status, { status: 'ready', rules: variant, seeds: SEEDS[variant], seedsAsked: null });
  return game;
}

test('an Oware table is built in steps; analyse then says every move of a board in it exactly', () => {
  for (const variant of ['oware-international', 'oware-abapa']) {
    buildTable(variant).free();
    let checked = 0;
    for (const game of randomGames(variant, 150, variant.length)) {
      const analysis = game.analyse({ depth: 2 });
      assert.deepEqual(analysis.best, analysis.moves[0]);
      for (const worth of analysis.moves) {
        if (!worth.exact) continue;
        assert.ok(Number.isInteger(worth.score), 'exact worths are whole seeds');
        // The worth of a move is what the board after it is worth to the other player, turned
        // round (or to the same player after a pass), or the final margin when the game ends.
        const after = Game.fromPosition(game.position());
        after.play(worth.move);
        const outcome = after.outcome();
        const me = game.position().toMove;
        let expected;
        if (outcome) {
          expected = outcome.stores[me] - outcome.stores[1 - me];
        } else {
          const reply = after.analyse({ depth: 1 }).best;
          if (!reply.exact) continue;
          expected = after.position().toMove === me ? reply.score : -reply.score;
        }
        // `==` and not Object.is: -0 and 0 are the same margin.
        assert.ok(worth.score === expected, `${worth.score} ≠ ${expected}: ${variant} ${JSON.stringify(game.position().pits)}: ${JSON.stringify(worth.move)}`);
        checked += 1;
        after.free();
      }
      game.free();
    }
    // Exact with the game's past: a move that keeps the level of a large one (many boards of
    // 15 seeds reach 100,000 others) is not called exact, so fewer are checked than before.
    assert.ok(checked > 50, `${checked} moves checked`);
  }
});

test("levels 4 and 5 play from the table at once where the game's value is exact, and keep it", () => {
  buildTable('oware-abapa').free();
  let played = 0;
  for (const game of randomGames('oware-abapa', 40, 7)) {
    // The game's own value is exact where every move's is (with the game's past, a move's
    // worth can stay unsure where the best one's is not).
    const { best, moves } = game.analyse({ depth: 1 });
    if (!moves.every((w) => w.exact)) continue;
    for (const level of [4, 5]) {
      const result = game.think({ level });
      assert.equal(result.nodes, 0, 'no search');
      const worth = game.analyse({ depth: 1 }).moves.find((w) => JSON.stringify(w.move) === JSON.stringify(result.move));
      assert.equal(worth.score, best.score, 'a best move');
      const searched = game.think({ level, endgameTable: false, maxNodes: 2000 });
      assert.ok(searched.nodes > 0, 'without the table, it searches');
    }
    played += 1;
    game.free();
  }
  assert.ok(played > 10, `${played} positions`);
});

test('a table is kept as bytes and loaded again; bad bytes and other games are refused', () => {
  const game = buildTable('oware-international');
  const bytes = game.endgameTableBytes();
  assert.ok(bytes instanceof Uint8Array && bytes.length > 17383860, `${bytes?.length} bytes`);
  assert.deepEqual(game.loadEndgameTable(bytes).status, 'ready');
  const damaged = bytes.slice();
  damaged[damaged.length - 1] = 250;
  assert.throws(() => game.loadEndgameTable(damaged), /holds 250 for a board of 15 seeds/);
  assert.throws(() => game.loadEndgameTable(bytes.slice(0, 100)), /holds \d+ entries, not/);
  const abapa = gameOn('oware-abapa', [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 0);
  const before = abapa.endgameTableBytes();
  assert.throws(() => abapa.loadEndgameTable(bytes), /an endgame table of "oware-international", not of "oware-abapa"/);
  assert.deepEqual(abapa.endgameTableBytes(), before, 'nothing changed');
  const kauri = new Game('kauri');
  assert.equal(kauri.endgameTableBytes(), undefined);
  assert.deepEqual(kauri.endgameTable(), { status: 'absent', rules: null, seeds: null, seedsAsked: null });
  assert.throws(() => kauri.buildEndgameTable(), { message: 'only Oware games have an endgame table, not kauri' });
  assert.throws(() => game.buildEndgameTable({ seeds: 16 }), { message: 'seeds must be 0 to 15, not 16' });
  assert.throws(() => game.buildEndgameTable({ size: 3 }), /unknown field `size`/);
});
