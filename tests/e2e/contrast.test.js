// End-to-end: contrast and colour on the canvas, which axe-core cannot see (WCAG 1.4.3, 1.4.11,
// 1.4.1). For the board of every game, at its start and in a position with seeds in the stores
// and empty pits, measured from the page's pixels where `position().layout` says each part is
// drawn:
// - the counts (pits and stores, "0" included) against their badges: 4.5:1 at least (text);
// - 3:1 at least for what must be seen: the seeds against the pit floor under them (in pits
//   that can be played and in pits that cannot), each pit's rim against the wood around it, each count badge against the pit it sits on, the players'
//   markers on their plates and the rails along their edges against what lies around them.
// The lowest ratio of each kind in each game is printed, to be quoted.
// Then the two players told apart without colour: under `filter: grayscale(1)` their markers
// differ in shape and their rails in pattern; and under forced colours (Windows' high contrast)
// the buttons keep their borders, the focus ring shows on the toolbar and on the board, and the
// board, which forced colours leave alone, still reads. Screenshots: screenshots/grayscale.png
// and screenshots/forced-colors.png.
import { openMore, test } from './fixtures.js';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SHOTS } from './browser.js';
import { settle } from './board.js';
import { VARIANTS } from './variants.js';
import { grab, installMeasures } from './contrast.js';

/** WCAG's least contrast for text (1.4.3) and for what must be seen of a graphic (1.4.11). */
const TEXT = 4.5;
const GRAPHIC = 3;

/**
 * A position of `start`'s game with seeds in the stores (where the game has them) and empty pits:
 * every other pit of player 2 and every third of player 1 emptied, their seeds put in the
 * stores, or, in a game without stores, on the player's pits left. Player 1 to move.
 */
function emptied(start, stores) {
  const pits = [...start.pits];
  const cowries = start.cowries && [...start.cowries];
  const taken = [0, 0];
  const shells = [0, 0];
  const kept = [[], []];
  const seen = [0, 0];
  pits.forEach((n, i) => {
    const owner = start.owners[i];
    const k = seen[owner]++;
    if (n > 0 && (owner === 1 ? k % 2 === 0 : k % 3 === 1)) {
      taken[owner] += n;
      pits[i] = 0;
      if (cowries) [shells[owner], cowries[i]] = [shells[owner] + cowries[i], 0];
    } else if (n > 0) kept[owner].push(i);
  });
  const position = { variant: start.variant, toMove: 0, pits, owners: start.owners };
  if (cowries) {
    // Kauri's cowries stay on the board: on the player's pits left.
    for (const owner of [0, 1]) {
      for (let s = 0; s < shells[owner]; s += 1) cowries[kept[owner][s % kept[owner].length]] += 1;
    }
    position.cowries = cowries;
  }
  if (stores) position.stores = [start.stores[0] + taken[0], start.stores[1] + taken[1]];
  else {
    for (const owner of [0, 1]) {
      for (let s = 0; s < taken[owner]; s += 1) pits[kept[owner][s % kept[owner].length]] += 1;
    }
    position.stores = start.stores;
  }
  return position;
}

/**
 * Measures the shot `window.shot` (grabbed with the board in `view`, `position()`'s answer) and
 * returns the lowest ratio of each kind, with where it was found. With `empty` (the name of a
 * second shot, in which the pits `emptyPits` are empty), it measures the seeds of those pits,
 * pixel by pixel against the floor there.
 */
