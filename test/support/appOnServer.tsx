// The real route table and page host in jsdom, talking to the real reference server (seeded
// SQLite, through inject): for tests of what a user sees across pages and reloads.
import { act, render, screen, waitFor } from './render';
import { SESSION_STATE_ID, takeServerState, type ServerState } from '../../src/api/serverState';
import { tolerateConsoleError } from './consoleGuard';
import { adoptPageState, adoptServerState, mountApp } from '../../src/app/shell/mount';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { DATABASE_FILE } from '../../server/app';
import { createTestApp, TestClient, type TestApp } from '../../server/testing/testApp';
import { resetNavigationForTests, startNavigation } from '../../src/app/navigation/navigation';
import { App } from '../../src/app/shell/App';
import { PageHost } from '../../src/app/shell/PageHost';
import { resolvePage } from '../../src/app/routes/routes';
import { chunkLoadsSettled } from '../../src/lib/lazyChunk';
import { useSession } from '../../src/stores/session';

class NoResize {
  observe() {}
  disconnect() {}
}

export interface AppOnServer {
  /** The server's database, to change the data behind a page. */
  readonly db: Database.Database;
  /** Every request the page sent, as "METHOD /path?query", in order. */
  readonly requests: string[];
  /** Signs in as `userId` (null: a visitor) and loads the session. */
  signInAs(userId: number | null): Promise<void>;
  /**
   * Opens `href` and waits until the element named `testId` shows (screens load as chunks: be
   * patient). `shell`: the whole app (header, ban page, dialogs), not only the page host.
   */
  open(href: string, testId: string, options?: { shell?: boolean }): Promise<void>;
  /** One row of a query on the server's database. */
  one<T>(sql: string, ...params: unknown[]): T;
  /**
   * Loads `href` as a browser does from this server (useAppOnServer({ serverRender: true })): the
   * server renders it, and the app hydrates that markup as src/main.tsx does. Resolves with the
   * server's markup once React has the page and `testId` shows. `tamper` changes the markup on its
   * way (a test of the mismatch check).
   */
  hydrate(href: string, testId: string, tamper?: (markup: string) => string, historyKey?: string): Promise<string>;
  /**
   * Loads `href` as a browser does from this server when the server does not render it: the page
   * as the server sends it (its session block), and the app started on it as src/main.tsx starts
   * it, with no session known before. Waits until `testId` shows. `requests` then holds the page's
   * own requests. `staticHost`: the page as a static host sends it, index.html alone.
   */
  visit(href: string, testId: string, options?: { staticHost?: boolean }): Promise<void>;
}

const SERVER_RENDERED = /<div id="root">(.*)<\/div>(<script type="application\/json" id="server-state">.*?<\/script>)/s;

export interface AppOnServerOptions {
  /** The server renders pages (hydrate()). */
  serverRender?: boolean;
  /**
   * Date holds still in each test (vi.useFakeTimers({ toFake: ['Date'] }); only vi.setSystemTime
   * moves it): for tests of what the page asks the server, whose answers stay fresh for 5 s of
   * Date's time (STALE_MS). On a busy machine a test's page loads take seconds, and past 5 s the
   * page would ask again. Timers stay real.
   */
  stillClock?: boolean;
}

