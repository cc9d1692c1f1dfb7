// The two ways the page is served in end-to-end tests: the dev server of `npm start`
// (Vite), and plain static files from a minimal server that knows nothing of Vite, with the
// page's Content-Security-Policy sent as a header.
import { createServer as createHttpServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { createServer as createViteServer } from 'vite';

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

/** Serves ROOT as static files on a free loopback port; resolves to { url, close }. */
export async function startStaticServer() {
  const server = createHttpServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const file = normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(ROOT.endsWith(sep) ? ROOT : ROOT + sep)) {
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts the Vite dev server of `npm start` on a free port; resolves to { url, close }. */
export async function startDevServer() {
  const server = await createViteServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.js'),
    logLevel: 'warn',
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  await server.listen();
  const { port } = server.httpServer.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
