// Page object of group admin (/a/groups[/{tab}]): its tabs, the requests with Approve and Reject
// (and the prompt a rejection asks), and the moderate tab's official switches.
import { $, browser } from '@wdio/globals';
import { shell } from './shell';

export const groupAdmin = {
  page: () => $('[data-testid="group-admin"]'),
  panel: () => $('[data-testid="ga-panel"]'),
  tab: (name: string) => $(`[data-testid="ga-tab-${name}"]`),
  promptText: () => $('[data-testid="prompt-text"]'),
  promptOk: () => $('[data-testid="prompt-ok"]'),
  menuLink: () => $('[data-testid="menu-groups-admin"]'),

  /** Opens an address of the screen and waits for its panel. */
  async open(path = '/a/groups') {
    await shell.open(path);
    await shell.waitForPage('groupAdmin');
    await this.panel().waitForDisplayed();
  },

  /** Chooses a tab as a user would and waits until its panel shows it. */
  async chooseTab(name: string) {
    await this.tab(name).click();
    await browser.waitUntil(async () => (await this.panel().getAttribute('data-tab')) === name, { timeoutMsg: `the ${name} tab is not shown` });
  },

  async path(): Promise<string> {
    return browser.execute(() => location.pathname);
  },

  async historyLength(): Promise<number> {
    return browser.execute(() => history.length);
  },

  /** The ids of the requests listed, in order. */
  /**
   * Asks for new groups as the signed-in user (one per title; the thumbnail is one of `userId`'s
   * public sketches) and votes each up, so they list before the requests nobody voted for.
   */
  async makeRequests(userId: number, titles: string[]): Promise<number[]> {
    const ids = await browser.execute(
      async (user: number, names: string[]) => {
        const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
        const post = async (body: unknown) =>
          (await fetch('/api/v2/group', { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': token }, body: JSON.stringify(body) })).json();
        const list = (await (await fetch(`/user/${user}/sketches?format=json&sort=recent&page=1`, { headers: { Accept: 'application/json' } })).json()) as { sketches: { id: number }[] };
        const thumbnail = list.sketches[0]?.id;
        const made: number[] = [];
        for (const title of names) {
          const answer = (await post({ action: 'request', title, description: 'A request made by the group admin test.', thumbnail })) as { request?: { id: number } };
          if (!answer.request) return null;
          await post({ action: 'requestVote', requestId: answer.request.id });
          made.push(answer.request.id);
        }
        return made;
      },
      userId,
      titles,
    );
    if (!ids) throw new Error('the group requests could not be made');
    return ids;
  },

  request: (id: number) => $(`[data-testid="ga-request"][data-id="${id}"]`),

  async waitUntilGone(id: number) {
    await this.request(id).waitForExist({ reverse: true, timeoutMsg: `request ${id} is still listed` });
  },

  async approve(id: number) {
    await this.request(id).$('[data-testid="ga-request-approve"]').click();
    await this.waitUntilGone(id);
  },

  /** Rejects with `message` typed into the prompt. */
  async reject(id: number, message: string) {
    await this.request(id).$('[data-testid="ga-request-reject"]').click();
    await this.promptText().waitForDisplayed();
    await this.promptText().setValue(message);
    await browser.waitUntil(async () => (await this.promptText().getValue()) === message, { timeoutMsg: 'the prompt does not hold the message' });
    await this.promptOk().click();
    await this.waitUntilGone(id);
  },

  /** The first group of the moderate tab: its id and official flag. */
  async firstModeratedGroup(): Promise<{ id: number; official: boolean }> {
    const row = $('[data-testid="ga-moderate-group"]');
    await row.waitForExist({ timeoutMsg: 'the moderate tab lists no group' });
    return { id: Number(await row.getAttribute('data-id')), official: (await row.getAttribute('data-official')) === 'true' };
  },

  moderatedGroup: (id: number) => $(`[data-testid="ga-moderate-group"][data-id="${id}"]`),

  async toggleOfficial(id: number, expected: boolean) {
    const row = this.moderatedGroup(id);
    await row.$('[data-testid="ga-official"]').click();
    await browser.waitUntil(async () => (await row.getAttribute('data-official')) === String(expected), { timeoutMsg: `group ${id} did not turn official=${expected}` });
  },
};
