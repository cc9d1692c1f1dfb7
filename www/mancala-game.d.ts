// Types of www/mancala-game.js: the <mancala-game> element (see README.md, "Embedding").
import type { App, BoardView } from '../pkg/mancala_page.js';
import type { Position } from '../pkg/mancala.js';

/**
 * `<mancala-game variant="kauri" lang="fr" opponent="ai-2" level="3" kiosk idle="120">`: one
 * game on any page (`<mancala-game lesson="gore">`: a lesson page). Events (bubbling,
 * composed): `move` ({ player, move, position }) after each move, `gameover` (the outcome) once
 * the game's last move has been shown.
 */
export class MancalaGame extends HTMLElement {
  static readonly observedAttributes: string[];
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

declare global {
  interface HTMLElementTagNameMap {
    'mancala-game': MancalaGame;
  }
}
