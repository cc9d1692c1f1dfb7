// The browsers the WebDriver suites drive, each through its own WebDriver server (no Playwright):
// Firefox ESR through geckodriver, and WebKit (the engine of Safari and of every iPad browser)
// as WebKitGTK's MiniBrowser through WebKitWebDriver, both from Debian or crates.io (see
// scripts/setup.sh). Nothing is downloaded: each driver is started here from its path, and
// selenium-webdriver only talks to it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder } from 'selenium-webdriver';
import { WAIT_MS } from '../e2e/browser.js';

const home = process.env.HOME ?? '/root';

export const ENGINES = {
  firefox: {
    driver: process.env.GECKODRIVER ?? `${process.env.CARGO_HOME ?? `${home}/.cargo`}/bin/geckodriver`,
    capabilities: {
      browserName: 'firefox',
      'moz:firefoxOptions': { binary: '/usr/bin/firefox-esr', args: ['-headless'] },
    },
  },
  webkit: {
    driver: '/usr/bin/WebKitWebDriver',
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    },
    // MiniBrowser is a GTK window: it needs an X display (scripts/test-webdriver.sh starts Xvfb).
    needsDisplay: true,
  },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves after `ms` milliseconds to `value`. */
const after = (ms, value) => new Promise((resolve) => {
  setTimeout(resolve, ms, value).unref();
});

/**
 * Starts `name`'s WebDriver server and a session in it; resolves to { driver, quit, log }. Every
 * wait of the session (page loads, scripts) is bounded by WAIT_MS. The server runs in a process
 * group of its own, with the browser it starts: `quit` ends the session if the browser still
 * answers within WAIT_MS, then kills the whole group, so that a crashed or hung browser can
 * neither keep this process alive nor outlive it. `log()` is the end of what the server and the
 * browser wrote to stderr (a crash's own words).
 */
export async function startEngine(name) {
  const engine = ENGINES[name];
  if (engine.needsDisplay && !process.env.DISPLAY) throw new Error(`${name} needs an X display: set DISPLAY`);
  const port = await freePort();
  const server = spawn(engine.driver, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  server.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const killGroup = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  // The server is ready when it answers /status.
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${engine.driver} exited: ${stderr}`);
    const ok = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > until) {
      killGroup('SIGKILL');
      throw new Error(`${engine.driver} did not answer within ${WAIT_MS} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const driver = await new Builder().usingServer(url).withCapabilities(engine.capabilities).build();
  await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: WAIT_MS, implicit: 0 });
  return {
    driver,
    log: () => stderr,
    quit: async () => {
      await Promise.race([driver.quit().catch(() => {}), after(WAIT_MS)]);
      killGroup('SIGTERM');
      if (!(await Promise.race([exited.then(() => true), after(2000, false)]))) killGroup('SIGKILL');
      await Promise.race([exited, after(2000)]);
      // Whatever of the group still holds the pipe must not keep this process waiting for it.
      killGroup('SIGKILL');
      server.stderr.destroy();
    },
  };
}
