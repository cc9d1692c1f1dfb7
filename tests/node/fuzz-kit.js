// The parameter fuzz of the JavaScript API, shared by Node (tests/node/fuzz.test.mjs, on pkg-node/) and
// Chromium (tests/e2e/fuzz.test.js, on the page's module; the static server serves this file):
// every export is called with every kind of JavaScript value for each of its parameters, the
// others being good ones. A value the parameter must refuse has to be answered with an Error
// naming the parameter, and the game must be as before; a trap (a WebAssembly RuntimeError) or
// anything thrown that is not an Error is counted apart. Plain JavaScript, no Node modules.

/** Every kind of value, as [label, value]: numbers, strings, objects that fight back. */
export function fuzzValues() {
  const throwingGetter = {};
  Object.defineProperty(throwingGetter, 'pit', {
    enumerable: true,
    get() {
      throw new Error('a getter that throws');
    },
  });
  const cyclic = { name: 'cyclic' };
  cyclic.self = cyclic;
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const trap = () => {
    throw new Error('a Proxy trap that throws');
  };
  return [
    ['NaN', NaN],
    ['0', 0],
    ['-0', -0],
    ['3', 3],
    ['-1', -1],
    ['1.5', 1.5],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['2^53', 2 ** 53],
    ['empty string', ''],
    ['10 MB string', 'x'.repeat(10 * 2 ** 20)],
    ['lone surrogates', '\uD800a\uDFFF\uDC00'],
    ["'__proto__'", '__proto__'],
    ["'null' (JSON text)", 'null'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
    ['symbol', Symbol('fuzz')],
    ['BigInt', 10n],
    ['function', () => 1],
    ['array', [1, 'two']],
    ['empty array', []],
    ['plain object', { pit: 'x' }],
    ['empty object', {}],
    ['Object.create(null)', Object.create(null)],
    ['object with a throwing getter', throwingGetter],
    ['object with toJSON', { toJSON: () => ({ pit: 'x' }) }],
    ['object whose toJSON throws', { toJSON: trap }],
    ['cyclic object', cyclic],
    ['Proxy of {}', new Proxy({}, {})],
    ['Proxy whose traps throw', new Proxy({}, { get: trap, ownKeys: trap, has: trap, set: trap })],
    ['revoked Proxy', revocable.proxy],
    ['object holding NaN', { level: NaN }],
    ['object holding a function', { level: () => 3 }],
    ['frozen object', Object.freeze({ pit: 'x' })],
    ['frozen empty object', Object.freeze({})],
    ["own '__proto__' key", JSON.parse('{"__proto__": {"pit": 1}}')],
  ];
}

/** Parameter kinds: `valid(value)` says whether the export must accept the value. */
const isShortString = (v) => typeof v === 'string' && v.length <= 1000;
const none = (v) => v === undefined || v === null;
const jsonOf = (v) => {
  try {
    return JSON.stringify(v);
  } catch {
    return undefined;
  }
};
export const kinds = {
  /** A name that must be a known one: none of the fuzz values is. */
  knownName: () => false,
  /** An optional known name: only undefined and null are accepted. */
  optionalKnownName: none,
  /** Any short string (a setting's name: unknown ones are ignored). */
  shortString: isShortString,
  /** A short string or none (a setting's value: a bad one is warned about and kept). */
  optionalShortString: (v) => none(v) || isShortString(v),
  /** Any string. */
  text: (v) => typeof v === 'string',
  /** An object in the JSON format (a position, move, saved game): none of the fuzz values is. */
  json: () => false,
  /** Options: none, or an object with no option in it (nor anything JSON would drop). */
  options: (v) => {
    if (none(v)) return true;
    try {
      return typeof v === 'object' && jsonOf(v) === '{}' && Reflect.ownKeys(v).every((k) => v[k] === undefined);
    } catch {
      return false;
    }
  },
  /** A whole number in [min, max]. */
  integer: (min, max) => (v) => Number.isInteger(v) && v >= min && v <= max,
  /** A number > 0 (Infinity included). */
  positive: (v) => typeof v === 'number' && v > 0,
  /** A finite number. */
  finite: (v) => typeof v === 'number' && Number.isFinite(v),
  /** A function or none. */
  listener: (v) => none(v) || typeof v === 'function',
  /** An object whose own values are all short strings or none (settings). */
  settings: (v) => {
    if (typeof v !== 'object' || v === null) return false;
    try {
      return !Array.isArray(v) && Reflect.ownKeys(v).every(
        (k) => typeof k === 'symbol' || kinds.optionalShortString(v[k]),
      );
    } catch {
      return false;
    }
  },
  /** Nothing the fuzz makes is a Node, a canvas or a Worker. */
  none: () => false,
};

/**
 * Runs the fuzz over `targets`: `{ name, params: [{ name, type, mentions?, valid, good }],
 * setup?, call(context, args), state?(context) }` (`good()` makes an accepted value; `type`: the
 * `typeof`s the parameter takes, as 'object|string'; a value of another type must be refused
 * with a message containing `mentions`, the parameter's name by default; a value of the right
 * type may be refused in the words of the rules: "unknown variant '' ..."). Returns the counts and the first
 * few failures of each kind.
 */
export function fuzz(targets, values = fuzzValues()) {
  const counts = { calls: 0, accepted: 0, errors: 0, traps: 0, wronglyAccepted: 0, changed: 0, unnamed: 0 };
  const failures = [];
  const fail = (what) => failures.length < 40 && failures.push(what);
  for (const target of targets) {
    target.params.forEach((param, index) => {
      for (const [label, value] of values) {
        const context = target.setup?.();
        const args = target.params.map((p) => p.good());
        args[index] = value;
        const before = target.state?.(context);
        const where = `${target.name}: ${param.name} = ${label}`;
        counts.calls += 1;
        try {
          target.call(context, args);
          counts.accepted += 1;
          if (!param.valid(value)) {
            counts.wronglyAccepted += 1;
            fail(`wrongly accepted: ${where}`);
          }
        } catch (error) {
          if (!(error instanceof Error) || error instanceof WebAssembly.RuntimeError) {
            counts.traps += 1;
            fail(`trap: ${where}: ${String(error?.stack ?? error)}`);
            continue;
          }
          counts.errors += 1;
          const rightType = param.type.split('|').includes(typeof value);
          if (!rightType && !error.message.includes(param.mentions ?? param.name)) {
            counts.unnamed += 1;
            fail(`the Error does not name ${param.mentions ?? param.name}: ${where}: ${error.message}`);
          }
          if (param.valid(value)) fail(`refused a good value: ${where}: ${error.message}`);
          if (target.state && target.state(context) !== before) {
            counts.changed += 1;
            fail(`a refused call changed the game: ${where}`);
          }
        }
      }
    });
  }
  return { counts, failures };
}

/** The targets of the JavaScript API's module: `variants`, `Game` and its methods. */
export function apiTargets({ Game, variants, languages, lessons }) {
  const state = (game) =>
    JSON.stringify([game.position(), game.history(), game.canUndo, game.canRedo]);
  const playing = () => {
    const game = new Game('oware-abapa');
    game.play({ pit: 2 });
    return game;
  };
  const oneMove = () =>
    Game.fromPosition({ variant: 'oware-abapa', pits: [0, 0, 0, 0, 0, 3, 4, 4, 4, 4, 4, 4], stores: [11, 10] });
  const name = (n, good) => ({ name: n, type: 'string', valid: kinds.knownName, good: () => good });
  const json = (n) => ({ name: n, type: 'object|string', valid: kinds.json, good: () => undefined });
  const options = { name: 'options', type: 'object', valid: kinds.options, good: () => undefined };
  return [
    { name: 'variants', params: [{ name: 'lang', type: 'string', valid: kinds.optionalKnownName, good: () => undefined }], call: (_, [lang]) => variants(lang) },
    { name: 'languages', params: [], call: () => languages() },
    { name: 'new Game', params: [name('variant', 'kauri'), options], call: (_, [v, o]) => new Game(v, o) },
    { name: 'Game.fromPosition', params: [json('position')], call: (_, [p]) => Game.fromPosition(p) },
    { name: 'Game.load', params: [json('saved game')], call: (_, [s]) => Game.load(s) },
    { name: 'game.play', params: [json('move')], setup: playing, state, call: (g, [m]) => g.play(m) },
    { name: 'game.bestMove', params: [options], setup: playing, state, call: (g, [o]) => g.bestMove(o) },
    { name: 'game.think', params: [options], setup: playing, state, call: (g, [o]) => g.think(o) },
    { name: 'lessons', params: [{ name: 'lang', type: 'string', valid: kinds.optionalKnownName, good: () => undefined }], call: (_, [lang]) => lessons(lang) },
    // One legal move: the search answers at once, whatever the level (level 4 would think 1.5 s).
    { name: 'game.hint', params: [options], setup: oneMove, state, call: (g, [o]) => g.hint(o) },
    { name: 'game.preview', params: [json('move')], setup: playing, state, call: (g, [m]) => g.preview(m) },
    { name: 'Game.fromLink', params: [{ name: 'link', type: 'string', valid: () => false, good: () => 'game=1.oware-abapa.C' }], call: (_, [l]) => Game.fromLink(l) },
  ];
}

/**
 * The targets of the page's module: every method of the running `app` (an `App`) that takes a
 * parameter, the `element`'s `loadPosition`, and `start`/`startIn`. `pits`: the board's count.
 */
export function pageTargets({ app, element, start, startIn, pits }) {
  const state = () =>
    JSON.stringify([app.gamePosition(), app.position(), app.settings(), app.language]);
  const param = (name, type, valid, good) => ({ name, type, valid, good: () => good });
  const method = (name, params) => ({
    name: `app.${name}`,
    params,
    state,
    call: (_, args) => app[name](...args),
  });
  const pit = param('pit', 'number', kinds.integer(0, pits - 1), 0);
  const listener = param('listener', 'function', kinds.listener, null);
  const canvas = () => document.createElement('canvas');
  return [
    method('newGame', [param('variant', 'string', kinds.optionalKnownName, undefined), param('opponent', 'string', kinds.optionalKnownName, undefined)]),
    method('pitCenter', [pit]),
    method('clickPit', [pit]),
    method('setSpeed', [param('speed', 'number', kinds.positive, Infinity)]),
    method('drawAt', [param('now', 'number', kinds.finite, 0)]),
    method('setLanguage', [param('lang', 'string', kinds.knownName, 'en')]),
    method('useWorker', [param('thinker', 'object', kinds.none, null)]),
    method('configure', [param('settings', 'object', kinds.settings, {})]),
    method('setSetting', [param('name', 'string', kinds.shortString, 'lang'), param('value', 'string', kinds.optionalShortString, null)]),
    method('onMove', [listener]),
    method('onGameOver', [listener]),
    method('onSettings', [listener]),
    method('setOpponent', [param('opponent', 'string', kinds.knownName, 'human')]),
    method('setLevel', [param('level', 'number', kinds.integer(1, 5), 3)]),
    method('loadPosition', [param('position', 'object|string', kinds.json, null)]),
    method('say', [param('text', 'string', kinds.shortString, 'fuzz')]),
    method('openLink', [param('link', 'string', () => false, 'game=1.oware-abapa.C')]),
    { name: 'element.loadPosition', params: [param('position', 'object|string', kinds.json, null)], state, call: (_, [p]) => element.loadPosition(p) },
    { name: 'start', params: [param('canvasId', 'string', kinds.none, 'no-such-canvas')], call: (_, [id]) => start(id) },
    {
      name: 'startIn',
      params: [
        { name: 'root', type: 'object', valid: kinds.none, good: () => document.createElement('div').attachShadow({ mode: 'open' }) },
        { name: 'canvas', type: 'object', valid: kinds.none, good: canvas },
      ],
      call: (_, [root, c]) => startIn(root, c),
    },
  ];
}

/** The target of the first frame's module: `firstFrame(root, canvas, settings)`. */
export function firstTargets({ firstFrame }) {
  const root = () => document.createElement('div').attachShadow({ mode: 'open' });
  return [{
    name: 'firstFrame',
    params: [
      { name: 'root', type: 'object', valid: kinds.none, good: root },
      { name: 'canvas', type: 'object', valid: kinds.none, good: () => document.createElement('canvas') },
      { name: 'settings', type: 'object', valid: kinds.settings, good: () => ({ variant: 'gore' }) },
    ],
    call: (_, [r, c, settings]) => firstFrame(r, c, settings),
  }];
}

/** Prints the counts as one line. */
export function describe({ counts }) {
  return Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}
