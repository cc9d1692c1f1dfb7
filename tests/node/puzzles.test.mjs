// Puzzles in the JavaScript API as Node loads it (pkg-node/): puzzles({ variant, lang }) gives
// plain objects whose positions start games and whose solutions play; bad options are an Error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game, puzzles, variants } = require('../../pkg-node/mancala.js');

test('puzzles() gives every game its puzzles, each a position, a goal in words and a line that plays', () => {
  const all = puzzles();
  const ids = new Set(all.map((p) => p.id));
  assert.equal(ids.size, all.length, 'unique ids');
  for (const { id: variant } of variants()) {
    const mine = all.filter((p) => p.variant === variant);
    assert.ok(mine.length >= 12, `${variant}: ${mine.length} puzzles`);
    assert.deepEqual(puzzles({ variant }), mine, variant);
  }
  for (const p of all) {
    assert.ok([1, 2, 3].includes(p.difficulty), p.id);
    assert.ok(['win', 'draw', 'take', 'guard'].includes(p.goal.kind), p.id);
    assert.ok(p.text.endsWith('.'), p.id);
    const game = Game.fromPosition(p.position);
    for (const move of p.solution) game.play(move);
    game.free();
  }
});

test('puzzles({ lang }) states the goals in French and Spanish; bad options are an Error', () => {
  const [fr] = puzzles({ variant: 'kalah', lang: 'fr' });
  const [en] = puzzles({ variant: 'kalah' });
  assert.equal(fr.id, en.id);
  assert.notEqual(fr.text, en.text);
  assert.match(puzzles({ variant: 'kalah', lang: 'es' })[0].text, /[áéíóúñ¡]|jugada/);
  assert.throws(() => puzzles({ variant: 'chess' }), /variant/);
  assert.throws(() => puzzles({ lang: 'xx' }), Error);
  assert.throws(() => puzzles({ level: 3 }), /level/);
  assert.throws(() => puzzles(42), Error);
});
