// The JavaScript API as a Node program uses it (`wasm-pack build --target nodejs`): every game
// played to its end through the API, clear errors, save and load, and real TypeScript types.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const mancala = require('../../pkg-node/mancala.js');
const { Game, variants } = mancala;

/** The games of docs/rules/, in the order of the menu; `variants()` may list more. */
const RULES_GAMES = ['oware-abapa', 'oware-international', 'nam-nam', 'omweso', 'gore', 'woaley', 'kauri'];

test('variants() lists every game once, with its board and rules', () => {
  const list = variants();
  const ids = list.map((v) => v.id);
  assert.equal(new Set(ids).size, ids.length, `each game once: ${ids}`);
  assert.deepEqual(ids.filter((id) => RULES_GAMES.includes(id)), RULES_GAMES, 'the games of docs/rules/, in order');
  for (const v of list) {
    assert.match(v.id, /^[a-z]+(-[a-z]+)*$/, 'an id fit for an address (?variant=…)');
    assert.equal(v.pits, v.rows * v.columns, v.id);
    assert.ok(v.summary.length > 200, `${v.id} has a rules summary`);
  }
});

test('a whole game of every variant, by a script choosing the first legal move', () => {
  for (const { id } of variants()) {
    const game = new Game(id);
    let plies = 0;
    while (game.outcome() === null) {
      const moves = game.legalMoves();
      assert.ok(moves.length > 0, `${id}: a move while the game goes on`);
      const events = game.play(moves[plies % moves.length]);
      assert.ok(Array.isArray(events) && events.length > 0, `${id}: events`);
      plies += 1;
      assert.ok(plies < 20000, `${id}: the game ends`);
    }
    const outcome = game.outcome();
    assert.ok(outcome.winner === 0 || outcome.winner === 1 || outcome.winner === null, id);
    assert.equal(typeof outcome.reason, 'string', id);
    assert.equal(game.history().length, plies, `${id}: history has every move`);
    const again = Game.load(game.save());
    assert.deepEqual(again.position(), game.position(), `${id}: save and load`);
  }
});

test('errors are Error objects with clear messages, and change nothing', () => {
  assert.throws(() => new Game('owari'), (e) => e instanceof Error && /unknown variant 'owari'; known: oware-abapa/.test(e.message));
  const game = new Game('oware-abapa');
  const before = JSON.stringify(game.position());
  assert.throws(() => game.play({ pit: 14 }), /pit 14 does not exist on a 2×6 board/);
  assert.throws(() => game.play({ pit: 8 }), (e) => e instanceof Error && /8/.test(e.message));
  assert.throws(() => game.play({ pti: 1 }), /pti/);
  assert.throws(() => game.play(), /missing/);
  assert.throws(() => Game.fromPosition({ variant: 'oware-abapa', pits: [4, 4] }), /12 pits/);
  assert.equal(JSON.stringify(game.position()), before);
});

test('positions in and out use the documented JSON format', () => {
  const game = Game.fromPosition({ variant: 'kauri', pits: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5], cowries: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] });
  const p = game.position();
  assert.equal(p.variant, 'kauri');
  assert.equal(p.toMove, 0);
  assert.deepEqual(p.stores, [0, 0]);
  assert.deepEqual(p.owners, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  const events = game.play({ pit: 5 });
  assert.ok(events.some((e) => e.type === 'drop' && e.piece === 'cowrie'));
});

test('house rules: chosen in the options, kept in the position, named when wrong', () => {
  const game = new Game('gore', { rules: { 'G-skip': 'skip' } });
  assert.deepEqual(game.position().extra.rules, { 'G-skip': 'skip' });
  const again = Game.fromPosition(game.position());
  assert.deepEqual(again.position(), game.position());
  assert.deepEqual(Game.load(game.save()).position(), game.position());
  assert.throws(() => new Game('gore', { rules: { 'G-jump': 'yes' } }), /the rule options are O-may, O-5plots, .*, G-skip, G-own, /);
  assert.throws(() => new Game('gore', { rules: { 'G-skip': 'never' } }), /its values are receive, skip/);
  assert.throws(() => new Game('kauri', { rules: { 'G-rep': 'none' } }), /G-rep is one of/);
});

test('the generated .d.ts describes the real shapes', () => {
  const dts = readFileSync(new URL('../../pkg-node/mancala.d.ts', import.meta.url), 'utf8');
  for (const needle of ['export type Move', 'export interface Position', 'export type GameEvent', 'play(mv: Move | string): GameEvent[]', 'position(): Position', 'outcome(): Outcome | null']) {
    assert.ok(dts.includes(needle), `.d.ts has ${needle}`);
  }
});

test('bestMove gives a legal move at every level and refuses bad levels', () => {
  for (const { id } of variants()) {
    const game = new Game(id);
    for (const level of [1, 3]) {
      const mv = game.bestMove({ level, maxNodes: 2000 });
      assert.ok(game.legalMoves().some((m) => JSON.stringify(m) === JSON.stringify(mv)), `${id} level ${level}: ${JSON.stringify(mv)}`);
    }
    const result = game.think({ level: 5, timeLimitMs: 200 });
    assert.ok(result.nodes > 0 && typeof result.score === 'number', id);
  }
  const game = new Game('oware-abapa');
  assert.throws(() => game.bestMove({ level: 9 }), /level must be 1 to 5, not 9/);
  assert.throws(() => game.bestMove({ levle: 2 }), /levle/);
  // A winning capture in one move is found: pit 5 (one seed) makes 2 in pit 6, and 23 + 2 is 25;
  // pit 4 captures nothing.
  const capture = Game.fromPosition({ variant: 'oware-abapa', pits: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 8], stores: [23, 14] });
  assert.deepEqual(capture.bestMove({ level: 5, maxNodes: 5000 }), { pit: 5 });
});

