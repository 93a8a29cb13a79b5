// Page object of the live stream screens (/streams, /stream/{id}, /stream/sheet, /stream/start).
import { $, $$, browser } from '@wdio/globals';

export const streams = {
  cards: () => $$('[data-testid="stream-card"]'),
  firstCard: () => $('[data-testid="stream-card"]'),
  loginRequired: () => $('[data-testid="stream-login-required"]'),
  join: () => $('[data-testid="stream-join"]'),
  frame: () => $('[data-testid="stream-frame"]'),
  announce: () => $('[data-testid="stream-announce"]'),
  connection: () => $('[data-testid="stream-connection"]'),
  audio: () => $('[data-testid="stream-audio"]'),
  startButton: () => $('[data-testid="stream-start"]'),
  startResult: () => $('[data-testid="stream-start-result"]'),
  sheetTiles: () => $$('[data-testid="sheet-tile"]'),

  /**
   * The cards of the list (each once, by stream id), with their preview rotations and views. The
   * list is windowed: only cards near the viewport are in the page, so this scrolls through it
   * from top to bottom, collecting at each step, and goes back to the top.
   */
  async cardFacts(): Promise<{ count: number; rotations: string[]; views: string[] }> {
    const seen = new Map<string, { rotation: string; views: string }>();
    for (let step = 0; step < 50; step++) {
      const { cards, atEnd } = await browser.execute(() => {
        const found = [...document.querySelectorAll('[data-testid="stream-card"]')].map((card) => ({
          id: card.getAttribute('data-stream-id') ?? '',
          rotation: card.querySelector('img.frame')?.getAttribute('data-rotation') ?? 'none',
          views: card.querySelector('[data-testid="stream-card-views"]')?.textContent ?? '',
        }));
        const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        return { cards: found, atEnd: end };
      });
      for (const card of cards) seen.set(card.id, { rotation: card.rotation, views: card.views });
      if (atEnd) break;
      await browser.pause(100); // let the window follow the scroll (rendering, not a wait for data)
    }
    await browser.execute(() => window.scrollTo(0, 0));
    const facts = [...seen.values()];
    return { count: facts.length, rotations: facts.map((f) => f.rotation), views: facts.map((f) => f.views) };
  },

  /** The id of the first live stream of the list (the list shows). */
  async firstLiveStreamId(): Promise<number> {
    await this.firstCard().waitForDisplayed();
    return Number(await this.firstCard().getAttribute('data-stream-id'));
  },

  /** The status the list's API answers this browser's session with. */
  async listStatus(): Promise<number> {
    return browser.execute(async () => (await fetch('/api/v2/streams', { headers: { Accept: 'application/json' } })).status);
  },

  /** The sequence number of the live picture shown, or -1 before the first. */
  async frameSeq(): Promise<number> {
    return browser.execute(() => Number(document.querySelector('[data-testid="stream-frame"]')?.getAttribute('data-seq') ?? -1));
  },

  /** The live picture has loaded as an image (not a broken one). */
  async frameDecoded(): Promise<boolean> {
    return browser.execute(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="stream-frame"]');
      return !!image && image.complete && image.naturalWidth > 0;
    });
  },

  /** Sound chunks that arrived, and whether the page could play them. */
  async audioFacts(): Promise<{ chunks: number; audio: string }> {
    return browser.execute(() => {
      const el = document.querySelector('[data-testid="stream-audio"]');
      return { chunks: Number(el?.getAttribute('data-chunks') ?? 0), audio: el?.getAttribute('data-audio') ?? '' };
    });
  },
};
