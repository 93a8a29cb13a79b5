// Page object of the groups screens: /groups (tabs, search, requests and the request dialog),
// a group's page /group/{id}, and the group switches on the owner's sketch page.
import { $, $$, browser } from '@wdio/globals';
import { shell } from './shell';

interface OwnSketch {
  id: number;
  groups: { id: number; title: string }[];
  eligibleGroups: { id: number; title: string }[];
}

export const groupsPage = {
  screen: () => $('[data-testid="groups"]'),
  tab: (id: string) => $(`[data-testid="groups-tab-${id}"]`),
  searchInput: () => $('[data-testid="group-search-input"]'),
  requestOpen: () => $('[data-testid="request-group-open"]'),
  dialog: () => $('[data-testid="request-group-dialog"]'),
  dialogName: () => $('[data-testid="request-group-name"]'),
  dialogDescription: () => $('[data-testid="request-group-description"]'),
  dialogThumbnail: () => $('[data-testid="request-group-thumbnail"]'),
  dialogSend: () => $('[data-testid="request-group-send"]'),
  dialogError: () => $('[data-testid="request-group-error"]'),
  dialogAge: () => $('[data-testid="request-group-age"]'),

  async open(path = '/groups') {
    await shell.open(path);
    await shell.waitForPage(path.startsWith('/group/') ? 'group' : 'groups');
  },

  /** The tab ids shown, in order. */
  async tabs(): Promise<string[]> {
    return browser.execute(() => [...document.querySelectorAll('[role="tab"][data-testid^="groups-tab-"]')].map((el) => el.getAttribute('data-testid')!.slice('groups-tab-'.length)));
  },

  async selectedTab(): Promise<string> {
    return (await this.screen().getAttribute('data-tab')) ?? '';
  },

  async chooseTab(id: string) {
    await this.tab(id).click();
    await browser.waitUntil(async () => (await this.selectedTab()) === id, { timeoutMsg: `the ${id} tab is not chosen` });
  },

  /** The titles of the group cards shown (once at least one is there, or `allowEmpty`). */
  async groupTitles(): Promise<string[]> {
    return browser.execute(() => [...document.querySelectorAll('[data-testid="group-card-title"]')].map((el) => el.textContent ?? ''));
  },

  async waitForGroups(): Promise<string[]> {
    await $('[data-testid="group-card"]').waitForExist({ timeoutMsg: 'no group cards are shown' });
    return this.groupTitles();
  },

  /** Types a search and presses Enter. */
  async search(text: string) {
    const input = await this.searchInput();
    await input.waitForDisplayed();
    await input.click();
    await input.setValue(text);
    await browser.keys('Enter');
  },

  /** Types into a box whose value React controls, and waits until it holds the text. */
  async type(element: ReturnType<typeof $>, text: string) {
    await element.waitForEnabled();
    await element.click();
    await element.setValue(text);
    await browser.waitUntil(async () => (await element.getValue()) === text, { timeoutMsg: `the box does not hold "${text}"` });
  },

  /** The request card whose title is `title`: its upvotes and vote state. */
  async request(title: string): Promise<{ id: string; upvotes: string; state: 'vote' | 'voted' | 'closed' | 'none' } | null> {
    return browser.execute((t: string) => {
      const card = [...document.querySelectorAll('[data-testid="group-request"]')].find((el) => el.querySelector('[data-testid="group-request-title"]')?.textContent === t);
      if (!card) return null;
      const has = (id: string) => !!card.querySelector(`[data-testid="${id}"]`);
      const state = has('group-request-vote') ? 'vote' : has('group-request-voted') ? 'voted' : has('group-request-closed') ? 'closed' : 'none';
      return { id: card.getAttribute('data-request-id') ?? '', upvotes: card.querySelector('[data-testid="group-request-upvotes"]')?.textContent ?? '', state };
    }, title);
  },

  /**
   * Waits until the request titled `title` is listed. The list is windowed (only the cards near
   * the viewport are in the page), so each try scrolls through it from the top until the card
   * is there, and leaves it in the middle of the viewport.
   */
  async waitForRequest(title: string) {
    await browser.waitUntil(async () => (await this.scrollToRequest(title)) && (await this.request(title)) !== null, { timeoutMsg: `the request "${title}" is not listed` });
    return (await this.request(title))!;
  },

  async scrollToRequest(title: string): Promise<boolean> {
    return browser.execute(async (t: string) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const find = () => [...document.querySelectorAll('[data-testid="group-request"]')].find((el) => el.querySelector('[data-testid="group-request-title"]')?.textContent === t);
      window.scrollTo(0, 0);
      await frame();
      for (;;) {
        const card = find();
        if (card) {
          card.scrollIntoView({ block: 'center' });
          await frame();
          return true;
        }
        const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        if (bottom) return false;
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        await frame();
      }
    }, title);
  },

  async vote(requestId: string) {
    await $(`[data-request-id="${requestId}"] [data-testid="group-request-vote"]`).click();
  },

  async requestCount(): Promise<number> {
    return (await $$('[data-testid="group-request"]')).length;
  },

  /**
   * One of the signed-in artist's sketches (artist `userId`) whose page offers groups: with
   * `full`, one already in 10 groups; otherwise one in fewer.
   */
  async findOwnSketch(userId: number, full: boolean): Promise<OwnSketch> {
    const found: unknown = await browser.execute(
      async (user: number, wantFull: boolean) => {
        const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' })).json();
        for (let page = 1; page <= 10; page++) {
          const list = (await get(`/user/${user}/sketches?format=json&sort=recent&page=${page}`)) as { sketches: { id: number }[] };
          for (const card of list.sketches) {
            const s = (await get(`/api/v2/sketchInfo/${card.id}`)) as OwnSketch;
            if (s.eligibleGroups.length > 0 && (wantFull ? s.groups.length >= 10 : s.groups.length < 9)) return { id: s.id, groups: s.groups, eligibleGroups: s.eligibleGroups };
          }
          if (list.sketches.length === 0) break;
        }
        return null;
      },
      userId,
      full,
    );
    if (!found) throw new Error(`no sketch of user ${userId} ${full ? 'in 10 groups' : 'in fewer groups'} offers a group`);
    return found as OwnSketch;
  },

  groupSwitch: (groupId: number) => $(`[data-testid="group-switch-${groupId}"]`),

  async switchChecked(groupId: number): Promise<boolean> {
    return browser.execute((id: number) => (document.querySelector(`[data-testid="group-switch-${id}"]`) as HTMLInputElement | null)?.checked ?? false, groupId);
  },

  /** The groups the server holds for a sketch now. */
  async serverGroups(sketchId: number): Promise<number[]> {
    return browser.execute(async (id: number) => {
      const s = (await (await fetch(`/api/v2/sketchInfo/${id}`, { headers: { Accept: 'application/json' }, credentials: 'include' })).json()) as OwnSketch;
      return s.groups.map((g) => g.id);
    }, sketchId);
  },
};
