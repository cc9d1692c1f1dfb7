// What every move of a position is worth (the API's `analyse`), for the analysis board: asked
// of the computer's worker, or of the page's own thread where no worker runs.

/** Positions visited by one analysis: a few tenths of a second. */
export const ANALYSE_NODES = 600000;

/**
 * @param {typeof import('../pkg/mancala.js').Game} Game the API's class
 * @param {{ position: import('../pkg/mancala.js').Position, depth: number }} question
 * @returns {import('../pkg/mancala.js').Analysis | null}
 */
export function analyseIn(Game, { position, depth }) {
  const game = Game.fromPosition(position);
  try {
    return game.analyse({ depth, maxNodes: ANALYSE_NODES });
  } finally {
    game.free();
  }
}
