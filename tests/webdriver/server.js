// The static server of the WebDriver suites: tests/e2e/servers.js's files and CSP header, with
// two additions, since a WebDriver client sees neither the console nor the network: every HTML
// page gets tests/webdriver/watch.js as its first script, and every response of 400 or more is
// noted in `errors`.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { CSP, ROOT } from '../e2e/servers.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

const WATCH = '<script src="/tests/webdriver/watch.js"></script>';

/** Serves ROOT on a free port of the loopback; resolves to { url, errors, close }. */
export async function startServer() {
  const errors = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const file = normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(ROOT.endsWith(sep) ? ROOT : ROOT + sep)) {
      errors.push(`HTTP 403: ${req.url}`);
      res.writeHead(403).end();
      return;
    }
    try {
      let body = await readFile(file);
      if (extname(file) === '.html') body = body.toString().replace(/<head>/i, (head) => head + WATCH);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP });
      res.end(body);
    } catch {
      // The browser asks for a favicon on its own when a page names none: not the page's request.
      if (path !== '/favicon.ico') errors.push(`HTTP 404: ${req.url}`);
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    errors,
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}
