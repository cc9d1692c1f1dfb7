// Learning in the JavaScript API as Node loads it (pkg-node/): lessons(lang),
// game.hint, game.preview, game.toLink and Game.fromLink; every bad argument an Error that
// changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const { Game, lessons, variants } = require('../../pkg-node/mancala.js');

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const state = (game) => JSON.stringify([game.position(), game.history(), game.canUndo, game.canRedo]);

test('lessons() gives every game a lesson whose steps stand on real boards', () => {
  const list = lessons();
  assert.deepEqual(list.map((l) => l.variant), variants().map((v) => v.id));
  for (const lesson of list) {
    assert.ok(lesson.title.length > 0 && lesson.steps.length >= 6, lesson.variant);
    for (const [i, step] of lesson.steps.entries()) {
      const where = `${lesson.variant} step ${i + 1}`;
      assert.ok(step.text.length > 0, where);
      assert.equal(step.position.variant, lesson.variant, where);
      // The board is whole: a game starts from it and every accepted move plays there.
      const game = Game.fromPosition(step.position);
      const legal = game.legalMoves();
      assert.ok(step.highlight.every((p) => p < step.position.pits.length), where);
      assert.deepEqual(step.answers.map((a) => a.move), step.moves, where);
      for (const mv of step.moves) assert.ok(legal.some((m) => same(m, mv)), `${where}: ${JSON.stringify(mv)}`);
      if (step.moves.length === 0) {
        assert.equal(step.explanation, '', where);
        assert.equal(step.goal, null, where);
      } else {
        assert.ok(['listed', 'capture', 'any'].includes(step.goal), where);
        assert.equal(step.explanation, step.answers[0].explanation, where);
        assert.ok(step.explanation.length > 0, where);
        if (step.after !== undefined) assert.ok(step.explanation.endsWith(step.after), where);
      }
    }
  }
});

test('lessons(lang) speaks French; an unknown language is an Error naming the known ones', () => {
  const en = lessons('en');
  const fr = lessons('fr-CI');
  assert.deepEqual(lessons(), en);
  assert.equal(fr.length, en.length);
  assert.notEqual(fr[0].title, en[0].title);
  assert.notEqual(fr[0].steps[0].text, en[0].steps[0].text);
  assert.deepEqual(fr[0].steps.map((s) => s.position), en[0].steps.map((s) => s.position));
  assert.throws(() => lessons('xx'), (e) => e instanceof Error && /language 'xx' is not available; available: en, fr, es/.test(e.message));
  assert.throws(() => lessons(3), (e) => e instanceof Error && /lang must be a string/.test(e.message));
  assert.deepEqual(lessons(null), en);
});

test('hint gives the computer\'s move and says what it does', () => {
  const game = new Game('oware-abapa');
  game.play({ pit: 2 });
  const before = state(game);
  for (const level of [1, 2, 3]) {
    const hint = game.hint({ level });
    assert.ok(game.legalMoves().some((m) => same(m, hint.move)), JSON.stringify(hint));
    assert.match(hint.text, new RegExp(`^Play pit ${hint.move.pit + 1}`));
  }
  // The same move as bestMove at that level, with the same default seed.
  assert.deepEqual(game.hint({ level: 2 }).move, game.bestMove({ level: 2 }));
  const fr = game.hint({ level: 1, lang: 'fr' });
  assert.match(fr.text, /^Jouez|^Joue/);
  assert.ok(game.hint().move, 'level 5 by default');
  assert.equal(state(game), before, 'a hint changes nothing');
  for (const [bad, message] of [
    [{ level: 0 }, /level must be 1 to 5, not 0/],
    [{ level: 6 }, /level must be 1 to 5, not 6/],
    [{ level: 'x' }, /level/],
    [{ lang: 'xx' }, /language 'xx' is not available/],
    [{ levle: 2 }, /levle/],
    [[], /options/],
    [7, /options/],
  ]) {
    assert.throws(() => game.hint(bad), (e) => e instanceof Error && message.test(e.message), JSON.stringify(bad));
  }
  assert.equal(state(game), before);
  const over = new Game('gore');
  while (over.outcome() === null) over.play(over.legalMoves()[0]);
  assert.equal(over.hint(), null, 'null once the game is over, like bestMove');
});

