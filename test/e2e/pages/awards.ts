// Page object of the awards page (/awards/{year}).
import { browser, $, $$ } from '@wdio/globals';

const category = (title: string) => $(`//section[@data-testid="award-category"][.//h3[normalize-space()="${title}"]]`);

export const awards = {
  page: () => $('[data-testid="awards-page"]'),
  yearPicker: () => $('[data-testid="awards-year"]'),
  summary: () => $('[data-testid="award-summary"]'),
  summaryWinners: () => $('[data-testid="award-summary-winners"]'),
  summaryVideo: () => $('[data-testid="award-summary-video"]'),
  signIn: () => $('[data-testid="awards-sign-in"]'),
  nominate: () => $('[data-testid="awards-nominate"]'),
  winners: () => $$('[data-testid="award-winner"]'),
  category,
  voteButtons: (title: string) => category(title).$$('[data-testid="award-vote"]'),
  clearVote: (title: string) => category(title).$('[data-testid="award-clear-vote"]'),
  highlighted: (title: string) => category(title).$$('[data-testid="award-candidate"][data-highlight="true"]'),
  nominationCategory: () => $('[data-testid="nomination-category"]'),
  nominee: () => $('[data-testid="nomination-nominee"]'),
  nominationSend: () => $('[data-testid="nomination-send"]'),
  nominationError: () => $('[data-testid="nomination-error"]'),

  /** Waits until the page shows `year` with its categories. */
  async waitForYear(year: number) {
    await browser.waitUntil(async () => (await this.page().getAttribute('data-year')) === String(year), { timeoutMsg: `the awards of ${year} were not shown` });
    await $('[data-testid="award-category"]').waitForDisplayed();
  },

  /** The text of an element, read in the page (WebKit's driver misses text in some layouts). */
  textOf: (selector: string) => browser.execute((s: string) => document.querySelector(s)?.textContent ?? '', selector),

  /** The state of a category: voting, voted or closed. */
  stateOf: (title: string) => category(title).getAttribute('data-state'),
};
