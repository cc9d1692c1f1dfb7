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
  vm.runInNewContext(script, { document, location, navigator, URLSearchParams });
  assert.equal(box.hidden, false, 'the box is shown');
  return { lang: box.lang, title: h1.textContent, text: p.textContent };
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
