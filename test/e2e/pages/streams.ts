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

  /** The number of cards in the list, and their preview rotations. */
  async cardFacts(): Promise<{ count: number; rotations: string[]; views: string[] }> {
    return browser.execute(() => {
      const cards = [...document.querySelectorAll('[data-testid="stream-card"]')];
      return {
        count: cards.length,
        rotations: cards.map((card) => card.querySelector('img.frame')?.getAttribute('data-rotation') ?? 'none'),
        views: cards.map((card) => card.querySelector('[data-testid="stream-card-views"]')?.textContent ?? ''),
      };
    });
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
