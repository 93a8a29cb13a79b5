// Page object of the sketch page and its comments.
import { browser, $ } from '@wdio/globals';
import type { Sketch } from '../../../src/api/schemas/sketches';
import { shell } from './shell';

const byTestId = (id: string) => $(`[data-testid="${id}"]`);

/** Reads in the page (WebKit's driver answers resolved href properties and '' for some text). */
const inPage = {
  attribute: (selector: string, name: string) =>
    browser.execute((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name),
  text: (selector: string) => browser.execute((s: string) => document.querySelector(s)?.textContent ?? '', selector),
  value: (selector: string) => browser.execute((s: string) => (document.querySelector(s) as HTMLTextAreaElement | null)?.value ?? null, selector),
};

/** A number shown in a count ('12 hearts' -> 12). */
const countIn = async (testId: string) => Number((await inPage.text(`[data-testid="${testId}"] b`)).replace(/,/g, ''));

export const sketchPage = {
  page: () => byTestId('sketch-page'),
  title: () => byTestId('sketch-title'),
  image: () => byTestId('sketch-image'),
  creator: () => byTestId('sketch-creator'),
  heart: () => byTestId('heart'),
  rate: () => byTestId('rate'),
  commentInput: () => byTestId('comment-input'),
  commentPost: () => byTestId('comment-post'),
  commentList: () => byTestId('comment-list'),
  inPage,
  countIn,

  /** Opens the sketch page of `id` and waits for it. */
  async open(id: number) {
    await browser.url(`/sketch/${id}`);
    await this.page().waitForDisplayed();
    await browser.waitUntil(async () => (await inPage.attribute('[data-testid="sketch-page"]', 'data-sketch-id')) === String(id));
    // The page comes rendered by the server: its buttons answer once the app has taken it over.
    await shell.waitForApp();
  },

  /**
   * The first sketch from `fromId` on that the signed-in user (in the browser) may heart and
   * comment on: someone else's, public, not mature, creator neither blocked nor blocking.
   */
  async findHeartable(fromId: number): Promise<Sketch> {
    const found: unknown = await browser.execute(async (start: number) => {
      const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' })).json();
      const me = (await get('/api/v2/user/me')).user as { id: number; blocks: number[] };
      const blocked = (await get('/api/v2/user/blocked?both=1')) as { blockedBy: number[] };
      for (let id = start; id < start + 400; id++) {
        const response = await fetch(`/api/v2/sketchInfo/${id}`, { headers: { Accept: 'application/json' }, credentials: 'include' });
        if (!response.ok) continue;
        const s = (await response.json()) as Sketch;
        const creatorOk = s.creator !== me.id && !me.blocks.includes(s.creator) && !blocked.blockedBy.includes(s.creator);
        if (s.userCanHeart && creatorOk && !s.mature && !s.unlisted && !s.violation) return s;
      }
      throw new Error('no sketch to heart');
    }, fromId);
    return found as Sketch;
  },

  /** A sketch a visitor sees in full: public, not mature, with a description and tags. */
  async findForVisitor(fromId: number): Promise<Sketch> {
    const found: unknown = await browser.execute(async (start: number) => {
      for (let id = start; id < start + 400; id++) {
        const response = await fetch(`/api/v2/sketchInfo/${id}`, { headers: { Accept: 'application/json' } });
        if (!response.ok) continue;
        const s = (await response.json()) as Sketch;
        if (!s.mature && !s.unlisted && !s.violation && s.description && s.tags.length > 0 && s.title && s.title !== 'null') return s;
      }
      throw new Error('no sketch for a visitor');
    }, fromId);
    return found as Sketch;
  },

  /** Makes the next comment posts of this page fail, as a server error would. */
  async failCommentPosts() {
    await browser.execute(() => {
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (init?.method === 'POST' && new URL(url, location.href).pathname === '/comment') {
          return Promise.resolve(new Response('{"error":"internal","message":"down"}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
        }
        return original(input, init);
      };
    });
  },

  /** The comment showing `text`, once the server's version has replaced the optimistic one. */
  async waitForSavedComment(text: string) {
    await browser.waitUntil(
      async () =>
        browser.execute((t: string) => {
          const item = [...document.querySelectorAll('[data-testid="comment"]')].find((el) => el.querySelector('[data-testid="comment-text"]')?.textContent === t);
          return !!item && Number(item.getAttribute('data-comment-id')) > 0;
        }, text),
      { timeoutMsg: `the comment "${text}" was not saved` },
    );
  },

  async hasComment(text: string): Promise<boolean> {
    return browser.execute(
      (t: string) => [...document.querySelectorAll('[data-testid="comment-text"]')].some((el) => el.textContent === t),
      text,
    );
  },

  async draft(key: string): Promise<string | null> {
    return browser.execute((k: string) => localStorage.getItem(k), key);
  },
};
