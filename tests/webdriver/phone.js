// The page on a phone's screen in a WebDriver engine (WebKit: the engine of every iPhone
// browser), the counterpart of tests/e2e/screens.test.js where Playwright cannot go. The window
// is sized so that the page's viewport is a phone's, 390×844 CSS px, or as near as the browser
// lets a window be (its frame is measured, and the narrowest window it makes is what it makes).
// There, at scroll 0: the toolbar's buttons, the status line and every pit control lie in view;
// every pit control is at least 44 CSS px across; "More" opens its panel on a click, inside the
// window, and "Close" closes it. A screenshot: screenshots/engines/phone-<engine>.png.
import assert from 'node:assert/strict';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { By } from 'selenium-webdriver';
import { WAIT_MS } from '../e2e/browser.js';
import { ROOT } from '../e2e/servers.js';
import { startEngine } from './engines.js';
import { startServer } from './server.js';
import { ENGINE_SHOTS } from './shots.js';

/** A phone upright, CSS px. */
const PHONE = { width: 390, height: 844 };

/** The smallest pit a finger is asked to hit on a phone (CSS px). */
const MIN_PIT = 44;

/**
 * Defines the phone suite for `engine` ('webkit' or 'firefox'): one browser session and one
 * static server of its own.
 */
export function definePhoneSuite(engine) {
  describe(`the page on a phone's screen in ${engine}`, () => {
    let driver;
    let quit;
    let server;

    before(async () => {
      await access(join(ROOT, 'pkg', 'mancala_page_bg.wasm')).catch(() => {
        throw new Error('pkg/ is missing: run `npm run build` first');
      });
      await mkdir(ENGINE_SHOTS, { recursive: true });
      server = await startServer();
      ({ driver, quit } = await startEngine(engine));
    });
    after(async () => {
      await quit?.();
      await server?.close();
    });

    /** Runs `f(...args)` in the page; resolves to what it returns (JSON-like values). */
    const run = (f, ...args) => driver.executeScript(`return (${f}).apply(null, arguments)`, ...args);

    /** Waits until `f(...args)` in the page is truthy; resolves to its value. */
    const until = (f, what, ...args) => driver.wait(() => run(f, ...args), WAIT_MS, `waiting for ${what}`);

    /** The viewport after two frames of the page: `[innerWidth, innerHeight]`. */
    const measure = () => driver.executeAsyncScript(`const done = arguments[arguments.length - 1];
      requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight])));`);

    /** The viewport once the window has its new size: two measures in a row that agree. */
    async function inner() {
      let last = await measure();
      for (let i = 0; i < 50; i += 1) {
        const now = await measure();
        if (now[0] === last[0] && now[1] === last[1]) return now;
        last = now;
      }
      return last;
    }

    /**
     * Sizes the window so that the page's viewport is `width`×`height`: the window is larger by
     * its frame, which is measured, and the window set again, until the page sees that size or
     * the window stops changing (a browser keeps a window no narrower than it allows). Resolves
     * to the viewport reached.
     */
    async function viewport({ width, height }) {
      const window = driver.manage().window();
      const frame = { width: 0, height: 0 };
      let seen = null;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await window.setRect({ width: width + frame.width, height: height + frame.height });
        const now = await inner();
        if ((now[0] === width && now[1] === height) || (seen && now[0] === seen[0] && now[1] === seen[1])) return now;
        seen = now;
        frame.width += width - now[0];
        frame.height += height - now[1];
      }
      return seen;
    }

    test('a phone upright: toolbar, status and pits in view, pits ≥ 44 px; "More" opens and closes', async () => {
      const [width, height] = await viewport(PHONE);
      console.log(`# ${engine}: the viewport is ${width}×${height} (asked ${PHONE.width}×${PHONE.height})`);
      assert.ok(width <= 500 && height >= 700, `a phone's viewport, upright: ${width}×${height}`);
      server.errors.length = 0;
      await driver.get(`${server.url}?lang=en&variant=oware-abapa&opponent=human`);
      assert.equal(await until(() => document.body?.dataset.ready, 'body[data-ready]'), 'true');
      await until(() => !window.mancala.position().animating, 'the board at rest');
      const m = await run(() => {
        window.scrollTo(0, 0);
        const box = (e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
        };
        const shown = (e) => e.getClientRects().length > 0;
        return {
          width: innerWidth,
          height: innerHeight,
          scrollWidth: document.documentElement.scrollWidth,
          parts: [...document.querySelectorAll('header.bar button, #status, #pits button[data-pit]')]
            .filter(shown).map((e) => ({ name: e.id || `pit ${e.dataset.pit}`, ...box(e) })),
        };
      });
      const inView = (b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= m.width + 0.5 && b.bottom <= m.height + 0.5;
      assert.ok(m.scrollWidth <= m.width, `no sideways scroll: ${m.scrollWidth} px in ${m.width}`);
      const names = m.parts.map((p) => p.name);
      for (const name of ['btn-games', 'btn-undo', 'btn-more', 'status']) assert.ok(names.includes(name), `${name} shows`);
      assert.equal(names.filter((n) => n.startsWith('pit ')).length, 12, 'every pit has its control');
      assert.deepEqual(m.parts.filter((p) => !inView(p)).map((p) => `${p.name} ${JSON.stringify(p)}`), [], 'out of view');
      const small = m.parts.filter((p) => p.name.startsWith('pit ') && Math.min(p.width, p.height) < MIN_PIT);
      assert.deepEqual(small.map((p) => `${p.name}: ${p.width.toFixed(1)}×${p.height.toFixed(1)}`), [], `pits under ${MIN_PIT} px`);
      await writeFile(join(ENGINE_SHOTS, `phone-${engine}.png`), await driver.takeScreenshot(), 'base64');

      await driver.findElement(By.id('btn-more')).click();
      await until(() => !document.getElementById('more').hidden, 'the "More" panel');
      const panel = await run(() => {
        const r = document.querySelector('#more .panel').getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
      assert.ok(inView(panel), `the panel inside the ${m.width}×${m.height} window: ${JSON.stringify(panel)}`);
      await driver.findElement(By.id('more-close')).click();
      await until(() => document.getElementById('more').hidden, 'the panel closed');
      const problems = [...(await run(() => window.__watch?.problems ?? ['watch.js did not run'])), ...server.errors];
      assert.deepEqual(problems, []);
    });
  });
}
