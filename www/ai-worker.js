// The computer player's thinking, off the page's thread so animation never stalls: its own
// WebAssembly instance. Messages are structured objects. In: { id, position, level } (the
// position object with its repetition record). Out: { id, move } or { id, error }.
// Other questions (`requestId`): a lesson or a game's puzzles (the API's module carries them,
// the page's does not), in { requestId, lesson: variant } or { requestId, puzzles: variant },
// out { requestId, result } (the data file's JSON text); what every
// move is worth, in { requestId, analyse: { position, depth } }, out { requestId, result } (the
// API's `analyse`); or { requestId, error }. An Oware game thought about at level 4 or 5, or
// analysed, has its endgame table loaded or built here, in the background (endgame-tables.js).
import init, { Game, lessonSource, puzzleSource } from '../pkg/mancala.js';
import { apiWasm } from './sources.js';
import { analyseIn } from './analyse.js';
import { EndgameTables } from './endgame-tables.js';

const ready = init(apiWasm());
const tables = new EndgameTables(Game);

self.onmessage = async (event) => {
  const { id, position, level, requestId, lesson, puzzles, analyse } = event.data ?? {};
  if (requestId !== undefined) {
    try {
      await ready;
      if (analyse) {
        tables.want(analyse.position);
        // A board the table is about to reach is worth waiting a second for: its worths exact.
        await tables.holding(analyse.position, 1500);
      }
      const result = lesson !== undefined ? lessonSource(lesson)
        : puzzles !== undefined ? puzzleSource(puzzles)
          : analyseIn(Game, analyse);
      self.postMessage({ requestId, result });
    } catch (error) {
      self.postMessage({ requestId, error: String(error) });
    }
    return;
  }
  try {
    await ready;
    if (level >= 4) tables.want(position);
    const game = Game.fromPosition(position);
    const move = game.bestMove({ level });
    game.free();
    self.postMessage({ id, move });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
