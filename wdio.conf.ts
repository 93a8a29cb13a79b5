// End-to-end tests in two engines: Chromium emulating an Android phone (the Android WebView's
// engine) and WebKitGTK's MiniBrowser (the iOS WKWebView's engine). Run through
// `npm run test:e2e` (test/e2e/run.mjs), which builds nothing, but starts the reference server on
// a free port with a fresh seeded database and WebKitWebDriver under xvfb-run, then this config.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Options } from '@wdio/types';
import { ANDROID_PHONE, CHROMEDRIVER_BINARY, CHROMIUM_ARGS, CHROMIUM_BINARY } from './test/browsers';
import { parseRunLog } from './test/e2e/retryVerdict.mjs';
import { launcherRuns, SpecFileRecorder, type WorkerFileRun } from './test/e2e/specFileRuns';
import { specGroups } from './test/e2e/specGroups';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const webkitPort = Number(process.env.E2E_WEBKIT_PORT ?? 4445);
/** Where each spec file run is logged, one JSON line each (set by test/e2e/run.mjs, which judges the retries). */
const runLog = process.env.E2E_RUN_LOG;
const only = process.env.E2E_BROWSERS?.split(',') ?? ['android', 'ios'];
const browsers = ['android', 'ios'].filter((name) => only.includes(name));

/** A spec as wdio names it (a file URL) as the allow-list does: its path from the repository root. */
const specPath = (spec: string) => relative(process.cwd(), spec.startsWith('file:') ? fileURLToPath(spec) : spec).split(sep).join('/');
/** The browser of a worker, by its cid ("{capability}-{n}": the capability's index in the list below). */
const browserOf = (cid: string) => browsers[Number(cid.split('-')[0])] ?? cid;
const writeRuns = (runs: readonly WorkerFileRun[]) => {
  if (runLog && runs.length > 0) appendFileSync(runLog, runs.map((run) => `${JSON.stringify(run)}\n`).join(''));
};

const SPEC_DIR = 'test/e2e/specs';
/**
 * Spec files in groups of six, one worker and browser session per group (test/e2e/specGroups.ts
 * says why); the accessibility matrix, the longest file by far, alone.
 */
const SPECS = specGroups(
  readdirSync(SPEC_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort()
    .map((name) => `./${SPEC_DIR}/${name}`),
  { alone: ['a11y.e2e.ts'], size: 6 },
);

/** In a worker: which of its spec files failed, and how long each took (test/e2e/specFileRuns.ts). */
let recorder: SpecFileRecorder | undefined;
/** A test or hook ended (wdio's afterTest and afterHook): it failed when it has an error (a skip has none). */
function recordEnd(test: { file?: string }, _context: unknown, { error }: { error?: unknown }) {
  recorder?.ended(test.file, error !== undefined, performance.now());
}

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
  specs: SPECS,
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
  // A spec file that fails runs once more at the end (with the files of its group). WebKitWebDriver
  // on a loaded machine now and then stops answering a command (UND_ERR_HEADERS_TIMEOUT) through no
  // fault of the page; a real defect fails both runs. Every run of a file is logged, and
  // test/e2e/run.mjs lists the files that passed only on retry and fails the run for one not on
  // test/e2e/flakyAllowList.mjs.
  specFileRetries: 1,
  specFileRetriesDeferred: true,
  afterTest: recordEnd,
  afterHook: recordEnd,
  after(_result, _capabilities, specs) {
    const cid = process.env.WDIO_WORKER_ID ?? '';
    if (recorder) writeRuns(recorder.runs(browserOf(cid), cid, specs, specPath));
  },
  onWorkerEnd(cid, exitCode, specs) {
    if (!runLog) return;
    const written: WorkerFileRun[] = existsSync(runLog) ? parseRunLog(readFileSync(runLog, 'utf8')) : [];
    writeRuns(launcherRuns(browserOf(cid), cid, exitCode, specs.map(specPath), written));
  },
  async before(capabilities) {
    recorder = new SpecFileRecorder(performance.now());
    // WebKitGTK opens a desktop-sized window: make it a phone (iPhone 14 size).
    if ((capabilities as WebdriverIO.Capabilities).browserName === 'MiniBrowser') {
      await browser.setWindowSize(390, 844).catch(() => {});
    }
  },
};