function measureBoard({ view, empty, emptyPits }) {
  const { ratio, quantile, median, pixels, twoTones } = window.measure;
  const shot = window.shot;
  const l = view.layout;
  const lowest = {};
  const note = (kind, value, where) => {
    if (!(kind in lowest) || value < lowest[kind].ratio) lowest[kind] = { ratio: value, where };
  };
  const h = l.badgeSize;
  const dist = (x, y, [cx, cy]) => Math.hypot(x - cx, y - cy);
  // The counts against their badges: the light digits and the dark pill round them.
  const counts = [
    ...l.badges.map((b, i) => [b, h, `pit ${i + 1}`]),
    ...l.storeBadges.map((b, p) => [b, 1.25 * h, `store ${p + 1}`]),
  ];
  for (const [[x, y], size, where] of counts) {
    const tones = twoTones(pixels(shot, [x - 0.3 * size, y - 0.36 * size, x + 0.3 * size, y + 0.36 * size]));
    note('count text', tones.ratio, where);
  }
  l.pits.forEach(([cx, cy, r], i) => {
    const badge = l.badges[i];
    const count = view.pits[i];
    // The badge against the pit: its edge against the pit's floor just beside it.
    if (count < 10) {
      const edge = pixels(shot, [badge[0] - h, badge[1] - h, badge[0] + h, badge[1] + h], (x, y) => {
        const d = dist(x, y, badge);
        return d >= 0.38 * h && d <= 0.47 * h;
      });
      const beside = pixels(shot, [badge[0] - h, badge[1] - h, badge[0] + h, badge[1] + h], (x, y) => {
        const d = dist(x, y, badge);
        return d >= 0.56 * h && d <= 0.8 * h && dist(x, y, [cx, cy]) <= 0.92 * r;
      });
      note('badge on pit', ratio(median(edge), median(beside)), `pit ${i + 1}`);
    }
    // The rim of an empty pit against the wood round it, all round but where the count, the
    // chevrons between pits and the groove of a four-row board lie: in each sector, the darkest
    // or lightest tenth of the rim (whichever stands out more) against the wood's median.
    if (count === 0 && !(view.cowries?.[i] > 0)) {
      const sectors = 24;
      const rim = Array.from({ length: sectors }, () => []);
      const wood = Array.from({ length: sectors }, () => []);
      const { image, scale } = shot;
      for (let y = Math.floor((cy - 1.4 * r) * scale); y < (cy + 1.4 * r) * scale; y += 1) {
        for (let x = Math.floor((cx - 1.4 * r) * scale); x < (cx + 1.4 * r) * scale; x += 1) {
          const d = dist((x + 0.5) / scale, (y + 0.5) / scale, [cx, cy]) / r;
          const band = d >= 0.86 && d <= 1.06 ? rim : d >= 1.14 && d <= 1.32 ? wood : null;
          if (!band) continue;
          const angle = Math.atan2((y + 0.5) / scale - cy, (x + 0.5) / scale - cx);
          const s = Math.floor(((angle + 2 * Math.PI) % (2 * Math.PI)) / (2 * Math.PI) * sectors);
          const k = 4 * (y * image.width + x);
          band[s].push(window.measure.luminance(image.data[k], image.data[k + 1], image.data[k + 2]));
        }
      }
      for (let s = 0; s < sectors; s += 1) {
        const deg = ((s + 0.5) / sectors) * 360;
        const off = (a) => Math.abs(((deg - a + 540) % 360) - 180);
        if ([0, 90, 180, 270].some((a) => off(a) < 25) || off(45) < 45) continue;
        const bg = median(wood[s]);
        const best = Math.max(ratio(quantile(rim[s], 0.1), bg), ratio(quantile(rim[s], 0.9), bg));
        note('pit rim', best, `pit ${i + 1}`);
      }
    }
  });
  // Seeds: where a pit held pieces and is empty in the second shot, each pixel that changed
  // against the floor under it; the median of those ratios for the pit.
  if (empty) {
    for (const i of emptyPits) {
      const [cx, cy, r] = l.pits[i];
      const { image, scale } = shot;
      const other = window[empty].image;
      const ratios = [];
      for (let y = Math.floor((cy - r) * scale); y < (cy + r) * scale; y += 1) {
        for (let x = Math.floor((cx - r) * scale); x < (cx + r) * scale; x += 1) {
          const [px, py] = [(x + 0.5) / scale, (y + 0.5) / scale];
          if (dist(px, py, [cx, cy]) > 0.92 * r || dist(px, py, l.badges[i]) < 0.65 * h) continue;
          const k = 4 * (y * image.width + x);
          const a = [image.data[k], image.data[k + 1], image.data[k + 2]];
          const b = [other.data[k], other.data[k + 1], other.data[k + 2]];
          if (Math.max(...a.map((v, c) => Math.abs(v - b[c]))) < 12) continue;
          ratios.push(ratio(window.measure.luminance(...a), window.measure.luminance(...b)));
        }
      }
      note('seeds on floor', median(ratios), `pit ${i + 1}`);
    }
  }
  // The players' markers against the table beside their plates.
  l.markers.forEach(([mx, my, r], p) => {
    const box = [mx - 3 * r, my - 3 * r, mx + 3 * r, my + 3 * r];
    const inner = pixels(shot, box, (x, y) => dist(x, y, [mx, my]) <= 0.5 * r);
    const around = pixels(shot, box, (x, y) => {
      const d = dist(x, y, [mx, my]);
      return d >= 2 * r && d <= 2.5 * r && x < mx - 0.5 * r;
    });
    note('player marker', ratio(median(inner), median(around)), `player ${p + 1}'s plate`);
  });
  // The rails: the inlay (its lightest or darkest fifth, whichever stands out: a pattern leaves
  // gaps) against what lies along both its sides.
  l.edges.forEach(([x, y, w, hh], p) => {
    const across = Math.min(w, hh);
    const long = w >= hh;
    const inner = pixels(shot, long ? [x + 0.1 * w, y, x + 0.9 * w, y + hh] : [x, y + 0.1 * hh, x + w, y + 0.9 * hh]);
    const side = (x0, y0, x1, y1) => pixels(shot, [x0, y0, x1, y1]);
    const [near, far] = [0.15 * across, 0.7 * across];
    const around = long
      ? [...side(x + 0.1 * w, y - far, x + 0.9 * w, y - near), ...side(x + 0.1 * w, y + hh + near, x + 0.9 * w, y + hh + far)]
      : [...side(x - far, y + 0.1 * hh, x - near, y + 0.9 * hh), ...side(x + w + near, y + 0.1 * hh, x + w + far, y + 0.9 * hh)];
    const bg = median(around);
    const best = Math.max(ratio(quantile(inner, 0.2), bg), ratio(quantile(inner, 0.8), bg));
    note('player rail', best, `player ${p + 1}'s rail`);
  });
  return lowest;
}

