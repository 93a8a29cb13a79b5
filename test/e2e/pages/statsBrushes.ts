// Page objects of the statistics screens and the brush browser.
import { browser, $, $$ } from '@wdio/globals';
import { shell } from './shell';

const byTestId = (id: string) => $(`[data-testid="${id}"]`);

/** Reads in the page: WebKit's driver answers resolved href properties and '' for some text. */
const inPage = {
  attribute: (selector: string, name: string) =>
    browser.execute((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name),
  attributes: (selector: string, name: string) =>
    browser.execute((s: string, n: string) => [...document.querySelectorAll(s)].map((e) => e.getAttribute(n) ?? ''), selector, name),
  text: (selector: string) => browser.execute((s: string) => document.querySelector(s)?.textContent ?? '', selector),
  count: (selector: string) => browser.execute((s: string) => document.querySelectorAll(s).length, selector),
  hash: () => browser.execute(() => window.location.hash),
};

export const statsPage = {
  inPage,
  notice: () => byTestId('stats-notice-text'),

  /** Data values of a chart's bars or points, as numbers. */
  async values(chart: string, mark: 'bar' | 'point'): Promise<number[]> {
    return (await inPage.attributes(`[data-testid="${chart}-${mark}"]`, 'data-value')).map(Number);
  },

  /**
   * A sketch of the patron that has statistics (the first of their "This week" ranking), read
   * as the patron sees it; leaves the patron signed in on their statistics page.
   */
  async patronSketchWithStats(patronId: number): Promise<number> {
    await shell.signInAs(patronId, `/e/stats/${patronId}`);
    await shell.waitForPage('userStats');
    const [first] = await this.weekSketchIds();
    if (first === undefined) throw new Error(`patron ${patronId} has no sketch in this week's ranking`);
    return first;
  },

  /** The sketch ids the "This week" ranking links to. */
  async weekSketchIds(): Promise<number[]> {
    const hrefs = await inPage.attributes('[data-testid="chart-week-row"] a', 'href');
    return hrefs.map((href) => Number(/\/sketch\/(\d+)$/.exec(href)?.[1] ?? NaN)).filter(Number.isFinite);
  },
};

export const brushPage = {
  inPage,
  browserRoot: () => byTestId('brush-browser'),
  items: () => $$('[data-testid="brush-item"]'),
  sheetButton: () => byTestId('brush-category-button'),
  categoryLink: (path: string) => $(`[data-testid="brush-category"][data-path="${path}"]`),
  toggle: (path: string) => $(`[data-testid="brush-category-toggle"][data-path="${path}"]`),
  shareButtons: () => $$('[data-testid="brush-share"]'),

  /** The category the browser shows ('' = every brush). */
  currentCategory: () => inPage.attribute('[data-testid="brush-browser"]', 'data-category'),
  itemCount: () => inPage.count('[data-testid="brush-item"]'),

  async waitForCategory(path: string) {
    await browser.waitUntil(async () => (await this.currentCategory()) === path && (await this.itemCount()) > 0, {
      timeoutMsg: `the brush browser did not show "${path}"`,
    });
  },

  /** Picks a category as a user would: opening the sheet on phones and the branches above it. */
  async pickCategory(path: string) {
    const sheet = await this.sheetButton();
    if (await sheet.isDisplayed()) await sheet.click();
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const parent = parts.slice(0, depth).join('/');
      const toggle = await this.toggle(parent);
      if ((await inPage.attribute(`[data-testid="brush-category-toggle"][data-path="${parent}"]`, 'aria-expanded')) !== 'true') await toggle.click();
    }
    const link = await this.categoryLink(path);
    await link.waitForClickable();
    await link.click();
    await this.waitForCategory(path);
  },
};
