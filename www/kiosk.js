// Kiosk mode of a <mancala-game> element (its `kiosk` attribute): after `idle` seconds with no
// input, the game turns into an attract demo (the computer plays both sides, slowly) under a
// banner ("Touch the board to play!", from app.attractText(), in the game's language); the
// next touch, click or key starts a fresh game for a person and is not played on the board.
// While in kiosk mode: no text selection, no context menu, no long-press callout (the first
// and last by CSS, see mancala-game.css).

/** Events that count as someone being there. */
const INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'];
/** Events swallowed while the demo runs, so that waking it plays nothing. */
const SWALLOW = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'wheel'];
/** Every event the kiosk listens to, once each. */
const LISTENED = [...new Set([...INPUT, ...SWALLOW])];
/** Seconds between the end of a demo game and the next one. */
const DEMO_REPLAY_S = 5;

export class Kiosk {
  #host;
  #banner;
  #game;
  #enabled = false;
  #idle = 180;
  #timer = null;
  #replay = null;
  #demo = false;

  /**
   * `host`: the element; `attract`: the banner overlay in its shadow root; `game`: what the
   * kiosk asks of the element: `startDemo()`, `resume()` (a new game for a person) and
   * `bannerText()`.
   */
  constructor(host, attract, game) {
    this.#host = host;
    this.#banner = attract;
    this.#game = game;
  }

  /** True while the attract demo runs. */
  get demo() {
    return this.#demo;
  }

  /** Seconds without input before the demo starts. */
  get idle() {
    return this.#idle;
  }

  set idle(seconds) {
    this.#idle = seconds;
    this.#arm();
  }

  /** Turns kiosk mode on or off. */
  enable(on) {
    if (on === this.#enabled) return;
    this.#enabled = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    // Capture on the host: the kiosk sees input before the board and buttons inside it.
    for (const type of LISTENED) this.#host[method](type, this.#onEvent, true);
    this.#host[method]('contextmenu', this.#noMenu);
    this.#host[method]('gameover', this.#onGameOver);
    if (!on && this.#demo) this.wake();
    this.#arm();
  }

  /** Starts the demo now. */
  sleep() {
    clearTimeout(this.#timer);
    this.#demo = true;
    this.retitle();
    this.#banner.hidden = false;
    this.#game.startDemo();
  }

  /** Re-reads the banner's words (after a change of language). */
  retitle() {
    this.#banner.querySelector('.attract-banner').textContent = this.#game.bannerText();
  }

  /** Ends the demo: a fresh game for a person. */
  wake() {
    clearTimeout(this.#replay);
    this.#demo = false;
    this.#banner.hidden = true;
    this.#game.resume();
    this.#arm();
  }

  /** Stops every timer (the element left the page). */
  stop() {
    clearTimeout(this.#timer);
    clearTimeout(this.#replay);
  }

  #arm() {
    clearTimeout(this.#timer);
    if (this.#enabled && !this.#demo) {
      this.#timer = setTimeout(() => this.sleep(), this.#idle * 1000);
    }
  }

  #onEvent = (event) => {
    if (!this.#demo) {
      if (INPUT.includes(event.type)) this.#arm();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    // A click ends a touch or a mouse press (its down and up were swallowed); a key at once.
    if (event.type === 'click' || event.type === 'keydown') this.wake();
  };

  #noMenu = (event) => event.preventDefault();

  #onGameOver = () => {
    if (!this.#demo) return;
    clearTimeout(this.#replay);
    this.#replay = setTimeout(() => {
      if (this.#demo) this.#game.startDemo();
    }, DEMO_REPLAY_S * 1000);
  };
}
