// Long random games through the API, in Node (moved out of the browser suite, where one such game
// held the page's thread for seconds): a seeded random game of every variant played to its end,
// then saved and loaded, every move undone, every move redone; the game must come back the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { random } from './random.mjs';

const require = createRequire(import.meta.url);
const { Game, variants } = require('../../pkg-node/mancala.js');

/**
 * A random legal move. Goré's hole offers are drawn one time in ten only (as in the native suites'
 * tests/native/common): uniformly drawn offers keep refilling the board from the stores, and such a game
 * may go on for tens of thousands of plies.
 */
function randomMove(moves, below) {
  const sowing = moves.filter((m) => !('give' in m));
  if (sowing.length > 0 && sowing.length < moves.length && below(10) !== 0) {
    return sowing[below(sowing.length)];
  }
  return moves[below(moves.length)];
}

/** The position and the history: what must survive save/load and undo/redo. */
const state = (game) => JSON.stringify([game.position(), game.history()]);

/**
 * Plays `pick`'s moves from a new game of `id` until the game ends or `cap` plies; then checks
 * that save/load, undoing every move and redoing every move all give the same game back.
 */
function playAndRewind(id, pick, cap) {
  const game = new Game(id);
  let plies = 0;
  while (game.outcome() === null && plies < cap) {
    const moves = game.legalMoves();
    assert.ok(moves.length > 0, `${id}: no move and no outcome after ${plies} plies`);
    const events = game.play(pick(moves));
    assert.ok(Array.isArray(events) && events.length > 0, `${id}: a move has events`);
    plies += 1;
  }
  if (game.outcome() !== null) {
    assert.deepEqual(game.legalMoves(), [], `${id}: no move is listed after the end`);
    assert.equal(typeof game.outcome().reason, 'string', `${id}: the outcome has a reason`);
  }
  assert.equal(game.history().length, plies, `${id}: the history has every move`);

  const saved = game.save();
  assert.equal(state(Game.load(saved)), state(game), `${id}: save and load`);

  const copy = Game.load(saved);
  let undone = 0;
  while (copy.undo()) undone += 1;
  assert.equal(undone, plies, `${id}: every move can be undone`);
  assert.deepEqual(copy.history(), [], `${id}: nothing left after undoing everything`);
  assert.equal(copy.canUndo, false);
  assert.equal(JSON.stringify(copy.position()), JSON.stringify(new Game(id).position()), `${id}: back at the start`);
  let redone = 0;
  while (copy.redo() !== null) redone += 1;
  assert.equal(redone, plies, `${id}: every move can be redone`);
  assert.equal(state(copy), state(game), `${id}: redo restores the game`);
  return { plies, ended: game.outcome() !== null };
}

for (const { id } of variants()) {
  test(`${id}: random games to their end survive save/load, undo of every move and redo of every move`, (t) => {
    const lengths = [];
    for (let seed = 1; seed <= 4; seed += 1) {
      const below = random(seed * 1000 + id.length);
      const { plies, ended } = playAndRewind(id, (moves) => randomMove(moves, below), 20_000);
      assert.ok(ended, `${id}: game ${seed} did not end within 20,000 plies`);
      lengths.push(plies);
    }
    t.diagnostic(`${id}: games of ${lengths.join(', ')} plies`);
  });
}

test('gore: a long game of uniformly random moves (offers included) survives the same checks', (t) => {
  const below = random(7);
  const { plies } = playAndRewind('gore', (moves) => moves[below(moves.length)], 5_000);
  assert.ok(plies >= 2_000, `only ${plies} plies`);
  t.diagnostic(`gore: ${plies} plies`);
});
