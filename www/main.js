// Entry point of the page: loads the WebAssembly module and hands it the board's canvas.
// Everything the page does lives in Rust (src/app); this file only boots it and gives the
// computer player its Web Worker (www/ai-worker.js, its own wasm instance).
import init, { start } from '../pkg/mancala.js';

/** The running app, exported so that the handle stays reachable for the page's lifetime. */
export let app = null;

const status = document.getElementById('status');

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
