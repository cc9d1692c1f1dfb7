#!/usr/bin/env node
// Debian's Firefox ESR (/usr/bin/firefox-esr) for Playwright's `moz-firefox` channel (WebDriver
// BiDi), given to Playwright as the `firefox` project's executablePath (playwright.config.js).
//
// Playwright starts this script with Firefox's arguments (`--remote-debugging-port=0 --headless
// --profile DIR ...`) and waits for the stderr line `WebDriver BiDi listening on ws://HOST:PORT`.
// The script starts Firefox with the same arguments and passes its stdout and stderr through,
// except that line: in its place it starts a WebSocket proxy on 127.0.0.1 and prints the proxy's
// address, so that Playwright talks to Firefox through the proxy.
//
// The proxy forwards every message both ways, except the commands below, which Playwright sends
// on every new page whatever the test does and which Firefox ESR answers with `unknown command`
// (failing the page): the proxy answers those itself with an empty success and Firefox never
// sees them.
// - emulation.setMediaFeaturesOverride: Playwright sends it with `prefers-color-scheme` for each
//   new page. Firefox ESR has no such command, so in Firefox the color scheme is NOT emulated:
//   pages see Firefox's own `prefers-color-scheme`.
//
// The script exits when Firefox exits, with its exit code (128 + the signal's number if a signal
// ended it), and passes SIGTERM, SIGINT and SIGHUP on to Firefox. Playwright kills the whole
// process group when it is done, so no process outlives it.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import WebSocket, { WebSocketServer } from 'ws';

const FIREFOX = '/usr/bin/firefox-esr';
/** The commands the proxy answers itself (see above). */
const ANSWERED = new Set(['emulation.setMediaFeaturesOverride']);
/** How long connecting to Firefox's BiDi socket may take before the client's socket is closed. */
const CONNECT_MS = 30_000;
const LISTENING = /^(.*)WebDriver BiDi listening on (ws:\/\/\S+)\s*$/;

const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => firefox.kill(signal));
}

let server;
firefox.on('error', (error) => {
  process.stderr.write(`firefox-bidi: cannot start ${FIREFOX}: ${error.message}\n`);
  process.exit(1);
});
firefox.on('exit', (code, signal) => {
  server?.close();
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});

createInterface({ input: firefox.stderr, crlfDelay: Infinity }).on('line', (line) => {
  const match = server ? null : line.match(LISTENING);
  if (!match) {
    process.stderr.write(line + '\n');
    return;
  }
  const upstream = match[2].replace(/\/$/, '');
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  server.on('connection', (client, request) => proxy(client, upstream + request.url));
  server.on('listening', () => {
    process.stderr.write(`${match[1]}WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  });
  server.on('error', (error) => {
    process.stderr.write(`firefox-bidi: proxy: ${error.message}\n`);
    firefox.kill('SIGTERM');
  });
});

/** Joins `client` to a new socket to Firefox at `url`, answering the ANSWERED commands itself. */
function proxy(client, url) {
  const target = new WebSocket(url, { handshakeTimeout: CONNECT_MS, perMessageDeflate: false });
  const waiting = [];
  client.on('message', (data, isBinary) => {
    if (!isBinary) {
      let message;
      try {
        message = JSON.parse(data.toString());
      } catch {
        // Not JSON: Firefox answers it.
      }
      if (message && ANSWERED.has(message.method)) {
        client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
        return;
      }
    }
    if (target.readyState === WebSocket.OPEN) target.send(data, { binary: isBinary });
    else waiting.push([data, isBinary]);
  });
  target.on('open', () => {
    for (const [data, binary] of waiting.splice(0)) target.send(data, { binary });
  });
  target.on('message', (data, isBinary) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  const closeBoth = () => {
    if (client.readyState <= WebSocket.OPEN) client.close();
    if (target.readyState === WebSocket.OPEN) target.close();
    else if (target.readyState === WebSocket.CONNECTING) target.terminate();
  };
  target.on('close', closeBoth);
  client.on('close', closeBoth);
  target.on('error', (error) => {
    process.stderr.write(`firefox-bidi: ${url}: ${error.message}\n`);
    closeBoth();
  });
  client.on('error', closeBoth);
}
