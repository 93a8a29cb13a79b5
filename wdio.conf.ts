// End-to-end tests in two engines: Chromium emulating an Android phone (the Android WebView's
// engine) and WebKitGTK's MiniBrowser (the iOS WKWebView's engine). Run through
// `npm run test:e2e` (test/e2e/run.mjs), which builds nothing, but starts the reference server on
// a free port with a fresh seeded database and WebKitWebDriver under xvfb-run, then this config.
import { appendFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Options } from '@wdio/types';
import { ANDROID_PHONE, CHROMEDRIVER_BINARY, CHROMIUM_ARGS, CHROMIUM_BINARY } from './test/browsers';
import type { SpecFileRun } from './test/e2e/retryVerdict.mjs';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const webkitPort = Number(process.env.E2E_WEBKIT_PORT ?? 4445);
/** Where each spec file run is logged, one JSON line each (set by test/e2e/run.mjs, which judges the retries). */
const runLog = process.env.E2E_RUN_LOG;
const only = process.env.E2E_BROWSERS?.split(',') ?? ['android', 'ios'];
const browsers = ['android', 'ios'].filter((name) => only.includes(name));

/** When each worker (one spec file run) started, by its cid: the run log gives each run's duration. */
const workerStarts = new Map<string, number>();

/** A spec as wdio names it (a file URL) as the allow-list does: its path from the repository root. */
const specPath = (spec: string) => relative(process.cwd(), spec.startsWith('file:') ? fileURLToPath(spec) : spec).split(sep).join('/');

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
  capabilities: browsers.map((name) => (name === 'android' ? android : ios)),
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
  // defect fails both runs. Every run of a file is logged, and test/e2e/run.mjs lists the files
  // that passed only on retry and fails the run for one not on test/e2e/flakyAllowList.mjs.
  specFileRetries: 1,
  specFileRetriesDeferred: true,
  onWorkerStart(cid) {
    workerStarts.set(cid, performance.now());
  },
  onWorkerEnd(cid, exitCode, specs) {
    if (!runLog) return;
    // cid is "{capability}-{n}": the capability's index in the list above.
    const browser = browsers[Number(cid.split('-')[0])] ?? cid;
    const started = workerStarts.get(cid);
    const seconds = started === undefined ? undefined : Math.round(performance.now() - started) / 1000;
    const lines = specs.map((spec) => JSON.stringify({ browser, spec: specPath(spec), passed: exitCode === 0, ...(seconds === undefined ? {} : { seconds }) } satisfies SpecFileRun));
    appendFileSync(runLog, lines.map((line) => `${line}\n`).join(''));
  },
  async before(capabilities) {
    // WebKitGTK opens a desktop-sized window: make it a phone (iPhone 14 size).
    if ((capabilities as WebdriverIO.Capabilities).browserName === 'MiniBrowser') {
      await browser.setWindowSize(390, 844).catch(() => {});
    }
  },
};
