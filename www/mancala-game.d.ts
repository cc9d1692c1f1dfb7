// Types of www/mancala-game.js: the <mancala-game> element (see README.md, "Embedding").
import type { App, BoardView } from '../pkg/mancala_page.js';
import type { Position } from '../pkg/mancala.js';

/**
 * `<mancala-game variant="kauri" lang="fr" opponent="ai-2" level="3" kiosk idle="120">`: one
 * game on any page (`<mancala-game lesson="gore">`: a lesson page; `<mancala-game
 * puzzle="kalah-3">` or `puzzle="daily"`: a puzzle, or the puzzle of the day of the `variant`
 * attribute's game). Events (bubbling,
 * composed): `move` ({ player, move, position }) after each move, `gameover` (the outcome) once
 * the game's last move has been shown.
 *
 * Attributes (each live; a bad value is warned about on the console and changes nothing):
 * `variant`, `lang`, `opponent`, `level`, `kiosk`, `idle`, `sound`, `preview`, `soak`, `lesson`,
 * `puzzle`, `address`, `face-to-face` (two players across a tablet lying flat: what is the top player's
 * faces him), and `rules`: house rules as `id=value` pairs separated by `;`
 * (`rules="O-5plots=literal; O-may=optional"`; empty for the usual rules; `variants()` of the
 * JS API lists each game's). Rules that are not the game's are also said in the status line,
 * and the game is played by the usual ones; changing `rules` starts a new game by them.
 */
export class MancalaGame extends HTMLElement {
  static readonly observedAttributes: MancalaGameAttribute[];
  /** Resolves to the element once its game runs; rejects if it cannot start. */
  readonly ready: Promise<MancalaGame>;
  /** The running app, or null before it starts. */
  readonly app: App | null;
  /** The game's position (JSON position format), or null before the game starts. */
  position(): Position | null;
  /** What the board shows now, or null before the game starts. */
  board(): BoardView | null;
  /** A new game of the `variant` attribute's game, for its `opponent`. */
  newGame(): void;
  /** Goes on from `position`; throws an Error saying what is wrong with a bad one. */
  loadPosition(position: Position | string): void;
}

/** The attributes the element follows. */
export type MancalaGameAttribute =
  | 'variant' | 'lang' | 'opponent' | 'level' | 'kiosk' | 'idle' | 'sound' | 'preview' | 'soak'
  | 'lesson' | 'puzzle' | 'address' | 'rules' | 'face-to-face';

declare global {
  interface HTMLElementTagNameMap {
    'mancala-game': MancalaGame;
  }
}
