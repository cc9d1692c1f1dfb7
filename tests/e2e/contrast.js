// Contrast as the eye meets it on the board: the page's pixels (a screenshot, so that what lies
// under the canvas and any CSS filter count), read back in the page and measured by WCAG's
// formulas where the board's parts are drawn (`position().layout`). Each measure compares two
// groups of pixels by their medians, so that the edges the browser smooths and a stray grain
// line do not decide it.

/**
 * The pixels of `page`'s board canvas (or, when `whole`, of the window) as it shows now, kept in
 * the page (`window[name]`: its `image` and `scale`, device pixels to a CSS pixel) for
 * `page.evaluate` to measure.
 */
export async function grab(page, name = 'shot', whole = false) {
  const box = whole ? { x: 0, y: 0, ...page.viewportSize() } : await page.locator('#board').boundingBox();
  const png = await page.screenshot({ clip: box });
  await page.evaluate(async ([base64, key, width]) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
    window[key] = { image, scale: bitmap.width / width };
  }, [png.toString('base64'), name, box.width]);
}

/**
 * Installs in the page the measuring tools (`window.measure`): WCAG's relative luminance and
 * contrast ratio, and the pixels of a grabbed shot that a test picks by where they lie.
 */
export async function installMeasures(page) {
  await page.evaluate(() => {
    const channel = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (r, g, b) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const quantile = (values, q) => {
      if (values.length === 0) return NaN;
      const sorted = Float64Array.from(values).sort();
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    };
    const median = (values) => quantile(values, 0.5);
    /**
     * The luminance of every pixel of `shot` whose centre, in CSS pixels, lies within `bounds`
     * ([x0, y0, x1, y1]) and passes `keep(x, y)`.
     */
    const pixels = (shot, bounds, keep = () => true) => {
      const { image, scale } = shot;
      const [x0, y0, x1, y1] = bounds.map((v) => Math.round(v * scale));
      const out = [];
      for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y += 1) {
        for (let x = Math.max(0, x0); x < Math.min(image.width, x1); x += 1) {
          if (!keep((x + 0.5) / scale, (y + 0.5) / scale)) continue;
          const k = 4 * (y * image.width + x);
          out.push(luminance(image.data[k], image.data[k + 1], image.data[k + 2]));
        }
      }
      return out;
    };
    /**
     * The two groups of luminances split where they differ most (Otsu's threshold, on the
     * contrast scale: log(L + 0.05)), and the contrast of their medians.
     */
    const twoTones = (values) => {
      const logs = values.map((v) => Math.log(v + 0.05)).sort((a, b) => a - b);
      const n = logs.length;
      let best = -1;
      let cut = 1;
      let sum = 0;
      const total = logs.reduce((a, b) => a + b, 0);
      for (let i = 1; i < n; i += 1) {
        sum += logs[i - 1];
        const mean0 = sum / i;
        const mean1 = (total - sum) / (n - i);
        const between = i * (n - i) * (mean0 - mean1) ** 2;
        if (between > best) {
          best = between;
          cut = i;
        }
      }
      const dark = Math.exp(logs[Math.floor(cut / 2)]) - 0.05;
      const light = Math.exp(logs[cut + Math.floor((n - cut) / 2)]) - 0.05;
      return { dark, light, ratio: ratio(dark, light), lightShare: (n - cut) / n };
    };
    window.measure = { luminance, ratio, quantile, median, pixels, twoTones };
  });
}
