#!/usr/bin/env node
// Runs the end-to-end tests: checks the browsers (installs them when it can, otherwise stops
// with the exact command), then runs each engine against its own reference server on a free port
// with a fresh seeded database (WebKit through WebKitWebDriver under xvfb-run), one engine after
// the other (E2E_PARALLEL=1: side by side), and stops everything afterwards.
// Extra arguments go to wdio (e.g. --spec test/e2e/specs/shell.e2e.ts).
// At the end it lists the spec files that passed only on their retry, and fails the run when one
// of them is not on test/e2e/flakyAllowList.mjs (test/e2e/retryVerdict.mjs decides).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSystemPackages } from '../systemPackages.mjs';
import { FLAKY_ALLOW_LIST } from './flakyAllowList.mjs';
import { judgeRun, parseRunLog, slowestLines } from './retryVerdict.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startServer(port, dataDir, engine) {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping the run stops the server and everything it started.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // The landing pages rendered on the server (issue 22), as by default; named, as in
      // pages/ownServer.ts, so a SERVER_RENDER=off in the shell does not change what the suite covers.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVER_RENDER: 'on' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const timer = setTimeout(() => reject(new Error('The server did not start within 120 s')), 120_000);
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString();
      process.stdout.write(`[server ${engine}] ${text}`);
      if (text.includes('is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
  });
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

const ENGINES = ['android', 'ios'];
const stopAll = [];
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
/**
 * One engine's run: its own server on a fresh seeded database (so the two engines never see each
 * other's writes), WebKitWebDriver under xvfb-run for WebKit, and wdio for that engine alone.
 * Resolves to wdio's exit code.
 */
async function runEngine(engine, runLog) {
  const dataDir = mkdtempSync(join(tmpdir(), `sketchery-e2e-${engine}-`));
  stopAll.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startServer(port, dataDir, engine);
  stopAll.push(() => killGroup(server.pid));
  // Without a GPU, WebKit composites through Mesa's software GL, whose compositor thread
  // segfaults now and then under load (the kernel log names swrast_dri.so): the page's process
  // dies and the session with it. The non-composited path paints the same pages without GL. Set
  // here, so the driver below and any driver a spec starts (pages/secondBrowser.ts) inherit it.
  const env = {
    ...process.env,
    E2E_BROWSERS: engine,
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    E2E_RUN_LOG: runLog,
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
  };
  if (engine === 'ios') {
    const webkitPort = await freePort();
    // -a picks a free display number; the driver and the MiniBrowser it starts share it.
    // E2E_WEBKIT_LOG=<file> keeps what the driver and MiniBrowser print (a web process that
    // crashed, a page that stopped answering); otherwise it is dropped.
    const driverLog = process.env.E2E_WEBKIT_LOG ? openSync(process.env.E2E_WEBKIT_LOG, 'a') : 'ignore';
    const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${webkitPort}`], {
      stdio: ['ignore', driverLog, driverLog],
      env,
      detached: true,
    });
    stopAll.push(() => killGroup(driver.pid));
    await waitForPort(webkitPort, 30_000);
    env.E2E_WEBKIT_PORT = String(webkitPort);
  }
  const wdio = spawn('npx', ['wdio', 'run', 'wdio.conf.ts', ...process.argv.slice(2)], { stdio: 'inherit', env });
  return new Promise((resolve) => wdio.once('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  ensureSystemPackages();
  if (!existsSync('dist/index.html')) {
    console.error('dist/ is missing: run `npm run build` first (npm test does).');
    process.exit(1);
  }
  const engines = (process.env.E2E_BROWSERS ?? 'android,ios').split(',').filter((name) => ENGINES.includes(name));
  // wdio.conf.ts logs every spec file run here, one JSON line each, for both engines.
  const logDir = mkdtempSync(join(tmpdir(), 'sketchery-e2e-runs-'));
  stopAll.push(() => rmSync(logDir, { recursive: true, force: true }));
  const runLog = join(logDir, 'runs.jsonl');
  // The engines run in turn. E2E_PARALLEL=1 runs them side by side, each against its own server:
  // on a 2-core machine that took the run from about 20 to 16 minutes but starved WebKit, three
  // of whose files then needed their retry (a 10 s wait ran out), so it is for bigger machines.
  const codes = [];
  if (process.env.E2E_PARALLEL === '1') {
    codes.push(...(await Promise.all(engines.map((engine) => runEngine(engine, runLog)))));
  } else {
    for (const engine of engines) codes.push(await runEngine(engine, runLog));
  }
  const code = codes.find((c) => c !== 0) ?? 0;
  const runs = existsSync(runLog) ? parseRunLog(readFileSync(runLog, 'utf8')) : [];
  const verdict = judgeRun({ wdioExitCode: code, runs, allowList: FLAKY_ALLOW_LIST });
  const times = slowestLines(runs, 10);
  if (times.length > 0) console.log(`\n${times.join('\n')}`);
  if (verdict.lines.length > 0) console.log(`\n${verdict.lines.join('\n')}`);
  return verdict.exitCode;
}

function cleanup() {
  for (const stop of stopAll.reverse()) {
    try {
      stop();
    } catch {
      /* keep stopping the rest */
    }
  }
}

// Stopped by a key or by a runner (npm-run-all2 stops its other scripts with SIGTERM when one
// fails): the servers and drivers run in process groups of their own and would outlive this one.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    cleanup();
    process.exit(code);
  });
}
main()
  .then((code) => {
    cleanup();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error);
    cleanup();
    process.exit(1);
  });
