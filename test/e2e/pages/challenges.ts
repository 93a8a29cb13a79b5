// Page object of the daily challenge screens (/challenges, /challenge/{id}) and of the challenge
// part of the sketch page.
import { $, $$, browser } from '@wdio/globals';
import { shell } from './shell';

/** An attribute read in the page (WebKit answers resolved hrefs through WebDriver). */
const attribute = (selector: string, name: string) =>
  browser.execute((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);

export const challenges = {
  list: () => $('[data-testid="challenge-list"]'),
  cards: () => $$('[data-testid="challenge-list"] [data-testid="challenge-card"]'),
  firstCard: () => $('[data-testid="challenge-list"] [data-testid="challenge-card"]'),
  suggestButton: () => $('[data-testid="suggest-challenge"]'),
  suggestTitle: () => $('[data-testid="suggest-title"]'),
  suggestDescription: () => $('[data-testid="suggest-description"]'),
  suggestSend: () => $('[data-testid="suggest-send"]'),
  suggestForm: () => $('[data-testid="suggest-form"]'),
  searchInput: () => $('[data-testid="challenge-search-input"]'),
  results: () => $('[data-testid="challenge-results"]'),

  // The page of one challenge.
  page: () => $('[data-testid="challenge-page"]'),
  title: () => $('[data-testid="challenge-title"]'),
  entries: () => $('[data-testid="challenge-entries"]'),
  grid: () => $('[data-testid="sketch-grid"]'),
  modeList: () => $('[data-testid="challenge-mode-list"]'),
  modeGrid: () => $('[data-testid="challenge-mode-grid"]'),
  prevCard: () => $('[data-testid="challenge-prev"]'),
  pastChallenges: () => $('[data-testid="past-challenges"]'),

  /**
   * The text of an element as the page renders it. WebKitWebDriver's element text leaves out a
   * line cut with an ellipsis (the card titles), though it is on screen: read it in the page.
   */
  textOf: (selector: string) => browser.execute((s: string) => (document.querySelector(s) as HTMLElement | null)?.innerText ?? '', selector),

  /** The id of the challenge shown. */
  async shownId(): Promise<number> {
    return Number(await attribute('[data-testid="challenge-page"]', 'data-challenge-id'));
  },

  async waitForChallenge(id: number) {
    await shell.waitForPage('challenge');
    await browser.waitUntil(async () => (await this.shownId()) === id, { timeoutMsg: `challenge ${id} is not shown` });
  },

  async waitForMode(mode: 'grid' | 'list') {
    await browser.waitUntil(async () => (await attribute('[data-testid="sketch-grid"]', 'data-mode')) === mode, { timeoutMsg: `the entries are not a ${mode}` });
  },

  /** Whether the entries show the sketch (the card links to its page). */
  hasEntry: (sketchId: number) => browser.execute((id: number) => !!document.querySelector(`[data-testid="sketch-grid"] a[href="/sketch/${id}"]`), sketchId),

  // The sketch page's challenge part.
  enterButton: (challengeId: number) => $(`[data-testid="challenge-enter"][data-challenge-id="${challengeId}"]`),
  removeButton: () => $('[data-testid="challenge-remove"]'),
  /** The sketch's challenge in the details every viewer sees. */
  currentEntry: () => $('[data-testid="sketch-challenge"]'),
};

export const challengeData = {
  /** Today's challenge: the newest of the list (GET /api/v2/challenge). */
  async today(): Promise<{ id: number; title: string }> {
    const { status, body } = await browser.execute(async () => {
      const response = await fetch('/api/v2/challenge?page=1&pageSize=1', { headers: { Accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as { challenges: { id: number; title: string }[] } };
    });
    const first = body.challenges[0];
    if (status !== 200 || !first) throw new Error(`no challenge today (${status})`);
    return { id: first.id, title: first.title };
  },

  /** Deletes a sketch of the signed-in user (POST /api/v2/sketch/{id} {action: delete}). */
  async deleteSketch(id: number) {
    const { status } = await shell.post(`/api/v2/sketch/${id}`, { action: 'delete' });
    if (status !== 200) throw new Error(`sketch ${id} was not deleted (${status})`);
  },
};
