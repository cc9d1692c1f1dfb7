// Entry point of the page: loads the WebAssembly module and hands it the board's canvas.
// Everything the page does lives in Rust (src/app); this file only boots it and gives the
// computer player its Web Worker (www/ai-worker.js, its own wasm instance).
import init, { languages, start } from '../pkg/mancala.js';
import { buildPage } from './mancala-game-ui.js';

buildPage(document.body);

/** The running app, exported so that the handle stays reachable for the page's lifetime. */
export let app = null;

const status = document.getElementById('status');

/**
 * The page's language: `?lang=fr` in the address, else the browser's first language the game
 * speaks, else English. A `lang` the game does not speak is reported and ignored.
 */
function setUpLanguage(app) {
  const spoken = languages().map((l) => l.code);
  const asked = new URLSearchParams(location.search).get('lang');
  const wanted = [asked, ...(navigator.languages ?? [navigator.language])].filter(Boolean);
  for (const tag of wanted) {
    try {
      app.setLanguage(tag);
      break;
    } catch (error) {
      if (tag === asked) console.warn(`mancala: ${error}`);
    }
  }
  // One button switches to the next language the game speaks, named in that language.
  const button = document.getElementById('btn-lang');
  if (!button) return;
  const next = () => languages()[(spoken.indexOf(app.language) + 1) % spoken.length];
  const label = () => {
    button.textContent = next().name;
    button.lang = next().code;
  };
  button.addEventListener('click', () => {
    app.setLanguage(next().code);
    label();
  });
  label();
  button.hidden = false;
}

try {
  await init();
  // Keep the handle: dropping it would remove the listeners.
  app = start('board');
  try {
    app.useWorker(new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' }));
  } catch (error) {
    // Without workers the computer still plays, from the page itself.
    console.warn('mancala: no AI worker, the computer plays from the page', error);
  }
  setUpLanguage(app);
  // Read-only hooks for tests and page authors: what the board shows, and the game's position.
  window.mancala = {
    app,
    position: () => JSON.parse(app.position()),
    gamePosition: () => JSON.parse(app.gamePosition()),
  };
  document.body.dataset.ready = 'true';
} catch (error) {
  status.textContent = `The board could not start: ${error}`;
  status.hidden = false;
  document.body.dataset.ready = 'error';
  throw error;
}
