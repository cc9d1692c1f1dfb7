// Never a blank page: index.html runs this classic script (not a module: those are refused
// from file://) to say, in the visitor's language, when the game cannot start here and what to
// do instead. Where the game can run, it does nothing. dist/mancala.html runs it too (inline),
// where being a file is no obstacle.
(function () {
  'use strict';
  /** @type {'file' | 'wasm' | 'modules' | 'old' | null} */
  var reason = null;
  var singleFile = document.documentElement.hasAttribute('data-single-file');
  // As a file, Firefox runs the page's module (before this deferred script, in document order),
  // which defines the element: the game starts. Chromium and WebKit refuse it.
  var started = typeof customElements === 'object' && !!customElements.get('mancala-game');
  if (location.protocol === 'file:' && !singleFile && !started) reason = 'file';
  else if (typeof WebAssembly !== 'object') reason = 'wasm';
  else if (!('noModule' in HTMLScriptElement.prototype)) reason = 'modules';
  else if (!recent()) reason = 'old';
  if (!reason) return;

  // The oldest browsers the game starts in are Chrome and Edge 96, Firefox 91 and Safari 15
  // (docs/browsers.md). Older ones would fail in a module's first line (top-level await,
  // private methods) or in compiling the WebAssembly, and leave the page blank: two checks that a
  // classic script can make tell them apart. The modules are compiled with reference types
  // (Chrome 96, Firefox 79, Safari 15), and this tiny module uses them: a function that returns
  // `ref.null extern`. The `cause` of an Error came with Chrome 93, Firefox 91 and Safari 15,
  // after top-level await and private methods (Firefox 89 and 90).
  function recent() {
    var referenceTypes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 111,
      3, 2, 1, 0, 10, 6, 1, 4, 0, 208, 111, 11]);
    try {
      return WebAssembly.validate(referenceTypes) && new Error('', { cause: 1 }).cause === 1;
    } catch (e) {
      return false;
    }
  }

  // The words in each language the game speaks, keyed by its code: one entry for each of the
  // API's `languages()` (tests/node/cannot-run.test.mjs fails on a language without one).
  /** @type {Record<string, Record<'file' | 'wasm' | 'modules' | 'old' | 'title', string>>} */
  var WORDS = {
    en: {
      file: 'This page cannot start when it is opened as a file: this browser refuses its modules. ' +
        'Open mancala.html instead (the single file in the dist folder, which works anywhere), ' +
        'or serve this folder with a web server (npm start, or any static server).',
      wasm: 'This browser cannot run WebAssembly, which the game needs. ' +
        'Please open the page in a recent Chrome, Edge, Firefox or Safari.',
      modules: 'This browser is too old for the game (it cannot load JavaScript modules). ' +
        'Please open the page in a recent Chrome, Edge, Firefox or Safari.',
      old: 'This browser is too old for the game. Please update it, or open the page in a ' +
        'recent browser: Chrome or Edge 96, Firefox 91, Safari 15 (on a Mac, an iPad or an ' +
        'iPhone) or later.',
      title: 'The game cannot start here',
    },
    fr: {
      file: 'Cette page ne peut pas démarrer ouverte comme un fichier\u00a0: ce navigateur refuse ' +
        'ses modules. Ouvrez plutôt mancala.html (le fichier unique du dossier dist, qui marche ' +
        'partout), ou servez ce dossier avec un serveur web (npm start, ou tout serveur statique).',
      wasm: 'Ce navigateur ne sait pas exécuter WebAssembly, dont le jeu a besoin. ' +
        'Ouvrez la page dans un Chrome, Edge, Firefox ou Safari récent.',
      modules: 'Ce navigateur est trop ancien pour le jeu (il ne charge pas les modules ' +
        'JavaScript). Ouvrez la page dans un Chrome, Edge, Firefox ou Safari récent.',
      old: 'Ce navigateur est trop ancien pour le jeu. Mettez-le à jour, ou ouvrez la page dans ' +
        'un navigateur récent\u00a0: Chrome ou Edge 96, Firefox 91, Safari 15 (sur Mac, iPad ou ' +
        'iPhone) ou plus récent.',
      title: 'Le jeu ne peut pas démarrer ici',
    },
    es: {
      file: 'Esta página no puede arrancar abierta como archivo: este navegador rechaza sus ' +
        'módulos. Abre mejor mancala.html (el archivo único de la carpeta dist, que funciona en ' +
        'cualquier parte), o sirve esta carpeta con un servidor web (npm start, o cualquier ' +
        'servidor estático).',
      wasm: 'Este navegador no puede ejecutar WebAssembly, que el juego necesita. ' +
        'Abre la página en un Chrome, Edge, Firefox o Safari reciente.',
      modules: 'Este navegador es demasiado antiguo para el juego (no carga módulos de ' +
        'JavaScript). Abre la página en un Chrome, Edge, Firefox o Safari reciente.',
      old: 'Este navegador es demasiado antiguo para el juego. Actualízalo, o abre la página en ' +
        'un navegador reciente: Chrome o Edge 96, Firefox 91, Safari 15 (en Mac, iPad o iPhone) ' +
        'o posterior.',
      title: 'El juego no puede arrancar aquí',
    },
  };

  // The language asked (`?lang=`), else the first of the browser's the game speaks, else English:
  // a tag's primary subtag, in any case ("fr-CI" is French).
  var asked = new URLSearchParams(location.search).get('lang');
  var tags = [asked].concat(navigator.languages ? Array.prototype.slice.call(navigator.languages) : [],
    [navigator.language]);
  var lang = 'en';
  for (var i = 0; i < tags.length; i++) {
    var primary = String(tags[i] || '').split(/[-_]/)[0].toLowerCase();
    if (Object.prototype.hasOwnProperty.call(WORDS, primary)) {
      lang = primary;
      break;
    }
  }
  var words = WORDS[lang];

  // The pages that run this script (index.html, dist/mancala.html) have the box, its heading and
  // its paragraph.
  var box = /** @type {HTMLElement} */ (document.getElementById('cannot-run'));
  box.lang = lang;
  /** @type {HTMLHeadingElement} */ (box.querySelector('h1')).textContent = words.title;
  /** @type {HTMLParagraphElement} */ (box.querySelector('p')).textContent = words[reason];
  box.hidden = false;
  document.body.dataset.ready = 'cannot-run';
})();
