// A second browser of the same engine beside the spec's own (`browser`), for tests of two people
// at once (the chat). Chromium: a second chromedriver session with the same capabilities.
// WebKitGTK: WebKitWebDriver runs one session, so a second WebKitWebDriver under its own xvfb.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { browser } from '@wdio/globals';
import { remote } from 'webdriverio';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the second WebKitWebDriver did not answer on port ${port}`);
}

export interface SecondBrowser {
  browser: WebdriverIO.Browser;
  close: () => Promise<void>;
}

export interface SecondBrowserOptions {
  /** More MiniBrowser settings for the second WebKit session (e.g. '--enable-javascript-markup=false'). */
  webkitArgs?: readonly string[];
}

export async function openSecondBrowser(options: SecondBrowserOptions = {}): Promise<SecondBrowser> {
  const requested = browser.requestedCapabilities as WebdriverIO.Capabilities & { hostname?: string; port?: number };
  if (requested.browserName !== 'MiniBrowser') {
    const second = await remote({ logLevel: 'error', capabilities: requested });
    return { browser: second, close: () => second.deleteSession().catch(() => {}) };
  }
  const port = await freePort();
  // Its own process group, so closing stops xvfb-run, Xvfb and the driver together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  await waitForDriver(port, 30_000);
  const { hostname: _hostname, port: _port, ...capabilities } = requested;
  if (options.webkitArgs?.length) {
    // WebKitGTK's own capability (wdio.conf.ts sets it; wdio's types do not know it).
    const webkit = capabilities as { 'webkitgtk:browserOptions'?: { binary?: string; args?: string[] } };
    const current = webkit['webkitgtk:browserOptions'] ?? {};
    webkit['webkitgtk:browserOptions'] = { ...current, args: [...(current.args ?? []), ...options.webkitArgs] };
  }
  const second = await remote({ logLevel: 'error', hostname: '127.0.0.1', port, capabilities });
  await second.setWindowSize(390, 844).catch(() => {});
  return {
    browser: second,
    close: async () => {
      await second.deleteSession().catch(() => {});
      try {
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}
