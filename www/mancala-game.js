// The one bootstrap of the game, for both places it lives:
//
//   <mancala-game variant="kauri" lang="fr" opponent="ai-2"></mancala-game>   (any page)
//   <body data-mancala-page>                                                   (index.html)
//
// Each game builds its controls (www/mancala-game-ui.js), draws its first frame with a small
// module of its own (pkg/mancala_first_<lang>.js: the starting board and the controls' words, in
// the game's language alone: www/language.js), then
// starts its own app (game, listeners, frame loop, AI worker: www/thinker.js) on the page's
// WebAssembly module (pkg/mancala_page.js, without the AI), asked for once that first frame is
// drawn and loaded once per page, and hands it its
// settings as they are written: the element's attributes, or index.html's address parameters
// (?lang=fr&variant=kauri&opponent=ai-3&kiosk&idle=120). Rust reads them (one parser: variant,
// lang, opponent, level, kiosk, idle, rules...), warns about a bad value and keeps the previous one;
// JavaScript passes them through and carries out kiosk mode. Events (bubbling, composed
// CustomEvents on the element, or on index.html's body): `move` with detail
// { player, move, position } after each move, `gameover` with the outcome.
import { addLateStyles, buildPage, buildUi } from './mancala-game-ui.js';
import { Kiosk } from './kiosk.js';
import { addressSettings, firstLanguage } from './language.js';
import { loadFirst, loadPage } from './sources.js';

/** @typedef {import('../pkg/mancala_page.js').App} App */
/**
 * What the page's module reads from the element's attributes or the address: `{ name: value }`.
 * @typedef {Record<string, string | null>} Settings
 */
/**
 * The settings the page carries out itself, as the app tells them (`settings()`, `onSettings`).
 * @typedef {{ kiosk: boolean, idle: number, soak: boolean, lang: string }} PageSettings
 */

/** @type {Map<string, ReturnType<typeof loadFirst>>} */
const firsts = new Map();
/**
 * Loads the first frame's module of the language `code` once for every game of the page that
 * starts in it: its exports.
 * @param {string} code
 */
function firstModule(code) {
  let module = firsts.get(code);
  if (!module) firsts.set(code, (module = loadFirst(code)));
  return module;
}

/** @type {Promise<typeof import('../pkg/mancala_page.js')> | null} */
let wasm = null;
/** @type {import('../pkg/mancala_page.js').InitOutput | null} */
let exports = null;
/** Loads the page's module once for every game of the page: its exports. */
const loadWasm = () =>
  (wasm ??= loadPage().then((loaded) => {
    exports = loaded.wasm;
    return loaded.module;
  }));

/** Bytes of the page's WebAssembly memory (0 before it loads): what a soak test watches. */
export const wasmMemoryBytes = () => exports?.memory?.buffer.byteLength ?? 0;

/** One running game on `host` (the element, or index.html's body), its controls under `root`. */
class Runner {
  /** @type {App | null} */
  app = null;
  /** @type {HTMLElement} */
  #host;
  /** @type {Document | ShadowRoot} */
  #root;
  /** @type {import('./thinker.js').Thinker | null} */
  #worker = null;

  /**
   * @param {HTMLElement} host
   * @param {Document | ShadowRoot} root
   */
  constructor(host, root) {
    this.#host = host;
    this.#root = root;
    // The controls' markup (mancala-game-ui.js), already under `root`, has both overlays.
    const overlay = (/** @type {string} */ id) => /** @type {HTMLElement} */ (root.getElementById(id));
    this.kiosk = new Kiosk(host, overlay('attract'), overlay('countdown'), {
      startDemo: () => this.app?.startDemo(),
      nextDemo: () => this.app?.nextDemo(),
      resume: () => this.newGame(),
      bannerText: () => this.app?.attractText() ?? '',
      countdownText: (seconds) => this.app?.countdownText(seconds) ?? '',
    });
  }

