// The computer player's thinking, off the page's thread so animation never stalls: its own
// WebAssembly instance. Messages are structured objects. In: { id, position, level } (the
// position object with its repetition record). Out: { id, move } or { id, error }.
import init, { Game } from '../pkg/mancala.js';
import { apiWasm } from './sources.js';

const ready = init(apiWasm());

self.onmessage = async (event) => {
  const { id, position, level } = event.data ?? {};
  try {
    await ready;
    const game = Game.fromPosition(position);
    const move = game.bestMove({ level });
    game.free();
    self.postMessage({ id, move });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
