// The computer player's thinking, off the page's thread so animation never stalls: its own
// WebAssembly instance. Messages are structured objects. In: { id, position, level } (the
// position object with its repetition record). Out: { id, move } or { id, error }.
// Lessons (the API's module carries them, the page's does not): in { lessonId, variant },
// out { lessonId, lesson } (its JSON text) or { lessonId, error }.
import init, { Game, lessonSource } from '../pkg/mancala.js';
import { apiWasm } from './sources.js';

const ready = init(apiWasm());

self.onmessage = async (event) => {
  const { id, position, level, lessonId, variant } = event.data ?? {};
  if (lessonId !== undefined) {
    try {
      await ready;
      self.postMessage({ lessonId, lesson: lessonSource(variant) });
    } catch (error) {
      self.postMessage({ lessonId, error: String(error) });
    }
    return;
  }
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
