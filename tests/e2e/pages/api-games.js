// A page script as a page author writes one: random games through the JS API, one after
// another, each freed at the end (tests/e2e/soak.test.js). `window.playGames(n)` plays `n` more
// and resolves to { games, plies }; `window.apiMemoryBytes()` is the module's wasm memory.
import init, { Game, variants } from '/pkg/mancala.js';

const exports = await init();
const ids = variants().map((v) => v.id);
let played = 0;

window.apiMemoryBytes = () => exports.memory.buffer.byteLength;

window.playGames = async (n) => {
  let plies = 0;
  for (let i = 0; i < n; i += 1) {
    const game = new Game(ids[played % ids.length]);
    for (let ply = 0; ply < 400 && game.outcome() === null; ply += 1) {
      const moves = game.legalMoves();
      game.play(moves[Math.floor(Math.random() * moves.length)]);
      plies += 1;
    }
    game.free();
    played += 1;
    // Give the page's thread back now and then.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { games: played, plies };
};
document.body.dataset.ready = 'true';
