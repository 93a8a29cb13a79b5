// Page object of the artists directory (/artists) and search (/search).
import { browser, $ } from '@wdio/globals';
import { shell } from './shell';

/** Reads in the page: WebKit's driver answers resolved or empty values for some properties. */
const inPage = <T>(fn: () => T) => browser.execute(fn);

export const discover = {
  tab: (id: string) => $(`[data-testid="artists-tab-${id}"]`),
  more: () => $('[data-testid="artists-more"]'),
  moreMenu: () => $('[data-testid="artists-more-menu"]'),
  moreItem: (id: string) => $(`[data-testid="artists-more-${id}"]`),
  artistInput: () => $('[data-testid="artist-search-input"]'),
  searchInput: () => $('[data-testid="search-input"]'),
  usersEmpty: () => $('[data-testid="users-empty"]'),
  userList: () => $('[data-testid="user-list"]'),
  /** What the artist search says before any search ran. */
  artistHint: () => $('[data-testid="artists-panel"] .hint'),
  gridEmpty: () => $('[data-testid="grid-empty"]'),

  path: () => inPage(() => location.pathname + location.search),
  selectedTab: () => inPage(() => document.querySelector('[data-testid="artists"]')?.getAttribute('data-tab') ?? ''),
  tabNames: () => inPage(() => [...document.querySelectorAll('[role="tablist"] [role="tab"]')].map((t) => t.textContent ?? '')),
  nicknames: () => inPage(() => [...document.querySelectorAll('[data-testid="user-nickname"]')].map((n) => n.textContent ?? '')),
  userStats: () => inPage(() => [...document.querySelectorAll('[data-testid="user-stats"]')].map((n) => n.textContent ?? '')),
  sketchIds: () => inPage(() => [...document.querySelectorAll('[data-testid="sketch-card"]')].map((a) => a.getAttribute('data-sketch-id') ?? '')),
  searchState: () =>
    inPage(() => {
      const page = document.querySelector('[data-testid="search"]');
      return { query: page?.getAttribute('data-query') ?? '', kind: page?.getAttribute('data-kind') ?? '', sort: page?.getAttribute('data-sort') ?? '' };
    }),
  gridMode: () => inPage(() => document.querySelector('[data-testid="sketch-grid"]')?.getAttribute('data-mode') ?? ''),
  topDays: () => inPage(() => document.querySelector('[data-testid="search-tops"]')?.getAttribute('data-days') ?? ''),

  async openArtists(path = '/artists') {
    await shell.open(path);
    await shell.waitForPage('artists');
  },

  async openSearch(path = '/search') {
    await shell.open(path);
    await shell.waitForPage('search');
  },

  /** Types a text into a field and presses Enter. */
  async submit(input: ReturnType<typeof $>, text: string) {
    await input.waitForDisplayed();
    await input.click();
    await input.setValue(text);
    await browser.keys('Enter');
  },

  /**
   * Counts the forms submitted from now on, each counted a task after its submit event: by then
   * the page's own handler has run (React listens on its root, inside the window) and the update
   * it made has been drawn (React draws an update from a submit before the next task).
   */
  countSubmits: () =>
    inPage(() => {
      const w = window as unknown as { __submits?: number };
      w.__submits = 0;
      window.addEventListener('submit', () => setTimeout(() => (w.__submits = (w.__submits ?? 0) + 1)));
    }),
  submits: () => inPage(() => (window as unknown as { __submits?: number }).__submits ?? 0),

  async waitForNicknames(what: string) {
    await browser.waitUntil(async () => (await this.nicknames()).length > 0, { timeoutMsg: `no artists listed for ${what}` });
    return this.nicknames();
  },

  async waitForSketches(what: string) {
    await browser.waitUntil(async () => (await this.sketchIds()).length > 0, { timeoutMsg: `no sketches listed for ${what}` });
    return this.sketchIds();
  },
};
