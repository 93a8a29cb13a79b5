// Page objects of account recovery (/recover, /recover/{key}), the store (/store), the simulated
// payment provider's page and the store's return page (/store/paypal-success).
import { $, browser } from '@wdio/globals';
import type { DevMail } from '../../../src/api/schemas/account';

export const recovery = {
  email: () => $('[data-testid="recover-email"]'),
  send: () => $('[data-testid="recover-send"]'),
  sent: () => $('[data-testid="recover-sent"]'),
  welcome: () => $('[data-testid="recover-welcome"]'),

  /** The newest recovery link mailed to `address`, read from the demo outbox (development surface). */
  async latestLink(address: string): Promise<string> {
    const mail = await browser.execute(async (to: string) => {
      const response = await fetch(`/api/dev/mail?to=${encodeURIComponent(to)}`, { headers: { Accept: 'application/json' } });
      return (await response.json()) as DevMail;
    }, address);
    const link = mail.messages[0]?.link;
    if (!link) throw new Error(`no recovery e-mail to ${address} in the outbox`);
    return link;
  },
};

export const store = {
  loginRequired: () => $('[data-testid="store-login-required"]'),
  hearts: () => $('[data-testid="store-hearts"]'),
  wallet: () => $('[data-testid="store-wallet"]'),
  buy: (item: string) => $(`[data-testid="buy-${item}"]`),
  /** The simulated provider's page. */
  providerSummary: () => $('[data-testid="provider-summary"]'),
  providerPay: () => $('[data-testid="provider-pay"]'),
  purchaseWhat: () => $('[data-testid="purchase-what"]'),
  purchaseHearts: () => $('[data-testid="purchase-hearts"]'),

  /** The number of a heart count ('37 hearts' -> 37), read in the page (WebKit's driver may answer '' for visible text). */
  async count(testId: 'store-hearts' | 'purchase-hearts'): Promise<number> {
    const text = await browser.execute((id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '', testId);
    const found = /^(\d+) hearts?$/.exec(text.trim());
    if (!found) throw new Error(`not a heart count: "${text}"`);
    return Number(found[1]);
  },
};
