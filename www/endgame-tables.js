// The Oware endgame tables in the computer's worker (docs/endgames.md): when an Oware game with
// at most 24 seeds left on its board is thought about at level 4 or 5, or analysed, the table of its rules is loaded from the
// browser's IndexedDB, or else built in slices of a few milliseconds between the worker's other
// answers (each level of seeds serves as soon as it is finished) and then kept there, so that
// each browser builds it once per set of rules. Where IndexedDB cannot be opened (a private
// window, a page from file://), the table is built and kept in memory only.

/** The most seeds of the boards a table holds. */
const TABLE_SEEDS = 15;
/** A game with at most this many seeds on its board soon needs its table. */
const WITHIN_REACH = 24;
/** Milliseconds of building between two looks at the worker's messages. */
const SLICE_MS = 25;
const DB_NAME = 'mancala-endgame-tables';
const STORE = 'tables';

/** @returns {Promise<IDBDatabase>} */
function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Reads (`value` undefined) or writes the table kept under `key`.
 * @param {string} key
 * @param {Uint8Array} [value]
 * @returns {Promise<Uint8Array | undefined>}
 */
async function kept(key, value) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const store = db.transaction(STORE, value ? 'readwrite' : 'readonly').objectStore(STORE);
      const request = value ? store.put(value, key) : store.get(key);
      request.onsuccess = () => resolve(value ? undefined : request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/**
 * The seeds on `position`'s board (Infinity for a position without a list of pits).
 * @param {import('../pkg/mancala.js').Position} position
 */
const seedsOn = (position) =>
  Array.isArray(position?.pits) ? position.pits.reduce((a, b) => a + b, 0) : Infinity;

/** A macrotask's pause: the worker answers the messages waiting meanwhile. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

export class EndgameTables {
  /** @type {typeof import('../pkg/mancala.js').Game} */
  #Game;
  /**
   * The rules whose table is being loaded or built, or is ready.
   * @type {Set<string>}
   */
  #wanted = new Set();

  /** @param {typeof import('../pkg/mancala.js').Game} Game the API's class */
  constructor(Game) {
    this.#Game = Game;
  }

  /**
   * Resolves when the table of `position`'s rules holds its board, or after `ms` milliseconds,
   * or at once when no table of them is under way: an analysis asked meanwhile waits a little
   * for the exact worths of a board the table is about to reach.
   * @param {import('../pkg/mancala.js').Position} position
   * @param {number} ms
   */
  async holding(position, ms) {
    const onBoard = seedsOn(position);
    const until = Date.now() + ms;
    while (Date.now() < until) {
      let game;
      try {
        game = this.#Game.fromPosition(position);
      } catch {
        return;
      }
      const { status, seeds, rules } = game.endgameTable();
      game.free();
      const held = seeds !== null && seeds >= onBoard;
      // Absent and wanted: still being looked for in IndexedDB.
      const coming = status === 'building' || (status === 'absent' && rules !== null && this.#wanted.has(rules));
      if (held || !coming) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Starts loading or building the table of `position`'s rules if it is an Oware game within
   * reach of it and no table of them is under way.
   * @param {import('../pkg/mancala.js').Position} position
   */
  want(position) {
    if (!String(position?.variant).startsWith('oware-')) return;
    if (!(seedsOn(position) <= WITHIN_REACH)) return;
    let game;
    try {
      game = this.#Game.fromPosition(position);
    } catch {
      return; // a bad position is the question's to refuse
    }
    const { status, rules } = game.endgameTable();
    if (status !== 'absent' || !rules || this.#wanted.has(rules)) {
      game.free();
      return;
    }
    this.#wanted.add(rules);
    this.#load(game, rules)
      .catch((error) => console.warn(`the endgame table of ${rules} could not be made: ${error}`))
      .finally(() => game.free());
  }

  /**
   * @param {import('../pkg/mancala.js').Game} game a game of the rules
   * @param {string} rules
   */
  async #load(game, rules) {
    const bytes = await kept(rules).catch(() => undefined);
    if (bytes) {
      try {
        if (game.loadEndgameTable(bytes).status === 'ready') return;
      } catch (error) {
        console.warn(`the endgame table kept for ${rules} is damaged and is built again: ${error}`);
      }
    }
    while (game.buildEndgameTable({ seeds: TABLE_SEEDS, forMs: SLICE_MS }).status !== 'ready') {
      await pause();
    }
    const built = game.endgameTableBytes();
    if (built) await kept(rules, built).catch(() => undefined);
  }
}
