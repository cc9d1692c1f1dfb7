// The controls of a game: toolbar (the games menu, Undo, the hint and "More"), canvas, status
// line, choice buttons, the "More" panel (every other control), menu, house-rules panel,
// game-over panel, the screen-reader announcements and a kiosk's attract banner. One markup for both places a
// game lives: the shadow root of a <mancala-game> element, and index.html's whole page. The
// Rust app finds the controls by id, inside its own root only. Styles are linked by URL (no
// inline style: the page may run under a strict Content-Security-Policy).

const MARKUP = `
<div class="game" part="game">
  <header class="bar">
    <button id="btn-games" type="button" class="primary">☰ Games</button>
    <h1 id="game-title">Mancala</h1>
    <div class="tools">
      <button id="btn-undo" type="button" disabled>↶ Undo</button>
      <button id="btn-hint" type="button" hidden>Hint</button>
      <button id="btn-more" type="button" aria-haspopup="dialog" aria-controls="more">⋯ More</button>
    </div>
    <p id="game-rules" class="house-line" hidden></p>
  </header>
  <main>
    <canvas id="board" role="img" aria-label="The game board"></canvas>
    <div id="pits" class="pits" role="grid" aria-label="The board, pit by pit"></div>
  </main>
  <section id="lesson" class="lesson" hidden aria-live="polite">
    <p id="lesson-progress" class="lesson-progress"></p>
    <p id="lesson-text" class="lesson-text"></p>
    <p id="lesson-result" class="lesson-result" hidden></p>
    <p id="lesson-house" class="lesson-house" hidden></p>
    <div class="lesson-buttons">
      <button id="btn-puzzle-hint" type="button" hidden>Hint</button>
      <button id="btn-puzzle-show" type="button" hidden>Show me</button>
      <button id="btn-lesson-next" type="button" class="primary" disabled>Next</button>
      <button id="btn-lesson-leave" type="button">Leave the lesson</button>
    </div>
  </section>
  <footer id="turn-bar" class="bar" data-side="under">
    <p id="status" role="status">Loading the board…</p>
    <p id="note" class="note" hidden></p>
    <div id="choices">
      <div id="harvests" class="harvests" role="group" aria-labelledby="status" hidden>
        <button id="btn-harvest-1" type="button" class="primary" hidden></button>
        <button id="btn-harvest-2" type="button" hidden></button>
        <button id="btn-harvest-3" type="button" hidden></button>
        <button id="btn-harvest-4" type="button" hidden></button>
        <button id="btn-harvest-5" type="button" hidden></button>
        <button id="btn-harvest-6" type="button" hidden></button>
        <button id="btn-harvest-7" type="button" hidden></button>
        <button id="btn-harvest-8" type="button" hidden></button>
        <button id="btn-harvest-cancel" type="button" class="cancel">Cancel</button>
      </div>
      <button id="btn-offer" type="button" hidden>Offer holes…</button>
      <button id="btn-offer-send" type="button" class="primary" hidden disabled>Offer the picked holes</button>
      <button id="btn-no-offer" type="button" hidden>No offer</button>
      <button id="btn-accept" type="button" class="primary" hidden>Accept the offer</button>
      <button id="btn-refuse" type="button" hidden>Refuse</button>
      <button id="btn-standard" type="button" hidden>Standard arrangement</button>
      <button id="btn-arrange" type="button" class="primary" hidden>Confirm arrangement</button>
      <button id="btn-direction" type="button" hidden>Direction: ↺ counter-clockwise</button>
      <button id="btn-best" type="button" hidden>Play the best move</button>
      <div id="setup" class="setup" role="group" aria-labelledby="status" hidden>
        <button id="btn-setup-take" type="button">Take seeds out</button>
        <button id="btn-setup-cowries" type="button" hidden>Place cowries</button>
        <button id="btn-setup-mover" type="button">Player 1 moves</button>
        <button id="btn-setup-clear" type="button">Clear the board</button>
        <button id="btn-setup-play" type="button" class="primary">Play from here</button>
        <button id="btn-setup-cancel" type="button" class="cancel">Cancel</button>
      </div>
    </div>
    <div id="replay" class="replay">
      <button id="btn-back" type="button" disabled>◀ Back</button>
      <button id="btn-forward" type="button" disabled>Forward ▶</button>
    </div>
  </footer>
  <div id="announce" class="visually-hidden" role="log" aria-live="polite"></div>
  <section id="more" class="overlay" role="dialog" aria-modal="true" hidden aria-labelledby="more-title">
    <div class="panel more-panel">
      <h2 id="more-title">Game and settings</h2>
      <div class="more-tools">
        <button id="btn-new" type="button">New game</button>
        <button id="btn-opponent" type="button">Two players</button>
        <button id="btn-level" type="button" hidden>Beginner · level 1/5</button>
        <button id="btn-speed" type="button">Speed: normal</button>
        <button id="btn-sound" type="button">Sound: on</button>
        <button id="btn-skip" type="button" disabled>Skip ▸</button>
        <button id="btn-preview" type="button">Preview: on</button>
        <button id="btn-facing" type="button">Face to face: off</button>
        <button id="btn-analyse" type="button" hidden>Analysis: off</button>
        <button id="btn-setup" type="button" hidden>Set up a position</button>
        <button id="btn-share" type="button" hidden>Copy link</button>
        <button id="btn-save" type="button" hidden>Save the game</button>
        <button id="btn-open" type="button" hidden>Open a game…</button>
        <input id="open-file" type="file" accept=".ogn,text/plain" hidden>
      </div>
      <div id="langs" class="langs" role="group" hidden></div>
      <button id="more-close" type="button" class="primary">Close</button>
    </div>
  </section>
  <section id="menu" class="overlay" hidden aria-label="Choose a game">
    <div class="panel">
      <h2 id="menu-title">Choose a game</h2>
      <ul id="menu-list"></ul>
      <button id="menu-close" type="button">Close</button>
    </div>
  </section>
  <section id="rules" class="overlay" hidden aria-labelledby="rules-title">
    <div class="panel rules-panel">
      <h2 id="rules-title">House rules</h2>
      <p id="rules-intro" class="rules-intro"></p>
      <div id="rules-options" class="rules-options"></div>
      <div class="rules-buttons">
        <button id="rules-play" type="button" class="primary">Play with these rules</button>
        <button id="rules-usual" type="button">Usual rules</button>
        <button id="rules-back" type="button">Back to the games</button>
      </div>
    </div>
  </section>
  <section id="gameover" class="overlay" hidden aria-live="assertive">
    <div class="panel small">
      <h2 id="gameover-title"></h2>
      <p id="gameover-reason"></p>
      <button id="gameover-new" type="button" class="primary" data-autofocus>Play again</button>
      <button id="gameover-level" type="button" hidden></button>
      <button id="gameover-menu" type="button">Other games</button>
    </div>
  </section>
  <section id="confirm" class="overlay" hidden aria-live="assertive">
    <div class="panel small">
      <h2 id="confirm-title">Start a new game? This one will be lost.</h2>
      <button id="confirm-yes" type="button" class="primary">Yes, a new game</button>
      <button id="confirm-no" type="button" data-autofocus>No, keep playing</button>
    </div>
  </section>
  <div id="attract" class="attract" hidden>
    <p id="attract-banner" class="attract-banner"></p>
  </div>
  <div id="countdown" class="attract countdown" hidden role="alert">
    <p id="countdown-text" class="attract-banner"></p>
  </div>
</div>`;

