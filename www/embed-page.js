// The example page's own script (www/embed.html): lists the events the games send.
const log = document.getElementById('log');
const MAX_LINES = 6;

function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
  while (log.children.length > MAX_LINES) log.lastElementChild.remove();
}

document.addEventListener('move', (event) => {
  const { player, move } = event.detail;
  note(`${event.target.id}: player ${player + 1} played ${JSON.stringify(move)}`);
});

document.addEventListener('gameover', (event) => {
  const { winner, stores, reason } = event.detail;
  const who = winner === null ? 'a draw' : `player ${winner + 1} won`;
  note(`${event.target.id}: ${who} (${stores.join(' : ')}, ${reason})`);
});
