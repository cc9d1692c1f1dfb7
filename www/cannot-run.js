// Never a blank page: index.html runs this classic script (not a module: those are refused
// from file://) to say, in the visitor's language, when the game cannot start here and what to
// do instead. Where the game can run, it does nothing. dist/mancala.html runs it too (inline),
// where being a file is no obstacle.
(function () {
  'use strict';
  var reason = null;
  var singleFile = document.documentElement.hasAttribute('data-single-file');
  if (location.protocol === 'file:' && !singleFile) reason = 'file';
  else if (typeof WebAssembly !== 'object') reason = 'wasm';
  else if (!('noModule' in HTMLScriptElement.prototype)) reason = 'modules';
  if (!reason) return;

  var asked = new URLSearchParams(location.search).get('lang');
  var tag = (asked || (navigator.languages && navigator.languages[0]) || navigator.language || 'en');
  var fr = tag.toLowerCase().indexOf('fr') === 0;
  var words = {
    en: {
      file: 'This page cannot start when it is opened as a file: browsers refuse its modules. ' +
        'Open mancala.html instead (the single file in the dist folder, which works anywhere), ' +
        'or serve this folder with a web server (npm start, or any static server).',
      wasm: 'This browser cannot run WebAssembly, which the game needs. ' +
        'Please open the page in a recent Chrome, Edge, Firefox or Safari.',
      modules: 'This browser is too old for the game (it cannot load JavaScript modules). ' +
        'Please open the page in a recent Chrome, Edge, Firefox or Safari.',
      title: 'The game cannot start here',
    },
    fr: {
      file: 'Cette page ne peut pas démarrer ouverte comme un fichier : les navigateurs refusent ' +
        'ses modules. Ouvrez plutôt mancala.html (le fichier unique du dossier dist, qui marche ' +
        'partout), ou servez ce dossier avec un serveur web (npm start, ou tout serveur statique).',
      wasm: 'Ce navigateur ne sait pas exécuter WebAssembly, dont le jeu a besoin. ' +
        'Ouvrez la page dans un Chrome, Edge, Firefox ou Safari récent.',
      modules: 'Ce navigateur est trop ancien pour le jeu (il ne charge pas les modules ' +
        'JavaScript). Ouvrez la page dans un Chrome, Edge, Firefox ou Safari récent.',
      title: 'Le jeu ne peut pas démarrer ici',
    },
  }[fr ? 'fr' : 'en'];

  var box = document.getElementById('cannot-run');
  box.lang = fr ? 'fr' : 'en';
  box.querySelector('h1').textContent = words.title;
  box.querySelector('p').textContent = words[reason];
  box.hidden = false;
  document.body.dataset.ready = 'cannot-run';
})();
