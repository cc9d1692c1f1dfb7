// The page in a browser other than Chromium, through WebDriver (selenium-webdriver talking to
// the engine's own driver, see engines.js): what a visitor does first, in that engine. The
// Playwright suites (tests/e2e) cover the same ground and much more in Chromium; these are their
// counterparts where Playwright cannot go (Firefox ESR answers its BiDi session with "unknown
// command", and WebKitGTK is no Playwright browser). Each engine's file (firefox.test.js,
// webkit.test.js) runs the same tests in one browser session; scripts/test-webdriver.sh runs them.
import assert from 'node:assert/strict';
import { mkdir, writeFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { By, Key } from 'selenium-webdriver';
import { WAIT_MS } from '../e2e/browser.js';
import { ROOT } from '../e2e/servers.js';
import { startEngine } from './engines.js';
import { startServer } from './server.js';
import { ENGINE_SHOTS, SHOT_MOVES, SHOT_PITS, SHOT_VIEWPORT } from './shots.js';
import { VARIANTS } from '../e2e/variants.js';

/**
 * Defines the suite for `engine` ('firefox' or 'webkit'): one browser session and one static
 * server for all its tests.
 */
export function defineSuite(engine) {
  describe(`the page in ${engine}`, () => {
    let driver;
    let quit;
    let log;
    let server;

    before(async () => {
      await access(join(ROOT, 'pkg', 'mancala_page_bg.wasm')).catch(() => {
        throw new Error('pkg/ is missing: run `npm run build` first');
      });
      await mkdir(ENGINE_SHOTS, { recursive: true });
      server = await startServer();
      ({ driver, quit, log } = await startEngine(engine));
    });
    after(async () => {
      await quit?.();
      await server?.close();
    });

    /**
     * True for the error WebKitWebDriver now and then answers a sound command with, the page
     * having no part in it: an "unknown error" with no message (an action), or "Could not
     * parse script result" (a script). Such a command is released and tried once more, and the
     * retry is printed, so that a flake is seen without failing the suite.
     */
    const driverFlake = (e) => engine === 'webkit' && e?.name === 'WebDriverError'
      && (!e.message || /Could not parse script result/.test(e.message));

    /** Runs the WebDriver command `f`, once more after a [driverFlake]. */
    async function again(what, f) {
      try {
        return await f();
      } catch (e) {
        if (!driverFlake(e)) throw e;
        console.log(`# ${engine}: ${what} failed with "${e.message}"; tried once more`);
        await driver.actions().clear().catch(() => {});
        return f();
      }
    }

    /** True when the browser no longer answers this session (its page crashed or hung). */
    const sessionLost = () => driver.getTitle().then(() => false, (e) => e?.name === 'NoSuchSessionError');

    /**
     * Defines test `name` as `body`. Should the browser lose the session during it (WebKitGTK
     * deletes it when its page process crashes or stops answering), what the browser wrote is
     * printed, a new session is started, and `body` runs once more in it: the next tests do not
     * all fail with the first, and a crash `body` causes fails it twice.
     */
    const check = (name, body) => test(name, async () => {
      try {
        await body();
      } catch (e) {
        if (!(await sessionLost())) throw e;
        console.log(`# ${engine}: the session was lost during "${name}" (${e.message}); the browser wrote:\n${log()}`);
        await quit();
        ({ driver, quit, log } = await startEngine(engine));
        await body();
        console.log(`# ${engine}: "${name}" passed in a new session`);
      }
    });

    /** Runs `f(...args)` in the page; resolves to what it returns (JSON-like values). */
    const run = (f, ...args) => driver.executeScript(`return (${f}).apply(null, arguments)`, ...args);

    /** Waits until `f(...args)` in the page is truthy; resolves to its value. */
    const until = (f, what, ...args) => driver.wait(() => run(f, ...args), WAIT_MS, `waiting for ${what}`);

    /**
     * Clicks the control `css` of index.html's "More" panel (New game, the language buttons,
     * "Copy link"...), the panel opened first by the toolbar's "More" if it is closed.
     */
    async function pressInMore(css) {
      if (await run(() => document.getElementById('more').hidden)) {
        await driver.findElement(By.id('btn-more')).click();
        await until(() => !document.getElementById('more').hidden, 'the "More" panel');
      }
      await driver.findElement(By.css(`#more ${css}`)).click();
    }

    /** The text of index.html's element `id`, shown or not (WebDriver's getText() is '' for a hidden one). */
    const textOf = (id) => run((i) => document.getElementById(i).textContent, id);

    /**
     * Makes the page's viewport `width`×`height` CSS pixels: the window is larger by its frame,
     * which is measured (and the window set again) until the page sees that size. The window
     * manager resizes in its own time: each measure waits for the window to have its new size
     * and for two frames of the page after it.
     */
    async function viewport({ width, height }) {
      const window = driver.manage().window();
      const frame = { width: 0, height: 0 };
      let inner = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const want = { width: width + frame.width, height: height + frame.height };
        await window.setRect(want);
        await driver.wait(async () => {
          const rect = await window.getRect();
          return rect.width === want.width && rect.height === want.height;
        }, WAIT_MS, `waiting for a ${want.width}×${want.height} window`);
        inner = await again('measuring the viewport', () => driver.executeAsyncScript(`const done = arguments[arguments.length - 1];
          requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight])));`));
        if (inner[0] === width && inner[1] === height) return;
        frame.width += width - inner[0];
        frame.height += height - inner[1];
      }
      assert.fail(`the viewport stays ${inner.join('×')}, not ${width}×${height}`);
    }

    /** What went wrong on the page: what watch.js noted, and the server's error responses. */
    async function problems() {
      const watched = await run(() => window.__watch?.problems ?? ['tests/webdriver/watch.js did not run']);
      return [...watched, ...server.errors.splice(0)];
    }

    /** Opens `path` of the server and waits until index.html's game runs. */
    async function open(path = '') {
      server.errors.length = 0;
      await driver.get(server.url + path);
      const ready = await until(() => document.body?.dataset.ready, 'body[data-ready]');
      assert.equal(ready, 'true', (await problems()).join('\n'));
    }

    /** How much of canvas `selector` (in element `host`'s shadow root when given) is drawn. */
    const drawn = (host) => run((h) => {
      const root = h ? document.getElementById(h).shadowRoot : document;
      const canvas = root.getElementById('board');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let opaque = 0;
      const colours = new Set();
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] === 255) opaque += 1;
        colours.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
      }
      return { share: opaque / (canvas.width * canvas.height), colours: colours.size, width: canvas.width };
    }, host ?? null);

    function assertDrawn(d, what) {
      assert.ok(d.width > 0 && d.share > 0.2 && d.colours > 20, `${what} is not drawn: ${JSON.stringify(d)}`);
    }

    /**
     * Clicks pit `pit` on canvas `canvas` with the mouse, where the page draws it. A click the
     * driver fails (see [driverFlake]) is made again only if the game did not take it.
     */
    async function clickPit(canvas, [x, y]) {
      // The board the canvas shows (its `data-pits`): any move played changes it.
      const game = () => canvas.getAttribute('data-pits');
      const before = await game();
      const click = async () => {
        const rect = await canvas.getRect();
        await driver.actions().move({ origin: canvas, x: Math.round(x - rect.width / 2), y: Math.round(y - rect.height / 2) })
          .click().perform();
      };
      let taken = false;
      await again('a click on the board', async () => {
        if (taken) {
          if ((await game()) !== before) return;
        }
        taken = true;
        await click();
      });
    }

    check('index.html loads with no console error and draws its first board; the Oware screenshot', async () => {
      await viewport(SHOT_VIEWPORT);
      await open('?lang=en&variant=oware-abapa&opponent=human');
      assert.equal(await run(() => document.getElementById('cannot-run').hidden), true, 'www/cannot-run.js finds this browser recent');
      assertDrawn(await drawn(), 'the board');
      const first = await run(() => window.mancala.position());
      assert.equal(first.variant, 'oware-abapa');
      assert.deepEqual(first.pits, Array(12).fill(4));
      // The same position in every engine (tests/e2e/engines.test.js saves Chromium's).
      await run((moves) => {
        window.mancala.app.setSpeed(Infinity);
        for (const pit of moves) window.mancala.app.clickPit(pit);
      }, SHOT_MOVES);
      await until(() => !window.mancala.position().animating && window.mancala.position().pits.join() === window.mancala.gamePosition().pits.join(), 'the board to settle');
      assert.equal((await run(() => window.mancala.gamePosition())).pits.join(), SHOT_PITS);
      await writeFile(join(ENGINE_SHOTS, `oware-${engine}.png`), await driver.takeScreenshot(), 'base64');
      assert.deepEqual(await problems(), []);
    });

    check('a move by keyboard is sown frame by frame, and the computer answers from its worker', async () => {
      await viewport({ width: 1200, height: 760 });
      await open('?lang=en&variant=oware-abapa&opponent=ai-1');
      // The board's one Tab stop is the first pit that can be played; the arrow goes to pit 2,
      // whose control tells what it is.
      await run(() => document.querySelector('#pits [tabindex="0"]').focus());
      await driver.actions().sendKeys(Key.ARROW_RIGHT).perform();
      assert.equal(await run(() => document.activeElement.getAttribute('aria-label')), 'Pit 2, 4 seeds, your side, can be played');
      const pit = await driver.switchTo().activeElement();
      // What the canvas shows at each animation frame (a sample of its pixels) until the move is
      // sown, noted in the page: a WebDriver session runs one command at a time, so it cannot
      // wait for frames while it presses Enter.
      await run(() => {
        const canvas = document.getElementById('board');
        const context = canvas.getContext('2d');
        const seen = [];
        window.sownFrames = null;
        window.moves = [];
        addEventListener('move', (e) => window.moves.push({ player: e.detail.player, move: e.detail.move }));
        const look = () => {
          if (window.mancala.position().animating) {
            const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
            let hash = 0;
            for (let i = 0; i < data.length; i += 4 * 97) hash = (hash * 31 + data[i] + data[i + 1] + data[i + 2]) | 0;
            seen.push(hash);
          } else if (seen.length > 0) {
            window.sownFrames = seen;
            return;
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await pit.sendKeys(Key.ENTER);
      const frames = await until(() => window.sownFrames, 'the sowing to end');
      const pictures = new Set(frames).size;
      assert.ok(pictures >= 5, `the sowing was drawn in ${pictures} different pictures over ${frames.length} frames`);
      await until(() => window.mancala.gamePosition().toMove === 0 && !window.mancala.position().animating, "the computer's answer");
      const moves = await until(() => window.moves.length >= 2 && window.moves, 'two moves told');
      assert.deepEqual(moves[0], { player: 0, move: { pit: 1 } }, 'pit 2 was played by keyboard');
      assert.equal(moves[1].player, 1, 'the computer answered');
      const warnings = await run(() => window.__watch.warnings);
      assert.deepEqual(warnings.filter((w) => /worker/i.test(w)), [], 'the computer thought in its worker');
      assert.deepEqual(await problems(), []);
    });

    check('every game plays by clicking its pits, and the board shows the game\'s position', async () => {
      await open('?lang=en');
      const board = await driver.findElement(By.id('board'));
      for (const variant of VARIANTS) {
        await run((v) => {
          window.mancala.app.newGame(v, 'hotseat');
          window.mancala.app.setSpeed(Infinity);
        }, variant);
        let played = 0;
        for (let turn = 0; turn < 4; turn += 1) {
          const shown = await run(() => window.mancala.position());
          if (shown.toMove === null) break;
          // Goré's opening (arranging seeds, an offer to answer) has buttons of its own.
          const button = await run(() => ['btn-arrange', 'btn-refuse'].find((id) => {
            const b = document.getElementById(id);
            return b && !b.hidden && b.offsetParent !== null;
          }) ?? null);
          if (button) await driver.findElement(By.id(button)).click();
          else if (shown.playable.length === 0) break;
          else {
            const pit = shown.playable[(turn * 7) % shown.playable.length];
            await clickPit(board, await run((p) => Array.from(window.mancala.app.pitCenter(p)), pit));
          }
          played += 1;
          await until(() => !window.mancala.position().animating, 'the board to settle');
          const [seen, game] = await run(() => [window.mancala.position(), window.mancala.gamePosition()]);
          assert.deepEqual(seen.pits, game.pits, `${variant}, turn ${turn}: the pits shown are the game's`);
          assert.equal(await board.getAttribute('data-pits'), game.pits.join(','));
        }
        assert.ok(played >= 3, `${variant}: only ${played} turns could be played`);
      }
      assert.deepEqual(await problems(), []);
    });

    // 500 CSS pixels: the narrowest window Firefox makes (a phone's 390, where the board is turned,
    // is Chromium's: tests/e2e/game.test.js).
    check('a narrow portrait window: the board is drawn, every control fits, and it still plays', async () => {
      await viewport({ width: 500, height: 900 });
      await open('?lang=en&variant=oware-abapa&opponent=human');
      assert.deepEqual(await run(() => [innerWidth, innerHeight]), [500, 900], 'the viewport');
      const board = await driver.findElement(By.id('board'));
      const rect = await board.getRect();
      assert.ok(rect.width >= 450, `the board takes the window's width: ${JSON.stringify(rect)}`);
      const d = await drawn();
      assert.ok(d.share > 0.1 && d.colours > 20, `the board is not drawn: ${JSON.stringify(d)}`);
      // No control is cut off at the page's right edge.
      const overflow = await run(() => [...document.querySelectorAll('button')]
        .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().right > innerWidth + 1).map((b) => b.id));
      assert.deepEqual(overflow, []);
      await run(() => window.mancala.app.setSpeed(Infinity));
      await clickPit(board, await run(() => Array.from(window.mancala.app.pitCenter(window.mancala.position().playable[0]))));
      await until(() => window.mancala.gamePosition().toMove === 1 && !window.mancala.position().animating, 'the move');
      await writeFile(join(ENGINE_SHOTS, `portrait-${engine}.png`), await driver.takeScreenshot(), 'base64');
      assert.deepEqual(await problems(), []);
      await viewport({ width: 1200, height: 760 });
    });

    check('the menu lists every game and starts one; the language button switches and the game goes on', async () => {
      await open('?lang=en');
      await driver.findElement(By.id('btn-games')).click();
      await until(() => !document.getElementById('menu').hidden, 'the menu');
      assert.equal((await driver.findElements(By.css('#menu-list button.variant'))).length, VARIANTS.length);
      await driver.findElement(By.css('button.variant[data-variant="woaley"]')).click();
      assert.equal((await run(() => window.mancala.position())).variant, 'woaley');
      assert.equal(await run(() => document.getElementById('menu').hidden), true);
      await run(() => window.mancala.app.clickPit(window.mancala.position().playable[0]));
      const before = await run(() => window.mancala.gamePosition());
      for (const [code, newGame] of [['fr', 'Nouvelle partie'], ['es', 'Nueva partida'], ['en', 'New game']]) {
        await pressInMore(`#langs button[data-lang="${code}"]`);
        assert.equal(await run(() => document.getElementById('more').hidden), false, 'the panel stays open');
        assert.equal(await driver.findElement(By.id('btn-new')).getText(), newGame);
        assert.deepEqual(await run(() => window.mancala.gamePosition()), before);
      }
      assert.deepEqual(await problems(), []);
    });

    check('moves are stepped back and forward, and the link of "Copy link" opens the same game', async () => {
      await open('?lang=en&variant=kauri&opponent=human');
      const board = await driver.findElement(By.id('board'));
      await run(() => window.mancala.app.setSpeed(Infinity));
      const boards = [(await run(() => window.mancala.position())).pits];
      for (const pit of [1, 7, 2, 8]) {
        await clickPit(board, await run((p) => Array.from(window.mancala.app.pitCenter(p)), pit));
        await until(() => !window.mancala.position().animating, 'the board to settle');
        boards.push((await run(() => window.mancala.position())).pits);
      }
      await driver.findElement(By.id('btn-back')).click();
      await driver.findElement(By.id('btn-back')).click();
      await until(() => !window.mancala.position().animating, 'the board to settle');
      assert.deepEqual((await run(() => window.mancala.position())).pits, boards[2]);
      assert.match(await driver.findElement(By.id('status')).getText(), /^Move 2 of 4\./);
      await driver.findElement(By.id('btn-forward')).click();
      await until(() => !window.mancala.position().animating, 'the board to settle');
      assert.deepEqual((await run(() => window.mancala.position())).pits, boards[3]);
      await driver.findElement(By.id('btn-forward')).click();
      await until(() => !window.mancala.position().animating, 'the board to settle');
      const game = await run(() => window.mancala.gamePosition());
      // Copied or not (the clipboard is the browser's to grant), the link is in the address.
      await pressInMore('#btn-share');
      await until(() => !document.getElementById('note').hidden, 'the note under the board');
      const address = await driver.getCurrentUrl();
      assert.match(address, /#game=1\.kauri\./);
      assert.deepEqual(await problems(), []);
      await driver.get('about:blank');
      await driver.get(address);
      assert.equal(await until(() => document.body?.dataset.ready, 'body[data-ready]'), 'true');
      assert.deepEqual((await run(() => window.mancala.position())).pits, boards[4]);
      assert.deepEqual(await run(() => window.mancala.gamePosition()), game);
      assert.match(await driver.findElement(By.id('status')).getText(), /^Move 4 of 4\./);
      assert.deepEqual(await problems(), []);
    });

    check('a damaged game link is said and a fresh game starts; a link pasted later opens', async () => {
      await open('?lang=en&variant=gore#game=1.gore.Q!z');
      assert.equal((await run(() => window.mancala.position())).variant, 'gore');
      assert.equal(await run(() => window.mancala.app.toLink()), 'game=1.gore', 'no move played');
      await until(() => !document.getElementById('note').hidden, 'the note under the board');
      assert.match(await driver.findElement(By.id('note')).getText(), /damaged/);
      assert.ok((await run(() => window.__watch.warnings)).some((w) => w.includes("the address's game link")));
      assert.ok((await driver.getCurrentUrl()).endsWith('#game=1.gore.Q!z'), 'the address is left as it was');
      const link = await run(() => {
        window.mancala.app.clickPit(0);
        const played = window.mancala.app.toLink();
        window.mancala.app.newGame();
        location.hash = played;
        return played;
      });
      assert.notEqual(link, 'game=1.gore');
      await until((l) => window.mancala.app.toLink() === l, 'the pasted link to open', link);
      assert.deepEqual(await problems(), []);
    });

    check('a pointed pit previews its move; a hint marks a move; a capture is explained', async () => {
      await open('?lang=en');
      const board = await driver.findElement(By.id('board'));
      const centre = (pit) => run((p) => Array.from(window.mancala.app.pitCenter(p)), pit);
      const pointAt = async (pit) => {
        const [x, y] = await centre(pit);
        const rect = await board.getRect();
        await driver.actions().move({ origin: board, x: Math.round(x - rect.width / 2), y: Math.round(y - rect.height / 2) }).perform();
      };
      // Oware, South to move: pit 6 (index 5) sows its one seed into pit 7, which then holds 2.
      await run(() => {
        window.mancala.app.loadPosition({ variant: 'oware-abapa', pits: [4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4], stores: [3, 3] });
        window.mancala.app.setSpeed(Infinity);
      });
      await until(() => !window.mancala.position().animating, 'the board to settle');
      await pointAt(5);
      await until(() => window.mancala.position().marks.landing !== null, 'the preview');
      assert.deepEqual((await run(() => window.mancala.position())).marks, { from: 5, landing: 6, captured: [6], harvested: [], hint: [] });
      await pointAt(0);
      await until(() => window.mancala.position().marks.from === 0, 'the preview of pit 1');
      assert.deepEqual((await run(() => window.mancala.position())).marks.captured, []);

      await driver.actions().move({ x: 5, y: 5 }).perform();
      await driver.findElement(By.id('btn-hint')).click();
      const hinted = await until(() => window.mancala.position().marks.hint.length > 0 && window.mancala.position(), 'the hint');
      assert.ok(hinted.playable.includes(hinted.marks.hint[0]), 'a pit the visitor may play');
      assert.match(hinted.note, new RegExp(`^Play pit ${hinted.marks.hint[0] + 1}: it sows`));
      assert.equal(await driver.findElement(By.id('note')).getText(), hinted.note);
      assert.equal((await run(() => window.mancala.gamePosition())).toMove, 0, 'the hint plays nothing');

      await clickPit(board, await centre(5));
      await until(() => !window.mancala.position().animating && !document.getElementById('note').hidden, 'the capture told');
      assert.equal(await driver.findElement(By.id('note')).getText(), 'The last seed made 2 in pit 7: they are taken.');
      assert.deepEqual(await problems(), []);
    });

    check('a lesson step is completed by clicking the pit it asks for', async () => {
      await open('?lang=en&lesson=oware-abapa');
      await until(() => window.mancala.app.lesson()?.variant === 'oware-abapa', 'the lesson');
      await run(() => localStorage.clear());
      await run(() => window.mancala.app.setSpeed(Infinity));
      let lesson = await run(() => window.mancala.app.lesson());
      while (!lesson.asks) {
        await driver.findElement(By.id('btn-lesson-next')).click();
        await until((s) => window.mancala.app.lesson().step === s + 1, 'the next step', lesson.step);
        lesson = await run(() => window.mancala.app.lesson());
      }
      const { pit } = lesson.answers[0];
      await clickPit(await driver.findElement(By.id('board')), await run((p) => Array.from(window.mancala.app.pitCenter(p)), pit));
      await until(() => !window.mancala.app.lesson().asks && !window.mancala.position().animating, 'the move to be played');
      const told = await driver.findElement(By.id('lesson-result')).getText();
      assert.match(told, new RegExp(`You sowed \\d+ seeds? from pit ${pit + 1}`), told);
      assert.deepEqual(await problems(), []);
    });

    check("the French page's words are French", async () => {
      await open('?lang=fr');
      assert.equal(await run(() => document.documentElement.lang), 'fr');
      assert.equal(await textOf('btn-new'), 'Nouvelle partie');
      // The title's words, shown or (on a narrow window) kept for screen readers alone.
      assert.equal(await textOf('game-title'), 'Awalé Abapa');
      assert.match(await run(() => document.getElementById('status').textContent), /touchez une des cases/);
      await run(() => window.mancala.app.clickPit(2));
      assert.match(await run(() => document.getElementById('announce').lastElementChild.textContent),
        /^Le joueur 1 sème 4 graines depuis la case 3\. Aucune prise\./);
      assert.deepEqual(await problems(), []);
    });

    check('dist/mancala.html plays against the computer from file://, asking for nothing', async () => {
      await access(join(ROOT, 'dist', 'mancala.html')).catch(() => {
        throw new Error('dist/mancala.html is missing: run `npm run build` first');
      });
      await driver.get(`file://${join(ROOT, 'dist', 'mancala.html')}?lang=fr&opponent=ai-1`);
      assert.equal(await until(() => document.body?.dataset.ready, 'body[data-ready]'), 'true');
      assert.equal(await run(() => document.getElementById('cannot-run').hidden), true, 'www/cannot-run.js finds this browser recent');
      assert.equal(await textOf('btn-new'), 'Nouvelle partie');
      await run(() => {
        window.moves = [];
        addEventListener('move', (e) => window.moves.push(e.detail.player));
        window.mancala.app.setSpeed(Infinity);
        window.mancala.app.clickPit(window.mancala.position().playable[0]);
      });
      await until(() => window.moves.length >= 2, "the computer's answer");
      assert.deepEqual(await run(() => window.moves.slice(0, 2)), [0, 1]);
      // Nothing was fetched but the worker's own code, made on the page (a blob: URL).
      const fetched = await run(() => performance.getEntriesByType('resource').map((e) => e.name));
      assert.deepEqual(fetched.filter((url) => !url.startsWith('blob:')), []);
    });

    // WebKit refuses the page's modules from file://, and the page says so; Firefox loads them,
    // and the game starts with nothing said against it (www/cannot-run.js).
    const fromFile = engine === 'firefox' ? 'starts, with no refusal shown' : 'says in words that it cannot start there';
    check(`index.html from file:// ${fromFile}`, async () => {
      await driver.get(`file://${join(ROOT, 'index.html')}?lang=fr`);
      const ready = await until(() => document.body?.dataset.ready, 'body[data-ready]');
      if (engine === 'firefox') {
        assert.equal(ready, 'true');
        await until(() => window.mancala?.position().playable.length > 0, 'a playable board');
        assert.equal(await run(() => document.getElementById('cannot-run').hidden), true, 'no refusal shown');
        assert.equal(await textOf('btn-new'), 'Nouvelle partie');
      } else {
        assert.equal(ready, 'cannot-run');
        assert.match(await driver.findElement(By.id('cannot-run')).getText(), /dossier dist/);
      }
    });

    check('after one visit, the page plays against the computer with its server gone', async () => {
      await access(join(ROOT, 'sw.js')).catch(() => {
        throw new Error('sw.js is missing: run `npm run build` first');
      });
      const own = await startServer();
      const address = `${own.url}?opponent=ai-1&variant=kauri&lang=en`;
      try {
        await driver.get(address);
        assert.equal(await until(() => document.body?.dataset.ready, 'body[data-ready]'), 'true');
        // Installed once everything is in the cache; then it controls the page.
        await driver.executeAsyncScript('navigator.serviceWorker.ready.then(() => arguments[arguments.length - 1](true))');
        await until(() => navigator.serviceWorker.controller !== null, 'the service worker to control the page');
        assert.deepEqual(await run(() => window.__watch.problems), []);
      } finally {
        await own.close();
      }
      assert.deepEqual(own.errors, []);
      // The visitor comes back: the same address, opened again. (Not WebDriver's Refresh, which
      // geckodriver makes a reload that bypasses the service worker; a visitor's reload, the
      // page's location.reload(), goes through it.)
      await driver.get('about:blank');
      await driver.get(address);
      assert.equal(await until(() => document.body?.dataset.ready, 'body[data-ready] offline'), 'true');
      await run(() => {
        window.moves = [];
        document.body.addEventListener('move', (e) => window.moves.push(e.detail.player));
        window.mancala.app.clickPit(window.mancala.position().playable[0]);
      });
      await until(() => window.moves.length >= 2, "the computer's answer, offline");
      assert.equal((await run(() => window.mancala.position())).variant, 'kauri');
      // Offline, watch.js is not there to listen (it is the suites' file, not in the service
      // worker's list): the page did its work, which is what this test asks.
      assert.equal(await run(() => window.__watch), null);
    });

    /**
     * Opens www/embed.html and waits for both its games; every `move` and `gameover` event the
     * page hears goes to window.events as { type, id, detail }.
     */
    async function openEmbed() {
      server.errors.length = 0;
      await driver.get(`${server.url}www/embed.html`);
      await driver.executeAsyncScript(`const done = arguments[arguments.length - 1];
        customElements.whenDefined('mancala-game')
          .then(() => Promise.all([...document.querySelectorAll('mancala-game')].map((g) => g.ready)))
          .then(() => done(true));`);
      await run(() => {
        window.events = [];
        for (const type of ['move', 'gameover']) {
          document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
        }
      });
    }

    /** Clicks pit `pit` of element `id` with the mouse, where it is drawn. */
    async function clickElementPit(id, pit) {
      const canvas = await driver.executeScript((i) => document.getElementById(i).shadowRoot.getElementById('board'), id);
      await driver.executeScript((c) => c.scrollIntoView({ block: 'center' }), canvas);
      await clickPit(canvas, await run((i, p) => Array.from(document.getElementById(i).app.pitCenter(p)), id, pit));
    }

    const elementText = (id, inner) => run((i, n) => document.getElementById(i).shadowRoot.getElementById(n).textContent, id, inner);

    check('two <mancala-game> elements on one embed page each play; the computer answers in one', async () => {
      await openEmbed();
      assert.equal(await driver.findElement(By.css('#kauri')).getAttribute('lang'), 'fr');
      for (const id of ['oware', 'kauri']) {
        assertDrawn(await drawn(id), id);
        await run((i) => document.getElementById(i).app.setSpeed(Infinity), id);
      }
      const owareBefore = await run(() => document.getElementById('oware').position());
      await clickElementPit('kauri', 2);
      await until(() => window.events.some((e) => e.id === 'kauri'), 'a move in kauri');
      assert.deepEqual(await run(() => document.getElementById('oware').position()), owareBefore, 'the other game did not move');
      const kauriAfter = await run(() => document.getElementById('kauri').position());
      await clickElementPit('oware', 3);
      await until(() => {
        const g = document.getElementById('oware');
        return g.position().toMove === 0 && !g.board().animating;
      }, "the computer's answer in oware");
      const played = await run(() => window.events.filter((e) => e.id === 'oware').map((e) => e.detail.player));
      assert.deepEqual(played, [0, 1], 'a move by the person, then one by the computer');
      assert.deepEqual(await run(() => document.getElementById('kauri').position()), kauriAfter);
      assert.deepEqual(await problems(), []);
    });

    check('the elements\' attributes are live, their menus their own, their events carry the game', async () => {
      await openEmbed();
      const owareBefore = await run(() => document.getElementById('oware').position());
      await run(() => document.getElementById('kauri').setAttribute('variant', 'woaley'));
      assert.equal((await run(() => document.getElementById('kauri').board())).variant, 'woaley');
      await run(() => document.getElementById('kauri').setAttribute('variant', 'owari'));
      assert.equal((await run(() => document.getElementById('kauri').board())).variant, 'woaley', 'an unknown game changes nothing');
      assert.match(await elementText('kauri', 'status'), /^Il n’y a pas de jeu nommé «\u202fowari\u202f»\u202f; les jeux sont oware-abapa, /);
      assert.ok((await run(() => window.__watch.warnings)).some((w) => /variant="owari"/.test(w)));
      await run(() => document.getElementById('kauri').setAttribute('opponent', 'ai-4'));
      assert.match(await elementText('kauri', 'btn-level'), /4\/5/);

      // The menu of one element starts a game in that element only.
      await run(() => document.getElementById('kauri').shadowRoot.getElementById('btn-games').click());
      await until(() => !document.getElementById('kauri').shadowRoot.getElementById('menu').hidden, "kauri's menu");
      assert.equal(await run(() => document.getElementById('oware').shadowRoot.getElementById('menu').hidden), true);
      await run(() => document.getElementById('kauri').shadowRoot.querySelector('button.variant[data-variant="gore"]').click());
      assert.equal((await run(() => document.getElementById('kauri').board())).variant, 'gore');
      assert.deepEqual(await run(() => document.getElementById('oware').position()), owareBefore);

      // Pit 5 (one seed) makes two in pit 6: 23 + 2 = 25 seeds, South wins.
      await run(() => {
        const g = document.getElementById('oware');
        g.setAttribute('opponent', 'human');
        g.app.setSpeed(Infinity);
        g.loadPosition({ variant: 'oware-abapa', pits: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 8], stores: [23, 14] });
      });
      await clickElementPit('oware', 5);
      const over = await until(() => window.events.find((e) => e.type === 'gameover'), 'the end of the game');
      const move = await run(() => window.events.find((e) => e.type === 'move' && e.id === 'oware'));
      assert.deepEqual([move.detail.player, move.detail.move, move.detail.position.stores], [0, { pit: 5 }, [25, 14]]);
      assert.deepEqual([over.id, over.detail.winner, over.detail.stores], ['oware', 0, [25, 14]]);
      assert.equal(await elementText('oware', 'gameover-reason'), '25 seeds. Final score 25–14.');
      assert.deepEqual(await problems(), []);
    });

    check('keyboard only on the embed page: Tab to the Oware board, arrows and Enter play a move', async () => {
      await openEmbed();
      await run(() => document.getElementById('oware').app.setSpeed(Infinity));
      const onBoard = () => run(() => document.activeElement?.id === 'oware'
        && document.activeElement.shadowRoot.activeElement?.dataset.pit !== undefined);
      let reached = false;
      for (let i = 0; i < 25 && !reached; i += 1) {
        await driver.actions().sendKeys(Key.TAB).perform();
        reached = await onBoard();
      }
      assert.ok(reached, 'Tab reaches the Oware board');
      // Tab reached the first pit that can be played; the arrow goes to the next, which tells
      // what it is.
      await driver.actions().sendKeys(Key.ARROW_RIGHT).perform();
      assert.equal(await run(() => document.getElementById('oware').shadowRoot.activeElement.getAttribute('aria-label')),
        "Pit 2, 4 seeds, your side, can be played");
      await driver.actions().sendKeys(Key.ENTER).perform();
      const first = await until(() => window.events.find((e) => e.id === 'oware'), 'the move event');
      assert.deepEqual(first.detail.move, { pit: 1 });
      assert.deepEqual(await problems(), []);
    });

  });
}
