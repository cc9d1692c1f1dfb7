// www/language.js chooses a game's first language before any WebAssembly has come, so that the
// page loads the first frame's module of that language alone: it must know every language of the
// API's `languages()` and choose as the settings parser does (src/model/settings.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { LANGUAGES, firstLanguage } from '../../www/language.js';

const require = createRequire(import.meta.url);
const { languages } = require('../../pkg-node/mancala.js');

test('language.js lists the languages of languages(), in order', () => {
  assert.deepEqual(LANGUAGES, languages().map((/** @type {{ code: string }} */ l) => l.code));
});

test('the `lang` setting first, then the browser\'s languages, then English', () => {
  const cases = [
    [{ lang: 'fr' }, [], 'fr'],
    [{ lang: 'FR-ca' }, ['es'], 'fr'],
    [{ lang: ' es ' }, [], 'es'],
    [{ lang: 'en_GB' }, ['fr'], 'en'],
    // A language the game does not speak is passed over, as a bad value is.
    [{ lang: 'xx' }, ['de-DE', 'es-MX', 'fr'], 'es'],
    [{ lang: '' }, ['fr-CI'], 'fr'],
    [{ lang: null }, ['ES'], 'es'],
    [{}, ['de', 'it'], 'en'],
    [{ variant: 'kauri' }, [], 'en'],
  ];
  for (const [settings, preferred, expected] of cases) {
    assert.equal(firstLanguage(settings, preferred), expected, JSON.stringify({ settings, preferred }));
  }
});
