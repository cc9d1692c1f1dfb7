// End-to-end: the game's sounds, on a stub of the Web Audio API that records every
// note scheduled: one click per seed dropped, two rising notes for a capture, an arpeggio at the
// end, nothing once muted, and no console error where audio is missing.
import { closeMore, pressInMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { clickPit, settle } from './board.js';

/** Replaces `AudioContext` with a stub that records each note as { pitch, wave } in `notes`. */
function stubAudio() {
  window.notes = [];
  const param = (onSet) => ({
    setValueAtTime(v) { onSet?.(v); return this; },
    linearRampToValueAtTime() { return this; },
    exponentialRampToValueAtTime() { return this; },
  });
  window.AudioContext = class {
    currentTime = 0;
    state = 'running';
    destination = {};
    resume() { return Promise.resolve(); }
    createGain() { return { gain: param(), connect: (n) => n }; }
    createOscillator() {
      const note = { pitch: 0, wave: 'sine' };
      return {
        set type(wave) { note.wave = wave; },
        frequency: param((v) => { note.pitch = v; }),
        connect: (n) => n,
        start() { window.notes.push(note); },
        stop() {},
      };
    }
  };
}

const notes = (page) => page.evaluate(() => window.notes);

test('a click per seed, a rising pair for a capture, silence when muted', async ({ shared }) => {
  const { context, page, problems } = await shared.open('?variant=oware-abapa&lang=en', { init: stubAudio });
  assert.equal(await page.locator('#btn-sound').textContent(), 'Sound: on', 'index.html has sound');
  await page.evaluate(() => window.mancala.app.setSpeed(4));
  await clickPit(page, 2);
  await settle(page);
  const drops = (await notes(page)).filter((n) => n.wave === 'triangle');
  assert.equal(drops.length, 4, 'four seeds, four clicks');
  assert.ok(new Set(drops.map((n) => n.pitch)).size > 1, 'the pitch varies with the pit');

  // Pit 5 (one seed) makes two in pit 6: a capture, then the end of the game (25 seeds).
  await page.evaluate(() => {
    window.notes.length = 0;
    window.mancala.app.loadPosition({ variant: 'oware-abapa', pits: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 8], stores: [23, 14] });
  });
  await clickPit(page, 5);
  await settle(page);
  const pitches = (await notes(page)).map((n) => n.pitch);
  assert.ok(pitches.includes(660) && pitches.includes(880), `a capture's notes: ${pitches}`);
  assert.ok(pitches.includes(1047), `the end's arpeggio: ${pitches}`);

  await page.click('#gameover-new');
  await pressInMore(page, '#btn-sound');
  assert.equal(await page.locator('#btn-sound').textContent(), 'Sound: off');
  await closeMore(page);
  await page.evaluate(() => { window.notes.length = 0; });
  await clickPit(page, 2);
  await settle(page);
  assert.deepEqual(await notes(page), [], 'muted: silent');
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala:sound')), 'off', 'the choice is kept');
  assert.deepEqual(problems, []);
  await context.close();
});

// (Before a person's first press the page stays silent, by `navigator.userActivation`; it cannot
// be tested here: Playwright's evaluate calls count as a press.)
test('no error and no sound where the browser has no audio', async ({ shared }) => {
  const { context, page, problems } = await shared.open('?variant=oware-abapa', {
    init: () => {
      delete window.AudioContext;
    },
  });
  await clickPit(page, 2);
  await settle(page);
  assert.equal(await page.evaluate(() => window.mancala.gamePosition().toMove), 1, 'the move was played');
  assert.deepEqual(problems, []);
  await context.close();
});
