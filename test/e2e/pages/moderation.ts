// Page object of the gloperators' tools: the moderator panel on a profile, its ban form, and the
// sign-in of a seeded user the development identity page does not list (its form, posted from
// the page as the listed accounts' buttons post it).
import { $, browser } from '@wdio/globals';
import { shell } from './shell';

export const moderation = {
  panel: () => $('[data-testid="moderator-panel"]'),
  banButton: () => $('[data-testid="mod-ban"]'),
  banDialog: () => $('[data-testid="ban-dialog"]'),
  duration: () => $('[data-testid="ban-duration"]'),
  reason: () => $('[data-testid="ban-reason-input"]'),
  notes: () => $('[data-testid="ban-notes"]'),
  submit: () => $('[data-testid="ban-submit"]'),
  result: () => $('[data-testid="ban-result"]'),
  problem: () => $('[data-testid="ban-problem"]'),
  banPage: () => $('[data-testid="ban-page"]'),
  banTitle: () => $('[data-testid="ban-page"] h1'),
  banText: () => $('[data-testid="ban-text"]'),
  banEnds: () => $('[data-testid="ban-ends"]'),
  banReason: () => $('[data-testid="ban-reason"]'),
  agree: () => $('[data-testid="ban-agree"]'),
  accept: () => $('[data-testid="ban-accept"]'),
  impersonateButton: () => $('[data-testid="mod-impersonate"]'),
  actingBar: () => $('[data-testid="acting-bar"]'),
  actingBarBack: () => $('[data-testid="acting-bar-back"]'),

  /** The acting bar's box, the header's bottom and the viewport's width, as the page lays them out. */
  async actingBarLayout(): Promise<{ top: number; bottom: number; left: number; right: number; headerBottom: number; viewport: number; backWidth: number; backHeight: number }> {
    return browser.execute(() => {
      const bar = document.querySelector('[data-testid="acting-bar"]')!.getBoundingClientRect();
      const back = document.querySelector('[data-testid="acting-bar-back"]')!.getBoundingClientRect();
      const header = document.querySelector('[data-testid="header"]')!.getBoundingClientRect();
      return { top: bar.top, bottom: bar.bottom, left: bar.left, right: bar.right, headerBottom: header.bottom, viewport: document.documentElement.clientWidth, backWidth: back.width, backHeight: back.height };
    });
  },

  /** Types into a box whose value React controls, and waits until the page holds it. */
  async type(element: ReturnType<typeof $>, text: string) {
    await element.waitForEnabled();
    await element.click();
    await element.setValue(text);
    await browser.waitUntil(async () => (await element.getValue()) === text, { timeoutMsg: `the box does not hold "${text}"` });
  },

  /** Opens the user's profile with the moderator panel on it (the gloperator is signed in). */
  async openProfile(userId: number) {
    await shell.open(`/user/${userId}`);
    await shell.waitForPage('profile');
    await this.panel().waitForDisplayed({ timeoutMsg: 'the moderator panel is not shown' });
  },

  /** Sends the ban form: the duration by its label, the reason; resolves with the server's message. */
  async ban(durationLabel: string, reason: string, notes = ''): Promise<string> {
    await this.banButton().click();
    await this.banDialog().waitForDisplayed();
    await this.duration().selectByVisibleText(durationLabel);
    await browser.waitUntil(async () => (await browser.execute(() => (document.querySelector('[data-testid="ban-duration"]') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent ?? '')) === durationLabel, {
      timeoutMsg: `the duration ${durationLabel} was not chosen`,
    });
    await this.type(this.reason(), reason);
    if (notes) await this.type(this.notes(), notes);
    await this.submit().click();
    await this.result().waitForDisplayed({ timeoutMsg: `no answer to the ban; problem: ${await this.problem().isExisting() ? await this.problem().getText() : 'none'}` });
    return (await browser.execute(() => document.querySelector('[data-testid="ban-result"]')?.textContent ?? '')) as string;
  },

  /** Signs in as any user (the identity page lists only some), then opens `returnTo` and stays there. */
  async signInById(userId: number, returnTo = '/') {
    await shell.signInAs(userId, returnTo);
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === returnTo.split('?')[0] && (await shell.header().isDisplayed()), {
      timeoutMsg: `signing in as user ${userId} did not reach ${returnTo}`,
    });
  },
};
