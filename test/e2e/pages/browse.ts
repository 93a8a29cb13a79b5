// Page object of the home page and the galleries.
import { browser, $, $$ } from '@wdio/globals';
import { shell } from './shell';

export const browse = {
  section: (name: string) => $(`[data-testid="home-${name}"]`),
  grid: () => $('[data-testid="sketch-grid"]'),
  cards: () => $$('[data-testid="sketch-card"]'),
  title: () => $('[data-testid="gallery-title"]'),

  /** Sketches the grid holds (loaded), not only the ones in the DOM. */
  async loadedCount(): Promise<number> {
    return browser.execute(() => Number(document.querySelector('[data-testid="sketch-grid"]')?.getAttribute('data-count') ?? 0));
  },

  async scrollY(): Promise<number> {
    return browser.execute(() => Math.round(window.scrollY));
  },

  async scrollTo(y: number): Promise<void> {
    await browser.execute((to) => window.scrollTo(0, to), y);
  },

  async scrollToEnd(): Promise<void> {
    await browser.execute(() => window.scrollTo(0, document.documentElement.scrollHeight));
  },

  /** The id of the card in the middle of the viewport's height, first column (what the user is looking at). */
  async cardAtCentre(): Promise<string | null> {
    return browser.execute(() => {
      for (const dy of [0, 12, 24]) {
        const hit = document.elementFromPoint(window.innerWidth * 0.25, window.innerHeight / 2 + dy);
        const id = hit?.closest('[data-testid="sketch-card"]')?.getAttribute('data-sketch-id');
        if (id) return id;
      }
      return null;
    });
  },

  /** Ids of the recents area's cards (read in the page: WebKit answers resolved properties). */
  async recentsIds(): Promise<string[]> {
    return browser.execute(() =>
      [...document.querySelectorAll('[data-testid="home-recents"] [data-testid="sketch-card"]')].map((a) => a.getAttribute('data-sketch-id') ?? ''),
    );
  },

  /** Opens a gallery and waits for its first page of sketches. */
  async openGallery(path: string) {
    await shell.open(path);
    await shell.waitForPage('gallery');
    await browser.waitUntil(async () => (await this.loadedCount()) >= 25, { timeoutMsg: `no first page in ${path}` });
  },

  /** Scrolls to the end until the grid holds at least `count` sketches. */
  async loadAtLeast(count: number) {
    await browser.waitUntil(
      async () => {
        await this.scrollToEnd();
        return (await this.loadedCount()) >= count;
      },
      { timeoutMsg: `fewer than ${count} sketches loaded` },
    );
  },

  /** True while the grid is fetching a page (its spinner shows). */
  async isLoading(): Promise<boolean> {
    return browser.execute(() => document.querySelector('[data-testid="grid-loading"]') !== null);
  },

  async path(): Promise<string> {
    return browser.execute(() => window.location.pathname);
  },
};
