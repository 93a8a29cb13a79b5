// Page objects of the compo list, a compo page and its voting ballot.
import { browser, $, $$ } from '@wdio/globals';

/** Text read in the page (WebKit's driver may answer '' for clipped text). */
const texts = (selector: string): Promise<string[]> =>
  browser.execute((s: string) => [...document.querySelectorAll(s)].map((e) => e.textContent ?? ''), selector);

export const compos = {
  cards: () => $$('[data-testid="compo-card"]'),
  /** The address of the first compo card in a state (read in the page: WebKit answers resolved hrefs). */
  async firstHref(state: 'open' | 'voting' | 'closed', where = ''): Promise<string> {
    return (await browser.waitUntil(
      () => browser.execute((s: string) => document.querySelector(s)?.getAttribute('href') ?? false, `[data-testid="compo-card"][data-state="${state}"]${where}`),
      { timeoutMsg: `no ${state} compo card` },
    )) as string;
  },
  cardStates: () => texts('[data-testid="compo-card-state"]'),
};

export const compoPage = {
  title: () => $('[data-testid="compo-title"]'),
  state: () => $('[data-testid="compo-state"]'),
  countdown: () => $('[data-testid="compo-countdown"]'),
  vote: () => $('[data-testid="compo-vote"]'),
  entriesTab: () => $('[data-testid="compo-tab-entries"]'),
  discussionTab: () => $('[data-testid="compo-tab-discussion"]'),
  discussion: () => $('[data-testid="compo-panel-discussion"]'),
  statuses: () => texts('[data-testid="entry-status"]'),
  placeBadges: () => texts('[data-testid="place-badge"]'),
  voteLabel: () => browser.execute(() => document.querySelector('[data-testid="compo-vote"]')?.textContent ?? ''),
};

export const ballot = {
  root: () => $('[data-testid="ballot"]'),
  entries: () => $$('[data-testid="ballot-entry"]'),
  next: () => $('[data-testid="ballot-next"]'),
  submit: () => $('[data-testid="ballot-submit"]'),
  skip: () => $('[data-testid="ballot-skip"]'),
  visit: () => $('[data-testid="ballot-visit"]'),
  thanks: () => $('[data-testid="vote-thanks"]'),
  /** The set shown, 0-based. */
  step: async () => Number(await ballot.root().getAttribute('data-step')),
  /** How many sets the ballot has (from 'Set 1 of N'). */
  async setCount(): Promise<number> {
    const text = await browser.execute(() => document.querySelector('[data-testid="ballot-progress"]')?.textContent ?? '');
    return Number(/of (\d+)/.exec(text)?.[1] ?? 0);
  },
  /** Ids of the set shown, in their order. */
  shownIds: () => browser.execute(() => [...document.querySelectorAll('[data-testid="ballot-entry"]')].map((e) => Number(e.getAttribute('data-sketch-id')))),
};
