// House rules in the JavaScript API: `variants(lang)` lists each game's options in
// words, in English and French, and `new Game` refuses an unknown option or value, or one of
// another game, with an Error naming the known ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const { Game, languages, variants } = require('../../pkg-node/mancala.js');

/**
 * The options of docs/rules/house-rules.md's table "The options a game can be played with", by
 * game id: `{ [variant]: [{ id, values }] }`, values default first.
 */
function documentedOptions() {
  const text = readFileSync(new URL('../../docs/rules/house-rules.md', import.meta.url), 'utf8');
  const table = text.split('| option | game (its id) | values (default first) | what changes |')[1];
  assert.ok(table, 'docs/rules/house-rules.md has the table of options');
  const rows = table.split('\n\n')[0].split('\n').filter((line) => line.startsWith('| `'));
  const byGame = {};
  for (const row of rows) {
    const [id, game, values] = row.split(' | ').map((cell) => cell.replace(/^\| /, ''));
    const code = (cell) => cell.replaceAll('`', '');
    (byGame[code(game)] ??= []).push({ id: code(id), values: values.split(', ').map(code) });
  }
  return byGame;
}

test('variants() lists each game\'s house rules with their values and words', () => {
  const documented = documentedOptions();
  const ids = variants().map((v) => v.id);
  assert.deepEqual(Object.keys(documented).filter((id) => !ids.includes(id)), [], 'the docs name only games of variants()');
  for (const v of variants()) {
    const expected = (documented[v.id] ?? []).map((o) => [o.id, o.values]);
    assert.deepEqual(v.rules.map((r) => [r.id, r.values.map((x) => x.value)]), expected, `${v.id}: as docs/rules/house-rules.md lists them`);
    for (const rule of v.rules) {
      assert.equal(Object.keys(rule).sort().join(), 'about,default,id,values', rule.id);
      assert.match(rule.about, /:$/, rule.id);
      assert.equal(rule.default, rule.values[0].value, `${rule.id}: the default comes first`);
      assert.ok(rule.values.length >= 2, rule.id);
      for (const { value, label } of rule.values) {
        assert.match(value, /^[a-z0-9-]+$/, rule.id);
        assert.ok(label.length > 0, `${rule.id}=${value} has words`);
      }
    }
  }
  const slam = variants().find((v) => v.id === 'oware-abapa').rules.find((r) => r.id === 'O-5plots');
  assert.deepEqual(slam, {
    id: 'O-5plots',
    about: "A capture that would take all your opponent's seeds:",
    default: 'purposive',
    values: [
      { value: 'purposive', label: 'leaves him the farthest plot' },
      { value: 'literal', label: 'leaves him one plot only after a 6-plot chain' },
      { value: 'ludii', label: 'makes the move illegal' },
    ],
  });
});

test('variants("fr") says them in French, with the same ids and values', () => {
  const en = variants();
  const fr = variants('fr-CI');
  for (const [i, v] of fr.entries()) {
    assert.deepEqual(
      v.rules.map((r) => [r.id, r.default, r.values.map((x) => x.value)]),
      en[i].rules.map((r) => [r.id, r.default, r.values.map((x) => x.value)]),
      v.id,
    );
    for (const [j, rule] of v.rules.entries()) {
      assert.notEqual(rule.about, en[i].rules[j].about, `${rule.id} is translated`);
      assert.match(rule.about, /\u00a0:$/, `${rule.id}: French punctuation (a no-break space before the colon)`);
    }
  }
  const skip = fr.find((v) => v.id === 'gore').rules[0];
  assert.equal(skip.about, 'Un semis de 8 graines ou plus passe par son trou de départ\u00a0:');
  assert.deepEqual(skip.values.map((v) => v.label), ['il y dépose une graine', 'il le saute']);
});

test('variants(code) of every language of languages() has the same games, options and values, in its own words', () => {
  const en = variants();
  for (const { code } of languages().filter((l) => l.code !== 'en')) {
    const list = variants(code);
    assert.deepEqual(list.map((v) => v.id), en.map((v) => v.id), code);
    for (const [i, v] of list.entries()) {
      assert.notEqual(v.summary, en[i].summary, `${code}: ${v.id}'s summary is translated`);
      assert.deepEqual(
        v.rules.map((r) => [r.id, r.default, r.values.map((x) => x.value)]),
        en[i].rules.map((r) => [r.id, r.default, r.values.map((x) => x.value)]),
        `${code}: ${v.id}`,
      );
      for (const [j, rule] of v.rules.entries()) {
        assert.notEqual(rule.about, en[i].rules[j].about, `${code}: ${rule.id} is translated`);
      }
    }
  }
  const skip = variants('es').find((v) => v.id === 'gore').rules[0];
  assert.match(skip.about, /[^\s\u00a0\u202f]:$/, 'Spanish: no space before the colon');
});

test('a house rule of the list is taken by new Game; a bad one is an Error naming the known ones', () => {
  for (const v of variants()) {
    for (const rule of v.rules) {
      const value = rule.values[1].value;
      const game = new Game(v.id, { rules: { [rule.id]: value } });
      assert.equal(game.variant, v.id);
      game.free();
    }
  }
  const cases = [
    [{ 'O-6plots': 'literal' }, /unknown rule option "O-6plots"; the rule options are (?=.*\bO-5plots\b)(?=.*\bG-skip\b)(?=.*\bKa-empty\b)/],
    [{ 'O-5plots': 'sometimes' }, /rule option O-5plots has no value "sometimes"; its values are purposive, literal, ludii/],
    [{ 'G-skip': 'skip' }, /rule option G-skip is one of gore, not of oware-abapa; oware-abapa's are O-may, O-5plots, O-rep/],
    [{ 'O-may': 1 }, /^options: rules\.O-may: invalid type: integer `1`, expected a string$/],
    [['O-may', 'optional'], /^options: rules: invalid type: sequence, expected an object of rule options/],
  ];
  for (const [rules, message] of cases) {
    assert.throws(
      () => new Game('oware-abapa', { rules }),
      (e) => e instanceof Error && message.test(e.message),
      JSON.stringify(rules),
    );
  }
});