test('preview gives play\'s events without playing; an illegal move throws like play', () => {
  for (const { id } of variants()) {
    const game = new Game(id);
    for (let i = 0; i < 6 && game.outcome() === null; i += 1) {
      const mv = game.legalMoves()[i % game.legalMoves().length];
      const before = state(game);
      const events = game.preview(mv);
      assert.equal(state(game), before, `${id}: preview changes nothing`);
      assert.deepEqual(game.play(mv), events, `${id}: the events play returns`);
    }
  }
  const game = new Game('oware-abapa');
  const before = state(game);
  let playError;
  try {
    game.play({ pit: 8 });
  } catch (e) {
    playError = e.message;
  }
  assert.throws(() => game.preview({ pit: 8 }), (e) => e instanceof Error && e.message === playError);
  assert.throws(() => game.preview({ pit: 14 }), /pit 14 does not exist/);
  assert.throws(() => game.preview(), /move is missing/);
  assert.throws(() => game.preview(3), /move must be/);
  assert.throws(() => game.preview('{"pti":1}'), /pti/);
  assert.equal(state(game), before);
});

test('toLink and Game.fromLink give back the same game, undo included', () => {
  for (const { id } of variants()) {
    const game = new Game(id, id === 'woaley' ? { series: 'match', startingPlayer: 1 } : undefined);
    for (let i = 0; i < 40 && game.outcome() === null; i += 1) {
      const moves = game.legalMoves();
      game.play(moves[(i * 7) % moves.length]);
    }
    const link = game.toLink();
    assert.match(link, /^game=1\.[a-z-]+/);
    assert.match(link, /^[A-Za-z0-9=._~!-]+$/, 'no character a URL would escape');
    const again = Game.fromLink(link);
    assert.deepEqual(again.position(), game.position(), id);
    assert.deepEqual(again.history(), game.history(), id);
    assert.equal(again.toLink(), link);
    assert.equal(again.undo(), true);
    game.undo();
    assert.deepEqual(again.position(), game.position(), `${id}: undo after fromLink`);
    assert.deepEqual(Game.fromLink(`https://example.org/play/#${link}`).history(), Game.fromLink(link).history());
    assert.deepEqual(Game.fromLink(`#${link}`).position(), Game.fromLink(link).position());
  }
  // A game from a position carries its start.
  const start = { variant: 'oware-abapa', pits: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 8], stores: [23, 14] };
  const from = Game.fromPosition(start);
  from.play({ pit: 4 });
  const back = Game.fromLink(from.toLink());
  assert.deepEqual(back.position(), from.position());
  back.undo();
  assert.deepEqual(back.position().pits, start.pits);
  assert.equal(new Game('oware-abapa').toLink(), 'game=1.oware-abapa');
});

test('a damaged link is an Error saying what is wrong', () => {
  for (const [link, message] of [
    ['oware-abapa.CH', /not a game link/],
    ['game=9.oware-abapa.CH', /version '9' is not supported/],
    ['game=1.owari.CH', /unknown variant 'owari'/],
    ['game=1.oware-abapa.CC', /move 2 of the link \({"pit":2}\) cannot be played/],
    ['game=1.oware-abapa.C*', /move 2 of the link: '\*' is not a character of game links/],
    ['game=1.gore.!o', /ends in the middle/],
    ['game=1.kauri..@@@', /start position is damaged/],
    ['', /not a game link/],
  ]) {
    assert.throws(() => Game.fromLink(link), (e) => e instanceof Error && message.test(e.message), link);
  }
  for (const bad of [undefined, null, 3, {}, ['game=1.oware-abapa']]) {
    assert.throws(() => Game.fromLink(bad), (e) => e instanceof Error && /link must be a game link/.test(e.message), String(bad));
  }
});

test('the generated .d.ts types the learning API', () => {
  const dts = readFileSync(new URL('../../pkg-node/mancala.d.ts', import.meta.url), 'utf8');
  for (const needle of [
    'export function lessons(lang?: string): LessonInfo[]',
    'hint(options?: HintOptions): Hint | null',
    'preview(mv: Move | string): GameEvent[]',
    'toLink(): string',
    'static fromLink(link: string): Game',
    'export interface LessonStep',
  ]) {
    assert.ok(dts.includes(needle), `.d.ts has ${needle}`);
  }
});