const STYLESHEETS = ['./style.css', './mancala-game.css'];

/** What no first frame shows (the house rules, the menu's cards, the choice of harvests), linked
 * once it is drawn: the bytes before the first board are only those it needs. */
const LATE_STYLESHEET = './house-rules.css';

/** @type {HTMLTemplateElement | null} */
let template = null;

/**
 * A fresh copy of the controls.
 * @returns {DocumentFragment}
 */
function controls() {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = MARKUP;
  }
  // A template's content is a fragment, and so is its deep copy.
  return /** @type {DocumentFragment} */ (template.content.cloneNode(true));
}

/**
 * Fills `shadow` with the stylesheets and the controls; returns the canvas.
 * @param {ShadowRoot} shadow
 * @returns {HTMLCanvasElement} the controls' `<canvas id="board">`
 */
export function buildUi(shadow) {
  for (const sheet of STYLESHEETS) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(sheet, import.meta.url).href;
    shadow.append(link);
  }
  shadow.append(controls());
  return /** @type {HTMLCanvasElement} */ (shadow.getElementById('board'));
}

/**
 * Links the stylesheet of what the first frame never shows into `root` (a game's shadow root, or
 * index.html's document), once.
 * @param {Document | ShadowRoot} root
 */
export function addLateStyles(root) {
  // The single file (dist/mancala.html) carries every stylesheet inline, and fetches nothing.
  if (document.documentElement.hasAttribute('data-single-file')) return;
  const href = new URL(LATE_STYLESHEET, import.meta.url).href;
  const parent = root instanceof Document ? root.head : root;
  if ([...parent.querySelectorAll('link[rel="stylesheet"]')].some((l) => /** @type {HTMLLinkElement} */ (l).href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  parent.append(link);
}

/**
 * Fills a whole page's `container` (index.html's body, which links style.css itself); returns the canvas.
 * @param {HTMLElement} container
 * @returns {HTMLCanvasElement} the controls' `<canvas id="board">`
 */
export function buildPage(container) {
  container.prepend(controls());
  return /** @type {HTMLCanvasElement} */ (container.querySelector('#board'));
}
