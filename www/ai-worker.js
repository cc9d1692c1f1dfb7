// The computer player's thinking, off the page's thread so animation never stalls: its own
// WebAssembly instance. Messages in: { id, position } (position as JSON text, with its
// repetition record). Messages out: { id, move } (JSON text), or { id, error }.
// Uses the engine's bestMove once the AI provides it, a random legal move until then.
import init, { Game } from '../pkg/mancala.js';

const ready = init();

self.onmessage = async (event) => {
  const { id, position, level } = event.data ?? {};
  try {
    await ready;
    const game = Game.fromPosition(position);
    let move;
    if (typeof game.bestMove === 'function') {
      move = game.bestMove({ level: level ?? 2 });
    } else {
      const moves = game.legalMoves();
      move = moves[Math.floor(Math.random() * moves.length)];
    }
    game.free();
    self.postMessage({ id, move: JSON.stringify(move) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
