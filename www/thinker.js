// The computer player's thinking for one game, as the page's module asks for it (`useWorker`):
// `postMessage({ id, position, level })`, answered through `onmessage` with `{ data: { id, move } }`
// or `{ data: { id, error } }`.
//
// It thinks in a Web Worker (www/ai-worker.js, which loads the JS API's module with the AI), so
// animation never stalls. The worker starts once the page is idle after its first frame, or at
// the first question, whichever comes first: the AI's module is not among the bytes the first
// frame waits for. Where no worker can run (no module workers, a blocked script), the same AI
// answers from the page's thread, for a short time only, after a short pause so people can
// follow.

import { loadApi, newAiWorker } from './sources.js';
import { analyseIn } from './analyse.js';

/**
 * A question of the page's module: its id, the position (with its repetition record) and the
 * computer's level.
 * @typedef {{ id: number, position: import('../pkg/mancala.js').Position, level: import('../pkg/mancala.js').ThinkOptions['level'] }} Question
 */
/**
 * The answer to a question: the move chosen (null when there is none to play), or why none was.
 * @typedef {{ id: number, move: import('../pkg/mancala.js').Move | null } | { id: number, error: string }} Answer
 */
/**
 * A question other than a move: a lesson (`{ lesson: variant }`), a game's puzzles
 * (`{ puzzles: variant }`) or an analysis (`{ analyse: { position, depth } }`).
 * @typedef {{ lesson: string } | { puzzles: string } | { analyse: { position: import('../pkg/mancala.js').Position, depth: number } }} Request
 */
/**
 * A request asked of the worker and not answered yet.
 * @typedef {{ resolve: (result: any) => void, reject: (error: unknown) => void, request: Request }} Asked
 */

/** How long the AI may think on the page's own thread, in milliseconds. */
const IN_PAGE_THINK_MS = 150;
/** The pause before a move found on the page's thread is shown, in milliseconds. */
const IN_PAGE_PAUSE_MS = 450;

/** @type {ReturnType<typeof loadApi> | null} */
let api = null;
/** The JS API's module, loaded once, on the page's thread: only when no worker can think. */
const apiOnThePage = () => (api ??= loadApi());

/**
 * A second after the page started, when it has nothing else to do: the worker's module (the
 * AI's, 590 KB) then does not compete with the page's first frames for the processor. Safari
 * has no `requestIdleCallback`, whatever the DOM's types say.
 * @param {() => void} f
 */
const whenIdle = (f) =>
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 2000 }) : f()), 1000);

export class Thinker {
  /**
   * Set by the page's module: receives `{ data: { id, move } }` or `{ data: { id, error } }`.
   * @type {((event: { data: Answer }) => void) | null}
   */
  onmessage = null;
  /** @type {Worker | null} */
  #worker = null;
  /** No worker can run here: the page's thread thinks. */
  #inPage = false;
  /**
   * Questions the worker has not answered yet, by id (asked again on the page if it fails).
   * @type {Map<number, Question>}
   */
  #waiting = new Map();
  #stopped = false;
  /**
   * Requests asked of the worker and not answered yet, by id.
   * @type {Map<number, Asked>}
   */
  #requests = new Map();
  #requestCount = 0;

  constructor() {
    whenIdle(() => this.#start());
  }

  /** @param {Question} message */
  postMessage(message) {
    if (this.#stopped) return;
    this.#start();
    if (this.#inPage) {
      this.#thinkHere(message);
      return;
    }
    this.#waiting.set(message.id, message);
    // #start() made the worker, or set #inPage.
    /** @type {Worker} */ (this.#worker).postMessage(message);
  }

  /**
   * The lesson of `variant` (a game's id), as the JSON text of its data file: a promise. The
   * lessons are in the JS API's module (the worker's), not in the page's.
   * @param {string} variant
   * @returns {Promise<string>}
   */
  lesson(variant) {
    return this.#ask({ lesson: variant });
  }

  /**
   * The puzzles of `variant` (a game's id), as the JSON text of their data file: a promise.
   * @param {string} variant
   * @returns {Promise<string>}
   */
  puzzles(variant) {
    return this.#ask({ puzzles: variant });
  }

  /**
   * What every move of `position` is worth, `depth` plies deep (the API's `analyse`): a promise.
   * @param {import('../pkg/mancala.js').Position} position
   * @param {number} depth
   * @returns {Promise<import('../pkg/mancala.js').Analysis | null>}
   */
  analyse(position, depth) {
    return this.#ask({ analyse: { position, depth } });
  }

  /**
   * Asks the worker `request`, or the page's own thread where no worker runs.
   * @param {Request} request
   */
  #ask(request) {
    if (this.#stopped) return Promise.reject(new Error('the game was stopped'));
    this.#start();
    if (this.#inPage) return this.#answerHere(request);
    const requestId = ++this.#requestCount;
    return new Promise((resolve, reject) => {
      this.#requests.set(requestId, { resolve, reject, request });
      // #start() made the worker, or set #inPage.
      /** @type {Worker} */ (this.#worker).postMessage({ requestId, ...request });
    });
  }

  /** @param {Request} request */
  #answerHere(request) {
    return apiOnThePage().then((api) =>
      'lesson' in request ? api.lessonSource(request.lesson)
        : 'puzzles' in request ? api.puzzleSource(request.puzzles)
          : analyseIn(api.Game, request.analyse));
  }

  /** Stops the worker; nothing is answered after this. */
  terminate() {
    this.#stopped = true;
    this.#worker?.terminate();
    this.#worker = null;
  }

  #start() {
    if (this.#worker || this.#inPage || this.#stopped) return;
    try {
      this.#worker = newAiWorker();
    } catch (error) {
      this.#fallBack(error);
      return;
    }
    this.#worker.onmessage = (event) => {
      const asked = this.#requests.get(event.data?.requestId);
      if (asked) {
        this.#requests.delete(event.data.requestId);
        if ('result' in event.data) asked.resolve(event.data.result);
        else asked.reject(new Error(event.data.error ?? 'no answer'));
        return;
      }
      this.#waiting.delete(event.data?.id);
      this.#answer(event.data);
    };
    // The worker's script or module could not load: every question goes to the page.
    this.#worker.onerror = (event) => {
      event.preventDefault?.();
      this.#fallBack(event.message || 'the worker failed to start');
    };
  }

  /** @param {unknown} why */
  #fallBack(why) {
    console.warn('mancala: no AI worker, the computer plays from the page', why);
    this.#worker?.terminate();
    this.#worker = null;
    this.#inPage = true;
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const message of waiting) this.#thinkHere(message);
    const requests = [...this.#requests.values()];
    this.#requests.clear();
    for (const { resolve, reject, request } of requests) this.#answerHere(request).then(resolve, reject);
  }

  /** @param {Question} question */
  async #thinkHere({ id, position, level }) {
    /** @type {Answer} */
    let answer;
    try {
      const { Game } = await apiOnThePage();
      const game = Game.fromPosition(position);
      try {
        answer = { id, move: game.bestMove({ level, timeLimitMs: IN_PAGE_THINK_MS }) };
      } finally {
        game.free();
      }
    } catch (error) {
      answer = { id, error: String(error) };
    }
    setTimeout(() => this.#answer(answer), IN_PAGE_PAUSE_MS);
  }

  /** @param {Answer} data */
  #answer(data) {
    if (!this.#stopped) this.onmessage?.({ data });
  }
}
