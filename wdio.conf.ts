// End-to-end tests in two engines: Chromium emulating an Android phone (the Android WebView's
// engine) and WebKitGTK's MiniBrowser (the iOS WKWebView's engine). Run through
// `npm run test:e2e` (test/e2e/run.mjs), which builds nothing, but starts the reference server on
// a free port with a fresh seeded database and WebKitWebDriver under xvfb-run, then this config.
import type { Options } from '@wdio/types';
import { ANDROID_PHONE, CHROMEDRIVER_BINARY, CHROMIUM_ARGS, CHROMIUM_BINARY } from './test/browsers';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const webkitPort = Number(process.env.E2E_WEBKIT_PORT ?? 4445);
const retried: string[] = [];
const only = process.env.E2E_BROWSERS?.split(',') ?? ['android', 'ios'];

const android: WebdriverIO.Capabilities = {
  browserName: 'chrome',
  'wdio:chromedriverOptions': { binary: CHROMEDRIVER_BINARY },
  'goog:chromeOptions': { binary: CHROMIUM_BINARY, args: [...CHROMIUM_ARGS], mobileEmulation: ANDROID_PHONE },
};

const ios = {
  browserName: 'MiniBrowser',
  hostname: '127.0.0.1',
  port: webkitPort,
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': {
    binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    args: ['--automation'],
  },
} as WebdriverIO.Capabilities;

export const config: Options.Testrunner & { capabilities: WebdriverIO.Capabilities[] } = {
  runner: 'local',
  specs: ['./test/e2e/specs/**/*.e2e.ts'],
  maxInstances: 1,
  capabilities: [...(only.includes('android') ? [android] : []), ...(only.includes('ios') ? [ios] : [])],
  baseUrl,
  logLevel: 'error',
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 2,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 90_000 },
  // A spec file that fails runs once more at the end. WebKitWebDriver on a loaded machine now and
  // then stops answering a command (UND_ERR_HEADERS_TIMEOUT) through no fault of the page; a real
  // defect fails both runs. Every retry is printed, and the final summary counts it.
  specFileRetries: 1,
  specFileRetriesDeferred: true,
  onWorkerEnd(cid, exitCode, specs, retries) {
    if (exitCode !== 0 && retries > 0) retried.push(`${cid} ${specs.join(' ')}`);
  },
  onComplete() {
    if (retried.length === 0) return;
    console.log(`\n[e2e] ${retried.length} spec file run(s) failed and were run again:\n${retried.map((line) => `  ${line}`).join('\n')}`);
  },
  async before(capabilities) {
    // WebKitGTK opens a desktop-sized window: make it a phone (iPhone 14 size).
    if ((capabilities as WebdriverIO.Capabilities).browserName === 'MiniBrowser') {
      await browser.setWindowSize(390, 844).catch(() => {});
    }
  },
};
