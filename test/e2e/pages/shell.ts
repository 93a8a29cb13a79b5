// Page object of the app shell: header, menus, dialogs, themes and the dev sign-in.
import { browser, $ } from '@wdio/globals';
import { SERVER_PAGE_CSS_PATH } from '../../../server/http/serverPage';
import type { DevSignInBody } from '../../../src/api/schemas/dev';

/**
 * A small answer of the site that is not the app (the stylesheet of the server's own pages, about
 * 2 KB): the page signInAs loads when the browser is not on the site yet.
 */
const SMALL_PAGE = SERVER_PAGE_CSS_PATH;
/** The origin of the server under test. */
const siteOrigin = () => new URL(browser.options.baseUrl ?? '').origin;

/** How long pageState waits for the browser's answer: a page that stalls answers no command. */
const PAGE_STATE_PATIENCE_MS = 5000;

/**
 * What the page is doing, for a failure's message: its address, its load state, the page the host
 * shows and its phase ('out': the next page is loading), whether the page is visible, and the time
 * since it loaded. A page mid-load, on another address, hidden or not answering at all each point
 * elsewhere.
 */
async function pageState(): Promise<string> {
  const read = browser.execute(() => {
    const main = document.querySelector('main[data-page]');
    return JSON.stringify({
      url: location.href,
      readyState: document.readyState,
      page: main?.getAttribute('data-page') ?? null,
      phase: main?.getAttribute('data-phase') ?? null,
      visibility: document.visibilityState,
      sinceLoadMs: Math.round(performance.now()),
    });
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${PAGE_STATE_PATIENCE_MS} ms`), PAGE_STATE_PATIENCE_MS);
  });
  try {
    return await Promise.race([read.catch((error: unknown) => `unreadable (${String(error)})`), silent]);
  } finally {
    clearTimeout(timer);
  }
}

export const shell = {
  header: () => $('[data-testid="header"]'),
  menuButton: () => $('[data-testid="menu-button"]'),
  menu: () => $('[data-testid="menu"]'),
  loginButton: () => $('[data-testid="login-button"]'),
  currentUser: () => $('[data-testid="current-user"]'),
  dialogMessage: () => $('[data-testid="dialog-message"]'),
  dialogOk: () => $('[data-testid="dialog-ok"]'),
  dialogCancel: () => $('[data-testid="dialog-cancel"]'),
  page: () => $('main[data-page]'),

  async open(path = '/') {
    await browser.url(path);
    await this.header().waitForDisplayed();
    await this.waitForApp();
  },

  /**
   * Waits until the app has taken the page over. A landing page (home, galleries, tag pages, the
   * sketch page) arrives with the server's markup, shown before the app's code has run (issue
   * 22), and a tap on it before then does nothing. React marks the root it renders into
   * (hydrateRoot or createRoot) with a __reactContainer$ property; from then on it handles a tap,
   * hydrating what was tapped first if it must. The app hydrates only once the code of the page's
   * lazy parts is in (src/lib/lazyChunk.tsx), so that a tap on one of them is not dropped.
   */
  async waitForApp() {
    await browser.waitUntil(
      () =>
        browser.execute(() => {
          const root = document.getElementById('root');
          return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        }),
      { timeoutMsg: 'the app did not take the page over' },
    );
  },

  /**
   * Waits until the page host shows the named route (and its fade-in has started) and the app runs
   * it. When it does not, the error says what the page was doing instead (see pageState).
   */
  async waitForPage(name: string) {
    try {
      await browser.waitUntil(async () => (await this.page().getAttribute('data-page')) === name);
    } catch (error) {
      // The wait's own message too: a timeout, or a session the driver lost.
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`page ${name} was not shown (${why}); the page: ${await pageState()}`, { cause: error });
    }
    await this.waitForApp();
  },

  /**
   * Waits until the header shows the signed-in user. The name is read in the page: WebKit's
   * driver answers '' for the visible text of the ellipsised name.
   */
  async waitForSignedIn(nickname: string) {
    await this.currentUser().waitForDisplayed();
    await browser.waitUntil(
      async () => (await browser.execute(() => document.querySelector('[data-testid="current-user"]')?.textContent ?? '')) === nickname,
      { timeoutMsg: `the header does not show ${nickname}` },
    );
  },

  /**
   * Opens the Login menu as a user would: click Login and see the menu. (A menu that stayed blank
   * after the first click in WebKit was a race in src/app/lazyPanel.tsx, fixed there and tested.)
   */
  async openLoginMenu() {
    await this.loginButton().click();
    await $('[data-testid="login-menu"]').waitForDisplayed();
  },

  async theme(): Promise<string | null> {
    return browser.execute(() => document.documentElement.dataset.theme ?? null);
  },

  async backgroundColor(): Promise<string> {
    return browser.execute(() => getComputedStyle(document.body).backgroundColor);
  },

  /**
   * Signs in as `userId` and opens `returnTo`: the set-up of a test that starts signed in. One
   * JSON call of the development surface (POST /api/dev/signIn, server/dev/devTools.ts) from the
   * page with its CSRF token, as the app sends its calls, starts the session; then one page load.
   * (The identity page cost a load of its own before returnTo's; the tests of signing in as a
   * user does, through the Login menu and the identity page, go through them: session.e2e.ts,
   * whiteboard.e2e.ts.)
   */
  async signInAs(userId: number, returnTo = '/') {
    // The call needs a document of this site. A new session is at about:blank, and a test may
    // have left the browser on a server of its own: then the server pages' small stylesheet, not
    // the app, is the page (any answer of the site also sets the CSRF cookie).
    if ((await browser.execute(() => location.origin)) !== siteOrigin()) await browser.url(SMALL_PAGE);
    const answer = await browser.execute(
      async (id: number, smallPage: string, to: string) => {
        const token = () => decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
        // No CSRF cookie (a test deleted the cookies): any answer of the site sets one.
        if (!token()) await fetch(smallPage, { cache: 'no-store' });
        const response = await fetch('/api/dev/signIn', {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': token() },
          body: JSON.stringify({ userId: id } satisfies DevSignInBody),
        });
        const target = new URL(to, location.href);
        // Opening an address that differs from this document's only by its #fragment loads nothing.
        const sameDocument = target.hash !== '' && target.href.split('#')[0] === location.href.split('#')[0];
        return { status: response.status, text: (await response.text()).slice(0, 200), sameDocument };
      },
      userId,
      SMALL_PAGE,
      returnTo,
    );
    if (answer.status !== 200) throw new Error(`signing in as user ${userId} failed: POST /api/dev/signIn answered ${answer.status} ${answer.text}`);
    await browser.url(returnTo);
    if (answer.sameDocument) await browser.refresh();
    try {
      await this.header().waitForDisplayed();
      await this.waitForApp();
    } catch (error) {
      // Say where the sign-in ended (an error answer, a page without the app, a slow app start).
      const where = await browser.execute(() => `${location.href}: ${document.body?.innerText.slice(0, 200) ?? ''}`);
      throw new Error(`signing in as user ${userId} did not reach the app; the browser shows ${where}`, { cause: error });
    }
  },

  /**
   * A browser as a new visitor has it: no session, nothing stored, on the home page. Every test
   * that needs a signed-out start calls it, so no test depends on what an earlier one left.
   */
  async startSignedOut() {
    await this.startAsNewVisitor();
    await this.open('/');
    await this.waitForPage('home');
  },

  /**
   * A browser as a new visitor has it, without opening the app: no session, nothing stored, a
   * fresh CSRF cookie, on the server pages' small stylesheet. For a test whose first step opens
   * its own page or signs in: the home page startSignedOut opens costs an app load (the a11y
   * matrix's hundred tests spent minutes on them). Storage is cleared from a document of this
   * site that runs no app, so nothing writes it again before the test's first load.
   */
  async startAsNewVisitor() {
    await browser.url(SMALL_PAGE);
    await browser.deleteCookies();
    await this.clearStorage();
    // Loaded again, its answer sets a new CSRF cookie (every answer of the site does), so the
    // test's first write from this document (post) carries one.
    await browser.url(SMALL_PAGE);
  },

  /** A JSON POST from the page with its session and CSRF token, as src/api/client.ts sends it. */
  async post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }> {
    return browser.execute(
      async (to: string, json: unknown) => {
        const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
        const response = await fetch(to, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': token },
          body: JSON.stringify(json),
        });
        return { status: response.status, body: (await response.json()) as never };
      },
      path,
      body,
    );
  },

  async clearStorage() {
    await browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },
};