const KINDS = [
  ['count text', TEXT],
  ['seeds on floor', GRAPHIC],
  ['pit rim', GRAPHIC],
  ['badge on pit', GRAPHIC],
  ['player marker', GRAPHIC],
  ['player rail', GRAPHIC],
];

/**
 * Holds the board's room at one size (560 px high), whatever rows the controls around it take,
 * so that two pictures of the board can be compared pixel by pixel.
 */
async function holdRoom(page) {
  await page.evaluate(() => {
    const room = /** @type {HTMLElement} */ (document.querySelector('.game main'));
    room.style.flex = '0 0 560px';
    room.style.minHeight = room.style.maxHeight = '560px';
  });
}

test('every board shows its counts, seeds, pits and players\' marks with enough contrast', async ({ shared }) => {
  // The seeds are found by comparing two pictures pixel by pixel, so the board must not move
  // between them: its room is held at one size, whatever rows the controls under it take.
  const { page } = await shared.open('?opponent=human', { viewport: { width: 1200, height: 900 } });
  await holdRoom(page);
  await installMeasures(page);
  const table = [];
  const failures = [];
  for (const variant of VARIANTS) {
    await page.evaluate((v) => {
      window.mancala.app.setSpeed(Infinity);
      window.mancala.app.newGame(v, 'human');
    }, variant);
    await settle(page);
    const start = await page.evaluate(() => window.mancala.app.gamePosition());
    const startView = await page.evaluate(() => window.mancala.position());
    await grab(page, 'shot');
    const second = emptied(start, startView.layout.stores.length > 0);
    await page.evaluate((p) => window.mancala.app.loadPosition(p), second);
    await settle(page);
    const secondView = await page.evaluate(() => window.mancala.position());
    assert.deepEqual(secondView.pits, second.pits, `${variant}: the second position is shown`);
    assert.deepEqual(secondView.layout.pits, startView.layout.pits, `${variant}: the board did not move between the pictures`);
    await grab(page, 'empty');
    // The pits emptied: player 2's, and player 1's, which can be played at the start (their
    // glow lies on the wood round them, not on their floor).
    const emptyPits = second.pits
      .map((n, i) => [n, i])
      .filter(([n, i]) => n === 0 && start.pits[i] > 0)
      .map(([, i]) => i);
    const atStart = await page.evaluate(measureBoard, { view: startView, empty: 'empty', emptyPits });
    await page.evaluate(() => {
      window.shot = window.empty;
    });
    const emptiedFigures = await page.evaluate(measureBoard, { view: secondView });
    const row = { variant };
    for (const [kind, least] of KINDS) {
      const found = [atStart[kind], emptiedFigures[kind]].filter(Boolean).sort((a, b) => a.ratio - b.ratio)[0];
      assert.ok(found, `${variant}: ${kind} measured`);
      row[kind] = found.ratio.toFixed(2);
      if (!(found.ratio >= least)) failures.push(`${variant}: ${kind} ${found.ratio.toFixed(2)}:1 at ${found.where}, under ${least}:1`);
    }
    table.push(row);
  }
  console.log('Lowest contrast ratio of each kind, by game (start and a position with empty pits):');
  console.table(table);
  assert.deepEqual(failures, [], failures.join('\n'));
});

