// Page object of the server's render of the landing pages (issue 22): the HTML as the server sends
// it to this browser's visitor, a browser without JavaScript, the moment the app has taken the
// server's markup over, and the requests the page made after it loaded.
import { browser } from '@wdio/globals';
import type { ServerState } from '../../../src/api/serverState';
import { openSecondBrowser } from './secondBrowser';
import { shell } from './shell';
import { engine } from './engine';

/** What an element of the page shows and links to (attributes as written, not resolved). */
export interface Shown {
  text: string;
  href: string | null;
  src: string | null;
  sketchId: string | null;
}

/** A page as the server sent it: its headers, its state block and its markup (read with `read`). */
export interface ServedPage {
  status: number;
  cacheControl: string;
  vary: string;
  contentType: string;
  html: string;
  /** How many `server-state` blocks the HTML holds, and the first one parsed (null without one). */
  stateBlocks: number;
  state: ServerState | null;
}

/** The theme when the server's markup began to be parsed, and in the first frame. */
export interface EarlyTheme {
  /** `<html data-theme>` when the root element entered the document; null: it had none. */
  atRoot: string | null;
  frame: { theme: string | null; background: string } | null;
}

declare global {
  interface Window {
    __firstFrame?: EarlyTheme;
  }
}

/** Runs before any script of the page (Page.addScriptToEvaluateOnNewDocument), as plain ES5. */
const NOTE_FIRST_FRAME = `(function () {
  var noted = (window.__firstFrame = { atRoot: null, frame: null });
  var rootSeen = false;
  var observer = new MutationObserver(function () {
    if (rootSeen || !document.getElementById('root')) return;
    rootSeen = true;
    noted.atRoot = document.documentElement.getAttribute('data-theme');
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  requestAnimationFrame(function () {
    noted.frame = {
      theme: document.documentElement.getAttribute('data-theme'),
      background: document.body ? getComputedStyle(document.body).backgroundColor : '',
    };
  });
})();`;

const isWebKit = () => engine() === 'MiniBrowser';

/** The address of a page of the server under test (a second session has no baseUrl of its own). */
export const pageUrl = (path: string) => new URL(path, browser.options.baseUrl).href;

/**
 * What the elements matching each selector show, in `html` when given (parsed, nothing runs),
 * else in the page `b` shows. Read in the page: WebKit's driver answers resolved hrefs.
 */
export function read(b: WebdriverIO.Browser, selectors: readonly string[], html?: string): Promise<Record<string, Shown[]>> {
  return b.execute(
    (list: readonly string[], markup: string | null) => {
      const doc = markup === null ? document : new DOMParser().parseFromString(markup, 'text/html');
      const root = doc.getElementById('root');
      const found: Record<string, Shown[]> = {};
      for (const selector of list) {
        found[selector] = [...(root?.querySelectorAll(selector) ?? [])].map((el) => ({
          text: (el.textContent ?? '').trim(),
          href: el.getAttribute('href'),
          src: el.getAttribute('src'),
          sketchId: el.getAttribute('data-sketch-id'),
        }));
      }
      return found;
    },
    selectors,
    html ?? null,
  );
}

