// <mancala-game>: the whole game in one tag, for lesson pages, museums and classrooms.
//
//   <script type="module" src="www/mancala-game.js"></script>
//   <mancala-game variant="kauri" lang="fr" opponent="computer" level="2"></mancala-game>
//
// Each element builds its controls in its own shadow root and runs its own app (game,
// listeners, frame loop, AI worker); the WebAssembly module is loaded once per page and shared.
// Attributes (all live): variant, lang, opponent ("human" | "computer", or "ai-1".."ai-5" for the
// computer at that level), level ("1".."5"),
// kiosk (boolean), idle (kiosk idle time in seconds, default 180). A bad value is reported with
// console.warn and the previous one is kept. Events (bubbling, composed CustomEvents): `move`
// with detail { player, move, position } after each move, `gameover` with the outcome.
import init, { languages, startIn } from '../pkg/mancala.js';
import { buildUi } from './mancala-game-ui.js';
import { Kiosk } from './kiosk.js';

let wasm = null;
/** Loads the WebAssembly module once for every element of the page. */
const loadWasm = () => (wasm ??= init());

const OPPONENTS = ['human', 'computer'];
const DEFAULTS = { opponent: 'human', level: 2, idle: 180 };

const warn = (message) => console.warn(`<mancala-game>: ${message}`);

/** The codes of the languages the game speaks: ["en", "fr"]. */
const spoken = () => languages().map((l) => l.code);

/** The language of a BCP 47 tag ("fr-CI" → "fr") if the game speaks it, else null. */
function known(tag) {
  const code = String(tag).toLowerCase().split('-')[0];
  return spoken().includes(code) ? code : null;
}

/** The browser's first language the game speaks, else English. */
function browserLanguage() {
  return (navigator.languages ?? [navigator.language]).map(known).find(Boolean) ?? 'en';
}

export class MancalaGame extends HTMLElement {
  static observedAttributes = ['variant', 'lang', 'opponent', 'level', 'kiosk', 'idle'];

