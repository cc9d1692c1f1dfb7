// Entry point of the page: loads the WebAssembly module and hands it the board's canvas.
// Everything the page does lives in Rust (src/app); this file only boots it.
import init, { start } from '../pkg/mancala.js';

/**
 * The running app. Exported so that the handle stays reachable for the page's lifetime:
 * freeing it would remove its resize listener.
 */
export let app = null;

const status = document.getElementById('status');

try {
  await init();
  app = start('board');
  document.body.dataset.ready = 'true';
} catch (error) {
  status.textContent = `The board could not start: ${error}`;
  status.hidden = false;
  document.body.dataset.ready = 'error';
  throw error;
}
