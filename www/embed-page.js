// The example page's own script (www/embed.html): lists the events the games send.
/** @typedef {import('../pkg/mancala.js').Move} Move */
/** @typedef {import('../pkg/mancala.js').Outcome} Outcome */

// embed.html's list of events.
const log = /** @type {HTMLOListElement} */ (document.getElementById('log'));
const MAX_LINES = 6;

/** @param {string} text */
function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
  while (log.children.length > MAX_LINES) log.lastElementChild?.remove();
}

// Both events come from a <mancala-game> (`target`), as CustomEvents.
document.addEventListener('move', (event) => {
  const { player, move } = /** @type {CustomEvent<{ player: 0 | 1, move: Move }>} */ (event).detail;
  note(`${/** @type {Element} */ (event.target).id}: player ${player + 1} played ${JSON.stringify(move)}`);
});

document.addEventListener('gameover', (event) => {
  const { winner, stores, reason } = /** @type {CustomEvent<Outcome>} */ (event).detail;
  const who = winner === null ? 'a draw' : `player ${winner + 1} won`;
  note(`${/** @type {Element} */ (event.target).id}: ${who} (${stores.join(' : ')}, ${reason})`);
});
