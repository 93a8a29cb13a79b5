// Several reference server processes sharing rooms through Redis (issue 13 "Beyond one machine"),
// for the two-process test: a redis-server of the test's own on a free port (Debian's
// /usr/bin/redis-server), and server processes (`tsx server/main.ts`) with REDIS_URL set that
// share one data dir (the same SQLite database, sessions and signing key), each on its own port.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE, SessionStore } from '../../auth/sessions';
import { openDatabase } from '../../db/database';
import { DATABASE_FILE } from '../../app';
import { FAKE_INDEX_HTML } from '../../testing/testApp';
import { CSRF_COOKIE, CSRF_HEADER } from '../../http/csrf';

/** The double-submit CSRF token the cluster's posts carry (any well-formed value does). */
const CLUSTER_CSRF = 'cluster-test-csrf-token-000001';

export const REDIS_SERVER = '/usr/bin/redis-server';

export function freePort(): Promise<number> {
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

/** How much of a process's latest output is kept, to print when it answers with a server error. */
const KEPT_OUTPUT_CHARS = 8000;

interface Started {
  child: ChildProcess;
  /** The process's latest output (stdout and stderr), at most KEPT_OUTPUT_CHARS. */
  output: () => string;
}

/** Starts `command` and resolves once its output contains `ready`; its output is kept while it runs. */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, ready: string, timeoutMs: number): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const seen = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
      if (!started && output.includes(ready)) {
        started = true;
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with code ${code}:\n${output.slice(-2000)}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export interface Cluster {
  /** The servers' base URLs (http://127.0.0.1:{port}), one per process. */
  urls: string[];
  /** A Cookie header of a fresh session of the user, valid on every process. */
  cookieFor: (userId: number) => string;
  /** Reads the shared database. */
  query: <T>(sql: string, ...params: unknown[]) => T[];
  /** Changes the shared database (what no route does, e.g. delete an account). */
  run: (sql: string, ...params: unknown[]) => void;
  /** Process `processIndex`'s latest output (stdout and stderr). */
  output: (processIndex: number) => string;
  /** Whether process `processIndex` is still running. */
  running: (processIndex: number) => boolean;
  /** Kills the Redis server at once (SIGKILL), as a crash or a lost machine would. */
  killRedis: () => void;
  /** A POST to process `processIndex` as the browser sends it (session cookie and CSRF token). */
  post: (processIndex: number, path: string, body: unknown, cookie: string) => Promise<Response>;
  stop: () => Promise<void>;
}

/**
 * `env` is added to every server process's environment (e.g. a short WHITEBOARD_SHIFT_SECONDS).
 * `redis: false` (one process, as a benchmark runs it): no redis-server and no REDIS_URL.
 */
export async function startCluster(processes = 2, extraEnv: NodeJS.ProcessEnv = {}, { redis = true } = {}): Promise<Cluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'sketchery-cluster-'));
  const dataDir = path.join(root, 'data');
  const distDir = path.join(root, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), FAKE_INDEX_HTML);
  const children: ChildProcess[] = [];
  /** The server processes' output, by process index. */
  const serverOutputs: (() => string)[] = [];
  const serverChildren: ChildProcess[] = [];
  let redisChild: ChildProcess | null = null;
  const keep = (running: Started) => {
    children.push(running.child);
    return running;
  };
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const redisEnv: NodeJS.ProcessEnv = {};
    if (redis) {
      // Not skipped when missing: the test stops with the command that installs it.
      if (!existsSync(REDIS_SERVER)) throw new Error(`The two-process test needs ${REDIS_SERVER}: sudo apt-get install -y redis-server (npm test installs it when it can)`);
      const redisPort = await freePort();
      redisChild = keep(await startProcess(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], process.env, 'Ready to accept connections', 20_000)).child;
      redisEnv.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
    }
    const urls: string[] = [];
    // One after the other: the first seeds the shared database, the next find it seeded.
    for (let i = 0; i < processes; i += 1) {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, DEV_TOOLS: '0', ...redisEnv, ...extraEnv };
      if (!redis) delete env.REDIS_URL;
      const server = keep(await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], env, 'is running at', 90_000));
      serverOutputs.push(server.output);
      serverChildren.push(server.child);
      urls.push(`http://127.0.0.1:${port}`);
    }
    const db = openDatabase(path.join(dataDir, DATABASE_FILE));
    const sessions = new SessionStore(db, Date.now);
    return {
      urls,
      cookieFor: (userId) => `${SESSION_COOKIE}=${sessions.create(userId)}`,
      query: <T,>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[],
      run: (sql, ...params) => void db.prepare(sql).run(...params),
      output: (processIndex) => serverOutputs[processIndex]?.() ?? '',
      running: (processIndex) => {
        const child = serverChildren[processIndex];
        return !!child && child.exitCode === null && child.signalCode === null;
      },
      killRedis: () => void redisChild?.kill('SIGKILL'),
      post: async (processIndex, route, body, cookie) => {
        const response = await fetch(`${urls[processIndex]}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${cookie}; ${CSRF_COOKIE}=${CLUSTER_CSRF}`, [CSRF_HEADER]: CLUSTER_CSRF },
          body: JSON.stringify(body),
        });
        // The server logs its faults to its own stderr, which no one reads: show it with the failure.
        if (response.status >= 500) process.stderr.write(`POST ${route} on process ${processIndex} answered ${response.status}; its latest output:\n${serverOutputs[processIndex]?.() ?? ''}\n`);
        return response;
      },
      stop: async () => {
        db.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
