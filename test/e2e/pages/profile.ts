// Page object of the profile (/user/{id or name}[/{section}], /{patron name}) and the fan lists
// (/user/{id}/fans, /fanof).
import { browser, $ } from '@wdio/globals';
import { shell } from './shell';

/** Reads in the page: WebKit's driver answers resolved or empty values for some properties. */
const inPage = <T>(fn: () => T) => browser.execute(fn);

export const profile = {
  root: () => $('[data-testid="profile"]'),
  nickname: () => $('[data-testid="profile-nickname"]'),
  fanButton: () => $('[data-testid="profile-fan"]'),
  unfanButton: () => $('[data-testid="profile-unfan"]'),
  blockButton: () => $('[data-testid="profile-block"]'),
  unblockButton: () => $('[data-testid="profile-unblock"]'),
  fansCount: () => inPage(() => document.querySelector('[data-testid="profile-fans"]')?.textContent ?? ''),
  userId: () => inPage(() => Number(document.querySelector('[data-testid="profile"]')?.getAttribute('data-user-id') ?? 0)),
  section: () => inPage(() => document.querySelector('[data-testid="profile"]')?.getAttribute('data-section') ?? ''),
  nicknameText: () => inPage(() => document.querySelector('[data-testid="profile-nickname"]')?.textContent ?? ''),
  fanIds: () => inPage(() => [...document.querySelectorAll('[data-testid="fan-card"]')].map((c) => Number(c.getAttribute('data-user-id')))),
  blockedIds: () => inPage(() => [...document.querySelectorAll('[data-testid="blocked-user"]')].map((c) => Number(c.getAttribute('data-user-id')))),

  /** Opens an address that shows a profile (route `page`: profile, or profileFallback for /{name}). */
  async open(path: string, page = 'profile') {
    await shell.open(path);
    await shell.waitForPage(page);
    await this.nickname().waitForDisplayed();
  },

  async openFans(path: string) {
    await shell.open(path);
    await shell.waitForPage('fans');
    await $('[data-testid="fan-grid"]').waitForExist();
  },

  /** Waits until the fan list shows cards (or says it is empty). */
  async waitForFans() {
    await browser.waitUntil(async () => (await this.fanIds()).length > 0 || (await $('[data-testid="fans-empty"]').isExisting()), { timeoutMsg: 'the fan list did not load' });
    return this.fanIds();
  },

  /** Answers the open confirmation. */
  async confirm(expected: string) {
    await shell.dialogMessage().waitForDisplayed();
    await browser.waitUntil(async () => (await shell.dialogMessage().getText()).startsWith(expected), { timeoutMsg: `the confirmation did not ask "${expected}"` });
    await shell.dialogOk().click();
    await shell.dialogMessage().waitForExist({ reverse: true });
  },
};
