// www/cannot-run.js speaks every language of the API's `languages()`: run in a stand-in for a
// page opened as a file, with `?lang=` set to each language, it tells why in that language's own
// words, not in English's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const { languages } = require('../../pkg-node/mancala.js');
const script = readFileSync(new URL('../../www/cannot-run.js', import.meta.url), 'utf8');

/**
 * What the script shows on a page opened as a file, for the address's `?lang=` and the
 * browser's `preferred` languages.
 * @param {string | null} lang
 * @param {string[]} [preferred]
 */
function shown(lang, preferred = []) {
  const { box, h1, p } = run(lang, preferred);
  assert.equal(box.hidden, false, 'the box is shown');
  return { lang: box.lang, title: h1.textContent, text: p.textContent };
}

/**
 * Runs the script on a page opened as a file; `started` when the page's module ran before it
 * (Firefox loads modules from file://). Returns the box, its heading and paragraph, and the
 * body's dataset.
 * @param {string | null} lang
 * @param {string[]} [preferred]
 * @param {{ started?: boolean }} [options]
 */
function run(lang, preferred = [], { started = false } = {}) {
  const h1 = { textContent: '' };
  const p = { textContent: '' };
  const box = { lang: '', hidden: true, querySelector: (/** @type {string} */ s) => (s === 'h1' ? h1 : p) };
  const document = {
    documentElement: { hasAttribute: () => false },
    getElementById: (/** @type {string} */ id) => (id === 'cannot-run' ? box : null),
    body: { dataset: {} },
  };
  const search = lang === null ? '' : `?lang=${encodeURIComponent(lang)}`;
  const location = { protocol: 'file:', search };
  const navigator = { languages: preferred, language: preferred[0] };
  const context = { document, location, navigator, URLSearchParams };
  if (started) {
    const defined = new Map([['mancala-game', class {}]]);
    // A recent browser's: the script's other checks pass too.
    Object.assign(context, {
      customElements: { get: (/** @type {string} */ name) => defined.get(name) },
      HTMLScriptElement: { prototype: { noModule: false } },
    });
  }
  vm.runInNewContext(script, context);
  return { box, h1, p, dataset: document.body.dataset };
}

test('cannot-run.js has the words of every language of languages()', () => {
  const english = shown('en');
  assert.equal(english.lang, 'en');
  for (const { code } of languages()) {
    const words = shown(code);
    assert.equal(words.lang, code, `www/cannot-run.js has no words in '${code}': add its entry to WORDS`);
    assert.ok(words.title.length > 0 && words.text.length > 0, code);
    if (code !== 'en') {
      assert.notEqual(words.text, english.text, `${code}: its own words, not English's`);
      assert.notEqual(words.title, english.title, `${code}: its own title, not English's`);
    }
  }
});

test('cannot-run.js reads a tag\'s primary subtag and the browser\'s languages in order', () => {
  assert.equal(shown('FR-ci').lang, 'fr');
  assert.equal(shown(null, ['xx', 'fr-FR', 'en']).lang, 'fr');
  assert.equal(shown(null, ['xx']).lang, 'en');
  assert.equal(shown('xx', ['fr']).lang, 'fr');
});

test('cannot-run.js says nothing on a page opened as a file whose module ran (Firefox)', () => {
  const { box, dataset } = run('fr', [], { started: true });
  assert.equal(box.hidden, true, 'no refusal shown');
  assert.deepEqual(dataset, {}, 'the game sets body[data-ready], not this script');
  assert.equal(run('fr').dataset.ready, 'cannot-run', 'where the module did not run, it says so');
});
