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

  /** Where the first card of the large list puts its parts, in the page. */
  async firstFeedCard() {
    return browser.execute(() => {
      const list = document.querySelector('[data-testid="sketch-grid"]') as HTMLElement;
      const post = list.querySelector('article[data-testid="sketch-card"]')!;
      const image = post.querySelector('.image img')!.getBoundingClientRect();
      const byline = post.querySelector('[data-testid="card-byline"]')!;
      return {
        viewport: window.innerWidth,
        listWidth: list.clientWidth,
        imageWidth: Math.round(post.querySelector('.image')!.getBoundingClientRect().width),
        imageBottom: Math.round(image.bottom),
        bylineTop: Math.round(byline.getBoundingClientRect().top),
        avatar: byline.querySelector('img') !== null,
        name: byline.querySelector('a')?.textContent ?? '',
        // What a screen reader reads for each count ('6 hearts', '1 rule'): the kind, in the singular.
        counts: [...post.querySelectorAll('.sr-only')].map((el) => /^\d+ (\w+?)s?$/.exec(el.textContent ?? '')?.[1]),
        commentsHref: post.querySelector('a.comments')?.getAttribute('href') ?? '',
      };
    });
  },

  /**
   * How the tiles in `section` fit their text: the name whole, or on a line of its own (the whole
   * width), and the width it has; the counts clipped (wider than their box, or past the tile's edge).
   */
  async tileFits(section: string) {
    return browser.execute((selector: string) => {
      const tiles = [...document.querySelectorAll(`${selector} a[data-testid="sketch-card"]`)].slice(0, 8) as HTMLElement[];
      return tiles.map((tile) => {
        const who = tile.querySelector('.who') as HTMLElement;
        const counts = tile.querySelector('.counts') as HTMLElement;
        const caption = (tile.querySelector('.caption') as HTMLElement).getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(tile.querySelector('.caption')!).paddingLeft) * 2;
        const box = tile.getBoundingClientRect();
        const end = counts.getBoundingClientRect().right;
        return {
          id: tile.dataset.sketchId,
          width: Math.round(box.width),
          nameWhole: who.scrollWidth <= who.clientWidth,
          nameFullLine: who.clientWidth >= caption.width - padding - 1,
          nameWidth: who.clientWidth,
          countsClipped: counts.scrollWidth > counts.clientWidth + 1 || end > box.right,
          titleColor: getComputedStyle(tile.querySelector('.title')!).color,
          // The artist's name and the counts: the card's own colour, not one of the page's classes.
          metaColor: getComputedStyle(tile.querySelector('.meta')!).color,
        };
      });
    }, section);
  },

  /**
   * The grid's tiles that are not square once the images in view have loaded ([] when all are):
   * a tile takes the image's own proportions if its CSS lets it, which moves the rows below.
   */
  async unsquareTiles(): Promise<string[]> {
    await browser.waitUntil(
      () => browser.execute(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="sketch-grid"] [data-testid="sketch-card"] img')].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete)),
      { timeoutMsg: 'the images in view did not load' },
    );
    return browser.execute(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="sketch-grid"] [data-testid="sketch-card"]')]
        .map((tile) => ({ id: tile.dataset.sketchId, box: tile.getBoundingClientRect() }))
        .filter(({ box }) => Math.abs(box.width - box.height) > 1)
        .map(({ id, box }) => `${id}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
  },

  async path(): Promise<string> {
    return browser.execute(() => window.location.pathname);
  },
};
