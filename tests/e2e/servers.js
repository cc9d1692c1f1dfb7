// Plain static files from a minimal server that knows nothing of Vite, with the page's
// Content-Security-Policy sent as a header: Playwright's webServer for the end-to-end suites
// (`node tests/e2e/servers.js PORT`), and scripts/shot.mjs. (The other server of the suites is
// Vite's, the dev server of `npm start`: see playwright.config.js.)
import { createServer as createHttpServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/**
 * Serves `root` (the repository by default) as static files on `port` (a free one by default) of
 * the loopback; resolves to { url, close }.
 */
export async function startStaticServer(port = 0, root = ROOT) {
  const server = createHttpServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: used } = server.address();
  return {
    url: `http://127.0.0.1:${used}/`,
    // Gone at once, open connections included (a test stops it to go offline).
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** Serves ROOT on `port` until killed. */
export async function serve(port) {
  const server = await startStaticServer(port);
  console.log(`serving ${ROOT} at ${server.url}`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await serve(Number(process.argv[2]));
