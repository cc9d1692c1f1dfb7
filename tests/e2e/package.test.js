// End-to-end: the npm package. `npm pack` makes the tarball a page author installs;
// installed into an empty folder (offline, as a school's machine would from a copied tarball),
// its `exports` resolve in Node and the README's embed snippet shows a working <mancala-game>
// in Chromium, served from that folder.
import { test } from './fixtures.js';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, startStaticServer } from './servers.js';

const run = promisify(execFile);

test('the packed package, installed in an empty folder, runs the element and exports the API', async ({ shared }) => {
  const folder = await mkdtemp(join(tmpdir(), 'mancala-package-'));
  let server;
  try {
    await run('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: ROOT });
    const [tarball] = (await readdir(folder)).filter((f) => f.endsWith('.tgz'));
    assert.ok(tarball, 'npm pack made a tarball');
    await writeFile(join(folder, 'package.json'), '{ "name": "lesson", "private": true }\n');
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${tarball}`], { cwd: folder });

    // In Node: the package's entry points resolve, and the API module exports its class.
    const { stdout } = await run('node', ['--input-type=module', '-e',
      "const api = await import('mancala/api'); console.log(typeof api.Game, typeof api.default);" +
      "console.log(String(import.meta.resolve('mancala').endsWith('/www/mancala-game.js')));"], { cwd: folder });
    assert.deepEqual(stdout.trim().split('\n'), ['function function', 'true']);

    // In Chromium: the README's snippet, with the element's files from node_modules.
    await writeFile(join(folder, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lesson</title><link rel="icon" href="node_modules/mancala/www/favicon.svg">
<script type="module" src="node_modules/mancala/www/mancala-game.js"></script></head>
<body><mancala-game variant="kauri" lang="fr"></mancala-game></body></html>
`);
    server = await startStaticServer(0, folder);
    const { context, page, problems } = await shared.open('index.html', { base: server.url, elements: true });
    const board = await page.evaluate(() => document.querySelector('mancala-game').board());
    assert.equal(board.variant, 'kauri');
    assert.equal(board.pits.length, 12);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  }
});