/**
 * The shape of each mark `marks` names (`[x, y, r]`, the mark within `r`), in the shot
 * `window.shot`: which pixels within `within`·r of its centre stand out 1.5:1 from what lies
 * round it (the ring `from`·r to `to`·r, on its left only when `left`).
 */
function masks({ marks, within, from, to, left }) {
  const { ratio, median, pixels } = window.measure;
  const { image, scale } = window.shot;
  return marks.map(([mx, my, r]) => {
    const dist = (x, y) => Math.hypot(x - mx, y - my);
    const box = [mx - 3 * r, my - 3 * r, mx + 3 * r, my + 3 * r];
    const bg = median(pixels(window.shot, box, (x, y) => dist(x, y) >= from * r && dist(x, y) <= to * r && (!left || x < mx - 0.5 * r)));
    const half = Math.round(within * r * scale);
    const [cx, cy] = [Math.round(mx * scale), Math.round(my * scale)];
    const mask = [];
    for (let dy = -half; dy <= half; dy += 1) {
      for (let dx = -half; dx <= half; dx += 1) {
        if (Math.hypot(dx, dy) > half) continue;
        const k = 4 * ((cy + dy) * image.width + cx + dx);
        const l = window.measure.luminance(image.data[k], image.data[k + 1], image.data[k + 2]);
        mask.push(ratio(l, bg) >= 1.5 ? 1 : 0);
      }
    }
    return mask;
  });
}

/** How much two shapes differ: the pixels in one only, over the pixels in either. */
function apart(a, b) {
  let either = 0;
  let one = 0;
  a.forEach((v, k) => {
    either += v | b[k];
    one += v ^ b[k];
  });
  return either === 0 ? 0 : one / either;
}

/**
 * How often the luminance along the middle of each rail (`edges`, in the shot `window.shot`)
 * crosses from one of its two tones to the other: a plain strip never, a row of beads twice a
 * bead.
 */
function railCrossings({ edges }) {
  const { pixels, twoTones } = window.measure;
  return edges.map(([x, y, w, h]) => {
    const long = w >= h;
    const line = long
      ? pixels(window.shot, [x + 0.05 * w, y + h / 2 - 0.5, x + 0.95 * w, y + h / 2 + 0.5])
      : pixels(window.shot, [x + w / 2 - 0.5, y + 0.05 * h, x + w / 2 + 0.5, y + 0.95 * h]);
    const { dark, light, ratio } = twoTones(line);
    if (ratio < 1.5) return 0;
    const cut = Math.sqrt((dark + 0.05) * (light + 0.05)) - 0.05;
    let crossings = 0;
    line.forEach((v, k) => {
      if (k > 0 && (v > cut) !== (line[k - 1] > cut)) crossings += 1;
    });
    return crossings;
  });
}

