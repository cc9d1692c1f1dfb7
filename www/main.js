// Entry point of the page: loads the WebAssembly module and hands it the board's canvas.
// Everything the page does lives in Rust (src/app); this file only boots it.
import init, { start } from '../pkg/mancala.js';

const status = document.getElementById('status');

try {
  await init();
  // Keep the handle: dropping it would remove the resize listener.
  window.mancala = { app: start('board') };
  document.body.dataset.ready = 'true';
} catch (error) {
  status.textContent = `The board could not start: ${error}`;
  status.hidden = false;
  document.body.dataset.ready = 'error';
  throw error;
}