/** Sets up the server for the file's tests (hooks) and gives the helpers. */
export function useAppOnServer({ serverRender = false, stillClock = false }: AppOnServerOptions = {}): AppOnServer {
  let t: TestApp;
  let db: Database.Database;
  let client: TestClient;
  let stop = () => {};
  let closed = false;
  /**
   * The act environment the test had before a hydrated page ran (undefined: none ran). As in a
   * browser, React's updates after hydration are not wrapped in act(): from the first hydrate()
   * until the test's work has settled (afterEach), including while one page goes and the next
   * loads, when a part of the old page that was still loading may resume.
   */
  let actBeforeHydration: { value: boolean | undefined } | undefined;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  function leaveActEnvironment() {
    actBeforeHydration ??= { value: actEnvironment.IS_REACT_ACT_ENVIRONMENT };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
  function restoreActEnvironment() {
    if (actBeforeHydration) actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBeforeHydration.value;
    actBeforeHydration = undefined;
  }
  const requests: string[] = [];
  /** Requests the server is still answering: the database closes only after them. */
  const inFlight = new Set<Promise<unknown>>();

  /** fetch answered by the reference server, with the browser's cookies. */
  function serveThroughApp() {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const method = (init.method ?? 'GET') as 'GET' | 'POST';
      // A page still loading when the file's tests end (the home page behind a ban notice, a
      // poll) gets no answer instead of reaching a closed database.
      if (closed) return new Promise<Response>(() => {});
      requests.push(`${method} ${url.pathname}${url.search}`);
      const answer = t.app.inject({
        method,
        url: url.pathname + url.search,
        headers: { ...headers, cookie: client.jar.header() },
        ...(init.body ? { payload: String(init.body) } : {}),
      });
      inFlight.add(answer);
      const response = await answer.finally(() => inFlight.delete(answer));
      client.jar.update(response);
      document.cookie = `csrf=${client.jar.get('csrf') ?? ''}`;
      return new Response(response.statusCode === 204 ? null : response.body, {
        status: response.statusCode,
        headers: { 'Content-Type': String(response.headers['content-type'] ?? 'text/plain') },
      });
    });
  }

  beforeAll(async () => {
    const render = () => import('../../src/serverRender');
    t = await createTestApp(serverRender ? { serverRender: render } : {});
    // The render's modules load (and vitest transforms them) here, under this hook's 120 s, not
    // in the first test; the screens it renders lazily load within the test app's render limit.
    if (serverRender) await render();
    db = new Database(path.join(t.dataDir, DATABASE_FILE));
  }, 120_000);
  afterAll(async () => {
    closed = true;
    await Promise.allSettled([...inFlight]);
    db.close();
    await t.close();
  });
  beforeEach(() => {
    if (stillClock) vi.useFakeTimers({ toFake: ['Date'] });
    resetNavigationForTests();
    requests.length = 0;
    vi.stubGlobal('ResizeObserver', NoResize);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(async () => {
    // What the test started and did not wait for (a lazy part's code, a read) lands inside act:
    // React reports a suspended part that resumes outside act as an error, and under load that
    // came in the next test (reload.test.tsx's sketch page left its parts loading).
    // A page load still running stops there too: stopping ends it, which the page host shows.
    await act(async () => {
      await Promise.allSettled([...inFlight, chunkLoadsSettled()]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      stop();
    });
    restoreActEnvironment();
    vi.unstubAllGlobals();
    if (stillClock) vi.useRealTimers();
  });

  /** The server's page at `href`, as the browser's navigation asks for it, with the browser's cookies. */
  const pageFromServer = (href: string) => t.app.inject({ method: 'GET', url: href, headers: { accept: 'text/html', cookie: client.jar.header() } });

  /** The document as a browser has it once it loaded `body` from `href`; `requests` count from there. */
  /** `historyKey`: the page's history entry, as the navigation named it before a reload (its stored page state). */
  function showPage(href: string, body: string, historyKey?: string) {
    history.replaceState(historyKey ? { key: historyKey } : null, '', href);
    document.body.innerHTML = body;
    requests.length = 0;
  }

  /** The app started on the page now in the document as src/main.tsx starts it; waits for `testId`. */
  async function mountAsMain(serverState: ServerState | null, testId: string) {
    let mounted = false;
    const unmount = mountApp(document.getElementById('root')!, serverState, () => (mounted = true));
    const stopNavigation = startNavigation(resolvePage);
    stop = () => {
      stopNavigation();
      unmount();
      stop = () => {};
    };
    await waitFor(() => expect(mounted).toBe(true));
    await screen.findAllByTestId(testId);
  }

  return {
    get db() {
      return db;
    },
    requests,
    async signInAs(userId) {
      client = new TestClient(t.app);
      if (userId !== null) await client.signIn(userId);
      serveThroughApp();
      await useSession.getState().load();
    },
    async open(href, testId, { shell = false } = {}) {
      history.replaceState(null, '', href);
      stop = startNavigation(resolvePage);
      render(shell ? <App /> : <PageHost />);
      await screen.findAllByTestId(testId);
    },
    async visit(href, testId, { staticHost = false } = {}) {
      useSession.setState({ status: 'loading', user: null, moderator: null });
      leaveActEnvironment();
      stop();
      const response = await pageFromServer(href);
      const page = staticHost ? response.body.replace(new RegExp(`<script type="application/json" id="${SESSION_STATE_ID}">.*?</script>`, 's'), '') : response.body;
      const body = /<body>(.*)<\/body>/s.exec(page)?.[1];
      if (body === undefined) throw new Error(`${href} did not answer with a page (status ${response.statusCode})`);
      showPage(href, body);
      await mountAsMain(adoptPageState(document.getElementById('root')!), testId);
    },
    one: <T,>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T,
    async hydrate(href, testId, tamper = (markup) => markup, historyKey) {
      // One app at a time. React's development build also warns when its server renderer and its
      // client renderer ever render the same context provider in one JavaScript realm, which only
      // a test does (a browser never runs the server's renderer): that warning alone is let pass.
      // Outside act before the last page goes: a part of it still loading may resume meanwhile,
      // and React reports that as an error in an act environment (it once failed this way).
      leaveActEnvironment();
      stop();
      tolerateConsoleError(/Detected multiple renderers concurrently rendering the same context provider/);
      const response = await pageFromServer(href);
      const [, markup, state] = SERVER_RENDERED.exec(response.body) ?? [];
      if (markup === undefined || state === undefined) throw new Error(`${href} was not rendered on the server (status ${response.statusCode})`);
      showPage(href, `<div id="root">${tamper(markup)}</div>${state}`, historyKey);
      const serverState = takeServerState();
      if (!serverState) throw new Error('The server state did not fit its schema');
      adoptServerState(serverState);
      await mountAsMain(serverState, testId);
      return markup;
    },
  };
}