test('the two players differ in shape and pattern as well as colour: seen in grayscale', async ({ shared }) => {
  // Marks are compared between two pictures: the board is held at one size (see above).
  const { page } = await shared.open('?variant=oware-abapa&opponent=human', { viewport: { width: 1200, height: 900 } });
  await holdRoom(page);
  await installMeasures(page);
  await page.evaluate(() => {
    document.documentElement.style.filter = 'grayscale(1)';
  });
  const seen = [];
  for (const toMove of [0, 1]) {
    await page.evaluate((t) => {
      window.mancala.app.setSpeed(Infinity);
      window.mancala.app.loadPosition({ variant: 'oware-abapa', toMove: t, pits: Array(12).fill(4) });
    }, toMove);
    await settle(page);
    await grab(page);
    const { layout } = await page.evaluate(() => window.mancala.position());
    seen.push({
      markers: await page.evaluate(masks, { marks: layout.markers, within: 1.7, from: 2, to: 2.5, left: true }),
      rails: await page.evaluate(railCrossings, { edges: layout.edges }),
    });
  }
  await page.screenshot({ path: join(SHOTS, 'grayscale.png') });
  // Each player's marker, with the turn ring and without, against the other's in the same state.
  const withTurn = apart(seen[0].markers[0], seen[1].markers[1]);
  const without = apart(seen[0].markers[1], seen[1].markers[0]);
  // Pits that changed hands (Nam-Nam, after a round that one player ended with 28 seeds): the
  // mark of its new owner on each.
  const beadMasks = [];
  for (const totals of [[28, 20], [20, 28]]) {
    await page.evaluate((t) => {
      window.mancala.app.loadPosition({ variant: 'nam-nam', pits: Array(12).fill(4), extra: { roundTotals: [t] } });
    }, totals);
    await settle(page);
    await grab(page);
    const { layout, owners } = await page.evaluate(() => window.mancala.position());
    const moved = owners.findIndex((owner, i) => owner !== (i < 6 ? 0 : 1));
    assert.equal(owners[moved], totals[0] > totals[1] ? 0 : 1, 'a pit changed hands');
    const [x, y, r] = layout.pits[moved];
    const [mask] = await page.evaluate(masks, { marks: [[x - 0.75 * r, y - 0.75 * r, 0.1 * layout.cell]], within: 1.3, from: 1.35, to: 1.45 });
    beadMasks.push(mask);
  }
  const beads = apart(...beadMasks);
  console.log(`In grayscale, the players' marks differ by: markers ${withTurn.toFixed(2)} (with the turn ring), `
    + `${without.toFixed(2)} (without); marks on pits that changed hands ${beads.toFixed(2)} (share of their pixels); `
    + `the rails cross between their tones ${seen[0].rails[0]} and ${seen[0].rails[1]} times`);
  // A disc and a diamond of one size differ by about a sixth of their pixels; two discs by
  // their edges' smoothing only.
  for (const [what, share] of [['markers with the turn ring', withTurn], ['markers without', without], ['marks of pits that changed hands', beads]]) {
    assert.ok(share >= 0.1, `the players' ${what} differ in shape by ${share.toFixed(2)} of their pixels, under 0.1`);
  }
  for (const rails of seen.map((s) => s.rails)) {
    assert.ok(Math.abs(rails[0] - rails[1]) >= 10, `the rails cross between their tones ${rails[0]} and ${rails[1]} times: not told apart`);
  }
});

/**
 * In the shots `before` and `after` of the whole window, the contrast between the two of the
 * pixels that lie `from` to `to` CSS pixels outside `box` (`{ x, y, width, height, round }`,
 * a circle when `round`; inside it when negative), away from its corners: their medians' ratio.
 */
function outsideChange({ before, after, box, from, to }) {
  const { ratio, median, pixels } = window.measure;
  const { x, y, width: w, height: h, round } = box;
  const [cx, cy] = [x + w / 2, y + h / 2];
  const keep = (px, py) => {
    if (round) {
      const d = Math.hypot(px - cx, py - cy) - w / 2;
      return d >= from && d <= to;
    }
    const dx = Math.max(x - px, px - (x + w));
    const dy = Math.max(y - py, py - (y + h));
    const side = (dx >= from && dx <= to && py > y + 0.25 * h && py < y + 0.75 * h)
      || (dy >= from && dy <= to && px > x + 0.2 * w && px < x + 0.8 * w);
    return side;
  };
  const bounds = [x - to - 1, y - to - 1, x + w + to + 1, y + h + to + 1];
  return ratio(median(pixels(window[before], bounds, keep)), median(pixels(window[after], bounds, keep)));
}

/** The contrast between a button's border (its outer 1.5 CSS px, away from the corners) and the page beside it. */
function borderContrast({ box }) {
  const { ratio, median, pixels } = window.measure;
  const { x, y, width: w, height: h } = box;
  const band = (from, to) => pixels(window.shot, [x - 5, y - 5, x + w + 5, y + h + 5], (px, py) => {
    const dy = Math.max(y - py, py - (y + h));
    return dy >= from && dy <= to && px > x + 0.2 * w && px < x + 0.8 * w;
  });
  return ratio(median(band(-1.5, 0)), median(band(1.5, 4)));
}

