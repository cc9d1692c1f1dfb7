// Kiosk mode of a <mancala-game> element (its `kiosk` attribute): after `idle` seconds with no
// input, a countdown says so for the last seconds ("Still playing? … 10…", from
// app.countdownText(n); a touch keeps the game and is not played on the board), then the game
// turns into an attract demo (the computer plays both sides, slowly) under a
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
/** Seconds of countdown before an idle game gives way to the demo (at most half of `idle`). */
const COUNTDOWN_S = 10;

/**
 * What the kiosk asks of the element: `startDemo()`, `nextDemo()` (the next game's), `resume()`
 * (a new game for a person), `bannerText()` and `countdownText(seconds)`.
 * @typedef {object} KioskGame
 * @property {() => void} startDemo
 * @property {() => void} nextDemo
 * @property {() => void} resume
 * @property {() => string} bannerText
 * @property {(seconds: number) => string} countdownText
 */

export class Kiosk {
  /** @type {HTMLElement} */
  #host;
  /** @type {HTMLElement} */
  #banner;
  /** @type {HTMLElement} */
  #countdown;
  /** @type {number | undefined} */
  #ticker = undefined;
  /** @type {KioskGame} */
  #game;
  #enabled = false;
  #idle = 180;
  /** @type {number | undefined} */
  #timer = undefined;
  /** @type {number | undefined} */
  #replay = undefined;
  #demo = false;
  /** The `soak` test setting: demo games follow one another at once, every game in turn. */
  soak = false;

  /**
   * `host`: the element; `attract` and `countdown`: the banner overlays in its shadow root;
   * `game`: what the kiosk asks of the element.
   * @param {HTMLElement} host
   * @param {HTMLElement} attract
   * @param {HTMLElement} countdown
   * @param {KioskGame} game
   */
  constructor(host, attract, countdown, game) {
    this.#host = host;
    this.#banner = attract;
    this.#countdown = countdown;
    this.#game = game;
  }

  /** True while the countdown before the demo shows. */
  get counting() {
    return !this.#countdown.hidden;
  }

  /** True while the attract demo runs. */
  get demo() {
    return this.#demo;
  }

  /** Seconds without input before the demo starts. */
  get idle() {
    return this.#idle;
  }

  /** @param {number} seconds */
  set idle(seconds) {
    this.#idle = seconds;
    this.#arm();
  }

  /**
   * Turns kiosk mode on or off.
   * @param {boolean} on
   */
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
    this.#stopCountdown();
    this.#demo = true;
    this.retitle();
    this.#banner.hidden = false;
    this.#game.startDemo();
  }

  /** Re-reads the banner's words (after a change of language). */
  retitle() {
    // The banner's markup (mancala-game-ui.js) holds its line.
    const line = /** @type {Element} */ (this.#banner.querySelector('.attract-banner'));
    line.textContent = this.#game.bannerText();
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
    this.#stopCountdown();
  }

  #arm() {
    clearTimeout(this.#timer);
    this.#stopCountdown();
    if (this.#enabled && !this.#demo) {
      const warning = Math.min(COUNTDOWN_S, this.#idle / 2);
      this.#timer = setTimeout(() => this.#count(Math.ceil(warning)), (this.#idle - warning) * 1000);
    }
  }

  /**
   * Shows the countdown from `seconds`; at zero the demo starts.
   * @param {number} seconds
   */
  #count(seconds) {
    let left = seconds;
    // The countdown's markup (mancala-game-ui.js) holds its line.
    const text = /** @type {HTMLParagraphElement} */ (this.#countdown.querySelector('p'));
    text.textContent = this.#game.countdownText(left);
    this.#countdown.hidden = false;
    this.#ticker = setInterval(() => {
      left -= 1;
      if (left <= 0) this.sleep();
      else text.textContent = this.#game.countdownText(left);
    }, 1000);
  }

  #stopCountdown() {
    clearInterval(this.#ticker);
    this.#ticker = undefined;
    this.#countdown.hidden = true;
  }

  /** @param {Event} event */
  #onEvent = (event) => {
    if (!this.#demo && this.counting && SWALLOW.includes(event.type)) {
      // "Still playing?": the touch keeps the game, and is not a move.
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click' || event.type === 'keydown') this.#arm();
      return;
    }
    if (!this.#demo) {
      if (INPUT.includes(event.type)) this.#arm();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    // A click ends a touch or a mouse press (its down and up were swallowed); a key at once.
    if (event.type === 'click' || event.type === 'keydown') this.wake();
  };

  /** @param {Event} event */
  #noMenu = (event) => event.preventDefault();

  #onGameOver = () => {
    if (!this.#demo) return;
    clearTimeout(this.#replay);
    this.#replay = setTimeout(() => {
      if (!this.#demo) return;
      if (this.soak) this.#game.nextDemo();
      else this.#game.startDemo();
    }, this.soak ? 0 : DEMO_REPLAY_S * 1000);
  };
}
