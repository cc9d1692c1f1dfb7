// Bytes of built files, raw and at gzip -9: the one measure the size scripts share
// (page-size.mjs without a browser, bench_start.mjs from the requests Chromium made).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = new URL('../', import.meta.url).pathname;
/**
 * The start-up budget for everything the page needs before its first frame, gzip -9, in the
 * visitor's language (the first frame's module is one per language).
 */
export const BUDGET = 135_000;

/**
 * `{ files: [{ path, raw, gzip }], raw, gzip }` for `paths` (relative to the repository's root).
 * Throws an `Error` naming the file when one is missing (after `npm run build` none is).
 */
export async function fileSizes(paths) {
  const files = [];
  for (const path of paths) {
    let bytes;
    try {
      bytes = await readFile(join(ROOT, path));
    } catch {
      throw new Error(`${path} is missing${path.startsWith('pkg/') ? ': run `npm run build` first' : ''}`);
    }
    files.push({ path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** A number as the scripts print it: `320,832`. */
export const count = (n) => n.toLocaleString('en');