export const serverRender = {
  /**
   * The HTML the server sends for `path` to this browser's visitor: fetched in the page as a
   * navigation asks for it (Accept: text/html), with the visitor's cookies.
   */
  async served(path: string): Promise<ServedPage> {
    return browser.execute(async (to: string) => {
      const response = await fetch(to, { headers: { Accept: 'text/html' }, credentials: 'include', cache: 'no-store' });
      const html = await response.text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const blocks = doc.querySelectorAll('script#server-state');
      const block = blocks[0];
      return {
        status: response.status,
        cacheControl: response.headers.get('Cache-Control') ?? '',
        vary: response.headers.get('Vary') ?? '',
        contentType: response.headers.get('Content-Type') ?? '',
        html,
        stateBlocks: blocks.length,
        state: block && block.getAttribute('type') === 'application/json' ? (JSON.parse(block.textContent ?? 'null') as never) : null,
      };
    }, path);
  },

  /**
   * A browser that runs none of the page's scripts, on a fresh session: Chromium turns scripts off
   * through the DevTools protocol in the spec's own browser; WebKitGTK cannot switch in a running
   * session, so a second MiniBrowser starts with script markup off (its parser then drops every
   * <script> element, the JSON state block too). The driver's own scripts still run in both.
   */
  async openScriptless(): Promise<{ browser: WebdriverIO.Browser; close: () => Promise<void> }> {
    if (isWebKit()) return openSecondBrowser({ webkitArgs: ['--enable-javascript-markup=false'] });
    await browser.sendCommandAndGetResult('Emulation.setScriptExecutionDisabled', { value: true });
    return {
      browser,
      close: async () => {
        await browser.sendCommandAndGetResult('Emulation.setScriptExecutionDisabled', { value: false });
      },
    };
  },

  /**
   * Waits until the page answers a tap: the server's markup shows before the app's code has run,
   * and a tap on it before React hydrates it does nothing. The Menu button opens the menu only
   * through React, so it is tapped (again while nothing happened) until the menu shows, then the
   * menu is closed with Escape.
   */
  async waitForInteractive() {
    await shell.header().waitForDisplayed();
    await browser.waitUntil(
      async () => {
        if ((await shell.menuButton().getAttribute('aria-expanded')) !== 'true') await shell.menuButton().click();
        return shell.menu().isDisplayed();
      },
      { timeoutMsg: 'the Menu button never opened the menu: the app did not take the page over' },
    );
    await browser.keys('Escape');
    await shell.menu().waitForExist({ reverse: true });
  },

  /**
   * Opens `path` and reports the theme as early as the engine lets a test look. Chromium runs a
   * script of ours before the page's own (DevTools protocol): it notes `<html data-theme>` when
   * the root element (the server's markup) is parsed, and the theme and the body's background in
   * the first animation frame, which comes before the first paint. WebKitWebDriver has no such
   * hook: `early` is null there and the page is read once loaded.
   */
  async openNotingFirstFrame(path: string): Promise<{ early: EarlyTheme | null; loaded: { theme: string | null; background: string } }> {
    let early: EarlyTheme | null = null;
    if (isWebKit()) {
      await browser.url(path);
    } else {
      const { identifier } = (await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: NOTE_FIRST_FRAME })) as { identifier: string };
      try {
        await browser.url(path);
        await browser.waitUntil(async () => (await browser.execute(() => window.__firstFrame?.frame != null)) === true, { timeoutMsg: 'no frame was noted' });
        early = await browser.execute(() => ({ atRoot: window.__firstFrame!.atRoot, frame: window.__firstFrame!.frame }));
      } finally {
        await browser.sendCommandAndGetResult('Page.removeScriptToEvaluateOnNewDocument', { identifier });
      }
    }
    const loaded = await browser.execute(() => ({ theme: document.documentElement.getAttribute('data-theme'), background: getComputedStyle(document.body).backgroundColor }));
    return { early, loaded };
  },

  /** React recovered from a hydration mismatch on this page (src/main.tsx marks it). */
  async hydrationMismatch(): Promise<string | null> {
    return browser.execute(() => document.documentElement.dataset.hydrationMismatch ?? null);
  },

  /** The state block is still in the page (the app takes it out when it hydrates). */
  async stateBlockInPage(): Promise<boolean> {
    return browser.execute(() => document.getElementById('server-state') !== null);
  },

  /**
   * The addresses (path and query) of every request the page has made since it loaded, once
   * every request started before this call has finished: a request of our own, started now, is
   * waited for in the resource timeline first. Fails when the timeline is full (250 entries by
   * default), which could leave a request out.
   */
  async requestsSinceLoad(): Promise<string[]> {
    const result = await browser.execute(async () => {
      const marker = `/favicon.svg?settled=${Date.now()}`;
      await fetch(marker, { cache: 'no-store' });
      const names = () => performance.getEntriesByType('resource').map((entry) => entry.name);
      for (let i = 0; i < 100 && !names().some((name) => name.endsWith(marker)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      const all = names();
      return {
        complete: all.some((name) => name.endsWith(marker)) && all.length < 250,
        requests: all.filter((name) => !name.endsWith(marker)).map((name) => new URL(name)).map((url) => url.pathname + url.search),
      };
    });
    if (!result.complete) throw new Error(`the resource timeline cannot be read whole (${result.requests.length} entries)`);
    return result.requests;
  },

  /** Waits until every image of the page inside the window has loaded. */
  async waitForVisibleImages() {
    await browser.waitUntil(
      () =>
        browser.execute(() =>
          [...document.querySelectorAll<HTMLImageElement>('#root img')]
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
            })
            .every((img) => img.complete),
        ),
      { timeoutMsg: 'the images in the window did not load' },
    );
  },
};