test('Goré: a player with no seed may make no offer and pass, through every door of the API', () => {
  // Player 2 sows his one seed from hole 6 into hole 7; player 1 then owns four empty holes.
  // Player 2's store of 12 pays for two holes: player 1 may offer, or pass.
  const g = Game.fromPosition({ variant: 'gore', toMove: 1, pits: [0, 0, 0, 0, 0, 1, 3, 2], stores: [30, 12] });
  g.play({ pit: 5 });
  assert.equal(g.position().toMove, 0);
  const moves = g.legalMoves();
  assert.deepEqual(moves[0], { pass: true });
  assert.equal(moves.filter((m) => 'give' in m).length, 10);
  const events = g.play({ pass: true });
  assert.deepEqual(events, [{ type: 'pass', player: 0, byChoice: true }, { type: 'turn', player: 1 }]);
  assert.equal(g.position().toMove, 1);
  assert.deepEqual(g.position().pits, [0, 0, 0, 0, 0, 0, 4, 2]);
  // Player 2 owns seeds: he may not pass, and the refusal changes nothing.
  assert.throws(() => g.play({ pass: true }), /owns seeds/);
  assert.throws(() => g.play({ pass: false }), /\{"pass": true\}/);
  assert.equal(g.position().toMove, 1);
  // The pass survives a link, a save and the history.
  const link = g.toLink();
  assert.match(link, /!p/);
  assert.deepEqual(Game.fromLink(link).position(), g.position());
  assert.deepEqual(Game.load(g.save()).position(), g.position());
  assert.deepEqual(g.history().at(-1), { player: 0, move: { pass: true } });
  // The computer chooses between offering and passing by search, and plays a legal move.
  const before = Game.fromLink(link.replace(/!p$/, ''));
  const mv = before.bestMove({ level: 5, maxNodes: 20000 });
  assert.ok(before.legalMoves().some((m) => JSON.stringify(m) === JSON.stringify(mv)), JSON.stringify(mv));
});

test('Oware games in and out of OGN: toOGN() and Game.fromOGN(), a bad file named by its line', () => {
  for (const id of ['oware-abapa', 'oware-international']) {
    const game = new Game(id);
    for (let i = 0; i < 30 && !game.outcome(); i += 1) {
      const legal = game.legalMoves();
      game.play(legal[(i * 7) % legal.length]);
    }
    const text = game.toOGN({ Event: 'Club "night"', South: 'Ama', North: 'Kofi' });
    assert.match(text, new RegExp(`^\\[Variant "${id === 'oware-abapa' ? 'Oware Abapa' : 'Oware International'}"\\]\\n`));
    assert.match(text, /\[Event "Club \\"night\\""\]\n/);
    assert.match(text, /\n1\. [A-F](\+\d+)? [a-f]/);
    const back = Game.fromOGN(text);
    assert.equal(back.variant, id);
    assert.deepEqual(back.history(), game.history());
    assert.deepEqual(back.position(), game.position());
    assert.ok(back.canUndo, 'the game read can be undone move by move');
  }
  // Aualé's own way of writing a game: comments and variations are skipped.
  const auale = '[Variant "Oware Abapa"]\n[Result "*"]\n\n1. A d {quiet} 2. F (2. E c) b\n';
  assert.deepEqual(Game.fromOGN(auale).history().map((h) => h.move.pit), [0, 9, 5, 7]);
  assert.throws(() => Game.fromOGN('[Variant "Oware Abapa"]\n\n1. A\n2. B\n'), {
    message: 'OGN line 4: move 2 (B) is South\'s, but North is to move',
  });
  assert.throws(() => Game.fromOGN(42), /text must be the text of an OGN game/);
  assert.throws(() => new Game('kalah').toOGN(), { message: 'OGN is the notation of Oware: kalah cannot be written in it' });
  assert.throws(() => new Game('oware-abapa').toOGN('nope'), Error);
});

test('analyse() scores every legal move of every game, best first, with its line', () => {
  for (const { id } of variants()) {
    const game = new Game(id);
    const analysis = game.analyse({ depth: 3, maxNodes: 100000 });
    assert.equal(analysis.moves.length, game.legalMoves().length, id);
    assert.deepEqual(analysis.best, analysis.moves[0], `${id}: best is the first entry`);
    for (let i = 1; i < analysis.moves.length; i += 1) {
      assert.ok(analysis.moves[i - 1].score >= analysis.moves[i].score, `${id}: best first`);
    }
    for (const worth of analysis.moves) {
      assert.equal(worth.exact, false, 'the search estimates');
      assert.deepEqual(worth.line[0], worth.move);
      const copy = Game.fromPosition(game.position());
      for (const mv of worth.line) copy.play(mv);
    }
  }
  // A capture of 2 seeds is worth about 2 at depth 1.
  const capture = Game.fromPosition({ variant: 'oware-abapa', pits: [4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4], stores: [3, 3] });
  const pit6 = capture.analyse({ depth: 1 }).moves.find((w) => w.move.pit === 5);
  assert.ok(pit6.score >= 1.5, `the capture scores ${pit6.score}`);
  assert.throws(() => capture.analyse({ depth: 0 }), { message: 'depth must be 1 to 16, not 0' });
  assert.throws(() => capture.analyse({ deep: 3 }), /unknown field `deep`/);
  const over = new Game('woaley');
  while (!over.outcome()) over.play(over.legalMoves()[0]);
  assert.equal(over.analyse(), null, 'a game over has no move to weigh');
});