  /**
   * Starts the app on `canvas` with `settings` ({ name: value }); false if `host` left meanwhile.
   * @param {HTMLCanvasElement} canvas
   * @param {Settings} settings
   * @returns {Promise<boolean>}
   */
  async start(canvas, settings) {
    const drawn = await this.#firstFrame(canvas, settings);
    addLateStyles(this.#root);
    // A tap on the first frame's board is not lost: the game gets it once it runs.
    /** @type {{ (): void, stop?: () => void }} */
    const press = drawn ? lastPress(canvas) : () => {};
    // The computer's side (its worker's messenger) comes with the page's module, after the
    // first frame.
    const [{ startIn }, { Thinker }] = await Promise.all([loadWasm(), import('./thinker.js')])
      .finally(() => press.stop?.());
    if (!this.#host.isConnected) return false;
    const app = startIn(this.#root, canvas);
    this.app = app;
    this.#worker = new Thinker();
    app.useWorker(this.#worker);
    const send = (/** @type {string} */ type) => (/** @type {unknown} */ detail) =>
      this.#host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    app.onMove(send('move'));
    app.onGameOver(send('gameover'));
    app.onSettings((/** @type {PageSettings} */ s) => this.#follow(s));
    app.configure(settings);
    this.#follow(app.settings());
    press();
    return true;
  }

  /** A new game of the `variant` setting's game for its `opponent` (a demo is woken first). */
  newGame() {
    if (!this.app) return;
    if (this.kiosk.demo) {
      this.kiosk.wake(); // ends the demo and comes back here for the new game
      return;
    }
    this.app.newGame();
  }

  /** Stops everything (the element left the page). */
  stop() {
    this.kiosk.stop();
    this.kiosk.enable(false);
    this.#worker?.terminate();
    this.#worker = null;
    this.app?.free();
    this.app = null;
  }

  /**
   * The starting board and the controls' words, drawn by the first frame's small module while
   * the page's module is on its way. The game does not depend on it: if it fails, the page's
   * module draws the first frame.
   * @param {HTMLCanvasElement} canvas
   * @param {Settings} settings
   */
  async #firstFrame(canvas, settings) {
    try {
      const { firstFrame } = await firstModule(firstLanguage(settings));
      return this.#host.isConnected && firstFrame(this.#root, canvas, settings);
    } catch (error) {
      console.warn('mancala: the first frame is left to the page', error);
      return false;
    }
  }

  /**
   * Carries out the settings Rust read that are the page's to apply: kiosk, idle, soak, language.
   * @param {PageSettings} settings
   */
  #follow({ kiosk, idle, lang, soak }) {
    if (!this.app) return;
    this.kiosk.soak = soak;
    // The controls' markup (mancala-game-ui.js) is one `.game` element.
    /** @type {HTMLElement} */ (this.#root.querySelector('.game')).lang = lang;
    this.#host.toggleAttribute('data-kiosk', kiosk);
    if (this.kiosk.idle !== idle) this.kiosk.idle = idle;
    this.kiosk.enable(kiosk);
    this.kiosk.retitle();
  }
}

/**
 * Listens for presses on `canvas` until the game runs: returns `give()`, which hands the last
 * one to the game (as the same `pointerup`), and `give.stop()`, which stops listening.
 * @param {HTMLCanvasElement} canvas
 */
function lastPress(canvas) {
  /** @type {PointerEventInit | null} */
  let last = null;
  const keep = (/** @type {PointerEvent} */ e) => {
    last = { clientX: e.clientX, clientY: e.clientY, pointerType: e.pointerType, isPrimary: e.isPrimary };
  };
  canvas.addEventListener('pointerup', keep);
  const stop = () => canvas.removeEventListener('pointerup', keep);
  const give = () => {
    stop();
    if (last) canvas.dispatchEvent(new PointerEvent('pointerup', last));
  };
  give.stop = stop;
  return give;
}

/**
 * The element's types as page authors see them (mancala-game.d.ts, which `./mancala-game.js`
 * names for the type checker): the class must keep to them.
 * @typedef {import('./mancala-game.js').MancalaGame} Declared
 */

/** @implements {Declared} */
export class MancalaGame extends HTMLElement {
  /** @type {import('./mancala-game.js').MancalaGameAttribute[]} */
  static observedAttributes = [
    'variant', 'lang', 'opponent', 'level', 'kiosk', 'idle', 'sound', 'preview', 'soak', 'lesson',
    'puzzle', 'address', 'rules', 'face-to-face',
  ];

  /** @type {ShadowRoot} */
  #shadow;
  /** @type {HTMLCanvasElement} */
  #canvas;
  /** @type {Runner | null} */
  #runner = null;
  /** @type {Promise<void> | null} */
  #starting = null;
  /** @type {{ resolve: (game: MancalaGame) => void, reject: (error: unknown) => void }} */
  // @ts-expect-error TS2564: set by `ready`'s executor, which runs in the constructor (unseen by the checker).
  #started;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#canvas = buildUi(this.#shadow);
    /**
     * Resolves to the element once its game runs (rejects if it cannot start).
     * @type {Promise<MancalaGame>}
     */
    this.ready = new Promise((resolve, reject) => {
      this.#started = { resolve, reject };
    });
    this.ready.catch(() => {});
  }

  /** The running app (`App` of pkg/mancala_page.js), or null before it starts. */
  get app() {
    return this.#runner?.app ?? null;
  }

  /** The game's position (JSON position format), or null before the game starts. */
  position() {
    return this.app ? this.app.gamePosition() : null;
  }

  /** What the board shows now: pits, stores, whether it animates, who moves, the opponent. */
  board() {
    return this.app ? this.app.position() : null;
  }

  /** Starts a new game of the `variant` attribute's game, for its `opponent`. */
  newGame() {
    this.#runner?.newGame();
  }

  /**
   * Goes on from `position` (JSON position format); throws an Error saying why it is bad.
   * @param {import('../pkg/mancala_page.js').Position | string} position
   */
  loadPosition(position) {
    if (!this.app) throw new Error('the game has not started yet');
    this.app.loadPosition(position);
  }

  connectedCallback() {
    if (!this.#runner && !this.#starting) this.#starting = this.#start();
  }

  disconnectedCallback() {
    // Moved elsewhere in the page: connectedCallback starts it again.
    this.#runner?.stop();
    this.#runner = null;
  }

  /**
   * @param {string} name
   * @param {string | null} _old
   * @param {string | null} value
   */
  attributeChangedCallback(name, _old, value) {
    this.app?.setSetting(name, value);
  }

  async #start() {
    try {
      const runner = new Runner(this, this.#shadow);
      const attributes = Object.fromEntries(
        MancalaGame.observedAttributes.map((name) => [name, this.getAttribute(name)]),
      );
      if (!(await runner.start(this.#canvas, attributes))) return;
      this.#runner = runner;
      this.#started.resolve(this);
    } catch (error) {
      // The controls' markup (mancala-game-ui.js) has the status line.
      /** @type {HTMLElement} */ (this.#shadow.getElementById('status')).textContent = `The board could not start: ${error}`;
      console.error('<mancala-game>: the board could not start', error);
      this.#started.reject(error);
    } finally {
      this.#starting = null;
    }
  }
}

if (!customElements.get('mancala-game')) customElements.define('mancala-game', MancalaGame);

/**
 * Keeps a copy of the page for offline visits (sw.js: Workbox's precache, made by `npm run
 * build`). Only index.html asks (an element on someone else's page never does), only over HTTP,
 * and never under `npm start`'s dev server, which serves the sources as they change.
 */
function keepOffline() {
  const dev = document.querySelector('script[src="/@vite/client"]');
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol) || dev) return;
  navigator.serviceWorker.register(new URL('../sw.js', import.meta.url)).catch((error) => {
    console.warn('mancala: no offline copy of the page', error);
  });
}

/**
 * index.html: the whole page is one game, its settings in the address.
 * @param {HTMLElement} body
 */
async function bootPage(body) {
  const canvas = buildPage(body);
  try {
    const runner = new Runner(body, document);
    await runner.start(canvas, addressSettings());
    // The page's body never leaves it: the app runs.
    const app = /** @type {App} */ (runner.app);
    // Read-only hooks for tests and page authors: what the board shows, and the game's position.
    /** @type {Window & { mancala?: { app: App, position(): import('../pkg/mancala_page.js').BoardView, gamePosition(): import('../pkg/mancala_page.js').Position | null } }} */ (window).mancala = {
      app,
      position: () => app.position(),
      gamePosition: () => app.gamePosition(),
    };
    body.dataset.ready = 'true';
    if (!document.documentElement.hasAttribute('data-single-file')) keepOffline();
  } catch (error) {
    // The controls' markup (mancala-game-ui.js) has the status line.
    const status = /** @type {HTMLElement} */ (document.getElementById('status'));
    status.textContent = `The board could not start: ${error}`;
    status.hidden = false;
    body.dataset.ready = 'error';
    throw error;
  }
}

if (document.body?.hasAttribute('data-mancala-page')) await bootPage(document.body);