  #shadow;
  #canvas;
  #app = null;
  #worker = null;
  #kiosk;
  #starting = null;
  #started;
  /** The settings in force (a bad attribute value leaves them as they were). */
  #settings = { variant: null, lang: null, ...DEFAULTS };

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#canvas = buildUi(this.#shadow);
    this.#kiosk = new Kiosk(this, this.#shadow.getElementById('attract'), {
      startDemo: () => {
        this.#shadow.getElementById('menu').hidden = true;
        this.#app?.startDemo();
      },
      resume: () => this.newGame(),
      bannerText: () => this.#app?.attractText() ?? '',
    });
    /** Resolves to the element once its game runs (rejects if it cannot start). */
    this.ready = new Promise((resolve, reject) => {
      this.#started = { resolve, reject };
    });
    this.ready.catch(() => {});
  }

  /** The running app (`App` of pkg/mancala.js), or null before it starts. */
  get app() {
    return this.#app;
  }

  /** The game's position (JSON position format), or null before the game starts. */
  position() {
    return this.#app ? JSON.parse(this.#app.gamePosition()) : null;
  }

  /** What the board shows now: pits, stores, whether it animates, who moves, the opponent. */
  board() {
    return this.#app ? JSON.parse(this.#app.position()) : null;
  }

  /** Starts a new game of the same variant, for the opponent of the `opponent` attribute. */
  newGame() {
    if (!this.#app) return;
    if (this.#kiosk.demo) {
      this.#kiosk.wake(); // ends the demo and comes back here for the new game
      return;
    }
    const variant = this.#settings.variant ?? this.board().variant;
    this.#app.newGame(variant, this.#settings.opponent);
  }

  /** Goes on from `position` (JSON position format); throws an Error saying why it is bad. */
  loadPosition(position) {
    if (!this.#app) throw new Error('the game has not started yet');
    // Throws the API's own Error, whose message says what is wrong with the position.
    this.#app.loadPosition(position);
  }

  connectedCallback() {
    if (!this.#app && !this.#starting) this.#starting = this.#start();
  }

  disconnectedCallback() {
    // Moved elsewhere in the page: connectedCallback starts it again.
    this.#kiosk.stop();
    this.#kiosk.enable(false);
    this.#worker?.terminate();
    this.#worker = null;
    this.#app?.free();
    this.#app = null;
  }

  attributeChangedCallback(name, _old, value) {
    if (this.#app) this.#apply(name, value);
  }

  async #start() {
    try {
      await loadWasm();
      if (!this.isConnected) return;
      const app = startIn(this.#shadow, this.#canvas);
      this.#app = app;
      try {
        this.#worker = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
        app.useWorker(this.#worker);
      } catch (error) {
        warn(`no AI worker, the computer plays from the page (${error})`);
      }
      const send = (type) => (detail) =>
        this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      app.onMove(send('move'));
      app.onGameOver(send('gameover'));
      for (const name of MancalaGame.observedAttributes) {
        if (name !== 'variant') this.#apply(name, this.getAttribute(name));
      }
      // The variant last: it starts the game with the opponent and level now in force.
      if (this.hasAttribute('variant')) this.#apply('variant', this.getAttribute('variant'));
      else this.newGame();
      this.#started.resolve(this);
    } catch (error) {
      this.#shadow.getElementById('status').textContent = `The board could not start: ${error}`;
      console.error('<mancala-game>: the board could not start', error);
      this.#started.reject(error);
    } finally {
      this.#starting = null;
    }
  }

  /** Applies attribute `name` = `value` (null: removed) to the running app. */
  #apply(name, value) {
    const s = this.#settings;
    switch (name) {
      case 'variant':
        if (value !== null) this.#setVariant(value.trim());
        break;
      case 'lang': {
        const lang = value === null || value === '' ? browserLanguage() : known(value);
        if (!lang) {
          warn(`lang="${value}" is not one of ${spoken().join(', ')}; keeping "${s.lang}"`);
          break;
        }
        s.lang = lang;
        this.#shadow.querySelector('.game').lang = lang;
        this.#app.setLanguage(lang);
        this.#kiosk.retitle();
        break;
      }
      case 'opponent': {
        let opponent = value ?? DEFAULTS.opponent;
        // The short form of ARCHITECTURE.md, opponent="ai-2": the computer at level 2.
        const short = /^ai-([1-5])$/.exec(opponent);
        if (short) {
          opponent = 'computer';
          s.level = Number(short[1]);
          this.#app.setLevel(s.level);
        }
        if (!OPPONENTS.includes(opponent)) {
          warn(`opponent="${value}" is not one of ${OPPONENTS.join(', ')}; keeping "${s.opponent}"`);
          break;
        }
        s.opponent = opponent;
        if (!this.#kiosk.demo) this.#app.setOpponent(opponent);
        break;
      }
      case 'level': {
        const level = value === null ? DEFAULTS.level : Number(value);
        if (!Number.isInteger(level) || level < 1 || level > 5) {
          warn(`level="${value}" is not a whole number from 1 to 5; keeping ${s.level}`);
          break;
        }
        s.level = level;
        this.#app.setLevel(level);
        break;
      }
      case 'kiosk':
        this.#kiosk.enable(value !== null);
        break;
      case 'idle': {
        const idle = value === null ? DEFAULTS.idle : Number(value);
        if (!(idle > 0) || !Number.isFinite(idle)) {
          warn(`idle="${value}" is not a positive number of seconds; keeping ${s.idle}`);
          break;
        }
        s.idle = idle;
        this.#kiosk.idle = idle;
        break;
      }
      default:
        break;
    }
  }

  #setVariant(id) {
    try {
      this.#app.newGame(id, this.#settings.opponent);
    } catch (error) {
      warn(`variant="${id}": ${error}; the game is unchanged`);
      this.#app.say(String(error));
      return;
    }
    this.#settings.variant = id;
    if (this.#kiosk.demo) this.#app.startDemo();
  }
}

if (!customElements.get('mancala-game')) customElements.define('mancala-game', MancalaGame);
