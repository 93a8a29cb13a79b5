// A reference server of the spec's own, for tests that kill and restart the server (the chat's
// reconnect test): the shared server of run.mjs must stay up for the other specs. Same build
// (DIST_DIR), a fresh seeded database of its own, a free port that stays the same across restarts.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

export interface OwnServer {
  url: string;
  /** SIGKILL: no goodbye to the sockets, exactly like a crash. */
  kill: () => Promise<void>;
  /** Starts it again on the same port and database. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sketchery-e2e-own-'));
  let child: ChildProcess | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR ?? 'dist', SERVER_RENDER: 'on' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = started;
      const timer = setTimeout(() => reject(new Error('the spec’s own server did not start within 120 s')), 120_000);
      started.stdout?.on('data', (chunk: Buffer) => {
        // E2E_OWN_SERVER_LOG=<file> keeps what the server prints (with LOG_REQUESTS=1, every request and its time).
        if (process.env.E2E_OWN_SERVER_LOG) appendFileSync(process.env.E2E_OWN_SERVER_LOG, chunk);
        if (chunk.toString().includes('is running at')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the spec’s own server exited with code ${code}`));
      });
    });

  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.removeAllListeners('exit');
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    kill,
    restart: start,
    stop: async () => {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
