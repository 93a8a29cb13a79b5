// Starts the reference server for a benchmark, the way test/e2e/run.mjs does: a free port, a fresh
// data folder (seeded on start), its own process group so it stops as a whole.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalServer {
  origin: string;
  /** Stops the server and waits for it to exit (it may still be writing its image cache), then removes its data. */
  stop(): Promise<void>;
}

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

function spawnServer(port: number, dataDir: string, distDir: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const timer = setTimeout(() => reject(new Error('The server did not start within 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
  });
}

/** Serves `distDir` (default dist/) from a fresh, seeded database until `stop()`; `env` adds to the server's environment (e.g. SERVER_RENDER). */
export async function startLocalServer(distDir = 'dist', env: Record<string, string> = {}): Promise<LocalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sketchery-bench-'));
  const port = await freePort();
  let child: ChildProcess;
  try {
    child = await spawnServer(port, dataDir, distDir, env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        setTimeout(resolve, 10_000).unref();
      });
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await exited;
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** A session cookie for `userId`, from the demo sign-in (on while the server listens on loopback). */
export async function signIn(origin: string, userId: number): Promise<string> {
  // The form carries a CSRF token that goes with the cookie the page set.
  const page = await fetch(`${origin}/auth/login`, { headers: { Accept: 'text/html' } });
  const csrfCookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!token) throw new Error('The demo sign-in page has no CSRF token');
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: csrfCookie },
    body: new URLSearchParams({ userId: String(userId), returnTo: '/', csrf: token }),
    redirect: 'manual',
  });
  await response.arrayBuffer(); // the redirect's body, read so the connection is free again
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error(`Signing in as ${userId} gave no cookie (${response.status})`);
  const cookie = cookies.join('; ');
  const me = await fetch(`${origin}/api/v2/user/me`, { headers: { Accept: 'application/json', Cookie: cookie } });
  const body = (await me.json()) as { user?: { id?: number } | null; id?: number };
  if ((body.user?.id ?? body.id) !== userId) throw new Error(`Signing in as ${userId} did not start a session`);
  return cookie;
}
