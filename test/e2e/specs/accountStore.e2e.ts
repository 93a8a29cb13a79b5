// Account recovery and the store: a recovery link that is not valid shows the spec's error and
// goes home; a full recovery asks for the e-mail, reads the link from the demo outbox
// (development surface) and signs in with it; the store tells a visitor to log in (reached from
// the menu); the artist buys a heart pack through the simulated payment provider and sees the
// hearts on the return page and in the store. Each engine recovers its own account, so the two
// browsers, which share one database, never use each other's links.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { recovery, store } from '../pages/accountStore';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
/** The account each engine recovers (the seed's address rule: the nickname, lower case). */
const recovered = () => DEMO_ACCOUNTS.find((a) => a.role === (engine() === 'MiniBrowser' ? 'gloperator' : 'groupAdmin'))!;
const addressOf = (nickname: string) => `${nickname.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

describe('account recovery and the store', () => {
  beforeEach(() => shell.startSignedOut());
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.body?.innerText.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('says what is wrong with a recovery link that is not valid, then goes home', async () => {
    await shell.open('/recover/no-such-recovery-key-0000000000');
    await shell.dialogMessage().waitForDisplayed();
    await expect(shell.dialogMessage()).toHaveText('Error accepting account recovery key: This recovery link is not valid. Ask for a new one.');
    await shell.dialogOk().click();
    await shell.waitForPage('home');
    expect(new URL(await browser.getUrl()).pathname).toBe('/');
    await expect(shell.loginButton()).toBeDisplayed();
  });

  it('recovers an account through the e-mail link, which signs in once', async () => {
    const account = recovered();
    await shell.open('/recover');
    await shell.waitForPage('recover');
    expect(await browser.getTitle()).toBe('Recover your account · Sketchery');
    await recovery.email().setValue(addressOf(account.nickname));
    await recovery.send().click();
    await recovery.sent().waitForDisplayed();
    await expect(recovery.sent()).toHaveText(expect.stringContaining('a recovery link is on its way'));

    const link = await recovery.latestLink(addressOf(account.nickname));
    await shell.open(link);
    await shell.waitForPage('recoverKey');
    await recovery.welcome().waitForDisplayed();
    await shell.waitForSignedIn(account.nickname);

    // The link is spent: opened again, it fails and goes home (still signed in).
    await shell.open(link);
    await shell.dialogMessage().waitForDisplayed();
    await expect(shell.dialogMessage()).toHaveText('Error accepting account recovery key: This recovery link was already used. Ask for a new one.');
    await shell.dialogOk().click();
    await shell.waitForPage('home');
  });

  it("tells a visitor from the menu's Store entry that the store needs a login", async () => {
    await shell.menuButton().click();
    await shell.menu().waitForDisplayed();
    await $('[data-testid="menu-store"]').click();
    await shell.waitForPage('store');
    await expect(store.loginRequired()).toHaveText('You must be logged in to use the store.');
    expect(await browser.getTitle()).toBe('Store · Sketchery');
  });

  it('lets the artist buy 25 hearts through the payment provider and shows the new hearts', async () => {
    await shell.signInAs(artist.id, '/store');
    await shell.waitForSignedIn(artist.nickname);
    await shell.waitForPage('store');
    await store.hearts().waitForDisplayed();
    await expect(store.wallet()).toHaveText(expect.stringContaining('a new heart every 150 glops'));
    const before = await store.count('store-hearts');

    await store.buy('hearts25').click();
    await store.providerSummary().waitForDisplayed();
    await expect(store.providerSummary()).toHaveText(expect.stringContaining('Pay 5.00 USD'));
    await expect(store.providerSummary()).toHaveText(expect.stringContaining('25 hearts'));
    await store.providerPay().click();

    await shell.waitForPage('storeSuccess');
    await store.purchaseWhat().waitForDisplayed();
    await expect(store.purchaseWhat()).toHaveText('You bought 25 hearts for $5.');
    expect(await store.count('purchase-hearts')).toBe(before + 25);

    // A reload of the return page credits nothing more.
    await browser.refresh();
    await shell.waitForPage('storeSuccess');
    await $('[data-testid="purchase-already"]').waitForDisplayed();
    expect(await store.count('purchase-hearts')).toBe(before + 25);

    await $('[data-testid="purchase-back"]').click();
    await shell.waitForPage('store');
    await store.hearts().waitForDisplayed();
    expect(await store.count('store-hearts')).toBe(before + 25);
  });
});
