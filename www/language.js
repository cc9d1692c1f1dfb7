// The language a game speaks when it starts, known before any WebAssembly has come: each
// language has a first frame's module of its own (pkg/mancala_first_<code>.js, the starting
// board and the controls' words in that language alone: scripts/build.sh), and a game loads
// the one of its language. Chosen as the settings parser chooses (src/model/settings.rs): the
// `lang` setting (the element's attribute, index.html's `?lang=`) if the game speaks it, else
// the first of the browser's languages the game speaks, else English.

/**
 * The codes of the languages the game speaks, English (the default) first: those of the API's
 * `languages()` (tests/node/api.test.mjs checks), each with its first frame's module.
 */
export const LANGUAGES = ['en', 'fr', 'es'];

/**
 * The language of a BCP 47 tag, read as `Language::from_tag` reads it (its primary subtag, in
 * any case: "fr-CI", "EN_us"), or null for one the game does not speak.
 * @param {string | null | undefined} tag
 */
function spoken(tag) {
  const primary = (tag ?? '').split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.includes(primary) ? primary : null;
}

/**
 * The code of the language a game with `settings` ({ name: value }, as the page's module is
 * handed them) speaks first, the browser preferring the languages `preferred`.
 * @param {Record<string, string | null>} settings
 * @param {readonly string[]} [preferred]
 */
export function firstLanguage(settings, preferred = navigator.languages ?? []) {
  for (const tag of [settings.lang?.trim(), ...preferred]) {
    const code = spoken(tag);
    if (code) return code;
  }
  return 'en';
}

/** index.html's settings: its address's parameters (?lang=fr&variant=kauri), `{ name: value }`. */
export const addressSettings = () => Object.fromEntries(new URLSearchParams(location.search));
