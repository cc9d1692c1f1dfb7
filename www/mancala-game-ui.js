// The controls of one <mancala-game> element, built inside its shadow root: the same toolbar,
// canvas, status line, choice buttons, menu and game-over panel as index.html, with the same
// ids (the Rust app finds them by id, inside this root only), plus the screen-reader
// announcements and a kiosk's attract banner. Styles are linked by URL (no inline style: the
// page may run under a strict Content-Security-Policy).

const MARKUP = `
<div class="game" part="game">
  <header class="bar">
    <button id="btn-games" type="button" class="primary">☰ Games</button>
    <h1 id="game-title">Mancala</h1>
    <div class="tools">
      <button id="btn-new" type="button">New game</button>
      <button id="btn-undo" type="button" disabled>↶ Undo</button>
      <button id="btn-opponent" type="button">Two players</button>
      <button id="btn-level" type="button" hidden>Level 2/5</button>
      <button id="btn-speed" type="button">Speed: normal</button>
      <button id="btn-skip" type="button" disabled>Skip »</button>
    </div>
  </header>
  <main>
    <canvas id="board" tabindex="0" role="img" aria-label="The game board"></canvas>
  </main>
  <footer class="bar">
    <p id="status" role="status">Loading the board…</p>
    <div id="choices">
      <button id="btn-offer" type="button" hidden>Offer holes…</button>
      <button id="btn-offer-send" type="button" class="primary" hidden disabled>Offer the picked holes</button>
      <button id="btn-accept" type="button" class="primary" hidden>Accept the offer</button>
      <button id="btn-refuse" type="button" hidden>Refuse</button>
      <button id="btn-standard" type="button" hidden>Standard arrangement</button>
      <button id="btn-arrange" type="button" class="primary" hidden>Confirm arrangement</button>
      <button id="btn-direction" type="button" hidden>Direction: ↺ counter-clockwise</button>
    </div>
  </footer>
  <p id="announce" class="visually-hidden" aria-live="polite"></p>
  <section id="menu" class="overlay" hidden aria-label="Choose a game">
    <div class="panel">
      <h2 id="menu-title">Choose a game</h2>
      <ul id="menu-list"></ul>
      <button id="menu-close" type="button">Close</button>
    </div>
  </section>
  <section id="gameover" class="overlay" hidden aria-live="assertive">
    <div class="panel small">
      <h2 id="gameover-title"></h2>
      <p id="gameover-reason"></p>
      <button id="gameover-new" type="button" class="primary">Play again</button>
      <button id="gameover-menu" type="button">Other games</button>
    </div>
  </section>
  <div id="attract" class="attract" hidden>
    <p id="attract-banner" class="attract-banner"></p>
  </div>
</div>`;

const STYLESHEETS = ['./style.css', './mancala-game.css'];

let template = null;

/** Fills `shadow` with the stylesheets and the controls; returns the canvas. */
export function buildUi(shadow) {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = MARKUP;
  }
  for (const sheet of STYLESHEETS) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(sheet, import.meta.url).href;
    shadow.append(link);
  }
  shadow.append(template.content.cloneNode(true));
  return shadow.getElementById('board');
}