test('under forced colours the buttons keep their borders, the focus shows and the board reads', async ({ shared, browserName }) => {
  test.skip(browserName === 'firefox', 'Playwright cannot emulate forced colours in Firefox over WebDriver BiDi');
  const { page } = await shared.open('?variant=oware-abapa&opponent=human', { forcedColors: 'active' });
  assert.ok(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours are on');
  await installMeasures(page);
  await grab(page, 'shot', true);
  // Every button one can press: its border against the page (those of the "More" panel
  // further down, against the panel).
  const pressable = (within) => page.locator(`${within} button:visible:enabled`).evaluateAll((all) => all
    .filter((b) => !b.closest('#pits'))
    .map((b) => {
      const r = b.getBoundingClientRect();
      return { id: b.id || b.textContent.trim(), box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }));
  const buttons = await pressable('body');
  const borders = [];
  for (const { id, box } of buttons) borders.push([id, await page.evaluate(borderContrast, { box })]);
  // The focus ring on the first button of the toolbar, then on a pit of the board.
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const r = document.activeElement.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  await grab(page, 'focused', true);
  const toolbarFocus = await page.evaluate(outsideChange, { before: 'shot', after: 'focused', box: first, from: 2.5, to: 4.5 });
  for (let k = 0; k < 20 && !(await page.evaluate(() => document.activeElement.closest('#pits'))); k += 1) {
    await page.keyboard.press('Tab');
  }
  const pit = await page.evaluate(() => {
    const r = document.activeElement.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, round: true };
  });
  await grab(page, 'pitFocused', true);
  // Round a pit, a ring of two tones, one on each side of the button's edge: the one that
  // stands out more.
  const pitFocus = Math.max(
    await page.evaluate(outsideChange, { before: 'shot', after: 'pitFocused', box: pit, from: -2.5, to: -0.5 }),
    await page.evaluate(outsideChange, { before: 'shot', after: 'pitFocused', box: pit, from: 0.5, to: 2.5 }),
  );
  await page.screenshot({ path: join(SHOTS, 'forced-colors.png') });
  // The board, which forced colours leave as it is drawn, on the dark it is drawn for: the names
  // on the plates read.
  await grab(page, 'shot');
  const names = await page.evaluate(() => {
    const { layout } = window.mancala.position();
    return layout.plates.map(([x, y, w, h]) => window.measure.twoTones(window.measure.pixels(window.shot, [x + 0.7 * h, y, x + 3.5 * h, y + h])).ratio);
  });
  // The "More" panel's buttons, the focus it gives its first one taken away (a ring is no border).
  await openMore(page);
  await page.evaluate(() => document.activeElement?.blur());
  await grab(page, 'shot', true);
  const inMore = await pressable('#more');
  assert.ok(inMore.length >= 5, `${inMore.length} buttons in the "More" panel`);
  for (const { id, box } of inMore) borders.push([id, await page.evaluate(borderContrast, { box })]);
  assert.ok(borders.length >= 8, `${borders.length} buttons`);
  const lowestBorder = borders.sort((a, b) => a[1] - b[1])[0];
  console.log(`Under forced colours: the buttons' borders at least ${lowestBorder[1].toFixed(2)}:1 against the page `
    + `(${lowestBorder[0]}); the focus ring ${toolbarFocus.toFixed(2)}:1 on the toolbar, ${pitFocus.toFixed(2)}:1 round a pit; `
    + `the players' names ${names.map((n) => n.toFixed(2)).join(' and ')}:1`);
  assert.ok(lowestBorder[1] >= GRAPHIC, `the border of ${lowestBorder[0]}: ${lowestBorder[1].toFixed(2)}:1`);
  assert.ok(toolbarFocus >= GRAPHIC, `the focus ring on the toolbar: ${toolbarFocus.toFixed(2)}:1`);
  assert.ok(pitFocus >= GRAPHIC, `the focus ring round a pit: ${pitFocus.toFixed(2)}:1`);
  for (const n of names) assert.ok(n >= TEXT, `a player's name on the board: ${n.toFixed(2)}:1`);
});
