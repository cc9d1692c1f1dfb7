// The parameter fuzz on the JavaScript API as Node loads it (pkg-node/, the debug build `npm test`
// makes): every export with every kind of value for each parameter (tests/node/fuzz-kit.js).
// A wrong value must be answered with an Error naming the parameter, never a trap, and leave
// the game as it was; afterwards the module must still play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { apiTargets, describe, fuzz, kinds } from './fuzz-kit.js';

const require = createRequire(import.meta.url);
const mancala = require('../../pkg-node/mancala.js');

test('every export answers every kind of wrong value with an Error naming the parameter', () => {
  const result = fuzz(apiTargets(mancala));
  const { counts, failures } = result;
  console.log(`# fuzz (Node, pkg-node): ${describe(result)}`);
  assert.deepEqual(failures, []);
  assert.equal(counts.traps, 0, 'traps');
  assert.equal(counts.wronglyAccepted, 0, 'wrongly accepted');
  assert.equal(counts.changed, 0, 'games changed by a refused call');
  assert.equal(counts.unnamed, 0, 'Errors not naming the parameter');
  assert.ok(counts.errors > counts.calls / 2, 'most values are wrong ones');
  // The module is still usable.
  const game = new mancala.Game('oware-abapa');
  game.play({ pit: 2 });
  assert.equal(game.toMove, 1);
});

test('the page functions of pkg-node refuse wrong values too (no window in Node)', () => {
  // start and startIn, of the page's module (its debug build for Node, pkg-node/page/): in Node
  // they can only fail, and must fail with an Error whatever they are given (no root is good
  // here: startIn names the root first).
  const { start, startIn } = require('../../pkg-node/page/mancala_page.js');
  const result = fuzz([
    { name: 'start', params: [{ name: 'canvasId', type: 'string', valid: kinds.none, good: () => 'board' }], call: (_, [id]) => start(id) },
    { name: 'startIn', params: [{ name: 'root', type: 'object', valid: kinds.none, good: () => ({}) }, { name: 'canvas', type: 'object', mentions: 'root', valid: kinds.none, good: () => ({}) }], call: (_, [r, c]) => startIn(r, c) },
  ]);
  console.log(`# fuzz (Node, start/startIn): ${describe(result)}`);
  assert.deepEqual(result.failures, []);
});

