// Test helpers: a fresh app on a temporary data dir with a tiny fake client build, a movable
// clock, and a cookie jar that follows Set-Cookie the way a browser would.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, DATABASE_FILE, type BuildAppOptions } from '../app';
import type { TrustProxy } from '../config';
import { copySeedTemplate, TEST_NOW } from './seedTemplate';

export { TEST_NOW };
export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sketchery</title><script type="module" src="/boot.js"></script></head><body><div id="root"></div></body></html>';
/** The fake index.html as a visitor gets it for the browser to render: with their session, nobody (spa.ts). */
export const FAKE_INDEX_FOR_VISITOR = FAKE_INDEX_HTML.replace('</body>', '<script type="application/json" id="session-state">{"user":null,"moderator":null}</script></body>');
export const FAKE_STUB_HOST_HTML = '<!doctype html><html><head><title>Native stub host</title></head><body></body></html>';
/** The test apps' default serverRenderTimeoutMs (TestAppOptions says why). */
const TEST_SERVER_RENDER_TIMEOUT_MS = 30_000;
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  distDir: string;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  /** Reads the app's database through a separate read-only connection. */
  query: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => T[];
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** The development surface (/api/dev/*, the demo sign-in); default on, as on loopback. */
  devTools?: boolean;
  trustProxy?: TrustProxy;
  /** Write dist/index.html (default true). */
  withIndex?: boolean;
  /** The wall clock instead of the standing test clock (benchmarks: rate limits refill). */
  realClock?: boolean;
  /** The server's render of landing pages (default: none, the fake dist has no build of it). */
  serverRender?: BuildAppOptions['serverRender'];
  /**
   * How long a render may take before the page falls back to the browser's render. Default 30 s,
   * not the server's 2 s: a test's first render of a page loads and transforms its modules, on a
   * busy machine for seconds, and a test that reads the rendered page must get it.
   */
  serverRenderTimeoutMs?: number;
  /** How long a visitor's rendered page is kept (default 0: every request renders). */
  visitorRenderMemoryMs?: number;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const root = mkdtempSync(path.join(tmpdir(), 'sketchery-test-'));
  const dataDir = path.join(root, 'data');
  const distDir = path.join(root, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  if (options.withIndex !== false) writeFileSync(path.join(distDir, 'index.html'), FAKE_INDEX_HTML);
  writeFileSync(path.join(distDir, 'boot.js'), 'console.log("boot");\n');
  writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'export {};\n');
  mkdirSync(path.join(distDir, 'native-stub'), { recursive: true });
  writeFileSync(path.join(distDir, 'native-stub', 'index.html'), FAKE_STUB_HOST_HTML);
  // The run's template was seeded at TEST_NOW, as this app would seed itself (a real clock seeds at now).
  if (!options.realClock) {
    mkdirSync(dataDir, { recursive: true });
    copySeedTemplate(path.join(dataDir, DATABASE_FILE));
  }
  let now = TEST_NOW;
  const app = await buildApp({ dataDir, distDir, devTools: options.devTools ?? true, trustProxy: options.trustProxy, clock: options.realClock ? Date.now : () => now, visitorRenderMemoryMs: options.visitorRenderMemoryMs ?? 0, ...(options.serverRender ? { serverRender: options.serverRender } : {}), serverRenderTimeoutMs: options.serverRenderTimeoutMs ?? TEST_SERVER_RENDER_TIMEOUT_MS });
  let reader: Database.Database | null = null;
  return {
    app,
    dataDir,
    distDir,
    advance: (ms) => {
      now += ms;
    },
    query: <T,>(sql: string, ...params: unknown[]) => {
      reader ??= new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
      return reader.prepare(sql).all(...params) as T[];
    },
    close: async () => {
      reader?.close();
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Keeps cookies between injected requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  update(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A client with a cookie jar: GETs, JSON POSTs with the CSRF header, and form posts. */
export class TestClient {
  readonly jar = new CookieJar();
  /** The app, or a getter for one that is created later (useTestApp's clients exist before their app). */
  constructor(private readonly target: FastifyInstance | (() => FastifyInstance)) {}

  private get app(): FastifyInstance {
    return typeof this.target === 'function' ? this.target() : this.target;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', cookie: this.jar.header(), ...headers },
    });
    this.jar.update(response);
    return response;
  }

  /** Makes sure the jar holds a CSRF cookie (any response issues one). */
  async primeCsrf(): Promise<string> {
    if (!this.jar.get('csrf')) await this.get('/api/v2/user/me');
    const token = this.jar.get('csrf');
    if (!token) throw new Error('The server issued no csrf cookie');
    return token;
  }

  async post(url: string, body: unknown, options: { csrf?: string | null } = {}): Promise<LightMyRequestResponse> {
    const token = options.csrf === undefined ? await this.primeCsrf() : options.csrf;
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: this.jar.header(),
        ...(token !== null && { 'x-csrf-token': token }),
      },
      payload: JSON.stringify(body),
    });
    this.jar.update(response);
    return response;
  }

  /** A multipart/form-data POST (an upload) with the CSRF header, as the browser's FormData sends it. */
  async postMultipart(url: string, form: FormData, options: { csrf?: string | null } = {}): Promise<LightMyRequestResponse> {
    const token = options.csrf === undefined ? await this.primeCsrf() : options.csrf;
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        accept: 'application/json',
        'content-type': encoded.headers.get('content-type') ?? '',
        cookie: this.jar.header(),
        ...(token !== null && { 'x-csrf-token': token }),
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    this.jar.update(response);
    return response;
  }

  async postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.jar.header() },
      payload: new URLSearchParams(fields).toString(),
    });
    this.jar.update(response);
    return response;
  }

  /** Signs in through the development login form, as a browser would. */
  async signIn(userId: number): Promise<void> {
    const csrf = await this.primeCsrf();
    const response = await this.postForm('/auth/login', { userId: String(userId), returnTo: '/', csrf });
    if (response.statusCode !== 303) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  }
}
